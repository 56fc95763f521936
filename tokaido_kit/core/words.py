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
    #: where a name's forms (:data:`~tokaido_kit.core.i18n.NAME_FORMS`) are when all names of the kind share
    #: them: ``FORMS.format(form)`` is a template with ``{name}`` ("il {name}"); None: no shared forms.
    FORMS: str | None = None

    def local(self) -> str:
        """The value in the current language (the English value when the catalogue lacks it)."""
        key = self.KEY.format(str.__str__(self))
        return i18n.text(key) if i18n.has(key) else str.__str__(self)

    def __str__(self) -> str:
        return self.local()

    def form(self, form: str) -> str:
        """The value as a name in ``form`` ("the", "of", "to", "from"), in the current language: the
        catalogue's ``KEY.form`` for this value ("sakura.name.Imperial.of"), else the kind's ``FORMS``
        ("il {name}"), else the language's plain form for any name ("di {name}")."""
        own = i18n.here(self.KEY.format(str.__str__(self)) + "." + form)
        if own is not None:
            return own
        shared = i18n.here(self.FORMS.format(form)) if self.FORMS else None
        if shared is not None:
            return shared.format(name=self.local())
        return i18n.name_form(self.local(), form)

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
