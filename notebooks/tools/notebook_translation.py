"""Build a game's Portuguese and Italian tutorials from the English ones, cell by cell.

Used by ``notebooks/tools/sakura_notebooks.py`` and ``notebooks/tools/duo_notebooks.py``. For every
``notebooks/<game>/NN_*.ipynb`` it writes ``notebooks/<lang>/<game>/NN_*.ipynb``: the markdown
cells are the translations of ``notebooks/tools/<game>_notebooks_<lang>.py`` (``MD[name]``: same number, same
order), the code cells are the English code with only these changes: the first code cell starts with
``set_language('<lang>')``, ``here=`` and ``nav(...)`` paths get the language prefix, and the strings a
learner reads (``CODE[name]``: (English, translation) pairs, each must be found) are translated. Rule
ids, scenarios and clicks stay identical, so every language tells the same story. Outputs are
cleared: run ``make notebooks NB="notebooks/<lang>/<game>/..."`` afterwards to store them.
"""

from __future__ import annotations

import copy
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))


def source(cell: dict) -> str:
    src = cell["source"]
    return "".join(src) if isinstance(src, list) else src


def translate(nb: dict, game: str, lang: str, name: str, text, strip: bool = False) -> dict:
    """The English notebook ``nb`` in ``lang`` (``strip``: the translations' surrounding newlines dropped)."""
    out = copy.deepcopy(nb)
    markdown = text.MD[name]
    cells = out["cells"]
    md_cells = [c for c in cells if c["cell_type"] == "markdown"]
    if len(md_cells) != len(markdown):
        raise SystemExit(f"{name}: {len(md_cells)} markdown cells in English, {len(markdown)} in {lang}")
    for cell, new in zip(md_cells, markdown):
        cell["source"] = (new.strip("\n") if strip else new).splitlines(True)
    todo = list(text.CODE.get(name, []))
    first = True
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        code = source(cell)
        if first:
            code = f"from tokaido_kit.core.i18n import set_language\nset_language('{lang}')\n" + code
            first = False
        code = code.replace(f"here='{game}/", f"here='{lang}/{game}/").replace(f"nav('{game}/", f"nav('{lang}/{game}/")
        for old, new in list(todo):
            if old in code:
                code = code.replace(old, new)
                todo.remove((old, new))
        cell["source"] = code.splitlines(True)
        cell["outputs"] = []
        cell["execution_count"] = None
    if todo:
        raise SystemExit(f"{name}: English strings not found in the code cells: {todo}")
    return out


def build(game: str, lang: str, only: list[str] = (), strip: bool = False) -> list[Path]:
    """Write the ``lang`` tutorials of ``game`` (``only``: their numbers, "03") and return their paths."""
    text = importlib.import_module(f"{game}_notebooks_{lang}")
    target = ROOT / "notebooks" / lang / game
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for path in sorted((ROOT / "notebooks" / game).glob("[0-9][0-9]_*.ipynb")):
        if only and path.name[:2] not in only:
            continue
        if path.stem not in text.MD:
            print(f"{lang}: {path.stem} is not translated yet")
            continue
        nb = json.loads(path.read_text(encoding="utf-8"))
        out = translate(nb, game, lang, path.stem, text, strip)
        dest = target / path.name
        dest.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(dest)
    return written


def main(game: str, argv: list[str], strip: bool = False) -> None:
    """``[pt|it ...] [--only NN ...]``: build those languages (default both), print what was written."""
    cut = argv.index("--only") if "--only" in argv else len(argv)
    langs, only = argv[:cut], argv[cut + 1:]
    for lang in langs or ["pt", "it"]:
        for dest in build(game, lang, only, strip):
            print("wrote", dest.relative_to(ROOT))
