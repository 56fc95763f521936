"""The kernel's worker started by the page first thing (notebooks/tools/site/early.py), checked without a
browser (tests/browser/test_site.py visits the real site):

* the build puts the start at the top of each notebook's page, after its character set, with the worker's and
  Pyodide's folders relative to the page, and leaves other pages alone;
* the kernel's page code takes that worker where it made its own, and a kernel that makes its worker
  otherwise stops the build;
* under Node: the page code takes the early worker once, and makes its own (stopping the early one) when
  the kernel asks for another script; a worker named by the page restores Python before the kernel asks,
  and the kernel's ``loadPyodide`` then gets that very Python (Python restored once), its output going to the
  kernel's from then on.
"""

from __future__ import annotations

import gzip
import json
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "notebooks"))

from tools.site import early, snapshot  # noqa: E402

from .test_site_snapshot import run_node  # noqa: E402

PAGE_CODE = ("initWorker(e){return crossOriginIsolated?new Worker(new URL(n.p+n.u(620),n.b),{type:void 0})"
             ":new Worker(new URL(n.p+n.u(352),n.b),{type:void 0})}")
needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="node is missing (make site needs it too)")


def kernel_static(root: Path, worker: str) -> Path:
    static = root / early.STATIC
    static.mkdir(parents=True)
    (static / "872.page.js").write_text(PAGE_CODE)
    (static / "352.usual.js").write_text(worker)
    (static / "620.isolated.js").write_text(worker)
    return static


def test_the_kernels_page_code_takes_the_early_worker(tmp_path):
    static = kernel_static(tmp_path, snapshot.WORKER_START + "worker")
    assert early.take_worker(tmp_path) == (early.STATIC / "352.usual.js").as_posix()
    code = (static / "872.page.js").read_text()
    assert code.startswith("var __kitTakeWorker")
    assert "__kitTakeWorker(new URL(n.p+n.u(352),n.b),{type:void 0})" in code
    assert "new Worker(new URL(n.p+n.u(620),n.b),{type:void 0})" in code  # the cross-origin isolated one as it was


@pytest.mark.parametrize("worker", ["a worker that does not restore the snapshot", None])
def test_a_kernel_that_makes_its_worker_otherwise_stops_the_build(tmp_path, worker):
    static = kernel_static(tmp_path, worker or snapshot.WORKER_START)
    if worker is None:
        (static / "872.page.js").write_text("initWorker(e){return new Worker(this.url)}")
    with pytest.raises(SystemExit, match="check take_worker"):
        early.take_worker(tmp_path)


PAGE = ('<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8" />\n<title>t</title></head><body>'
        '<script id="jupyter-config-data" type="application/json">{"notebookPath": "apps/sakura.ipynb"}</script>'
        '</body></html>')


def test_each_notebooks_page_starts_the_worker_first_thing():
    worker = (early.STATIC / "352.usual.js").as_posix()
    text = early.start_early(PAGE, worker, 3)
    assert text.index('<meta charset="utf-8" />') < text.index("kit-kernel") < text.index("<title>")
    assert '"../../../extensions/@jupyterlite/pyodide-kernel-extension/static/352.usual.js"' in text
    assert '"../../../static/pyodide/"' in text
    redirect = '<html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=../index.html"></head></html>'
    assert early.start_early(redirect, worker, 1) == redirect  # no notebook, no kernel: nothing started


#: the page's part under Node: a stand-in Worker, the page's address, the head script then the kernel's call
PAGE_RUN = r"""
const made = [];
globalThis.self = globalThis.window = globalThis;
globalThis.location = { href: "http://127.0.0.1:8000/voici/render/apps/sakura.html" };
globalThis.Worker = class { constructor(url, options) { this.url = String(url); this.options = options; this.stopped = false; made.push(this); }
                            terminate() { this.stopped = true; } };
%(head)s
%(take)s
const asked = process.argv[2];
const worker = __kitTakeWorker(new URL(asked + "?v=1", "http://127.0.0.1:8000/extensions/@jupyterlite/pyodide-kernel-extension/static/"), {});
const again = __kitTakeWorker(new URL(asked + "?v=1", "http://127.0.0.1:8000/extensions/@jupyterlite/pyodide-kernel-extension/static/"), {});
console.log(JSON.stringify({ made: made.map((w) => [w.url, w.options && w.options.name || null, w.stopped]),
                             taken: worker === made[0], again: again === made[0] }));
"""


def run_page(tmp_path: Path, asked: str) -> dict:
    head = early.head_script((early.STATIC / "352.usual.js").as_posix(), 3)
    return run_node(tmp_path / "page.js", PAGE_RUN % {"head": head.replace("<script>", "").replace("</script>", ""),
                                                     "take": early.TAKE_WORKER}, asked)


@needs_node
def test_the_page_hands_its_early_worker_to_the_kernel_once(tmp_path):
    seen = run_page(tmp_path, "352.usual.js")
    worker = "http://127.0.0.1:8000/extensions/@jupyterlite/pyodide-kernel-extension/static/352.usual.js"
    assert seen["made"] == [[worker, "kit-kernel http://127.0.0.1:8000/static/pyodide/", False],
                            [worker + "?v=1", None, False]]  # a second kernel (a restart) makes its own
    assert seen["taken"] and not seen["again"]


@needs_node
def test_a_kernel_asking_for_another_worker_gets_its_own_and_the_early_one_stops(tmp_path):
    seen = run_page(tmp_path, "620.isolated.js")
    assert [stopped for _url, _name, stopped in seen["made"]] == [True, False, False]
    assert seen["made"][1][0].endswith("/620.isolated.js?v=1") and not seen["taken"]


#: the worker's part under Node: named by the page, a stand-in Pyodide (importScripts defines loadPyodide)
WORKER_RUN = r"""
const fs = require("fs"), path = require("path");
const folder = process.argv[2];
const events = [];
globalThis.self = globalThis;
globalThis.WorkerGlobalScope = function () {};
self.name = "kit-kernel site/";
globalThis.fetch = async (url) => {
  const file = path.join(folder, url.replace("site/", ""));
  return fs.existsSync(file) ? new Response(fs.readFileSync(file)) : new Response(null, { status: 404 });
};
const py = { FS: { mkdirTree: () => {}, writeFile: () => {} }, loadedPackages: {}, runPython: () => {} };
globalThis.importScripts = (url) => {
  events.push("importScripts " + url);
  self.loadPyodide = async (options) => {
    events.push("restore" + (options._loadSnapshot ? " from the snapshot" : ""));
    py.print = (text) => options.stdout(text);
    return py;
  };
};
%(start)s
setTimeout(async () => {  // the page's own scripts, later: the kernel asks for Python
  events.push("kernel asks");
  const got = await __kitLoadPyodide(async () => { events.push("kernel's own start"); return {}; },
                                     { indexURL: "site/", stdout: (text) => events.push("kernel prints " + text) });
  if (got.print) { got.print("hello"); }
  console.log(JSON.stringify({ events, same: got === py }));
}, 200);
"""


def run_worker(folder: Path) -> dict:
    return run_node(folder / "worker.js", WORKER_RUN % {"start": snapshot.worker_start(folder)}, str(folder))


@needs_node
def test_a_worker_named_by_the_page_restores_python_before_the_kernel_asks(tmp_path):
    (tmp_path / "kit-files-1.bin").write_bytes(gzip.compress(b"abc"))
    (tmp_path / "kit-snapshot-1.bin").write_bytes(gzip.compress(b"python's memory"))
    (tmp_path / snapshot.MANIFEST).write_text(json.dumps({
        "files": "kit-files-1.bin", "files_size": 3, "snapshot": "kit-snapshot-1.bin", "snapshot_size": 15,
        "root": "/lib/site", "index": [["pkg/__init__.pyc", 3]], "packages": ["ipython"]}))
    seen = run_worker(tmp_path)
    assert seen["events"] == ["importScripts site/pyodide.js", "restore from the snapshot", "kernel asks",
                              "kernel prints hello"]
    assert seen["same"]


@needs_node
def test_without_a_snapshot_the_kernel_starts_python_itself_in_the_early_worker(tmp_path):
    seen = run_worker(tmp_path)  # a site without the snapshot: nothing restored, the kernel's own start
    assert seen["events"] == ["importScripts site/pyodide.js", "kernel asks", "kernel's own start"]
    assert not seen["same"]
