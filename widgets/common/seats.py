"""The seat picker: for each seat, a human or a bot (RandomBot, GreedyBot, SearchBot quick or strong)."""

from __future__ import annotations

from typing import Any, Callable

import ipywidgets as w
from ipywidgets.widgets.widget_description import DescriptionStyle
import traitlets

from tokaido_kit.bots import BOTS, SearchBot

from .menus import Menu
from tokaido_kit.core import i18n

#: seat kinds offered, in menu order: SearchBot at its two levels (its thinking time per decision)
SEAT_KINDS = ("human", "random", "greedy", "search_quick", "search_strong")


def make_bot(kind: str, seed: int) -> Any:
    """A bot for a seat kind ("random", "greedy", "search_quick", "search_strong"), seeded so
    games replay exactly. ``bot.seat_kind`` names the kind back (a save file keeps it)."""
    if kind.startswith("search_"):
        bot = SearchBot.level(kind.removeprefix("search_"), seed)
    else:
        bot = BOTS[kind](seed)
    bot.seat_kind = kind
    return bot


def seat_label(kind: str) -> str:
    return i18n.text(f"widgets.seat.{kind}")


class SeatPicker(w.HBox):
    """One dropdown per seat. ``seats`` (a traitlet list of kinds) is the truth."""

    seats = traitlets.List(traitlets.Unicode()).tag(sync=False)

    def __init__(self, players: int, seats: list[str] | None = None,
                 on_change: Callable[[list[str]], None] | None = None, **kwargs: Any) -> None:
        self._on_change = on_change
        self._menus: list[w.Dropdown] = []
        self._menu_layout = w.Layout(width="210px")  # shared by every menu: fewer models in the page
        self._menu_style = DescriptionStyle(description_width="70px")
        super().__init__(**kwargs)
        self.add_class("kit-seats")
        self.set_players(players, seats)

    def set_players(self, players: int, seats: list[str] | None = None) -> None:
        """Show ``players`` menus (reusing existing ones) with these kinds."""
        seats = list(seats) if seats else ["human"] * players
        if len(seats) != players or any(s not in SEAT_KINDS for s in seats):
            raise ValueError(f"seats must be {players} of {SEAT_KINDS}, got {seats!r}")
        while len(self._menus) < players:
            i = len(self._menus)
            menu = Menu(
                options=[(seat_label(k), k) for k in SEAT_KINDS],
                value="human",
                description=i18n.text("widgets.player", n=i + 1),
                layout=self._menu_layout,
                style=self._menu_style,
                _dom_classes=("kit-seat", f"kit-seat-{i}"),
            )
            menu.observe(lambda change, i=i: self._menu_changed(i, change["new"]), names="value")
            self._menus.append(menu)
        self._quiet = True
        for menu, kind in zip(self._menus, seats):
            menu.value = kind
        self._quiet = False
        self.children = tuple(self._menus[:players])
        self.seats = seats

    def redraw_language(self) -> None:
        """Each menu's player name and seat kinds in the current language (choices kept)."""
        from .language import relabel_options

        labels = tuple(seat_label(k) for k in SEAT_KINDS)
        for i, menu in enumerate(self._menus):
            menu.description = i18n.text("widgets.player", n=i + 1)
            relabel_options(menu, labels)

    def _menu_changed(self, i: int, kind: str) -> None:
        if getattr(self, "_quiet", False) or i >= len(self.seats):
            return
        if kind not in SEAT_KINDS:  # a page can set any synced value: validate
            return
        self.set_seat(i, kind)

    def set_seat(self, i: int, kind: str) -> None:
        """The Python twin of choosing ``kind`` in seat ``i``'s menu."""
        if kind not in SEAT_KINDS:
            raise ValueError(f"a seat is one of {SEAT_KINDS}, not {kind!r}")
        seats = list(self.seats)
        if seats[i] == kind:
            return
        seats[i] = kind
        self._quiet = True
        self._menus[i].value = kind
        self._quiet = False
        self.seats = seats
        if self._on_change is not None:
            self._on_change(seats)
