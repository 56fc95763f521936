"""Build the Portuguese and Italian Sakura tutorials from the English ones, cell by cell.

    .venv/bin/python tools/sakura_notebooks.py [pt|it ...]

For every ``notebooks/sakura/NN_*.ipynb`` it writes ``notebooks/<lang>/sakura/NN_*.ipynb``:
the markdown cells are the translations of ``tools/sakura_notebooks_<lang>.py`` (same number,
same order), the code cells are the English code with only these changes: the first code cell
starts with ``set_language('<lang>')``, ``here=`` and ``nav(...)`` paths get the language prefix,
and the strings a learner reads (``CODE``) are translated. Rule ids, scenarios and clicks stay
identical, so every language tells the same story. Outputs are cleared: run
``make notebooks NB=notebooks/<lang>/sakura`` afterwards to store them.
"""

from __future__ import annotations

import copy
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ENGLISH = ROOT / "notebooks" / "sakura"
sys.path.insert(0, str(HERE))


def source(cell: dict) -> str:
    src = cell["source"]
    return "".join(src) if isinstance(src, list) else src


def translate(nb: dict, lang: str, name: str, text) -> dict:
    out = copy.deepcopy(nb)
    markdown = text.MD[name]
    cells = out["cells"]
    md_cells = [c for c in cells if c["cell_type"] == "markdown"]
    if len(md_cells) != len(markdown):
        raise SystemExit(f"{name}: {len(md_cells)} markdown cells in English, {len(markdown)} in {lang}")
    for cell, new in zip(md_cells, markdown):
        cell["source"] = new.splitlines(True)
    todo = list(text.CODE.get(name, []))
    first = True
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        code = source(cell)
        if first:
            code = f"from tokaido_kit.core.i18n import set_language\nset_language('{lang}')\n" + code
            first = False
        code = code.replace("here='sakura/", f"here='{lang}/sakura/").replace("nav('sakura/", f"nav('{lang}/sakura/")
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


def build(lang: str) -> list[Path]:
    text = importlib.import_module(f"sakura_notebooks_{lang}")
    target = ROOT / "notebooks" / lang / "sakura"
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for path in sorted(ENGLISH.glob("[0-9][0-9]_*.ipynb")):
        nb = json.loads(path.read_text(encoding="utf-8"))
        out = translate(nb, lang, path.stem, text)
        dest = target / path.name
        dest.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(dest)
    return written


if __name__ == "__main__":
    for lang in sys.argv[1:] or ["pt", "it"]:
        for dest in build(lang):
            print("wrote", dest.relative_to(ROOT))
