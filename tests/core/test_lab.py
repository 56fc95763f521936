"""The strategy lab's engine side: seeded records, statistics, a faster GreedyBot."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tokaido_kit import lab
from tokaido_kit.bots import GreedyBot, play_out
from tokaido_kit.duo import DuoGame
from tokaido_kit.sakura import SakuraGame
from tokaido_kit.tokaido import TokaidoGame

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "greedy_choices.json"


# ---------------------------------------------------------------------- records
@pytest.mark.parametrize("game,bots", [("tokaido", ["greedy", "random", "random"]),
                                       ("sakura", ["random", "greedy", "random"]),
                                       ("duo", ["greedy", "automa"])])
def test_same_seed_same_records_whatever_the_number_of_processes(game, bots):
    one = lab.simulate(game, 6, bots, seed=3, processes=1, chunk=2)
    two = lab.simulate(game, 6, bots, seed=3, processes=2, chunk=2)
    assert one == two
    assert [r["seed"] for r in one] == [3, 4, 5, 6, 7, 8]
    assert one[0] == lab.play_game(game, 3, bots)  # a record depends on its seed only, not on its chunk
    assert json.loads(json.dumps(one)) == one  # plain data


def test_progress_is_told_after_each_chunk_and_reaches_n():
    seen = []
    lab.simulate("sakura", 5, ["random"] * 3, seed=1, chunk=2, progress=lambda done, n: seen.append((done, n)))
    assert seen == [(2, 5), (4, 5), (5, 5)]


def test_iter_simulate_yields_the_chunks_in_seed_order():
    pieces = list(lab.iter_simulate("duo", 5, ["random", "random"], seed=10, processes=2, chunk=2))
    assert [[r["seed"] for r in p] for p in pieces] == [[10, 11], [12, 13], [14]]


def test_a_tokaido_record_holds_the_facts_of_its_game():
    record = lab.play_game("tokaido", 5, ["greedy", "random", "random"])
    game = TokaidoGame.new(players=3, seed=5)
    bots = lab.make_bots(["greedy", "random", "random"], 5)
    play_out(game, bots)
    assert record["winners"] == game.winners() and record["scores"] == game.scores()
    assert record["travelers"] == [p["traveler"] for p in game.view(None)["players"]]
    chosen = [e.data["who"] for e in game.log if e.kind == "traveler"]
    assert sorted(chosen) == sorted(record["travelers"]) and None not in record["travelers"]
    assert record["bots"] == ["greedy", "random", "random"] and record["seats"] == [0, 1, 2]


def test_a_sakura_record_holds_the_cards_each_player_played():
    record = lab.play_game("sakura", 2, ["random"] * 4)
    game = SakuraGame.new(players=4, seed=2)
    bots = lab.make_bots(["random"] * 4, 2)
    played: list[list[int]] = [[] for _ in range(4)]
    while not game.is_over:
        seat = game.current_player
        action = bots[seat].choose(game)
        if action.kind == "choose_card":
            played[seat].append(action.card)
        game.play(action)
    assert record["cards"] == played and all(played)
    assert record["winners"] == game.winners()
    assert sum(len(c) for c in record["cards"]) == len([a for a in game.history if a.kind == "choose_card"])


def test_a_duo_record_holds_each_players_dice_and_the_automa_seat():
    record = lab.play_game("duo", 4, ["greedy", "automa"])
    assert record["bots"] == ["greedy", "automa"] and record["dice"][1] == []  # the Automa's dice are its own
    assert record["dice"][0] and set(record["dice"][0]) <= {"pilgrim", "merchant", "artist"}
    game = DuoGame.new(players=2, seed=4, automa=True)
    play_out(game, lab.make_bots(["greedy", "automa"], 4))
    assert record["dice"][0] == [a.character for a in game.history if a.kind == "choose_die"]
    with pytest.raises(ValueError, match="Automa"):
        lab.play_game("tokaido", 1, ["greedy", "automa", "random"])


def test_unknown_games_and_bots_are_refused():
    with pytest.raises(ValueError, match="no game"):
        lab.simulate("chess", 1, ["random"] * 2)
    with pytest.raises(ValueError, match="no bot"):
        lab.simulate("sakura", 1, ["random", "genius"])


# ---------------------------------------------------------------------- statistics
def test_wilson_interval_on_known_values():
    rate, low, high = lab.wilson(5, 10)
    assert rate == 0.5 and low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    rate, low, high = lab.wilson(0, 10)
    assert rate == 0 and low == 0 and high == pytest.approx(0.2775, abs=1e-4)
    rate, low, high = lab.wilson(10, 10)
    assert rate == 1 and low == pytest.approx(0.7225, abs=1e-4) and high == 1
    rate, low, high = lab.wilson(81, 263)  # a textbook example (Wilson 1927 style, z = 1.96)
    assert (round(low, 4), round(high, 4)) == (0.2553, 0.3662)
    assert lab.wilson(0, 0) == (0.0, 0.0, 1.0)


def test_mean_interval_on_known_values():
    mean, low, high = lab.mean_interval([2, 4, 4, 4, 5, 5, 7, 9])
    assert mean == 5
    half = lab.Z95 * (32 / 7) ** 0.5 / 8 ** 0.5
    assert (low, high) == pytest.approx((5 - half, 5 + half))
    assert lab.mean_interval([3]) == (3, 3, 3) and lab.mean_interval([]) == (0.0, 0.0, 0.0)


def test_rate_tables_count_every_seat_and_shared_wins():
    records = [
        {"seats": [0, 1, 2], "winners": [0, 2], "bots": ["greedy", "random", "random"], "scores": [5, 3, 5],
         "travelers": ["Kinko", "Hiroshige", "Zen-emon"], "cards": [[1, 2], [3], [2]],
         "dice": [["pilgrim"], ["artist", "pilgrim"], []]},
        {"seats": [0, 1, 2], "winners": [1], "bots": ["greedy", "random", "random"], "scores": [1, 9, 4],
         "travelers": ["Hiroshige", "Kinko", "Satsuki"], "cards": [[2], [1], [3]],
         "dice": [["merchant"], ["pilgrim"], []]},
    ]
    seats = lab.seat_rates(records)
    assert {s: (t["wins"], t["n"]) for s, t in seats.items()} == {0: (1, 2), 1: (1, 2), 2: (1, 2)}
    travellers = lab.traveler_rates(records)
    assert (travellers["Kinko"]["wins"], travellers["Kinko"]["n"]) == (2, 2)
    assert (travellers["Hiroshige"]["wins"], travellers["Hiroshige"]["n"]) == (0, 2)
    cards = lab.card_rates(records)
    assert {c: (t["wins"], t["n"]) for c, t in cards.items()} == {1: (2, 2), 2: (2, 3), 3: (0, 2)}
    dice = lab.die_rates(records)
    assert {d: (t["wins"], t["n"]) for d, t in dice.items()} == {"artist": (0, 1), "merchant": (0, 1),
                                                                  "pilgrim": (2, 3)}
    bots = lab.bot_rates(records)
    assert (bots["greedy"]["wins"], bots["greedy"]["n"], bots["random"]["wins"], bots["random"]["n"]) == (1, 2, 2, 4)
    assert bots["greedy"]["low"] <= bots["greedy"]["rate"] <= bots["greedy"]["high"]
    assert lab.score_means(records)["greedy"][0] == 3
    assert lab.die_counts(records)["pilgrim"][True][0] == pytest.approx(2 / 3)


# ---------------------------------------------------------------------- a faster GreedyBot, the same choices
GAMES = {"tok": (TokaidoGame, dict(players=4)),
         "tokx": (TokaidoGame, dict(players=3, expansions=("crossroads", "matsuri"))),
         "sak": (SakuraGame, dict(players=4)), "duo": (DuoGame, dict(players=2)),
         "duoa": (DuoGame, dict(players=2, automa=True))}


@pytest.mark.parametrize("key", sorted(json.loads(GOLDEN.read_text())["games"]))
def test_greedy_bot_makes_the_choices_it_made_before_it_was_made_faster(key):
    cls, options = GAMES[key[:-1]]
    seed = int(key[-1])
    game = cls.new(seed=seed, **options)
    play_out(game, [GreedyBot(seed=seed * 7 + i) for i in range(game.players)])
    digest = hashlib.sha1("\n".join(str(a) for a in game.history).encode()).hexdigest()
    assert digest == json.loads(GOLDEN.read_text())["games"][key]


def test_a_copier_makes_independent_copies_of_the_position_when_it_was_made():
    game = TokaidoGame.new(players=3, seed=2)
    make = game.copier()
    first = game.legal_actions()[0]
    game.play(first)
    a, b = make(), make()
    assert a.history == b.history == [] and a.to_json() == b.to_json() != game.to_json()
    a.play(a.legal_actions()[0])
    assert b.history == [] and b.to_json() == make().to_json() == TokaidoGame.new(players=3, seed=2).to_json()
    assert game.copy().to_json() == game.to_json() and game.copy().history == [first]


def test_the_labs_search_bot_counts_playouts_not_seconds():
    """A time budget would make a game depend on the machine's speed; a playout count keeps it seeded."""
    bot = lab.make_bots(["search", "greedy"], 3)[0]
    assert bot.playouts == lab.BOT_OPTIONS["search"]["playouts"] and bot.label == "Search bot"


@pytest.mark.parametrize("cls,options", [(TokaidoGame, dict(players=4, expansions=("crossroads", "matsuri"))),
                                         (SakuraGame, dict(players=3)), (DuoGame, dict(players=2))])
def test_a_restorer_puts_the_game_back_exactly_as_a_fresh_copy_would_be(cls, options):
    game = cls.new(seed=4, **options)
    bots = lab.make_bots(["random"] * game.players, 4)
    for _ in range(30):
        game.play(bots[game.current_player].choose(game))
    before, log, history = game.to_json(), list(game.log), game.history
    legal = game.legal_actions()
    back = game.restorer(keep_legal=True)
    for action in legal:
        game.play(action)
        while not game.is_over and len(game.history) < len(history) + 5:
            game.play(game.legal_actions()[0])
        back()
        assert game.to_json() == before and game.log == log and game.history == history
        assert game.legal_actions() == legal
    twin = game.copy()
    game.play(legal[-1])
    twin.play(legal[-1])
    assert twin.to_json() == game.to_json()  # the restored game plays on exactly like a copy
