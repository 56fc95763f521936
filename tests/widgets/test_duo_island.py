"""The Tokaido Duo board driven through its Python click methods (same effect as the browser clicks)."""

import html
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tokaido_kit.core import Action, lookup
from tokaido_kit.duo import ISLAND, DuoGame
from widgets.duo import DuoIsland, island_svg


def open_board(game, seats=None):
    return DuoIsland(game, seats=seats or ["human", "human"])


def merchant_pending(automa=True, seed=1):
    """A board where Player 1 took the Merchant die and must choose a town."""
    board = open_board(DuoGame.new(2, seed=seed, automa=automa))
    board.click_die("merchant")
    assert board.game.pending == "merchant_to"
    return board


def test_duo_round_draft_dice_are_buttons_with_their_values():
    game = DuoGame.new(2, seed=1, automa=True)
    board = open_board(game)
    assert board.legal_dice() == ["pilgrim", "merchant", "artist"]
    for c, value in game.view(None)["dice"].items():
        assert str(value) in board.die_buttons[c].description
    assert "teaching island v1, not the printed board" in board.svg


def test_duo_merchant_exact_legal_town_click_moves_the_merchant_and_redraws():
    board = merchant_pending()
    game = board.game
    legal = [v for k, v in board.legal_targets()]
    assert legal == [a.town for a in game.legal_actions()]
    assert len(board.shown_targets()) == len(ISLAND.towns)  # every town shown, the legal ones marked
    before = board.svg
    board.click_town(legal[-1])
    assert game.view(0)["players"][0]["merchant"] == legal[-1]
    assert board.svg != before and board.why.message == ""


def test_duo_merchant_exact_unreachable_town_is_explained_and_changes_nothing():
    board = merchant_pending()
    game = board.game
    unreachable = [v for k, v in board.shown_targets() if ("town", v) not in board.legal_targets()]
    assert unreachable
    saved = game.to_json()
    assert board.click_town(unreachable[0]) is None
    assert game.to_json() == saved
    err = game.why_not(Action("merchant_to", town=unreachable[0]))
    assert board.why.message == str(err) and board.why.rule == err.rule
    assert lookup(err.rule).summary in board.why.text
    assert "kit-why" in board.why._dom_classes and board.why.layout.display != "none"


def test_duo_round_draft_taken_die_click_is_refused():
    board = merchant_pending()
    saved = board.game.to_json()
    board.click_die("merchant")  # already taken, and a town is awaited
    assert board.game.to_json() == saved and board.why.message


def test_duo_artist_move_zone_click_plays_artist_to():
    game = DuoGame.new(2, seed=1, automa=True)
    board = open_board(game)
    board.click_die("artist")
    zones = [v for k, v in board.legal_targets()]
    assert game.pending in ("artist_to", "artist_step") and zones
    board.click_zone(zones[0])
    assert game.history[-1].zone == zones[0]


def test_duo_wave_hasty_pilgrim_space_buttons_are_the_offered_landings():
    game = DuoGame.scenario(2, seed=2, waves={"pilgrim": {"side": "hasty", "owner": 0}}, rolls=[2, 1, 1])
    board = open_board(game)
    board.click_die("pilgrim")
    assert game.pending == "pilgrim_to"
    offered = sorted(a.space for a in game.legal_actions())
    assert [v for k, v in board.shown_targets()] == offered == [v for k, v in board.legal_targets()]
    board.click_space(offered[-1])
    assert game.view(None)["players"][0]["pilgrim"] == offered[-1]


def test_duo_automa_choice_next_die_and_rank_paths_are_drawn():
    game = DuoGame.new(2, seed=4, automa=True)
    board = open_board(game)
    view = game.view(None)
    assert "The Automa" in board.svg and "Rank paths" in board.svg
    assert f"the {view['automa_next'].capitalize()} die (its lowest Rank)" in board.svg
    assert board.player_name(1) == "The Automa"


def test_duo_setup_figures_have_letters_and_seat_numbers():
    svg = island_svg(DuoGame.new(2, seed=3).view(None))
    for label in ("P1", "M1", "A1", "P2", "M2", "A2"):
        assert f">{label}</text>" in svg
    for town in ISLAND.towns:
        assert f"duo-town-{town}" in svg
    assert svg.count('class="duo-space ') == ISLAND.ring_size


def test_duo_spring_repeat_choices_are_buttons_labelled_by_the_engine():
    """Any pending decision that is not a die or a place shows its legal actions as buttons."""
    rnd = random.Random(5)
    game = DuoGame.new(2, seed=5)
    board = open_board(game)
    seen = set()
    while not game.is_over:
        legal = game.legal_actions()
        others = [str(a) for a in legal if a.kind not in ("choose_die", "pilgrim_to", "merchant_to",
                                                           "artist_to", "artist_step")]
        assert board.shown_choices() == others
        seen.update(a.kind for a in legal)
        board.click_choice(**{"kind": (a := rnd.choice(legal)).kind, **a.params})
        assert board.why.message == ""
    assert "paint" in seen and "sell" in seen
    assert board.status.value.startswith("The game is over")


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10_000), st.booleans(), st.integers(0, 2**31))
def test_duo_round_draft_random_clicks_follow_the_engine_and_refusals_change_nothing(seed, automa, click_seed):
    rnd = random.Random(click_seed)
    game = DuoGame.new(2, seed=seed, automa=automa)
    board = open_board(game, ["human", "human" if automa else rnd.choice(["human", "greedy", "random"])])
    for _ in range(400):
        if game.is_over:
            break
        assert board.svg == island_svg(game.view(None))
        if rnd.random() < 0.25:
            saved = game.to_json()
            roll = rnd.random()
            if roll < 0.33:
                played = board.click_die(rnd.choice(["pilgrim", "merchant", "artist"]))
            elif roll < 0.66:
                played = board.click_town(rnd.choice(ISLAND.towns))
            else:
                played = board.click_space(rnd.randrange(ISLAND.ring_size))
            if played is None:
                assert game.to_json() == saved and board.why.message
            continue
        action = rnd.choice(game.legal_actions())
        assert board.click_choice(action.kind, **action.params) is not None
        assert board.why.message == ""
    undone = len(game.history)
    if undone:
        board.click_undo()
        assert len(game.history) < undone and board.svg == island_svg(game.view(None))


def test_duo_setup_every_label_key_of_the_duo_widgets_is_in_the_catalogue():
    import re
    from pathlib import Path

    from tokaido_kit.core import i18n

    used = set()
    for path in (Path(__file__).resolve().parents[2] / "widgets" / "duo").glob("*.py"):
        used |= set(re.findall(r'(?:\bt|i18n\.text)\(\s*"([a-z0-9_.]+)"', path.read_text()))
    assert len(used) > 30
    assert sorted(k for k in used if not i18n.has(k)) == []
    for c in ("pilgrim", "merchant", "artist"):  # keys built from the character's name
        assert i18n.has(f"widgets.duo.character.{c}") and i18n.has(f"widgets.duo.figure.letter.{c}")
    for kind in set(ISLAND.ring):
        assert i18n.has(f"widgets.duo.kind.{kind}") and i18n.has(f"widgets.duo.kind.letter.{kind}")


def test_duo_merchant_exact_rule_card_links_only_to_written_tutorials():
    from widgets import links

    board = open_board(DuoGame.new(2, seed=1))
    board.show_rule("duo.merchant.exact")
    assert html.escape(lookup("duo.merchant.exact").title) in board.rule_card.value
    assert "duo.merchant.exact" not in board.rule_card.value  # the title in words, never the id
    section = lookup("duo.merchant.exact").section
    assert ("<a href" in board.rule_card.value) == (section in links.all_notebooks())


def test_duo_app_new_game_switches_between_the_automa_and_two_players():
    from widgets.duo.app import DuoApp

    app = DuoApp(seed=1)
    assert app.board.game.automa and len(app.board.seat_picker.children) == 1
    assert "kit-ready" in app.ready._dom_classes and app.children[-1] is app.ready
    game = app.new_game(mode="two", seed=9)
    assert app.board.game is game and not game.automa and game.seed == 9
    assert len(app.board.seat_picker.children) == 2
    app.board.set_seat(1, "greedy")
    app.board.click_die(game.legal_actions()[0].character)
    assert game.history and app.board.why.message == ""
    game = app.new_game(mode="automa")
    assert game.automa and app.board.seats == [app.board.seats[0], "human"]
