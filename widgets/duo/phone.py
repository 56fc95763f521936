"""The Tokaido Duo island on a phone held upright: the live board's "phone" layout.

The round island (:func:`widgets.duo.svg.island_svg`) needs 680 px to show its words at 12 px; a phone
gives it 330-360. Here the same view is drawn :data:`WIDTH` px wide, reflowed, every word at least
12 px at its natural size, nothing panning sideways:

* the ring, one row per zone in ring order (Hana: spaces 0-4, Kaze: 5-9, ...): the zone's name, its icon
  and the Artists in it on the left, then its spaces (kind letter and number, the Pilgrims on them);
* the towns, one line each: a coastal town with its shop and ring space, a mountain town with what it
  draws; both with the towns a road leads to (arrow) and the Merchants there;
* the legend, then both players' panels one under the other.

Legal destinations are framed in green dashes as on the round island. A pure function of the view.
"""

from __future__ import annotations

import html

from tokaido_kit.duo import ISLAND as I
from tokaido_kit.duo.words import Good, Icon, Side

from ..common import svgtext
from .panels import cells, i18n_good, tile_look
from .svg import CHARS, KIND_FILL, LEGAL, SEAT_FILL, _legal, _text, figure, t

WIDTH = 320
M = 8  #: the margin
LABEL_W = 96  #: a zone's column (name, icon, Artists)
PITCH, CELL_W, CELL_H = 38, 34, 64
SIZE = 12  #: the smallest word
STEP = 16  #: a line of words
DASH = f'stroke="{LEGAL}" stroke-width="3" stroke-dasharray="5 3"'


def _lines(out: list[str], x: float, y: float, s: str, room: float, size: int = SIZE, weight: str = "normal",
           fill: str = "#000") -> float:
    """``s`` on as many lines as ``room`` needs, from ``y`` (the first line's middle); returns the next free ``y``."""
    for line in svgtext.lines(s, room, size, weight == "bold"):
        out.append(_text(x, y, line, size, weight, "start", fill))
        y += size + 4
    return y


def _ring(view: dict, legal: dict, y: float) -> tuple[list[str], float]:
    out: list[str] = []
    artists = {}
    for seat, pv in enumerate(view["players"]):
        artists.setdefault(pv["artist"], []).append(seat)
    pilgrims = {}
    for seat, pv in enumerate(view["players"]):
        pilgrims.setdefault(pv["pilgrim"], []).append(seat)
    for zone in I.zones:
        spaces = sorted(s for s, z in I.zone_of_space.items() if z == zone)
        label: list[str] = []
        ly = _lines(label, M + 5, y + 10, html.escape(zone), LABEL_W - 8, SIZE, "bold")
        ly = _lines(label, M + 5, ly, t("widgets.duo.zone.icon", icon=Icon(I.icon[zone])), LABEL_W - 8)
        for k, seat in enumerate(artists.get(zone, [])):
            label.append(figure(M + 19 + k * 32, ly + 4, "artist", seat))
        if zone in artists:
            ly += 22
        height = max(CELL_H, ly - y)
        frame = DASH if zone in legal["zone"] else 'stroke="#888"'
        out.append(f'<g class="duo-zone duo-zone-{html.escape(zone)}"><rect x="{M}" y="{y:.1f}" width="{LABEL_W - 4}" '
                   f'height="{height:.1f}" rx="5" fill="#eef3e8" {frame}/>' + "".join(label) + "</g>")
        for c, i in enumerate(spaces):
            x = M + LABEL_W + c * PITCH
            kind = I.ring[i]
            ring = DASH if i in legal["space"] else 'stroke="#333"'
            name = t("widgets.duo.space", i=i, kind=t(f"widgets.duo.kind.{kind}"))
            out.append(f'<g class="duo-space duo-space-{i}"><title>{name}</title>'
                       f'<rect x="{x}" y="{y:.1f}" width="{CELL_W}" height="{height:.1f}" rx="5" fill="{KIND_FILL[kind]}" '
                       f'{ring}/>{_text(x + CELL_W / 2, y + 10, t(f"widgets.duo.kind.letter.{kind}"), SIZE, "bold")}'
                       f'{_text(x + CELL_W / 2, y + 24, str(i), SIZE)}')
            for k, seat in enumerate(pilgrims.get(i, [])):
                out.append(figure(x + CELL_W / 2, y + 42 + k * 22, "pilgrim", seat))
            out.append("</g>")
        y += height + 4
    return out, y


def _towns(view: dict, legal: dict, y: float) -> tuple[list[str], float]:
    out: list[str] = []
    merchants = {}
    for seat, pv in enumerate(view["players"]):
        merchants.setdefault(pv["merchant"], []).append(seat)
    room = WIDTH - 2 * M - 26 - 64
    for town in I.towns:
        frame = DASH if town in legal["town"] else 'stroke="#333"'
        if town in I.space_of_town:
            shop = (view.get("boutiques") or {}).get(town, {})
            words = t("widgets.duo.coastal", town=town, kind=Good(shop.get("kind", "")), price=shop.get("price", ""))
            words += ", " + t("widgets.duo.space", i=I.space_of_town[town],
                              kind=t("widgets.duo.kind.coastal")).split(":")[0]
            shape = f'<rect x="{M + 2}" y="{y - 8:.1f}" width="16" height="16" fill="{KIND_FILL["coastal"]}" {frame}/>'
        else:
            words = t("widgets.duo.mountain", town=town, draw=I.draw[town])
            shape = (f'<polygon points="{M + 10},{y - 10:.1f} {M},{y + 8:.1f} {M + 20},{y + 8:.1f}" fill="#bbbbbb" '
                     f'{frame}/>')
        words += " \u2192 " + ", ".join(I.neighbours[town])
        text: list[str] = []
        end = _lines(text, M + 26, y, words, room)
        badges = [figure(WIDTH - M - 46 + k * 32, y, "merchant", seat) for k, seat in enumerate(merchants.get(town, []))]
        out.append(f'<g class="duo-town duo-town-{town}"><title>{words}</title>{shape}' + "".join(text + badges) + "</g>")
        y = end + 6
    return out, y


def _panel(view: dict, seat: int, y: float) -> tuple[list[str], float]:
    """One player's panel (or the Automa's), every line inside :data:`WIDTH`."""
    pv = view["players"][seat]
    x, room = M + 10, WIDTH - 2 * M - 20
    head: list[str] = []
    name = t("widgets.duo.panel.name", name=pv["name"], n=seat + 1, score=pv["score"])
    if view.get("first") == seat:
        name += " \u2014 " + t("widgets.duo.panel.first")
    top = _lines(head, x, y + 12, name, room, 13, "bold", "#fff")
    band = top - y - 2
    body: list[str] = []
    yy = top + 6

    def track(label: str, values: list, filled: int, fill: str, width: int = 30) -> None:
        nonlocal yy
        yy = _lines(body, x, yy, label, room)
        body.extend(cells(x, yy - 8, values, filled=filled, current=filled - 1, width=width, fill=fill))
        yy += 24

    if pv.get("automa"):
        yy = _lines(body, x, yy, t("widgets.duo.panel.ranks"), room)
        for c in CHARS:
            rank = pv["ranks"][c]
            yy = _lines(body, x, yy + 2, t(f"widgets.duo.character.{c}"), room, SIZE, "bold")
            body.extend(cells(x, yy - 8, I.rank_paths[c], filled=rank + 1, current=rank, width=28, fill="#f6c9a8"))
            yy += 24
        nxt = view.get("automa_next")
        if nxt:
            yy = _lines(body, x, yy + 4, t("widgets.duo.panel.automa_next", character=t(f"widgets.duo.character.{nxt}")),
                        room, 13, "bold", "#7a2e00")
        yy = _lines(body, x, yy + 4, t("widgets.duo.panel.automa_rule"), room)
    else:
        yy = _lines(body, x, yy, t("widgets.duo.panel.coins", coins=pv["coins"]), room, 13, "bold")
        track(t("widgets.duo.panel.gold"), I.gold_slots, pv["gold"], "#f0e442")
        track(t("widgets.duo.panel.temple"), I.temple_track, pv["temple"], "#f5d9a3")
        track(t("widgets.duo.panel.garden"), I.garden_track, pv["garden"], "#b9e3d2")
        yy = _lines(body, x, yy, t("widgets.duo.panel.pilgrim_points", temple=pv["temple_value"],
                                   garden=pv["garden_value"], points=pv["score_parts"]["pilgrim"]), room)
        yy = _lines(body, x, yy + 4, t("widgets.duo.panel.paintings", gifted=pv["gifted"], revealed=pv["revealed"]), room)
        per_row = 3
        for k, tile in enumerate(sorted(pv["paintings"], key=lambda tile: tile["slot"])):
            r, c = divmod(k, per_row)
            tx, ty = x + c * 92, yy - 8 + r * 42
            shade, inside = tile_look(tile)
            body.append(f'<rect x="{tx}" y="{ty:.1f}" width="88" height="38" rx="4" fill="{shade}" stroke="#666"/>')
            body.append(_text(tx + 44, ty + 11, str(tile["value"]), SIZE, "bold"))
            body.append(_text(tx + 44, ty + 27, inside, SIZE))
        yy += 42 * -(-len(pv["paintings"]) // per_row) + 4
        goods = ", ".join(i18n_good(k, n) for k, n in pv["goods"].items())
        yy = _lines(body, x, yy, t("widgets.duo.panel.goods", total=sum(pv["goods"].values()), storage=pv["storage"],
                                   goods=goods), room)
        waves = ", ".join(t("widgets.duo.panel.wave", character=t(f"widgets.duo.character.{w['character']}"),
                            side=Side(w["side"])) for w in pv["waves"]) or t("widgets.duo.panel.none")
        yy = _lines(body, x, yy, t("widgets.duo.panel.waves", waves=waves), room)
        state = ("usable" if pv["hot_spring_usable"] else "fresh") if pv["hot_spring"] else "no"
        yy = _lines(body, x, yy, t("widgets.duo.panel.spring", state=t(f"widgets.duo.panel.spring.{state}")), room)
    parts = pv["score_parts"]
    yy = _lines(body, x, yy + 4, " + ".join(f"{t(f'widgets.duo.character.{c}')} {parts[c]}" for c in CHARS)
                + f" = {pv['score']}", room, SIZE, "bold")
    height = yy - y
    out = [f'<rect x="{M}" y="{y:.1f}" width="{WIDTH - 2 * M}" height="{height:.1f}" rx="8" fill="#fff" '
           f'stroke="{SEAT_FILL[seat]}" stroke-width="4"/>',
           f'<rect x="{M}" y="{y:.1f}" width="{WIDTH - 2 * M}" height="{band:.1f}" rx="8" fill="{SEAT_FILL[seat]}"/>',
           *head, *body]
    return out, y + height + 8


def phone_svg(view: dict) -> str:
    """The whole picture of ``view`` for a phone: :data:`WIDTH` px wide, every word at least 12 px."""
    legal = _legal(view)
    out: list[str] = []
    room = WIDTH - 2 * M
    y = _lines(out, M, 14, t("widgets.duo.title"), room, 14, "bold")
    last = t("widgets.duo.round.last") if view.get("last_round") else ""
    dice = []
    for c in CHARS:
        value = (view.get("dice") or {}).get(c)
        if value is not None:
            key = "widgets.duo.die" if c in set(view.get("remaining") or []) else "widgets.duo.die.taken"
            dice.append(t(key, character=t(f"widgets.duo.character.{c}"), value=value))
    words = t("widgets.duo.round", round=view["round"], last=last) + (": " + ", ".join(dice) if dice else "")
    y = _lines(out, M, y + 2, words, room, 13, "bold") + 2
    ring, y = _ring(view, legal, y - 8)
    out += ring
    towns, y = _towns(view, legal, y + 14)
    out += towns
    for key in ("widgets.duo.legend.kinds", "widgets.duo.legend.figures", "widgets.duo.legend.legal"):
        y = _lines(out, M, y + 2, t(key), room)
    y += 2
    for seat in range(len(view["players"])):
        panel, y = _panel(view, seat, y)
        out += panel
    height = round(y)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="duo-phone" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" '
            f'role="img" aria-label="{t("widgets.duo.title")}" font-family="sans-serif">'
            f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#fbfaf5"/>' + "".join(out) + "</svg>")
