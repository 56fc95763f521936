"""A page whose kernel stops while it opens gets its game back by itself, in a real browser.

CI once saw an app page that said only "Error displaying widget: model not found" for 90 s after
a reload: its kernel had stopped before the page connected, and Jupyter had started a blank one
under the same id. Here the page's kernel process is killed at that moment on purpose (the page's
script is held until then): the server removes the kernel instead of restarting it blank, and the
page reloads itself once to a working game (widgets/server/pagewatch.py); the second time within
two minutes it says what happened and offers a Reload button instead of reloading in a loop.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time

import pytest

from .conftest import ARTIFACTS, open_app, screenshot

pytestmark = pytest.mark.browser

APP = "apps/tokaido.ipynb?lang=pt"


def kill_the_kernel_before_the_page_connects(page, base_url: str) -> str:
    """Open the app with Voila's script held, kill the page's kernel once its notebook has run,
    wait until the server has noticed, then let the page go on. Returns the killed kernel's id."""
    held = []
    page.route("**/voila.js", lambda route: held.append(route))
    page.goto(base_url + "voila/render/" + APP, wait_until="commit", timeout=90_000)
    page.wait_for_selector("#jupyter-config-data", state="attached", timeout=90_000)
    kernel = json.loads(page.eval_on_selector("#jupyter-config-data", "e => e.textContent"))["kernelId"]
    # the notebook has run: Voila's last call before its script (which is held)
    page.wait_for_function("() => window.cellLoaded === true || !document.getElementById('loading')",
                           timeout=90_000)
    pids = subprocess.run(["pgrep", "-f", kernel], capture_output=True, text=True).stdout.split()
    assert pids, f"no process for kernel {kernel}"
    for pid in pids:
        os.kill(int(pid), signal.SIGKILL)
    log = ARTIFACTS / "voila.log"
    deadline = time.monotonic() + 30
    while f"Kernel {kernel} died, removing from map" not in log.read_text(errors="replace"):
        assert time.monotonic() < deadline, "the server did not notice the kernel had stopped"
        time.sleep(0.2)
    for route in held:
        route.continue_()
    page.unroute("**/voila.js")
    return kernel


def test_a_page_whose_kernel_stopped_reloads_once_then_offers_a_reload(page, voila_url):
    before = (ARTIFACTS / "voila.log").read_text(errors="replace").count("restarting kernel")
    killed = kill_the_kernel_before_the_page_connects(page, voila_url)
    page.wait_for_selector(".kit-ready", state="attached", timeout=90_000)  # reloaded by itself
    config = json.loads(page.eval_on_selector("#jupyter-config-data", "e => e.textContent"))
    assert config["kernelId"] != killed  # a new kernel, with the whole game
    assert "Error displaying widget" not in page.inner_text("body")
    assert page.locator(".kit-page-lost").count() == 0
    # the server removed the kernel; Jupyter did not start a blank one under its id
    assert (ARTIFACTS / "voila.log").read_text(errors="replace").count("restarting kernel") == before

    # again within two minutes: no reload loop, the learner is told, in the page's language
    kill_the_kernel_before_the_page_connects(page, voila_url)
    lost = page.wait_for_selector(".kit-page-lost", state="visible", timeout=60_000)
    assert lost.get_attribute("role") == "alert"
    assert "Esta página perdeu a conexão com o jogo" in lost.inner_text()
    button = page.locator(".kit-page-lost-reload")
    box = button.bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44
    screenshot(page, "page_lost_pt")
    button.click()
    page.wait_for_selector(".kit-ready", state="attached", timeout=90_000)
    assert page.locator(".kit-page-lost").count() == 0


def test_a_page_that_opens_normally_stops_watching(page, voila_url):
    asked = []
    page.on("request", lambda r: asked.append(r.url) if r.url.endswith("?kit=opening") else None)
    open_app(page, voila_url, "apps/duo.ipynb")
    page.wait_for_timeout(9_000)  # three of the watch's periods (3 s)
    assert len(asked) <= 2, asked  # only while the page opened (every 3 s), none once its widgets came
    assert page.evaluate("() => document.body.innerHTML.includes('kit-page-reloaded')")  # the page has the watch
