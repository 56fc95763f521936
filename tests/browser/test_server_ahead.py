"""Apps built ahead, served: a page that takes a warm kernel which built its app is the page a fresh
run gives, in a real browser (its language from ``?lang=``, its clicks, its saved game offered back
after a reload, English without ``?lang=``), on ``make serve CLASS=2`` with the teacher's choice."""

from __future__ import annotations

import time

import pytest

from .conftest import ARTIFACTS, NOTEBOOKS, VoilaServer, open_app
from .test_save_resume import play_clicks, position, wait_position

pytestmark = pytest.mark.browser

KEY = "tokaido-kit/tokaido"


def built(server: VoilaServer, lang: str | None, timeout: float = 120.0) -> None:
    """Wait until the server says its warm kernels hold the Tokaido app, built in ``lang``."""
    line = "built ahead" + (f" (lang={lang})" if lang else ":")
    deadline = time.monotonic() + timeout
    while line not in server.log_path.read_text(errors="replace"):
        if time.monotonic() > deadline:
            raise AssertionError(f"no {line!r} in the server's log:\n{server.log_tail()}")
        time.sleep(0.5)


@pytest.fixture(scope="module")
def ahead_server():
    server = VoilaServer(NOTEBOOKS, class_size=2, extra=["--KitKernelManager.ahead_app=apps/tokaido.ipynb"],
                         log_path=ARTIFACTS / "voila-ahead.log")
    server.start()
    try:
        yield server
    finally:
        server.stop()


def test_an_app_built_ahead_opens_plays_and_offers_its_game_back_like_a_fresh_one(ahead_server, browser):
    built(ahead_server, None)  # the teacher's choice: both warm kernels hold the app, in English
    url = ahead_server.url
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    try:
        open_app(page, url, "apps/tokaido.ipynb?lang=pt")  # taken from a kernel that built it in English
        page.wait_for_selector(".kit-intro >> text=Tokaido: jogue o jogo inteiro")
        play_clicks(page, KEY, 2, seed=3)
        where = position(page)
        built(ahead_server, "pt")  # the class asks in Portuguese: the warm kernels built it so
        page.reload(wait_until="domcontentloaded")
        open_app(page, url, "apps/tokaido.ipynb?lang=pt")
        resume = page.wait_for_selector(".kit-resume", state="visible", timeout=30_000)
        assert "Retomar sua partida" in resume.inner_text()
        page.click(".kit-resume")
        wait_position(page, where)
    finally:
        context.close()
    built(ahead_server, "pt")
    other = browser.new_context(viewport={"width": 1280, "height": 900})
    page = other.new_page()
    try:  # a page without ?lang= from a kernel that built the app in Portuguese: English, as a fresh one
        open_app(page, url, "apps/tokaido.ipynb")
        page.wait_for_selector(".kit-intro >> text=Tokaido: play the whole game")
        assert page.locator(".kit-resume").is_hidden()  # another browser: nothing kept
        assert "jogue" not in page.inner_text(".kit-app")
    finally:
        other.close()
    log = ahead_server.log_path.read_text(errors="replace")  # the pages after the first were made ahead
    assert "The page of apps/tokaido.ipynb is kept" in log and "was made ahead" in log
