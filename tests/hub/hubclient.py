"""A learner or a teacher of the hub tests without a browser: the hub's login form, the hub's API, and
what a page's kernel in a learner's own server is given to reach the tables service.

* :class:`HubUser`: one person's HTTP session with the hub (httpx, its cookies): logs in through the
  login form, calls the hub's API as the hub's own pages do (their XSRF token), starts and stops the
  person's server as the idle culler does, and reads pages behind the hub's login (the teacher's view).
* :func:`kernel_tables` (:func:`hub_app`: a Sakura app with it): the tables client a kernel of ``user``'s running server gets: the address,
  the server's own token and the links' base, read from the server's environment as the kit's server
  extension reads them (:class:`widgets.hub.singleuser.HubTablesRoute`), so a test plays as that
  server's kernels do.
"""

from __future__ import annotations

import re
import time

import httpx
import psutil

from widgets.hub.settings import HubSettings
from widgets.hub.singleuser import HubTablesRoute
from widgets.sakura.app import SakuraApp
from widgets.tables.client import HttpTables

from .hubserver import PASSWORD, TEACHER_PASSWORD, HubServer

FORM_XSRF = re.compile(r'name="_xsrf" value="([^"]+)"')
PAGE_XSRF = re.compile(r'xsrf_token: "([^"]+)"')
#: the tables service, under the hub's address
SERVICE = f"services/{HubSettings.load().service}/"


class HubUser:
    """``user`` logged in to ``hub`` (``password``: the class's, or the teachers')."""

    def __init__(self, hub: HubServer, user: str, password: str = PASSWORD) -> None:
        self.hub, self.name = hub, user
        self.http = httpx.Client(follow_redirects=True, timeout=240)
        form = self.http.get(hub.url + "hub/login")
        reply = self.http.post(hub.url + "hub/login", data={"username": user, "password": password,
                                                             "_xsrf": FORM_XSRF.search(form.text).group(1)})
        if "/hub/login" in str(reply.url):
            raise RuntimeError(f"{user} could not log in: {reply.status_code}")
        self.xsrf = PAGE_XSRF.search(self.http.get(hub.url + "hub/home").text).group(1)

    def api(self, method: str, path: str, **kwargs) -> httpx.Response:
        """The hub's REST API (``hub/api/<path>``), as the hub's own pages call it."""
        return self.http.request(method, self.hub.url + "hub/api/" + path, headers={"X-XSRFToken": self.xsrf},
                                 **kwargs)

    def token(self, scopes: list[str]) -> str:
        """A token of this user's with ``scopes`` (no more than the user has)."""
        reply = self.api("POST", f"users/{self.name}/tokens", json={"scopes": scopes, "note": "kit test"})
        reply.raise_for_status()
        return reply.json()["token"]

    def start_server(self, timeout: float = 240.0) -> None:
        """Start this user's server (if stopped) and wait until it answers its landing page."""
        reply = self.api("POST", f"users/{self.name}/server")
        if reply.status_code not in (201, 202, 400):  # 400: it runs already
            raise RuntimeError(f"the hub did not start {self.name}'s server: {reply.status_code} {reply.text}")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            model = self.api("GET", f"users/{self.name}").json()
            if (model.get("servers", {}).get("") or {}).get("ready"):
                self.http.get(self.hub.url + f"user/{self.name}/api/status")  # the server's own login (OAuth)
                return
            time.sleep(0.5)
        raise RuntimeError(f"{self.name}'s server did not start in {timeout:.0f} s:\n{self.hub.log_tail(30)}")

    def stop_server(self, timeout: float = 120.0) -> None:
        """Stop this user's server as the idle culler does (the hub's API), and wait until it is gone."""
        reply = self.api("DELETE", f"users/{self.name}/server")
        if reply.status_code not in (202, 204):
            raise RuntimeError(f"the hub did not stop {self.name}'s server: {reply.status_code}")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not self.api("GET", f"users/{self.name}").json().get("servers"):
                return
            time.sleep(0.5)
        raise RuntimeError(f"{self.name}'s server was still running after {timeout:.0f} s")

    def close(self) -> None:
        self.http.close()


def server_environment(hub: HubServer, user: str) -> dict[str, str]:
    """The environment of ``user``'s running single-user server under ``hub`` (what it passes to its kernels)."""
    for proc in psutil.Process(hub.proc.pid).children(recursive=True):
        try:
            if "singleuser" not in " ".join(proc.cmdline()):  # jupyterhub-singleuser, or the kit's widgets.hub.singleuser
                continue
            env = proc.environ()
        except psutil.Error:
            continue
        if env.get("JUPYTERHUB_USER") == user:
            return env
    raise LookupError(f"{user}'s server is not running")


def kernel_tables(hub: HubServer, user: str) -> HttpTables:
    """The tables client a page's kernel in ``user``'s running server gets (its environment's
    ``KIT_TABLES_URL``, ``KIT_TABLES_TOKEN``, ``KIT_TABLES_LINKS``)."""
    route = HubTablesRoute.from_environment(server_environment(hub, user))
    assert route is not None, f"{user}'s server does not send its kernels to the hub's tables"
    env = route.kernel_env("")
    return HttpTables(env["KIT_TABLES_URL"], env["KIT_TABLES_TOKEN"], env["KIT_TABLES_LINKS"], env["KIT_TABLES_USER"])


def hub_app(hub: HubServer, user: str) -> SakuraApp:
    """A Sakura app as a page's kernel in ``user``'s running server makes it."""
    app = SakuraApp(players=3)
    app.table_panel.client = kernel_tables(hub, user)
    return app


def resync(*apps) -> None:
    for app in apps:
        if app.table_panel.table.sync():
            app.table_changed()


def hard_parts(hub: HubServer, teacher: str) -> dict[str, set[tuple[str, str]]]:
    """The teacher's view's "what the class finds hard", by class: the (game, rule) of each refused rule."""
    person = HubUser(hub, teacher, TEACHER_PASSWORD)
    try:
        reply = person.http.get(f"{hub.url}{SERVICE}class?part=1")
    finally:
        person.close()
    assert reply.status_code == 200, reply.status_code
    parts = re.findall(r"<section class='kit-class-hard-part' data-class='([^']+)'>(.*?)</section>", reply.text)
    return {group: set(re.findall(r"data-game='(\w+)' data-rule='([\w.]+)'", part)) for group, part in parts}
