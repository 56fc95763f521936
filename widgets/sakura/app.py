"""The Sakura app (``notebooks/apps/sakura.ipynb``): a setup row, the board, a ready marker.

Setup row: players (2-6), the two-player variant, the seed, the seat picker
(human / RandomBot / GreedyBot per seat) and a New game button. Python twins
of its controls: :meth:`SakuraApp.new_game`, ``app.board.set_seat``.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from tokaido_kit.core import i18n
from tokaido_kit.sakura import SakuraGame

from .garden import SakuraGarden

VARIANTS = ("imperial", "challenging")


class SakuraApp(w.VBox):
    """The whole game for a classroom: hot-seat humans and bots, 2 to 6 players."""

    def __init__(self, players: int = 4, seed: int = 1, variant: str = "imperial",
                 seats: list[str] | None = None, **kwargs: Any) -> None:
        seats = seats or ["human"] + ["greedy"] * (players - 1)
        game = SakuraGame.new(players, seed=seed, variant=variant)
        self.board = SakuraGarden(game, seats=seats, hotseat=True, here="apps/sakura.ipynb", show_seats=False)
        self.players_menu = w.Dropdown(options=list(range(2, 7)), value=players,
                                       description=i18n.text("widgets.app.players"),
                                       layout=w.Layout(width="150px"), style={"description_width": "60px"})
        self.players_menu.add_class("kit-players")
        self.variant_menu = w.Dropdown(options=[(i18n.text(f"widgets.app.variant.{v}"), v) for v in VARIANTS],
                                       value=variant, description=i18n.text("widgets.app.variant"),
                                       layout=w.Layout(width="420px"), style={"description_width": "110px"})
        self.variant_menu.add_class("kit-variant")
        self.seed_box = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description=i18n.text("widgets.app.seed"),
                                         layout=w.Layout(width="160px"), style={"description_width": "40px"})
        self.seed_box.add_class("kit-seed")
        self.new_button = w.Button(description=i18n.text("widgets.app.new_game"), button_style="primary", icon="refresh")
        self.new_button.add_class("kit-new-game")
        self.new_button.on_click(lambda _b: self.new_game())
        self.players_menu.observe(lambda _c: self._players_changed(), names="value")
        self._players_changed()
        setup = w.VBox([
            w.HBox([self.players_menu, self.variant_menu, self.seed_box, self.new_button],
                   layout=w.Layout(flex_flow="row wrap", align_items="center")),
            self.board.seat_picker,
        ])
        setup.add_class("kit-setup")
        self.ready = w.HTML(i18n.text("widgets.app.ready"), layout=w.Layout(display="none"))
        self.ready.add_class("kit-ready")
        super().__init__([setup, self.board, self.ready], **kwargs)
        self.add_class("kit-app")

    def _players_changed(self) -> None:
        players = self.players_menu.value
        self.variant_menu.disabled = players != 2
        if players != len(self.board.seats):
            seats = self.board.seats[:players]
            seats += ["greedy"] * (players - len(seats))
            self.board.seat_picker.set_players(players, seats)

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
        game = SakuraGame.new(players, seed=int(self.seed_box.value), variant=self.variant_menu.value)
        self.board.set_game(game, self.board.seats)
        return game
