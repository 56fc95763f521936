"""``python -m widgets.authoring trust``: JupyterLab shows the kit's stored outputs as the kit drew them.

JupyterLab shows a notebook's stored HTML outputs as written only when the notebook is *trusted*: signed in
this user's Jupyter data folder (``nbsignatures.db``, with the key ``notebook_secret`` beside it). Otherwise it
sanitizes them, and the tutorials' pictures of a board (:mod:`widgets.common.figure`: two SVG drawings and the
``<style>`` that chooses one) lose their SVG and their style: what is left is the drawings' words run together,
twice (measured in JupyterLab 4.6.6). A fresh clone, and Binder's copy, is trusted by nobody, so Binder's
``postBuild`` and ``make lab`` sign the kit's own notebooks with this command. Signing them trusts what the kit
wrote in them (its outputs are made by its own code, which a learner runs anyway); a notebook whose stored
outputs would run code in the page (a ``<script>``, a JavaScript output, an ``on...=`` handler, a
``javascript:`` link) is left unsigned, and JupyterLab keeps sanitizing it.

A notebook saved in JupyterLab while trusted is signed again by JupyterLab itself; one changed elsewhere (a
``git pull``) is trusted again the next time this runs.
"""

from __future__ import annotations

import re
from pathlib import Path

#: what in a stored output would run code in the page once trusted
ACTIVE = re.compile(r"<script\b|<[^>]*\son[a-z]+\s*=|javascript:", re.I)
ACTIVE_TYPES = ("application/javascript", "text/javascript")


def active_outputs(notebook) -> list[str]:
    """The outputs of ``notebook`` (a nbformat node) that would run code in the page: ``cell N: mime type``."""
    found = []
    for n, cell in enumerate(notebook.get("cells", []), 1):
        for output in cell.get("outputs", []):
            for mime, data in output.get("data", {}).items():
                text = "".join(data) if isinstance(data, list) else data
                markup = isinstance(text, str) and ("html" in mime or "svg" in mime)
                if mime in ACTIVE_TYPES or (markup and ACTIVE.search(text)):
                    found.append(f"cell {n}: {mime}")
    return found


def trust(paths: list[Path], data_dir: str | None = None) -> tuple[list[Path], dict[Path, list[str]]]:
    """Sign each notebook of ``paths`` whose outputs run no code (in ``data_dir``, else the user's Jupyter
    data folder, where JupyterLab looks). Returns the notebooks signed and, per notebook left unsigned,
    the outputs that would run code."""
    import nbformat
    from jupyter_core.paths import jupyter_data_dir
    from nbformat.sign import NotebookNotary

    folder = Path(data_dir or jupyter_data_dir())
    folder.mkdir(parents=True, exist_ok=True)  # else the signatures are kept in memory only, and lost
    notary = NotebookNotary(data_dir=str(folder))
    signed, refused = [], {}
    try:
        for path in paths:
            notebook = nbformat.read(str(path), as_version=nbformat.NO_CONVERT)
            active = active_outputs(notebook)
            if active:
                refused[path] = active
                continue
            if not notary.check_signature(notebook):
                notary.sign(notebook)
            signed.append(path)
    finally:
        notary.close()
    return signed, refused
