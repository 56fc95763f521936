"""The Hint button (``.kit-hint``) on every board, and the SearchBot seats.

The hint is the coach's best three choices for the human deciding now; each hinted choice is
framed on the board (``.kit-hinted``) and is the very button whose click plays it.
"""

from __future__ import annotations

import json

import pytest

from tokaido_kit.bots import SearchBot
from tokaido_kit.duo import DuoGame
from tokaido_kit.sakura import SakuraGame
from tokaido_kit.tokaido import TokaidoGame
from widgets.duo import DuoIsland
from widgets.duo.app import DuoApp
from widgets.sakura import SakuraGarden
from widgets.sakura.app import SakuraApp
from widgets.tokaido import TokaidoBoard

BOARDS = {
    "tokaido": lambda: TokaidoBoard(TokaidoGame.new(3, seed=2, travelers=["Hiroshige", "Kinko", "Satsuki"]),
                                    seats=["human", "greedy", "greedy"]),
    "tokaido-choices": lambda: TokaidoBoard(TokaidoGame.new(3, seed=2), seats=["human", "greedy", "greedy"]),
    "sakura": lambda: SakuraGarden(SakuraGame.new(3, seed=2), seats=["human", "greedy", "greedy"]),
    "duo": lambda: DuoIsland(DuoGame.new(2, seed=2), seats=["human", "greedy"]),
}


def clicked_action(board, widget):
    """The action a click on ``widget`` asks the board to play (nothing is played)."""
    asked = []
    original = board.try_play
    board.try_play = lambda action: asked.append(action)
    try:
        widget.click()
    finally:
        board.try_play = original
    return asked[0] if asked else None


@pytest.mark.parametrize("name", BOARDS)
def test_core_turn_hint_button_frames_the_coachs_best_legal_choices(name):
    board = BOARDS[name]()
    board.coach_options = {"playouts": 60}
    assert "kit-hint" in board.hint_button._dom_classes
    board.hint_button.click()
    hints = board.hint_panel.hints
    legal = board.game.legal_actions()
    assert 1 <= len(hints) == min(3, len(legal)) and all(h.action in legal for h in hints)
    assert board.hint_panel.layout.display != "none" and "kit-hints" in board.hint_panel._dom_classes
    assert all(h.reason in board.hint_panel.value.replace("&#x27;", "'") for h in hints)
    framed = [w for w in board._hinted if "kit-hinted" in w._dom_classes]
    assert len(framed) == len(hints)
    for hint, widget in zip(hints, framed):
        assert any(c.endswith("-legal") for c in widget._dom_classes)
        assert clicked_action(board, widget) == hint.action


@pytest.mark.parametrize("name", BOARDS)
def test_core_turn_hints_clear_when_the_game_moves_on(name):
    board = BOARDS[name]()
    board.coach_options = {"playouts": 30}
    hints = board.click_hint()
    framed = list(board._hinted)
    board.try_play(hints[0].action)
    assert board.hint_panel.hints == [] and board.hint_panel.layout.display == "none"
    assert not any("kit-hinted" in w._dom_classes for w in framed)


def test_core_turn_no_hint_for_a_bots_decision_or_behind_the_pass_screen():
    bots_only = SakuraGarden(SakuraGame.new(3, seed=1), seats=["greedy"] * 3)
    assert bots_only.click_hint() is None and "kit-hinted" not in str(bots_only.hint_panel.value)
    hot_seat = SakuraGarden(SakuraGame.new(2, seed=1), seats=["human", "human"], hotseat=True)
    hot_seat.coach_options = {"playouts": 20}
    assert hot_seat.passing
    assert hot_seat.click_hint() is None
    assert hot_seat.why.message and hot_seat.hint_panel.hints == []
    hot_seat.continue_pass()
    assert hot_seat.click_hint()


def test_core_game_over_no_hint_when_the_game_is_over():
    board = DuoIsland(DuoGame.new(2, seed=3), seats=["greedy", "greedy"])
    assert board.game.is_over
    assert board.click_hint() is None and "over" in board.why.message


def test_core_turn_search_seats_are_offered_played_and_saved():
    app = SakuraApp(players=2, seats=["human", "search_quick"])
    bot = app.board.bots[1]
    assert isinstance(bot, SearchBot) and bot.seconds == SearchBot.level("quick").seconds
    menu = app.board.seat_picker.children[1]
    assert {"search_quick", "search_strong"} <= {value for _label, value in menu.options}
    bot.seconds, bot.playouts = 0.05, 20  # a quick test: the seat's kind is what is saved
    app.board.try_play(app.board.game.legal_actions()[0])
    text = app.save_text()
    assert json.loads(text)["seats"] == ["human", "search_quick"]
    again = SakuraApp(players=2)
    assert again.load_text(text)
    assert again.seats_in_play() == ["human", "search_quick"]
    assert again.board.game.to_json() == app.board.game.to_json()


def test_core_turn_duo_app_offers_search_against_the_automa_choice():
    app = DuoApp(mode="two", seats=["human", "search_strong"])
    assert app.seats_in_play() == ["human", "search_strong"]
