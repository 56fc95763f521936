"""The coach in a real browser: the Hint button of each app frames the hinted choices,
a click on a framed choice plays it and the hints go away; a SearchBot seat plays its turns.

How long a hint takes in the page is a figure of ``tests/benchmarks/bench_hints.py``, not a
timed assertion here.
"""

import pytest

from .conftest import open_app, screenshot

pytestmark = pytest.mark.browser

APPS = ["tokaido", "sakura", "duo"]
HINT_TIMEOUT_MS = 30_000  # a busy 2-core machine; the figure itself is the benchmark's


@pytest.mark.parametrize("name", APPS)
def test_hint_button_frames_legal_choices_and_a_framed_click_plays(page, voila_url, name):
    open_app(page, voila_url, f"apps/{name}.ipynb")
    page.click(".kit-hint")
    panel = page.wait_for_selector(".kit-hints", state="visible", timeout=HINT_TIMEOUT_MS)
    rows = page.locator(".kit-hint-row")
    assert 1 <= rows.count() <= 3
    assert "%" in panel.inner_text()
    framed = page.locator(".kit-hinted")
    # the page applies each widget's new classes as its message arrives: give the last one a moment
    page.wait_for_function("(n) => document.querySelectorAll('.kit-hinted').length === n",
                           arg=rows.count(), timeout=5_000)
    assert framed.count() == rows.count()
    for i in range(framed.count()):  # only available choices are hinted
        classes = framed.nth(i).get_attribute("class")
        assert "-legal" in classes, classes
    screenshot(page, f"hint_{name}")
    log = page.inner_text(".kit-log")  # its header counts the events
    framed.first.click()
    page.wait_for_selector(".kit-hints", state="hidden", timeout=HINT_TIMEOUT_MS)
    page.wait_for_function("(old) => document.querySelector('.kit-log').innerText !== old", arg=log,
                           timeout=HINT_TIMEOUT_MS)
    assert page.locator(".kit-hinted").count() == 0
    assert page.locator(".kit-why:visible").count() == 0


def test_a_search_bot_seat_plays_its_turn_in_the_browser(page, voila_url):
    open_app(page, voila_url, "apps/duo.ipynb")
    page.select_option(".kit-mode select", label="2 players (hot seat or bots)")
    page.select_option(".kit-seat-1 select", label="SearchBot (quick)")
    page.click(".kit-new-game")
    page.wait_for_selector(".duo-die-legal", state="visible")
    choices = page.locator(".duo-die-legal, .duo-target-legal, .duo-choice-legal")
    for _ in range(8):  # player 1's die and move, until the SearchBot in seat 2 has played
        if "Player 2" in page.inner_text(".kit-log"):
            break
        log = page.inner_text(".kit-log")
        choices.first.click()
        page.wait_for_function("(old) => document.querySelector('.kit-log').innerText !== old", arg=log,
                               timeout=HINT_TIMEOUT_MS)
    assert "Player 2" in page.inner_text(".kit-log")
    assert page.locator(".kit-why:visible").count() == 0


def test_replay_steps_back_and_plays_from_here_in_the_browser(page, voila_url):
    open_app(page, voila_url, "apps/duo.ipynb")
    for _ in range(3):  # a die and its move, and the next die: the Automa plays in between
        log = page.inner_text(".kit-log")
        page.locator(".duo-die-legal, .duo-target-legal, .duo-choice-legal").first.click()
        page.wait_for_function("(old) => document.querySelector('.kit-log').innerText !== old", arg=log,
                               timeout=HINT_TIMEOUT_MS)
    page.click(".kit-replay")
    page.wait_for_selector(".kit-replay-bar", state="visible", timeout=HINT_TIMEOUT_MS)
    note = page.inner_text(".kit-replay-note")
    island = page.inner_html(".duo-island")
    page.click(".kit-replay-back")
    page.wait_for_function("(old) => document.querySelector('.kit-replay-note').innerText !== old", arg=note,
                           timeout=HINT_TIMEOUT_MS)
    page.wait_for_function("(old) => document.querySelector('.duo-island').innerHTML !== old", arg=island,
                           timeout=HINT_TIMEOUT_MS)
    assert page.locator("[class*=\"-legal\"]:visible").count() == 0  # a replay: nothing to choose
    page.click(".kit-replay-branch")
    page.wait_for_selector(".kit-replay-bar", state="hidden", timeout=HINT_TIMEOUT_MS)
    page.wait_for_selector(".duo-die-legal, .duo-target-legal, .duo-choice-legal", state="visible",
                           timeout=HINT_TIMEOUT_MS)
    assert page.locator(".kit-why:visible").count() == 0


def test_the_review_runs_while_the_page_answers_and_stop_ends_it(page, voila_url, tmp_path):
    """A finished game, loaded from its save file: Review starts the coach, the bar moves, Stop is
    answered while the coach is still at work, and the score sources are drawn."""
    from widgets.duo.app import DuoApp

    app = DuoApp(mode="automa", seed=3)
    while not app.board.game.is_over:  # the human seat plays its first choice every time
        assert app.board.try_play(app.board.game.legal_actions()[0]) is not None
    saved = tmp_path / "finished.json"
    saved.write_text(app.save_text())

    open_app(page, voila_url, "apps/duo.ipynb")
    page.set_input_files(".kit-load", str(saved))
    page.wait_for_selector(".kit-review:not([disabled])", timeout=HINT_TIMEOUT_MS)
    page.click(".kit-review")
    page.wait_for_selector(".kit-review-stop", state="visible", timeout=HINT_TIMEOUT_MS)
    page.wait_for_function(  # "...: 3 of 70": the page hears from the coach between decisions
        "() => /: [1-9]\\d* of /.test(document.querySelector('.kit-review-note').innerText)",
        timeout=HINT_TIMEOUT_MS)
    page.click(".kit-review-stop")
    note = page.wait_for_selector(".kit-review-note >> text=Review stopped after", timeout=HINT_TIMEOUT_MS)
    done, total = [int(n) for n in note.inner_text().split("after ")[1].split(" decisions")[0].split(" of ")]
    assert 1 <= done < total
    assert page.locator(".kit-review-stop").is_hidden()
    page.wait_for_selector(".kit-review-box .js-plotly-plot", state="attached", timeout=120_000)
    screenshot(page, "review_stopped")
