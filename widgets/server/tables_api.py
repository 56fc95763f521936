"""The tables of the served kit: the table service inside the server, the address the
pages' kernels reach it at, and the teacher's view of the class.

Who talks to whom:

* a learner's page talks only to its own kernel (widgets over the kernel's websocket), as for
  everything else in the kit; the page never holds another seat's cards, nor the table's moves;
* the page's kernel (our code, on this machine) talks to the service at ``{base}kit/tables/api/<op>``
  with the token the kernel manager gave it when the page claimed it (``KIT_TABLES_TOKEN``, in the
  kernel's environment only). The token says which device the kernel works for, so the service's
  per-device limits (tables, joins) count devices, not kernels. A request without a known token,
  or from another machine, is refused (403): a classmate's browser cannot call the service;
* the service (:class:`~widgets.tables.TableService`) checks every request (credentials, turns,
  versions, the engine's rules) and stores every table in SQLite in the data folder ``make serve``
  prints, so a restarted server has every table back;
* ``{base}kit/class?teacher=CODE`` is the teacher's view: every table live, a link that projects
  one, buttons that close a table or every table of a device (``POST``), and the rules behind the
  moves refused most often.

The kernel's side is :mod:`widgets.tables.client`.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import posixpath
import secrets
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from tornado import web
from tornado.ioloop import IOLoop

from widgets.tables import TableService, TableSettings, normalize_code
from widgets.tables.api import answer, malformed
from widgets.tables.settings import SECTION

from .classpage import class_fragment, class_page

log = logging.getLogger(__name__)

#: the longest a kernel's ``wait`` is held open (it asks again at once)
WAIT_SECONDS = 20.0
#: the request body a kernel may send, at most
MAX_BODY = 64 * 1024
TOKEN_HEADER = "X-Kit-Table-Token"


def default_data_dir() -> Path:
    """Where ``make serve`` keeps the tables when nobody said: ``~/.local/share/tokaido-kit``."""
    return Path.home() / ".local" / "share" / "tokaido-kit"


class TablesBridge:
    """The server's table service and the kernels' tokens (one per page's kernel)."""

    def __init__(self, settings: TableSettings, teacher_code: str | None = None) -> None:
        if settings.data_dir:
            Path(settings.data_dir).mkdir(parents=True, exist_ok=True)
        self.service = TableService(settings)
        self.teacher_code = teacher_code or f"{secrets.randbelow(10**6):06d}"
        self.url = ""  # set once the server listens: what kernels call
        self._tokens: dict[str, str] = {}  # token -> the device (client address) of the page
        self._watching: dict[str, set[str]] = {}  # token -> table codes its page watches
        self._expiry: Any = None

    @classmethod
    def from_config(cls, config: dict, data_dir: str | None = None, teacher_code: str | None = None) -> "TablesBridge":
        """The bridge with the settings file's ``KitTables`` section (``data_dir`` overrides its folder;
        an empty folder in the file means :func:`default_data_dir`)."""
        settings = TableSettings.from_mapping(config.get(SECTION, {}))
        folder = data_dir if data_dir is not None else (settings.data_dir or str(default_data_dir()))
        return cls(settings.with_changes(data_dir=str(Path(folder).expanduser())), teacher_code)

    # ------------------------------------------------------------------ kernels' tokens
    def issue(self, device: str) -> str:
        """A token for a page's kernel working for ``device``."""
        token = secrets.token_urlsafe(24)
        self._tokens[token] = device
        return token

    def revoke(self, token: str | None) -> None:
        self._tokens.pop(token or "", None)
        self._watching.pop(token or "", None)

    def device_of(self, token: str | None) -> str | None:
        return self._tokens.get(token) if token else None

    def kernel_env(self, device: str) -> dict[str, str]:
        """What a page's kernel gets in its environment to reach the service."""
        return {"KIT_TABLES_URL": self.url, "KIT_TABLES_TOKEN": self.issue(device)}

    def teacher_ok(self, code: str) -> bool:
        return bool(code) and hmac.compare_digest(code.encode(), self.teacher_code.encode())

    def start_expiry(self, every_seconds: float = 60.0) -> None:
        from tornado.ioloop import PeriodicCallback

        self._expiry = PeriodicCallback(self.service.expire, every_seconds * 1000)
        self._expiry.start()

    def announcement(self, server_url: str) -> str:
        """What ``make serve`` prints: where the tables are kept, and the teacher's view."""
        return (f"  ==> Tables are kept in {self.service.settings.data_dir}\n"
                f"  ==> The teacher's view of the class: {server_url}kit/class?teacher={self.teacher_code}"
                "   (keep this link to yourself)\n")

    # ------------------------------------------------------------------ one request of a kernel
    def call(self, op: str, token: str, body: dict[str, Any]) -> dict[str, Any]:
        """Answer operation ``op`` for the kernel holding ``token`` (:func:`widgets.tables.api.answer`)."""
        answer_of = answer(self.service, op, body, self._tokens[token], self._watching.setdefault(token, set()))
        if answer_of is None:
            raise web.HTTPError(404)
        return answer_of

    async def wait(self, token: str, body: dict[str, Any]) -> dict[str, Any]:
        """Hold the request until table ``code``'s revision is no longer ``revision`` (at most
        ``WAIT_SECONDS``), then answer as ``replica`` from decision ``since`` (``{"gone": true}`` once
        the table is gone)."""
        code, revision = normalize_code(body.get("code")), body.get("revision")
        if code is None or isinstance(revision, bool) or not isinstance(revision, int):
            return malformed()
        loop, changed = IOLoop.current(), asyncio.Event()
        unsubscribe = self.service.subscribe(code, lambda _change: loop.add_callback(changed.set))
        try:
            now = self.service.wait(code, -1, 0)  # its revision now, without waiting (-1: gone)
            if now < 0:
                return {"gone": True}
            if now == revision:  # not "<=": a restarted service's revisions are not the old one's
                timeout = body.get("timeout", WAIT_SECONDS)
                timeout = min(float(timeout), WAIT_SECONDS) if isinstance(timeout, (int, float)) else WAIT_SECONDS
                try:
                    await asyncio.wait_for(changed.wait(), max(timeout, 0.0))
                except asyncio.TimeoutError:
                    pass
        finally:
            unsubscribe()
        if self.service.wait(code, -1, 0) < 0:
            return {"gone": True}
        body = dict(body, code=code)
        return self.call("replica", token, body)


class TablesApiHandler(web.RequestHandler):
    """``POST {base}kit/tables/api/<op>``: a page's kernel asking the table service (JSON in, JSON out)."""

    def initialize(self, bridge: TablesBridge) -> None:
        self.bridge = bridge

    def check_xsrf_cookie(self) -> None:
        return None  # no cookies here: the kernel's token is the credential

    def _log(self) -> None:
        if self.get_status() >= 400:
            super()._log()

    async def caller(self) -> str:
        """Who asks: the kernel's token here (403 for a token the server did not give); a hub's tables
        service asks the hub whose token it is (:mod:`widgets.hub.service`)."""
        token = self.request.headers.get(TOKEN_HEADER)
        if self.bridge.device_of(token) is None:
            raise web.HTTPError(403)
        return token

    async def post(self, op: str) -> None:
        token = await self.caller()
        if len(self.request.body) > MAX_BODY:
            raise web.HTTPError(413)
        try:
            body = json.loads(self.request.body or b"{}")
        except ValueError:
            body = None
        if not isinstance(body, dict):
            raise web.HTTPError(400)
        answer = await self.bridge.wait(token, body) if op == "wait" else self.bridge.call(op, token, body)
        self.set_header("Content-Type", "application/json")
        self.set_header("Cache-Control", "no-store")
        self.finish(json.dumps(answer))


class ClassHandler(web.RequestHandler):
    """``{base}kit/class?teacher=CODE``: the teacher's view (``?part=1``: only the part that changes)."""

    def initialize(self, bridge: TablesBridge) -> None:
        self.bridge = bridge

    def get(self) -> None:
        from .handlers import request_lang

        teacher = self.get_query_argument("teacher", "")
        if not self.bridge.teacher_ok(teacher):
            raise web.HTTPError(403)
        base = self.settings.get("base_url", "/")
        lang = request_lang(self)
        service = self.bridge.service
        tables, hard = service.tables(), service.hard_rules(10, lang)
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Cache-Control", "no-store")
        if self.get_query_argument("part", ""):
            self.finish(class_fragment(tables, hard, base, lang, teacher))
        else:
            closed = self.get_query_argument("closed", "")
            self.finish(class_page(tables, hard, base, lang, teacher, int(closed) if closed.isdigit() else None))

    def check_xsrf_cookie(self) -> None:
        return None  # the teacher's code in the address is the credential (checked in :meth:`post`)

    def post(self) -> None:
        """The teacher's buttons: ``close=CODE`` ends a table, ``close_device=KEY`` every table that device made."""
        from .handlers import request_lang

        teacher = self.get_query_argument("teacher", "")
        if not self.bridge.teacher_ok(teacher):
            raise web.HTTPError(403)
        service, code = self.bridge.service, self.get_body_argument("close", "")
        device = self.get_body_argument("close_device", "")
        if code:
            closed = [code] if any(t["code"] == code for t in service.tables()) else []
            if closed:
                service.close_as_teacher(code)
        elif device:
            closed = service.close_device(device)
        else:
            raise web.HTTPError(400, "nothing to close")
        log.info("The teacher closed %d table(s): %s", len(closed), ", ".join(closed) or "none")
        self.redirect(self.request.path + "?" + urlencode({"teacher": teacher, "lang": request_lang(self),
                                                           "closed": len(closed)}), status=303)


def tables_handlers(base_url: str, bridge: TablesBridge) -> list[tuple]:
    """The service's address for kernels and the teacher's view."""
    return [
        (posixpath.join(base_url, r"kit/tables/api/(\w+)"), TablesApiHandler, {"bridge": bridge}),
        (posixpath.join(base_url, "kit/class"), ClassHandler, {"bridge": bridge}),
    ]
