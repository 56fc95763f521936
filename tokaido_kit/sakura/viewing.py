"""What each player may see (``view``), and the position's value for GreedyBot (``evaluate``).

A mixin of :class:`~tokaido_kit.sakura.game.SakuraGame`.
"""

from __future__ import annotations

from typing import Any

from . import data
from ..core import Action
from .cards import CARDS, card_text, describe_card
from .garden import GATE
from .words import Label

#: the rule of each garden action and painter action a card can carry (a hint's reason names them)
GARDEN_RULES = {
    "emperor_forward_1": "sakura.garden.emperor_forward", "emperor_forward_2": "sakura.garden.emperor_forward",
    "emperor_back_1": "sakura.garden.emperor_back", "emperor_either_1": "sakura.garden.emperor_either",
    "closest_back_2": "sakura.garden.closest_back", "farthest_forward_2": "sakura.garden.farthest_forward",
}
PAINTER_RULES = {
    "forward": "sakura.painter.forward", "forward_or_back": "sakura.painter.forward_or_back",
    "jump": "sakura.painter.jump", "per_painter": "sakura.painter.per_painter",
}


class Viewing:
    """``view(None)``: the public table; ``view(p)``: plus p's hand and p's own face-down card(s)."""

    def view(self, player: int | None = None) -> dict[str, Any]:
        n = self.players
        revealed = [
            {"player": "imperial" if p == self.imperial else p, "card": c} for p, c in self.revealed
        ]
        out: dict[str, Any] = {
            "teaching_data": Label(data.TEACHING_LABEL),  # reads in the current language
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
                               "name": self.names[self.imperial], "chooser": self.imperial_by}
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
        """GreedyBot's one-step heuristic for ``player`` (documented kit choice).

        The position's value (see :meth:`_position_value`): token lead, closeness to the
        Emperor, a penalty for standing right behind him. While the cards are still face
        down, the player's own committed card is looked ahead: the value is the best
        position that card would give if it were resolved alone now (best direction when
        it offers one), so a bot choosing a card compares the cards of its hand. Only the
        player's own card and the public table are used, never the other hidden cards.
        """
        if self.phase in ("choose_card", "choose_imperial_card") and self.commits[player] is not None:
            return self._own_card_value(player, self.commits[player])
        return self._position_value(player)

    def _position_value(self, player: int) -> float:
        """Token lead over the best other player; plus up to 0.5 for the painters behind you
        and up to 0.2 for your progress towards the Emperor; minus 0.3 right behind him (his
        step back would disgrace you); plus 100 to each winner once the game is over."""
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

    def _own_card_value(self, player: int, number: int) -> float:
        """The best position value if ``number`` were resolved alone now (tried on copies)."""
        _, garden_kind, painter_kind, amount = CARDS[number]
        garden_dirs = ("forward", "back") if garden_kind == "emperor_either_1" else (None,)
        painter_dirs = ("forward", "back") if painter_kind == "forward_or_back" else (None,)
        best = float("-inf")
        for g in garden_dirs:
            for p in painter_dirs:
                trial = self.copy()
                events: list = []
                trial._garden_action(garden_kind, player, g, events)
                trial._painter_action(painter_kind, amount, player, p, events)
                value = trial._position_value(player)
                if trial.stopped:  # the Emperor would stop at a sakura: count the award too
                    ranking = trial._ranking()
                    if player in ranking:
                        awards = trial._awards(trial.emperor)
                        rank = ranking.index(player)
                        value += awards[rank] if rank < len(awards) else 0
                best = max(best, value)
        return best

    def hidden_choice(self):
        """The round, while a card is being put face down (rule sakura.round.choose: the others see
        it only at the reveal); None otherwise. The 2-player imperial card is not guessed."""
        return self.round if self.phase == "choose_card" else None

    def choice_value(self, player: int, action) -> float:
        """How good a card looks to ``player``: GreedyBot's look-ahead of that card alone (see
        :meth:`_own_card_value`), from the public table and the card only."""
        return self._own_card_value(player, int(action.card))

    def face_down(self):
        """Each player whose card lies face down this round, with the cards they chose from (their
        hand and that card)."""
        if self.phase != "choose_card":
            return {}
        return {p: [Action("choose_card", card=c) for c in sorted([*self.hands[p], card])]
                for p, card in enumerate(self.commits) if card is not None}

    def put_face_down(self, player: int, action) -> None:
        """On a look-ahead copy (a bot's guess): ``player``'s face-down card becomes ``action``'s
        card from their hand; the card it replaces goes back to the hand."""
        card, down = int(action.card), self.commits[player]
        if down is None or (card != down and card not in self.hands[player]):
            raise ValueError(f"player {player} has no card {card} to put face down")
        if card != down:
            self.hands[player].remove(card)
            self.hands[player].append(down)
            self.commits[player] = card
        self._legal_cache = None

    def choice_words(self, action):
        """A card played face down acts at the reveal: its two actions, in order (rule
        sakura.round.order), with the rules of the garden and painter actions."""
        if action.kind not in ("choose_card", "choose_imperial_card") or action.get("card") not in CARDS:
            return None
        _, garden_kind, painter_kind, _ = CARDS[action.card]
        return card_text(action.card), ("sakura.round.order", GARDEN_RULES[garden_kind], PAINTER_RULES[painter_kind])

    def determinize(self, player, rng):
        """A copy where the cards ``player`` cannot see are re-dealt from ``rng``.

        Unseen: the other players' hands, their face-down cards this round (before the
        reveal) and the order of the deck. Each keeps its size, so a bot looking ahead
        on the copy (GreedyBot) plays on what it could know, never on the hidden cards.
        """
        twin = self.copy()
        before_reveal = not twin.revealed
        others = [p for p in range(twin.players) if p != player]
        pool = list(twin.deck)
        for p in others:
            pool += twin.hands[p]
            if before_reveal and twin.commits[p] is not None:
                pool.append(twin.commits[p])
        hidden_imperial = before_reveal and twin.imperial_card is not None and twin.imperial_by != player
        if hidden_imperial:
            pool.append(twin.imperial_card)
        pool.sort()  # forget the hidden order itself, then deal at random
        rng.shuffle(pool)
        for p in others:
            size = len(twin.hands[p])
            twin.hands[p], pool = pool[:size], pool[size:]
            if before_reveal and twin.commits[p] is not None:
                twin.commits[p] = pool.pop()
        if hidden_imperial:
            twin.imperial_card = pool.pop()
        twin.deck = pool
        twin._legal_cache = None
        return twin
