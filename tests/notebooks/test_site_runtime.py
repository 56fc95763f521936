"""The static site's Python (notebooks/tools/site/runtime.py): what the build does to the libraries' wheels
so that a page starts sooner, checked on small wheels made here (no download, no browser).

* ``sourceless``: a compiled module ships as its bytecode alone (half the files a visit unpacks), and the
  module still imports; what has no bytecode keeps its source; data files stay.
* ``lighter_ipython``: ``import IPython`` no longer imports the terminal shell, ``IPython.embed`` still
  resolves when asked for, and an IPython whose ``__init__`` differs stops the build with a clear message.
* ``pages.defer_piplite``: the kernel's worker no longer imports piplite and micropip at its start; the first
  ``import piplite`` (a cell's ``%pip``) gets the kernel's settings; a kernel that differs stops the build.
* ``without_front_end``: JupyterLab's extensions and plotly's offline plotly.js leave the wheels, their RECORD
  rewritten; ``pages.fontawesome``: Font Awesome's WOFF2 fonts alone, and its sheets naming only them (a
  sheet naming a font left out stops the build).
"""

from __future__ import annotations

import importlib
import importlib.util
import py_compile
import sys
import textwrap
import zipfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "notebooks"))

from tools.site import runtime  # noqa: E402


def make_wheel(path: Path, files: dict[str, str | bytes]) -> Path:
    runtime.write_wheel(path, {**files, "demo-1.0.dist-info/WHEEL": "Wheel-Version: 1.0\nRoot-Is-Purelib: true\n"})
    return path


def pyc_of(source: str, tmp: Path) -> bytes:
    src = tmp / "module_source.py"
    src.write_text(source)
    out = tmp / "module_source.pyc"
    py_compile.compile(str(src), cfile=str(out), doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    return out.read_bytes()


def test_sourceless_ships_bytecode_alone_and_the_module_still_imports(tmp_path, monkeypatch):
    tag = sys.implementation.cache_tag  # this Python's tag: the wheel is imported below
    monkeypatch.setattr(runtime, "PYC_TAG", tag)
    wheel = make_wheel(tmp_path / "demo-1.0-py3-none-any.whl", {
        "demo/__init__.py": "VALUE = 'source'\n",
        f"demo/__pycache__/__init__.{tag}.pyc": pyc_of("VALUE = 'bytecode'\n", tmp_path),
        "demo/helper.py": "HELPER = 1\n",  # no bytecode: stays source
        "demo/data.json": "{}",
    })
    assert runtime.sourceless(wheel) == 1
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        record = z.read("demo-1.0.dist-info/RECORD").decode()
    assert {"demo/__init__.pyc", "demo/helper.py", "demo/data.json"} <= names
    assert "demo/__init__.py" not in names and not any("__pycache__" in n for n in names)
    assert "demo/__init__.pyc,sha256=" in record and "demo/__init__.py," not in record
    target = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(target)
    monkeypatch.syspath_prepend(str(target))
    sys.modules.pop("demo", None)
    try:
        demo = importlib.import_module("demo")
        assert demo.VALUE == "bytecode" and demo.__file__.endswith("__init__.pyc")
        assert importlib.import_module("demo.helper").HELPER == 1
    finally:
        for name in ("demo", "demo.helper"):
            sys.modules.pop(name, None)


IPYTHON_INIT = '''"""IPython."""
from .core.getipython import get_ipython
from .terminal.embed import embed

__all__ = ["embed"]
'''


def test_lighter_ipython_imports_the_terminal_only_when_asked(tmp_path, monkeypatch):
    wheel = make_wheel(tmp_path / "ipython-9.0.2-py3-none-any.whl", {
        "IPython/__init__.py": IPYTHON_INIT,
        "IPython/core/__init__.py": "",
        "IPython/core/getipython.py": "def get_ipython():\n    return None\n",
        "IPython/terminal/__init__.py": "",
        "IPython/terminal/embed.py": "import sys\nsys.modules['IPython'].TERMINAL_LOADED = True\n"
                                     "def embed():\n    return 'embedded'\n",
    })
    runtime.lighter_ipython(wheel)
    target = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(target)
    monkeypatch.syspath_prepend(str(target))
    saved = {k: v for k, v in sys.modules.items() if k == "IPython" or k.startswith("IPython.")}
    for name in saved:
        del sys.modules[name]
    try:
        ipython = importlib.import_module("IPython")
        assert "IPython.terminal.embed" not in sys.modules  # the terminal shell is not imported at start
        assert ipython.get_ipython() is None
        assert ipython.embed() == "embedded" and ipython.TERMINAL_LOADED  # asked for: imported then
        with pytest.raises(AttributeError):
            ipython.no_such_name  # noqa: B018
    finally:
        for name in [k for k in sys.modules if k == "IPython" or k.startswith("IPython.")]:
            del sys.modules[name]
        sys.modules.update(saved)


def test_lighter_ipython_stops_the_build_on_an_ipython_it_does_not_know(tmp_path):
    wheel = make_wheel(tmp_path / "ipython-10.0-py3-none-any.whl", {"IPython/__init__.py": '"""IPython."""\n'})
    with pytest.raises(SystemExit, match="check lighter_ipython"):
        runtime.lighter_ipython(wheel)
    with zipfile.ZipFile(wheel) as z:
        assert z.read("IPython/__init__.py").decode() == '"""IPython."""\n'  # unchanged


#: the kernel worker's setup of piplite as jupyterlite-pyodide-kernel 0.7.0 writes it (minified, in a template)
WORKER = ('await this._pyodide.runPythonAsync(`\\n      import piplite.piplite\\n      piplite.piplite._PIPLITE_DISABLE_PYPI'
          ' = ${n?"True":"False"}\\n      piplite.piplite._PIPLITE_URLS = ${JSON.stringify(s)}\\n    `)}')


def test_the_kernel_imports_piplite_only_when_a_cell_asks(tmp_path, monkeypatch):
    """The worker's setup, rewritten by the build, runs without importing piplite (nor micropip); the first
    ``import piplite`` gets the settings the kernel gives it."""
    from tools.site import pages

    static = tmp_path / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    static.mkdir(parents=True)
    (static / "352.worker.js").write_text(WORKER)
    (static / "other.js").write_text("console.log('unrelated')")
    assert pages.defer_piplite(tmp_path) == 1
    script = (static / "352.worker.js").read_text()
    assert "import piplite.piplite" not in script and (static / "other.js").read_text() == "console.log('unrelated')"
    # the template literal as JavaScript would give it to Python, the kernel's settings filled in
    template = script.split("runPythonAsync(`", 1)[1].rsplit("`)", 1)[0]
    python = template.replace("\\n", "\n").replace('${n?"True":"False"}', "True").replace(
        "${JSON.stringify(s)}", '["./pypi/all.json"]')
    package = tmp_path / "site" / "piplite"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("from .piplite import install\n")
    (package / "piplite.py").write_text("import sys\nsys.modules['piplite'].LOADED = True\n_PIPLITE_DISABLE_PYPI = False\n"
                                        "_PIPLITE_URLS = []\ndef install():\n    return _PIPLITE_URLS\n")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    saved_meta_path = list(sys.meta_path)
    try:
        exec(compile(textwrap.dedent(python), "worker-setup", "exec"), {})
        assert "piplite" not in sys.modules  # the setup imports nothing
        import piplite  # a cell's %pip

        assert piplite.LOADED and piplite.install() == ["./pypi/all.json"]
        assert sys.modules["piplite.piplite"]._PIPLITE_DISABLE_PYPI is True
        assert len(sys.meta_path) == len(saved_meta_path)  # the hook is gone once used
    finally:
        sys.meta_path[:] = saved_meta_path
        for name in ("piplite", "piplite.piplite"):
            sys.modules.pop(name, None)


def test_a_kernel_that_sets_piplite_up_otherwise_stops_the_build(tmp_path):
    from tools.site import pages

    static = tmp_path / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    static.mkdir(parents=True)
    (static / "352.worker.js").write_text("await this._pyodide.runPythonAsync(`import piplite`)")
    with pytest.raises(SystemExit, match="check defer_piplite"):
        pages.defer_piplite(tmp_path)


def test_wheels_leave_out_the_front_end_files_python_never_reads(tmp_path):
    wheel = tmp_path / "plotly-7.1.0-py3-none-any.whl"
    runtime.write_wheel(wheel, {
        "plotly/__init__.py": "", "plotly/package_data/widgetbundle.js": "the chart's widget",
        "plotly/package_data/plotly.min.js": "x" * 100, "plotly/labextension/static/0.js": "y" * 50,
        "plotly-7.1.0.data/data/share/jupyter/labextensions/jupyterlab-plotly/static/0.js": "z" * 20,
        "plotly-7.1.0.dist-info/WHEEL": "Wheel-Version: 1.0\n"})
    assert runtime.without_front_end(wheel) == 170
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        record = z.read("plotly-7.1.0.dist-info/RECORD").decode()
    assert names == {"plotly/__init__.py", "plotly/package_data/widgetbundle.js", "plotly-7.1.0.dist-info/WHEEL",
                     "plotly-7.1.0.dist-info/RECORD"}
    assert "labextension" not in record and "plotly.min.js" not in record  # the RECORD names what is there
    before = wheel.read_bytes()
    assert runtime.without_front_end(wheel) == 0 and wheel.read_bytes() == before


def fontawesome_package(folder: Path, sheet: str) -> Path:
    for name in ("fa-solid-900.eot", "fa-solid-900.woff2", "fa-solid-900.woff", "fa-solid-900.ttf", "fa-solid-900.svg"):
        (folder / "webfonts").mkdir(parents=True, exist_ok=True)
        (folder / "webfonts" / name).write_bytes(b"font")
    (folder / "css").mkdir()
    (folder / "css" / "all.min.css").write_text(sheet)
    (folder / "LICENSE.txt").write_text("licence")
    return folder


#: Font Awesome 5.15's two spellings of a font's sources: minified, and with quotes and spaces
FONT_FACES = ('@font-face{font-family:"Font Awesome 5 Free";font-weight:900;src:url(../webfonts/fa-solid-900.eot);'
              'src:url(../webfonts/fa-solid-900.eot?#iefix) format("embedded-opentype"),url(../webfonts/fa-solid-900.woff2) '
              'format("woff2"),url(../webfonts/fa-solid-900.woff) format("woff"),url(../webfonts/fa-solid-900.ttf) '
              'format("truetype"),url(../webfonts/fa-solid-900.svg#fontawesome) format("svg")}.fa{color:red}\n'
              '@font-face {\n  font-family: \'Font Awesome 5 Free\';\n  src: url("../webfonts/fa-solid-900.eot");\n'
              '  src: url("../webfonts/fa-solid-900.eot?#iefix") format("embedded-opentype"), '
              'url("../webfonts/fa-solid-900.woff2") format("woff2"), url("../webfonts/fa-solid-900.svg#fontawesome") '
              'format("svg"); }\n')


def test_the_site_ships_font_awesomes_woff2_fonts_alone_and_its_sheets_name_only_them(tmp_path):
    from tools.site import pages

    pages.fontawesome(tmp_path / "site", fontawesome_package(tmp_path / "fa", FONT_FACES))
    target = tmp_path / "site" / "static" / "fontawesome"
    assert sorted(p.name for p in (target / "webfonts").iterdir()) == ["fa-solid-900.woff2"]
    sheet = (target / "css" / "all.min.css").read_text()
    assert sheet.count('src:url(../webfonts/fa-solid-900.woff2) format("woff2")}') == 1
    assert sheet.count('src:url("../webfonts/fa-solid-900.woff2") format("woff2"); }') == 1
    assert ".eot" not in sheet and ".svg" not in sheet and ".fa{color:red}" in sheet


def test_a_font_awesome_sheet_naming_a_font_the_site_leaves_out_stops_the_build(tmp_path):
    from tools.site import pages

    sheet = '@font-face{font-family:"x";src:url(../webfonts/fa-solid-900.ttf) format("truetype")}'
    with pytest.raises(SystemExit, match="fa-solid-900.ttf"):
        pages.fontawesome(tmp_path / "site", fontawesome_package(tmp_path / "fa", sheet))
