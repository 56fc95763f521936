"""Duo's values read in the current language wherever a sentence shows them.

The engine keeps its values in English ("pilgrim", "fans", "teapot", "hasty"):
tests, saves, views and the state compare those. A sentence reads them through
the catalogue at the moment it is read: ``duo.character.<c>``, ``duo.good.<kind>``,
``duo.icon.<icon>``, ``duo.side.<side>``; a player's name, stored in the language
of the moment ("Player 1"), is read again in the current one ("Jogador 1").
Town and zone names are Japanese names and stay as they are.

:class:`DuoEvent` and :func:`refusal_data` do this for events and refusals, and
:func:`action_text` for the answers a player is offered, so a log kept in one
language reads in another after ``set_language``. The event data themselves stay
plain strings (they are saved and marshalled with the state).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from ..core import Event, i18n
from ..core.words import Listing, Word


class Character(Word):
    __slots__ = ()
    KEY = "duo.character.{}"


class Good(Word):
    __slots__ = ()
    KEY = "duo.good.{}"


class Icon(Word):
    __slots__ = ()
    KEY = "duo.icon.{}"


class Side(Word):
    __slots__ = ()
    KEY = "duo.side.{}"


class Goods(Listing):
    __slots__ = ()
    ITEM = Good


class Icons(Listing):
    __slots__ = ()
    ITEM = Icon


class Boutiques(Word):
    """The set-up list "Kawa kimono 2, Hama dolls 3": each good read as a :class:`Good`."""

    __slots__ = ()
    _ENTRY = re.compile(r"(\S+) (\S+) (\d+)")

    def local(self) -> str:
        return self._ENTRY.sub(lambda m: f"{m.group(1)} {Good(m.group(2)).local()} {m.group(3)}",
                               str.__str__(self))


@lru_cache(maxsize=1)
def _player_names() -> dict[str, tuple[str, dict]]:
    """Every language's player names ("Player 1", "Jogador 1", "Automa"...) -> the message that says it."""
    out: dict[str, tuple[str, dict]] = {}
    for lang in i18n.languages():
        cat = i18n.catalogue(lang)
        for n in (1, 2):
            if "duo.name.player" in cat:
                out[cat["duo.name.player"].format(number=n)] = ("duo.name.player", {"number": n})
        if "duo.name.automa" in cat:
            out[cat["duo.name.automa"]] = ("duo.name.automa", {})
    return out


class PlayerName(Word):
    """A player's name as an event stored it, in the language of that moment, read in the current one."""

    __slots__ = ()

    def local(self) -> str:
        raw = str.__str__(self)
        found = _player_names().get(raw)
        return i18n.text(found[0], **found[1]) if found else raw

    def form(self, form: str) -> str:
        """"il Giocatore 1", "del Giocatore 1", "all'Automa": ``duo.name.player.<form>`` of the current
        language; a name the catalogue does not know takes the plain form ("di Anna")."""
        found = _player_names().get(str.__str__(self))
        template = i18n.here(f"{found[0]}.{form}") if found else None
        if template is None:
            return i18n.name_form(self.local(), form)
        return template.format(**found[1])


FIELDS: dict[str, type[Word]] = {
    "name": PlayerName, "winner": PlayerName, "other": PlayerName, "name0": PlayerName, "name1": PlayerName,
    "character": Character, "good": Good, "icon": Icon, "zone_icon": Icon, "side": Side,
    "goods": Goods, "icons": Icons, "boutiques": Boutiques,
}
_SETUP = {"pilgrim": Side, "merchant": Side, "artist": Side}  # the setup event names each character's side


def localized(data: dict[str, Any], kind: str | None = None) -> dict[str, Any]:
    """``data`` with its English values wrapped so that a sentence reads them in the current language."""
    fields = _SETUP if kind == "setup" else FIELDS
    return {k: fields[k](v) if k in fields and isinstance(v, str) else v for k, v in data.items()}


def refusal_data(data: dict[str, Any]) -> dict[str, Any]:
    """The facts of a refusal, read in the current language (the refusal reads them when it is shown)."""
    return localized(data)


def action_text(action: Any) -> str:
    """How an offered answer reads (``action.<kind>``), its values in the current language."""
    key = f"action.{action.kind}"
    if i18n.has(key):
        return i18n.text(key, **localized(action.params))
    return str(action)


class DuoEvent(Event):
    """An event of Tokaido Duo: its sentence reads the English values in the current language."""

    __slots__ = ()

    @property
    def text(self) -> str:
        sentence = i18n.text(f"duo.event.{self.kind}", **localized(self.data, self.kind))
        return sentence[:1].upper() + sentence[1:]
