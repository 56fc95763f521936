"""The room: every board fits the width it is given, a projector mode, keyboard play.

One test per app, on one page (one kernel) each, in this order:

1. at a phone held sideways (800 x 400) the app is played with the keyboard alone: Tab to the
   first available choice (a ``-legal`` button), Enter or Space to choose it, a few decisions in a
   row; each choice has an accessible name (its label, or for a road space "space 12: village (you
   may move here now)") and the road's spaces that are not moves now are no Tab stops;
2. at 1280 (a laptop), 1000 (about a JupyterLab cell with the file browser open in a 1400 px
   window) and 800 px the board has no horizontal overflow (its scrollWidth fits its clientWidth,
   and the page does not scroll sideways) and an available choice is the element under its own
   centre (nothing hides or clips it); a screenshot of each width goes to tests/browser/artifacts/;
3. the projector toggle (``.kit-projector``): the status line and the log grow by half, the log
   text turns pure black (contrast 21:1 on white), the board grows where the screen has room
   (Tokaido, Sakura) and a choice is still clicked with the mouse; screenshot ``<app>_projector``.
"""

from __future__ import annotations

import re

import pytest

from .conftest import ARTIFACTS, open_app

pytestmark = pytest.mark.browser

WIDTHS = ((1280, 900), (1000, 900), (800, 400))
PHONE = {"width": 800, "height": 400}
#: per app: the board's drawing, and the buttons of its available choices (first = preferred)
APPS = {
    "tokaido": (".tokaido-road-stack", (".tokaido-space-legal", ".kit-action-legal")),
    "sakura": (".sakura-garden svg", (".sakura-card-legal", ".sakura-direction-legal")),
    "duo": (".duo-island svg", (".duo-die-legal", ".duo-target-legal", ".duo-choice-legal")),
}
TAB_LIMIT = 150

FIT = """([board]) => {
  const kit = document.querySelector('.kit-board'), drawing = document.querySelector(board);
  const root = document.documentElement, k = kit.getBoundingClientRect(), d = drawing.getBoundingClientRect();
  return {kitScroll: kit.scrollWidth, kitClient: kit.clientWidth, pageScroll: root.scrollWidth,
          pageClient: root.clientWidth, left: d.left - k.left, right: d.right - k.right, width: d.width};
}"""
HIT = """(sel) => {
  const el = [...document.querySelectorAll(sel)].find(e => e.offsetParent !== null);
  if (!el) return null;
  el.scrollIntoView({block: 'center', inline: 'center'});
  const r = el.getBoundingClientRect(), hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return {hit: !!hit && el.contains(hit), width: r.width, height: r.height};
}"""
STYLE = """() => {
  const css = (sel, prop) => { const e = document.querySelector(sel); return e && getComputedStyle(e)[prop]; };
  return {status: css('.kit-status', 'fontSize'), log: css('.kit-log-text', 'fontSize'),
          ink: css('.kit-log-text', 'color'), back: css('.kit-app', 'backgroundColor')};
}"""


def events(page) -> int:
    """The number of events in the game's log (the log panel's header says "... of N events")."""
    return int(re.search(r"of (\d+) events", page.inner_text(".kit-log")).group(1))


def shot(page, name: str, width: int, height: int) -> None:
    """Screenshot the whole app at this width (a tall viewport: Voila scrolls inside the page)."""
    page.set_viewport_size({"width": width, "height": 2000})
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))
    page.set_viewport_size({"width": width, "height": height})


def tab_to(page, selector: str) -> int:
    """Press Tab until a button matching ``selector`` has the focus; return how many presses."""
    for n in range(1, TAB_LIMIT + 1):
        page.keyboard.press("Tab")
        if page.evaluate("(s) => !!document.activeElement && document.activeElement.matches(s)", selector):
            return n
    raise AssertionError(f"{selector} never got the focus in {TAB_LIMIT} Tabs")


def pick(page, choices: tuple[str, ...]) -> str:
    """The first kind of choice the page shows now (waiting while a move's updates are applied)."""
    for _ in range(100):
        page.wait_for_selector(", ".join(choices), state="visible")
        target = next((s for s in choices if page.locator(f"{s}:visible").count()), None)
        if target is not None:
            return target
        page.wait_for_timeout(100)
    raise AssertionError(f"none of {choices} stayed visible")


def play_by_keyboard(page, choices: tuple[str, ...], decisions: int) -> list[str]:
    """Play ``decisions`` decisions with Tab and Enter/Space only; return the names of what was chosen."""
    chosen = []
    for k in range(decisions):
        before = events(page)
        for attempt in range(3):  # the page may still be applying the last move's updates: pick again
            target = pick(page, choices)
            try:
                tab_to(page, target)
                break
            except AssertionError:
                if attempt == 2:
                    raise
        chosen.append(page.evaluate("() => document.activeElement.title || document.activeElement.textContent"))
        page.keyboard.press("Enter" if k % 2 == 0 else " ")  # both keys choose
        page.wait_for_function(f"() => /of (\\d+) events/.exec(document.querySelector('.kit-log').innerText)[1]"
                               f" > {before}")
    return chosen


def contrast(rgba: str, back: str = "rgb(255, 255, 255)") -> float:
    """WCAG contrast ratio of a CSS colour (alpha blended on ``back``) against ``back``."""
    def channels(css: str) -> list[float]:
        return [float(x) for x in re.findall(r"[\d.]+", css)]

    fg, bg = channels(rgba), channels(back)[:3]
    alpha = fg[3] if len(fg) > 3 else 1.0
    mixed = [alpha * f + (1 - alpha) * b for f, b in zip(fg[:3], bg)]

    def luminance(rgb: list[float]) -> float:
        lin = [(c / 255 / 12.92) if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((luminance(mixed), luminance(bg)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def check_names(page, app: str) -> None:
    """Every available choice and every road space has an accessible name; only moves are Tab stops."""
    from playwright.sync_api import expect

    for selector in APPS[app][1]:
        for i in range(page.locator(f"{selector}:visible").count()):
            expect(page.locator(f"{selector}:visible").nth(i)).to_have_accessible_name(re.compile(r"\w{3}"))
    if app == "tokaido":
        spaces = page.evaluate("""() => [...document.querySelectorAll('.tokaido-space')].map(
            b => [b.title, b.tabIndex, b.classList.contains('tokaido-space-legal')])""")
        assert len(spaces) == 55
        for pos, (title, tabindex, legal) in enumerate(spaces, start=1):
            assert title.startswith(f"space {pos}: "), title
            assert (tabindex == 0) == legal and ("you may move here" in title) == legal, (pos, title, tabindex)
        road = page.locator(".tokaido-road-stack").aria_snapshot()
        named = re.findall(r'button "space (\d+): \w[^"]*"', road)
        moves = re.findall(r'button "space (\d+): \w[^"]*\(you may move here now\)"', road)
        assert len(named) == 55 and moves == [str(p) for p, s in enumerate(spaces, 1) if s[2]], road[-1500:]


@pytest.mark.parametrize("app", sorted(APPS))
def test_app_fits_every_width_projects_and_plays_by_keyboard(page, voila_url, app):
    board, choices = APPS[app]
    page.set_viewport_size(PHONE)
    page.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"), lambda route: route.abort())  # no CDN waits
    open_app(page, voila_url, f"apps/{app}.ipynb")

    # 1. keyboard only, on a phone held sideways
    chosen = play_by_keyboard(page, choices, 3)
    assert all(name.strip() for name in chosen), chosen
    if app == "tokaido":  # until the road itself offers a move
        for _ in range(6):  # which choice the page offers once the last move's updates are in (CI: a count
            if pick(page, choices) == ".tokaido-space-legal":  # taken too early saw no road move, then waited
                break                                           # 30 s for an action that never came)
            play_by_keyboard(page, choices[1:], 1)
        chosen += play_by_keyboard(page, choices[:1], 1)
        assert any(name.startswith("space ") for name in chosen), chosen
    page.wait_for_selector(", ".join(choices), state="visible")
    check_names(page, app)

    # 2. every width: no sideways overflow, an available choice is hit at its centre
    widths = {}
    for width, height in WIDTHS:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        fit = page.evaluate(FIT, [board])
        assert fit["kitScroll"] <= fit["kitClient"] and fit["pageScroll"] <= fit["pageClient"], (width, fit)
        assert fit["left"] >= -1 and fit["right"] <= 1, (width, fit)
        target = pick(page, choices)
        hit = page.evaluate(HIT, target)
        assert hit and hit["hit"] and hit["width"] >= 40 and hit["height"] >= 24, (width, target, hit)
        widths[width] = fit["width"]
        shot(page, f"{app}_width_{width}", width, height)
    assert widths[800] < widths[1000]  # the board scales with the room it has (at 1280 a side panel may share it)

    # 3. projector mode, on a laptop
    page.set_viewport_size({"width": 1280, "height": 900})
    before = page.evaluate(STYLE)
    page.focus(".kit-projector")
    page.keyboard.press("Enter")
    page.wait_for_selector(".kit-app.kit-projecting")
    page.wait_for_timeout(150)
    after = page.evaluate(STYLE)
    px = lambda v: float(v.rstrip("px"))  # noqa: E731
    assert px(after["status"]) >= 1.5 * px(before["status"]), (before, after)
    assert px(after["log"]) >= 1.35 * px(before["log"]), (before, after)
    assert contrast(after["ink"]) > contrast(before["ink"]) and contrast(after["ink"]) >= 20.9, (before, after)
    fit = page.evaluate(FIT, [board])
    assert fit["kitScroll"] <= fit["kitClient"] and fit["right"] <= 1, fit
    if app != "duo":  # the island already takes the whole width at 1280
        assert fit["width"] > widths[1280] * 1.15, (fit, widths)
    shot(page, f"{app}_projector", 1280, 900)
    target = pick(page, choices)
    before_events = events(page)
    page.locator(f"{target}:visible").first.click()
    page.wait_for_function(f"() => /of (\\d+) events/.exec(document.querySelector('.kit-log').innerText)[1]"
                           f" > {before_events}")
