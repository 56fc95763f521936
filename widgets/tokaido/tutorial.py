"""Helpers of the Tokaido tutorials: the position as a few printed lines (deterministic, for nbval)."""

from __future__ import annotations

from typing import Any

from tokaido_kit.core import i18n

from .panels import named  # noqa: F401  (tutorials print card and achievement ids by name)
from .road import space_name


def print_road(game: Any) -> None:
    """Print where every traveller stands (public view), and who decides now."""
    view = game.view(None)
    for p, row in enumerate(view["players"]):
        print(i18n.text("widgets.tokaido.tutorial.player", n=p + 1,
                        traveler=row["traveler"] or i18n.text("widgets.tokaido.legend.no_traveler"),
                        space=row["space"], name=space_name(row["space"]), coins=row["coins"], score=row["score"]))
    if view.get("neutral"):
        print(i18n.text("widgets.tokaido.tutorial.neutral", space=view["neutral"]["space"]))
    if view["is_over"]:
        return
    key = f"widgets.tokaido.pending.{game.pending}"  # the board's phrase, else the engine's words
    pending = i18n.text(key) if i18n.has(key) else game.pending_text
    print(i18n.text("widgets.tokaido.tutorial.decides", n=view["current_player"] + 1, pending=pending))
