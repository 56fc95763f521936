"""The Tokaido app (``notebooks/apps/tokaido.ipynb``): a setup row, the board, a ready marker.

Setup row: players (2-5), expansions (base game, Crossroads, Crossroads +
Matsuri), travellers (dealt: each player chooses 1 of 2 tiles, 3 with Matsuri; or the
initiation variant: no travellers, 7 coins each), the seed, the seat picker
(human / RandomBot / GreedyBot per seat) and a New game button. Python twins of
its controls: :meth:`TokaidoApp.new_game`, ``app.board.set_seat``.
"""

from __future__ import annotations

from typing import Any

from tokaido_kit.core import i18n
from tokaido_kit.tokaido import TokaidoGame

from ..common.app import KitApp, menu, players_menu
from .board import TokaidoBoard
from .editor import TokaidoEditor

#: menu value -> the expansions given to ``TokaidoGame.new``
EXPANSIONS = {"none": (), "crossroads": ("crossroads",), "crossroads_matsuri": ("crossroads", "matsuri")}
TRAVELERS = ("dealt", "initiation")


class TokaidoApp(KitApp):
    """The whole game for a classroom: hot-seat humans and bots, 2 to 5 players."""

    EDITOR = TokaidoEditor

    def __init__(self, players: int = 3, seed: int = 1, expansions: str = "none", travelers: str = "dealt",
                 seats: list[str] | None = None, **kwargs: Any) -> None:
        seats = seats or ["human"] + ["greedy"] * (players - 1)
        game = self._new(players, seed, expansions, travelers)
        board = TokaidoBoard(game, seats=seats, hotseat=True, here="apps/tokaido.ipynb", show_seats=False)
        self.players_menu = players_menu(players, range(2, 6))
        self.expansions_menu = menu([(i18n.text(f"widgets.tokaido.app.expansions.{k}"), k) for k in EXPANSIONS],
                                    expansions, "widgets.tokaido.app.expansions", "tokaido-expansions",
                                    "290px", "80px")
        self.travelers_menu = menu([(i18n.text(f"widgets.tokaido.app.travelers.{k}"), k) for k in TRAVELERS],
                                   travelers, "widgets.tokaido.app.travelers", "tokaido-travelers", "360px")
        self.players_menu.observe(lambda _c: self._players_changed(), names="value")
        self._frame(board, [self.players_menu, self.expansions_menu, self.travelers_menu], seed, **kwargs)

    @staticmethod
    def _new(players: int, seed: int, expansions: str, travelers: str) -> TokaidoGame:
        if players not in range(2, 6) or expansions not in EXPANSIONS or travelers not in TRAVELERS:
            raise ValueError("players must be 2 to 5, expansions one of "
                             f"{sorted(EXPANSIONS)} and travellers one of {TRAVELERS}")
        return TokaidoGame.new(players, seed=seed, expansions=EXPANSIONS[expansions],
                               initiation=travelers == "initiation")

    def _position_options(self) -> tuple[int, dict[str, Any]]:
        return self.players_menu.value, {"expansions": list(EXPANSIONS.get(self.expansions_menu.value, ())),
                                         "initiation": self.travelers_menu.value == "initiation"}

    # ------------------------------------------------------------------ saves (see KitApp)
    def _setup_of(self, game: TokaidoGame) -> dict[str, Any]:
        chosen = tuple(game.options.get("expansions", ()))
        expansions = next(k for k, v in EXPANSIONS.items() if v == chosen)
        return {"players": game.players, "expansions": expansions,
                "travelers": "initiation" if game.options.get("initiation") else "dealt"}

    def _make_game(self, setup: dict[str, Any], seed: int) -> TokaidoGame:
        return self._new(setup["players"], seed, setup["expansions"], setup["travelers"])

    def _show_setup(self, setup: dict[str, Any]) -> None:
        self.expansions_menu.value = setup["expansions"]
        self.travelers_menu.value = setup["travelers"]
        self.players_menu.value = setup["players"]

    def _players_changed(self) -> None:
        players = self.players_menu.value
        if players in range(2, 6):
            self._resize_seats(players)

    def new_game(self, players: int | None = None, seed: int | None = None, expansions: str | None = None,
                 travelers: str | None = None) -> TokaidoGame:
        """Start a new game with the setup row's values (arguments override them)."""
        if players is not None:
            self.players_menu.value = players
        if seed is not None:
            self.seed_box.value = seed
        if expansions is not None:
            self.expansions_menu.value = expansions
        if travelers is not None:
            self.travelers_menu.value = travelers
        game = self._new(int(self.players_menu.value), int(self.seed_box.value), self.expansions_menu.value,
                         self.travelers_menu.value)  # page values are validated there
        self.board.set_game(game, self.board.seats)
        return game
