"""Run tutorials and store their outputs, for nbval (``make notebooks``).

The notebooks are the source: a teacher edits one in JupyterLab and saves it. This
re-executes it top to bottom in a fresh kernel, in its own folder, and writes it back
with its outputs, tidied so that a re-run changes only what really changed:

* no embedded widget state (it would carry plotly.js into every notebook);
* one stream output per stream name (however the kernel flushed it);
* widget views keep stable model ids (derived from the notebook and the cell);
* no per-run execution timestamps;
* nbval's markers (``# NBVAL_IGNORE_OUTPUT``) moved from the code to the cell's tags (:mod:`.markers`).
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from .markers import to_tags

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
KERNELSPEC = {"display_name": "Python 3", "language": "python", "name": "python3"}


def tidy(nb: nbformat.NotebookNode, name: str) -> nbformat.NotebookNode:
    """Remove what changes from run to run without changing what a reader sees."""
    nb.metadata.pop("widgets", None)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    for k, cell in enumerate(nb.cells):
        cell.get("metadata", {}).pop("execution", None)
        if cell.cell_type != "code":
            continue
        merged: list = []
        for output in cell.get("outputs", []):
            if (output.get("output_type") == "stream" and merged and merged[-1].get("output_type") == "stream"
                    and merged[-1]["name"] == output["name"]):
                merged[-1]["text"] += output["text"]
            else:
                merged.append(output)
        cell["outputs"] = merged
        for output in merged:
            view = output.get("data", {}).get(WIDGET_VIEW)
            if view:
                view["model_id"] = hashlib.sha1(f"{name}:{k}".encode()).hexdigest()[:32]
        keep_pictures_not_views(cell)
    return nb


def keep_pictures_not_views(cell: nbformat.NotebookNode) -> None:
    """A stored output that has a picture (a board, a quiz) keeps the picture, not the widget's view.

    The stored view names a widget that lived in the kernel that wrote the notebook. Opened where
    that kernel is gone (JupyterLab on Binder, before the cell is run), the view shows "Error
    displaying widget: model not found" instead of the picture beside it: JupyterLab prefers the
    view. Running the cell brings the live widget back; Voila and the static site run or draw the
    cells themselves. An output with no picture (an app, the strategy lab) keeps its view.
    """
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        if WIDGET_VIEW in data and "text/html" in data:
            del data[WIDGET_VIEW]


def execute(path: str | Path, timeout: int = 120) -> Path:
    """Execute the notebook at ``path`` in place; raise on the first failing cell (nothing is written)."""
    path = Path(path).resolve()
    nb = nbformat.read(str(path), as_version=4)
    to_tags(nb)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", store_widget_state=False,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    nbformat.validate(nb)
    nbformat.write(tidy(nb, path.name), str(path))
    return path
