"""The code a learner reads carries no test machinery: nbval's instructions are cell tags."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook, new_output

from widgets import links
from widgets.authoring import __main__ as cli
from widgets.authoring.execute import execute
from widgets.authoring.markers import in_source, markers, strip, to_tags
from widgets.authoring.translation import fingerprint

ROOT = Path(__file__).resolve().parents[2]
ALL = sorted(p for p in links.NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def test_no_notebook_of_the_kit_shows_an_nbval_marker_to_the_learner():
    shown = [line for path in ALL for line in in_source(nbformat.read(str(path), as_version=4), str(path))]
    assert shown == []
    tagged = sum("nbval-ignore-output" in c.metadata.get("tags", [])
                 for path in ALL for c in nbformat.read(str(path), as_version=4).cells)
    assert tagged >= 200  # the markers moved to the tags, not away


def test_markers_move_to_tags_and_the_code_stays():
    nb = new_notebook(cells=[
        new_code_cell("# NBVAL_IGNORE_OUTPUT\ngame = SakuraGame.new(players=3)\nboard"),
        new_code_cell("x = 1  # NBVAL_SKIP is only a comment here\n#  NBVAL_SKIP\n", metadata={"tags": ["keep"]}),
        new_code_cell("print('# NBVAL_IGNORE_OUTPUT')"),
    ])
    assert to_tags(nb) == 2
    assert nb.cells[0].source == "game = SakuraGame.new(players=3)\nboard"
    assert nb.cells[0].metadata["tags"] == ["nbval-ignore-output"]
    assert nb.cells[1].source == "x = 1  # NBVAL_SKIP is only a comment here\n"
    assert nb.cells[1].metadata["tags"] == ["keep", "nbval-skip"]
    assert nb.cells[2].source == "print('# NBVAL_IGNORE_OUTPUT')" and "tags" not in nb.cells[2].metadata
    assert to_tags(nb) == 0 and in_source(nb, "x") == []
    assert markers("# NBVAL_CHECK_OUTPUT\nx") == ["NBVAL_CHECK_OUTPUT"] and strip("# NBVAL_SKIP") == ""


def test_moving_a_marker_does_not_make_a_translation_fall_behind():
    assert fingerprint("# NBVAL_IGNORE_OUTPUT\nQuiz('sakura.02', answer=1)") == fingerprint("Quiz('sakura.02', answer=1)")
    assert fingerprint("Quiz('sakura.02', answer=1)") != fingerprint("Quiz('sakura.02', answer=2)")


def test_the_check_fails_on_a_marker_in_the_source(tmp_path, capsys):
    path = tmp_path / "scratch.ipynb"
    nbformat.write(new_notebook(cells=[new_code_cell("# NBVAL_IGNORE_OUTPUT\nprint(1)")]), str(path))
    assert cli.main(["check", str(path)]) == 1
    assert "shows 'NBVAL_IGNORE_OUTPUT' to the learner: make it the cell tag 'nbval-ignore-output'" in \
        capsys.readouterr().out


def _stored(source: str, stored: str, tags: list[str]) -> nbformat.NotebookNode:
    cell = new_code_cell(source, metadata={"tags": tags} if tags else {}, execution_count=1,
                         outputs=[new_output("stream", name="stdout", text=stored)])
    return new_notebook(cells=[cell], metadata={"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                               "language": "python"}})


def test_nbval_reads_the_tags_and_make_notebooks_moves_the_markers(tmp_path):
    """nbval 0.11 honours ``nbval-ignore-output`` as a tag (the stored output differs, the cell passes) and
    compares an untagged cell (it fails); ``make notebooks`` turns a typed marker into the tag."""
    nbformat.write(_stored("import random\nprint(random.random())", "0.5\n", ["nbval-ignore-output"]),
                   str(tmp_path / "test_tagged.ipynb"))
    nbformat.write(_stored("print(2)", "3\n", []), str(tmp_path / "test_untagged.ipynb"))
    result = subprocess.run([sys.executable, "-m", "pytest", "--nbval", "--nbval-current-env", "-p", "no:cacheprovider",
                             "-q", "-rA", str(tmp_path)], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert "PASSED test_tagged.ipynb::Cell 0" in result.stdout, result.stdout[-3000:]
    assert "FAILED test_untagged.ipynb::Cell 0" in result.stdout, result.stdout[-3000:]

    path = tmp_path / "typed.ipynb"
    nbformat.write(new_notebook(cells=[new_code_cell("# NBVAL_IGNORE_OUTPUT\nprint(6 * 7)")]), str(path))
    execute(path)
    cell = nbformat.read(str(path), as_version=4).cells[0]
    assert cell.source == "print(6 * 7)" and cell.metadata["tags"] == ["nbval-ignore-output"]
    assert cell.outputs[0]["text"] == "42\n"


@pytest.mark.parametrize("game", links.GAMES)
def test_a_new_tutorial_starts_without_markers(game):
    nb = nbformat.read(str(links.NOTEBOOKS / f"authoring/template_{game}.ipynb"), as_version=4)
    assert in_source(nb, game) == [] and any("nbval-ignore-output" in c.metadata.get("tags", []) for c in nb.cells)
