"""The teaching deck as a lookup table, and how a card reads (for the log and the widgets)."""

from __future__ import annotations

from typing import Any

from ..core import Event, i18n
from . import data

#: card number -> (number, garden action, painter action, amount or None)
CARDS: dict[int, tuple] = {c[0]: c for c in data.DECK}


def _check(number: Any) -> tuple:
    if isinstance(number, bool) or number not in CARDS:
        raise ValueError(f"there is no card {number!r}: the teaching deck has cards 1 to {len(CARDS)}")
    return CARDS[number]


def card_text(number: int) -> str:
    """The message-catalogue phrase for a card's two actions, e.g. "Emperor forward 1, then your painter forward 2"."""
    _, garden_kind, painter_kind, amount = _check(number)
    return i18n.text(
        "sakura.card.text",
        number=number,
        garden=i18n.text(f"sakura.card.garden.{garden_kind}"),
        painter=i18n.text(f"sakura.card.painter.{painter_kind}", amount=amount),
    )


def describe_card(number: int) -> dict[str, Any]:
    """A card as plain data: its number, both actions (ids and phrases) and the amount."""
    _, garden_kind, painter_kind, amount = _check(number)
    return {
        "number": number,
        "garden": garden_kind,
        "painter": painter_kind,
        "amount": amount,
        "garden_text": i18n.text(f"sakura.card.garden.{garden_kind}"),
        "painter_text": i18n.text(f"sakura.card.painter.{painter_kind}", amount=amount),
        "text": card_text(number),
    }


class CardEvent(Event):
    """An event about a card: its text names the card's two actions, built when read
    (so the phrase follows the current language like every other event text)."""

    __slots__ = ()

    @property
    def text(self) -> str:
        return i18n.text(f"{self.game}.event.{self.kind}", text=card_text(self.data["card"]), **self.data)
