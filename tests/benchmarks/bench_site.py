"""Static site benchmark (``make site``): an app (Sakura unless --notebook names another) in the browser's Python.

Run:  .venv/bin/python tests/benchmarks/bench_site.py [--notebook apps/sakura.ipynb] [--clicks 20]
      [--against OLD_SITE] (another build's folder, measured in turns with _site/ in the same run: before and after)
      [--max-age 600] (each file served with Cache-Control: max-age, as GitHub Pages serves it)
(or ``make bench``). Builds ``_site/`` when missing or older than the sources, serves it with
``python -m http.server`` on 127.0.0.1, and prints (asserting nothing):

* time to a playable board: from navigation start (``performance.now()``'s origin) until the human
  seat's first legal card is in the page, on a first visit (a new browser profile: empty cache) and on
  a repeat visit (the same profile, kept on disk as a learner's browser keeps it, the page opened again:
  Pyodide, its compiled wasm code and the wheels come from the cache). In the first visit the learner
  plays (``--first-plays`` moves) before leaving, as a learner does;
* the size of Chromium's wasm code cache before each repeat visit: Chromium keeps the optimised code of
  Pyodide's wasm only once a visit has run enough Python (a visit that leaves at once often does not),
  and a repeat visit without it runs its Python on the baseline code: its first cell about 1.6x slower;
* ``_site/`` size in MB;
* click to board update, p50 and p95: ``performance.now()`` before a real button's ``click()`` until a
  MutationObserver sees the board change (the clicks and probes of bench_voila.py);
* requests and bytes of each visit (the site's only: any other host is blocked by Chromium itself,
  ``--host-resolver-rules``, and counted; Playwright's routing would turn the HTTP cache off);
* where a visit's time goes (:mod:`site_phases`, in one more first and repeat visit of a profile of their
  own: the probe adds time, so the figures above are taken without it): the page's HTML and scripts, Pyodide's wasm,
  the standard library and the wheels arriving, Python starting, the wheels unpacked, the kernel's
  Python (IPython) imported, each cell of the notebook, the first widget drawn, the board playable;
  and the top-level imports timed in the browser's Python;
* the machine's plain-Python speed (:mod:`machine`), timed in the same run, so that figures from
  different machines compare.

Targets: playable within 5 s on a first visit and 2 s on a repeat visit on a 2-core school laptop,
``_site/`` under 60 MB, clicks under 150 ms. The machine's load average is printed with the figures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.benchmarks.bench_voila import (  # noqa: E402
    BOARD,
    CLICK_PROBE,
    NEXT_PROBE,
    NEXT_TARGETS,
    READY_PROBE,
    settle,
)
from tests.benchmarks import site_phases  # noqa: E402
from tests.benchmarks.machine import describe, python_speed  # noqa: E402
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.browser.static_site import (  # noqa: E402
    BLOCK_OTHER_HOSTS,
    Guard,
    SiteServer,
    app_url,
    ensure_site,
    open_site_page,
)

#: what a playable board shows first, by app: the human seat's first legal move
PLAYABLE = {"apps/sakura.ipynb": ".sakura-card-legal", "apps/tokaido.ipynb": ".kit-action-legal",
            "apps/duo.ipynb": ".duo-die-legal"}


def playable(notebook: str) -> str:
    return PLAYABLE.get(notebook, ".kit-ready")


def playable_probe(selector: str) -> str:
    return READY_PROBE.replace(".kit-ready", selector).replace("__kitReadyAt", "__kitPlayableAt")


def wasm_code_cache_kb(profile: Path) -> int:
    """KB in the profile's wasm code cache (Chromium keeps Pyodide's optimised code there)."""
    folder = profile / "Default" / "Code Cache" / "wasm"
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) // 1024 if folder.is_dir() else 0


def visit(context, guard: Guard, url: str, dwell: float = 0, ready: str = PLAYABLE["apps/sakura.ipynb"],
          plays: int = 0, profile: Path | None = None, phases: bool = False) -> dict:
    """One visit in ``context``: seconds to a playable board, the site's requests and bytes. The learner
    plays ``plays`` moves, then the page stays open ``dwell`` seconds, as a learner's does: the browser
    finishes compiling Pyodide's wasm in the background and keeps the compiled code for the next visit.
    ``phases``: with :mod:`site_phases`' probe, which marks where the time goes but adds time of its own
    (the worker's start wrapped, every import timed: up to 0.3 s of a 1.6 s repeat visit here), so the
    figures a learner sees are taken without it."""
    guard.reset()
    cache_kb = wasm_code_cache_kb(profile) if profile is not None else None
    page = context.new_page()
    try:
        page.add_init_script(playable_probe(ready))
        if phases:
            page.add_init_script(site_phases.probe())
        open_site_page(page, url, ready=ready)
        page.wait_for_function("() => window.__kitPlayableAt !== undefined")
        seconds = page.evaluate("() => window.__kitPlayableAt") / 1000
        marks = (site_phases.phases(page) if phases else []) + [("page: board playable", seconds)]
        settle(page)
        imports = site_phases.imports(page) if phases else {}
        played = play(page, plays)
        page.wait_for_timeout(dwell * 1000)  # a learner looks at the board before leaving
        return {"seconds": seconds, "requests": guard.requests, "bytes": guard.bytes,
                "phases": sorted(marks, key=lambda m: m[1]), "imports": imports, "played": len(played),
                "wasm_cache_kb": cache_kb}
    finally:
        page.close()


def play(page, clicks: int) -> list[float]:
    """``clicks`` moves of the human seat, each the first legal choice on screen: click -> board update (ms)."""
    samples: list[float] = []
    misses = 0
    while len(samples) < clicks and misses < 5:
        kind = page.evaluate(NEXT_PROBE, [list(t) for t in NEXT_TARGETS])
        selector = dict(NEXT_TARGETS).get(kind)
        if selector is None:
            page.click(".kit-new-game")  # the game ended: another one
            settle(page)
            misses += 1
            continue
        result = page.evaluate(CLICK_PROBE, [selector, [BOARD], 5000])
        if not result or result.get(BOARD) is None:
            misses += 1
        else:
            samples.append(result[BOARD])
        settle(page)
    return samples


def click_latency(context, url: str, clicks: int, ready: str = PLAYABLE["apps/sakura.ipynb"]) -> list[float]:
    """Click -> board update (ms) for ``clicks`` clicks of a game as the app serves it."""
    page = context.new_page()
    try:
        open_site_page(page, url, ready=ready)
        settle(page)
        return play(page, clicks)
    finally:
        page.close()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def size_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


class Visitor:
    """One site, its server and a browser profile of its own, kept on disk as a learner's browser keeps it."""

    def __init__(self, p, site: Path, max_age: int | None = None):
        self.site = site
        self.server = SiteServer(site, max_age)
        self.server.start()
        # other hosts are blocked by Chromium itself: Playwright's routing would turn the cache off
        # a profile on disk, as a learner's browser has: a private context keeps no compiled wasm code
        self.profile = tempfile.TemporaryDirectory(prefix="bench-site-profile-")
        self.context = p.chromium.launch_persistent_context(self.profile.name, executable_path=CHROMIUM, headless=True,
                                                            args=CHROMIUM_ARGS + [BLOCK_OTHER_HOSTS],
                                                            viewport={"width": 1280, "height": 900})
        self.guard = Guard(self.context, self.server.url, route=False)
        self.result: dict = {"site": site, "repeats": []}

    def url(self, notebook: str) -> str:
        return app_url(self.server.url, notebook)

    def visit(self, notebook: str, dwell: float, plays: int = 0, phases: bool = False) -> dict:
        return visit(self.context, self.guard, self.url(notebook), dwell, playable(notebook), plays,
                     Path(self.profile.name), phases)

    def close(self) -> None:
        self.result["outside"] = list(self.guard.outside)
        self.context.close()
        self.profile.cleanup()
        self.server.stop()


def measure(p, sites: list[Path], args) -> list[dict]:
    """First visit, repeat visits and clicks of each site, taken in turns (site A's first visit, site B's,
    A's first repeat, B's ...): a change of the machine's load falls on both."""
    visitors = []
    try:
        for site in sites:
            visitors.append(Visitor(p, site, args.max_age))
        for v in visitors:
            v.result["first"] = v.visit(args.notebook, args.dwell, args.first_plays)
        for _ in range(args.repeats):
            for v in visitors:
                v.result["repeats"].append(v.visit(args.notebook, args.dwell))
        for v in visitors:
            v.result["clicks"] = click_latency(v.context, v.url(args.notebook), args.clicks, playable(args.notebook))
        for v in visitors:  # where the time goes: a first and a repeat visit with the probe, in a profile of their own
            traced = Visitor(p, v.site, args.max_age)
            try:
                v.result["traced"] = [traced.visit(args.notebook, args.dwell, args.first_plays, phases=True),
                                      traced.visit(args.notebook, args.dwell, phases=True)]
            finally:
                traced.close()
    finally:
        for v in visitors:
            v.close()
    return [v.result for v in visitors]


def show(result: dict, label: str) -> None:
    first, repeats, clicks = result["first"], result["repeats"], result["clicks"]
    print(f"  {label}")
    print(f"  site size:                            {size_mb(result['site']):.1f} MB (target < 60)")
    print(f"  playable board, first visit (cold):   {first['seconds']:.1f} s (target < 5)")
    print("  playable board, repeat visit (cache): "
          + ", ".join(f"{r['seconds']:.1f} s" for r in repeats) + " (target < 2)")
    print(f"  the first visit played {first['played']} moves; Chromium's wasm code cache before each repeat visit: "
          + ", ".join(f"{r['wasm_cache_kb']} KB" for r in repeats))
    print(f"  first visit:  {first['requests']} requests, {first['bytes'] / 1e6:.1f} MB")
    print("  repeat visit: " + ", ".join(f"{r['requests']} requests, {r['bytes'] / 1e6:.1f} MB" for r in repeats)
          + " (304s and cache hits counted as requests)")
    if clicks:
        print(f"  click to board update: p50 {statistics.median(clicks):.0f} ms, p95 {percentile(clicks, 0.95):.0f} ms"
              f" (n={len(clicks)}, target < 150)")
    else:
        print("  click to board update: no samples")
    print(f"  requests to other addresses: {len(result['outside'])} (blocked)")
    traced_first, traced_repeat = result["traced"]
    print("  where the time goes: one more first visit and repeat visit, in a profile of their own, with the phases"
          " probe (it adds time of its own; the figures above are taken without it)")
    print(f"  the first visit (playable at {traced_first['seconds']:.2f} s with the probe; seconds since navigation"
          " start, and since the line before):")
    print("\n".join(site_phases.report(traced_first["phases"], traced_first["imports"])))
    print(f"  the repeat visit (playable at {traced_repeat['seconds']:.2f} s with the probe):")
    print("\n".join(site_phases.report(traced_repeat["phases"], traced_repeat["imports"])))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--notebook", default="apps/sakura.ipynb")
    parser.add_argument("--clicks", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=2, help="repeat visits (cached)")
    parser.add_argument("--first-plays", type=int, default=10,
                        help="moves the learner plays in the first visit before leaving (0: leaves at once)")
    parser.add_argument("--dwell", type=float, default=10.0,
                        help="seconds each visit stays open once playable (0: leave at once)")
    parser.add_argument("--against", type=Path, default=None,
                        help="another built site (e.g. an older build's folder), measured in the same run, in turns")
    parser.add_argument("--max-age", type=int, default=None,
                        help="serve each file with Cache-Control: max-age=SECONDS, as GitHub Pages does (600); "
                             "by default http.server's Last-Modified only (a repeat visit asks again for each file)")
    args = parser.parse_args(argv)
    if not os.access(CHROMIUM, os.X_OK):
        print(f"bench_site: {CHROMIUM} is missing (apt-get install -y chromium)")
        return 0
    from playwright.sync_api import sync_playwright

    site = ensure_site()
    speed = python_speed()
    load = os.getloadavg()
    with sync_playwright() as p:
        results = measure(p, ([args.against.resolve()] if args.against else []) + [site], args)
    other, result = (results[0], results[1]) if args.against else (None, results[0])
    after = os.getloadavg()
    served = "http.server" if args.max_age is None else f"http.server with Cache-Control: max-age={args.max_age}"
    print(f"Static site, {args.notebook} in the browser's Python (Chromium headless, {served} on 127.0.0.1)")
    print(f"  load average (1, 5, 15 min): {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} before, "
          f"{after[0]:.2f} {after[1]:.2f} {after[2]:.2f} after")
    print(f"  {describe(speed)}")
    print(f"  each visit stays open {args.dwell:.0f} s once playable (--dwell)")
    if other:
        show(other, f"--against {args.against}:")
    show(result, f"{site}:")
    if other:
        ratios = [other["first"]["seconds"] / result["first"]["seconds"]]
        ratios += [o["seconds"] / r["seconds"] for o, r in zip(other["repeats"], result["repeats"])]
        print("  time to a playable board, --against / this site: " + ", ".join(f"{x:.2f}x" for x in ratios)
              + " (first visit, then each repeat)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
