"""The boards' pictures stored in the tutorials (issue 25): readable on a 390 px phone.

A static check of the notebooks as committed (no kernel): every output that draws a board (the Tokaido
road, the Sakura garden, the Duo island) is a :func:`widgets.common.figure.figure_html` figure whose narrow
drawing, the one a phone shows, is at most :data:`NARROW_MAX` px wide (drawn at its natural size inside a
390 px phone's page) and has no word under 12 px; a board stored as a bare SVG (shrunk to a phone, its
words at 4-6 px) fails. Re-run a tutorial with ``make notebooks NB=path`` after changing a drawing.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from widgets.common.figure import NARROW_MAX

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TUTORIALS = sorted(p for folder in ("tokaido", "sakura", "duo", "pt", "it") for p in (NOTEBOOKS / folder).rglob("*.ipynb")
                   if ".ipynb_checkpoints" not in p.parts)
#: what marks a board's picture: the road's and the garden's classes, the island's size, a figure
BOARDS = ("tokaido-road-svg", "sakura-garden-svg", 'viewBox="0 0 1110 ', "kit-figure")
WORD_PX = 12
NARROW = re.compile(r'<div class="kit-figure-narrow">(<svg.*?</svg>)</div>', re.S)


def pictures(path: Path) -> list[tuple[str, str]]:
    """(mime type, text) of every stored output of ``path`` that draws a board."""
    out = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for output in cell.get("outputs", []):
            for mime, text in output.get("data", {}).items():
                text = "".join(text) if isinstance(text, list) else text
                if mime in ("image/svg+xml", "text/html") and isinstance(text, str) and "<svg" in text \
                        and any(b in text for b in BOARDS):
                    out.append((mime, text))
    return out


def problems(mime: str, text: str) -> list[str]:
    """What keeps a stored picture from being read on a phone (empty: nothing)."""
    narrow = NARROW.search(text) if mime == "text/html" else None
    if narrow is None:
        return [f"a board stored as {mime} without a narrow drawing for a phone"]
    svg = narrow.group(1)
    found = []
    width = float(re.search(r'<svg[^>]* viewBox="0 0 ([\d.]+) ', svg).group(1))
    if width > NARROW_MAX:
        found.append(f"the narrow drawing is {width:g} px wide (more than {NARROW_MAX})")
    small = sorted({float(s) for s in re.findall(r'font-size="([\d.]+)"', svg) if float(s) < WORD_PX})
    if small:
        found.append(f"words at {small} px on a phone")
    return found


def test_a_bare_board_svg_or_small_words_fail():
    from tokaido_kit.tokaido import TokaidoGame
    from widgets.tokaido.board import RoadPicture
    from widgets.tokaido.road import road_svg

    view = TokaidoGame.new(3, seed=1).view(None)
    assert problems("image/svg+xml", road_svg(view))  # the wide road alone: fails
    assert problems("text/html", RoadPicture(view)._repr_html_()) == []
    assert problems("text/html", RoadPicture(view)._repr_html_().replace('font-size="12"', 'font-size="10"'))
    wide_as_narrow = f'<div class="kit-figure-narrow">{road_svg(view, columns=14)}</div>'
    assert problems("text/html", wide_as_narrow)  # 1004 px: shrunk on a phone


def test_the_tutorials_are_all_checked():
    assert len(TUTORIALS) >= 108, len(TUTORIALS)
    assert sum(len(pictures(p)) for p in TUTORIALS) > 100


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: str(p.relative_to(NOTEBOOKS)))
def test_stored_pictures_are_readable_on_a_phone(path):
    bad = [(mime, p) for mime, text in pictures(path) for p in problems(mime, text)]
    assert not bad, f"{path.relative_to(NOTEBOOKS)}: {bad[:4]} (re-run it: make notebooks NB={path.relative_to(NOTEBOOKS.parent)})"
