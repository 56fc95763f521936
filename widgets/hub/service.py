"""The tables of a whole JupyterHub as one hub service: ``python -m widgets.hub.service``.

The hub starts it (a ``services`` entry with this command, :func:`widgets.hub.roster.tables_service`) and
routes ``/services/<name>/`` to it. Inside is the kit's own table service (:mod:`widgets.tables`, the same
code ``make serve`` runs): one database for the hub, in the service's data folder (``KIT_HUB_DATA``), so
every table is back after a restart.

* ``POST {prefix}api/<op>``: a page's kernel, in a learner's own server, with that server's token
  (``X-Kit-Table-Token``, :class:`widgets.hub.singleuser.HubTablesRoute`). The hub says whose token it is
  and that it may reach this service; the operation is then answered *as that hub user*: the user is the
  "device" of :mod:`widgets.tables` (tables and joins are counted per hub user), a seat is taken under
  the user's hub name, and a seat's (or a creator's) credential works only for the user it was given to.
* ``GET {prefix}class``: the teacher's view (:mod:`widgets.hub.teacher`), behind the hub's login.

Standard library, tornado and JupyterHub's service helpers; no ipywidgets.
"""

from __future__ import annotations

import json
import logging
import os
import sys
from typing import Any
from urllib.parse import urlsplit

from tornado import web
from tornado.ioloop import IOLoop

from widgets.server import CONFIG
from widgets.server.tables_api import TOKEN_HEADER, TablesApiHandler, TablesBridge
from widgets.tables import Refused, refusal_json
from widgets.tables.api import answer

from .settings import HubSettings

log = logging.getLogger("kit-tables")

#: operations that carry a seat's or a creator's credential: the credential must be the asking user's
CREDENTIAL_OPS = ("replica", "resume", "play", "leave", "hand", "close", "wait")


class HubTables(TablesBridge):
    """The table service, asked on behalf of hub users (the bridge's ``token`` is the hub user's name)."""

    def call(self, op: str, user: str, body: dict[str, Any]) -> dict[str, Any]:
        if op == "join":  # a seat carries the hub user's name
            body = dict(body, name=user[: self.service.settings.max_name_length])
        refused = self.foreign(op, user, body)
        if refused is not None:
            return refused
        out = answer(self.service, op, body, user, self._watching.setdefault(user, set()))
        if out is None:
            raise web.HTTPError(404)
        return out

    async def wait(self, user: str, body: dict[str, Any]) -> dict[str, Any]:
        return self.foreign("wait", user, body) or await super().wait(user, body)

    def foreign(self, op: str, user: str, body: dict[str, Any]) -> dict[str, Any] | None:
        """The refusal for a credential that is another user's (None: it is not)."""
        credential = body.get("credential")
        if op not in CREDENTIAL_OPS or credential is None:
            return None
        holder = self.service.holder(body.get("code") or "", credential) if isinstance(credential, str) else None
        if holder is None or holder == user:
            return None  # a wrong credential is refused by the service itself, as under make serve
        log.warning("user %s used a credential of %s's (table %s): refused", user, holder, body.get("code"))
        lang = body.get("lang") if isinstance(body.get("lang"), str) else None
        return {"refused": refusal_json(Refused("credential", "table.credential", "tables.why.credential"), lang)}


class ApiHandler(TablesApiHandler):
    """``POST {prefix}api/<op>``: a kernel's request, with its user's server token, answered as that user."""

    async def caller(self) -> str:
        token = self.request.headers.get(TOKEN_HEADER, "")
        auth = self.settings["hub_auth"]
        model = await auth.user_for_token(token, sync=False) if token else None
        if not model or model.get("kind") != "user" or not auth.check_scopes(auth.access_scopes, model):
            raise web.HTTPError(403)
        return model["name"]

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.finish(json.dumps({"error": status_code}))


def make_app(tables: HubTables, settings: HubSettings, env: Any = None) -> web.Application:
    """The service's web application (handlers under ``JUPYTERHUB_SERVICE_PREFIX``)."""
    from jupyterhub.services.auth import HubOAuth, HubOAuthCallbackHandler

    from .teacher import ClassHandler, CloseHandler, HubDirectory

    env = os.environ if env is None else env
    prefix = env.get("JUPYTERHUB_SERVICE_PREFIX", f"/services/{settings.service}/")
    auth = HubOAuth(api_token=env["JUPYTERHUB_API_TOKEN"], cache_max_age=60)
    directory = HubDirectory(auth.api_url, env["JUPYTERHUB_API_TOKEN"], settings)
    links = (env.get("JUPYTERHUB_BASE_URL") or "/") + "hub/user-redirect/"
    kwargs = {"tables": tables, "directory": directory, "links": links}
    return web.Application([
        (prefix + r"api/(\w+)", ApiHandler, {"bridge": tables}),
        (prefix + "class", ClassHandler, kwargs),
        (prefix + "class/close", CloseHandler, kwargs),
        (prefix + "oauth_callback", HubOAuthCallbackHandler),
        (prefix.rstrip("/"), web.RedirectHandler, {"url": prefix + "class"}),
        (prefix, web.RedirectHandler, {"url": prefix + "class"}),
    ], hub_auth=auth, cookie_secret=os.urandom(32), xsrf_cookies=True, base_url=prefix)


def main(argv: list[str] | None = None) -> int:
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(logging.Formatter("[kit-tables %(asctime)s] %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    settings = HubSettings.load()
    data = os.environ.get("KIT_HUB_DATA") or settings.data_dir or os.getcwd()
    tables = HubTables.from_config(json.loads(CONFIG.read_text()), data)
    app = make_app(tables, settings)
    where = urlsplit(os.environ.get("JUPYTERHUB_SERVICE_URL", "http://127.0.0.1:8002"))
    app.listen(where.port or 80, where.hostname or "127.0.0.1", xheaders=True)
    tables.start_expiry()
    log.info("tables of the hub kept in %s (%d back after the restart); listening on %s",
             tables.service.settings.data_dir, len(tables.service.restored), where.geturl())
    try:
        IOLoop.current().start()
    except KeyboardInterrupt:  # the hub stops (Ctrl-C reaches its whole group)
        pass
    finally:
        tables.service.close_store()
    return 0


if __name__ == "__main__":
    sys.exit(main())
