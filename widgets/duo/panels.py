"""The right-hand side of the Duo picture: round and dice, one panel per player.

Pure functions of ``view`` (part of :func:`widgets.duo.svg.island_svg`). A
player's panel: coins, gold-bar slots, Temple and Garden tracks, the painting
board (face-down tiles show "?": nobody knows them), goods, Wave tiles and the
hot-spring token. The Automa's panel: its three Rank paths and its next choice.
"""

from __future__ import annotations

from tokaido_kit.duo import ISLAND as I
from tokaido_kit.duo.words import Good, Icon, Side

from ..common import svgtext
from .svg import CHARS, LEGAL, PANEL_W, PANEL_X, SEAT_FILL, _text, t

CELL = 34
PANEL_H = 350
#: the room for words inside a panel (its width less its margins)
ROOM = PANEL_W - 30


def after(label: str, x: float, least: float, size: int = 12) -> float:
    """Where the boxes that follow ``label`` (drawn at ``x``) start: at ``least`` or past the label's end."""
    return max(least, x + svgtext.width(label, size) + 8)


def fitted(x: float, y: float, s: str, size: int = 12, weight: str = "normal", fill: str = "#000") -> str:
    """A line of the panel that keeps inside it: squeezed (``textLength``) when a language's words are longer."""
    text = _text(x, y, s, size, weight, "start", fill)
    if svgtext.width(s, size, weight == "bold") > ROOM:
        text = text.replace("<text ", f'<text textLength="{ROOM}" lengthAdjust="spacingAndGlyphs" ', 1)
    return text


def wrapped(x: float, y: float, s: str, size: int = 12, weight: str = "normal", fill: str = "#000",
            step: int = 16) -> tuple[list[str], float]:
    """A sentence of the panel on as many lines as it needs; returns them and the ``y`` of the last."""
    out = []
    for k, line in enumerate(svgtext.lines(s, ROOM, size, weight == "bold")):
        out.append(_text(x, y + k * step, line, size, weight, "start", fill))
    return out, y + (len(out) - 1) * step


def cells(x: float, y: float, values: list, filled: int = -1, current: int = -1, width: int = CELL,
          fill: str = "#cfe3f1") -> list[str]:
    """A row of boxes with a value in each: the first ``filled`` shaded, box ``current`` outlined."""
    out = []
    for k, v in enumerate(values):
        shade = fill if k < filled else "#fff"
        stroke = ' stroke="#000" stroke-width="3"' if k == current else ' stroke="#888"'
        out.append(f'<rect x="{x + k * width:.1f}" y="{y:.1f}" width="{width - 3}" height="20" fill="{shade}"{stroke}/>')
        out.append(_text(x + k * width + (width - 3) / 2, y + 10, str(v), 11))
    return out


def _header(view: dict, seat: int, y: float) -> list[str]:
    pv = view["players"][seat]
    out = [f'<rect x="{PANEL_X}" y="{y}" width="{PANEL_W - 10}" height="{PANEL_H - 8}" rx="8" fill="#fff" '
           f'stroke="{SEAT_FILL[seat]}" stroke-width="4"/>',
           f'<rect x="{PANEL_X}" y="{y}" width="{PANEL_W - 10}" height="26" rx="8" fill="{SEAT_FILL[seat]}"/>']
    name = t("widgets.duo.panel.name", name=pv["name"], n=seat + 1, score=pv["score"])
    if view.get("first") == seat:
        name += " \u2014 " + t("widgets.duo.panel.first")
    out.append(_text(PANEL_X + 10, y + 13, name, 14, "bold", "start", "#fff"))
    return out


def _player_panel(view: dict, seat: int, y: float) -> list[str]:
    pv = view["players"][seat]
    x = PANEL_X + 10
    out = _header(view, seat, y)
    out.append(_text(x, y + 42, t("widgets.duo.panel.coins", coins=pv["coins"]), 13, "bold", "start"))
    gold, temple, garden = t("widgets.duo.panel.gold"), t("widgets.duo.panel.temple"), t("widgets.duo.panel.garden")
    out.append(_text(x + 110, y + 42, gold, 12, anchor="start"))
    out += cells(after(gold, x + 110, x + 190), y + 32, I.gold_slots, filled=pv["gold"], current=pv["gold"] - 1,
                 width=30, fill="#f0e442")
    tracks = after(garden, x, after(temple, x, x + 100))  # both tracks start at one place, past both labels
    out.append(_text(x, y + 66, temple, 12, anchor="start"))
    out += cells(tracks, y + 56, I.temple_track, filled=pv["temple"], current=pv["temple"] - 1, width=30,
                 fill="#f5d9a3")
    out.append(_text(x, y + 92, garden, 12, anchor="start"))
    out += cells(tracks, y + 82, I.garden_track, filled=pv["garden"], current=pv["garden"] - 1, width=30,
                 fill="#b9e3d2")
    out.append(fitted(x, y + 116, t("widgets.duo.panel.pilgrim_points", temple=pv["temple_value"],
                                    garden=pv["garden_value"], points=pv["score_parts"]["pilgrim"])))
    out.append(fitted(x, y + 140, t("widgets.duo.panel.paintings", gifted=pv["gifted"], revealed=pv["revealed"])))
    per_row = -(-len(pv["paintings"]) // I.painting_rows)
    for tile in pv["paintings"]:
        r, c = divmod(tile["slot"], per_row)
        tx, ty = x + c * 78, y + 154 + r * 42
        shade, inside = tile_look(tile)
        out.append(f'<rect x="{tx:.1f}" y="{ty:.1f}" width="74" height="38" rx="4" fill="{shade}" stroke="#666"/>')
        out.append(_text(tx + 37, ty + 10, str(tile["value"]), 11, "bold"))
        out.append(_text(tx + 37, ty + 26, inside, 11))
    goods = ", ".join(i18n_good(k, n) for k, n in pv["goods"].items())
    total = sum(pv["goods"].values())
    out.append(fitted(x, y + 252, t("widgets.duo.panel.goods", total=total, storage=pv["storage"], goods=goods)))
    waves = ", ".join(t("widgets.duo.panel.wave", character=t(f"widgets.duo.character.{w['character']}"),
                        side=Side(w["side"])) for w in pv["waves"]) or t("widgets.duo.panel.none")
    out.append(fitted(x, y + 276, t("widgets.duo.panel.waves", waves=waves)))
    if pv["hot_spring"]:
        state = "usable" if pv["hot_spring_usable"] else "fresh"
    else:
        state = "no"
    out.append(fitted(x, y + 300, t("widgets.duo.panel.spring", state=t(f"widgets.duo.panel.spring.{state}"))))
    parts = pv["score_parts"]
    out.append(_text(x, y + 324, " + ".join(f"{t(f'widgets.duo.character.{c}')} {parts[c]}" for c in CHARS)
                     + f" = {pv['score']}", 12, "bold", "start"))
    return out


def tile_look(tile: dict) -> tuple[str, str]:
    """A painting tile's shade and the words inside it ("?" face down, its icon, "gift" and its icon)."""
    state = tile["state"]
    shade = {"gifted": "#b9e3d2", "revealed": "#fff3b0", "face_down": "#dddddd"}[state]
    if state == "face_down":
        return shade, t("widgets.duo.tile.face_down")
    key = "widgets.duo.tile.gifted_icon" if state == "gifted" else "widgets.duo.tile.icon"
    return shade, t(key, icon=Icon(tile["icon"]))


def i18n_good(kind: str, n: int) -> str:
    return t("widgets.duo.panel.good", kind=Good(kind), n=n)


def _automa_panel(view: dict, seat: int, y: float) -> list[str]:
    pv = view["players"][seat]
    x = PANEL_X + 10
    out = _header(view, seat, y)
    out.append(_text(x, y + 44, t("widgets.duo.panel.ranks"), 12, anchor="start"))
    for k, c in enumerate(CHARS):
        ry = y + 62 + k * 40
        out.append(_text(x, ry + 10, t(f"widgets.duo.character.{c}"), 12, "bold", "start"))
        rank = pv["ranks"][c]
        out += cells(x + 70, ry, I.rank_paths[c], filled=rank + 1, current=rank, width=32, fill="#f6c9a8")
    nxt = view.get("automa_next")
    line = y + 170
    if nxt:  # sentences on as many lines as their language needs
        more, line = wrapped(x, line + 26, t("widgets.duo.panel.automa_next",
                                             character=t(f"widgets.duo.character.{nxt}")), 13, "bold", "#7a2e00")
        out += more
    more, line = wrapped(x, line + 26, t("widgets.duo.panel.automa_rule"))
    out += more
    parts = pv["score_parts"]
    out.append(_text(x, line + 26, " + ".join(f"{t(f'widgets.duo.character.{c}')} {parts[c]}" for c in CHARS)
                     + f" = {pv['score']}", 12, "bold", "start"))
    return out


def _dice(view: dict) -> list[str]:
    last = t("widgets.duo.round.last") if view.get("last_round") else ""
    out = [_text(PANEL_X, 16, t("widgets.duo.round", round=view["round"], last=last), 14, "bold", "start")]
    x = PANEL_X + 164
    remaining = set(view.get("remaining") or [])
    for c in CHARS:
        value = (view.get("dice") or {}).get(c)
        if value is None:
            continue
        taken = c not in remaining
        offered = any(o["kind"] == "choose_die" and o.get("character") == c for o in view.get("options") or [])
        stroke = f' stroke="{LEGAL}" stroke-width="4" stroke-dasharray="5 3"' if offered else ' stroke="#333"'
        label = t("widgets.duo.die", character=t(f"widgets.duo.character.{c}"), value=value)
        out.append(f'<g class="duo-die duo-die-{c}"><rect x="{x}" y="2" width="78" height="30" rx="5" '
                   f'fill="{"#dddddd" if taken else "#fff"}"{stroke}/>'
                   + _text(x + 39, 12 if taken else 17, label, 12, "normal" if taken else "bold")
                   + (_text(x + 39, 25, t("widgets.duo.die.taken_mark"), 9) if taken else "") + "</g>")
        x += 82
    return out


def panels_svg(view: dict) -> list[str]:
    """Round, dice and the two panels (SVG fragments)."""
    out = _dice(view)
    for seat, pv in enumerate(view["players"]):
        y = 36 + seat * (PANEL_H + 4)
        out += (_automa_panel if pv.get("automa") else _player_panel)(view, seat, y)
    return out
