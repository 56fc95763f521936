"""The Tokaido Duo position editor: Pilgrims on the ring, Merchants, Artists, coins, dice and the bag."""

from __future__ import annotations

from typing import Any

from tokaido_kit.duo import ISLAND, DuoGame

from ..common.position import Field, PositionEditor


class DuoEditor(PositionEditor):
    """Ring spaces 0 (the start) to 36; towns and zones from menus; the next dice and goods."""

    game_class = DuoGame
    DEFAULT_SPACE = ISLAND.start["pilgrim"]
    FIELDS = (
        Field("pilgrims", "piece"),
        Field("merchants", "choice", choices=tuple(ISLAND.towns)),
        Field("artists", "choice", choices=tuple(ISLAND.zones)),
        Field("coins", "number"),
        Field("rolls", "cards", per_player=False),
        Field("decks.bag", "cards", per_player=False),
    )
    #: what a share link may set besides players and seed (see widgets.common.position.link.fits)
    KEYWORDS = {"automa": "bool", "pilgrims": ["int"], "merchants": ["str"], "artists": ["str"],
                "coins": ["int"], "rolls": ["int"], "decks": {"bag": ["str"]}}

    def spaces(self) -> list[tuple[Any, str]]:
        return [(i, str(i)) for i in range(ISLAND.ring_size)]

    def position_of(self, game: DuoGame) -> dict[str, Any]:
        players = game.view(None)["players"]
        return {"pilgrims": [p["pilgrim"] for p in players], "merchants": [p["merchant"] for p in players],
                "artists": [p["artist"] for p in players], "coins": [p["coins"] for p in players]}
