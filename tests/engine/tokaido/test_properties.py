"""Property tests over thousands of random games at 2, 3, 4 and 5 players.

Invariants (every step of every game): coins never negative, the mover is the
traveller furthest behind, nobody passes an inn, the game ends with everyone in
Edo, scores equal the sum of their breakdown, every card is accounted for,
illegal actions change nothing. Exactness (every step of 200 whole games): a
JSON save, an undo and a replay all give back exactly the same position.
"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tokaido_kit.core import Action, IllegalAction
from tokaido_kit.tokaido import RULES, TokaidoGame
from tokaido_kit.tokaido import data as D

from .exactness import check_exact_game, state

GAMES_PER_EXAMPLE = 20
variants = st.fixed_dictionaries({
    "initiation": st.booleans(), "gastronomy": st.booleans(), "preparations": st.booleans(),
})
PROBES = [Action("move", space=s) for s in (1, 15, 16, 30, 55, 70)] + [
    Action("pass"), Action("donate", coins=4), Action("donate", coins=1), Action("buy_meal", meal="Fugu"),
    Action("buy_souvenirs", cards="Koma, Sake"), Action("choose_panorama", panorama="sea"),
    Action("choose_traveler", traveler="Kinko"), Action("eat_free_meal", meal="Dango"), Action("nonsense"),
]


def check_step_invariants(g, before_space, mover, action):
    assert all(c >= 0 for c in g.coins), "coins never negative"
    if action.kind == "move":
        old = before_space[mover]
        assert action.space <= D.NEXT_INN[old], "nobody passes an inn"
        assert all(old <= s for s in before_space), "the mover is the traveller furthest behind"


def play_random_game(players, seed, options, probe_every=0):
    rng = random.Random(seed)
    g = TokaidoGame.new(players, seed=seed, **options)
    steps = 0
    while not g.is_over:
        legal = g.legal_actions()
        assert legal, "only a finished game has no legal action"
        if probe_every and steps % probe_every == 0:
            before = state(g)
            for probe in PROBES:
                if probe not in legal:
                    err = g.why_not(probe)
                    assert isinstance(err, IllegalAction) and (err.rule in RULES or err.rule.startswith("core."))
                    with pytest.raises(IllegalAction):
                        g.play(probe)
            assert state(g) == before, "illegal actions change nothing"
        action = legal[rng.randrange(len(legal))]
        before_space, mover = list(g.space), g.mover
        g.play(action)
        check_step_invariants(g, before_space, mover, action)
        steps += 1
    assert g.space == [D.EDO] * g.pawns, "the game ends with everyone in Edo"
    assert g.current_player is None and g.legal_actions() == []
    for p in range(players):
        assert sum(g.score_breakdown(p).values()) == g.scores()[p]
    g._check_table()  # every card accounted for: decks + offers + collections = the box
    assert g.winners()
    return g


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=100)
@given(seed=st.integers(0, 2**31 - 1), options=variants)
def test_invariants_over_random_games(players, seed, options):
    """100 examples x 20 games = 2000 random games per player count."""
    for k in range(GAMES_PER_EXAMPLE):
        play_random_game(players, seed + k, options, probe_every=25 if k == 0 else 0)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=5)
@given(seed=st.integers(0, 2**31 - 1), options=variants)
def test_cards_accounted_for_and_illegal_actions_at_every_step(players, seed, options):
    rng = random.Random(seed)
    g = TokaidoGame.new(players, seed=seed, **options)
    while not g.is_over:
        g._check_table()
        before = state(g)
        for probe in PROBES:
            if probe not in g.legal_actions():
                with pytest.raises(IllegalAction):
                    g.play(probe)
        assert state(g) == before
        legal = g.legal_actions()
        g.play(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=50)
@given(seed=st.integers(0, 2**31 - 1), options=variants)
def test_json_undo_and_replay_are_exact_at_every_step(players, seed, options):
    """50 examples per player count = 200 whole games, checked at every decision."""
    check_exact_game(players, seed, **options)
