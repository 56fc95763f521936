"""The Tokaido Duo island as SVG: a PURE function of ``DuoGame.view(...)``.

Geometry comes from the engine's public island (:data:`tokaido_kit.duo.ISLAND`,
teaching island v1, not the printed board); positions on the page are computed
here: the ring of spaces on a circle, coastal towns just inside their ring
space, mountain towns in the middle (each near the coast it links to), zones as
arcs outside the ring. Colours are from the Okabe-Ito colour-blind-safe palette
and never the only cue: every space carries a letter, every figure its letter
(P, M, A) and seat number.
"""

from __future__ import annotations

import html
import math
import re

from tokaido_kit.core import i18n
from tokaido_kit.duo import ISLAND as I
from tokaido_kit.duo.words import Good, Icon

from ..common import svgtext

SIZE = 680
CX = CY = SIZE / 2
R = 238  # the ring
PANEL_X = SIZE + 10
PANEL_W = 420
WIDTH = PANEL_X + PANEL_W
HEIGHT = 760
PANEL_H = 350  # a player's panel (widgets.duo.panels)
SEAT_FILL = ["#0072B2", "#D55E00"]  # blue, vermillion (Okabe-Ito)
KIND_FILL = {"temple": "#E69F00", "garden": "#009E73", "hot_spring": "#CC79A7",
             "seashore": "#56B4E9", "coastal": "#F0E442"}
LEGAL = "#009E73"
ZONE_STROKE = ["#999999", "#555555"]
CHARS = ("pilgrim", "merchant", "artist")


def t(key: str, **kw) -> str:
    """A catalogue text, escaped for SVG."""
    return html.escape(i18n.text(key, **kw), quote=True)


def angle_of_space(i: int) -> float:
    return -math.pi / 2 + 2 * math.pi * i / I.ring_size


def polar(a: float, r: float) -> tuple[float, float]:
    return CX + r * math.cos(a), CY + r * math.sin(a)


def town_angle(town: str) -> float:
    """A coastal town sits at its ring space; a mountain town between the coastal towns it links to."""
    if town in I.space_of_town:
        return angle_of_space(I.space_of_town[town])
    coast = [n for n in I.neighbours[town] if n in I.space_of_town]
    x = sum(math.cos(angle_of_space(I.space_of_town[n])) for n in coast)
    y = sum(math.sin(angle_of_space(I.space_of_town[n])) for n in coast)
    return math.atan2(y, x)


def town_xy(town: str) -> tuple[float, float]:
    return polar(town_angle(town), R - 62 if town in I.space_of_town else 100)


def zone_angle(zone: str) -> float:
    spaces = [s for s, z in I.zone_of_space.items() if z == zone]
    return (angle_of_space(min(spaces)) + angle_of_space(max(spaces))) / 2


def _text(x: float, y: float, s: str, size: int = 12, weight: str = "normal", anchor: str = "middle",
          fill: str = "#000") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" font-weight="{weight}" '
            f'text-anchor="{anchor}" dominant-baseline="central" fill="{fill}">{s}</text>')


def _legal(view: dict) -> dict[str, set]:
    """The destinations offered now, by kind (read from the view's legal options)."""
    out: dict[str, set] = {"space": set(), "town": set(), "zone": set()}
    for o in view.get("options") or []:
        if o["kind"] == "pilgrim_to":
            out["space"].add(o["space"])
        elif o["kind"] == "merchant_to":
            out["town"].add(o["town"])
        elif o["kind"] in ("artist_to", "artist_step"):
            out["zone"].add(o["zone"])
    return out


def figure(x: float, y: float, character: str, seat: int) -> str:
    """One figure: a rounded badge in the seat's colour with its letter and seat number."""
    label = t(f"widgets.duo.figure.letter.{character}") + str(seat + 1)
    title = t(f"widgets.duo.character.{character}") + f" {seat + 1}"
    return (f'<g class="duo-figure duo-figure-{character}-{seat}"><title>{title}</title>'
            f'<rect x="{x - 14:.1f}" y="{y - 10:.1f}" width="28" height="20" rx="6" fill="{SEAT_FILL[seat]}" '
            f'stroke="#fff" stroke-width="1.5"/>{_text(x, y, label, 12, "bold", fill="#fff")}</g>')


def _ring(view: dict, legal: set) -> list[str]:
    out = []
    for i, kind in enumerate(I.ring):
        x, y = polar(angle_of_space(i), R)
        ring = f' stroke="{LEGAL}" stroke-width="4" stroke-dasharray="5 3"' if i in legal else ' stroke="#333"'
        letter = t(f"widgets.duo.kind.letter.{kind}")
        out.append(f'<g class="duo-space duo-space-{i}"><title>{t("widgets.duo.space", i=i, kind=i18n.text(f"widgets.duo.kind.{kind}"))}</title>'
                   f'<circle cx="{x:.1f}" cy="{y:.1f}" r="17" fill="{KIND_FILL[kind]}"{ring}/>'
                   f'{_text(x, y - 5, letter, 11, "bold")}{_text(x, y + 7, str(i), 10)}</g>')
    return out


def _zones(legal: set) -> list[str]:
    out = []
    half = math.pi / I.ring_size
    for k, zone in enumerate(I.zones):
        spaces = [s for s, z in I.zone_of_space.items() if z == zone]
        a0, a1 = angle_of_space(min(spaces)) - half * 0.8, angle_of_space(max(spaces)) + half * 0.8
        r = R + 26
        (x0, y0), (x1, y1) = polar(a0, r), polar(a1, r)
        stroke = LEGAL if zone in legal else ZONE_STROKE[k % 2]
        dash = ' stroke-dasharray="8 4"' if zone in legal else ""
        out.append(f'<path class="duo-zone duo-zone-{zone}" d="M {x0:.1f} {y0:.1f} A {r} {r} 0 0 1 {x1:.1f} {y1:.1f}" '
                   f'fill="none" stroke="{stroke}" stroke-width="{6 if zone in legal else 4}"{dash}/>')
        x, y = polar(zone_angle(zone), R + 50)
        out.append(_text(x, y - 7, html.escape(zone), 12, "bold"))
        out.append(_text(x, y + 7, t("widgets.duo.zone.icon", icon=Icon(I.icon[zone])), 11))
    return out


def _towns(view: dict, legal: set) -> list[str]:
    out = []
    for a, b in I.routes:
        (x0, y0), (x1, y1) = town_xy(a), town_xy(b)
        out.append(f'<line x1="{x0:.1f}" y1="{y0:.1f}" x2="{x1:.1f}" y2="{y1:.1f}" stroke="#8c6d46" '
                   f'stroke-width="3" opacity="0.7"/>')
    for town in I.towns:
        x, y = town_xy(town)
        mountain = town not in I.space_of_town
        stroke = f'stroke="{LEGAL}" stroke-width="4" stroke-dasharray="5 3"' if town in legal else 'stroke="#333"'
        if mountain:
            shape = f'<polygon points="{x:.1f},{y - 20:.1f} {x - 20:.1f},{y + 14:.1f} {x + 20:.1f},{y + 14:.1f}" fill="#bbbbbb" {stroke}/>'
            label = t("widgets.duo.mountain", town=town, draw=I.draw[town])
        else:
            shape = f'<rect x="{x - 14:.1f}" y="{y - 14:.1f}" width="28" height="28" fill="{KIND_FILL["coastal"]}" {stroke}/>'
            shop = (view.get("boutiques") or {}).get(town, {})
            label = t("widgets.duo.coastal", town=town, kind=Good(shop.get("kind", "")), price=shop.get("price", ""))
        out.append(f'<g class="duo-town duo-town-{town}"><title>{label}</title>{shape}</g>')
        lx, ly = polar(town_angle(town), R - 95) if not mountain else (x, y - 30)
        out.append(_text(lx, ly, html.escape(town), 12, "bold"))
        if not mountain:
            shop = (view.get("boutiques") or {}).get(town)
            if shop:
                out.append(_text(lx, ly + 13, t("widgets.duo.shop", kind=Good(shop["kind"]), price=shop["price"]), 10))
    return out


def _figures(view: dict) -> list[str]:
    out = []
    same = view["players"][0]["pilgrim"] == view["players"][1]["pilgrim"]
    for seat, pv in enumerate(view["players"]):
        shift = -15 if seat == 0 else 15
        a = angle_of_space(pv["pilgrim"]) + ((-0.065 if seat == 0 else 0.065) if same else 0)
        out.append(figure(*polar(a, R - 33), "pilgrim", seat))
        mx, my = town_xy(pv["merchant"])
        if pv["merchant"] in I.space_of_town:  # beside the town, along the coast
            ta = town_angle(pv["merchant"])
            out.append(figure(mx - 2 * shift * math.sin(ta), my + 2 * shift * math.cos(ta), "merchant", seat))
        else:  # under the mountain town
            out.append(figure(mx + shift, my + 28, "merchant", seat))
        za = zone_angle(pv["artist"])
        ax, ay = polar(za + (-0.06 if seat == 0 else 0.06), R + 82)
        out.append(figure(ax, ay, "artist", seat))
    return out


def describe(view: dict) -> str:
    """The island in words (the picture's text alternative): the round, then each player's points and
    where their three figures stand."""
    parts = [t("widgets.duo.title"), t("widgets.duo.round", round=view["round"],
                                       last=t("widgets.duo.round.last") if view.get("last_round") else "")]
    for seat, pv in enumerate(view["players"]):
        kind = I.ring[pv["pilgrim"]]
        where = [t("widgets.duo.character.pilgrim") + ": " + t("widgets.duo.space", i=pv["pilgrim"],
                                                                 kind=i18n.text(f"widgets.duo.kind.{kind}")),
                 t("widgets.duo.character.merchant") + ": " + html.escape(str(pv["merchant"])),
                 t("widgets.duo.character.artist") + ": " + html.escape(str(pv["artist"]))]
        parts.append(t("widgets.duo.panel.name", name=pv["name"], n=seat + 1, score=pv["score"]) + " (" + ", ".join(where) + ")")
    return html.unescape("; ".join(parts) + ".")  # plain words: the page sets them as an attribute, never as markup


#: the live board's layouts: the island beside the panels, above them (a narrower screen), or reflowed
#: for a phone held upright (:mod:`widgets.duo.phone`)
LAYOUTS = ("wide", "stacked", "phone")
#: the size of the smallest words in the live drawing (CSS px at its natural size: never drawn smaller)
READABLE = 12
_FONT = re.compile(r'font-size="(\d+(?:\.\d+)?)"')


def layout_for(room: int, now: str | None = None) -> str | None:
    """The live layout for a picture ``room`` CSS px wide: the panels beside the island when the whole
    fits at its natural size (16 px to spare to widen), else under it while the island fits (680 px), else
    the phone's reflowed drawing (:mod:`widgets.duo.phone`); 0 (not known yet) keeps ``now``."""
    if room <= 0:
        return now
    if room >= WIDTH + (0 if now == "wide" else 16):
        return "wide"
    return "stacked" if room >= SIZE + (0 if now in ("wide", "stacked") else 16) else "phone"


def island_svg(view: dict, layout: str | None = None) -> str:
    """The whole picture (island, dice, both players' panels) of ``view``, as an SVG string (its text
    alternative names the island; the live board's says where everyone stands: :func:`describe`).

    ``layout`` (the live board's, one of :data:`LAYOUTS`): every word at least :data:`READABLE` px at
    the drawing's natural size, the legend wrapped, and for "stacked" the panels under the island (a
    drawing 680 wide), for "phone" the island reflowed 320 wide; None: the picture of a plain cell."""
    from .panels import panels_svg  # the right-hand side

    if layout is not None and layout not in LAYOUTS:
        raise ValueError(f"a layout is one of {LAYOUTS}, not {layout!r}")
    if layout == "phone":
        from .phone import phone_svg

        return _FONT.sub(lambda m: f'font-size="{max(float(m.group(1)), READABLE):g}"', phone_svg(view))
    legal = _legal(view)
    body = [f'<circle cx="{CX}" cy="{CY}" r="{R - 30}" fill="#eef3e8"/>']
    body += _zones(legal["zone"])
    body += _towns(view, legal["town"])
    body += _ring(view, legal["space"])
    body += _figures(view)
    body.append(_text(10, SIZE + 14, t("widgets.duo.title"), 15, "bold", "start"))
    keys = ("widgets.duo.legend.kinds", "widgets.duo.legend.figures", "widgets.duo.legend.legal")
    if layout is None:
        for k, key in enumerate(keys):
            body.append(_text(10, SIZE + 36 + 18 * k, t(key), 12, anchor="start"))
        width, height, panels = WIDTH, HEIGHT, panels_svg(view)
    else:
        y = SIZE + 36
        for key in keys:  # each sentence on as many lines as its language needs, inside the island's width
            for line in svgtext.lines(t(key), SIZE - 20, READABLE):
                body.append(_text(10, y, line, READABLE, anchor="start"))
                y += 17
        if layout == "wide":
            width, height, panels = WIDTH, max(HEIGHT, y), panels_svg(view)
        else:  # the panels (drawn at PANEL_X) moved under the island
            top = y + 6
            width, height = SIZE, top + 36 + 2 * (PANEL_H + 4)
            panels = [f'<g transform="translate({10 - PANEL_X},{top})">', *panels_svg(view), "</g>"]
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
             f'role="img" aria-label="{t("widgets.duo.title")}" font-family="sans-serif">',
             f'<rect x="0" y="0" width="{width}" height="{height}" fill="#fbfaf5"/>', *body, *panels, "</svg>"]
    svg = "".join(parts)
    if layout is not None:  # no word under 12 px in the live drawing
        svg = _FONT.sub(lambda m: f'font-size="{max(float(m.group(1)), READABLE):g}"', svg)
    return svg
