"""The engine side of a game's review (tokaido_kit/bots/review.py): positions of a replay, score
sources, and the decisions that cost the most by the coach's estimate."""

from __future__ import annotations

import pytest

from tokaido_kit.bots import GreedyBot, RandomBot, play_out
from tokaido_kit.bots.review import costly_moments, review_decisions, score_sources
from tokaido_kit.duo import DuoGame
from tokaido_kit.sakura import SakuraGame
from tokaido_kit.tokaido import TokaidoGame

GAMES = {
    "tokaido": lambda: TokaidoGame.new(3, seed=6, expansions=("crossroads", "matsuri")),
    "sakura": lambda: SakuraGame.new(3, seed=6),
    "duo": lambda: DuoGame.new(2, seed=6),
    "duo-automa": lambda: DuoGame.new(2, seed=6, automa=True),
}


def finished(name: str):
    game = GAMES[name]()
    return play_out(game, [RandomBot(1)] + [GreedyBot(p) for p in range(1, game.players)])


@pytest.mark.parametrize("name", GAMES)
def test_core_save_at_gives_the_exact_position_of_every_decision(name):
    game = finished(name)
    replay = GAMES[name]()
    for n, action in enumerate(game.history):
        if n % 7 == 0:
            assert game.at(n).to_json() == replay.to_json()
        replay.play(action)
    assert game.at(len(game.history)).to_json() == game.to_json()
    before = game.to_json()
    with pytest.raises(ValueError, match="decisions"):
        game.at(len(game.history) + 1)
    with pytest.raises(ValueError, match="decisions"):
        game.at(-1)
    assert game.to_json() == before


@pytest.mark.parametrize("name", GAMES)
def test_core_score_sources_sum_to_each_players_score(name):
    game = finished(name)
    sources = score_sources(game)
    assert [sum(row.values()) for row in sources] == game.scores()
    assert all(isinstance(v, int) for row in sources for v in row.values())


def test_sakura_score_awards_sources_count_awards_and_disgrace():
    game = finished("sakura")
    for p, row in enumerate(score_sources(game)):
        awards = sum(e.data["amount"] for e in game.log if e.kind == "award" and e.player == p)
        lost = sum(1 for e in game.log if e.kind == "token_lost" and e.player == p)
        assert row == {"start": 5, "awards": awards, "disgrace": -lost}


@pytest.mark.parametrize("name", ["tokaido", "sakura", "duo"])
def test_core_turn_review_looks_again_at_each_decision_of_the_players_asked(name):
    game = finished(name)
    seen = []
    moments = review_decisions(game, [0], playouts=12, progress=lambda done, total: seen.append((done, total)))
    assert moments and all(m.player == 0 for m in moments)
    for m in moments:
        position = game.at(m.decision)
        assert position.current_player == 0 and len(position.legal_actions()) > 1
        assert m.played == game.history[m.decision] and m.best in position.legal_actions()
        assert 0.0 <= m.loss <= 1.0
    assert seen[-1][0] == seen[-1][1] and [d for d, _ in seen] == sorted(d for d, _ in seen)
    costly = costly_moments(moments, 3)
    assert len(costly) <= 3 and all(m.loss > 0 and m.played != m.best for m in costly)
    assert [m.loss for m in costly] == sorted((m.loss for m in costly), reverse=True)
    rest = [m.loss for m in moments if m not in costly and m.played != m.best]
    assert not costly or not rest or min(m.loss for m in costly) >= max(rest)
