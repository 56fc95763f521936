"""The game-agnostic shell around a board: status, pass screen, why-not box, undo,
seats and bots, log, rule card and score chart.

A board subclasses :class:`GameShell` and provides ``_build_board()`` (its
widgets, built once) and ``_refresh_board()`` (update them in place from
:meth:`GameShell.visible_view`). The shell never decides legality: a click
becomes an :class:`~tokaido_kit.core.Action` given to :meth:`try_play`, which
asks the engine's ``why_not`` and ``play``.

Hidden hands: ``viewer`` is the one player whose hidden cards may be shown.
In hot-seat play with two or more human seats, the shell hides everything
secret and shows the pass screen whenever the next human decider is not the
viewer; :meth:`continue_pass` (the button) makes that player the viewer.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import traitlets

from tokaido_kit.bots import SearchBot
from tokaido_kit.core import Action, i18n

from .a11y import PageRoles
from .chart import ScoreChart
from .hints import HINT_SECONDS, HintPanel
from .light import html, looks
from .panels import LogPanel, RuleCard, WhyBox, esc
from .passscreen import PassScreen
from .seats import SeatPicker, make_bot
from .style import style_widget
from .tableseat import TableSeat

MAX_BOT_DECISIONS = 100_000


class GameShell(TableSeat, w.VBox):
    """Base of every board widget. See the module docstring."""

    #: colours of the seats in the score chart (a board may match its pieces)
    palette: list[str] | None = None
    #: True when the board places ``self.why`` itself (next to what is clicked)
    why_in_board = False
    #: called with no argument after every change of the game on screen (see :meth:`on_change`)
    _change_callbacks: tuple = ()

    viewer = traitlets.Int(None, allow_none=True).tag(sync=False)
    passing = traitlets.Bool(False).tag(sync=False)
    decisions = traitlets.Int(0).tag(sync=False)
    #: True while a replay's position is on screen (:meth:`show_replay`): no bots, no clicks
    replaying = traitlets.Bool(False).tag(sync=False)

    def __init__(self, game: Any, seats: list[str] | None = None, *, hotseat: bool = True,
                 here: str = "", bot_seed: int | None = None, log_rows: int = 8,
                 show_seats: bool = True, show_chart: bool = True, **kwargs: Any) -> None:
        self.game = game
        self.hotseat = hotseat
        self.here = here
        self.bot_seed = game.seed if bot_seed is None else bot_seed
        self.bots: dict[int, Any] = {}
        self.status = html("", "kit-status")
        #: what a screen reader reads out after each change: the new events (a hidden live region)
        self.announce = html("", "kit-announce", "kit-sr-only")
        self._announced: tuple = (None, 0, 0)
        self.why = WhyBox()
        self.rule_card = RuleCard(here=here)
        self.log_panel = LogPanel(on_rule=self.show_rule, rows=log_rows)
        self.pass_screen = PassScreen(on_continue=self.continue_pass)
        self.seat_picker = SeatPicker(game.players, seats, on_change=self._seats_changed)
        self.chart = ScoreChart(game.players, palette=self.palette)
        self.undo_button = w.Button(description=i18n.text("widgets.undo"), icon="undo", _dom_classes=("kit-undo",),
                                    **looks(w.Button))
        self.undo_button.on_click(lambda _b: self.click_undo())
        self.hint_button = w.Button(description=i18n.text("widgets.hint"), icon="lightbulb-o", _dom_classes=("kit-hint",),
                                    **looks(w.Button))
        self.hint_button.on_click(lambda _b: self.click_hint())
        self.hint_panel = HintPanel()
        #: SearchBot's options for a hint (tests fix ``playouts`` to make hints exact)
        self.coach_options: dict[str, Any] = {"seconds": HINT_SECONDS}
        self._hinted: list[w.Widget] = []
        self.board_box = w.VBox(self._build_board())
        self.board_box.add_class("kit-board")
        controls = [self.undo_button, self.hint_button] + ([self.seat_picker] if show_seats else [])
        children = [
            style_widget(), PageRoles(), self.status, self.announce, self.pass_screen, self.board_box,
            *([] if self.why_in_board else [self.why]),
            w.HBox(controls, **looks(w.HBox, flex_flow="row wrap", align_items="center")),
            self.hint_panel, self.rule_card, self.log_panel,
        ]
        if show_chart:
            children.append(self.chart)
        super().__init__(children, **{"_dom_classes": ("kit-shell",), **looks(w.VBox), **kwargs})
        self._make_bots()
        self.chart.set_names([self.player_name(p) for p in range(game.players)])
        self.chart.record(len(game.history), game.scores())
        self._after_change()

    # ------------------------------------------------------------------ hooks for boards
    def _build_board(self) -> list:
        """The board's own widgets, built once."""
        return []

    def _refresh_board(self) -> None:
        """Update the board's widgets in place from :meth:`visible_view`."""

    def widget_for(self, action: Action) -> w.Widget | None:
        """The widget a learner clicks to play ``action`` (a hint frames it), if the board shows one."""
        return None

    # ------------------------------------------------------------------ facts
    @property
    def seats(self) -> list[str]:
        return list(self.seat_picker.seats)

    def humans(self) -> list[int]:
        if self.at_table is not None:  # at a table this screen decides for its own seat only
            return [] if self.at_table.seat is None else [self.at_table.seat]
        return [i for i, kind in enumerate(self.seats) if kind == "human"]

    def player_name(self, p: Any) -> str:
        if isinstance(p, int):
            return i18n.text("widgets.player", n=p + 1)
        return i18n.text(f"widgets.player.{p}")

    def _repr_html_(self) -> str:
        """Where widgets do not run (a notebook viewer): the board's static :meth:`picture` of the public
        position (each board defines ``picture()``: its drawing wide, and narrow on a phone)."""
        return self.picture()._repr_html_()

    def visible_view(self) -> dict:
        """What the screen may show now: the viewer's view, else the public one."""
        return self.game.view(self.viewer)

    # ------------------------------------------------------------------ clicks
    def try_play(self, action: Action) -> list | None:
        """Play ``action`` if the engine allows it; else show why and change nothing.

        Returns the events played (bots' turns follow), or None when refused.
        """
        if self.replaying:
            self.why.show(i18n.text("widgets.replay.locked"), "core.turn")
            return None
        if self.passing:
            self.why.show(i18n.text("widgets.why.pass_screen", player=self.player_name(self.game.current_player)),
                          "core.turn")
            return None
        if self.at_table is not None:
            return self._play_at_table(action)
        err = self.game.why_not(action)
        if err is not None:
            self.why.show_error(err)
            return None
        events = self.game.play(action)
        self.why.clear()
        self._recorded_play()
        self._after_change()
        return events

    def click_undo(self) -> Any:
        """Take back the last human decision (and the bots' decisions after it)."""
        if self.replaying:
            self.why.show(i18n.text("widgets.replay.locked"), "core.turn")
            return None
        if self.passing and not self.game.history:
            return None
        if self.at_table is not None:
            self.why.show(i18n.text("tables.ui.no_undo"), "core.turn")
            return None
        if not self.game.history:
            self.why.show(i18n.text("core.why.nothing_to_undo"), "core.turn")
            return None
        undone = self.game.undo()
        while self.game.history and not self.game.is_over and self.game.current_player not in self.humans():
            undone = self.game.undo()
        self.why.clear()
        self.chart.record(len(self.game.history), self.game.scores())
        self._after_change()  # bots replay only if undo went back to a bot's first decision
        return undone

    def click_hint(self) -> list | None:
        """The Hint button: the coach's best three choices for the human deciding now (see
        :mod:`widgets.common.hints`). Returns the hints, or None when there is none to give."""
        game = self.game
        if self.replaying:
            self.why.show(i18n.text("widgets.replay.locked"), "core.turn")
            return None
        if game.is_over:
            self.why.show(i18n.text("widgets.hint.over"), "core.game_over")
            return None
        me = game.current_player
        if self.passing or me not in self.humans() or (self.viewer is not None and self.viewer != me):
            self.why.show(i18n.text("widgets.hint.not_now"), "core.turn")
            return None
        coach = SearchBot(seed=self.bot_seed * 1009 + len(game.history), **self.coach_options)
        hints = coach.hints(game, 3)
        self.why.clear()
        self._clear_hints()
        for hint in hints:  # the choices are framed first: once the panel shows, all of them are
            widget = self.widget_for(hint.action)
            if widget is not None:
                widget.add_class("kit-hinted")
                self._hinted.append(widget)
        self.hint_panel.show(hints, self.player_name(me))
        return hints

    def hinted(self) -> list[Any]:
        """The actions of the hints on screen, best first."""
        return [hint.action for hint in self.hint_panel.hints]

    def _clear_hints(self) -> None:
        for widget in self._hinted:
            widget.remove_class("kit-hinted")
        self._hinted = []
        self.hint_panel.clear()

    def show_replay(self, position: Any) -> None:
        """Show ``position`` (a game at some decision of a replay, see ``game.at(n)``) without
        playing it: bots wait, clicks are refused, the log and the rule card follow the position.
        :meth:`end_replay` goes back to the game, or plays on from the position shown."""
        if self.at_table is not None and not self.at_table.game.is_over:
            self.why.show(i18n.text("tables.ui.replay_after"), "core.turn")
            return
        if not self.replaying:
            self._live_game = self.game
            self.replaying = True
        self.game = position
        self.viewer, self.passing = None, False
        self._clear_hints()
        self.why.clear()
        self.pass_screen.hide()
        self._refresh()
        if position.log:
            self.rule_card.show(position.log[-1].rule)

    def end_replay(self, play_from_here: bool = False) -> None:
        """Leave the replay: back to the game as it was, or (``play_from_here``) the position shown
        becomes the game, to try another choice (the bots play on from there)."""
        if not self.replaying:
            return
        position, self.game = self.game, self._live_game
        self.replaying = False
        self.rule_card.hide()
        if not play_from_here:
            self._after_change(run_bots=False)
            return
        self.game = position
        self.chart.reset(position.players)  # the score chart of the branch so far
        replay = position.at(0)
        self.chart.record(0, replay.scores())
        for n, action in enumerate(position.history):
            replay.play(action)
            self.chart.record(n + 1, replay.scores())
        self._make_bots()
        self._after_change()

    def continue_pass(self) -> None:
        """The pass screen's button: the next human decider may now look."""
        if not self.passing:
            return
        self.passing = False
        self.viewer = self.game.current_player
        self.pass_screen.hide()
        self._refresh()

    def redraw_language(self) -> None:
        """Redraw every text that depends on the game in the current language (after
        :func:`widgets.common.language.relabel` gave the fixed labels theirs): the game is kept."""
        self.why.clear()
        self._clear_hints()
        if self.rule_card.rule:
            self.rule_card.show(self.rule_card.rule)
        self.seat_picker.redraw_language()
        self.chart.set_names([self.player_name(p) for p in range(self.game.players)])
        self.chart.redraw_language()
        if self.passing:
            self._show_pass_screen(self.game.current_player)
        self._refresh()

    def show_rule(self, rule_id: str) -> None:
        """Open the rule card of ``rule_id`` (what a click on a log row's rule does)."""
        self.rule_card.show(rule_id)

    def on_change(self, callback: Any) -> None:
        """Call ``callback()`` after every change: a decision (and the bots' after it), an undo,
        a new game, a seat changed. The apps save the game there."""
        self._change_callbacks = (*self._change_callbacks, callback)

    def set_seat(self, i: int, kind: str) -> None:
        """The Python twin of the seat menus: seat ``i`` becomes "human", "random" or "greedy"."""
        self.seat_picker.set_seat(i, kind)

    def set_game(self, game: Any, seats: list[str] | None = None) -> None:
        """Show a new game in the same widgets (the app's New game button)."""
        self.replaying = False
        self.game = game
        self.bot_seed = game.seed
        self.seat_picker.set_players(game.players, seats or self._fit_seats(game.players))
        self.chart.reset(game.players)
        self.chart.set_names([self.player_name(p) for p in range(game.players)])
        self.chart.record(len(game.history), game.scores())
        self.why.clear()
        self.rule_card.hide()
        self.viewer = None
        self.passing = False
        self._make_bots()
        self._after_change()

    # ------------------------------------------------------------------ machinery
    def _fit_seats(self, players: int) -> list[str]:
        seats = self.seats[:players]
        return seats + ["greedy"] * (players - len(seats))

    def _make_bots(self) -> None:
        self.bots = {i: make_bot(kind, self.bot_seed * 10 + i)  # at a table the table's service plays bots
                     for i, kind in enumerate(self.seats) if kind != "human" and self.at_table is None}

    def _seats_changed(self, seats: list[str]) -> None:
        self._make_bots()
        if self.replaying:  # the seats apply when the game goes on
            return
        self.viewer = None if self.viewer not in self.humans() else self.viewer
        self._after_change()

    def _recorded_play(self) -> None:
        self.chart.record(len(self.game.history), self.game.scores())

    def run_bots(self) -> int:
        """Let the bots play their seats until a human must decide or the game ends."""
        n = 0
        game = self.game
        while not game.is_over and game.current_player in self.bots:
            game.play(self.bots[game.current_player].choose(game))
            self._recorded_play()
            n += 1
            if n > MAX_BOT_DECISIONS:
                raise RuntimeError("the bots did not finish the game")
        return n

    def _after_change(self, run_bots: bool = True) -> None:
        self._clear_hints()
        if run_bots:
            self.run_bots()
        game = self.game
        humans = self.humans()
        decider = game.current_player
        if self.at_table is not None:  # this screen's seat, whoever decides (a spectator: the public view)
            self.passing, self.viewer = False, self.at_table.seat
        elif game.is_over or not humans:
            self.passing, self.viewer = False, None
        elif not self.hotseat:
            self.passing, self.viewer = False, decider
        elif decider in humans and decider != self.viewer:
            if len(humans) == 1:
                self.passing, self.viewer = False, decider
            else:
                self.passing, self.viewer = True, None
        if self.passing:
            self._show_pass_screen(decider)
        else:
            self.pass_screen.hide()
        self._refresh()
        for callback in self._change_callbacks:
            callback()

    def _show_pass_screen(self, player: int) -> None:
        """Hide the board, then show the pass screen: the page applies a click's updates one widget at a
        time, in the order of their first change, so the hand is gone before "pass the device" shows."""
        self.board_box.layout.display = "none"
        self.pass_screen.show(self.player_name(player))

    def _refresh(self) -> None:
        """Redraw in place. The status line goes last: the page draws each message as it comes,
        so a new status never stands above the previous position's choices."""
        self.decisions = len(self.game.history)
        self.board_box.layout.display = "none" if self.passing else None
        self._refresh_board()
        self.log_panel.update(self.game.log)
        self._announce()
        self.status.value = esc(self.status_text())

    #: at most this many events are read out after one change (the log shows them all)
    ANNOUNCED = 6

    def _announce(self) -> None:
        """Put the events since the last change in the hidden live region (nothing after a new game,
        an undo or a replay's jump: the status says where the game stands). A redraw with nothing new
        (another language) keeps the same events, in the page's language."""
        game, log = self.game, self.game.log
        before_game, start, end = self._announced
        if game is not before_game or len(log) < end or self.replaying:
            start = end = len(log)
        elif len(log) > end:
            start, end = end, len(log)
        self._announced = (game, start, end)
        text = " ".join(esc(event.text) for event in log[max(start, end - self.ANNOUNCED):end])
        if self.announce.value != text:
            self.announce.value = text

    def status_text(self) -> str:
        """Whose decision it is, or who won."""
        game = self.game
        if game.is_over:
            names = ", ".join(self.player_name(p) for p in game.winners())
            return i18n.text("widgets.status.over", winners=names,
                             scores=", ".join(str(s) for s in game.scores()))
        player = self.player_name(game.current_player)
        key = f"widgets.{game.name}.pending.{game.pending}"
        if i18n.has(key):  # the board's own phrase ("chooses a card (secretly)")
            return i18n.text("widgets.status.turn", player=player, pending=i18n.text(key))
        pending = getattr(game, "pending_text", None) or str(game.pending)  # the engine's words
        return i18n.text("widgets.status.waiting", player=player, pending=pending)
