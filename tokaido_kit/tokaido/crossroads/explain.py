"""Why a Crossroads action is refused, in a teacher's words (``why_not`` / ``play``)."""

from __future__ import annotations

from ..movement import PLACE_AT, TYPE
from ..terms import card as card_name
from . import data as C
from .choice import BUY_KIND

OPTION_KIND = {"take_cherry_tree": "cherry_tree", "buy_bathhouse": "bathhouse", "gaming_room": "gaming_room",
               **BUY_KIND}


class ExplainMixin:
    """Refusals for the amulets and the Crossroads choice."""

    def _explain(self, action):
        if action.kind == "use_amulet" and self.crossroads and self.current_player is not None:
            return self._why_amulet(self.current_player, action)
        return super()._explain(action)

    def _why_amulet(self, p, action):
        name = card_name(action.get("amulet"))
        if name not in C.AMULETS:
            return self.illegal("tokaido.crossroads.amulet", "no_such_amulet", amulet=name)
        if name not in self.amulets[p]:
            return self.illegal("tokaido.crossroads.amulet.use", "amulet_not_held", amulet=name)
        if name in self.amulets_new[p]:
            return self.illegal("tokaido.crossroads.amulet.use", "amulet_new", amulet=name)
        return self.illegal("tokaido.crossroads.amulet." + name.lower(), self._amulet_moment(p, name, action),
                            amulet=name, meal=action.get("meal"))

    def _amulet_moment(self, p, name, action) -> str:
        """Rules tokaido.crossroads.amulet.<name>: why this amulet does not apply now (its moment)."""
        step = self.pending
        if name == "Friendship" and step == "move":
            return "amulet_friendship_no_target"
        if name == "Health" and step == "crossroads":
            return "amulet_health_taken"
        if name == "Devotion" and self.devotion == p:
            return "amulet_devotion_active"
        if name == "Devotion" and step == "crossroads":
            return "amulet_devotion_no_purchase"
        if name == "Hospitality" and step == "inn.meal":
            return "amulet_hospitality_dish" if action.get("meal") else "amulet_hospitality_name_dish"
        return "amulet_moment_" + name.lower()

    def _why_inn_jirocho(self, p, action):
        if action.kind == "stake_coin":
            return self.illegal("tokaido.traveler.jirocho", "jirocho_no_coin", who=self.names[p],
                                stake=C.JIROCHO_STAKE)
        return None

    def _why_crossroads(self, p, action):
        data = self.queue[0][2]
        pos = data["space"]
        typ = TYPE[pos]
        kind = action.kind
        if kind == "standard":
            if data["done"] == "standard":
                return self.illegal("tokaido.crossroads.choice", "already_taken", place=PLACE_AT[pos])
            return self.illegal("tokaido.move.coins_needed", "no_coins_temple", space=pos)
        if kind == "pass":
            return self.illegal("tokaido.crossroads.choice", "must_choose", place=PLACE_AT[pos])
        option = OPTION_KIND.get(kind)
        if option is None:
            return None
        rule = "tokaido.crossroads." + ("amulet" if option == "amulet" else option)
        if option != C.OPTION_OF[typ]:
            return self.illegal(rule, "wrong_space", place=PLACE_AT[pos])
        if data["done"] == "crossroads":
            return self.illegal("tokaido.crossroads.choice", "already_taken", place=PLACE_AT[pos])
        if option == "gaming_room":
            return self.illegal(rule, "cannot_afford", cost=C.GAMING_STAKE, coins=self.coins[p])
        card = action.get("card", C.CHERRY_TREE if option == "cherry_tree" else C.BATHHOUSE)
        if card not in self.decks[option]:
            return self.illegal(rule, "not_in_stack", card=card_name(card))
        return self.illegal(rule, "cannot_afford", cost=self._crossroads_price(p, option, card), coins=self.coins[p])

    def _why_amulet_friendship(self, p, action):
        if action.kind == "move":
            return self.illegal("tokaido.crossroads.amulet.friendship", "friendship_target", space=action.get("space"))
        return None

    def _why_encounter_kitoushi(self, p, action):
        return self._why_panorama(p, action)

    def _why_amulet_vitality_move(self, p, action):
        if action.kind == "move":
            saved, self.mover = self.mover, p
            try:
                return self._explain_move(action)
            finally:
                self.mover = saved
        return None
