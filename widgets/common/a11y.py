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
* a picture that may pan sideways (``.kit-pan``, Duo's island on a phone) is a Tab stop, so the
  keyboard scrolls it too;
* a board's static picture in a plain cell (an SVG that the notebook shows as an ``<img>``) gets the
  name it was drawn with as its ``alt`` text;
* a page without a main landmark (Voila's) gets one around its content.

The pictures themselves carry their text alternatives (``role="img"``, ``aria-label`` and a
``<desc>`` saying what they show): see the boards' SVG modules.
"""

from __future__ import annotations

import anywidget

from .light import looks

_ESM = r"""
const ROLES = [
  [".kit-status", {"role": "status", "aria-live": "polite", "aria-atomic": "true"}],
  [".kit-announce", {"role": "log", "aria-live": "polite", "aria-relevant": "additions text"}],
  [".kit-why", {"role": "alert"}],
];
function pictureName(img) {
  // a board's static picture (a plain cell's SVG, shown as an <img>): the name it was drawn with
  const src = img.getAttribute("src") || "";
  if (!src.startsWith("data:image/svg+xml")) return null;
  let svg = src.slice(src.indexOf(",") + 1);
  try { svg = decodeURIComponent(svg); } catch (e) { return null; }
  const label = /<svg[^>]*\saria-label="([^"]*)"/.exec(svg);
  if (!label) return null;
  const text = document.createElement("textarea");
  text.innerHTML = label[1];  // its entities read as text
  return text.value;
}
function apply(root) {
  // one main landmark around the page's content when the page has none (Voila's pages)
  if (!document.querySelector("main, [role='main']")) {
    const page = ["#rendered_cells", "#main"].map((s) => document.querySelector(s)).find((e) => e);
    if (page && page !== document.body) page.setAttribute("role", "main");
  }
  for (const img of document.querySelectorAll(".jp-RenderedSVG img:not([alt]), .jp-RenderedImage img:not([alt])")) {
    const name = pictureName(img);
    img.setAttribute("alt", name || "");
  }
  for (const [selector, attrs] of ROLES) {
    for (const el of root.querySelectorAll(selector)) {
      for (const [name, value] of Object.entries(attrs)) {
        if (el.getAttribute(name) !== value) el.setAttribute(name, value);
      }
    }
  }
  // a picture that pans sideways on a small screen (.kit-pan) is reached and scrolled with the keyboard too
  for (const pan of root.querySelectorAll(".kit-pan:not([tabindex])")) pan.setAttribute("tabindex", "0");
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
    const root = () => document.body;  // a tutorial's pictures and menus lie outside the board
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
        super().__init__(**{"_dom_classes": ("kit-page-roles",), **looks(type(self)), **kwargs})
