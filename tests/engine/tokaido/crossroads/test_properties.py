"""Property tests: thousands of random Crossroads games at 2, 3, 4 and 5 players.

Invariants at every step: the base ones (coins never negative, the mover is the
furthest behind, nobody passes an inn, everyone ends in Edo, scores equal their
breakdown, every card accounted for), plus: the Crossroads stacks are conserved
(stack + what the players hold = the box), an amulet used goes back to its
stack, and never on the turn it was gained. Exactness: JSON, undo and replay at
every decision of 100 whole games.
"""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tokaido_kit.core import Action, IllegalAction
from tokaido_kit.tokaido import RULES, TokaidoGame
from tokaido_kit.tokaido import data as D
from tokaido_kit.tokaido.crossroads import data as C

from ..exactness import check_exact_game, state

CR = ("crossroads",)
GAMES_PER_EXAMPLE = 20
PROBES = [Action("move", space=s) for s in (1, 16, 55, 70)] + [
    Action("pass"), Action("standard"), Action("take_cherry_tree"), Action("buy_bathhouse"), Action("gaming_room"),
    Action("buy_amulet", card="Fortune"), Action("buy_legendary", card="Masamune"),
    Action("buy_calligraphy", card="Patience"), Action("buy_legendary", card="Nothing"),
    *(Action("use_amulet", amulet=a) for a in C.AMULETS), Action("use_amulet", amulet="Luck"),
    Action("use_amulet", amulet="Hospitality", meal="Fugu"), Action("stake_coin"), Action("donate", coins=2),
    Action("choose_panorama", panorama="sea"),
]


def stacks_conserved(g):
    for name, box in C.STACKS.items():
        held = Counter(g.decks[name])
        for p in range(g.players):
            held.update({"amulet": g.amulets, "legendary": g.legendary, "calligraphy": g.calligraphies}[name][p]
                        if name in ("amulet", "legendary", "calligraphy")
                        else [box[0]] * (g.cherry_trees[p] if name == "cherry_tree" else g.bathhouses[p]))
        assert held == Counter(box), f"the {name} stack is conserved"


def play_random_game(players, seed, probe_every=0):
    rng = random.Random(seed)
    g = TokaidoGame.new(players, seed=seed, expansions=CR)
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
                    assert "{" not in err.message
                    with pytest.raises(IllegalAction):
                        g.play(probe)
            assert state(g) == before, "illegal actions change nothing"
        action = legal[rng.randrange(len(legal))]
        before_space, mover, p = list(g.space), g.mover, g.current_player
        if action.kind == "use_amulet":
            assert action.amulet not in g.amulets_new[p], "never used on the turn it was gained"
        g.play(action)
        assert all(c >= 0 for c in g.coins), "coins never negative"
        if action.kind == "move" and g.pending in (None, "move", "crossroads") and before_space[mover] != g.space[mover]:
            old = before_space[mover]
            assert action.space <= D.NEXT_INN[old], "nobody passes an inn"
        if action.kind == "use_amulet":
            assert action.amulet in g.decks["amulet"] and action.amulet not in g.amulets[p], \
                "a used amulet goes back to its stack"
        if steps % 10 == 0:
            stacks_conserved(g)
        steps += 1
    assert g.space == [D.EDO] * g.pawns, "the game ends with everyone in Edo"
    for p in range(players):
        assert sum(g.score_breakdown(p).values()) == g.scores()[p]
        assert sum(g.journey_tokens(p)) == g.score_breakdown(p)["journey"]
    stacks_conserved(g)
    g._check_table()
    assert g.winners()
    return g


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=25)
@given(seed=st.integers(0, 2**31 - 1))
def test_crossroads_invariants_over_random_games(players, seed):
    """25 examples x 20 games = 500 random Crossroads games per player count, 2000 in all."""
    for k in range(GAMES_PER_EXAMPLE):
        play_random_game(players, seed + k, probe_every=15 if k == 0 else 0)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=25)
@given(seed=st.integers(0, 2**31 - 1))
def test_crossroads_json_undo_and_replay_are_exact_at_every_step(players, seed):
    """25 examples per player count = 100 whole Crossroads games, checked at every decision."""
    check_exact_game(players, seed, expansions=CR)
