"""Crossroads rules that the rule map (kit/rules/tokaido) found without a test named after them:
using an Amulet, and the kit decisions D2 (the Fortune die), D5 (the stacks) and D6 (the new Encounters)."""

from collections import Counter

import pytest

from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame
from tokaido_kit.tokaido import data as D
from tokaido_kit.tokaido.crossroads import data as C

from .helpers import CR, cr, move, use

STACKS = ("cherry_tree", "bathhouse", "amulet", "legendary", "calligraphy")


def test_tokaido_crossroads_amulet_use_once_then_back_to_its_stack():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=[["Fortune"], [], []], rolls=[2])
    size = len(g.decks["amulet"])
    events = g.play(use("Fortune"))
    assert events[0].rule == "tokaido.crossroads.amulet.use" and g.amulets[0] == []
    assert len(g.decks["amulet"]) == size + 1 and "Fortune" in g.decks["amulet"]  # available to buy again
    assert use("Fortune") not in g.legal_actions()  # single use: it is gone from the hand
    assert g.why_not(use("Fortune")).rule == "tokaido.crossroads.amulet.use"


def test_tokaido_crossroads_amulet_use_refused_on_the_turn_it_was_bought():
    g = cr(spaces=[9, 16, 17], coins=[5, 5, 5], travelers=["Miyataka", "Kinko", "Hirotada"])
    g.play(move(10))
    g.play(Action("buy_amulet", card="Devotion"))
    err = g.why_not(use("Devotion"))
    assert err is not None and err.rule == "tokaido.crossroads.amulet.use"


def test_tokaido_decision_fortune_die_six_faces_x_twice():
    assert C.FORTUNE_DIE == (0, 0, 1, 2, 3, 4)  # X, X, x1, x2, x3, x4
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5])
    rolled = Counter(g.roll(C.FORTUNE_DIE) for _ in range(6000))
    assert set(rolled) == {0, 1, 2, 3, 4}
    assert 1700 < rolled[0] < 2300 and all(800 < rolled[f] < 1200 for f in (1, 2, 3, 4))  # X is 2 faces of 6
    with pytest.raises(ValueError, match="not a face"):
        cr(spaces=[4, 9, 11], rolls=[5]).roll(C.FORTUNE_DIE)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_tokaido_decision_crossroads_stacks_all_six_at_every_player_count(players):
    g = TokaidoGame.new(players, seed=players, expansions=CR)
    assert {k: len(g.decks[k]) for k in STACKS} == dict.fromkeys(STACKS, 6)
    assert len(set(g.decks["amulet"])) == 6 and len(set(g.decks["calligraphy"])) == 6


def test_tokaido_decision_new_encounters_the_four_cards_once_each():
    assert set(C.NEW_ENCOUNTERS) == {"Itamae", "Kitoushi", "Saru", "Takuhatsuso"}
    g = TokaidoGame.new(4, seed=1, expansions=CR)
    deck = Counter(g.decks["encounter"])
    base = Counter(TokaidoGame.new(4, seed=1).decks["encounter"])
    assert deck - base == Counter(dict.fromkeys(C.NEW_ENCOUNTERS, 1)) and base - deck == Counter()
    assert sum(base.values()) == 14 and set(C.NEW_ENCOUNTERS) <= set(D.ENCOUNTERS)
    h = cr(spaces=[1, 5, 6], coins=[2, 5, 5], decks={"encounter": ["Takuhatsuso"]})
    h.play(move(4))  # an Encounter
    h.play(Action("standard"))
    assert h.encounters[0] == ["Takuhatsuso"] and h.coins[0] == 1 and h.score_breakdown(0)["encounters"] == 4
