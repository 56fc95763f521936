"""Languages on screen: an app switches language in place and keeps its game; ``?lang=``
links; the index, the navigation and the rule maps link each language's pages.
"""

from __future__ import annotations

import html
import re

import ipywidgets as w
import pytest

from tokaido_kit.core import i18n
from widgets import links
from widgets.common.language import lang_from_query, relabel, translate
from widgets.server.handlers import index_page, rule_map_page


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def texts(widget, seen=None) -> list[str]:
    """Every text a widget tree shows: labels, tooltips, HTML values, menu options."""
    seen = set() if seen is None else seen
    if id(widget) in seen or not isinstance(widget, w.Widget):
        return []
    seen.add(id(widget))
    out = []
    for trait in ("description", "tooltip", "placeholder"):
        if widget.has_trait(trait) and getattr(widget, trait):
            out.append(getattr(widget, trait))
    if isinstance(widget, (w.HTML, w.Label)) and widget.value and not widget.value.startswith("<style>"):
        out.append(widget.value)
    out.extend(getattr(widget, "_options_labels", ()) or ())
    for child in getattr(widget, "children", ()) or ():
        out.extend(texts(child, seen))
    return out


def english_sentences(lang: str) -> set[str]:
    """English catalogue values of 3+ words whose ``lang`` value differs: none may be left on a page."""
    en, other = i18n.catalogue("en"), i18n.catalogue(lang)
    return {v for k, v in en.items() if "{" not in v and len(v.split()) >= 3 and other.get(k, v) != v}


def sakura_app():
    from widgets.sakura.app import SakuraApp

    app = SakuraApp(players=3, seed=5)
    hand = app.board.game.view(app.board.game.current_player)["hand"]
    app.board.click_card(hand[0])
    return app


@pytest.mark.parametrize("lang", ["pt", "it"])
def test_an_app_switches_language_in_place_and_keeps_its_game(lang):
    app = sakura_app()
    game, history, seats = app.board.game, list(app.board.game.history), app.board.seats
    app.board.show_rule("sakura.garden.emperor_forward")
    before = texts(app)
    app.set_language(lang)
    assert app.board.game is game and game.history == history and app.board.seats == seats
    assert i18n.get_language() == lang and app.lang_picker.value == lang
    now = texts(app)
    page = html.unescape("\n".join(now))
    left = sorted(s for s in english_sentences(lang) if s in page)
    assert not left, f"English left on the page in {lang}: {left[:10]}"
    assert app.board.log_panel.texts() == [e.text for e in reversed(game.log[-len(app.board.log_panel.texts()):])]
    assert i18n.text("widgets.app.new_game") in now and i18n.catalogue(lang)["rule.sakura.garden.emperor_forward.title"] \
        in app.board.rule_card.value
    assert app.savebox.texts["save"] == i18n.catalogue(lang)["widgets.save.save"]  # drawn by the page's script
    app.lang_picker.value = "en"  # the picker: back to English, every text as it was
    assert texts(app) == before
    app.editor.toggle(True)  # the editor's body, built on first use, follows too
    app.set_language(lang)
    assert app.editor.share.label == i18n.catalogue(lang)["widgets.editor.link"]
    app.editor.click_apply()
    assert app.editor.share.url("apps/sakura.ipynb").endswith(f"&lang={lang}")  # the link keeps the language
    assert lang_from_query(app.editor.share.url("x").split("?", 1)[1]) == lang
    page = html.unescape("\n".join(texts(app)))
    assert not [s for s in english_sentences(lang) if s in page]


def test_a_lang_link_opens_the_app_in_that_language_with_its_position():
    app = sakura_app()
    assert app.open_query("lang=it") is False and i18n.get_language() == "it"
    assert app.seed_box.description == "Seme" and app.new_button.description == "Nuova partita"
    assert lang_from_query("position=x&lang=pt") == "pt"
    assert lang_from_query("lang=xx") is None and lang_from_query("lang=") is None and lang_from_query(None) is None


def test_relabel_finds_messages_by_their_words_and_leaves_the_rest():
    assert translate("New game", "en", "pt") == "Novo jogo"
    assert translate("Player 3", "en", "it") == "Giocatore 3"
    assert translate("Blue", "en", "pt") in ("Azul", None)
    assert translate("a sentence no catalogue has", "en", "pt") is None
    box = w.VBox([w.Button(description="Undo"), w.HTML("<b>Check</b> <i>nowhere</i>"),
                  w.Dropdown(options=[("human", "human"), ("GreedyBot", "greedy")], value="greedy")])
    changed = []
    box.children[2].observe(lambda c: changed.append(c), names="value")
    assert relabel(box, "en", "pt") == 3
    assert box.children[0].description == "Desfazer" and box.children[1].value == "<b>Verificar</b> <i>nowhere</i>"
    assert box.children[2]._options_labels == ("humano", "GreedyBot") and box.children[2].value == "greedy"
    assert not changed  # a menu's choice is kept, nobody is told it changed


def test_each_language_has_its_index_and_the_navigation_stays_in_it():
    assert (links.NOTEBOOKS / "pt/index.ipynb").is_file() and (links.NOTEBOOKS / "it/index.ipynb").is_file()
    with i18n.using("pt"):
        page = links.index_html(lang="pt")
    assert 'href="../apps/sakura.ipynb?lang=pt"' in page
    for href in re.findall(r'href="([^"?#]+)', page):
        assert (links.NOTEBOOKS / "pt" / href).resolve().is_file(), href
    for path in links.reading_list("pt")["duo"]:  # not translated yet: the English one, marked
        if links.split_lang(path)[0] == "en":
            assert "(em inglês)" in page
    translated = [p for paths in links.tutorials(lang="pt").values() for p in paths]
    for path in translated:
        nav = links.nav_html(path)
        assert 'href="../index.ipynb"' in nav  # pt/index.ipynb, from pt/<game>/
        for href in re.findall(r'href="([^"?#]+)', nav):
            assert (links.NOTEBOOKS / path).parent.joinpath(href).resolve().is_file(), href
    assert links.section_link("sakura/03_garden_actions.ipynb", "en") == "sakura/03_garden_actions.ipynb"
    assert links.split_lang("it/duo/02_pilgrim.ipynb") == ("it", "duo/02_pilgrim.ipynb")
    assert links.in_language("pt/duo/02_pilgrim.ipynb", "it") == "it/duo/02_pilgrim.ipynb"


@pytest.mark.parametrize("lang", ["pt", "it"])
def test_the_landing_page_and_the_rule_maps_speak_the_asked_language(lang):
    page = index_page("", lang)
    assert f'<html lang="{lang}">' in page and 'class="kit-lang"' in page
    assert "English" in page and "Português" in page and "Italiano" in page
    assert f"?lang={lang}" in page and "Play the whole game" not in page
    assert i18n.get_language() == "en"  # the server's own language is untouched
    rules = rule_map_page("sakura", "", lang)
    assert f'<html lang="{lang}">' in rules and "The rulebook says" not in rules and f"../?lang={lang}" in rules
    assert "Play the whole game" in index_page("", "en")
