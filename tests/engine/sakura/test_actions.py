"""Scenario tests for every garden action and every painter action, and how movement counts."""

import pytest

from tokaido_kit.core import Action

from .helpers import card, card_events, kinds, one_card


# ---------------------------------------------------------------- garden actions
def test_sakura_garden_emperor_forward_one_and_two():
    c1 = card("emperor_forward_1", "forward", 1)
    game, _ = one_card(c1, emperor=5, painters=[0, 3, 0])
    assert game.emperor == 6
    c2 = card("emperor_forward_2", "forward", 1)
    game, events = one_card(c2, emperor=5, painters=[0, 3, 0])
    assert game.emperor == 7
    assert card_events(events, c2)[0].rule == "sakura.garden.emperor_forward"


def test_sakura_garden_emperor_forward_counts_every_space_even_occupied():
    c2 = card("emperor_forward_2", "forward", 1)
    game, _ = one_card(c2, emperor=5, painters=[0, 4, 3])
    assert game.emperor == 7  # painters never slow the Emperor


def test_sakura_garden_emperor_back():
    c = card("emperor_back_1", "forward", 1)
    game, events = one_card(c, emperor=8, painters=[0, 3, 0])
    assert game.emperor == 7
    assert card_events(events, c)[0].rule == "sakura.garden.emperor_back"


def test_sakura_garden_emperor_either_forward_or_back():
    c = card("emperor_either_1", "forward", 2)
    game, _ = one_card(c, emperor=8, painters=[0, 3, 0], directions=["forward"])
    assert game.emperor == 9
    game, events = one_card(c, emperor=8, painters=[0, 3, 0], directions=["back"])
    assert game.emperor == 7
    assert any(e.kind == "direction" and e.direction == "back" for e in events)
    assert any(e.rule == "sakura.garden.emperor_either" for e in events)


def test_sakura_garden_closest_back_counts_only_empty_spaces():
    c = card("closest_back_2", "forward", 1)
    game, events = one_card(c, emperor=12, painters=[2, 10, 8])
    # Red (10) is closest: 9 empty (1), 8 Green skipped, 7 empty (2)
    assert game.pos[1] == 7
    ev = [e for e in card_events(events, c) if e.rule == "sakura.garden.closest_back"]
    assert ev and ev[0].frm == 10 and ev[0].to == 7 and ev[0].steps == 2


def test_sakura_garden_closest_back_can_be_your_own_painter():
    c = card("closest_back_2", "forward", 1)
    game, _ = one_card(c, emperor=12, painters=[10, 5, 0])
    assert game.pos[0] == 9  # back to 8, then forward 1 to 9


def test_sakura_garden_farthest_forward():
    c = card("farthest_forward_2", "forward", 1)
    game, events = one_card(c, emperor=12, painters=[6, 3, 4])
    # Red (3) is farthest: 4 Green skipped, 5 (1), 6 Blue skipped, 7 (2)
    assert game.pos[1] == 7
    assert any(e.rule == "sakura.garden.farthest_forward" for e in events)


def test_sakura_garden_farthest_forward_single_painter_at_gate():
    c = card("farthest_forward_2", "forward", 1)
    game, _ = one_card(c, emperor=12, painters=[6, 0, 4])
    assert game.pos[1] == 2


def test_sakura_garden_gate_nobody_farthest_when_two_at_gate():
    c = card("farthest_forward_2", "forward", 1)
    game, events = one_card(c, emperor=12, painters=[6, 0, 0])
    assert game.pos == [7, 0, 0]
    assert "no_farthest" in kinds(events)


def test_sakura_garden_gate_nobody_closest_when_all_at_gate():
    c = card("closest_back_2", "forward", 1)
    game, events = one_card(c, emperor=5, painters=[0, 0, 0])
    assert "no_closest" in kinds(events)
    assert game.pos == [1, 0, 0]


def test_sakura_emperor_gate_stays_on_the_space_before_the_gate():
    c = card("emperor_back_1", "forward", 1)
    game, events = one_card(c, emperor=1, painters=[0, 0, 0])
    assert game.emperor == 1
    assert any(e.kind == "emperor_gate" and e.rule == "sakura.emperor.gate" for e in events)


# ---------------------------------------------------------------- painter actions
@pytest.mark.parametrize("amount", [1, 2, 3])
def test_sakura_painter_forward(amount):
    c = card("emperor_forward_1", "forward", amount)
    game, events = one_card(c, emperor=15, painters=[2, 0, 0])
    assert game.pos[0] == 2 + amount
    assert any(e.rule == "sakura.painter.forward" for e in events)


def test_sakura_move_count_only_empty_spaces():
    c = card("emperor_forward_1", "forward", 3)
    game, events = one_card(c, emperor=15, painters=[2, 3, 5])
    # 3 Red skipped, 4 (1), 5 Green skipped, 6 (2), 7 (3)
    assert game.pos[0] == 7
    move = [e for e in events if e.kind == "painter_forward"][0]
    assert move.steps == 3 and move.rule == "sakura.painter.forward"


@pytest.mark.parametrize("direction, expected", [("forward", 8), ("back", 2)])
def test_sakura_painter_forward_or_back(direction, expected):
    c = card("emperor_forward_1", "forward_or_back", 2)
    game, events = one_card(c, emperor=15, painters=[5, 4, 6], directions=[direction])
    # forward: 6 Green skipped, 7 (1), 8 (2); back: 4 Red skipped, 3 (1), 2 (2)
    assert game.pos[0] == expected
    assert any(e.rule == "sakura.painter.forward_or_back" for e in events)


def test_sakura_painter_forward_or_back_asks_the_owner():
    c = card("emperor_forward_1", "forward_or_back", 2)
    game, _ = one_card(c, emperor=15, painters=[5, 4, 6])
    assert game.pending == "painter.direction" and game.current_player == 0
    game.play(Action("choose_direction", direction="forward"))
    assert game.pos[0] == 8


def test_sakura_move_gate_painter_stops_at_the_gate():
    c = card("emperor_forward_1", "forward_or_back", 3)
    game, events = one_card(c, emperor=15, painters=[2, 1, 0], directions=["back"])
    assert game.pos[0] == 0
    assert any(e.kind == "painter_gate" and e.rule == "sakura.move.gate" for e in events)


def test_sakura_painter_jump_in_front_of_next_painter():
    c = card("emperor_forward_1", "jump")
    game, events = one_card(c, emperor=15, painters=[2, 6, 7])
    # next painter ahead is Red on 6; 7 is Green, so the first empty space is 8
    assert game.pos[0] == 8
    jump = [e for e in events if e.kind == "jump"][0]
    assert jump.ahead == 6 and jump.rule == "sakura.painter.jump"


def test_sakura_painter_jump_closest_does_not_move():
    c = card("emperor_forward_1", "jump")
    game, events = one_card(c, emperor=15, painters=[9, 6, 0])
    assert game.pos[0] == 9 and "jump_none" in kinds(events)


def test_sakura_painter_jump_from_the_gate_ignores_painters_at_the_gate():
    c = card("emperor_forward_1", "jump")
    game, _ = one_card(c, emperor=15, painters=[0, 0, 4])
    assert game.pos[0] == 5


def test_sakura_painter_jump_can_bump_the_emperor():
    c = card("emperor_back_1", "jump")
    game, events = one_card(c, emperor=11, painters=[2, 9, 0])
    # Emperor steps back to 10; first empty space in front of Red (9) is 10: the Emperor's
    assert "bump" in kinds(events) and game.tokens[0] == 4


def test_sakura_painter_per_painter():
    c = card("emperor_forward_1", "per_painter")
    game, events = one_card(c, emperor=15, painters=[2, 6, 8])
    # 2 painters ahead: 3 (1), 4 (2)
    assert game.pos[0] == 4
    assert any(e.kind == "per_painter" and e.count == 2 for e in events)


def test_sakura_painter_per_painter_closest_does_not_move():
    c = card("emperor_forward_1", "per_painter")
    game, events = one_card(c, emperor=15, painters=[9, 6, 0])
    assert game.pos[0] == 9 and "per_painter_none" in kinds(events)


def test_sakura_painter_per_painter_gate_painters_are_not_ahead():
    c = card("emperor_forward_1", "per_painter")
    game, _ = one_card(c, emperor=15, painters=[0, 0, 5])
    assert game.pos[0] == 1


def test_sakura_move_gate_back_from_the_gate_stays_there():
    c = card("emperor_forward_1", "forward_or_back", 2)
    game, events = one_card(c, emperor=15, painters=[0, 4, 0], directions=["back"])
    mine = card_events(events, c)
    assert game.pos[0] == 0 and [e.kind for e in mine] == ["emperor_forward", "direction", "painter_gate"]
