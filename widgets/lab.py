"""The strategy lab's forms: many seeded games between bots, a progress bar, charts with 95% intervals.

One form per game (:class:`TokaidoLab`, :class:`SakuraLab`, :class:`DuoLab`): the number of games,
a bot per seat, the first seed (and Tokaido's expansions), a Run button. Running plays the games
with :func:`tokaido_kit.lab.simulate` (on two processes when there are many), moves an
``IntProgress`` bar as the games end, then draws one plotly bar chart per study, each bar with its
Wilson 95% interval as an error bar, and a dashed line at the fair share (1 / players).
Every word on screen comes from the message catalogues (``widgets.lab.*``).
"""

from __future__ import annotations

import html
import os
from typing import Any, Callable

import ipywidgets as w

from tokaido_kit import lab
from tokaido_kit.core import i18n

from .common.browser import in_the_browser
from .common.chart import PALETTE
from .common.menus import Menu

#: Above this many games the form plays on every core (two here); below, forking costs more than it saves.
PARALLEL_FROM = 100
#: The most games a run may ask for; a class server sets its own cap (``KIT_LAB_MAX_GAMES``, from
#: ``lab_max_games`` in widgets/server/jupyter_config.json) so that one page cannot hold its cores for hours.
MAX_GAMES = 10_000


def max_games() -> int:
    """The most games one run may play here: the server's cap, if it set one."""
    try:
        cap = int(os.environ.get("KIT_LAB_MAX_GAMES", MAX_GAMES))
    except ValueError:
        cap = MAX_GAMES
    return max(1, min(MAX_GAMES, cap))


def bot_label(name: str) -> str:
    """A bot's name on screen: "GreedyBot", "RandomBot", "SearchBot", or the Automa."""
    if name == lab.AUTOMA:
        return i18n.text("widgets.lab.automa")
    if name == "search":
        return i18n.text("widgets.lab.search")
    return i18n.text(f"widgets.seat.{name}")


class Study:
    """One chart of a lab: a title, the x axis, and the rates table it draws from the records."""

    def __init__(self, key: str, table: Callable[[list[dict]], dict], label: Callable[[Any], str] = str) -> None:
        self.key, self.table, self.label = key, table, label

    @property
    def title(self) -> str:
        return i18n.text(f"widgets.lab.chart.{self.key}")

    @property
    def x_title(self) -> str:
        return i18n.text(f"widgets.lab.x.{self.key}")


class LabForm(w.VBox):
    """The form of one game's lab; ``run()`` is the Run button's Python twin."""

    game = ""
    SEATS = (2, 5)
    BOTS = ("random", "greedy", "search")

    def __init__(self, games: int = 30, bots: list[str] | None = None, seed: int = 0,
                 processes: int | None = None) -> None:
        self.processes = processes
        self.records: list[dict] = []
        self.figures: list[Any] = []
        self.games = w.BoundedIntText(value=min(games, max_games()), min=1, max=max_games(), description=i18n.text("widgets.lab.games"),
                                      layout=w.Layout(width="14em"))
        self.games.add_class("kit-lab-games")
        self.seed = w.IntText(value=seed, description=i18n.text("widgets.app.seed"), layout=w.Layout(width="14em"))
        bots = list(bots or self.default_bots())
        self.seats = [self._seat_menu(i, name) for i, name in enumerate(bots)]
        self.run_button = w.Button(description=i18n.text("widgets.lab.run"), icon="play", button_style="primary")
        self.run_button.add_class("kit-lab-run")
        self.run_button.on_click(lambda _b: self.run())
        self.progress = w.IntProgress(value=0, min=0, max=games, description=i18n.text("widgets.lab.progress"))
        self.progress.add_class("kit-lab-progress")
        self.status = w.HTML()
        self.charts = w.VBox()
        #: in the static site: the games run one after another in the browser's Python (said on the form)
        self.where = w.HTML(html.escape(i18n.text("widgets.lab.in_browser")) if in_the_browser() else "")
        self.where.add_class("kit-lab-where")
        options = self.option_widgets()
        super().__init__([w.HBox([self.games, self.seed] + options), w.HBox(self.seats),
                          w.HBox([self.run_button, self.progress]), self.where, self.status, self.charts])
        self.add_class("kit-lab")

    # ------------------------------------------------------------------ what a game's lab says
    def default_bots(self) -> list[str]:
        return ["greedy", "greedy", "random", "random"]

    def seat_choices(self, seat: int) -> list[str]:
        return list(self.BOTS)

    def option_widgets(self) -> list[w.Widget]:
        return []

    def options(self) -> dict:
        """The game's options of ``new`` chosen in the form."""
        return {}

    def studies(self) -> list[Study]:
        raise NotImplementedError

    # ------------------------------------------------------------------ the form
    def _seat_menu(self, seat: int, name: str) -> w.Dropdown:
        choices = self.seat_choices(seat)
        menu = Menu(options=[(bot_label(c), c) for c in choices], value=name,
                          description=i18n.text("widgets.lab.seat", n=seat + 1), layout=w.Layout(width="16em"))
        menu.add_class("kit-lab-seat")
        return menu

    @property
    def bots(self) -> list[str]:
        """The bot of each seat, as chosen in the form."""
        return [menu.value for menu in self.seats]

    def _processes(self, n: int) -> int:
        if self.processes is not None:
            return self.processes
        if in_the_browser():  # Python in the browser (the static site): no processes
            return 1
        if "KIT_LAB_MAX_GAMES" in os.environ:  # a page of a class server: one core per page
            return 1
        return min(2, os.cpu_count() or 1) if n >= PARALLEL_FROM else 1

    def run(self) -> list[dict]:
        """Play the games chosen in the form, moving the progress bar; then draw the charts."""
        n, first = min(self.games.value, max_games()), self.seed.value
        self.progress.max, self.progress.value = n, 0
        self.run_button.disabled = True
        self.status.value = html.escape(i18n.text("widgets.lab.running", done=0, total=n))

        def progress(done: int, total: int) -> None:
            self.progress.value = done
            self.status.value = html.escape(i18n.text("widgets.lab.running", done=done, total=total))

        try:
            self.records = lab.simulate(self.game, n, self.bots, seed=first, options=self.options(),
                                        processes=self._processes(n), progress=progress)
        finally:
            self.run_button.disabled = False
        self.status.value = html.escape(i18n.text("widgets.lab.done", total=n, first=first, last=first + n - 1))
        self.draw()
        return self.records

    # ------------------------------------------------------------------ the charts
    def tables(self) -> list[tuple[Study, dict]]:
        """Each study with its rates table from the last run's records."""
        return [(study, study.table(self.records)) for study in self.studies()]

    def fair_share(self) -> float:
        """The win rate of a seat if every seat were as good: one over the number of players."""
        return 1 / len(self.bots)

    def draw(self) -> None:
        """One bar chart per study, with its 95% intervals as error bars."""
        import plotly.graph_objects as go

        figures = []
        for k, (study, table) in enumerate(self.tables()):
            groups = list(table)
            rows = [table[g] for g in groups]
            fig = go.FigureWidget(layout=dict(
                height=320, margin=dict(l=50, r=10, t=50, b=60), title=study.title,
                xaxis_title=study.x_title, yaxis_title=i18n.text("widgets.lab.rate"),
                yaxis=dict(range=[0, 1], tickformat=".0%"), showlegend=False))
            fig.add_bar(x=[study.label(g) for g in groups], y=[r["rate"] for r in rows],
                        marker_color=PALETTE[k % len(PALETTE)],
                        error_y=dict(type="data", symmetric=False, array=[r["high"] - r["rate"] for r in rows],
                                     arrayminus=[r["rate"] - r["low"] for r in rows]),
                        customdata=[i18n.text("widgets.lab.hover", wins=r["wins"], n=r["n"],
                                              low=round(100 * r["low"]), high=round(100 * r["high"]))
                                    for r in rows],
                        hovertemplate="%{x}: %{y:.0%}<br>%{customdata}<extra></extra>")
            fair = self.fair_share()
            fig.add_hline(y=fair, line_dash="dash", line_color="#555555",
                          annotation_text=i18n.text("widgets.lab.fair", percent=round(100 * fair)))
            figures.append(fig)
        self.figures = figures
        self.charts.children = tuple(figures)

    def table_html(self) -> str:
        """The numbers behind the charts, as HTML tables: wins, games, rate and its 95% interval."""
        head = "".join(f"<th>{html.escape(i18n.text(k))}</th>" for k in
                       ("widgets.lab.col.wins", "widgets.lab.col.n", "widgets.lab.col.rate",
                        "widgets.lab.col.interval"))
        parts = []
        for study, table in self.tables():
            parts.append(f"<h4>{html.escape(study.title)}</h4><table class='kit-lab-table'>"
                         f"<tr><th>{html.escape(study.x_title)}</th>{head}</tr>")
            for group, r in table.items():
                parts.append(f"<tr><td>{html.escape(study.label(group))}</td><td>{r['wins']}</td><td>{r['n']}</td>"
                             f"<td>{100 * r['rate']:.0f}%</td>"
                             f"<td>{100 * r['low']:.0f}% – {100 * r['high']:.0f}%</td></tr>")
            parts.append("</table>")
        return "".join(parts)

    def table(self) -> Any:
        """The numbers behind the charts, shown in a notebook (deterministic: a seeded run gives the same)."""
        from IPython.display import HTML

        return HTML(self.table_html())


def seat_label(seat: int) -> str:
    return i18n.text("widgets.lab.seat", n=seat + 1)


class TokaidoLab(LabForm):
    """Tokaido: win rate of each traveller (every player's chosen traveller), of each seat and of each bot."""

    game = "tokaido"

    def default_bots(self) -> list[str]:
        return ["greedy"] * 4

    def option_widgets(self) -> list[w.Widget]:
        self.expansions = w.Checkbox(value=False, description=i18n.text("widgets.lab.expansions"), indent=False)
        return [self.expansions]

    def options(self) -> dict:
        return {"expansions": ("crossroads", "matsuri")} if self.expansions.value else {}

    def studies(self) -> list[Study]:
        return [Study("travelers", lab.traveler_rates), Study("seats", lab.seat_rates, seat_label),
                Study("bots", lab.bot_rates, bot_label)]


class SakuraLab(LabForm):
    """Sakura: how often the player of each card number won the game, and each bot's win rate."""

    game = "sakura"

    def studies(self) -> list[Study]:
        return [Study("cards", lab.card_rates), Study("seats", lab.seat_rates, seat_label),
                Study("bots", lab.bot_rates, bot_label)]


class DuoLab(LabForm):
    """Tokaido Duo: how often the player who took each character's die won, and how the bots compare."""

    game = "duo"

    def default_bots(self) -> list[str]:
        return ["greedy", "random"]

    def seat_choices(self, seat: int) -> list[str]:
        return list(self.BOTS) + ([lab.AUTOMA] if seat == 1 else [])

    def studies(self) -> list[Study]:
        return [Study("dice", lab.die_rates, lambda c: i18n.text(f"duo.character.{c}")),
                Study("bots", lab.bot_rates, bot_label)]


LABS = {"tokaido": TokaidoLab, "sakura": SakuraLab, "duo": DuoLab}

__all__ = ["LabForm", "TokaidoLab", "SakuraLab", "DuoLab", "LABS", "Study"]
