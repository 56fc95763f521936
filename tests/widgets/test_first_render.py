"""An app's first render is light: the page gets the widgets of its first screen, and what that screen does not
show (the pass screen's contents, the editor's lines and body, the chart's figure box) is made when first wanted and
then works. Widgets that share a layout or style model never change it (it would change every widget sharing it).
"""

from __future__ import annotations

import json

import pytest
from ipywidgets.widgets.widget import _instances

from tokaido_kit.core import i18n
from widgets.common.light import _SHARED, shared_ids
from widgets.duo.app import DuoApp
from widgets.sakura.app import SakuraApp
from widgets.tokaido.app import TokaidoApp

#: the most models a page may receive for each app at its start (218, 172 and 159 before they were lightened;
#: Tokaido 156 while its 55 road spaces were a Button each)
MOST = {TokaidoApp: 104, SakuraApp: 120, DuoApp: 110}


def page_models(app) -> set[str]:
    """Every model the page needs to show ``app``: the app and all the models its state refers to."""
    seen: set[str] = set()
    todo = [app.model_id]
    while todo:
        model_id = todo.pop()
        if model_id in seen or model_id not in _instances:
            continue
        seen.add(model_id)
        todo.extend(_refs(_instances[model_id].get_state()))
    return seen


def _refs(value):
    if isinstance(value, str) and value.startswith("IPY_MODEL_"):
        yield value[len("IPY_MODEL_"):]
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _refs(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _refs(v)


@pytest.mark.parametrize("cls", list(MOST), ids=lambda c: c.__name__)
def test_an_app_at_its_start_sends_the_page_only_its_first_screen(cls):
    app = cls()
    app.open_query()
    models = page_models(app)
    assert len(models) <= MOST[cls], f"{cls.__name__}: {len(models)} models"
    board = app.board
    assert board.pass_screen._parts is None and not board.pass_screen.children  # one human seat: never shown
    assert board.chart._box is None and board.chart.children == (board.chart._button, board.chart._room)
    assert "error" not in app.editor.__dict__ and "pieces" not in app.editor.__dict__
    assert app.editor.children == (app.editor.body,)


def test_the_pass_screen_is_made_when_two_humans_share_the_screen():
    app = TokaidoApp(players=2, seats=["human", "human"])
    board = app.board
    while not board.passing:  # the traveller tiles: each human chooses in turn
        board.click_action(board.game.legal_actions()[0])
    screen = board.pass_screen
    assert screen.visible and screen.children == screen._parts
    assert "kit-pass-continue" in screen._button._dom_classes
    assert screen._message.value == i18n.text("widgets.pass.message", player=board.player_name(board.game.current_player))
    screen._button.click()
    assert not board.passing and not screen.visible and board.viewer == board.game.current_player


def test_the_editor_is_made_when_opened_and_then_puts_a_position_on_the_board():
    app = TokaidoApp()
    editor = app.editor
    editor.toggle(True)
    assert editor.children == (editor.error, editor.note, editor.body) and editor.body.children
    editor.select("spaces", 0)
    editor.click_space(9)  # the first traveller to space 9
    assert editor.error.value == "", editor.error.value
    game = editor.click_apply()
    assert game is app.board.game and game.view(None)["players"][0]["space"] == 9


def test_a_refused_link_shows_in_the_editor_line_made_for_it(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "position=not-a-position")
    app = SakuraApp()
    app.open_query()
    assert app.editor.children[:2] == (app.editor.error, app.editor.note)
    assert "kit-editor-error" in app.editor.error._dom_classes and app.editor.error.value


def test_the_chart_measures_its_room_once_shown():
    app = DuoApp()
    chart = app.board.chart
    chart.toggle()
    assert chart.shown and chart.children == (chart._button, chart._box, chart._room)
    chart._room.width = 360  # a phone's page says how wide the chart may be
    assert chart.figure.layout.width == 360 and chart._room.answered == 360


def test_shared_layouts_and_styles_never_change_while_apps_are_played():
    apps = [TokaidoApp(players=2, seats=["human", "human"]), SakuraApp(), DuoApp()]
    before = {key: json.dumps(model.get_state(), sort_keys=True) for key, model in _SHARED.items()}
    assert len(shared_ids()) >= 8
    try:
        for app in apps:
            board = app.board
            for _ in range(6):
                if board.passing:
                    board.continue_pass()
                legal = board.game.legal_actions()
                if board.game.is_over or not legal:
                    break
                board.try_play(legal[0])
            app.setup_toggle.value = not app.setup_toggle.value
            app.projector.set(True)
            app.editor.toggle(True)
            app.editor.toggle(False)
            board.click_undo()
            board.show_rule(board.game.log[-1].rule if board.game.log else "core.turn")
            board.why.show("no", "core.turn")
            app.set_language("pt")
            app.set_language("en")
            app.new_game()
    finally:
        i18n.set_language(i18n.FALLBACK)
    after = {key: json.dumps(model.get_state(), sort_keys=True) for key, model in _SHARED.items() if key in before}
    assert after == before
