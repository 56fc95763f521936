"""Build ``_site/``: the kit as a static site whose pages run Python in the browser (voici + Pyodide).

``make site`` runs this with the kit's venv (the landing page and the rule maps are written by the kit
itself). Steps:

1. the build tools (``notebooks/tools/site/requirements.txt``: voici-core, JupyterLite, the Pyodide kernel and the
   widgets' front ends) in a venv of their own, ``build/site/venv``, made once;
2. Pyodide 0.29.0 and Font Awesome 5 from npm (``npm pack``), the kit's wheel (``pip wheel .``) and every
   wheel the pages can load (:mod:`tools.site.runtime`), downloads kept in ``.site-cache/``;
3. a copy of ``notebooks/`` (every notebook found there, outputs dropped: the browser runs them) built by
   ``voici build`` into ``voici/render/<path>.html``, one page per notebook;
4. what voici does not do: Font Awesome from the site instead of a CDN, links between notebooks
   (``.ipynb`` in the kit) to their pages, the
   landing page ``index.html`` and the rule maps ``rules/<game>.html`` as plain HTML (no Python to wait
   for), and a check that no page names another host.

Nothing at run time comes from outside ``_site/``: publish the folder on any static host.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path[:0] = [str(ROOT), str(ROOT / "notebooks")]

from tools.site import pages, runtime, stamp  # noqa: E402

BUILD = ROOT / "build" / "site"
CACHE = ROOT / ".site-cache"
SITE = ROOT / "_site"
REQUIREMENTS = Path(__file__).resolve().parent / "requirements.txt"
NPM = {"pyodide": "pyodide@0.29.0", "fontawesome": "@fortawesome/fontawesome-free@5.15.4"}
#: notebooks that get no page of their own: the landing page is plain HTML (see pages.index_page)
NOT_RENDERED = {"index.ipynb"}


def say(text: str) -> None:
    print(f"== site: {text}", flush=True)


def run(cmd: list[str], **kwargs) -> None:
    subprocess.run([str(c) for c in cmd], check=True, **kwargs)


def pip_env() -> dict[str, str]:
    return dict(os.environ, PIP_CACHE_DIR=str(CACHE / "pip"), PIP_DISABLE_PIP_VERSION_CHECK="1")


def build_venv() -> Path:
    """The build tools' venv, (re)installed when notebooks/tools/site/requirements.txt changes."""
    venv = BUILD / "venv"
    stamp = venv / ".site-requirements"
    wanted = REQUIREMENTS.read_text()
    if stamp.exists() and stamp.read_text() == wanted:
        return venv
    say("installing the build tools (voici-core, JupyterLite) in build/site/venv")
    if not (venv / "bin" / "python").exists():
        run([sys.executable, "-m", "venv", venv])
    run([venv / "bin" / "python", "-m", "pip", "install", "--quiet", "-r", REQUIREMENTS], env=pip_env())
    stamp.write_text(wanted)
    return venv


def npm_package(key: str) -> Path:
    """An npm package, unpacked (``npm pack`` keeps the tarball in .site-cache/npm)."""
    spec = NPM[key]
    folder = CACHE / "npm"
    folder.mkdir(parents=True, exist_ok=True)
    name, version = spec.rsplit("@", 1)
    tarball = folder / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
    if not tarball.exists():
        say(f"npm pack {spec}")
        run(["npm", "pack", "--silent", spec, "--pack-destination", folder], stdout=subprocess.DEVNULL)
    target = BUILD / "npm" / key
    if not (target / "package.json").exists():
        shutil.rmtree(target, ignore_errors=True)
        target.mkdir(parents=True)
        with tarfile.open(tarball) as tar:
            try:
                tar.extractall(target.parent / f"{key}.tmp", filter="data")
            except TypeError:  # Python before 3.11.4 (Debian 12's 3.11.2) has no filter; npm's tarballs are plain
                tar.extractall(target.parent / f"{key}.tmp")
        shutil.rmtree(target)
        (target.parent / f"{key}.tmp" / "package").rename(target)
        shutil.rmtree(target.parent / f"{key}.tmp")
    return target


def kit_wheel(venv: Path, contents: Path) -> Path:
    """The kit's own wheel, built from pyproject.toml (its server-side dependencies are not loaded:
    the lock file names only what the pages need, see runtime.kit_entry), with the notebooks beside its
    packages, where :data:`widgets.links.NOTEBOOKS` looks for them: the kernel has no file server to ask
    which tutorials come before and after (and the pages start seconds sooner without one)."""
    dist = BUILD / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    dist.mkdir(parents=True)
    run([venv / "bin" / "python", "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", dist, ROOT],
        env=pip_env())
    wheel = next(dist.glob("tokaido_kit-*.whl"))
    runtime.check_wheel_is_pure(wheel)
    runtime.add_files(wheel, {f"notebooks/{p.relative_to(contents).as_posix()}": p.read_bytes()
                              for p in sorted(contents.rglob("*.ipynb"))})
    return wheel


def copy_notebooks(target: Path) -> list[str]:
    """Every notebook under notebooks/ (but the landing page), outputs dropped. Returns their paths."""
    shutil.rmtree(target, ignore_errors=True)
    found = []
    source = ROOT / "notebooks"
    for path in sorted(source.rglob("*.ipynb")):
        rel = path.relative_to(source).as_posix()
        if ".ipynb_checkpoints" in path.parts or rel in NOT_RENDERED:
            continue
        notebook = json.loads(path.read_text(encoding="utf-8"))
        for cell in notebook.get("cells", []):
            if cell.get("cell_type") == "code":
                cell["outputs"], cell["execution_count"] = [], None
        notebook.get("metadata", {}).pop("widgets", None)
        out = target / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(notebook, ensure_ascii=False, indent=1), encoding="utf-8")
        found.append(rel)
    return found


def lite_dir(venv: Path, kit: Path) -> Path:
    """JupyterLite's input folder: Pyodide and the wheels at static/pyodide/, the kernel's settings."""
    lite = BUILD / "lite"
    shutil.rmtree(lite, ignore_errors=True)
    pyodide = lite / "static" / "pyodide"
    kernel_pypi = venv / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
    sizes = runtime.assemble(npm_package("pyodide"), pyodide, kit, [venv / "bin" / "python", "-m", "pip"],
                             CACHE / "wheels", BUILD / "pyc", kernel_pypi)
    say(f"{len(sizes)} wheels, {sum(sizes.values()) / 1e6:.1f} MB (plotly loaded only for a chart)")
    config = {
        "jupyter-config-data": {
            "appName": "Tokaido teaching kit",
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "disablePyPIFallback": True,
                    # loaded together while Pyodide starts, not one after another; the kit too: every page imports it
                    "loadPyodideOptions": {"packages": runtime.PRELOAD},
                },
            },
        }
    }
    (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=2))
    return lite


def voici_build(venv: Path, lite: Path, contents: Path, out: Path) -> None:
    shutil.rmtree(out, ignore_errors=True)
    (lite / ".jupyterlite.doit.db").unlink(missing_ok=True)  # else a rebuild may skip the Pyodide patch
    log = BUILD / "voici.log"
    say(f"voici build (its log: {log.relative_to(ROOT)})")
    with open(log, "wb") as out_log:
        command = [venv / "bin" / "voici", "build", "--contents", contents, "--output-dir", out,
                   "--no-sourcemaps", "--no-unused-shared-packages"]
        done = subprocess.run([str(c) for c in command], cwd=lite, env=dict(os.environ, PYTHONWARNINGS="ignore"),
                              stdout=out_log, stderr=subprocess.STDOUT)
    if done.returncode:
        tail = "\n".join(log.read_text(errors="replace").splitlines()[-40:])
        raise SystemExit(f"site: voici build failed ({done.returncode}):\n{tail}")


def size_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--output", type=Path, default=SITE, help="where the site goes (default: _site/)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    sources = stamp.sources_digest(ROOT)  # as they are when the build starts
    missing = [tool for tool in ("npm", "node") if shutil.which(tool) is None]
    if missing:
        raise SystemExit(f"site: {' and '.join(missing)} missing: Pyodide comes from npm and is run by Node "
                         "to precompile the wheels (apt-get install -y nodejs npm)")
    venv = build_venv()
    contents = BUILD / "contents"
    notebooks = copy_notebooks(contents)
    say(f"{len(notebooks)} notebooks: {', '.join(sorted({n.split('/')[0] for n in notebooks}))}")
    kit = kit_wheel(venv, contents)
    lite = lite_dir(venv, kit)
    out = BUILD / "out"
    voici_build(venv, lite, contents, out)
    pages.finish(out, notebooks, npm_package("fontawesome"))
    (out / stamp.NAME).write_text(sources)
    output = args.output.resolve()
    if output.exists():
        shutil.rmtree(output)
    shutil.move(str(out), str(output))
    say(f"{output} ready: {size_mb(output):.1f} MB, built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
