"""evaluate() for GreedyBot: a one-step heuristic that uses only what the player may know."""

from tokaido_kit.bots import GreedyBot, RandomBot, play_out
from tokaido_kit.core import Action
from tokaido_kit.sakura import SakuraGame

from .helpers import card, full_state


def test_sakura_evaluate_prefers_the_card_that_does_not_bump():
    safe = card("emperor_forward_1", "forward", 1)
    bump = card("emperor_back_1", "forward", 3, avoid=(safe,))
    game = SakuraGame.scenario(3, emperor=9, painters=[6, 0, 0], hands=[[safe, bump], [57], [58]])
    before = full_state(game)
    values = {}
    for c in (safe, bump):
        trial = game.copy()
        trial.play(Action("choose_card", card=c))
        values[c] = trial.evaluate(0)
    assert values[safe] > values[bump]
    assert full_state(game) == before  # evaluating never changes the game
    assert GreedyBot(0).choose(game) == Action("choose_card", card=safe)


def test_sakura_evaluate_counts_a_sakura_award():
    stop = card("emperor_forward_1", "forward", 1)  # Emperor 13 -> 14: the sakura scores
    other = card("closest_back_2", "forward", 1)
    game = SakuraGame.scenario(3, emperor=13, painters=[11, 5, 0], hands=[[stop, other], [57], [58]])
    assert GreedyBot(1).choose(game) == Action("choose_card", card=stop)


def test_sakura_evaluate_greedy_beats_random():
    wins = 0
    for seed in range(20):
        game = SakuraGame.new(3, seed=seed)
        play_out(game, [GreedyBot(seed), RandomBot(seed + 1), RandomBot(seed + 2)])
        wins += 0 in game.winners()
    assert wins >= 10  # a fair share would be about 7 of 20
