"""The travellers' table and the offers line: PURE functions of ``TokaidoGame.view()`` (HTML strings).

``players_html(view)``: one row per player (seat, traveller, space, coins,
points, points by source, what they collected). Hidden things (another
player's amulets or calligraphies) are shown as counts only, as the view gives
them. ``offers_html(view)``: the meals on offer, the village's souvenirs, one's
own choice (dealt tiles, Yoshiyasu's pair) and the cards left in each deck.
"""

from __future__ import annotations

from html import escape
from typing import Any

from tokaido_kit.core import i18n
from tokaido_kit.tokaido import data as D
from tokaido_kit.tokaido.terms import card_key

from .road import PAWN_FILL, PAWN_TEXT


#: where a card, achievement or token id finds its name in the catalogue, in this order
NAME_KEYS = ("tokaido.card.{key}", "tokaido.kind.{id}", "tokaido.award.{id}", "tokaido.token.{id}")


def _t(key: str, **data: Any) -> str:
    return escape(i18n.text(f"widgets.tokaido.{key}", **data))


def _items(values: Any) -> str:
    """Cards, achievements or tokens by name (see :func:`named`), separated by commas (or "-")."""
    values = named(values)
    return ", ".join(values) if values else i18n.text("widgets.tokaido.table.none")


def _name(keys: tuple[str, ...], value: Any) -> str:
    """The catalogue's name of an id (the first of ``keys`` that exists), else the id itself."""
    for key in keys:
        if i18n.has(key):
            return i18n.text(key)
    return str(value)


def deck_name(deck: str) -> str:
    """A pile's name in the learner's language: "meal", "Cherry Tree", "Matsuri"..."""
    return _name((f"tokaido.deck.{deck}", f"widgets.tokaido.deck.{deck}"), deck)


def named(ids: Any) -> list[str]:
    """The names, in the learner's language, of card, achievement or token ids as a view gives them
    (``['paddy', 'gourmet']`` -> ``['Arrozal', 'Gourmet']`` in Portuguese); a name printed on the card
    (Dango, Koma, Shodo) stays as printed."""
    return [_name(tuple(k.format(key=card_key(str(v)), id=v) for k in NAME_KEYS), v) for v in ids or ()]


def breakdown_text(breakdown: dict) -> str:
    """The non-zero score sources: "panoramas 3, meals 6" (or "-")."""
    parts = []
    for source, points in breakdown.items():
        if points:
            key = f"widgets.tokaido.source.{source}"
            name = i18n.text(key) if i18n.has(key) else source.replace("_", " ")
            parts.append(f"{name} {points}")
    return ", ".join(parts) or i18n.text("widgets.tokaido.table.none")


def collection_lines(row: dict) -> list[str]:
    """What one player collected, one phrase per kind (only the kinds they have)."""
    lines = []
    panoramas = row.get("panoramas") or {}
    if any(panoramas.values()):
        lines.append(i18n.text("widgets.tokaido.collect.panoramas", paddy=panoramas.get("paddy", 0),
                               mountain=panoramas.get("mountain", 0), sea=panoramas.get("sea", 0)))
    for kind in ("souvenirs", "meals", "hot_springs", "encounters", "achievements"):
        if row.get(kind):
            lines.append(i18n.text(f"widgets.tokaido.collect.{kind}", items=_items(row[kind])))
    if row.get("legendary"):
        lines.append(i18n.text("widgets.tokaido.collect.legendary", items=_items(row["legendary"])))
    for kind in ("cherry_trees", "bathhouses"):  # Crossroads: counted, not named
        if row.get(kind):
            lines.append(i18n.text(f"widgets.tokaido.collect.{kind}", n=row[kind]))
    if row.get("tokens"):  # Matsuri's Doll and Carp tokens
        lines.append(i18n.text("widgets.tokaido.collect.tokens", items=_items(
            i18n.text(f"widgets.tokaido.token.{t}") for t in row["tokens"])))
    if row.get("journey"):
        lines.append(i18n.text("widgets.tokaido.collect.journey", items=_items(row["journey"]),
                               points=sum(row["journey"])))
    if row.get("donated"):
        lines.append(i18n.text("widgets.tokaido.collect.donated", coins=row["donated"]))
    for kind, count in (("amulets", "amulet_count"), ("calligraphies", "calligraphy_count")):
        if row.get(kind):
            lines.append(i18n.text(f"widgets.tokaido.collect.{kind}", items=_items(row[kind])))
        elif row.get(kind) is None and row.get(count):  # another player's: only how many
            lines.append(i18n.text(f"widgets.tokaido.collect.{count}", n=row[count]))
    if row.get("tiles"):
        lines.append(i18n.text("widgets.tokaido.collect.tiles", items=_items(row["tiles"])))
    return lines


def players_html(view: dict) -> str:
    """The table of every player: coins, points, points by source and collections."""
    keys = ("seat", "traveler", "space", "coins", "score", "breakdown", "collection")
    labels = {k: _t('table.' + k) for k in keys}
    head = "".join(f"<th>{labels[k]}</th>" for k in keys)
    # each cell names its column (data-label): on a phone the rows stack as cards and show it
    td = {k: f'<td data-label="{labels[k]}">' for k in keys}
    rows = []
    for p, row in enumerate(view["players"]):
        seat = (f'<span class="tokaido-seat" style="background:{PAWN_FILL[p % 5]};color:{PAWN_TEXT[p % 5]}">'
                f"{p + 1}</span> {escape(i18n.text('widgets.player', n=p + 1))}")
        current = ' class="tokaido-current"' if p == view.get("current_player") and not view.get("is_over") else ""
        collected = "<br>".join(escape(line) for line in collection_lines(row)) or _t("table.none")
        rows.append(
            f"<tr{current}><td>{seat}</td>{td['traveler']}{escape(str(row.get('traveler') or '-'))}</td>"
            f"{td['space']}{row['space']}</td>{td['coins']}{row['coins']}</td>{td['score']}<b>{row['score']}</b></td>"
            f"{td['breakdown']}{escape(breakdown_text(row.get('breakdown') or {}))}</td>{td['collection']}{collected}"
            "</td></tr>")
    return f'<table class="tokaido-players"><tr>{head}</tr>{"".join(rows)}</table>'


def offers_html(view: dict) -> str:
    """What lies on the table now: meals on offer, the village's cards, one's own choice, deck sizes."""
    lines = []
    if view.get("meal_offer"):
        lines.append(_t("offer.meals", items=_items(view["meal_offer"])))
    if view.get("village"):
        lines.append(_t("offer.village", items=_items(view["village"])))
    choice = view.get("choice")
    if choice:
        shown = []
        for value in choice.values():
            shown.extend(value if isinstance(value, list) else [value])
        lines.append(_t("offer.choice", items=_items(shown)))
    matsuri = view.get("matsuri") or {}
    for key in ("festival", "revealed"):
        if matsuri.get(key):
            lines.append(_t(f"offer.matsuri.{key}", items=_items(matsuri[key])))
    closed = sorted(((int(pos), card) for pos, card in (matsuri.get("closed") or {}).items()))
    whole = [f"{pos} ({card})" for pos, card in closed if not D.SPACES[pos][1]]
    side = [f"{pos} ({card})" for pos, card in closed if D.SPACES[pos][1]]  # 4-5 players: only the 2nd slot
    if whole:
        lines.append(_t("offer.matsuri.closed", items=", ".join(whole)))
    if side:
        lines.append(_t("offer.matsuri.closed_side_slot", items=", ".join(side)))
    decks = view.get("decks") or {}
    if decks:
        lines.append(_t("offer.decks", items=", ".join(f"{deck_name(k)} {n}" for k, n in decks.items())))
    return "<br>".join(lines)
