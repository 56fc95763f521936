"""The Tokaido Duo app (``notebooks/apps/duo.ipynb``): a setup row, the board, a ready marker.

Setup row: the opponent (the Automa, or a second player), the seed, the seat
picker (human / RandomBot / GreedyBot for the human seats) and a New game
button. Python twins of its controls: :meth:`DuoApp.new_game`,
``app.board.set_seat``.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from tokaido_kit.core import i18n
from tokaido_kit.duo import DuoGame

from .island import DuoIsland

MODES = ("automa", "two")


class DuoApp(w.VBox):
    """The whole game for a classroom: 1 player against the Automa, or 2 players (hot seat or bots)."""

    def __init__(self, mode: str = "automa", seed: int = 1, seats: list[str] | None = None, **kwargs: Any) -> None:
        if mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, not {mode!r}")
        seats = seats or ["human", "human"]
        game = DuoGame.new(2, seed=seed, automa=mode == "automa")
        self.board = DuoIsland(game, seats=seats, here="apps/duo.ipynb", show_seats=False)
        self.mode_menu = w.Dropdown(options=[(i18n.text(f"widgets.duo.app.mode.{m}"), m) for m in MODES],
                                    value=mode, description=i18n.text("widgets.duo.app.mode"),
                                    layout=w.Layout(width="380px"), style={"description_width": "80px"})
        self.mode_menu.add_class("kit-mode")
        self.seed_box = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description=i18n.text("widgets.app.seed"),
                                         layout=w.Layout(width="160px"), style={"description_width": "40px"})
        self.seed_box.add_class("kit-seed")
        self.new_button = w.Button(description=i18n.text("widgets.app.new_game"), button_style="primary", icon="refresh")
        self.new_button.add_class("kit-new-game")
        self.new_button.on_click(lambda _b: self.new_game())
        self.mode_menu.observe(lambda _c: self._show_seats(), names="value")
        setup = w.VBox([
            w.HBox([self.mode_menu, self.seed_box, self.new_button],
                   layout=w.Layout(flex_flow="row wrap", align_items="center")),
            self.board.seat_picker,
        ])
        setup.add_class("kit-setup")
        self._show_seats()
        self.ready = w.HTML(i18n.text("widgets.app.ready"), layout=w.Layout(display="none"))
        self.ready.add_class("kit-ready")
        super().__init__([setup, self.board, self.ready], **kwargs)
        self.add_class("kit-app")

    def _show_seats(self) -> None:
        """Against the Automa only seat 1 has a menu: seat 2 is the Automa."""
        picker = self.board.seat_picker
        menus = picker._menus[:2]
        picker.children = tuple(menus[:1] if self.mode_menu.value == "automa" else menus)

    def new_game(self, mode: str | None = None, seed: int | None = None) -> DuoGame:
        """Start a new game with the setup row's values (arguments override them)."""
        if mode is not None:
            self.mode_menu.value = mode
        if seed is not None:
            self.seed_box.value = seed
        if self.mode_menu.value not in MODES:  # page values: validate
            raise ValueError(f"mode must be one of {MODES}")
        automa = self.mode_menu.value == "automa"
        seats = self.board.seats
        if automa:
            seats = [seats[0], "human"]  # the Automa's turns are the engine's: no bot in seat 2
        game = DuoGame.new(2, seed=int(self.seed_box.value), automa=automa)
        self.board.set_game(game, seats)
        self._show_seats()
        return game
