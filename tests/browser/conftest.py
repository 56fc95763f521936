"""Browser test harness: a real Voila server and Debian's Chromium driven by Playwright.

Fixtures
--------
``voila_url``  (session)  Voila serving ``notebooks/`` on 127.0.0.1 at a free port, started
                          exactly as ``make serve`` does (``python -m widgets.server``, the
                          settings of ``widgets/server/jupyter_config.json``); yields the
                          base URL (``http://127.0.0.1:PORT/``) once the preheated pools are
                          filled, and stops the server (its whole process group) at the end
                          of the session. Preheating measured here: the three browser tests
                          took 32 s with it and 38 s without.
``browser``    (session)  headless Chromium from ``/usr/bin/chromium`` (never Playwright's
                          own download, which does not work on these machines).
``page``       (function) a fresh browser context and page for one test.

Helpers
-------
``open_app(page, base_url, "apps/sakura.ipynb")`` opens a notebook rendered by Voila and
waits until its hidden ``.kit-ready`` marker (the last widget of every app) is in the page.
``screenshot(page, "name")`` saves ``tests/browser/artifacts/name.png`` (gitignored).

Mark browser tests with ``@pytest.mark.browser``. Without ``/usr/bin/chromium`` they are
skipped with a message, except under CI (``CI`` set), where that is a failure.

Readiness is read from the server's log ("Open the kit:"); the harness never polls ``/``,
because every GET of a notebook starts a kernel and runs the whole notebook.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import tempfile
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]
READY_LINE = "Open the kit:"
ROOM_LINE = "Learners open:"
#: printed once the pre-rendered apps and the warm pool (kernels that imported the kit) are filled
POOL_LINE = "The kit is ready:"
#: The preheat policy of widgets/server/jupyter_config.json: the apps only (the landing
#: page is static and needs no kernel).
SERVER_START_TIMEOUT = 90.0
APP_READY_TIMEOUT_MS = 90_000


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port on ``host`` (a loopback address) that nobody listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


def voila_command(root: Path, port: int, preheat: bool = True, class_size: int | None = None,
                  extra: list[str] | None = None, room_address: str | None = None) -> list[str]:
    """The command ``make serve`` runs (``python -m widgets.server``), for the tests and benchmarks.
    ``preheat=False``: no pre-rendered apps and no warm pool (each page starts its kernel); ``room_address``: ``make serve ROOM=1``
    on that (loopback) address."""
    cmd = [sys.executable, "-m", "widgets.server", str(root), f"--port={port}"]
    if class_size is not None:
        cmd.append(f"--class-size={class_size}")
    if not preheat:
        cmd += ["--VoilaConfiguration.preheat_kernel=False", "--KitKernelManager.pool_size=0"]
    if room_address:
        cmd.append(f"--room-address={room_address}")
    return cmd + list(extra or [])


class VoilaServer:
    """A Voila process in its own process group, logging to a file."""

    def __init__(self, root: Path = NOTEBOOKS, preheat: bool = True,
                 log_path: Path | None = None, class_size: int | None = None,
                 extra: list[str] | None = None, room_address: str | None = None):
        self.root = Path(root)
        self.preheat = preheat
        self.class_size = class_size
        self.extra = list(extra or [])
        self.room_address = room_address
        host = room_address or "127.0.0.1"
        self.port = free_port(host)
        self.url = f"http://{host}:{self.port}/"
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.log_path = log_path or ARTIFACTS / f"voila-{self.port}.log"
        self.proc: subprocess.Popen | None = None
        if not any(arg.startswith("--data-dir") for arg in self.extra):  # tables: never the user's own folder
            self.data_dir = Path(tempfile.mkdtemp(prefix="kit-tables-"))
            self.extra.append(f"--data-dir={self.data_dir}")
        else:
            self.data_dir = Path(next(a for a in self.extra if a.startswith("--data-dir")).split("=", 1)[1])

    def room(self) -> dict[str, str]:
        """What a room server printed: ``class_code`` (its digits, as in the QR code) and ``teacher_code``
        (after :meth:`start`); a code the teacher changed later is printed after the first."""
        text = self.log_path.read_text(errors="replace")
        return {"class_code": re.findall(r"(?:class code|New class code): ([\d ]+\d)", text)[-1].replace(" ", ""),
                "teacher_code": re.search(r"kit/room\?teacher=(\S+)", text).group(1)}

    def start(self, timeout: float = SERVER_START_TIMEOUT, wait_for_pools: bool = True) -> str:
        """Start Voila and wait until it is ready; return the base URL.

        Ready means the "Open the kit:" line (a room's "Learners open:"), and with the warm pool
        also "The kit is ready:": a visit that arrives before the pool is filled waits for a
        kernel to start.
        """
        if not self.root.is_dir():
            raise RuntimeError(f"nothing to serve: {self.root} is not a folder")
        if self.proc is None and self.log_path.exists() and getattr(self, "_started", False):
            # a restart (a test stopping and starting the server): what the first run said is kept beside
            self.log_path.replace(self.log_path.with_suffix(".before-restart.log"))
        self._started = True
        log = open(self.log_path, "wb")
        env = dict(os.environ, PYTHONUNBUFFERED="1", LANGUAGE="en")  # the terminal's words the tests read
        self.proc = subprocess.Popen(
            voila_command(self.root, self.port, self.preheat, self.class_size, self.extra, self.room_address),
            cwd=ROOT, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
            env=env, start_new_session=True,
        )
        log.close()
        waiting = [ROOM_LINE if self.room_address else READY_LINE]
        if wait_for_pools and self.preheat:
            waiting.append(POOL_LINE)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            log_text = self.log_path.read_text(errors="replace")
            if all(line in log_text for line in waiting):
                return self.url
            if self.proc.poll() is not None:
                raise RuntimeError(
                    f"Voila exited with code {self.proc.returncode} before it was ready:\n"
                    + self.log_tail())
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"Voila not ready after {timeout:.0f} s:\n" + self.log_tail())

    def log_tail(self, lines: int = 40) -> str:
        text = self.log_path.read_text(errors="replace") if self.log_path.exists() else ""
        return "\n".join(text.splitlines()[-lines:])

    def stop(self) -> None:
        """SIGTERM the process group (Voila shuts its kernels down), SIGKILL if it lingers."""
        proc, self.proc = self.proc, None
        if proc is None or proc.poll() is not None:
            return
        for sig, grace in ((signal.SIGTERM, 15.0), (signal.SIGKILL, 5.0)):
            try:
                os.killpg(proc.pid, sig)
            except ProcessLookupError:
                return
            try:
                proc.wait(timeout=grace)
                return
            except subprocess.TimeoutExpired:
                continue

    def __enter__(self) -> "VoilaServer":
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


def in_ci() -> bool:
    """True when the CI variable is set to anything but an explicit no."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def require_chromium() -> None:
    """Skip (or, under CI, fail) when Debian's Chromium or Playwright is missing."""
    problem = None
    if not os.access(CHROMIUM, os.X_OK):
        problem = f"{CHROMIUM} is missing (apt-get install -y chromium; `make test` does it)"
    else:
        try:
            import playwright.sync_api  # noqa: F401
        except ImportError:
            problem = "the playwright package is not installed (pip install -r binder/requirements.txt)"
    if problem:
        if in_ci():
            pytest.fail(f"browser tests cannot run in CI: {problem}", pytrace=False)
        pytest.skip(f"browser tests skipped: {problem}")


def launch_chromium(playwright):
    """Headless Debian Chromium with the flags these machines need."""
    return playwright.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)


def open_app(page, base_url: str, notebook: str, timeout_ms: int = APP_READY_TIMEOUT_MS):
    """Open ``notebook`` (a path under notebooks/) in Voila and wait for ``.kit-ready``.

    The marker is hidden, so it is awaited as *attached*, not visible. Returns the page.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    url = base_url.rstrip("/") + "/voila/render/" + notebook.lstrip("/")
    said = page_errors(page)
    page.goto(url, wait_until="domcontentloaded", timeout=timeout_ms)
    try:
        page.wait_for_selector(".kit-ready", state="attached", timeout=timeout_ms)
    except PlaywrightTimeout:
        # Most often the notebook raised: Voila then shows the traceback in the page.
        text = page.inner_text("body") if page.query_selector("body") else ""
        raise AssertionError(
            f"{notebook}: no .kit-ready after {timeout_ms / 1000:.0f} s. End of the page:\n"
            + text[-3000:] + "\nThe page's last errors:\n" + "\n".join(said[-10:])) from None
    return page


def settle(page, quiet_ms: int = 400, limit_ms: int = 15_000) -> None:
    """Wait until the page stops changing (no change to its DOM for ``quiet_ms``; the bots have played and
    every update of the last click is drawn), at most ``limit_ms``: what a test waits for before it measures
    where things are on the screen."""
    page.evaluate(
        """([quiet, limit]) => new Promise(resolve => {
            let timer = setTimeout(done, quiet);
            const obs = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(done, quiet); });
            obs.observe(document.body, {childList: true, subtree: true, attributes: true, characterData: true});
            const hard = setTimeout(done, limit);
            function done() { obs.disconnect(); clearTimeout(hard); resolve(); }
        })""",
        [quiet_ms, limit_ms],
    )


def page_errors(page) -> list[str]:
    """The errors ``page`` has written to its console (and failed requests), kept from now on: what a
    failed test reports besides the page's text."""
    said = getattr(page, "_kit_errors", None)
    if said is None:
        said = page._kit_errors = []
        page.on("console", lambda m: said.append(f"{m.type}: {m.text[:300]}") if m.type == "error" else None)
        page.on("requestfailed", lambda r: said.append(f"failed: {r.url[:200]} {r.failure}"))
    return said


def screenshot(page, name: str) -> Path:
    """Save a full-page screenshot to tests/browser/artifacts/<name>.png."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


@pytest.fixture(scope="session")
def voila_url():
    """Base URL of a Voila server for notebooks/ (stopped at the end of the session)."""
    require_chromium()
    server = VoilaServer(NOTEBOOKS, preheat=True, log_path=ARTIFACTS / "voila.log")
    try:
        yield server.start()
    finally:
        server.stop()


@pytest.fixture
def page(browser):
    """A fresh page (own context: no shared cookies or storage) for one test."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    pg.set_default_timeout(30_000)
    try:
        yield pg
    finally:
        context.close()
