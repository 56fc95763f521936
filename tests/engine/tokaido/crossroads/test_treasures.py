"""Legendary Objects (D3, D4, swords), Calligraphies (D9), the new Encounters (D6), achievements (D10)."""

import pytest

from tokaido_kit.core import Action

from .helpers import PASS, STANDARD, cr, finish, kinds, move


def buy_legendary(card, souvenirs=(), legendary=(), coins=5):
    g = cr(spaces=[1, 9, 11], coins=[coins, 5, 5], souvenirs=[list(souvenirs), [], []],
           legendary=[list(legendary), [], []])
    before = g.score_breakdown(0)["legendary"]
    g.play(move(2))
    ev = g.play(Action("buy_legendary", card=card))
    return g, ev, g.score_breakdown(0)["legendary"] - before


@pytest.mark.parametrize("card", ["Shodo", "Emaki"])
def test_tokaido_decision_scripts_one_point_per_souvenir_held_then_one_per_later(card):
    g, ev, points = buy_legendary(card, souvenirs=["Koma", "Sake"], legendary=["Murasame"])
    assert points == 3 and ev[-1].rule == "tokaido.decision.scripts" and g.coins[0] == 4
    before = g.score_breakdown(0)["legendary"]
    g._gain_souvenir(0, "Ocha", [], "tokaido.village.sets")  # a later souvenir
    assert g.score_breakdown(0)["legendary"] == before + 1


@pytest.mark.parametrize("card", ["Buppatsu", "Ema"])
def test_tokaido_decision_offerings_a_fifth_souvenir_family(card):
    g, ev, points = buy_legendary(card, souvenirs=["Koma", "Sake", "Geta", "Sumie"], coins=2)
    assert points == 9 and ev[-1].rule == "tokaido.decision.offerings" and g.coins[0] == 0


def test_tokaido_decision_offerings_second_offering_starts_a_new_set():
    g, ev, points = buy_legendary("Ema", souvenirs=["Koma"], legendary=["Buppatsu"])
    assert points == 1


@pytest.mark.parametrize("card", ["Murasame", "Masamune"])
def test_tokaido_crossroads_legendary_swords_score_eight(card):
    g, ev, points = buy_legendary(card, coins=3)
    assert points == 8 and g.coins[0] == 0 and ev[-1].rule == "tokaido.crossroads.legendary.swords"


def test_tokaido_decision_crossroads_achievements_count_the_crossroads_cards():
    g = cr(spaces=[1, 9, 11], coins=[5, 5, 5], souvenirs=[["Koma"], ["Sake"], []], legendary=[["Ema"], [], []],
           hot_springs=[[], [3], []], bathhouses=[2, 0, 0], encounters=[[], ["Samurai"], []],
           calligraphies=[["Patience", "Fasting"], [], []])
    m = g.achievement_measures()
    assert m["collector"][:2] == [2, 1] and m["bather"][:2] == [2, 1] and m["chatterbox"][:2] == [2, 1]


def end_game(**kw):
    g = cr(spaces=[52, 53, 54], **kw)
    return finish(g)


def calligraphy_points(g, p, card):
    [e] = [e for e in g.log if e.kind == "calligraphy_" + card.lower() and e.player == p]
    return e.data["points"]


def test_tokaido_crossroads_calligraphy_foresight_two_per_coin():
    g = end_game(coins=[4, 0, 1], calligraphies=[["Foresight"], [], []])
    assert calligraphy_points(g, 0, "Foresight") == 8 and g.score_breakdown(0)["calligraphies"] == 8


def test_tokaido_crossroads_calligraphy_contemplation_completed_panoramas_and_cherry_trees():
    g = end_game(coins=[0, 0, 0], panoramas=[{"paddy": 3, "sea": 2}, {}, {}], cherry_trees=[2, 0, 0],
                 calligraphies=[["Contemplation"], [], []])
    assert calligraphy_points(g, 0, "Contemplation") == 3 + 2


def test_tokaido_crossroads_calligraphy_nostalgia_legendary_and_souvenirs():
    g = end_game(coins=[0, 0, 0], souvenirs=[["Koma", "Sake"], [], []], legendary=[["Shodo"], [], []],
                 calligraphies=[["Nostalgia"], [], []])
    assert calligraphy_points(g, 0, "Nostalgia") == 2 + 2


def test_tokaido_decision_patience_six_four_two_by_arrival_at_edo():
    g = end_game(coins=[0, 0, 0], calligraphies=[["Patience"], ["Perfection"], ["Fasting"]])
    assert calligraphy_points(g, 0, "Patience") == 2  # first to arrive of three
    g = end_game(coins=[0, 0, 0], calligraphies=[["Fasting"], ["Perfection"], ["Patience"]])
    assert calligraphy_points(g, 2, "Patience") == 6  # last
    g = end_game(coins=[0, 0, 0], calligraphies=[["Fasting"], ["Patience"], ["Perfection"]])
    assert calligraphy_points(g, 1, "Patience") == 4  # second-to-last


def test_tokaido_crossroads_calligraphy_perfection_achievements_and_calligraphies():
    g = end_game(coins=[0, 0, 0], panoramas=[{"paddy": 3}, {}, {}], calligraphies=[["Perfection", "Fasting"], [], []])
    awards = g.achievement_count(0)
    assert awards >= 2  # paddy, chatterbox (calligraphies count)
    assert calligraphy_points(g, 0, "Perfection") == 2 * awards + 2


def test_tokaido_crossroads_calligraphy_fasting_three_per_inn_without_a_meal():
    g = end_game(coins=[0, 0, 0], meals=[["Dango"], [], []], calligraphies=[["Fasting"], [], []])
    assert calligraphy_points(g, 0, "Fasting") == 9


# ---------------------------------------------------------------- the 4 new Encounters
def encounter(card, coins=5, **kw):
    g = cr(spaces=[1, 9, 11], coins=[coins, 5, 5], decks={"encounter": [card]}, **kw)
    g.play(move(4))
    return g, g.play(STANDARD)


def test_tokaido_encounter_itamae_coin_then_a_new_meal():
    g, ev = encounter("Itamae")
    assert g.coins[0] == 6 and len(g.meals[0]) == 1 and g.score_breakdown(0)["meals"] == 6
    assert "itamae" in kinds(ev) and g.encounters[0] == ["Itamae"]


def test_tokaido_encounter_itamae_meal_eaten_before_goes_under_the_pile():
    g = cr(spaces=[1, 9, 11], coins=[5, 5, 5], meals=[["Dango"], [], []],
           decks={"encounter": ["Itamae"], "meal": ["Dango"]})
    g.play(move(4))
    ev = g.play(STANDARD)
    assert "itamae_eaten_before" in kinds(ev) and g.meals[0] == ["Dango"] and g.decks["meal"][0] == "Dango"


def test_tokaido_encounter_kitoushi_one_coin_for_a_section_of_your_choice():
    g, ev = encounter("Kitoushi")
    assert g.pending == "encounter.kitoushi" and PASS in g.legal_actions()
    g.play(Action("choose_panorama", panorama="sea"))
    assert g.coins[0] == 4 and g.panoramas[0]["sea"] == 1


def test_tokaido_encounter_kitoushi_needs_a_coin():
    g = cr(spaces=[3, 9, 11], coins=[1, 5, 5], decks={"encounter": ["Kitoushi"]})
    g.play(move(4))
    g.play(STANDARD)
    assert g.pending == "encounter.kitoushi"
    g2 = cr(spaces=[3, 9, 11], coins=[0, 5, 5], decks={"encounter": ["Kitoushi"]})
    ev = g2.play(move(4))
    assert "kitoushi_nothing" in kinds(ev) and g2.pending == "move"


def test_tokaido_encounter_saru_free_hot_spring():
    g, ev = encounter("Saru")
    assert len(g.hot_springs[0]) == 1 and g.coins[0] == 5 and "saru" in kinds(ev)


def test_tokaido_encounter_takuhatsuso_one_coin_for_four_points():
    g, ev = encounter("Takuhatsuso")
    assert g.coins[0] == 4 and g.score_breakdown(0)["encounters"] == 4
    g2 = cr(spaces=[3, 9, 11], coins=[0, 5, 5], decks={"encounter": ["Takuhatsuso"]})
    ev = g2.play(move(4))
    assert "takuhatsuso_nothing" in kinds(ev) and g2.score_breakdown(0)["encounters"] == 0


def test_tokaido_crossroads_journey_points_are_tokens_that_add_up():
    g = cr(spaces=[1, 9, 11], coins=[5, 5, 5])
    events = []
    g._journey_points(1, 3, "tokaido.crossroads.journey", events)
    g._journey_points(1, 2, "tokaido.crossroads.journey", events)
    assert g.journey_tokens(1) == [3, 2] and g.score_breakdown(1)["journey"] == 5
    assert "5" not in events[0].text and "3 Journey points" in events[0].text
    assert g.view()["players"][1]["journey"] == [3, 2]


def test_tokaido_encounter_itamae_free_meal_reads_as_free():
    g = cr(spaces=[1, 9, 11], coins=[5, 5, 5], decks={"encounter": ["Itamae"], "meal": ["Tempura"]})
    g.play(move(4))
    ev = g.play(STANDARD)
    served = [e.text for e in ev if e.rule == "tokaido.encounter.itamae" and e.kind.startswith("meal")]
    assert served == [f"{g.names[0]} is served Tempura for free and scores 6."]
    assert not any(" pays 0 " in e.text for e in ev)
