"""The Tokaido board and app, driven through their Python click methods (no browser)."""

import random
import re

import pytest

from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame
from widgets.tokaido import RoadPicture, TokaidoBoard, road_svg
from widgets.tokaido.app import TokaidoApp
from widgets.tokaido.panels import offers_html, players_html
from widgets.tokaido.road import COLS, ROWS, cell
from widgets.tokaido.board import road_css


def solo(players=3, seed=1, **options):
    """Every seat human, no pass screen: the board shows whoever decides (as in a tutorial)."""
    game = TokaidoGame.new(players, seed=seed, **options)
    return TokaidoBoard(game, seats=["human"] * players, hotseat=False)


def to_first_move(board):
    while board.game.pending == "traveler":
        board.click_label(board.action_labels()[0])
    assert board.game.pending == "move"
    return board


def move_targets(game):
    return sorted(a.space for a in game.legal_actions() if a.kind == "move")


# ------------------------------------------------------------------ the road drawing
def test_tokaido_road_every_position_drawn_once_with_number_letter_and_name():
    svg = road_svg(TokaidoGame.new(3, seed=1).view(None))
    for pos in range(1, 56):
        assert svg.count(f'data-space="{pos}"') == 1
    assert "Kyoto" in svg and "Edo" in svg and ">I</text>" in svg and ">M</text>" in svg
    doubles = sum(1 for _p, _t, double in TokaidoGame.new(3, seed=1).board() if double)
    assert svg.count("2nd slot</text>") == doubles > 0


def test_tokaido_road_winds_in_four_rows_neighbours_touch():
    cells = [cell(pos) for pos in range(1, 56)]
    assert len(set(cells)) == 55 and all(0 <= c < COLS for _r, c in cells)
    assert [cell(p)[0] for p in (1, 15, 28, 42, 55)] == [0, 1, 1, 2, 3]
    assert cell(14) == (0, COLS - 1) and cell(15) == (1, COLS - 1)  # the road turns at the row's end
    for a, b in zip(range(1, 55), range(2, 56)):  # neighbours on the road are neighbours in the drawing
        (ra, ca), (rb, cb) = cell(a), cell(b)
        assert abs(ra - rb) + abs(ca - cb) == 1
    assert sum(len(r) for r in ROWS) == 55
    with pytest.raises(ValueError):
        cell(56)


def test_tokaido_road_is_a_pure_function_of_the_view_and_frames_targets():
    game = TokaidoGame.new(2, seed=4)
    view = game.view(None)
    assert road_svg(view) == road_svg(game.view(None))
    assert 'class="target"' not in road_svg(view)
    assert road_svg(view, [3, 5]).count('class="target"') == 2


def test_tokaido_road_neutral_traveller_of_a_two_player_game_is_labelled_n():
    svg = road_svg(TokaidoGame.new(2, seed=1).view(None))
    assert "pawn-neutral" in svg and ">N</text>" in svg
    assert "pawn-neutral" not in road_svg(TokaidoGame.new(3, seed=1).view(None))


def test_tokaido_road_pawns_show_seat_numbers_and_traveller_initials():
    board = to_first_move(solo(3))
    svg = board.svg
    for p in range(3):
        traveler = board.game.view(None)["players"][p]["traveler"]
        assert f"player {p + 1} ({traveler})" in svg
        assert f"pawn-seat-{p}" in svg
    board.click_space(board.legal_spaces()[0])
    moved = board.game.view(None)["players"]
    mover = next(p for p, row in enumerate(moved) if row["space"] != 1)
    assert f">{moved[mover]['traveler'][:2]}</text>" in board.svg  # initials under a pawn on the road


# ------------------------------------------------------------------ clicks
def test_tokaido_move_click_on_a_legal_space_moves_the_pawn():
    board = to_first_move(solo(3, seed=1))
    game = board.game
    mover = game.current_player
    assert board.legal_spaces() == move_targets(game)
    target = board.legal_spaces()[-1]
    before = board.svg
    events = board.click_space(target)
    assert events and game.view(None)["players"][mover]["space"] == target
    assert board.svg != before and board.why.message == ""


def test_tokaido_move_click_on_an_illegal_space_explains_and_changes_nothing():
    board = to_first_move(solo(3, seed=1))
    game = board.game
    history, svg = list(game.history), board.svg
    assert board.click_space(20) is None  # beyond the inn at 15
    assert game.history == history and board.svg == svg
    assert "inn at 15" in board.why.message and board.why.rule
    assert board.why.layout.display is None
    # a legal click afterwards clears the refusal
    board.click_space(board.legal_spaces()[0])
    assert board.why.message == "" and board.why.layout.display == "none"


def test_tokaido_space_buttons_sit_on_their_cells_and_carry_the_legal_class():
    board = to_first_move(solo(3, seed=2))
    css = road_css()
    assert board.space_grid.spot_keys == list(range(1, 56))  # road order: Tab walks the road from Kyoto to Edo
    for pos, button in board.space_buttons.items():
        r, c = cell(pos)
        assert f".tokaido-space-{pos} {{ grid-area: {r + 1} / {c + 1}; }}" in css
        assert f"tokaido-space-{pos}" in button._dom_classes
    legal = {p for p, b in board.space_buttons.items() if "tokaido-space-legal" in b._dom_classes}
    assert sorted(legal) == move_targets(board.game)
    # the legal moves, and only they, are Tab stops, and their names say so
    assert {p for p, b in board.space_buttons.items() if b.tabbable} == legal
    for pos, button in board.space_buttons.items():
        assert button.tooltip.startswith(f"space {pos}: ") and button.description == button.tooltip
        assert ("you may move here" in button.tooltip) == (pos in legal)


def test_tokaido_action_bar_offers_the_dealt_tiles_and_plays_one():
    board = solo(3, seed=1)
    game = board.game
    labels = board.action_labels()
    assert labels == [str(a) for a in game.legal_actions()] and len(labels) == 2
    assert board.legal_spaces() == []
    chooser = game.current_player
    board.click_label(labels[1])
    assert game.view(None)["players"][chooser]["traveler"] in labels[1]
    with pytest.raises(ValueError):
        board.click_label("travel as nobody")


def test_tokaido_action_bar_shows_village_choices_and_refuses_moves_meanwhile():
    board = to_first_move(solo(3, seed=1))
    game = board.game
    villages = [s for s in board.legal_spaces() if game.board()[s - 1][1] == "village"]
    assert villages, "seed 1 should let the first traveller reach a village"
    board.click_space(villages[0])
    assert game.pending == "village"
    assert board.action_labels() == [str(a) for a in game.legal_actions()] and board.legal_spaces() == []
    assert "Souvenirs drawn in the village" in board.offers.value
    history = list(game.history)
    assert board.click_space(villages[0] + 1) is None and game.history == history
    assert board.why.rule == "tokaido.move.turn_order"
    board.click_action(Action("pass"))
    assert len(game.history) == len(history) + 1


def test_tokaido_undo_takes_back_a_move():
    board = to_first_move(solo(3, seed=1))
    game = board.game
    svg, n = board.svg, len(game.history)
    board.click_space(board.legal_spaces()[0])
    board.click_undo()
    assert len(game.history) == n and board.svg == svg


# ------------------------------------------------------------------ seats, bots, hidden tiles
def test_tokaido_hot_seat_hides_dealt_tiles_until_the_player_looks():
    game = TokaidoGame.new(3, seed=1)
    board = TokaidoBoard(game, seats=["human", "human", "greedy"], hotseat=True)
    assert board.passing and board.action_labels() == []
    tiles = game.view(game.current_player)["players"][game.current_player]["tiles"]
    assert not any(t in board.table.value or t in board.offers.value for t in tiles)
    assert board.click_space(2) is None and "pass" in board.why.message.lower()
    board.continue_pass()
    assert not board.passing and all(any(t in label for label in board.action_labels()) for t in tiles)
    assert "only you see them" in board.table.value
    board.click_label(board.action_labels()[0])
    assert board.passing  # the next human must take the screen first
    assert not any(t in board.table.value for t in tiles if t != game.view(None)["players"][0]["traveler"])


def test_tokaido_bots_play_a_whole_game_and_the_status_names_the_winner():
    game = TokaidoGame.new(4, seed=7)
    board = TokaidoBoard(game, seats=["greedy", "random", "greedy", "random"])
    assert game.is_over
    assert "The game is over" in board.status.value
    assert board.legal_spaces() == [] and board.action_labels() == []
    for p in range(4):
        assert str(game.scores()[p]) in board.table.value


@pytest.mark.parametrize("expansions", [(), ("crossroads",), ("crossroads", "matsuri")])
def test_tokaido_board_random_clicks_through_whole_games_only_offer_legal_choices(expansions):
    """A human clicking at random (legal spaces and action-bar buttons) finishes every game."""
    for seed in range(1, 6):
        players = 2 + seed % 4
        board = solo(players, seed=seed, expansions=expansions)
        game = board.game
        rng = random.Random(seed)
        steps = 0
        while not game.is_over:
            legal = game.legal_actions()
            assert board.legal_spaces() == sorted(a.space for a in legal if a.kind == "move")
            assert board.action_labels() == [str(a) for a in legal if a.kind != "move"]
            choices = [("space", s) for s in board.legal_spaces()] + [("label", x) for x in board.action_labels()]
            kind, value = rng.choice(choices)
            events = board.click_space(value) if kind == "space" else board.click_label(value)
            assert events is not None, board.why.message
            steps += 1
            assert steps < 2000
        assert "The game is over" in board.status.value


def test_tokaido_players_table_shows_breakdown_and_hides_others_amulets():
    game = TokaidoGame.new(3, seed=3, expansions=("crossroads",))
    board = TokaidoBoard(game, seats=["greedy"] * 3)  # played to the end by bots
    view = game.view(None)
    for row in view["players"]:
        assert re.search(rf"<b>{row['score']}</b>", board.table.value)
    assert "Points by source" in board.table.value
    live = TokaidoGame.new(3, seed=3, expansions=("crossroads",))
    rng = random.Random(0)
    while not live.is_over and not any(r.get("amulet_count") for r in live.view(None)["players"]):
        live.play(rng.choice(live.legal_actions()))
    assert not live.is_over, "seed 3 should give somebody an amulet"
    owner = next(p for p, r in enumerate(live.view(None)["players"]) if r.get("amulet_count"))
    html = players_html(live.view((owner + 1) % 3))
    assert "amulets: 1 (hidden)" in html
    assert not any(name in html for name in live.view(owner)["players"][owner]["amulets"])
    mine = live.view(owner)["players"][owner]["amulets"]
    assert all(name in players_html(live.view(owner)) for name in mine)


def test_tokaido_picture_and_repr_svg_show_the_public_position():
    board = solo(2, seed=5)
    assert board._repr_html_().startswith("<div") and "tiles" not in board._repr_html_()
    picture = board.picture()
    assert isinstance(picture, RoadPicture) and picture._repr_html_() == board._repr_html_()
    html = picture._repr_html_()  # the road 7 spaces a row where it has room, else 4 (tests/notebooks)
    assert road_svg(picture.view, columns=7) in html and road_svg(picture.view, columns=4) in html
    assert picture.svg() == road_svg(picture.view) and picture.svg() not in html  # the plain cell's road
    assert "RoadPicture(spaces=[1, 1])" == repr(picture)


# ------------------------------------------------------------------ the app
def test_tokaido_app_new_game_with_expansions_initiation_and_players():
    app = TokaidoApp()
    assert app.board.game.players == 3 and app.board.seats == ["human", "greedy", "greedy"]
    game = app.new_game(players=5, seed=9, expansions="crossroads_matsuri", travelers="initiation")
    assert game is app.board.game and game.players == 5 and len(app.board.seats) == 5
    assert game.view(None)["expansions"] == ["crossroads", "matsuri"]
    assert "initiation" in game.view(None)["variants"]
    assert app.board.game.pending != "traveler"
    game = app.new_game(players=2, expansions="none", travelers="dealt")
    assert game.players == 2 and game.view(None)["neutral"] is not None


def test_tokaido_app_refuses_values_a_page_could_send():
    app = TokaidoApp()
    game = app.board.game
    with pytest.raises(Exception):  # the menu refuses a value it does not offer
        app.new_game(players=7)
    assert app.board.game is game
    with pytest.raises(ValueError):
        TokaidoApp._new(3, 1, "everything", "dealt")


def _pawn_centres(svg, seat):
    return re.findall(rf'class="pawn pawn-seat-{seat}">.*?<circle cx="([\d.]+)" cy="([\d.]+)" r="13"', svg)


def test_tokaido_road_two_travellers_on_one_space_stand_side_by_side():
    view = TokaidoGame.new(3, seed=1).view(None)
    double = next(pos for pos, _typ, d in TokaidoGame.new(3, seed=1).board() if d)
    view["players"][0].update(space=double, slot=0)
    view["players"][1].update(space=double, slot=1)
    svg = road_svg(view)
    (a,), (b,) = _pawn_centres(svg, 0), _pawn_centres(svg, 1)
    assert a[1] == b[1] and float(b[0]) - float(a[0]) >= 26  # no overlap: second slot to the right
    group = svg.split(f'data-space="{double}"')[1].split("</g>")[0]
    assert "2nd slot" not in group  # the traveller's initials take the label's place


def test_tokaido_road_marks_spaces_a_festival_closed():
    view = TokaidoGame.new(4, seed=1, expansions=("crossroads", "matsuri")).view(None)
    view["matsuri"]["closed"] = {"27": "Mura matsuri"}  # a single farm
    svg = road_svg(view)
    assert svg.count('class="closed"') == 1
    assert 'class="closed"' in svg.split('data-space="27"')[1].split('data-space="28"')[0]
    assert "Spaces closed by a festival until the next inn: 27 (Mura matsuri)" in offers_html(view)


def _closed_marks(svg):
    """Space -> the class of its 'closed' mark."""
    out = {}
    for chunk in svg.split('data-space="')[1:]:
        pos = int(chunk.split('"')[0])
        found = re.search(r'class="(closed[^"]*)"', chunk.split('data-space="')[0])
        if found:
            out[pos] = found.group(1)
    return out


def test_tokaido_decision_closed_double_road_draws_only_what_loses_room():
    from tests.engine.tokaido.matsuri.helpers import festival

    g3, _ = festival("Kamiarisai", players=3, travelers=["Kinko", "Hirotada", "Satsuki"])
    assert _closed_marks(road_svg(g3.view(None))) == {3: "closed", 17: "closed", 22: "closed"}
    g4, _ = festival("Kamiarisai", players=4, travelers=["Kinko", "Hirotada", "Satsuki", "Mitsukuni"])
    marks = _closed_marks(road_svg(g4.view(None)))
    assert {p: c for p, c in marks.items() if c == "closed"} == {3: "closed", 17: "closed", 22: "closed"}
    assert sorted(p for p, c in marks.items() if c == "closed closed-side-slot") == [10, 37, 44]
    group = road_svg(g4.view(None)).split('data-space="37"')[1].split('data-space="38"')[0]
    assert "2nd slot closed" in group and "2nd slot<" not in group
    offers = offers_html(g4.view(None))
    assert "Spaces closed by a festival until the next inn: 3 (Kamiarisai), 17 (Kamiarisai), 22 (Kamiarisai)" in offers
    assert ("2nd slot a festival closed until the next inn (one traveller may still stop): 10 (Kamiarisai), "
            "37 (Kamiarisai), 44 (Kamiarisai)") in offers
    assert "2nd slot" not in offers_html(g3.view(None))


def test_tokaido_players_table_shows_crossroads_and_matsuri_collections():
    """Rules tokaido.crossroads.legendary / cherry_tree / bathhouse, tokaido.matsuri.tokens and
    tokaido.matsuri.journey: what a player holds from the expansions is on the table, not only in points."""
    game = TokaidoGame.scenario(3, seed=2, expansions=("crossroads", "matsuri"),
                                travelers=["Hiroshige", "Satsuki", "Yoshiyasu"],
                                legendary=[["Shodo"], [], []], cherry_trees=[2, 0, 0], bathhouses=[0, 1, 0],
                                tokens=[[], ["doll"], []])
    game._journey_points(2, 3, "tokaido.matsuri.journey", [])
    html = players_html(game.view(1))
    assert "Legendary Objects: Shodo" in html and "Cherry Trees: 2" in html and "Bathhouses: 1" in html
    assert "tokens: Doll" in html and "Journey point tokens: 3 (3 points)" in html
    assert "Cherry Trees" not in players_html(TokaidoGame.new(3, seed=2, expansions=("crossroads",)).view(None))


def page_click(spots, content) -> None:
    """What the page sends when a learner clicks one of the road's buttons (or a classmate's script forges)."""
    spots._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def test_tokaido_road_is_one_widget_and_the_page_click_plays_the_move():
    board = to_first_move(solo(3, seed=2))
    grid = board.space_grid
    assert grid.get_state()["_dom_classes"] == ("tokaido-space-grid",) and not hasattr(grid, "children")
    target = move_targets(board.game)[0]
    assert grid.marked("tokaido-space-legal") == move_targets(board.game) == grid.tabbable
    history = list(board.game.history)
    page_click(grid, {"event": "click", "key": target})
    assert board.game.history == [*history, Action("move", space=target)]
    assert board.why.message == ""


@pytest.mark.parametrize("content", [
    {"event": "click", "key": 0}, {"event": "click", "key": 56}, {"event": "click", "key": "12"},
    {"event": "click", "key": True}, {"event": "click", "key": 12.0}, {"event": "click", "key": [12]},
    {"event": "click", "key": None}, {"event": "click"}, {"event": "press", "key": 12}, {"type": "click", "key": 12},
    "click", [12], None,
])
def test_tokaido_road_ignores_forged_clicks(content):
    board = to_first_move(solo(3, seed=2))
    history, state = list(board.game.history), board.space_grid.get_state()
    page_click(board.space_grid, content)
    assert board.game.history == history and board.why.message == ""
    assert board.space_grid.get_state() == state


def test_tokaido_road_click_on_a_space_that_is_no_move_is_refused_by_the_engine():
    board = to_first_move(solo(3, seed=2))
    far = max(move_targets(board.game)) + 1
    history = list(board.game.history)
    page_click(board.space_grid, {"event": "click", "key": far})
    assert board.game.history == history and board.why.message  # the engine's reason, shown
