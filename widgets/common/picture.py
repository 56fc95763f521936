"""The boards' pictures: an HTML view of an SVG that is redrawn by patches, not sent whole.

A board's SVG is 20-50 kB (Sakura 20, Tokaido 41, Tokaido Duo 50 kB) and a click changes a
few of its elements. :class:`Picture` behaves like ``ipywidgets.HTML`` (``value``, classes,
layout, the same ``widget-html-content`` inside), but once a page shows it, a new ``value``
travels as a patch of the old one (:mod:`widgets.common.textpatch`, cut at each ``<``): about
a tenth of the bytes. A page that opens later gets the whole value, as for any widget. ``label``,
when set, is the picture's text alternative (the board's position in words), put on its ``<svg>``.

A board that draws itself for its room (``report_width``) is told the room's width in ``width`` (of the
picture, or of its ancestor ``room_of``) and says ``answered = width`` once its drawing for it is sent:
the page marks the picture ``kit-settled`` while its drawing answers the room it has now.
"""

from __future__ import annotations

import json
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from .textpatch import APPLY_JS, patch

_ESM = APPLY_JS + r"""
export default {
  initialize({ model }) {
    const onMsg = (msg) => {
      if (!msg || msg.type !== "patch") return;
      const text = applyPatch(model.get("value"), msg, "<");
      if (text === null) model.send({ type: "resend" });
      else model.set("value", text);  // this page's copy only: Python already holds it
    };
    model.on("msg:custom", onMsg);
    return () => model.off("msg:custom", onMsg);
  },
  render({ model, el }) {
    el.classList.add("widget-inline-hbox", "widget-html");
    const content = document.createElement("div");
    content.className = "widget-html-content";
    el.append(content);
    const name = () => {  // the picture's text alternative: what it shows now, said in words
      const svg = content.querySelector("svg"), label = model.get("label");
      if (svg && label) { svg.setAttribute("role", "img"); svg.setAttribute("aria-label", label); }
    };
    const draw = () => { content.innerHTML = model.get("value"); name(); };
    draw();
    model.on("change:value", draw);
    model.on("change:label", name);
    let observer = null, timer = null, settle = null;
    if (model.get("report_width")) {  // the board draws itself for the room it has (Tokaido's road)
      // the room: this picture's width, or the content width of its ancestor ``room_of`` (the whole room
      // the page offers, not what the drawing now caps itself to: one answer, never a ladder of them)
      const box = (model.get("room_of") && el.closest(model.get("room_of"))) || el;
      const room = () => { const s = getComputedStyle(box);
        return Math.round(box.clientWidth - (parseFloat(s.paddingLeft) || 0) - (parseFloat(s.paddingRight) || 0)); };
      // kit-settled: the drawing on the page is the kernel's answer for the room it has now
      settle = () => el.classList.toggle("kit-settled", room() > 0 && model.get("answered") === room());
      const report = () => {
        const width = room();
        if (width > 0 && width !== model.get("width")) { model.set("width", width); model.save_changes(); }
        settle();
      };
      el.classList.add("kit-reports-width");
      observer = new ResizeObserver(() => { settle(); clearTimeout(timer); timer = setTimeout(report, 120); });
      observer.observe(box);
      model.on("change:answered", settle);
    }
    return () => {
      model.off("change:value", draw); model.off("change:label", name); if (settle) model.off("change:answered", settle);
      if (observer) observer.disconnect();
      clearTimeout(timer);
    };
  },
};
"""


class Picture(anywidget.AnyWidget):
    """``ipywidgets.HTML`` for a board's SVG, updated in the page by patches. See the module docstring."""

    _esm = _ESM
    value = traitlets.Unicode("").tag(sync=True)
    #: the picture's text alternative (``aria-label`` of its ``<svg>``), when the board describes it in words
    label = traitlets.Unicode("").tag(sync=True)
    #: when True, the page reports the width (CSS px) it gives the picture in ``width`` (0: not known)
    report_width = traitlets.Bool(False).tag(sync=True)
    width = traitlets.Int(0).tag(sync=True)
    #: a CSS selector: the page reports the content width of this ancestor instead (the whole room)
    room_of = traitlets.Unicode("").tag(sync=True)
    #: the width the board has drawn for (set by the board once its drawing for ``width`` is sent): the page
    #: marks the picture ``kit-settled`` while it equals the room (what browser tests wait for after a resize)
    answered = traitlets.Int(0).tag(sync=True)

    def __init__(self, value: str = "", **kwargs: Any) -> None:
        super().__init__(value=value, **kwargs)
        #: bytes of the last redraws as sent (for the benchmarks): a patch, or the whole value
        self.sent: list[int] = []
        self.on_msg(self._page_message)

    def notify_change(self, change: Any) -> None:
        live = self.comm is not None and getattr(self.comm, "kernel", True) is not None
        if change["name"] == "value" and live and not self._holding_sync:
            old, new = change["old"], change["new"]
            ops = patch(old, new, "<") if isinstance(old, str) and old else None
            if ops is not None:
                msg = {"type": "patch", "base": len(old), "ops": ops}
                self.send(msg)
                self.sent.append(len(json.dumps(msg)))
                super(w.Widget, self).notify_change(change)  # the observers, without sending the state
                return
            self.sent.append(len(new))
        super().notify_change(change)

    def _page_message(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        if isinstance(content, dict) and content.get("type") == "resend":
            self.send_state("value")
