"""The apps' tools on a phone held upright: the position editor, the pass screen between two
people at one device, and projector mode, at 390 x 844 with touch (``is_mobile``, ``has_touch``).

For each: nothing is cut or scrolls sideways (:data:`devices.CUT_JS`), every control is a 44 x 44 CSS px
target and the element at its own centre, and a tap on it does something (no dead tap):

* the editor (``.kit-editor-toggle``): a piece and a space chosen by taps move the piece in the editor's
  position, and **Put on the board** makes it the game on screen;
* the pass screen (Sakura, two people): its button is on the first screen and shows the next hand;
* projector mode (``.kit-projector``): the board still fits, its choices are 44 px targets, a tap plays.

Screenshots: ``tests/browser/artifacts/device_<app>_<tool>_phone-390.png``.
"""

from __future__ import annotations

import pytest

from . import devices as D
from .conftest import ARTIFACTS, open_app, settle
from .test_devices import APPS, CHOICE, check_choices, check_first_screen, check_fit, tap_and_wait
from .test_devices import touch_page  # noqa: F401 - the fixture

pytestmark = pytest.mark.browser

#: the editor's controls a finger uses (its text fields too: a tap must land in them)
EDITOR = (".kit-editor-toggle, .kit-editor button, .kit-editor select, .kit-editor input, .kit-editor textarea")


def shot(page, app: str, tool: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"device_{app}_{tool}_phone-390.png"), full_page=True)


def changed(page, expression: str, before: str, what: str) -> None:
    try:
        page.wait_for_function(f"(before) => ({expression}) !== before", arg=before, timeout=20_000)
    except Exception:  # noqa: BLE001 - say which tap was dead
        raise AssertionError(f"a dead tap: {what} changed nothing") from None


CODE = "document.querySelector('.kit-editor-code textarea').value"


@pytest.mark.parametrize("app", sorted(APPS))
def test_editor_and_projector_on_a_phone(touch_page, voila_url, app):
    page, (board, _decisions) = touch_page, APPS[app]
    open_app(page, voila_url, f"apps/{app}.ipynb")
    page.wait_for_selector(CHOICE, state="visible")

    # the position editor, opened by a tap (it sits in the set-up, folded on a phone: opened first)
    page.locator(".kit-setup-toggle").tap()
    page.wait_for_selector(".kit-setup", state="visible")
    page.locator(".kit-editor-toggle").tap()
    page.wait_for_selector(".kit-editor-space", state="visible")
    page.wait_for_function(f"() => ({CODE}).length > 0")
    check_fit(page, board, f"{app} editor")
    check_choices(page, f"{app} editor", EDITOR)
    shot(page, app, "editor")
    page.locator(".kit-editor-piece button").first.tap()  # a piece, then a space half-way: the position changes
    before = page.evaluate(f"() => {CODE}")
    spaces = page.locator(".kit-editor-space:visible")
    spaces.nth(spaces.count() // 2).tap()
    changed(page, CODE, before, f"{app} editor: a space after a piece")
    assert not page.is_visible(".kit-editor-error"), page.inner_text(".kit-editor-error")
    picture = f"document.querySelector('{board}').outerHTML"
    drawn = page.evaluate(f"() => {picture}")
    page.locator(".kit-editor-apply").tap()
    changed(page, picture, drawn, f"{app} editor: Put on the board")
    check_fit(page, board, f"{app} editor after Put on the board")

    # projector mode on a phone: the board fits, the choices are 44 px targets, a tap plays
    page.locator(".kit-projector").tap()
    page.wait_for_selector(".kit-app.kit-projecting")
    page.wait_for_timeout(300)
    check_fit(page, board, f"{app} projector")
    page.wait_for_selector(CHOICE, state="visible")
    check_choices(page, f"{app} projector")
    check_choices(page, f"{app} projector toggle", ".kit-projector")
    shot(page, app, "projector")
    tap_and_wait(page, page.locator(f"{CHOICE}:visible").first, f"{app} projector: a choice")


def test_pass_screen_on_a_phone(touch_page, voila_url):
    page = touch_page
    open_app(page, voila_url, "apps/sakura.ipynb")
    page.locator(".kit-setup-toggle").tap()
    page.wait_for_selector(".kit-setup", state="visible")
    page.select_option(".kit-seat-1 select", label="human")
    page.locator(".kit-new-game").tap()
    page.wait_for_selector(".kit-pass-screen", state="visible")
    settle(page)  # the new game's other updates (the set-up folding away) drawn too: CI measured a half-drawn page
    assert page.locator(".sakura-card:visible").count() == 0  # nobody's hand while the device passes
    check_fit(page, ".sakura-garden svg", "pass screen")
    check_choices(page, "pass screen", ".kit-pass-continue")
    first = page.evaluate(D.FIRST_SCREEN_JS, ".kit-pass-continue")
    assert first["choice"] is not None and first["choice"] <= first["height"], first
    shot(page, "sakura", "pass")
    page.locator(".kit-pass-continue").tap()
    page.wait_for_selector(".sakura-card-legal", state="visible")
    check_first_screen(page, "after the pass screen")
    check_choices(page, "after the pass screen")
