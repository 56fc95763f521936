"""SearchBot: Monte Carlo tree search over what its seat can see, and hints with reasons.

How it thinks, in four steps repeated many times per decision (information-set MCTS, one
tree seen from the deciding player's seat):

1. **Guess the hidden.** ``game.determinize(me, rng)`` deals the cards the seat cannot see
   (other hands, face-down choices, deck order, future dice) at random: one possible world.
   Where the game has face-down choices (Sakura's cards), the other players' choices of the
   round being searched are *guessed*, not searched: they choose blind too, so the tree must not
   let them answer the bot's own card. Each is taken to be the choice its player's own look-ahead
   rates best (the game's ``choice_value``, GreedyBot's rule), one time in ten a random one; in
   each world, the cards already face down are dealt again by the same guess (:class:`_Guesser`).
2. **Walk the tree.** From the root, follow the choices already tried, picking at each
   step the one with the best upper confidence bound *for the player deciding there*:
   its average result plus a bonus for being rarely tried (UCB1). Only choices legal in
   this world count; each remembers how often it was available (a hidden hand changes
   what an opponent can do).
3. **Try something new, then play it out.** The first untried choice is added to the
   tree, then the game goes on with random choices (a *playout*), for at most a few choices
   (:data:`TUNING`, per game): a short playout is faster and, scored by the game's own
   evaluation, far less noisy than a random game played to its end.
4. **Score it.** Where the playout stopped, each player gets a chance to win: the lead the
   game's ``evaluate`` gives (the one GreedyBot maximizes) squashed by a logistic curve, the
   chances summing to 1; at the end of the game, the win share (1 split among the winners).
   Each choice on the walked path adds its mover's chance (``w``): the walk steers by it and
   hints tell its average.

The choice played is the most visited at the root. Because every random draw comes from the
bot's own seeded RNG and the worlds are dealt from the *sorted* unseen cards, two positions
that differ only in what this seat cannot see give the same search, hence the same choice,
for the same seed and number of playouts.

A :class:`Hint` is a root choice with its estimated chance to win and a reason built from
the engine's own words: the events the choice surely causes (the same in several possible
worlds, so a hint never shows a card it only guessed), with the rules they name.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from ..core import Action, i18n
from .base import choices

#: per game (``game.name``): (playout depth, evaluation scale, exploration). A playout stops
#: after ``depth`` random choices (or ``depth`` rounds, for a game in :data:`HORIZON`); each
#: player's ``evaluate`` lead there becomes a chance to win ``1 / (1 + exp(-lead / scale))``;
#: ``exploration`` is UCB1's constant for rewards in 0..1.
#: Measured against GreedyBots at fixed playouts (tests/benchmarks/bench_search.py, 12 to 16
#: games a try): 8 random choices won as often as or more than 4, 20 or whole games, and are
#: 3 to 5 times faster than whole games. The scales are fitted (logistic log-loss) on
#: GreedyBot games: a lead of ``scale`` points is a 73% favourite.
TUNING: dict[str, tuple[int, float, float]] = {
    # Tokaido: scores run to ~100 points, a lead of 8 (plus coins / 2) is a clear edge
    "tokaido": (8, 8.0, 0.7),
    # Sakura: leads are a few tokens; 4 players' chances sum to 1, so rewards spread
    # less and a smaller exploration constant played better (50% vs 44%). The depth counts
    # rounds (see HORIZON). At 300 playouts, 40-game screens: to this round's end 35%, to
    # the next one's 48% (scale 2) and 55% (scale 1). Over 80 games (seeds 1-80) the
    # chosen 2 rounds, scale 1 won 45% (35-56%), as many as 8 random choices, scale 2
    # (46%, 36-57%), but 1.5 times faster (6.4 s a game instead of 10.6)
    "sakura": (2, 1.0, 0.4),
    # Tokaido Duo: evaluate is the potential lead (points plus half the progress not scored)
    "duo": (8, 5.0, 0.7),
}
#: for a game not listed above
DEFAULT_TUNING = (8, 5.0, 0.7)
#: per game (``game.name``), optional: a public mark of the game's progress (read on the
#: determinized world). When a game has one, its playout depth counts changes of the mark
#: instead of random choices: the playout goes on until the mark has changed ``depth`` times
#: (or the game ends, or :data:`PLAYOUT_CAP` choices), so every playout is scored at the same
#: kind of moment. Sakura's mark is its round: scored mid-round, a player whose card already
#: lies face down is valued by a look-ahead of that card while the others are not, so
#: playouts stop when a new round begins (all cards revealed and resolved, hands refilled).
HORIZON: dict[str, Any] = {
    "sakura": lambda game: game.round,
}
#: the most random choices a playout with a :data:`HORIZON` makes (a safety net)
PLAYOUT_CAP = 400
#: how often a guessed face-down choice (see :class:`_Guesser`) is a random one instead of the best-looking
#: one: players do not always play what looks best. Sakura against 3 GreedyBots, 200 seeded games: at
#: 300 playouts 46.5% with the guess (0.1), 44.5% with the choices searched in the tree; at 1 s a
#: decision 61% with the guess (44% at 1,300 playouts without it)
GUESS_RANDOM = 0.1
#: how many possible worlds a hint's reason must hold in
REASON_WORLDS = 3
#: time budgets a learner picks in the seat menus
LEVELS = {"quick": 0.25, "strong": 1.0}


class _Node:
    """A choice in the tree: how often it was tried (``n``), available (``avail``), and its
    mover's summed chance to win (``w``: win shares, or squashed evaluations)."""

    __slots__ = ("mover", "n", "w", "avail", "children")

    def __init__(self, mover: int | None) -> None:
        self.mover = mover
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.children: dict[Action, _Node] = {}


@dataclass(frozen=True)
class Hint:
    """One of the best choices now: ``action`` (a legal action), ``win_chance`` (0 to 1, the
    search's estimate), ``reason`` (one line in the engine's words) and ``rules`` (rule ids)."""

    action: Action
    win_chance: float
    reason: str
    rules: tuple[str, ...] = field(default_factory=tuple)
    playouts: int = 0

    def __str__(self) -> str:
        return f"{self.action} ({self.win_chance:.0%}): {self.reason}"


def _step(game: Any, action: Action) -> None:
    """Play on a look-ahead copy: the rules only, no move stack (nothing to undo there)."""
    game._apply(action)
    game._legal_cache = None


def _result(game: Any) -> list[float]:
    """Each player's share of the win: 1 split among the winners, 0 for the others."""
    winners = game.winners()
    share = 1.0 / len(winners) if winners else 0.0
    result = [0.0] * _seats(game)
    for p in winners:
        result[p] = share
    return result


def _squash(lead: float, scale: float) -> float:
    """A lead (points ahead of the best other player) as a chance between 0 and 1."""
    x = lead / scale
    if x < -30.0:
        return 0.0
    if x > 30.0:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def _tuning(game: Any) -> tuple[int, float, float]:
    """The game's (playout depth, evaluation scale, exploration), see :data:`TUNING`."""
    return TUNING.get(getattr(game, "name", None), DEFAULT_TUNING)


def _horizon(game: Any) -> Any:
    """The game's progress mark (see :data:`HORIZON`), or None to count random choices."""
    return HORIZON.get(getattr(game, "name", None))


def _outcome(game: Any, scale: float) -> list[float]:
    """Each player's chance to win where a playout stopped.

    At the end of the game: the win share. Where the playout was cut: the game's own
    ``evaluate`` (the lead GreedyBot maximizes) squashed into a chance per player, the chances
    scaled to sum to 1.
    """
    if game.is_over:
        return _result(game)
    seats = _seats(game)
    chance = [_squash(game.evaluate(p), scale) for p in range(seats)]
    total = sum(chance)
    if total <= 0.0:
        return [1.0 / seats] * seats
    return [x / total for x in chance]


def _seats(game: Any) -> int:
    return game.players


class _Guesser:
    """The other players' face-down choices of the round being searched, guessed (module docstring).

    The guess is the choice its player's own look-ahead rates best (``game.choice_value``, from the
    public table and the choice alone, so the same in every world of this search: kept in
    ``values``), or, :data:`GUESS_RANDOM` of the time, a random one.
    """

    def __init__(self, me: int, mark: Any) -> None:
        self.me = me
        self.mark = mark  # the blind round at the root (game.hidden_choice())
        self.values: dict[tuple[int, Action], float] = {}

    def applies(self, world: Any) -> bool:
        """Whether another player chooses face down now, in the round being searched."""
        return world.current_player != self.me and world.hidden_choice() == self.mark

    def pick(self, world: Any, player: int, actions: list[Action], rng: random.Random) -> Action:
        if rng.random() < GUESS_RANDOM:
            return actions[rng.randrange(len(actions))]
        best: list[Action] = []
        best_value = float("-inf")
        for action in actions:
            key = (player, action)
            value = self.values.get(key)
            if value is None:
                value = self.values[key] = world.choice_value(player, action)
            if value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return best[rng.randrange(len(best))]

    def deal(self, world: Any, rng: random.Random) -> None:
        """The cards already face down in this world, dealt again as guesses from each player's
        hand and face-down card together (the world dealt them at random)."""
        for player, actions in world.face_down().items():
            if player != self.me:
                world.put_face_down(player, self.pick(world, player, actions, rng))


class SearchBot:
    """Monte Carlo tree search over hidden information (see the module docstring).

    ``seconds`` is the thinking time per decision; ``playouts``, when given, fixes the number
    of playouts instead (same seed, same position: same choice, on any machine).
    """

    label = "Search bot"

    def __init__(self, seed: int | None = None, seconds: float = 1.0, playouts: int | None = None) -> None:
        if playouts is not None and playouts < 1:
            raise ValueError(f"playouts must be at least 1, got {playouts!r}")
        if seconds <= 0:
            raise ValueError(f"seconds must be more than 0, got {seconds!r}")
        self.rng = random.Random(seed)
        self.seconds = float(seconds)
        self.playouts = playouts
        #: playouts of the last search (for benchmarks and hints)
        self.last_playouts = 0

    @classmethod
    def level(cls, name: str, seed: int | None = None) -> "SearchBot":
        """A bot of a named level: "quick" or "strong" (its thinking time per decision)."""
        if name not in LEVELS:
            raise ValueError(f"a SearchBot level is one of {sorted(LEVELS)}, not {name!r}")
        return cls(seed, seconds=LEVELS[name])

    # ------------------------------------------------------------------ choosing
    def choose(self, game: Any) -> Action:
        actions = choices(game)
        if len(actions) == 1:
            return actions[0]
        root = self.search(game)
        return max(actions, key=lambda a: self._visits(root, a))

    def hints(self, game: Any, k: int = 3) -> list[Hint]:
        """The best ``k`` choices for the player deciding now, best first (see :class:`Hint`)."""
        actions = game.legal_actions()
        if not actions:
            raise ValueError("the game is over: there is nothing to hint")
        if k < 1:
            raise ValueError(f"k must be at least 1, got {k!r}")
        root = self.search(game)
        ranked = sorted(actions, key=lambda a: self._visits(root, a), reverse=True)[:k]
        me = game.current_player
        hints = []
        for action in ranked:
            child = root.children.get(action)
            chance = child.w / child.n if child is not None and child.n else 0.0
            reason, rules = self.reason(game, me, action)
            hints.append(Hint(action, round(chance, 3), reason, rules, child.n if child else 0))
        return hints

    @staticmethod
    def _visits(root: _Node, action: Action) -> tuple[int, float]:
        child = root.children.get(action)
        return (child.n, child.w) if child is not None else (0, 0.0)

    # ------------------------------------------------------------------ the search
    def search(self, game: Any) -> _Node:
        """Grow a tree from ``game`` for its current player; returns the root."""
        me = game.current_player
        if me is None:
            raise ValueError("the game is over: there is nothing to search")
        rng = self.rng
        root = _Node(None)
        blind = game.hidden_choice()
        guesser = _Guesser(me, blind) if blind is not None else None
        deadline = None if self.playouts is not None else time.perf_counter() + self.seconds
        limit = self.playouts if self.playouts is not None else 10**9
        done = 0
        while done < limit:
            world = game.determinize(me, rng)
            world.log, world._history = [], []
            self._iterate(root, world, rng, guesser)
            done += 1
            if deadline is not None and done % 8 == 0 and time.perf_counter() >= deadline:
                break
        self.last_playouts = done
        return root

    def _iterate(self, root: _Node, world: Any, rng: random.Random, guesser: _Guesser | None = None) -> None:
        depth, scale, c = _tuning(world)
        if guesser is not None:
            guesser.deal(world, rng)
        node, path = root, []
        while not world.is_over:  # selection, until a choice not tried yet
            legal = world.legal_actions()
            mover = world.current_player
            if guesser is not None and guesser.applies(world):  # guessed, not a node of the tree
                _step(world, guesser.pick(world, mover, legal, rng))
                continue
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = children[action] = _Node(mover)
                for a in legal:
                    if a in children:
                        children[a].avail += 1
                _step(world, action)
                path.append(child)
                break
            best, best_value = None, -1.0
            for a in legal:
                child = children[a]
                child.avail += 1
                value = child.w / child.n + c * math.sqrt(math.log(child.avail) / child.n)
                if value > best_value:
                    best, best_value = a, value
            node = children[best]
            _step(world, best)
            path.append(node)
        # the playout: cut after ``depth`` choices, or, for a game with a HORIZON mark, when the
        # mark has changed ``depth`` times (at most PLAYOUT_CAP choices)
        mark = _horizon(world)
        last, changes, steps = mark(world) if mark else None, 0, 0
        cap = PLAYOUT_CAP if mark else depth
        while not world.is_over and changes < depth and steps < cap:
            legal = world.legal_actions()
            if guesser is not None and guesser.applies(world):
                _step(world, guesser.pick(world, world.current_player, legal, rng))
            else:
                _step(world, legal[rng.randrange(len(legal))])
            steps += 1
            if mark is not None:
                now = mark(world)
                if now != last:
                    last, changes = now, changes + 1
        result = _outcome(world, scale)
        for child in path:
            child.n += 1
            child.w += result[child.mover]

    # ------------------------------------------------------------------ reasons
    def reason(self, game: Any, player: int, action: Action) -> tuple[str, tuple[str, ...]]:
        """What ``action`` surely does, in the engine's words, and the rules it rests on.

        The action is played in several possible worlds (dealt from what ``player`` can see);
        only the events the same in all of them are told, so a card the seat cannot see never
        appears in a hint.
        """
        rng = random.Random(self.rng.getrandbits(32))
        common: list | None = None
        for _ in range(REASON_WORLDS):
            world = game.determinize(player, rng)
            events = world.play(action)
            if common is None:
                common = list(events)
            else:
                common = [e for e in common if e in events]
        told = [e for e in common or [] if e.text]
        words = game.choice_words(action)
        parts = [words[0]] if words else []
        parts += [e.text.rstrip(".") for e in told[:3]]
        rules = tuple(dict.fromkeys([*(words[1] if words else ()), *(e.rule for e in told)]))
        if not parts:
            return i18n.text("core.hint.no_news", action=str(action)), rules
        return "; ".join(parts) + ".", rules


__all__ = ["SearchBot", "Hint", "LEVELS"]
