"""What players see (``view``) and why an action is refused (``_explain``)."""

from __future__ import annotations

from . import data as D
from .movement import kind_name
from .spaces import CARD_SEP
from .terms import Pending


class ViewMixin:
    """The public / per-player view, and the refusals in a teacher's words."""

    def slot(self, pawn: int) -> int:
        """Arrival rank on its space: 0 = first there (road slot of a double space, head of an inn)."""
        s, st = self.space[pawn], self.stamp[pawn]
        return sum(1 for i in range(self.pawns) if self.space[i] == s and self.stamp[i] < st)

    def view(self, player=None) -> dict:
        """What ``player`` may see (``None``: what everybody sees). Deck orders are never shown."""
        players = []
        for p in range(self.players):
            players.append({
                "traveler": self.traveler[p], "name": self.names[p], "space": self.space[p],
                "slot": self.slot(p), "coins": self.coins[p], "score": sum(self.points[p].values()),
                "breakdown": dict(self.points[p]), "souvenirs": list(self.souvenirs[p]),
                "meals": list(self.meals[p]), "hot_springs": list(self.hot_springs[p]),
                "encounters": list(self.encounters[p]), "panoramas": dict(self.panoramas[p]),
                "donated": self.donated[p], "achievements": self._achievements_of(p),
            })
        out = {
            "players": players,
            "expansions": list(self.expansions),
            "variants": [v for v in ("initiation", "gastronomy", "preparations") if getattr(self, v)],
            "current_player": self.current_player, "pending": self.pending, "is_over": self.over,
            "decks": {k: len(v) for k, v in self.decks.items()},
            "meal_offer": list(self.offer), "free_meal": self.free_meal, "village": list(self.village),
            "panorama_achievements": {k: list(v) for k, v in self.pano_first.items()},
            "awards": {k: list(v) for k, v in self.awards.items()},
            "neutral": None,
            "winners": self.winners() if self.over else [],
        }
        if self.neutral >= 0:
            n = self.neutral
            out["neutral"] = {"space": self.space[n], "slot": self.slot(n), "donated": self.donated[n]}
        decision = self.queue[0] if self.queue else None
        if decision and decision[2] and decision[0] == player:
            out["choice"] = {k: (list(v) if isinstance(v, list) else v)  # dealt tiles, Yoshiyasu's pair
                             for k, v in decision[2].items()}
        for p, step, data in self.queue:
            if step == "traveler" and p == player:
                players[p]["tiles"] = list(data["tiles"])  # one's own dealt tiles, seen by nobody else
        return out

    def _achievements_of(self, p: int) -> list:
        got = [k for k, holders in self.pano_first.items() if p in holders]
        return got + [k for k, holders in self.awards.items() if p in holders]

    def board(self) -> list:
        """The road as data for a board: ``(position, type, double)`` for 1..55."""
        return [(pos, typ, double) for pos, (typ, double) in enumerate(D.SPACES) if pos]

    # ------------------------------------------------------------------ refusals
    def _explain(self, action):
        pending = self.pending
        kind = action.kind
        if pending == "move":
            if kind == "move":
                return self._explain_move(action)
            return self.illegal("tokaido.move.turn_order", "must_move", who=self.names[self.mover])
        p = self.current_player
        if kind == "move":
            return self.illegal("tokaido.move.turn_order", "decide_first", who=self.names[p],
                                pending=Pending(pending))
        explain = getattr(self, "_why_" + pending.replace(".", "_"), None)
        return explain(p, action) if explain else None

    def _why_village(self, p, action):
        if action.kind != "buy_souvenirs":
            return None
        cards = action.get("cards")
        cards = tuple(cards.split(CARD_SEP)) if isinstance(cards, str) else ()
        for c in cards:
            if c not in self.village:
                return self.illegal("tokaido.village", "not_in_village", card=c)
        price, need = self._village_price(p, cards)
        if need > self.coins[p]:
            return self.illegal("tokaido.village", "cannot_afford", cost=need, coins=self.coins[p])
        return self.illegal("tokaido.village", "souvenir_order", cards=CARD_SEP.join(self.village))

    def _why_temple(self, p, action):
        if action.kind == "pass":
            return self.illegal("tokaido.temple", "must_donate")
        if action.kind != "donate":
            return None
        c = action.get("coins")
        if not isinstance(c, int) or not 1 <= c <= D.DONATION_MAX:
            return self.illegal("tokaido.temple", "donate_range", coins=c)
        return self.illegal("tokaido.temple", "cannot_afford", cost=c, coins=self.coins[p])

    def _why_inn_meal(self, p, action):
        if action.kind not in ("buy_meal", "eat_free_meal"):
            return None
        dish = action.get("meal")
        if dish in self.meals[p]:
            where = self.meal_places[p][self.meals[p].index(dish)]
            reason = "ate_before" if where in D.INNS else "ate_before_road"
            return self.illegal("tokaido.inn.no_repeat", reason, meal=dish, inn=where)
        if action.kind == "eat_free_meal":
            return self.illegal("tokaido.decision.satsuki", "no_free_meal", meal=dish)
        if dish not in self.offer:
            return self.illegal("tokaido.inn.meal", "not_on_offer", meal=dish)
        return self.illegal("tokaido.inn.meal", "cannot_afford", cost=self._meal_price(p, dish), coins=self.coins[p])

    def _why_panorama(self, p, action):
        k = action.get("panorama")
        if action.kind == "choose_panorama" and k in D.PANORAMAS:
            return self.illegal("tokaido.move.panorama_done", "panorama_done", panorama=kind_name(k), space="-")
        return None

    _why_encounter_annaibito = _why_panorama
    _why_inn_hiroshige = _why_panorama

    def _why_traveler(self, p, action):
        if action.kind == "choose_traveler":
            return self.illegal("tokaido.setup.travelers", "not_dealt", traveler=action.get("traveler"),
                                tiles=" / ".join(self.queue[0][2]["tiles"]))
        return None


    #: decks drawn face down from the top: their order is hidden from every player
    HIDDEN_ORDER = ("meal", "souvenir", "encounter", "hot_spring", "matsuri")

    def determinize(self, player, rng):
        """A copy for a bot's look-ahead: the face-down decks are re-shuffled and future
        dice come from ``rng``, so a bot never knows which card it would draw."""
        twin = super().determinize(player, rng)
        for name in self.HIDDEN_ORDER:
            if name in twin.decks:
                cards = sorted(twin.decks[name], key=repr)  # forget the hidden order, then deal
                rng.shuffle(cards)
                twin.decks[name] = cards
        twin._legal_cache = None
        return twin
