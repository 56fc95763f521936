"""A page whose kernel is lost while it opens reloads itself once, then says what to do.

Voila's page draws its widgets from its kernel once it has connected to it. If that kernel stops
in between (the server shut it down, or its process ended), Jupyter used to start a blank kernel
under the same id: the page then connected, found none of its widgets and showed "Error
displaying widget: model not found" for ever, with nothing a learner could do but guess to reload.
A page kernel is no longer restarted blank (:meth:`widgets.server.kernels.KitKernelManager.
_no_blank_restart`); the page's own widget that watches the kernel
(:mod:`widgets.common.connection`) cannot help either, since it is one of the widgets that never
came.

So every page the server renders carries this small script (:func:`add_to`, before ``</body>``).
While the page opens (at most :data:`WATCH_SECONDS`), every :data:`EVERY_SECONDS` it looks at the
page's outputs and asks the server whether the page's kernel is still there (``GET api/kernels/<id>``,
the page's own kernel: its owner cookie lets it; with the ``_xsrf`` cookie's token, which a JupyterHub
single-user server wants, see :mod:`widgets.common.connection`). When an output says "Error displaying widget", or
the kernel is missing twice in a row, the page reloads once: a new kernel, and the app offers the
game kept in the browser back. If that happened less than :data:`AGAIN_SECONDS` ago (per address,
in the tab's ``sessionStorage``), it shows the connection banner's words and a Reload button instead
of reloading in a loop. It stops watching as soon as the page's widgets are drawn (it looks every half
second): from then on the app's own connection widget says when the kernel goes.
"""

from __future__ import annotations

import json

from tokaido_kit.core import i18n

WATCH_SECONDS = 120
EVERY_SECONDS = 3
AGAIN_SECONDS = 120

_SCRIPT = r"""<script>
(function () {
  var config = document.getElementById("jupyter-config-data");
  if (!config) { return; }
  var page;
  try { page = JSON.parse(config.textContent); } catch (e) { return; }
  if (!page.kernelId) { return; }
  var words = %(words)s;
  var url = (page.baseUrl || "/") + "api/kernels/" + encodeURIComponent(page.kernelId) + "?kit=opening";
  var key = "kit-page-reloaded:" + location.pathname + location.search;
  var start = Date.now(), missed = 0, ticks = 0, timer = null;
  function outputs() {
    var drawn = false, loading = false, shown = document.querySelectorAll("#rendered_cells .jp-OutputArea-output");
    for (var i = 0; i < shown.length; i++) {
      var out = shown[i], text = out.textContent || "";
      if (out.childElementCount === 0 && text.indexOf("Error displaying widget") === 0) { return "broken"; }
      if (out.childElementCount === 0 && text === "Loading widget...") { loading = true; }
      if (out.querySelector(".jupyter-widgets")) { drawn = true; }  // a widget's view: it came from the kernel
    }
    return drawn && !loading ? "open" : "opening";
  }
  function banner() {
    var box = document.createElement("div");
    box.className = "kit-page-lost";
    box.setAttribute("role", "alert");
    box.style.cssText = "position:fixed;left:0;right:0;top:0;z-index:1000;padding:12px 16px;" +
      "background:#fff4ce;color:#1b1b1b;border-bottom:2px solid #8a6d00;font:16px/1.4 sans-serif";
    var text = document.createElement("p");
    text.style.margin = "0 0 8px 0";
    text.textContent = words.text;
    var again = document.createElement("button");
    again.type = "button";
    again.className = "kit-page-lost-reload";
    again.style.cssText = "min-height:44px;min-width:44px;padding:8px 16px;font:inherit";
    again.textContent = words.reload;
    again.addEventListener("click", function () { location.reload(); });
    box.appendChild(text);
    box.appendChild(again);
    document.body.appendChild(box);
  }
  function recover() {
    clearInterval(timer);
    var last = 0;
    try { last = Number(sessionStorage.getItem(key)) || 0; } catch (e) { last = Date.now(); }
    if (Date.now() - last > %(again)d) {
      try { sessionStorage.setItem(key, String(Date.now())); } catch (e) { banner(); return; }
      location.reload();
    } else {
      banner();
    }
  }
  function check() {  // every half second: the page's outputs; every %(every)d ms: its kernel
    var now = outputs();
    if (now === "open" || Date.now() - start > %(watch)d) { clearInterval(timer); return; }  // the widgets came
    if (now === "broken") { recover(); return; }
    ticks += 1;
    if (ticks %% %(ask)d !== 0) { return; }
    var xsrf = (document.cookie.match(/(?:^|;\s*)_xsrf=([^;]*)/) || [])[1];  // a hub's server wants it
    fetch(url, { credentials: "same-origin", cache: "no-store",
                 headers: xsrf ? { "X-XSRFToken": xsrf } : {} }).then(function (answer) {
      missed = answer.ok ? 0 : missed + 1;
    }, function () { missed += 1; }).then(function () {
      if (missed >= 2 && outputs() !== "open") { recover(); }
    });
  }
  timer = setInterval(check, 500);
})();
</script>"""


def script(lang: str) -> str:
    """The watching script, its words in ``lang`` (the connection banner's)."""
    with i18n.using(lang):
        words = {"text": i18n.text("server.lost.text"), "reload": i18n.text("server.lost.reload")}
    # inside <script>: no "</" may close it early, whatever the catalogue holds
    data = json.dumps(words, ensure_ascii=True).replace("</", "<\\/")
    return _SCRIPT % {"words": data, "again": AGAIN_SECONDS * 1000, "watch": WATCH_SECONDS * 1000,
                      "every": EVERY_SECONDS * 1000, "ask": EVERY_SECONDS * 2}


def add_to(chunk: str, lang: str) -> str:
    """``chunk`` of a page with the script before its ``</body>`` (unchanged when it has none).

    Only the template writes ``</body>``: notebook outputs are in the page as JSON, whose ``<``
    is written ``\\u003c``."""
    at = chunk.rfind("</body>")
    if at < 0:
        return chunk
    return chunk[:at] + script(lang) + chunk[at:]
