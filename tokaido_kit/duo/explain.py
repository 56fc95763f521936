"""Refusals in a teacher's words: why an action is not offered now."""

from __future__ import annotations

from tokaido_kit.core import Action, IllegalAction

from .island import CHARACTERS, ISLAND, walk_ends
from .words import action_text, refusal_data

I = ISLAND


class Refusals:
    """``_explain``: the :class:`IllegalAction` for an action that is not legal now."""

    def illegal(self, rule: str, reason: str, **data) -> IllegalAction:
        """A refusal whose values (a character, a good, an icon, a side) read in the current language."""
        return super().illegal(rule, reason, **refusal_data(data))

    def _explain(self, action: Action) -> IllegalAction | None:
        kind, stage = action.kind, self.stage
        p = self.actor
        if kind == "choose_die" and stage is None:
            ch = action.get("character")
            if ch not in CHARACTERS:
                return self.illegal("duo.round.draft", "unknown_character", character=ch)
            return self.illegal("duo.round.draft", "die_taken", character=ch)
        if kind == "pilgrim_to" and stage == "pilgrim_to":
            spaces = ", ".join(str(s) for s, _ in self.stage_opts)
            side = self.wave_side["pilgrim"]
            return self.illegal(f"duo.wave.{side}", "pilgrim_space", space=action.get("space"), spaces=spaces,
                                side=side)
        if kind == "merchant_to" and stage == "merchant_to":
            return self._explain_town(action.get("town"))
        if kind in ("artist_to", "artist_step") and stage == kind:
            zone = action.get("zone")
            if zone not in I.icon:
                return self.illegal("duo.artist.move", "unknown_zone", zone=zone)
            rule = "duo.artist.move" if kind == "artist_to" else "duo.wave.inspired"
            return self.illegal(rule, "no_zone_path", zone=zone, start=self.move.get("start", self.artist[p]),
                                steps=self.move["value"])
        if kind == "gift" and stage == "artist_act":
            return self._explain_gift(p)
        if kind == "return_good" and stage == "storage":
            return self.illegal("duo.merchant.storage", "no_such_good", good=action.get("good"))
        if kind == "take_wave" and stage == "take_wave":
            return self.illegal("duo.wave.take", "wave_not_here", character=action.get("character"))
        if kind == "use_spring" and stage != "hot_spring":
            who = self.current_player
            if self.spring != who:
                return self.illegal("duo.spring.repeat", "no_spring")
            if self.spring_fresh:
                return self.illegal("duo.spring.fresh", "spring_fresh")
            return self.illegal("duo.spring.repeat", "spring_after_move")
        # not offered now: the core's refusal, with the answer's values in the current language
        return IllegalAction("core.turn", "core.why.not_offered", action, what=action_text(action),
                             pending=self.pending_text)

    def _explain_town(self, town) -> IllegalAction:
        p = self.actor
        if town not in I.zone_of_town:
            return self.illegal("duo.merchant.move", "unknown_town", town=town)
        blocked = self.blocked_towns(p)
        if town in blocked:
            return self.illegal("duo.merchant.coastal_occupied", "coastal_occupied", town=town)
        start, steps = self.merchant[p], self.move["value"]
        ways = dict(I.merchant_routes[(start, steps)]).get(town)
        if ways:  # routes exist, each through an occupied coastal town
            passed = sorted({t for way in ways for t in way & blocked}, key=I.towns.index)
            return self.illegal("duo.decision.merchant_passing", "coastal_passing", start=start, town=town,
                                steps=steps, towns=", ".join(passed))
        if town in walk_ends(I.neighbours, start, steps):
            return self.illegal("duo.decision.merchant_revisit", "no_route_revisit", start=start, town=town,
                                steps=steps)
        return self.illegal("duo.merchant.exact", "no_route", start=start, town=town, steps=steps)

    def _explain_gift(self, p: int) -> IllegalAction:
        g = self.gifted[p]
        if g >= len(I.painting_slots):
            return self.illegal("duo.artist.gift", "all_gifted")
        if g >= self.revealed[p]:
            return self.illegal("duo.artist.gift", "no_revealed")
        icon = self.tiles[p][g]
        icons = self.gift_icons(p)
        if len(icons) > 1:
            return self.illegal("duo.wave.inspired", "gift_mismatch_inspired", icon=icon, icons=", ".join(icons))
        return self.illegal("duo.artist.gift", "gift_mismatch", icon=icon, zone_icon=icons[0])
