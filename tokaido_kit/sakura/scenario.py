"""Scenarios (positions for tutorials and tests) and the checks of a position on the table.

A mixin of :class:`~tokaido_kit.sakura.game.SakuraGame`. Every broken rule is a
``ValueError`` that names the rule id.
"""

from __future__ import annotations

from typing import Any

from . import data
from .garden import GATE


def _whole(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be a whole number, got {value!r} (rule sakura.scenario)")
    return value


def _list(value: Any, length: int, what: str) -> list:
    if not isinstance(value, (list, tuple)) or len(value) != length:
        raise ValueError(f"{what} needs exactly {length} entries, one per player, got {value!r} (rule sakura.scenario)")
    return list(value)


class Scenario:
    """``SakuraGame.scenario(players, seed, emperor=, painters=, hands=, tokens=, imperial=,
    imperial_tokens=, scored=, decks={"draw": [...], "discard": [...]}, variant=)``."""

    def _arrange(self, emperor=None, painters=None, hands=None, tokens=None, imperial=None,
                 imperial_tokens=None, scored=None, **unknown: Any) -> None:
        if unknown:
            raise ValueError(f"unknown scenario keyword(s) {sorted(unknown)} for Sakura (rule sakura.scenario)")
        if self.players != 2 and (imperial is not None or imperial_tokens is not None):
            raise ValueError("only a two-player game has an imperial painter (rule sakura.two.imperial)")
        last = len(self.path) - 1
        if emperor is not None:
            emperor = _whole(emperor, "emperor")
            if not 1 <= emperor <= last:
                raise ValueError(f"the Emperor must stand on a garden space 1-{last}, not {emperor} (rule sakura.emperor.gate)")
            self.emperor = emperor
        if painters is not None:
            spaces = [_whole(p, "a painter's space") for p in _list(painters, self.players, "painters")]
            for p in spaces:
                if not 0 <= p <= last:
                    raise ValueError(f"a painter must stand on a space 0-{last}, not {p} (rule sakura.scenario)")
            self.pos[: self.players] = spaces
        if imperial is not None:
            self.pos[self.imperial] = _whole(imperial, "imperial")
        if tokens is not None:
            counts = [_whole(t, "tokens") for t in _list(tokens, self.players, "tokens")]
            self.tokens[: self.players] = counts
        if imperial_tokens is not None:
            self.tokens[self.imperial] = _whole(imperial_tokens, "imperial_tokens")
        if any(t < 0 for t in self.tokens):
            raise ValueError(f"token counts cannot be negative: {self.tokens} (rule sakura.scenario)")
        self.supply = data.TOKENS_TOTAL - sum(self.tokens)
        if self.supply < 0:
            raise ValueError(f"the painters hold {sum(self.tokens)} tokens but the game has only {data.TOKENS_TOTAL} (rule sakura.score.supply)")
        if hands is not None:
            self._arrange_hands(_list(hands, self.players, "hands"))
        if scored is None:
            scored = [s for s in self.sakuras if s <= self.emperor]
        if not isinstance(scored, (list, tuple)):
            raise ValueError(f"scored must be a list of sakura spaces, not {scored!r} (rule sakura.score.once)")
        self.scored = sorted(_whole(s, "a scored sakura") for s in scored)
        self._check_scored()
        if len(self.scored) == len(self.sakuras):
            self.phase = "over"
        self._new_round()

    def _arrange_hands(self, hands: list) -> None:
        """Give each player exactly these cards; the dealt ones go back into the shuffled deck."""
        seen: dict[int, int] = {}
        for player, hand in enumerate(hands):
            if not isinstance(hand, (list, tuple)) or not 1 <= len(hand) <= data.HAND_SIZE:
                raise ValueError(f"player {player}'s hand must hold 1 to {data.HAND_SIZE} cards, got {hand!r} (rule sakura.round.refill)")
            for card in hand:
                _whole(card, "a card number")
                if not 1 <= card <= len(data.DECK):
                    raise ValueError(f"there is no card {card}: the teaching deck has cards 1 to {len(data.DECK)} (rule sakura.teaching_data)")
                if card in seen:
                    raise ValueError(f"card {card} is in two hands (players {seen[card]} and {player}) (rule sakura.scenario)")
                seen[card] = player
        for hand in self.hands:
            self.deck.extend(hand)
        self.deck = [c for c in self.deck if c not in seen]
        self.rng.shuffle(self.deck)
        self.hands = [list(h) for h in hands]

    def _stack_decks(self, decks: dict[str, list]) -> None:
        """``draw``: the next cards drawn, first drawn first; ``discard``: the discard pile (bottom first)."""
        unknown = set(decks) - {"draw", "discard"}
        if unknown:
            raise ValueError(f"Sakura has a 'draw' deck and a 'discard' pile, not {sorted(unknown)} (rule sakura.scenario)")
        in_hands = {c for h in self.hands for c in h}
        stacked: list[int] = []
        for name in ("draw", "discard"):
            for card in decks.get(name, []):
                if card in in_hands:
                    raise ValueError(f"card {card} is in a hand: it cannot also be stacked on the {name} pile (rule sakura.scenario)")
                if card in stacked:
                    raise ValueError(f"card {card} is stacked twice (rule sakura.scenario)")
                if card not in self.deck:
                    raise ValueError(f"there is no card {card!r} in the deck (rule sakura.teaching_data)")
                stacked.append(card)
        discard = list(decks.get("discard", []))
        self.deck = [c for c in self.deck if c not in discard]
        self.discard = discard
        draw = list(decks.get("draw", []))
        self.deck = [c for c in self.deck if c not in draw] + list(reversed(draw))

    def _check_table(self) -> None:
        """Refuse a position the rules forbid, naming the rule."""
        last = len(self.path) - 1
        if not 1 <= self.emperor <= last:
            raise ValueError(f"the Emperor must stand on a garden space 1-{last} (rule sakura.emperor.gate)")
        if len(self.pos) != self.npainters or len(self.tokens) != self.npainters:
            raise ValueError("there must be one painter and one token count per painter (rule sakura.setup)")
        taken: dict[int, int] = {}
        for painter, space in enumerate(self.pos):
            if not 0 <= space <= last:
                raise ValueError(f"{self._name(painter)} is off the path, on space {space} (rule sakura.scenario)")
            if space >= self.emperor:
                raise ValueError(f"{self._name(painter)} is on space {space}, at or past the Emperor on {self.emperor}: "
                                 f"no painter may reach him (rule sakura.bump.painter)")
            if space != GATE and space in taken:
                raise ValueError(f"{self._name(taken[space])} and {self._name(painter)} share space {space}: only the "
                                 f"gate holds several painters (rule sakura.garden.gate)")
            taken[space] = painter
        if any(t < 0 for t in self.tokens) or self.supply < 0 or sum(self.tokens) + self.supply != data.TOKENS_TOTAL:
            raise ValueError(f"the tokens do not add up to {data.TOKENS_TOTAL} (rule sakura.score.supply)")
        cards = self.deck + self.discard + [c for h in self.hands for c in h] + self._cards_on_table()
        if sorted(cards) != list(range(1, len(data.DECK) + 1)):
            raise ValueError(f"the {len(data.DECK)} cards are not each in exactly one place (rule sakura.teaching_data)")
        self._check_scored()
        if any(len(h) > data.HAND_SIZE for h in self.hands):
            raise ValueError(f"a hand holds more than {data.HAND_SIZE} cards (rule sakura.round.refill)")

    def _check_scored(self) -> None:
        """Sakuras score in walking order, the Emperor stops at each one the first time, and
        the game ends on the last one: the scored ones are the first few sakuras, every sakura
        behind the Emperor or under him is among them (he may have stepped back since), and
        all three are scored only with the Emperor on the last one."""
        reached = [s for s in self.sakuras if s <= self.emperor]
        ok = self.scored == self.sakuras[: len(self.scored)] and self.scored[: len(reached)] == reached
        if self.stopped:  # mid-card: he has just stopped, the sakura under him scores after the painter action
            ok = self.scored == reached[:-1]
        if ok and len(self.scored) == len(self.sakuras):
            ok = self.emperor == self.sakuras[-1]
        if not ok:
            raise ValueError(
                f"scored sakuras {self.scored} do not fit the Emperor on space {self.emperor}: sakuras "
                f"{self.sakuras} score in order, each the first time he reaches it (rule sakura.score.once)")

    def _cards_on_table(self) -> list[int]:
        """Cards played this round and not yet in the discard pile."""
        if self.revealed:
            return [c for _, c in self.queue] + ([self.current[1]] if self.current else [])
        out = [c for c in self.commits if c is not None]
        if self.imperial_card is not None:
            out.append(self.imperial_card)
        return out
