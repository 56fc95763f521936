"""The browser's memory of its tables: a seat's credential lives in the learner's browser only.

:class:`TableKeeper` is a small anywidget (an inline ES module, no build step). The page keeps a
list of the tables this browser sat at in ``localStorage["tokaido-kit/tables"]`` (code, seat,
credential, the creator's credential when it made the table, the game; under a hub, one list per hub
user: ``tokaido-kit/tables/<user>``, :func:`keeper_key`), sends it to Python when
drawn (``{"type": "stored", "text": ...}``) and writes what Python sends (``{"type": "store"}``).
A reload, a closed tab or a culled kernel: the next page offers "Back to table ..." from it.
Everything the page sends is checked in Python (:func:`read_kept`).
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable

import anywidget
import traitlets

from widgets.common.light import looks

#: tables a browser remembers at most (the newest first)
KEPT = 6
STORAGE_KEY = "tokaido-kit/tables"
_TOKEN = re.compile(r"[A-Za-z0-9_\-]{16,100}")

_ESM = r"""
function storage() { try { return window.localStorage; } catch (e) { return null; } }
export default {
  initialize({ model }) {
    const onMsg = (msg) => {
      if (msg && msg.type === "store" && typeof msg.text === "string") {
        const store = storage();
        try { if (store) store.setItem(model.get("key"), msg.text); } catch (e) { /* full */ }
      }
    };
    model.on("msg:custom", onMsg);
    return () => model.off("msg:custom", onMsg);
  },
  render({ model, el }) {
    el.style.display = "none";
    const store = storage();
    let text = null;
    try { text = store ? store.getItem(model.get("key")) : null; } catch (e) { text = null; }
    model.send({ type: "stored", text: typeof text === "string" ? text.slice(0, 20000) : "" });
  },
};
"""


def read_kept(text: Any) -> list[dict[str, Any]]:
    """The tables a page says it kept, each checked (anything odd is left out)."""
    from .limits import normalize_code

    try:
        rows = json.loads(text) if isinstance(text, str) and text else []
    except ValueError:
        return []
    out = []
    for row in rows if isinstance(rows, list) else []:
        if not isinstance(row, dict):
            continue
        code, credential, creator = normalize_code(row.get("code")), row.get("credential"), row.get("creator")
        seat, game = row.get("seat"), row.get("game")
        if code is None or not isinstance(game, str) or not re.fullmatch(r"[a-z]{2,12}", game):
            continue
        if not (isinstance(credential, str) and _TOKEN.fullmatch(credential)):
            continue
        if creator is not None and not (isinstance(creator, str) and _TOKEN.fullmatch(creator)):
            creator = None
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 8:
            continue
        out.append({"code": code, "seat": seat, "credential": credential, "creator": creator, "game": game})
    return out[:KEPT]


def keeper_key(user: str = "") -> str:
    """The page's storage key for ``user``'s tables (a hub user; "": the browser's own list)."""
    return f"{STORAGE_KEY}/{user}" if user else STORAGE_KEY


class TableKeeper(anywidget.AnyWidget):
    """See the module docstring. ``on_stored(rows)`` is called with the page's checked list."""

    _esm = traitlets.Unicode(_ESM).tag(sync=True)
    key = traitlets.Unicode(STORAGE_KEY).tag(sync=True)

    def __init__(self, on_stored: Callable[[list[dict[str, Any]]], None], **kwargs: Any) -> None:
        super().__init__(**{**looks(type(self)), **kwargs})
        self.rows: list[dict[str, Any]] = []
        self._on_stored = on_stored
        self.on_msg(self._message)

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "stored":
            self.rows = read_kept(content.get("text"))
            self._on_stored(self.rows)

    def keep(self, row: dict[str, Any]) -> None:
        """Remember ``row`` first (the same table's older row goes)."""
        self.rows = [row] + [r for r in self.rows if r["code"] != row["code"]][:KEPT - 1]
        self.send({"type": "store", "text": json.dumps(self.rows)})

    def forget(self, code: str) -> None:
        self.rows = [r for r in self.rows if r["code"] != code]
        self.send({"type": "store", "text": json.dumps(self.rows)})
