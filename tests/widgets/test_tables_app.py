"""The apps at a table, without a server: each app's panel talks to one in-process table
service (:class:`~widgets.tables.client.LocalTables`), as two classmates' kernels talk to the served
kit's. Each screen shows its own seat's view, clicks go to the table's authority, refusals say why,
what would reveal hidden cards is put away, and a screen comes back to its seat.
"""

from __future__ import annotations

import json

import ipywidgets as w
import pytest

from tokaido_kit.core import Action, i18n
from widgets.common.panels import esc
from widgets.duo.app import DuoApp
from widgets.sakura.app import SakuraApp
from widgets.server.classpage import class_fragment
from widgets.tables import TableService, TableSettings
from widgets.tables.client import LocalTables
from widgets.tables.keeper import read_kept
from widgets.tables.panel import TablePanel

from ..tables.helpers import Clock, wire


def seat_app(app_class, service: TableService, device: str, **kwargs):
    app = app_class(**kwargs)
    app.table_panel.client = LocalTables(service, device)
    return app


def page_text(widget) -> str:
    """Every value the page of ``widget`` holds (its widgets' synced state, walked through children)."""
    out, todo, seen = [], [widget], set()
    while todo:
        item = todo.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        out.append(json.dumps(item.get_state(), default=str))
        todo.extend(c for c in getattr(item, "children", ()) if isinstance(c, w.Widget))
    return "\n".join(out)


@pytest.fixture
def sakura_table():
    """Ana created a 3-seat Sakura table (seats 1 and 2 open, a bot in seat 3) and Bia sat in seat 2."""
    service = TableService()
    ana = seat_app(SakuraApp, service, "10.0.0.1", players=3)
    ana.board.seat_picker.set_seat(1, "human")
    ana.table_panel.name.value = "Ana"
    table = ana.table_panel.create()
    bia = seat_app(SakuraApp, service, "10.0.0.2", players=3)
    bia.table_panel.name.value = "Bia"
    bia.table_panel.look(table.code)
    bia.table_panel.sit(table.code, 1)
    ana.table_panel.table.sync()
    ana.table_changed()
    return service, ana, bia


def credential(app) -> str:
    return app.table_panel.table.credential


def test_table_create_makes_a_table_of_the_apps_setup_and_takes_its_first_open_seat(sakura_table):
    service, ana, bia = sakura_table
    code = ana.table_panel.table.code
    seats = service.public_view(code)["seats"]
    assert [s["kind"] for s in seats] == ["open", "open", "greedy"]
    assert [s["name"] for s in seats] == ["Ana", "Bia", ""]
    assert ana.table_panel.table.seat == 0 and bia.table_panel.table.seat == 1
    assert code in ana.table_panel.info.value and "kit-table-watch" in ana.table_panel.info.value


def test_table_each_screen_shows_its_own_seats_view_and_never_the_others_hand(sakura_table):
    service, ana, bia = sakura_table
    code = ana.table_panel.table.code
    for app in (ana, bia):
        assert wire(app.board.visible_view()) == wire(service.view(code, credential(app))["state"])
    hand_a, hand_b = ana.board.visible_view()["hand"], bia.board.visible_view()["hand"]
    assert hand_a and hand_b and not set(hand_a) & set(hand_b)
    text_b = page_text(bia)
    for card in hand_a:
        assert f"sakura-card-n{card}\"" not in text_b  # Ana's hand is nowhere in Bia's page
    assert ana.board.status.value == bia.board.status.value


def test_table_a_move_reaches_the_other_screen_and_the_bot_plays_its_seat(sakura_table):
    service, ana, bia = sakura_table
    table = ana.table_panel.table
    ana.board.try_play(ana.board.game.legal_actions()[0])
    bia.table_panel.table.sync()
    bia.table_changed()
    assert bia.board.game.history == ana.board.game.history
    bia.board.try_play(bia.board.game.legal_actions()[0])  # then the table's bot plays seat 3
    assert table.sync() and service.public_view(table.code)["version"] == table.version >= 3
    assert ana.board.game.to_json() == bia.table_panel.table.game.to_json()


def test_table_out_of_turn_moves_are_refused_with_the_tables_reason_and_counted_by_rule(sakura_table):
    service, ana, bia = sakura_table
    before = bia.board.game.to_json()
    card = bia.board.visible_view()["hand"][0]
    assert bia.board.try_play(Action("choose_card", card=card)) is None
    assert "not your turn" in bia.board.why.value and "Ana" in bia.board.why.value
    assert bia.board.game.to_json() == before
    assert [(r["rule"], r["count"]) for r in service.hard_rules()] == [("core.turn", 1)]


def test_table_an_illegal_move_shows_the_engines_own_reason(sakura_table):
    service, ana, _bia = sakura_table
    not_mine = 999
    assert ana.board.try_play(Action("choose_card", card=not_mine)) is None
    local = ana.board.game.why_not(Action("choose_card", card=not_mine))
    assert esc(local.message) in ana.board.why.value
    assert service.hard_rules()[0]["rule"] == local.rule


def test_table_a_screen_behind_the_table_is_refused_then_catches_up(sakura_table):
    service, ana, bia = sakura_table
    ana.board.try_play(ana.board.game.legal_actions()[0])  # Bia's screen has not heard of it yet
    card = bia.board.visible_view()["hand"][0]
    assert bia.board.try_play(Action("choose_card", card=card)) is None
    assert "moved on" in bia.board.why.value  # and the screen is now up to date: Bia may play
    assert bia.board.game.history == ana.board.game.history
    assert bia.board.try_play(bia.board.game.legal_actions()[0]) is not None


def test_table_undo_save_and_editor_are_put_away_and_refused(sakura_table):
    _service, ana, _bia = sakura_table
    ana.board.try_play(ana.board.game.legal_actions()[0])
    history = ana.board.game.history
    assert ana.board.click_undo() is None and ana.board.game.history == history
    assert ana.click_save() == ("", "")
    assert ana.savebox.layout.display == "none" and ana._setup_box.layout.display == "none"
    ana.editor.toggle_button.value = True  # as a forged message from the page would
    assert ana.editor.toggle_button.value is False and ana.editor.body.layout.display == "none"


def test_table_back_to_the_table_after_a_reload_same_seat_same_view(sakura_table):
    service, ana, bia = sakura_table
    rows = bia.table_panel.keeper.rows
    again = seat_app(SakuraApp, service, "10.0.0.2", players=3)  # the reloaded page's new kernel
    again.table_panel.keeper._message(None, {"type": "stored", "text": json.dumps(rows)}, [])
    assert again.table_panel.toggle.value and "Back to table" in again.table_panel.resume_button.description
    table = again.table_panel.resume()
    assert table.seat == 1 and again.board.visible_view() == bia.board.visible_view()


def test_table_leave_goes_back_to_a_game_alone_and_the_seat_stays_this_browsers(sakura_table):
    service, ana, bia = sakura_table
    code = bia.table_panel.table.code
    bia.table_panel.leave()
    assert bia.board.at_table is None and bia.board.bots and bia.savebox.layout.display is None
    assert service.public_view(code)["seats"][1]["name"] == "Bia"
    assert bia.table_panel.resume().seat == 1


def test_table_the_watch_link_shows_the_public_view_with_no_choice(sakura_table):
    service, ana, _bia = sakura_table
    code = ana.table_panel.table.code
    watcher = seat_app(SakuraApp, service, "10.0.0.9", players=3)
    assert watcher.open_query(f"watch={code}") is False
    table = watcher.table_panel.table
    assert table.watching and watcher.board.viewer is None and watcher.board.humans() == []
    assert watcher.projector.projecting
    assert wire(watcher.board.visible_view()) == wire(service.public_view(code)["state"])
    assert "hand" not in watcher.board.visible_view()
    assert watcher.board.try_play(ana.board.game.legal_actions()[0]) is None


def test_table_a_table_link_opens_the_seats_to_choose_from(sakura_table):
    service, ana, _bia = sakura_table
    code = ana.table_panel.table.code
    ana.board.seat_picker  # noqa: B018 - the table has no free seat left: make one with a new table
    other = seat_app(SakuraApp, service, "10.0.0.3", players=3)
    other.open_query(f"table={code.lower()}")
    panel = other.table_panel
    assert panel.toggle.value and panel.lobby["code"] == code
    free = [b for b in panel.seat_buttons.children if "kit-seat-free" in b._dom_classes]
    assert free == []  # Ana and Bia sit, a bot plays seat 3
    other.open_query("table=NOPE")
    assert "No table has the code" in panel.note.value


def test_table_of_another_game_is_not_joined_from_this_app(sakura_table):
    service, ana, _bia = sakura_table
    duo = seat_app(DuoApp, service, "10.0.0.4")
    assert duo.table_panel.look(ana.table_panel.table.code) is None
    assert "Sakura" in duo.table_panel.note.value


def test_table_the_creator_hands_an_away_seat_to_a_bot_and_the_learner_takes_it_back():
    clock = Clock()
    service = TableService(TableSettings(), clock=clock)
    ana = seat_app(DuoApp, service, "10.0.0.1")
    ana.mode_menu.value = "two"
    ana.board.seat_picker.set_seat(1, "human")
    ana.table_panel.name.value = "Ana"
    table = ana.table_panel.create()
    bia = seat_app(DuoApp, service, "10.0.0.2")
    bia.table_panel.name.value = "Bia"
    bia.table_panel.sit(table.code, 1)
    while ana.board.game.current_player == 0:
        ana.board.try_play(ana.board.game.legal_actions()[0])
    assert not ana.table_panel.hand_to_bot(1)  # Bia was here a moment ago
    assert "was here" in ana.table_panel.note.value
    clock.advance(121)
    table.sync()
    ana.table_panel.refresh()
    assert [b.description for b in ana.table_panel.hand_buttons.children] == ["Give seat 2 to a bot while its player is away"]
    version = table.version
    assert ana.table_panel.hand_to_bot(1)
    assert table.version > version  # the bot played Bia's turn
    bia.table_panel.table.sync()  # Bia is back: her seat is hers again
    assert not service.public_view(table.code)["seats"][1]["bot_holds"]


def test_table_names_are_shown_as_text_never_as_markup():
    service = TableService()
    bad = "<img src=x onerror=1>"
    ana = seat_app(DuoApp, service, "10.0.0.1")
    ana.mode_menu.value = "two"
    ana.board.seat_picker.set_seat(1, "human")
    ana.table_panel.name.value = bad
    ana.table_panel.create()
    assert "<img" not in ana.table_panel.info.value and "&lt;img" in ana.table_panel.info.value
    fragment = class_fragment(service.tables(), service.hard_rules(), "/", "en")
    assert "<img" not in fragment and "&lt;img" in fragment


def test_table_the_teachers_view_escapes_a_name_once_in_whose_turn():
    import html
    import re

    service = TableService()
    name = "Tom & <Jo>'s"
    code, _ = service.create_table("sakura", {}, ["open", "open"], device="127.0.0.3")
    service.join(code, 0, name, device="127.0.0.3")
    fragment = class_fragment(service.tables(), [], "/", "en")
    state = re.search(r"<td(?: class='kit-class-state')?>([^<]*)<br>\d+ ", fragment).group(1)
    assert html.unescape(state) == f"{name} to play"  # before: "Tom &amp; &lt;Jo&gt;&#x27;s to play" on screen
    assert "&amp;amp;" not in fragment and "&amp;lt;" not in fragment


def test_table_panel_without_a_server_says_tables_need_the_served_kit():
    app = SakuraApp()
    panel = TablePanel(app, client=None)
    panel.toggle.value = True
    assert "make serve" in page_text(panel)
    assert panel.create() is None and "make serve" in panel.note.value


def test_table_kept_rows_from_the_page_are_checked():
    good = {"code": "abc-def", "seat": 1, "credential": "x" * 32, "creator": None, "game": "duo"}
    rows = [good, {**good, "seat": True}, {**good, "credential": "<script>"}, {**good, "code": "??"},
            {**good, "game": "../x"}, "junk", {**good, "creator": 5}]
    kept = read_kept(json.dumps(rows))
    assert [r["code"] for r in kept] == ["ABCDEF", "ABCDEF"] and kept[1]["creator"] is None
    assert read_kept("{not json") == [] and read_kept(None) == [] and read_kept(json.dumps({"a": 1})) == []


def test_table_dealt_traveller_tiles_reach_their_own_seat_only():
    from widgets.tokaido.app import TokaidoApp

    service = TableService()
    ana = seat_app(TokaidoApp, service, "10.0.0.1", players=3)
    for seat in (1, 2):
        ana.board.seat_picker.set_seat(seat, "human")
    ana.table_panel.name.value = "Ana"
    table = ana.table_panel.create()
    others = []
    for seat, name in ((1, "Bia"), (2, "Caio")):
        app = seat_app(TokaidoApp, service, f"10.0.0.{seat + 1}", players=3)
        app.table_panel.name.value = name
        app.table_panel.sit(table.code, seat)
        others.append(app)
    screens = [ana, *others]
    for app in screens:
        app.table_panel.table.sync()
        app.table_changed()
    dealt = {s: service.view(table.code, credential(app))["state"]["players"][s]["tiles"]
             for s, app in enumerate(screens)}
    assert all(len(tiles) == 2 for tiles in dealt.values())
    for s, app in enumerate(screens):
        text = page_text(app)
        for other, tiles in dealt.items():
            for tile in tiles:
                if other != s and tile not in dealt[s]:
                    assert tile not in text, f"seat {s + 1}'s page names {tile}, dealt to seat {other + 1}"


def test_table_hints_are_for_this_screens_own_seat_and_each_screen_speaks_its_language(sakura_table):
    _service, ana, bia = sakura_table
    ana.board.coach_options = {"playouts": 4}
    hints = ana.board.click_hint()  # Ana's turn: her hints, from her own hand
    assert hints and all(h.action in ana.board.game.legal_actions() for h in hints)
    bia.board.coach_options = {"playouts": 4}
    assert bia.board.click_hint() is None  # not Bia's turn
    try:
        bia.set_language("pt")
        assert bia.board.at_table is not None and bia.table_panel.table is not None
        assert "Mesa" in bia.table_panel.info.value and "Table" in ana.table_panel.info.value
        card = bia.board.visible_view()["hand"][0]
        bia.board.try_play(Action("choose_card", card=card))
        assert "Não é a sua vez" in bia.board.why.value
    finally:
        i18n.set_language(i18n.FALLBACK)  # the kernel's language: every other test reads English


def test_a_page_that_never_opens_the_panel_makes_none_of_its_controls():
    from ipywidgets.widgets import widget as registry

    before = set(registry._instances)
    panel = TablePanel(SakuraApp(), client=LocalTables(TableService()))
    made = [registry._instances[k] for k in registry._instances if k not in before]
    assert panel._controls is None
    panel.toggle.value = True
    assert panel._controls is not None and len(registry._instances) - len(before) > len(made) + 20
