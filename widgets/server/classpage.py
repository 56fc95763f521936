"""The teacher's view of the class (``{base}kit/class?teacher=CODE``): every table live, and what
the class finds hard. Plain HTML made here, every value escaped; a small script asks for the live
part again every 2 seconds (``?part=1``)."""

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


def _table_row(table: dict[str, Any], base_url: str, lang: str) -> str:
    t, e = i18n.text, html.escape
    seats = table["seats"]
    names = [_seat_words(s) for s in seats]
    who = lambda p: e(seats[p]["name"] or t("server.class.seat", n=p + 1)) if p is not None else "–"  # noqa: E731
    if table["over"]:
        state = t("server.class.over", winners=", ".join(who(p) for p in table["winners"]))
    else:
        state = t("server.class.turn", player=who(table["turn"]))
    seat_cells = "".join(f"<li>{e(n)} <span class='kit-class-score'>{s}</span></li>"
                         for n, s in zip(names, table["scores"]))
    return (f"<tr class='kit-class-table' data-code='{e(table['code'])}'>"
            f"<td>{e(t('links.game.' + table['game']))}<br><code>{e(table['code'])}</code></td>"
            f"<td><ul>{seat_cells}</ul></td><td>{e(state)}<br>{table['version']} {e(t('server.class.moves'))}</td>"
            f"<td><a class='kit-class-project' target='_blank' rel='noopener' "
            f"href='{e(watch_url(base_url, table['game'], table['code'], lang))}'>{e(t('server.class.project'))}</a>"
            f"</td></tr>")


def class_fragment(tables: list[dict[str, Any]], hard: list[dict[str, Any]], base_url: str, lang: str) -> str:
    """The live part: the tables, then the rules behind the most refused moves."""
    t, e = i18n.text, html.escape
    with i18n.using(lang):
        if tables:
            rows = "".join(_table_row(table, base_url, lang) for table in tables)
            head = "".join(f"<th scope='col'>{e(t(k))}</th>" for k in
                           ("server.class.col.table", "server.class.col.seats", "server.class.col.state",
                            "server.class.col.project"))
            part = f"<table class='kit-class-tables'><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"
        else:
            part = f"<p class='kit-class-empty'>{e(t('server.class.none'))}</p>"
        part += f"<h2>{e(t('server.class.hard'))}</h2>"
        if hard:
            items = []
            for row in hard:
                link = (f" <a href='{e(base_url)}voila/render/{e(quote(row['tutorial']))}' target='_blank' "
                        f"rel='noopener'>{e(t('server.class.tutorial'))}</a>") if row["tutorial"] else ""
                items.append(f"<li class='kit-class-hard'><strong>{e(row['title'])}</strong> "
                             f"({e(t('links.game.' + row['game']))}): "
                             f"{e(t('server.class.refused', count=row['count']))}<br>{e(row['summary'])}{link}</li>")
            part += f"<ol>{''.join(items)}</ol>"
        else:
            part += f"<p>{e(t('server.class.no_hard'))}</p>"
    return part


def class_page(tables: list[dict[str, Any]], hard: list[dict[str, Any]], base_url: str, lang: str,
               teacher: str, part_url: str | None = None, live: str | None = None) -> str:
    """The whole page, its live part refreshed every :data:`REFRESH_MS` milliseconds (a hub's view gives
    its own ``part_url`` and ``live`` part, :mod:`widgets.hub.teacher`)."""
    t, e = i18n.text, html.escape
    part_url = part_url or f"{base_url}kit/class?teacher={quote(teacher)}&part=1&lang={quote(lang)}"
    with i18n.using(lang):
        body = ("<style>table{border-collapse:collapse;width:100%;font-size:.95em}td,th{border:1px solid #888;"
                "padding:.3em .5em;vertical-align:top;text-align:left}ul{margin:0;padding-left:1.1em}</style>"
                f"<h1>{e(t('server.class.title'))}</h1><p>{e(t('server.class.intro'))}</p>"
                f"<div id='kit-class-live' aria-live='polite'>{live or class_fragment(tables, hard, base_url, lang)}</div>"
                "<script>(function(){var url=" + json.dumps(part_url).replace("<", "\\u003c") + ";"
                "setInterval(function(){fetch(url,{cache:'no-store'}).then(function(r){return r.ok?r.text():null})"
                ".then(function(h){if(h!==null){document.getElementById('kit-class-live').innerHTML=h;}})"
                ".catch(function(){});}," + str(REFRESH_MS) + ");})();</script>")
        page = page_html(t("server.class.title"), body, lang)
    return page.replace("max-width: 46rem", "max-width: 70rem")
