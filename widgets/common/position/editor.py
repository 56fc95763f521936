"""The position editor of the apps: set up a position, check it, export it as code or a link.

An "Edit position" toggle (``.kit-editor-toggle``) opens the editor (``.kit-editor``):

* **pieces**: choose one (``.kit-editor-piece``), then click a space
  (``.kit-editor-space``, ``.kit-editor-space-<n>``) to put it there;
* number fields (coins, tokens), card fields (hands, traveller tiles, the top of
  a deck: card numbers or names separated by commas), menus (a town, a zone);
* every change asks the engine's ``Game.scenario(...)``: what is wrong is said
  next to the editor (``.kit-editor-error``, the engine's words and the rule's
  summary); when the position is good, the code to paste into a tutorial
  (``.kit-editor-code``) and the share link (``.kit-editor-link``) show it, and
  **Put on the board** (``.kit-editor-apply``) makes it the game on screen.

The editor never decides what is legal: a game's editor only says which fields
it has (:class:`Field`), how a game on screen reads as keywords
(:meth:`PositionEditor.position_of`) and which spaces there are. Python twins:
:meth:`~PositionEditor.toggle`, :meth:`~PositionEditor.select`,
:meth:`~PositionEditor.click_space`, :meth:`~PositionEditor.set_field`,
:meth:`~PositionEditor.click_apply`; facts: ``position``, ``code``, ``link``,
``error``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

import ipywidgets as w

from tokaido_kit.core import i18n

from ..light import html, looks
from ..menus import Menu
from ..panels import WhyBox, esc
from . import link
from .sharelink import ShareLink


@dataclass(frozen=True)
class Field:
    """One thing the editor sets. ``key`` is a scenario keyword, or ``decks.<name>`` for the top
    of a deck; ``kind`` is "piece" (placed by clicking a space), "number", "cards" (a comma-separated
    list) or "choice" (one of ``choices``); ``when(players, options)`` says whether it applies."""

    key: str
    kind: str
    per_player: bool = True
    choices: tuple = ()
    when: Callable[[int, dict], bool] | None = None

    def applies(self, players: int, options: dict) -> bool:
        return self.when is None or bool(self.when(players, options))


def cards_text(values: Any) -> str:
    return ", ".join(str(v) for v in values or [])


def parse_cards(text: str) -> list:
    """"3, 12,Dango" -> [3, 12, "Dango"]: whole numbers become ints, the rest stays text."""
    out: list = []
    for part in str(text).split(","):
        part = part.strip()
        if part:
            out.append(int(part) if re.fullmatch(r"-?\d{1,9}", part) else part)
    return out


def _link_lang() -> str:
    """The language a share link carries (``&lang=``): the app's, or none for English."""
    lang = i18n.get_language()
    return "" if lang == i18n.FALLBACK else lang


def _words(key: str, **data: Any) -> str:
    return i18n.text(f"widgets.editor.{key}", **data)


class PositionEditor(w.VBox):
    """Base of each game's editor. A game sets ``game_class``, ``FIELDS``, ``KEYWORDS`` (the link's
    whitelist, see :func:`link.fits`), ``DEFAULT_SPACE`` and ``spaces()``, and ``position_of(game)``."""

    game_class: Any = None
    FIELDS: tuple[Field, ...] = ()
    KEYWORDS: dict[str, Any] = {}
    DEFAULT_SPACE: Any = 0

    def __init__(self, app: Any, **kwargs: Any) -> None:
        #: the app: ``position_setup()`` -> (players, seed, options) from its menus,
        #: ``apply_position(game, position)``, ``board.game``
        self.app = app
        self.values: dict[str, Any] = {}
        self.selected: tuple[str, int | None] | None = None
        self.position: dict[str, Any] | None = None  # the last position the engine accepted
        self.checked_game: Any = None
        self._source: tuple[Any, dict] | None = None
        self.toggle_button = w.ToggleButton(value=False, description=_words("toggle"), icon="pencil",
                                            tooltip=_words("toggle_title"))
        self.toggle_button.add_class("kit-editor-toggle")
        self.toggle_button.observe(lambda c: self._show(c["new"]), names="value")
        self.inputs: dict[tuple[str, int | None], w.Widget] = {}
        # the rest of the editor (its error and note lines; a button per space, the fields, the code, the
        # link: about 200 widgets) is made the first time it is needed: a class opening an app at once
        # does not pay for it
        self.body = w.VBox([], layout=w.Layout(display="none"), _dom_classes=("kit-editor-body",))
        super().__init__([self.body], **{"_dom_classes": ("kit-editor",), **looks(w.VBox), **kwargs})  # the toggle
        # sits in the setup row

    #: what is made on first use, and by which method
    _LAZY = {**dict.fromkeys(("error", "note"), "_build_lines"),
             **dict.fromkeys(("pieces", "space_buttons", "space_box", "fields_box", "apply_button", "code_area",
                              "share"), "_build_body")}

    def __getattr__(self, name: str) -> Any:
        """The editor's lines and body are built on first use (see ``__init__``)."""
        build = PositionEditor._LAZY.get(name)
        if build is not None and not self.__dict__.get(f"{build}_done"):
            self.__dict__[f"{build}_done"] = True
            getattr(self, build)()
            return self.__dict__[name]
        raise AttributeError(name)

    def _build_lines(self) -> None:
        """The error line (the engine's words) and the note line, above the body."""
        self.error = WhyBox()
        self.error.remove_class("kit-why")  # not a refused click: pages and tests look for .kit-why after one
        self.error.add_class("kit-editor-error")
        self.note = html("", "kit-editor-note")
        self.children = (self.error, self.note, self.body)

    def _build_body(self) -> None:
        self.fields_box = w.VBox()
        self.pieces = w.ToggleButtons(options=[], value=None, style={"button_width": "auto"})
        self.pieces.add_class("kit-editor-piece")
        self.pieces.observe(self._piece_chosen, names="value")
        self.space_buttons: dict[Any, w.Button] = {}
        for value, label in self.spaces():
            button = w.Button(description=str(label), tooltip=_words("space_title", space=label),
                              layout=w.Layout(width="auto", min_width="34px", height="30px", margin="1px"))
            button.add_class("kit-editor-space")
            button.add_class(f"kit-editor-space-{value}")
            button.on_click(lambda _b, v=value: self.click_space(v))
            self.space_buttons[value] = button
        self.space_box = w.HBox(list(self.space_buttons.values()), layout=w.Layout(flex_flow="row wrap"))
        self.apply_button = w.Button(description=_words("apply"), button_style="primary", icon="check")
        self.apply_button.add_class("kit-editor-apply")
        self.apply_button.on_click(lambda _b: self.click_apply())
        self.code_area = w.Textarea(value="", description=_words("code"), disabled=False,
                                    layout=w.Layout(width="100%", height="9em"), style={"description_width": "90px"})
        self.code_area.add_class("kit-editor-code")
        self.share = ShareLink(label=_words("link"), copy=_words("copy"), lang=_link_lang())
        self.share.add_class("kit-editor-link")
        help_text = html(esc(_words("help")))
        self.body.children = [help_text, self.pieces, self.space_box, self.fields_box, self.apply_button,
                              self.code_area, self.share]

    # ------------------------------------------------------------------ a game's hooks
    def spaces(self) -> list[tuple[Any, str]]:
        """(value, label) of every space a piece can be put on."""
        return []

    def position_of(self, game: Any) -> dict[str, Any]:
        """The editor's values for the game on screen (keywords of ``FIELDS``)."""
        return {}

    # ------------------------------------------------------------------ Python twins
    def toggle(self, on: bool | None = None) -> bool:
        """The Edit position toggle; opening takes the position of ``game`` on screen."""
        self.toggle_button.value = (not self.toggle_button.value) if on is None else bool(on)
        return self.toggle_button.value

    def start(self, game: Any) -> None:
        """Fill the editor from a game (the one on screen when the editor opens): from the
        position it was made from while nothing was played, else from what the board shows."""
        source = self._source
        if source is not None and source[0] is game and not game.history:
            self.load(source[1], source[0])
            return
        self.values = self.position_of(game)
        self.setup_changed()

    def load(self, position: dict[str, Any], game: Any = None) -> None:
        """Fill the editor from scenario keywords (a link's, or the code's) of ``game``."""
        self._source = (game, position) if game is not None else None
        values: dict[str, Any] = {}
        for f in self.FIELDS:
            if f.key.startswith("decks."):
                value = (position.get("decks") or {}).get(f.key[6:])
            else:
                value = position.get(f.key)
            if value is not None:
                values[f.key] = [cards_text(v) for v in value] if f.kind == "cards" and f.per_player else \
                    cards_text(value) if f.kind == "cards" else value
        self.values = values
        self.setup_changed()

    def select(self, key: str, index: int | None = None) -> None:
        """Choose the piece that the next click on a space places (player ``index``, or the only one)."""
        self.pieces.value = f"{key}:{'' if index is None else index}"

    def click_space(self, space: Any) -> dict | None:
        """Put the selected piece on ``space``; returns the position when the engine accepts it."""
        if self.selected is None:
            self.note.value = esc(_words("choose_piece"))
            return None
        key, index = self.selected
        if index is None:
            self.values[key] = space
        else:
            self.values[key][index] = space
        self._relabel_pieces()
        return self.check()

    def set_field(self, key: str, value: Any, index: int | None = None) -> dict | None:
        """Type into a field (a number, a comma-separated list, a menu choice)."""
        widget = self.inputs.get((key, index))
        if widget is None:
            raise KeyError(f"no field {key!r} {index!r} now")
        widget.value = value  # its observer stores the value and checks the position
        return self.position

    def click_apply(self) -> Any:
        """Put the checked position on the board (the app's game becomes it)."""
        position = self.check()
        if position is None:
            return None
        try:
            game = self.app.apply_position(self.checked_game, position)
        except link.PositionRefused as err:
            self.show_refusal(err)
            return None
        self._source = (game, position)
        self.note.value = esc(_words("applied"))
        return game

    @property
    def code(self) -> str:
        return self.code_area.value

    @property
    def link(self) -> str:
        """The share link's ``position=`` value ("" while the position is refused)."""
        return self.share.token

    # ------------------------------------------------------------------ checking
    def setup_changed(self) -> None:
        """The app's menus (players, options, seed) changed: fit the fields, check again."""
        players, _seed, options = self.app.position_setup()
        fields = [f for f in self.FIELDS if f.applies(players, options)]
        for f in fields:
            self.values[f.key] = self._fit(f, self.values.get(f.key), players)
        self._build_inputs(fields, players)
        self._relabel_pieces()
        self.check()

    def current(self) -> dict[str, Any]:
        """The scenario keywords the editor holds now."""
        players, seed, options = self.app.position_setup()
        position: dict[str, Any] = {"players": players, "seed": seed, **options}
        for f in self.FIELDS:
            if not f.applies(players, options):
                continue
            value = self.values.get(f.key)
            if f.kind == "cards":
                value = [parse_cards(v) for v in value] if f.per_player else parse_cards(value)
                if not any(value):
                    continue
            if value is None:
                continue
            if f.key.startswith("decks."):
                position.setdefault("decks", {})[f.key[6:]] = value
            else:
                position[f.key] = value
        return position

    def check(self) -> dict | None:
        """Ask the engine about the position now: show what is wrong, or its code and link."""
        position = self.current()
        try:
            self.checked_game = link.build(self.game_class, position)
        except link.PositionRefused as err:
            self.show_refusal(err)
            self.position, self.checked_game = None, None
            self.code_area.value = ""
            self.share.token = ""
            return None
        self.error.clear()
        self.position = position
        self.code_area.value = link.scenario_code(self.game_class, position)
        self.share.token = link.token(self.game_class.name, position)
        return position

    def redraw_language(self) -> None:
        """After a language switch (fixed labels are relabelled by the app): the pieces' labels, no stale note."""
        if "note" in self.__dict__:
            self.note.value = ""
        if "share" in self.__dict__:
            self.share.label, self.share.copy, self.share.lang = _words("link"), _words("copy"), _link_lang()
        if "pieces" in self.__dict__ and self.values:
            self._relabel_pieces()

    def show_refusal(self, err: link.PositionRefused, key: str = "refused") -> None:
        self.error.show(_words(key, why=str(err)), err.rule or None)

    # ------------------------------------------------------------------ machinery
    def _show(self, on: bool) -> None:
        if on and getattr(self.app.board, "at_table", None) is not None:  # a table's hidden cards stay hidden
            self.toggle_button.value = False
            return
        self.body.layout.display = None if on else "none"
        if on:
            self.note.value = ""
            self.start(self.app.board.game)

    def _fit(self, f: Field, value: Any, players: int) -> Any:
        blank = {"piece": self.DEFAULT_SPACE, "number": 0, "cards": "",
                 "choice": f.choices[0] if f.choices else None}[f.kind]
        if not f.per_player:
            return blank if value is None and f.kind in ("cards", "number") else value
        value = list(value) if isinstance(value, (list, tuple)) else []
        return (value + [blank] * players)[:players]

    def _build_inputs(self, fields: list[Field], players: int) -> None:
        self.inputs = {}
        rows = []
        for f in fields:
            if f.kind == "piece":
                continue
            label = _words(f"{self.game_class.name}.{f.key}")
            indexes = range(players) if f.per_player else [None]
            boxes = [self._input(f, i, self.values[f.key][i] if i is not None else self.values[f.key])
                     for i in indexes]
            title = w.HTML(esc(label), layout=w.Layout(width="150px"))
            row = w.HBox([title, *boxes], layout=w.Layout(flex_flow="row wrap", align_items="center"))
            row.add_class(f"kit-editor-field-{f.key.replace('.', '-')}")
            rows.append(row)
        self.fields_box.children = rows

    def _input(self, f: Field, i: int | None, value: Any) -> w.Widget:
        who = _words("player", n=i + 1) if i is not None else ""
        if f.kind == "number":
            box = w.BoundedIntText(value=int(value or 0), min=0, max=999, description=who,
                                   layout=w.Layout(width="130px"), style={"description_width": "auto"})
        elif f.kind == "choice":
            box = Menu(options=list(f.choices), value=value if value in f.choices else f.choices[0],
                             description=who, layout=w.Layout(width="190px"), style={"description_width": "auto"})
        else:
            box = w.Text(value=str(value or ""), description=who, continuous_update=False,
                         placeholder=_words("cards_placeholder"), layout=w.Layout(width="260px"),
                         style={"description_width": "auto"})
        box.add_class("kit-editor-input")
        box.observe(lambda c, key=f.key, i=i: self._typed(key, i, c["new"]), names="value")
        self.inputs[(f.key, i)] = box
        return box

    def _typed(self, key: str, index: int | None, value: Any) -> None:
        if index is None:
            self.values[key] = value
        else:
            self.values[key][index] = value
        self.check()

    def _piece_chosen(self, change: dict) -> None:
        value = change["new"]
        if not value:
            self.selected = None
            return
        key, _, index = value.partition(":")
        self.selected = (key, int(index) if index else None)
        self.note.value = ""

    def _relabel_pieces(self) -> None:
        players, _seed, options = self.app.position_setup()
        options_list = []
        for f in self.FIELDS:
            if f.kind != "piece" or not f.applies(players, options):
                continue
            label = _words(f"{self.game_class.name}.{f.key}")
            if f.per_player:
                for i, space in enumerate(self.values.get(f.key) or []):
                    options_list.append((_words("piece", piece=label, n=i + 1, space=space), f"{f.key}:{i}"))
            else:
                options_list.append((_words("piece.one", piece=label, space=self.values.get(f.key)), f"{f.key}:"))
        chosen = self.pieces.value
        values = [v for _l, v in options_list]
        if [tuple(o) for o in self.pieces.options] != options_list:
            self.pieces.options = options_list
        self.pieces.value = chosen if chosen in values else None
