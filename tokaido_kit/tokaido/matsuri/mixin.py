"""``MatsuriMixin``: where Matsuri joins the flow of the game.

Each method below extends one step of the base engine (and of Crossroads)
and calls it with ``super()``; with ``expansions`` lacking ``"matsuri"`` every
one of them does exactly what the base does. The rules themselves live in
:mod:`.procedure` (the festival at the inns), :mod:`.effects` (the 20 cards),
:mod:`.travelers` and :mod:`.shop` (the 16 travellers).
"""

from __future__ import annotations

from ...core import Event
from .. import data as D
from ..terms import card as card_name
from . import effects as E
from . import bridge, procedure, state
from . import travelers as T
from .data import MATSURI, MATSURI_TILES_DEALT, SUSERI_TYPES


class MatsuriMixin:
    """The seams of the base engine that Matsuri extends."""

    # ------------------------------------------------------------------ setup and saves
    def _setup_matsuri(self) -> None:
        """Rule tokaido.matsuri.setup (called by ``_setup`` once the base and Crossroads are laid out)."""
        self.matsuri = "matsuri" in self.expansions
        if not self.matsuri:
            state.clear(self)
            return
        state.setup(self)
        if not any(step == "traveler" for _p, step, _d in self.queue):
            self._matsuri_travelers_known(None)

    def _tiles_dealt(self) -> int:
        """Traveller tiles dealt to each player: 3 with Matsuri (seed 000), else 2."""
        return MATSURI_TILES_DEALT if "matsuri" in self.expansions else D.TILES_DEALT

    def _matsuri_travelers_known(self, events) -> None:
        """Every traveller is chosen: Kushinada's coins, and Mutsumi may leave Kyoto first."""
        log: list = []
        T.kushinada_setup(self, log)
        if events is None:  # at setup: the opening log tells it (kept in the state for saves)
            self.setup_log = [[e.kind, e.player, e.rule, dict(e.data)] for e in log]
        else:
            events.extend(log)
        T.mutsumi_offer(self, D.KYOTO)

    def _dump_matsuri(self) -> dict:
        return {"matsuri": state.dump(self)} if self.matsuri else {}

    def _load_matsuri(self, d: dict) -> None:
        self.matsuri = "matsuri" in self.expansions
        if self.matsuri:
            state.load(self, d["matsuri"])
        else:
            state.clear(self)

    def _matsuri_opening(self) -> list:
        if not self.matsuri:
            return []
        events = [Event("matsuri_setup", None, "tokaido.matsuri.setup", cards=len(MATSURI),
                        deck=len(self.decks["matsuri"]))]
        return events + [Event(k, p, r, **d) for k, p, r, d in self.setup_log]

    EXTRA_PLACEMENT = ("amulets", "legendary", "calligraphies", "cherry_trees", "bathhouses", "festival", "tokens")

    def _arrange_extra(self, given: dict, events: list) -> None:
        """Scenario keywords ``festival`` (ongoing Matsuri cards in effect) and ``tokens`` ([["doll"]] per player)."""
        super()._arrange_extra(given, events)
        extra = [k for k in ("festival", "tokens") if k in given]
        if not extra:
            return
        if not self.matsuri:
            raise ValueError(f"{extra} need the Matsuri expansion: expansions=('crossroads', 'matsuri')")
        for name in given.get("festival", []):
            if name not in MATSURI or MATSURI[name].kind != "ongoing":
                raise ValueError(f"{name!r} is not an ongoing Matsuri card (rule tokaido.matsuri.ongoing)")
            self._from_deck("matsuri", name, 0)
            self.festival.append(name)
        tokens = list(given.get("tokens", [[]] * self.players))
        if len(tokens) != self.players:
            raise ValueError(f"tokens must give one entry per player ({self.players}), got {len(tokens)}")
        for p, held in enumerate(tokens):
            for token in held:
                if token not in ("doll", "carp"):
                    raise ValueError(f"a token is a 'doll' or a 'carp', not {token!r} (rule tokaido.matsuri.tokens)")
                if self.token_supply <= 0:
                    raise ValueError("the box has only 5 Doll/Carp tokens (rule tokaido.matsuri.tokens)")
                E.gain_token(self, p, token, events, "tokaido.matsuri.tokens")

    def _check_table(self) -> None:
        """Nobody stands on a space a festival has closed (closing happens while everyone is at an inn)."""
        if not self._fresh and getattr(self, "festival", None):
            closed = state.closed_spaces(self)
            for pos, card in closed.items():
                if self.occ[pos] > self.cap[pos]:
                    raise ValueError(f"space {pos} is closed by {card} until the next inn, but a traveller stands "
                                     "on it (rule tokaido.matsuri.closed_space)")
        super()._check_table()

    # ------------------------------------------------------------------ refusals
    def _why_matsuri_choose(self, p, action):
        if action.kind == "choose_matsuri":
            return self.illegal("tokaido.matsuri.draw", "matsuri_not_drawn", card=action.get("card"))
        return None

    def _why_matsuri_obon(self, p, action):
        if action.kind == "donate":
            return self.illegal("tokaido.matsuri.o-bon", "obon_range", coins=self.coins[p])
        return None

    def _why_matsuri_gion(self, p, action):
        if action.kind == "keep_encounter":
            return self.illegal("tokaido.matsuri.gion-matsuri", "not_in_pile", card=card_name(action.get("card")))
        return None

    def _room(self) -> list:
        cap = super()._room()
        if getattr(self, "festival", None):
            return state.festival_room(self, cap)
        return cap


    def _arrange(self, **placement) -> None:
        if placement.get("spaces") is not None:  # a position on the road: the departure from Kyoto is past
            self.queue = [row for row in self.queue if row[1] != "inn.mutsumi"]
        super()._arrange(**placement)

    # ------------------------------------------------------------------ stops on the road
    def _stop_hooks(self) -> tuple:
        hooks = super()._stop_hooks()
        return hooks + (MatsuriMixin._matsuri_stop,) if self.matsuri else hooks

    def _matsuri_stop(self, pawn: int, old: int, pos: int, typ: str, events: list) -> None:
        """Before the space's own benefit: Takeru and Misaki, then the ongoing festivals."""
        if typ == "encounter" or typ == "temple":
            T.any_stop(self, pawn, typ, events)
        if self.festival and pawn < self.players:
            E.on_stop(self, pawn, pos, typ, events)

    def _explain_move(self, action):
        target = action.get("space")
        err = super()._explain_move(action)
        if err is not None and err.rule in ("tokaido.move.free_space", "tokaido.move.double_space") and self.festival:
            closed = state.closed_spaces(self)
            target = action.get("space")
            if target in closed:  # no room because a festival closed it
                reason = "closed_side_slot" if self.cap[target] else "closed_space"
                return self.illegal("tokaido.matsuri.closed_space", reason, space=target, card=closed[target])
        return err

    def _encounter_choice(self, p: int, events: list) -> bool:
        """Gion matsuri: the encounter is chosen from the pile instead of drawn."""
        if self.matsuri and E.gion_active(self):
            return E.gion_offer(self, p, events)
        return super()._encounter_choice(p, events)

    # ------------------------------------------------------------------ prices
    def _festival_meal_price(self, cost: int) -> int:
        """Rule tokaido.matsuri.cho-yo: while it is in effect, meals cost 1 less (after the traveller's own price)."""
        return E.choyo_price(cost) if E.choyo_active(self) else cost

    def _meal_rule(self, p: int, dish: str, price: int) -> str:
        """Rule tokaido.matsuri.cho-yo; with Kinko's or Ayumu's own price, kit decision tokaido.decision.cho-yo."""
        if self.matsuri and E.choyo_active(self):
            return "tokaido.decision.cho-yo" if "meal_price" in self.hooks[p] else "tokaido.matsuri.cho-yo"
        return super()._meal_rule(p, dish, price)

    def _eat(self, p: int, dish: str, events: list, rule: str, price: int) -> None:
        super()._eat(p, dish, events, rule, price)
        if self.matsuri and price == 0 and self.traveler[p] == "Kamui":
            T.kamui_free_meal(self, p, self.space[p], events)

    def _offer_size(self) -> int:
        size = super()._offer_size()
        if getattr(self, "matsuri", False) and E.choyo_active(self):
            return E.choyo_offer_size(size)
        return size

    def _village_price(self, p: int, cards: tuple) -> tuple:
        hook = self.hooks[p].get("souvenir_cost")
        if hook is None:
            return super()._village_price(p, cards)
        costs = [hook(D.SOUVENIRS[c][0], D.SOUVENIRS[c][1]) for c in cards]
        total = sum(costs)
        return total, total

    # ------------------------------------------------------------------ inns
    def _arrive_inn(self, p: int, pos: int, events: list) -> None:
        super()._arrive_inn(p, pos, events)
        if self.matsuri:
            T.musubi_arrival(self, p, pos, events)

    def _neutral_at_inn(self, pos: int, events: list) -> None:
        super()._neutral_at_inn(pos, events)
        if self.matsuri:
            T.musubi_arrival(self, self.neutral, pos, events)

    def _close_inn(self, pos: int, events: list) -> None:
        """Rules tokaido.matsuri.ongoing and tokaido.decision.musubi: the old festivals end here."""
        if self.matsuri:
            T.musubi_last(self, pos, events)
            procedure.expire(self, pos, events)
        super()._close_inn(pos, events)

    def _after_inn(self, pos: int, events: list) -> None:
        """Rule tokaido.matsuri: the festival, then Mutsumi may leave first."""
        super()._after_inn(pos, events)
        if self.matsuri:
            procedure.start(self, pos, events)
            T.mutsumi_offer(self, pos)

    # ------------------------------------------------------------------ the end
    def _final_scoring(self, events: list) -> None:
        """o-Tsukimi's shared calligraphies, then Marihito and Suseri (rule ids on each event)."""
        super()._final_scoring(events)
        if not self.matsuri:
            return
        for card in self.shared_calligraphy:
            for p in range(self.players):
                points = bridge.shared_calligraphy_points(self, p, card)
                self.points[p]["calligraphies"] += points
                events.append(Event("tsukimi_score", p, "tokaido.matsuri.o-tsukimi", who=self.names[p], card=card_name(card),
                                    points=points))
        k = T._holder(self, "Marihito")
        if k is not None and self.calligraphies[k]:
            best = max(self.calligraphies[k], key=lambda c: bridge.calligraphy_points(self, k, c))
            points = bridge.calligraphy_points(self, k, best)
            self.points[k]["abilities"] += points
            events.append(Event("marihito", k, "tokaido.traveler.marihito", who=self.names[k], card=card_name(best),
                                points=points))
        k = T._holder(self, "Suseri")
        if k is not None:
            kinds = [t for t in SUSERI_TYPES if self._holds_kind(k, t)]
            self.points[k]["abilities"] += len(kinds)
            events.append(Event("suseri", k, "tokaido.traveler.suseri", who=self.names[k], kinds=len(kinds),
                                points=len(kinds)))

    def _souvenirs_held(self, p: int) -> int:
        """Rule tokaido.matsuri.tokens: a Doll or Carp token is used as a souvenir card in the collection."""
        return super()._souvenirs_held(p) + len(self.tokens[p])

    def _holds_kind(self, p: int, kind: str) -> bool:
        """Suseri: does ``p``'s collection hold at least one card of this kind? (a Doll or Carp is a Souvenir)"""
        if kind in D.PANORAMAS:
            return self.panoramas[p][kind] > 0
        held = {"hot_spring": self.hot_springs[p], "bathhouse": self.bathhouses[p],
                "souvenir": self._souvenirs_held(p), "legendary": self.legendary[p], "encounter": self.encounters[p], "calligraphy": self.calligraphies[p],
                "amulet": self.amulets[p], "meal": self.meals[p], "cherry_tree": self.cherry_trees[p]}[kind]
        return bool(held)

    # ------------------------------------------------------------------ card accounting
    def _box_decks(self) -> dict:
        box = super()._box_decks()
        if self.matsuri:
            box["matsuri"] = list(MATSURI)
        return box

    def _cards_out(self, deck: str) -> list:
        out = super()._cards_out(deck)
        if not self.matsuri:
            return out
        if deck == "matsuri":
            out = out + list(self.festival)
            out += [c for _p, step, data in self.queue if step == "matsuri.choose" for c in data["cards"]]
        elif deck == "meal":
            out = out + [data["meal"][0] for _p, step, data in self.queue if step == "inn.kidzuna"]
        elif deck == "calligraphy":
            out = out + list(self.shared_calligraphy)
        elif deck in ("souvenir", "legendary"):
            out = out + [c for _p, step, data in self.queue if step == "village.rakuren" for c in data[deck]]
        return out

    # ------------------------------------------------------------------ the view
    def view(self, player=None) -> dict:
        out = super().view(player)
        if not self.matsuri:
            return out
        for p, row in enumerate(out["players"]):
            row["tokens"] = list(self.tokens[p])
        k = T._holder(self, "Kushinada")
        if player is not None and player == k:  # she may look at the others' face-down cards
            for p, row in enumerate(out["players"]):
                row["amulets"] = list(self.amulets[p])
                row["calligraphies"] = list(self.calligraphies[p])
        out["matsuri"] = {
            "deck": len(self.decks["matsuri"]), "festival": list(self.festival), "revealed": list(self.revealed),
            "closed": {str(pos): card for pos, card in state.closed_spaces(self).items()},
            "token_supply": self.token_supply, "shared_calligraphy": list(self.shared_calligraphy),
            "early_awards": {k2: list(v) for k2, v in self.early_awards.items()},
        }
        return out


setattr(MatsuriMixin, "_why_matsuri_o-bon", MatsuriMixin._why_matsuri_obon)  # pending "matsuri.o-bon"
