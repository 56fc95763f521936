"""The log panel: the newest events of the game, newest first, each with a button naming its rule.

A learner reads rule titles, never rule ids (the id stays behind the button); a click on the button
opens the rule card. The whole panel is one widget whose rows travel together: a click in an app adds
several events (yours and the bots'), and as ordinary widgets (a button and a text a row) they cost the
page and the server about thirteen messages a click, nearly half of all of a click's messages; as
one widget they cost one. The page draws the rows (``kit-rule-link`` buttons, ``kit-log-text``
texts, as before) and sends ``{"type": "rule", "i": i}`` when the ``i``-th rule button is clicked;
anything else it might send is ignored. ``click_rule(i)`` is the Python twin of that click;
:meth:`LogPanel.texts` and :meth:`LogPanel.titles` read the rows newest first.
"""

from __future__ import annotations

from typing import Any, Callable

import anywidget
import traitlets

from tokaido_kit.core import i18n

from .light import looks

_ESM = r"""
export default {
  render({ model, el }) {
    el.classList.add("kit-log");
    const head = document.createElement("div");
    head.className = "kit-log-header";
    const grid = document.createElement("div");
    grid.className = "kit-log-rows";
    el.append(head, grid);
    const draw = () => {
      const bold = document.createElement("b");
      bold.textContent = model.get("header");
      head.replaceChildren(bold);
      const cells = [];
      model.get("rows").forEach((row, i) => {
        const button = document.createElement("button");
        button.className = "jupyter-widgets jupyter-button widget-button kit-rule-link";
        button.type = "button";
        button.textContent = row.title;
        button.title = row.tip;
        button.addEventListener("click", () => model.send({ type: "rule", i }));
        const text = document.createElement("div");
        text.className = "kit-log-text";
        const content = document.createElement("div");
        content.className = "widget-html-content";
        content.textContent = row.text;
        text.append(content);
        cells.push(button, text);
      });
      grid.replaceChildren(...cells);
    };
    draw();
    model.on("change:rows", draw);
    model.on("change:header", draw);
    return () => { model.off("change:rows", draw); model.off("change:header", draw); };
  },
};
"""


class LogPanel(anywidget.AnyWidget):
    """The newest ``rows`` events of a game's log, newest first (see the module docstring)."""

    _esm = _ESM
    #: "Log (8 of 23 events)", in the reader's language
    header = traitlets.Unicode("").tag(sync=True)
    #: the rows shown, newest first: ``{"title": the rule's title, "tip": the button's tooltip, "text": the event}``
    rows = traitlets.List(traitlets.Dict()).tag(sync=True)
    shown = traitlets.Int(0).tag(sync=False)
    #: in a served page, the log's update is the last of a click's (widgets/server/batching.py):
    #: once the page shows a move in the log, it shows every other widget after that move too
    _kit_sent_last = True

    def __init__(self, on_rule: Callable[[str], None], rows: int = 8, **kwargs: Any) -> None:
        super().__init__(**{**looks(type(self)), **kwargs})
        self._on_rule = on_rule
        self._size = rows
        self._rules: list[str] = []  # the shown rows' rule ids, newest first
        self.add_class("kit-log")
        self.on_msg(self._page_message)

    def update(self, log: list) -> None:
        """Show the newest events of ``log`` (a list of Events), newest first."""
        from .panels import rule_or_none

        total = len(log)
        newest = [log[number] for number in range(total - 1, max(total - self._size, 0) - 1, -1)]
        rows = []
        for event in newest:
            known = rule_or_none(event.rule)
            title = known.title if known is not None else "?"
            rows.append({"title": title, "tip": i18n.text("widgets.log.rule_tooltip", title=title),
                         "text": str(event.text)})
        self._rules = [event.rule for event in newest]  # every row drawn again: a new language shows at once
        with self.hold_sync():  # one message: the header and the rows together
            self.header = i18n.text("widgets.log.header", shown=len(newest), total=total)
            self.rows = rows
        self.shown = len(rows)

    def texts(self) -> list[str]:
        """The shown event texts, newest first (plain text)."""
        return [row["text"] for row in self.rows]

    def titles(self) -> list[str]:
        """The shown events' rule titles (their buttons), newest first."""
        return [row["title"] for row in self.rows]

    def click_rule(self, i: int) -> None:
        """Open the rule card of the ``i``-th event shown (newest first)."""
        if 0 <= i < len(self._rules):
            self._on_rule(self._rules[i])

    def _page_message(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        """The page's rule button ``i`` was clicked (a forged or malformed message does nothing)."""
        if isinstance(content, dict) and content.get("type") == "rule":
            i = content.get("i")
            if isinstance(i, int) and not isinstance(i, bool):
                self.click_rule(i)
