"""A page's Python as a memory snapshot made at build time: the kernel (IPython) and the apps already imported.

Without it, every visit (the first and every repeat: the browser caches files, not a running Python)
started Python, unpacked the preloaded wheels (about 1,250 files, one by one, in the browser's Python),
imported the kernel's IPython and then the app's ipywidgets, anywidget and the kit: 7-9 s of a 11 s
repeat visit on a busy 2-core machine. The build now does all that once, under Node, with Pyodide's own
(private) snapshot API (``loadPyodide({_makeSnapshot: true})``, ``pyodide.makeMemorySnapshot()``,
``loadPyodide({_loadSnapshot})``), and ships, in ``static/pyodide/``:

* ``kit-snapshot-<hash>.bin``: Python's memory once ``import pyodide_kernel`` and the three apps' modules
  are done, and each app rehearsed (:data:`REHEARSE`: built once and closed, its catalogues and caches
  filled) (gzip: about 10 MB);
* ``kit-files-<hash>.bin``: the preloaded wheels' files, one after another (gzip), which the page's worker
  writes into Python's file system itself (milliseconds) instead of unpacking wheels in Python: a snapshot
  holds Python's memory, not its files, and modules imported later (and the kit's catalogues) need them;
  the bytecode of the modules the snapshot has imported is left out (in its memory already: about a
  quarter of the files' bytes);
* ``kit-snapshot.json``: those two names and their sizes, where each file goes, and the packages already in
  place (so that a cell's ``import`` does not load them again). The build also writes the names and sizes
  into the worker (:func:`worker_start`), which asks for both files at its first line and gunzips each as
  it arrives.

The kernel's worker (:data:`WORKER_START`, put in by :func:`tools.site.pages.snapshot_start`) restores the
snapshot where it would have started Python afresh, writes the files, reseeds ``random`` (each visit its
own games) and goes on as before; a site without the snapshot starts as it always did.

The first visit keeps the snapshot and the files, gunzipped, in the browser's own storage (its origin
private file system); a repeat visit reads them there in one read each instead of gunzipping them again
(``__kitStore``). Wherever that storage is missing or fails, the worker fetches and gunzips as before.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import subprocess
import zipfile
from pathlib import Path

MANIFEST = "kit-snapshot.json"
#: what the snapshot has imported: the kernel's Python, then each app's module (its first cell's import)
IMPORTS = ["pyodide_kernel", "widgets.tokaido.app", "widgets.sakura.app", "widgets.duo.app"]
#: then each app built once and closed (widgets.common.ahead.rehearse): what a first build reads and fills
REHEARSE = [["widgets.tokaido.app", "TokaidoApp"], ["widgets.sakura.app", "SakuraApp"], ["widgets.duo.app", "DuoApp"]]
#: where the wheels' files go in the page's Python (Pyodide 0.29's site-packages)
SITE_PACKAGES = "/lib/python3.13/site-packages"


def pack(wheels: list[Path]) -> tuple[list[list], bytes]:
    """The files of ``wheels`` one after another: ([[path in site-packages, size], ...], their bytes)."""
    index, chunks, seen = [], [], set()
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as z:
            for info in z.infolist():
                if info.is_dir() or info.filename in seen:
                    continue
                seen.add(info.filename)
                data = z.read(info)
                index.append([info.filename, len(data)])
                chunks.append(data)
    return index, b"".join(chunks)


def without(index: list[list], blob: bytes, files: set[str]) -> tuple[list[list], bytes]:
    """``pack``'s files but ``files`` (paths in site-packages): the modules the snapshot has imported, whose
    bytecode is in its memory already."""
    kept, chunks, at = [], [], 0
    for name, size in index:
        if name not in files:
            kept.append([name, size])
            chunks.append(blob[at:at + size])
        at += size
    return kept, b"".join(chunks)


def gz(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=6, mtime=0)


def hashed(folder: Path, stem: str, data: bytes) -> str:
    """``data`` written to ``folder`` as ``<stem>-<its hash>.bin`` (a new build, a new name: caches never mix)."""
    name = f"{stem}-{hashlib.sha256(data).hexdigest()[:16]}.bin"
    (folder / name).write_bytes(data)
    return name


def build(pyodide: Path, wheels: list[Path], packages: list[str]) -> dict:
    """The snapshot of the Python in ``pyodide`` (the site's ``static/pyodide/``, final: the snapshot is of
    this very standard library) with ``wheels`` in place and :data:`IMPORTS` imported; ``packages``: their
    lock names. Writes the three files above; returns the manifest."""
    for old in pyodide.glob("kit-*.bin"):
        old.unlink()
    index, blob = pack(wheels)
    manifest = {"files": hashed(pyodide, "kit-files", gz(blob)), "files_size": len(blob), "root": SITE_PACKAGES,
                "index": index, "packages": sorted(packages), "imports": IMPORTS, "rehearse": REHEARSE}
    raw = pyodide / "kit-snapshot.raw"
    (pyodide / MANIFEST).write_text(json.dumps(manifest))
    try:
        subprocess.run(["node", str(Path(__file__).with_name("snapshot.mjs")), str(pyodide), str(raw)], check=True)
        memory = raw.read_bytes()
        manifest["snapshot"] = hashed(pyodide, "kit-snapshot", gz(memory))
        manifest["snapshot_size"] = len(memory)
        imported = {path[len(SITE_PACKAGES) + 1:] for path in json.loads(Path(f"{raw}.imported.json").read_text())
                    if path.startswith(SITE_PACKAGES + "/")}
        index, blob = without(index, blob, imported)
        (pyodide / manifest["files"]).unlink()
        manifest.update(files=hashed(pyodide, "kit-files", gz(blob)), files_size=len(blob), index=index)
    finally:
        raw.unlink(missing_ok=True)
        Path(f"{raw}.imported.json").unlink(missing_ok=True)
    (pyodide / MANIFEST).write_text(json.dumps(manifest, separators=(",", ":")))
    return manifest


#: Put before the kernel's worker script (pages.snapshot_start): where the worker calls ``loadPyodide``,
#: ``__kitLoadPyodide(loadPyodide, options)`` restores the snapshot (see the module's docstring). A worker the
#: page started early (tools.site.early: its name is ``kit-kernel <Pyodide's folder>``) begins restoring at
#: once, while the page's own scripts still load; the kernel's call then takes that Python.
WORKER_START = r"""var __kitShipped = %(shipped)s;  // the snapshot's and the files' names and sizes (null: no snapshot)
var __kitManifest = async function (base) {
  try {
    var response = await fetch(base + "%(manifest)s");
    return response.ok ? await response.json() : null;
  } catch (e) { return null; }
};
var __kitStore = {
  // the browser's own storage (its origin private file system): the snapshot and the files as the first visit
  // gunzipped them, so that a repeat visit reads them at once (tens of milliseconds) instead of gunzipping
  // them again (0.3-0.6 s of a 2 s visit). Best effort: wherever the storage is missing, full or locked (a
  // private window, another tab reading), the worker fetches and gunzips as before. Names carry the build's
  // hash: a file kept by another build is never read, and is removed when this build keeps its own.
  name: function (base) { return ("kit " + encodeURIComponent(String(base))).slice(0, 200); },  // the site's folder
  folder: async function (base) {
    var root = await navigator.storage.getDirectory();  // throws where there is no such storage
    return root.getDirectoryHandle(__kitStore.name(base), { create: true });
  },
  read: async function (base, name, size) {
    try {
      var file = await (await __kitStore.folder(base)).getFileHandle(name);
      // a worker's own: the whole file in one read; read-only, so that two tabs read at once (a browser
      // without that mode ignores it, and the second tab fetches instead)
      var handle = await file.createSyncAccessHandle({ mode: "read-only" });
      try {
        if (handle.getSize() !== size) { return null; }
        var data = new Uint8Array(size);
        return handle.read(data, { at: 0 }) === size ? data : null;
      } finally { handle.close(); }
    } catch (e) { return null; }  // not kept yet (a first visit), or no storage here
  },
  keep: async function (base, fresh) {
    // fresh: {name: bytes} gunzipped by this visit. Each is written whole or not at all (a writable's
    // close() commits), then what another build kept is removed
    try {
      var folder = await __kitStore.folder(base);
      for (var name in fresh) {
        var out = await (await folder.getFileHandle(name, { create: true })).createWritable();
        await out.write(fresh[name]);
        await out.close();
      }
      var mine = [__kitShipped.snapshot, __kitShipped.files];
      for await (var entry of folder.keys()) {
        if (mine.indexOf(entry) < 0) { await folder.removeEntry(entry).catch(function () {}); }
      }
    } catch (e) { /* the next visit fetches and gunzips again */ }
  },
  forget: async function (base) {  // what was kept failed to restore: the next visit fetches afresh
    try { await (await navigator.storage.getDirectory()).removeEntry(__kitStore.name(base), { recursive: true }); }
    catch (e) { /* nothing kept, or no storage */ }
  },
};
var __kitKeepAfterMs = 3000;  // once the page's first cells have run: writing is not on the visit's way
var __kitRestore = async function (load, options, asked) {
  // the kit's static site: Python restored from the snapshot made at build time (notebooks/tools/site/snapshot.py);
  // null when the site has no snapshot or the browser cannot gunzip (then Python starts as it always did).
  // asked: the manifest already asked for. The two big files are asked for at once (their names are in
  // __kitShipped), while the manifest (where each file goes) arrives
  var shipped = __kitShipped;
  if (!shipped || typeof DecompressionStream === "undefined" || typeof ReadableStream === "undefined") { return null; }
  var base = options.indexURL, manifest = asked || __kitManifest(base);
  var fresh = {}, stored = false;
  var bytes = async function (name, size) {
    // kept by an earlier visit, or else gunzipped as it arrives (reading the browser's cache and gunzipping
    // overlap), into one buffer of the size the manifest gives
    var kept = await __kitStore.read(base, name, size);
    if (kept) { stored = true; return kept; }
    var response = await fetch(base + name);
    if (!response.ok) { throw new Error(name + ": " + response.status); }
    var reader = response.body.getReader(), head = [], got = 0;
    while (got < 2) {
      var part = await reader.read();
      if (part.done) { break; }
      head.push(part.value);
      got += part.value.length;
    }
    if (head.length > 1) {  // the first two bytes in one piece
      var joined = new Uint8Array(got), o = 0;
      head.forEach(function (piece) { joined.set(piece, o); o += piece.length; });
      head = [joined];
    }
    var source = new ReadableStream({
      pull: async function (controller) {
        if (head.length) { controller.enqueue(head.shift()); return; }
        var part = await reader.read();
        if (part.done) { controller.close(); } else { controller.enqueue(part.value); }
      },
    });
    var gzipped = got >= 2 && head[0][0] === 0x1f && head[0][1] === 0x8b;
    if (!gzipped) { return new Uint8Array(await new Response(source).arrayBuffer()); }  // a host that gunzipped it
    var out = source.pipeThrough(new DecompressionStream("gzip")).getReader();
    var data = new Uint8Array(size), at = 0;
    for (;;) {
      var chunk = await out.read();
      if (chunk.done) { break; }
      if (at + chunk.value.length > size) { throw new Error(name + ": more than " + size + " bytes"); }
      data.set(chunk.value, at);
      at += chunk.value.length;
    }
    if (at !== size) { throw new Error(name + ": " + at + " bytes, not " + size); }
    fresh[name] = data;
    return data;
  };
  var files = bytes(shipped.files, shipped.files_size);
  files.catch(function () {});  // awaited below, once Python runs; a failure is thrown there
  var holder = {};
  var rest = Object.assign({}, options);
  delete rest.packages;  // in the snapshot already
  rest._loadSnapshot = bytes(shipped.snapshot, shipped.snapshot_size);
  // the JavaScript the snapshot's Python held: Pyodide's own API (the kernel's loadPackagesFromImports)
  rest._snapshotDeserializer = function (held) {
    if (held.api) { return function () { return holder.py[held.api].apply(holder.py, arguments); }; }
    return new Proxy({}, { get: function (target, key) { return holder.py[key]; } });
  };
  try {
    var py = holder.py = await load(rest);
  } catch (error) {
    if (stored) { await __kitStore.forget(base); }
    throw error;
  }
  manifest = await manifest;
  if (!manifest || manifest.snapshot !== shipped.snapshot) { throw new Error("kit-snapshot.json names another snapshot"); }
  var blob = await files, at = 0, made = new Set();
  for (var i = 0; i < manifest.index.length; i++) {
    var path = manifest.root + "/" + manifest.index[i][0], size = manifest.index[i][1];
    var folder = path.slice(0, path.lastIndexOf("/"));
    if (!made.has(folder)) { py.FS.mkdirTree(folder); made.add(folder); }
    py.FS.writeFile(path, blob.subarray(at, at + size));
    at += size;
  }
  manifest.packages.forEach(function (name) { py.loadedPackages[name] = "default channel"; });
  py.runPython("import importlib, random, sys\n" +
               "importlib.invalidate_caches()\n" +
               "random.seed()  # each visit its own games, not the build's\n" +
               "sys.path[:] = list(dict.fromkeys(sys.path))\n" +
               "sys._kit_snapshot = True\n");
  if (Object.keys(fresh).length) { setTimeout(function () { __kitStore.keep(base, fresh); }, __kitKeepAfterMs); }
  return py;
};
var __kitEarly = null;
if (typeof WorkerGlobalScope !== "undefined" && typeof self.name === "string" && self.name.indexOf("kit-kernel ") === 0) {
  // started by the page before its own scripts (notebooks/tools/site/early.py): restore now, print to the
  // console until the kernel gives its own output
  __kitEarly = (function (early) {
    early.out = { stdout: function (text) { console.log(text); }, stderr: function (text) { console.error(text); } };
    early.python = (async function () {
      var manifest = __kitShipped ? __kitManifest(early.indexURL) : null;  // asked for while Pyodide's script loads
      importScripts(early.indexURL + "pyodide.js");
      return __kitRestore(self.loadPyodide, {
        indexURL: early.indexURL,
        stdout: function (text) { early.out.stdout(text); },
        stderr: function (text) { early.out.stderr(text); },
      }, manifest);
    })().catch(function (error) { console.warn("kit: the snapshot failed, Python starts afresh", error); return null; });
    return early;
  })({ indexURL: self.name.slice("kit-kernel ".length) });
}
var __kitLoadPyodide = async function (load, options) {
  var early = __kitEarly;
  __kitEarly = null;
  if (early && String(options.indexURL) === early.indexURL) {
    early.out = { stdout: options.stdout || early.out.stdout, stderr: options.stderr || early.out.stderr };
    var started = await early.python;
    return started || load(options);  // no snapshot, or it failed (said on the console): Python afresh
  }
  try {
    return (await __kitRestore(load, options)) || load(options);
  } catch (error) {
    console.warn("kit: the snapshot failed, Python starts afresh", error);
    return load(options);
  }
};
"""


def worker_start(pyodide: Path) -> str:
    """:data:`WORKER_START` for the site whose Pyodide folder is ``pyodide``: with the snapshot's and the files'
    names and sizes when the snapshot is built there (the worker asks for both at once), else none (the worker
    starts Python afresh)."""
    path = pyodide / MANIFEST
    manifest = json.loads(path.read_text()) if path.exists() else {}
    keys = ("snapshot", "snapshot_size", "files", "files_size")
    shipped = {key: manifest[key] for key in keys} if all(key in manifest for key in keys) else None
    return WORKER_START % {"manifest": MANIFEST, "shipped": json.dumps(shipped)}
