"""What a learner's own Jupyter server does for the kit under a hub (JupyterHub, Binder).

``make serve`` puts the kit's page handler (:func:`widgets.server.guard.page_handler_class`: admission
limits, the owner cookie that lets a kernel answer only its page, the page watch) in place of Voila's
when it builds its own application. A Jupyter server (``jupyterhub-singleuser``, Binder) builds Voila's
handlers in Voila's server extension instead: :func:`use_kit_pages` swaps the page handler there, so
the same limits hold (one learner opening 7 app tabs against a limit of 6 got 7 boards before).

Under a JupyterHub (:func:`under_hub`) the server serves one person: :func:`apply_hub_settings` sizes
its warm pool and its kernels from the ``KitHub`` section of the settings file
(:mod:`widgets.hub.settings`), and, when the hub runs the kit's tables service
(``KIT_HUB_TABLES_URL``, set by the hub's configuration), :class:`HubTablesRoute` sends its pages'
kernels there, with the user's own server token (the service asks the hub whose it is).

``python -m widgets.hub.singleuser`` (:func:`main`) is ``jupyterhub-singleuser`` without what a learner's
server never uses (:data:`UNUSED`): the command the hub runs for every learner.
"""

from __future__ import annotations

import os
import posixpath
import sys
from typing import Any

from tornado.ioloop import IOLoop

from .settings import HubSettings

#: set by the hub's configuration for every learner's server: where the hub's tables service answers
TABLES_URL_ENV = "KIT_HUB_TABLES_URL"


#: optional packages a learner's server never uses, kept out of it. ``rfc3987_syntax`` builds a parser for
#: internationalised addresses (IRIs) when jsonschema's format checks are imported, which every Jupyter
#: server does as it starts (its event logger): 3.0 of the 5.6 CPU-seconds a server took to start, measured
#: on the loaded 2-core machine. Without it jsonschema leaves the "iri" format unchecked, as where it is
#: not installed; no schema a Jupyter server, Voila or the kit loads uses that format.
UNUSED = ("rfc3987_syntax",)


def main() -> int:
    """A learner's server under a hub (``jupyterhub-singleuser``'s own entry point), without :data:`UNUSED`."""
    for name in UNUSED:
        sys.modules.setdefault(name, None)  # an import of it fails at once: the optional feature is skipped
    from jupyterhub.singleuser import main as singleuser_main

    return singleuser_main() or 0


def under_hub(env: Any = None) -> bool:
    """True in a server a JupyterHub started (its user's server token and prefix are in the environment)."""
    env = os.environ if env is None else env
    return bool(env.get("JUPYTERHUB_API_TOKEN")) and bool(env.get("JUPYTERHUB_SERVICE_PREFIX"))


def use_kit_pages(web_app: Any) -> int:
    """Put the kit's page handler in place of Voila's in ``web_app``'s routes; how many were swapped.

    Called when the kit's extension loads and once more when the server runs, for a Voila extension
    loaded after the kit's."""
    from voila.tornado.handler import TornadoVoilaHandler

    from widgets.server.guard import page_handler_class

    kit = page_handler_class(TornadoVoilaHandler)
    swapped = 0
    for host_rule in web_app.default_router.rules:
        for rule in getattr(host_rule.target, "rules", ()):
            if rule.target is TornadoVoilaHandler:
                rule.target = rule.handler_class = kit
                swapped += 1
    return swapped


def install_pages(serverapp: Any) -> None:
    """:func:`use_kit_pages` now and once the server runs (whichever extension loaded first)."""
    web_app, log = serverapp.web_app, serverapp.log

    def again() -> None:
        if use_kit_pages(web_app):
            log.info("Tokaido kit: Voila's pages get the kit's limits")

    if use_kit_pages(web_app):
        log.info("Tokaido kit: Voila's pages get the kit's limits")
    IOLoop.current().add_callback(again)


def apply_hub_settings(serverapp: Any, settings: HubSettings | None = None) -> HubSettings:
    """One person's server: its warm pool and kernel limit from the ``KitHub`` settings."""
    settings = settings or HubSettings.load()
    manager = serverapp.kernel_manager
    if hasattr(manager, "pool_size"):
        manager.pool_size = settings.pool_size
        manager.max_kernels = settings.max_kernels
    return settings


def public_links_base(env: Any = None) -> str:
    """Where links to an app open through the hub, for anyone, the server running or not:
    ``<public hub URL>user-redirect/`` (or the hub's path when it has no public URL set)."""
    env = os.environ if env is None else env
    hub = env.get("JUPYTERHUB_PUBLIC_HUB_URL") or posixpath.join(env.get("JUPYTERHUB_BASE_URL") or "/", "hub/")
    return hub.rstrip("/") + "/user-redirect/"


class HubTablesRoute:
    """The kernel manager's ``tables`` under a hub: pages' kernels reach the hub's tables service.

    Each page's kernel gets the service's address, the user's server token (the service asks the hub
    whose token it is, so a kernel acts only as its own user) and the base of the links it hands out
    (through ``/hub/user-redirect/``), and the hub user's name: the browser remembers each user's tables
    apart (learners sharing a school computer share its storage for the hub's address). Nothing is kept
    here: the token is the server's own."""

    def __init__(self, url: str, token: str, links: str, user: str = "") -> None:
        self.url = url.rstrip("/") + "/api/"
        self.token, self.links, self.user = token, links, user

    @classmethod
    def from_environment(cls, env: Any = None) -> "HubTablesRoute | None":
        env = os.environ if env is None else env
        url, token = env.get(TABLES_URL_ENV), env.get("JUPYTERHUB_API_TOKEN")
        if not (url and token and under_hub(env)):
            return None
        return cls(url, token, public_links_base(env), env.get("JUPYTERHUB_USER", ""))

    def kernel_env(self, _device: str) -> dict[str, str]:
        return {"KIT_TABLES_URL": self.url, "KIT_TABLES_TOKEN": self.token, "KIT_TABLES_LINKS": self.links,
                "KIT_TABLES_USER": self.user}

    def revoke(self, _token: str | None) -> None:
        """Nothing to forget: the token is the user's server's, revoked by the hub when it stops."""


if __name__ == "__main__":
    sys.exit(main())
