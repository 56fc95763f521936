"""Build the notebooks under notebooks/ from the sources in this folder, then execute them.

    .venv/bin/python tests/notebooks/build_notebooks.py            # write + execute all
    .venv/bin/python tests/notebooks/build_notebooks.py --no-exec  # write only
    .venv/bin/python tests/notebooks/build_notebooks.py sakura/03_garden_actions.ipynb

Execution stores the deterministic outputs (seeded games, printed logs) that
nbval compares; widget state is not stored (it would embed plotly.js).
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import nbformat

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
NOTEBOOKS = ROOT / "notebooks"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
sys.path.insert(0, str(ROOT))

from tests.notebooks.sources_duo import DUO  # noqa: E402
from tests.notebooks.sources_other import OTHER  # noqa: E402
from tests.notebooks.sources_sakura import SAKURA  # noqa: E402
from tests.notebooks.sources_tokaido import TOKAIDO  # noqa: E402
from tests.notebooks.sources_tokaido_expansions import TOKAIDO_EXPANSIONS  # noqa: E402


def build(path: str, cells: list[tuple[str, str]]) -> Path:
    """Write one notebook from ``(kind, text)`` cells (kind "md" or "code")."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    for i, (kind, text) in enumerate(cells):
        cell = nbformat.v4.new_markdown_cell(text) if kind == "md" else nbformat.v4.new_code_cell(text)
        cell["id"] = f"cell-{i:02d}"
        nb.cells.append(cell)
    out = NOTEBOOKS / path
    out.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, str(out))
    return out


def execute(out: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
         "--NotebookClient.store_widget_state=False", str(out)],
        check=True, cwd=out.parent,
    )
    nb = nbformat.read(str(out), as_version=4)
    nb.metadata.pop("widgets", None)
    for k, cell in enumerate(nb.cells):
        cell.get("metadata", {}).pop("execution", None)
        merged = []
        for output in cell.get("outputs", []):  # one stream output per name, however it was flushed
            if (output.get("output_type") == "stream" and merged and merged[-1].get("output_type") == "stream"
                    and merged[-1]["name"] == output["name"]):
                merged[-1]["text"] += output["text"]
            else:
                merged.append(output)
        if "outputs" in cell:
            cell["outputs"] = merged
        for output in cell.get("outputs", []):  # stable ids: a rebuild only changes what changed
            view = output.get("data", {}).get(WIDGET_VIEW)
            if view:
                view["model_id"] = hashlib.sha1(f"{out.name}:{k}".encode()).hexdigest()[:32]
    nbformat.write(nb, str(out))


def main(argv: list[str]) -> None:
    run = "--no-exec" not in argv
    wanted = [a for a in argv if not a.startswith("--")]
    sources = {**SAKURA, **OTHER, **DUO, **TOKAIDO, **TOKAIDO_EXPANSIONS}
    for path, cells in sources.items():
        if wanted and path not in wanted:
            continue
        out = build(path, cells)
        if run:
            execute(out)
        print("built", out.relative_to(ROOT))


if __name__ == "__main__":
    main(sys.argv[1:])
