"""The tutorial rhythm, checked on the notebooks themselves (DESIGN.md, "Notebooks").

A tutorial is any notebook ``notebooks/<game>/NN_topic.ipynb``. Whatever a teacher
edits in JupyterLab, it keeps being a tutorial as long as it keeps these steps, in
this order (other cells may sit between them):

1. a title (``# ...``) and the rule in a few plain sentences;
2. the rule sheet: a code cell calling ``rule_sheet(...)`` with the rule ids taught here;
3. ``## A position where the rule is about to matter``, then a code cell that sets up a
   game (``Game.scenario(...)`` or ``Game.new(...)``) and shows its board;
4. ``## Try it``, then a code cell doing the same clicks in Python (a ``click_...``
   call) and printing the log (``print_events(...)``);
5. ``## What happened and why``;
6. ``## Check your understanding``, then a ``Quiz(...)``;
7. if the catalogue sends a kit decision (a house rule) here: ``## House rules`` and
   ``house_rules(...)`` naming it;
8. last, the links to the other tutorials: ``nav(...)``.

Every rule whose catalogue section is this notebook must be in its ``rule_sheet(...)``
(or, for a kit decision, in ``house_rules(...)``). :func:`problems` says exactly what
is missing, in words; ``python -m widgets.authoring check`` prints it for any notebook.

A translation ``notebooks/<lang>/<game>/NN_topic.ipynb`` is checked in its language: its
headings and its teaching-board label are those of :data:`HEADINGS` and :data:`LABELS` for
``<lang>``, and its rules are those the catalogue sends to the English ``<game>/NN_topic.ipynb``.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import nbformat

from tokaido_kit.core.rules import Rule

from .template import AUTHOR_NOTE

#: Words a game's tutorials must carry, per language: the label of a teaching board (shared/rules/*.md).
LABELS = {
    "en": {"sakura": "teaching deck / teaching garden", "duo": "teaching island v1, not the printed board"},
    "pt": {"sakura": "baralho de ensino / jardim de ensino", "duo": "ilha de ensino v1, não o tabuleiro impresso"},
    "it": {"sakura": "mazzo didattico / giardino didattico", "duo": "isola didattica v1, non il tabellone stampato"},
}

#: The rhythm's headings, per language.
HEADINGS = {
    "en": {"position": "## A position where the rule is about to matter", "try": "## Try it",
           "why": "## What happened and why", "quiz": "## Check your understanding", "house": "## House rules"},
    "pt": {"position": "## Uma posição em que a regra está prestes a contar", "try": "## Experimente",
           "why": "## O que aconteceu e por quê", "quiz": "## Verifique o que entendeu", "house": "## Regras da casa"},
    "it": {"position": "## Una situazione in cui la regola entra in gioco", "try": "## Prova tu",
           "why": "## Cosa è successo e perché", "quiz": "## Verifica cosa hai capito", "house": "## Regole della casa"},
}


def language_of(path: str) -> str:
    """``"pt/sakura/03_x.ipynb"`` -> ``"pt"``; an English tutorial or a template -> ``"en"``."""
    head = path.split("/", 1)[0]
    return head if head in HEADINGS and path.count("/") >= 2 else "en"


def english_path(path: str) -> str:
    """``"pt/sakura/03_x.ipynb"`` -> ``"sakura/03_x.ipynb"`` (what the catalogue's sections name)."""
    return path.split("/", 1)[1] if language_of(path) != "en" else path


@dataclass(frozen=True)
class Cell:
    kind: str  # "markdown" or "code"
    text: str

    def heading(self) -> str:
        """The first line if this is a markdown heading, else ''."""
        first = self.text.lstrip().split("\n", 1)[0].strip()
        return first if self.kind == "markdown" and first.startswith("#") else ""

    def calls(self) -> dict[str, list]:
        """Function or method name -> the string arguments of each call in this code cell."""
        if self.kind != "code":
            return {}
        lines = [ln for ln in self.text.splitlines() if not ln.lstrip().startswith(("%", "!"))]
        try:
            tree = ast.parse("\n".join(lines))
        except SyntaxError:
            return {}
        found: dict[str, list] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
                if name:
                    found.setdefault(name, []).extend(
                        a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str))
        return found


def cells(path: str | Path) -> list[Cell]:
    nb = nbformat.read(str(path), as_version=4)
    return [Cell(c.cell_type, c.source) for c in nb.cells if c.cell_type in ("markdown", "code")]


def called(cs: list[Cell], name: str) -> set[str]:
    """The string arguments of every call to ``name`` in the notebook."""
    return {arg for c in cs for arg in c.calls().get(name, [])}


def _is(predicate: Callable[[Cell], bool], what: str) -> tuple[Callable[[Cell], bool], str]:
    return predicate, what


def _heading(text: str):
    return _is(lambda c: c.heading() == text, f"a markdown cell with the heading {text!r}")


def _calling(*names: str, prefix: bool = False):
    def has(c: Cell) -> bool:
        found = c.calls()
        return all(any(k.startswith(n) for k in found) if prefix else n in found for n in names)
    shown = " and ".join(f"{n}...(...)" if prefix else f"{n}(...)" for n in names)
    return _is(has, f"a code cell calling {shown}")


_SETUP = _is(lambda c: any(k in c.calls() for k in ("scenario", "new")),
             "a code cell setting up a game (Game.scenario(...) or Game.new(...)) and showing its board")

def steps(lang: str = "en") -> list:
    """The steps of the rhythm in ``lang``, in order: (what it looks for, how a teacher would say it)."""
    h = HEADINGS[lang]
    return [
        (_is(lambda c: c.heading().startswith("# "), "a title (a markdown cell starting with '# ')"), "title"),
        (_calling("rule_sheet"), "the rule sheet"),
        (_heading(h["position"]), "the position"),
        (_SETUP, "the board"),
        (_heading(h["try"]), "try it"),
        (_is(lambda c: any(k.startswith("click_") for k in c.calls()) and "print_events" in c.calls(),
             "a code cell doing the clicks in Python (a click_...(...) call) and printing the log "
             "(print_events(...))"), "the same clicks in Python, the log"),
        (_heading(h["why"]), "what happened and why"),
        (_heading(h["quiz"]), "the quiz heading"),
        (_calling("Quiz"), "the quiz"),
    ]


#: The English steps (see :func:`steps`).
STEPS = steps()


def game_of(path: str) -> str:
    """``"sakura/03_garden_actions.ipynb"`` -> ``"sakura"``; a template ``authoring/template_duo.ipynb`` -> ``"duo"``."""
    folder, _, name = path.rpartition("/")
    if name.startswith("template_"):
        return name[len("template_"):].removesuffix(".ipynb")
    return folder.rsplit("/", 1)[-1]


def problems(notebooks: Path, path: str, catalogue: dict[str, Rule] | None = None) -> list[str]:
    """What tutorial ``path`` (relative to ``notebooks``) lacks to follow the rhythm; [] when it does."""
    cs = cells(notebooks / path)
    lang = language_of(path)
    out: list[str] = []
    at = 0
    for (found, what), step in steps(lang):
        k = next((i for i in range(at, len(cs)) if found(cs[i])), None)
        if k is None:
            where = f" (after {cs[at - 1].heading() or 'cell ' + str(at)!r})" if at else ""
            out.append(f"{path}: the step '{step}' is missing{where}: it needs {what}")
            continue
        at = k + 1
    code = [c for c in cs if c.kind == "code"]
    if not code or "nav" not in code[-1].calls():
        out.append(f"{path}: the last code cell must show the links to the other tutorials: nav({path!r})")
    label = LABELS[lang].get(game_of(path))
    if label and not any(label in c.text for c in cs):
        out.append(f"{path}: say that the board is the {label!r} (the kit's labelled teaching board)")
    template = path.rsplit("/", 1)[-1].startswith("template_")
    if not template and any(AUTHOR_NOTE in c.text for c in cs):
        out.append(f"{path}: an author's note from the template is still there ({AUTHOR_NOTE!r}): "
                   "replace it with your text")
    if catalogue is not None:
        out.extend(coverage(cs, path, catalogue))
    return out


def report(path: str, notebooks: Path | None = None) -> None:
    """Print what the tutorial at ``path`` (relative to ``notebooks/``) lacks, or that it follows the rhythm."""
    from ..links import NOTEBOOKS
    from ..rulemap.model import catalogue

    found = problems(Path(notebooks or NOTEBOOKS), path, catalogue(game_of(path)))
    print("\n".join(found) if found else f"{path} follows the rhythm: every step is there, every rule it "
                                         "teaches is on its rule sheet.")


def coverage(cs: list[Cell], path: str, catalogue: dict[str, Rule]) -> list[str]:
    """Rules the catalogue sends to ``path`` that its rule sheet or house-rule notes leave out."""
    taught = [r for r in catalogue.values() if r.section.split("#")[0] == english_path(path)]
    house_heading = HEADINGS[language_of(path)]["house"]
    sheet, house = called(cs, "rule_sheet"), called(cs, "house_rules")
    out = []
    missing = [r.id for r in taught if not r.decision and r.id not in sheet]
    if missing:
        out.append(f"{path}: rule_sheet(...) lacks {missing} (the catalogue says this notebook teaches them)")
    missing = [r.id for r in taught if r.decision and r.id not in house]
    if missing:
        out.append(f"{path}: house_rules(...) under '{house_heading}' lacks the kit decisions {missing}")
    if house and not any(c.heading() == house_heading for c in cs):
        out.append(f"{path}: house_rules(...) needs a '{house_heading}' heading above it")
    unknown = sorted((sheet | house) - set(catalogue))
    if unknown:
        out.append(f"{path}: unknown rule ids {unknown} (not in the {game_of(path)} catalogue)")
    return out
