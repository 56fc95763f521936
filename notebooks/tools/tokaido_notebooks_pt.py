"""Build the Portuguese Tokaido tutorials from the English ones.

    .venv/bin/python notebooks/tools/tokaido_notebooks_pt.py [01_setup ...]   (no name: all eighteen)

``notebooks/pt/tokaido/NN_x.ipynb`` is ``notebooks/tokaido/NN_x.ipynb`` with:

* its markdown cells replaced, by cell id, by the Portuguese text of ``notebooks/tools/tokaido_notebooks_pt_text_a.py``
  (tutorials 1-9) and ``_b.py`` (10-18): the builder stops if a cell has no translation or a translation
  no cell;
* the same code cells, the first one starting with ``set_language('pt')``, the paths given to ``here=`` and
  ``nav(...)`` prefixed with ``pt/``, the strings a learner reads in the code translated (``code``: each
  English string must be found), and the action-bar labels given to ``click_label`` (directly, in an
  f-string, or in a tuple the loop clicks) read from the engine's Portuguese catalogue: the English label
  is matched against the English action templates (the most specific wins) and refilled in Portuguese;
* no outputs: ``make notebooks NB=...`` stores them. A notebook whose cells would not change is not
  rewritten, so its stored outputs stay.
"""

from __future__ import annotations

import copy
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "notebooks"), str(Path(__file__).resolve().parent)]

import tokaido_kit.tokaido  # noqa: E402,F401  (Crossroads and Matsuri: their actions and catalogues)
from tokaido_kit.core import i18n  # noqa: E402
from tokaido_kit.tokaido.terms import card  # noqa: E402
from tokaido_notebooks_pt_text_a import NB as NB_A  # noqa: E402
from tokaido_notebooks_pt_text_b import NB as NB_B  # noqa: E402

LANG = "pt"
SOURCE = ROOT / "notebooks" / "tokaido"
TARGET = ROOT / "notebooks" / LANG / "tokaido"
FIRST = f"from tokaido_kit.core.i18n import set_language\nset_language({LANG!r})\n"
NB = {**NB_A, **NB_B}


def _regex(template: str) -> re.Pattern:
    out, pos = "", 0
    for m in re.finditer(r"\{(\w+)(?::[^}]*)?\}", template):
        out += re.escape(template[pos:m.start()]) + f"(?P<{m.group(1)}>.+?)"
        pos = m.end()
    return re.compile(out + re.escape(template[pos:]) + r"\Z")


def tr_label(label: str) -> str:
    """The Portuguese label of the action whose English label is ``label``."""
    actions = {k: v for k, v in i18n.catalogue("en").items() if k.startswith("action.")}
    matches = [(key, m) for key, template in actions.items() if (m := _regex(template).match(label))]
    if matches:  # the most specific template wins: "buy the {card} Amulet" over "buy {card}"
        fixed = {k: len(re.sub(r"\{[^}]*\}", "", actions[k])) for k, _m in matches}
        matches = [(k, m) for k, m in matches if fixed[k] == max(fixed.values())]
    i18n.set_language(LANG)
    try:
        found = {i18n.text(k, **{f: card(v) for f, v in m.groupdict().items()}) for k, m in matches}
    finally:
        i18n.set_language("en")
    if len(found) != 1:
        raise SystemExit(f"label {label!r}: {sorted(found) or 'no action reads so'}")
    return found.pop()


def tr_code(src: str, first: bool) -> str:
    src = re.sub(r"click_label\((f?)'([^']*)'\)", lambda m: f"click_label({m.group(1)}'{tr_label(m.group(2))}')", src)
    for m in list(re.finditer(r"for (\w+) in \(((?:\s*'[^']*',?)+)\):", src)):
        if f"click_label({m.group(1)})" in src:  # a tuple of labels the loop clicks
            labels = re.sub(r"'([^']*)'", lambda s: repr(tr_label(s.group(1))), m.group(2))
            src = src.replace(m.group(0), f"for {m.group(1)} in ({labels}):")
    src = re.sub(r"\b(here=|nav\()'tokaido/", rf"\1'{LANG}/tokaido/", src)
    return FIRST + src if first else src


def lines(text: str) -> list[str]:
    parts = text.split("\n")
    return [p + "\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def build(name: str) -> bool:
    """Write the Portuguese notebook ``name``; True if it changed."""
    spec = NB[name]
    nb = copy.deepcopy(json.loads((SOURCE / f"{name}.ipynb").read_text(encoding="utf-8")))
    used: set = set()
    first = True
    for cell in nb["cells"]:
        src = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            if cell["id"] not in spec["md"]:
                raise SystemExit(f"{name}: no Portuguese text for markdown cell {cell['id']}")
            src = spec["md"][cell["id"]]
            used.add(cell["id"])
        else:
            for english, text in spec["code"]:
                if english in src:
                    src = src.replace(english, text)
                    used.add(english)
            src, first = tr_code(src, first), False
            cell["outputs"], cell["execution_count"] = [], None
        cell["source"] = lines(src)
    unused = (set(spec["md"]) | {e for e, _t in spec["code"]}) - used
    if unused:
        raise SystemExit(f"{name}: translations with no place in the English notebook: {sorted(unused)}")
    path = TARGET / f"{name}.ipynb"
    if path.exists():
        old = json.loads(path.read_text(encoding="utf-8"))
        if [(c["cell_type"], "".join(c["source"])) for c in old["cells"]] == \
                [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]:
            return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return True


def main(names: list[str]) -> None:
    for name in names or sorted(NB):
        print(f"{TARGET.relative_to(ROOT)}/{name}.ipynb", "written" if build(name) else "unchanged")


if __name__ == "__main__":
    main(sys.argv[1:])
