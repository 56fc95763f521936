"""The apps' save file: a small envelope around the engine's ``game.to_json()``.

An app save is one JSON object::

    {"format": "tokaido-kit-app", "version": 1, "app": "sakura",
     "seats": ["human", "greedy", ...],            # one kind per player
     "bots": {"1": [3, [625 ints], null], ...},    # each bot seat's RNG state
     "game": {...}}                                # game.to_json(), as an object

Whatever comes from a page or a file is checked here before anything on screen
changes: the size first (:data:`MAX_BYTES`), then the JSON, the envelope, the
seats and bots, the engine's own replay of every decision
(``Game.from_json``) and, by the app, that its setup menus can produce the game
(:meth:`widgets.common.app.KitApp`). A refusal is a :class:`SaveRefused`
whose text comes from the message catalogue (``widgets.save.why.<reason>``);
``detail`` keeps the technical cause (often the engine's English message) for
tests and logs, never for the screen.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from dataclasses import dataclass
from typing import Any

from tokaido_kit.core import i18n
from tokaido_kit.core.game import SAVE_FORMAT

from .seats import SEAT_KINDS

APP_FORMAT = "tokaido-kit-app"
APP_VERSION = 1
#: Largest save accepted, in bytes of UTF-8 text. A whole game of any app is
#: under 100 KB (measured: about 20-25 KB of game plus about 7 KB per bot seat),
#: so 1 MB leaves room and refuses junk early. The page checks it too, before
#: sending anything to the kernel.
MAX_BYTES = 1_000_000
#: Python's Mersenne Twister state: version 3, 624 words and a position.
_MT_WORDS = 625


class SaveRefused(ValueError):
    """A save that is not a save of this app's game. ``str(err)`` is the learner's message."""

    def __init__(self, reason: str, detail: str = "", **data: Any) -> None:
        self.reason = reason
        self.detail = detail
        self.data = data
        super().__init__(i18n.text(f"widgets.save.why.{reason}", **data))


@dataclass
class AppSave:
    """A checked save: the raw envelope parts, not yet a game (see :func:`parse`)."""

    app: str
    seats: list[str]
    bots: dict[int, list]
    game: dict[str, Any]

    @property
    def game_text(self) -> str:
        """The game part as the engine's JSON text (what ``Game.from_json`` reads)."""
        return json.dumps(self.game, separators=(",", ":"))


def envelope(app: str, game_json: str, seats: list[str], bots: dict[int, list]) -> str:
    """The save text of a game (``game.to_json()``) with its seats and bots' RNG states.

    Built by joining JSON texts, so the game's text is not parsed again (a save
    is made after every decision).
    """
    head = json.dumps({"format": APP_FORMAT, "version": APP_VERSION, "app": app, "seats": list(seats),
                       "bots": {str(i): state for i, state in sorted(bots.items())}},
                      separators=(",", ":"))
    return head[:-1] + ',"game":' + game_json + "}"


#: the browser's own copy of a game is packed: zlib, then base64, after this marker
PACKED = "kitz1:"


def pack(text: str, prefix: str = PACKED, urlsafe: bool = False) -> str:
    """A save packed: about a third of the JSON's size (position links; the browser copies
    of earlier versions, which :func:`unpack` still reads).

    ``urlsafe``: base64url without padding, for a link (``widgets.common.position``)."""
    raw = zlib.compress(text.encode("utf-8"), 6 if not urlsafe else 9)
    if urlsafe:
        return prefix + base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")
    return prefix + base64.b64encode(raw).decode("ascii")


def unpack(text: Any, prefix: str = PACKED, urlsafe: bool = False, limit: int = MAX_BYTES) -> Any:
    """The save text of a packed copy (anything else is returned as it is, for :func:`parse`
    to judge). A packed copy that does not unpack, or unpacks past ``limit`` bytes, gives ""."""
    if not isinstance(text, str) or not text.startswith(prefix):
        return text
    try:
        body = text[len(prefix):].encode("ascii")
        if urlsafe:
            body += b"=" * (-len(body) % 4)
        raw = base64.b64decode(body, altchars=b"-_" if urlsafe else None, validate=True)
        inflater = zlib.decompressobj()
        data = inflater.decompress(raw, limit + 1)
        if len(data) > limit or inflater.unconsumed_tail:
            return ""
        return data.decode("utf-8")
    except (ValueError, binascii.Error, zlib.error, UnicodeError):
        return ""


def _looks_cut(text: str, err: json.JSONDecodeError) -> bool:
    """A JSON object whose text stops early (a truncated download or copy)."""
    body = text.strip()
    return body.startswith("{") and (err.pos >= len(body) - 1 or err.msg.startswith("Unterminated string"))


def size_of(text: str) -> int:
    return len(text.encode("utf-8", errors="replace"))


def parse(text: Any, app: str, players: tuple[int, int]) -> AppSave:
    """Check a save text for the app named ``app`` (a game name) and return its parts.

    Raises :class:`SaveRefused`. The game itself is checked by the engine
    afterwards (:func:`restore_game`); here only its envelope, seats and bots.
    """
    if not isinstance(text, str):
        raise SaveRefused("not_json", f"not text but {type(text).__name__}")
    if size_of(text) > MAX_BYTES:
        raise SaveRefused("too_big", f"{size_of(text)} bytes", limit=MAX_BYTES // 1000)
    if not text.strip():
        raise SaveRefused("empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveRefused("truncated" if _looks_cut(text, err) else "not_json", str(err)) from None
    except (ValueError, RecursionError) as err:
        raise SaveRefused("not_json", repr(err)) from None
    if not isinstance(data, dict):
        raise SaveRefused("not_kit", "not a JSON object")
    if data.get("format") == SAVE_FORMAT:
        raise SaveRefused("engine_save", "a bare game.to_json() without the app's envelope")
    if data.get("format") != APP_FORMAT:
        raise SaveRefused("not_kit", f"format {data.get('format')!r}")
    game = data.get("game")
    other = data.get("app")
    if isinstance(game, dict) and isinstance(game.get("game"), str) and game.get("game") != other:
        raise SaveRefused("damaged", "the envelope and the game name different games", what="app")
    if other != app:
        name = i18n.text(f"links.game.{other}") if isinstance(other, str) and i18n.has(f"links.game.{other}") \
            else i18n.text("widgets.save.unknown_game")
        raise SaveRefused("other_game", f"app {other!r}", other=name, this=i18n.text(f"links.game.{app}"))
    if data.get("version") != APP_VERSION:
        raise SaveRefused("version", f"version {data.get('version')!r}", version=str(data.get("version"))[:20],
                          known=APP_VERSION)
    if not isinstance(game, dict):
        raise SaveRefused("damaged", "no game object", what="game")
    n = game.get("players")
    lo, hi = players
    if not isinstance(n, int) or isinstance(n, bool) or not lo <= n <= hi:
        raise SaveRefused("setup", f"players {n!r}")
    seats = data.get("seats")
    if (not isinstance(seats, list) or len(seats) != n
            or not all(isinstance(s, str) and s in SEAT_KINDS for s in seats)):
        raise SaveRefused("seats", f"seats {seats!r}"[:200])
    bots = data.get("bots")
    if not isinstance(bots, dict):
        raise SaveRefused("damaged", "bots is not an object", what="bots")
    expected = {str(i) for i, kind in enumerate(seats) if kind != "human"}
    if set(bots) != expected:
        raise SaveRefused("seats", f"bot states for seats {sorted(bots)}, bots in seats {sorted(expected)}")
    states = {}
    for key, state in bots.items():
        if not _is_rng_state(state):
            raise SaveRefused("damaged", f"bot {key}'s random state", what="bots")
        states[int(key)] = state
    return AppSave(app=app, seats=list(seats), bots=states, game=game)


def _is_rng_state(state: Any) -> bool:
    """A JSON random.Random state (as ``rng_state_to_json`` writes it), checked strictly."""
    if not (isinstance(state, list) and len(state) == 3 and state[0] == 3 and type(state[0]) is int):
        return False
    words, gauss = state[1], state[2]
    if not (isinstance(words, list) and len(words) == _MT_WORDS):
        return False
    if not all(type(x) is int and 0 <= x < 2**32 for x in words) or not 0 <= words[-1] <= 624:
        return False
    return gauss is None or type(gauss) is float


def restore_game(save: AppSave, game_class: Any) -> Any:
    """The engine's replay of the save's game (``from_json``), any failure as a refusal."""
    game = save.game
    if game.get("format") != SAVE_FORMAT or game.get("game") != game_class.name:
        raise SaveRefused("damaged", f"game part {game.get('format')!r}/{game.get('game')!r}", what="game")
    if game.get("version") != game_class.SAVE_VERSION:
        raise SaveRefused("version", f"game version {game.get('version')!r}", version=str(game.get("version"))[:20],
                          known=game_class.SAVE_VERSION)
    try:
        return game_class.from_json(save.game_text)
    except ValueError as err:  # the engine's refusals: damaged or edited
        raise SaveRefused("edited", str(err)) from None
    except Exception as err:  # noqa: BLE001 - any other failure of a hostile file is a refusal too
        raise SaveRefused("edited", repr(err)) from None
