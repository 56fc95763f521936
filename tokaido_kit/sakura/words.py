"""Values that read in the current language wherever a message shows them.

The engine keeps its values in English: a painter is ``"Blue"``, a direction is
``"forward"``, and tests, saves and views compare those. A :class:`Word` is such
an English value that equals, hashes and saves (JSON, pickle) as the plain
string, but reads in the current language when a message inserts it
(``str.format``, ``str()``, ``print``): ``Name("Blue")`` reads "Azul" after
``set_language('pt')``. The words live in the catalogue (``sakura.name.<name>``,
``sakura.direction.<direction>``, ``sakura.teaching_label``), so an event logged
in one language reads in another after a switch.
"""

from __future__ import annotations

import re

from ..core import i18n


class Word(str):
    """An English value read through the catalogue key ``KEY.format(value)``."""

    __slots__ = ()
    KEY = "{}"

    def local(self) -> str:
        """The value in the current language (the English value when the catalogue lacks it)."""
        key = self.KEY.format(str.__str__(self))
        return i18n.text(key) if i18n.has(key) else str.__str__(self)

    def __str__(self) -> str:
        return self.local()

    def __format__(self, spec: str) -> str:
        return format(self.local(), spec)


class Name(Word):
    """A painter's name: ``Name("Blue")`` reads ``sakura.name.Blue``."""

    __slots__ = ()
    KEY = "sakura.name.{}"


class Direction(Word):
    """``"forward"`` or ``"back"``, read as ``sakura.direction.<direction>``."""

    __slots__ = ()
    KEY = "sakura.direction.{}"


class Label(Word):
    """The teaching-data label (one value: ``data.TEACHING_LABEL``)."""

    __slots__ = ()
    KEY = "sakura.teaching_label"


class Names(Word):
    """Several painters' names joined by ", " ("Red, Green"); each is read as a :class:`Name`."""

    __slots__ = ()

    def local(self) -> str:
        return ", ".join(Name(n).local() for n in str.__str__(self).split(", "))


class Plays(Word):
    """The revealed cards in order, "13 (Red), 30 (Blue)": the names in brackets are read as names."""

    __slots__ = ()
    _NAME = re.compile(r"\((\w+)\)")

    def local(self) -> str:
        return self._NAME.sub(lambda m: "(" + Name(m.group(1)).local() + ")", str.__str__(self))


def names(values) -> Names:
    """``Names`` of several painter names (an iterable of ``Name`` or plain strings)."""
    return Names(", ".join(str.__str__(v) for v in values))
