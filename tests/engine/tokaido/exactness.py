"""One random Tokaido game checked for exactness at every decision (base, Crossroads, Matsuri)."""

import json
import random

from tokaido_kit.tokaido import TokaidoGame


def state(game):
    """The whole position, RNG included, as one comparable string."""
    return json.dumps(game._snapshot(), sort_keys=True)


def check_exact_game(players, seed, **options):
    """Undo, play again, save and load at every decision; then replay and copy the whole game."""
    rng = random.Random(seed)
    g = TokaidoGame.new(players, seed=seed, **options)
    while not g.is_over:
        legal = g.legal_actions()
        action = legal[rng.randrange(len(legal))]
        before, log_before = state(g), len(g.log)
        events = g.play(action)
        after = state(g)
        assert g.undo() == action
        assert state(g) == before and len(g.log) == log_before and g.legal_actions() == legal
        assert g.play(action) == events and state(g) == after
        saved = TokaidoGame.from_json(g.to_json())
        assert state(saved) == after and saved.legal_actions() == g.legal_actions()
        assert saved.log == g.log  # the same events (kind, player, rule, facts), so the same sentences
    assert [e.text for e in saved.log] == [e.text for e in g.log]  # read once, the whole log
    replayed = TokaidoGame.replay(players, seed, g.history, **options)
    assert state(replayed) == state(g) and replayed.scores() == g.scores()
    twin = g.copy()
    assert state(twin) == state(g) and twin.winners() == g.winners()
