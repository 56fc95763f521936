"""Scenarios (positions for tutorials and tests) and the checks of a position on the table.

A mixin of :class:`~tokaido_kit.sakura.game.SakuraGame`. Every broken rule is a
``ValueError`` that starts with the rule id, then says what is wrong in the current language
("sakura.emperor.gate: the Emperor must stand on ..."; words ``sakura.scenario.*``).
"""

from __future__ import annotations

from typing import Any

from ..core import i18n
from . import data
from .garden import GATE


def refused(rule: str, key: str, **data: Any) -> ValueError:
    """The refusal of a position: the rule id, then the words ``sakura.scenario.<key>``."""
    return ValueError(f"{rule}: " + i18n.text(f"sakura.scenario.{key}", **data))


def _whole(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise refused("sakura.scenario", "whole", what=what, value=repr(value))
    return value


def _list(value: Any, length: int, what: str) -> list:
    if not isinstance(value, (list, tuple)) or len(value) != length:
        raise refused("sakura.scenario", "per_player", what=what, length=length, value=repr(value))
    return list(value)


class Scenario:
    """``SakuraGame.scenario(players, seed, emperor=, painters=, hands=, tokens=, imperial=,
    imperial_tokens=, scored=, decks={"draw": [...], "discard": [...]}, variant=)``."""

    def _arrange(self, emperor=None, painters=None, hands=None, tokens=None, imperial=None,
                 imperial_tokens=None, scored=None, **unknown: Any) -> None:
        if unknown:
            raise refused("sakura.scenario", "unknown", names=", ".join(sorted(unknown)))
        if self.players != 2 and (imperial is not None or imperial_tokens is not None):
            raise refused("sakura.two.imperial", "no_imperial")
        last = len(self.path) - 1
        if emperor is not None:
            emperor = _whole(emperor, "emperor")
            if not 1 <= emperor <= last:
                raise refused("sakura.emperor.gate", "emperor_space", last=last, space=emperor)
            self.emperor = emperor
        if painters is not None:
            spaces = [_whole(p, "painters") for p in _list(painters, self.players, "painters")]
            for p in spaces:
                if not 0 <= p <= last:
                    raise refused("sakura.scenario", "painter_space", last=last, space=p)
            self.pos[: self.players] = spaces
        if imperial is not None:
            self.pos[self.imperial] = _whole(imperial, "imperial")
        if tokens is not None:
            counts = [_whole(t, "tokens") for t in _list(tokens, self.players, "tokens")]
            self.tokens[: self.players] = counts
        if imperial_tokens is not None:
            self.tokens[self.imperial] = _whole(imperial_tokens, "imperial_tokens")
        if any(t < 0 for t in self.tokens):
            raise refused("sakura.scenario", "negative_tokens", tokens=self.tokens)
        self.supply = data.TOKENS_TOTAL - sum(self.tokens)
        if self.supply < 0:
            raise refused("sakura.score.supply", "too_many_tokens", held=sum(self.tokens), total=data.TOKENS_TOTAL)
        if hands is not None:
            self._arrange_hands(_list(hands, self.players, "hands"))
        if scored is None:
            scored = [s for s in self.sakuras if s <= self.emperor]
        if not isinstance(scored, (list, tuple)):
            raise refused("sakura.score.once", "scored_list", value=repr(scored))
        self.scored = sorted(_whole(s, "scored") for s in scored)
        self._check_scored()
        if len(self.scored) == len(self.sakuras):
            self.phase = "over"
        self._new_round()

    def _arrange_hands(self, hands: list) -> None:
        """Give each player exactly these cards; the dealt ones go back into the shuffled deck."""
        seen: dict[int, int] = {}
        for player, hand in enumerate(hands):
            if not isinstance(hand, (list, tuple)) or not 1 <= len(hand) <= data.HAND_SIZE:
                raise refused("sakura.round.refill", "hand_size", player=player, size=data.HAND_SIZE, hand=repr(hand))
            for card in hand:
                _whole(card, "hands")
                if not 1 <= card <= len(data.DECK):
                    raise refused("sakura.teaching_data", "no_card", card=card, total=len(data.DECK))
                if card in seen:
                    raise refused("sakura.scenario", "two_hands", card=card, first=seen[card], second=player)
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
            raise refused("sakura.scenario", "piles", names=", ".join(sorted(map(str, unknown))))
        in_hands = {c for h in self.hands for c in h}
        stacked: list[int] = []
        for name in ("draw", "discard"):
            for card in decks.get(name, []):
                if card in in_hands:
                    raise refused("sakura.scenario", "in_hand_and_pile", card=card, pile=name)
                if card in stacked:
                    raise refused("sakura.scenario", "stacked_twice", card=card)
                if card not in self.deck:
                    raise refused("sakura.teaching_data", "no_card", card=repr(card), total=len(data.DECK))
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
            raise refused("sakura.emperor.gate", "emperor_space", last=last, space=self.emperor)
        if len(self.pos) != self.npainters or len(self.tokens) != self.npainters:
            raise refused("sakura.setup", "one_per_painter")
        taken: dict[int, int] = {}
        for painter, space in enumerate(self.pos):
            if not 0 <= space <= last:
                raise refused("sakura.scenario", "off_path", who=self._name(painter), space=space)
            if space >= self.emperor:
                raise refused("sakura.bump.painter", "past_emperor", who=self._name(painter), space=space,
                              emperor=self.emperor)
            if space != GATE and space in taken:
                raise refused("sakura.garden.gate", "shared", first=self._name(taken[space]),
                              second=self._name(painter), space=space)
            taken[space] = painter
        if any(t < 0 for t in self.tokens) or self.supply < 0 or sum(self.tokens) + self.supply != data.TOKENS_TOTAL:
            raise refused("sakura.score.supply", "tokens_total", total=data.TOKENS_TOTAL)
        cards = self.deck + self.discard + [c for h in self.hands for c in h] + self._cards_on_table()
        if sorted(cards) != list(range(1, len(data.DECK) + 1)):
            raise refused("sakura.teaching_data", "cards_total", total=len(data.DECK))
        self._check_scored()
        if any(len(h) > data.HAND_SIZE for h in self.hands):
            raise refused("sakura.round.refill", "hand_full", size=data.HAND_SIZE)

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
            raise refused("sakura.score.once", "scored_order", scored=self.scored, emperor=self.emperor,
                          sakuras=self.sakuras)

    def _cards_on_table(self) -> list[int]:
        """Cards played this round and not yet in the discard pile."""
        if self.revealed:
            return [c for _, c in self.queue] + ([self.current[1]] if self.current else [])
        out = [c for c in self.commits if c is not None]
        if self.imperial_card is not None:
            out.append(self.imperial_card)
        return out
