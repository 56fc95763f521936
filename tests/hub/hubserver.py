"""A real JupyterHub with the kit's configuration, for the hub tests and ``bench_hub.py``.

:class:`HubServer` runs ``python -m widgets.hub`` (what ``make hub`` runs) on 127.0.0.1 at a free port,
its state (database, homes, the tables' database) in a folder of its own, its log in
``tests/browser/artifacts/``; :meth:`HubServer.stop` ends its whole process group (the hub stops the
learners' servers and its services). Learners log in with :data:`PASSWORD`; the teacher ``lee`` with
:data:`TEACHER_PASSWORD`; class ``7a`` is ana, bruno and lee.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

from tests.browser.conftest import ARTIFACTS, ROOT, VoilaServer, free_port

PASSWORD = "class-password-7a"
TEACHER_PASSWORD = "teachers-password-for-the-kit-tests"
READY = "JupyterHub is now running"
PROXY = ROOT / "hub" / "node_modules" / ".bin" / "configurable-http-proxy"


class HubServer:
    def __init__(self, classes: str = "7a=ana,bruno", teachers: str = "lee", name: str = "hub") -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.state = Path(tempfile.mkdtemp(prefix="kit-hub-"))
        self.log_path = ARTIFACTS / f"{name}-{self.port}.log"
        self.args = [f"--port={self.port}", f"--teachers={teachers}", f"--classes={classes}",
                     f"--state={self.state}"]
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 120.0) -> str:
        if not os.access(PROXY, os.X_OK):
            raise RuntimeError(f"{PROXY} is missing: `make hub-proxy` installs it (`make test` does)")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        log = open(self.log_path, "wb")
        env = dict(os.environ, PASSWORD=PASSWORD, TEACHER_PASSWORD=TEACHER_PASSWORD, PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen([sys.executable, "-m", "widgets.hub", *self.args], cwd=ROOT, env=env,
                                     stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                     start_new_session=True)
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if READY in self.log_text():
                return self.url
            if self.proc.poll() is not None:
                raise RuntimeError(f"the hub exited ({self.proc.returncode}):\n{self.log_tail()}")
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"the hub was not ready after {timeout:.0f} s:\n{self.log_tail()}")

    def log_text(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    log_tail = VoilaServer.log_tail

    def stop(self) -> None:
        """End the launcher's whole process group (the hub, its proxy, services and servers), then its files."""
        VoilaServer.stop(self)
        for folder in [self.state, *Path(tempfile.gettempdir()).glob(f"kit-hub-{self.port}-*")]:
            shutil.rmtree(folder, ignore_errors=True)

    def service_pid(self) -> int | None:
        """The tables service's process (started by this hub: its data folder is in our state folder)."""
        for proc in Path("/proc").iterdir():
            if not proc.name.isdigit():
                continue
            try:
                cmd = (proc / "cmdline").read_bytes().split(b"\0")
                cwd = os.readlink(proc / "cwd")
            except OSError:
                continue
            if b"widgets.hub.service" in cmd and cwd.startswith(str(self.state)):
                return int(proc.name)
        return None

    def server_routed(self, user: str) -> bool:
        """True while the proxy still routes ``user``'s server (it answers its landing page)."""
        try:
            with urllib.request.urlopen(f"{self.url}user/{user}/kit/", timeout=10) as reply:
                return reply.status == 200 and reply.url.endswith(f"/user/{user}/kit/")
        except (urllib.error.URLError, OSError):
            return False


def log_in(page, hub_url: str, user: str, password: str = PASSWORD, timeout_ms: int = 180_000) -> None:
    """Log ``user`` in through the hub's login page; returns once their server's landing page is open."""
    page.goto(hub_url + "hub/login", wait_until="domcontentloaded")
    page.fill("#username_input", user)
    page.fill("#password_input", password)
    page.click("#login_submit")
    page.wait_for_url(f"**/user/{user}/kit/**", timeout=timeout_ms)


def own_token(page, hub_url: str, user: str, scopes: list[str]) -> str:
    """A token of ``user``'s own with ``scopes`` (as a server's token is made), asked from their logged-in page."""
    page.goto(hub_url + "hub/token", wait_until="domcontentloaded")
    return page.evaluate("""async ([url, scopes]) => {
        const xsrf = window.jhdata.xsrf_token;  // the hub's page gives its token
        const answer = await fetch(url, {method: "POST", headers: {"X-XSRFToken": xsrf, "Content-Type": "application/json"},
                                         body: JSON.stringify({scopes: scopes, note: "kit test"})});
        return (await answer.json()).token;
    }""", [f"{hub_url}hub/api/users/{user}/tokens", scopes])
