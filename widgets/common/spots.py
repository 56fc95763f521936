"""Many clickable spots of a board as ONE widget: a row or grid of page buttons drawn by one model.

A board's places (Tokaido's 55 road spaces) used to be one ipywidgets ``Button`` each, with a container
around them: 56 models that the kernel opens, the server relays and the page builds at every first render,
and one message per button whenever the legal moves change. :class:`Spots` is one anywidget whose page
draws a plain ``<button>`` per key, in order (so Tab walks them in that order), each:

* with the classes ``<prefix>``, ``<prefix>-<key>`` and the key's marks (``<prefix>-legal`` on the
  choices available now, ``kit-hinted`` on the coach's hints): the same classes the Buttons carried;
* named by its text and its tooltip (``names``, one per key, in the page's language);
* a Tab stop only when its key is in ``tabbable`` (the legal moves), as ``Button(tabbable=...)`` was.

A click (mouse, touch, Enter or Space on the focused button) sends ``{"event": "click", "key": key}``, as
a Button's click sends ``{"event": "click"}``; the kernel checks the key is one of ``spot_keys`` (a forged
message with any other value changes nothing) and calls ``on_click(key)``: the board builds the action and
asks the engine, which decides. The widget never decides what is legal: its marks are what the board was
told by the engine.

Its changes are plain properties (no patches), so a click's changes to it are merged with the other
widgets' (``_kit_batched``, :mod:`widgets.server.batching`): one update of the road per click, in order.

:meth:`Spots.spot` gives a Python handle of one spot with a ``Button``'s manners (``click()``,
``description``, ``tooltip``, ``tabbable``, ``_dom_classes``, ``add_class``, ``remove_class``), so the
hints frame a spot and tests click it as they would a Button: ``click()`` runs the page's message.
"""

from __future__ import annotations

from typing import Any, Callable

import anywidget
import traitlets

from .light import looks

_ESM = r"""
export default {
  render({ model, el }) {
    let buttons = [];
    const draw = () => {
      const keys = model.get("spot_keys"), names = model.get("names"), prefix = model.get("prefix");
      const stops = new Set(model.get("tabbable").map(String)), marks = model.get("marks");
      if (buttons.length !== keys.length) {
        buttons = keys.map((_k, i) => { const b = document.createElement("button"); b.dataset.i = i; return b; });
        el.replaceChildren(...buttons);
      }
      keys.forEach((key, i) => {
        const b = buttons[i], name = names[i] || "", tab = stops.has(String(key)) ? 0 : -1;
        const cls = [prefix, `${prefix}-${key}`, ...(marks[String(key)] || [])].join(" ");
        if (b.className !== cls) b.className = cls;
        if (b.title !== name) { b.title = name; b.textContent = name; }
        if (b.tabIndex !== tab) b.tabIndex = tab;
      });
    };
    const click = (event) => {
      const b = event.target.closest("button[data-i]");
      if (b && b.parentNode === el) model.send({ event: "click", key: model.get("spot_keys")[Number(b.dataset.i)] });
    };
    draw();
    el.addEventListener("click", click);
    for (const name of ["spot_keys", "names", "tabbable", "marks", "prefix"]) model.on(`change:${name}`, draw);
    return () => {
      el.removeEventListener("click", click);
      for (const name of ["spot_keys", "names", "tabbable", "marks", "prefix"]) model.off(`change:${name}`, draw);
    };
  },
};
"""


class Spots(anywidget.AnyWidget):
    """One widget for many clickable spots (module docstring). ``Spots("tokaido-space", keys, names,
    on_click=board.click_space)``; the board sets ``names``, ``tabbable`` and the marks as the game moves."""

    _esm = _ESM
    #: held and merged with a click's other updates (its state is plain values, never patches)
    _kit_batched = True
    prefix = traitlets.Unicode("").tag(sync=True)
    spot_keys = traitlets.List().tag(sync=True)
    #: each key's accessible name and tooltip, in the order of ``spot_keys``
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: the keys that are Tab stops now
    tabbable = traitlets.List().tag(sync=True)
    #: extra classes per key (``str(key)``): ``{"12": ["tokaido-space-legal"]}``
    marks = traitlets.Dict().tag(sync=True)

    def __init__(self, prefix: str, keys: list, names: list[str], on_click: Callable[[Any], Any],
                 **kwargs: Any) -> None:
        super().__init__(**{**looks(type(self)), "prefix": prefix, "spot_keys": list(keys), "names": list(names),
                            **kwargs})
        self._on_click = on_click
        self.on_msg(self._page_message)

    # ------------------------------------------------------------------ the page's clicks
    def _page_message(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        if not isinstance(content, dict) or content.get("event") != "click":
            return
        key = content.get("key")
        for own in self.spot_keys:  # the very key, of the same type (a forged 12.0, True or [12] is none)
            if type(own) is type(key) and own == key:
                self._on_click(own)
                return

    # ------------------------------------------------------------------ the board's marks
    def set_names(self, names: list[str]) -> None:
        if list(names) != self.names:
            self.names = list(names)

    def set_tabbable(self, keys: Any) -> None:
        chosen = set(keys)
        stops = [k for k in self.spot_keys if k in chosen]
        if stops != self.tabbable:
            self.tabbable = stops

    def marked(self, cls: str) -> list:
        """The keys carrying the class ``cls`` now, in order."""
        return [k for k in self.spot_keys if cls in self.marks.get(str(k), ())]

    def set_marked(self, cls: str, keys: Any) -> None:
        """Mark exactly ``keys`` with the class ``cls`` (one message when anything changes)."""
        chosen = {str(k) for k in keys}
        marks = {}
        for k in self.spot_keys:
            name = str(k)
            rest = [c for c in self.marks.get(name, ()) if c != cls]
            if name in chosen:
                rest.append(cls)
            if rest:
                marks[name] = rest
        if marks != self.marks:
            self.marks = marks

    def spot(self, key: Any) -> "Spot":
        if key not in self.spot_keys:
            raise KeyError(key)
        return Spot(self, key)


class Spot:
    """One spot of a :class:`Spots`, with a Button's manners (see the module docstring)."""

    def __init__(self, spots: Spots, key: Any) -> None:
        self.spots, self.key = spots, key

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Spot) and other.spots is self.spots and other.key == self.key

    def __hash__(self) -> int:
        return hash((id(self.spots), self.key))

    def __repr__(self) -> str:
        return f"Spot({self.spots.prefix!r}, {self.key!r})"

    def click(self) -> None:
        """What a click on this spot in the page runs: the page's message."""
        self.spots._page_message(self.spots, {"event": "click", "key": self.key})

    @property
    def description(self) -> str:
        return self.spots.names[self.spots.spot_keys.index(self.key)]

    tooltip = description

    @property
    def tabbable(self) -> bool:
        return self.key in self.spots.tabbable

    @property
    def _dom_classes(self) -> tuple[str, ...]:
        prefix = self.spots.prefix
        return (prefix, f"{prefix}-{self.key}", *self.spots.marks.get(str(self.key), ()))

    def add_class(self, cls: str) -> "Spot":
        self.spots.set_marked(cls, [*self.spots.marked(cls), self.key])
        return self

    def remove_class(self, cls: str) -> "Spot":
        self.spots.set_marked(cls, [k for k in self.spots.marked(cls) if k != self.key])
        return self
