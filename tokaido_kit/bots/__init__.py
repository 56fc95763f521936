"""Players that choose actions through the public contract, so they serve every game.

``bot.choose(game)`` returns one of ``game.legal_actions()``. Bots read only
``game.view(player)``-level facts through the engine's own evaluation; they
never change the game they are asked about.
"""

from __future__ import annotations

import random
from typing import Any

from ..core import Action
from .base import choices


class RandomBot:
    """Picks uniformly among the legal actions, from its own seeded RNG."""

    label = "Random bot"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any) -> Action:
        actions = choices(game)
        return actions[self.rng.randrange(len(actions))]


class GreedyBot:
    """One-step look-ahead: plays each legal action on a copy and keeps the best.

    "Best" is the game's own ``evaluate(player)`` for the player deciding now;
    ties are broken by the bot's seeded RNG. The copy is ``game.determinize(player)``:
    cards the player cannot see are re-dealt at random, so the bot never peeks.
    """

    label = "Greedy bot"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any) -> Action:
        actions = choices(game)
        if len(actions) == 1:
            return actions[0]
        me = game.current_player
        # Look ahead only on what this player may know: hidden cards are re-dealt at random.
        seen = game.determinize(me, self.rng)
        # Each action is tried on ``seen`` itself, put back in between: the position is written
        # once and its legal actions worked out once. The same choices as with a copy per action.
        seen.legal_actions()
        back = seen.restorer(keep_legal=True)
        best: list[Action] = []
        best_value = float("-inf")
        for i, action in enumerate(actions):
            if i:
                back()
            seen.play(action)
            value = seen.evaluate(me)
            if value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return best[self.rng.randrange(len(best))]


from .search import Hint, SearchBot  # noqa: E402  (it uses nothing above)

BOTS = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}


def play_out(game: Any, bots: list[Any], max_decisions: int = 100_000) -> Any:
    """Let ``bots[current_player]`` decide until the game ends; returns the game."""
    for _ in range(max_decisions):
        if game.is_over:
            return game
        game.play(bots[game.current_player].choose(game))
    raise RuntimeError(f"the game did not end within {max_decisions} decisions")


__all__ = ["RandomBot", "GreedyBot", "SearchBot", "Hint", "BOTS", "play_out"]
