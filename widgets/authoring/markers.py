"""Test machinery out of the code a learner reads: nbval's markers live in cell tags, not in comments.

nbval reads ``# NBVAL_IGNORE_OUTPUT`` (and the other markers) from a code cell's source, or the same
instruction from the cell's tags (``nbval-ignore-output``, ...; nbval 0.11, ``find_metadata_tags``).
A learner reads the source, so the kit keeps them in the tags: :func:`to_tags` moves any marker it finds
(``make notebooks`` does it before running a notebook), and :func:`in_source` lists what is left (the
rhythm check reports it). In JupyterLab, a cell's tags are in the right sidebar, "Common Tools".
"""

from __future__ import annotations

import re

import nbformat

#: nbval's comment markers and the tags nbval reads for the same instruction.
MARKERS = {
    "NBVAL_IGNORE_OUTPUT": "nbval-ignore-output",
    "NBVAL_CHECK_OUTPUT": "nbval-check-output",
    "NBVAL_RAISES_EXCEPTION": "nbval-raises-exception",
    "NBVAL_SKIP": "nbval-skip",
    "PYTEST_VALIDATE_IGNORE_OUTPUT": "nbval-ignore-output",
}

_LINE = re.compile(r"[ \t]*#+[ \t]*(" + "|".join(MARKERS) + r")[ \t]*(?:\n|\Z)")


def markers(source: str) -> list[str]:
    """The nbval markers written as comment lines in ``source``."""
    return [m.group(1) for m in _LINE.finditer(source) if m.start() == 0 or source[m.start() - 1] == "\n"]


def strip(source: str) -> str:
    """``source`` without its marker lines."""
    out = []
    for line in source.splitlines(True):
        if _LINE.fullmatch(line):
            continue
        out.append(line)
    return "".join(out).rstrip("\n") if out and not source.endswith("\n") else "".join(out)


def to_tags(nb: nbformat.NotebookNode) -> int:
    """Move every nbval marker of ``nb``'s code cells from the source to the cell's tags; how many moved."""
    moved = 0
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        found = markers(cell.source)
        if not found:
            continue
        cell.source = strip(cell.source)
        tags = list(cell.metadata.get("tags", []))
        for marker in found:
            if MARKERS[marker] not in tags:
                tags.append(MARKERS[marker])
        cell.metadata["tags"] = tags
        moved += len(found)
    return moved


def in_source(nb: nbformat.NotebookNode, name: str) -> list[str]:
    """A sentence per code cell of ``nb`` that still shows an nbval marker to the learner."""
    return [f"{name}: code cell {k} shows {found[0]!r} to the learner: make it the cell tag "
            f"{MARKERS[found[0]]!r} (`make notebooks` moves it)"
            for k, cell in enumerate(nb.cells) if cell.cell_type == "code" and (found := markers(cell.source))]
