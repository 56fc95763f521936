"""No game is lost, in a real browser: Voila on 127.0.0.1, Debian's Chromium via Playwright.

For each app: a few real clicks on what the page marks available, then a reload
(a new kernel: what a closed tab or a restarted kernel gives too), and
"Resume your game" (``.kit-resume``) brings back the same position, menus
included. Save (``.kit-save``) downloads the file; in a fresh browser context
(empty localStorage) Load (``.kit-load``) reads it back to the same position. Bad
files are refused with a message next to the buttons and the board unchanged;
a file over the limit is refused by the page itself, before any byte of it
reaches the kernel.
"""

from __future__ import annotations

import json
import random
import time

import pytest

from widgets.common import savefile
from widgets.common.savefile import MAX_BYTES

from .conftest import open_app, screenshot

pytestmark = pytest.mark.browser

APPS = ("sakura", "tokaido", "duo")
#: what a learner may click now: every available choice on the board, and the action bar's
CHOICES = ".kit-app button[class*='-legal']:visible, .kit-app button.kit-action:visible"
MENUS = ".kit-setup select, .kit-setup input"
CLICKS = 4


def stored(page, key: str) -> str | None:
    return page.evaluate("(key) => window.localStorage.getItem(key)", key)


#: the shell's text (status, hand, action bar, log) and its drawings; not what a screen reader was last told
#: (.kit-announce: the events of the last decision, which a resumed game has not just made)
SHOWN = ("() => { const shell = document.querySelector('.kit-shell'); if (!shell) return null;"
         " const said = shell.querySelector('.kit-announce'), text = shell.innerText;"
         " return (said && said.innerText ? text.replace(said.innerText, '') : text).replace(/\\n+/g, '\\n')"
         " + [...shell.querySelectorAll('svg')].map(s => s.outerHTML).join(''); }")


def position(page) -> str:
    """What the board shows (:data:`SHOWN`)."""
    return page.evaluate(SHOWN)


def menus(page) -> list[str]:
    return page.eval_on_selector_all(MENUS, "els => els.map(e => e.value)")


def wait_position(page, expected: str, timeout: int = 30_000) -> None:
    page.wait_for_function(f"(want) => ({SHOWN})() === want", arg=expected, timeout=timeout)


def play_clicks(page, key: str, clicks: int, seed: int) -> None:
    """Click ``clicks`` available choices chosen at random (seeded); each one is a decision the
    kernel keeps in the page's localStorage."""
    rng = random.Random(seed)
    for i in range(clicks):
        try:
            page.wait_for_selector(CHOICES, timeout=30_000)
            choices = page.locator(CHOICES)
            before = stored(page, key)
            choices.nth(rng.randrange(choices.count())).click()
            page.wait_for_function("([key, old]) => window.localStorage.getItem(key) !== old",
                                   arg=[key, before], timeout=15_000)
        except Exception:
            screenshot(page, f"save_{key.split('/')[-1]}_click_{i}_failed")
            raise
        settle(page, key)  # the next choice is picked among what the page shows once it is drawn


def settle(page, key: str) -> None:
    """Wait until the board and the kept copy stop changing (the bots' answers are drawn)."""
    last = None
    for _ in range(40):
        now = (position(page), stored(page, key))
        if now == last:
            return
        last = now
        page.wait_for_timeout(250)
    raise AssertionError("the page kept changing")


def another_game_file(name: str) -> str:
    """A real save of another app's game (made in Python, as the kernel makes it)."""
    from widgets.duo.app import DuoApp
    from widgets.sakura.app import SakuraApp

    app = DuoApp() if name != "duo" else SakuraApp()
    board = app.board
    board.try_play(board.game.legal_actions()[0])
    return app.save_text()


@pytest.mark.parametrize("name", APPS)
def test_a_game_survives_a_reload_and_a_save_file_in_a_fresh_browser(name, page, browser, voila_url, tmp_path):
    notebook = f"apps/{name}.ipynb"
    key = f"tokaido-kit/{name}"
    open_app(page, voila_url, notebook)
    page.wait_for_selector(".kit-save")
    assert page.locator(".kit-resume").is_hidden()  # nothing kept yet in this browser
    assert stored(page, key) is None
    play_clicks(page, key, CLICKS, seed=len(name))
    kept = json.loads(savefile.unpack(stored(page, key)))  # the page rebuilt it from the patches it received
    assert kept["app"] == name and len(kept["game"]["actions"]) >= CLICKS
    where, setup = position(page), menus(page)

    # a reload: a new kernel with a fresh game; the page offers the kept one back
    start = time.perf_counter()
    page.reload(wait_until="domcontentloaded")
    open_app(page, voila_url, notebook)
    resume = page.wait_for_selector(".kit-resume", state="visible", timeout=30_000)
    offered = time.perf_counter() - start
    assert "Resume your game" in resume.inner_text()
    assert position(page) != where
    start = time.perf_counter()
    page.click(".kit-resume")
    wait_position(page, where)
    print(f"\n{name}: reload -> Resume offered in {offered:.1f} s; resume click -> same position in "
          f"{1000 * (time.perf_counter() - start):.0f} ms; kept copy {len(stored(page, key))} bytes")
    page.wait_for_selector(".kit-resume", state="hidden")
    assert menus(page) == setup
    page.wait_for_selector(".kit-save-note >> text=Your game is back")
    screenshot(page, f"save_{name}_resumed")

    # Save downloads the file
    with page.expect_download() as download:
        page.click(".kit-save")
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    data = json.loads(saved.read_text())
    assert saved.name.startswith(f"tokaido-kit-{name}-") and data["app"] == name
    assert data["game"]["actions"] == kept["game"]["actions"]

    # a fresh browser (no localStorage): Load reads the file back
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        fresh = context.new_page()
        fresh.set_default_timeout(30_000)
        sent: list[int] = []
        fresh.on("websocket", lambda ws: ws.on("framesent", lambda frame: sent.append(len(frame))))
        open_app(fresh, voila_url, notebook)
        fresh.wait_for_selector(".kit-load")
        assert stored(fresh, key) is None and fresh.locator(".kit-resume").is_hidden()
        fresh.set_input_files(".kit-load", str(saved))
        wait_position(fresh, where)
        fresh.wait_for_selector(".kit-save-note >> text=Loaded")
        assert menus(fresh) == setup
        settle(fresh, key)
        assert json.loads(savefile.unpack(stored(fresh, key)))["game"] == kept["game"]  # kept in this browser now

        # bad files: refused next to the buttons, the board unchanged
        text = saved.read_text()
        bad = {
            "truncated.json": (text[: len(text) // 2], "cut short"),
            "other.json": (another_game_file(name), "is a save of"),
            "notes.json": ("these are my notes, not a game", "not a save file"),
            "edited.json": (text.replace('"rolls":[]}}}', '"rolls":[6]}}}'), "edited"),
        }
        for file_name, (content, words) in bad.items():
            fresh.set_input_files(".kit-load", files=[
                {"name": file_name, "mimeType": "application/json", "buffer": content.encode()}])
            note = fresh.wait_for_selector(f".kit-save-note-error >> text={words}", timeout=15_000)
            assert "not loaded" in note.inner_text() and "unchanged" in note.inner_text()
            assert position(fresh) == where
        screenshot(fresh, f"save_{name}_refused")

        # several megabytes: refused by the page, never sent to the kernel
        biggest = max(sent)
        fresh.set_input_files(".kit-load", files=[
            {"name": "huge.json", "mimeType": "application/json", "buffer": b" " * (3 * MAX_BYTES)}])
        fresh.wait_for_selector(".kit-save-note-error >> text=larger than", timeout=15_000)
        fresh.wait_for_timeout(500)
        assert max(sent) == biggest < MAX_BYTES
        assert position(fresh) == where
    finally:
        context.close()
