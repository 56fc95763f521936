"""What an app does with positions: the editor's "Put on the board", and ``?position=`` links.

A mixin of :class:`widgets.common.app.KitApp`. An app names its editor class
(``EDITOR``) and says which scenario options its menus stand for
(:meth:`PositionLinks._position_options`); the rest is here:

* :meth:`position_setup`: players, seed and options from the setup row;
* :meth:`apply_position`: a game made by ``Game.scenario`` becomes the game on
  screen, the menus showing its setup. It is not kept in the browser's autosave
  (its link recreates it; Resume offers only games that New game can start);
* :meth:`open_query` (the apps' notebooks call it with Voila's query string, or in
  the static site with the one the page sends, see :mod:`.pageaddress`)
  and :meth:`open_link`: a link's position is read as data
  (:func:`widgets.common.position.link.read`), checked by the engine, then put on
  screen; any refusal is said in the editor's error line and a new game starts.
"""

from __future__ import annotations

import os
from typing import Any

from tokaido_kit.core import i18n

from ..language import lang_from_query
from ..panels import esc
from . import link
from .link import PositionRefused
from ..browser import in_the_browser
from .pageaddress import PageAddress

#: the class the hidden ready marker gets once the page's link (if any) has been handled
LINK_CHECKED = "kit-link-checked"
#: ... and once the page has been asked for its address (the static site: the answer comes after)
LINK_ASKED = "kit-link-asked"


def voila_query_string() -> str | None:
    """The page's query string: Voila puts it in the kernel's environment (``QUERY_STRING``); a
    preheated kernel waits here for its visitor's request. Outside Voila (JupyterLab, nbval) there is none."""
    if os.environ.get("VOILA_PREHEAT", "False") != "False":
        _wait_for_the_visitor()
    return os.environ.get("QUERY_STRING")


def _wait_for_the_visitor() -> None:
    """Receive the visitor's request from Voila's ``voila/query/<kernel id>`` websocket and put it in the
    environment, as ``voila.utils.get_query_string`` does, without importing Voila's server stack into
    every kernel (58 MB of each learner's kernel). If it fails the page simply has no query string."""
    import asyncio
    import json
    import threading

    import websockets

    env = os.environ.get
    base = env("VOILA_WS_BASE_URL") or env("VOILA_SERVER_URL", "/")
    url = (f"{env('VOILA_WS_PROTOCOL', 'ws')}://{env('VOILA_APP_IP', '127.0.0.1')}:{env('VOILA_APP_PORT', '8866')}"
           f"{base}voila/query/{env('VOILA_KERNEL_ID')}")
    found: dict[str, str] = {}

    async def receive() -> None:
        async with websockets.connect(url, open_timeout=5) as socket:
            found["request"] = await socket.recv()

    def run() -> None:  # the kernel's own event loop is running: wait in a thread of our own
        try:
            asyncio.run(receive())
        except Exception:  # noqa: BLE001 - no request info: the app opens a new game
            pass

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if "request" in found:
        for key, value in json.loads(found["request"]).items():
            os.environ[key] = value


class PositionLinks:
    """Mixin of the apps; see the module docstring."""

    EDITOR: Any = None
    #: the last refused link (None after a good one), for tests and notebooks
    position_refusal: PositionRefused | None = None
    #: the static site's question to the page for its address (see :mod:`.pageaddress`)
    _page_address: Any = None
    #: the game on screen when it was made from a position (not autosaved)
    _position_game: Any = None

    def _position_options(self) -> tuple[int, dict[str, Any]]:
        """(players, scenario options) that the setup row stands for."""
        raise NotImplementedError

    def _make_editor(self) -> Any:
        self.editor = self.EDITOR(self)
        return self.editor

    def position_setup(self) -> tuple[int, int, dict[str, Any]]:
        players, options = self._position_options()
        return int(players), int(self.seed_box.value), options

    def _position_setup_changed(self, _change: Any = None) -> None:
        if getattr(self, "editor", None) is not None and self.editor.toggle_button.value:
            self.editor.setup_changed()

    def apply_position(self, game: Any, position: dict[str, Any]) -> Any:
        """Show ``game`` (made by ``scenario(**position)``) with the menus of its setup."""
        try:
            setup = self._setup_of(game)
        except Exception as err:  # noqa: BLE001 - options this app's menus cannot show
            raise PositionRefused("setup", repr(err)[:200]) from None
        self._restoring = True
        try:
            self._show_setup(setup)
            self.seed_box.value = game.seed
            seats = self.board._fit_seats(game.players)
            if not self._seats_fit(setup, seats):
                seats = seats[:1] + ["human"] * (game.players - 1)
            self.board.set_game(game, seats)
            self._after_restore()
        finally:
            self._restoring = False
        self._seen_game, self._fresh_history, self._touched = game, game.history, False
        self._position_game = game
        self.position_refusal = None
        return game

    def open_query(self, query: Any = ...) -> bool:
        """Open the page's link: ``?lang=pt`` shows the app in that language, ``?position=`` opens its
        position (``query``: a query string; by default Voila's). True when a position was put on screen.

        In the static site (Python in the browser, no server) the page's address is asked of the page
        (:class:`~widgets.common.position.pageaddress.PageAddress`): the link opens a moment later, and
        this returns False."""
        if query is ... and in_the_browser() and os.environ.get("QUERY_STRING") is None:
            self._page_address = PageAddress(self.open_query)
            self.ready.add_class(LINK_ASKED)
            return False
        try:
            if query is ...:
                query = voila_query_string()
            lang = lang_from_query(query)
            if lang is not None:
                self.set_language(lang)
            panel = getattr(self, "table_panel", None)
            if panel is not None and panel.open_query(query):  # ?table= or ?watch=
                return False
            token = link.token_from_query(query)
            return token is not None and self.open_link(token)
        except PositionRefused as err:
            self._link_refused(err)
            return False
        finally:
            self.ready.add_class(LINK_CHECKED)

    def open_link(self, token: Any) -> bool:
        """Open a share link's ``position=`` value; a refused one starts a new game."""
        editor = self.editor
        try:
            position = link.read(token, self.game_class.name, editor.KEYWORDS)
            game = link.build(self.game_class, position)
            self.apply_position(game, position)
        except PositionRefused as err:
            self._link_refused(err)
            return False
        editor.load(position, game)
        editor.note.value = esc(i18n.text("widgets.editor.link_opened"))
        return True

    def _link_refused(self, err: PositionRefused) -> None:
        self.position_refusal = err
        self.new_game()
        self.editor.show_refusal(err, "link_refused")
        self.position_refusal = err
