"""Property tests with both expansions at 2-5 players.

Invariants at every step of 3000 random games (1000 of them with casts of Matsuri travellers): the base invariants (coins
never negative, the mover is furthest behind, nobody passes an inn, scores are
the sum of their breakdown), every card of every deck and stack accounted for
(Crossroads stacks and the Matsuri deck included), an amulet used goes back to
its stack, the Doll/Carp tokens add up to 5, the Journey tokens add up to the
Journey points, and closed spaces reopen at the next inn. Exactness: JSON
saves, undo, replay and copy give back exactly the same position at every step
of 100+ whole games.
"""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tokaido_kit.core import Action, IllegalAction, i18n
from tokaido_kit.tokaido import RULES, TokaidoGame
from tokaido_kit.tokaido import data as D
from tokaido_kit.tokaido.matsuri.rules import RULES as MATSURI_RULES
from tokaido_kit.tokaido.matsuri.data import MATSURI, MATSURI_TRAVELERS, TOKEN_SUPPLY

from ..exactness import check_exact_game, state

BOTH = {"expansions": ("crossroads", "matsuri")}
GAMES_PER_EXAMPLE = 10
PROBES = [Action("move", space=s) for s in (1, 17, 22, 27, 55)] + [
    Action("pass"), Action("donate", coins=4), Action("choose_matsuri", card="Hanabi"),
    Action("share_calligraphy", card="Foresight"), Action("leave_first"), Action("reroll"),
    Action("keep_encounter", card="Kuge"), Action("rakuren_shop"), Action("nonsense"),
]


def closing_cards(game):
    return [c for c in game.festival if MATSURI[c].closes]


def play_random_game(players, seed, probe=False, travelers=None):
    rng = random.Random(seed)
    g = TokaidoGame.new(players, seed=seed, travelers=travelers, **BOTH)
    revealed_here = []  # cards revealed since the last inn was completed
    steps = 0
    while not g.is_over:
        legal = g.legal_actions()
        assert legal, "only a finished game has no legal action"
        if probe and steps % 20 == 0:
            before = state(g)
            for p in PROBES:
                if p not in legal:
                    err = g.why_not(p)
                    assert isinstance(err, IllegalAction) and (err.rule in RULES or err.rule.startswith("core."))
            assert state(g) == before, "illegal actions change nothing"
            g._check_table()
            for viewer in [None] + list(range(players)):
                json.dumps(g.view(viewer))  # every view is plain JSON
        action = legal[rng.randrange(len(legal))]
        before_space, mover, inn = list(g.space), g.mover, g.closed_inn
        events = g.play(action)
        steps += 1
        assert all(c >= 0 for c in g.coins), "coins never negative"
        if action.kind == "move" and g.pending != "amulet.vitality_move":
            assert action.space <= D.NEXT_INN[before_space[mover]], "nobody passes an inn"
        if action.kind == "use_amulet":
            assert action.amulet in g.decks["amulet"], "a used amulet goes back to its stack"
        if g.closed_inn != inn:
            revealed_here = []
        revealed_here += [e.card for e in events if e.kind == "matsuri_reveal"]
        assert set(g.festival) <= set(revealed_here), "closed spaces reopen at the next inn"
        if not closing_cards(g):
            assert 0 not in g.cap, "no space is closed without a closing festival in effect"
        assert g.token_supply + sum(len(t) for t in g.tokens) == TOKEN_SUPPLY
    assert g.space == [D.EDO] * g.pawns
    assert g.festival == [] and not closing_cards(g)
    for p in range(players):
        assert sum(g.score_breakdown(p).values()) == g.scores()[p]
        assert sum(g.journey[p]) == g.points[p]["journey"]
    g._check_table()  # every card accounted for: decks + stacks + offers + collections = the box
    assert g.winners()
    for e in g.log:
        if e.rule.startswith("tokaido.matsuri") or e.rule in MATSURI_RULES:
            assert i18n.has(f"tokaido.event.{e.kind}"), e.kind  # every Matsuri event has its sentence
    return g


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=50)
@given(seed=st.integers(0, 2**31 - 1))
def test_tokaido_matsuri_invariants_over_random_games(players, seed):
    """50 examples x 10 games = 500 random games per player count, 2000 in all."""
    for k in range(GAMES_PER_EXAMPLE):
        play_random_game(players, seed + k, probe=k == 0)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=25)
@given(seed=st.integers(0, 2**31 - 1))
def test_tokaido_matsuri_invariants_with_matsuri_travellers(players, seed):
    """25 examples x 10 games per player count = 1000 more games, each cast drawn from the 16 Matsuri travellers."""
    names = sorted(MATSURI_TRAVELERS)
    for k in range(GAMES_PER_EXAMPLE):
        cast = random.Random(seed + k).sample(names, players)
        play_random_game(players, seed + k, probe=k == 0, travelers=cast)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=25)
@given(seed=st.integers(0, 2**31 - 1))
def test_tokaido_matsuri_json_undo_and_replay_exact_at_every_step(players, seed):
    """25 examples per player count = 100 whole games, checked at every decision."""
    check_exact_game(players, seed, **BOTH)
