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
