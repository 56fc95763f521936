"""The Sakura position editor: the Emperor, the painters, tokens, hands and the draw pile."""

from __future__ import annotations

from typing import Any

from tokaido_kit.sakura import SakuraGame

from ..common.position import Field, PositionEditor

_TWO = lambda players, _options: players == 2  # noqa: E731 - only two-player games have an imperial painter
PATH_LENGTH = SakuraGame.new(2, seed=0).view(None)["path_length"]


class SakuraEditor(PositionEditor):
    """Path spaces 0 (the gate) to the last sakura; hands and the draw pile as card numbers."""

    game_class = SakuraGame
    DEFAULT_SPACE = 0
    FIELDS = (
        Field("emperor", "piece", per_player=False),
        Field("painters", "piece"),
        Field("imperial", "piece", per_player=False, when=_TWO),
        Field("tokens", "number"),
        Field("imperial_tokens", "number", per_player=False, when=_TWO),
        Field("hands", "cards"),
        Field("decks.draw", "cards", per_player=False),
    )
    #: what a share link may set besides players and seed (see widgets.common.position.link.fits)
    KEYWORDS = {"variant": "str", "emperor": "int", "painters": ["int"], "imperial": "int", "tokens": ["int"],
                "imperial_tokens": "int", "hands": [["int"]], "decks": {"draw": ["int"]}}

    def spaces(self) -> list[tuple[Any, str]]:
        return [(i, str(i)) for i in range(PATH_LENGTH)]

    def position_of(self, game: SakuraGame) -> dict[str, Any]:
        """Pieces and tokens as the board shows them; hands stay secret (left to the deal)."""
        view = game.view(None)
        values: dict[str, Any] = {"emperor": view["emperor"], "painters": list(view["painters"]),
                                  "tokens": list(view["tokens"])}
        if view.get("imperial"):
            values["imperial"] = view["imperial"]["painter"]
            values["imperial_tokens"] = view["imperial"]["tokens"]
        return values
