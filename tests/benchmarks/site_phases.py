"""Where a visit to the static site spends its time: the phases of one page, for bench_site.py.

:data:`PHASES_PROBE` is a Playwright init script. In the page it notes the HTML's and the scripts' load,
and wraps ``Worker`` so that the kernel's worker (the Pyodide kernel of JupyterLite, a classic worker)
starts with a short prelude before its own script: the prelude notes, in the worker's own clock turned
into the page's (both from the epoch), when Pyodide's scripts are in, when the wasm is compiled, when
the standard library and the wheels have arrived, when Python has started, when ``loadPyodide`` (and so
the packages' unpacking) is done, when the kernel's Python (``import pyodide_kernel``: IPython) is
imported, and when each of the notebook's cells is asked for and answered. It also times, in Python,
every ``import`` statement at the top of the stack, by the module first named (``widgets``,
``ipywidgets`` ...), so that the first cell's time splits into imports and the rest. Nothing of this
changes what the page does; marks travel on a ``BroadcastChannel`` of their own.

``phases(page)`` returns ``[(name, seconds since navigation start)]`` in order; ``imports(page)`` the
import times in seconds by top-level name (asked of the worker's Python once the page is playable).
"""

from __future__ import annotations

import json

CHANNEL = "kit-bench-phases"

#: Python run in the worker before the kernel's first import: times top-level ``import`` statements
IMPORT_TIMER = r"""
import builtins, sys, time
def _kit_install_timer():
    original = builtins.__import__
    depth = [0]
    totals = sys._kit_import_times = {}
    def timed(name, globals=None, locals=None, fromlist=(), level=0):
        if depth[0] or level:
            return original(name, globals, locals, fromlist, level)
        depth[0] += 1
        start = time.perf_counter()
        try:
            return original(name, globals, locals, fromlist, level)
        finally:
            depth[0] -= 1
            root = name.split(".")[0]
            totals[root] = totals.get(root, 0.0) + time.perf_counter() - start
    builtins.__import__ = timed
_kit_install_timer()
del _kit_install_timer
"""

WORKER_PRELUDE = r"""
(() => {
  const channel = new BroadcastChannel(%(channel)s);
  const now = () => performance.timeOrigin + performance.now();
  const mark = (name, at) => channel.postMessage({mark: name, at: at === undefined ? now() : at});
  const base = (url) => String(url && url.url || url).split("?")[0].split("/").pop();
  mark("worker: script starts");
  let wheels = 0, lastWheel = 0;
  const arrayBuffer = Response.prototype.arrayBuffer;
  Response.prototype.arrayBuffer = async function () {
    const data = await arrayBuffer.call(this);
    const name = base(this.url);
    if (name.endsWith(".whl")) { wheels += 1; lastWheel = now(); }
    else if (name === "python_stdlib.zip") { mark("worker: standard library fetched"); }
    return data;
  };
  const streaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async function () {
    const result = await streaming.apply(this, arguments);
    mark("worker: Pyodide wasm fetched and compiled");
    return result;
  };
  let py = null;
  const original = self.importScripts;
  self.importScripts = function () {
    const names = Array.from(arguments, base);
    original.apply(self, arguments);
    if (names.includes("pyodide.js") && self.loadPyodide && !self.loadPyodide.kitWrapped) {
      const load = self.loadPyodide;
      self.loadPyodide = async function (options) {
        mark("worker: loadPyodide called");
        py = await load(options);
        if (lastWheel) { mark("worker: last of " + wheels + " wheels fetched", lastWheel); }
        mark("worker: loadPyodide done (Python started, preloaded wheels unpacked)");
        py.runPython(%(timer)s);
        const run = py.runPythonAsync.bind(py);
        let calls = 0;
        py.runPythonAsync = async function (code) {
          calls += 1;
          const what = /import pyodide_kernel/.test(code) ? "kernel's Python imported (IPython)" : "setup step " + calls;
          const result = await run(code);
          mark("worker: " + what);
          return result;
        };
        return py;
      };
      self.loadPyodide.kitWrapped = true;
    }
    if (names.includes("pyodide.asm.js") && self._createPyodideModule && !self._createPyodideModule.kitWrapped) {
      const create = self._createPyodideModule;
      self._createPyodideModule = async function () {
        const module = await create.apply(this, arguments);
        mark("worker: Python runtime started");
        return module;
      };
      self._createPyodideModule.kitWrapped = true;
    }
  };
  const asked = new Map();
  let cells = 0;
  self.addEventListener("message", (event) => {
    const data = event.data;
    if (data && data.type === "APPLY" && Array.isArray(data.path) && data.path[data.path.length - 1] === "execute") {
      cells += 1;
      asked.set(data.id, cells);
      mark("worker: cell " + cells + " asked");
    }
  });
  const post = self.postMessage;
  self.postMessage = function (data) {
    if (data && asked.has(data.id)) {
      mark("worker: cell " + asked.get(data.id) + " done");
      asked.delete(data.id);
    }
    return post.apply(self, arguments);
  };
  channel.onmessage = (event) => {
    if (event.data && event.data.report && py) {
      channel.postMessage({imports: py.runPython("import json, sys; json.dumps(getattr(sys, '_kit_import_times', {}))")});
    }
  };
})();
"""

PHASES_PROBE = r"""
(() => {
  const marks = window.__kitPhases = [];
  const mark = (name, at) => marks.push([name, (at === undefined ? performance.timeOrigin + performance.now() : at) - performance.timeOrigin]);
  const channel = new BroadcastChannel(%(channel)s);
  channel.onmessage = (event) => {
    if (event.data && event.data.mark) { mark(event.data.mark, event.data.at); }
    if (event.data && event.data.imports) { window.__kitImports = JSON.parse(event.data.imports); }
  };
  document.addEventListener("DOMContentLoaded", () => mark("page: HTML parsed (DOMContentLoaded)"));
  window.addEventListener("load", () => mark("page: scripts and styles loaded (load)"));
  new MutationObserver((changes, observer) => {
    if (document.querySelector(".jupyter-widgets")) { mark("page: first widget drawn"); observer.disconnect(); }
  }).observe(document, {childList: true, subtree: true});
  const Original = window.Worker;
  const prelude = %(prelude)s;
  function Wrapped(url, options) {
    const href = new URL(String(url), location.href).href;
    if (!/pyodide-kernel/.test(href) || (options && options.type === "module")) { return new Original(url, options); }
    mark("page: kernel worker created");
    const source = prelude + "\nimportScripts(" + JSON.stringify(href) + ");\n";
    return new Original(URL.createObjectURL(new Blob([source], {type: "text/javascript"})), options);
  }
  Wrapped.prototype = Original.prototype;
  window.Worker = Wrapped;
})();
"""


def probe() -> str:
    prelude = WORKER_PRELUDE % {"channel": json.dumps(CHANNEL), "timer": json.dumps(IMPORT_TIMER)}
    return PHASES_PROBE % {"channel": json.dumps(CHANNEL), "prelude": json.dumps(prelude)}


def phases(page) -> list[tuple[str, float]]:
    marks = page.evaluate("() => window.__kitPhases || []")
    return sorted(((name, at / 1000) for name, at in marks), key=lambda m: m[1])


def imports(page, timeout_ms: int = 5000) -> dict[str, float]:
    """Seconds spent in top-level imports, by the module first named (asked of the worker's Python)."""
    page.evaluate(f"() => new BroadcastChannel({json.dumps(CHANNEL)}).postMessage({{report: true}})")
    try:
        page.wait_for_function("() => window.__kitImports !== undefined", timeout=timeout_ms)
    except Exception:  # noqa: BLE001 - the worker did not answer (instrumentation failed): no breakdown
        return {}
    return page.evaluate("() => window.__kitImports")


def report(marks: list[tuple[str, float]], import_times: dict[str, float], top: int = 8) -> list[str]:
    """Lines for the benchmark's output: each phase's time since navigation start and since the one before."""
    lines = []
    before = 0.0
    for name, at in marks:
        lines.append(f"    {at:6.2f} s  (+{at - before:5.2f})  {name}")
        before = at
    if import_times:
        biggest = sorted(import_times.items(), key=lambda kv: -kv[1])[:top]
        lines.append("    top-level imports in the worker's Python: "
                     + ", ".join(f"{name} {seconds:.2f} s" for name, seconds in biggest))
    return lines
