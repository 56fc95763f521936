"""A board's static picture in a tutorial (``demo.picture()``): a drawing whose words stay readable on a
phone, a tablet and a laptop.

A notebook output is one picture for every screen. Shrunk to its page, the plain cell's road (1004 px),
garden (760 px) or island (1110 px) drew its words under 12 px on every screen under about 1300 px (4-6 px
on a phone, 6-9 px on a tablet, 9-11 px on a laptop). :func:`figure_html` holds two drawings of a position
as one HTML output, both the live boards' readable layouts (every word at least 12 px at natural size):

* the *wide* one (the road 7 spaces a row, 514 px; the garden 7 a row, 538 px; the island with its panels
  under it, 680 px) shows when the output is at least as wide as it is: it is never shrunk;
* else the *narrow* one (304-320 px: the live boards' phone layouts).

The choice is the output's own width (a CSS container query), not the window's: a notebook beside a side
panel chooses as a page does. Measured in Chromium, a tutorial's output under Voila is 50 px narrower than
the window (718 px at 768, 974 at 1024, 1230 at 1280); in the lab template's page as built (prompts kept)
130 px above 760 px of window (638 at 768) and 46 below (595 at 641). So the road and the garden show
their wide drawing on every screen over 640 px, the island at 768 px and more under Voila (from about
810 px in the built page). A browser without container queries shows the narrow drawing. The hidden one is ``display: none``: out of sight and of screen
readers; each ``<svg>`` carries its ``role="img"`` and name.
"""

from __future__ import annotations

import re

#: the widest narrow drawing (CSS px): inside a 390 px phone's page
NARROW_MAX = 330

_WIDTH = re.compile(r'<svg\b[^>]*?\swidth="([\d.]+)"')
_VIEWBOX = re.compile(r'<svg\b[^>]*?\sviewBox="0 0 ([\d.]+) ([\d.]+)"')


def natural_width(svg: str) -> float:
    """The width (CSS px) ``svg`` is drawn at when nothing shrinks it: its ``width``, else its viewBox's."""
    found = _WIDTH.search(svg) or _VIEWBOX.search(svg)
    return float(found.group(1))


def _sized(svg: str) -> str:
    """``svg`` with its natural size written out (a drawing given only a viewBox grows to its page)."""
    if _WIDTH.search(svg):
        return svg
    w, h = _VIEWBOX.search(svg).groups()
    return svg.replace("<svg", f'<svg width="{w}" height="{h}"', 1)


def figure_html(wide: str, narrow: str, name: str) -> str:
    """One output holding the ``wide`` and ``narrow`` SVG drawings of a board (``name``: its CSS class):
    the wide one where the output has room for it at its natural size, else the narrow one."""
    room = f"{natural_width(wide):g}"
    shown = f".kit-figure.kit-figure-from-{room}"  # above the base rules of every figure on the page
    style = ("<style>.kit-figure { container-type: inline-size; width: 100%; } "
             ".kit-figure > .kit-figure-wide { display: none; } "
             ".kit-figure svg { display: block; max-width: 100%; height: auto; } "
             f"@container (min-width: {room}px) {{ {shown} > .kit-figure-wide {{ display: block; }} "
             f"{shown} > .kit-figure-narrow {{ display: none; }} }}</style>")
    return (f'<div class="kit-figure kit-figure-{name} kit-figure-from-{room}">{style}'
            f'<div class="kit-figure-wide">{_sized(wide)}</div>'
            f'<div class="kit-figure-narrow">{_sized(narrow)}</div></div>')
