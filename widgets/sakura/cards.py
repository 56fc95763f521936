"""How a Sakura card reads on screen: its number and its two actions.

The words are the engine's own (``tokaido_kit.sakura.describe_card``: the
message catalogue's phrases for the garden and painter actions); the view's
``cards`` table is used when it carries them.
"""

from __future__ import annotations

from typing import Any

from tokaido_kit.core import i18n


def card_info(view: dict, card: int) -> dict[str, Any]:
    """The description of ``card``: garden/painter action ids, amount and phrases."""
    cards = view.get("cards") or {}
    info = cards.get(card, cards.get(str(card)))
    if info is None or "garden_text" not in info:
        from tokaido_kit.sakura import describe_card

        info = describe_card(int(card))
    return info


def garden_phrase(info: dict) -> str:
    return info["garden_text"]


def painter_phrase(info: dict) -> str:
    return info["painter_text"]


def card_label(view: dict, card: int) -> str:
    """The card as a button reads: number, garden action, painter action (one per line)."""
    info = card_info(view, card)
    return i18n.text("widgets.sakura.card", n=card, garden=garden_phrase(info), painter=painter_phrase(info))
