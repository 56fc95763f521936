"""HTTP handlers the kit adds to Voila (``make serve``) and to Binder's Jupyter server.

* ``{base}kit/``: the landing page, a static page built from the same links as
  ``notebooks/index.ipynb`` (:func:`widgets.links.index_html`). It costs no kernel and a
  few kilobytes, so a whole class can open it at once. The old address
  ``voila/render/[notebooks/]index.ipynb`` redirects to it, and ``voila/render/pt/index.ipynb`` to
  ``kit/?lang=pt``. ``?lang=pt`` or ``?lang=it`` serves it in that language (links to the apps and
  rule maps carry it on).
* ``{base}kit/rules/<game>``: the game's rule map (:mod:`widgets.rulemap`): every rulebook
  sentence, its rule id, the tests named after it and its tutorial; static too, built once.
* ``{base}voila/labextensions/...``: the front-end extensions, as Voila serves them, but
  files whose names carry a content hash are cached by the browser for a year
  (Voila's own handler asks the browser to check every file at every visit).

* ``{base}voila/api/shutdown/<kernel id>``: Voila's page sends this beacon when its tab
  closes, with the ``_xsrf`` cookie it finds; Voila never sets that cookie, so Voila's own
  handler refused every beacon (403) and every closed tab kept its kernel. The kit's handler
  takes the beacon without the cookie: the kernel id in the URL is the page's secret (the same
  id opens the kernel's websocket, which has no XSRF check either).

Nothing here imports ipywidgets: the server process stays light.
"""

from __future__ import annotations

import asyncio
import functools
import os
import posixpath
import re
from pathlib import Path
from urllib.parse import urlencode

from jupyter_server.base.handlers import FileFindHandler
from tornado import web
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler

from tokaido_kit.core import i18n

from .. import links, rulemap

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: a webpack chunk or entry with a content hash: ``84.09c61a35dce1705f.js``, ``remoteEntry.5cbb9d2323598fbda535.js``
HASHED = re.compile(r"(^|/)[\w.-]*\.[0-9a-f]{16,}\.(js|css|woff2?|svg|png)$")
YEAR = 365 * 24 * 3600


def notebooks_prefix(root_dir: str | os.PathLike) -> str:
    """The notebooks folder relative to the server's root: "" for ``make serve``, "notebooks/" on Binder."""
    try:
        rel = Path(os.path.relpath(NOTEBOOKS, os.path.abspath(root_dir))).as_posix()
    except ValueError:  # another drive
        return ""
    return "" if rel == "." or rel.startswith("..") else rel + "/"


def tutorial_link(prefix: str, depth: int = 1):
    """Notebook path (relative to notebooks/) -> its Voila address, from a page ``depth`` folders below ``{base}``."""

    def link(path: str) -> str:
        return posixpath.join(*[".."] * depth, "voila", "render", prefix + path)

    return link


def same_page_in(other: str) -> str:
    """The server's pages in another language: the same address with ``?lang=``."""
    return f"?lang={other}"


def request_lang(handler: web.RequestHandler) -> str:
    """The page's language: ``?lang=`` when it names a language of the kit, else English."""
    lang = handler.get_argument("lang", i18n.FALLBACK)
    return lang if lang in i18n.languages() else i18n.FALLBACK


def index_page(prefix: str, lang: str = i18n.FALLBACK) -> str:
    """The whole landing page as HTML in ``lang`` (links relative to ``{base}kit/``): apps and rule maps
    open in ``lang``, tutorials in their ``lang`` translation (or English, marked, where there is none)."""
    return links.landing_page(lang, tutorial_link(prefix), lambda game: f"rules/{game}", same_page_in)


def rule_map_page(game: str, prefix: str, lang: str = i18n.FALLBACK) -> str:
    """A game's rule map (:mod:`widgets.rulemap`) as served at ``{base}kit/rules/<game>``, in ``lang``."""
    query = links.lang_query(lang)
    with i18n.using(lang):
        return rulemap.page(game, tutorial_href=tutorial_link(prefix, depth=2), index_href="../" + query,
                            map_href=lambda other: other + query, language_href=same_page_in)


class IndexHandler(web.RequestHandler):
    """The landing page: static HTML, no kernel, cached for a minute."""

    def initialize(self, prefix: str = "") -> None:
        self.prefix = prefix

    def get(self) -> None:
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Cache-Control", "public, max-age=60")
        self.finish(index_page(self.prefix, request_lang(self)))


class RuleMapHandler(IndexHandler):
    """A game's rule map: static HTML built once per process (catalogue, rulebook data, tests/), no kernel."""

    async def get(self, game: str) -> None:
        if game not in rulemap.GAMES:
            raise web.HTTPError(404, "no rule map for this game")
        # the first build reads tests/ (about 2 s): off the loop that relays every click
        page = await asyncio.get_running_loop().run_in_executor(None, _rule_map, game, self.prefix,
                                                                request_lang(self))
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Cache-Control", "public, max-age=60")
        self.finish(page)


@functools.lru_cache(maxsize=None)
def _rule_map(game: str, prefix: str, lang: str = i18n.FALLBACK) -> str:
    return rule_map_page(game, prefix, lang)


class CachedFileFindHandler(FileFindHandler):
    """Voila's labextensions handler, with a year of browser cache for content-hashed files."""

    def set_headers(self) -> None:
        super().set_headers()
        if HASHED.search(self.request.path) or "v" in self.request.arguments:
            self.set_header("Cache-Control", f"public, max-age={YEAR}, immutable")


class ShutdownBeaconHandler(VoilaShutdownKernelHandler):
    """Voila's goodbye beacon, accepted without the XSRF cookie Voila never sets (see above)."""

    def check_xsrf_cookie(self) -> None:
        return None

    async def post(self, kernel_id: str) -> None:
        if kernel_id not in self.kernel_manager:
            raise web.HTTPError(404, "no such kernel")
        await super().post(kernel_id)


class RoomHandler(web.RequestHandler):
    """The projector's page of a room (the guard lets only the teacher's link through); its button
    (``POST``) gives the class a new code, then shows the page again."""

    def initialize(self, room) -> None:
        self.room = room

    def check_xsrf_cookie(self) -> None:
        return None  # the teacher's code in the address is the credential (the guard checked it)

    def get(self) -> None:
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Cache-Control", "no-store")
        changed = self.get_query_argument("changed", "") == "1"
        manager = self.settings.get("kernel_manager")
        ahead = None
        if hasattr(manager, "set_ahead_app") and manager.pool_size:
            ahead = (manager.teacher_app or "", manager.app_to_build())
        self.finish(self.room.page(self.settings.get("base_url", "/"), request_lang(self), changed=changed,
                                   ahead=ahead))

    def post(self) -> None:
        back = {"teacher": self.room.teacher_code, "lang": request_lang(self)}
        ahead = self.get_body_argument("ahead", None)
        manager = self.settings.get("kernel_manager")
        if ahead is not None and hasattr(manager, "set_ahead_app"):  # the app the class opens next
            try:
                manager.set_ahead_app(ahead or None)
            except ValueError:
                raise web.HTTPError(400, "not an app") from None
        elif self.get_body_argument("new_code", "") == "1":
            self.room.new_code()
            print(self.room.new_code_line(), flush=True)
            back["changed"] = "1"
        else:
            raise web.HTTPError(400, "nothing asked")
        self.redirect(self.request.path + "?" + urlencode(back), status=303)


def room_handlers(base_url: str, room) -> list[tuple]:
    """The room's own page (``{base}kit/room``), for ``make serve ROOM=1``."""
    return [(posixpath.join(base_url, "kit/room"), RoomHandler, {"room": room})]


def kit_handlers(base_url: str, root_dir: str, labextensions_path: list[str],
                 root_redirect: bool = False) -> list[tuple]:
    """The kit's handlers, to be matched before Voila's (``root_redirect``: ``{base}`` goes to the kit's page,
    for ``make serve``, where the address learners type is the server's bare address)."""
    prefix = notebooks_prefix(root_dir)
    kit = posixpath.join(base_url, "kit/")
    langs = "|".join(lang for lang in i18n.languages() if lang != i18n.FALLBACK)
    first = [(base_url, web.RedirectHandler, {"url": kit, "permanent": False})] if root_redirect else []
    return first + [
        (kit, IndexHandler, {"prefix": prefix}),
        # without the slash the page's relative links would point one folder too high
        (posixpath.join(base_url, "kit"), web.RedirectHandler, {"url": kit}),
        (posixpath.join(base_url, r"kit/rules/(\w+)"), RuleMapHandler, {"prefix": prefix}),
        (posixpath.join(base_url, r"voila/render/(?:notebooks/)?index\.ipynb"), web.RedirectHandler, {"url": kit}),
        (posixpath.join(base_url, rf"voila/render/(?:notebooks/)?({langs})/index\.ipynb"), web.RedirectHandler,
         {"url": kit + "?lang={0}"}),  # each language's index: the landing page in that language
        (posixpath.join(base_url, r"voila/api/shutdown/(?P<kernel_id>\w+-\w+-\w+-\w+-\w+)"),
         ShutdownBeaconHandler),
        (posixpath.join(base_url, r"voila/labextensions/(.*)"), CachedFileFindHandler,
         {"path": labextensions_path, "no_cache_paths": []}),
    ]
