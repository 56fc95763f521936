"""Words on screen: one message catalogue per language, keyed by message id.

Every learner-facing sentence (rule titles and summaries, event texts,
refusals, widget labels) is looked up here. Catalogues are JSON files named
``<lang>.json`` in any ``messages/`` folder of the ``tokaido_kit`` and
``widgets`` packages; adding ``pt.json`` files adds Portuguese with no code
change. Missing keys fall back to English.

Key conventions:

* ``rule.<rule id>.title`` / ``rule.<rule id>.summary``
* ``<game>.event.<event kind>``: an :class:`~tokaido_kit.core.Event` text
* ``<game>.why.<reason>``: an :class:`~tokaido_kit.core.IllegalAction` message
* ``action.<kind>``: how ``str(Action)`` reads
* ``<game>.pending.<pending>``: the decision awaited, in words

Templates are ``str.format`` templates with a few additions:

* ``{who:and}`` joins names as a sentence does: "Yoshiyasu and Hirotada" ("Yoshiyasu e Hirotada");
* ``{steps:plural:space:spaces}`` reads "1 space" or "3 spaces": the form is chosen by the
  plural rule of the current language (:data:`PLURAL_ONE`), so ``{n:plural:ficha:fichas}``
  and ``{n:plural:segnalino:segnalini}`` are right in Portuguese and Italian too;
* ``{name:cap}`` starts the value with a capital letter (a name that opens a sentence);
* ``{name:lower}`` starts it with a small letter (a name inside a sentence: in Portuguese and
  Italian a term such as "Mar" or "Locanda" is capitalised alone but not always inside a phrase);
* ``{name:the}``, ``{name:of}``, ``{name:to}``, ``{name:from}``: a player's name as the sentence needs it
  (:data:`NAME_FORMS`). Italian says "il Giocatore 1 prende", "il tracciato del Giocatore 1", "al
  Giocatore 2", "l'Automa", but "Hiroshige prende", "di Hiroshige": the article and the preposition
  joined to it belong to the name, so the catalogue gives them (:func:`name_form`).

Languages: ``en`` (the fallback), ``pt`` (Brazilian Portuguese) and ``it``. A language's own
name is ``language.name`` in its ``tokaido_kit/core/messages/<lang>.json``
(:func:`language_name`). See the README, "Adding a language".
"""

from __future__ import annotations

import json
import string
import threading
from pathlib import Path
from contextlib import contextmanager
from typing import Any, Callable, Iterator

FALLBACK = "en"
_language = FALLBACK
_catalogues: dict[str, dict[str, str]] = {}
_extra_roots: list[Path] = []


def _roots() -> list[Path]:
    here = Path(__file__).resolve().parent.parent  # tokaido_kit/
    roots = [here, here.parent / "widgets"]
    return roots + _extra_roots


def add_catalogue_root(path: str | Path) -> None:
    """Also read ``messages/<lang>.json`` files below ``path`` (for add-ons)."""
    _extra_roots.append(Path(path))
    _catalogues.clear()
    _languages.clear()


def catalogue(lang: str) -> dict[str, str]:
    """All messages of one language, merged from every ``messages/<lang>.json``."""
    cat = _catalogues.get(lang)
    if cat is None:
        cat = {}
        for root in _roots():
            if not root.is_dir():
                continue
            for path in sorted(root.rglob(f"messages/{lang}.json")):
                with path.open(encoding="utf-8") as fh:
                    data = json.load(fh)
                for key, value in data.items():
                    if key.startswith("_"):
                        continue  # comments
                    if key in cat and cat[key] != value:
                        raise ValueError(f"message id {key!r} defined twice ({path})")
                    cat[key] = value
        _catalogues[lang] = cat
    return cat


_languages: list[str] = []


def languages() -> list[str]:
    """The languages that have at least one catalogue file, English first (read once per process)."""
    if not _languages:
        found = set()
        for root in _roots():
            if root.is_dir():
                found.update(p.stem for p in root.rglob("messages/*.json"))
        _languages.extend(sorted(found, key=lambda lang: (lang != FALLBACK, lang)))
    return list(_languages)


def language_name(lang: str) -> str:
    """The language's name in itself, for a language picker: "English", "Português", "Italiano" (read from
    the core catalogue alone: an app's picker does not load every catalogue of every language)."""
    if lang in _catalogues:
        return _catalogues[lang].get("language.name", lang)
    path = Path(__file__).resolve().parent / "messages" / f"{lang}.json"
    try:
        with path.open(encoding="utf-8") as fh:
            return json.load(fh).get("language.name", lang)
    except OSError:
        return lang


def set_language(lang: str) -> None:
    """Choose the language of every message from now on (English fallback)."""
    global _language
    if lang not in languages():
        raise ValueError(f"no message catalogue for language {lang!r}; available: {languages()}")
    _language = lang


_here = threading.local()  # a language for one thread only (see using())


def get_language() -> str:
    return getattr(_here, "lang", None) or _language


@contextmanager
def using(lang: str) -> Iterator[None]:
    """Speak ``lang`` inside the block, in this thread only (a server renders one page in it while
    other threads render others); the language before it afterwards."""
    if lang not in languages():
        raise ValueError(f"no message catalogue for language {lang!r}; available: {languages()}")
    before = getattr(_here, "lang", None)
    _here.lang = lang
    try:
        yield
    finally:
        _here.lang = before


def _integer_one(n: float) -> bool:
    return n == 1


#: language -> does count ``n`` take the singular ("one") form? Unicode CLDR plural rules, for the
#: integers the kit counts: English and Italian "one" is exactly 1 (CLDR ``i = 1 and v = 0``).
#: Portuguese: CLDR's pt (Brazil) rule puts 0 with 1 (``i = 0..1``), but Brazilian grammar and
#: usage write zero with the plural ("0 pontos", "0 moedas", "zero fichas", as in the kit's
#: scores and coin counts), and so do the rulebooks' translators; the kit follows that usage,
#: which is also CLDR's rule for pt-PT. A language not listed here uses the English rule.
PLURAL_ONE: dict[str, Callable[[float], bool]] = {"en": _integer_one, "pt": _integer_one, "it": _integer_one}


def plural_form(n: Any, one: str, other: str, lang: str | None = None) -> str:
    """``one`` or ``other``, as the plural rule of ``lang`` (default: the current language) asks for ``n``."""
    rule = PLURAL_ONE.get(lang or get_language(), _integer_one)
    try:
        number = float(n)
    except (TypeError, ValueError):
        return other
    return one if rule(number) else other


#: The forms of a player's name a template may ask for: the name as a subject or object with its article
#: ("il Giocatore 1"), after "of" ("del Giocatore 1"), after "to" ("al Giocatore 1"), after "from"
#: ("dal Giocatore 1"). English says them "Player 1", "of Player 1"... (templates rarely need them).
NAME_FORMS = ("the", "of", "to", "from")


def here(key: str) -> str | None:
    """The template ``key`` of the current language only (no English fallback), or None."""
    return catalogue(get_language()).get(key)


def name_form(value: Any, form: str) -> str:
    """``value`` (a player's name) in ``form``, one of :data:`NAME_FORMS`. A name that knows its forms
    (a :class:`~tokaido_kit.core.words.Word` with ``form``) gives them; any other name, a proper name such
    as "Hiroshige", takes the language's plain form ``name.form.<form>`` ("di {name}"): no article."""
    own = getattr(value, "form", None)
    if callable(own):
        return own(form)
    template = here(f"name.form.{form}") or catalogue(FALLBACK).get(f"name.form.{form}", "{name}")
    return template.format(name=format(value))


class _Lenient(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class _Formatter(string.Formatter):
    """``str.format`` plus one spec for plurals: ``{n:plural:space:spaces}`` -> "1 space", "3 spaces"."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "cap":  # a name that starts a word with a capital: "pilgrim" -> "Pilgrim"
            text = format(value)  # a translatable name gives its words, as a plain {x} does
            return text[:1].upper() + text[1:]
        if format_spec == "lower":  # a name inside a sentence: "Mar" -> "mar"
            text = format(value)
            return text[:1].lower() + text[1:]
        if format_spec == "and":  # names joined as a sentence joins them: "A, B" -> "A and B" ("A e B")
            items = [item for item in format(value).split(", ") if item]
            if len(items) < 2:
                return ", ".join(items)
            return _message("core.list.and", first=", ".join(items[:-1]), last=items[-1])
        if format_spec in NAME_FORMS:
            return name_form(value, format_spec)
        if format_spec.startswith("plural:"):
            _, one, many = format_spec.split(":", 2)
            return f"{value} {plural_form(value, one, many)}"
        return super().format_field(value, format_spec)


_formatter = _Formatter()


def has(key: str) -> bool:
    return key in catalogue(get_language()) or key in catalogue(FALLBACK)


def text(key: str, **data: Any) -> str:
    """The message ``key`` in the current language, filled with ``data``."""
    template = catalogue(get_language()).get(key)
    if template is None:
        template = catalogue(FALLBACK).get(key)
    if template is None:
        if data:
            return key + " " + ", ".join(f"{k}={v}" for k, v in data.items())
        return key
    if not data:
        return template
    return _formatter.vformat(template, (), _Lenient(data))


_message = text  # the formatter's name for it (its own ``text`` is a local variable)


def action_phrase(action: Any) -> str:
    """How an action reads: ``action.<kind>`` filled with its parameters."""
    key = f"action.{action.kind}"
    params = action.params
    if has(key):
        return text(key, **params)
    if params:
        return action.kind.replace("_", " ") + " (" + ", ".join(f"{k} {v}" for k, v in params.items()) + ")"
    return action.kind.replace("_", " ")
