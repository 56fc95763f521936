"""Movement: where the traveller furthest behind may stop, and why not elsewhere.

Rules tokaido.move.*: forward only, to a free space, never past the next inn;
the side slot of a double space only with 4-5 players; no Village or Temple
without coins; no panorama of a kind already completed.
"""

from __future__ import annotations

from ..core import Action, Event
from . import data as D
from .terms import PLACES, Place

MOVE_ACTIONS = tuple(Action("move", space=s) for s in range(56))  # made once: legal lists reuse them
TYPE = tuple(t for t, _d in D.SPACES)
DOUBLE = tuple(d for _t, d in D.SPACES)
INN_SET = frozenset(D.INNS)
PANORAMA_SIZES = tuple(D.PANORAMAS.items())
#: travellers each position holds, with 2-3 players (False) and with 4-5 players (True)
ROOM = {four: tuple(99 if typ == "inn" else (2 if double and four else 1) for typ, double in D.SPACES)
        for four in (False, True)}
PLACE_AT = (None,) + tuple(PLACES[t] for t in TYPE[1:])  # the Place of each road position


def kind_name(kind: str) -> Place:
    """A space or panorama kind as a :class:`Place`: it reads "Sea" when an event text is built."""
    return PLACES[kind]


class MovementMixin:
    """Who moves and where (the ``move`` decision)."""

    def _blocked_types(self, p: int) -> tuple:
        """Space types traveller ``p`` may not stop on now (rules coins_needed, panorama_done)."""
        blocked = ("village", "temple") if self.coins[p] == 0 else ()
        pano = self.panoramas[p]
        return blocked + tuple(k for k, size in PANORAMA_SIZES if pano[k] == size)

    def _legal_moves(self, m: int | None = None) -> list:
        """Rules tokaido.move.forward / inn_stop / free_space / double_space (``m``: another pawn than the mover)."""
        if m is None:
            m = self.mover
        s = self.space[m]
        inn = D.NEXT_INN[s]
        occ, cap = self.occ, self.cap
        if m == self.neutral:
            blocked = ()
        else:
            blocked = self._blocked_types(m)
        if blocked:
            moves = [MOVE_ACTIONS[t] for t in range(s + 1, inn) if occ[t] < cap[t] and TYPE[t] not in blocked]
        else:
            moves = [MOVE_ACTIONS[t] for t in range(s + 1, inn) if occ[t] < cap[t]]
        moves.append(MOVE_ACTIONS[inn])
        return moves

    def _move(self, target: int, events: list, m: int | None = None) -> None:
        """Move the mover (or pawn ``m``) to ``target`` and apply what the space gives.

        Before the space's own benefit, the expansions' stop hooks act
        (``self.stop_hooks``, bound once per game by :meth:`_stop_hooks`).
        """
        if m is None:
            m = self.mover
        space, occ = self.space, self.occ
        old = space[m]
        occ[old] -= 1
        occ[target] += 1
        space[m] = target
        self.stamp[m] = self.clock
        self.clock += 1
        typ = TYPE[target]
        if m == self.neutral:
            leader = self._leader()
            events.append(Event("neutral_move", leader, "tokaido.two.neutral",
                                who=self.names[leader], space=target, place=PLACE_AT[target]))
            for hook in self.stop_hooks:
                hook(self, m, old, target, typ, events)
            self._neutral_stop(target, typ, events)
            return
        side = DOUBLE[target] and occ[target] == 2
        events.append(Event("move", m, "tokaido.move.double_space" if side else "tokaido.move.forward",
                            who=self.names[m], space=target, place=PLACE_AT[target], side=side))
        for hook in self.stop_hooks:
            hook(self, m, old, target, typ, events)
        self.BENEFITS[typ](self, m, target, events)

    def _stop_hooks(self) -> tuple:
        """What acts on every stop before the space's benefit, as functions
        ``(game, pawn, old, target, type, events)``: nothing in the base game
        (Crossroads and Matsuri add theirs)."""
        return ()

    def _room(self) -> list:
        """Rules tokaido.move.free_space / double_space: travellers each position holds (inns: all)."""
        return list(ROOM[self.players >= 4])

    def _neutral_stop(self, target: int, typ: str, events: list) -> None:
        """Rules tokaido.two.temple and tokaido.two.inn: the only things the neutral traveller does."""
        n = self.neutral
        if typ == "temple":
            self.donated[n] += 1
            events.append(Event("neutral_temple", None, "tokaido.two.temple", who=self.names[n],
                                     total=self.donated[n]))
        elif typ == "inn":
            self._neutral_at_inn(target, events)

    # ------------------------------------------------------------------ refusals
    def _explain_move(self, action):
        """Why a ``move`` is not legal now, in a teacher's words."""
        target = action.get("space")
        if not isinstance(target, int) or isinstance(target, bool) or not 1 <= target <= D.EDO:
            return self.illegal("tokaido.move.forward", "no_such_space", space=target)
        m = self.mover
        s = self.space[m]
        if target <= s:
            return self.illegal("tokaido.move.forward", "not_forward", space=target, here=s)
        inn = D.NEXT_INN[s]
        if target > inn:
            return self.illegal("tokaido.move.inn_stop", "past_inn", inn=inn, space=target)
        if self.occ[target] >= self.cap[target]:
            if DOUBLE[target] and self.players >= 4:
                return self.illegal("tokaido.move.free_space", "double_full", space=target)
            if DOUBLE[target]:
                return self.illegal("tokaido.move.double_space", "second_slot", space=target, players=self.players)
            return self.illegal("tokaido.move.free_space", "single_taken", space=target)
        if m != self.neutral:
            typ = TYPE[target]
            if typ in ("village", "temple") and self.coins[m] == 0:
                return self.illegal("tokaido.move.coins_needed", "no_coins_" + typ, space=target)
            if typ in D.PANORAMAS and self.panoramas[m][typ] == D.PANORAMAS[typ]:
                return self.illegal("tokaido.move.panorama_done", "panorama_done", panorama=kind_name(typ), space=target)
        return None
