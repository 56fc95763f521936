"""The card actions: the 6 garden actions and the painter actions, one method per rule.

A mixin of :class:`~tokaido_kit.sakura.game.SakuraGame`; every method appends
the events it causes to ``events``. ``direction`` is "forward" or "back"
(already chosen by the card's owner; the imperial painter always goes forward).
"""

from __future__ import annotations

from typing import Any

from ..core import Event
from . import data, garden
from .garden import GATE

Events = list[Any]


class CardActions:
    """Garden actions, painter actions and the movement rules they share."""

    # ------------------------------------------------------------ movement helpers
    def _others(self, painter: int) -> set[int]:
        """Spaces held by the other painters (the gate excluded)."""
        return {p for i, p in enumerate(self.pos) if i != painter and p != GATE}

    def _move_forward(self, painter: int, steps: int, rule: str, events: Events) -> None:
        """Move a painter forward, counting only empty spaces (rule sakura.move.count)."""
        frm = self.pos[painter]
        space, counted, bumped = garden.step_forward(frm, steps, self.emperor, self._others(painter))
        if bumped:
            events.append(Event("bump", self._pl(painter), "sakura.bump.painter",
                                     who=self.names[painter], frm=frm, space=self.emperor, steps=steps))
            self._disgrace(painter, events)
            return
        self.pos[painter] = space
        events.append(Event("painter_forward", self._pl(painter), rule,
                                 who=self.names[painter], frm=frm, to=space, steps=counted))

    def _move_back(self, painter: int, steps: int, rule: str, events: Events) -> None:
        """Move a painter back, counting only empty spaces; never past the gate (rule sakura.move.gate)."""
        frm = self.pos[painter]
        space, counted, at_gate = garden.step_back(frm, steps, self._others(painter))
        self.pos[painter] = space
        if space != frm:
            events.append(Event("painter_back", self._pl(painter), rule,
                                who=self.names[painter], frm=frm, to=space, steps=counted))
        if at_gate:
            events.append(Event("painter_gate", self._pl(painter), "sakura.move.gate",
                                     who=self.names[painter]))

    def _disgrace(self, painter: int, events: Events) -> None:
        """A disgraced painter loses a token if it has one (rule sakura.bump.token) and goes
        back 3 empty spaces counted from the Emperor's space (kit decision sakura.bump.from_emperor)."""
        who = self.names[painter]
        if self.tokens[painter] > 0:
            self.tokens[painter] -= 1
            self.supply += 1
            events.append(Event("token_lost", self._pl(painter), "sakura.bump.token",
                                     who=who, tokens=self.tokens[painter]))
        else:
            events.append(Event("no_token", self._pl(painter), "sakura.bump.token", who=who))
        space, counted, at_gate = garden.step_back(self.emperor, data.DISGRACE_STEPS, self._others(painter))
        self.pos[painter] = space
        events.append(Event("disgrace_back", self._pl(painter), "sakura.bump.from_emperor",
                                 who=who, space=self.emperor, to=space))
        if at_gate:
            events.append(Event("painter_gate", self._pl(painter), "sakura.move.gate", who=who))

    # ------------------------------------------------------------ the Emperor
    def _emperor_forward(self, steps: int, rule: str, events: Events) -> None:
        """The Emperor walks forward space by space (every space counts, bridges too);
        he stops at once on a sakura he reaches for the first time (rule sakura.score.stop)."""
        frm = self.emperor
        for _ in range(steps):
            if self.emperor >= len(self.path) - 1:
                break
            self.emperor += 1
            if self.emperor in self.sakuras and self.emperor not in self.scored:
                events.append(Event("emperor_forward", None, rule, frm=frm, to=self.emperor))
                events.append(Event("emperor_stop", None, "sakura.score.stop", space=self.emperor))
                self.stopped = True
                return
        events.append(Event("emperor_forward", None, rule, frm=frm, to=self.emperor))

    def _emperor_back(self, rule: str, events: Events) -> None:
        """The Emperor steps back 1 space, never onto the gate (rule sakura.emperor.gate); a painter
        on the space he steps onto is disgraced (rule sakura.bump.emperor_back)."""
        frm = self.emperor
        if frm - 1 <= GATE:
            events.append(Event("emperor_gate", None, "sakura.emperor.gate", space=frm))
            return
        self.emperor = frm - 1
        events.append(Event("emperor_back", None, rule, frm=frm, to=self.emperor))
        for painter, space in enumerate(self.pos):
            if space == self.emperor:
                events.append(Event("trampled", self._pl(painter), "sakura.bump.emperor_back",
                                         who=self.names[painter], space=space))
                self._disgrace(painter, events)

    # ------------------------------------------------------------ garden actions
    def _garden_action(self, kind: str, painter: int, direction: str | None, events: Events) -> None:
        """Resolve a card's garden action (the top half, always first: rule sakura.round.order)."""
        if kind == "emperor_forward_1":
            self._emperor_forward(1, "sakura.garden.emperor_forward", events)
        elif kind == "emperor_forward_2":
            self._emperor_forward(2, "sakura.garden.emperor_forward", events)
        elif kind == "emperor_back_1":
            self._emperor_back("sakura.garden.emperor_back", events)
        elif kind == "emperor_either_1":
            if direction == "forward":
                self._emperor_forward(1, "sakura.garden.emperor_either", events)
            else:
                self._emperor_back("sakura.garden.emperor_either", events)
        elif kind == "closest_back_2":
            self._closest_back(events)
        elif kind == "farthest_forward_2":
            self._farthest_forward(events)
        else:  # pragma: no cover - the deck is data checked by the tests
            raise ValueError(f"unknown garden action {kind!r}")

    def _closest_back(self, events: Events) -> None:
        """The painter closest to the Emperor moves 2 empty spaces back (rule sakura.garden.closest_back).
        If every painter is at the gate, nobody is closest and nobody moves (rule sakura.garden.gate)."""
        target = garden.closest(self.pos)
        if target is None:
            events.append(Event("no_closest", None, "sakura.garden.gate"))
            return
        self._move_back(target, 2, "sakura.garden.closest_back", events)

    def _farthest_forward(self, events: Events) -> None:
        """The painter farthest from the Emperor moves 2 empty spaces forward (rule
        sakura.garden.farthest_forward). With two or more painters at the gate nobody is farthest."""
        target = garden.farthest(self.pos)
        if target is None:
            events.append(Event("no_farthest", None, "sakura.garden.gate"))
            return
        self._move_forward(target, 2, "sakura.garden.farthest_forward", events)

    # ------------------------------------------------------------ painter actions
    def _painter_action(self, kind: str, amount: int | None, painter: int, direction: str | None,
                        events: Events) -> None:
        """Resolve a card's painter action (the bottom half, after the garden action)."""
        if kind == "forward":
            self._move_forward(painter, amount, "sakura.painter.forward", events)
        elif kind == "forward_or_back":
            if direction == "forward":
                self._move_forward(painter, amount, "sakura.painter.forward_or_back", events)
            else:
                self._move_back(painter, amount, "sakura.painter.forward_or_back", events)
        elif kind == "jump":
            self._jump(painter, events)
        elif kind == "per_painter":
            self._per_painter(painter, events)
        else:  # pragma: no cover
            raise ValueError(f"unknown painter action {kind!r}")

    def _jump(self, painter: int, events: Events) -> None:
        """Jump to the first empty space in front of the next painter ahead (rule sakura.painter.jump);
        this may bump into the Emperor. The painter closest to the Emperor does not move."""
        frm = self.pos[painter]
        others = self._others(painter)
        ahead = garden.next_ahead(frm, others)
        if ahead is None:
            if frm == GATE:  # everybody is at the gate: nobody is ahead (rule sakura.garden.gate)
                events.append(Event("jump_gate", self._pl(painter), "sakura.garden.gate", who=self.names[painter]))
            else:
                events.append(Event("jump_none", self._pl(painter), "sakura.painter.jump", who=self.names[painter]))
            return
        space, bumped = garden.first_empty_after(ahead, self.emperor, others)
        if bumped:
            events.append(Event("bump", self._pl(painter), "sakura.bump.painter",
                                     who=self.names[painter], frm=frm, space=self.emperor, steps=0))
            self._disgrace(painter, events)
            return
        self.pos[painter] = space
        events.append(Event("jump", self._pl(painter), "sakura.painter.jump",
                                 who=self.names[painter], frm=frm, to=space, ahead=ahead))

    def _per_painter(self, painter: int, events: Events) -> None:
        """Forward 1 empty space per painter between you and the Emperor (rule sakura.painter.per_painter);
        the painter closest to the Emperor does not move."""
        count = garden.count_ahead(self.pos[painter], self._others(painter))
        if count == 0:
            events.append(Event("per_painter_none", self._pl(painter), "sakura.painter.per_painter",
                                     who=self.names[painter]))
            return
        events.append(Event("per_painter", self._pl(painter), "sakura.painter.per_painter",
                                 who=self.names[painter], count=count))
        self._move_forward(painter, count, "sakura.painter.per_painter", events)
