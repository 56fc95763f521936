"""The Crossroads choice at every space and its six options (rules tokaido.crossroads.*)."""

import pytest

from tokaido_kit.core import Action, IllegalAction
from tokaido_kit.tokaido import RULES, TokaidoGame

from .helpers import CR, STANDARD, cr, kinds, move

CHERRY = Action("take_cherry_tree")


def test_tokaido_crossroads_choice_standard_or_crossroads_at_a_panorama():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5])
    g.play(move(5))  # paddy
    assert g.pending == "crossroads" and g.legal_actions() == [STANDARD, CHERRY]
    ev = g.play(STANDARD)
    assert kinds(ev) == ["crossroads_standard", "panorama"] and g.panoramas[0]["paddy"] == 1
    assert all(e.rule in RULES for e in ev) and "standard benefit of the Paddy" in ev[0].text


def test_tokaido_crossroads_cherry_tree_coin_and_points_not_a_section():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5])
    g.play(move(5))
    ev = g.play(CHERRY)
    assert ev[0].rule == "tokaido.crossroads.cherry_tree"
    assert g.coins[0] == 6 and g.score_breakdown(0)["cherry_trees"] == 2 and g.panoramas[0]["paddy"] == 0
    assert g.cherry_trees[0] == 1 and len(g.decks["cherry_tree"]) == 5


def test_tokaido_crossroads_no_cherry_tree_left_means_no_choice():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], cherry_trees=[0, 6, 0])
    ev = g.play(move(5))
    assert g.pending == "move" and "panorama" in kinds(ev)


def test_tokaido_crossroads_bathhouse_costs_one_scores_four_and_counts_for_bather():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5])
    g.play(move(6))  # hot spring
    assert Action("buy_bathhouse") in g.legal_actions()
    ev = g.play(Action("buy_bathhouse"))
    assert "bathhouse" in kinds(ev) and g.coins[0] == 4 and g.score_breakdown(0)["bathhouses"] == 4
    assert g.achievement_measures()["bather"][0] == 1


def test_tokaido_crossroads_bathhouse_needs_a_coin():
    g = cr(spaces=[4, 9, 11], coins=[0, 5, 5])
    g.play(move(6))
    assert g.pending == "move" and g.hot_springs[0]  # no coin: only the standard hot spring


@pytest.mark.parametrize("face,coins", [(0, 3), (1, 5), (2, 7), (3, 9), (4, 11)])
def test_tokaido_crossroads_gaming_room_stake_two_on_the_fortune_die(face, coins):
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], rolls=[face])
    g.play(move(8))  # farm
    ev = g.play(Action("gaming_room"))
    assert kinds(ev) == ["fortune_roll", "gaming_room"] and g.coins[0] == coins
    assert ev[0].rule == "tokaido.decision.fortune_die" and RULES["tokaido.decision.fortune_die"].decision


def test_tokaido_crossroads_gaming_room_needs_the_stake():
    g = cr(spaces=[4, 9, 11], coins=[1, 5, 5])
    g.play(move(8))
    assert g.coins[0] == 4 and g.pending == "move"


def test_tokaido_crossroads_amulet_pays_the_bank_not_the_temple():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5])
    g.play(move(10))  # temple
    assert [a for a in g.legal_actions() if a.kind == "buy_amulet"] == [
        Action("buy_amulet", card=c) for c in sorted(["Vitality", "Fortune", "Health", "Friendship",
                                                      "Hospitality", "Devotion"])]
    ev = g.play(Action("buy_amulet", card="Fortune"))
    assert g.coins[0] == 4 and g.donated[0] == 0 and g.amulets[0] == ["Fortune"]
    assert "Fortune" not in ev[-1].text, "the amulet is kept face down"


def test_tokaido_crossroads_legendary_object_instead_of_souvenirs():
    g = cr(spaces=[1, 9, 11], coins=[3, 5, 5])
    g.play(move(2))  # village
    buys = [a.card for a in g.legal_actions() if a.kind == "buy_legendary"]
    assert buys == ["Buppatsu", "Ema", "Emaki", "Masamune", "Murasame", "Shodo"]
    g.play(Action("buy_legendary", card="Masamune"))
    assert g.coins[0] == 0 and g.score_breakdown(0)["legendary"] == 8 and g.village == []


def test_tokaido_crossroads_legendary_object_only_if_affordable():
    g = cr(spaces=[1, 9, 11], coins=[1, 5, 5])
    g.play(move(2))
    assert sorted(a.card for a in g.legal_actions() if a.kind == "buy_legendary") == ["Emaki", "Shodo"]
    err = g.why_not(Action("buy_legendary", card="Masamune"))
    assert err.rule == "tokaido.crossroads.legendary" and "costs 3" in err.message


def test_tokaido_crossroads_calligraphy_kept_face_down():
    g = cr(spaces=[1, 9, 11], coins=[3, 5, 5])
    g.play(move(4))  # encounter
    ev = g.play(Action("buy_calligraphy", card="Patience"))
    assert g.calligraphies[0] == ["Patience"] and g.coins[0] == 2 and g.encounters[0] == []
    assert "Patience" not in ev[-1].text
    assert g.view(1)["players"][0]["calligraphies"] is None and g.view(0)["players"][0]["calligraphies"] == ["Patience"]


def test_tokaido_crossroads_wrong_option_is_refused_with_reason():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5])
    g.play(move(5))
    err = g.why_not(Action("buy_bathhouse"))
    assert err.rule == "tokaido.crossroads.bathhouse" and "another kind of space" in err.message
    with pytest.raises(IllegalAction):
        g.play(Action("pass"))


def test_tokaido_crossroads_inns_offer_no_choice():
    g = cr(spaces=[14, 20, 21], coins=[5, 5, 5])
    g.play(move(15))
    assert g.pending == "inn.meal" and g.current_player == 0


def test_tokaido_crossroads_needs_the_expansion_for_its_scenario_keywords():
    with pytest.raises(ValueError, match="Crossroads"):
        TokaidoGame.scenario(3, 0, travelers=["Kinko", "Hirotada", "Zen-emon"], amulets=[["Fortune"], [], []])
    with pytest.raises(ValueError, match="no such amulet card"):
        TokaidoGame.scenario(3, 0, expansions=CR, travelers=["Kinko", "Hirotada", "Zen-emon"],
                             amulets=[["Fortune"], ["Fortune"], []])


def test_tokaido_crossroads_setup_stacks_and_new_encounters():
    g = TokaidoGame.new(4, seed=3, expansions=CR)
    assert {k: len(g.decks[k]) for k in ("cherry_tree", "bathhouse", "amulet", "legendary", "calligraphy")} == \
        dict.fromkeys(("cherry_tree", "bathhouse", "amulet", "legendary", "calligraphy"), 6)
    assert len(g.decks["encounter"]) == 18
    assert {"Itamae", "Kitoushi", "Saru", "Takuhatsuso"} <= set(g.decks["encounter"])
    assert g.log[2].rule == "tokaido.crossroads.setup" or any(e.kind == "crossroads_setup" for e in g.log)
    base = TokaidoGame.new(4, seed=3)
    assert "amulet" not in base.decks and len(base.decks["encounter"]) == 14


def test_tokaido_crossroads_every_kit_decision_is_flagged():
    for rid in ("fortune_die", "scripts", "offerings", "crossroads_stacks", "new_encounters", "patience"):
        assert RULES["tokaido.decision." + rid].decision
    # Bathhouse for Bather, Calligraphy for Chatterbox, Legendary Object for Collector: the three Notes of the
    # Crossroads rulebook (seed 002) print them, so they are a rule, never shown as a house rule.
    assert not RULES["tokaido.decision.crossroads_achievements"].decision


def test_tokaido_crossroads_scenario_stacks_the_crossroads_stacks_and_the_die():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], decks={"amulet": ["Health", "Fortune"]}, rolls=[4, 0])
    assert g.decks["amulet"][-2:] == ["Fortune", "Health"] and g._rolls == [4, 0]  # Health on top
    with pytest.raises(ValueError, match="amulet"):
        cr(spaces=[4, 9, 11], decks={"amulet": ["Luck"]})
    with pytest.raises(ValueError, match="not a face"):
        g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], rolls=[5])
        g.play(move(8))
        g.play(Action("gaming_room"))
