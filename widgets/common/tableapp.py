"""An app at a table: the app's side of "Play with others" (:mod:`widgets.tables.panel`).

At a table the app shows the table's game from this screen's seat (:mod:`widgets.common.tableseat`)
and puts away what would reveal or replace it: the set-up, the save row (a save file holds every
hidden card; the server keeps the table) and the position editor. New game, or Leave the table,
goes back to a game of this screen alone; the seat stays this browser's (Back to table).
"""

from __future__ import annotations

from typing import Any

from widgets.tables.records import jsonable


class TableApp:
    """Mixin of :class:`~widgets.common.app.KitApp`: see the module docstring."""

    def _make_table_panel(self) -> Any:
        from widgets.tables.panel import TablePanel

        return TablePanel(self)

    def table_setup(self) -> tuple[str, dict[str, Any], list[str]]:
        """The table the app's set-up makes: its game, engine options and seats (a human seat is open
        for a classmate; a bot seat keeps its bot when a table may seat it, else the table's bot)."""
        from widgets.tables.panel import TABLE_SEAT

        players, options = self._position_options()
        seats = [TABLE_SEAT.get(kind, "bot") for kind in self.board.seats[:players]]
        if options.get("automa"):
            seats = [seats[0], "automa"]
        return self.game_class.name, jsonable(dict(options)), seats

    def sit_at(self, table: Any) -> None:
        """Show ``table`` from its seat; put away the set-up, the save row and the editor."""
        self.board.sit_at(table)
        for widget in (self._setup_box, self.savebox, self.editor.toggle_button):
            widget.layout.display = "none"
        self.editor.toggle(False)
        self.add_class("kit-at-table")
        if table.watching:  # a watch link is for the projector
            self.projector.set(True)
        self.table_panel.refresh()

    def table_changed(self) -> None:
        """The table moved on: the board and the panel redraw in place."""
        self.board.table_changed()
        self.table_panel.refresh()

    def left_table(self) -> None:
        """Back to a game of this screen alone, with the set-up as it was."""
        self.board.leave_table()
        for widget in (self._setup_box, self.savebox, self.editor.toggle_button):
            widget.layout.display = None
        self.remove_class("kit-at-table")
        self.new_game()

    def click_new_game(self) -> Any:
        """The New game button: at a table it leaves the table first."""
        if self.board.at_table is not None:
            self.table_panel.leave()  # starts the new game
            return self.board.game
        return self.new_game()
