"""The boards on small screens, without a browser: the road's layouts, the live drawing's
word sizes, the set-up fold, the words that must stay inside the pictures."""

from __future__ import annotations

import re

import pytest

from tokaido_kit.core import i18n
from tokaido_kit.tokaido import TokaidoGame
from widgets.common import svgtext
from widgets.tokaido.board import columns_for
from widgets.tokaido.road import COLUMNS, READABLE, WIDE, layout, road_svg


@pytest.mark.parametrize("cols", COLUMNS)
def test_every_road_layout_holds_each_space_once_and_neighbours_touch(cols):
    lay = layout(cols)
    cells = [lay.cell(pos) for pos in range(1, 56)]
    assert len(set(cells)) == 55 and all(0 <= c < cols for _r, c in cells)
    for a in range(1, 55):  # the road snakes: the next space is beside or under this one
        (ra, ca), (rb, cb) = lay.cell(a), lay.cell(a + 1)
        assert abs(ra - rb) + abs(ca - cb) == 1, (cols, a)
    assert lay.width == 24 + 70 * cols
    with pytest.raises(ValueError):
        lay.cell(56)


def test_the_live_road_is_the_widest_that_fits_and_does_not_flicker():
    assert [columns_for(w) for w in (0, 300, 358, 400, 736, 990, 1004, 1250)] == [14, 4, 4, 5, 10, 10, 14, 14]
    assert columns_for(1010, now=10) == 10 and columns_for(1020, now=10) == 14  # wider only with room to spare
    assert columns_for(-3, now=5) == 5 and columns_for(0, now=7) == 7  # a page's nonsense keeps the layout


def test_the_live_road_answers_the_room_the_page_reports_in_one_step():
    from widgets.tokaido.app import TokaidoApp

    board = TokaidoApp().board
    assert board.road.room_of == ".kit-board"  # the board's whole room, not the road's capped box
    for room, cols in ((330, 4), (1250, 14), (738, 10), (360, 4)):
        board.road.width = room
        assert board.columns == cols and board.road.answered == room  # drawn, then answered: kit-settled
        assert f'viewBox="0 0 {layout(cols).width} ' in board.road.value


@pytest.mark.parametrize("lang", ["en", "pt", "it"])
@pytest.mark.parametrize("cols", COLUMNS)
def test_the_live_road_draws_no_word_under_12_px_and_keeps_words_inside(cols, lang):
    game = TokaidoGame.new(4, seed=3, expansions=("crossroads", "matsuri"))
    for _ in range(30):
        game.play(game.legal_actions()[-1])
    with i18n.using(lang):
        svg = road_svg(game.view(None), [3, 4], columns=cols)
    sizes = [float(s) for s in re.findall(r'<text [^>]*font-size="([\d.]+)"', svg)]
    assert sizes and min(sizes) >= READABLE
    width = int(re.search(r'viewBox="0 0 (\d+) ', svg).group(1))
    assert width == layout(cols).width
    legend = re.findall(r'<text x="([\d.]+)" y="[\d.]+" font-size="(1[34])" (?:fill|font-style)[^>]*>(.*?)</text>', svg)
    assert len(legend) >= 6  # four players, the two keys
    for x, size, inside in legend:  # the legend's words, line by line, inside the picture
        for line in re.findall(r">([^<]+)<", f">{inside}<"):
            assert float(x) + svgtext.width(line, float(size)) <= width + 1, (cols, lang, line)


def test_the_static_picture_of_a_plain_cell_is_the_wide_road():
    view = TokaidoGame.new(3, seed=1).view(None)
    static = road_svg(view)
    assert f'viewBox="0 0 {WIDE.width} ' in static and 'font-size="10.5"' in static
    assert road_svg(view, columns=14) != static  # the live one is drawn with larger words


def test_svg_lines_fit_their_room_and_break_after_a_colon_first():
    text = "The Automa's next choice: the Pilgrim die (its lowest Rank)"
    assert svgtext.lines(text, 1000, 13, True) == [text]
    lines = svgtext.lines(text, 390, 13, True)
    assert lines == ["The Automa's next choice:", "the Pilgrim die (its lowest Rank)"]
    assert all(svgtext.width(line, 13, True) <= 390 for line in lines)
    assert svgtext.width("mm", 10) > svgtext.width("ii", 10) > 0


def test_the_app_folds_its_setup_once_a_game_is_under_way():
    from widgets.sakura.app import SakuraApp

    app = SakuraApp()
    board = app.board
    assert not app.setup_folded and "kit-setup-open" not in app._dom_classes
    board.click_card(board.legal_shown()[0])
    assert app.setup_folded
    app.setup_toggle.value = True  # the learner opens it
    assert not app.setup_folded and "kit-setup-open" in app._dom_classes
    if board.directions_shown():
        board.click_direction("forward")
    else:
        board.click_card(board.legal_shown()[0])
    assert app.setup_folded and not app.setup_toggle.value  # a decision folds it again
    app.new_game()
    assert not app.setup_folded  # a fresh game shows it (a phone keeps it folded: kit.css)


def test_the_live_boards_describe_their_position_in_words():
    from widgets.duo.app import DuoApp
    from widgets.sakura.app import SakuraApp
    from widgets.tokaido.app import TokaidoApp

    assert "Kyoto" in TokaidoApp().board.road.label
    assert "the Emperor: space" in SakuraApp().board.garden.label
    duo = DuoApp().board.picture_html.label
    assert "Pilgrim: space 0" in duo and "The Automa" in duo


@pytest.mark.parametrize("lang", ["en", "pt", "it"])
def test_the_live_island_has_no_word_under_12_px_and_stacks_its_panels_when_narrow(lang):
    from tokaido_kit.duo import DuoGame
    from widgets.duo.svg import WIDTH, island_svg, layout_for

    game = DuoGame.new(2, seed=2, automa=True)
    for _ in range(12):
        game.play(game.legal_actions()[0])
    with i18n.using(lang):
        static, wide, stacked, phone = (island_svg(game.view(None), lay) for lay in (None, "wide", "stacked", "phone"))
    assert 'font-size="10"' in static  # a plain cell's picture is drawn as before
    for svg in (wide, stacked, phone):
        assert min(float(s) for s in re.findall(r'font-size="([\d.]+)"', svg)) >= 12
    assert f'viewBox="0 0 {WIDTH} ' in wide and 'viewBox="0 0 680 ' in stacked and 'viewBox="0 0 320 ' in phone
    assert layout_for(0) is None and layout_for(0, "wide") == "wide"
    assert layout_for(WIDTH + 20) == "wide" and layout_for(WIDTH + 5) == "stacked" and layout_for(WIDTH + 5, "wide") == "wide"
    assert layout_for(700) == "stacked" and layout_for(690, "phone") == "phone" and layout_for(690, "stacked") == "stacked"
    assert layout_for(360) == layout_for(330) == "phone"  # a phone held upright: reflowed, not panned


@pytest.mark.parametrize("lang", ["en", "pt", "it"])
def test_the_phone_island_keeps_every_word_inside_its_320_px(lang):
    from tokaido_kit.duo import DuoGame
    from widgets.duo.svg import island_svg

    for automa in (True, False):
        game = DuoGame.new(2, seed=5, automa=automa)
        for _ in range(16):
            game.play(game.legal_actions()[-1])
        with i18n.using(lang):
            svg = island_svg(game.view(None), "phone")
        assert svg.count('class="duo-space ') == 37 and svg.count('class="duo-town ') == 12
        for x, size, weight, anchor, words in re.findall(
                r'<text x="([\d.]+)" y="[\d.]+" font-size="([\d.]+)" font-weight="(\w+)" text-anchor="(\w+)"[^>]*>([^<]*)</text>', svg):
            w = svgtext.width(words, float(size), weight == "bold")
            left = float(x) - (w / 2 if anchor == "middle" else 0)
            assert 0 <= left and left + w <= 320 + 0.5, (lang, words)
