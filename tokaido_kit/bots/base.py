"""What every bot shares."""

from __future__ import annotations

from typing import Any

from ..core import Action


def choices(game: Any) -> list[Action]:
    """The legal actions a bot chooses among; ``ValueError`` once the game is over."""
    actions = game.legal_actions()
    if not actions:
        raise ValueError("the game is over: there is nothing to choose")
    return actions
