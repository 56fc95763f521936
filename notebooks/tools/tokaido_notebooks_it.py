"""Build the Italian Tokaido tutorials from the English ones.

    .venv/bin/python notebooks/tools/tokaido_notebooks_it.py [01_setup ...]   (no name: all eighteen)

``notebooks/it/tokaido/NN_x.ipynb`` is ``notebooks/tokaido/NN_x.ipynb`` with:

* its markdown cells replaced, in order, by the Italian text of ``notebooks/tools/tokaido_notebooks_it_text_a.py``
  (tutorials 1-9) and ``_b.py`` (10-18): the builder stops if the number of cells differs;
* the same code cells, the first one starting with ``set_language('it')``, the paths given to
  ``here=`` and ``nav(...)`` prefixed with ``it/``, the strings a learner reads in the code translated
  (``CODE``: each English string must be found), and the action-bar labels named by ``click_label``
  read from the engine's Italian catalogue: the English code cells are run here, in English, to find
  which action each label clicked, and the label becomes ``str(action)`` in Italian;
* no outputs: ``make notebooks NB=...`` stores them. A notebook whose cells would not change is not
  rewritten, so its stored outputs stay.
"""

from __future__ import annotations

import contextlib
import io
import re
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "notebooks"), str(Path(__file__).resolve().parent)]

from tokaido_kit.core import Action, i18n  # noqa: E402
from tokaido_notebooks_it_text_a import CODE as CODE_A, MD as MD_A  # noqa: E402
from tokaido_notebooks_it_text_b import CODE as CODE_B, MD as MD_B  # noqa: E402

LANG = "it"
SOURCE = ROOT / "notebooks" / "tokaido"
TARGET = ROOT / "notebooks" / LANG / "tokaido"
FIRST = f"from tokaido_kit.core.i18n import set_language\nset_language({LANG!r})\n"
MD = {**MD_A, **MD_B}
CODE = {**CODE_A, **CODE_B}
#: Labels built in the code with an f-string: the f-string and the action it stands for.
TEMPLATES = {"f'eat {dish}'": Action("buy_meal", meal="{dish}")}


def clicked(nb) -> dict[str, Action]:
    """English label -> the action it clicked: the English code cells run here up to the quiz."""
    from widgets.tokaido import TokaidoBoard

    seen: dict[str, Action] = {}
    original = TokaidoBoard.click_label

    def record(self, label):
        seen.update({label: a for a in self.actions.actions if str(a) == label})
        return original(self, label)

    TokaidoBoard.click_label = record
    i18n.set_language("en")
    scope: dict = {}
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            for cell in nb.cells:
                if cell.cell_type == "code" and not re.search(r"\b(Quiz|nav|house_rules)\(", cell.source):
                    exec(compile(cell.source, "<English cell>", "exec"), scope)
    finally:
        TokaidoBoard.click_label = original
    return seen


def italian(action: Action) -> str:
    i18n.set_language(LANG)
    try:
        return str(action)
    finally:
        i18n.set_language("en")


def translate_code(name: str, source: str, labels: dict[str, str], done: set) -> str:
    source = re.sub(r"\b(here=|nav\()'tokaido/", rf"\1'{LANG}/tokaido/", source)
    for english, text in CODE.get(name, []):
        if english in source:
            source = source.replace(english, text)
            done.add(english)
    for english, text in labels.items():
        # a label between quotes, but not an action kind: Action('pass') stays
        source = re.sub(r"(?<!Action\()'" + re.escape(english) + "'", lambda m: repr(text), source)
    for fstring, action in TEMPLATES.items():
        source = source.replace(fstring, "f" + repr(italian(action)))
    return source


def build(name: str) -> bool:
    """Write the Italian notebook ``name``; True if it changed."""
    nb = nbformat.read(str(SOURCE / f"{name}.ipynb"), as_version=4)
    texts = MD[name]
    markdown = [c for c in nb.cells if c.cell_type == "markdown"]
    if len(markdown) != len(texts):
        raise SystemExit(f"{name}: {len(markdown)} markdown cells in English, {len(texts)} in Italian")
    labels = {label: italian(action) for label, action in clicked(nb).items()}
    done: set = set()
    out = nbformat.from_dict(nb)
    md = iter(texts)
    first = True
    for cell in out.cells:
        if cell.cell_type == "markdown":
            cell.source = next(md)
            continue
        cell.source = translate_code(name, cell.source, labels, done)
        cell.outputs, cell.execution_count = [], None
        if first:
            cell.source, first = FIRST + cell.source, False
    missing = [e for e, _ in CODE.get(name, []) if e not in done]
    if missing:
        raise SystemExit(f"{name}: not found in the English code: {missing}")
    code = "\n".join(c.source for c in out.cells if c.cell_type == "code")
    english = {s for c in nb.cells if c.cell_type == "code" for s in re.findall(r"print\(f?('[^']+')", c.source)}
    if any(s in code for s in english):
        raise SystemExit(f"{name}: printed English left in the code: {[s for s in english if s in code]}")
    path = TARGET / f"{name}.ipynb"
    if path.exists():
        old = nbformat.read(str(path), as_version=4)
        if [(c.cell_type, c.source) for c in old.cells] == [(c.cell_type, c.source) for c in out.cells]:
            return False
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(out, str(path))
    return True


def main(names: list[str]) -> None:
    for name in names or sorted(MD):
        print(f"{TARGET.relative_to(ROOT)}/{name}.ipynb", "written" if build(name) else "unchanged")


if __name__ == "__main__":
    main(sys.argv[1:])
