"""Property tests over thousands of random games at every player count and both 2p variants.

* invariants after every decision: no shared space except the gate, nobody at or past
  the Emperor, all 54 tokens and all 60 cards accounted for, scored sakuras consistent;
* every game ends; every event reads as a sentence of the catalogue;
* illegal actions raise and change nothing;
* JSON save, undo and replay are exact at every step.

Game counts (the ``kit`` hypothesis profile is derandomized, so CI is repeatable):
2000 random games per configuration for the invariants (12000 in all), 300 per
configuration with illegal probes, and 204 whole games checked for exactness at
every step.
"""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tokaido_kit.bots import GreedyBot, RandomBot, play_out
from tokaido_kit.core import Action, IllegalAction, i18n
from tokaido_kit.sakura import SakuraGame

from .helpers import CONFIGS, check_invariants, full_state, random_game, state

SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
IDS = [f"{p}p-{v}" for p, v in CONFIGS]


def _check_with_texts(game):
    check_invariants(game)
    for event in game.log[-12:]:
        key = f"{event.game}.event.{event.kind}"
        assert i18n.has(key) and "{" not in event.text, (key, event.text)


@pytest.mark.parametrize("players, variant", CONFIGS, ids=IDS)
@settings(max_examples=2000)
@given(seed=SEEDS)
def test_sakura_random_games_keep_the_garden_invariants_and_end(players, variant, seed):
    game = random_game(players, variant, seed, check=check_invariants)
    assert game.is_over and len(game.scored) == 3
    assert sum(game.tokens) + game.supply == 54
    winners = game.winners()
    assert winners and all(0 <= w < players for w in winners)
    best = max(game.scores())
    assert all(game.scores()[w] == best for w in winners)
    assert game.log[-1].kind == "game_over"


def _illegal_probes(game, rng):
    """Actions that are not legal now: cards not offered, wrong kinds, bad directions."""
    legal = set(game.legal_actions())
    probes = [Action("choose_card", card=rng.randint(-1, 62)), Action("choose_imperial_card", card=rng.randint(1, 60)),
              Action("choose_direction", direction=rng.choice(["forward", "back", "up"])), Action("pass"),
              Action("choose_card", card=True), "not an action"]
    return [p for p in probes if p not in legal]


@pytest.mark.parametrize("players, variant", CONFIGS, ids=IDS)
@settings(max_examples=300)
@given(seed=SEEDS)
def test_sakura_illegal_actions_change_nothing(players, variant, seed):
    rng = random.Random(seed)
    game = SakuraGame.new(players, seed=seed, variant=variant)
    while not game.is_over:
        if rng.random() < 0.15:
            before = json.dumps(game._snapshot()), len(game.log), len(game.history)
            for probe in _illegal_probes(game, rng):
                err = game.why_not(probe)
                assert isinstance(err, IllegalAction) and err.rule and str(err)
                with pytest.raises(IllegalAction):
                    game.play(probe)
                assert (json.dumps(game._snapshot()), len(game.log), len(game.history)) == before
        actions = game.legal_actions()
        game.play(actions[rng.randrange(len(actions))])
    _check_with_texts(game)


@pytest.mark.parametrize("players, variant", CONFIGS, ids=IDS)
@settings(max_examples=34)
@given(seed=SEEDS)
def test_sakura_json_undo_and_replay_exact_at_every_step(players, variant, seed):
    rng = random.Random(seed)
    game = SakuraGame.new(players, seed=seed, variant=variant)
    replayed = SakuraGame.new(players, seed=seed, variant=variant)  # fed the same decisions
    while not game.is_over:
        actions = game.legal_actions()
        action = actions[rng.randrange(len(actions))]
        here = state(game)
        game.play(action)
        after = state(game)
        # save and load
        assert state(SakuraGame.from_json(game.to_json())) == after
        # undo, then play again
        assert game.undo() == action and state(game) == here
        game.play(action)
        assert state(game) == after
        # replay: same seed + same decisions = same game
        replayed.play(action)
        assert state(replayed) == after
        # a copy continues independently and identically
        twin = game.copy()
        if not game.is_over:
            nxt = game.legal_actions()[0]
            twin.play(nxt)
            assert state(game) == after
            game.play(nxt)
            assert state(twin) == state(game)
            game.undo()
    _check_with_texts(game)
    assert full_state(SakuraGame.from_json(game.to_json())) == full_state(game)
    assert full_state(SakuraGame.replay(players, seed, game.history, variant=variant)) == full_state(game)


@pytest.mark.parametrize("players, variant", CONFIGS, ids=IDS)
def test_sakura_bots_finish_games(players, variant):
    for seed in range(3):
        game = SakuraGame.new(players, seed=seed, variant=variant)
        bots = [GreedyBot(seed) if i % 2 == 0 else RandomBot(seed) for i in range(players)]
        play_out(game, bots, max_decisions=3000)
        assert game.is_over
        check_invariants(game)
