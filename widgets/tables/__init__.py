"""Tables: classmates at one table from their own devices, the service under it.

:class:`TableService` holds every table: one authority per table (the engine checks each move,
applied once, in one order), a credential per seat, each seat's own view, bots for bot seats,
SQLite persistence (every table back after a restart), limits (caps, rate-limited joins,
expiry) and change notifications for the server to push moves to every screen.

The service's modules (``service``, ``records``, ``requests``, ``views``, ``notify``, ``store``,
``limits``, ``settings``, ``api``) are standard library only (no ipywidgets, no plotly, no web
server): the service runs inside ``make serve`` (:mod:`widgets.server.tables_api`) and could run
as a process of its own (a school's JupyterHub service). A page's kernel reaches it through
``client`` and keeps its own copy of its table's game with ``play``; ``panel`` and ``keeper`` are
the page's side ("Play with others"), the only modules here that use ipywidgets.

>>> from widgets.tables import TableService
>>> service = TableService()                      # in memory; TableSettings(data_dir=...) on disk
>>> code, host = service.create_table("duo", {}, ["open", "bot"], device="127.0.0.2")
>>> me = service.join(code, 0, "Ana", device="127.0.0.2")
>>> view = service.view(code, me["credential"])  # what seat 0 may see, and its legal moves
>>> result = service.play(code, me["credential"], view["legal"][0], view["version"])
"""

from .limits import CODE_ALPHABET, CODE_LENGTH, normalize_code
from .records import AUTOMA, BOT, OPEN, Change, Refused, bot_seed, refusal_json, refusal_kind
from .settings import TABLE_BOTS, TableSettings

__all__ = ["TableService", "TableSettings", "Refused", "Change", "refusal_json", "refusal_kind", "bot_seed",
           "normalize_code", "CODE_ALPHABET", "CODE_LENGTH", "OPEN", "BOT", "AUTOMA", "TABLE_BOTS"]


def __getattr__(name: str):
    """:class:`TableService` is imported on first use: it needs sqlite3, which the static site's Python
    (Pyodide) does not load, and a page there uses the panel (which says tables need a server)."""
    if name == "TableService":
        from .service import TableService

        return TableService
    raise AttributeError(name)
