"""What the table service shows: a seat's view, the public view, the teacher's list of tables and
what the class finds hard, and a finished table's history. A mixin of
:class:`~widgets.tables.service.TableService` (its lock, tables and store); standard library only."""

from __future__ import annotations

from typing import Any, Iterable

from tokaido_kit.core.rules import lookup

from .records import OPEN, RULE_KINDS, Refused, Table, jsonable, speaking


class TableViews:
    """The service's looking methods (see :class:`~widgets.tables.service.TableService`)."""

    def view(self, code: str, credential: str, language: str | None = None) -> dict[str, Any]:
        """What the credential's seat may see: ``{"code", "game", "options", "version", "revision",
        "seat", "seats", "turn", "over", "state", "legal"}``. ``state`` is ``game.view(seat)`` (hands
        and dealt tiles of that seat only), ``legal`` the seat's legal actions as JSON when it is its
        turn (else []), ``seats`` the public seats (see :meth:`public_view`). The creator's credential
        gets the public view."""
        with self._session():
            table, seat = self._authorize(code, credential, creator_ok=True)
            out = self._public(table, language) if seat is None else self._view(table, seat, language)
        return out

    def public_view(self, code: str, language: str | None = None) -> dict[str, Any]:
        """What everybody may see of table ``code`` (spectators, the projector): ``seat`` None,
        ``state`` = ``game.view(None)``, ``legal`` []. For the server, after :meth:`watch`."""
        with self._session():
            return self._public(self._by_code(code), language)

    def tables(self) -> list[dict[str, Any]]:
        """The teacher's view, every live table: ``{"code", "game", "players", "seats", "turn",
        "scores", "over", "winners", "version", "created", "active", "device", "solo"}`` (public facts,
        ``device`` the creator's device key, ``solo`` nobody but the creator joined)."""
        with self._session():
            out = []
            for t in self._tables.values():  # in the order they were made
                game = t.game
                out.append({"code": t.code, "game": t.game_name, "players": game.players,
                            "seats": self._public_seats(t), "turn": game.current_player,
                            "scores": list(game.scores()), "over": game.is_over,
                            "winners": list(game.winners()) if game.is_over else [],
                            "version": t.version, "created": t.created, "active": t.active,
                            "device": t.device, "solo": self.solo(t)})
            return out

    def hard_rules(self, limit: int = 10, language: str | None = None,
                   devices: Iterable[str] | None = None) -> list[dict[str, Any]]:
        """What the class finds hard: the rules behind the most refused moves across every table
        (live or gone), ``{"game", "rule", "count", "title", "summary", "tutorial"}``, most first.
        ``tutorial`` is the notebook that teaches the rule (relative to ``notebooks/``). With ``devices``
        (a hub: the users of one class), only the moves those devices tried."""
        chosen = None if devices is None else sorted(set(devices))
        with self._session():
            rows = self._store.refusal_counts(RULE_KINDS, chosen)[:limit]
        out = []
        with speaking(language):
            for game, rule, count in rows:
                try:
                    found = lookup(rule)
                    title, summary, tutorial = found.title, found.summary, found.section
                except KeyError:
                    title, summary, tutorial = rule, "", ""
                out.append({"game": game, "rule": rule, "count": count, "title": title, "summary": summary,
                            "tutorial": tutorial})
        return out

    def history(self, code: str) -> list[dict[str, Any]]:
        """Every decision of the finished table ``code``, ``{"n", "seat", "action", "bot"}``, for the
        replay and the review after the game. While the game is played it raises :class:`Refused`
        (``"turn"``): the moves name cards still face down in the others' hands."""
        with self._session():
            table = self._by_code(code)
            if not table.game.is_over:
                raise Refused("turn", "table.history", "tables.why.not_over")
            return [{"n": n, "seat": seat, "action": a.to_json(), "bot": n in table.bots}
                    for n, (seat, a) in enumerate(zip(table.movers, table.game.history))]

    def replica(self, code: str, since: int = 0) -> dict[str, Any]:
        """What a screen's kernel needs to keep its own copy of table ``code``'s game:
        ``{"code", "game", "players", "seed", "options", "version", "revision", "over", "seats",
        "moves"}``, ``moves`` the decisions from number ``since`` on (action JSON).

        For the server and the kernels it runs for pages, never for a page itself: the moves name
        cards still face down. A kernel replays them on ``game_class(game).new(players, seed,
        **options)`` (the same game, decision for decision) and sends its page only what its seat
        may see (``game.view(seat)``), or the public view for a spectator."""
        with self._session():
            table = self._by_code(code)
            if isinstance(since, bool) or not isinstance(since, int) or not 0 <= since <= table.version:
                since = 0
            game = table.game
            return {"code": table.code, "game": table.game_name, "players": game.players, "seed": table.seed,
                    "options": jsonable(table.options), "version": table.version, "revision": table.revision,
                    "over": game.is_over, "seats": self._public_seats(table),
                    "moves": [a.to_json() for a in game.history[since:]]}

    # ------------------------------------------------------------------ inside
    def _public_seats(self, table: Table) -> list[dict[str, Any]]:
        now = self.clock()
        return [{"seat": i, "kind": s.kind, "name": s.name, "taken": bool(s.credential), "bot_holds": s.bot_holds,
                 "away": s.kind == OPEN and (not s.credential or now - s.last_seen >= self.settings.away_after)}
                for i, s in enumerate(table.seats)]

    def _frame(self, table: Table, seat: int | None, state: dict[str, Any]) -> dict[str, Any]:
        game = table.game
        return {"code": table.code, "game": table.game_name, "options": jsonable(table.options),
                "version": table.version, "revision": table.revision, "seat": seat,
                "seats": self._public_seats(table), "turn": game.current_player, "over": game.is_over,
                "state": state, "legal": []}

    def _view(self, table: Table, seat: int, language: str | None) -> dict[str, Any]:
        game = table.game
        with speaking(language):
            out = self._frame(table, seat, game.view(seat))
            if not game.is_over and game.current_player == seat:
                out["legal"] = [a.to_json() for a in game.legal_actions()]
        return out

    def _public(self, table: Table, language: str | None) -> dict[str, Any]:
        with speaking(language):
            return self._frame(table, None, table.game.view(None))

    def _seat_name(self, table: Table, seat: int | None) -> str:
        """The learner's name at ``seat``, else the engine's name for that player (a colour)."""
        if seat is None:
            return "?"
        if table.seats[seat].name:
            return table.seats[seat].name
        game = table.game
        if hasattr(game, "name_of"):
            return game.name_of(seat)
        names = getattr(game, "names", None)
        return names[seat] if names and seat < len(names) else str(seat + 1)

