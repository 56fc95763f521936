"""SakuraGame: the Emperor's walk, round by round.

A round: each player in seat order commits a card face down (``choose_card``);
in the challenging two-player variant the player farthest from the Emperor also
commits one for the imperial painter (``choose_imperial_card``). The cards are
then revealed and resolved inside ``play()`` in number order, garden action
first, then painter action; a card whose action needs a direction waits for its
owner (``garden.direction`` / ``painter.direction``). When the Emperor reaches
an unscored sakura the round stops, the sakura is scored and the painters
regroup; then hands are refilled to 5 and the next round begins.
"""

from __future__ import annotations

from typing import Any

from ..core import Action, Event, Game
from . import data, garden
from .actions import CardActions
from .cards import CARDS, CardEvent, card_text, describe_card
from .rules import RULES
from .scenario import Scenario
from .scoring import Scoring
from .words import Direction, Label, Name, Plays
from .viewing import Viewing

DIRECTIONS = ("forward", "back")
DIRECTION_PENDING = ("garden.direction", "painter.direction")
# The decisions, built once (actions are immutable values).
CHOOSE = {n: Action("choose_card", card=n) for n in CARDS}
CHOOSE_IMPERIAL = {n: Action("choose_imperial_card", card=n) for n in CARDS}
# A direction reads in the current language in str(action) (words.Direction) and equals the plain string.
DIRECTION_ACTIONS = [Action("choose_direction", direction=Direction(d)) for d in DIRECTIONS]


class SakuraGame(CardActions, Scoring, Scenario, Viewing, Game):
    """Sakura for 2 to 6 players (2 players: an imperial painter joins; see ``variant``)."""

    name = "sakura"
    RULES = RULES
    OPTIONS = ("variant",)
    PLAYERS = (2, 6)
    VARIANTS = ("imperial", "challenging")

    card_text = staticmethod(card_text)
    describe_card = staticmethod(describe_card)

    # ------------------------------------------------------------ setup
    def _setup(self, players: int, variant: str = "imperial") -> None:
        """Painters at the gate with 5 tokens each, the Emperor on the torii, a shuffled
        deck and 5 cards per player (rule sakura.setup)."""
        if variant not in self.VARIANTS:
            raise ValueError(f"unknown variant {variant!r}: choose 'imperial' or 'challenging' (rule sakura.two.imperial)")
        self.variant = variant
        self._derive()
        self.emperor = garden.torii_space(self.path)
        self.pos = [garden.GATE] * self.npainters
        self.tokens = [data.START_TOKENS] * self.npainters
        self.supply = data.TOKENS_TOTAL - data.START_TOKENS * self.npainters
        self.deck = [c[0] for c in data.DECK]
        self.rng.shuffle(self.deck)
        self.discard = []
        self.hands = [[] for _ in range(players)]
        for hand in self.hands:
            for _ in range(data.HAND_SIZE):
                hand.append(self.deck.pop())
        self.scored = []
        self.round = 1
        self.phase = "choose_card"
        self._new_round()

    def _derive(self) -> None:
        """Attributes that follow from the player count alone."""
        self.path = garden.build_path(self.players)
        self.sakuras = garden.sakura_spaces(self.path)
        self.npainters = self.players + 1 if self.players == 2 else self.players
        self.imperial = self.players if self.players == 2 else None
        self.names = [Name(n) for n in data.PAINTER_NAMES[: self.players]]  # read in the current language
        if self.imperial is not None:
            self.names.append(Name(data.IMPERIAL_NAME))

    def _new_round(self) -> None:
        """Empty the table for a new round; in the challenging 2p variant, find who plays
        the imperial painter's card (rule sakura.two.challenging)."""
        self.commits: list[int | None] = [None] * self.players
        self.imperial_card: int | None = None
        self.seat = 0
        self.queue: list[list[int]] = []
        self.current: list[int] | None = None
        self.step: str | None = None
        self.revealed: list[list[int]] = []
        self.stopped = False
        self.imperial_by: int | None = None
        if self.players == 2 and self.variant == "challenging":
            self.imperial_by = garden.farthest(self.pos[:2])
        if self.phase != "over":
            self.phase = "choose_card"

    def _opening_events(self) -> list:
        return [
            Event("setup" if self.path[self.emperor] == "torii" else "setup_scenario", None, "sakura.setup",
                  space=self.emperor, painters=self.npainters,
                       tokens=data.START_TOKENS, hand=data.HAND_SIZE, supply=self.supply),
            Event("teaching_data", None, "sakura.teaching_data", label=Label(data.TEACHING_LABEL)),
            Event("shuffle", None, "sakura.setup", total=len(data.DECK), count=len(self.deck)),
            Event("round_start", None, "sakura.round.choose", round=self.round),
        ]

    # ------------------------------------------------------------ state
    _FIELDS = ("variant", "emperor", "pos", "tokens", "supply", "deck", "discard", "hands", "scored",
               "round", "phase", "commits", "imperial_card", "seat", "queue", "current", "step",
               "revealed", "stopped", "imperial_by")

    def _dump(self) -> dict[str, Any]:
        out = {}
        for key in self._FIELDS:
            value = getattr(self, key)
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            out[key] = value
        return out

    def _load(self, d: dict[str, Any]) -> None:
        for key in self._FIELDS:
            setattr(self, key, d[key])
        if self.variant not in self.VARIANTS:
            raise ValueError(f"this save names an unknown variant {self.variant!r}")
        self._derive()

    # ------------------------------------------------------------ the contract
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def pending(self) -> str | None:
        return None if self.phase == "over" else self.phase

    @property
    def current_player(self) -> int | None:
        if self.phase == "choose_card":
            return self.seat
        if self.phase == "choose_imperial_card":
            return self.imperial_by
        if self.phase in DIRECTION_PENDING:
            return self.current[0]
        return None

    def _legal(self) -> list[Action]:
        if self.phase == "choose_card":
            return [CHOOSE[c] for c in sorted(self.hands[self.seat])]
        if self.phase == "choose_imperial_card":
            return [CHOOSE_IMPERIAL[c] for c in sorted(self.hands[self.imperial_by])]
        if self.phase in DIRECTION_PENDING:
            return list(DIRECTION_ACTIONS)
        return []

    def _apply(self, action: Action) -> list:
        events: list = []
        if action.kind == "choose_card":
            self._commit(int(action.card), events)  # int(): card=True equals card=1 as a value
        elif action.kind == "choose_imperial_card":
            self._commit_imperial(int(action.card), events)
        else:
            self._run(events, action.direction)
        return events

    # ------------------------------------------------------------ choosing and revealing
    def _commit(self, card: int, events: list) -> None:
        """Each player in seat order puts a card face down (rule sakura.round.choose)."""
        player = self.seat
        self.hands[player].remove(card)
        self.commits[player] = card
        events.append(Event("commit", player, "sakura.round.choose", who=self.names[player]))
        self.seat += 1
        if self.seat < self.players:
            return
        if self.imperial_by is not None:
            self.phase = "choose_imperial_card"
            return
        self._reveal(events)

    def _commit_imperial(self, card: int, events: list) -> None:
        """The player farthest from the Emperor plays a second card, for the imperial
        painter (rule sakura.two.challenging)."""
        player = self.imperial_by
        self.hands[player].remove(card)
        self.imperial_card = card
        events.append(Event("imperial_commit", player, "sakura.two.challenging", who=self.names[player]))
        self._reveal(events)

    def _reveal(self, events: list) -> None:
        """All cards are turned over together and resolved from the lowest number up
        (rule sakura.round.reveal). With 2 players and no chosen imperial card, the top
        card of the deck is the imperial painter's (rule sakura.two.imperial)."""
        plays = [[p, c] for p, c in enumerate(self.commits)]
        if self.imperial is not None:
            if self.imperial_card is None:
                self.imperial_card = self._draw(events)
                events.append(Event("imperial_draw", None, "sakura.two.imperial", card=self.imperial_card))
            plays.append([self.imperial, self.imperial_card])
        plays.sort(key=lambda pc: pc[1])
        self.revealed = [list(pc) for pc in plays]
        self.queue = [list(pc) for pc in plays]
        self.phase = "resolving"
        order = ", ".join(f"{c} ({self.names[p]})" for p, c in plays)
        events.append(Event("reveal", None, "sakura.round.reveal", cards=Plays(order)))
        self._run(events)

    def _draw(self, events: list) -> int:
        """Draw the top card; an empty deck is first replaced by the shuffled discard pile
        (rule sakura.round.refill)."""
        if not self.deck:
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
            events.append(Event("reshuffle", None, "sakura.round.refill", count=len(self.deck)))
        return self.deck.pop()

    # ------------------------------------------------------------ resolving the cards
    def _run(self, events: list, direction: str | None = None) -> None:
        """Resolve the revealed cards in order until a decision is needed or the round ends.
        Each card: garden action first, then painter action (rule sakura.round.order)."""
        while True:
            if self.current is None:
                if not self.queue:
                    self._end_round(events)
                    return
                self.current = self.queue.pop(0)
                self.step = "garden"
                painter, card = self.current
                events.append(CardEvent("resolve", self._pl(painter), "sakura.round.order", card=card,
                                        who=self.names[painter]))
            painter, card = self.current
            _, garden_kind, painter_kind, amount = CARDS[card]
            if self.step == "garden":
                choice = None
                if garden_kind == "emperor_either_1":
                    choice = self._direction(painter, direction, "garden.direction", events)
                    if choice is None:
                        return
                    direction = None
                self._garden_action(garden_kind, painter, choice, events)
                self.step = "painter"
            choice = None
            if painter_kind == "forward_or_back":
                choice = self._direction(painter, direction, "painter.direction", events)
                if choice is None:
                    return
                direction = None
            self._painter_action(painter_kind, amount, painter, choice, events)
            self.discard.append(card)
            self.current = None
            self.step = None
            if self.stopped:
                self._sakura_reached(events)
                return

    def _direction(self, painter: int, direction: str | None, pending: str, events: list) -> str | None:
        """The card's owner picks forward or back; the imperial painter always goes forward
        (rule sakura.two.imperial_forward). The kit always asks, even when both directions
        end the same (kit decision sakura.direction)."""
        if painter == self.imperial:
            events.append(Event("imperial_forward", None, "sakura.two.imperial_forward"))
            return "forward"
        if direction is None:
            self.phase = pending
            return None
        self.phase = "resolving"
        events.append(Event("direction", painter, "sakura.direction", who=self.names[painter],
                                 direction=Direction(direction), card=self.current[1]))
        return direction

    def _sakura_reached(self, events: list) -> None:
        """After the current card's painter action, every other card of the round is
        discarded, resolved or not (rule sakura.score.stop); then the sakura scores."""
        rest = [c for _, c in self.queue]
        self.queue = []
        self.stopped = False
        if rest:
            self.discard.extend(rest)
            events.append(Event("discard_rest", None, "sakura.score.stop",
                                     cards=", ".join(str(c) for c in rest)))
        self._score_sakura(events)
        if self.phase != "over":
            self._end_round(events)

    def _end_round(self, events: list) -> None:
        """Every player refills their hand to 5 cards (rule sakura.round.refill); a new round begins."""
        for player, hand in enumerate(self.hands):
            need = data.HAND_SIZE - len(hand)
            for _ in range(need):
                hand.append(self._draw(events))
            if need:
                events.append(Event("refill", player, "sakura.round.refill",
                                         who=self.names[player], count=need))
        self.round += 1
        self._new_round()
        events.append(Event("round_start", None, "sakura.round.choose", round=self.round))

    # ------------------------------------------------------------ refusals
    def _explain(self, action: Action):
        """Why an action is not offered now, in a teacher's words."""
        phase, kind = self.phase, action.kind
        waiting = self.current_player
        if phase in DIRECTION_PENDING and kind != "choose_direction":
            return self.illegal("sakura.direction", "cards_revealed", who=self.names[waiting], card=self.current[1])
        if kind == "choose_card":
            if phase == "choose_imperial_card":
                return self.illegal("sakura.two.challenging", "imperial_card_expected", who=self.names[waiting])
            return self._explain_card(action, "sakura.round.choose")
        if kind == "choose_imperial_card":
            if self.players != 2 or self.variant != "challenging":
                return self.illegal("sakura.two.imperial", "no_imperial_choice")
            if self.imperial_by is None:
                return self.illegal("sakura.two.challenging", "imperial_from_deck")
            if phase == "choose_card":
                return self.illegal("sakura.two.challenging", "imperial_later", who=self.names[self.imperial_by])
            return self._explain_card(action, "sakura.two.challenging")
        if kind == "choose_direction":
            if phase in DIRECTION_PENDING:
                return self.illegal("sakura.direction", "bad_direction", direction=action.get("direction"))
            return self.illegal("sakura.round.choose", "no_direction", who=self.names[waiting])
        return None

    def _explain_card(self, action: Action, rule: str):
        card = action.get("card")
        if isinstance(card, bool) or card not in CARDS:
            return self.illegal(rule, "no_such_card", card=card)
        player = self.current_player
        hand = ", ".join(str(c) for c in sorted(self.hands[player]))
        return self.illegal(rule, "not_in_hand", card=card, who=self.names[player], hand=hand)

    # ------------------------------------------------------------ helpers
    def _name(self, painter: int) -> str:
        """The painter's name, as events and messages use it."""
        return self.names[painter]

    def _pl(self, painter: int) -> int | None:
        """The player of a painter for events (None for the imperial painter)."""
        return None if painter == self.imperial else painter
