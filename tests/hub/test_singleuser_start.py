"""A learner's server under a hub starts without what it never uses (``python -m widgets.hub.singleuser``,
the command the hub's configuration runs): the IRI parser jsonschema would build at every start (3.0 of
5.6 CPU-seconds, measured by ``bench_hub.py --prepared``) stays out, and the server is still the hub's
single-user server, with jsonschema's other format checks."""

from __future__ import annotations

import subprocess
import sys

from tests.browser.conftest import ROOT

STARTS = """
import runpy, sys
sys.argv = ["jupyterhub-singleuser", "--help"]
try:
    runpy.run_module("widgets.hub.singleuser", run_name="__main__")
except SystemExit:
    pass
from jsonschema import FormatChecker
print("loaded:", sys.modules.get("rfc3987_syntax") is not None, "app:", "jupyter_server.serverapp" in sys.modules,
      "checks:", "uri" in FormatChecker.checkers)
"""


def test_a_learners_server_starts_without_the_iri_parser():
    done = subprocess.run([sys.executable, "-c", STARTS], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "loaded: False app: True checks: True", done.stdout


def test_the_hub_runs_that_command_for_every_learner(tmp_path):
    code = ("import json, os\n"
            f"os.environ.update(KIT_HUB_PASSWORD='x', KIT_HUB_STATE={str(tmp_path)!r})\n"
            "from traitlets.config import PyFileConfigLoader\n"
            "print(json.dumps(PyFileConfigLoader('config.py', path='widgets/hub').load_config().Spawner.cmd))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().endswith(f'["{sys.executable}", "-m", "widgets.hub.singleuser"]'), done.stdout
