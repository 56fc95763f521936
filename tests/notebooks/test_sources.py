"""The committed notebooks match their sources and keep the outputs nbval compares."""

from pathlib import Path

import nbformat
import pytest

from tests.notebooks.sources_duo import DUO
from tests.notebooks.sources_other import OTHER
from tests.notebooks.sources_sakura import SAKURA
from tests.notebooks.sources_tokaido import TOKAIDO
from tests.notebooks.sources_tokaido_expansions import TOKAIDO_EXPANSIONS
from widgets import links

ROOT = Path(__file__).resolve().parents[2]
SOURCES = {**SAKURA, **OTHER, **DUO, **TOKAIDO, **TOKAIDO_EXPANSIONS}


@pytest.mark.parametrize("path", sorted(SOURCES))
def test_notebook_is_built_from_its_source_and_executed(path):
    nb = nbformat.read(str(ROOT / "notebooks" / path), as_version=4)
    assert [c.source for c in nb.cells] == [text for _, text in SOURCES[path]], (
        f"{path} is out of date: run .venv/bin/python tests/notebooks/build_notebooks.py")
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert all(c.execution_count is not None for c in code)  # stored outputs: nbval compares them
    assert "widgets" not in nb.metadata  # no embedded widget state (it would carry plotly.js)


def test_every_linked_notebook_has_a_source():
    assert set(links.all_notebooks()) == set(SOURCES)


@pytest.mark.parametrize("path", links.TUTORIALS["sakura"])
def test_sakura_tutorial_follows_the_rhythm(path):
    text = "\n".join(text for _, text in SOURCES[path])
    for part in ("rule_sheet(", "SakuraGame", "## Try it", "click_card", "print_events(",
                 "## What happened and why", "Quiz(", "nav(", "teaching deck / teaching garden"):
        assert part in text, f"{path} lacks {part}"


@pytest.mark.parametrize("path", links.TUTORIALS["tokaido"])
def test_tokaido_tutorial_follows_the_rhythm(path):
    text = "\n".join(text for _, text in SOURCES[path])
    for part in ("rule_sheet(", "TokaidoGame", "## Try it", "click_", "print_events(",
                 "## What happened and why", "Quiz(", "nav("):
        assert part in text, f"{path} lacks {part}"
