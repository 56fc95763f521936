"""Tutorial helpers for Tokaido Duo: the position in a few printed lines (deterministic, for nbval)."""

from __future__ import annotations

from typing import Any

from tokaido_kit.core import i18n


def print_island(game: Any) -> None:
    """Print the public position of a Duo game: round, dice, and each player's figures, purse and score."""
    view = game.view(None)
    dice = ", ".join(
        i18n.text("widgets.duo.die" if c in view["remaining"] else "widgets.duo.die.taken",
                  character=i18n.text(f"widgets.duo.character.{c}"), value=v)
        for c, v in view["dice"].items())
    last = i18n.text("widgets.duo.round.last") if view["last_round"] else ""
    print(i18n.text("widgets.duo.round", round=view["round"], last=last) + " - "
          + i18n.text("widgets.duo.dice", dice=dice))
    for pv in view["players"]:
        print(i18n.text("widgets.duo.tutorial.player", name=pv["name"], pilgrim=pv["pilgrim"],
                        merchant=pv["merchant"], artist=pv["artist"], coins=pv["coins"], score=pv["score"]))
