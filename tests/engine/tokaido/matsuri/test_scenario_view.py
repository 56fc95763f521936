"""Scenarios, views, refusals and the dealt-tile path with Matsuri."""

import pytest

from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame

from .helpers import BOTH, festival, move, table


def test_tokaido_matsuri_scenario_festival_and_tokens():
    g = table(4, spaces=[15, 16, 17, 18], festival=["Tôka Ebisu"], tokens=[["doll"], [], ["carp"], []])
    assert g.festival == ["Tôka Ebisu"] and "Tôka Ebisu" not in g.decks["matsuri"]
    assert g.cap[26] == 0 and g.token_supply == 3 and g.points[0]["souvenirs"] == 1
    v = g.view()
    assert v["matsuri"]["festival"] == ["Tôka Ebisu"] and v["players"][0]["tokens"] == ["doll"]
    g._check_table()
    with pytest.raises(ValueError, match="closed by Tôka Ebisu"):
        table(4, spaces=[15, 16, 17, 26], festival=["Tôka Ebisu"])
    with pytest.raises(ValueError, match="ongoing"):
        table(4, spaces=[15, 16, 17, 18], festival=["Tango"])
    with pytest.raises(ValueError, match="Matsuri"):
        TokaidoGame.scenario(4, 0, expansions=("crossroads",), travelers=["Kinko", "Hirotada", "Satsuki", "Umegae"],
                             festival=["Cho-yo"])


def test_tokaido_matsuri_scenario_stacks_the_deck():
    g = table(4, decks={"matsuri": ["Gion matsuri", "Hanabi"]})
    assert g.decks["matsuri"][-2:] == ["Hanabi", "Gion matsuri"]
    with pytest.raises(ValueError, match="matsuri"):
        table(4, decks={"matsuri": ["Oktoberfest"]})


def test_tokaido_matsuri_dealt_tiles_then_kushinada_and_mutsumi():
    for seed in range(200):
        g = TokaidoGame.new(3, seed=seed, expansions=BOTH)
        tiles = [row[2]["tiles"] for row in g.queue]
        if "Kushinada" in tiles[0] and "Mutsumi" in tiles[1]:
            break
    else:
        pytest.skip("no seed deals Kushinada and Mutsumi")
    g.play(Action("choose_traveler", traveler="Kushinada"))
    g.play(Action("choose_traveler", traveler="Mutsumi"))
    before = list(g.coins)
    events = g.play(Action("choose_traveler", traveler=g.legal_actions()[0].traveler))
    assert g.coins[0] == 4 + 2 and any(e.kind == "kushinada" for e in events)
    if g.pending == "inn.mutsumi":
        g.play(Action("leave_first"))
    assert g.pending == "move" and g.mover == 1
    assert before[0] == 4


def test_tokaido_matsuri_mitsukuni_no_bonus_from_a_festival():
    g, events = festival("o-Fune matsuri", travelers=["Mitsukuni", "Kinko", "Hirotada", "Satsuki"],
                         panoramas=[{"sea": 4}, {}, {}, {}])
    assert g.pano_first["sea"] == [0]
    assert g.points[0]["abilities"] == 0 and g.points[0]["achievements"] == 3


def test_tokaido_matsuri_refusals_say_why():
    g = table(4, spaces=[15, 15, 15, 14], decks={"matsuri": ["Tango", "O-Bon"]})
    g.play(move(15))
    while g.pending == "inn.meal":
        g.play(Action("pass"))
    err = g.why_not(Action("choose_matsuri", card="Hanabi"))
    assert err.rule == "tokaido.matsuri.draw" and "Hanabi" in str(err)
    assert g.why_not(move(16)).rule == "tokaido.move.turn_order"


def test_tokaido_matsuri_o_bon_refusal_says_why():
    g, _ = festival("O-Bon", coins=[2, 0, 0, 0])
    err = g.why_not(Action("donate", coins=3))
    assert err.rule == "tokaido.matsuri.o-bon" and "you have 2" in str(err)
