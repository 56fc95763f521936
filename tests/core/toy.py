"""A tiny dice race used to test the shared core without any real game."""

from tokaido_kit.core import Action, Game, rule_table

RULES = rule_table([("toy.race", "index.ipynb")])


class ToyRace(Game):
    """Each player in turn rolls a d3 or stops; first to 10 wins; cards drawn on a 3."""

    name = "toy"
    RULES = RULES
    OPTIONS = ("goal",)
    PLAYERS = (1, 4)

    def _setup(self, players, goal=10):
        self.goal = goal
        self.pos = [0] * players
        self.turn = 0
        self.deck = list(range(10))
        self.rng.shuffle(self.deck)
        self.hand = [[] for _ in range(players)]

    def _arrange(self, pos=None):
        if pos is not None:
            if len(pos) != self.players:
                raise ValueError("one position per player")
            self.pos = list(pos)

    def _stack_decks(self, decks):
        from tokaido_kit.core import stack_on_top

        stack_on_top(self.deck, decks.pop("cards"), "cards")
        if decks:
            raise ValueError(f"unknown decks {sorted(decks)}")

    def _check_table(self):
        if any(p < 0 for p in self.pos):
            raise ValueError("a racer is behind the start")

    def _dump(self):
        return {"goal": self.goal, "pos": list(self.pos), "turn": self.turn, "deck": list(self.deck),
                "hand": [list(h) for h in self.hand]}

    def _load(self, d):
        self.goal, self.pos, self.turn, self.deck, self.hand = d["goal"], d["pos"], d["turn"], d["deck"], d["hand"]

    @property
    def is_over(self):
        return max(self.pos) >= self.goal

    @property
    def current_player(self):
        return None if self.is_over else self.turn

    @property
    def pending(self):
        return None if self.is_over else "roll"

    def _legal(self):
        return [Action("roll"), Action("pass")]

    def _apply(self, action):
        p = self.turn
        events = []
        if action.kind == "roll":
            r = self.roll([1, 2, 3])
            self.pos[p] += r
            events.append(self.event("roll", p, "toy.race", value=r))
            if r == 3 and self.deck:
                self.hand[p].append(self.deck.pop())
        self.turn = (self.turn + 1) % self.players
        return events

    def scores(self):
        return list(self.pos)

    def winners(self):
        best = max(self.pos)
        return [i for i, v in enumerate(self.pos) if v == best]

    def view(self, player=None):
        return {"pos": list(self.pos)}
