"""Small helpers the tutorial notebooks share: rule sheets, printed logs, house-rule notes.

Everything printed here is plain, deterministic text, so nbval compares it.
The words come from the rule catalogue and ``widgets/messages``.
"""

from __future__ import annotations

from html import escape
from typing import Any, Iterable

from tokaido_kit.core import i18n, lookup


def rule_sheet(*rule_ids: str):
    """The rules in plain words (title, summary, house-rule badge), from the catalogue, as HTML."""
    from IPython.display import HTML

    rows = []
    for rule_id in rule_ids:
        rule = lookup(rule_id)
        badge = ""
        if rule.decision:
            badge = (' <span style="background:#cc79a7;border-radius:4px;padding:1px 6px;font-size:12px">'
                     f"{escape(i18n.text('widgets.rule.decision'))}</span>")
        rows.append(
            '<div style="border-left:6px solid #0072b2;background:#f4f8fb;padding:4px 10px;margin:4px 0">'
            f"<b>{escape(rule.title)}</b>{badge}<br>{escape(rule.summary)}</div>"
        )
    return HTML("".join(rows))


def house_rules(*rule_ids: str) -> None:
    """Print the kit's decisions (house rules) among ``rule_ids`` as notes."""
    for rule_id in rule_ids:
        rule = lookup(rule_id)
        if rule.decision:
            print(i18n.text("widgets.tutorial.house_rule", title=rule.title, summary=rule.summary))


def house_rule_list(game: str, here: str):
    """Every kit decision (house rule) of ``game``, by title, each linked to the tutorial that explains it,
    in the current language: the list on a game's page "what differs from the box"."""
    from IPython.display import HTML

    from .links import href, split_lang, translated
    from .rulemap.model import catalogue

    lang = split_lang(here)[0]
    items = []
    for rule in catalogue(game).values():
        if rule.decision and rule.section:
            link = href(translated(rule.section, lang), here)
            items.append(f'<li><a href="{escape(link)}">{escape(rule.title)}</a></li>')
    return HTML("<ul>" + "".join(items) + "</ul>")


def print_events(events: Iterable[Any]) -> None:
    """Print events as a story: each event's sentence on a line of its own, under the title of the rule
    that applied, said once for the events in a row that it governs ("Choosing a card in secret:", then
    three painters placing their cards). A learner reads titles, never rule ids, and no line ends in a
    "(rule: ...)" tag."""
    heading = None
    for event in events:
        try:
            title = lookup(event.rule).title if event.rule else ""
        except KeyError:
            title = ""
        if title and title != heading:
            print(i18n.text("widgets.tutorial.rule_heading", title=title))
        heading = title
        print(i18n.text("widgets.tutorial.event", text=event.text))


def words(items: Iterable[Any], last: str = "and") -> str:
    """Items as a sentence lists them in the current language: "Sake, Netsuke and Gofu" (``last="or"``:
    "... or ..."); "nothing" when there are none. Tutorials print sentences, never Python lists."""
    items = [str(x) for x in items]
    if not items:
        return i18n.text("widgets.tutorial.nothing")
    if len(items) == 1:
        return items[0]
    return i18n.text(f"widgets.tutorial.{last}", first=", ".join(items[:-1]), last=items[-1])


def choices(labels: Iterable[Any]) -> str:
    """The choices a board offers, each quoted (a label may hold a comma): “pass” or “eat Soba”."""
    return words((i18n.text("widgets.tutorial.quoted", text=label) for label in labels), "or")


def print_position(game: Any) -> None:
    """Print the public position of a Sakura game in one short block."""
    view = game.view(None)
    names = view.get("names") or [str(p + 1) for p in range(len(view["painters"]))]
    print(i18n.text("widgets.tutorial.emperor", space=view["emperor"]))
    for name, space, tokens in zip(names, view["painters"], view["tokens"]):
        print(i18n.text("widgets.tutorial.painter", name=name, space=space, tokens=tokens))
    if view.get("imperial"):
        print(i18n.text("widgets.tutorial.imperial", space=view["imperial"]["painter"],
                        tokens=view["imperial"]["tokens"]))
    print(i18n.text("widgets.tutorial.supply", supply=view["supply"]))


def nav(here: str):
    """The footer links of a tutorial (index, previous, next), relative to ``here``, in its
    language: ``nav('pt/sakura/03_garden_actions.ipynb')`` links the Portuguese tutorials."""
    from IPython.display import HTML

    from .links import nav_html, root_of

    return HTML(nav_html(here, root_of(here)))


def index_page(here: str | None = None):
    """The landing page's links (every tutorial and app) in the current language, for
    ``notebooks/index.ipynb`` (``index_page('pt/index.ipynb')`` in ``notebooks/pt/index.ipynb``)."""
    from IPython.display import HTML

    from tokaido_kit.core.i18n import get_language

    from .links import INDEX, href, in_language, index_html, language_nav, root_of, rule_map_url

    lang = get_language()
    here = here or in_language(INDEX, lang)
    picker = language_nav(lang, lambda other: href(in_language(INDEX, other), here))
    return HTML(picker + index_html(here, rules_link=rule_map_url, root=root_of(here)))
