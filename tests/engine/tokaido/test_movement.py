"""Movement rules: who moves, how far, which spaces are free, and why not."""

import pytest

from tokaido_kit.core import Action, IllegalAction
from tokaido_kit.tokaido import TokaidoGame

from .helpers import move, table


def test_tokaido_move_turn_order_last_traveller_moves_and_again_if_still_last():
    g = table(3, spaces=[2, 5, 9], coins=[5, 5, 5])
    assert g.current_player == 0
    g.play(move(4))  # space 4 is an encounter; still last
    assert g.current_player == 0
    g.play(move(6))
    assert g.current_player == 1


def test_tokaido_move_double_space_side_slot_moves_first():
    g = table(4, spaces=[12, 12, 14, 13], slots=[1, 0, 0, 0], coins=[5] * 4, travelers=["Kinko", "Satsuki", "Zen-emon", "Hirotada"])
    assert g.current_player == 0  # player 0 arrived later: side slot
    assert g.view()["players"][0]["slot"] == 1 and g.view()["players"][1]["slot"] == 0


def test_tokaido_move_double_space_second_slot_only_with_4_or_5_players():
    g3 = table(3, spaces=[2, 7, 9], coins=[5, 5, 5])
    assert move(7) not in g3.legal_actions()
    err = g3.why_not(move(7))
    assert err.rule == "tokaido.move.double_space" and "4 or 5 players" in str(err)
    g4 = table(4, spaces=[2, 7, 9, 10], coins=[5] * 4)
    assert move(7) in g4.legal_actions()
    g4.play(move(7))
    assert g4.view()["players"][0]["slot"] == 1
    assert g4.log[-2].rule == "tokaido.move.double_space"


def test_tokaido_move_free_space_single_taken():
    g = table(3, spaces=[2, 4, 9], coins=[5, 5, 5])
    err = g.why_not(move(4))
    assert err.rule == "tokaido.move.free_space" and str(err).startswith("This single space is taken")
    with pytest.raises(IllegalAction):
        g.play(move(4))


def test_tokaido_move_double_space_full_with_4_players():
    g = table(4, spaces=[2, 7, 7, 9], slots=[0, 0, 1, 0], coins=[5] * 4)
    assert g.why_not(move(7)).rule == "tokaido.move.free_space"


def test_tokaido_move_inn_stop_never_pass_the_inn():
    g = table(3, spaces=[10, 11, 12], coins=[5, 5, 5])
    assert max(a.space for a in g.legal_actions()) == 15
    err = g.why_not(move(16))
    assert err.rule == "tokaido.move.inn_stop" and "Kyoto-Edo: you cannot pass the inn at 15" in str(err)


def test_tokaido_move_forward_only():
    g = table(3, spaces=[10, 11, 12], coins=[5, 5, 5])
    assert g.why_not(move(10)).rule == "tokaido.move.forward"
    assert g.why_not(move(3)).rule == "tokaido.move.forward"
    assert g.why_not(move(99)).rule == "tokaido.move.forward"


def test_tokaido_move_coins_needed_for_village_and_temple():
    g = table(3, spaces=[1, 4, 5], coins=[0, 5, 5])
    legal = {a.space for a in g.legal_actions()}
    assert 2 not in legal and 3 not in legal and 6 in legal
    assert g.why_not(move(2)).rule == "tokaido.move.coins_needed"
    assert "temple" in str(g.why_not(move(3)))


def test_tokaido_move_panorama_done_refused():
    g = table(3, spaces=[10, 11, 13], coins=[5, 5, 5], panoramas=[{"sea": 5}, {}, {}])
    assert move(12) not in g.legal_actions()
    err = g.why_not(move(12))
    assert err.rule == "tokaido.move.panorama_done" and "You already completed the Sea panorama" in str(err)


def test_tokaido_move_inn_every_traveller_stops_and_last_arrived_leaves_first():
    g = table(3, spaces=[13, 14, 12], coins=[5, 5, 5], travelers=["Kinko", "Zen-emon", "Hirotada"])
    order = []
    while g.pending == "move" and g.space[g.mover] < 15:
        p = g.current_player
        g.play(move(15))
        order.append(p)
        while g.pending == "inn.meal":
            g.play(Action("pass"))
    assert sorted(order) == [0, 1, 2] and g.space == [15, 15, 15]
    assert g.current_player == order[-1]  # the last to arrive leaves first
    assert g.log[-1].rule == "tokaido.inn.leave" or g.log[-1].kind == "skip_meal"


def test_tokaido_move_wrong_decision_names_what_is_awaited():
    g = table(3, spaces=[1, 4, 5], coins=[5, 5, 5])
    g.play(move(3))  # a temple: a donation is owed
    assert g.pending == "temple"
    err = g.why_not(move(6))
    assert err.rule == "tokaido.move.turn_order"
    assert g.why_not(Action("donate", coins=1)) is None


def test_scenario_refuses_broken_tables():
    with pytest.raises(ValueError, match="single space 4"):
        table(3, spaces=[4, 4, 9])
    with pytest.raises(ValueError, match="4-5 players"):
        table(3, spaces=[7, 7, 9])
    with pytest.raises(ValueError, match="1 \\(Kyoto\\) to 55"):
        table(3, spaces=[0, 4, 9])
    with pytest.raises(ValueError, match="travelers"):
        TokaidoGame.scenario(3, 0, spaces=[2, 4, 9])
    with pytest.raises(ValueError, match="negative"):
        table(3, spaces=[2, 4, 9], coins=[-1, 0, 0])
