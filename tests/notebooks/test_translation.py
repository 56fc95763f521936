"""Translations kept as notebooks: each translated cell records the English cell it follows, and
``python -m widgets.authoring check`` lists what fell behind (warnings, never a failure)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from widgets import links
from widgets.authoring import __main__ as cli
from widgets.authoring import translation
from widgets.authoring.translation import KEY, fingerprint, mark_translated, warnings

NAME = "sakura/01_goal_and_setup.ipynb"


def _notebook(*cells) -> nbformat.NotebookNode:
    nb = new_notebook(cells=list(cells))
    for k, cell in enumerate(nb.cells):
        cell["id"] = f"cell-{k:02d}"
    return nb


@pytest.fixture
def kit(tmp_path, monkeypatch):
    """A notebooks folder with one English tutorial and its Portuguese translation, recorded as up to date."""
    (tmp_path / "sakura").mkdir()
    (tmp_path / "pt" / "sakura").mkdir(parents=True)
    english = _notebook(new_markdown_cell("# Sakura 1: the goal\n\nPaint the Emperor."),
                        new_code_cell("game = SakuraGame.new(players=3, seed=1)"),
                        new_markdown_cell("## Try it\n\nClick card 4."))
    nbformat.write(english, str(tmp_path / NAME))
    pt = _notebook(new_markdown_cell("# Sakura 1: o objetivo\n\nPinte o Imperador."),
                   new_code_cell("set_language('pt')\ngame = SakuraGame.new(players=3, seed=1)"),
                   new_markdown_cell("## Experimente\n\nClique na carta 4."))
    nbformat.write(pt, str(tmp_path / "pt" / NAME))
    monkeypatch.setattr(translation, "NOTEBOOKS", tmp_path)
    monkeypatch.setattr(translation, "languages", lambda: ["pt"])
    assert mark_translated(tmp_path / "pt" / NAME) == 3
    return tmp_path


def _edit(path: Path, k: int, text: str) -> None:
    nb = nbformat.read(str(path), as_version=4)
    nb.cells[k].source = text
    nbformat.write(nb, str(path))


def test_each_translated_cell_records_the_english_cell_it_follows(kit):
    pt = nbformat.read(str(kit / "pt" / NAME), as_version=4)
    english = nbformat.read(str(kit / NAME), as_version=4)
    assert [c.metadata[KEY] for c in pt.cells] == [{"cell": c.id, "sha1": fingerprint(c.source)} for c in english.cells]
    assert warnings([kit / NAME, kit / "pt" / NAME], kit) == []


def test_a_changed_english_cell_is_listed_and_an_untouched_one_is_not(kit):
    _edit(kit / NAME, 2, "## Try it\n\nClick card 5.")
    found = warnings([kit / NAME], kit)
    assert len(found) == 1, found
    assert found[0].startswith(f"pt/{NAME}: cell cell-02 (markdown) translates the English cell cell-02, changed since")
    assert found[0].endswith("'## Try it'")  # the English cell, by its first line
    # The same list from the translation's side, and once only when both are named.
    assert warnings([kit / "pt" / NAME], kit) == found == warnings([kit / NAME, kit / "pt" / NAME], kit)
    # A translator's edit of the Portuguese alone does not silence it: the record does.
    _edit(kit / "pt" / NAME, 2, "## Experimente\n\nClique na carta 5.")
    assert warnings([kit / NAME], kit) == found
    assert mark_translated(kit / "pt" / NAME, cells=["cell-02"]) == 1
    assert warnings([kit / NAME], kit) == []


def test_marking_some_cells_leaves_the_others_listed(kit):
    _edit(kit / NAME, 0, "# Sakura 1: the goal of the game\n\nPaint the Emperor.")
    _edit(kit / NAME, 1, "game = SakuraGame.new(players=4, seed=1)")
    assert len(warnings([kit / NAME], kit)) == 2
    mark_translated(kit / "pt" / NAME, cells=["cell-01"])
    found = warnings([kit / NAME], kit)
    assert len(found) == 1 and "cell cell-00 (markdown)" in found[0]


def test_new_and_removed_english_cells_are_listed(kit):
    nb = nbformat.read(str(kit / NAME), as_version=4)
    extra = new_markdown_cell("## What happened and why\n\nBlue went first.")
    extra["id"] = "cell-09"
    nb.cells = [c for c in nb.cells if c.id != "cell-01"] + [extra]
    nbformat.write(nb, str(kit / NAME))
    found = "\n".join(warnings([kit / NAME], kit))
    assert "the English cell cell-09 (markdown) has no translation here: '## What happened and why'" in found
    assert "cell cell-01 translates the English cell cell-01, which is no longer there" in found
    assert "cell-00" not in found and "cell-02" not in found


def test_an_english_tutorial_without_translation_is_a_warning_not_a_failure(kit, monkeypatch, capsys):
    nbformat.write(_notebook(new_markdown_cell("# Sakura 9: a new rule")), str(kit / "sakura/09_new_rule.ipynb"))
    monkeypatch.setattr("widgets.authoring.rhythm.problems", lambda *a, **k: [])  # the rhythm is not tested here
    assert cli.main(["check", str(kit / "sakura")]) == 0
    out = capsys.readouterr().out
    assert "sakura/09_new_rule.ipynb: no pt translation yet (notebooks/pt/sakura/09_new_rule.ipynb)" in out
    assert f"pt/{NAME}" not in out.split("Translations to bring up to date", 1)[1]


def test_the_translated_command_records_and_refuses_an_english_notebook(kit, capsys):
    _edit(kit / NAME, 1, "game = SakuraGame.new(players=5, seed=1)")
    assert cli.main(["translated", str(kit / "pt" / NAME), "--cell", "cell-01"]) == 0
    assert "1 cells recorded" in capsys.readouterr().out
    assert warnings([kit / NAME], kit) == []
    with pytest.raises(SystemExit):
        cli.main(["translated", str(kit / NAME)])


@pytest.mark.parametrize("lang", ["pt", "it"])
def test_every_translation_of_the_kit_records_its_english_cells(lang):
    """Each translated tutorial, lab and index says which English cells it follows (a check has something to
    compare), and every record names a cell of its English notebook."""
    root = links.NOTEBOOKS
    paths = sorted(p for p in (root / lang).rglob("*.ipynb") if translation.split(p, root))
    assert len(paths) >= 30
    for path in paths:
        english = nbformat.read(str(root / translation.split(path, root)[1]), as_version=4)
        ids = {c.id for c in english.cells}
        records = [c.metadata.get(KEY) for c in nbformat.read(str(path), as_version=4).cells]
        assert any(records), f"{path}: no cell records the English cell it translates"
        assert all(r["cell"] in ids for r in records if r), f"{path}: a record names no English cell"


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=kit", "-c", "user.email=kit@example.invalid", *args], cwd=cwd,
                   check=True, capture_output=True)


def test_the_diff_shows_what_changed_in_english_since_the_translation(kit, capsys, monkeypatch):
    monkeypatch.setattr("widgets.authoring.rhythm.problems", lambda *a, **k: [])  # the rhythm is not tested here
    _git(kit, "init", "-q")
    _git(kit, "add", ".")
    _git(kit, "commit", "-q", "-m", "translated")
    _edit(kit / NAME, 2, "## Try it\n\nClick card 5, then card 9.")
    _git(kit, "commit", "-q", "-am", "English changed")
    change = translation.english_change(NAME, "cell-02", fingerprint("## Try it\n\nClick card 4."), kit)
    assert change.splitlines()[-2:] == ["-Click card 4.", "+Click card 5, then card 9."]
    assert translation.english_change(NAME, "cell-02", "000000000000", kit) is None  # not in the history
    assert cli.main(["check", str(kit / "pt" / NAME), "--diff"]) == 0
    out = capsys.readouterr().out
    assert f"pt/{NAME} cell cell-02:" in out and "+Click card 5, then card 9." in out


def test_without_git_history_the_diff_says_so(kit):
    _edit(kit / NAME, 0, "# Sakura 1: the goal of the game")
    (found,) = translation.diffs([kit / NAME], kit)
    assert found == f"pt/{NAME} cell cell-00:\n  (the English version it was translated from is not in git's history)"
