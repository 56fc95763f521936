"""The log panel (widgets/common/logpanel.py): newest events first, rule buttons, the page's clicks."""

from __future__ import annotations

from widgets.sakura.app import SakuraApp


def played_app() -> SakuraApp:
    app = SakuraApp()
    board = app.board
    board.click_card(board.legal_shown()[0])
    if board.directions_shown():
        board.click_direction(board.directions_shown()[0])
    return app


def test_log_rows_are_the_newest_events_with_their_rule_titles():
    app = played_app()
    panel, log = app.board.log_panel, app.board.game.log
    assert panel.texts() == [str(event.text) for event in reversed(log[-len(panel.rows):])]
    assert all(title and "." not in title for title in panel.titles()), "titles in words, never rule ids"
    assert panel.header and str(len(log)) in panel.header


def test_a_click_on_a_rule_button_in_the_page_opens_its_rule_and_forged_messages_do_nothing():
    app = played_app()
    panel, card = app.board.log_panel, app.board.rule_card
    newest_rule = app.board.game.log[-1].rule
    for forged in ({"type": "rule", "i": "0"}, {"type": "rule", "i": 99}, {"type": "rule", "i": True},
                   {"type": "rule"}, {"type": "other", "i": 0}, ["rule", 0], None):
        panel._page_message(panel, forged)
        assert card.rule == "", forged
    panel._page_message(panel, {"type": "rule", "i": 0})
    assert card.rule == newest_rule


def test_an_update_is_one_message_to_the_page():
    app = played_app()
    panel, sent = app.board.log_panel, []
    panel._send = lambda msg, buffers=None: sent.append(msg)  # what would go to the page
    panel.comm.kernel = object()  # as if a page were connected
    board = app.board
    board.click_card(board.legal_shown()[0])
    if board.directions_shown():
        board.click_direction(board.directions_shown()[0])
    assert len(sent) == 1 and set(sent[0]["state"]) == {"header", "rows"}
