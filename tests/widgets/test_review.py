"""The review and replay row of the apps (widgets/review/box.py)."""

from __future__ import annotations

import pytest

from tests.aio import run

from widgets.duo.app import DuoApp
from widgets.sakura.app import SakuraApp
from widgets.tokaido.app import TokaidoApp

APPS = {
    "tokaido": lambda: TokaidoApp(players=3, seats=["human", "greedy", "greedy"]),
    "sakura": lambda: SakuraApp(players=3, seats=["human", "greedy", "greedy"]),
    "duo": lambda: DuoApp(mode="automa"),
}


def legal_marks(widget) -> list[str]:
    """Every ``-legal`` class in the widget tree under ``widget``."""
    found = [c for c in getattr(widget, "_dom_classes", ()) if c.endswith("-legal")]
    for child in getattr(widget, "children", ()):
        found += legal_marks(child)
    return found


def played_to_the_end(name: str):
    app = APPS[name]()
    board = app.board
    while not board.game.is_over:
        if board.passing:
            board.continue_pass()
        else:
            assert board.try_play(board.game.legal_actions()[-1]) is not None
    app.review.coach_options = {"playouts": 10}
    return app


@pytest.mark.parametrize("name", APPS)
def test_core_game_over_review_shows_score_sources_and_costly_decisions(name):
    app = played_to_the_end(name)
    review = app.review
    assert not review.review_button.disabled and "kit-review" in review.review_button._dom_classes
    moments = review.click_review()
    game = app.board.game
    series = review.chart_series()
    assert series, "the stacked bar is drawn"
    assert [sum(values[p] for values in series.values()) for p in range(game.players)] == game.scores()
    assert review.figure.layout.barmode == "relative"
    assert len(moments) <= 3 and all(m.player in app.board.humans() for m in moments)
    buttons = review.moments_box.children
    assert len(buttons) == len(moments)
    assert all("kit-review-moment" in b._dom_classes for b in buttons)
    if moments:  # a moment's button opens the replay at that decision
        buttons[0].click()
        assert app.board.replaying and review.slider.value == moments[0].decision
        assert app.board.game.to_json() == game.at(moments[0].decision).to_json()


def test_core_game_over_review_is_offered_only_at_the_end():
    app = APPS["sakura"]()
    assert app.review.review_button.disabled
    assert app.review.click_review() is None
    assert "end of the game" in app.review.note.value


def test_core_turn_only_bots_nothing_to_review():
    app = SakuraApp(players=2, seats=["greedy", "greedy"])
    assert app.board.game.is_over
    assert app.review.click_review() == []
    assert "Only bots" in app.review.note.value and app.review.chart_series()


@pytest.mark.parametrize("name", APPS)
def test_core_save_replay_scrubs_exact_positions_and_refuses_clicks(name):
    app = played_to_the_end(name)
    board, review = app.board, app.review
    full = board.game
    total = len(full.history)
    assert review.open_replay()
    assert board.replaying and review.slider.max == total and review.slider.value == total
    for n in (0, 1, total // 2, total - 1):
        review.slider.value = n
        assert board.game.to_json() == full.at(n).to_json()
        assert legal_marks(board) == []  # a replay offers nothing to choose
    review.step(+1)
    assert len(board.game.history) == total
    review.step(-1)
    assert len(board.game.history) == total - 1
    shown = board.game.to_json()
    if board.game.legal_actions():
        assert board.try_play(board.game.legal_actions()[0]) is None
        assert "replay" in board.why.message.lower() and board.game.to_json() == shown
    assert board.click_undo() is None and board.game.to_json() == shown
    review.close_replay()
    assert not board.replaying and board.game is full and full.is_over


@pytest.mark.parametrize("name", APPS)
def test_core_save_play_from_here_branches_and_the_bots_play_on(name):
    app = played_to_the_end(name)
    board, review = app.board, app.review
    full = board.game
    review.open_replay(3)
    review.play_from_here()
    game = board.game
    assert not board.replaying and game is not full
    assert game.history[:3] == full.history[:3]
    assert game.current_player in board.humans() and not game.is_over  # the bots played up to the human
    assert board.chart.series()[0][:4] == [0, 1, 2, 3]
    assert review.review_button.disabled
    assert board.try_play(game.legal_actions()[0]) is not None


def test_core_save_new_game_ends_a_replay():
    app = played_to_the_end("duo")
    app.review.open_replay(2)
    app.new_game()
    assert not app.board.replaying and app.review.scrubber.layout.display == "none"
    assert app.board.game.history == [] or app.board.game.current_player in app.board.humans()


def test_core_game_over_in_a_page_the_review_runs_between_messages_and_stops():
    """In a kernel an event loop runs: the review takes one decision at a time, the page's other
    messages (here: Stop) are handled in between, and what was looked at so far is shown."""
    import asyncio

    app = played_to_the_end("sakura")
    review = app.review
    review.coach_options = {"playouts": 30}

    async def page() -> tuple:
        assert review.click_review() is None and review.reviewing  # returns at once
        assert review.working.layout.display is None  # the bar and Stop are shown
        while review.reviewing and review.progress.value < 2:
            await asyncio.sleep(0.001)  # the page's other messages get their turn
        review.stop_review()  # a click on Stop
        while review.reviewing:
            await asyncio.sleep(0.001)
        return review.progress.value, review.progress.max

    done, total = run(page())
    assert 2 <= done < total
    assert review.working.layout.display == "none" and "stopped after" in review.note.value
    assert review.chart_series(), "the score sources are drawn"
    assert all(m.decision < len(app.board.game.history) for m in review.moments)


def test_core_game_over_in_a_page_a_new_game_drops_the_review_under_way():
    import asyncio

    app = played_to_the_end("duo")
    review = app.review
    review.coach_options = {"playouts": 30}

    async def page() -> None:
        review.click_review()
        while review.reviewing and review.progress.value < 1:
            await asyncio.sleep(0.001)
        app.new_game()
        while review.reviewing:
            await asyncio.sleep(0.001)

    run(page())
    assert review.moments == [] and review.moments_box.children == ()
    assert review.review_button.disabled  # the new game is not over


def test_core_game_over_a_script_beside_another_loop_gets_its_review_at_once():
    """A script (or a test) that also drives a browser has that driver's event loop running in its
    thread without being one of its tasks: the review is not handed to a loop that will never run
    it, it is done at once and returned."""
    import asyncio

    app = played_to_the_end("duo")
    app.review.coach_options = {"playouts": 30}

    async def driver() -> object:
        loop = asyncio.get_running_loop()
        answer = loop.create_future()
        loop.call_soon(lambda: answer.set_result(app.review.click_review()))  # not inside a task
        return await answer

    moments = run(driver())
    assert moments is not None and not app.review.reviewing
    assert app.review.moments == moments and app.review.working.layout.display == "none"


def test_core_game_over_the_automas_seat_is_not_reviewed_as_a_human():
    app = played_to_the_end("duo")  # both seats are "human" in the menus; the Automa never decides
    moments = app.review.click_review()
    assert all(m.player == 0 for m in moments)
    assert app.review._humans(app.board.game) == [0]  # "decisions of Player 1", not "..., The Automa"
