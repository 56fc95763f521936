"""What each space gives: villages and souvenir sets, farms, panoramas, hot springs, temples."""

import pytest

from tokaido_kit.core import Action

from .helpers import move, table


def test_tokaido_village_draw_three_buy_any_rest_under_pile():
    g = table(3, spaces=[1, 4, 5], coins=[4, 5, 5], decks={"souvenir": ["Koma", "Sake", "Ukiyoe"]})
    g.play(move(2))
    assert g.pending == "village" and g.view()["village"] == ["Koma", "Sake", "Ukiyoe"]
    legal = g.legal_actions()
    assert Action("buy_souvenirs", cards="Koma, Ukiyoe") in legal
    assert Action("buy_souvenirs", cards="Koma, Sake, Ukiyoe") not in legal  # 6 coins > 4
    assert Action("pass") in legal
    err = g.why_not(Action("buy_souvenirs", cards="Koma, Sake, Ukiyoe"))
    assert err.rule == "tokaido.village" and "6" in str(err)
    g.play(Action("buy_souvenirs", cards="Koma, Ukiyoe"))
    assert g.coins[0] == 0 and g.souvenirs[0] == ["Koma", "Ukiyoe"]
    assert g.decks["souvenir"][0] == "Sake"  # under the pile
    assert g.score_breakdown(0)["souvenirs"] == 1 + 3


@pytest.mark.parametrize("cards,total", [
    (["Koma"], 1),
    (["Koma", "Sake"], 4),
    (["Koma", "Sake", "Geta"], 9),
    (["Koma", "Sake", "Geta", "Sumie"], 16),
    (["Koma", "Gofu", "Sake"], 5),
    (["Koma", "Gofu", "Washi"], 3),
    (["Koma", "Sake", "Gofu", "Ocha"], 8),
])
def test_tokaido_village_sets_worked_examples(cards, total):
    g = table(3, spaces=[2, 4, 5], souvenirs=[cards, [], []])
    assert g.score_breakdown(0)["souvenirs"] == total
    assert g.scores()[0] == total


def test_tokaido_village_sets_score_event_per_card():
    g = table(3, spaces=[1, 4, 5], coins=[9, 5, 5], souvenirs=[["Koma"], [], []],
              decks={"souvenir": ["Gofu", "Sake", "Geta"]})
    g.play(move(2))
    events = g.play(Action("buy_souvenirs", cards="Gofu, Sake, Geta"))
    got = [(e.card, e.points) for e in events if e.kind == "souvenir"]
    assert got == [("Gofu", 1), ("Sake", 3), ("Geta", 5)]
    assert all(e.rule == "tokaido.village.sets" for e in events if e.kind == "souvenir")


def test_tokaido_farm_three_coins():
    g = table(3, spaces=[1, 4, 5], coins=[0, 5, 5])
    events = g.play(move(8))
    assert g.coins[0] == 3 and events[-1].rule == "tokaido.farm"


def test_tokaido_panorama_next_section_scores_its_number():
    g = table(3, spaces=[4, 6, 9], coins=[5, 5, 5], panoramas=[{"paddy": 1}, {}, {}])
    assert g.score_breakdown(0)["panoramas"] == 1
    events = g.play(move(5))
    assert g.panoramas[0]["paddy"] == 2 and g.score_breakdown(0)["panoramas"] == 3
    assert events[-1].rule == "tokaido.panorama" and events[-1].points == 2


def test_tokaido_panorama_achievement_first_only():
    g = table(3, spaces=[4, 6, 9], coins=[5, 5, 5], panoramas=[{"paddy": 2}, {"paddy": 2}, {}])
    events = g.play(move(5))
    assert [e.kind for e in events][-1] == "panorama_achievement" and events[-1].points == 3
    assert g.score_breakdown(0)["achievements"] == 3 and g.pano_first["paddy"] == [0]
    g2 = table(3, spaces=[4, 6, 9], coins=[5, 5, 5], panoramas=[{"paddy": 2}, {"paddy": 3}, {}])
    events = g2.play(move(5))
    assert "panorama_achievement" not in [e.kind for e in events]
    assert g2.score_breakdown(0)["achievements"] == 0 and g2.score_breakdown(1)["achievements"] == 3


def test_scenario_needs_to_know_who_finished_a_panorama_first():
    with pytest.raises(ValueError, match="achievements"):
        table(3, spaces=[4, 6, 9], panoramas=[{"paddy": 3}, {"paddy": 3}, {}])
    g = table(3, spaces=[4, 6, 9], panoramas=[{"paddy": 3}, {"paddy": 3}, {}], achievements={"paddy": 1})
    assert g.pano_first["paddy"] == [1]


def test_tokaido_hot_spring_card_worth_2_or_3():
    g = table(3, spaces=[1, 4, 5], coins=[5, 5, 5], decks={"hot_spring": [3, 2]})
    g.play(move(6))
    assert g.hot_springs[0] == [3] and g.score_breakdown(0)["hot_springs"] == 3


def test_tokaido_temple_donate_one_to_three_one_point_each():
    g = table(3, spaces=[1, 4, 5], coins=[2, 5, 5])
    g.play(move(3))
    assert g.legal_actions() == [Action("donate", coins=1), Action("donate", coins=2)]
    assert g.why_not(Action("donate", coins=3)).rule == "tokaido.temple"
    assert g.why_not(Action("pass")).rule == "tokaido.temple"
    g.play(Action("donate", coins=2))
    assert g.coins[0] == 0 and g.donated[0] == 2 and g.score_breakdown(0)["temple"] == 2


def test_tokaido_decision_empty_deck_gives_nothing():
    g = table(3, spaces=[1, 4, 5], coins=[5, 5, 5])
    g.decks["hot_spring"].clear()
    events = g.play(move(6))
    assert events[-1].rule == "tokaido.decision.empty_deck" and g.hot_springs[0] == []


def test_tokaido_village_souvenirs_named_in_the_order_drawn():
    g = table(3, spaces=[1, 4, 5], coins=[9, 5, 5], decks={"souvenir": ["Koma", "Sake", "Ukiyoe"]})
    g.play(move(2))
    err = g.why_not(Action("buy_souvenirs", cards="Ukiyoe, Koma"))
    assert err.reason == "tokaido.why.souvenir_order" and "Koma, Sake, Ukiyoe" in str(err)
    assert str(Action("buy_souvenirs", cards="Koma, Ukiyoe")) == "buy Koma, Ukiyoe"
