"""What a screen reader needs from a board: live regions and names the widgets cannot carry.

ipywidgets cannot put ARIA attributes on their elements, so :class:`PageRoles` (an invisible
anywidget, one per board) sets them in the page, again whenever the page redraws:

* the status line (``.kit-status``) is a polite live region (``role="status"``): a screen reader
  says whose turn it is, or who won, as it changes;
* ``.kit-announce`` (the shell's visually hidden line, see
  :class:`widgets.common.shell.GameShell`) is a polite ``role="log"``: it holds the events of the
  last decision (and of the bots' turns after it), read out as they come;
* the refusal (``.kit-why``) is an ``alert``: the reason a move is refused is read out at once;
* a menu whose label is hidden or empty is named by its tooltip;
* a board's picture (an ``<svg role="img">``) keeps the name it was drawn with.

The pictures themselves carry their text alternatives (``role="img"``, ``aria-label`` and a
``<desc>`` saying what they show): see the boards' SVG modules.
"""

from __future__ import annotations

import anywidget

_ESM = r"""
const ROLES = [
  [".kit-status", {"role": "status", "aria-live": "polite", "aria-atomic": "true"}],
  [".kit-announce", {"role": "log", "aria-live": "polite", "aria-relevant": "additions text"}],
  [".kit-why", {"role": "alert"}],
];
function apply(root) {
  for (const [selector, attrs] of ROLES) {
    for (const el of root.querySelectorAll(selector)) {
      for (const [name, value] of Object.entries(attrs)) {
        if (el.getAttribute(name) !== value) el.setAttribute(name, value);
      }
    }
  }
  for (const select of root.querySelectorAll("select:not([aria-label])")) {
    const label = select.id ? root.querySelector(`label[for="${select.id}"]`) : null;
    const named = label && label.textContent.trim() && getComputedStyle(label).display !== "none";
    const box = select.closest(".widget-dropdown");
    const title = (box && box.getAttribute("title")) || select.getAttribute("title");
    if (!named && title) select.setAttribute("aria-label", title);
  }
}
export default {
  render({ el }) {
    el.style.display = "none";
    let queued = false;
    const root = () => el.closest(".kit-app") || el.closest(".kit-shell") || document.body;
    const run = () => { queued = false; apply(root()); };
    const observer = new MutationObserver(() => {
      if (!queued) { queued = true; requestAnimationFrame(run); }
    });
    requestAnimationFrame(() => { run(); observer.observe(root(), { childList: true, subtree: true }); });
    return () => observer.disconnect();
  },
};
"""


class PageRoles(anywidget.AnyWidget):
    """Invisible: gives the board's live parts their ARIA roles in the page (module docstring)."""

    _esm = _ESM

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.add_class("kit-page-roles")
