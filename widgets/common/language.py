"""Switch a page to another language in place: the language picker and ``?lang=`` links.

An app is built once (a preheated kernel builds it before its visitor arrives), so a
language switch cannot rebuild it: :func:`relabel` walks the app's widgets and gives every
label that came from a message catalogue its text in the new language, found by what it
says now (a catalogue value, or a template filled with simple fields such as "Player 3").
What depends on the game (status, board, log, rule card) is then redrawn by the board
(:meth:`widgets.common.shell.GameShell.redraw_language`), so the game on screen is kept.

:class:`LanguagePicker` is the dropdown (``.kit-lang``) showing each language by its own
name: "English", "Português", "Italiano".
"""

from __future__ import annotations

import functools
import html
import re
import string
from typing import Any, Callable
from urllib.parse import parse_qs

import ipywidgets as w

from tokaido_kit.core import i18n

from .light import looks

_TEXT_NODE = re.compile(r"(^|>)([^<>]+)(?=<|$)")
_LETTERS = re.compile(r"[^\W\d_]", re.UNICODE)


@functools.lru_cache(maxsize=16)
def _index(old: str) -> tuple[dict[str, str], list[tuple[re.Pattern, str]]]:
    """For language ``old``: plain catalogue value -> key, and (pattern, key) for templates with simple fields."""
    plain: dict[str, str] = {}
    templates: list[tuple[re.Pattern, str]] = []
    for key, value in i18n.catalogue(old).items():
        if not isinstance(value, str) or not value.strip():
            continue
        parts = list(string.Formatter().parse(value))
        fields = [(f, spec) for _, f, spec, _ in parts if f is not None]
        if not fields:
            plain.setdefault(value, key)
            continue
        literal = "".join(text for text, *_ in parts)
        if any(spec not in ("", "cap") for _, spec in fields) or len(_LETTERS.findall(literal)) < 3:
            continue  # plural specs and bare "{a} {b}." templates are redrawn by their owners
        pattern, seen = "", set()
        for text, field, _spec, _conv in parts:
            pattern += re.escape(text)
            if field is not None:
                pattern += f"(?P={field})" if field in seen else f"(?P<{field}>.+?)"
                seen.add(field)
        templates.append((re.compile(pattern + r"\Z", re.DOTALL), key))
    templates.sort(key=lambda t: -len(t[0].pattern))  # the most specific template first
    return plain, templates


def translate(text: str, old: str, new: str) -> str | None:
    """``text`` (a catalogue message in ``old``) in language ``new``, or None if it is not one."""
    if old == new:
        return text
    plain, templates = _index(old)
    key = plain.get(text)
    if key is not None:
        return i18n.catalogue(new).get(key) or i18n.catalogue(i18n.FALLBACK).get(key, text)
    for pattern, key in templates:
        found = pattern.match(text)
        if found:
            template = i18n.catalogue(new).get(key) or i18n.catalogue(i18n.FALLBACK)[key]
            try:
                return template.format(**found.groupdict())
            except (KeyError, IndexError, ValueError):
                return None
    return None


def translate_html(value: str, old: str, new: str) -> str:
    """An HTML value with each text node that is a catalogue message given in ``new``."""
    def node(match: re.Match) -> str:
        raw = match.group(2)
        stripped = raw.strip()
        if not stripped:
            return match.group(0)
        found = translate(html.unescape(stripped), old, new)
        if found is None:
            return match.group(0)
        lead, trail = raw[: len(raw) - len(raw.lstrip())], raw[len(raw.rstrip()):]
        return match.group(1) + lead + html.escape(found, quote=False) + trail
    return _TEXT_NODE.sub(node, value)


def relabel_options(menu: Any, labels: tuple[str, ...]) -> None:
    """New labels for a selection widget, its value kept and no observer called."""
    values = tuple(menu._options_values)
    menu._options_full = tuple(zip(labels, values))
    menu._trait_values["options"] = menu._options_full
    menu.set_trait("_options_labels", labels)
    if isinstance(menu.index, int):
        menu.set_trait("label", labels[menu.index])  # same index: value and observers untouched


def relabel(widget: Any, old: str, new: str, seen: set | None = None) -> int:
    """Give every catalogue label under ``widget`` its text in ``new``; the number of texts changed."""
    seen = set() if seen is None else seen
    if id(widget) in seen or not isinstance(widget, w.Widget) or "kit-lang" in getattr(widget, "_dom_classes", ()):
        return 0  # the picker names each language in itself
    seen.add(id(widget))
    changed = 0
    for trait in ("description", "tooltip", "placeholder"):
        value = getattr(widget, trait, None) if widget.has_trait(trait) else None
        if isinstance(value, str) and value:
            found = translate(value, old, new)
            if found is not None and found != value:
                setattr(widget, trait, found)
                changed += 1
    if isinstance(widget, (w.HTML, w.Label, w.HTMLMath)) and widget.value:
        found = translate_html(widget.value, old, new)
        if found != widget.value:
            widget.value = found
            changed += 1
    labels = getattr(widget, "_options_labels", None)
    if isinstance(widget, w.widgets.widget_selection._Selection) and labels:
        found_labels = tuple(translate(label, old, new) or label for label in labels)
        if found_labels != tuple(labels):
            relabel_options(widget, found_labels)
            changed += 1
    if widget.has_trait("tooltips") and widget.tooltips:
        widget.tooltips = [translate(t, old, new) or t for t in widget.tooltips]
    if widget.has_trait("titles") and widget.titles:
        widget.titles = tuple(translate(t, old, new) or t for t in widget.titles)
    for child in getattr(widget, "children", ()) or ():
        changed += relabel(child, old, new, seen)
    return changed


def lang_from_query(query: Any) -> str | None:
    """The ``lang`` parameter of a query string when it names a language of the kit, else None."""
    if not isinstance(query, str) or not query:
        return None
    try:
        values = parse_qs(query.lstrip("?"), max_num_fields=20).get("lang")
    except ValueError:
        return None
    lang = values[0] if values else None
    return lang if lang in i18n.languages() else None


class LanguagePicker(w.Dropdown):
    """The language of the page (``.kit-lang``): each language named in itself. ``on_change(lang)``
    is called when the learner picks one; :meth:`show` sets it without calling anyone."""

    def __init__(self, on_change: Callable[[str], None], **kwargs: Any) -> None:
        options = [(i18n.language_name(lang), lang) for lang in i18n.languages()]
        super().__init__(options=options, value=i18n.get_language(), description=i18n.text("widgets.app.language"),
                         _dom_classes=("kit-lang",), **looks(w.Dropdown, {"description_width": "auto"}, width="auto"),
                         **kwargs)
        self._on_change = on_change
        self._quiet = False
        self.observe(self._picked, names="value")

    def show(self, lang: str) -> None:
        self._quiet = True
        try:
            self.value = lang
            self.description = i18n.text("widgets.app.language")  # its label, in the page's language
        finally:
            self._quiet = False

    def _picked(self, change: dict) -> None:
        if not self._quiet and change["new"] in i18n.languages():
            self._on_change(change["new"])
