"""A Tokaido player before their Traveller is chosen, named in the language of the moment it is read.

Until a player chooses a Traveller tile they are "Player 1" ("Giocatore 1", "Jogador 1"). The engine keeps
the English value, as every game value (:class:`~tokaido_kit.core.words.Word`); a sentence reads it through
``tokaido.player`` in the current language, and through ``tokaido.player.<form>`` where a template asks for a
form ("il Giocatore 1", "del Giocatore 1": :data:`~tokaido_kit.core.i18n.NAME_FORMS`). A Traveller's own
name (Hiroshige) is a proper name and stays as it is.
"""

from __future__ import annotations

import re

from ..core import i18n
from ..core.words import Listing, Word

_SEAT = re.compile(r"Player (\d+)")
#: The neutral traveller of a 2-player game, kept in English and read through ``tokaido.neutral``.
NEUTRAL = "the neutral traveller"


class PlayerName(Word):
    """``PlayerName("Player 2")`` reads "Giocatore 2" in Italian; any other value (a Traveller) as it is."""

    __slots__ = ()

    @classmethod
    def seat(cls, player: int) -> "PlayerName":
        return cls(f"Player {player + 1}")

    def _number(self) -> int | None:
        found = _SEAT.fullmatch(str.__str__(self))
        return int(found.group(1)) if found else None

    def local(self) -> str:
        if str.__str__(self) == NEUTRAL:
            return i18n.text("tokaido.neutral")
        n = self._number()
        return str.__str__(self) if n is None else i18n.text("tokaido.player", n=n)

    def form(self, form: str) -> str:
        n = self._number()
        template = i18n.here(f"tokaido.player.{form}") if n is not None else None
        return template.format(n=n) if template is not None else i18n.name_form(self.local(), form)


class PlayerNames(Listing):
    """Several players' names joined by ", ", each read as a :class:`PlayerName`."""

    __slots__ = ()
    ITEM = PlayerName


def names(values) -> PlayerNames:
    return PlayerNames(", ".join(str.__str__(v) for v in values))


_PLACED = re.compile(r"(.+) at (\d+)")
_ADJUSTED = re.compile(r"(.+) ([+-]\d+)")


class Placements(Word):
    """Where each traveller stands in a lesson's position: the English "Player 1 at 12, Hirotada at 13",
    read through ``tokaido.placed_at`` ("il Giocatore 1"... "Giocatore 1 sullo spazio 12") when shown."""

    __slots__ = ()

    def local(self) -> str:
        parts = []
        for item in str.__str__(self).split(", "):
            found = _PLACED.fullmatch(item)
            parts.append(i18n.text("tokaido.placed_at", who=PlayerName(found.group(1)), space=int(found.group(2)))
                         if found else item)
        return ", ".join(parts)


class Adjustments(Word):
    """The Preparations variant's coin changes in departure order, "Player 3 -1, Player 2 +0", each name read
    as a :class:`PlayerName` when shown."""

    __slots__ = ()

    def local(self) -> str:
        parts = []
        for item in str.__str__(self).split(", "):
            found = _ADJUSTED.fullmatch(item)
            parts.append(f"{PlayerName(found.group(1)).local()} {found.group(2)}" if found else item)
        return ", ".join(parts)


def placements(pairs) -> Placements:
    """``Placements`` of (name, space) pairs, kept in English."""
    return Placements(", ".join(f"{str.__str__(who)} at {space}" for who, space in pairs))


def adjustments(pairs) -> Adjustments:
    """``Adjustments`` of (name, coins) pairs, kept in English ("Player 1 +2")."""
    return Adjustments(", ".join(f"{str.__str__(who)} {coins:+d}" for who, coins in pairs))
