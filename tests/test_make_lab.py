"""``make lab``, the README's way to edit tutorials, starts as root and not.

JupyterLab stops at once when run as root ("Running as root is not recommended. Use --allow-root to
bypass."): the Makefile gives ``--allow-root`` only when make runs as root.

``make lab`` and Binder's ``postBuild`` trust the kit's notebooks first: JupyterLab sanitizes an
untrusted notebook's stored HTML, and the tutorials' pictures of a board lost their drawings there
(:mod:`widgets.authoring.trust`).
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
    # the notebooks' signatures go to a folder of the test's own, not the user's Jupyter data folder
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(tmp_path), "JUPYTER_DATA_DIR": str(tmp_path / "data")}
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


def test_make_lab_and_binder_trust_the_kits_notebooks_first():
    out = subprocess.run(["make", "-n", "lab", "LAB_PORT=9321"], cwd=ROOT, capture_output=True, text=True).stdout
    lines = [line for line in out.splitlines() if "widgets.authoring trust" in line or "jupyter lab" in line]
    assert len(lines) == 2 and lines[0].endswith("python -m widgets.authoring trust notebooks"), lines
    post = (ROOT / "binder" / "postBuild").read_text()
    assert "python -m widgets.authoring trust notebooks" in post
    assert post.index("pip install --no-cache-dir --no-deps -e .") < post.index("widgets.authoring trust")


def _signed(path: Path, data_dir: Path) -> bool:
    import nbformat
    from nbformat.sign import NotebookNotary

    notary = NotebookNotary(data_dir=str(data_dir))
    try:
        return notary.check_signature(nbformat.read(str(path), as_version=4))
    finally:
        notary.close()


def test_trust_signs_the_kits_notebooks_but_not_one_whose_outputs_run_code(tmp_path):
    """What JupyterLab checks when it opens a notebook (the signature in the user's data folder, here a
    folder of the test's own): a tutorial of each game is trusted once the command ran; a notebook whose
    stored output carries a script is left untrusted (JupyterLab keeps sanitizing it)."""
    import json

    from widgets.authoring.__main__ import main

    data = tmp_path / "data"  # not made yet, as on a fresh Binder image: the command makes it
    tutorials = []
    for rel in ("sakura/03_garden_actions.ipynb", "tokaido/02_moving.ipynb", "duo/02_pilgrim.ipynb"):
        tutorials.append(tmp_path / rel.replace("/", "_"))
        shutil.copy(ROOT / "notebooks" / rel, tutorials[-1])
    scripted = tmp_path / "scripted.ipynb"
    notebook = json.loads(tutorials[0].read_text(encoding="utf-8"))
    cell = next(c for c in notebook["cells"] if c.get("outputs"))
    cell["outputs"] = [{"output_type": "display_data", "metadata": {},
                        "data": {"text/html": ["<b>board</b><script>alert(1)</script>"], "text/plain": ["board"]}}]
    scripted.write_text(json.dumps(notebook), encoding="utf-8")
    assert not data.exists()
    old = os.environ.get("JUPYTER_DATA_DIR")
    os.environ["JUPYTER_DATA_DIR"] = str(data)
    try:
        assert main(["trust", str(tmp_path)]) == 0
    finally:
        os.environ.pop("JUPYTER_DATA_DIR") if old is None else os.environ.update(JUPYTER_DATA_DIR=old)
    assert all(_signed(p, data) for p in tutorials)
    assert not _signed(scripted, data)


def test_no_notebook_of_the_kit_stores_an_output_that_runs_code():
    """Else ``make lab`` and Binder leave it untrusted, its pictures sanitized into words."""
    import nbformat

    from widgets.authoring.__main__ import notebooks
    from widgets.authoring.trust import active_outputs

    found = {str(p): a for p in notebooks([str(ROOT / "notebooks")])
             if (a := active_outputs(nbformat.read(str(p), as_version=4)))}
    assert not found, found


def test_a_stored_picture_is_not_hidden_behind_a_widget_view_jupyterlab_cannot_draw():
    """Opened in JupyterLab before its cells run, a tutorial shows its boards' and quizzes' stored pictures.

    JupyterLab prefers a stored widget view to the picture beside it, and the view's widget lived only in
    the kernel that wrote the notebook: every board showed "Error displaying widget: model not found"
    (222 outputs in 111 notebooks). ``make notebooks`` stores the picture alone
    (:func:`widgets.authoring.execute.keep_pictures_not_views`); an app or a lab, with no picture,
    keeps its view.
    """
    import nbformat

    from widgets.authoring.__main__ import notebooks
    from widgets.authoring.execute import WIDGET_VIEW, keep_pictures_not_views

    hidden, pictures = [], 0
    for path in notebooks([str(ROOT / "notebooks")]):
        for k, cell in enumerate(nbformat.read(str(path), as_version=4).cells):
            for output in cell.get("outputs", []):
                data = output.get("data", {})
                pictures += "text/html" in data
                if WIDGET_VIEW in data and "text/html" in data:
                    hidden.append(f"{path.relative_to(ROOT)} cell {k}")
    assert not hidden, hidden[:10]
    assert pictures >= 200
    cell = nbformat.v4.new_code_cell(outputs=[
        nbformat.v4.new_output("display_data", {WIDGET_VIEW: {"model_id": "m"}, "text/html": "<svg/>"}),
        nbformat.v4.new_output("display_data", {WIDGET_VIEW: {"model_id": "app"}, "text/plain": "App()"})])
    keep_pictures_not_views(cell)
    assert [sorted(o["data"]) for o in cell.outputs] == [["text/html"], sorted(["text/plain", WIDGET_VIEW])]
