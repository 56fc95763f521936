"""Every tutorial page under Voila, in the three languages, passes axe-core, for the cost of twelve.

Loading all 108 tutorials (36 a language) live to audit them would take minutes. What axe-core weighs on a
page is the kinds of element it holds (a button, a live region, a picture with its text alternative, a
menu, a coloured badge), not which tutorial holds them. So:

1. :func:`test_the_audited_tutorials_show_every_kind_of_element` runs all 108 tutorials in Python as Voila
   runs them (no browser: :mod:`tests.browser.tutorial_kinds`, about 15 s) and asserts that, in each
   language, the tutorials of :data:`LIVE` together show every kind of widget and markup any tutorial of
   that language shows, and every game. A tutorial that shows a new kind (another widget, an element with
   another role, another colour of badge, a panel shown that is hidden elsewhere) fails it until a
   tutorial showing that kind is added to :data:`LIVE` (the message names which); it also checks that the
   text alternative of every live board of the 108 says where each piece stands.
2. :func:`test_live_tutorials_pass_axe` opens the tutorials of :data:`LIVE` under Voila in each language on a
   phone (touch) and audits them with axe-core (WCAG 2.x A/AA and best practices, as the apps); checks that
   the status and the hidden log line are live regions and that each live board's picture carries the text
   alternative its kernel wrote; then does what a learner does (a move, a refused move, the quiz by taps on
   44 px targets, a rule card), checks the move is announced and the refusal is an alert, and runs axe again
   on what changed (the board and the quiz).
   test_devices audits three more tutorials live with their pictures at every size.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pytest

from widgets import links

from . import devices as D
from . import tutorial_kinds as K
from .test_devices import AXE_TAGS, LANGUAGES, resize, touch_page  # noqa: F401 - the fixture

#: the tutorials audited live, per language: together they show every kind of element of the language's
#: 36 (see the module docstring). Tokaido 01 is the only tutorial with its action bar open (choosing a
#: traveller), 02 the only one with a fourth (yellow) player; every Sakura tutorial shows the same kinds,
#: as does every Duo one, so each language audits another of them (and not those test_devices audits with
#: their pictures at every size: sakura/03 in English, duo/02 in Italian).
LIVE = {
    "en": ("tokaido/01_setup.ipynb", "tokaido/02_moving.ipynb", "sakura/08_two_player_variants.ipynb",
           "duo/09_automa.ipynb"),
    "pt": ("pt/tokaido/01_setup.ipynb", "pt/tokaido/02_moving.ipynb", "pt/sakura/05_bumping_the_emperor.ipynb",
           "pt/duo/07_wave_tiles.ipynb"),
    "it": ("it/tokaido/01_setup.ipynb", "it/tokaido/02_moving.ipynb", "it/sakura/02_round_and_card_order.ipynb",
           "it/duo/04_merchant.ipynb"),
}
#: a live board's picture (its <svg> carries the text alternative)
BOARD_SVG = ".kit-shell .tokaido-road svg, .kit-shell .sakura-garden svg, .kit-shell .duo-island svg"
CHOICE = ".kit-shell button[class*='-legal']"
#: the quiz's options (each a label holding its radio button) and its button: what a learner taps
QUIZ_TARGETS = ".kit-quiz-options .widget-radio-box label, .kit-quiz-check"
#: a target on the board that is not a choice now (a tap on it says why)
REFUSED = ".tokaido-space:not(.tokaido-space-legal), .duo-die:not(.duo-die-legal)"


def every_tutorial() -> dict[str, list[str]]:
    return {lang: [p for paths in links.tutorials(lang=lang).values() for p in paths] for lang in LANGUAGES}


@lru_cache(maxsize=1)
def facts() -> dict[str, dict]:
    """Every tutorial run in Python (:func:`tutorial_kinds.run_in_child`): its kinds and its boards, once a session."""
    return K.run_in_child([p for paths in every_tutorial().values() for p in paths])


def missing_kinds(kinds: dict[str, frozenset], audited: tuple[str, ...], paths: list[str]) -> dict[tuple, list[str]]:
    """Each kind some tutorial of ``paths`` shows and no tutorial of ``audited`` does -> the tutorials showing it."""
    have = set().union(*(kinds[p] for p in audited))
    return {kind: [p for p in paths if kind in kinds[p]]
            for kind in sorted(set().union(*(kinds[p] for p in paths)) - have)}


#: per game, what the text alternative of its live board must name: each piece's place, from the view
PLACES = {
    "TokaidoGame": lambda view: [x for row in view["players"] for x in (row.get("traveler"), row["space"]) if x],
    "SakuraGame": lambda view: [view["emperor"], *view["painters"]],
    "DuoGame": lambda view: [x for row in view["players"] for x in (row["pilgrim"], row["merchant"], row["artist"])],
}


def unsaid(board: dict) -> list:
    """The places of pieces a board's text alternative does not name (and any markup left in it)."""
    label = board["labels"][0] if board["labels"] else ""
    bad = [] if label and not re.search(r"&(#\w+|[a-z]+);|<", label) else [f"label {label!r}"]
    return bad + [place for place in PLACES[board["game"]](board["view"])
                  if not re.search(rf"(?<![\w]){re.escape(str(place))}(?![\w])", label)]


def test_the_audited_tutorials_show_every_kind_of_element():
    tutorials, found = every_tutorial(), facts()
    kinds = K.tutorial_kinds(found)
    for lang, paths in tutorials.items():
        assert set(LIVE[lang]) <= set(paths), f"{lang}: audited tutorials that do not exist: {set(LIVE[lang]) - set(paths)}"
        games = {game for game in links.GAMES for p in LIVE[lang] if f"{game}/" in p}
        assert games == set(links.GAMES), f"{lang}: no tutorial of {set(links.GAMES) - games} audited live"
        missing = missing_kinds(kinds, LIVE[lang], paths)
        assert not missing, (f"{lang}: kinds of element no tutorial of LIVE[{lang!r}] shows (add one of the tutorials "
                             "showing it to LIVE): " + "; ".join(f"{k} in {v[:3]}" for k, v in list(missing.items())[:8]))
    boards = [(path, board) for path, ran in found.items() for board in ran["boards"]]
    assert len(boards) >= len(found), "a tutorial shows no live board"
    wrong = [(path, unsaid(board)) for path, board in boards if unsaid(board)]
    assert not wrong, f"{len(wrong)} live boards' text alternatives do not say where each piece is: {wrong[:4]}"


LIVE_REGIONS = """() => {
  const hidden = (el) => { for (let e = el; e; e = e.parentElement) { const s = getComputedStyle(e);
    if (s.display === 'none' || s.visibility === 'hidden' || e.getAttribute('aria-hidden') === 'true') return true; }
    return false; };
  return [...document.querySelectorAll('.kit-shell .kit-status, .kit-shell .kit-announce')].map((el) => ({
    cls: el.classList.contains('kit-status') ? 'status' : 'announce', role: el.getAttribute('role'),
    live: el.getAttribute('aria-live'), hidden: hidden(el), text: el.innerText.trim()}));
}"""
BOARD_LABELS = f"""() => [...document.querySelectorAll({BOARD_SVG!r})].map((svg) =>
  [svg.getAttribute('role'), svg.getAttribute('aria-label')])"""


def check_live_regions(page, where: str) -> dict:
    """The status is a polite ``status`` region and the hidden log line a polite ``log``, both read by screen
    readers (not hidden from them); returns their texts."""
    regions = page.evaluate(LIVE_REGIONS)
    assert sorted(r["cls"] for r in regions) == ["announce", "status"], f"{where}: live regions {regions}"
    for region in regions:
        want = {"status": "status", "announce": "log"}[region["cls"]]
        assert region["role"] == want and region["live"] == "polite" and not region["hidden"], f"{where}: {region}"
    return {r["cls"]: r["text"] for r in regions}


def open_tutorial(page, voila_url: str, path: str) -> None:
    page.goto(voila_url.rstrip("/") + "/voila/render/" + path, wait_until="domcontentloaded")
    page.wait_for_selector(".kit-quiz", state="attached", timeout=90_000)
    page.wait_for_selector(".kit-shell .kit-status[role='status']", state="attached")  # the page's roles are set
    page.wait_for_selector(BOARD_SVG + "[aria-label]", state="attached")
    page.wait_for_timeout(300)


def play_as_a_learner(page, path: str) -> None:
    """A move (announced), a refused move (an alert), the quiz answered, a rule card opened."""
    before = check_live_regions(page, path)
    before_log = page.evaluate("() => { const t = document.querySelector('.kit-shell .kit-log-text');"
                               " return t ? t.innerText.trim() : ''; }")
    choice = page.locator(f"{CHOICE}:visible").first
    choice.scroll_into_view_if_needed()
    choice.tap()
    # the move's updates are in once the log has its new line: the log panel's update comes last (it
    # is the longest), after the status and the announcement
    page.wait_for_function("(before) => document.querySelector('.kit-shell .kit-announce').innerText.trim()"
                           " && document.querySelector('.kit-shell .kit-status').innerText !== before.status"
                           " && document.querySelector('.kit-shell .kit-log-text')"
                           " && document.querySelector('.kit-shell .kit-log-text').innerText.trim() !== before.log",
                           arg={"status": before["status"], "log": before_log}, timeout=20_000)
    after = check_live_regions(page, f"{path} after a move")
    newest = page.locator(".kit-shell .kit-log-text").first.inner_text().strip()
    assert newest and newest in after["announce"], f"{path}: the move's events are not announced: {after}, log {newest!r}"
    refused = page.locator(REFUSED).locator("visible=true").first
    if refused.count():
        refused.tap()
        page.wait_for_selector(".kit-shell .kit-why[role='alert']", state="visible")
    targets = page.evaluate(D.TARGETS_JS, QUIZ_TARGETS)
    small = [t for t in targets if t["width"] < D.TOUCH_PX - 0.5 or t["height"] < D.TOUCH_PX - 0.5 or not t["hit"]]
    assert len(targets) >= 3 and not small, f"{path}: the quiz's choices under {D.TOUCH_PX} px or covered: {small}"
    page.locator(QUIZ_TARGETS).first.tap()
    page.locator(".kit-quiz-check").tap()
    page.wait_for_function("() => document.querySelector('.kit-quiz-feedback').innerText.trim()")
    page.locator(".kit-shell .kit-rule-link").first.click()
    page.wait_for_selector(".kit-shell .kit-rule-card", state="visible")


def audit(page, where: str, context: str = "document") -> None:
    """axe-core finds nothing on the page, or in the first element matching ``context``."""
    violations = D.axe(page, tags=AXE_TAGS, context=context)
    assert not violations, f"{where}: axe-core: " + "; ".join(
        f"{v['id']} ({v['impact']}, {len(v['nodes'])}): {v['nodes'][:2]}" for v in violations)


@pytest.mark.browser
@pytest.mark.parametrize("lang", sorted(LIVE))
def test_live_tutorials_pass_axe(touch_page, voila_url, lang):
    """Each tutorial of ``LIVE[lang]`` on a phone: axe at load (the whole page), live regions, the boards'
    text alternatives as the kernel wrote them, nothing cut; then a learner's taps, and axe again on what they
    changed (the board and the quiz)."""
    boards = facts()
    page = touch_page
    for path in LIVE[lang]:
        resize(page, "phone-390")
        open_tutorial(page, voila_url, path)
        audit(page, f"{path} at load")
        check_live_regions(page, path)
        labels = page.evaluate(BOARD_LABELS)
        kernel = [label for board in boards[path]["boards"] for label in board["labels"]]
        assert labels == [["img", label] for label in kernel], f"{path}: the boards' pictures say {labels}, not {kernel}"
        cut = page.evaluate(D.CUT_JS)
        assert not cut["scrolls"] and not cut["cut"], (path, cut["scrolls"][:3], cut["cut"][:5])
        play_as_a_learner(page, path)
        for part in (".kit-shell", ".kit-quiz"):
            audit(page, f"{path} after a move, a refusal, the quiz and a rule card", context=part)
