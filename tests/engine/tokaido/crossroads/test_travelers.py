"""The 6 Crossroads travellers, and the seed's Notes on abilities and Encounters with Crossroads."""

from tokaido_kit.core import Action
from tokaido_kit.tokaido import RULES, TokaidoGame
from tokaido_kit.tokaido import data as D
from tokaido_kit.tokaido.travelers import ABILITIES

from .helpers import CR, PASS, STANDARD, cr, kinds, move

MEALS = {"meal": ["Fugu", "Sushi", "Dango", "Tofu"]}


def test_every_crossroads_traveller_row_has_its_ability_and_rule():
    rows = [t for t in D.TRAVELERS.values() if t.box == "crossroads"]
    assert sorted(t.name for t in rows) == ["Daigoro", "Gotozaemon", "Jirocho", "Kita", "Miyataka", "Nampo"]
    for t in rows:
        assert set(ABILITIES[t.name]) == set(t.hooks) and f"tokaido.traveler.{t.name.lower()}" in RULES
    assert {t.name: t.coins for t in rows} == {"Jirocho": 5, "Daigoro": 3, "Nampo": 2, "Gotozaemon": 0,
                                               "Miyataka": 4, "Kita": 4}


def test_crossroads_travellers_are_dealt_only_with_the_expansion():
    dealt = set()
    for seed in range(40):
        g = TokaidoGame.new(5, seed=seed, expansions=CR)
        dealt.update(t for _p, _s, d in g.queue for t in d["tiles"])
    assert "Gotozaemon" in dealt or "Kita" in dealt or "Jirocho" in dealt
    for seed in range(40):
        g = TokaidoGame.new(5, seed=seed)
        assert not {t for _p, _s, d in g.queue for t in d["tiles"]} & {"Jirocho", "Daigoro", "Nampo", "Gotozaemon",
                                                                        "Miyataka", "Kita"}


def test_tokaido_traveler_jirocho_stakes_one_coin_at_an_intermediate_inn():
    g = cr(travelers=["Jirocho", "Kinko", "Hirotada"], spaces=[14, 20, 21], coins=[3, 5, 5], rolls=[4], decks=MEALS)
    g.play(move(15))
    assert g.pending == "inn.jirocho" and g.legal_actions() == [Action("stake_coin"), PASS]
    ev = g.play(Action("stake_coin"))
    assert kinds(ev) == ["fortune_roll", "jirocho"] and g.coins[0] == 6 and g.pending == "inn.meal"


def test_tokaido_traveler_jirocho_loses_his_coin_on_x():
    g = cr(travelers=["Jirocho", "Kinko", "Hirotada"], spaces=[14, 20, 21], coins=[3, 5, 5], rolls=[0], decks=MEALS)
    g.play(move(15))
    g.play(Action("stake_coin"))
    assert g.coins[0] == 2


def test_tokaido_traveler_daigoro_free_souvenir_at_an_intermediate_inn():
    g = cr(travelers=["Daigoro", "Kinko", "Hirotada"], spaces=[14, 20, 21], coins=[3, 5, 5],
           decks={"souvenir": ["Sumie"], **MEALS})
    ev = g.play(move(15))
    assert g.souvenirs[0] == ["Sumie"] and g.coins[0] == 3 and "souvenir" in kinds(ev)


def test_tokaido_traveler_nampo_scores_the_cost_of_his_meal():
    g = cr(travelers=["Nampo", "Kinko", "Hirotada"], spaces=[14, 20, 21], coins=[5, 5, 5], decks=MEALS)
    g.play(move(15))
    ev = g.play(Action("buy_meal", meal="Fugu"))
    assert g.score_breakdown(0)["meals"] == 6 and g.score_breakdown(0)["abilities"] == 3 and "nampo" in kinds(ev)


def test_tokaido_traveler_gotozaemon_coin_at_a_panorama_whatever_he_takes():
    g = cr(travelers=["Gotozaemon", "Kinko", "Hirotada"], spaces=[4, 9, 11], coins=[0, 5, 5])
    g.play(move(5))
    g.play(Action("take_cherry_tree"))
    assert g.coins[0] == 2 and g.score_breakdown(0)["cherry_trees"] == 2
    g = cr(travelers=["Gotozaemon", "Kinko", "Hirotada"], spaces=[4, 9, 11], coins=[0, 5, 5])
    g.play(move(5))
    g.play(STANDARD)
    assert g.coins[0] == 1 and g.panoramas[0]["paddy"] == 1


def test_tokaido_traveler_gotozaemon_nothing_from_annaibito():
    g = cr(travelers=["Gotozaemon", "Kinko", "Hirotada"], spaces=[1, 9, 11], coins=[0, 5, 5],
           decks={"encounter": ["Annaibito (Sea)"]})
    g.play(move(4))  # no coin for a calligraphy: the encounter is drawn at once
    assert g.panoramas[0]["sea"] == 1 and g.coins[0] == 0


def test_tokaido_traveler_miyataka_donates_and_buys_an_amulet():
    g = cr(travelers=["Miyataka", "Kinko", "Hirotada"], spaces=[9, 16, 17], coins=[4, 5, 5])
    g.play(move(10))
    g.play(STANDARD)
    g.play(Action("donate", coins=2))
    assert g.pending == "crossroads" and PASS in g.legal_actions()
    g.play(Action("buy_amulet", card="Health"))
    assert g.donated[0] == 2 and g.amulets[0] == ["Health"] and g.coins[0] == 1 and g.pending == "move"


def test_tokaido_traveler_kita_draws_and_buys_a_calligraphy():
    g = cr(travelers=["Kita", "Kinko", "Hirotada"], spaces=[1, 9, 11], coins=[4, 5, 5],
           decks={"encounter": ["Samurai"]})
    g.play(move(4))
    g.play(Action("buy_calligraphy", card="Foresight"))
    assert g.legal_actions() == [STANDARD, PASS]
    g.play(STANDARD)
    assert g.calligraphies[0] == ["Foresight"] and g.encounters[0] == ["Samurai"]


# ---------------------------------------------------------------- seed 002, Notes
def test_tokaido_crossroads_abilities_mitsukuni_one_more_for_a_bathhouse():
    g = cr(travelers=["Mitsukuni", "Kinko", "Hirotada"], spaces=[4, 9, 11], coins=[5, 5, 5])
    g.play(move(6))
    ev = g.play(Action("buy_bathhouse"))
    assert "mitsukuni" in kinds(ev) and g.score_breakdown(0)["abilities"] == 1


def test_tokaido_crossroads_abilities_umegae_coin_and_point_for_a_calligraphy():
    g = cr(travelers=["Umegae", "Kinko", "Hirotada"], spaces=[1, 9, 11], coins=[5, 5, 5])
    g.play(move(4))
    assert g.coins[0] == 5, "nothing yet: she has not chosen"
    ev = g.play(Action("buy_calligraphy", card="Patience"))
    assert "umegae" in kinds(ev) and g.coins[0] == 5 and g.score_breakdown(0)["abilities"] == 1


def test_tokaido_crossroads_encounters_base_only_annaibito_no_cherry_tree():
    g = cr(spaces=[1, 9, 11], coins=[5, 5, 5], decks={"encounter": ["Annaibito (Paddy)"]})
    g.play(move(4))
    g.play(STANDARD)
    assert g.panoramas[0]["paddy"] == 1 and g.cherry_trees[0] == 0 and g.pending == "move"


def test_tokaido_crossroads_encounters_base_only_miko_no_amulet():
    g = cr(spaces=[1, 9, 11], coins=[5, 5, 5], decks={"encounter": ["Miko"]})
    g.play(move(4))
    g.play(STANDARD)
    assert g.donated[0] == 1 and g.amulets[0] == [] and g.pending == "move"


def test_tokaido_crossroads_encounters_base_only_shokunin_no_legendary_object():
    g = cr(spaces=[1, 9, 11], coins=[5, 5, 5], decks={"encounter": ["Shokunin"], "souvenir": ["Koma"]})
    g.play(move(4))
    g.play(STANDARD)
    assert g.souvenirs[0] == ["Koma"] and g.legendary[0] == [] and g.pending == "move"


def test_tokaido_traveler_daigoro_log_says_what_his_ability_does():
    g = cr(travelers=["Daigoro", "Kinko", "Hirotada"], spaces=[14, 20, 21], coins=[3, 5, 5],
           decks={"souvenir": ["Sumie"], **MEALS})
    ev = g.play(move(15))
    gift = [e for e in ev if e.rule == "tokaido.traveler.daigoro"]
    assert [e.text for e in gift][0] == "Daigoro receives the top souvenir of the pile for free: Sumie."
    assert "uses their ability" not in " ".join(e.text for e in ev)
