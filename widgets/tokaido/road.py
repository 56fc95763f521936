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

from html import escape
from typing import Any

from tokaido_kit.core import i18n
from tokaido_kit.tokaido import data as D

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


def cell(pos: int) -> tuple[int, int]:
    """(row, column) of road position ``pos`` in the drawing (rows 1 and 3 run right to left)."""
    for r, row in enumerate(ROWS):
        if pos in row:
            c = row.index(pos)
            return r, (COLS - 1 - c) if r % 2 else c
    raise ValueError(f"no road position {pos} (1-55)")


def space_xy(pos: int) -> tuple[float, float]:
    """Top-left corner of the box of position ``pos``."""
    r, c = cell(pos)
    return MARGIN + c * PITCH_X + (PITCH_X - CELL_W) / 2, MARGIN + r * PITCH_Y


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


def _name_text(cx: float, y: float, name: str) -> str:
    """A space type's name under its number, centred; a long name of several words on two lines."""
    lines = [name]
    if len(name) > NAME_CHARS and " " in name:
        cut = min((i for i, ch in enumerate(name) if ch == " "), key=lambda i: abs(2 * i - len(name)))
        lines = [name[:cut], name[cut + 1:]]
    spans = "".join(f'<tspan x="{cx}" dy="{0 if k == 0 else 11}">{escape(line)}</tspan>'
                    for k, line in enumerate(lines)) if len(lines) > 1 else escape(name)
    return f'<text x="{cx}" y="{y}" font-size="10.5" text-anchor="middle" fill="#222">{spans}</text>'


def _space(pos: int, targets: set, closed: set, second_taken: bool) -> str:
    typ, double = D.SPACES[pos]
    band, body = TYPE_COLOURS.get(typ, ("#666", "#fff"))
    x, y = space_xy(pos)
    stroke, width = ("#000", 2) if typ == "inn" else ("#555", 1.2)
    title = _t("space.title", pos=pos, name=space_name(pos))
    out = [f'<g class="space space-{typ}" data-space="{pos}"><title>{title}</title>',
           f'<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" rx="7" fill="{body}" '
           f'stroke="{stroke}" stroke-width="{width}"/>',
           f'<rect x="{x}" y="{y}" width="{CELL_W}" height="19" rx="7" fill="{band}"/>',
           f'<text x="{x + 4}" y="{y + 14}" font-size="13" font-weight="bold" fill="#000">{pos}</text>',
           f'<text x="{x + CELL_W - 4}" y="{y + 14}" font-size="13" font-weight="bold" text-anchor="end" '
           f'fill="#000">{_t(f"letter.{typ}")}</text>',
           _name_text(x + CELL_W / 2, y + 31, space_name(pos))]
    if double:
        out.append(f'<circle cx="{x + 48}" cy="{y + 62}" r="14" fill="none" stroke="#555" stroke-dasharray="4 3"/>')
        if pos in closed:  # a festival took the side slot (4-5 players): only the slot is crossed out
            out.append(f'<g class="closed closed-side-slot"><line x1="{x + 36}" y1="{y + 50}" x2="{x + 60}" '
                       f'y2="{y + 74}" stroke="#000" stroke-width="2"/><line x1="{x + 60}" y1="{y + 50}" '
                       f'x2="{x + 36}" y2="{y + 74}" stroke="#000" stroke-width="2"/><text x="{x + 48}" '
                       f'y="{y + 92}" font-size="9" text-anchor="middle" font-weight="bold">'
                       f'{_t("closed_side_slot")}</text></g>')
        elif not second_taken:  # the traveller's initials take the label's place
            out.append(f'<text x="{x + 48}" y="{y + 92}" font-size="9" text-anchor="middle" fill="#333">'
                       f'{_t("second_slot")}</text>')
    elif pos in closed:
        out.append(f'<g class="closed"><line x1="{x + 4}" y1="{y + 22}" x2="{x + CELL_W - 4}" y2="{y + CELL_H - 4}" '
                   f'stroke="#000" stroke-width="2"/><text x="{x + CELL_W / 2}" y="{y + CELL_H - 4}" font-size="10" '
                   f'text-anchor="middle" font-weight="bold">{_t("closed")}</text></g>')
    if pos in targets:
        out.append(f'<rect class="target" x="{x - 1}" y="{y - 1}" width="{CELL_W + 2}" height="{CELL_H + 2}" '
                   f'rx="8" fill="none" stroke="{TARGET}" stroke-width="4"/>')
    out.append("</g>")
    return "".join(out)


def pawn(cx: float, cy: float, r: float, seat: int | None, traveler: Any = None, *, label: bool = True,
         mover: bool = False) -> str:
    """One pawn: a circle with the seat number (``None``: the neutral traveller, "N") and its initials below."""
    if seat is None:
        fill, ink, mark, who = NEUTRAL_FILL, "#000", "N", _t("pawn.neutral")
    else:
        fill, ink, mark = PAWN_FILL[seat % 5], PAWN_TEXT[seat % 5], str(seat + 1)
        who = _t("pawn.title", n=seat + 1, traveler=traveler or "?")
    size = int(r * 1.15)
    ring = (f'<circle class="mover" cx="{cx}" cy="{cy}" r="{r + 4}" fill="none" stroke="#000" stroke-width="2.5" '
            f'stroke-dasharray="4 2"/>') if mover else ""
    name = (f'<text x="{cx}" y="{cy + r + 14}" font-size="10" font-weight="bold" text-anchor="middle" '
            f'fill="#111">{escape(initials(traveler))}</text>') if label and traveler else ""
    cls = "neutral" if seat is None else f"seat-{seat}"
    return (f'<g class="pawn pawn-{cls}"><title>{who}</title>{ring}'
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="#000" stroke-width="1.8"/>'
            f'<text x="{cx}" y="{cy + size * 0.37}" font-size="{size}" font-weight="bold" text-anchor="middle" '
            f'fill="{ink}">{mark}</text>{name}</g>')


def _pawns(view: dict) -> list[str]:
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
        x, y = space_xy(pos)
        mover = moving and seat is not None and seat == view.get("current_player")
        if D.SPACES[pos][0] == "inn":
            row, col = divmod(slot, 3)  # up to 5 travellers in arrival order, 3 to a row
            out.append(pawn(x + 13 + col * 20, y + 52 + row * 28, 9, seat, traveler, label=False, mover=mover))
        else:
            if crowd[pos] == 1 and not D.SPACES[pos][1]:
                cx = x + CELL_W / 2  # alone on a single space: in the middle
            else:  # road slot on the left, second slot on the right (more only through an ability)
                cx = x + 18 + min(slot, 1) * 30 + max(slot - 1, 0) * 8
            out.append(pawn(cx, y + 62, 13, seat, traveler, mover=mover))
    return out


def _ribbon() -> str:
    pts = []
    for pos in range(1, 56):
        x, y = space_xy(pos)
        pts.append(f"{x + CELL_W / 2},{y + CELL_H / 2}")
    return (f'<polyline points="{" ".join(pts)}" fill="none" stroke="#c9b48a" stroke-width="14" '
            'stroke-linejoin="round"/>')


def _legend(view: dict, top: float) -> tuple[list[str], float]:
    out = []
    lines = []
    for p, row in enumerate(view["players"]):
        traveler = row.get("traveler") or _t("legend.no_traveler")
        lines.append((pawn(0, 0, 11, p, None), _t("legend.player", n=p + 1, name=row.get("name", ""),
                                                      traveler=traveler, coins=row["coins"], score=row["score"])))
    if view.get("neutral"):
        lines.append((pawn(0, 0, 11, None), _t("legend.neutral")))
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
    return "; ".join(parts)


def road_svg(view: dict, targets: Any = ()) -> str:
    """The road drawn from ``view`` (``TokaidoGame.view(...)``) as an SVG string; ``targets`` are framed.
    Its text alternative names the road; the live board's says where everyone stands (:func:`describe`)."""
    targets = set(targets)
    closed = {int(k) for k in ((view.get("matsuri") or {}).get("closed") or {})}
    taken = {row["space"] for row in view["players"] if row.get("slot")}
    if view.get("neutral") and view["neutral"].get("slot"):
        taken.add(view["neutral"]["space"])
    parts = [_ribbon()]
    parts.extend(_space(pos, targets, closed, pos in taken) for pos in range(1, 56))
    parts.extend(_pawns(view))
    legend, height = _legend(view, ROAD_HEIGHT - 8)
    parts.extend(legend)
    title = _t("title")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="tokaido-road-svg" width="{WIDTH}" '
            f'height="{height:.0f}" viewBox="0 0 {WIDTH} {height:.0f}" role="img" aria-label="{title}" '
            f'font-family="DejaVu Sans, Verdana, sans-serif"><title>{title}</title>'
            f'<rect width="100%" height="100%" fill="#fbfaf5"/>' + "".join(parts) + "</svg>")
