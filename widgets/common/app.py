"""The frame every Voila app shares: a setup row, the seat picker, the board, a ready marker.

A game's app builds its own menus with :func:`menu`, then calls
:meth:`KitApp._frame`, which adds the seed box and the New game button (its
click calls the app's ``new_game()``), lays out the setup row above the board
and ends with a hidden ``.kit-ready`` widget that browser tests wait for.

No game is lost: under the setup row, a :class:`~widgets.common.savebox.SaveBox`
keeps the game in the learner's browser after every decision (once the game
on screen has been played: a new game does not replace the kept one until its
first decision), offers it back ("Resume your game", ``.kit-resume``) on the
next visit, and saves it to a file (``.kit-save``) or loads one (``.kit-load``).
A save is checked in full before anything changes (:mod:`widgets.common.savefile`,
then the engine's replay, then :meth:`KitApp.check_save`: the app's own menus
must be able to start that very game). Python twins: :meth:`KitApp.save_text`,
:meth:`KitApp.click_save`, :meth:`KitApp.load_text`, :meth:`KitApp.offer_stored`,
:meth:`KitApp.resume`. A game's app provides :meth:`KitApp._setup_of`,
:meth:`KitApp._make_game` and :meth:`KitApp._show_setup`.
"""

from __future__ import annotations

import json
from typing import Any, NamedTuple

import ipywidgets as w

from tokaido_kit.bots import BOTS
from tokaido_kit.core import i18n
from tokaido_kit.core.chance import rng_from_json, rng_state_to_json

from ..links import INDEX, href, in_language
from ..review import ReviewBox
from . import savefile
from .ahead import BuiltAhead
from .connection import ConnectionWatch
from .language import LanguagePicker, relabel
from .light import html, looks
from .menus import Menu
from .position.applinks import PositionLinks
from .projector import ProjectorToggle
from .savebox import SaveBox
from .savefile import SaveRefused
from .tableapp import TableApp

#: what the seed box accepts, hence what a save's seed may be
MAX_SEED = 2**31 - 1
_BOT_KINDS = {cls: kind for kind, cls in BOTS.items()}


def menu(options: list, value: Any, label_key: str, css: str, width: str, label_width: str = "70px") -> w.Dropdown:
    """A labelled dropdown with a stable CSS class (labels from the message catalogue)."""
    return Menu(options=options, value=value, description=i18n.text(label_key), _dom_classes=(css,),
                **looks(Menu, {"description_width": label_width}, width=width))


def players_menu(players: int, counts: range) -> w.Dropdown:
    """The number of players, among ``counts``."""
    return menu(list(counts), players, "widgets.app.players", "kit-players", "150px", "60px")


class CheckedSave(NamedTuple):
    """A save that passed every check, ready to be put on screen."""

    save: savefile.AppSave
    game: Any
    setup: dict[str, Any]
    samples: dict[int, list[int]]  # the score chart: scores after each decision


def _same_json(a: Any, b: Any) -> bool:
    """Equal as JSON text (so ``true`` is not ``1``)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


class KitApp(TableApp, PositionLinks, w.VBox, metaclass=BuiltAhead):
    """Base of the apps: see the module docstring (positions and links: :class:`PositionLinks`; an app
    built ahead by the kit's server: :mod:`widgets.common.ahead`)."""

    def __repr__(self) -> str:
        """The app's plain text (what shows where widgets cannot draw): its name. ipywidgets' own walked
        every widget of the board (10-16 ms of each page's kernel as a class arrived, sent to no one)."""
        return f"{type(self).__name__}()"

    def _frame(self, board: Any, controls: list[w.Widget], seed: int, **kwargs: Any) -> None:
        self.board = board
        self.projector = ProjectorToggle(self)  # first in the setup row: the first Tab stop
        self.lang_picker = LanguagePicker(on_change=self.set_language)
        controls = [self.projector, self.lang_picker, *controls]
        self.seed_box = w.BoundedIntText(value=seed, min=0, max=MAX_SEED, description=i18n.text("widgets.app.seed"),
                                         _dom_classes=("kit-seed",),
                                         **looks(w.BoundedIntText, {"description_width": "40px"}, width="160px"))
        self.new_button = w.Button(description=i18n.text("widgets.app.new_game"), button_style="primary",
                                   icon="refresh", _dom_classes=("kit-new-game",), **looks(w.Button))
        self.new_button.on_click(lambda _b: self.click_new_game())
        editor = self._make_editor()
        for control in [*controls, self.seed_box]:
            control.observe(self._position_setup_changed, names="value")
        # the set-up folds away once a game is under way (and on a phone until asked for): see _fold_setup
        self.setup_toggle = w.ToggleButton(value=False, description=i18n.text("widgets.setup"), icon="sliders",
                                           tooltip=i18n.text("widgets.setup.title"), _dom_classes=("kit-setup-toggle",),
                                           **looks(w.ToggleButton, width="auto"))
        self.setup_toggle.observe(lambda _c: self._fold_setup(), names="value")
        self._setup_seen: tuple = (board.game, len(board.game.history))
        row = {"_dom_classes": ("kit-setup-row",), **looks(w.HBox, flex_flow="row wrap", align_items="center")}
        view_row = w.HBox(controls[:2] + [self.setup_toggle, self.new_button], **row)
        game_row = w.HBox(controls[2:] + [self.seed_box, editor.toggle_button], **row)
        setup = w.VBox([game_row, board.seat_picker])
        setup.add_class("kit-setup")
        self.game_class = type(board.game)
        self.savebox = SaveBox(key=f"tokaido-kit/{self.game_class.name}", handlers={
            "stored": self.offer_stored, "resume": self.resume, "save": self.click_save,
            "load": self.load_text, "too_big": self._refused_in_page, "unreadable": self._unreadable,
        })
        #: the last refusal of a file (None after a good one), for tests and notebooks
        self.save_refusal: SaveRefused | None = None
        self._offered: CheckedSave | None = None
        #: what the page keeps in its localStorage, as far as Python knows
        self.kept_text: str | None = None
        self._restoring = False
        self._seen_game = board.game
        self._fresh_history = board.game.history
        self._touched = False
        board.on_change(self._game_changed)
        self.ready = html(i18n.text("widgets.app.ready"), "kit-ready", display="none")  # never shown
        self.connection = ConnectionWatch()  # says "reload" when the kernel has gone
        self.intro = html(self._intro_html(), "kit-intro")
        self.review = ReviewBox(board)
        self._setup_box = setup
        self.table_panel = self._make_table_panel()
        w.VBox.__init__(self, [self.intro, view_row, setup, self.savebox, self.table_panel, editor, board, self.review,
                               self.connection, self.ready],
                        **{"_dom_classes": ("kit-app",), **looks(w.VBox), **kwargs})
        self._fold_setup()

    @property
    def setup_folded(self) -> bool:
        """Whether the set-up (players, seats, seed, ...) is folded away on every screen."""
        return "kit-setup-folded" in self._dom_classes

    def _fold_setup(self) -> None:
        """Fold the set-up away while a game is under way (a decision made, not over) unless the
        learner opened it (``.kit-setup-toggle``); a new decision or a new game folds it again.
        A fresh or finished game shows it on a wide screen; on a phone (kit.css) it stays folded
        until asked for, so the game's status and choices are on the first screen."""
        game = self.board.game
        seen = (game, len(game.history))
        if seen != self._setup_seen:
            self._setup_seen = seen
            if self.setup_toggle.value:
                self.setup_toggle.value = False  # observed: comes back here
                return
        under_way = bool(game.history) and not game.is_over
        opened = self.setup_toggle.value
        for css, on in (("kit-setup-open", opened), ("kit-setup-folded", under_way and not opened)):
            if (css in self._dom_classes) != on:
                (self.add_class if on else self.remove_class)(css)

    def _intro_html(self) -> str:
        """The page's title and how to play, in the current language, with a link to its language's index."""
        name, lang = self.game_class.name, i18n.get_language()
        index = href(in_language(INDEX, lang), self.board.here or f"apps/{name}.ipynb")
        return (f"<h1>{i18n.text(f'widgets.app.title.{name}')}</h1><p>{i18n.text(f'widgets.app.intro.{name}')} "
                f'<a href="{index}">{i18n.text("widgets.app.all")}</a>.</p><p>{i18n.text("widgets.app.editor")}</p>')

    def set_language(self, lang: str) -> None:
        """Show the whole app in ``lang`` (the picker, or a ``?lang=`` link), the game on screen kept:
        every catalogue label is given in ``lang`` (:func:`relabel`), then the board redraws the
        status, the board, the log and the rule card."""
        old = i18n.get_language()
        i18n.set_language(lang)
        self.lang_picker.show(lang)
        if old == lang:
            return
        relabel(self, old, lang)
        self.intro.value = self._intro_html()
        self.board.redraw_language()
        if self._offered is not None:
            game = self._offered.game
            self.savebox.offer = i18n.text("widgets.save.resume", game=i18n.text(f"links.game.{game.name}"),
                                           players=game.players, decisions=len(game.history))
        if self.savebox.note:
            self.savebox.show_note("")
        self.savebox.texts = SaveBox.labels()
        self.editor.redraw_language()
        self.review.redraw_language()
        self.table_panel.redraw_language()

    def _resize_seats(self, players: int) -> None:
        """Keep the seats already chosen; new seats get a GreedyBot."""
        if players != len(self.board.seats):
            seats = self.board.seats[:players]
            seats += ["greedy"] * (players - len(seats))
            self.board.seat_picker.set_players(players, seats)

    def new_game(self, **choices: Any) -> Any:
        raise NotImplementedError

    # ------------------------------------------------------------------ hooks of each app
    def _setup_of(self, game: Any) -> dict[str, Any]:
        """The setup menus' values that start ``game`` (any exception: not this app's game)."""
        raise NotImplementedError

    def _make_game(self, setup: dict[str, Any], seed: int) -> Any:
        """The game the New game button starts with these menus and seed."""
        raise NotImplementedError

    def _show_setup(self, setup: dict[str, Any]) -> None:
        """Set the setup menus (before the game is shown)."""
        raise NotImplementedError

    def _seats_fit(self, setup: dict[str, Any], seats: list[str]) -> bool:
        """Whether these seats are ones this app gives a game with this setup."""
        return True

    def _after_restore(self) -> None:
        """Anything to redraw once a saved game is on screen."""

    # ------------------------------------------------------------------ saving
    def seats_in_play(self) -> list[str]:
        """Who plays each seat of the game on screen: "human" or the kind of its bot."""
        bots = self.board.bots
        return [(getattr(bots[i], "seat_kind", None) or _BOT_KINDS[type(bots[i])]) if i in bots else "human"
                for i in range(self.board.game.players)]

    def save_text(self) -> str:
        """The save file of the game on screen (its seats and its bots' random states included)."""
        game = self.board.game
        bots = {i: rng_state_to_json(bot.rng) for i, bot in self.board.bots.items()}
        return savefile.envelope(game.name, game.to_json(), self.seats_in_play(), bots)

    def save_name(self) -> str:
        game = self.board.game
        return f"tokaido-kit-{game.name}-seed{game.seed}-decision{len(game.history)}.json"

    def click_save(self) -> tuple[str, str]:
        """The Save button: the page downloads the save file. Returns (file name, text)."""
        if self.board.at_table is not None:  # the whole game names the others' hidden cards: the server keeps it
            self.savebox.show_note(i18n.text("tables.ui.no_save"))
            return "", ""
        name, text = self.save_name(), self.save_text()
        self.savebox.download(name, text)
        self.savebox.show_note(i18n.text("widgets.save.saved", name=name))
        return name, text

    def check_save(self, text: Any) -> CheckedSave:
        """Check a save completely (nothing on screen changes); raise :class:`SaveRefused`.

        The envelope and its seats and bots (:func:`savefile.parse`), the engine's
        replay (``from_json``: every decision legal, the stored position the one
        they lead to), then this app: its menus can start the game, the New game
        button would deal exactly its starting position, and a human decides now.
        """
        save = savefile.parse(text, self.game_class.name, self.game_class.PLAYERS)
        game = savefile.restore_game(save, self.game_class)
        seed = game.seed
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            raise SaveRefused("setup", f"seed {seed!r}"[:100])
        try:
            setup = self._setup_of(game)
            twin = self._make_game(setup, seed)
        except Exception as err:  # noqa: BLE001 - options this app cannot set
            raise SaveRefused("setup", repr(err)[:300]) from None
        if not _same_json(twin.options, game.options):
            raise SaveRefused("setup", f"options {game.options!r} are not the menus' {twin.options!r}"[:300])
        if not _same_json(json.loads(twin.to_json())["initial"], save.game["initial"]):
            raise SaveRefused("edited", "the starting position is not the one New game deals")
        if not self._seats_fit(setup, save.seats):
            raise SaveRefused("seats", f"seats {save.seats} for {setup}")
        if not game.is_over and save.seats[game.current_player] != "human":
            raise SaveRefused("seats", f"a bot (seat {game.current_player}) would be deciding")
        samples = {0: twin.scores()}
        for n, action in enumerate(game.history, start=1):  # the score chart, as it was drawn
            twin.play(action)
            samples[n] = twin.scores()
        return CheckedSave(save, game, setup, samples)

    def offer_stored(self, text: Any) -> bool:
        """What the page kept: offer "Resume your game" when it is an unfinished game other than
        the one on screen. A kept copy that fails any check is not offered."""
        text = savefile.unpack(text)
        if isinstance(text, str):
            self.kept_text = text
        try:
            checked = self.check_save(text)
        except SaveRefused:
            return False
        game = checked.game
        if game.is_over or (game.to_json() == self.board.game.to_json()
                            and checked.save.seats == self.seats_in_play()):
            return False
        self._offered = checked
        self.savebox.offer = i18n.text("widgets.save.resume", game=i18n.text(f"links.game.{game.name}"),
                                       players=game.players, decisions=len(game.history))
        return True

    def resume(self) -> bool:
        """The Resume button: the kept game comes back exactly."""
        checked = self._offered
        if checked is None:
            return False
        self._adopt(checked)
        self.savebox.show_note(i18n.text("widgets.save.resumed", decisions=len(checked.game.history)))
        return True

    def load_text(self, text: Any, name: str = "") -> bool:
        """Load a save file's text (the Load button). A refused file changes nothing on screen:
        the note says why, ``save_refusal`` keeps the refusal. Returns True when loaded."""
        try:
            checked = self.check_save(text)
        except SaveRefused as err:
            self._refuse(err)
            return False
        self._adopt(checked)
        self.savebox.show_note(i18n.text("widgets.save.loaded", name=name or "?",
                                         decisions=len(checked.game.history)))
        return True

    def _refuse(self, err: SaveRefused) -> None:
        self.save_refusal = err
        self.savebox.show_note(i18n.text("widgets.save.refused", why=str(err)), "error")

    def _refused_in_page(self, _name: str = "") -> None:
        self._refuse(SaveRefused("too_big", "refused in the page", limit=savefile.MAX_BYTES // 1000))

    def _unreadable(self, _name: str = "") -> None:
        self._refuse(SaveRefused("unreadable"))

    def _adopt(self, checked: CheckedSave) -> None:
        """Put a checked save on screen: menus, seats, game, bots' random states, score chart."""
        save, game = checked.save, checked.game
        board = self.board
        if board.at_table is not None:  # a saved game of this screen alone replaces the table on screen
            self.table_panel.leave()
        self._restoring = True
        try:
            self._show_setup(checked.setup)
            self.seed_box.value = game.seed
            board.set_game(game, list(save.seats))  # a human decides now: no bot plays here
            for i, state in save.bots.items():
                board.bots[i].rng = rng_from_json(state)
            board.chart.samples = {n: list(s) for n, s in checked.samples.items()}
            board.chart.record(len(game.history), game.scores())
            self._after_restore()
        finally:
            self._restoring = False
        self.save_refusal = None
        self._offered = None
        self.savebox.offer = ""
        self._seen_game, self._fresh_history, self._touched = game, game.history, True
        self._autosave()

    def _game_changed(self) -> None:
        """The board's after-change hook: keep the game in the page once it has been played."""
        self._fold_setup()
        if hasattr(self, "review"):
            self.review.refresh()
        if self._restoring:
            return
        game = self.board.game
        if game is not self._seen_game:  # New game: kept copy stays until this one is played
            self._seen_game, self._fresh_history, self._touched = game, game.history, False
            if self.savebox.note:
                self.savebox.show_note("")
            if self.kept_text and self._offered is None:
                self.offer_stored(self.kept_text)
            return
        if not self._touched and game.history == self._fresh_history:
            return
        self._touched = True
        if self.savebox.note:
            self.savebox.show_note("")
        self._autosave()

    def _autosave(self) -> None:
        if self.board.at_table is not None:
            return  # a table's game is the server's to keep (Back to table brings it back)
        if self.board.game is self._position_game:
            return  # a position from the editor or a link: its link keeps it, New game cannot start it
        text = self.save_text()
        if text != self.kept_text:
            self.savebox.store(text)
            self.kept_text = text
        if self._offered is not None:  # the kept copy is now this game
            self._offered = None
            self.savebox.offer = ""
