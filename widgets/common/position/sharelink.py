"""The share link box: the page's own address with ``?position=<token>``, and a Copy button.

Only the page knows the address a learner sees (behind Binder's proxy, a class
server, a laptop), so the page builds the link: ``location.origin +
location.pathname + "?position=" + token`` (and ``&lang=pt`` when the app is shown in
another language than English). Python only sends the token (plain text, shown as the value of
a read-only field, never as HTML).
"""

from __future__ import annotations

import anywidget
import traitlets

_ESM = r"""
export default {
  render({ model, el }) {
    el.classList.add("kit-sharelink");
    const label = document.createElement("span");
    const input = document.createElement("input");
    input.type = "text";
    input.readOnly = true;
    input.className = "kit-editor-link-url";
    const copy = document.createElement("button");
    copy.type = "button";
    copy.className = "jupyter-button widget-button kit-editor-link-copy";
    el.append(label, input, copy);
    const draw = () => {
      const token = model.get("token");
      label.textContent = model.get("label");
      copy.textContent = model.get("copy");
      const lang = model.get("lang");
      input.value = token ? location.origin + location.pathname + "?position=" + token
        + (lang ? "&lang=" + encodeURIComponent(lang) : "") : "";
      copy.disabled = !token;
    };
    copy.addEventListener("click", async () => {
      input.select();
      try { await navigator.clipboard.writeText(input.value); } catch (e) { document.execCommand("copy"); }
    });
    draw();
    model.on("change:token", draw);
    model.on("change:label", draw);  // another language
    model.on("change:copy", draw);
    model.on("change:lang", draw);
    return () => model.off("change:token", draw);
  },
};
"""

_CSS = """
.kit-sharelink { display: flex; flex-flow: row wrap; align-items: center; gap: 6px; margin: 4px 0; }
.kit-sharelink span { width: 90px; text-align: right; }
.kit-sharelink .kit-editor-link-url { flex: 1 1 320px; min-width: 200px; font-family: monospace; }
.kit-sharelink .jupyter-button { width: auto; padding: 0 12px; }
"""


class ShareLink(anywidget.AnyWidget):
    """``token``: the ``position=`` value ("" when there is no position to share)."""

    _esm = _ESM
    _css = _CSS

    token = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    copy = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("").tag(sync=True)  # "" (English) or the app's language, carried by the link

    def url(self, address: str) -> str:
        """The link as the page shows it, for an app at ``address`` (tests, notebooks)."""
        if not self.token:
            return ""
        return f"{address}?position={self.token}" + (f"&lang={self.lang}" if self.lang else "")
