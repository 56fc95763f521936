"""Which kinds of widget and markup each tutorial shows, so that a few tutorials audited live stand for all.

A tutorial page under Voila shows live widgets (a board with its status, log, action bar and pictures, a
quiz...). Loading all 108 tutorials (36 per language) in a browser to audit them costs minutes; what axe-core
checks, though, depends on the *kinds* of element a page holds, not on which tutorial holds them. So each
tutorial is run here the way Voila runs it (its code cells in order, in the notebook's folder, no front end)
and every widget it displays is walked, children included, into a set of kinds:

* ``("widget", class, classes, hidden)``: a widget's Python class (``Button``, ``Picture``, ``LogPanel``...),
  its kit CSS classes (``kit-*`` and ``<game>-*``, an instance's own suffix dropped: ``tokaido-space-12`` is a
  ``tokaido-space``, but ``-legal`` is kept: a choice available now is drawn otherwise) and whether it is
  hidden (``layout.display == "none"``: axe skips what is hidden);
* ``("markup", tag, classes, role, attributes, colours)``: every element of the HTML or SVG a widget carries
  in a synced text (an ``HTML`` widget's value, a picture's drawing), classes normalised the same way, with
  the accessibility attributes it has (``alt``, ``aria-*``, ``href``...: :data:`A11Y_ATTR`) and the colours
  its inline style sets (a badge's text on its background: what axe's contrast rule weighs);
* ``("data", class, trait)``: a front end of the kit's own (an anywidget) given a non-empty list to draw
  (the log's rows): what it draws then exists in the page.

The tutorials are read from the kit's ``notebooks/`` (or ``$KIT_NOTEBOOKS``: :data:`widgets.links.NOTEBOOKS`).
A widget is never connected to a front end here (``Widget.open`` does nothing), which halves the cost: about
0.2 s a tutorial. ``python -m tests.browser.tutorial_kinds`` prints, per language, how many kinds its
tutorials show and a small set of tutorials that together show them all (a greedy cover), for choosing what
``test_tutorials_live`` audits. :func:`board_facts` also keeps each live board's view and text alternative.
"""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: the kit's own CSS classes (the stable face of the boards, DESIGN.md)
OWN_CLASS = re.compile(r"^(kit|sakura|tokaido|duo)-")


def kind_classes(classes) -> str:
    """The kit classes of an element as a kind: ``tokaido-space tokaido-space-12 tokaido-space-legal`` ->
    ``tokaido-space tokaido-space-legal`` (a class extending another of the same element names the instance)."""
    own = {c for c in classes if OWN_CLASS.match(c)}
    return " ".join(sorted(c for c in own if c.endswith("-legal")
                           or not any(c.startswith(o + "-") for o in own if o != c)))


#: an element's start tag in the kit's markup (attribute values are quoted and escaped there)
TAG = re.compile(r"<([a-zA-Z][\w:-]*)((?:\s+[\w:-]+(?:=(?:\"[^\"]*\"|'[^']*'))?)*)\s*/?>")
ATTR = re.compile(r"""([\w:-]+)=(?:"([^"]*)"|'([^']*)')""")


#: the attributes that change what a screen reader or a keyboard meets (their presence is part of a kind)
A11Y_ATTR = re.compile(r"^(aria-[\w-]+|alt|title|tabindex|href|for|lang|scope|headers)$")
#: the colours an inline style gives (text and background: what axe's contrast rule weighs)
COLOUR = re.compile(r"(?:^|;)\s*((?:background(?:-color)?|color)\s*:\s*[^;]+)")


def markup_kinds(text: str) -> set[tuple]:
    """The kinds of the elements of a piece of HTML or SVG: tag, kit classes, role, the accessibility
    attributes it has and the colours its inline style sets."""
    kinds = set()
    for tag in TAG.finditer(text):
        attrs = {m.group(1): m.group(2) if m.group(2) is not None else m.group(3) for m in ATTR.finditer(tag.group(2))}
        colours = ";".join(sorted(re.sub(r"\s+", "", c).lower() for c in COLOUR.findall(attrs.get("style") or "")))
        kinds.add(("markup", tag.group(1).lower(), kind_classes((attrs.get("class") or "").split()), attrs.get("role") or "",
                   " ".join(sorted(a for a in attrs if A11Y_ATTR.match(a))), colours))
    return kinds


def widget_kinds(root) -> set[tuple]:
    """The kinds of ``root`` (a displayed widget) and of every widget under it."""
    import anywidget
    import ipywidgets as w

    kinds, seen, stack = set(), set(), [root]
    while stack:
        widget = stack.pop()
        if id(widget) in seen:
            continue
        seen.add(id(widget))
        layout = getattr(widget, "layout", None)
        hidden = bool(layout is not None and getattr(layout, "display", None) == "none")
        kinds.add(("widget", type(widget).__name__, kind_classes(getattr(widget, "_dom_classes", ())), hidden))
        for name in widget.keys:
            if name.startswith("_") or name in ("layout", "style"):  # the widget's own machinery
                continue
            value = getattr(widget, name, None)
            if isinstance(value, w.Widget):
                stack.append(value)
            elif isinstance(value, (list, tuple)):
                stack.extend(v for v in value if isinstance(v, w.Widget))
                if value and isinstance(widget, anywidget.AnyWidget):
                    kinds.add(("data", type(widget).__name__, name))
            elif isinstance(value, str) and "<" in value:
                kinds |= markup_kinds(value)
    return kinds


def run_cell(source: str, namespace: dict, show) -> None:
    """Run one code cell as a kernel does: its last line, an expression, is shown (``show``)."""
    tree = ast.parse(source)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "<cell>", "exec"), namespace)
    if last is not None:
        value = eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace)
        if value is not None:
            show(value)


def run_tutorials(paths: list[str]) -> dict[str, dict]:
    """Run each tutorial (a path under notebooks/) as Voila would, in this process: per tutorial, its kinds
    (sorted) and the facts of each board it shows (:func:`board_facts`)."""
    import IPython.core.display_functions
    import IPython.display
    import ipywidgets as w

    from tokaido_kit.core import i18n
    from widgets import links

    shown: list = []

    def show(*values, **_kwargs):  # what the page would show: the widgets given to the display
        shown.extend(v for v in values if isinstance(v, w.Widget))

    w.Widget.open = lambda self: None  # no front end: no comm, no state sent
    IPython.display.display = IPython.core.display_functions.display = show
    out = {}
    for path in paths:
        shown.clear()
        i18n.set_language(i18n.FALLBACK)
        os.chdir(links.NOTEBOOKS / Path(path).parent)
        namespace = {"__name__": "__main__", "display": show}
        cells = json.loads((links.NOTEBOOKS / path).read_text(encoding="utf-8"))["cells"]
        for number, cell in enumerate(cells):
            if cell["cell_type"] == "code":
                try:
                    run_cell("".join(cell["source"]), namespace, show)
                except Exception as error:
                    raise RuntimeError(f"{path}, cell {number}: {error!r}") from error
        kinds = set()
        for widget in shown:
            kinds |= widget_kinds(widget)
        out[path] = {"kinds": sorted(list(k) for k in kinds), "boards": [board_facts(b) for b in shown if hasattr(b, "game")]}
    return out


def board_facts(board) -> dict:
    """What a live board shows (its game's public view) and the text alternatives of its pictures."""
    from widgets.common.picture import Picture

    labels, stack = [], [board]
    while stack:
        widget = stack.pop()
        if isinstance(widget, Picture) and widget.value:  # a drawing (the chart's width reporter draws none)
            labels.append(widget.label)
        stack.extend(getattr(widget, "children", ()))
    return {"game": type(board.game).__name__, "view": board.game.view(None), "labels": labels}


def run_in_child(paths: list[str]) -> dict[str, dict]:
    """:func:`run_tutorials` in a child process (a notebook changes the language and the widgets' globals:
    never the test's own)."""
    done = subprocess.run([sys.executable, "-m", "tests.browser.tutorial_kinds", "--json", *paths],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    if done.returncode:
        raise RuntimeError("running the tutorials failed:\n" + done.stderr[-3000:])
    return json.loads(done.stdout)


def tutorial_kinds(found: dict[str, dict]) -> dict[str, frozenset]:
    """The kinds of each tutorial, from :func:`run_in_child`'s answer."""
    return {path: frozenset(tuple(k) for k in facts["kinds"]) for path, facts in found.items()}


def greedy_cover(kinds: dict[str, frozenset], start: tuple[str, ...] = ()) -> list[str]:
    """A small set of tutorials (``start`` first) whose kinds together are all of ``kinds``' kinds."""
    chosen, have = list(start), set().union(*(kinds[p] for p in start)) if start else set()
    need = set().union(*kinds.values())
    while have < need:
        best = max(sorted(kinds), key=lambda p: len(kinds[p] - have))
        chosen.append(best)
        have |= kinds[best]
    return chosen


def main(argv: list[str]) -> None:
    if argv[:1] == ["--json"]:
        real_stdout = sys.stdout
        sys.stdout = sys.stderr  # what the notebooks print is not the answer
        found = run_tutorials(argv[1:])
        sys.stdout = real_stdout
        json.dump(found, sys.stdout)
        return
    from widgets import links

    for lang in ("en", "pt", "it"):
        paths = [p for ps in links.tutorials(lang=lang).values() for p in ps]
        kinds = tutorial_kinds(run_in_child(paths))
        cover = greedy_cover(kinds)
        print(f"{lang}: {len(set().union(*kinds.values()))} kinds in {len(paths)} tutorials; a cover: {cover}")


if __name__ == "__main__":
    main(sys.argv[1:])
