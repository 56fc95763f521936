"""A board's static picture in a tutorial (``demo.picture()``): the wide drawing on a laptop, a narrow one
on a phone (issue 25).

A notebook output is one picture for every screen; shrunk to a phone's 360 px, the wide road (1004 px),
garden (760 px) or island (1110 px) drew its words at 4-6 px. :func:`figure_html` holds both drawings of
a position as one HTML output: under :data:`NARROW_PX` of window the narrow one shows (drawn 304-320 px
wide, every word at least 12 px at its natural size: the live boards' narrow layouts), else the wide one.
The hidden one is ``display: none``: out of sight and of screen readers; each ``<svg>`` carries its
``role="img"`` and name.
"""

from __future__ import annotations

#: the widest window (CSS px) that shows the narrow drawing: phones held upright, small tablets
NARROW_PX = 640
#: the widest narrow drawing (CSS px): inside a 390 px phone's page
NARROW_MAX = 330

_STYLE = ("<style>.kit-figure .kit-figure-narrow { display: none; } "
          f"@media (max-width: {NARROW_PX}px) {{ .kit-figure .kit-figure-wide {{ display: none; }} "
          ".kit-figure .kit-figure-narrow { display: block; } } "
          ".kit-figure svg { display: block; max-width: 100%; height: auto; }</style>")


def figure_html(wide: str, narrow: str, name: str) -> str:
    """One output holding the ``wide`` and ``narrow`` SVG drawings of a board (``name``: its CSS class)."""
    return (f'<div class="kit-figure kit-figure-{name}">{_STYLE}<div class="kit-figure-wide">{wide}</div>'
            f'<div class="kit-figure-narrow">{narrow}</div></div>')
