"""The Tokaido position editor: travellers on the road, their tiles, purses and the top of the decks."""

from __future__ import annotations

from typing import Any

from tokaido_kit.tokaido import TokaidoGame
from tokaido_kit.tokaido import data as D

from ..common.position import Field, PositionEditor

_TWO = lambda players, _options: players == 2  # noqa: E731 - the neutral traveller of a 2-player game
_TILES = lambda _players, options: not options.get("initiation")  # noqa: E731 - the initiation variant has none
DECKS = ("meal", "souvenir", "hot_spring", "encounter")


class TokaidoEditor(PositionEditor):
    """Road positions 1 (Kyoto) to 55 (Edo); traveller tiles and deck tops by name (hot springs: 2 or 3)."""

    game_class = TokaidoGame
    DEFAULT_SPACE = D.KYOTO
    FIELDS = (
        Field("spaces", "piece"),
        Field("neutral", "piece", per_player=False, when=_TWO),
        Field("travelers", "cards", per_player=False, when=_TILES),
        Field("coins", "number"),
        *(Field(f"decks.{deck}", "cards", per_player=False) for deck in DECKS),
    )
    #: what a share link may set besides players and seed (see widgets.common.position.link.fits)
    KEYWORDS = {"expansions": ["str"], "initiation": "bool", "travelers": ["str"], "spaces": ["int"],
                "neutral": "int", "coins": ["int"],
                "decks": {"meal": ["str"], "souvenir": ["str"], "hot_spring": ["int"], "encounter": ["str"]}}

    def spaces(self) -> list[tuple[Any, str]]:
        return [(pos, str(pos)) for pos in range(D.KYOTO, D.EDO + 1)]

    def position_of(self, game: TokaidoGame) -> dict[str, Any]:
        """Travellers where the road shows them; tiles not chosen yet are suggested in seat order."""
        view = game.view(None)
        players = view["players"]
        chosen = [p["traveler"] for p in players]
        values: dict[str, Any] = {"spaces": [p["space"] for p in players], "coins": [p["coins"] for p in players],
                                  "travelers": ", ".join(chosen if all(chosen) else list(D.TRAVELERS)[:len(players)])}
        if view.get("neutral"):
            values["neutral"] = view["neutral"]["space"]
        return values
