// Add bytecode to Pyodide's standard library, run by Node: `node stdlib_pyc.mjs <pyodide folder> <out zip>`.
// Pyodide ships python_stdlib.zip with sources only, so the browser compiles every standard module a page
// imports (hundreds: IPython's), on every visit. Here Pyodide's own Python (3.13, the pages' Python)
// writes a copy of the zip with <name>.pyc beside each <name>.py, where zipimport looks first:
// "unchecked-hash" bytecode, valid whatever the dates, and compiled with the file name the module has in
// the browser, so tracebacks still show the source lines.
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, out] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.mkdirTree("/out");
py.FS.mount(py.FS.filesystems.NODEFS, { root: path.dirname(path.resolve(out)) }, "/out");
const result = py.runPython(`
import importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc
stdlib = next(p for p in sys.path if p.endswith(".zip"))
compiled = kept = 0
with zipfile.ZipFile(stdlib) as zin, zipfile.ZipFile("/out/${path.basename(out)}", "w", zipfile.ZIP_DEFLATED) as zout:
    names = set(zin.namelist())
    for info in zin.infolist():
        data = zin.read(info)
        zout.writestr(info, data)
        name = info.filename
        if not name.endswith(".py") or name[:-3] + ".pyc" in names:
            continue
        try:
            code = compile(data, f"{stdlib}/{name}", "exec", dont_inherit=True)
        except SyntaxError:  # a file Python 3.13 cannot compile (test data): stays source only
            kept += 1
            continue
        pyc = zipfile.ZipInfo(name[:-3] + ".pyc", info.date_time)
        pyc.compress_type = zipfile.ZIP_DEFLATED
        zout.writestr(pyc, bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), False)))
        compiled += 1
f"{compiled} compiled, {kept} left as source"
`);
console.log(`stdlib pyc: ${result}`);
