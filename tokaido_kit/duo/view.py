"""What a player may see: ``view(player)`` (``view(None)`` is the public view).

Face-down painting tiles and the bag's contents are hidden from everyone:
nobody knows a face-down tile, and goods are drawn blind from the bag.
"""

from __future__ import annotations

from typing import Any

from .island import CHARACTERS, ISLAND

I = ISLAND


class ViewRules:
    def _player_view(self, p: int) -> dict[str, Any]:
        automa = self.is_automa(p)
        parts = self.score_parts(p)
        n, r = self.gifted[p], self.revealed[p]
        paintings = [
            {"slot": i, "value": I.painting_slots[i], "icon": self.tiles[p][i] if i < r else None,
             "state": "gifted" if i < n else ("revealed" if i < r else "face_down")}
            for i in range(len(I.painting_slots))
        ]
        out: dict[str, Any] = {
            "name": self.name_of(p),
            "automa": automa,
            "pilgrim": self.pilgrim[p],
            "merchant": self.merchant[p],
            "artist": self.artist[p],
            "coins": self.coins[p],
            "gold": self.gold[p],
            "temple": self.temple[p],
            "garden": self.garden[p],
            "temple_value": I.temple_track[self.temple[p] - 1],
            "garden_value": I.garden_track[self.garden[p] - 1],
            "gifted": n,
            "revealed": r,
            "paintings": paintings,
            "goods": dict(self.goods[p]),
            "storage": self.storage_limit(p),
            "waves": [{"character": c, "side": self.wave_side[c]} for c in CHARACTERS if self.wave_owner[c] == p],
            "hot_spring": self.spring == p,
            "hot_spring_usable": self.spring == p and not self.spring_fresh,
            "score": sum(parts.values()),
            "score_parts": parts,
        }
        if automa:
            out["ranks"] = dict(self.ranks)
            out["rank_values"] = {c: I.rank_paths[c][self.ranks[c]] for c in CHARACTERS}
        return out

    def view(self, player: int | None = None) -> dict[str, Any]:
        """A plain JSON-able dict of what ``player`` may see (``None``: what everyone sees)."""
        if player not in (None, 0, 1):
            raise ValueError(f"player must be None, 0 or 1, not {player!r}")
        out: dict[str, Any] = {
            "game": "duo",
            "island": I.label,
            "automa": self.automa,
            "players": [self._player_view(p) for p in (0, 1)],
            "round": self.round,
            "first": self.first,
            "first_chooser": self.first,
            "dice": dict(self.rolled),
            "remaining": list(self.remaining),
            "picks": self.picks,
            "last_round": self.last_round,
            "end_reasons": list(self.end_reasons),
            "current_player": self.current_player,
            "pending": self.pending,
            "options": [a.to_json() for a in self.legal_actions()],
            "move": None if self.move is None else {"character": self.move["ch"], "value": self.move["value"],
                                                    "repeat": self.move["repeat"]},
            "boutiques": {t: {"kind": k, "price": v} for t, (k, v) in self.boutiques.items()},
            "waves": {c: {"side": self.wave_side[c], "owner": self.wave_owner[c]} for c in CHARACTERS},
            "hot_spring": self.spring,
            "bag": sum(self.bag.values()),
            "over": self.over,
            "scores": self.scores(),
            "winners": self.winners(),
        }
        if self.automa:
            out["automa_next"] = self.automa_choice() if self.remaining else None
        return out

    def determinize(self, player, rng):
        """A copy for a bot's look-ahead: the face-down painting tiles are re-shuffled and
        future dice and bag draws come from ``rng``, so nobody looks at hidden tiles."""
        twin = super().determinize(player, rng)
        for p in (0, 1):
            hidden = sorted(twin.tiles[p][twin.revealed[p]:])
            rng.shuffle(hidden)
            twin.tiles[p][twin.revealed[p]:] = hidden
        twin._legal_cache = None
        return twin
