// The static site's Python start as the kernel's worker does it, run by Node and timed (bench_site_start.py):
// `node site_start.mjs <site>/static/pyodide <piplite deferred: 0|1> <packages as JSON>`. Prints one line, RESULT {...}, in ms:
// load (Pyodide, Python's start, the preloaded wheels fetched from disk and unpacked), piplite (its import,
// 0 where the site defers it), kernel (`import pyodide_kernel`: IPython), app (`import widgets.sakura.app`).
import { pathToFileURL } from "node:url";
import path from "node:path";

const [dir, deferred, packages] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
const now = () => performance.now();
let t = now();
const py = await loadPyodide({ indexURL: dir + "/", packages: JSON.parse(packages) });
const out = { load: now() - t };
t = now();
if (deferred !== "1") { py.runPython("import piplite.piplite"); }
out.piplite = now() - t;
t = now();
py.runPython("import pyodide_kernel");
out.kernel = now() - t;
t = now();
py.runPython("import widgets.sakura.app");
out.app = now() - t;
console.log("RESULT " + JSON.stringify(out));
