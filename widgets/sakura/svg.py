"""The garden as SVG: a PURE function of ``SakuraGame.view()``.

``garden_svg(view)`` reads only the view (and the message catalogue for its
words): same view, same picture. The path snakes left to right, then right to
left, ten spaces a row, from the gate (space 0) to the last sakura.

Pieces never rely on colour alone: painters are circles labelled with their
seat number (1-6), the imperial painter a rounded square labelled "I", the
Emperor a black diamond labelled "E". Colours are the Okabe-Ito palette
(colour-blind safe). Sakura spaces show their number and "scored" once scored.
"""

from __future__ import annotations

from html import escape, unescape
from typing import Any

from tokaido_kit.core import i18n

from ..common import svgtext

#: One colour per seat, matching the engine's painter names (Blue, Red, Green,
#: Yellow, Purple, Grey), taken from the Okabe-Ito palette (colour-blind safe);
#: the text colour is chosen for contrast. Seat numbers are the real cue.
PAINTER_FILL = ["#0072B2", "#D55E00", "#009E73", "#F0E442", "#CC79A7", "#999999"]
PAINTER_TEXT = ["#fff", "#000", "#000", "#000", "#000", "#000"]
IMPERIAL_FILL = "#E69F00"
SPACE_FILL = {"gate": "#d9d9d9", "bridge": "#c8a46e", "torii": "#f4ecd8", "path": "#f4ecd8", "sakura": "#f9cfe0"}
SCORED_FILL = "#e4e4e4"

COLS = 10
PITCH_X = 74
PITCH_Y = 96
SIZE = 62
MARGIN = 16


def _t(key: str, **data: Any) -> str:
    return escape(i18n.text(f"widgets.sakura.{key}", **data))


#: the column counts the live board may draw, widest first (see :func:`columns_for`)
COLUMNS = (10, 8, 7, 6, 5, 4)
#: the size of the smallest words in the live drawing (CSS px at its natural size: never drawn smaller)
READABLE = 12


def garden_width(cols: int = COLS) -> int:
    """The width of the drawing of a garden ``cols`` spaces wide."""
    return 2 * MARGIN + cols * PITCH_X - (PITCH_X - SIZE)


def columns_for(room: int, now: int = COLS) -> int:
    """How many spaces wide the live garden is drawn in ``room`` CSS px (``now``: the current count):
    the widest that fits at its natural size (a wider one only with 16 px to spare); 0 keeps ``now``."""
    if room <= 0:
        return now
    for cols in COLUMNS:
        if garden_width(cols) + (16 if cols > now else 0) <= room:
            return cols
    return COLUMNS[-1]


def space_xy(i: int, cols: int = COLS) -> tuple[float, float]:
    """Top-left corner of space ``i`` (the path snakes row by row, ``cols`` spaces a row)."""
    row, col = divmod(i, cols)
    if row % 2:
        col = cols - 1 - col
    return MARGIN + col * PITCH_X, MARGIN + row * PITCH_Y


def _center(i: int, cols: int = COLS) -> tuple[float, float]:
    x, y = space_xy(i, cols)
    return x + SIZE / 2, y + SIZE / 2


def _space(i: int, feature: str, view: dict, cols: int = COLS, readable: bool = False) -> str:
    x, y = space_xy(i, cols)
    sakuras = list(view.get("sakuras", []))
    scored = i in view.get("scored", [])
    fill = SCORED_FILL if scored else SPACE_FILL.get(feature, "#fff")
    stroke, width, dash = "#555", 1.5, ""
    if feature == "sakura":
        stroke, width = "#a0457a", 3
        if scored:
            dash = ' stroke-dasharray="6 3"'
    if feature == "sakura":
        n = sakuras.index(i) + 1 if i in sakuras else 0
        label = _t("space.sakura_scored", n=n) if scored else _t("space.sakura", n=n)
    else:
        label = _t(f"space.{feature}")
    out = [
        f'<g class="space space-{feature}" data-space="{i}">',
        f"<title>{_t('space.title', i=i)} {label}</title>",
        f'<rect x="{x}" y="{y}" width="{SIZE}" height="{SIZE}" rx="8" fill="{fill}" '
        f'stroke="{stroke}" stroke-width="{width}"{dash}/>',
    ]
    if feature == "bridge":
        for k in (1, 2, 3):
            px = x + k * SIZE / 4
            out.append(f'<line x1="{px}" y1="{y + 3}" x2="{px}" y2="{y + SIZE - 3}" stroke="#8a6a3c" stroke-width="2"/>')
    elif feature == "torii":
        tx, ty = x + SIZE - 20, y + 5
        out.append(
            f'<g stroke="#b22222" stroke-width="3"><line x1="{tx}" y1="{ty}" x2="{tx + 16}" y2="{ty}"/>'
            f'<line x1="{tx + 2}" y1="{ty + 5}" x2="{tx + 14}" y2="{ty + 5}"/>'
            f'<line x1="{tx + 4}" y1="{ty}" x2="{tx + 4}" y2="{ty + 15}"/>'
            f'<line x1="{tx + 12}" y1="{ty}" x2="{tx + 12}" y2="{ty + 15}"/></g>'
        )
    elif feature == "sakura" and not scored:
        cx, cy = x + SIZE - 11, y + 11
        for dx, dy in ((0, -4), (4, -1), (2.5, 4), (-2.5, 4), (-4, -1)):
            out.append(f'<circle cx="{cx + dx}" cy="{cy + dy}" r="3" fill="#e75480"/>')
    elif feature == "gate":
        out.append(f'<path d="M{x + 14} {y + 7} L{x + SIZE - 4} {y + 7}" stroke="#555" stroke-width="4"/>')
    if not readable:
        out.append(f'<text x="{x + 4}" y="{y + 11}" font-size="10" fill="#333">{i}</text>')
        out.append(
            f'<text x="{x + SIZE / 2}" y="{y + SIZE + 13}" font-size="11" text-anchor="middle" fill="#222">{label}</text>'
        )
    else:  # the live drawing: 12 px, a label wider than its space squeezed into the space's pitch
        out.append(f'<text x="{x + 4}" y="{y + 13}" font-size="{READABLE}" fill="#333">{i}</text>')
        fit = (f' textLength="{PITCH_X - 4}" lengthAdjust="spacingAndGlyphs"'
               if svgtext.width(label, READABLE) > PITCH_X - 4 else "")
        out.append(f'<text x="{x + SIZE / 2}" y="{y + SIZE + 14}" font-size="{READABLE}" text-anchor="middle" '
                   f'fill="#222"{fit}>{label}</text>')
    out.append("</g>")
    return "".join(out)


def _painter(cx: float, cy: float, r: float, seat: int, name: Any = "", readable: bool = False) -> str:
    fill, ink = PAINTER_FILL[seat % 6], PAINTER_TEXT[seat % 6]
    size = max(int(r * 1.1), READABLE) if readable else int(r * 1.1)
    return (
        f'<g class="piece painter painter-{seat}"><title>{_t("piece.painter", n=seat + 1, name=name)}</title>'
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="#000" stroke-width="2"/>'
        f'<text x="{cx}" y="{cy + size * 0.36}" font-size="{size}" font-weight="bold" text-anchor="middle" '
        f'fill="{ink}">{seat + 1}</text></g>'
    )


def _imperial(cx: float, cy: float, r: float, readable: bool = False) -> str:
    size = max(int(r * 1.1), READABLE) if readable else int(r * 1.1)
    return (
        f'<g class="piece imperial"><title>{_t("piece.imperial")}</title>'
        f'<rect x="{cx - r}" y="{cy - r}" width="{2 * r}" height="{2 * r}" rx="5" fill="{IMPERIAL_FILL}" '
        f'stroke="#000" stroke-width="2"/>'
        f'<text x="{cx}" y="{cy + size * 0.36}" font-size="{size}" font-weight="bold" text-anchor="middle" '
        f'fill="#000">I</text></g>'
    )


def _emperor(cx: float, cy: float, r: float) -> str:
    size = int(r * 0.95)
    return (
        f'<g class="piece emperor"><title>{_t("piece.emperor")}</title>'
        f'<polygon points="{cx},{cy - r} {cx + r},{cy} {cx},{cy + r} {cx - r},{cy}" fill="#111" '
        f'stroke="#F0E442" stroke-width="2"/>'
        f'<text x="{cx}" y="{cy + size * 0.36}" font-size="{size}" font-weight="bold" text-anchor="middle" '
        f'fill="#fff">E</text></g>'
    )


def _acting(view: dict) -> tuple[str, int] | None:
    """("painter", seat) or ("imperial", -1) for the card being resolved, else None."""
    card = view.get("resolving")
    for entry in view.get("revealed") or []:
        if card is not None and entry.get("card") == card:
            who = entry.get("player")
            return ("imperial", -1) if who == "imperial" else ("painter", who)
    return None


def _pieces(view: dict, cols: int = COLS, readable: bool = False) -> list[str]:
    """Every piece: (who, space). At the gate they share the space in a small grid."""
    pieces: list[tuple[str, int, int]] = [("painter", p, s) for p, s in enumerate(view["painters"])]
    imperial = view.get("imperial")
    if imperial:
        pieces.append(("imperial", -1, imperial["painter"]))
    names = view.get("names") or []

    def name(p: int) -> Any:
        return names[p] if 0 <= p < len(names) else p + 1

    out = []
    acting = _acting(view)
    for kind, p, s in pieces:  # a dashed ring marks the painter whose card is being resolved
        if (kind, p) == acting and s != 0:
            cx, cy = _center(s, cols)
            out.append(f'<circle class="acting" cx="{cx}" cy="{cy + 3}" r="25" fill="none" stroke="#000" '
                       f'stroke-width="2.5" stroke-dasharray="5 3"/>')
    at_gate = [(kind, p) for kind, p, s in pieces if s == 0]
    x, y = space_xy(0, cols)
    for k, (kind, p) in enumerate(at_gate):
        row, col = divmod(k, 3)
        cx, cy = x + 12 + col * 19, y + 24 + row * 19
        out.append(_painter(cx, cy, 9, p, name(p), readable) if kind == "painter" else _imperial(cx, cy, 8, readable))
    for kind, p, s in pieces:
        if s != 0:
            cx, cy = _center(s, cols)
            out.append(_painter(cx, cy + 3, 18, p, name(p)) if kind == "painter" else _imperial(cx, cy + 3, 16))
    cx, cy = _center(view["emperor"], cols)
    out.append(_emperor(cx, cy + 3, 21))
    return out


def _legend(view: dict, top: float, cols: int = COLS, readable: bool = False) -> tuple[list[str], float]:
    out = []
    lines: list[tuple[str, str]] = []
    names = view.get("names") or []
    for p, tokens in enumerate(view.get("tokens", [])):
        name = names[p] if p < len(names) else p + 1
        lines.append((_painter(0, 0, 11, p, name), _t("legend.painter", n=p + 1, name=name, tokens=tokens)))
    imperial = view.get("imperial")
    if imperial:
        lines.append((_imperial(0, 0, 10, readable), _t("legend.imperial", tokens=imperial["tokens"])))
    lines.append((_emperor(0, 0, 13), _t("legend.emperor")))
    if readable:
        return _legend_wrapped(view, lines, top, cols)
    col_w = (COLS * PITCH_X) / 2
    for k, (glyph, text) in enumerate(lines):
        row, col = divmod(k, 2)
        gx, gy = MARGIN + 14 + col * col_w, top + 14 + row * 30
        out.append(f'<g transform="translate({gx},{gy})">{glyph}</g>')
        out.append(f'<text x="{gx + 22}" y="{gy + 5}" font-size="14" fill="#111">{text}</text>')
    bottom = top + 14 + ((len(lines) + 1) // 2) * 30
    supply = view.get("supply")
    if supply is not None:
        out.append(f'<text x="{MARGIN}" y="{bottom + 4}" font-size="14" fill="#111">{_t("legend.supply", supply=supply)}</text>')
    label = str(view.get("teaching_data") or i18n.text("widgets.sakura.teaching"))
    if MARGIN + col_w + svgtext.width(label, 12) <= COLS * PITCH_X - (PITCH_X - SIZE) + MARGIN:
        out.append(f'<text x="{MARGIN + col_w}" y="{bottom + 4}" font-size="12" font-style="italic" fill="#444">'
                   f"{escape(label)}</text>")
        return out, bottom + 16
    # too long beside the supply in this language: on a line of its own, so it stays inside the picture
    out.append(f'<text x="{MARGIN}" y="{bottom + 22}" font-size="12" font-style="italic" fill="#444">'
               f"{escape(label)}</text>")
    return out, bottom + 34


def _legend_wrapped(view: dict, lines: list[tuple[str, str]], top: float, cols: int) -> tuple[list[str], float]:
    """The legend of the live drawing: two columns when the garden is wide, else one; every line of
    words broken to fit (a language's longer words stay inside the picture)."""
    out: list[str] = []
    width = garden_width(cols)
    per_row = 2 if width >= 600 else 1
    col_w = (width - 2 * MARGIN) / per_row
    y = top + 14
    for k in range(0, len(lines), per_row):
        tallest = 0
        for col, (glyph, text) in enumerate(lines[k:k + per_row]):
            gx = MARGIN + 14 + col * col_w
            out.append(f'<g transform="translate({gx},{y})">{glyph}</g>')
            words = svgtext.lines(text, col_w - 40, 14)
            spans = "".join(f'<tspan x="{gx + 22}" dy="{0 if n == 0 else 17}">{line}</tspan>'
                            for n, line in enumerate(words))
            out.append(f'<text x="{gx + 22}" y="{y + 5}" font-size="14" fill="#111">{spans}</text>')
            tallest = max(tallest, 30 + 17 * (len(words) - 1))
        y += tallest
    supply = view.get("supply")
    notes = [(_t("legend.supply", supply=supply), 14, ' fill="#111"')] if supply is not None else []
    label = escape(str(view.get("teaching_data") or i18n.text("widgets.sakura.teaching")))
    notes.append((label, 12, ' font-style="italic" fill="#444"'))
    for text, size, look in notes:
        words = svgtext.lines(text, width - 2 * MARGIN, size)
        spans = "".join(f'<tspan x="{MARGIN}" dy="{0 if n == 0 else size + 4}">{line}</tspan>'
                        for n, line in enumerate(words))
        out.append(f'<text x="{MARGIN}" y="{y + 4}" font-size="{size}"{look}>{spans}</text>')
        y += (size + 4) * len(words) + 4
    return out, y + 8


def _where(view: dict, i: int) -> str:
    """A space in words: "space 7: sakura 1" (its number, and what it is when it is something)."""
    features = list(view["features"])
    feature = features[i] if 0 <= i < len(features) else "path"
    if feature == "sakura":
        sakuras = list(view.get("sakuras", []))
        n = sakuras.index(i) + 1 if i in sakuras else 0
        label = _t("space.sakura_scored" if i in view.get("scored", []) else "space.sakura", n=n)
    else:
        label = _t(f"space.{feature}")
    return f"{_t('space.title', i=i)} {label}".strip()


def describe(view: dict) -> str:
    """The garden in words (the picture's text alternative): where the Emperor and each painter
    stand, and everyone's tokens."""
    names = view.get("names") or []
    parts = [_t("title"), f"{_t('piece.emperor')}: {_where(view, view['emperor'])}"]
    tokens = view.get("tokens", [])
    for p, space in enumerate(view["painters"]):
        name = names[p] if p < len(names) else p + 1
        parts.append(f"{_t('piece.painter', n=p + 1, name=name)}: {_where(view, space)}"
                     + (f" ({_t('legend.painter', n=p + 1, name=name, tokens=tokens[p])})" if p < len(tokens) else ""))
    imperial = view.get("imperial")
    if imperial:
        parts.append(f"{_t('piece.imperial')}: {_where(view, imperial['painter'])} "
                     f"({_t('legend.imperial', tokens=imperial['tokens'])})")
    if view.get("supply") is not None:
        parts.append(_t("legend.supply", supply=view["supply"]))
    return unescape("; ".join(parts) + ".")  # plain words: the page sets them as an attribute, never as markup


def garden_svg(view: dict, columns: int | None = None) -> str:
    """The garden drawn from ``view`` (``SakuraGame.view(...)``) as an SVG string (its text alternative
    names the garden; the live board's says where everyone stands: :func:`describe`).

    ``columns`` (the live board's): the path that many spaces a row, every word at least
    :data:`READABLE` px at the drawing's natural size; None: the picture of a plain cell (10 a row)."""
    cols, readable = (COLS, False) if columns is None else (columns, True)
    if cols not in COLUMNS:
        raise ValueError(f"the garden is drawn {COLUMNS} spaces wide, not {cols}")
    features = list(view["features"])
    n = len(features)
    rows = (n + cols - 1) // cols
    parts: list[str] = []
    # the path ribbon, under the spaces
    pts = " ".join(f"{_center(i, cols)[0]},{_center(i, cols)[1]}" for i in range(n))
    parts.append(f'<polyline points="{pts}" fill="none" stroke="#b9d7a8" stroke-width="16" stroke-linejoin="round"/>')
    parts.extend(_space(i, f, view, cols, readable) for i, f in enumerate(features))
    parts.extend(_pieces(view, cols, readable))
    legend, height = _legend(view, MARGIN + rows * PITCH_Y, cols, readable)
    parts.extend(legend)
    width = garden_width(cols)
    title = _t("title")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="sakura-garden-svg" width="{width}" height="{height:.0f}" '
        f'viewBox="0 0 {width} {height:.0f}" role="img" aria-label="{title}" '
        f'font-family="DejaVu Sans, Verdana, sans-serif"><title>{title}</title>'
        f'<rect width="100%" height="100%" fill="#fbfaf5"/>' + "".join(parts) + "</svg>"
    )
