"""The clickable Tokaido board: ``TokaidoBoard(game, seats=[...], hotseat=True)``.

The road is an SVG drawn by :func:`road_svg` (a pure function of the view);
over it lies a grid of 55 transparent buttons, one per road position, at the
same places (``.tokaido-space`` and ``.tokaido-space-<pos>``; the legal targets
also carry ``.tokaido-space-legal``), sized in units of the road's width
(:func:`road_css`), so the road scales down to any container. The buttons are one
widget (:class:`widgets.common.spots.Spots`: one model, not 56), come in
road order, are named "space 12: village", and only the legal moves are Tab stops. A click asks the engine to play
``Action("move", space=pos)``: a refusal shows the engine's why-not message
and the rule's summary, and changes nothing. Decisions that are not places on
the road (traveller tiles, souvenirs, donations, meals, encounter, Crossroads
and Matsuri choices, amulets) are buttons of the action bar, labelled with the
action's own words (``str(action)``).

Python twins of every click: :meth:`TokaidoBoard.click_space`,
:meth:`TokaidoBoard.click_action`, :meth:`TokaidoBoard.click_label`,
``click_undo``, ``set_seat``, ``continue_pass``.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from tokaido_kit.core import Action, i18n

from ..common import GameShell
from ..common.actionbar import ActionBar
from ..common.panels import esc
from ..common.figure import figure_html
from ..common.light import html, looks
from ..common.picture import Picture
from ..common.spots import Spots
from .panels import offers_html, players_html
from .road import CELL_H, CELL_W, COLS, COLUMNS, MARGIN, PAWN_FILL, PITCH_X, PITCH_Y, WIDE, Layout, layout, road_svg
from .road import describe, space_name

#: a wider road is drawn only once its page has this much more room than it needs (no back and forth)
WIDER_MARGIN = 16


def columns_for(room: int, now: int = COLS) -> int:
    """How many spaces wide the live road is drawn in ``room`` CSS px (the width its page gives it,
    ``now`` the current count): the widest layout that fits at its natural size, so a space is never
    smaller than drawn (66 x 106 px: a 44 px touch target) and no word under 12 px; 0 (not known yet)
    keeps ``now``."""
    if room <= 0:
        return now
    for cols in COLUMNS:
        need = layout(cols).width + (WIDER_MARGIN if cols > now else 0)
        if need <= room:
            return cols
    return COLUMNS[-1]

MOVE_KINDS = ("move",)
#: the road of a tutorial's picture where it has room: the widest layout inside a tablet's output (638 px)
FIGURE_COLUMNS = 7


class RoadPicture:
    """A static picture of a view: a plain notebook cell shows it (:func:`figure_html`: the road 7 spaces a
    row, 514 px, where its output has room, else 4 a row, 304 px; every word at 12 px or more)."""

    def __init__(self, view: dict, targets: Any = ()) -> None:
        self.view = view
        self.targets = tuple(targets)

    def svg(self) -> str:
        """The wide drawing (a plain cell's picture)."""
        return road_svg(self.view, self.targets)

    def _repr_html_(self) -> str:
        return figure_html(road_svg(self.view, self.targets, columns=FIGURE_COLUMNS),
                           road_svg(self.view, self.targets, columns=COLUMNS[-1]), "tokaido")

    def __repr__(self) -> str:
        spaces = [row["space"] for row in self.view["players"]]
        return f"RoadPicture(spaces={spaces})"


def space_title(pos: int, legal: bool = False) -> str:
    """The accessible name of a space's button ("space 12: village"), saying when it is a move now."""
    title = i18n.text("widgets.tokaido.space.title", pos=pos, name=space_name(pos))
    return i18n.text("widgets.tokaido.space.legal", title=title) if legal else title


def road_css(lay: Layout = WIDE) -> str:
    """Sizes and places of the road and of its 55 buttons in layout ``lay``, in units of the road's
    own width (container query units): the road scales to any width and every button stays on its
    space. The wide road grows up to its drawn width (and to the whole width in projector mode); a
    narrower one, drawn because the page has no room for a wider one, takes the width it has, up to
    what the next wider layout needs (then the page asks for that one)."""
    def size(px: float) -> str:
        return f"calc({px:g} * 100cqw / {lay.width})"

    stack, grid = ".kit-board .tokaido-road-stack", ".kit-board .tokaido-space-grid"
    # never wider than the next wider layout would need: the page then asks for that one (columns_for)
    wider = [cols for cols in COLUMNS if cols > lay.cols]
    widest = f"max-width: {layout(min(wider)).width + WIDER_MARGIN if wider else lay.width}px; "
    rules = [
        f"{stack} {{ display: grid; grid-template-columns: 100%; container-type: inline-size; width: 100%; "
        f"{widest}margin: 0; overflow: hidden; }}",
        f"{stack} > * {{ grid-area: 1 / 1 / 2 / 2; margin: 0; min-width: 0; }}",
        ".kit-board .tokaido-road svg { display: block; width: 100%; height: auto; }",
        f"{grid} {{ display: grid; grid-template-columns: repeat({lay.cols}, {size(PITCH_X)}); "
        f"grid-template-rows: repeat({len(lay.rows)}, {size(PITCH_Y)}); gap: 0; padding: {size(MARGIN)}; "
        f"width: 100%; height: {size(lay.road_height)}; box-sizing: border-box; align-self: start; overflow: visible; }}",
        f"{grid} .tokaido-space {{ width: {size(CELL_W)}; height: {size(CELL_H)}; min-width: 0; "
        f"margin: 0 0 0 {size((PITCH_X - CELL_W) / 2)}; }}",
    ]
    for pos in range(1, 56):
        r, c = lay.cell(pos)
        rules.append(f"{grid} .tokaido-space-{pos} {{ grid-area: {r + 1} / {c + 1}; }}")
    return "\n".join(rules)


class TokaidoBoard(GameShell):
    """The Tokaido board. ``hotseat=False`` (tutorials) shows the view of whoever decides now;
    ``hotseat=True`` (the app) hides dealt tiles and amulets behind the pass screen between humans."""

    why_in_board = True
    palette = PAWN_FILL

    def _build_board(self) -> list:
        self.actions = ActionBar(self.click_action)
        self.actions.add_class("tokaido-actions")
        # the page says how wide the board's room is (not the road's own box, which caps itself to the
        # next wider layout): the road winds to fit in one answer
        self.road = Picture(report_width=True, room_of=".kit-board", _dom_classes=("tokaido-road",), **looks(Picture))
        #: how many spaces wide the live road is drawn (:func:`columns_for` the page's width)
        self.columns = COLS
        self.road.observe(self._road_resized, names="width")
        # the 55 spaces: one widget whose page draws a button per space, in road order (Tab walks the road
        # from Kyoto to Edo); sizes and places come from road_css()
        self.space_grid = Spots("tokaido-space", list(range(1, 56)), [space_title(pos) for pos in range(1, 56)],
                                self.click_space, _dom_classes=("tokaido-space-grid",))
        #: each space as a Button-like handle (``click()``, ``description``, classes): hints frame them
        self.space_buttons = {pos: self.space_grid.spot(pos) for pos in range(1, 56)}
        self.road_stack = w.Box([self.road, self.space_grid], _dom_classes=("tokaido-road-stack",), **looks(w.Box))
        self._legal_spaces: set[int] = set()
        self._titles_lang = i18n.get_language()  # the language of the buttons' names
        self.offers = html("", "tokaido-offers")
        self.table = html("", "tokaido-table")
        self.road_style = html(f"<style>{road_css()}</style>", margin="0")
        return [self.road_style, self.actions, self.why, self.road_stack, self.offers, self.table]

    def _road_resized(self, change: dict) -> None:
        """The page's road is ``change["new"]`` px wide: draw it in the layout that fits (a page's value:
        any int is safe here)."""
        cols = columns_for(int(change["new"] or 0), self.columns)
        if cols != self.columns:
            self.columns = cols
            self.road_style.value = f"<style>{road_css(layout(cols))}</style>"
            self._refresh_board()
        self.road.answered = int(change["new"] or 0)  # after the drawing: the page's road is settled

    def player_name(self, p: Any) -> str:
        """The engine's player name with the traveller once chosen: "Player 1 (Hiroshige)"."""
        if isinstance(p, int) and 0 <= p < self.game.players:
            row = self.game.view(None)["players"][p]
            if row.get("traveler"):
                return i18n.text("widgets.tokaido.player", n=p + 1, traveler=row["traveler"])
            return str(row["name"])
        return super().player_name(p)

    # ------------------------------------------------------------------ clicks
    def click_space(self, pos: int) -> list | None:
        """Move the traveller whose turn it is to road position ``pos`` (1 Kyoto ... 55 Edo)."""
        return self.try_play(Action("move", space=pos))

    def click_action(self, action: Action) -> list | None:
        """Play one of the choices that are not on the road (the engine decides if it is legal)."""
        return self.try_play(action)

    def click_label(self, label: str) -> list | None:
        """Click the action-bar button labelled ``label`` (its ``str(action)``)."""
        for action in self.actions.actions:
            if str(action) == label:
                return self.click_action(action)
        raise ValueError(f"no button labelled {label!r}; shown: {self.actions.labels()}")

    # ------------------------------------------------------------------ facts for tests
    @property
    def svg(self) -> str:
        return self.road.value

    def legal_spaces(self) -> list[int]:
        """The road positions framed as legal targets now (empty when nobody here may look)."""
        return sorted(self._legal_spaces)

    def widget_for(self, action):
        """A move's road space, else the action bar's button of ``action``."""
        if action.kind in MOVE_KINDS:
            return self.space_buttons.get(action.space)
        return self.actions.choices.buttons.get(action)

    def action_labels(self) -> list[str]:
        """The labels of the action bar now."""
        return self.actions.labels()

    def picture(self) -> RoadPicture:
        """A static picture of the public position (for plain cells)."""
        return RoadPicture(self.game.view(None))

    # ------------------------------------------------------------------ drawing
    def _refresh_board(self) -> None:
        game = self.game
        view = self.visible_view()
        deciding = (self.viewer is not None and not self.passing and not game.is_over
                    and game.current_player == self.viewer)
        legal = game.legal_actions() if deciding else []
        targets = {a.space for a in legal if a.kind in MOVE_KINDS}
        svg = road_svg(view, targets, columns=self.columns)
        if self.road.value != svg:
            self.road.value = svg
        self.road.label = describe(view, targets)
        with self.space_grid.hold_sync():  # names, classes and Tab stops: one message
            if self._titles_lang != i18n.get_language() or self._legal_spaces != targets:
                self._titles_lang = i18n.get_language()  # a language switch: every space is named anew
                self.space_grid.set_names([space_title(pos, pos in targets) for pos in range(1, 56)])
            self.space_grid.set_marked("tokaido-space-legal", targets)
            self.space_grid.set_tabbable(targets)
        self._legal_spaces = targets
        others = [a for a in legal if a.kind not in MOVE_KINDS]
        prompt = esc(i18n.text("widgets.tokaido.actions", player=self.player_name(game.current_player))) \
            if others else ""
        self.actions.show(others, prompt)
        offers = offers_html(view)
        if self.offers.value != offers:
            self.offers.value = offers
        table = players_html(view)
        if self.table.value != table:
            self.table.value = table
