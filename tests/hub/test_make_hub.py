"""``make hub`` as a teacher or a school's IT types it: the Makefile's command, the launcher's choices."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from widgets.hub import __main__ as launcher
from widgets.hub.singleuser import HubTablesRoute, public_links_base, under_hub

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_hub_runs_the_launcher_with_the_teachers_choices_and_make_test_installs_the_proxy():
    def dry_run(*args: str) -> str:
        return subprocess.run(["make", "-n", "-B", *args], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout

    hub = dry_run("hub", "ROOM_ADDRESS=127.0.0.2", "USERS=ana bruno", "TEACHERS=lee", "CLASSES=7a=ana,bruno")
    assert ('python -m widgets.hub --port=8000 --room-address=127.0.0.2 --users="ana bruno" --teachers="lee" '
            '--classes="7a=ana,bruno"') in hub
    assert "--room" in dry_run("hub", "ROOM=1") and "--room" not in dry_run("hub")
    assert "npm ci --prefix hub" in dry_run("test")  # the hub tests' proxy, from npm


def test_the_passwords_are_made_once_and_kept_and_a_wrong_class_list_stops_with_the_reason(tmp_path, monkeypatch):
    monkeypatch.delenv("PASSWORD", raising=False)
    monkeypatch.delenv("TEACHER_PASSWORD", raising=False)
    args = launcher.parse(["--teachers=lee", "--classes=7a=ana,bruno", f"--state={tmp_path}"])
    first, again = launcher.hub_environment(args, tmp_path), launcher.hub_environment(args, tmp_path)
    assert first["KIT_HUB_PASSWORD"] == again["KIT_HUB_PASSWORD"] and len(first["KIT_HUB_PASSWORD"]) >= 8
    assert len(first["KIT_HUB_TEACHER_PASSWORD"]) >= 32  # JupyterHub's rule for an admin password
    assert first["KIT_HUB_IP"] == "127.0.0.1"
    said = launcher.announcement(first)
    assert "Learners open: http://127.0.0.1:8000/" in said and first["KIT_HUB_PASSWORD"] in said
    assert "services/kit-tables/class" in said
    bad = launcher.parse(["--classes=7a", f"--state={tmp_path}"])
    with pytest.raises(ValueError, match="NAME=learner"):
        launcher.hub_environment(bad, tmp_path)
    assert launcher.main(["--classes=7a", f"--state={tmp_path}"]) == 2


def test_a_learners_server_under_a_hub_sends_its_kernels_to_the_hubs_tables_with_its_own_token():
    env = {"JUPYTERHUB_API_TOKEN": "t0k", "JUPYTERHUB_SERVICE_PREFIX": "/user/ana/", "JUPYTERHUB_USER": "ana",
           "JUPYTERHUB_PUBLIC_HUB_URL": "http://school.example:8000/hub/",
           "KIT_HUB_TABLES_URL": "http://127.0.0.1:8002/services/kit-tables/"}
    assert under_hub(env) and not under_hub({"JUPYTERHUB_API_TOKEN": "t0k"})
    route = HubTablesRoute.from_environment(env)
    assert route.kernel_env("127.0.0.1") == {
        "KIT_TABLES_URL": "http://127.0.0.1:8002/services/kit-tables/api/", "KIT_TABLES_TOKEN": "t0k",
        "KIT_TABLES_LINKS": "http://school.example:8000/hub/user-redirect/", "KIT_TABLES_USER": "ana"}
    assert public_links_base({"JUPYTERHUB_BASE_URL": "/"}) == "/hub/user-redirect/"
    assert HubTablesRoute.from_environment(dict(env, KIT_HUB_TABLES_URL="")) is None  # Binder: the server's own
