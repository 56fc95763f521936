"""Kit decisions where the Matsuri seeds are silent or disagree: each asserted as decided.

Cho-yo with a traveller's own meal price, Shishimai's ties and the neutral
traveller, where the chosen Matsuri card goes, Kidzuna's second meal with the
Fasting Calligraphy, Kamui's free meal.
"""

from tokaido_kit.core import Action

from .helpers import arrive_and_eat_nothing, festival, kinds, move, table

MEALS = {"meal": ["Udon", "Tofu", "Soba", "Dango", "Sushi", "Tempura", "Fugu"]}


def inn_28(travelers, **kw):
    """Everyone on the way to the second inn (28), with Cho-yo in effect and the meals stacked."""
    kw.setdefault("decks", MEALS)
    return table(4, travelers=travelers, spaces=[24, 25, 26, 27], coins=[5, 5, 5, 5], festival=["Cho-yo"], **kw)


# ---------------------------------------------------------------- Cho-yo and the travellers' own prices
def test_tokaido_decision_cho_yo_the_meal_names_the_rules_that_set_its_price():
    g = inn_28(["Hirotada", "Kinko", "Ayumu", "Satsuki"])
    g.play(move(28))
    ev = g.play(Action("buy_meal", meal="Sushi"))  # Hirotada: 2 - 1 (Cho-yo alone)
    assert [(e.rule, e.coins) for e in ev if e.kind == "meal"] == [("tokaido.matsuri.cho-yo", 1)]
    g.play(move(28))
    ev = g.play(Action("buy_meal", meal="Fugu"))  # Kinko: 3 - 1 (his price) - 1 (Cho-yo)
    assert [(e.rule, e.coins) for e in ev if e.kind == "meal"] == [("tokaido.decision.cho-yo", 1)]
    g.play(move(28))
    ev = g.play(Action("buy_meal", meal="Tempura"))  # Ayumu: 1 (his price) - 1 (Cho-yo)
    assert [(e.rule, e.coins) for e in ev if e.kind == "meal_free"] == [("tokaido.decision.cho-yo", 0)]


def test_tokaido_traveler_ayumu_meal_names_his_own_rule():
    """Without a festival, Ayumu's 1-coin meal names his rule (it named Kinko's before)."""
    g = table(4, travelers=["Ayumu", "Kinko", "Hirotada", "Satsuki"], spaces=[24, 25, 26, 27], coins=[5, 5, 5, 5],
              decks=MEALS)
    g.play(move(28))
    ev = g.play(Action("buy_meal", meal="Sushi"))  # the 5 meals on offer: Udon ... Sushi
    assert [(e.rule, e.coins) for e in ev if e.kind == "meal"] == [("tokaido.traveler.ayumu", 1)]


# ---------------------------------------------------------------- Shishimai
def test_tokaido_decision_shishimai_ties_share_a_rank_and_the_next_total_follows():
    g, events = festival("Shishimai", donations=[5, 3, 3, 1])
    assert [sum(j) for j in g.journey] == [4, 2, 2, 1]
    rules = {e.player: e.rule for e in events if e.kind == "shishimai"}
    assert rules == {0: "tokaido.matsuri.shishimai", 1: "tokaido.decision.shishimai",
                     2: "tokaido.decision.shishimai", 3: "tokaido.matsuri.shishimai"}


def test_tokaido_decision_shishimai_the_neutral_traveller_takes_a_rank_with_two_players():
    g = table(2, travelers=["Kinko", "Hirotada"], spaces=[15, 14], neutral=15, donations=[2, 1, 3],
              decks={"matsuri": ["Shishimai", "Setsubun"]})
    arrive_and_eat_nothing(g)
    events = g.play(Action("choose_matsuri", card="Shishimai"))
    assert [sum(j) for j in g.journey] == [2, 1]  # 2nd and 3rd: the neutral traveller's 3 is first
    neutral = [e for e in events if e.kind == "shishimai_neutral"]
    assert [(e.rule, e.rank) for e in neutral] == [("tokaido.decision.shishimai", 1)]
    assert "scores nothing" in neutral[0].text


# ---------------------------------------------------------------- where the chosen card goes
def test_tokaido_decision_matsuri_discard_lightning_under_the_deck_still_on_show():
    g, events = festival("Setsubun", other="Tango", rolls=[1, 1, 1, 1])
    assert g.decks["matsuri"][0] == "Setsubun" and g.decks["matsuri"][1] == "Tango"  # under: the bottom
    assert [e.rule for e in events if e.kind == "matsuri_under"] == ["tokaido.decision.matsuri_discard"]
    assert g.view(None)["matsuri"]["revealed"] == ["Setsubun"]


def test_tokaido_decision_matsuri_discard_swirl_goes_under_when_it_ends():
    g, events = festival("Cho-yo")
    assert "matsuri_under" not in kinds(events) and "Cho-yo" not in g.decks["matsuri"]
    assert g.festival == ["Cho-yo"] and g.view(None)["matsuri"]["revealed"] == ["Cho-yo"]


# ---------------------------------------------------------------- Kidzuna and Fasting
def test_tokaido_decision_kidzuna_fasting_her_second_meal_is_one_more_meal_eaten():
    g = table(4, travelers=["Kinko", "Hirotada", "Satsuki", "Kidzuna"], spaces=[15, 15, 15, 14],
              coins=[0, 0, 0, 9], calligraphies=[[], [], [], ["Fasting"]],
              decks={"meal": ["Tofu", "Dango", "Soba", "Sushi", "Tempura", "Yakitori"]})
    g.play(move(15))
    g.play(Action("buy_meal", meal="Yakitori"))
    g.play(Action("buy_meal", meal="Tofu"))
    assert g._fasting(3) == (3 * (4 - 2), 2)  # two meals eaten at inn 15 count as two
    events = []
    g._final_scoring(events)
    fasting = [e for e in events if e.kind == "calligraphy_fasting"]
    assert [(e.rule, e.points) for e in fasting] == [("tokaido.decision.kidzuna_fasting", 6)]


def test_tokaido_decision_kidzuna_fasting_one_meal_per_inn_names_the_card():
    g = table(4, calligraphies=[["Fasting"], [], [], []], meals=[["Tofu"], [], [], []], spaces=[20, 21, 22, 23])
    events = []
    g._final_scoring(events)
    assert [(e.rule, e.points) for e in events if e.kind == "calligraphy_fasting"] == [
        ("tokaido.crossroads.calligraphy.fasting", 9)]


# ---------------------------------------------------------------- Kamui and a free meal
def test_tokaido_decision_kamui_free_meal_hospitality_is_still_a_meal():
    g = table(4, travelers=["Kinko", "Hirotada", "Satsuki", "Kamui"], spaces=[15, 15, 15, 14],
              amulets=[[], [], [], ["Hospitality"]], decks={"meal": ["Tofu", "Dango", "Soba", "Sushi", "Fugu"]})
    g.play(move(15))
    events = g.play(Action("use_amulet", amulet="Hospitality", meal="Fugu"))
    assert g.meals[3] == ["Fugu"] and g.points[3]["abilities"] == 0
    assert [e.rule for e in events if e.kind == "kamui_free_meal"] == ["tokaido.decision.kamui_free_meal"]
    assert "kamui" not in kinds(events)


def test_tokaido_decision_kamui_free_meal_under_cho_yo():
    g = inn_28(["Kamui", "Kinko", "Hirotada", "Satsuki"], decks={"meal": ["Udon", "Tofu", "Soba", "Dango",
                                                                          "Sushi", "Tempura", "Unagi"]})
    g.play(move(28))
    events = g.play(Action("buy_meal", meal="Dango"))  # a 1-coin meal, free under Cho-yo
    assert g.coins[0] == 5 and g.points[0]["abilities"] == 0
    assert "kamui_free_meal" in kinds(events)
