"""What each player may see (``view``), and the position's value for GreedyBot (``evaluate``).

A mixin of :class:`~tokaido_kit.sakura.game.SakuraGame`.
"""

from __future__ import annotations

from typing import Any

from . import data
from .cards import describe_card
from .garden import GATE


class Viewing:
    """``view(None)``: the public table; ``view(p)``: plus p's hand and p's own face-down card(s)."""

    def view(self, player: int | None = None) -> dict[str, Any]:
        n = self.players
        revealed = [
            {"player": "imperial" if p == self.imperial else p, "card": c} for p, c in self.revealed
        ]
        out: dict[str, Any] = {
            "teaching_data": data.TEACHING_LABEL,
            "variant": self.variant,
            "players": n,
            "names": [self._name(i) for i in range(n)],
            "emperor": self.emperor,
            "painters": list(self.pos[:n]),
            "tokens": list(self.tokens[:n]),
            "supply": self.supply,
            "path_length": len(self.path),
            "features": list(self.path),
            "sakuras": list(self.sakuras),
            "scored": list(self.scored),
            "round": self.round,
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
            "discard": list(self.discard),
            "committed": [c is not None for c in self.commits],
            "imperial_committed": self.imperial_card is not None and not self.revealed,
            "revealed": revealed,
            "resolving": self.current[1] if self.current else None,
            "current_player": self.current_player,
            "pending": self.pending,
            "is_over": self.is_over,
            "cards": {number: describe_card(number) for number in range(1, len(data.DECK) + 1)},
        }
        if self.imperial is not None:
            out["imperial"] = {"painter": self.pos[self.imperial], "tokens": self.tokens[self.imperial],
                               "name": data.IMPERIAL_NAME, "chooser": self.imperial_by}
        if player is not None:
            if not isinstance(player, int) or not 0 <= player < n:
                raise ValueError(f"there is no player {player!r} in this {n}-player game")
            out["hand"] = sorted(self.hands[player])
            mine = [] if self.commits[player] is None else [self.commits[player]]
            if self.imperial_by == player and self.imperial_card is not None:
                mine.append(self.imperial_card)
            out["my_commit"] = mine
        return out

    def evaluate(self, player: int) -> float:
        """GreedyBot's one-step heuristic for ``player`` (documented kit choice):

        * the token lead over the best other player (the score that decides the game);
        * plus up to 0.5 for being ahead of the other painters (closer to the Emperor
          when he reaches a sakura means more tokens);
        * plus up to 0.2 for being far along the path relative to the Emperor;
        * minus 0.3 when standing right behind the Emperor (his step back would disgrace you);
        * plus 100 to each winner once the game is over.
        """
        tokens = self.tokens
        others = [tokens[i] for i in range(self.players) if i != player]
        value = float(tokens[player] - max(others))
        me = self.pos[player]
        if me != GATE:
            behind = sum(1 for i, p in enumerate(self.pos) if i != player and p < me)
            value += 0.5 * behind / (self.npainters - 1)
            value += 0.2 * me / self.emperor
            if self.emperor - me == 1:
                value -= 0.3
        if self.is_over and player in self.winners():
            value += 100.0
        return value
