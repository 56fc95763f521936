"""Game values that read in the current language wherever a sentence shows them.

An engine keeps its values in English (a painter is ``"Blue"``, a Duo character
``"pilgrim"``): tests, saves, views and the state compare those. A :class:`Word`
is such a value that equals, hashes and saves (JSON, pickle) as the plain string,
but reads through the catalogue key ``KEY.format(value)`` whenever it is shown
(``str.format``, ``str()``, ``print``), so a log kept in one language reads in
another after ``set_language``. Each game names its own kinds of words
(:mod:`tokaido_kit.sakura.words`, :mod:`tokaido_kit.duo.words`).
"""

from __future__ import annotations

from . import i18n


class Word(str):
    """An English value read through the catalogue key ``KEY.format(value)``; equals the plain string."""

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


class Listing(Word):
    """Values joined by ", " ("fans, kimono"), each read as an ``ITEM``; "" and "-" (none) stay."""

    __slots__ = ()
    ITEM: type[Word] = Word

    def local(self) -> str:
        raw = str.__str__(self)
        if raw in ("", "-"):
            return raw
        return ", ".join(self.ITEM(v).local() for v in raw.split(", "))
