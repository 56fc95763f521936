"""What the table tests share: a clock the test moves, services on a temporary data folder."""

from __future__ import annotations

import json
from typing import Any

from widgets.tables import TableService, TableSettings


class Clock:
    """A clock for the service that moves only when the test says so."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def service(data_dir: Any = "", clock: Clock | None = None, **settings: Any) -> TableService:
    """A table service (in memory unless ``data_dir``), with a test clock."""
    return TableService(TableSettings(data_dir=str(data_dir), **settings), clock=clock or Clock())


def wire(value: Any) -> Any:
    """``value`` as a browser receives it: through JSON."""
    return json.loads(json.dumps(value))


def authority(svc: TableService, code: str) -> Any:
    """The service's own game at table ``code`` (the authority the tests compare with)."""
    return svc._tables[code].game
