"""How a page's kernel reaches the tables: :class:`HttpTables` (the served kit, over HTTP on this
machine) or :class:`LocalTables` (a service in the same process: notebooks and tests).

Both answer ``call(op, **body)`` with the operations of :mod:`widgets.tables.api` and
``wait(code, revision, since, credential, timeout)``, which returns once the table's revision
is not ``revision`` (or after ``timeout`` seconds) with the table's replica from decision ``since``.
:func:`from_environment` gives the served kit's client, or None where there is no server (the
static site, a notebook on its own). Standard library only.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from typing import Any

from .api import answer, malformed
from .limits import normalize_code

TOKEN_HEADER = "X-Kit-Table-Token"
#: seconds a ``wait`` may be held by the server (it answers after at most 20)
WAIT_TIMEOUT = 20.0


class TablesUnreachable(ConnectionError):
    """The server did not answer (restarting, or gone): try again in a moment."""


class HttpTables:
    """The served kit's table service, at ``url`` (``KIT_TABLES_URL``) with this kernel's ``token``."""

    def __init__(self, url: str, token: str, links: str = "", user: str = "") -> None:
        self.url, self.token = url, token
        #: where the links it hands out open (``KIT_TABLES_LINKS``: a hub's ``user-redirect/``); "" the server's
        self.links = links
        #: the hub user this kernel works for (``KIT_TABLES_USER``; "" on ``make serve``): the page keeps
        #: that user's tables apart from other users' of the same browser
        self.user = user

    def call(self, op: str, http_timeout: float = 10.0, **body: Any) -> dict[str, Any]:
        request = urllib.request.Request(self.url + op, data=json.dumps(body).encode(), method="POST",
                                         headers={"Content-Type": "application/json", TOKEN_HEADER: self.token})
        try:
            with urllib.request.urlopen(request, timeout=http_timeout) as reply:
                out = json.loads(reply.read())
        except (urllib.error.URLError, OSError, ValueError) as err:
            raise TablesUnreachable(str(err)) from None
        return out if isinstance(out, dict) else malformed()

    def wait(self, code: str, revision: int, since: int, credential: str | None = None,
             timeout: float = WAIT_TIMEOUT) -> dict[str, Any]:
        return self.call("wait", http_timeout=timeout + 10, code=code, revision=revision, since=since,
                         credential=credential, timeout=timeout)


class LocalTables:
    """A :class:`TableService` in this process, asked as the server would ask it for ``device``."""

    def __init__(self, service: Any = None, device: str = "127.0.0.1") -> None:
        if service is None:
            from .service import TableService

            service = TableService()
        self.service = service
        self.device = device
        self.watching: set[str] = set()

    def call(self, op: str, **body: Any) -> dict[str, Any]:
        out = answer(self.service, op, body, self.device, self.watching)
        return malformed() if out is None else out

    def wait(self, code: str, revision: int, since: int, credential: str | None = None,
             timeout: float = WAIT_TIMEOUT) -> dict[str, Any]:
        code = normalize_code(code) or ""
        if self.service.wait(code, revision, timeout) < 0:
            return {"gone": True}
        return self.call("replica", code=code, since=since, credential=credential)


def from_environment() -> HttpTables | None:
    """The served kit's tables, as the server told this kernel (None: no server here)."""
    url, token = os.environ.get("KIT_TABLES_URL"), os.environ.get("KIT_TABLES_TOKEN")
    if not (url and token):
        return None
    return HttpTables(url, token, os.environ.get("KIT_TABLES_LINKS", ""), os.environ.get("KIT_TABLES_USER", ""))
