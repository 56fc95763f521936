"""The rule map of one game as a whole HTML page (plain HTML and the kit's CSS, no kernel).

Links are given by the caller (the server knows where the tutorials are served):
``tutorial_href(path)`` for a notebook path relative to ``notebooks/``, ``index_href`` for the
landing page and ``map_href(game)`` for another game's map.
"""

from __future__ import annotations

import html
from typing import Callable

from tokaido_kit.core import i18n

from .. import links
from ..common.style import PAGE_CSS, css
from . import model

MAP_CSS = """
body.kit-rulemap { font-size: 18px; }
body.kit-rulemap main { max-width: 1280px; }
body.kit-rulemap h3 { margin: 22px 0 6px; }
.kit-rulemap-nav, .kit-rulemap-summary { font-size: 16px; }
.kit-rulemap-summary { background: #f4f8fb; border-left: 6px solid #0072b2; padding: 6px 12px; }
.kit-rulemap-table { border-collapse: collapse; width: 100%; margin: 6px 0 12px; table-layout: fixed; }
.kit-rulemap-table th, .kit-rulemap-table td { border: 1px solid #bbb; padding: 6px 8px; text-align: left;
  vertical-align: top; }
.kit-rulemap-table th { background: #eef3f7; font-size: 15px; }
.kit-rulemap-table td.kit-rulemap-quote { font-style: italic; border-left: 4px solid #0072b2; }
.kit-rulemap-table code { font-size: 15px; overflow-wrap: break-word; }
.kit-rulemap-tests { margin: 0; padding-left: 18px; font-size: 14px; }
.kit-rulemap-tests code { font-size: 14px; }
.kit-rulemap-missing { background: #fff4e5; border-left: 6px solid #d55e00; padding: 1px 8px; font-weight: 600; }
.kit-rulemap-house { background: #fbeff5; }
.kit-rulemap-summary-text { color: #444; font-size: 15px; }
.kit-rulemap-words-missing { display: block; margin-top: 4px; font-style: normal; font-size: 15px; background: #fff4e5;
  border-left: 6px solid #d55e00; padding: 1px 8px; font-weight: 600; }
.kit-rulemap-table td, .kit-rulemap-table th { overflow-wrap: anywhere; }
@media (max-width: 640px) {  /* a phone: the table's rows stack, each cell on its own line */
  body.kit-rulemap { font-size: 16px; }
  body.kit-rulemap main { padding: 12px 12px 32px; }
  .kit-rulemap-table, .kit-rulemap-table tbody, .kit-rulemap-table tr, .kit-rulemap-table td,
  .kit-rulemap-table th { display: block; width: auto !important; }
  .kit-rulemap-table thead, .kit-rulemap-table colgroup { display: none; }
  .kit-rulemap-table tr { border: 1px solid #bbb; margin: 0 0 8px; }
  .kit-rulemap-table td { border: none; border-top: 1px solid #ddd; }
}
"""

SHOWN_TESTS = 3
#: column -> width (%) of the tables
WIDTHS = {"quote": 34, "rule": 24, "tests": 24, "tutorial": 18, "house": 34, "settles": 16, "where": 14,
          "where_in_book": 16}


def _e(text: str) -> str:
    return html.escape(str(text))


def _code(text: str) -> str:
    """An id or a test name that may break after its dots and underscores (long names on a projector)."""
    return "<code>" + _e(text).replace(".", ".<wbr>").replace("_", "_<wbr>") + "</code>"


def _t(key: str, **data) -> str:
    return _e(i18n.text(f"widgets.rulemap.{key}", **data))


def _seed_label(seed: model.Seed) -> str:
    key = f"widgets.rulemap.language.{seed.language}"
    language = i18n.text(key) if i18n.has(key) else seed.language
    return _t("seed", number=seed.number, title=seed.title, language=language)


class _Page:
    def __init__(self, game: str, tutorial_href: Callable[[str], str], tests) -> None:
        self.game = game
        self.rules = model.catalogue(game)
        self.tests = model.tests_by_rule(game, tests)
        self.tutorial_href = tutorial_href
        self.anchored: set[str] = set()
        self.words = model.not_in_words(game)
        self.not_in_words = {(seed.number, k, j) for seed, k, j, _s, _t in self.words}

    # -- cells
    def rule_cell(self, rid: str, summary: bool = False) -> str:
        rule = self.rules.get(rid)
        anchor = ""
        if rid not in self.anchored:
            self.anchored.add(rid)
            anchor = f' id="rule-{_e(rid)}"'
        if rule is None:
            return f'<td{anchor}>{_code(rid)} <span class="kit-rulemap-missing">?</span></td>'
        badge = f' <span class="kit-badge">{_t("house_rule")}</span>' if rule.decision else ""
        text = f"<br><b>{_e(rule.title)}</b>" if summary else f"<br>{_e(rule.title)}"
        if summary:
            text += f'<br><span class="kit-rulemap-summary-text">{_e(rule.summary)}</span>'
        return f'<td{anchor}>{_code(rid)}{badge}{text}</td>'

    def tests_cell(self, rid: str) -> str:
        if self.tests is None:
            return "<td>–</td>"
        found = self.tests.get(rid, [])
        if not found:
            return f'<td><span class="kit-rulemap-missing">{_t("no_test")}</span></td>'

        def items(refs):
            return "".join(f'<li title="{_e(ref)}">{_code(ref.name)}</li>' for ref in refs)

        out = f'<ul class="kit-rulemap-tests">{items(found[:SHOWN_TESTS])}</ul>'
        if len(found) > SHOWN_TESTS:
            rest = found[SHOWN_TESTS:]
            out += (f'<details><summary>{_t("more_tests", n=len(rest))}</summary>'
                    f'<ul class="kit-rulemap-tests">{items(rest)}</ul></details>')
        return f"<td>{out}</td>"

    def tutorial_cell(self, rid: str) -> str:
        rule = self.rules.get(rid)
        path = model.tutorial(rule) if rule is not None else None
        if path is None:
            return f"<td>{_t('no_tutorial')}</td>"
        if not model.tutorial_exists(path):
            return f'<td><span class="kit-rulemap-missing">{_t("tutorial_missing", path=path)}</span></td>'
        path = links.translated(path, i18n.get_language())  # the reader's language, where translated
        return f'<td><a href="{_e(self.tutorial_href(path))}">{_e(links.title(path))}</a></td>'

    def row(self, rid: str, lead: str = "", summary: bool = False) -> str:
        rule = self.rules.get(rid)
        cls = ' class="kit-rulemap-house"' if rule is not None and rule.decision else ""
        return (f"<tr{cls}>{lead}{self.rule_cell(rid, summary)}{self.tests_cell(rid)}"
                f"{self.tutorial_cell(rid)}</tr>")

    def head(self, *columns: str) -> str:
        scale = 100 / sum(WIDTHS[c] for c in columns)
        cols = "".join(f'<col style="width:{WIDTHS[c] * scale:.0f}%">' for c in columns)
        return (f"<colgroup>{cols}</colgroup><thead><tr>"
                + "".join(f"<th>{_t('col.' + c)}</th>" for c in columns) + "</tr></thead>")

    # -- sections
    def seed_section(self, seed: model.Seed) -> str:
        lang = _e(seed.language)
        out = [f'<section id="seed-{_e(seed.number)}"><h2>{_seed_label(seed)}</h2>']
        for k, section in enumerate(seed.sections):
            out.append(f'<h3 lang="{lang}">{_e(section.heading)}</h3><table class="kit-rulemap-table">')
            out.append(self.head("quote", "rule", "tests", "tutorial") + "<tbody>")
            for j, sentence in enumerate(section.sentences):
                span = len(sentence.rules)
                missing = ""
                if (seed.number, k, j) in self.not_in_words:
                    missing = (f'<span class="kit-rulemap-words-missing" lang="{_e(i18n.get_language())}">'
                               f'{_t("words_missing")}</span>')
                lead = (f'<td class="kit-rulemap-quote" lang="{lang}" rowspan="{span}" '
                        f'id="s{_e(seed.number)}-{k}-{j}">{_e(sentence.quote)}{missing}</td>')
                for i, rid in enumerate(sentence.rules):
                    out.append(self.row(rid, lead if i == 0 else ""))
            out.append("</tbody></table>")
        out.append("</section>")
        return "\n".join(out)

    def facts_section(self, notes: model.KitNotes) -> str:
        if not notes.facts:
            return ""
        out = [f'<section id="facts"><h2>{_t("facts")}</h2><p>{_t("facts.intro", sheet=notes.fact_sheet)}</p>']
        for name, rids in notes.facts:
            out.append(f"<h3>{_e(name)}</h3><table class=\"kit-rulemap-table\">")
            out.append(self.head("rule", "tests", "tutorial") + "<tbody>")
            out.extend(self.row(rid, summary=True) for rid in rids)
            out.append("</tbody></table>")
        out.append("</section>")
        return "\n".join(out)

    def decisions_section(self, notes: model.KitNotes) -> str:
        where: dict[str, list[str]] = {}
        for seed in model.seeds(self.game):
            for k, section in enumerate(seed.sections):
                for j, sentence in enumerate(section.sentences):
                    for rid in sentence.rules:
                        label = f"{seed.number} › {section.heading}"
                        link = f'<a href="#s{_e(seed.number)}-{k}-{j}" lang="{_e(seed.language)}">{_e(label)}</a>'
                        if link not in where.setdefault(rid, []):
                            where[rid].append(link)
        decisions = [rid for rid, rule in self.rules.items() if rule.decision]
        decisions += [rid for rid in notes.decisions if rid not in self.rules]
        out = [f'<section id="decisions"><h2>{_t("decisions")}</h2><p>{_t("decisions.intro")}</p>'
               '<table class="kit-rulemap-table">' + self.head("house", "settles", "where", "tests", "tutorial")
               + "<tbody>"]
        for rid in decisions:
            settles = ", ".join(f'<a href="#rule-{_e(s)}">{_code(s)}</a>' for s in notes.decisions.get(rid, ()))
            places = "<br>".join(where.get(rid, [])) or _t("decisions.nowhere")
            lead = f"<td>{settles or '–'}</td><td>{places}</td>"
            cells = self.rule_cell(rid, summary=True) + lead + self.tests_cell(rid) + self.tutorial_cell(rid)
            out.append(f'<tr class="kit-rulemap-house">{cells}</tr>')
        out.append("</tbody></table></section>")
        return "\n".join(out)

    def unplaced_section(self) -> str:
        missing = model.unplaced(self.game)
        if not missing:
            return ""
        out = [f'<section id="unplaced"><h2>{_t("unplaced")}</h2><p>{_t("unplaced.intro")}</p>'
               '<table class="kit-rulemap-table">' + self.head("rule", "tests", "tutorial") + "<tbody>"]
        out.extend(self.row(rid, summary=True) for rid in missing)
        out.append("</tbody></table></section>")
        return "\n".join(out)

    def words_section(self) -> str:
        """The rulebook sentences no tutorial they link to says in words yet, each linked to its row."""
        if not self.words:
            return ""
        out = [f'<section id="not-in-words"><h2>{_t("words")}</h2><p>{_t("words.intro")}</p>'
               '<table class="kit-rulemap-table">' + self.head("quote", "where_in_book", "tutorial") + "<tbody>"]
        for seed, k, j, sentence, found in self.words:
            label = f"{seed.number} › {seed.sections[k].heading}"
            where = f'<a href="#s{_e(seed.number)}-{k}-{j}" lang="{_e(seed.language)}">{_e(label)}</a>'
            shown = [links.translated(links.split_lang(p)[1], i18n.get_language()) for p in found.tutorials]
            tutorials = "<br>".join(f'<a href="{_e(self.tutorial_href(p))}">{_e(links.title(p))}</a>'
                                    for p in shown) or _t("no_tutorial")
            out.append(f'<tr><td class="kit-rulemap-quote" lang="{_e(seed.language)}">{_e(sentence.quote)}</td>'
                       f"<td>{where}</td><td>{tutorials}</td></tr>")
        out.append("</tbody></table></section>")
        return "\n".join(out)

    def summary(self) -> str:
        n_sentences = sum(1 for _ in model.sentences(self.game))
        untested = "–" if self.tests is None else sum(1 for rid in self.rules if not self.tests[rid])
        untaught = sum(1 for r in self.rules.values()
                       if model.tutorial(r) and not model.tutorial_exists(model.tutorial(r)))
        text = _t("summary", sentences=n_sentences, rules=len(self.rules), untested=untested, untaught=untaught,
                  house=sum(1 for r in self.rules.values() if r.decision))
        text += " · " + _t("summary.words", n=len(self.words))
        absent = f"<br>{_t('tests_absent')}" if self.tests is None else ""
        return f'<p class="kit-rulemap-summary">{text}{absent}</p>'


def page(game: str, tutorial_href: Callable[[str], str], index_href: str = "../",
         map_href: Callable[[str], str] = lambda g: g, tests=None,
         language_href: Callable[[str], str] | None = None) -> str:
    """The whole rule map of ``game`` as an HTML document.

    ``tests``: the test functions to look up (default: the repository's ``tests/``, scanned once).
    ``language_href(other)``, when given: the language picker on top, each link the map in ``other``.
    """
    p = _Page(game, tutorial_href, tests)
    notes = model.kit_notes(game)
    name = i18n.text(f"links.game.{game}")
    title = i18n.text("widgets.rulemap.title", game=name)
    others = " · ".join(f'<a href="{_e(map_href(g))}">{_e(i18n.text(f"links.game.{g}"))}</a>'
                        for g in model.GAMES if g != game)
    contents = [f'<a href="#seed-{_e(s.number)}">{_seed_label(s)}</a>'
                for s in model.seeds(game)]
    if notes.facts:
        contents.append(f'<a href="#facts">{_t("facts")}</a>')
    contents.append(f'<a href="#decisions">{_t("decisions")}</a>')
    if model.unplaced(game):
        contents.append(f'<a href="#unplaced">{_t("unplaced")}</a>')
    if p.words:
        contents.append(f'<a href="#not-in-words">{_t("words")}</a>')
    body = [
        links.language_nav(i18n.get_language(), language_href) if language_href is not None else "",
        f'<p class="kit-rulemap-nav"><a href="{_e(index_href)}">{_t("back")}</a> · {_t("others")} {others}</p>',
        f"<h1>{_e(title)}</h1><p>{_t('intro')}</p>",
        p.summary(),
        f"<nav><b>{_t('contents')}</b><ul>" + "".join(f"<li>{c}</li>" for c in contents) + "</ul></nav>",
    ]
    body += [p.seed_section(seed) for seed in model.seeds(game)]
    body += [p.facts_section(notes), p.decisions_section(notes), p.unplaced_section(), p.words_section()]
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{_e(i18n.get_language())}"><head><meta charset="utf-8"><title>{_e(title)}</title>'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<link rel="icon" href="data:,">'
        f"<style>{css()}\n{PAGE_CSS}\n{MAP_CSS}</style></head>"
        f'<body class="kit-index kit-rulemap"><main>{"".join(body)}</main></body></html>\n'
    )
