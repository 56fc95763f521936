"""Text panels every board shares: the why-not box, the rule card and the log.

Each is an ipywidgets container built once; ``show``/``update`` change the
existing children (no rebuilding), so a click costs a few small messages.
"""

from __future__ import annotations

import html
from typing import Any, Callable

import ipywidgets as w
from ipywidgets.widgets.widget_string import HTMLStyle
import traitlets

from tokaido_kit.core import i18n, lookup

from ..links import all_notebooks, href, section_link


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
        super().__init__(**kwargs)
        self.add_class("kit-why")
        self.layout.display = "none"

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
        super().__init__(**kwargs)
        self.here = here  # the notebook showing this card, for relative links
        self.add_class("kit-rule-card")
        self.layout.display = "none"

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


class LogPanel(w.VBox):
    """The newest events of the log, newest first, each with a button naming its rule (its title:
    a learner reads titles, never rule ids; the id stays behind the button).

    A fixed pool of rows in one grid is reused as a ring: event number ``e`` of the log always sits in
    row ``e % rows``, so a new event changes one row's text and button and the grid's order, not every
    row's (at a table the log moves at every move of every screen: 18 of a screen's 27 widget
    messages a move were rows shifting by one). Rows share one layout and style model, to keep the
    page light. ``click_rule(i)`` is the Python twin of clicking the rule button of the ``i``-th
    event shown (newest first); :meth:`texts` and :meth:`titles` read them in that order.
    """

    shown = traitlets.Int(0).tag(sync=False)

    def __init__(self, on_rule: Callable[[str], None], rows: int = 8, **kwargs: Any) -> None:
        self._on_rule = on_rule
        self._header = w.HTML()
        button_layout = w.Layout(width="auto")
        button_style = w.ButtonStyle()
        text_layout = w.Layout()
        text_style = HTMLStyle()  # one style model shared by every row
        self._buttons: list[w.Button] = []
        self._texts: list[w.HTML] = []
        self._rules: list[str] = [""] * rows
        self._order: list[int] = []  # the rows shown, newest event first
        for i in range(rows):
            button = w.Button(layout=button_layout, style=button_style)
            button.add_class("kit-rule-link")
            button.on_click(lambda _b, i=i: self.click_rule(i))
            text = w.HTML(layout=text_layout, style=text_style)
            text.add_class("kit-log-text")
            self._buttons.append(button)
            self._texts.append(text)
        self._grid = w.GridBox(layout=w.Layout(grid_template_columns="auto 1fr", grid_gap="2px 6px",
                                               align_items="center"))
        self._grid.add_class("kit-log-rows")
        super().__init__([self._header, self._grid], **kwargs)
        self.add_class("kit-log")

    def update(self, log: list) -> None:
        """Show the newest events of ``log`` (a list of Events), newest first."""
        rows = len(self._buttons)
        total = len(log)
        shown = range(total - 1, max(total - rows, 0) - 1, -1)  # event numbers, newest first
        self._header.value = "<b>" + esc(i18n.text("widgets.log.header", shown=len(shown), total=total)) + "</b>"
        for number in shown:
            slot, event = number % rows, log[number]
            rule = event.rule
            if self._rules[slot] != rule:
                self._rules[slot] = rule
                known = rule_or_none(rule)
                title = known.title if known is not None else "?"
                self._buttons[slot].description = title
                self._buttons[slot].tooltip = i18n.text("widgets.log.rule_tooltip", title=title)
            text = esc(event.text)
            if self._texts[slot].value != text:
                self._texts[slot].value = text
        order = [number % rows for number in shown]
        if order != self._order:
            self._order = order
            cells = []
            for slot in order:
                cells += [self._buttons[slot], self._texts[slot]]
            self._grid.children = tuple(cells)
        self.shown = len(order)

    def forget(self) -> None:
        """Redraw every row at the next :meth:`update` (its words changed: another language)."""
        self._rules = [""] * len(self._rules)
        for text in self._texts:
            text.value = ""

    def texts(self) -> list[str]:
        """The shown event texts, newest first (plain text)."""
        return [html.unescape(self._texts[slot].value) for slot in self._order]

    def titles(self) -> list[str]:
        """The shown events' rule titles (their buttons), newest first."""
        return [self._buttons[slot].description for slot in self._order]

    def click_rule(self, i: int) -> None:
        """Open the rule card of the ``i``-th event shown (newest first)."""
        if 0 <= i < len(self._order):
            self._on_rule(self._rules[self._order[i]])
