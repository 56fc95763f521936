"""The table service's settings: one dataclass, its defaults, and how to read them from a mapping.

Every limit a learner's device can push against is here, so the server has one place to set
them: the kit's ``widgets/server/jupyter_config.json``, section ``"KitTables"``, read with
:meth:`TableSettings.from_config_file` (or :meth:`TableSettings.from_mapping` for a dict). The
keys, with their defaults:

=========================  ==========  =====================================================
key                        default     meaning
=========================  ==========  =====================================================
``data_dir``               ``""``      folder of the SQLite file ``tables.sqlite3``; ``""``
                                       keeps the tables in memory only (tests, benchmarks)
``max_tables``             ``200``     live tables on the server at most
``max_solo_tables``        ``100``     tables nobody but their creator joined (no seat held
                                       by another device) at most, finished or not
``make_way_after``         ``60.0``    at either cap, the table quiet the longest (no move,
                                       join or screen showing it for this many seconds)
                                       makes way for a new one; a page that shows a table
                                       asks about it every 20 s at least
``max_tables_per_device``  ``3``       live tables one device may have created
``free_creates_per_hour``  ``1.0``     tables a device creates in an hour on its own allowance
``shared_creates_per_min`` ``20.0``    tables all devices past their own allowance create in a
                                       minute, together (as many at once)
``join_burst``             ``10``      joins (and creates, watches) a device may make at once
``joins_per_minute``       ``10.0``    how fast that allowance refills (token bucket)
``away_after``             ``120.0``   seconds a seat's learner must be gone before the
                                       table's creator may hand the seat to a bot
``finished_ttl``           ``3600.0``  seconds a finished table is kept after its last move
``abandoned_ttl``          ``7200.0``  seconds an unfinished table is kept with nobody acting
``solo_ttl``               ``300.0``   seconds a table nobody but its creator joined is kept
                                       with no sign of life (no move, join or screen)
``bot``                    ``"greedy"``  the bot for seats marked ``"bot"`` (``"greedy"`` or
                                       ``"random"``: both decide in a few milliseconds)
``max_name_length``        ``24``      characters of a seat's name at most
=========================  ==========  =====================================================

Standard library only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, Mapping

#: The section of the kit's settings file (``widgets/server/jupyter_config.json``) that holds these keys.
SECTION = "KitTables"

#: The bots a table may seat: fast ones only, since the service plays them inside a move.
TABLE_BOTS = ("greedy", "random")


def read_section(path: str | Path, section: str) -> dict[str, Any]:
    """The ``section`` of a JSON settings file (the kit's ``jupyter_config.json``); {} if it has none."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    found = data.get(section) if isinstance(data, dict) else None
    return dict(found) if isinstance(found, dict) else {}


@dataclass(frozen=True)
class TableSettings:
    """The table service's limits and times (see the module docstring for each key)."""

    data_dir: str = ""
    max_tables: int = 200
    max_solo_tables: int = 100
    make_way_after: float = 60.0
    max_tables_per_device: int = 3
    free_creates_per_hour: float = 1.0
    shared_creates_per_min: float = 20.0
    join_burst: int = 10
    joins_per_minute: float = 10.0
    away_after: float = 120.0
    finished_ttl: float = 3600.0
    abandoned_ttl: float = 7200.0
    solo_ttl: float = 300.0
    bot: str = "greedy"
    max_name_length: int = 24

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type == "str":
                if not isinstance(value, str):
                    raise ValueError(f"table setting {f.name!r} must be text, got {value!r}")
                continue
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ValueError(f"table setting {f.name!r} must be a number, got {value!r}")
            if f.type == "int" and value != int(value):
                raise ValueError(f"table setting {f.name!r} must be a whole number, got {value!r}")
            if value <= 0 and f.name != "away_after":
                raise ValueError(f"table setting {f.name!r} must be more than 0, got {value!r}")
            if value < 0:
                raise ValueError(f"table setting {f.name!r} cannot be negative, got {value!r}")
        if self.bot not in TABLE_BOTS:
            raise ValueError(f"table setting 'bot' must be one of {list(TABLE_BOTS)}, got {self.bot!r}")

    @classmethod
    def from_mapping(cls, mapping: Mapping[str, Any] | None) -> "TableSettings":
        """Settings from a mapping of the keys above (missing keys keep their defaults);
        ``ValueError`` names an unknown key or a value of the wrong kind."""
        mapping = dict(mapping or {})
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(mapping) - known)
        if unknown:
            raise ValueError(f"unknown table setting(s) {unknown}; known: {sorted(known)}")
        return cls(**mapping)

    @classmethod
    def from_config_file(cls, path: str | Path, section: str = SECTION) -> "TableSettings":
        """Settings from the ``section`` of a JSON settings file (the kit's ``jupyter_config.json``);
        a file without that section gives the defaults."""
        return cls.from_mapping(read_section(path, section))

    def with_changes(self, **changes: Any) -> "TableSettings":
        """A copy with some keys changed (checked like a new one)."""
        return replace(self, **changes)

    def as_dict(self) -> dict[str, Any]:
        """The settings as a plain dict, by key."""
        return {f.name: getattr(self, f.name) for f in fields(self)}
