"""Matsuri rules that the rule map (kit/rules/tokaido) found without a test named after them:
Journey points, closed spaces, four festivals, and the kit decisions of seed 000's silences."""

import pytest

from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame
from tokaido_kit.tokaido import data as D

from .helpers import BOTH, arrive_and_eat_nothing, festival, kinds, move, table

PASS = Action("pass")


def _to_move(g):
    while g.pending != "move":
        g.play(g.legal_actions()[0])
    return g.mover


def test_tokaido_matsuri_journey_points_are_tokens_that_add_up_to_the_score():
    g, events = festival("Setsubun", other="Tango", rolls=[2, 0, 4, 1])
    assert all(t in (1, 2, 3, 4) for tokens in g.journey for t in tokens)  # a roll of X gives no token
    assert [g.score_breakdown(p)["journey"] for p in range(4)] == [sum(t) for t in g.journey] == [2, 0, 4, 1]


def test_tokaido_matsuri_closed_space_open_again_after_the_next_inn():
    g, _ = festival("Kamiarisai")
    assert g.cap[22] == 0 and g.view()["matsuri"]["closed"]
    while not (g.pending == "move" and all(s >= 28 for s in g.space[:4])) and g.pending != "matsuri.choose":
        legal = g.legal_actions()
        if g.pending == "move":
            g.play(max(legal, key=lambda a: a.get("space", 0)))
        else:
            g.play(PASS if PASS in legal else legal[0])
    assert not g.view()["matsuri"]["closed"] and g.cap[22] == 1  # Kamiarisai lasted until the next inn only


def test_tokaido_matsuri_o_fune_matsuri_nothing_for_a_finished_sea():
    g, events = festival("o-Fune matsuri", panoramas=[{"sea": 5}, {"sea": 1}, {}, {}], achievements={"sea": 0})
    assert g.panoramas[0]["sea"] == 5 and [e.player for e in events if e.kind == "sea_done"] == [0]
    assert [e.player for e in events if e.kind == "panorama"] == [1, 2, 3]
    assert g.panoramas[1]["sea"] == 2 and g.panoramas[2]["sea"] == 1 and g.panoramas[3]["sea"] == 1


def test_tokaido_matsuri_o_taue_matsuri_the_coin_comes_from_the_bank_then_the_usual_choice():
    g, _ = festival("o-Taue matsuri", coins=[0, 0, 0, 0])
    mover = _to_move(g)
    g.play(move(19))  # a Paddy
    assert g.coins[mover] == 0 and g.donated[mover] == 1 and g.journey[mover] == [1]
    assert g.pending == "crossroads"  # then the normal choice: a Paddy section or a Cherry Tree


def test_tokaido_matsuri_hadaka_matsuri_encounter_first_then_the_hot_spring_choice():
    g, _ = festival("Hadaka matsuri", decks={"encounter": ["Kuge"]})
    mover = _to_move(g)
    coins = g.coins[mover]
    events = g.play(move(23))  # a Hot spring
    assert kinds(events).index("hadaka") < kinds(events).index("encounter")
    assert g.encounters[mover] == ["Kuge"] and g.coins[mover] == coins + 3 and g.pending == "crossroads"


def test_tokaido_matsuri_gion_matsuri_only_a_card_left_in_the_pile():
    g, _ = festival("Gion matsuri")
    _to_move(g)
    g.play(move(21))  # an Encounter
    g.play(Action("standard"))
    assert g.pending == "matsuri.gion"
    err = g.why_not(Action("keep_encounter", card="Dragon"))
    assert err is not None and err.rule == "tokaido.matsuri.gion-matsuri"


def test_tokaido_decision_matsuri_travelers_sixteen_with_misaki_and_titia():
    matsuri = [n for n, t in D.TRAVELERS.items() if t.box == "matsuri"]
    assert len(matsuri) == 16 and {"Misaki", "Titia"} <= set(matsuri)
    g = TokaidoGame.new(3, seed=1, expansions=BOTH, travelers=["Misaki", "Titia", "Kinko"])
    assert g.coins == [4, 6, 7]
    with pytest.raises(ValueError):
        TokaidoGame.new(3, seed=1, expansions=("crossroads",), travelers=["Misaki", "Titia", "Kinko"])


def test_tokaido_decision_special_travelers_not_in_the_kit():
    assert not {"Antoine", "Eriku", "Naiade"} & set(D.TRAVELERS)
    with pytest.raises(ValueError):
        TokaidoGame.new(3, seed=1, expansions=BOTH, travelers=["Eriku", "Titia", "Kinko"])


def test_tokaido_decision_genders_from_the_rulebooks_grammar():
    gender = {n: t.gender for n, t in D.TRAVELERS.items()}
    # seed 000: "a cozinheira", "a banhista", "a poeta", "a nobre"; "o conselheiro", "o caminhante"
    assert [gender[n] for n in ("Kidzuna", "Chihaya", "Mari", "Yashima")] == ["F"] * 4
    assert [gender[n] for n in ("Takeru", "Ayumu", "Iyasaka", "Musubi")] == ["M"] * 4
    assert set(gender.values()) == {"F", "M"}  # every traveller has one: Hina matsuri and Tango need it


def test_tokaido_decision_musubi_the_bank_pays_for_a_missing_neighbour():
    g = table(4, travelers=["Musubi", "Kinko", "Hirotada", "Satsuki"], spaces=[10, 11, 12, 13], coins=[0, 5, 5, 5])
    events = g.play(move(15))  # Musubi arrives first: nobody arrived before him
    assert g.coins[0] == 1 and [e.rule for e in events if e.kind == "musubi_bank"] == ["tokaido.decision.musubi"]


def test_tokaido_decision_matsuri_free_bonus_the_die_is_rolled_for_everyone_without_asking():
    g, events = festival("o-Shogatsu", coins=[0, 0, 0, 0], rolls=[1, 2, 3, 4])
    assert g.coins == [1, 2, 3, 4] and not (g.pending or "").startswith("matsuri.")
    assert kinds(events).count("fortune_roll") == 4


def test_tokaido_decision_matsuri_tokens_none_left_none_given():
    g = table(4, travelers=["Satsuki", "Kinko", "Umegae", "Hirotada"], spaces=[15, 15, 15, 14],
              decks={"matsuri": ["Tango", "Setsubun"]})
    arrive_and_eat_nothing(g)
    g.token_supply = 1
    events = g.play(Action("choose_matsuri", card="Tango"))
    assert g.tokens[1] == ["carp"] and g.tokens[3] == [] and g.token_supply == 0
    assert [e.rule for e in events if e.kind == "doll_carp_none"] == ["tokaido.decision.matsuri_tokens"]


def test_tokaido_decision_cho_yo_after_the_travellers_own_price_never_below_zero():
    g, _ = festival("Cho-yo", travelers=["Ayumu", "Kinko", "Hirotada", "Satsuki"])
    assert g._meal_price(0, "Fugu") == 0  # Ayumu's 1 coin, then 1 less
    assert g._meal_price(1, "Dango") == 0 and g._meal_price(1, "Fugu") == 1  # Kinko: 1-1-1 stops at 0; 3-1-1
    assert g._meal_price(2, "Dango") == 0 and g._meal_price(2, "Fugu") == 2


def test_tokaido_decision_kushinada_the_bank_gives_for_a_broke_traveller():
    g = TokaidoGame.new(3, seed=2, expansions=BOTH, travelers=["Gotozaemon", "Kushinada", "Kinko"])
    assert g.coins == [0, 4 + 2, 7 - 1]
    bank = [e for e in g.log if e.kind == "kushinada_bank"]
    assert [(e.rule, e.text) for e in bank] == [
        ("tokaido.decision.kushinada", "Gotozaemon has no coin: the bank gives Kushinada 1 coin instead.")]
