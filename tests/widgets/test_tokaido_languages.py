"""The Tokaido board, its panels and the tutorials' printouts in Portuguese and Italian."""

import re

import pytest

from tokaido_kit.core import i18n
from tokaido_kit.tokaido import TokaidoGame
from widgets.tokaido import TokaidoBoard, road_svg
from widgets.tokaido.board import space_title
from widgets.tokaido.panels import offers_html, players_html
from widgets.tokaido.tutorial import named


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def crossroads_game():
    """Hirotada holds the Health Amulet and the Paddy achievement; Satsuki a Doll token."""
    return TokaidoGame.scenario(3, seed=2, expansions=("crossroads", "matsuri"),
                                travelers=["Hirotada", "Satsuki", "Yoshiyasu"], spaces=[3, 4, 6],
                                panoramas=[{"paddy": 3}, {}, {}], amulets=[["Health"], [], []],
                                tokens=[[], ["doll"], []])


def english_phrases(text: str) -> list[str]:
    """English values of the Tokaido widget catalogue (3+ words, fixed parts) found in ``text``."""
    found = []
    for key, value in i18n.catalogue("en").items():
        if key.startswith("widgets.tokaido.") and i18n.catalogue("pt").get(key) != value:
            found += [part for part in re.split(r"\{[^}]*\}", value) if len(part.split()) >= 3 and part in text]
    return found


@pytest.mark.parametrize("lang, words", [
    ("pt", ["conquistas: Arrozal", "amuletos: Saúde", "marcadores: Boneca", "Cartas restantes: Refeição",
            "Cerejeira 6", "Matsuri 20"]),
    ("it", ["obiettivi: Risaia", "amuleti: Salute", "segnalini: Bambola", "Carte rimaste: Pasto",
            "Ciliegio 6", "Matsuri 20"]),
])
def test_tokaido_panels_name_cards_achievements_and_piles_in_the_page_language(lang, words):
    i18n.set_language(lang)
    view = crossroads_game().view(0)  # Hirotada's own view: his Amulet by name
    page = players_html(view) + offers_html(view)
    for word in words:
        assert word in page
    assert "Health" not in page and "paddy" not in page and "hot spring" not in page
    assert english_phrases(page + road_svg(view)) == []


def test_tokaido_named_reads_ids_in_the_language_and_keeps_printed_names():
    ids = ["paddy", "gourmet", "Health", "doll", "Annaibito (Mountain)", "Dango", "Shodo", 3]
    assert named(ids) == ["Paddy", "Gourmet", "Health", "Doll", "Annaibito (Mountain)", "Dango", "Shodo", "3"]
    i18n.set_language("pt")
    assert named(ids) == ["Arrozal", "Gourmet", "Saúde", "Boneca", "Annaibito (Montanha)", "Dango", "Shodo", "3"]
    assert named(None) == []


def test_tokaido_road_puts_a_long_space_name_on_two_lines():
    view = crossroads_game().view(None)
    hot_spring = lambda svg: svg.split('data-space="6"')[1].split('data-space="7"')[0]  # noqa: E731
    assert ">hot spring</text>" in hot_spring(road_svg(view))  # short enough for one line
    for lang, first, second in (("pt", "Águas", "Termais"), ("it", "sorgente", "termale")):
        i18n.set_language(lang)
        group = hot_spring(road_svg(view))
        assert re.search(rf'<tspan x="[\d.]+" dy="0">{first}</tspan><tspan x="[\d.]+" dy="11">{second}</tspan>',
                         group), group


def test_tokaido_language_switch_renames_every_space_button():
    game = TokaidoGame.scenario(3, seed=2, travelers=["Hirotada", "Satsuki", "Yoshiyasu"], spaces=[3, 4, 6])
    board = TokaidoBoard(game, seats=["human"] * 3, hotseat=False)
    legal = set(board.legal_spaces())
    assert legal and board.space_buttons[6].description == "space 6: hot spring"
    i18n.set_language("pt")
    board.redraw_language()
    for pos, button in board.space_buttons.items():
        assert button.description == button.tooltip == space_title(pos, pos in legal)
    assert board.space_buttons[6].description == "espaço 6: Águas Termais"
    assert set(board.legal_spaces()) == legal
