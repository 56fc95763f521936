"""Under an app's board: the replay scrubber and, at the end of a game, the coach's review.

* **Replay** (``.kit-replay``): a slider over the decisions (``.kit-replay-slider``), a step back
  and a step forward (``.kit-replay-back``, ``.kit-replay-forward``); the board, its log and the
  rule card follow the position (:meth:`~widgets.common.shell.GameShell.show_replay`).
  "Play from here" (``.kit-replay-branch``) makes the position shown the game, to try another
  choice; "Back to the game" (``.kit-replay-close``) leaves the replay.
* **Review** (``.kit-review``, once the game is over): where each player's points came from (a
  plotly stacked bar, one bar per player, one colour and pattern per source), and the three
  decisions of the human seats that gave away the most chance to win by the coach's estimate
  (:mod:`tokaido_kit.bots.review`), each a button (``.kit-review-moment``) that opens the
  replay at that decision. A bar (``.kit-review-progress``) counts the decisions looked at. In a
  page the coach works between the page's other messages, so the app stays usable, and "Stop"
  (``.kit-review-stop``) ends the review with the decisions looked at so far.

Python twins: :meth:`ReviewBox.click_review`, :meth:`ReviewBox.open_replay`,
:meth:`ReviewBox.step`, :meth:`ReviewBox.play_from_here`, :meth:`ReviewBox.close_replay`.
"""

from __future__ import annotations

import asyncio
from typing import Any

import ipywidgets as w

from tokaido_kit.bots.review import Moment, costly_moments, review_steps, score_sources
from tokaido_kit.core import i18n

from ..common.chart import PALETTE, plotly_or_later
from ..common.light import looks
from ..common.pageloop import page_loop
from ..common.panels import esc

#: the coach's thinking time for each decision it looks at again
REVIEW_SECONDS = 0.15
#: bar patterns, so colour is never the only cue between sources
PATTERNS = ["", "/", "\\", "x", "-", "|", "+", ".", ""]


def source_name(game_name: str, source: str) -> str:
    """A score source in the learner's language (``widgets.<game>.source.<source>``)."""
    key = f"widgets.{game_name}.source.{source}"
    return i18n.text(key) if i18n.has(key) else source.replace("_", " ")


class ReviewBox(w.VBox):
    """The replay and review row of an app (see the module docstring)."""

    def __init__(self, board: Any, **kwargs: Any) -> None:
        self.board = board
        #: SearchBot's options for the review (tests fix ``playouts``)
        self.coach_options: dict[str, Any] = {"seconds": REVIEW_SECONDS}
        self.moments: list[Moment] = []
        self.sources: list[dict[str, int]] = []
        self.figure = None
        self._full = None  # the game the replay is of
        self._reviewed = None  # the game the review on screen is of
        self._quiet = False  # the slider is being set from Python
        self._built = False
        self._task: asyncio.Task | None = None  # the review running in the page's event loop
        self._stopping = False
        self._layout = w.Layout(width="auto")  # shared by the buttons: fewer models in the page
        self.replay_button = self._button("widgets.replay", "history", "kit-replay", self.open_replay)
        self.review_button = self._button("widgets.review", "search", "kit-review", self.click_review)
        self.body = w.VBox(**looks(w.VBox))  # the scrubber and the review, built on first use (a page starts light)
        super().__init__([w.HBox([self.replay_button, self.review_button], **looks(w.HBox)), self.body],
                         **{"_dom_classes": ("kit-review-box",), **looks(w.VBox), **kwargs})
        self.refresh()

    def _build(self) -> None:
        """The scrubber and the review's widgets, the first time they are wanted."""
        if self._built:
            return
        self._built = True
        self.back_button = self._button("widgets.replay.back", "step-backward", "kit-replay-back",
                                        lambda: self.step(-1))
        self.forward_button = self._button("widgets.replay.forward", "step-forward", "kit-replay-forward",
                                           lambda: self.step(1))
        self.branch_button = self._button("widgets.replay.branch", "code-fork", "kit-replay-branch",
                                          self.play_from_here)
        self.close_button = self._button("widgets.replay.close", "times", "kit-replay-close", self.close_replay)
        self.slider = w.IntSlider(min=0, max=0, value=0, continuous_update=False, readout=True,
                                  layout=w.Layout(width="320px"))
        self.slider.add_class("kit-replay-slider")
        self.slider.observe(self._slid, names="value")
        self.position_note = w.HTML()
        self.position_note.add_class("kit-replay-note")
        self.scrubber = w.VBox([
            self.position_note,
            w.HBox([self.back_button, self.slider, self.forward_button, self.branch_button, self.close_button],
                   layout=w.Layout(flex_flow="row wrap", align_items="center")),
        ], layout=w.Layout(display="none"))
        self.scrubber.add_class("kit-replay-bar")
        self.progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="320px"))
        self.progress.add_class("kit-review-progress")
        self.stop_button = self._button("widgets.review.stop", "stop", "kit-review-stop", self.stop_review)
        self.working = w.HBox([self.progress, self.stop_button], layout=w.Layout(display="none"))
        self.note = w.HTML()
        self.note.add_class("kit-review-note")
        self.chart_box = w.Box()
        self.moment_buttons: list[w.Button] = []
        self.moments_box = w.VBox()
        self.moments_box.add_class("kit-review-moments")
        self.body.children = (self.scrubber, self.working, self.note, self.chart_box, self.moments_box)

    def _button(self, key: str, icon: str, css: str, action: Any) -> w.Button:
        button = w.Button(description=i18n.text(key), icon=icon, layout=self._layout)
        button.add_class(css)
        button.on_click(lambda _b: action())
        return button

    # ------------------------------------------------------------------ state
    def refresh(self) -> None:
        """After any change of the game: the review is offered once the game is over; a review
        of another game (a new game, a branch) is cleared."""
        game = self.board.game
        if self.board.replaying:
            return
        if self._full is not None:  # the game changed under the replay (a new game, a save loaded)
            self._hide_scrubber()
        self.review_button.disabled = not game.is_over
        if self.sources and (not game.is_over or self._reviewed is not game):
            self._clear_review()

    def _hide_scrubber(self) -> None:
        self._full = None
        if self._built:
            self.scrubber.layout.display = "none"

    def redraw_language(self) -> None:
        """Texts in the current language (the buttons are relabelled by the app)."""
        if self.board.replaying and self._built:
            self._note_position()
        if self.sources:
            self._show_review(self.board.game)

    def _clear_review(self) -> None:
        self.moments, self.sources = [], []
        self.note.value = ""
        self.chart_box.children = ()
        self.moments_box.children = ()

    # ------------------------------------------------------------------ review
    def click_review(self) -> list[Moment] | None:
        """The Review button: score sources and the most costly human decisions.

        In a kernel (a page), the coach looks at one decision at a time between the page's other
        messages: this returns None at once, the bar moves, Stop works, and the review appears at
        the end. From plain Python (no event loop running) it works at once and returns the moments."""
        self._build()
        if self._task is not None:  # the coach is already at it
            return None
        game = self.board.game
        if self.board.replaying:
            self.close_replay()
            game = self.board.game
        if not game.is_over:
            self.note.value = esc(i18n.text("widgets.review.not_over"))
            return None
        humans = self._humans(game)
        self.sources = score_sources(game)
        self._reviewed = game
        if not humans:
            self.moments = []
            self._show_review(game)
            return self.moments
        steps = review_steps(game, humans, seed=game.seed, **self.coach_options)
        loop = page_loop()
        if loop is None:  # plain Python: all at once
            moments: list[Moment] = []
            self._working(True)
            for done, total, moments in steps:
                self._progress(humans, done, total)
            self._working(False)
            self._finish(game, moments)
            return self.moments
        self._stopping = False
        self._working(True)
        self._task = loop.create_task(self._review_in_turns(game, humans, steps))
        return None

    async def _review_in_turns(self, game: Any, humans: list[int], steps: Any) -> None:
        """The review in a page: a decision, then the page's waiting messages (a click on Stop)."""
        moments: list[Moment] = []
        done = total = 0
        try:
            for done, total, moments in steps:
                self._progress(humans, done, total)
                await asyncio.sleep(0.01)
                if self._stopping or self.board.game is not game:
                    break
        finally:
            self._working(False)
            self._task = None
        if self.board.game is not game or self.board.replaying:
            return  # a new game or a replay while the coach worked: its review is of no use now
        self._finish(game, moments)
        if done < total:
            names = ", ".join(self.board.player_name(p) for p in humans)
            self.note.value = esc(i18n.text("widgets.review.stopped", players=names, done=done, total=total)
                                  + " " + i18n.text("widgets.review.moments.title" if self.moments else
                                                    "widgets.review.none", players=names))

    def stop_review(self) -> None:
        """Stop: the review running in the page ends after the decision the coach is looking at."""
        if self._task is not None:
            self._stopping = True

    @property
    def reviewing(self) -> bool:
        """True while the coach's review runs in the page."""
        return self._task is not None

    def _working(self, on: bool) -> None:
        self.working.layout.display = None if on else "none"

    def _progress(self, humans: list[int], done: int, total: int) -> None:
        names = ", ".join(self.board.player_name(p) for p in humans)
        self.progress.max, self.progress.value = max(1, total), done
        self.note.value = esc(i18n.text("widgets.review.working", players=names, done=done, total=total))

    def _finish(self, game: Any, moments: list[Moment]) -> None:
        self.moments = costly_moments(moments, 3)
        self._show_review(game)

    def _humans(self, game: Any) -> list[int]:
        """The human seats of ``game``, whose decisions the coach looks at again."""
        return [p for p in self.board.humans() if p < game.players]

    def _show_review(self, game: Any) -> None:
        humans = self._humans(game)
        names = ", ".join(self.board.player_name(p) for p in humans)
        if not humans:
            text = i18n.text("widgets.review.no_humans")
        elif not self.moments:
            text = i18n.text("widgets.review.none", players=names)
        else:
            text = i18n.text("widgets.review.moments.title")
        self.note.value = esc(text)
        buttons = []
        for i, moment in enumerate(self.moments):
            while len(self.moment_buttons) <= i:
                j = len(self.moment_buttons)
                button = w.Button(layout=w.Layout(width="auto", height="auto"))
                button.add_class("kit-review-moment")
                button.on_click(lambda _b, j=j: self.open_moment(j))
                self.moment_buttons.append(button)
            button = self.moment_buttons[i]
            button.description = i18n.text(
                "widgets.review.moment", n=moment.decision + 1, player=self.board.player_name(moment.player),
                played=str(moment.played), best=str(moment.best), loss=round(100 * moment.loss))
            button.tooltip = button.description
            buttons.append(button)
        self.moments_box.children = tuple(buttons)
        self._draw_sources(game)

    def _draw_sources(self, game: Any) -> None:
        go = plotly_or_later(self.review_button, lambda: self._draw_sources(game))
        if go is None:
            return
        names = [self.board.player_name(p) for p in range(game.players)]
        sources = list(dict.fromkeys(k for row in self.sources for k in row))
        bars = [go.Bar(name=source_name(game.name, source), x=names, y=[row.get(source, 0) for row in self.sources],
                       marker=dict(color=PALETTE[i % len(PALETTE)], pattern_shape=PATTERNS[i % len(PATTERNS)]))
                for i, source in enumerate(sources)]
        layout = dict(barmode="relative", height=320, margin=dict(l=40, r=10, t=40, b=40),
                      title=i18n.text("widgets.review.chart.title"), yaxis_title=i18n.text("widgets.review.chart.y"))
        if self.figure is None:
            self.figure = go.FigureWidget(data=bars, layout=layout)
        else:
            with self.figure.batch_update():
                self.figure.data = ()
                for bar in bars:
                    self.figure.add_trace(bar)
                self.figure.update_layout(**layout)
        self.chart_box.children = (self.figure,)

    def chart_series(self) -> dict[str, list[int]]:
        """What the stacked bar draws: per source (as named on screen), one value per player."""
        if self.figure is None:
            return {}
        return {bar.name: list(bar.y) for bar in self.figure.data}

    def open_moment(self, i: int) -> None:
        """A review's decision button: the replay opens at the position before that decision."""
        if 0 <= i < len(self.moments):
            self.open_replay(self.moments[i].decision)

    # ------------------------------------------------------------------ replay
    def open_replay(self, decision: int | None = None) -> bool:
        """The Replay button: the scrubber opens at ``decision`` (default: the last position)."""
        self._build()
        if not self.board.replaying:
            self._full = self.board.game
        full = self._full
        total = len(full.history)
        if total == 0:
            self.note.value = esc(i18n.text("widgets.replay.empty"))
            return False
        n = total if decision is None else max(0, min(int(decision), total))
        self._quiet = True
        try:
            self.slider.max = total
            self.slider.value = n
        finally:
            self._quiet = False
        self.scrubber.layout.display = None
        self.show_position(n)
        return True

    def _slid(self, change: dict) -> None:
        if not self._quiet:
            self.show_position(change["new"])

    def show_position(self, n: int) -> None:
        """The board shows the replayed game after ``n`` decisions (the slider's value)."""
        if self._full is None:
            return
        n = max(0, min(int(n), len(self._full.history)))
        if self.slider.value != n:
            self._quiet = True
            try:
                self.slider.value = n
            finally:
                self._quiet = False
        self.board.show_replay(self._full.at(n))
        self.back_button.disabled = n == 0
        self.forward_button.disabled = n == len(self._full.history)
        self._note_position()

    def _note_position(self) -> None:
        self.position_note.value = esc(i18n.text("widgets.replay.position", n=self.slider.value,
                                                 total=self.slider.max))

    def step(self, delta: int) -> None:
        """Step back (-1) or forward (+1) one decision."""
        if self.board.replaying:
            self.show_position(self.slider.value + delta)

    def play_from_here(self) -> None:
        """The position shown becomes the game: try another choice from there."""
        if self.board.replaying:
            self._hide_scrubber()
            self.board.end_replay(play_from_here=True)
            self.refresh()

    def close_replay(self) -> None:
        """Back to the game as it was."""
        if self.board.replaying:
            self._hide_scrubber()
            self.board.end_replay()
            self.refresh()
