"""`pip install .` gives a working kit.

The distribution declares what the ``widgets`` package imports; the engine package
``tokaido_kit`` imports nothing outside the standard library; the declared ranges admit
the exact versions the suite is tested with (binder/requirements.txt).
"""

from __future__ import annotations

import ast
import concurrent.futures
import sys
import tomllib
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

from tests.test_setup import norm, pins

ROOT = Path(__file__).resolve().parents[1]
OWN = {"tokaido_kit", "widgets"}
#: what the browser's Python has built in (Pyodide and JupyterLite's kernel, the static site of ``make site``):
#: imported only there (``sys.platform == "emscripten"``), never installed from a package index
IN_BROWSER = {"pyodide", "pyodide_js", "pyodide_kernel", "js"}


def declared() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return [Requirement(spec) for spec in project["dependencies"]]


def parsed(path: Path) -> ast.AST:
    """``path``'s syntax tree, parsed in a thread of its own: CPython 3.11.7's parser can raise "AST constructor
    recursion depth mismatch" in a thread whose depth count a browser test's greenlets left uneven (a fresh
    clone's suite saw it once, in the xdist worker that had just run Playwright)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(ast.parse, path.read_text(), str(path)).result()


def top_level_imports(package: str) -> dict[str, str]:
    """Every absolute top-level module imported anywhere in ``package`` -> one file importing it."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        for node in ast.walk(parsed(path)):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                found.setdefault(name.split(".")[0], str(path.relative_to(ROOT)))
    return found


def third_party(package: str) -> dict[str, str]:
    return {m: f for m, f in top_level_imports(package).items()
            if m not in sys.stdlib_module_names and m not in OWN and m not in IN_BROWSER}


def test_the_engine_imports_only_the_standard_library():
    assert third_party("tokaido_kit") == {}


def test_every_module_the_widgets_import_comes_from_a_declared_dependency():
    providers = metadata.packages_distributions()
    names = {norm(r.name) for r in declared()}
    missing = {module: where for module, where in third_party("widgets").items()
               if not any(norm(d) in names for d in providers.get(module, []))}
    assert not missing, f"pyproject.toml [project] dependencies lack the providers of {missing}"


def test_the_declared_ranges_admit_the_tested_versions():
    pinned = pins()
    for requirement in declared():
        version = pinned.get(norm(requirement.name))
        assert version, f"{requirement.name} is declared but not pinned in binder/requirements.txt"
        assert requirement.specifier.contains(version), f"{requirement} excludes the tested {version}"


def test_the_scan_sees_the_imports_that_matter():
    """The check above really looks: the widgets import ipywidgets and the server Voila."""
    found = third_party("widgets")
    assert {"ipywidgets", "anywidget", "voila", "traitlets"} <= set(found)
