"""The kit's Automa: automatic die choice and moves, Rank paths, logged decisions."""

import pytest

from tokaido_kit.bots import GreedyBot, RandomBot, play_out

from .helpers import DuoGame, play, random_game, scen

MOVES = {"pilgrim": "pilgrim_moved", "merchant": "merchant_moved", "artist": "artist_moved"}


@pytest.mark.parametrize("seed", range(20))
def test_duo_automa_never_asks_for_a_decision(seed):
    seen = set()
    random_game(seed, automa=True, check=lambda g: seen.add(g.current_player))
    assert seen <= {0, None}


def test_duo_automa_deterministic_per_seed():
    a = play_out(DuoGame.new(players=2, seed=9, automa=True), [RandomBot(3), None])
    b = play_out(DuoGame.new(players=2, seed=9, automa=True), [RandomBot(3), None])
    assert [e.text for e in a.log] == [e.text for e in b.log] and a.to_json() == b.to_json()


def test_duo_automa_choice_logged_before_it_acts():
    game = random_game(4, automa=True)
    log = game.log
    decisions = [i for i, e in enumerate(log) if e.kind == "automa_decides"]
    assert decisions
    for i in decisions:
        ch = log[i].character
        nxt = log[i + 1]
        assert nxt.player == 1 and nxt.kind in (MOVES[ch], f"{ch}_stuck")
        assert "lowest Rank" in log[i].text


def test_duo_automa_choice_lowest_rank_ties_pilgrim_merchant_artist():
    game = scen(rolls=(1, 1, 1), automa=True, first=1, ranks={"pilgrim": 2, "merchant": 1, "artist": 1})
    decided = [e for e in game.log if e.kind == "automa_decides"]
    assert decided[0].character == "merchant" and decided[0].rule == "duo.automa.choice"
    assert game.current_player == 0 and game.remaining == ["pilgrim", "artist"]


def test_duo_automa_move_first_legal_place_and_no_effect_on_the_table():
    game = scen(rolls=(2, 1, 1), automa=True, first=1, pilgrims=[20, 3], ranks={"pilgrim": 0, "merchant": 3,
                                                                                "artist": 3})
    assert game.pilgrim[1] == 5  # 3 -> 5: a hot spring
    assert game.spring is None and game.coins[1] == 0  # the Automa never takes the token
    assert game.ranks["pilgrim"] == 0  # a hot spring is not rewarding


def test_duo_automa_rank_climbs_on_rewarding_landing():
    game = scen(rolls=(1, 1, 1), automa=True, first=1, pilgrims=[20, 2])  # 2 -> 3: a temple
    events = [e for e in game.log if e.kind == "automa_rank"]
    assert game.ranks["pilgrim"] == 1 and events and events[0].rule == "duo.automa.rank"
    assert game.score_parts(1)["pilgrim"] == 1


def test_duo_automa_merchant_prefers_coastal_towns_in_its_order():
    game = scen(rolls=(1, 1, 1), automa=True, first=1, ranks={"pilgrim": 5, "merchant": 0, "artist": 5})
    assert game.merchant[1] == "Kawa" and game.ranks["merchant"] == 1


def test_duo_automa_rank_last_step_ends_the_game_at_round_end():
    game = scen(rolls=(1, 1, 1), automa=True, first=1, pilgrims=[20, 2], ranks={"pilgrim": 8, "merchant": 9,
                                                                                "artist": 9})
    assert game.ranks["pilgrim"] == 9 and game.last_round and "rank" in game.end_reasons
    assert not game.is_over
    while not game.is_over:
        game.play(game.legal_actions()[0])
    assert game.round == 1


def test_duo_automa_score_is_sum_of_ranks():
    from tokaido_kit.duo import ISLAND

    game = scen(automa=True, ranks={"pilgrim": 3, "merchant": 5, "artist": 7})
    paths = ISLAND.rank_paths
    assert game.scores()[1] == paths["pilgrim"][3] + paths["merchant"][5] + paths["artist"][7]
    view = game.view()["players"][1]
    assert view["automa"] is True and view["ranks"] == {"pilgrim": 3, "merchant": 5, "artist": 7}


def test_duo_automa_greedy_bot_plays_through():
    game = play_out(DuoGame.new(players=2, seed=2, automa=True), [GreedyBot(2), None])
    assert game.is_over and game.winners() in ([0], [1])


def test_duo_automa_pilgrim_on_an_occupied_space_moves_on_and_says_so():
    # The Automa's Pilgrim (space 2) counts 1 to space 3, where Player 1's Pilgrim stands: it moves on to 4,
    # and the log says where the count ended before saying where it went (rule duo.pilgrim.occupied).
    game = scen(rolls=(1, 1, 1), automa=True, first=1, pilgrims=[3, 2], ranks={"pilgrim": 0, "merchant": 5,
                                                                               "artist": 5})
    moved = next(e for e in game.log if e.kind == "pilgrim_moved" and e.player == 1)
    bumped = game.log[game.log.index(moved) + 1]
    assert (moved.aim, moved.end) == (3, 4) and "to space 3" in moved.text
    assert bumped.kind == "pilgrim_bumped" and bumped.rule == "duo.pilgrim.occupied" and bumped.end == 4
