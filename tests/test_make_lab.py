"""``make lab``, the README's way to edit tutorials, starts as root and not (issue 24).

JupyterLab stops at once when run as root ("Running as root is not recommended. Use --allow-root to
bypass."): the Makefile gives ``--allow-root`` only when make runs as root.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _dry_run(*prefix: str) -> str:
    out = subprocess.run([*prefix, "make", "-n", "lab", "LAB_PORT=9321"], cwd=ROOT, capture_output=True, text=True)
    return next(line for line in out.stdout.splitlines() if "jupyter lab" in line)


def test_allow_root_only_for_root():
    line = _dry_run()
    assert "--ip=127.0.0.1 --port=9321 --no-browser --ServerApp.root_dir=notebooks" in line
    assert ("--allow-root" in line) == (os.geteuid() == 0)
    if os.geteuid() == 0 and shutil.which("setpriv"):
        # the same Makefile read by another user (nobody) leaves the flag out
        assert "--allow-root" not in _dry_run("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups")


def test_make_lab_starts_and_serves(tmp_path):
    """``make lab`` on a free loopback port: its "is running at" log line, one answer from its API, stopped."""
    port = _free_port()
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(tmp_path)}
    # -o: the venv's stamp counts as up to date (the setup is `make test`'s, not this test's: no pip install here)
    proc = subprocess.Popen(["make", "-o", ".venv/.kit-installed", "lab", f"LAB_PORT={port}"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True)
    log: list[str] = []
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            log.append(line)
            if "is running at" in "".join(log) and f"http://127.0.0.1:{port}/" in line:
                break  # "Jupyter Server ... is running at:", then its address on the next line
        text = "".join(log)
        assert "is running at" in text and f"http://127.0.0.1:{port}/" in text, text[-3000:]
        assert "Running as root is not recommended" not in text
        for _ in range(50):  # the address is printed as the server starts listening
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api", timeout=30) as answer:
                    assert answer.status == 200 and b"version" in answer.read()
                break
            except urllib.error.URLError as error:
                if not isinstance(error.reason, ConnectionRefusedError):
                    raise
                time.sleep(0.2)
        else:
            pytest.fail("make lab printed its address but does not answer on it")
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
