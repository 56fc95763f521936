"""The Tokaido Duo app (``notebooks/apps/duo.ipynb``): a setup row, the board, a ready marker.

Setup row: the opponent (the Automa, or a second player), the seed, the seat
picker (human / RandomBot / GreedyBot for the human seats) and a New game
button. Python twins of its controls: :meth:`DuoApp.new_game`,
``app.board.set_seat``.
"""

from __future__ import annotations

from typing import Any

from tokaido_kit.core import i18n
from tokaido_kit.duo import DuoGame

from ..common.app import KitApp, menu
from .editor import DuoEditor
from .island import DuoIsland

MODES = ("automa", "two")


class DuoApp(KitApp):
    """The whole game for a classroom: 1 player against the Automa, or 2 players (hot seat or bots)."""

    EDITOR = DuoEditor

    def __init__(self, mode: str = "automa", seed: int = 1, seats: list[str] | None = None, **kwargs: Any) -> None:
        if mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, not {mode!r}")
        seats = seats or ["human", "human"]
        game = DuoGame.new(2, seed=seed, automa=mode == "automa")
        board = DuoIsland(game, seats=seats, here="apps/duo.ipynb", show_seats=False)
        self.mode_menu = menu([(i18n.text(f"widgets.duo.app.mode.{m}"), m) for m in MODES], mode,
                              "widgets.duo.app.mode", "kit-mode", "380px", "80px")
        self.mode_menu.observe(lambda _c: self._show_seats(), names="value")
        self._frame(board, [self.mode_menu], seed, **kwargs)
        self._show_seats()

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
        game = self._make_game({"mode": self.mode_menu.value}, int(self.seed_box.value))
        self.board.set_game(game, seats)
        self._show_seats()
        return game

    def _position_options(self) -> tuple[int, dict[str, Any]]:
        return 2, {"automa": self.mode_menu.value == "automa"}

    # ------------------------------------------------------------------ saves (see KitApp)
    def _setup_of(self, game: DuoGame) -> dict[str, Any]:
        return {"mode": "automa" if game.options["automa"] else "two"}

    def _make_game(self, setup: dict[str, Any], seed: int) -> DuoGame:
        return DuoGame.new(2, seed=seed, automa=setup["mode"] == "automa")

    def _show_setup(self, setup: dict[str, Any]) -> None:
        self.mode_menu.value = setup["mode"]

    def _seats_fit(self, setup: dict[str, Any], seats: list[str]) -> bool:
        return setup["mode"] == "two" or seats[1] == "human"  # the Automa's seat has no bot

    def _after_restore(self) -> None:
        self._show_seats()
