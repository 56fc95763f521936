"""The teacher's view of the class (``{base}kit/class?teacher=CODE``): every table live, the device
that made it, buttons that close a table or every table of a device, and what the class finds hard.
Plain HTML made here, every value escaped once; a small script asks for the live part again every 2
seconds (``?part=1``)."""

from __future__ import annotations

import html
import json
from typing import Any
from urllib.parse import quote

from tokaido_kit.core import i18n

from .room import page_html

REFRESH_MS = 2000
GAMES = {"sakura": "apps/sakura.ipynb", "tokaido": "apps/tokaido.ipynb", "duo": "apps/duo.ipynb"}


def watch_url(base_url: str, game: str, code: str, lang: str = i18n.FALLBACK) -> str:
    """The watch link of a table: its app, showing the table's public view, in projector mode."""
    extra = "" if lang == i18n.FALLBACK else f"&lang={quote(lang)}"
    return f"{base_url}voila/render/{GAMES[game]}?watch={quote(code)}{extra}"


def _seat_words(seat: dict[str, Any]) -> str:
    t = i18n.text
    if seat["kind"] != "open":
        return t("server.class.bot") if seat["kind"] != "automa" else t("server.class.automa")
    if not seat["taken"]:
        return t("server.class.free")
    words = seat["name"]
    if seat["bot_holds"]:
        words += " " + t("server.class.held")
    elif seat["away"]:
        words += " " + t("server.class.away")
    return words


def class_url(base_url: str, teacher: str, lang: str) -> str:
    """The teacher's view's address (its forms post there too)."""
    return f"{base_url}kit/class?teacher={quote(teacher)}&lang={quote(lang)}"


def _closes(table: dict[str, Any], action: str) -> str:
    """The teacher's buttons of a table's row: close it, close every table of the device that made it."""
    t, e = i18n.text, html.escape
    buttons = ""
    for name, value, label, confirm in (("close", table["code"], "server.class.close", "server.class.close_sure"),
                                        ("close_device", table["device"], "server.class.close_device",
                                         "server.class.close_device_sure")):
        buttons += (f"<form method='post' action='{e(action)}' data-confirm='{e(t(confirm, device=table['device']))}'>"
                    f"<button type='submit' name='{name}' value='{e(value)}' class='kit-class-{name.replace('_', '-')}'>"
                    f"{e(t(label))}</button></form>")
    return buttons


def _table_row(table: dict[str, Any], base_url: str, lang: str, action: str) -> str:
    t, e = i18n.text, html.escape
    seats = table["seats"]
    names = [_seat_words(s) for s in seats]
    who = lambda p: seats[p]["name"] or t("server.class.seat", n=p + 1) if p is not None else "–"  # noqa: E731
    if table["over"]:
        state = t("server.class.over", winners=", ".join(who(p) for p in table["winners"]))
    else:
        state = t("server.class.turn", player=who(table["turn"]))
    seat_cells = "".join(f"<li>{e(n)} <span class='kit-class-score'>{s}</span></li>"
                         for n, s in zip(names, table["scores"]))
    made = t("server.class.solo" if table.get("solo") else "server.class.made", device=table.get("device", ""))
    return (f"<tr class='kit-class-table' data-code='{e(table['code'])}'>"
            f"<td>{e(t('links.game.' + table['game']))}<br><code>{e(table['code'])}</code><br>"
            f"<small class='kit-class-device'>{e(made)}</small></td>"
            f"<td><ul>{seat_cells}</ul></td><td class='kit-class-state'>{e(state)}<br>{table['version']} "
            f"{e(t('server.class.moves'))}</td>"
            f"<td><a class='kit-class-project' target='_blank' rel='noopener' "
            f"href='{e(watch_url(base_url, table['game'], table['code'], lang))}'>{e(t('server.class.project'))}</a>"
            f"{_closes(table, action) if action else ''}</td></tr>")


def class_fragment(tables: list[dict[str, Any]], hard: list[dict[str, Any]], base_url: str, lang: str,
                   teacher: str = "") -> str:
    """The live part: the tables (with the teacher's buttons, given the ``teacher`` code), then the rules
    behind the most refused moves."""
    with i18n.using(lang):
        return tables_fragment(tables, base_url, lang, teacher) + hard_fragment(hard, base_url, i18n.text(
            "server.class.hard"))


def tables_fragment(tables: list[dict[str, Any]], base_url: str, lang: str, teacher: str = "") -> str:
    """The live tables, one row each (with the teacher's buttons, given the ``teacher`` code)."""
    t, e = i18n.text, html.escape
    action = class_url(base_url, teacher, lang) if teacher else ""
    with i18n.using(lang):
        if not tables:
            return f"<p class='kit-class-empty'>{e(t('server.class.none'))}</p>"
        rows = "".join(_table_row(table, base_url, lang, action) for table in tables)
        head = "".join(f"<th scope='col'>{e(t(k))}</th>" for k in
                       ("server.class.col.table", "server.class.col.seats", "server.class.col.state",
                        "server.class.col.project"))
        return f"<table class='kit-class-tables'><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"


def hard_fragment(hard: list[dict[str, Any]], base_url: str, heading: str, group: str = "") -> str:
    """What a class finds hard, under ``heading``: the rules behind the most refused moves (in the current
    language), each with the tutorial that teaches it; ``group`` names the class (a hub's view has one
    such part per class)."""
    t, e = i18n.text, html.escape
    where = f" data-class='{e(group)}'" if group else ""
    part = f"<section class='kit-class-hard-part'{where}><h2>{e(heading)}</h2>"
    if not hard:
        return part + f"<p>{e(t('server.class.no_hard'))}</p></section>"
    items = []
    for row in hard:
        link = (f" <a href='{e(base_url)}voila/render/{e(quote(row['tutorial']))}' target='_blank' "
                f"rel='noopener'>{e(t('server.class.tutorial'))}</a>") if row["tutorial"] else ""
        items.append(f"<li class='kit-class-hard' data-game='{e(row['game'])}' data-rule='{e(row['rule'])}'>"
                     f"<strong>{e(row['title'])}</strong> "
                     f"({e(t('links.game.' + row['game']))}): "
                     f"{e(t('server.class.refused', count=row['count']))}<br>{e(row['summary'])}{link}</li>")
    return part + f"<ol>{''.join(items)}</ol></section>"


def class_page(tables: list[dict[str, Any]], hard: list[dict[str, Any]], base_url: str, lang: str,
               teacher: str, closed: int | None = None, part_url: str | None = None,
               live: str | None = None) -> str:
    """The whole page, its live part refreshed every :data:`REFRESH_MS` milliseconds (``closed``: how many
    tables the teacher just closed; a hub's view gives its own ``part_url`` and ``live`` part,
    :mod:`widgets.hub.teacher`)."""
    t, e = i18n.text, html.escape
    part_url = part_url or class_url(base_url, teacher, lang) + "&part=1"
    with i18n.using(lang):
        note = f"<p class='kit-class-closed' role='status'>{e(t('server.class.closed', count=closed))}</p>" \
            if closed is not None else ""
        body = ("<style>table{border-collapse:collapse;width:100%;font-size:.95em}td,th{border:1px solid #888;"
                "padding:.3em .5em;vertical-align:top;text-align:left}ul{margin:0;padding-left:1.1em}"
                "td form{display:inline-block;margin:.2em .3em 0 0}td button{font-size:.85rem;min-height:32px}</style>"
                f"<h1>{e(t('server.class.title'))}</h1><p>{e(t('server.class.intro'))}</p>{note}"
                "<div id='kit-class-live' aria-live='polite'>"
                f"{live or class_fragment(tables, hard, base_url, lang, teacher)}"
                "</div><script>(function(){var url=" + json.dumps(part_url).replace("<", "\u003c") + ";"
                "document.addEventListener('submit',function(ev){var f=ev.target;"
                "if(f.dataset&&f.dataset.confirm&&!window.confirm(f.dataset.confirm)){ev.preventDefault();}});"
                "setInterval(function(){fetch(url,{cache:'no-store'}).then(function(r){return r.ok?r.text():null})"
                ".then(function(h){if(h!==null){document.getElementById('kit-class-live').innerHTML=h;}})"
                ".catch(function(){});}," + str(REFRESH_MS) + ");})();</script>")
        page = page_html(t("server.class.title"), body, lang)
    return page.replace("max-width: 46rem", "max-width: 70rem")
