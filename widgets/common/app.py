"""The frame every Voila app shares: a setup row, the seat picker, the board, a ready marker.

A game's app builds its own menus with :func:`menu`, then calls
:meth:`KitApp._frame`, which adds the seed box and the New game button (its
click calls the app's ``new_game()``), lays out the setup row above the board
and ends with a hidden ``.kit-ready`` widget that browser tests wait for.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from tokaido_kit.core import i18n


def menu(options: list, value: Any, label_key: str, css: str, width: str, label_width: str = "70px") -> w.Dropdown:
    """A labelled dropdown with a stable CSS class (labels from the message catalogue)."""
    dropdown = w.Dropdown(options=options, value=value, description=i18n.text(label_key),
                          layout=w.Layout(width=width), style={"description_width": label_width})
    dropdown.add_class(css)
    return dropdown


def players_menu(players: int, counts: range) -> w.Dropdown:
    """The number of players, among ``counts``."""
    return menu(list(counts), players, "widgets.app.players", "kit-players", "150px", "60px")


class KitApp(w.VBox):
    """Base of the apps: see the module docstring."""

    def _frame(self, board: Any, controls: list[w.Widget], seed: int, **kwargs: Any) -> None:
        self.board = board
        self.seed_box = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description=i18n.text("widgets.app.seed"),
                                         layout=w.Layout(width="160px"), style={"description_width": "40px"})
        self.seed_box.add_class("kit-seed")
        self.new_button = w.Button(description=i18n.text("widgets.app.new_game"), button_style="primary",
                                   icon="refresh")
        self.new_button.add_class("kit-new-game")
        self.new_button.on_click(lambda _b: self.new_game())
        setup = w.VBox([
            w.HBox(controls + [self.seed_box, self.new_button],
                   layout=w.Layout(flex_flow="row wrap", align_items="center")),
            board.seat_picker,
        ])
        setup.add_class("kit-setup")
        self.ready = w.HTML(i18n.text("widgets.app.ready"), layout=w.Layout(display="none"))
        self.ready.add_class("kit-ready")
        w.VBox.__init__(self, [setup, board, self.ready], **kwargs)
        self.add_class("kit-app")

    def _resize_seats(self, players: int) -> None:
        """Keep the seats already chosen; new seats get a GreedyBot."""
        if players != len(self.board.seats):
            seats = self.board.seats[:players]
            seats += ["greedy"] * (players - len(seats))
            self.board.seat_picker.set_players(players, seats)

    def new_game(self, **choices: Any) -> Any:
        raise NotImplementedError
