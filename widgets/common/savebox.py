"""The apps' save row: Resume, Save and Load, and the browser's own copy of the game.

:class:`SaveBox` is a small anywidget (an inline ES module, no build step, no
CDN). What the page does:

* **keeps the game** in ``localStorage[key]`` (``"tokaido-kit/<game>"``): Python
  sends ``{"type": "store", "text": ...}`` once, then after every decision only
  what changed (``{"type": "patch", ...}``, see :mod:`widgets.common.textpatch`), and the page
  writes the result (a page that missed a copy answers ``{"type": "resend"}``);
* **offers it back**: when the row is drawn, the page sends what it stored
  (``{"type": "stored", "text": ...}``); Python checks it and, when it is an
  unfinished game other than the one on screen, sets ``offer`` (the label of
  the ``.kit-resume`` button, hidden while empty). A preheated Voila kernel
  runs the notebook before the page connects, so this offer can only come from
  the page;
* **Save** (``.kit-save``) asks Python for the file and downloads it (a Blob);
* **Load** (``.kit-load``, a label around ``<input type=file>``) reads a file in
  the page, refuses one over ``limit`` bytes there (nothing is sent), and
  sends the text to Python, which checks it again.

The page can send anything: every message is checked in Python and only
passed on as plain strings. ``note`` (with ``note_kind`` "info" or "error") is
the line next to the buttons that says what happened or why a file was
refused; the page shows it as text, never as HTML.
"""

from __future__ import annotations

from typing import Any, Callable

import anywidget
import traitlets

from tokaido_kit.core import i18n

from .savefile import MAX_BYTES
from .textpatch import APPLY_JS, patch

_ESM = APPLY_JS + r"""
function storage() {
  try { return window.localStorage; } catch (e) { return null; }  // blocked: no autosave, Save/Load still work
}

function bytes(text) { return new TextEncoder().encode(text).length; }

function button(label, css) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "jupyter-button widget-button " + css;
  b.textContent = label;
  return b;
}

export default {
  initialize({ model }) {
    // Once per model (not per view): write the autosave, start a download.
    let last = null;  // the copy this page holds, which the next patch changes
    const keep = (text) => {
      last = text;
      const store = storage();
      try { if (store) store.setItem(model.get("key"), text); } catch (e) { /* full: keep the old copy */ }
    };
    const onMsg = (msg) => {
      if (!msg || typeof msg !== "object") return;
      if (msg.type === "store" && typeof msg.text === "string") {
        keep(msg.text);
      } else if (msg.type === "patch") {  // only what changed since the last copy
        const text = applyPatch(last, msg, ",");
        if (text === null) model.send({ type: "resend" });
        else keep(text);
      } else if (msg.type === "download" && typeof msg.text === "string") {
        const url = URL.createObjectURL(new Blob([msg.text], { type: "application/json" }));
        const a = document.createElement("a");
        a.href = url;
        a.download = String(msg.name || "game.json");
        a.style.display = "none";
        document.body.appendChild(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60000);
      }
    };
    model.on("msg:custom", onMsg);
    return () => model.off("msg:custom", onMsg);
  },

  render({ model, el }) {
    const texts = () => model.get("texts") || {};
    el.classList.add("kit-savebox");
    const resume = button("", "mod-primary kit-resume");
    const save = button("", "kit-save");
    const load = document.createElement("label");
    load.className = "jupyter-button widget-button kit-load";
    const loadText = document.createElement("span");
    const input = document.createElement("input");
    input.type = "file";
    input.accept = ".json,application/json";
    input.className = "kit-load-input";
    load.append(loadText, input);
    const note = document.createElement("span");
    note.className = "kit-save-note";
    note.setAttribute("role", "status");
    note.setAttribute("aria-live", "polite");
    el.append(resume, save, load, note);

    const showNote = (text, kind) => {
      note.textContent = text || "";
      note.classList.toggle("kit-save-note-error", kind === "error");
      note.style.display = text ? "" : "none";
    };
    const draw = () => {
      const t = texts();
      save.textContent = t.save || "";
      save.title = t.save_title || "";
      loadText.textContent = t.load || "";
      load.title = t.load_title || "";
      const offer = model.get("offer");
      resume.textContent = offer;
      resume.style.display = offer ? "" : "none";
      showNote(model.get("note"), model.get("note_kind"));
    };
    draw();
    model.on("change:offer", draw);
    model.on("change:note", draw);
    model.on("change:note_kind", draw);
    model.on("change:texts", draw);

    resume.addEventListener("click", () => model.send({ type: "resume" }));
    save.addEventListener("click", () => model.send({ type: "save" }));
    input.addEventListener("change", async () => {
      const file = input.files && input.files[0];
      input.value = "";  // choosing the same file again is a new change
      if (!file) return;
      const name = String(file.name || "").slice(0, 200);
      if (file.size > model.get("limit")) {  // refused here: the bytes never reach the kernel
        showNote(texts().too_big || "", "error");
        model.send({ type: "too_big", name, size: file.size });
        return;
      }
      let text;
      try { text = await file.text(); } catch (e) { model.send({ type: "unreadable", name }); return; }
      model.send({ type: "load", name, text });
    });

    // What this browser kept from an earlier visit (Python decides whether to offer it).
    const store = storage();
    let kept = null;
    try { kept = store ? store.getItem(model.get("key")) : null; } catch (e) { kept = null; }
    if (kept) {
      if (bytes(kept) > model.get("limit")) model.send({ type: "stored_too_big", size: bytes(kept) });
      else model.send({ type: "stored", text: kept });
    }
    return () => {
      model.off("change:offer", draw);
      model.off("change:note", draw);
      model.off("change:note_kind", draw);
      model.off("change:texts", draw);
    };
  },
};
"""

_CSS = """
.kit-savebox { display: flex; flex-flow: row wrap; align-items: center; gap: 6px; margin: 4px 0; }
.kit-savebox .jupyter-button { width: auto; padding: 0 12px; }
.kit-savebox .kit-load { display: inline-flex; align-items: center; position: relative; cursor: pointer; }
.kit-savebox .kit-load-input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
.kit-savebox .kit-load:focus-within { outline: 3px solid #0072b2; outline-offset: 1px; }
.kit-savebox .kit-resume { font-weight: 600; }
.kit-save-note { color: #444; font-size: 14px; }
.kit-save-note-error { color: #a33b00; font-weight: 600; background: #fff4e5; border-left: 6px solid #d55e00;
                       padding: 4px 10px; }
"""

#: page messages and the fields each may carry (anything else is dropped)
_MESSAGES = {"stored", "stored_too_big", "resume", "save", "load", "too_big", "unreadable", "resend"}
MAX_NAME = 200


class SaveBox(anywidget.AnyWidget):
    """Resume / Save / Load buttons and the note beside them. See the module docstring.

    ``handlers`` maps a page message type to a Python callable: "stored"
    ``(text)``, "resume" ``()``, "save" ``()``, "load" ``(text, name)``,
    "too_big" ``(name)``, "unreadable" ``(name)``.
    """

    _esm = _ESM
    _css = _CSS

    key = traitlets.Unicode("").tag(sync=True)
    limit = traitlets.Int(MAX_BYTES).tag(sync=True)
    texts = traitlets.Dict().tag(sync=True)
    offer = traitlets.Unicode("").tag(sync=True)
    note = traitlets.Unicode("").tag(sync=True)
    note_kind = traitlets.Unicode("info").tag(sync=True)

    def __init__(self, key: str, handlers: dict[str, Callable[..., Any]], **kwargs: Any) -> None:
        super().__init__(key=key, texts=self.labels(), **kwargs)
        self.handlers = handlers
        #: the last text sent to the page's storage, and the last download (for tests and notebooks)
        self.stored_text: str | None = None
        self._page_text: str | None = None  # what the page holds, as far as Python knows
        self.downloaded: tuple[str, str] | None = None
        self.on_msg(self._page_message)

    @staticmethod
    def labels() -> dict[str, str]:
        return {
            "save": i18n.text("widgets.save.save"),
            "save_title": i18n.text("widgets.save.save_title"),
            "load": i18n.text("widgets.save.load"),
            "load_title": i18n.text("widgets.save.load_title", limit=MAX_BYTES // 1000),
            "too_big": i18n.text("widgets.save.refused",
                                 why=i18n.text("widgets.save.why.too_big", limit=MAX_BYTES // 1000)),
        }

    # ------------------------------------------------------------------ Python -> page
    def store(self, text: str) -> None:
        """Ask the page to keep ``text`` in its localStorage (under ``key``).

        After the first copy the page gets only what changed (:mod:`~widgets.common.textpatch`): a few hundred
        bytes per decision instead of the whole save (Sakura 19 kB), through a server that
        relays every learner's messages. A page that cannot apply a patch (it missed the copy
        it is based on, e.g. sent before the page was open) asks for the whole text again."""
        old, self.stored_text = self._page_text, text
        ops = patch(old, text) if old is not None else None
        if ops is None:
            self.send({"type": "store", "text": text})
        else:
            self.send({"type": "patch", "base": len(old), "ops": ops})
        self._page_text = text

    def download(self, name: str, text: str) -> None:
        """Make the page download ``text`` as a file called ``name``."""
        self.downloaded = (name, text)
        self.send({"type": "download", "name": name, "text": text})

    def show_note(self, text: str, kind: str = "info") -> None:
        self.note_kind = kind
        self.note = text

    # ------------------------------------------------------------------ page -> Python
    def _page_message(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        if not isinstance(content, dict) or content.get("type") not in _MESSAGES:
            return
        kind = content["type"]
        name = content.get("name")
        name = name[:MAX_NAME] if isinstance(name, str) else ""
        text = content.get("text")
        if kind in ("stored", "load") and not isinstance(text, str):
            return
        if kind == "stored_too_big":
            return  # an old, oversized copy: nothing to offer
        if kind == "stored":
            self._page_text = None  # a page that just opened holds no copy of ours yet
        if kind == "resend":  # the page missed a copy: send the whole text
            self._page_text = None
            if self.stored_text is not None:
                self.store(self.stored_text)
            return
        handler = self.handlers.get(kind)
        if handler is None:
            return
        if kind == "stored":
            handler(text)
        elif kind == "load":
            handler(text, name)
        elif kind in ("too_big", "unreadable"):
            handler(name)
        else:
            handler()
