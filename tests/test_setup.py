"""The kit's setup as a newcomer meets it: README commands, Makefile, binder/, .ci/run.

The real check of the installs is `make test` itself on a fresh clone (``.ci/run``): it
creates a fresh venv from binder/requirements.txt. These tests keep the files that
promise it consistent with each other and with the environment the suite runs in.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^=\s;]+)$")
DIRECT = ("jupyterlab", "voila", "ipywidgets", "plotly", "anywidget", "ipykernel",
          "nbval", "pytest", "hypothesis", "playwright")
TOP_LEVEL = {"pyproject.toml", "README.md", "Makefile", "notebooks", "tokaido_kit",
             "widgets", "tests", "binder", "docs", "hub"}


def norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pins() -> dict[str, str]:
    found: dict[str, str] = {}
    for line in (BINDER / "requirements.txt").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        match = PIN.match(line)
        assert match, f"binder/requirements.txt: {line!r} is not an exact pin (name==version)"
        name = norm(match.group(1))
        assert name not in found, f"binder/requirements.txt pins {name} twice"
        found[name] = match.group(2)
    return found


def test_binder_requirements_pin_every_package_exactly():
    pinned = pins()
    missing = [d for d in DIRECT if d not in pinned]
    assert not missing, f"direct dependencies not pinned: {missing}"
    assert "tokaido-kit" not in pinned  # the kit itself is installed with `pip install -e .`


def test_the_suite_runs_on_the_pinned_versions():
    """What `make test` tests is what Binder and a fresh `make serve` install."""
    wrong = {}
    for name, version in pins().items():
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            installed = None
        if installed != version:
            wrong[name] = (version, installed)
    assert not wrong, f"pinned vs installed: {wrong}"


def test_binder_runtime_postbuild_and_voila_config():
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.11"
    post = BINDER / "postBuild"
    assert os.access(post, os.X_OK), "binder/postBuild must be executable"
    text = post.read_text()
    assert text.startswith("#!") and "pip install" in text and "-e ." in text
    # one settings file for `make serve` and Binder: postBuild copies it to ~/.jupyter
    assert "cp widgets/server/jupyter_config.json" in text
    assert not (BINDER / "jupyter_config.json").exists()
    config = json.loads((ROOT / "widgets" / "server" / "jupyter_config.json").read_text())
    assert "jupyterlab-jupytext" in config["VoilaConfiguration"]["extension_denylist"]
    assert config["ServerApp"]["jpserver_extensions"] == {"widgets.server": True}
    # a preheated page keeps its app's output even when the kernel answers late (a class rush)
    assert config["VoilaExecutor"]["iopub_timeout"] >= 30


def test_readme_opens_with_the_two_commands_and_a_binder_link_to_the_index():
    readme = (ROOT / "README.md").read_text()
    first_block = readme.split("```")[1]
    commands = [line.split("#")[0].strip() for line in first_block.splitlines()[1:] if line.strip()]
    assert commands == ["make serve", "make test"]
    assert "http://127.0.0.1:8866/kit/" in readme
    link = re.search(r"https://mybinder\.org/v2/gh/[^)\s]+", readme)
    assert link, "no Binder link in the README"
    assert link.group(0).endswith("?urlpath=kit%2F")
    assert (ROOT / "notebooks" / "index.ipynb").is_file()


def test_ci_run_is_the_readme_test_command():
    run = ROOT / ".ci" / "run"
    assert os.access(run, os.X_OK), ".ci/run must be executable"
    text = run.read_text()
    assert "set -euo pipefail" in text
    assert re.search(r"^make test\b", text, re.M)


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_serve_and_test_run_the_documented_commands():
    def dry_run(*args: str) -> str:
        out = subprocess.run(["make", "-n", "-B", *args], cwd=ROOT, capture_output=True, text=True,
                             check=True)
        return out.stdout

    serve = dry_run("serve", "PORT=9123")
    assert "python -m widgets.server notebooks --port=9123" in serve
    assert "--class-size" not in serve and "--idle-minutes" not in serve
    assert "pip install -r binder/requirements.txt" in serve
    classroom = dry_run("serve", "CLASS=30", "IDLE=20")
    assert "python -m widgets.server notebooks --port=8866 --class-size=30 --idle-minutes=20" in classroom
    assert "--room" not in serve and "--room" not in classroom  # 127.0.0.1 unless the teacher asks
    def server_line(out: str) -> str:
        return next(line for line in out.splitlines() if "-m widgets.server" in line).rstrip()

    room = server_line(dry_run("serve", "ROOM=1", "CLASS=30"))
    assert "python -m widgets.server notebooks --port=8866 --class-size=30" in room and room.endswith("--room")
    assert server_line(dry_run("serve", "ROOM_ADDRESS=127.0.0.2")).endswith("--room-address=127.0.0.2")
    from tests.browser.conftest import voila_command
    assert voila_command(Path("notebooks"), 9123, room_address="127.0.0.2")[-1] == "--room-address=127.0.0.2"
    # the browser tests start the server exactly as `make serve` does
    assert voila_command(Path("notebooks"), 9123)[1:] == ["-m", "widgets.server", "notebooks", "--port=9123"]
    test = dry_run("test")
    assert "pytest tests notebooks --nbval --nbval-current-env" in test
    assert "--nbval-sanitize-with tests/nbval_sanitize.cfg" in test


@pytest.mark.skipif(not (ROOT / ".git").exists() or shutil.which("git") is None,
                    reason="not a git checkout")
def test_top_level_is_exactly_the_agreed_layout():
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.split()
    top = {f.split("/")[0] for f in files}
    visible = {t for t in top if not t.startswith(".")}
    assert visible == TOP_LEVEL
    assert ".ci" in top
