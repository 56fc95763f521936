// The static site's Python start as the kernel's worker does it, run by Node and timed (bench_site_start.py):
// `node site_start.mjs <site>/static/pyodide <piplite deferred: 0|1> <packages as JSON> <worker start script>`.
// The worker start script is the site's own (notebooks/tools/site/snapshot.py's WORKER_START): it restores the
// build's snapshot where the site has one, else starts Python afresh with the packages. Prints one line,
// RESULT {...}, in ms: load (Python started or restored, the preloaded wheels' files in place), piplite (its
// import, 0 where the site defers it), kernel (`import pyodide_kernel`: IPython), app (`import widgets.sakura.app`),
// build (`SakuraApp()`: the first cell's widgets, their messages to the page dropped).
import { pathToFileURL } from "node:url";
import path from "node:path";
import fs from "node:fs";
import vm from "node:vm";

const [dir, deferred, packages, start] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
globalThis.fetch = async (url) => {  // the worker's fetches, from the site's folder
  const file = path.join(dir, String(url).slice((dir + "/").length));
  return fs.existsSync(file) ? new Response(fs.readFileSync(file)) : new Response(null, { status: 404 });
};
vm.runInThisContext(fs.readFileSync(start, "utf8"));
const now = () => performance.now();
let t = now();
const py = await globalThis.__kitLoadPyodide(loadPyodide, { indexURL: dir + "/", packages: JSON.parse(packages) });
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
py.runPython("pyodide_kernel.kernel_instance.interpreter").send_comm = () => {};
t = now();
py.runPython("widgets.sakura.app.SakuraApp()");
out.build = now() - t;
console.log("RESULT " + JSON.stringify(out));
