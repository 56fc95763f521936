"""The strategy lab: many seeded games between bots, and the statistics to read them.

:func:`simulate` plays ``n`` games of one game, game ``i`` from seed ``seed + i``, with
the bots named per seat (``"random"``, ``"greedy"``, ``"search"`` from
:data:`tokaido_kit.bots.BOTS`; ``"automa"`` as Duo's second seat). It may spread the
games over several processes; the records come back in seed order and are the same
whatever the number of processes. Each record is a plain dict::

    {"game": "tokaido", "seed": 7, "players": 4, "seats": [0, 1, 2, 3],
     "bots": ["greedy", ...], "options": {...}, "winners": [2], "scores": [...],
     "travelers": [...]}          # Tokaido: each seat's traveller
     "cards": [[...], ...]        # Sakura: the card numbers each seat played
     "dice": [[...], ...]         # Duo: the characters whose die each seat took

The helpers below turn records into rates with a Wilson 95% interval and means with a
95% interval. Pure standard library: a notebook draws the charts (:mod:`widgets.lab`).
"""

from __future__ import annotations

import math
from typing import Any, Callable, Iterable, Iterator, Sequence

#: The games of the lab: name -> (module, class name).
GAMES = {"tokaido": ("tokaido_kit.tokaido", "TokaidoGame"), "sakura": ("tokaido_kit.sakura", "SakuraGame"),
         "duo": ("tokaido_kit.duo", "DuoGame")}
#: The Duo seat played by the game itself.
AUTOMA = "automa"
#: Options of the lab's bots. A SearchBot thinks a fixed number of playouts, not a time: its games
#: then depend only on the seed, on any machine and with any number of processes (about 0.1 s a decision).
BOT_OPTIONS: dict[str, dict] = {"search": {"playouts": 200}}
#: z for a two-sided 95% interval.
Z95 = 1.959963984540054


def game_class(game: str) -> type:
    """The engine class of ``game`` ("tokaido", "sakura" or "duo")."""
    import importlib

    if game not in GAMES:
        raise ValueError(f"no game {game!r}: choose among {sorted(GAMES)}")
    module, name = GAMES[game]
    return getattr(importlib.import_module(module), name)


def new_game(game: str, seed: int, bots: Sequence[str], options: dict | None = None) -> Any:
    """A new game for the seats ``bots`` (``"automa"`` as Duo's seat 1 plays with the Automa)."""
    options = dict(options or {})
    if AUTOMA in bots:
        if game != "duo" or list(bots).index(AUTOMA) != 1 or len(bots) != 2:
            raise ValueError("the Automa plays only Tokaido Duo, as seat 2")
        options["automa"] = True
    return game_class(game).new(players=len(bots), seed=seed, **options)


def make_bots(bots: Sequence[str], seed: int) -> list[Any]:
    """One bot per seat, each seeded from the game's seed and its seat (None for the Automa)."""
    from .bots import BOTS

    made = []
    for seat, name in enumerate(bots):
        if name == AUTOMA:
            made.append(None)
        elif name in BOTS:
            made.append(BOTS[name](seed=seed * 100 + seat, **BOT_OPTIONS.get(name, {})))
        else:
            raise ValueError(f"no bot {name!r}: choose among {sorted(BOTS)}")
    return made


def play_game(game: str, seed: int, bots: Sequence[str], options: dict | None = None,
              max_decisions: int = 100_000) -> dict:
    """Play one seeded game between ``bots`` and return its record (see the module docstring)."""
    table = new_game(game, seed, bots, options)
    players = make_bots(bots, seed)
    choices: list[list] = [[] for _ in bots]
    for _ in range(max_decisions):
        if table.is_over:
            break
        seat = table.current_player
        action = players[seat].choose(table)
        if action.kind in ("choose_card", "choose_die"):
            choices[seat].append(action.params["card"] if action.kind == "choose_card" else action.params["character"])
        table.play(action)
    else:
        raise RuntimeError(f"{game} seed {seed}: no end within {max_decisions} decisions")
    record = {"game": game, "seed": seed, "players": len(bots), "seats": list(range(len(bots))),
              "bots": list(bots), "options": dict(options or {}), "winners": list(table.winners()),
              "scores": list(table.scores())}
    if game == "tokaido":
        record["travelers"] = [p["traveler"] for p in table.view(None)["players"]]
    elif game == "sakura":
        record["cards"] = choices
    else:
        record["dice"] = choices
    return record


def _play_chunk(game: str, seeds: Sequence[int], bots: Sequence[str], options: dict | None) -> list[dict]:
    """The records of the games of ``seeds`` (what one worker process plays at a time)."""
    return [play_game(game, s, bots, options) for s in seeds]


def chunks(seeds: Sequence[int], size: int) -> list[list[int]]:
    """``seeds`` cut in consecutive pieces of at most ``size``."""
    return [list(seeds[i:i + size]) for i in range(0, len(seeds), max(1, size))]


def _fork_context() -> Any:
    """The 'fork' multiprocessing context, or None where there is none (Windows, Python in the browser)."""
    try:
        import multiprocessing

        return multiprocessing.get_context("fork")
    except (ValueError, AttributeError, ImportError, OSError):
        return None


def iter_simulate(game: str, n: int, bots: Sequence[str], seed: int = 0, options: dict | None = None,
                  processes: int = 1, chunk: int | None = None) -> Iterator[list[dict]]:
    """Play games ``seed`` .. ``seed + n - 1``; yield their records chunk by chunk, in seed order.

    With ``processes > 1`` the chunks are played by that many forked processes; the records
    are the same as with one process (each game depends only on its seed and the bots).
    A caller counts what it has received to show progress.
    """
    seeds = list(range(seed, seed + n))
    size = chunk or max(1, min(25, math.ceil(n / max(1, processes * 8))))
    pieces = chunks(seeds, size)
    context = _fork_context() if processes > 1 and len(pieces) > 1 else None
    if context is None:
        for piece in pieces:
            yield _play_chunk(game, piece, bots, options)
        return
    from concurrent.futures import ProcessPoolExecutor  # imported only when processes are asked for

    with ProcessPoolExecutor(max_workers=processes, mp_context=context) as pool:
        futures = [pool.submit(_play_chunk, game, piece, list(bots), options) for piece in pieces]
        try:
            for future in futures:
                yield future.result()
        finally:
            for future in futures:
                future.cancel()


def simulate(game: str, n: int, bots: Sequence[str], seed: int = 0, options: dict | None = None,
             processes: int = 1, progress: Callable[[int, int], Any] | None = None,
             chunk: int | None = None) -> list[dict]:
    """The records of ``n`` seeded games (see :func:`iter_simulate`); ``progress(done, n)`` after each chunk."""
    records: list[dict] = []
    for piece in iter_simulate(game, n, bots, seed, options, processes, chunk):
        records.extend(piece)
        if progress is not None:
            progress(len(records), n)
    return records


# ---------------------------------------------------------------------- statistics
def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float, float]:
    """The rate ``wins / n`` and its Wilson score interval ``(rate, low, high)`` (95% by default).

    Better than ``p ± z·sqrt(p(1-p)/n)`` for few games or rates near 0 or 1; ``n == 0`` gives (0, 0, 1).
    """
    if n <= 0:
        return 0.0, 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    low = 0.0 if wins == 0 else max(0.0, centre - half)  # exact ends: no rounding just below 1
    high = 1.0 if wins >= n else min(1.0, centre + half)
    return p, low, high


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """The mean of ``values`` and its 95% interval ``(mean, low, high)``: mean ± z·s/√n (normal approximation)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, mean, mean
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return mean, mean - half, mean + half


def rate_table(trials: Iterable[tuple[Any, bool]]) -> dict[Any, dict]:
    """``(group, won)`` pairs -> per group ``{"wins", "n", "rate", "low", "high"}`` (Wilson 95%), groups sorted."""
    counts: dict[Any, list[int]] = {}
    for group, won in trials:
        c = counts.setdefault(group, [0, 0])
        c[0] += bool(won)
        c[1] += 1
    table = {}
    for group in sorted(counts, key=lambda g: (str(type(g)), g)):
        wins, n = counts[group]
        rate, low, high = wilson(wins, n)
        table[group] = {"wins": wins, "n": n, "rate": rate, "low": low, "high": high}
    return table


def seat_trials(records: Iterable[dict]) -> Iterator[tuple[int, bool]]:
    """``(seat, won)`` for every seat of every game (a shared win counts for each winner)."""
    for r in records:
        for seat in r["seats"]:
            yield seat, seat in r["winners"]


def seat_rates(records: Iterable[dict]) -> dict[int, dict]:
    """Win rate per seat (seat advantage): the rate of each seat index, Wilson 95%."""
    return rate_table(seat_trials(records))


def traveler_rates(records: Iterable[dict]) -> dict[str, dict]:
    """Tokaido: win rate of each traveller, over the games where a player had chosen it."""
    return rate_table((r["travelers"][s], s in r["winners"]) for r in records for s in r["seats"])


def card_rates(records: Iterable[dict]) -> dict[int, dict]:
    """Sakura: for each card number, how often the player who played it won that game."""
    return rate_table((card, s in r["winners"]) for r in records for s in r["seats"] for card in r["cards"][s])


def die_rates(records: Iterable[dict]) -> dict[str, dict]:
    """Duo: for each character, how often a player who took its die won that game (one trial per die taken)."""
    return rate_table((die, s in r["winners"]) for r in records for s in r["seats"]
                      if r["bots"][s] != AUTOMA for die in r["dice"][s])


def die_counts(records: Iterable[dict]) -> dict[str, dict[bool, tuple[float, float, float]]]:
    """Duo: mean number of each character's die taken per game, by winners (True) and others (False), 95%."""
    rows = [(r, s) for r in records for s in r["seats"] if r["bots"][s] != AUTOMA]
    names = sorted({d for r, s in rows for d in r["dice"][s]})
    out: dict[str, dict[bool, tuple[float, float, float]]] = {}
    for name in names:
        out[name] = {won: mean_interval([r["dice"][s].count(name) for r, s in rows if (s in r["winners"]) == won])
                     for won in (True, False)}
    return out


def bot_rates(records: Iterable[dict]) -> dict[str, dict]:
    """Win rate of each kind of bot (or the Automa), over every seat it held."""
    return rate_table((r["bots"][s], s in r["winners"]) for r in records for s in r["seats"])


def score_means(records: Iterable[dict]) -> dict[str, tuple[float, float, float]]:
    """Mean final score of each kind of bot with its 95% interval."""
    scores: dict[str, list[float]] = {}
    for r in records:
        for s in r["seats"]:
            scores.setdefault(r["bots"][s], []).append(r["scores"][s])
    return {bot: mean_interval(v) for bot, v in sorted(scores.items())}


__all__ = ["GAMES", "AUTOMA", "simulate", "iter_simulate", "play_game", "wilson", "mean_interval", "rate_table",
           "seat_rates", "traveler_rates", "card_rates", "die_rates", "die_counts", "bot_rates", "score_means"]
