"""The static site's Python restored from a snapshot made at build time (notebooks/tools/site/snapshot.py),
checked without a browser (the browser test in tests/browser/test_site.py visits the real site):

* ``pack``: the preloaded wheels' files one after another, each once, where the page's worker writes them;
* ``pages.snapshot_start``: the kernel's worker restores the snapshot where it started Python afresh, and a
  worker that starts Python otherwise stops the build;
* the worker's start itself, run by Node against a stand-in Pyodide: with the site's snapshot it gives
  ``loadPyodide`` the snapshot (not the wheels to unpack), writes every file, marks the packages loaded
  (a cell's ``import`` loads none again) and reseeds ``random``; without one it starts Python as before.
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "notebooks"))

from tools.site import pages, runtime, snapshot  # noqa: E402

WORKER = 'async initRuntime(e){let r;this._pyodide=await r({indexURL:s,stdout:i=>{},...e.loadPyodideOptions})}'


def test_pack_lays_out_every_file_once_in_order(tmp_path):
    one = tmp_path / "one-1.0-py3-none-any.whl"
    two = tmp_path / "two-1.0-py3-none-any.whl"
    runtime.write_wheel(one, {"one/__init__.pyc": b"\x00one", "one-1.0.dist-info/WHEEL": "Wheel-Version: 1.0\n"})
    runtime.write_wheel(two, {"two/data.json": "{}", "one/__init__.pyc": b"other",
                              "two-1.0.dist-info/WHEEL": "Wheel-Version: 1.0\n"})
    index, blob = snapshot.pack([one, two])
    names = [name for name, _size in index]
    assert names.count("one/__init__.pyc") == 1 and "two/data.json" in names
    assert sum(size for _name, size in index) == len(blob)
    at = 0
    files = {}
    for name, size in index:
        files[name] = blob[at:at + size]
        at += size
    assert files["one/__init__.pyc"] == b"\x00one" and files["two/data.json"] == b"{}"
    with zipfile.ZipFile(two) as z:
        assert files["two-1.0.dist-info/RECORD"] == z.read("two-1.0.dist-info/RECORD")


def test_the_files_leave_out_the_modules_the_snapshot_has_imported_and_keep_the_rest_in_order():
    index = [["kit/__init__.pyc", 2], ["kit/messages/en.json", 3], ["kit/later.pyc", 1]]
    kept, blob = snapshot.without(index, b"aabbbc", {"kit/__init__.pyc"})
    assert kept == [["kit/messages/en.json", 3], ["kit/later.pyc", 1]] and blob == b"bbbc"


def worker_folder(root: Path) -> Path:
    static = root / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    static.mkdir(parents=True)
    return static


def test_the_worker_restores_the_snapshot_where_it_started_python(tmp_path):
    static = worker_folder(tmp_path)
    (static / "352.worker.js").write_text(WORKER)
    (static / "other.js").write_text("console.log('unrelated')")
    assert pages.snapshot_start(tmp_path) == 1
    script = (static / "352.worker.js").read_text()
    assert "this._pyodide=await __kitLoadPyodide(r,{indexURL:s," in script
    assert script.startswith(snapshot.worker_start(tmp_path / "static" / "pyodide"))
    assert "var __kitShipped = null;" in script  # no snapshot built there: the worker reads the manifest
    assert (static / "other.js").read_text() == "console.log('unrelated')"


def test_a_worker_that_starts_python_otherwise_stops_the_build(tmp_path):
    static = worker_folder(tmp_path)
    (static / "352.worker.js").write_text("this._pyodide=await loadPyodide(options)")
    with pytest.raises(SystemExit, match="check snapshot_start"):
        pages.snapshot_start(tmp_path)


#: the worker's start run by Node: fetch from a folder, a stand-in loadPyodide that records what it is given
NODE_RUN = r"""
const fs = require("fs"), path = require("path");
const folder = process.argv[2];
// each file's body in pieces of PIECE bytes (a browser's cache hands a body on in pieces too)
const PIECE = Number(process.argv[3] || 65536);
globalThis.fetch = async (url) => {
  const file = path.join(folder, url.replace("site/", ""));
  if (!fs.existsSync(file)) { return new Response(null, { status: 404 }); }
  const data = fs.readFileSync(file);
  let at = 0;
  return new Response(new ReadableStream({
    pull: (controller) => {
      if (at >= data.length) { controller.close(); return; }
      controller.enqueue(new Uint8Array(data.subarray(at, at + PIECE)));
      at += PIECE;
    },
  }));
};
%(start)s
const seen = { files: {}, folders: [], python: [] };
const py = {
  FS: { mkdirTree: (f) => seen.folders.push(f), writeFile: (f, data) => { seen.files[f] = Buffer.from(data).toString(); } },
  loadedPackages: {}, runPython: (code) => seen.python.push(code),
};
let held = null;
const load = async (options) => {
  seen.options = Object.assign({}, options, { _loadSnapshot: undefined });
  if (options._loadSnapshot) { seen.snapshot = Buffer.from(await options._loadSnapshot).toString(); }
  if (/^bad/.test(seen.snapshot || "")) { delete seen.snapshot; throw new Error("Snapshot has invalid magic number"); }
  if (options._snapshotDeserializer) {
    py.loadPackagesFromImports = (code) => "loaded for " + code;
    held = options._snapshotDeserializer({ api: "loadPackagesFromImports" });  // called once Python runs
  }
  return py;
};
__kitLoadPyodide(load, { indexURL: "site/", packages: ["ipython"] }).then(() => {
  seen.loaded = py.loadedPackages;
  if (held) { seen.api = held("import x"); }
  console.log(JSON.stringify(seen));
});
"""


def run_node(script: Path, code: str, *args: str, env: dict[str, str] | None = None) -> dict:
    """``code`` written to ``script`` and run by Node with ``args`` (and ``env`` beside this process's
    environment): what it prints, as JSON."""
    script.write_text(code)
    done = subprocess.run(["node", str(script), *args], capture_output=True, text=True, timeout=60,
                          env={**os.environ, **(env or {})})
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def run_start(folder: Path, piece: int = 65536, start: str | None = None) -> dict:
    """The worker's start (by default as the build writes it for ``folder``'s manifest) run by Node."""
    start = snapshot.worker_start(folder) if start is None else start
    return run_node(folder / "run.js", NODE_RUN % {"start": start}, str(folder), str(piece))


def write_site(folder: Path, files: bytes, memory: bytes, gzipped: bool = True) -> None:
    """A stand-in site's snapshot: the files ``pkg/__init__.pyc`` (3 bytes) and ``pkg/data/x.json`` (5)."""
    pack = gzip.compress if gzipped else (lambda data: data)
    (folder / "kit-files-1.bin").write_bytes(pack(files))
    (folder / "kit-snapshot-1.bin").write_bytes(pack(memory))
    (folder / snapshot.MANIFEST).write_text(json.dumps({
        "files": "kit-files-1.bin", "files_size": len(files), "snapshot": "kit-snapshot-1.bin",
        "snapshot_size": len(memory), "root": "/lib/site", "index": [["pkg/__init__.pyc", 3], ["pkg/data/x.json", 5]],
        "packages": ["ipython", "tokaido-kit"]}))


@pytest.mark.skipif(shutil.which("node") is None, reason="node is missing (make site needs it too)")
@pytest.mark.parametrize("piece", [1, 65536], ids=["byte by byte", "in pieces"])
def test_the_worker_start_restores_writes_the_files_and_reseeds(tmp_path, piece):
    write_site(tmp_path, b"abcdefgh", b"python's memory")
    seen = run_start(tmp_path, piece)
    assert seen["snapshot"] == "python's memory" and "packages" not in seen["options"]
    assert seen["files"] == {"/lib/site/pkg/__init__.pyc": "abc", "/lib/site/pkg/data/x.json": "defgh"}
    assert seen["loaded"] == {"ipython": "default channel", "tokaido-kit": "default channel"}
    assert seen["api"] == "loaded for import x"  # the snapshot's Python reaches this page's Pyodide
    assert any("random.seed()" in code for code in seen["python"])


@pytest.mark.skipif(shutil.which("node") is None, reason="node is missing (make site needs it too)")
def test_a_host_that_gunzipped_the_files_already_gives_the_same_python(tmp_path):
    write_site(tmp_path, b"abcdefgh", b"python's memory", gzipped=False)
    seen = run_start(tmp_path, 4)
    assert seen["snapshot"] == "python's memory"
    assert seen["files"] == {"/lib/site/pkg/__init__.pyc": "abc", "/lib/site/pkg/data/x.json": "defgh"}


@pytest.mark.skipif(shutil.which("node") is None, reason="node is missing (make site needs it too)")
def test_a_snapshot_of_another_size_than_the_manifest_says_starts_python_as_before(tmp_path):
    write_site(tmp_path, b"abcdefgh", b"python's memory")
    manifest = json.loads((tmp_path / snapshot.MANIFEST).read_text())
    manifest["snapshot_size"] += 1  # a stale manifest in the browser's cache: the snapshot is not given half-made
    (tmp_path / snapshot.MANIFEST).write_text(json.dumps(manifest))
    seen = run_start(tmp_path)
    assert seen["options"]["packages"] == ["ipython"] and "snapshot" not in seen and seen["python"] == []


@pytest.mark.skipif(shutil.which("node") is None, reason="node is missing (make site needs it too)")
def test_a_manifest_of_another_build_than_the_worker_starts_python_afresh(tmp_path):
    write_site(tmp_path, b"abcdefgh", b"python's memory")
    start = snapshot.worker_start(tmp_path)
    manifest = json.loads((tmp_path / snapshot.MANIFEST).read_text())
    manifest["snapshot"] = "kit-snapshot-2.bin"  # the browser's cache holds a newer manifest than worker
    (tmp_path / snapshot.MANIFEST).write_text(json.dumps(manifest))
    seen = run_start(tmp_path, start=start)
    assert seen["options"]["packages"] == ["ipython"] and seen["files"] == {} and seen["python"] == []


@pytest.mark.skipif(shutil.which("node") is None, reason="node is missing (make site needs it too)")
def test_without_a_snapshot_the_worker_starts_python_as_before(tmp_path):
    seen = run_start(tmp_path)
    assert seen["options"]["packages"] == ["ipython"] and "snapshot" not in seen and seen["python"] == []
