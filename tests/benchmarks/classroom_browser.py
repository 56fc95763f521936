"""The real Chromium side of ``bench_classroom.py``: a learner in a browser, and page bytes.

:class:`BrowserLearner` opens an app in its own thread (Playwright's sync API), records when the
first available (``-legal``) choice is on screen, then clicks a random available choice every
1-3 s and times each click to the board's first change. :func:`page_bytes` counts what a first
and a repeat visit of a page transfer, as Chromium's network panel counts it.
"""

from __future__ import annotations

import random
import threading
import time

from tests.browser.conftest import launch_chromium

APP = "apps/sakura.ipynb"
TUTORIAL = "sakura/03_garden_actions.ipynb"

# Records, in the page, the time of the first available choice on screen.
READY_PROBE = """
(() => {
  const ready = () => Array.from(document.querySelectorAll('[class*="-legal"]'))
      .some(el => el.getClientRects().length > 0);
  const watch = () => {
    const obs = new MutationObserver(() => {
      if (window.__kitPlayableAt === undefined && ready()) { window.__kitPlayableAt = performance.now(); obs.disconnect(); }
    });
    obs.observe(document.documentElement, {childList: true, subtree: true, attributes: true});
  };
  if (document.documentElement) watch(); else document.addEventListener('readystatechange', watch, {once: true});
})();
"""
# Clicks a random visible available choice (seeded index) and resolves with ms to the board's first change.
CLICK_PROBE = """
([pick, timeoutMs]) => new Promise(resolve => {
  const shown = Array.from(document.querySelectorAll('button[class*="-legal"], .kit-pass-continue'))
    .filter(el => el.getClientRects().length > 0 && !el.disabled);
  if (!shown.length) { resolve(null); return; }
  const board = document.querySelector('.kit-shell');
  let t0 = 0;
  const obs = new MutationObserver(() => { obs.disconnect(); resolve(performance.now() - t0); });
  obs.observe(board, {childList: true, subtree: true, attributes: true, characterData: true});
  setTimeout(() => { obs.disconnect(); resolve(-1); }, timeoutMs);
  t0 = performance.now();
  shown[Math.floor(pick * shown.length)].click();
})
"""


# ---------------------------------------------------------------------- browsers in a thread
class BrowserLearner(threading.Thread):
    """A real Chromium page in its own thread: opens the app at ``start_at``, then clicks."""

    def __init__(self, url: str, start_at: float, click_until: float, seed: int) -> None:
        super().__init__(daemon=True)
        self.url, self.start_at, self.click_until = url, start_at, click_until
        self.rng = random.Random(seed)
        self.playable: float | None = None
        self.clicks: list[float] = []
        self.failures: list[str] = []
        self.close_event = threading.Event()
        self.closed = threading.Event()

    def run(self) -> None:
        from playwright.sync_api import sync_playwright

        try:
            with sync_playwright() as p:
                browser = launch_chromium(p)
                context = browser.new_context(viewport={"width": 1280, "height": 900})
                context.add_init_script(READY_PROBE)
                page = context.new_page()
                time.sleep(max(0.0, self.start_at - time.time()))
                page.goto(self.url, wait_until="commit", timeout=120_000)
                page.wait_for_function("window.__kitPlayableAt !== undefined", timeout=120_000, polling=50)
                self.playable = page.evaluate("window.__kitPlayableAt") / 1000.0  # from navigation start
                while time.time() < self.click_until:
                    time.sleep(self.rng.uniform(1.0, 3.0))
                    ms = page.evaluate(CLICK_PROBE, [self.rng.random(), 10_000])
                    if ms is None:
                        if page.locator(".kit-new-game").count():
                            page.click(".kit-new-game")
                        continue
                    if ms < 0:
                        self.failures.append("a click changed nothing within 10 s")
                    else:
                        self.clicks.append(ms / 1000.0)
                self.close_event.wait(600)
                page.close(run_before_unload=True)
                time.sleep(1.0)  # the goodbye beacon goes out as the tab closes, not the browser
                context.close()
                browser.close()
        except Exception as err:  # reported, not raised: the benchmark goes on
            self.failures.append(f"{type(err).__name__}: {err}"[:300])
        finally:
            self.closed.set()


# ---------------------------------------------------------------------- bytes
def page_bytes(base: str, kit: bool) -> list[tuple[str, float, float, float, float]]:
    """(page, first-visit MB, first requests, repeat-visit MB, repeat requests) in Chromium."""
    from playwright.sync_api import sync_playwright

    pages = [("landing page", base + ("kit/" if kit else "voila/render/index.ipynb"), None),
             ("Sakura app", base + "voila/render/" + APP, ".kit-ready"),
             ("a tutorial", base + "voila/render/" + TUTORIAL, ".sakura-garden")]
    rows = []
    with sync_playwright() as p:
        browser = launch_chromium(p)
        for name, url, ready in pages:
            context = browser.new_context()
            figures = []
            for _visit in range(2):
                page = context.new_page()
                cdp = context.new_cdp_session(page)
                cdp.send("Network.enable")
                total = {"bytes": 0, "requests": 0}

                def finished(ev, total=total):
                    total["bytes"] += ev["encodedDataLength"]
                    total["requests"] += 1

                def frame(ev, total=total):
                    total["bytes"] += len(ev["response"]["payloadData"])

                cdp.on("Network.loadingFinished", finished)
                cdp.on("Network.webSocketFrameReceived", frame)
                cdp.on("Network.webSocketFrameSent", frame)
                page.goto(url, wait_until="load", timeout=120_000)
                if ready:
                    page.wait_for_selector(ready, state="attached", timeout=120_000)
                page.wait_for_timeout(2000)
                figures.append((total["bytes"] / 1e6, total["requests"]))
                page.close(run_before_unload=True)
            context.close()
            rows.append((name, figures[0][0], figures[0][1], figures[1][0], figures[1][1]))
        browser.close()
    return rows
