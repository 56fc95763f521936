"""Start a new tutorial from the kit's template (notebooks/authoring/template_<game>.ipynb).

``new_tutorial("sakura", "09_my_rule")`` copies the game's template to
``notebooks/sakura/09_my_rule.ipynb``, ready to edit in JupyterLab: its links point at
its new place and its outputs are cleared. The index and the tutorials' navigation list
it at once (they read the folder). ``python -m widgets.authoring check`` then says what
it still lacks, and ``make notebooks`` stores its outputs for the tests.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat

from ..links import GAMES, NOTEBOOKS, TUTORIAL

#: The author's notes in a template: a tutorial should have none left once it is written.
AUTHOR_NOTE = "**For the author:**"


def template_path(game: str) -> str:
    return f"authoring/template_{game}.ipynb"


def new_tutorial(game: str, name: str, root: Path | None = None) -> Path:
    """Copy the template of ``game`` to ``<game>/<name>.ipynb`` and return the new file's path."""
    root = Path(root or NOTEBOOKS)
    if game not in GAMES:
        raise ValueError(f"no game {game!r}: choose one of {', '.join(GAMES)}")
    filename = name if name.endswith(".ipynb") else name + ".ipynb"
    if not TUTORIAL.fullmatch(filename):
        raise ValueError(f"{filename!r}: a tutorial's name is two digits, an underscore and a topic, "
                         "like '09_my_rule' (letters, digits, '_' or '-')")
    target = root / game / filename
    if target.exists():
        raise FileExistsError(f"{target} exists already: choose another name")
    nb = nbformat.read(str(root / template_path(game)), as_version=4)
    here, old = f"{game}/{filename}", template_path(game)
    number = int(filename[:2])
    for cell in nb.cells:
        cell.source = cell.source.replace(repr(old), repr(here))
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    nb.cells[0].source = re.sub(r"^(# [^:\n]*?)\s*\d+:", lambda m: f"{m.group(1)} {number}:", nb.cells[0].source,
                                count=1)
    target.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, str(target))
    return target
