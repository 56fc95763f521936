"""The static site's Python start, without the browser: Pyodide under Node does what the kernel's worker
does at a visit (Python restored from the build's snapshot with the files written where the site has one,
else Pyodide started and the preloaded wheels unpacked; piplite unless the site defers it; ``import
pyodide_kernel``; the Sakura app's imports; the app built, its messages to the page dropped), for ``_site/`` and, with ``--against OLD_SITE``, an older
build, in turns, ``--runs`` times each. CPU-bound and free of the browser's caches, so on a shared machine
the fastest of a few runs compares builds better than bench_site.py's visits do; it leaves out the page,
the wasm compile of a browser and the first cell's widgets (bench_site.py has them).

Run:  .venv/bin/python tests/benchmarks/bench_site_start.py [--against build/site-before] [--runs 3]
Prints, in ms, the fastest of the runs of each step, with the load and the plain-Python speed.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.benchmarks.machine import describe, python_speed  # noqa: E402
from tests.browser.static_site import ensure_site  # noqa: E402

SCRIPT = Path(__file__).with_name("site_start.mjs")
STEPS = ("load", "piplite", "kernel", "app", "build")
KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"


def worker_start(script: str) -> str:
    """The site's own start of Python, taken from its kernel's worker, defining ``__kitLoadPyodide`` (a site
    built before the snapshot has none: Python starts afresh, with the packages, as its worker did)."""
    end = "\n};\n"
    if script.startswith(("var __kitShipped = ", "var __kitManifest = ", "var __kitRestore = ",
                          "var __kitLoadPyodide = ")):
        return script[:script.index(end, script.index("var __kitLoadPyodide = ")) + len(end)]
    return "var __kitLoadPyodide = function (load, options) { return load(options); };\n"


def start(site: Path) -> dict[str, float]:
    """One start of ``site``'s Python under Node: ms by step."""
    settings = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]["litePluginSettings"]
    packages = settings[KERNEL]["loadPyodideOptions"]["packages"]
    worker = next((site / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static").glob("352.*.js"))
    deferred = "1" if "_DeferredPiplite" in worker.read_text(encoding="utf-8") else "0"
    with tempfile.NamedTemporaryFile("w", suffix=".js", delete=False) as start:
        start.write(worker_start(worker.read_text(encoding="utf-8")) + "globalThis.__kitLoadPyodide = __kitLoadPyodide;\n")
    try:
        done = subprocess.run(["node", str(SCRIPT), str(site / "static" / "pyodide"), deferred, json.dumps(packages),
                               start.name], capture_output=True, text=True, timeout=600)
    finally:
        os.unlink(start.name)
    line = next((x for x in done.stdout.splitlines() if x.startswith("RESULT ")), None)
    if line is None:
        raise SystemExit(f"bench_site_start: {site}: no result\n{done.stderr[-2000:]}")
    return json.loads(line[len("RESULT "):])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--against", type=Path, default=None, help="an older build's folder, run in turns")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    if shutil.which("node") is None:
        print("bench_site_start: node is missing (apt-get install -y nodejs)")
        return 0
    sites = ([args.against.resolve()] if args.against else []) + [ensure_site()]
    speed = python_speed()
    load = os.getloadavg()
    runs: dict[Path, list[dict[str, float]]] = {site: [] for site in sites}
    for _ in range(args.runs):
        for site in sites:
            runs[site].append(start(site))
    after = os.getloadavg()
    print("Static site's Python start under Node (the kernel's worker's steps), fastest of "
          f"{args.runs} runs, ms")
    print(f"  load average (1, 5, 15 min): {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} before, "
          f"{after[0]:.2f} {after[1]:.2f} {after[2]:.2f} after")
    print(f"  {describe(speed)}")
    print("  " + "site".ljust(40) + "".join(step.rjust(9) for step in STEPS) + "    total")
    for site in sites:
        best = {step: min(r[step] for r in runs[site]) for step in STEPS}
        print("  " + str(site)[-40:].ljust(40) + "".join(f"{best[s]:9.0f}" for s in STEPS)
              + f"{sum(best.values()):9.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
