"""The kernel's worker started by the page itself, first thing, instead of by JupyterLite's scripts.

A visit's Python waits for two things: the page's own scripts (voici and JupyterLite: 1.8-2.5 s on a busy
2-core machine, before they create the kernel's worker) and then the worker (Pyodide's wasm, the snapshot
restored: 1-3 s). Neither needs the other until the kernel starts, so they now run side by side:

* each notebook's page starts the kernel's worker from a small script at the top of its ``<head>``
  (:data:`HEAD_SCRIPT`), named ``kit-kernel <Pyodide's folder>``; the worker's start
  (:data:`tools.site.snapshot.WORKER_START`) sees the name and restores Python at once;
* the Pyodide kernel's page code (:func:`take_worker`) takes that worker, once, where it would have made its
  own; the kernel then talks to it as to a worker it made (its messages queue until then), and its call to
  ``loadPyodide`` gets the Python already restored (or being restored).

A browser that is cross-origin isolated (then the kernel wants its other worker), a page whose worker is not
the one the kernel asks for, or a site without the snapshot: the kernel makes its own worker and starts
Python as before; an early worker not taken is stopped.
"""

from __future__ import annotations

import re
from pathlib import Path

STATIC = Path("extensions") / "@jupyterlite" / "pyodide-kernel-extension" / "static"
PYODIDE = "static/pyodide/"
#: where the kernel's page code makes its worker when the page is not cross-origin isolated (0.7's initWorker)
MAKE_WORKER = re.compile(r"new Worker\(new URL\((\w+)\.p\+\1\.u\((\d+)\),\1\.b\),\{type:void 0\}\)")
HEAD = re.compile(r"<head[^>]*>(\s*<meta charset=[^>]*>)?", re.I)
#: put first in each notebook's page (``%(worker)s`` and ``%(pyodide)s`` relative to the page)
HEAD_SCRIPT = """<script>
(function () {
  // the kit's static site: the kernel's worker starts restoring Python now, while the page's scripts load
  // (notebooks/tools/site/early.py); the kernel takes it when it starts
  try {
    if (self.crossOriginIsolated || typeof Worker === "undefined") { return; }
    var url = new URL("%(worker)s", location.href).href;
    var pyodide = new URL("%(pyodide)s", location.href).href;
    window.__kitEarlyWorker = { url: url, worker: new Worker(url, { name: "kit-kernel " + pyodide }) };
  } catch (e) { window.__kitEarlyWorker = null; }
})();
</script>
"""
#: put before the kernel's page code: ``__kitTakeWorker(url, options)`` where it said ``new Worker(url, options)``
TAKE_WORKER = """var __kitTakeWorker = function (url, options) {
  // the kernel's worker the page started first (notebooks/tools/site/early.py), taken once
  var early = self.__kitEarlyWorker, asked = new URL(String(url), location.href);
  self.__kitEarlyWorker = null;
  asked.search = "";  // the kernel adds ?v=<the file's hash>, which its name holds already
  if (early && early.url === asked.href) { return early.worker; }
  if (early) { early.worker.terminate(); }
  return new Worker(url, options);
};
"""


def take_worker(out: Path) -> str:
    """The kernel's page code takes the page's early worker (see the module's docstring). Returns the worker
    script's path in the site; a kernel that makes its worker otherwise stops the build."""
    static = out / STATIC
    for path in sorted(static.glob("*.js")):
        text = path.read_text(encoding="utf-8")
        found = [m for m in MAKE_WORKER.finditer(text)]
        if not found:
            continue
        # crossOriginIsolated ? new Worker(<its worker>) : new Worker(<this one>): the last is the page's usual one
        last = found[-1]
        workers = sorted(static.glob(f"{last.group(2)}.*.js"))
        if len(workers) != 1 or "__kitEarly" not in workers[0].read_text(encoding="utf-8"):
            break
        text = text[:last.start()] + "__kitTakeWorker" + last.group(0)[len("new Worker"):] + text[last.end():]
        path.write_text(TAKE_WORKER + text, encoding="utf-8")
        return (STATIC / workers[0].name).as_posix()
    raise SystemExit("site: the Pyodide kernel no longer makes its worker as notebooks/tools/site/early.py expects "
                     "(or its worker does not restore the snapshot): check take_worker against this "
                     "jupyterlite-pyodide-kernel")


def head_script(worker: str, depth: int) -> str:
    """The early start for a page ``depth`` folders below the site."""
    up = "../" * depth
    return HEAD_SCRIPT % {"worker": up + worker, "pyodide": up + PYODIDE}


def start_early(text: str, worker: str, depth: int) -> str:
    """A notebook's page (one that runs a kernel) with its worker started first thing in ``<head>``."""
    if '"notebookPath"' not in text:
        return text
    # after the character set, which a browser looks for in the page's first bytes
    return HEAD.sub(lambda m: m.group(0) + "\n" + head_script(worker, depth), text, count=1)
