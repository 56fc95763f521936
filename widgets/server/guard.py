"""What the kit's server checks before anything else, for a class whose devices share a network.

Every request passes :meth:`Guard.check` first (it wraps the application's router, so Voila's and
Jupyter's handlers are covered too):

* **Host**: on a served room the ``Host`` header must name an address the server announces (its
  room address, or 127.0.0.1 / localhost), so a web page elsewhere cannot reach the server through
  DNS rebinding;
* **class code** (a room only): a device that has not joined the class (its ``kit_pass`` cookie,
  given for typing the code or scanning the QR code) gets the code's form, and nothing else; every
  wrong try counts, by form, link or cookie (:mod:`widgets.server.gate`);
* **kernel owner**: a kernel's channels, its API address and its goodbye beacon answer only the
  page that started it (the ``kit_owner`` cookie the page received with its kernel); knowing a
  kernel's id is not enough to read a classmate's hand or play for them;
* **odd paths**: ``/login``, ``/logout`` and the like answer 404, never 500.

:class:`KitPageHandler` is Voila's page handler with the kit's limits: template and theme from
the address are ignored; a visitor past the kernel limits gets a short page that says why (503).
:func:`install` makes every error page of the server a short page in the learner's language,
with the details in the server's log only.
"""

from __future__ import annotations

import asyncio
import hmac
import html
import inspect
import posixpath
import re
import secrets
import time
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from tornado import web
from tornado.httputil import split_host_and_port

from tokaido_kit.core import i18n

from . import pageahead, pagewatch
from .gate import PASS_COOKIE, Gate, GateHandler, GateSettings, JoinByLinkHandler
from .identity import device_key
from .kernels import VISITOR, KernelsFull
from .room import Room, page_html

OWNER_COOKIE = "kit_owner"
#: seconds a device past its kernel limit waits for its "too many games" page
OVER_LIMIT_WAIT = 2.0
KERNEL_PATH = re.compile(r"(?:api/kernels|voila/api/shutdown|voila/query|voila/execution)/([0-9a-f-]{36})(?:/|$)")
#: where a pre-rendered app's kernel waits for its visitor's request (a server-to-kernel socket, opened by
#: the kernel itself, from this machine)
QUERY_PATH = re.compile(r"voila/query/([0-9a-f-]{36})")
#: addresses ``make serve`` has no use for, answered 404 (Voila's login and logout pages fail without a login setup)
NOT_HERE = re.compile(r"(login|logout)/?")
#: Voila's template files: ``voila/templates/<template>/static/<file>``; any other shape made it fail (500)
TEMPLATE_FILE = re.compile(r"voila/templates/[\w-]+/static/.+")


def plain_path(path: str) -> bool:
    """False for an address no page has: control characters (``%00``) or bytes that are not UTF-8."""
    try:
        text = unquote(path, errors="strict")
    except UnicodeDecodeError:
        return False
    return not any(ord(c) < 32 or ord(c) == 127 for c in text)


def request_lang(request: Any) -> str:
    """The page's language from ``?lang=`` (or the Referer's), else English."""
    langs = i18n.languages()
    for query in (request.query, urlsplit(request.headers.get("Referer", "")).query):
        lang = (parse_qs(query).get("lang") or [""])[0]
        if lang in langs:
            return lang
    return i18n.FALLBACK


def message_page(kind: str, lang: str, base_url: str = "/", reload: bool = False, **data: Any) -> str:
    """A short page: a title and a sentence from the server's catalogue, and a way back."""
    with i18n.using(lang):
        title = i18n.text(f"server.{kind}.title", **data)
        links = f'<a href="{html.escape(base_url)}kit/">{html.escape(i18n.text("server.home"))}</a>'
        if reload:
            links = (f'<a href="" class="kit-reload">{html.escape(i18n.text("server.reload"))}</a> · ' + links)
        body = (f'<h1>{html.escape(title)}</h1><p class="kit-server-message">'
                f'{html.escape(i18n.text(f"server.{kind}.body", **data))}</p><p>{links}</p>')
        return page_html(title, body, lang)


def full_kind(reason: str) -> str:
    """The message of a "no kernel now" page for :class:`KernelsFull`'s ``reason``. Under a hub a server
    is one person's and every page reaches it from the hub's proxy: a limit per device is then the
    person's, all their devices together (``user``, ``user_opening``)."""
    from widgets.hub.singleuser import under_hub

    return {"address": "user", "opening": "user_opening"}.get(reason, reason) if under_hub() else reason


class MessageHandler(web.RequestHandler):
    """Answers every method with a short page (or, for a websocket, a refusal) and a status."""

    def initialize(self, status: int, kind: str, base_url: str = "/", data: dict | None = None,
                   headers: dict | None = None) -> None:
        self.status, self.kind, self.base_url = status, kind, base_url
        self.data, self.extra_headers = dict(data or {}), dict(headers or {})

    def check_xsrf_cookie(self) -> None:
        return None

    def _log(self) -> None:
        """Not one access-log line per refused request (a flood would fill the teacher's terminal):
        :meth:`Guard._note` logs each device's refusals once a minute."""

    def _answer(self, *args: Any, **kwargs: Any) -> None:
        self.set_status(self.status)
        for name, value in self.extra_headers.items():
            self.set_header(name, value)
        self.set_header("Cache-Control", "no-store")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.finish(message_page(self.kind, request_lang(self.request), self.base_url,
                                 reload=self.status == 503, **self.data))

    get = post = put = delete = patch = head = options = _answer


class Guard:
    """The checks of the module docstring, for one server."""

    def __init__(self, base_url: str, kernel_manager: Any, room: Room | None = None,
                 hosts: set[str] | None = None, log: Any = None, standalone: bool = True,
                 tables: Any = None, gate_settings: GateSettings | None = None) -> None:
        self.base_url = base_url
        self.tables = tables
        self.standalone = standalone
        self.kernel_manager = kernel_manager
        self.room = room
        self.hosts = {h.lower() for h in hosts} if hosts else None
        #: this machine's own addresses: where its kernels connect from
        self.local = {"127.0.0.1", "::1"} | ({room.address} if room else set())
        self.log = log
        self.gate = Gate(room, gate_settings) if room is not None else None
        self._logged: dict[tuple, float] = {}

    # ------------------------------------------------------------------ the class code
    def set_pass(self, handler: web.RequestHandler) -> None:
        """Give the handler's device its pass (:mod:`widgets.server.gate`): it has joined the class."""
        value = self.gate.new_pass(device_key(handler.request))
        handler.set_cookie(PASS_COOKIE, value, path=self.base_url, httponly=True, samesite="Lax",
                           expires_days=self.gate.settings.pass_hours / 24)

    def safe_next(self, target: str) -> bool:
        """Only an address of this server (no scheme, no host, no ``//``) is a place to go back to."""
        return (target.startswith(self.base_url) and not target.startswith("//")
                and "\\" not in target and not urlsplit(target).netloc)

    # ------------------------------------------------------------------ the checks
    def _note(self, request: Any, why: str) -> None:
        """Log a refusal, once a minute per device and reason (a flood does not fill the terminal)."""
        key, now = (request.remote_ip, why), time.monotonic()
        if self.log is not None and now - self._logged.get(key, -60.0) >= 60:
            self._logged[key] = now
            self.log.warning("Refused %s %s from %s: %s", request.method, request.path, request.remote_ip, why)

    def check(self, request: Any) -> tuple[type, dict] | None:
        """None to let the request through, or the handler (and its arguments) that answers it instead."""
        base = self.base_url
        if self.hosts is not None:
            host = split_host_and_port(request.host.lower())[0].strip("[]")
            if host not in self.hosts:
                self._note(request, f"Host {request.host!r}")
                shown = self.room.url if self.room else "http://127.0.0.1"
                return MessageHandler, {"status": 400, "kind": "refused.host", "base_url": base,
                                        "data": {"address": shown}}
        if not request.path.startswith(base):
            return MessageHandler, {"status": 404, "kind": "notfound", "base_url": base}
        rest = request.path[len(base):]
        if not plain_path(rest):
            return MessageHandler, {"status": 404, "kind": "notfound", "base_url": base}
        query = QUERY_PATH.fullmatch(rest)
        if query and request.remote_ip in self.local:
            return None  # a pre-rendered app's kernel, on this machine, asking for its visitor's request
        if rest.startswith("kit/tables/api/"):  # pages' kernels, on this machine (the handler checks their token)
            if request.remote_ip in self.local:
                return None
            self._note(request, "the tables' address is for the server's kernels")
            return MessageHandler, {"status": 403, "kind": "refused.kernel", "base_url": base}
        if self.room is not None:
            teacher = (parse_qs(request.query).get("teacher") or [""])[0]
            if rest in ("kit/room", "kit/class") and hmac.compare_digest(teacher.encode(),
                                                                         self.room.teacher_code.encode()):
                return None
            if rest == "kit/join":
                return GateHandler, {"guard": self}
            answer = self._gate(request)
            if answer is not None:
                return answer
            if rest == "kit/room":
                return MessageHandler, {"status": 404, "kind": "notfound", "base_url": base}
        found = KERNEL_PATH.match(rest)
        if found:
            return self._kernel_check(request, found.group(1))
        if rest.startswith("voila/templates/") and not TEMPLATE_FILE.fullmatch(rest):
            return MessageHandler, {"status": 404, "kind": "notfound", "base_url": base}
        if self.standalone and NOT_HERE.fullmatch(rest):
            return MessageHandler, {"status": 404, "kind": "notfound", "base_url": base}
        return None

    def _gate(self, request: Any) -> tuple[type, dict] | None:
        """None for a device holding its pass; else the gate's answer. A pass this server did not give
        the device, and a ``?class=`` code, are tries like the form's (:mod:`widgets.server.gate`)."""
        key, gate = device_key(request), self.gate
        cookie = request.cookies.get(PASS_COOKIE)
        if cookie is not None and gate.pass_ok(key, cookie.value):
            return None
        if cookie is not None:
            gate.bad_pass(key, cookie.value)
        page = request.method == "GET" and "websocket" not in request.headers.get("Upgrade", "").lower()
        code = (parse_qs(request.query).get("class") or [""])[0]
        if code and page:
            answer = gate.try_code(key, code)
            if answer == "in":
                return JoinByLinkHandler, {"guard": self}
            self._note(request, f"class code by link: {answer}")
            return GateHandler, {"guard": self, "answer": answer}
        if page and not request.path[len(self.base_url):].startswith(
                ("api/", "voila/api/", "voila/static/", "voila/labextensions/")):
            return GateHandler, {"guard": self, "answer": "stale" if cookie is not None else None}
        self._note(request, "not joined")
        return MessageHandler, {"status": 403, "kind": "gate", "base_url": self.base_url}

    def _kernel_check(self, request: Any, kernel_id: str) -> tuple[type, dict] | None:
        owner = self.kernel_manager.owner_of(kernel_id) if self.kernel_manager is not None else None
        cookie = request.cookies.get(OWNER_COOKIE)
        if owner is None:
            # a kernel no page of ours started (JupyterLab on Binder): Jupyter's own checks apply;
            # on a room every page's kernel has an owner, so nothing else is let in
            if self.room is None:
                return None
        elif cookie is not None and hmac.compare_digest(cookie.value.encode(), owner.encode()):
            return None
        self._note(request, f"kernel {kernel_id} of another page")
        return MessageHandler, {"status": 403, "kind": "refused.kernel", "base_url": self.base_url}

    def install(self, app: web.Application) -> None:
        """Put :meth:`check` in front of every handler of ``app``."""
        route = app.find_handler

        def find_handler(request: Any, **kwargs: Any) -> Any:
            answer = self.check(request)
            if answer is None:
                return route(request, **kwargs)
            handler, handler_kwargs = answer
            return app.get_handler_delegate(request, handler, handler_kwargs)

        app.find_handler = find_handler
        app.settings["kit_guard"] = self


def page_handler_class(base: type) -> type:
    """Voila's page handler ``base`` with the kit's limits (see the module docstring)."""

    class KitPageHandler(base):
        _kit_watch = False

        def _log(self) -> None:
            if self.get_status() == 503:  # "the class is full" pages: the guard's note says it once a minute
                return
            super()._log()

        def prepare(self) -> Any:
            for name in ("template", "theme"):  # no template or theme from the address
                self.request.arguments.pop(name, None)
                self.request.query_arguments.pop(name, None)
            owner = self.get_cookie(OWNER_COOKIE)
            if not owner or not re.fullmatch(r"[\w-]{20,64}", owner):
                owner = secrets.token_urlsafe(24)
                self.set_cookie(OWNER_COOKIE, owner, path=self.base_url, httponly=True, samesite="Strict")
            self._kit_visitor = (device_key(self.request), owner)
            return super().prepare()

        def write(self, chunk: Any) -> None:
            if self._kit_watch and isinstance(chunk, str) and "</body>" in chunk:  # a page watching its kernel
                chunk = pagewatch.add_to(chunk, request_lang(self.request))
            return super().write(chunk)

        def get_generator(self, path: str | None = None) -> Any:
            return pageahead.page_generator(self, super().get_generator, path)

        async def get(self, path: str | None = None) -> None:
            manager = self.kernel_manager
            reservation = None
            if path and posixpath.splitext(path)[1] == ".ipynb" and hasattr(manager, "reserve"):
                try:
                    reservation = manager.reserve(self._kit_visitor[0], path, self.get_query_argument("lang", None))
                except KernelsFull as full:
                    guard_log = self.settings.get("kit_guard")
                    if guard_log is not None:
                        guard_log._note(self.request, f"no kernel: {full.reason} limit")
                    limit = {"server": manager.max_kernels, "address": manager.max_kernels_per_address,
                             "opening": getattr(manager, "max_opening_per_address", 0)}[full.reason]
                    if full.reason != "server":
                        # a device past its limit waits before it is told: a script that reloads in a loop
                        # then costs the server (whose one thread relays every learner's clicks) a few
                        # requests a second instead of a hundred
                        await asyncio.sleep(OVER_LIMIT_WAIT)
                    self.set_status(503)
                    self.set_header("Retry-After", "60")
                    self.set_header("Cache-Control", "no-store")
                    self.set_header("Content-Type", "text/html; charset=UTF-8")
                    self.finish(message_page(f"full.{full_kind(full.reason)}", request_lang(self.request), self.base_url,
                                             reload=True, n=limit))
                    return
            if reservation is None:  # not a notebook (Voila redirects it): no kernel is started
                return await _maybe(super().get(path))
            token = VISITOR.set((*self._kit_visitor, reservation))
            self._kit_watch = True  # a notebook's page (pagewatch)
            try:
                await _maybe(super().get(path))  # None: a hub's login redirect (Voila's @authenticated)
            finally:
                VISITOR.reset(token)
                reservation.release()
                reservation.turn.end()

    KitPageHandler.__name__ = KitPageHandler.__qualname__ = "KitPageHandler"
    return KitPageHandler


async def _maybe(result: Any) -> Any:
    """``result``, awaited when it is awaitable (tornado's ``@authenticated`` returns None when it redirects)."""
    return await result if inspect.isawaitable(result) else result


def install(log: Any = None) -> None:
    """Every error page of the server: a short page in the learner's language; details in the log only."""
    from jupyter_server.base.handlers import JupyterHandler

    if getattr(JupyterHandler, "_kit_error_pages", False):
        return

    def write_error(self: Any, status_code: int, **kwargs: Any) -> None:
        kind = "notfound" if status_code == 404 else "error"
        base = self.settings.get("base_url", "/")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(message_page(kind, request_lang(self.request), base))

    JupyterHandler.write_error = write_error
    JupyterHandler._kit_error_pages = True
    # Voila's own static handlers are plain tornado handlers: their error pages too
    from voila.static_file_handler import TemplateStaticFileHandler

    TemplateStaticFileHandler.write_error = write_error
