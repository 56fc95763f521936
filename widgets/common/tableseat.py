"""A board at a table: the shell's side of :mod:`widgets.tables`.

While ``at_table`` (a :class:`~widgets.tables.play.TablePlay`) is set, the board shows the table's
game from that screen's seat: ``viewer`` is the seat (the public view for a spectator), no pass
screen, no local bots (the table's service plays them), undo is refused (every screen saw the
move), and a click goes to the table's authority, which checks it with the engine and counts
what it refuses (the teacher's "what the class finds hard"). A refused click shows the engine's
own reason, as everywhere in the kit.
"""

from __future__ import annotations

from typing import Any

from tokaido_kit.core import Action, i18n


class TableSeat:
    """Mixin of :class:`~widgets.common.shell.GameShell`: see the module docstring."""

    #: the table this board shows (None: a game of this screen alone)
    at_table: Any = None

    def sit_at(self, table: Any) -> None:
        """Show ``table``'s game from its seat, from now on."""
        if self.at_table is None:  # the seats of this screen's own game come back when it leaves
            self._seats_before = list(self.seats)
        self.at_table = table
        self.set_game(table.game, ["human"] * table.game.players)
        self.seat_picker.layout.display = "none"

    def leave_table(self) -> None:
        """Back to a game of this screen alone (the caller starts it)."""
        self.at_table = None
        self.seat_picker.layout.display = None
        before = getattr(self, "_seats_before", None)
        if before:
            self.seat_picker.set_players(len(before), before)

    def table_changed(self) -> None:
        """The table moved on (another screen's move, a bot's, a seat taken): redraw in place."""
        if self.at_table is None:
            return
        if self.game is not self.at_table.game and not self.replaying:
            self.game = self.at_table.game
        self.chart.set_names([self.player_name(p) for p in range(self.game.players)])
        self.chart.record(len(self.game.history), self.game.scores())
        if not self.replaying:
            self._after_change(run_bots=False)

    def _play_at_table(self, action: Action) -> list | None:
        """Send ``action`` to the table; a refusal shows why (the engine's words when it is a rule)."""
        from widgets.tables.client import TablesUnreachable
        from widgets.tables.play import TableRefused

        table, game = self.at_table, self.game
        table.lang = i18n.get_language()  # the table's refusals in this screen's language
        local = game.why_not(action) if table.my_turn else None
        before = len(game.log)
        try:
            table.play(action)
        except TableRefused as err:
            if err.kind == "stale":  # another screen moved first: catch up, then say so
                table.sync()
                self.table_changed()
            if local is not None:
                self.why.show_error(local)
            else:
                self.why.show(err.refusal.get("text", ""), err.refusal.get("rule") or "core.turn")
            return None
        except TablesUnreachable:
            self.why.show(i18n.text("tables.ui.unreachable"), "core.turn")
            return None
        self.why.clear()
        self.table_changed()
        return list(game.log[before:])
