"""The page notices when its kernel is gone, and says what to do.

A kernel can go while its page stays open: the server shut it down (over its memory limit, idle
for the teacher's time, the laptop's lid closed for longer than the culler waits) or the
network went away. Voila's page then shows nothing: clicks simply stop working. This small
front-end model asks the server every ``every`` seconds whether the page's kernel is still there
(``GET api/kernels/<id>``: an HTTP question that does not wake the kernel, so an idle tab is still
culled as idle); after two missed answers it shows a banner in the page's language, announced to
screen readers: the game is saved in this browser, reload to get it back (the app offers to resume it).

The question carries the server's XSRF token (the ``_xsrf`` cookie, sent back as the ``X-XSRFToken``
header, as JupyterLab does): a JupyterHub single-user server (a school's hub, Binder) answers 403 to a
script's request that has only the login cookie, and without the token every page said it had lost its
connection 10-15 s after it opened, while the game still worked.

Outside a served page (JupyterLab, nbval, the static site) there is no kernel address and no check.
"""

from __future__ import annotations

import os
import re
from typing import Any

import anywidget
import traitlets

from .light import looks

_ESM = r"""
export default {
  render({ model, el }) {
    el.classList.add("kit-connection");
    el.setAttribute("role", "alert");
    el.hidden = true;
    const url = model.get("kernel_url");
    if (!url) { return; }
    const every = Math.max(1, model.get("every")) * 1000;
    let missed = 0;
    const show = () => {
      if (!el.hidden) { return; }
      const text = document.createElement("p");
      text.textContent = model.get("description");
      const reload = document.createElement("button");
      reload.className = "kit-connection-reload";
      reload.textContent = model.get("tooltip");
      reload.addEventListener("click", () => window.location.reload());
      el.replaceChildren(text, reload);
      el.hidden = false;
    };
    const check = async () => {
      let alive = false;
      const xsrf = (document.cookie.match(/(?:^|;\s*)_xsrf=([^;]*)/) || [])[1];
      try {
        const answer = await fetch(url, { credentials: "same-origin", cache: "no-store",
                                          headers: xsrf ? { "X-XSRFToken": xsrf } : {} });
        alive = answer.ok;
      } catch (err) { alive = false; }
      missed = alive ? 0 : missed + 1;
      if (missed >= 2) { show(); }
    };
    const timer = setInterval(check, every);
    return () => clearInterval(timer);
  },
};
"""

_CSS = r"""
.kit-connection:not([hidden]) { position: fixed; left: 0; right: 0; top: 0; z-index: 1000;
  background: #fff4ce; color: #111; border-bottom: 2px solid #8a6d00; padding: .6em 1em;
  font-size: 1.05rem; display: flex; gap: 1em; align-items: center; flex-wrap: wrap; }
.kit-connection p { margin: 0; flex: 1 1 16em; }
.kit-connection-reload { min-height: 44px; min-width: 44px; font-size: 1rem; padding: 0 1em; }
"""


class ConnectionWatch(anywidget.AnyWidget):
    """Answers the page's "are you there?"; the page shows ``description`` (and a reload button
    labelled ``tooltip``) when the answers stop. The texts are named as ipywidgets name a widget's
    texts, so the app's language picker relabels them like every other label."""

    _esm = _ESM
    _css = _CSS
    every = traitlets.Float(5.0).tag(sync=True)
    kernel_url = traitlets.Unicode("").tag(sync=True)
    description = traitlets.Unicode("").tag(sync=True)
    tooltip = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        from tokaido_kit.core import i18n

        kwargs.setdefault("description", i18n.text("server.lost.text"))
        kwargs.setdefault("tooltip", i18n.text("server.lost.reload"))
        kwargs.setdefault("kernel_url", kernel_url())
        super().__init__(**{**looks(type(self)), **kwargs})


def kernel_url() -> str:
    """Where the server answers for this page's kernel ("" outside a page Voila serves)."""
    kernel = os.environ.get("VOILA_KERNEL_ID", "")
    if not re.fullmatch(r"[0-9a-f-]{36}", kernel):
        return ""
    return os.environ.get("VOILA_BASE_URL", "/") + "api/kernels/" + kernel
