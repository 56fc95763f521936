"""The boards' pictures stored in the tutorials: readable on a phone, a tablet and a laptop.

A static check of the notebooks as committed (no kernel): every output that draws a board (the Tokaido
road, the Sakura garden, the Duo island) is a :func:`widgets.common.figure.figure_html` figure whose narrow
drawing, the one a phone shows, is at most :data:`NARROW_MAX` px wide (drawn at its natural size inside a
390 px phone's page) and has no word under 12 px; a board stored as a bare SVG (shrunk to a phone, its
words at 4-6 px) fails. On a tablet (768 px upright, 1024 on its side) and a laptop (1280, 1366), the
drawing the figure's own rules show in a tutorial's output (:data:`OUTPUT_PX` wide) is drawn at the scale
its size and ``max-width: 100%`` give it: no word may come out under 12 px there either.
Re-run a tutorial with ``make notebooks NB=path`` after changing a drawing.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from widgets.common.figure import NARROW_MAX

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: the tutorials in the three languages and the authoring templates
TUTORIALS = sorted(p for folder in ("tokaido", "sakura", "duo", "pt", "it", "authoring")
                   for p in (NOTEBOOKS / folder).rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
#: what marks a board's picture: the road's and the garden's classes, the island's size, a figure
BOARDS = ("tokaido-road-svg", "sakura-garden-svg", 'viewBox="0 0 1110 ', "kit-figure")
WORD_PX = 12
NARROW = re.compile(r'<div class="kit-figure-narrow">(<svg.*?</svg>)</div>', re.S)
WIDE = re.compile(r'<div class="kit-figure-wide">(<svg.*?</svg>)</div>', re.S)
#: the width (CSS px) of a tutorial's output per window width, tablets and laptops: the narrower of two
#: measured in Chromium, the lab template's page as built (prompts kept: 130 px of a window over 760 px go
#: to the prompt column and paddings) and Voila (50 px: 718, 974, 1230, 1316)
OUTPUT_PX = {768: 638, 1024: 894, 1280: 1150, 1366: 1236}


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


def shown(text: str, window: int) -> tuple[str, float]:
    """The drawing a stored figure shows in a ``window`` px wide tutorial page, and the scale it is drawn at:
    its own rules choose (a container query on the output's width, or a media query on the window's);
    ``max-width: 100%`` shrinks a drawing wider than the output, and one without a width grows to it."""
    room = OUTPUT_PX[window]
    container = re.search(r"@container \(min-width: ([\d.]+)px\)", text)
    media = re.search(r"@media \(max-width: ([\d.]+)px\)", text)
    if container:
        wide = room >= float(container.group(1))
    else:
        wide = bool(media) and window > float(media.group(1))
    svg = (WIDE if wide else NARROW).search(text).group(1)
    width = re.search(r'<svg[^>]* width="([\d.]+)"', svg)
    natural = float(width.group(1) if width else re.search(r'<svg[^>]* viewBox="0 0 ([\d.]+) ', svg).group(1))
    return svg, (min(1.0, room / natural) if width else room / natural)


def problems_at(text: str, window: int) -> list[str]:
    """What keeps a stored figure from being read in a ``window`` px wide page (empty: nothing)."""
    if NARROW.search(text) is None or WIDE.search(text) is None:
        return [f"not a figure of two drawings at {window} px"]
    svg, scale = shown(text, window)
    smallest = min(float(s) for s in re.findall(r'font-size="([\d.]+)"', svg)) * scale
    if smallest < WORD_PX - 0.05:
        return [f"words at {smallest:.1f} px at {window} px (drawn {scale:.2f} of their size)"]
    return []


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


def test_a_figure_shrunk_on_a_tablet_or_a_laptop_fails():
    from tokaido_kit.duo import DuoGame
    from tokaido_kit.tokaido import TokaidoGame
    from widgets.common.figure import figure_html
    from widgets.duo.island import IslandPicture
    from widgets.duo.svg import island_svg
    from widgets.tokaido.board import RoadPicture
    from widgets.tokaido.road import road_svg

    view = TokaidoGame.new(3, seed=1).view(None)
    good = RoadPicture(view)._repr_html_()
    assert all(problems_at(good, w) == [] for w in OUTPUT_PX)
    assert shown(good, 768)[1] == 1 and "kit-figure-narrow" not in shown(good, 768)[0]
    # the plain road (1004 px, words from 9 px) as the wide drawing: shown where it fits, at 9 px
    plain = figure_html(road_svg(view), road_svg(view, columns=4), "tokaido")
    assert [bool(problems_at(plain, w)) for w in OUTPUT_PX] == [False, False, True, True]
    # the previous figures (a media query at 640 px, the plain drawing over it) fail at every size
    before = plain.split("<style>")[0] + "<style>@media (max-width: 640px) { }</style>" + plain.split("</style>")[1]
    assert all(problems_at(before, w) for w in OUTPUT_PX)
    # a drawing that grows to its page (no width) is drawn larger, not smaller: the island from 680 px
    island = IslandPicture(DuoGame.new(2, seed=2, automa=True).view(None))._repr_html_()
    assert [round(shown(island, w)[1], 2) for w in OUTPUT_PX] == [1, 1, 1, 1]
    grown = figure_html(island_svg(DuoGame.new(2, seed=2, automa=True).view(None)), "<svg width=\"320\"></svg>", "duo")
    assert problems_at(grown.replace(' width="1110" height="760"', ""), 1366)  # 1110 px grown to 1236: 11.1 px


def test_the_tutorials_are_all_checked():
    assert len(TUTORIALS) >= 108, len(TUTORIALS)
    assert sum(len(pictures(p)) for p in TUTORIALS) > 100


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: str(p.relative_to(NOTEBOOKS)))
def test_stored_pictures_are_readable_on_a_phone_a_tablet_and_a_laptop(path):
    bad = [(mime, p) for mime, text in pictures(path) for p in problems(mime, text)]
    bad += [(mime, p) for mime, text in pictures(path) if mime == "text/html" for w in OUTPUT_PX
            for p in problems_at(text, w)]
    assert not bad, f"{path.relative_to(NOTEBOOKS)}: {bad[:4]} (re-run it: make notebooks NB={path.relative_to(NOTEBOOKS.parent)})"
