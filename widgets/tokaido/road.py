"""The road from Kyoto to Edo as SVG: a PURE function of ``TokaidoGame.view()``.

``road_svg(view, targets=())`` reads only the view, the road table of the
engine (:data:`tokaido_kit.tokaido.data.SPACES`) and the message catalogue:
same view, same picture. The road winds in four rows of 14 spaces, about one per
stretch between two inns (Kyoto 1 - inn 15 - inn 28 - inn 42 - Edo 55), left
to right, then right to left, and so on. ``targets`` (positions) are drawn with a thick green
frame: the legal moves the board asks the engine for.

Nothing relies on colour alone: every space shows its number, a type letter
and the type's name; double spaces show their second slot as a dashed circle;
pawns are circles labelled with their seat number (1-5, "N" for the neutral
traveller of a 2-player game) and the first letters of their traveller. Colours
come from the Okabe-Ito palette (colour-blind safe).
"""

from __future__ import annotations

from html import escape, unescape
from typing import Any

from tokaido_kit.core import i18n
from tokaido_kit.tokaido import data as D

from ..common import svgtext

#: seat colours (Okabe-Ito) and the text colour on them; seat numbers are the real cue
PAWN_FILL = ["#0072B2", "#D55E00", "#009E73", "#F0E442", "#CC79A7"]
PAWN_TEXT = ["#fff", "#000", "#000", "#000", "#000"]
NEUTRAL_FILL = "#bbbbbb"
TARGET = "#009E73"
#: (band colour, body colour) of each space type; the letter and the name are the real cue
TYPE_COLOURS = {
    "inn": ("#E69F00", "#fbe7c2"),
    "village": ("#56B4E9", "#e2f1fa"),
    "temple": ("#D55E00", "#f8dccb"),
    "encounter": ("#CC79A7", "#f5e1ec"),
    "paddy": ("#009E73", "#d9f0e6"),
    "mountain": ("#8c6d46", "#eee3d3"),
    "sea": ("#0072B2", "#d5e6f3"),
    "hot_spring": ("#999999", "#ececec"),
    "farm": ("#F0E442", "#fbf8d6"),
}

COLS = 14  # the longest stretch holds 14 spaces with its inns
PITCH_X = 70
PITCH_Y = 128
CELL_W = 66
CELL_H = 106
MARGIN = 12
#: the positions of each row, about one stretch between two inns each: Kyoto..14, inn 15..inn 28,
#: 29..inn 42, 43..Edo; the rows snake so that neighbours on the road are neighbours in the drawing
ROWS = (tuple(range(1, 15)), tuple(range(15, 29)), tuple(range(29, 43)), tuple(range(43, 56)))
WIDTH = 2 * MARGIN + COLS * PITCH_X
ROAD_HEIGHT = 2 * MARGIN + len(ROWS) * PITCH_Y


class Layout:
    """How the road winds: its rows of positions, snaking, ``cols`` spaces wide. The printed-board-like
    one (:data:`WIDE`: a row per stretch between two inns) and narrower ones for narrower screens
    (:func:`layout`): the live board draws the road in the widest layout its page has room for, so
    that a space and its words keep their size (see :mod:`widgets.tokaido.board`)."""

    def __init__(self, rows: tuple[tuple[int, ...], ...], cols: int) -> None:
        self.rows, self.cols = rows, cols
        self._cells = {pos: (r, (cols - 1 - c) if r % 2 else c) for r, row in enumerate(rows) for c, pos in enumerate(row)}
        self.width = 2 * MARGIN + cols * PITCH_X
        self.road_height = 2 * MARGIN + len(rows) * PITCH_Y

    def cell(self, pos: int) -> tuple[int, int]:
        """(row, column) of road position ``pos`` (every other row runs right to left)."""
        if pos not in self._cells:
            raise ValueError(f"no road position {pos} (1-55)")
        return self._cells[pos]

    def space_xy(self, pos: int) -> tuple[float, float]:
        """Top-left corner of the box of position ``pos``."""
        r, c = self.cell(pos)
        return MARGIN + c * PITCH_X + (PITCH_X - CELL_W) / 2, MARGIN + r * PITCH_Y


WIDE = Layout(ROWS, COLS)
#: the column counts the live board may draw, widest first
COLUMNS = (14, 10, 7, 5, 4)


def layout(cols: int) -> Layout:
    """The road ``cols`` spaces wide: :data:`WIDE` for 14, else rows of ``cols`` positions in road order."""
    if cols == COLS:
        return WIDE
    if cols not in COLUMNS:
        raise ValueError(f"the road is drawn {COLUMNS} spaces wide, not {cols}")
    return Layout(tuple(tuple(range(a, min(a + cols, 56))) for a in range(1, 56, cols)), cols)


def cell(pos: int) -> tuple[int, int]:
    """(row, column) of road position ``pos`` in the drawing (rows 1 and 3 run right to left)."""
    return WIDE.cell(pos)


def space_xy(pos: int) -> tuple[float, float]:
    """Top-left corner of the box of position ``pos``."""
    return WIDE.space_xy(pos)


def _t(key: str, **data: Any) -> str:
    return escape(i18n.text(f"widgets.tokaido.{key}", **data))


def initials(traveler: Any) -> str:
    """The first two letters of a traveller's name ("Hi" for Hiroshige); "" before choosing."""
    return str(traveler)[:2] if traveler else ""


def space_name(pos: int) -> str:
    """The name of a position's type ("Kyoto", "Edo", "inn", "village", ...), from the catalogue."""
    typ = D.SPACES[pos][0]
    if pos == D.KYOTO:
        return i18n.text("widgets.tokaido.space.kyoto")
    if pos == D.EDO:
        return i18n.text("widgets.tokaido.space.edo")
    return i18n.text(f"widgets.tokaido.space.{typ}")


NAME_CHARS = 10  #: a type's name longer than this ("águas termais", "sorgente termale") takes two lines


#: the size of the smallest words in the live drawing (CSS px at its natural size: never drawn smaller)
READABLE = 12


def _name_text(cx: float, y: float, name: str, readable: bool = False) -> str:
    """A space type's name under its number, centred; a long name of several words on two lines
    (``readable``: at 12 px, cut by its measured width, squeezed if one word is wider than the space)."""
    size, step = (READABLE, 13) if readable else (10.5, 11)
    lines = [name]
    long = svgtext.width(name, size) > CELL_W - 4 if readable else len(name) > NAME_CHARS
    if long and " " in name:
        cut = min((i for i, ch in enumerate(name) if ch == " "), key=lambda i: abs(2 * i - len(name)))
        lines = [name[:cut], name[cut + 1:]]
    squeeze = ""
    if readable and len(lines) == 1 and svgtext.width(name, size) > CELL_W - 4:
        squeeze = f' textLength="{CELL_W - 4}" lengthAdjust="spacingAndGlyphs"'
    spans = "".join(f'<tspan x="{cx}" dy="{0 if k == 0 else step}">{escape(line)}</tspan>'
                    for k, line in enumerate(lines)) if len(lines) > 1 else escape(name)
    return f'<text x="{cx}" y="{y}" font-size="{size:g}" text-anchor="middle" fill="#222"{squeeze}>{spans}</text>'


def _fit(readable: bool, words: str = "") -> str:
    """In the live drawing, words wider than a space are squeezed into it (``textLength``)."""
    if readable and (not words or svgtext.width(words, READABLE) > CELL_W - 4):
        return f' textLength="{CELL_W - 4}" lengthAdjust="spacingAndGlyphs"'
    return ""


def _space(pos: int, targets: set, closed: set, second_taken: bool, lay: Layout = WIDE,
           readable: bool = False) -> str:
    typ, double = D.SPACES[pos]
    band, body = TYPE_COLOURS.get(typ, ("#666", "#fff"))
    x, y = lay.space_xy(pos)
    # the 2nd slot's words: under the dashed circle; in the live drawing (12 px) across the space's foot
    small, slot_x, slot_y = (READABLE, x + CELL_W / 2, y + CELL_H - 4) if readable else (9, x + 48, y + 92)
    stroke, width = ("#000", 2) if typ == "inn" else ("#555", 1.2)
    title = _t("space.title", pos=pos, name=space_name(pos))
    out = [f'<g class="space space-{typ}" data-space="{pos}"><title>{title}</title>',
           f'<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" rx="7" fill="{body}" '
           f'stroke="{stroke}" stroke-width="{width}"/>',
           f'<rect x="{x}" y="{y}" width="{CELL_W}" height="19" rx="7" fill="{band}"/>',
           f'<text x="{x + 4}" y="{y + 14}" font-size="13" font-weight="bold" fill="#000">{pos}</text>',
           f'<text x="{x + CELL_W - 4}" y="{y + 14}" font-size="13" font-weight="bold" text-anchor="end" '
           f'fill="#000">{_t(f"letter.{typ}")}</text>',
           _name_text(x + CELL_W / 2, y + 31, space_name(pos), readable)]
    if double:
        out.append(f'<circle cx="{x + 48}" cy="{y + 62}" r="14" fill="none" stroke="#555" stroke-dasharray="4 3"/>')
        if pos in closed:  # a festival took the side slot (4-5 players): only the slot is crossed out
            out.append(f'<g class="closed closed-side-slot"><line x1="{x + 36}" y1="{y + 50}" x2="{x + 60}" '
                       f'y2="{y + 74}" stroke="#000" stroke-width="2"/><line x1="{x + 60}" y1="{y + 50}" '
                       f'x2="{x + 36}" y2="{y + 74}" stroke="#000" stroke-width="2"/><text x="{slot_x}" '
                       f'y="{slot_y}" font-size="{small}" text-anchor="middle" font-weight="bold"{_fit(readable)}>'
                       f'{_t("closed_side_slot")}</text></g>')
        elif not second_taken:  # the traveller's initials take the label's place
            out.append(f'<text x="{slot_x}" y="{slot_y}" font-size="{small}" text-anchor="middle" fill="#333"'
                       f'{_fit(readable, _t("second_slot"))}>{_t("second_slot")}</text>')
    elif pos in closed:
        out.append(f'<g class="closed"><line x1="{x + 4}" y1="{y + 22}" x2="{x + CELL_W - 4}" y2="{y + CELL_H - 4}" '
                   f'stroke="#000" stroke-width="2"/><text x="{x + CELL_W / 2}" y="{y + CELL_H - 4}" '
                   f'font-size="{READABLE if readable else 10}" text-anchor="middle" font-weight="bold">'
                   f'{_t("closed")}</text></g>')
    if pos in targets:
        out.append(f'<rect class="target" x="{x - 1}" y="{y - 1}" width="{CELL_W + 2}" height="{CELL_H + 2}" '
                   f'rx="8" fill="none" stroke="{TARGET}" stroke-width="4"/>')
    out.append("</g>")
    return "".join(out)


def pawn(cx: float, cy: float, r: float, seat: int | None, traveler: Any = None, *, label: bool = True,
         mover: bool = False, readable: bool = False) -> str:
    """One pawn: a circle with the seat number (``None``: the neutral traveller, "N") and its initials below."""
    if seat is None:
        fill, ink, mark, who = NEUTRAL_FILL, "#000", "N", _t("pawn.neutral")
    else:
        fill, ink, mark = PAWN_FILL[seat % 5], PAWN_TEXT[seat % 5], str(seat + 1)
        who = _t("pawn.title", n=seat + 1, traveler=traveler or "?")
    size = max(int(r * 1.15), READABLE) if readable else int(r * 1.15)
    ring = (f'<circle class="mover" cx="{cx}" cy="{cy}" r="{r + 4}" fill="none" stroke="#000" stroke-width="2.5" '
            f'stroke-dasharray="4 2"/>') if mover else ""
    name = (f'<text x="{cx}" y="{cy + r + 14}" font-size="{READABLE if readable else 10}" font-weight="bold" '
            f'text-anchor="middle" fill="#111">{escape(initials(traveler))}</text>') if label and traveler else ""
    cls = "neutral" if seat is None else f"seat-{seat}"
    return (f'<g class="pawn pawn-{cls}"><title>{who}</title>{ring}'
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="#000" stroke-width="1.8"/>'
            f'<text x="{cx}" y="{cy + size * 0.37}" font-size="{size}" font-weight="bold" text-anchor="middle" '
            f'fill="{ink}">{mark}</text>{name}</g>')


def _pawns(view: dict, lay: Layout = WIDE, readable: bool = False) -> list[str]:
    """Every pawn where it stands: in its slot (0 = road slot, 1 = second slot; inns in arrival order)."""
    pawns: list[tuple[int | None, Any, int, int]] = [
        (p, row.get("traveler"), row["space"], row.get("slot", 0)) for p, row in enumerate(view["players"])]
    neutral = view.get("neutral")
    if neutral:
        pawns.append((None, None, neutral["space"], neutral.get("slot", 0)))
    moving = view.get("pending") in ("move", "amulet.vitality_move", "amulet.friendship")
    crowd: dict[int, int] = {}
    for _seat, _traveler, pos, _slot in pawns:
        crowd[pos] = crowd.get(pos, 0) + 1
    out = []
    for seat, traveler, pos, slot in pawns:
        x, y = lay.space_xy(pos)
        mover = moving and seat is not None and seat == view.get("current_player")
        if D.SPACES[pos][0] == "inn":
            row, col = divmod(slot, 3)  # up to 5 travellers in arrival order, 3 to a row
            out.append(pawn(x + 13 + col * 20, y + 52 + row * 28, 9, seat, traveler, label=False, mover=mover,
                            readable=readable))
        else:
            if crowd[pos] == 1 and not D.SPACES[pos][1]:
                cx = x + CELL_W / 2  # alone on a single space: in the middle
            else:  # road slot on the left, second slot on the right (more only through an ability)
                cx = x + 18 + min(slot, 1) * 30 + max(slot - 1, 0) * 8
            out.append(pawn(cx, y + 62, 13, seat, traveler, mover=mover, readable=readable))
    return out


def _ribbon(lay: Layout = WIDE) -> str:
    pts = []
    for pos in range(1, 56):
        x, y = lay.space_xy(pos)
        pts.append(f"{x + CELL_W / 2},{y + CELL_H / 2}")
    return (f'<polyline points="{" ".join(pts)}" fill="none" stroke="#c9b48a" stroke-width="14" '
            'stroke-linejoin="round"/>')


def _legend(view: dict, top: float, lay: Layout = WIDE, readable: bool = False) -> tuple[list[str], float]:
    out = []
    lines = []
    for p, row in enumerate(view["players"]):
        traveler = row.get("traveler") or _t("legend.no_traveler")
        lines.append((pawn(0, 0, 11, p, None), _t("legend.player", n=p + 1, name=row.get("name", ""),
                                                      traveler=traveler, coins=row["coins"], score=row["score"])))
    if view.get("neutral"):
        lines.append((pawn(0, 0, 11, None), _t("legend.neutral")))
    if lay is not WIDE or readable:
        return _legend_wrapped(lines, top, lay)
    col_w = WIDTH / 2 - MARGIN
    for k, (glyph, text) in enumerate(lines):
        row, col = divmod(k, 2)
        gx, gy = MARGIN + 14 + col * col_w, top + 14 + row * 28
        out.append(f'<g transform="translate({gx},{gy})">{glyph}</g>')
        out.append(f'<text x="{gx + 20}" y="{gy + 5}" font-size="14" fill="#111">{text}</text>')
    bottom = top + 14 + ((len(lines) + 1) // 2) * 28
    for k, key in enumerate(("legend.key", "legend.key2")):
        out.append(f'<text x="{MARGIN}" y="{bottom + 2 + 16 * k}" font-size="13" font-style="italic" '
                   f'fill="#333">{_t(key)}</text>')
    return out, bottom + 30


def _legend_wrapped(lines: list[tuple[str, str]], top: float, lay: Layout) -> tuple[list[str], float]:
    """The legend of the live drawing: in two columns when the road is wide, else one; every line of
    words broken to fit its column (a language's longer words stay inside the picture)."""
    out: list[str] = []
    cols = 2 if lay.width >= 700 else 1
    col_w = (lay.width - 2 * MARGIN) / cols
    y = top + 14
    for k in range(0, len(lines), cols):
        tallest = 0
        for col, (glyph, text) in enumerate(lines[k:k + cols]):
            gx = MARGIN + 14 + col * col_w
            out.append(f'<g transform="translate({gx},{y})">{glyph}</g>')
            words = svgtext.lines(text, col_w - 40, 14)
            spans = "".join(f'<tspan x="{gx + 20}" dy="{0 if n == 0 else 17}">{line}</tspan>'
                            for n, line in enumerate(words))
            out.append(f'<text x="{gx + 20}" y="{y + 5}" font-size="14" fill="#111">{spans}</text>')
            tallest = max(tallest, 28 + 17 * (len(words) - 1))
        y += tallest
    y += 2
    for key in ("legend.key", "legend.key2"):
        words = svgtext.lines(_t(key), lay.width - 2 * MARGIN, 13)
        spans = "".join(f'<tspan x="{MARGIN}" dy="{0 if n == 0 else 16}">{line}</tspan>' for n, line in enumerate(words))
        out.append(f'<text x="{MARGIN}" y="{y}" font-size="13" font-style="italic" fill="#333">{spans}</text>')
        y += 16 * len(words)
    return out, y + 12


def describe(view: dict, targets: Any = ()) -> str:
    """The road in words (the picture's text alternative): each traveller's space, purse and points,
    and the spaces framed as moves."""
    parts = [_t("title")]
    for p, row in enumerate(view["players"]):
        traveler = row.get("traveler") or _t("legend.no_traveler")
        parts.append(_t("legend.player", n=p + 1, name=row.get("name", ""), traveler=traveler, coins=row["coins"],
                        score=row["score"]) + ", " + _t("space.title", pos=row["space"], name=space_name(row["space"])))
    if view.get("neutral"):
        pos = view["neutral"]["space"]
        parts.append(_t("pawn.neutral") + ", " + _t("space.title", pos=pos, name=space_name(pos)))
    framed = sorted(set(targets))
    if framed:
        parts.append(_t("legend.key2") + " " + ", ".join(str(pos) for pos in framed))
    return unescape("; ".join(parts))  # plain words: the page sets them as an attribute, never as markup


def road_svg(view: dict, targets: Any = (), columns: int | None = None) -> str:
    """The road drawn from ``view`` (``TokaidoGame.view(...)``) as an SVG string; ``targets`` are framed.
    Its text alternative names the road; the live board's says where everyone stands (:func:`describe`).

    ``columns`` (the live board's): the road :func:`layout` that many spaces wide, every word at least
    :data:`READABLE` px at the drawing's natural size; None: the picture of a plain cell (:data:`WIDE`)."""
    lay, readable = (WIDE, False) if columns is None else (layout(columns), True)
    targets = set(targets)
    closed = {int(k) for k in ((view.get("matsuri") or {}).get("closed") or {})}
    taken = {row["space"] for row in view["players"] if row.get("slot")}
    if view.get("neutral") and view["neutral"].get("slot"):
        taken.add(view["neutral"]["space"])
    parts = [_ribbon(lay)]
    parts.extend(_space(pos, targets, closed, pos in taken, lay, readable) for pos in range(1, 56))
    parts.extend(_pawns(view, lay, readable))
    legend, height = _legend(view, lay.road_height - 8, lay, readable)
    parts.extend(legend)
    title = _t("title")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="tokaido-road-svg" width="{lay.width}" '
            f'height="{height:.0f}" viewBox="0 0 {lay.width} {height:.0f}" role="img" aria-label="{title}" '
            f'font-family="DejaVu Sans, Verdana, sans-serif"><title>{title}</title>'
            f'<rect width="100%" height="100%" fill="#fbfaf5"/>' + "".join(parts) + "</svg>")
