"""The Sakura app (``notebooks/apps/sakura.ipynb``): a setup row, the board, a ready marker.

Setup row: players (2-6), the two-player variant, the seed, the seat picker
(human / RandomBot / GreedyBot per seat) and a New game button. Python twins
of its controls: :meth:`SakuraApp.new_game`, ``app.board.set_seat``.
"""

from __future__ import annotations

from typing import Any

from tokaido_kit.core import i18n
from tokaido_kit.sakura import SakuraGame

from ..common.app import KitApp, menu, players_menu
from .editor import SakuraEditor
from .garden import SakuraGarden

VARIANTS = ("imperial", "challenging")


class SakuraApp(KitApp):
    """The whole game for a classroom: hot-seat humans and bots, 2 to 6 players."""

    EDITOR = SakuraEditor

    def __init__(self, players: int = 4, seed: int = 1, variant: str = "imperial",
                 seats: list[str] | None = None, **kwargs: Any) -> None:
        seats = seats or ["human"] + ["greedy"] * (players - 1)
        game = SakuraGame.new(players, seed=seed, variant=variant)
        board = SakuraGarden(game, seats=seats, hotseat=True, here="apps/sakura.ipynb", show_seats=False)
        self.players_menu = players_menu(players, range(2, 7))
        self.variant_menu = menu([(i18n.text(f"widgets.app.variant.{v}"), v) for v in VARIANTS], variant,
                                 "widgets.app.variant", "kit-variant", "420px", "110px")
        self.players_menu.observe(lambda _c: self._players_changed(), names="value")
        self._frame(board, [self.players_menu, self.variant_menu], seed, **kwargs)
        self._players_changed()

    def _players_changed(self) -> None:
        players = self.players_menu.value
        self.variant_menu.disabled = players != 2
        self._resize_seats(players)

    def new_game(self, players: int | None = None, seed: int | None = None, variant: str | None = None) -> SakuraGame:
        """Start a new game with the setup row's values (arguments override them)."""
        if players is not None:
            self.players_menu.value = players
        if seed is not None:
            self.seed_box.value = seed
        if variant is not None:
            self.variant_menu.value = variant
        players = int(self.players_menu.value)
        if players not in range(2, 7) or self.variant_menu.value not in VARIANTS:  # page values: validate
            raise ValueError("players must be 2 to 6 and the variant imperial or challenging")
        game = self._make_game({"players": players, "variant": self.variant_menu.value}, int(self.seed_box.value))
        self.board.set_game(game, self.board.seats)
        return game

    def _position_options(self) -> tuple[int, dict[str, Any]]:
        return self.players_menu.value, {"variant": self.variant_menu.value}

    # ------------------------------------------------------------------ saves (see KitApp)
    def _setup_of(self, game: SakuraGame) -> dict[str, Any]:
        variant = game.options["variant"]
        if game.players not in range(2, 7) or variant not in VARIANTS:
            raise ValueError(f"{game.players} players, variant {variant!r}")
        return {"players": game.players, "variant": variant}

    def _make_game(self, setup: dict[str, Any], seed: int) -> SakuraGame:
        return SakuraGame.new(setup["players"], seed=seed, variant=setup["variant"])

    def _show_setup(self, setup: dict[str, Any]) -> None:
        self.variant_menu.value = setup["variant"]
        self.players_menu.value = setup["players"]
