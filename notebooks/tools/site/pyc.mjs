// Compile the .py files under a folder to bytecode with Pyodide's own Python (3.13, the pages' Python),
// run by Node: `node pyc.mjs <pyodide folder> <folder>`. Each file gets __pycache__/<name>.cpython-313.pyc,
// "unchecked-hash" (valid whatever the files' dates after the browser unpacks the wheel). The first level
// of <folder> is one folder per wheel; below it, paths as in site-packages.
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, folder] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.mkdirTree("/work");
py.FS.mount(py.FS.filesystems.NODEFS, { root: path.resolve(folder) }, "/work");
const compiled = py.runPython(`
import importlib.util, os, py_compile, sysconfig
site = sysconfig.get_path("purelib")
count = 0
for top in sorted(os.listdir("/work")):
    for dirpath, _dirs, files in os.walk(os.path.join("/work", top)):
        for name in files:
            if not name.endswith(".py"):
                continue
            source = os.path.join(dirpath, name)
            rel = os.path.relpath(source, os.path.join("/work", top))
            try:
                py_compile.compile(source, cfile=importlib.util.cache_from_source(source),
                                   dfile=os.path.join(site, rel), doraise=True,
                                   invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
                count += 1
            except py_compile.PyCompileError as err:  # a file Python 3.13 cannot compile (tests, templates)
                print("pyc: left as source:", rel, str(err.msg).strip().splitlines()[-1])
count
`);
console.log(`pyc: ${compiled} files compiled`);
