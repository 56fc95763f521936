"""The page's address, asked of the browser: how an app reads ``?lang=`` and ``?position=`` where no
server hands the query string to Python (the static site, where Python runs in the page's Pyodide).

Under Voila the server puts the query string in the kernel's environment
(:func:`widgets.common.position.applinks.voila_query_string`). In the static site nobody does, and the
browser's Python runs in a web worker that cannot see the page's address; so a small front-end model
reads ``location.search`` in the page as soon as the page creates it, and sends it back. The app then
opens the link as Voila's would: the same checks, the same words when a link is refused.
"""

from __future__ import annotations

from typing import Any, Callable

import anywidget
import traitlets

_ESM = r"""
export default {
  initialize({ model }) {
    // the page's own address: the worker that runs Python cannot see it
    model.set("query", window.location.search || "");
    model.save_changes();
  },
  render({ el }) { el.style.display = "none"; },
};
"""


class PageAddress(anywidget.AnyWidget):
    """Sends the page's query string (``"?lang=pt"``, ``""`` for none) to Python, once."""

    _esm = _ESM
    query = traitlets.Unicode(None, allow_none=True).tag(sync=True)

    def __init__(self, answer: Callable[[str], Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._answer: Callable[[str], Any] | None = answer
        self.observe(self._arrived, "query")

    def _arrived(self, change: Any) -> None:
        answer, self._answer = self._answer, None
        if answer is not None and change["new"] is not None:
            answer(change["new"])
