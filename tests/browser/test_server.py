"""The served configuration: the server ``make serve`` starts, and Binder's Jupyter server with
the kit's settings file, checked from the outside (HTTP, a real browser, the kernel processes).

The settings under test live in ``widgets/server/jupyter_config.json``; these tests start the
servers exactly as ``make serve`` (``python -m widgets.server``) and ``binder/postBuild`` (a
Jupyter config folder holding a copy of the file) do, with only the culling times shortened.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from .conftest import ARTIFACTS, NOTEBOOKS, ROOT, VoilaServer, free_port, open_app

pytestmark = pytest.mark.browser

SETTINGS = ROOT / "widgets" / "server" / "jupyter_config.json"
FAST_CULL = ["--KitKernelManager.cull_disconnected_after=4", "--KitKernelManager.cull_interval=1",
             "--KitKernelManager.cull_idle_timeout=4"]


def kernels_of(pid: int) -> set[int]:
    """The kernel processes (ipykernel) started by server process ``pid``."""
    import psutil

    found = set()
    for child in psutil.Process(pid).children(recursive=True):
        try:
            if any("ipykernel" in part for part in child.cmdline()):
                found.add(child.pid)
        except psutil.Error:
            pass
    return found


def wait_for(predicate, timeout: float, what: str, step: float = 0.25):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    raise AssertionError(f"not within {timeout:.0f} s: {what}")


def get(url: str, headers: dict | None = None, redirect: bool = True):
    """(status, headers, body) of a GET, without following redirects when ``redirect`` is False."""

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(*([] if redirect else [NoRedirect()]))
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with opener.open(request, timeout=30) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as err:
        return err.code, err.headers, err.read()


@pytest.fixture(scope="module")
def class_server():
    """``make serve CLASS=1`` with culling shortened to seconds (still the kit's settings file)."""
    server = VoilaServer(NOTEBOOKS, class_size=1, extra=FAST_CULL, log_path=ARTIFACTS / "voila-server-test.log")
    server.start()
    try:
        yield server
    finally:
        server.stop()


def test_the_landing_page_is_static_light_and_costs_no_kernel(class_server):
    base = class_server.url
    before = kernels_of(class_server.proc.pid)
    status, headers, body = get(base + "kit/", {"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    page = gzip.decompress(body).decode()
    assert len(body) < 20_000 and len(page) < 1_000_000
    assert 'href="../voila/render/apps/sakura.ipynb"' in page
    assert 'href="../voila/render/tokaido/01_setup.ipynb"' in page
    # the old address of the landing page (links inside the tutorials) redirects to it
    status, headers, _ = get(base + "voila/render/index.ipynb", redirect=False)
    assert status == 301 and headers["Location"].endswith("/kit/")
    # typed without the slash, it redirects too (its relative links need the slash)
    status, headers, _ = get(base + "kit", redirect=False)
    assert status == 301 and headers["Location"].endswith("/kit/")
    time.sleep(1)
    assert kernels_of(class_server.proc.pid) == before  # no kernel was started for the index


def test_pages_are_compressed_and_front_end_files_cached(class_server):
    base = class_server.url
    status, headers, body = get(base + "voila/static/voila.js", {"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    status, headers, _ = get(base + "voila/labextensions/@jupyter-widgets/jupyterlab-manager/package.json")
    assert status == 200
    hashed = next(p.name for p in sorted(Path(sys.prefix, "share/jupyter/labextensions/@jupyter-widgets/jupyterlab-manager/static").glob("remoteEntry.*.js")))
    status, headers, _ = get(base + f"voila/labextensions/@jupyter-widgets/jupyterlab-manager/static/{hashed}")
    assert status == 200 and "immutable" in headers["Cache-Control"] and "max-age=31536000" in headers["Cache-Control"]


def test_a_closed_tab_gives_its_kernel_back_and_the_warm_pool_is_refilled(class_server, browser):
    """A tab closed without its goodbye beacon (a crash, a lost network): the culler frees the kernel."""
    pid = class_server.proc.pid
    warm = wait_for(lambda: kernels_of(pid) if len(kernels_of(pid)) == 1 else None, 60,
                    "one warm kernel (CLASS=1)")
    context = browser.new_context()
    page = context.new_page()
    open_app(page, class_server.url, "apps/duo.ipynb")
    page.click(".duo-die-legal >> nth=0")
    page.wait_for_timeout(500)
    wait_for(lambda: (kernels_of(pid) - warm) or None, 30, "the refill of the warm pool")
    assert len(kernels_of(pid)) == 2  # the visitor's kernel (the warm one it took) and a new warm one
    page.close(run_before_unload=False)
    context.close()
    wait_for(lambda: len(kernels_of(pid)) == 1, 30, "the closed tab's kernel to be shut down")
    assert "Culling kernel" in class_server.log_path.read_text()
    # and the page's own beacon, when the browser sends it, frees the kernel at once
    context = browser.new_context()
    page = context.new_page()
    open_app(page, class_server.url, "apps/sakura.ipynb")
    wait_for(lambda: len(kernels_of(pid)) == 2, 30, "the warm pool refilled")
    culled = class_server.log_path.read_text().count("Culling kernel ")
    page.close(run_before_unload=True)
    context.close()
    wait_for(lambda: len(kernels_of(pid)) == 1, 10, "the beacon's shutdown")
    assert class_server.log_path.read_text().count("Culling kernel ") == culled  # the beacon did it


def test_idle_kernels_are_culled_after_the_teachers_time(browser):
    """``make serve IDLE=...`` (here 0.1 minute): an open but idle tab's kernel is shut down."""
    server = VoilaServer(NOTEBOOKS, preheat=False, extra=FAST_CULL + ["--idle-minutes=0.1"],
                         log_path=ARTIFACTS / "voila-idle-test.log")
    server.start(wait_for_pools=False)
    try:
        context = browser.new_context()
        page = context.new_page()
        open_app(page, server.url, "apps/duo.ipynb")
        assert len(kernels_of(server.proc.pid)) == 1
        wait_for(lambda: not kernels_of(server.proc.pid), 30, "the idle kernel to be culled")
        assert re.search(r"Culling kernel \S+: idle for \d+ s", server.log_path.read_text())
        context.close()
    finally:
        server.stop()


def test_binder_serves_the_same_settings(tmp_path):
    """Binder's Jupyter server, configured as binder/postBuild does, serves the kit's settings."""
    config_dir = tmp_path / "jupyter"
    config_dir.mkdir()
    shutil.copy(SETTINGS, config_dir / "jupyter_config.json")  # what postBuild does
    assert "cp widgets/server/jupyter_config.json" in (ROOT / "binder" / "postBuild").read_text()
    port = free_port()
    log_path = ARTIFACTS / "jupyter-server-binder.log"
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(config_dir), PYTHONUNBUFFERED="1")
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "jupyter", "server", "--no-browser", "--allow-root", f"--port={port}",
             "--ServerApp.ip=127.0.0.1", "--ServerApp.port_retries=0", "--IdentityProvider.token=",
             f"--ServerApp.root_dir={ROOT}"],
            cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env,
            start_new_session=True)
    base = f"http://127.0.0.1:{port}/"
    try:
        wait_for(lambda: "is running at" in log_path.read_text(errors="replace") or proc.poll() is not None,
                 60, "jupyter server to start")
        assert proc.poll() is None, log_path.read_text()
        status, headers, body = get(base + "kit/", {"Accept-Encoding": "gzip"})
        assert status == 200 and headers["Content-Encoding"] == "gzip"
        page = gzip.decompress(body).decode()
        assert 'href="../voila/render/notebooks/apps/duo.ipynb"' in page  # Binder serves the repository root
        status, headers, _ = get(base + "voila/render/notebooks/index.ipynb", redirect=False)
        assert status == 301 and headers["Location"].endswith("/kit/")
        status, _, body = get(base + "voila/render/notebooks/apps/duo.ipynb")
        assert status == 200 and b"jupyterlab-plotly" not in body  # the chart code is not loaded by every page
        def culler_log():
            text = log_path.read_text(errors="replace")
            return text if "Culling kernels" in text else None

        text = wait_for(culler_log, 30, "the kernel culler to start")
        settings = json.loads(SETTINGS.read_text())["KitKernelManager"]
        assert (f"Culling kernels with idle durations > {settings['cull_idle_timeout']} seconds "
                f"at {settings['cull_interval']} second intervals") in text
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)


def test_the_chart_code_loads_only_when_a_chart_is_shown(page, voila_url):
    """The plotly bundle (about 5 MB) is not part of an app page: it arrives when the score chart opens."""
    sizes = {"http": 0, "plotly_http": 0, "ws": 0}

    def finished(response):
        try:
            body = response.body()
        except Exception:
            return
        sizes["http"] += len(body)
        if "plotly" in response.url:
            sizes["plotly_http"] += len(body)

    def websocket(ws):
        ws.on("framereceived", lambda payload: sizes.__setitem__("ws", sizes["ws"] + len(payload)))

    page.on("response", finished)
    page.on("websocket", websocket)
    open_app(page, voila_url, "apps/sakura.ipynb")
    page.wait_for_selector(".sakura-card-legal")
    page.wait_for_timeout(1000)
    assert sizes["plotly_http"] == 0
    before = sizes["ws"]
    assert before < 1_000_000, f"{before} bytes of widget messages before any chart"
    assert page.locator(".js-plotly-plot").count() == 0
    page.click(".kit-chart-toggle")
    page.wait_for_selector(".js-plotly-plot .main-svg", timeout=60_000)
    assert sizes["ws"] - before > 1_000_000  # the chart's code came with the chart
    # one line per player (plotly draws the legend after the chart's first svg)
    page.locator(".js-plotly-plot .legendtext").nth(3).wait_for(timeout=30_000)


def test_the_rule_maps_are_served_with_no_kernel_and_linked_from_the_landing_page(page, voila_url):
    """kit/rules/<game>: every catalogue rule id on a static page; the landing page's link leads there."""
    from tokaido_kit.duo import RULES as DUO
    from tokaido_kit.sakura import RULES as SAKURA
    from tokaido_kit.tokaido import RULES as TOKAIDO

    for game, rules in (("tokaido", TOKAIDO), ("sakura", SAKURA), ("duo", DUO)):
        status, headers, body = get(voila_url + f"kit/rules/{game}", {"Accept-Encoding": "gzip"})
        assert status == 200 and headers["Content-Encoding"] == "gzip", game
        html = gzip.decompress(body).decode()
        assert set(re.findall(r'id="rule-([^"]+)"', html)) == set(rules), game
    assert get(voila_url + "kit/rules/chess")[0] == 404
    page.goto(voila_url + "kit/")
    page.click('a[href="rules/sakura"]')
    page.wait_for_url("**/kit/rules/sakura")
    assert page.locator("h1").inner_text() == "Rule map: Sakura"
    tutorial = page.locator('#rule-sakura\\.score\\.awards ~ td a').first
    assert tutorial.evaluate("a => a.href").endswith("/voila/render/sakura/06_scoring_and_regrouping.ipynb")
    page.click('a[href="../"]')
    page.wait_for_url("**/kit/")
