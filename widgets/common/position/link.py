"""Share links and ``scenario(...)`` code for a position on the table.

A share link is the app's address with ``?position=<token>``. The token is::

    kitp1.<base64url(zlib(JSON))>        (no padding; packed by widgets.common.savefile.pack)

and the JSON is one compact object::

    {"kit": "position", "game": "sakura", "v": 1,
     "p": {"players": 3, "seed": 1, "emperor": 10, ...},   # the keywords of Game.scenario
     "sum": "<16 hex>"}                                     # sha256 of game, v and p

Nothing from a link is ever executed. :func:`read` refuses, with a
:class:`PositionRefused` whose text comes from the message catalogue
(``widgets.position.why.<reason>``): a token over :data:`MAX_LINK` characters,
one that does not unpack (over :data:`MAX_JSON` bytes unpacked) or is not such
an object, another game or version, a checksum that does not match, a keyword
outside the game's whitelist or a value of the wrong shape (plain JSON data
only: whole numbers, booleans, short strings, short lists, a ``decks`` object).
Then :func:`build` hands the keywords to the engine's ``Game.scenario``, which
refuses a position that breaks a rule (``impossible``, with the engine's words
and the rule's summary).
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any
from urllib.parse import parse_qs

from tokaido_kit.core import i18n

from .. import savefile

KIT = "position"
VERSION = 1
PREFIX = "kitp1."
#: Longest token accepted, in characters: a link of about 4 kB stays well under what every
#: browser, proxy and chat tool passes on (a position is about 100-400 characters).
MAX_LINK = 4000
#: Largest JSON accepted once unpacked (a zlib bomb stops there).
MAX_JSON = 16_000
MAX_LIST = 60
MAX_STR = 40
MAX_SEED = 2**31 - 1
#: the keywords every game's link carries besides its whitelist
COMMON = {"players": "int", "seed": "int"}
_RULE = re.compile(r"\(rule ([a-z0-9_.]+)\)|^([a-z]+(?:\.[a-z0-9_]+)+):")


class PositionRefused(ValueError):
    """A link or a position that cannot be put on the table. ``str(err)`` is the learner's message;
    ``detail`` the technical cause (often the engine's English words), ``rule`` a rule id or ""."""

    def __init__(self, reason: str, detail: str = "", rule: str = "", **data: Any) -> None:
        self.reason = reason
        self.detail = detail
        self.rule = rule
        super().__init__(i18n.text(f"widgets.position.why.{reason}", **data))


# ---------------------------------------------------------------------- shapes of values
def fits(value: Any, shape: Any) -> bool:
    """Whether JSON ``value`` has ``shape``: "int", "bool", "str", "scalar" (int or str),
    ``[shape]`` (a list of at most MAX_LIST), ``{name: shape}`` (an object with some of these keys)."""
    if shape == "int":
        return type(value) is int and abs(value) <= MAX_SEED
    if shape == "bool":
        return type(value) is bool
    if shape == "str":
        return type(value) is str and len(value) <= MAX_STR
    if shape == "scalar":
        return fits(value, "int") or fits(value, "str")
    if isinstance(shape, list):
        return type(value) is list and len(value) <= MAX_LIST and all(fits(v, shape[0]) for v in value)
    if isinstance(shape, dict):
        return (type(value) is dict and all(type(k) is str and k in shape for k in value)
                and all(fits(v, shape[k]) for k, v in value.items()))
    return False


# ---------------------------------------------------------------------- token <-> keywords
def _checksum(game: str, version: Any, position: Any) -> str:
    body = json.dumps([game, version, position], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(body.encode("utf-8")).hexdigest()[:16]


def token(game: str, position: dict[str, Any]) -> str:
    """The ``position=`` value of a share link for ``Game.scenario(**position)``."""
    data = {"kit": KIT, "game": game, "v": VERSION, "p": position, "sum": _checksum(game, VERSION, position)}
    return savefile.pack(json.dumps(data, sort_keys=True, separators=(",", ":")), prefix=PREFIX, urlsafe=True)


def token_from_query(query: Any) -> str | None:
    """The ``position`` parameter of a query string (``a=1&position=...``), None when absent."""
    if not isinstance(query, str) or not query:
        return None
    if len(query) > 2 * MAX_LINK:
        raise PositionRefused("too_big", f"query of {len(query)} characters", limit=MAX_LINK // 1000)
    try:
        values = parse_qs(query.lstrip("?"), max_num_fields=20).get("position")
    except ValueError as err:
        raise PositionRefused("malformed", repr(err)[:200]) from None
    return values[0] if values else None


def read(text: Any, game: str, keywords: dict[str, Any]) -> dict[str, Any]:
    """The scenario keywords of a link's token, checked as data (not yet by the engine)."""
    if not isinstance(text, str):
        raise PositionRefused("malformed", f"not text but {type(text).__name__}")
    if len(text) > MAX_LINK:
        raise PositionRefused("too_big", f"{len(text)} characters", limit=MAX_LINK // 1000)
    if not text.startswith(PREFIX):
        raise PositionRefused("malformed", "no kitp1. prefix")
    raw = savefile.unpack(text, prefix=PREFIX, urlsafe=True, limit=MAX_JSON)
    if not raw:
        raise PositionRefused("malformed", "does not unpack")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as err:
        raise PositionRefused("malformed", repr(err)[:200]) from None
    if not isinstance(data, dict) or data.get("kit") != KIT or not isinstance(data.get("p"), dict):
        raise PositionRefused("malformed", "not a position object")
    if data.get("game") != game:
        other = data.get("game")
        name = i18n.text(f"links.game.{other}") if isinstance(other, str) and i18n.has(f"links.game.{other}") \
            else i18n.text("widgets.save.unknown_game")
        raise PositionRefused("other_game", f"game {other!r}"[:100], other=name, this=i18n.text(f"links.game.{game}"))
    if data.get("v") != VERSION:
        raise PositionRefused("version", f"version {data.get('v')!r}"[:100], version=str(data.get("v"))[:20],
                              known=VERSION)
    position = data["p"]
    if data.get("sum") != _checksum(game, VERSION, position):
        raise PositionRefused("forged", "checksum does not match")
    allowed = {**COMMON, **keywords}
    for key, value in position.items():
        if key not in allowed:
            raise PositionRefused("unknown_keyword", f"keyword {key!r}"[:100], keyword=str(key)[:MAX_STR])
        if not fits(value, allowed[key]):
            raise PositionRefused("bad_value", f"{key}={value!r}"[:200], keyword=key)
    for key in COMMON:
        if key not in position:
            raise PositionRefused("bad_value", f"no {key}", keyword=key)
    if not 0 <= position["seed"] <= MAX_SEED:
        raise PositionRefused("bad_value", f"seed {position['seed']}", keyword="seed")
    return position


def rule_of(message: str) -> str:
    """The rule id an engine refusal names ("... (rule sakura.bump.painter)" or "duo.x.y: ..."), or ""."""
    found = _RULE.search(message)
    return (found.group(1) or found.group(2)) if found else ""


def build(game_class: Any, position: dict[str, Any]) -> Any:
    """``game_class.scenario(**position)``; a position the engine refuses is ``impossible``."""
    try:
        return game_class.scenario(**position)
    except ValueError as err:
        message = str(err)
        raise PositionRefused("impossible", message, rule=rule_of(message), why=message) from None
    except Exception as err:  # noqa: BLE001 - a value the engine did not expect is a refusal too
        raise PositionRefused("impossible", repr(err), why=repr(err)[:200]) from None


# ---------------------------------------------------------------------- code for a tutorial
def scenario_code(game_class: Any, position: dict[str, Any]) -> str:
    """Python that recreates the position: paste it into a tutorial cell."""
    package = game_class.__module__.rsplit(".", 1)[0]
    name = game_class.__name__
    lines = [f"from {package} import {name}", "", f"game = {name}.scenario("]
    lines += [f"    {key}={value!r}," for key, value in position.items()]
    lines.append(")")
    return "\n".join(lines) + "\n"
