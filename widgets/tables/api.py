"""The table service's operations as a page's kernel asks for them: one JSON object in, one out.

The server answers them at ``{base}kit/tables/api/<op>`` (:mod:`widgets.server.tables_api`);
:class:`~widgets.tables.client.LocalTables` answers them in the same process (notebooks, tests).
A refusal is ``{"refused": refusal_json(...)}`` in the asked language; nothing changed.

======== ============================================ =============================================
op       body                                         answer
======== ============================================ =============================================
create   game, options, seats                         code, creator (the creator's credential)
lobby    code                                         code, game, seats, over (rate-limited)
join     code, seat, name                             code, seat, credential
watch    code                                         the table's replica (rate-limited)
replica  code, credential (none: a watched table),    game, players, seed, options, version,
         since                                        revision, over, seats, moves from ``since``
resume   code, credential                             code, seat, name, creator, version, revision
play     code, credential, action, version            version, played
leave    code, credential                             {}
hand     code, credential (the creator's), seat       {}
close    code, credential (the creator's)             {}
======== ============================================ =============================================

Standard library only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tokaido_kit.core import IllegalAction

from .records import Refused, refusal_json

if TYPE_CHECKING:  # sqlite3 only where a service runs (not in the static site's Python)
    from .service import TableService

OPS = ("create", "lobby", "join", "watch", "replica", "resume", "play", "leave", "hand", "close")


def malformed(lang: str | None = None) -> dict[str, Any]:
    return {"refused": refusal_json(Refused("request", "table.request", "tables.why.malformed"), lang)}


def answer(service: "TableService", op: str, body: dict[str, Any], device: str,
           watching: set[str]) -> dict[str, Any] | None:
    """Answer ``op`` for a kernel working for ``device``; ``watching`` holds the codes of the tables
    its page watches (a spectator's kernel may follow only those). None: no such operation."""
    if op not in OPS:
        return None
    lang = body.get("lang") if isinstance(body.get("lang"), str) else None
    code, credential = body.get("code"), body.get("credential")
    try:
        if op == "create":
            made, creator = service.create_table(body.get("game"), body.get("options"), body.get("seats"), device)
            return {"code": made, "creator": creator}
        if op == "lobby":
            view = service.watch(code, device, lang)
            return {"code": view["code"], "game": view["game"], "seats": view["seats"], "over": view["over"]}
        if op == "join":
            return service.join(code, body.get("seat"), body.get("name"), device)
        if op == "watch":
            view = service.watch(code, device, lang)
            watching.add(view["code"])
            return service.replica(view["code"], 0)
        if op == "replica":
            if credential is None:
                if code not in watching:
                    raise Refused("credential", "table.credential", "tables.why.credential")
            else:
                service.resume(code, credential)  # also: its learner is here
            return service.replica(code, body.get("since", 0))
        if op == "resume":
            return service.resume(code, credential)
        if op == "play":
            return service.play(code, credential, body.get("action"), body.get("version"))
        if op == "leave":
            service.leave(code, credential)
        elif op == "hand":
            service.hand_to_bot(code, credential, body.get("seat"))
        else:
            service.close(code, credential)
        return {}
    except IllegalAction as err:
        return {"refused": refusal_json(err, lang)}
    except (TypeError, ValueError, KeyError, AttributeError):
        return malformed(lang)
