"""Voila benchmark: time to first widget and click-to-update latency, in a real browser.

Run:  .venv/bin/python tests/benchmarks/bench_voila.py [--notebook apps/sakura.ipynb]
      [--visits 3] [--clicks 20] [--root notebooks]
(or ``make bench``, which runs every bench_*.py). Prints figures; asserts nothing.

Figures
-------
* Time to first widget: from navigation start (the page's ``performance.now()`` origin)
  to the moment the app's hidden ``.kit-ready`` marker is attached, which Voila does after
  it has rendered every widget before it. Measured on two servers started like
  ``make serve``: "cold" (preheating off: each visit starts a kernel and runs the
  notebook) and "preheated" (each visit takes a kernel that already ran the notebook,
  waiting for the pool to refill between visits, as a second visitor would find it).
* Click to update: in the page, ``performance.now()`` just before a real button's
  ``click()`` until a MutationObserver sees the board (``.kit-shell``) change, for ~20
  clicks of a game as the app serves it (the human seat's legal cards, direction
  buttons and the pass screen's button, whichever the game asks for next; the bots'
  turns run inside the same click). Also reported: the same clicks until the garden's
  SVG (``.sakura-garden``) changed, when it did within 5 s.

The server and browser come from tests/browser/conftest.py (same flags as the tests).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import (  # noqa: E402
    APP_READY_TIMEOUT_MS,
    ARTIFACTS,
    CHROMIUM,
    NOTEBOOKS,
    VoilaServer,
    launch_chromium,
    settle,
)

# Records performance.now() when .kit-ready first appears (set before any page script runs).
READY_PROBE = """
(() => {
  const seen = () => {
    if (window.__kitReadyAt === undefined && document.querySelector('.kit-ready')) {
      window.__kitReadyAt = performance.now();
      return true;
    }
    return false;
  };
  const watch = () => {
    if (seen()) return;
    const obs = new MutationObserver(() => { if (seen()) obs.disconnect(); });
    obs.observe(document.documentElement, {childList: true, subtree: true});
  };
  if (document.documentElement) watch();
  else document.addEventListener('readystatechange', watch, {once: true});
})();
"""

# Clicks one element and resolves with the ms until the first mutation of each target.
CLICK_PROBE = """
([buttonSel, targets, timeoutMs]) => new Promise(resolve => {
  const button = Array.from(document.querySelectorAll(buttonSel))
    .find(el => el.getClientRects().length > 0 && !el.disabled);
  if (!button) { resolve(null); return; }
  const result = {};
  const observers = [];
  let pending = 0;
  const finish = () => { observers.forEach(o => o.disconnect()); resolve(result); };
  let t0 = 0;
  for (const sel of targets) {
    const node = document.querySelector(sel);
    result[sel] = null;
    if (!node) continue;
    pending += 1;
    const obs = new MutationObserver(() => {
      if (result[sel] === null) {
        result[sel] = performance.now() - t0;
        obs.disconnect();
        pending -= 1;
        if (pending === 0) finish();
      }
    });
    obs.observe(node, {childList: true, subtree: true, attributes: true, characterData: true});
    observers.push(obs);
  }
  setTimeout(finish, timeoutMs);
  t0 = performance.now();
  button.click();
})
"""

# What to click next, in order of what the game asks: pass screen, Sakura's direction and card, Tokaido's
# road space and choice (its action bar), Tokaido Duo's die.
NEXT_TARGETS = (
    ("pass", ".kit-pass-continue"),
    ("direction", ".sakura-direction-legal"),
    ("card", ".sakura-card-legal"),
    ("space", ".tokaido-space-legal"),
    ("action", ".kit-action-legal"),
    ("die", ".duo-die-legal"),
)
# The first kind whose button is on screen (visible and enabled), else null.
NEXT_PROBE = """
(targets) => {
  for (const [kind, sel] of targets) {
    const shown = Array.from(document.querySelectorAll(sel))
      .some(el => el.getClientRects().length > 0 && !el.disabled);
    if (shown) return kind;
  }
  return null;
}
"""
#: warm kernels the server keeps (widgets/server/jupyter_config.json)
WARM_POOL = __import__("json").loads((ROOT / "widgets/server/jupyter_config.json").read_text())[
    "KitKernelManager"]["pool_size"]
BOARD = ".kit-shell"
GARDEN = ".sakura-garden"


def visit(browser, url: str, shot: str | None = None) -> float:
    """One visit: seconds from navigation start to .kit-ready; closes the page after."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(READY_PROBE)
    page = context.new_page()
    try:
        page.goto(url, wait_until="commit", timeout=APP_READY_TIMEOUT_MS)
        try:
            page.wait_for_function("window.__kitReadyAt !== undefined",
                                   timeout=APP_READY_TIMEOUT_MS, polling=50)
        except Exception:
            raise RuntimeError(f"no .kit-ready in {url}; end of the page:\n"
                               + page.inner_text("body")[-3000:]) from None
        ready_ms = page.evaluate("window.__kitReadyAt")
        if shot:
            page.screenshot(path=str(ARTIFACTS / f"{shot}.png"), full_page=True)
        return ready_ms / 1000.0
    finally:
        context.close()


def wait_for_pool(server: VoilaServer, notebook: str, count: int, timeout: float = 90.0) -> None:
    """Wait until the warm pool was refilled after ``count`` visits: the server has started its
    first warm kernels and one more for each visit (``notebook``: for the message only)."""
    deadline = time.monotonic() + timeout
    while server.log_path.read_text(errors="replace").count("Kernel started:") < WARM_POOL + count:
        if time.monotonic() > deadline:
            raise RuntimeError(f"the warm pool was not refilled after {notebook}:\n{server.log_tail()}")
        time.sleep(0.1)
    time.sleep(1.0)  # the new kernel's imports


def time_to_first_widget(browser, root: Path, notebook: str, visits: int) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {}
    with VoilaServer(root, preheat=False, log_path=ARTIFACTS / "bench-voila-cold.log") as server:
        url = server.url + "voila/render/" + notebook
        out["cold"] = [visit(browser, url, shot="bench-cold" if i == 0 else None) for i in range(visits)]
    with VoilaServer(root, preheat=True, log_path=ARTIFACTS / "bench-voila-preheated.log") as server:
        url = server.url + "voila/render/" + notebook
        times = []
        for i in range(visits):
            wait_for_pool(server, notebook, i)  # the pool full again after the i visits so far
            times.append(visit(browser, url, shot="bench-preheated" if i == 0 else None))
        out["preheated"] = times
    return out


def click_latency(browser, root: Path, notebook: str, clicks: int) -> dict[str, list[float]]:
    """Median-able samples of click -> board update (ms), per kind of click."""
    samples: dict[str, list[float]] = {"all": [], "garden": []}
    with VoilaServer(root, preheat=True, log_path=ARTIFACTS / "bench-voila-clicks.log") as server:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        try:
            page.goto(server.url + "voila/render/" + notebook, timeout=APP_READY_TIMEOUT_MS)
            page.wait_for_selector(".kit-ready", state="attached", timeout=APP_READY_TIMEOUT_MS)
            settle(page)
            misses = 0
            while len(samples["all"]) < clicks and misses < 5:
                kind = page.evaluate(NEXT_PROBE, [list(t) for t in NEXT_TARGETS])
                selector = dict(NEXT_TARGETS).get(kind)
                if selector is None:
                    if page.query_selector(".kit-new-game") is None:
                        break
                    page.click(".kit-new-game")  # the game ended: start another one
                    settle(page)
                    misses += 1
                    continue
                result = page.evaluate(CLICK_PROBE, [selector, [BOARD, GARDEN], 5000])
                if not result or result.get(BOARD) is None:
                    misses += 1
                    settle(page)
                    continue
                samples["all"].append(result[BOARD])
                samples.setdefault(kind, []).append(result[BOARD])
                if result.get(GARDEN) is not None:
                    samples["garden"].append(result[GARDEN])
                settle(page)
            page.screenshot(path=str(ARTIFACTS / "bench-clicks.png"), full_page=True)
        finally:
            context.close()
    return samples


def describe(values: list[float], unit: str, scale: float = 1.0) -> str:
    if not values:
        return "no samples"
    vals = [v * scale for v in values]
    return (f"median {statistics.median(vals):.{2 if unit == 's' else 0}f} {unit} "
            f"(min {min(vals):.{2 if unit == 's' else 0}f}, max {max(vals):.{2 if unit == 's' else 0}f}, "
            f"n={len(vals)})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", type=Path, default=NOTEBOOKS, help="folder Voila serves")
    parser.add_argument("--notebook", default="apps/sakura.ipynb", help="path under the root")
    parser.add_argument("--visits", type=int, default=3, help="visits per server (cold, preheated)")
    parser.add_argument("--clicks", type=int, default=20, help="clicks for the latency figure")
    args = parser.parse_args(argv)

    if not (args.root / args.notebook).is_file():
        print(f"bench_voila: {args.root / args.notebook} does not exist yet; nothing to measure")
        return 1
    if not Path(CHROMIUM).exists():
        print(f"bench_voila: {CHROMIUM} is missing (apt-get install -y chromium)")
        return 1
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = launch_chromium(p)
        try:
            ttfw = time_to_first_widget(browser, args.root, args.notebook, args.visits)
            clicks = click_latency(browser, args.root, args.notebook, args.clicks)
        finally:
            browser.close()

    print(f"Voila, {args.notebook} (Chromium headless, 127.0.0.1)")
    print(f"  time to first widget, cold kernel:      {describe(ttfw['cold'], 's')}")
    print(f"  time to first widget, preheated kernel: {describe(ttfw['preheated'], 's')}")
    print(f"  click to board update (all clicks):     {describe(clicks.pop('all'), 'ms')}")
    print(f"  click to garden SVG update:             {describe(clicks.pop('garden'), 'ms')}")
    for kind, values in clicks.items():
        print(f"    {kind + ' clicks:':<36} {describe(values, 'ms')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
