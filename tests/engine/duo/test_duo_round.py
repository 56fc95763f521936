"""Rounds: roll, draft 1-2-1, the first chooser alternates, a die moves exactly its number."""

import pytest

from tokaido_kit.core import IllegalAction

from .helpers import Action, DuoGame, play, scen


def test_duo_round_roll_first_chooser_rolls_three_dice():
    game = scen(rolls=(4, 2, 3))
    assert game.view()["dice"] == {"pilgrim": 4, "merchant": 2, "artist": 3}
    rolled = [e for e in game.log if e.kind == "dice_rolled"]
    assert len(rolled) == 1 and rolled[0].player == 0 and rolled[0].rule == "duo.round.roll"
    assert "Pilgrim 4, Merchant 2, Artist 3" in rolled[0].text


def test_duo_round_draft_1_2_1_last_die_is_automatic():
    game = scen(rolls=(1, 1, 1))
    assert game.current_player == 0 and game.pending == "choose_die"
    assert len(game.legal_actions()) == 3
    play(game, "choose_die", character="pilgrim")  # 0 -> 1, a garden: nothing to decide
    assert game.current_player == 1 and game.pending == "choose_die"
    assert game.legal_actions() == [Action("choose_die", character="merchant"),
                                    Action("choose_die", character="artist")]
    play(game, "choose_die", character="merchant")
    assert game.pending == "merchant_to" and game.current_player == 1
    events = play(game, "merchant_to", town="Kiri")
    # the first chooser takes the last die without being asked
    assert [e.kind for e in events].count("last_die") == 1
    assert game.current_player == 0 and game.pending == "artist_to"


def test_duo_round_draft_refuses_a_taken_die():
    game = scen(rolls=(1, 1, 1))
    play(game, "choose_die", character="pilgrim")
    err = game.why_not(Action("choose_die", character="pilgrim"))
    assert err.rule == "duo.round.draft" and "already been taken" in str(err)
    before = game.to_json()
    with pytest.raises(IllegalAction):
        play(game, "choose_die", character="pilgrim")
    assert game.to_json() == before


def test_duo_round_alternate_first_chooser_each_round():
    game = scen(rolls=(1, 1, 1, 2, 2, 2))
    play(game, "choose_die", character="pilgrim")
    play(game, "choose_die", character="merchant")
    play(game, "merchant_to", town="Kiri")
    play(game, "artist_to", zone="Kaze")
    play(game, "paint")
    assert game.round == 2 and game.first == 1 and game.current_player == 1
    rolled = [e for e in game.log if e.kind == "dice_rolled"]
    assert [e.player for e in rolled] == [0, 1]
    assert game.view()["dice"] == {"pilgrim": 2, "merchant": 2, "artist": 2}


def test_duo_round_move_exact_pilgrim_moves_the_die_value():
    game = scen(rolls=(3, 1, 1), pilgrims=[4, 20])
    play(game, "choose_die", character="pilgrim")
    assert game.pilgrim[0] == 7


def test_duo_setup_new_game_is_seeded_and_valid():
    a, b = DuoGame.new(players=2, seed=11), DuoGame.new(players=2, seed=11)
    assert a.to_json() == b.to_json()
    view = a.view()
    assert view["island"] == "teaching island v1, not the printed board"
    assert [p["pilgrim"] for p in view["players"]] == [0, 0]
    assert view["round"] == 1 and view["first_chooser"] == 0 and view["last_round"] is False
    assert sorted(view["waves"]) == ["artist", "merchant", "pilgrim"]
    with pytest.raises(ValueError):
        DuoGame.new(players=3, seed=1)
    with pytest.raises(ValueError):
        DuoGame.new(players=2, seed=1, automa="yes")
