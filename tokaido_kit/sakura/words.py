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

from ..core.words import Listing, Word


class Name(Word):
    """A painter's name: ``Name("Blue")`` reads ``sakura.name.Blue``."""

    __slots__ = ()
    KEY = "sakura.name.{}"
    FORMS = "sakura.name.form.{}"


class Direction(Word):
    """``"forward"`` or ``"back"``, read as ``sakura.direction.<direction>``."""

    __slots__ = ()
    KEY = "sakura.direction.{}"


class Label(Word):
    """The teaching-data label (one value: ``data.TEACHING_LABEL``)."""

    __slots__ = ()
    KEY = "sakura.teaching_label"


class Names(Listing):
    """Several painters' names joined by ", " ("Red, Green"); each is read as a :class:`Name`."""

    __slots__ = ()
    ITEM = Name


class Plays(Word):
    """The revealed cards in order, "13 (Red), 30 (Blue)": the names in brackets are read as names."""

    __slots__ = ()
    _NAME = re.compile(r"\((\w+)\)")

    def local(self) -> str:
        return self._NAME.sub(lambda m: "(" + Name(m.group(1)).local() + ")", str.__str__(self))


def names(values) -> Names:
    """``Names`` of several painter names (an iterable of ``Name`` or plain strings)."""
    return Names(", ".join(str.__str__(v) for v in values))
