"""The 10 base travellers' abilities, one scenario each (rules tokaido.traveler.*)."""

from tokaido_kit.core import Action
from tokaido_kit.tokaido import RULES
from tokaido_kit.tokaido import data as D
from tokaido_kit.tokaido.travelers import ABILITIES

from .helpers import move, table

PASS = Action("pass")


def cast(hero, others=("Zen-emon", "Hirotada")):
    return [hero] + [t for t in others if t != hero][:2] if hero not in others else [hero, "Kinko", "Satsuki"]


def test_every_traveller_row_has_its_ability_functions():
    for name, row in D.TRAVELERS.items():
        if row.box == "base":
            assert set(ABILITIES[name]) == set(row.hooks), name
            assert f"tokaido.traveler.{name.lower()}" in RULES


def test_tokaido_traveler_hiroshige_panorama_of_his_choice_at_inns():
    g = table(3, travelers=cast("Hiroshige"), spaces=[14, 13, 12], coins=[5, 5, 5], decks={"meal": ["Sushi"]})
    # player 2 (space 12) moves first: it goes to the inn, then player 1, then Hiroshige
    while g.current_player != 0 or g.pending != "move":
        g.play(move(15) if g.pending == "move" else PASS)
    g.play(move(15))
    assert g.pending == "inn.hiroshige"
    g.play(Action("choose_panorama", panorama="sea"))
    assert g.panoramas[0]["sea"] == 1 and g.log[-1].rule == "tokaido.traveler.hiroshige"
    assert g.pending == "inn.meal"


def test_tokaido_traveler_hiroshige_not_at_edo_and_auto_when_one_kind_left():
    g = table(3, travelers=cast("Hiroshige"), spaces=[27, 30, 31], coins=[5, 5, 5],
              panoramas=[{"sea": 5, "paddy": 3}, {}, {}])
    g.play(move(28))
    assert g.panoramas[0]["mountain"] == 1 and g.pending == "inn.meal"
    g2 = table(3, travelers=cast("Hiroshige"), spaces=[54, 55, 55], coins=[5, 5, 5])
    g2.play(move(55))
    assert g2.panoramas[0] == {"paddy": 0, "mountain": 0, "sea": 0}


def test_tokaido_traveler_chuubei_encounter_at_intermediate_inns():
    g = table(3, travelers=cast("Chuubei"), spaces=[14, 20, 21], coins=[5, 5, 5], decks={"encounter": ["Kuge"]})
    events = g.play(move(15))
    assert g.encounters[0] == ["Kuge"] and g.coins[0] == 8
    assert "tokaido.traveler.chuubei" in [e.rule for e in events] and g.pending == "inn.meal"


def test_tokaido_traveler_kinko_meals_one_coin_cheaper():
    g = table(3, travelers=cast("Kinko"), spaces=[14, 20, 21], coins=[1, 5, 5], decks={"meal": ["Dango", "Sushi", "Fugu", "Tofu"]})
    g.play(move(15))
    legal = g.legal_actions()
    assert Action("buy_meal", meal="Sushi") in legal and Action("buy_meal", meal="Fugu") not in legal
    g.play(Action("buy_meal", meal="Dango"))
    assert g.coins[0] == 1 and g.log[-1].rule == "tokaido.traveler.kinko"


def test_tokaido_traveler_yoshiyasu_draws_two_keeps_one():
    g = table(3, travelers=cast("Yoshiyasu"), spaces=[1, 5, 6], coins=[5, 5, 5], decks={"encounter": ["Samurai", "Kuge"]})
    g.play(move(4))
    assert g.pending == "encounter.choose" and g.view(0)["choice"]["cards"] == ["Samurai", "Kuge"]
    assert "choice" not in g.view(1)
    g.play(Action("keep_encounter", card="Kuge"))
    assert g.encounters[0] == ["Kuge"] and g.coins[0] == 8 and g.decks["encounter"][0] == "Samurai"


def test_tokaido_decision_satsuki_free_meal_from_the_pile_top():
    g = table(3, travelers=cast("Satsuki"), spaces=[14, 20, 21], coins=[0, 5, 5],
              decks={"meal": ["Dango", "Sushi", "Fugu", "Tofu", "Unagi"]})
    events = g.play(move(15))
    assert [e.meal for e in events if e.kind == "free_meal"] == ["Unagi"]
    assert g.offer == ["Dango", "Sushi", "Fugu", "Tofu"]
    assert g.legal_actions() == [Action("eat_free_meal", meal="Unagi"), PASS]
    g.play(Action("eat_free_meal", meal="Unagi"))
    assert g.meals[0] == ["Unagi"] and g.coins[0] == 0 and g.score_breakdown(0)["meals"] == 6


def test_tokaido_decision_satsuki_may_refuse_and_buy_never_a_repeat():
    g = table(3, travelers=cast("Satsuki"), spaces=[14, 20, 21], coins=[5, 5, 5], meals=[["Sushi"], [], []],
              decks={"meal": ["Dango", "Soba", "Fugu", "Tofu", "Sushi"]})
    g.play(move(15))
    assert g.free_meal == "Sushi"
    assert Action("eat_free_meal", meal="Sushi") not in g.legal_actions()  # eaten before
    assert g.why_not(Action("eat_free_meal", meal="Sushi")).rule == "tokaido.inn.no_repeat"
    g.play(Action("buy_meal", meal="Tofu"))
    assert g.meals[0] == ["Sushi", "Tofu"] and g.decks["meal"][0] == "Sushi" and g.free_meal is None


def test_tokaido_traveler_mitsukuni_bonus_on_hot_springs_and_achievements():
    g = table(3, travelers=cast("Mitsukuni"), spaces=[1, 4, 5], coins=[5, 5, 5], decks={"hot_spring": [2]})
    g.play(move(6))
    assert g.score_breakdown(0)["hot_springs"] == 2 and g.score_breakdown(0)["abilities"] == 1
    g2 = table(3, travelers=cast("Mitsukuni"), spaces=[4, 6, 8], coins=[5, 5, 5], panoramas=[{"paddy": 2}, {}, {}])
    g2.play(move(5))
    assert g2.score_breakdown(0)["achievements"] == 3 and g2.score_breakdown(0)["abilities"] == 1


def test_tokaido_traveler_sasayakko_cheapest_free_but_must_afford_all():
    g = table(3, travelers=cast("Sasayakko"), spaces=[1, 4, 5], coins=[5, 5, 5],
              decks={"souvenir": ["Koma", "Sake", "Ukiyoe"]})
    g.play(move(2))
    legal = g.legal_actions()
    assert Action("buy_souvenirs", cards="Sake, Ukiyoe") in legal
    assert Action("buy_souvenirs", cards="Koma, Sake, Ukiyoe") not in legal  # needs 6 coins
    g.play(Action("buy_souvenirs", cards="Koma, Ukiyoe"))
    assert g.coins[0] == 2 and [e.rule for e in g.log if e.kind == "buy_souvenirs_ability"] == ["tokaido.traveler.sasayakko"]
    assert [e.text for e in g.log if e.kind == "buy_souvenirs_ability"] == [
        "Sasayakko pays 3 for Koma, Ukiyoe: Sasayakko's ability makes Koma cheaper."]


def test_tokaido_traveler_hirotada_bank_coin_at_temples():
    g = table(3, travelers=cast("Hirotada", others=("Kinko", "Satsuki")), spaces=[1, 4, 5], coins=[5, 5, 5])
    g.play(move(3))
    g.play(Action("donate", coins=1))
    assert g.coins[0] == 4 and g.donated[0] == 2 and g.score_breakdown(0)["temple"] == 2
    assert g.log[-1].rule == "tokaido.traveler.hirotada"


def test_tokaido_traveler_umegae_point_and_coin_before_the_encounter():
    g = table(3, travelers=cast("Umegae"), spaces=[1, 5, 6], coins=[0, 5, 5], decks={"encounter": ["Samurai"]})
    events = g.play(move(4))
    assert [e.kind for e in events][1:3] == ["umegae", "encounter"]
    assert g.coins[0] == 1 and g.score_breakdown(0)["abilities"] == 1 and g.score_breakdown(0)["encounters"] == 3


def test_tokaido_traveler_zen_emon_one_souvenir_for_one_coin():
    g = table(3, travelers=cast("Zen-emon", others=("Kinko", "Satsuki")), spaces=[1, 4, 5], coins=[4, 5, 5],
              decks={"souvenir": ["Koma", "Sake", "Ukiyoe"]})
    g.play(move(2))
    assert Action("buy_souvenirs", cards="Koma, Sake, Ukiyoe") in g.legal_actions()  # 1 + 2 + 1
    g.play(Action("buy_souvenirs", cards="Koma, Sake, Ukiyoe"))
    assert g.coins[0] == 0 and [e.rule for e in g.log if e.kind == "buy_souvenirs_ability"] == ["tokaido.traveler.zen-emon"]
    assert [e.text for e in g.log if e.kind == "buy_souvenirs_ability"] == [
        "Zen-emon pays 4 for Koma, Sake, Ukiyoe: Zen-emon's ability makes Ukiyoe cheaper."]


def test_tokaido_decision_satsuki_also_at_edo_but_chuubei_only_on_the_way():
    g = table(3, travelers=["Satsuki", "Chuubei", "Kinko"], spaces=[54, 53, 55], coins=[0, 5, 5],
              decks={"meal": ["Dango", "Sushi", "Fugu", "Tofu", "Unagi"]})
    g.play(move(55))  # Chuubei, furthest behind
    assert g.encounters[1] == [] and g.pending == "inn.meal"
    g.play(PASS)
    g.play(move(55))  # Satsuki
    assert g.free_meal is not None and Action("eat_free_meal", meal=g.free_meal) in g.legal_actions()


def test_tokaido_traveler_chuubei_log_says_what_his_ability_does():
    g = table(3, travelers=cast("Chuubei"), spaces=[14, 20, 21], coins=[5, 5, 5], decks={"encounter": ["Kuge"]})
    events = g.play(move(15))
    said = [e.text for e in events if e.rule == "tokaido.traveler.chuubei"]
    assert said == ["Chuubei draws an encounter at the inn, as on an Encounter space: Kuge."]
    assert "uses their ability" not in " ".join(e.text for e in events)
