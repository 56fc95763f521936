"""Tokaido Duo's app in Portuguese and Italian: a language switch in place leaves no English on the page
(labels, island picture, offered answers, the refusal shown, the log with the players' names), keeps the
game, and switching back restores every English text."""

from __future__ import annotations

import html
import re

import pytest

from tokaido_kit.core import i18n
from widgets.duo.app import DuoApp

from .test_languages import english_sentences, texts

# English words the page would only show if a value or a label were left untranslated
ENGLISH = re.compile(r"\b(Player|Pilgrim|Merchant|Artist|the|of|and|fans|dolls|ceramics|lantern|teapot|"
                     r"space|town|coins|Wave|taken|gift|paint)\b")  # not "round": Italian too


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def words_on(app) -> str:
    """What the page shows: widget texts and the island picture's texts, tags and rule ids removed."""
    page = html.unescape("\n".join(texts(app)))
    page = re.sub(r"<[^>]+>", "\n", page)
    return re.sub(r"\b(duo|core)\.[\w.]+", "", page)


@pytest.mark.parametrize("mode", ["two", "automa"])
@pytest.mark.parametrize("lang", ["pt", "it"])
def test_the_duo_app_switches_language_in_place_and_leaves_no_english(lang, mode):
    app = DuoApp(mode=mode, seed=3)
    board = app.board
    board.click_die("artist")
    board.click_zone(board.legal_targets()[0][1])
    game, history = board.game, list(board.game.history)
    before = texts(app)
    app.set_language(lang)
    assert board.game is game and game.history == history
    board.click_choice("gift")  # nothing revealed yet: refused, in words of the new language
    assert board.why.text
    page = words_on(app)
    left = sorted(s for s in english_sentences(lang) if s in page)
    assert not left, left[:5]
    english = sorted({line.strip() for line in page.splitlines() if ENGLISH.search(line)})
    assert not english, english[:5]
    assert i18n.text("duo.name.player", number=1) in page
    app.lang_picker.value = "en"
    assert texts(app) == before
