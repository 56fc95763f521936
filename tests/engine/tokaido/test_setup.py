"""Setup rules: players, travellers, coins, departure order, variants and options."""

import pytest

from tokaido_kit.core import Action
from tokaido_kit.tokaido import RULES, TokaidoGame
from tokaido_kit.tokaido import data as D


def test_tokaido_setup_players_2_to_5():
    for n in (2, 3, 4, 5):
        g = TokaidoGame.new(n, seed=1)
        assert len(g.view()["players"]) == n
    for n in (1, 6):
        with pytest.raises(ValueError):
            TokaidoGame.new(n, seed=1)


def test_tokaido_setup_travelers_dealt_two_keep_one_and_take_its_coins():
    g = TokaidoGame.new(3, seed=4)
    seen = set()
    for p in range(3):
        assert g.pending == "traveler" and g.current_player == p
        tiles = g.view(p)["choice"]["tiles"]
        assert "choice" not in g.view((p + 1) % 3)  # other players' tiles are hidden
        assert len(tiles) == 2 and not seen & set(tiles)
        seen |= set(tiles)
        g.play(Action("choose_traveler", traveler=tiles[1]))
        assert g.view()["players"][p]["traveler"] == tiles[1]
        assert g.coins[p] == D.TRAVELERS[tiles[1]].coins
    assert g.pending == "move"


def test_tokaido_setup_travelers_refuses_a_tile_not_dealt():
    g = TokaidoGame.new(2, seed=4)
    tiles = g.view(0)["choice"]["tiles"]
    other = next(t for t in D.TRAVELERS if t not in tiles)
    err = g.why_not(Action("choose_traveler", traveler=other))
    assert err.rule == "tokaido.setup.travelers" and tiles[0] in str(err)


def test_tokaido_setup_travelers_option_fixes_them_and_is_checked():
    g = TokaidoGame.new(4, seed=1, travelers=["Satsuki", "Kinko", "Hirotada", "Zen-emon"])
    assert g.pending == "move" and g.coins == [2, 7, 8, 6]
    with pytest.raises(ValueError, match="unknown traveller"):
        TokaidoGame.new(2, seed=1, travelers=["Nobody", "Kinko"])
    with pytest.raises(ValueError, match="one traveller per player"):
        TokaidoGame.new(3, seed=1, travelers=["Kinko"])
    with pytest.raises(ValueError, match="Kinko"):
        TokaidoGame.new(2, seed=1, travelers=["Kinko", "Kinko"])


def test_tokaido_setup_departure_is_random_and_seeded():
    orders = set()
    for seed in range(30):
        g = TokaidoGame.new(4, seed=seed, travelers=["Satsuki", "Kinko", "Hirotada", "Zen-emon"])
        assert g.log[1].kind == "departure" and g.log[1].rule == "tokaido.setup.departure"
        orders.add(g.current_player)
        assert TokaidoGame.new(4, seed=seed, travelers=["Satsuki", "Kinko", "Hirotada", "Zen-emon"]).current_player \
            == g.current_player
    assert orders == {0, 1, 2, 3}


def test_tokaido_variant_initiation_no_travelers_seven_coins():
    g = TokaidoGame.new(3, seed=2, initiation=True)
    assert g.pending == "move" and g.coins == [7, 7, 7] and g.traveler == [None] * 3
    with pytest.raises(ValueError):
        TokaidoGame.new(2, seed=2, initiation=True, travelers=["Kinko", "Satsuki"])


def test_tokaido_variant_preparations_coins_by_departure_order():
    g = TokaidoGame.new(4, seed=3, initiation=True, preparations=True)
    order = sorted(range(4), key=lambda p: -g.stamp[p])  # first to leave first
    assert [g.coins[p] for p in order] == [6, 7, 8, 9]
    g5 = TokaidoGame.new(5, seed=3, travelers=["Satsuki", "Kinko", "Hirotada", "Zen-emon", "Umegae"],
                         preparations=True)
    order = sorted(range(5), key=lambda p: -g5.stamp[p])
    base = [2, 7, 8, 6, 5]
    assert [g5.coins[p] - base[p] for p in order] == [-1, 0, 1, 2, 3]
    assert RULES["tokaido.decision.preparations"].decision


def test_tokaido_setup_expansions_options():
    with pytest.raises(ValueError, match="Crossroads"):
        TokaidoGame.new(3, seed=1, expansions=("matsuri",))
    assert TokaidoGame.new(3, seed=1, expansions=("crossroads",)).view()["expansions"] == ["crossroads"]
    with pytest.raises(ValueError, match="unknown expansion"):
        TokaidoGame.new(3, seed=1, expansions=("sushi",))
    assert TokaidoGame.new(3, seed=1).view()["expansions"] == []


def test_tokaido_setup_decks_hold_every_card_of_the_box():
    g = TokaidoGame.new(5, seed=9)
    assert sorted(g.decks["meal"]) == sorted(D.BASE_DECKS["meal"]) and len(g.decks["meal"]) == 25
    assert len(g.decks["souvenir"]) == 24 and len(g.decks["encounter"]) == 14 and len(g.decks["hot_spring"]) == 12
    assert g.decks["meal"] != TokaidoGame.new(5, seed=10).decks["meal"]


def test_tokaido_board_matches_the_facts_table():
    from collections import Counter

    counts = Counter(t for t, _d in D.SPACES[1:])
    assert counts == {"inn": 5, "village": 7, "temple": 6, "encounter": 7, "paddy": 5, "hot_spring": 6,
                      "mountain": 6, "farm": 6, "sea": 7}
    assert sum(d for _t, d in D.SPACES) == 24
    assert [p for p, (t, _d) in enumerate(D.SPACES) if t == "inn"] == [1, 15, 28, 42, 55]


def test_every_rule_has_a_title_and_summary_and_every_message_is_used():
    from tokaido_kit.core import i18n

    for rule_id, rule in RULES.items():
        assert i18n.has(f"rule.{rule_id}.title") and i18n.has(f"rule.{rule_id}.summary"), rule_id


def test_tokaido_move_turn_order_scenario_on_the_road_opens_with_where_everyone_stands():
    """A tutorial position on the road does not claim a departure from Kyoto nor a purse 'to set out with'."""
    g = TokaidoGame.scenario(3, seed=17, travelers=["Umegae", "Hirotada", "Zen-emon"], spaces=[12, 13, 14],
                             coins=[3, 1, 4])
    kinds = [e.kind for e in g.log]
    assert "departure" not in kinds and "traveler" not in kinds
    placed = next(e for e in g.log if e.kind == "placed")
    assert placed.rule == "tokaido.move.turn_order"
    assert placed.text == ("A position set up for this lesson: Umegae at 12, Hirotada at 13, Zen-emon at 14; "
                           "the traveller furthest behind moves first.")
    assert [e.text for e in g.log if e.kind == "traveler_placed"][1] == "Hirotada has 1 coin in their purse."
    fresh = TokaidoGame.scenario(3, seed=17, travelers=["Umegae", "Hirotada", "Zen-emon"])  # still at Kyoto
    assert [e.kind for e in fresh.log][:2] == ["shuffle", "departure"] and "placed" not in [e.kind for e in fresh.log]
