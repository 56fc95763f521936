"""The Merchant: exact routes, occupied coastal towns, goods, storage, selling and gold bars."""

import pytest

from .helpers import Action, play, scen


def test_duo_merchant_exact_destinations_are_exact_length_routes():
    game = scen(rolls=(1, 3, 1), merchants=["Kawa", "Yama"], first=0)
    play(game, "choose_die", character="merchant")
    towns = {a.town for a in game.legal_actions()}
    assert "Hama" not in towns and "Kawa" not in towns and "Taki" in towns
    err = game.why_not(Action("merchant_to", town="Hama"))  # only Kawa-Hama-Kawa-Hama: a town visited twice
    assert err.rule == "duo.decision.merchant_revisit"
    assert str(err) == ("Hama can be reached from Kawa in 3 segments only by visiting a town twice, and a "
                        "Merchant never visits a town twice in one move.")


def test_duo_merchant_exact_no_route_means_no_move_and_no_action(monkeypatch):
    """On teaching island v1 every town has a route of every die length (mountains form a ring),
    so this test removes the routes of length 2 from Yama to see the rule act."""
    from tokaido_kit.duo import ISLAND

    monkeypatch.setitem(ISLAND.merchant_routes, ("Yama", 2), [])
    game = scen(rolls=(1, 2, 1))
    events = play(game, "choose_die", character="merchant")
    stuck = [e for e in events if e.kind == "merchant_stuck"]
    assert stuck and stuck[0].rule == "duo.merchant.exact" and "no route of exactly 2 segments from Yama" in stuck[0].text
    assert game.merchant[0] == "Yama" and sum(game.goods[0].values()) == 0
    assert game.current_player == 1


def test_duo_merchant_choose_among_destinations():
    game = scen(rolls=(1, 1, 1))
    play(game, "choose_die", character="merchant")
    assert game.pending == "merchant_to"
    assert [a.town for a in game.legal_actions()] == ["Kiri", "Mine", "Kawa", "Hama"]


def test_duo_merchant_coastal_occupied_cannot_be_entered():
    game = scen(rolls=(1, 1, 1), pilgrims=[0, 7])  # a Pilgrim stands in Hama (space 7)
    play(game, "choose_die", character="merchant")
    assert Action("merchant_to", town="Hama") not in game.legal_actions()
    err = game.why_not(Action("merchant_to", town="Hama"))
    assert err.rule == "duo.merchant.coastal_occupied"
    assert str(err).startswith("That coastal town is occupied")


def test_duo_merchant_coastal_occupied_cannot_be_passed_through():
    game = scen(rolls=(1, 2, 1), merchants=["Kawa", "Yama"], pilgrims=[0, 7])
    play(game, "choose_die", character="merchant")
    # Kawa -> Hama -> Minato is the only route of 2 to Minato, and Hama is occupied
    assert Action("merchant_to", town="Minato") not in game.legal_actions()
    err = game.why_not(Action("merchant_to", town="Minato"))
    assert err.rule == "duo.decision.merchant_passing"
    assert str(err) == ("Every route of exactly 2 segments from Kawa to Minato goes through an occupied coastal "
                        "town (Hama), and a Merchant never passes through one.")


def test_duo_decision_merchant_revisit_no_there_and_back():
    """With a 2 the Merchant may not go to a neighbour and come back: its start is never a destination."""
    game = scen(rolls=(1, 2, 1), merchants=["Kawa", "Yama"])
    play(game, "choose_die", character="merchant")
    towns = {a.town for a in game.legal_actions()}
    assert "Kawa" not in towns
    err = game.why_not(Action("merchant_to", town="Kawa"))
    assert err.rule == "duo.decision.merchant_revisit" and "visiting a town twice" in str(err)


def test_duo_decision_merchant_passing_a_town_reached_only_through_an_occupied_one(monkeypatch):
    """The routes of 2 from Kawa to Minato all pass Hama, where a Pilgrim stands: when those are the only
    routes of the die's length, the Merchant stays, and the log names the kit decision."""
    from tokaido_kit.duo import ISLAND

    only = [(t, ways) for t, ways in ISLAND.merchant_routes[("Kawa", 2)] if t == "Minato"]
    monkeypatch.setitem(ISLAND.merchant_routes, ("Kawa", 2), only)
    game = scen(rolls=(1, 2, 1), merchants=["Kawa", "Yama"], pilgrims=[0, 7])
    events = play(game, "choose_die", character="merchant")
    stuck = [e for e in events if e.kind == "merchant_stuck"]
    assert stuck and stuck[0].rule == "duo.decision.merchant_passing"
    assert game.merchant[0] == "Kawa"


def test_duo_merchant_coastal_occupied_by_the_other_merchant():
    game = scen(rolls=(1, 1, 1), merchants=["Yama", "Kawa"])
    play(game, "choose_die", character="merchant")
    assert Action("merchant_to", town="Kawa") not in game.legal_actions()


def test_duo_merchant_move_mountain_towns_can_be_shared():
    game = scen(rolls=(1, 1, 1), merchants=["Yama", "Kiri"])
    play(game, "choose_die", character="merchant")
    play(game, "merchant_to", town="Kiri")
    assert game.merchant == ["Kiri", "Kiri"]


def test_duo_merchant_mountain_draws_from_the_bag():
    game = scen(rolls=(1, 1, 1), decks={"bag": ["fans", "dolls"]})
    bag_before = dict(game.bag)
    play(game, "choose_die", character="merchant")
    events = play(game, "merchant_to", town="Kiri")
    assert game.goods[0] == {"kimono": 0, "ceramics": 0, "dolls": 1, "fans": 1}
    assert game.bag["fans"] == bag_before["fans"] - 1 and game.bag["dolls"] == bag_before["dolls"] - 1
    assert any(e.rule == "duo.merchant.mountain" and "fans, dolls" in e.text for e in events)


def test_duo_merchant_storage_owner_chooses_what_to_keep():
    game = scen(rolls=(1, 1, 1), goods=[{"kimono": 2, "ceramics": 2}, {}], decks={"bag": ["fans", "fans"]})
    play(game, "choose_die", character="merchant")
    play(game, "merchant_to", town="Kiri")
    assert game.pending == "storage" and game.current_player == 0
    assert {a.good for a in game.legal_actions()} == {"kimono", "ceramics", "fans"}
    assert game.why_not(Action("return_good", good="dolls")).rule == "duo.merchant.storage"
    play(game, "return_good", good="kimono")
    assert game.goods[0] == {"kimono": 1, "ceramics": 2, "dolls": 0, "fans": 2}
    assert game.pending == "choose_die" and game.current_player == 1
    assert game.bag["kimono"] == 7 - 1


def test_duo_merchant_sell_all_goods_of_the_boutique_kind():
    game = scen(rolls=(1, 1, 1), goods=[{"kimono": 3, "fans": 1}, {}], coins=[1, 0])
    play(game, "choose_die", character="merchant")
    play(game, "merchant_to", town="Kawa")  # kimono boutique, 2 each
    assert game.pending == "sell"
    events = play(game, "sell")
    assert game.coins[0] == 7 and game.goods[0]["kimono"] == 0 and game.goods[0]["fans"] == 1
    assert game.bag["kimono"] == 7
    assert any(e.kind == "goods_sold" and e.rule == "duo.merchant.sell" for e in events)


def test_duo_merchant_sell_is_optional():
    game = scen(rolls=(1, 1, 1), goods=[{"kimono": 3}, {}])
    play(game, "choose_die", character="merchant")
    play(game, "merchant_to", town="Kawa")
    play(game, "no_sale")
    assert game.coins[0] == 0 and game.goods[0]["kimono"] == 3


def test_duo_merchant_sell_not_asked_without_matching_goods():
    game = scen(rolls=(1, 1, 1), goods=[{"fans": 3}, {}])
    play(game, "choose_die", character="merchant")
    events = play(game, "merchant_to", town="Kawa")
    assert any(e.kind == "nothing_to_sell" for e in events) and game.pending == "choose_die"


def test_duo_gold_bar_several_bars_at_once_leftmost_slots():
    game = scen(rolls=(1, 1, 1), goods=[{"fans": 5}, {}], merchants=["Mine", "Yama"], coins=[9, 0])
    play(game, "choose_die", character="merchant")
    play(game, "merchant_to", town="Shima")  # fans at 4: 20 coins
    play(game, "sell")
    assert (game.gold[0], game.coins[0]) == (2, 9)
    assert game.score_parts(0)["merchant"] == 3


@pytest.mark.parametrize("coins", [0, 5, 9])
def test_duo_gold_bar_coins_stay_under_ten_while_a_slot_is_free(coins):
    game = scen(rolls=(2, 1, 1), pilgrims=[0, 20], coins=[coins, 0], gold=[5, 0])
    play(game, "choose_die", character="pilgrim")
    assert game.coins[0] < 10 or game.gold[0] == 6
