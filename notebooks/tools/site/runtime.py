"""The Python the site's pages run: Pyodide 0.29.0 and the wheels its lock file names, all inside ``_site/``.

The npm package ``pyodide@0.29.0`` holds the interpreter and the standard library but no wheels. The
kernel loads, at its start, micropip, sqlite3, comm, jedi and ipython (and their dependencies); a page
then loads what its cells import (``from widgets.sakura.app import SakuraApp``: the kit, ipywidgets,
anywidget) through ``pyodide-lock.json``. So every package the pages can reach gets its pure wheel
(from the package index, at the lock file's version unless :data:`ADDED` pins another) and its entry in
the lock file (file name, sha256, dependencies).

* sqlite3 is compiled into Pyodide's own build and is not on the package index: an empty stand-in wheel
  takes its place (IPython keeps no history without it, and says nothing).
* jedi (code completion) gets an empty stand-in too: the site's pages have no code editor to complete
  in, and its 1,964 files (typeshed's stubs) were half of what every visit unpacks; IPython imports it
  at its start, and without it completes with its own completer.
* numpy, pandas and any other compiled package cannot be had: no page of the kit imports them.
* plotly is loaded only when a learner opens a score chart (:mod:`widgets.common.chart`).
* The wheels leave out what the page's Python never reads (:func:`without_front_end`): JupyterLab's
  extensions, and plotly's plotly.js for HTML files written offline (4.6 MB of the site).
* IPython's terminal is left out: ``import IPython`` imports ``IPython.terminal.embed`` (the terminal
  shell, prompt_toolkit: 130 modules, half of the kernel's start) only to offer ``IPython.embed``,
  which a page never calls. :func:`lighter_ipython` makes that one import lazy (the name still works
  where prompt_toolkit is installed), and prompt_toolkit is not shipped.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import subprocess
import zipfile
from pathlib import Path

#: What the kernel itself installs at its start (pyodide-kernel 0.7.0's worker) and what the pages import.
KERNEL_ROOTS = ["micropip", "sqlite3", "comm", "jedi", "ipython", "piplite", "ipykernel", "pyodide_kernel"]
PAGE_ROOTS = ["tokaido-kit", "plotly"]

#: What the kernel loads while Pyodide starts (loadPyodide's ``packages``), in parallel. The worker
#: installs one by one, with micropip and piplite, whatever of its own list is not named here
#: (``piplite`` and ``pyodide_kernel`` spelled as it spells them): naming them all saves seconds.
PRELOAD = ["micropip", "sqlite3", "comm", "jedi", "ipython", "piplite", "ipykernel", "pyodide_kernel",
           "tokaido-kit"]

#: The kernel's own wheels, which come with it (its labextension's ``static/pypi/``), not from the
#: package index: name -> (version, dependencies as lock names, import names). ipykernel is its stand-in.
KERNEL_WHEELS: dict[str, tuple[str, list[str], list[str]]] = {
    "piplite": ("0.7.0", ["micropip"], ["piplite"]),
    "ipykernel": ("6.9.2", ["comm"], ["ipykernel"]),
    "pyodide-kernel": ("0.7.0", ["ipython", "comm", "ipykernel", "piplite"], ["pyodide_kernel"]),
}

#: Packages the lock file lacks, or whose lock version cannot be had as a pure wheel:
#: name -> (version, dependencies as lock names, import names). Versions are the kit's tested set
#: (binder/requirements.txt) where it has them. ipywidgets' front-end packages (widgetsnbextension,
#: jupyterlab_widgets) are left out: their JavaScript is in the site already, the kernel never imports them.
ADDED: dict[str, tuple[str, list[str], list[str]]] = {
    "comm": ("0.2.3", [], ["comm"]),
    "ipywidgets": ("8.1.9", ["comm", "ipython", "traitlets"], ["ipywidgets"]),
    "anywidget": ("0.11.0", ["ipywidgets", "psygnal", "typing-extensions"], ["anywidget"]),
    "psygnal": ("0.16.1", [], ["psygnal"]),
    "plotly": ("7.1.0", ["narwhals", "packaging", "anywidget", "nbformat"], ["plotly", "_plotly_utils"]),
    "narwhals": ("2.29.0", [], ["narwhals"]),
    "nbformat": ("5.11.1", ["fastjsonschema", "jsonschema", "jupyter-core", "traitlets"], ["nbformat"]),
    # jsonschema 4.18+ needs rpds-py, which is compiled
    "jsonschema": ("4.17.3", ["attrs", "pyrsistent"], ["jsonschema"]),
    "pyrsistent": ("0.20.0", [], ["pyrsistent"]),
    "fastjsonschema": ("2.22.3", [], ["fastjsonschema"]),
    "jupyter-core": ("5.9.1", ["platformdirs", "traitlets"], ["jupyter_core"]),
    "platformdirs": ("4.14.8", [], ["platformdirs"]),
}

#: Dependencies the lock file names that no page needs: compiled (matplotlib), or IPython's terminal
#: (see :func:`lighter_ipython`).
DROPPED = {"matplotlib-inline": {"matplotlib"}, "ipython": {"prompt-toolkit"}}

#: The stand-ins, empty wheels: sqlite3 (compiled into Pyodide's own build, not on the package index)
#: and jedi (completion, which no page of the site offers; see the module's docstring).
STAND_INS = {"sqlite3", "jedi"}


def normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def closure(packages: dict, roots: list[str]) -> list[str]:
    """Every lock name reachable from ``roots`` (``packages``: the lock's entries, after :func:`merge_added`)."""
    index = {normal(k): k for k in packages}
    seen: list[str] = []
    todo = [normal(r) for r in roots]
    while todo:
        name = todo.pop()
        key = index.get(name)
        if key is None:
            raise SystemExit(f"site: {name} is needed but neither the Pyodide lock file nor notebooks/tools/site/runtime.py has it")
        if key in seen:
            continue
        seen.append(key)
        todo.extend(normal(d) for d in packages[key]["depends"] if normal(d) not in DROPPED.get(normal(key), set()))
    return sorted(seen)


def merge_added(packages: dict) -> None:
    """Put the :data:`ADDED` and :data:`KERNEL_WHEELS` entries in the lock's packages (file name and
    sha256 are filled in later)."""
    index = {normal(k): k for k in packages}
    for name, (version, depends, imports) in {**ADDED, **KERNEL_WHEELS}.items():
        key = index.get(name, name)
        entry = packages.get(key, {"install_dir": "site", "package_type": "package", "unvendored_tests": False})
        entry.update(name=name, version=version, depends=list(depends), imports=list(imports))
        packages[key] = entry
    for name in STAND_INS:  # an empty wheel needs nothing (jedi's parser, parso, is left out with it)
        packages[index.get(name, name)]["depends"] = []
    for name, drop in DROPPED.items():
        key = index[name]
        packages[key]["depends"] = [d for d in packages[key]["depends"] if normal(d) not in drop]


def wheel_name(name: str, version: str) -> re.Pattern:
    stem = re.sub(r"[-_.]+", "_", name)
    return re.compile(rf"{re.escape(stem)}-{re.escape(version)}-(py3|py2\.py3)-none-any\.whl", re.I)


def download(pip: list[str], name: str, version: str, cache: Path) -> Path:
    """The pure wheel of ``name==version`` for Python 3.13, from the package index (kept in ``cache``)."""
    pattern = wheel_name(name, version)
    found = [p for p in cache.glob("*.whl") if pattern.fullmatch(p.name)]
    if not found:
        subprocess.run(pip + ["download", "--quiet", "--no-deps", "--only-binary=:all:", "--platform", "any",
                              "--implementation", "py", "--abi", "none", "--python-version", "3.13",
                              "--dest", str(cache), f"{name}=={version}"], check=True)
        found = [p for p in cache.glob("*.whl") if pattern.fullmatch(p.name)]
    if not found:
        raise SystemExit(f"site: no pure wheel of {name}=={version} on the package index")
    return found[0]


def stand_in(name: str, version: str, folder: Path) -> Path:
    """An empty wheel named like the compiled module it stands in for (a dist-info, nothing to import)."""
    path = folder / f"{name}-{version}-py3-none-any.whl"
    info = f"{name}-{version}.dist-info"
    files = {
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
                            "Summary: empty stand-in: this module is not available in the static site\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: tokaido-kit site\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    write_wheel(path, files)
    return path


def write_wheel(path: Path, files: dict[str, str | bytes]) -> None:
    """A wheel with ``files`` and its RECORD, written reproducibly (fixed dates)."""
    record_name = next(k for k in files if k.endswith("/WHEEL")).rsplit("/", 1)[0] + "/RECORD"
    rows = []
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in sorted(files.items()):
            raw = data.encode() if isinstance(data, str) else data
            digest = base64.urlsafe_b64encode(hashlib.sha256(raw).digest()).rstrip(b"=").decode()
            rows.append(f"{name},sha256={digest},{len(raw)}")
            out.writestr(_entry(name), raw)
        rows.append(f"{record_name},,")
        out.writestr(_entry(record_name), "\n".join(rows) + "\n")


def wheel_files(wheel: Path) -> dict[str, bytes]:
    """``wheel``'s files but its RECORD (which :func:`write_wheel` writes afresh), by name."""
    with zipfile.ZipFile(wheel) as z:
        return {i.filename: z.read(i) for i in z.infolist()
                if not i.is_dir() and not i.filename.endswith(".dist-info/RECORD")}


def _entry(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, (2020, 2, 2, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED  # a ZipInfo is stored uncompressed unless told
    info.external_attr = 0o644 << 16
    return info


#: IPython's ``__init__``: the line that imports the terminal shell, and what takes its place
IPYTHON_EMBED = "from .terminal.embed import embed\n"
IPYTHON_LAZY_EMBED = """

def __getattr__(name):
    # the static site: the terminal shell (prompt_toolkit) is imported when asked for, not at start
    if name == "embed":
        from .terminal.embed import embed
        return embed
    raise AttributeError(f"module 'IPython' has no attribute {name!r}")
"""


def lighter_ipython(wheel: Path) -> None:
    """IPython's wheel (in place) with ``IPython.embed`` imported when first asked for instead of at
    ``import IPython`` (see the module's docstring)."""
    with zipfile.ZipFile(wheel) as z:
        source = z.read("IPython/__init__.py").decode()
    if source.count(IPYTHON_EMBED) != 1 or "def __getattr__" in source:
        raise SystemExit(f"site: {wheel.name}: IPython/__init__.py is not the one notebooks/tools/site/runtime.py "
                         "knows (its terminal import): check lighter_ipython against this IPython")
    add_files(wheel, {"IPython/__init__.py": (source.replace(IPYTHON_EMBED, "") + IPYTHON_LAZY_EMBED).encode()})


def sourceless(wheel: Path) -> int:
    """``wheel`` (in place, compiled by :func:`precompile`) with each compiled module as its bytecode alone,
    ``<name>.pyc`` where ``<name>.py`` was (Python imports it without a source): half the files a visit
    unpacks. For the libraries only: the kit keeps its sources (tutorials may show them). Tracebacks then
    show no source lines, which no page shows anyway. Returns how many sources were left out."""
    files = wheel_files(wheel)
    dropped = 0
    for name in [n for n in files if n.endswith(".py")]:
        folder, _, stem = name[: -len(".py")].rpartition("/")
        cached = f"{folder}/__pycache__/{stem}.{PYC_TAG}.pyc" if folder else f"__pycache__/{stem}.{PYC_TAG}.pyc"
        if cached in files:
            files[name[: -len(".py")] + ".pyc"] = files.pop(cached)
            del files[name]
            dropped += 1
    write_wheel(wheel, files)
    return dropped


#: the bytecode's tag in ``__pycache__`` (Pyodide 0.29.0's Python, 3.13)
PYC_TAG = "cpython-313"


#: Files of the wheels that the page's Python never reads: JupyterLab's front-end extensions (their JavaScript
#: is in the site's own ``extensions/`` already, built by voici) and plotly's plotly.js bundle for HTML files
#: written offline (the score chart is a ``FigureWidget``, drawn by its own widget bundle)
FRONT_END = re.compile(r"[^/]+\.data/data/share/jupyter/.*|plotly/labextension/.*|plotly/package_data/plotly\.min\.js")


def without_front_end(wheel: Path) -> int:
    """``wheel`` (in place) without the files :data:`FRONT_END` names (plotly's wheel: 9.7 -> 5.3 MB).
    Returns how many bytes were left out."""
    files = wheel_files(wheel)
    left = [name for name in files if FRONT_END.fullmatch(name)]
    if left:
        write_wheel(wheel, {name: data for name, data in files.items() if name not in left})
    return sum(len(files[name]) for name in left)


def add_files(wheel: Path, extra: dict[str, bytes]) -> None:
    """Put ``extra`` files in ``wheel`` (its RECORD rewritten)."""
    files = wheel_files(wheel)
    files.update(extra)
    write_wheel(wheel, files)


#: Modules no page imports at its start: left as source (their bytecode would only make the site bigger).
NOT_PRECOMPILED = re.compile(r"pygments/(lexers|styles)/(?!__init__|_mapping|python|default)[^/]+\.py|.*/tests?/.*")


def precompile(wheels: list[Path], pyodide: Path, work: Path, cache: Path) -> None:
    """Add Python 3.13 bytecode to ``wheels`` (in place): a page then imports IPython and the kit without
    compiling them first (seconds in the browser). Compiled by Pyodide itself under Node (pyc.mjs); the
    compiled wheels are kept in ``cache`` by the sha256 of the wheel they come from."""
    import shutil

    cache.mkdir(parents=True, exist_ok=True)
    todo = {}
    for wheel in wheels:
        key = _pyc_key(wheel)
        done = cache / key / wheel.name
        if not done.exists():
            todo[key] = wheel
    if todo:
        shutil.rmtree(work, ignore_errors=True)
        for key, wheel in todo.items():
            with zipfile.ZipFile(wheel) as z:
                for name in z.namelist():
                    if name.endswith(".py") and not NOT_PRECOMPILED.fullmatch(name):
                        z.extract(name, work / key)
        subprocess.run(["node", str(Path(__file__).with_name("pyc.mjs")), str(pyodide), str(work)], check=True)
        for key, wheel in todo.items():
            pycs = {p.relative_to(work / key).as_posix(): p.read_bytes() for p in (work / key).rglob("*.pyc")}
            (cache / key).mkdir(exist_ok=True)
            shutil.copy(wheel, cache / key / wheel.name)
            add_files(cache / key / wheel.name, pycs)
        shutil.rmtree(work, ignore_errors=True)
    for wheel in wheels:
        shutil.copy(cache / _pyc_key(wheel) / wheel.name, wheel)


def stdlib_with_bytecode(pyodide: Path, out: Path, cache: Path) -> None:
    """Pyodide's ``python_stdlib.zip`` with each module's bytecode beside its source (stdlib_pyc.mjs):
    the zip holds sources only, and compiling the ~300 standard modules a page imports took seconds of
    every visit. Kept in ``cache`` by the sha256 of Pyodide's zip."""
    import shutil

    source, script = pyodide / "python_stdlib.zip", Path(__file__).with_name("stdlib_pyc.mjs")
    key = hashlib.sha256((sha256(source) + sha256(script)).encode()).hexdigest()[:20]
    done = cache / f"python_stdlib-{key}.zip"
    if not done.exists():
        cache.mkdir(parents=True, exist_ok=True)
        subprocess.run(["node", str(script), str(pyodide), str(done)], check=True)
    shutil.copy(done, out)


def _pyc_key(wheel: Path) -> str:
    """The cache key of a compiled wheel: the wheel's sha256 and which files are compiled."""
    return hashlib.sha256(sha256(wheel).encode() + NOT_PRECOMPILED.pattern.encode()).hexdigest()[:20]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def kit_entry(wheel: Path) -> dict:
    """The lock entry of the kit's own wheel: its imports, and the dependencies a page loads with it."""
    version = wheel.name.split("-")[1]
    return {"name": "tokaido-kit", "version": version, "file_name": wheel.name, "install_dir": "site",
            "package_type": "package", "unvendored_tests": False, "sha256": sha256(wheel),
            "imports": ["tokaido_kit", "widgets"], "depends": ["ipywidgets", "anywidget", "traitlets", "ipython"]}


def kernel_wheel(folder: Path, name: str, version: str) -> Path:
    """One of the kernel's own wheels (:data:`KERNEL_WHEELS`), from its labextension's ``static/pypi/``."""
    pattern = wheel_name(name, version)
    found = [p for p in folder.glob("*.whl") if pattern.fullmatch(p.name)]
    if not found:
        raise SystemExit(f"site: {folder} has no {name}=={version} wheel: is jupyterlite-pyodide-kernel "
                         "the version notebooks/tools/site/requirements.txt pins?")
    return found[0]


def assemble(pyodide: Path, out: Path, kit_wheel: Path, pip: list[str], cache: Path, work: Path,
             kernel_pypi: Path) -> dict[str, int]:
    """Copy Pyodide's core from ``pyodide`` (the npm package) to ``out``, with every wheel the pages can
    reach and a lock file that names exactly those (the kernel's own wheels from ``kernel_pypi``).
    Returns {wheel file: bytes}."""
    out.mkdir(parents=True, exist_ok=True)
    for name in ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "package.json"):
        (out / name).write_bytes((pyodide / name).read_bytes())
    stdlib_with_bytecode(pyodide, out / "python_stdlib.zip", cache / "pyc")
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    packages = lock["packages"]
    merge_added(packages)
    packages["tokaido-kit"] = kit_entry(kit_wheel)
    needed = closure(packages, KERNEL_ROOTS + PAGE_ROOTS)
    sizes = {}
    preloaded = set(closure(packages, PRELOAD))
    wheels = {}
    for key in needed:
        entry = packages[key]
        if key == "tokaido-kit":
            wheel = kit_wheel
        elif key in STAND_INS:
            wheel = stand_in(key, entry["version"], cache)
        elif key in KERNEL_WHEELS:
            wheel = kernel_wheel(kernel_pypi, key, entry["version"])
        else:
            wheel = download(pip, entry["name"], entry["version"], cache)
        (out / wheel.name).write_bytes(wheel.read_bytes())
        wheels[key] = out / wheel.name
        if key == "ipython":
            lighter_ipython(wheels[key])
        without_front_end(wheels[key])
    precompile([wheels[k] for k in sorted(preloaded) if k not in STAND_INS], pyodide, work, cache / "pyc")
    for key in sorted(preloaded - STAND_INS - {"tokaido-kit"}):
        sourceless(wheels[key])
    for key in needed:
        entry, wheel = packages[key], wheels[key]
        entry["file_name"] = wheel.name
        entry["sha256"] = sha256(wheel)
        if key in STAND_INS:  # a pure wheel now: installed into site-packages like the others
            entry["package_type"] = "package"
            entry["imports"] = []
        sizes[wheel.name] = wheel.stat().st_size
    # only what is in the site: a page asking for anything else fails at once instead of reaching out
    lock["packages"] = {k: packages[k] for k in needed}
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    from tools.site import snapshot

    snapshot.build(out, [wheels[k] for k in sorted(preloaded)], [packages[k]["name"] for k in sorted(preloaded)])
    return sizes


def check_wheel_is_pure(path: Path) -> None:
    with zipfile.ZipFile(path) as z:
        wheel = next(n for n in z.namelist() if n.endswith(".dist-info/WHEEL"))
        text = z.read(wheel).decode()
    if "Root-Is-Purelib: true" not in text:
        raise SystemExit(f"site: {path.name} is not a pure-Python wheel")

