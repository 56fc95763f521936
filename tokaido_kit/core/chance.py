"""Chance: the seeded RNG, stacked dice and stacked decks.

All randomness of a game comes from its own ``random.Random``. Tutorials
stack the next rolls and draws (``rolls=[4, 2]``, ``decks={"meal": [...]}``);
stacked results come first, then the seeded RNG takes over.

Deck convention: a deck is a list whose **last** element is its top card.
"""

from __future__ import annotations

import random
from typing import Any, Sequence


def rng_state_to_json(rng: random.Random) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: Any) -> random.Random:
    try:
        version, internal, gauss = data
        rng = random.Random()
        rng.setstate((int(version), tuple(int(x) for x in internal), gauss))
    except (TypeError, ValueError) as err:
        raise ValueError(f"the random-number state is damaged ({err})") from None
    return rng


def draw(deck: list) -> Any:
    """Take the top card of ``deck`` (its last element)."""
    return deck.pop()


def put_under(deck: list, cards: Sequence) -> None:
    """Put ``cards`` at the bottom of ``deck``, the first one lowest."""
    deck[0:0] = list(reversed(list(cards)))


def stack_on_top(deck: list, cards: Sequence, name: str) -> None:
    """Move ``cards`` (from this deck) to its top so they are drawn in that order.

    Raises ``ValueError`` naming the deck if a card is not in it.
    """
    for card in cards:
        if card not in deck:
            raise ValueError(f"cannot stack {card!r} on the {name} deck: it is not in that deck")
        deck.remove(card)
    deck.extend(reversed(list(cards)))
