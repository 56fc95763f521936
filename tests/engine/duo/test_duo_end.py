"""The end: four conditions, each ending the game at the end of its round; scores and ties."""

import pytest

from .helpers import play, scen


def finish_round(game):
    """Play the first legal action until the round changes or the game ends."""
    start = game.round
    while not game.is_over and game.round == start:
        game.play(game.legal_actions()[0])


def _assert_last_round_then_over(game, events, kind):
    assert any(e.kind == kind and e.rule == "duo.end.trigger" for e in events)
    assert game.last_round and game.view()["last_round"] is True and not game.is_over
    rnd = game.round
    finish_round(game)
    assert game.is_over and game.round == rnd and game.current_player is None
    assert game.legal_actions() == [] and game.pending is None
    assert game.log[-1].kind.startswith("game_")


def test_duo_end_trigger_temple_track_reaches_nine():
    game = scen(rolls=(1, 1, 1), pilgrims=[2, 20], temple=[8, 1])
    events = play(game, "choose_die", character="pilgrim")
    assert game.temple[0] == 9
    _assert_last_round_then_over(game, events, "end_temple")
    assert game.end_reasons == ["temple"]


def test_duo_end_trigger_garden_track_reaches_six():
    game = scen(rolls=(1, 1, 1), pilgrims=[0, 20], garden=[5, 1])
    events = play(game, "choose_die", character="pilgrim")
    _assert_last_round_then_over(game, events, "end_garden")


def test_duo_end_trigger_sixth_gold_bar():
    game = scen(rolls=(2, 1, 1), pilgrims=[0, 20], gold=[5, 0], coins=[8, 0])
    events = play(game, "choose_die", character="pilgrim")  # Kawa pays 2: 10 coins
    assert game.gold[0] == 6 and game.score_parts(0)["merchant"] == 21
    _assert_last_round_then_over(game, events, "end_gold")


def test_duo_end_trigger_tenth_painting_gifted():
    game = scen(rolls=(1, 1, 1), revealed=[10, 0], gifted=[9, 0])  # slot 9 holds a kimono
    play(game, "choose_die", character="artist")
    play(game, "artist_to", zone="Kaze")
    events = play(game, "gift")
    assert game.gifted[0] == 10 and game.score_parts(0)["artist"] == 22
    _assert_last_round_then_over(game, events, "end_paintings")


def test_duo_end_trigger_met_by_the_second_chooser_still_finishes_the_round():
    game = scen(rolls=(1, 1, 1), pilgrims=[20, 0], garden=[1, 5])
    play(game, "choose_die", character="merchant")
    play(game, "merchant_to", town="Kiri")
    events = play(game, "choose_die", character="pilgrim")  # player 2: 0 -> 1, a garden
    assert any(e.kind == "end_garden" for e in events)
    assert not game.is_over and game.current_player == 0  # player 1 still takes the last die
    finish_round(game)
    assert game.is_over


def test_duo_end_score_formulas():
    game = scen(temple=[5, 1], garden=[3, 1], gold=[3, 0], revealed=[4, 0], gifted=[4, 0])
    assert game.score_parts(0) == {"pilgrim": 4 * 2, "merchant": 6, "artist": 5}
    assert game.scores() == [19, 0]
    assert game.view()["players"][0]["score"] == 19


def _tied_last_round(coins, automa=False, ranks=None):
    kw = {}
    if ranks:
        kw["ranks"] = ranks
    return scen(rolls=(1, 1, 1), automa=automa, pilgrims=[2, 12], temple=[9, 1 if automa else 9],
                gold=[2, 0 if automa else 2], coins=coins, merchants=["Kiri", "Taki"], **kw)


def test_duo_end_tie_goes_to_more_coins():
    game = _tied_last_round(coins=[4, 2])
    assert game.last_round
    finish_round(game)
    assert game.is_over and game.scores()[0] == game.scores()[1]
    assert game.winners() == [0]
    assert game.log[-1].kind == "game_won_coins" and game.log[-1].rule == "duo.end.tie"


def test_duo_end_tie_with_equal_coins_is_a_draw():
    game = _tied_last_round(coins=[4, 4])
    finish_round(game)
    assert game.scores()[0] == game.scores()[1] and game.winners() == [0, 1]
    assert game.log[-1].kind == "game_drawn"


def test_duo_automa_tie_goes_to_the_human():
    game = _tied_last_round(coins=[0, 0], automa=True, ranks={"pilgrim": 3})
    play(game, "choose_die", character="merchant")  # the Automa then takes the artist die (rank 0)
    play(game, "merchant_to", town="Taki")  # keeps Kaze empty: the Automa's Artist is not rewarded there
    finish_round(game)
    assert game.is_over
    assert game.scores() == [3, 3], game.scores()
    assert game.winners() == [0] and game.log[-1].rule == "duo.automa.tie"


def test_duo_end_winners_empty_before_the_end():
    game = scen()
    assert game.winners() == []


@pytest.mark.parametrize("seed", range(5))
def test_duo_end_score_winner_has_the_higher_total(seed):
    from .helpers import random_game

    game = random_game(seed)
    a, b = game.scores()
    if a != b:
        assert game.winners() == [0 if a > b else 1]
