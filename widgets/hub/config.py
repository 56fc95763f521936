"""The JupyterHub configuration ``make hub`` runs: ``jupyterhub -f widgets/hub/config.py``.

A school's hub on one machine, as a school's IT would set one up, with JupyterHub's own parts:

* the proxy: configurable-http-proxy from npm (``hub/node_modules``, installed by ``make hub``);
* logins: JupyterHub's shared-password authenticator: learners log in with their name (the names the
  teacher listed, or any name) and the class password; teachers are the hub's admins and log in with
  the teachers' password (a learner who knows the class password cannot log in as a teacher);
* each learner's own server: the local process spawner, running ``jupyterhub-singleuser`` (through
  :mod:`widgets.hub.singleuser`, which keeps out what a learner's server never uses) in the kit's
  checkout with the kit's settings (``JUPYTER_CONFIG_PATH`` = ``widgets/server``), opening at ``/kit/``;
  a link to a stopped server starts it (``implicit_spawn_seconds``);
* classes: a JupyterHub group per class, and the teachers' group named in the settings (``KitHub``);
* services: the idle culler (a learner's server idle for ``KIT_HUB_IDLE`` minutes stops) and the kit's
  tables (:mod:`widgets.hub.service`), each with only the scopes it needs.

Everything comes from environment variables that ``python -m widgets.hub`` sets (see
:mod:`widgets.hub.__main__`); the tests start the same file with their own.
"""

# ruff: noqa: F821  (``c`` is given by JupyterHub)
from __future__ import annotations

import os
import sys
from pathlib import Path

from widgets.hub.roster import hub_groups, hub_roles, tables_service

ROOT = Path(__file__).resolve().parents[2]
env = os.environ
state = Path(env.get("KIT_HUB_STATE", ROOT / ".hub")).resolve()
state.mkdir(parents=True, exist_ok=True)
ip, port = env.get("KIT_HUB_IP", "127.0.0.1"), int(env.get("KIT_HUB_PORT", "8000"))

c = get_config()  # noqa: F821
c.JupyterHub.ip, c.JupyterHub.port = ip, port
c.JupyterHub.public_url = f"http://{ip}:{port}/"
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = int(env.get("KIT_HUB_API_PORT", "8081"))
c.JupyterHub.db_url = f"sqlite:///{state / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(state / "jupyterhub_cookie_secret")
c.JupyterHub.pid_file = str(state / "jupyterhub.pid")
c.ConfigurableHTTPProxy.command = [str(ROOT / "hub" / "node_modules" / ".bin" / "configurable-http-proxy")]
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{env.get('KIT_HUB_PROXY_API_PORT', '8001')}"
c.ConfigurableHTTPProxy.pid_file = str(state / "proxy.pid")
c.ConfigurableHTTPProxy.debug = False
# a direct link to a learner whose server is stopped (a table's invite, a tutorial) starts it
c.JupyterHub.implicit_spawn_seconds = 0.5
c.JupyterHub.default_url = "/hub/user-redirect/kit/"

# logins: the class password, or the teachers' (admins)
c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = env["KIT_HUB_PASSWORD"]
if env.get("KIT_HUB_TEACHER_PASSWORD"):
    c.SharedPasswordAuthenticator.admin_password = env["KIT_HUB_TEACHER_PASSWORD"]
learners = env.get("KIT_HUB_USERS", "").split()
teachers = env.get("KIT_HUB_TEACHERS", "").split()
if learners:
    c.Authenticator.allowed_users = set(learners) | set(teachers)
else:
    c.Authenticator.allow_all = True
c.Authenticator.admin_users = set(teachers)
c.JupyterHub.load_groups = hub_groups(env.get("KIT_HUB_CLASSES", ""), teachers)

# each learner's own server: the kit's checkout, settings and landing page
c.JupyterHub.spawner_class = "simple"
c.Spawner.cmd = [sys.executable, "-m", "widgets.hub.singleuser"]
c.Spawner.args = ["--allow-root"] if os.geteuid() == 0 else []
c.Spawner.notebook_dir = str(ROOT / "notebooks")
c.Spawner.default_url = "/kit/"
c.SimpleLocalProcessSpawner.home_dir_template = str(state / "homes" / "{username}")
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 90
service = tables_service(state, int(env.get("KIT_HUB_TABLES_PORT", "8002")))
c.Spawner.environment = {
    "JUPYTER_CONFIG_PATH": str(ROOT / "widgets" / "server"),
    "KIT_HUB_TABLES_URL": service["url"] + f"/services/{service['name']}/",
    "PYTHONUNBUFFERED": "1",
    # kernels talk over Unix sockets, whose paths may not pass 107 characters: not under a deep home
    "JUPYTER_RUNTIME_DIR": lambda spawner: f"/tmp/kit-hub-{port}-{spawner.user.name}",
}
# the user's server token: what the server needs, and the tables service (its kernels' calls)
c.Spawner.server_token_scopes = ["users:activity!user", "access:servers!server",
                                 f"access:services!service={service['name']}"]

# services: the idle culler and the kit's tables, each with only the scopes it needs
idle = int(env.get("KIT_HUB_IDLE", "30"))
c.JupyterHub.services = [service] + ([{
    "name": "idle-culler",
    "command": [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={idle * 60}", "--cull-every=60"],
}] if idle > 0 else [])
c.JupyterHub.load_roles = hub_roles(service["name"], idle > 0)
