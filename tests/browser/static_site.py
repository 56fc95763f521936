"""The static site (``make site``) for the browser test and the benchmark: built when missing or older
than the kit's sources, served by ``python -m http.server`` on 127.0.0.1, visited by Chromium with every
request to another address blocked and counted.

``ensure_site()``   ``_site/`` built (notebooks/tools/site/build.py) unless built from the same sources (their digest).
``SiteServer``      ``python -m http.server`` for ``_site/`` on a free port (a context manager).
``Guard``           a browser context's requests: the site's pass, any other is aborted and kept in
                    ``outside``; ``requests`` and ``bytes`` count what the site served, ``urls`` list it.
``open_site_page``  opens a page of the site and waits for the app's hidden ``.kit-ready`` marker.
``notebook_pages``  every notebook's page of the site (tutorials, labs, authoring pages; apps on request).
"""

from __future__ import annotations

import fcntl
import subprocess
import sys
import time
from pathlib import Path

from .conftest import ROOT, free_port

sys.path.insert(0, str(ROOT / "notebooks"))
from tools.site.stamp import is_current  # noqa: E402

SITE = ROOT / "_site"
BUILD_TIMEOUT = 20 * 60
#: Chromium flag: every host name but 127.0.0.1 fails to resolve (blocks other addresses, keeps the cache)
BLOCK_OTHER_HOSTS = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
#: a first visit on a busy 2-core machine: Pyodide, IPython and the kit, then the notebook's cells
PAGE_READY_TIMEOUT_MS = 180_000


def ensure_site() -> Path:
    """``_site/``, built with ``notebooks/tools/site/build.py`` unless it was built from these very sources
    (``_site/.kit-sources`` holds their digest): once per test run however many processes ask (pytest-xdist's
    workers, a benchmark), the others waiting on a lock and then finding it built."""
    (ROOT / "build").mkdir(exist_ok=True)
    with open(ROOT / "build" / "site-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not is_current(SITE, ROOT):
            subprocess.run([sys.executable, str(ROOT / "notebooks" / "tools" / "site" / "build.py")], cwd=ROOT,
                           check=True, timeout=BUILD_TIMEOUT)
    return SITE


class SiteServer:
    """``python -m http.server`` serving ``_site/`` on 127.0.0.1 (a free port); with ``max_age``, each file
    with ``Cache-Control: max-age`` as a static host such as GitHub Pages sends it (cached_server.py)."""

    def __init__(self, root: Path = SITE, max_age: int | None = None):
        self.root = root
        self.max_age = max_age
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.proc: subprocess.Popen | None = None

    def start(self) -> str:
        if self.max_age is None:
            command = ["-m", "http.server", str(self.port), "--bind", "127.0.0.1", "--directory", str(self.root)]
        else:
            command = [str(Path(__file__).with_name("cached_server.py")), str(self.port), str(self.root), str(self.max_age)]
        self.proc = subprocess.Popen([sys.executable, *command], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     start_new_session=True)
        import urllib.request

        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.url + "index.html", timeout=2) as response:
                    if response.status == 200:
                        return self.url
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"http.server did not answer on {self.url}")

    def stop(self) -> None:
        proc, self.proc = self.proc, None
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()

    def __enter__(self) -> "SiteServer":
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


class Guard:
    """Route every request of a browser context: the site's pass, any other address is aborted and kept."""

    def __init__(self, context, base_url: str, route: bool = True):
        """``route=False``: only count (Playwright's routing turns the HTTP cache off, which a repeat visit
        needs); the browser must then block other hosts itself (:data:`BLOCK_OTHER_HOSTS`)."""
        self.base = base_url
        self.outside: list[str] = []
        self.requests = 0
        self.bytes = 0
        self.urls: list[str] = []  # what the site served, in order
        if route:
            context.route("**/*", self._route)
        else:
            context.on("request", self._seen)
        context.on("requestfinished", self._finished)

    def _seen(self, request) -> None:
        if not request.url.startswith((self.base, "data:", "blob:")):
            self.outside.append(request.url)

    def _route(self, route) -> None:
        url = route.request.url
        if url.startswith(self.base) or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()

    def _finished(self, request) -> None:
        if not request.url.startswith(self.base):
            return
        self.requests += 1
        self.urls.append(request.url)
        try:
            sizes = request.sizes()
            self.bytes += sizes["responseBodySize"] + sizes["responseHeadersSize"]
        except Exception:  # noqa: BLE001 - a request whose sizes are gone (page closed): counted, no bytes
            pass

    def reset(self) -> None:
        self.requests = 0
        self.bytes = 0
        self.urls = []


def open_site_page(page, url: str, ready: str = ".kit-ready", timeout_ms: int = PAGE_READY_TIMEOUT_MS):
    """Open ``url`` and wait until ``ready`` is in the page (attached: the app's marker is hidden)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page.goto(url, wait_until="domcontentloaded", timeout=timeout_ms)
    try:
        page.wait_for_selector(ready, state="attached", timeout=timeout_ms)
    except PlaywrightTimeout:
        text = page.inner_text("body") if page.query_selector("body") else ""
        raise AssertionError(f"{url}: no {ready} after {timeout_ms / 1000:.0f} s. End of the page:\n"
                             + text[-3000:]) from None
    return page


def kept_in_storage(page, until: dict[str, int], timeout_s: float = 60) -> dict[str, int]:
    """What the site's worker keeps in the browser's storage (its origin private file system): {name: size},
    once it is ``until``, or what is there after ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while True:
        kept = page.evaluate("""async () => {
            const kept = {}, root = await navigator.storage.getDirectory();
            for await (const [, folder] of root.entries()) {
                if (folder.kind !== "directory") { continue; }
                for await (const [name, file] of folder.entries()) { kept[name] = (await file.getFile()).size; }
            }
            return kept;
        }""")
        if kept == until or time.monotonic() > deadline:
            return kept
        time.sleep(0.25)


def app_url(base_url: str, notebook: str) -> str:
    """A notebook's page in the site: ``apps/sakura.ipynb`` -> ``voici/render/apps/sakura.html``."""
    return base_url + "voici/render/" + notebook[: -len(".ipynb")] + ".html"



def notebook_pages(site: Path = SITE, apps: bool = False) -> list[str]:
    """Every notebook's page of ``site`` (``sakura/03_garden_actions.html``, ``pt/duo/02_pilgrim.html`` ...),
    relative to ``voici/render/``; the redirects to the landing pages (``index.html``) left out, the apps
    too unless ``apps``."""
    render = site / "voici" / "render"
    found = sorted(p.relative_to(render).as_posix() for p in render.rglob("*.html") if p.name != "index.html")
    return [p for p in found if apps or not p.startswith("apps/")]
