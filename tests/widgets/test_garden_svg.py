"""The garden drawing is a pure function of the view, and never relies on colour alone."""

import re

from tokaido_kit.sakura import SakuraGame
from widgets.sakura import garden_svg


def test_sakura_garden_svg_is_a_pure_function_of_the_view():
    game = SakuraGame.new(4, seed=11)
    view = game.view(None)
    assert garden_svg(view) == garden_svg(game.copy().view(None)) == garden_svg(dict(view))
    game.play(game.legal_actions()[0])
    assert garden_svg(game.view(None)) == garden_svg(view)  # a face-down card leaks nothing into the garden


def test_sakura_garden_svg_changes_when_a_piece_moves():
    a = SakuraGame.scenario(3, seed=1, emperor=10, painters=[2, 4, 0])
    b = SakuraGame.scenario(3, seed=1, emperor=11, painters=[2, 4, 0])
    assert garden_svg(a.view(None)) != garden_svg(b.view(None))


def test_sakura_garden_svg_labels_every_piece_with_text():
    game = SakuraGame.scenario(2, seed=1, emperor=12, painters=[3, 0], imperial=5)
    svg = garden_svg(game.view(None))
    for seat in (0, 1):
        group = re.search(rf'<g class="piece painter painter-{seat}">(.*?)</g>', svg).group(1)
        assert f">{seat + 1}</text>" in group and "<title>" in group
    assert re.search(r'class="piece emperor">.*?>E</text>', svg)
    assert re.search(r'class="piece imperial">.*?>I</text>', svg)
    assert "E = the Emperor" in svg and "I = the imperial painter" in svg


def test_sakura_garden_bridges_drawn_three_wide_at_five_players():
    four = garden_svg(SakuraGame.new(4, seed=1).view(None))
    five = garden_svg(SakuraGame.new(5, seed=1).view(None))
    assert four.count('class="space space-bridge"') == 4
    assert five.count('class="space space-bridge"') == 12
    assert five.count('class="space ') == 47 and four.count('class="space ') == 39


def test_sakura_score_once_scored_sakura_is_marked():
    game = SakuraGame.scenario(3, seed=1, emperor=20, painters=[15, 16, 0], scored=[14])
    svg = garden_svg(game.view(None))
    assert "sakura 1 scored" in svg and "sakura 2 scored" not in svg and "sakura 2" in svg


def test_sakura_teaching_data_label_is_shown():
    svg = garden_svg(SakuraGame.new(3, seed=1).view(None))
    assert "teaching deck / teaching garden, not the printed components" in svg


def test_sakura_round_order_the_acting_painter_is_ringed():
    game = SakuraGame.scenario(3, seed=3, emperor=10, painters=[2, 4, 0],
                               hands=[[4, 1, 2, 3, 5], [20, 6, 7, 8, 10], [51, 11, 13, 14, 15]])
    for card in (4, 20, 51):
        game.play(game.legal_actions()[[a.card for a in game.legal_actions()].index(card)])
    assert game.pending == "garden.direction"  # Blue's card 4 is being resolved
    svg = garden_svg(game.view(None))
    assert svg.count('class="acting"') == 1
    x, y = re.search(r'class="acting" cx="([\d.]+)" cy="([\d.]+)"', svg).groups()
    blue = re.search(r'class="piece painter painter-0">.*?<circle cx="([\d.]+)" cy="([\d.]+)"', svg).groups()
    assert (x, y) == blue
    assert 'class="acting"' not in garden_svg(SakuraGame.new(3, seed=1).view(None))
