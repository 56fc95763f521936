"""What a table request must be before the service takes it: the seats' kinds and the engine options
of a new table, and a seat's name. Each function returns the clean value or raises
:class:`~widgets.tables.records.Refused` (nothing changed). Standard library only."""

from __future__ import annotations

import unicodedata
from typing import Any

from tokaido_kit.lab import GAMES

from .records import AUTOMA, BOT, OPEN, Refused, tuplify
from .settings import TABLE_BOTS, TableSettings


def seat_kinds(settings: TableSettings, game: str, options: Any, seats: Any) -> tuple[list[str], dict[str, Any]]:
    """The seats' kinds (``"bot"`` made the settings' bot) and the engine options, or ``Refused``."""
    if game not in GAMES:
        raise Refused("setup", "table.setup", "tables.why.game", game=str(game)[:24], games=", ".join(sorted(GAMES)))
    if options is not None and not isinstance(options, dict):
        raise Refused("setup", "table.setup", "tables.why.setup_unreadable")
    options = {k: tuplify(v) for k, v in (options or {}).items()}
    if not isinstance(seats, (list, tuple)) or not 1 <= len(seats) <= 8:
        raise Refused("setup", "table.setup", "tables.why.setup_unreadable")
    kinds = []
    for kind in seats:
        kind = settings.bot if kind == BOT else kind
        if kind not in (OPEN, AUTOMA, *TABLE_BOTS):
            raise Refused("setup", "table.setup", "tables.why.seat_kind", what=str(kind)[:24])
        kinds.append(kind)
    if AUTOMA in kinds or options.get("automa"):
        if game != "duo" or len(kinds) != 2 or kinds[0] == AUTOMA or kinds[1] not in (AUTOMA, OPEN) \
                or options.get("automa") is False:
            raise Refused("setup", "table.setup", "tables.why.automa")
        kinds[1], options["automa"] = AUTOMA, True
    if OPEN not in kinds:
        raise Refused("setup", "table.setup", "tables.why.no_open_seat")
    return kinds, options



def clean_name(settings: TableSettings, name: Any) -> str:
    most = settings.max_name_length
    if not isinstance(name, str):
        raise Refused("seat", "table.seat", "tables.why.name", most=most)
    clean = " ".join("".join(ch for ch in name if unicodedata.category(ch)[0] != "C").split())
    if not 1 <= len(clean) <= most:
        raise Refused("seat", "table.seat", "tables.why.name", most=most)
    return clean

