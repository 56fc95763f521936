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
    assert script.startswith(snapshot.WORKER_START % {"manifest": snapshot.MANIFEST}) and (static / "other.js").read_text() == "console.log('unrelated')"


def test_a_worker_that_starts_python_otherwise_stops_the_build(tmp_path):
    static = worker_folder(tmp_path)
    (static / "352.worker.js").write_text("this._pyodide=await loadPyodide(options)")
    with pytest.raises(SystemExit, match="check snapshot_start"):
        pages.snapshot_start(tmp_path)


#: the worker's start run by Node: fetch from a folder, a stand-in loadPyodide that records what it is given
NODE_RUN = r"""
const fs = require("fs"), path = require("path");
const folder = process.argv[2];
globalThis.fetch = async (url) => {
  const file = path.join(folder, url.replace("site/", ""));
  if (!fs.existsSync(file)) { return { ok: false, status: 404 }; }
  const data = fs.readFileSync(file);
  return { ok: true, json: async () => JSON.parse(data), arrayBuffer: async () => data.buffer.slice(data.byteOffset, data.byteOffset + data.length) };
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


def run_node(script: Path, code: str, *args: str) -> dict:
    """``code`` written to ``script`` and run by Node with ``args``: what it prints, as JSON."""
    script.write_text(code)
    done = subprocess.run(["node", str(script), *args], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def run_start(folder: Path) -> dict:
    return run_node(folder / "run.js", NODE_RUN % {"start": snapshot.WORKER_START % {"manifest": snapshot.MANIFEST}},
                    str(folder))


@pytest.mark.skipif(shutil.which("node") is None, reason="node is missing (make site needs it too)")
def test_the_worker_start_restores_writes_the_files_and_reseeds(tmp_path):
    blob = b"abcdefgh"
    (tmp_path / "kit-files-1.bin").write_bytes(gzip.compress(blob))
    (tmp_path / "kit-snapshot-1.bin").write_bytes(gzip.compress(b"python's memory"))
    (tmp_path / snapshot.MANIFEST).write_text(json.dumps({
        "files": "kit-files-1.bin", "snapshot": "kit-snapshot-1.bin", "root": "/lib/site",
        "index": [["pkg/__init__.pyc", 3], ["pkg/data/x.json", 5]], "packages": ["ipython", "tokaido-kit"]}))
    seen = run_start(tmp_path)
    assert seen["snapshot"] == "python's memory" and "packages" not in seen["options"]
    assert seen["files"] == {"/lib/site/pkg/__init__.pyc": "abc", "/lib/site/pkg/data/x.json": "defgh"}
    assert seen["loaded"] == {"ipython": "default channel", "tokaido-kit": "default channel"}
    assert seen["api"] == "loaded for import x"  # the snapshot's Python reaches this page's Pyodide
    assert any("random.seed()" in code for code in seen["python"])


@pytest.mark.skipif(shutil.which("node") is None, reason="node is missing (make site needs it too)")
def test_without_a_snapshot_the_worker_starts_python_as_before(tmp_path):
    seen = run_start(tmp_path)
    assert seen["options"]["packages"] == ["ipython"] and "snapshot" not in seen and seen["python"] == []
