"""Text panels every board shares: the why-not box, the rule card and the log.

Each is an ipywidgets container built once; ``show``/``update`` change the
existing children (no rebuilding), so a click costs a few small messages.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w
import traitlets

from tokaido_kit.core import i18n, lookup

from ..links import all_notebooks, href, section_link
from .light import HTMLStyle, shared
from .logpanel import LogPanel  # noqa: F401  (the log panel lives in its own module)


def esc(value: Any) -> str:
    """HTML-escape any value shown inside an HTML widget."""
    return html.escape(str(value), quote=True)


def rule_or_none(rule_id: str | None):
    """The catalogue entry of ``rule_id``, or None when it is unknown or empty."""
    if not rule_id:
        return None
    try:
        return lookup(rule_id)
    except KeyError:
        return None


class WhyBox(w.HTML):
    """The refusal box (``.kit-why``): why a click was not played, and the rule behind it."""

    rule = traitlets.Unicode("").tag(sync=False)
    message = traitlets.Unicode("").tag(sync=False)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**{"style": shared(HTMLStyle), "_dom_classes": ("kit-why",),
                            "layout": w.Layout(display="none"), **kwargs})  # its own layout: it shows and hides

    def show(self, message: str, rule_id: str | None = None) -> None:
        """Show a refusal ``message`` and, when known, the summary of ``rule_id``."""
        self.message = message
        self.rule = rule_id or ""
        rule = rule_or_none(rule_id)
        parts = [f'<div class="kit-why-message">{esc(message)}</div>']
        if rule is not None:
            parts.append(
                '<div class="kit-why-rule">'
                + esc(i18n.text("widgets.why.rule", title=rule.title))
                + " "
                + esc(rule.summary)
                + "</div>"
            )
        self.value = "".join(parts)
        self.layout.display = None

    def show_error(self, err: Any) -> None:
        """Show an :class:`~tokaido_kit.core.IllegalAction` (its message and rule)."""
        self.show(str(err), getattr(err, "rule", None))

    def clear(self) -> None:
        if self.message or self.layout.display != "none":
            self.message = ""
            self.rule = ""
            self.value = ""
            self.layout.display = "none"

    @property
    def text(self) -> str:
        """The refusal and the rule summary as plain text (for tests and notebooks)."""
        rule = rule_or_none(self.rule)
        return self.message + ("\n" + rule.summary if rule is not None and self.message else "")


class RuleCard(w.HTML):
    """A rule's card: title, summary, a house-rule badge and where it is taught."""

    rule = traitlets.Unicode("").tag(sync=False)

    def __init__(self, here: str = "", **kwargs: Any) -> None:
        super().__init__(**{"style": shared(HTMLStyle), "_dom_classes": ("kit-rule-card",),
                            "layout": w.Layout(display="none"), **kwargs})  # its own layout: it shows and hides
        self.here = here  # the notebook showing this card, for relative links

    def show(self, rule_id: str) -> None:
        """Open the card of ``rule_id`` (unknown ids say so, they do not raise)."""
        self.rule = rule_id
        rule = rule_or_none(rule_id)
        if rule is None:
            self.value = esc(i18n.text("widgets.rule.unknown"))
        else:
            badge = ""
            if rule.decision:
                badge = f' <span class="kit-badge">{esc(i18n.text("widgets.rule.decision"))}</span>'
            where = ""
            if rule.section.split("#")[0] in all_notebooks():  # never a link to a tutorial not written yet
                section = section_link(rule.section, i18n.get_language())  # the reader's language, if translated
                where = (
                    f'<div><a href="{esc(href(section, self.here))}" target="_blank">'
                    f'{esc(i18n.text("widgets.rule.taught_in", section=section.split("#")[0]))}</a></div>'
                )
            self.value = (
                f"<b>{esc(rule.title)}</b>{badge}"
                f"<div>{esc(rule.summary)}</div>{where}"
            )
        self.layout.display = None

    def hide(self) -> None:
        self.rule = ""
        self.layout.display = "none"
