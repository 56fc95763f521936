"""The kit's server: Voila with the kit's settings, for a whole class at once.

* ``python -m widgets.server notebooks`` (what ``make serve`` runs) starts Voila on
  127.0.0.1 with :data:`CONFIG` (``widgets/server/jupyter_config.json``), the one place
  for the server settings: kernel culling, preheated kernel pools, compression, the
  static landing page. ``--class-size N`` keeps N preheated kernels per app (a class
  that opens the same app at once), ``--idle-minutes M`` sets the idle culling.
* On Binder, ``binder/postBuild`` copies the same file to ``~/.jupyter/``: the Jupyter
  server then uses :class:`~widgets.server.kernels.KitKernelManager` and loads this
  package as a server extension, which adds the same handlers
  (:func:`~widgets.server.handlers.kit_handlers`) in front of Voila's, and the same page
  handler as ``make serve``'s. A school's JupyterHub points ``JUPYTER_CONFIG_PATH`` at this
  folder: the same, with the ``KitHub`` settings (:mod:`widgets.hub.singleuser`).

One setting is for a rush: ``VoilaExecutor.iopub_timeout`` (60 s; nbclient's default is 4 s).
A preheated kernel runs the app's notebook while the machine fills its pools; when its output
came more than 4 s after the cell finished, the page was kept without it, and a visitor got an
empty page (12 of 30 learners arriving within 10 s, measured, before this setting).

Nothing here imports ipywidgets or plotly.
"""

from __future__ import annotations

import json
from pathlib import Path

CONFIG = Path(__file__).resolve().with_name("jupyter_config.json")


def _jupyter_server_extension_points():
    return [{"module": "widgets.server"}]


def _load_jupyter_server_extension(serverapp) -> None:
    """Binder: put the kit's handlers in front of Voila's in the Jupyter server."""
    from voila.configuration import VoilaConfiguration
    from voila.utils import get_voila_labextensions_path

    from . import guard, speedups
    from .handlers import kit_handlers

    speedups.install(serverapp.log, serverapp.log_level)
    guard.install(serverapp.log)
    web_app = serverapp.web_app
    voila = VoilaConfiguration(parent=serverapp)
    rules = kit_handlers(web_app.settings["base_url"], serverapp.root_dir,
                         get_voila_labextensions_path(voila.extra_labextensions_path))
    web_app.add_handlers(".*$", rules)
    # Tornado tries host rules in order and the first match wins: the kit's go first.
    web_app.default_router.rules.insert(0, web_app.default_router.rules.pop(-2))
    # a kernel started for a page answers that page only; odd paths are Jupyter's own (JupyterLab runs here)
    guard.Guard(web_app.settings["base_url"], serverapp.kernel_manager, log=serverapp.log,
                standalone=False).install(web_app)
    # the kit's page handler (limits, owner cookie, page watch) in place of Voila's; under a hub, one
    # person's pool and the hub's tables service (widgets.hub.singleuser)
    from widgets.hub import singleuser

    singleuser.install_pages(serverapp)
    if singleuser.under_hub():
        singleuser.apply_hub_settings(serverapp)
        route = singleuser.HubTablesRoute.from_environment()
        if route is not None and hasattr(serverapp.kernel_manager, "tables"):
            serverapp.kernel_manager.tables = route
            serverapp.log.info("Tokaido kit: tables at the hub's service %s", route.url)
            return
    # the class's tables (Play with others): the same service and settings as make serve's
    from . import CONFIG as _config
    from .tables_api import TablesBridge, tables_handlers

    bridge = TablesBridge.from_config(json.loads(_config.read_text()))
    bridge.url = f"http://127.0.0.1:{serverapp.port}{web_app.settings['base_url']}kit/tables/api/"
    web_app.add_handlers(".*$", tables_handlers(web_app.settings["base_url"], bridge))
    web_app.default_router.rules.insert(0, web_app.default_router.rules.pop(-2))
    if hasattr(serverapp.kernel_manager, "tables"):
        serverapp.kernel_manager.tables = bridge
    bridge.start_expiry()
    serverapp.log.info("Tokaido kit: landing page at %skit/", web_app.settings["base_url"])
    serverapp.log.info("Tokaido kit: tables kept in %s; the teacher's view at %skit/class?teacher=%s",
                       bridge.service.settings.data_dir, web_app.settings["base_url"], bridge.teacher_code)
