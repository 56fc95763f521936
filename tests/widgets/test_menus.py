"""Every menu of the apps keeps a choice whatever the page sends (widgets/common/menus.py)."""

from __future__ import annotations

import pytest
import traitlets

from widgets.common.menus import Menu
from widgets.sakura.app import SakuraApp


def test_a_forged_empty_choice_is_ignored_and_the_page_is_told_the_real_one():
    menu = Menu(options=[("two", 2), ("three", 3)], value=3)
    sent = []
    menu.send_state = lambda key=None: sent.append(key)
    menu.set_state({"index": None})
    assert (menu.index, menu.value) == (1, 3) and sent == ["index"]
    menu.set_state({"index": 0})
    assert menu.value == 2
    with pytest.raises(traitlets.TraitError):
        menu.set_state({"index": 9})  # out of range: refused by ipywidgets, nothing changes
    assert menu.value == 2


def test_new_game_still_works_after_every_menu_was_sent_an_empty_choice():
    app = SakuraApp()
    found = []

    def walk(widget):
        if isinstance(widget, Menu):
            found.append(widget)
        for child in getattr(widget, "children", ()) or ():
            walk(child)

    walk(app)
    assert len(found) >= 2  # the players menu and the seats
    for menu in found:
        menu.set_state({"index": None})
    game = app.new_game()
    assert game.legal_actions() and app.board.game is game
