// The page's Python as a memory snapshot (snapshot.py), run by Node: `node snapshot.mjs <site's static/pyodide> <out>`.
// Reads kit-snapshot.json there: writes the packed wheels' files where the page's worker will write them,
// imports what the manifest names, and writes Python's memory (Pyodide's private snapshot API) to <out>.
import { pathToFileURL } from "node:url";
import path from "node:path";
import fs from "node:fs";
import zlib from "node:zlib";

const [dir, out] = process.argv.slice(2);
// Emscripten names the program after this script (its path would be in the memory, the environment's `_`):
// the browser's name instead, so the snapshot holds no path of the build machine and is the same wherever built
process.argv.splice(1, process.argv.length, "./this.program");
const manifest = JSON.parse(fs.readFileSync(path.join(dir, "kit-snapshot.json"), "utf8"));
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: dir + "/", _makeSnapshot: true });
const blob = zlib.gunzipSync(fs.readFileSync(path.join(dir, manifest.files)));
let at = 0;
for (const [name, size] of manifest.index) {
  const file = manifest.root + "/" + name;
  py.FS.mkdirTree(file.slice(0, file.lastIndexOf("/")));
  py.FS.writeFile(file, blob.subarray(at, at + size));
  at += size;
}
const done = py.runPython(`
import importlib, sys
importlib.invalidate_caches()
for name in ${JSON.stringify(manifest.imports)}:
    importlib.import_module(name)
apps = [getattr(importlib.import_module(module), name) for module, name in ${JSON.stringify(manifest.rehearse || [])}]
if apps:
    from widgets.common.ahead import rehearse
    rehearse(*apps)
import gc
gc.collect()
gc.freeze()  # what the snapshot holds stays: a page's collections of its own objects never go through it again
len(sys.modules)
`);
// the modules' own files (their bytecode) are in the memory now: the page's worker need not write them
fs.writeFileSync(out + ".imported.json", py.runPython(`
import json, sys
json.dumps(sorted({m.__file__ for m in list(sys.modules.values()) if isinstance(getattr(m, "__file__", None), str)}))
`));
// what the Python holds of JavaScript, beside what Pyodide restores itself: its own API (the kernel's
// module keeps loadPackagesFromImports); anything else stops the build
const snapshot = py.makeMemorySnapshot({
  serializer: (held) => {
    for (const name of ["loadPackagesFromImports", "loadPackage"]) {
      if (held === py[name]) { return { api: name }; }
    }
    if (held && held.loadPackagesFromImports === py.loadPackagesFromImports) { return { pyodide: true }; }
    throw new Error("snapshot: Python holds a JavaScript object the page cannot give back");
  },
});
fs.writeFileSync(out, snapshot);
console.log(`snapshot: ${done} modules imported, ${(snapshot.length / 1e6).toFixed(1)} MB of memory`);
