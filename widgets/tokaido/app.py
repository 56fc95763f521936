"""The Tokaido app (``notebooks/apps/tokaido.ipynb``): a setup row, the board, a ready marker.

Setup row: players (2-5), expansions (base game, Crossroads, Crossroads +
Matsuri), travellers (dealt: each player chooses 1 of 2 tiles; or the
initiation variant: no travellers, 7 coins each), the seed, the seat picker
(human / RandomBot / GreedyBot per seat) and a New game button. Python twins of
its controls: :meth:`TokaidoApp.new_game`, ``app.board.set_seat``.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from tokaido_kit.core import i18n
from tokaido_kit.tokaido import TokaidoGame

from .board import TokaidoBoard

#: menu value -> the expansions given to ``TokaidoGame.new``
EXPANSIONS = {"none": (), "crossroads": ("crossroads",), "crossroads_matsuri": ("crossroads", "matsuri")}
TRAVELERS = ("dealt", "initiation")


class TokaidoApp(w.VBox):
    """The whole game for a classroom: hot-seat humans and bots, 2 to 5 players."""

    def __init__(self, players: int = 3, seed: int = 1, expansions: str = "none", travelers: str = "dealt",
                 seats: list[str] | None = None, **kwargs: Any) -> None:
        seats = seats or ["human"] + ["greedy"] * (players - 1)
        game = self._new(players, seed, expansions, travelers)
        self.board = TokaidoBoard(game, seats=seats, hotseat=True, here="apps/tokaido.ipynb", show_seats=False)
        small = {"description_width": "70px"}
        self.players_menu = w.Dropdown(options=list(range(2, 6)), value=players,
                                       description=i18n.text("widgets.app.players"),
                                       layout=w.Layout(width="150px"), style={"description_width": "60px"})
        self.players_menu.add_class("kit-players")
        self.expansions_menu = w.Dropdown(
            options=[(i18n.text(f"widgets.tokaido.app.expansions.{k}"), k) for k in EXPANSIONS],
            value=expansions, description=i18n.text("widgets.tokaido.app.expansions"),
            layout=w.Layout(width="290px"), style={"description_width": "80px"})
        self.expansions_menu.add_class("tokaido-expansions")
        self.travelers_menu = w.Dropdown(
            options=[(i18n.text(f"widgets.tokaido.app.travelers.{k}"), k) for k in TRAVELERS],
            value=travelers, description=i18n.text("widgets.tokaido.app.travelers"),
            layout=w.Layout(width="360px"), style=small)
        self.travelers_menu.add_class("tokaido-travelers")
        self.seed_box = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description=i18n.text("widgets.app.seed"),
                                         layout=w.Layout(width="160px"), style={"description_width": "40px"})
        self.seed_box.add_class("kit-seed")
        self.new_button = w.Button(description=i18n.text("widgets.app.new_game"), button_style="primary",
                                   icon="refresh")
        self.new_button.add_class("kit-new-game")
        self.new_button.on_click(lambda _b: self.new_game())
        self.players_menu.observe(lambda _c: self._players_changed(), names="value")
        setup = w.VBox([
            w.HBox([self.players_menu, self.expansions_menu, self.travelers_menu, self.seed_box, self.new_button],
                   layout=w.Layout(flex_flow="row wrap", align_items="center")),
            self.board.seat_picker,
        ])
        setup.add_class("kit-setup")
        self.ready = w.HTML(i18n.text("widgets.app.ready"), layout=w.Layout(display="none"))
        self.ready.add_class("kit-ready")
        super().__init__([setup, self.board, self.ready], **kwargs)
        self.add_class("kit-app")

    @staticmethod
    def _new(players: int, seed: int, expansions: str, travelers: str) -> TokaidoGame:
        if players not in range(2, 6) or expansions not in EXPANSIONS or travelers not in TRAVELERS:
            raise ValueError("players must be 2 to 5, expansions one of "
                             f"{sorted(EXPANSIONS)} and travellers one of {TRAVELERS}")
        return TokaidoGame.new(players, seed=seed, expansions=EXPANSIONS[expansions],
                               initiation=travelers == "initiation")

    def _players_changed(self) -> None:
        players = self.players_menu.value
        if players in range(2, 6) and players != len(self.board.seats):
            seats = self.board.seats[:players]
            seats += ["greedy"] * (players - len(seats))
            self.board.seat_picker.set_players(players, seats)

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
