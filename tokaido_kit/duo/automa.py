"""The kit's Automa (after the Board Game Arena solo mode, not its exact rules), and evaluation.

The Automa is player 1 when ``automa=True``. Its rule, in plain words
(rules ``duo.automa.choice``, ``duo.automa.move``, ``duo.automa.rank``):

1. It takes the die of its character with the lowest Rank; on a tie, Pilgrim
   before Merchant before Artist. It says so in the log before it acts.
2. That figure moves exactly as a player's would; where a player would choose,
   it takes the first legal place in the island's order (town order, zone
   order, ``automa_order`` in the data file). It never uses Wave tiles or the hot-spring token, and its landing
   has no effect on the table: no coins, goods, tracks, tokens or tiles. Its
   figures still occupy spaces and count for painting.
3. A figure whose landing did what a player's landing would reward climbs
   its Rank path 1 step: a temple, a garden or a coastal town for the
   Pilgrim, a coastal town for the Merchant, a zone with other figures for
   the Artist. Other landings (and no move) climb nothing. (``duo.md``'s
   starting design climbed 1 step per move plus 1 for a reward; that ended
   games by round 10, so the kit calibrated it to this.)
4. Its score is the sum of the values printed under its three Ranks. A Rank
   path reaching its last step ends the game at the end of that round.
"""

from __future__ import annotations

from .island import CHARACTERS, ISLAND
from .words import DuoEvent as Event

I = ISLAND
REWARDING = ("temple", "garden", "coastal")


class AutomaRules:
    """The Automa's turn and the position evaluation used by GreedyBot."""

    def automa_choice(self) -> str:
        """Rule ``duo.automa.choice``: the remaining die whose character has the lowest Rank."""
        return min(self.remaining, key=lambda c: (self.ranks[c], CHARACTERS.index(c)))

    def _automa_turn(self, ev: list[Event]) -> None:
        p = 1
        ch = self.automa_choice()
        value = self.rolled[ch]
        self.remaining.remove(ch)
        self.actor = p
        ev.append(Event("automa_decides", p, "duo.automa.choice", name=self.name_of(p), character=ch,
                             value=value, pilgrim_rank=self.ranks["pilgrim"],
                             merchant_rank=self.ranks["merchant"], artist_rank=self.ranks["artist"]))
        self.move = {"ch": ch, "value": value, "repeat": True}
        moved, rewarded = self._automa_move(ev, ch, value)
        if moved and rewarded:
            self._automa_advance(ev, ch, 1)
        self._end_pick(ev)

    def _automa_move(self, ev: list[Event], ch: str, value: int) -> tuple[bool, bool]:
        """Rule ``duo.automa.move``: move like a player, taking the first legal place in the island's order."""
        p = 1
        if ch == "pilgrim":
            start = self.pilgrim[p]
            space = self.pilgrim_landing(p, value)
            aim = (start + value) % I.ring_size
            self.pilgrim[p] = space
            ev.append(Event("pilgrim_moved", p, "duo.automa.move", name=self.name_of(p), start=start,
                                 end=space, steps=value, aim=aim))
            if aim != space:
                ev.append(Event("pilgrim_bumped", p, "duo.pilgrim.occupied", name=self.name_of(p), aim=aim,
                                     end=space))
            return True, I.ring[space] in REWARDING
        if ch == "merchant":
            legal = set(self.merchant_destinations(p, value))
            dests = [t for t in I.automa_towns if t in legal]
            if not dests:
                ev.append(Event("merchant_stuck", p, "duo.merchant.exact", name=self.name_of(p),
                                     start=self.merchant[p], steps=value))
                return False, False
            ev.append(Event("merchant_moved", p, "duo.automa.move", name=self.name_of(p),
                                 start=self.merchant[p], end=dests[0], steps=value))
            self.merchant[p] = dests[0]
            return True, dests[0] in I.space_of_town
        legal = set(self.artist_destinations(p, value))
        dests = [z for z in I.automa_zones if z in legal]
        if not dests:
            ev.append(Event("artist_stuck", p, "duo.artist.move", name=self.name_of(p),
                                 start=self.artist[p], steps=value))
            return False, False
        ev.append(Event("artist_moved", p, "duo.automa.move", name=self.name_of(p), start=self.artist[p],
                             end=dests[0], steps=value, icon=I.icon[dests[0]]))
        self.artist[p] = dests[0]
        return True, self.figures_in_zone(dests[0], p) > 0

    def _automa_advance(self, ev: list[Event], ch: str, steps: int) -> None:
        """Rule ``duo.automa.rank``: 1 step for a rewarding landing; the last step ends the game."""
        path = I.rank_paths[ch]
        top = len(path) - 1
        rank = min(top, self.ranks[ch] + steps)
        gained = rank - self.ranks[ch]
        self.ranks[ch] = rank
        ev.append(Event("automa_rank", 1, "duo.automa.rank", name=self.name_of(1), character=ch,
                             steps=gained, rank=rank, value=path[rank]))
        if rank == top:
            self.trigger_end(ev, "rank", 1)

    # ------------------------------------------------------------------ evaluation (GreedyBot)
    def potential(self, player: int) -> float:
        """Score now plus half-credit for progress that has not scored yet.

        Pilgrim: the product with a bonus for the smaller track (a step there
        multiplies more). Merchant: coins and goods held count toward the next
        bar's gain. Artist: revealed tiles waiting to be gifted count toward the
        next slot's gain. Each Wave tile held and the hot-spring token: 1 point.
        The Automa: its score plus a fraction of each Rank's next step.
        """
        parts = self.score_parts(player)
        value = float(sum(parts.values()))
        if self.is_automa(player):
            for c in CHARACTERS:
                path, r = I.rank_paths[c], self.ranks[c]
                if r + 1 < len(path):
                    value += 0.5 * (path[r + 1] - path[r])
            return value
        t = I.temple_track[self.temple[player] - 1]
        g = I.garden_track[self.garden[player] - 1]
        value += 0.5 * (t + g) + 0.25 * min(t, g)
        gold = self.gold[player]
        if gold < len(I.gold_slots):
            goods = sum(self.goods[player].values())
            held = self.coins[player] + 2.5 * goods
            gain = I.gold_slots[gold] - (I.gold_slots[gold - 1] if gold else 0)
            value += gain * min(1.0, held / I.coins_per_bar) * 0.7
        n = self.gifted[player]
        if n < len(I.painting_slots):
            gain = I.painting_slots[n] - (I.painting_slots[n - 1] if n else 0)
            waiting = self.revealed[player] - n
            value += gain * min(waiting, 2) * 0.35
        value += sum(1 for c in CHARACTERS if self.wave_owner[c] == player)
        value += 1 if self.spring == player else 0
        return value

    def evaluate(self, player: int) -> float:
        """GreedyBot's view: final result if the game is over, else potential lead over the opponent."""
        if self.over:
            win = self.winners()
            return 1000.0 if win == [player] else (0.0 if player in win else -1000.0)
        return self.potential(player) - self.potential(1 - player)
