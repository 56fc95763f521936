"""Scores over time as a plotly ``FigureWidget``, created only when first shown.

plotly is imported lazily (it costs seconds); the figure is then updated in
place (``batch_update``), never rebuilt. In the static site (Python in the browser,
``make site``) plotly is not even loaded until then: the first click fetches it from
the site, then shows the chart.
"""

from __future__ import annotations

import sys
from typing import Any

import ipywidgets as w

from tokaido_kit.core import i18n

from .light import looks
from .picture import Picture

#: Okabe-Ito colours (colour-blind safe), one per seat; markers differ too.
PALETTE = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00"]
MARKERS = ["circle", "square", "diamond", "triangle-up", "cross", "x"]
MAX_SEATS = 6
WIDEST = 700  # px: plotly's own width for a figure


def plotly_or_later(button: w.Button, then: Any) -> Any:
    """``plotly.graph_objects``, imported now (lazily: it costs seconds), or None when it must be
    loaded first: in the browser's Python (Pyodide) a package is loaded by the page's code, not
    by an import in a click. Then ``button`` waits while plotly comes from the site, and
    ``then()`` runs once it is there."""
    try:
        import plotly.graph_objects as go
    except ImportError:
        if sys.platform != "emscripten":
            raise
    else:
        return go
    import asyncio

    import pyodide_js  # Pyodide's own module: present only in the browser

    async def load() -> None:
        try:
            await pyodide_js.loadPackage("plotly")
        finally:
            button.disabled = False
        import plotly.graph_objects  # noqa: F401 - if the site lacks it, it fails here, once

        then()

    button.disabled = True
    asyncio.ensure_future(load())
    return None


class ScoreChart(w.VBox):
    """A toggle button and, once shown, a line chart of each player's score per decision."""

    def __init__(self, players: int, palette: list[str] | None = None, **kwargs: Any) -> None:
        self.players = players
        self.palette = list(palette or PALETTE)
        self.samples: dict[int, list[int]] = {}
        self.names = [i18n.text("widgets.player", n=p + 1) for p in range(MAX_SEATS)]
        self.figure = None
        self._button = w.Button(description=i18n.text("widgets.chart.show"), icon="line-chart",
                                _dom_classes=("kit-chart-toggle",), **looks(w.Button, width="auto"))
        self._button.on_click(lambda _b: self.toggle())
        # the page says how wide the chart may be (a phone's 360 px too: plotly's own width is 700 px), before
        # the figure is made: a figure made at 700 px would widen the page it then measures
        self._room = Picture(report_width=True, room_of=".kit-chart", **looks(Picture, width="100%"))
        self._room.observe(self._fit, "width")
        self._box: w.Box | None = None  # the figure's box: made when the chart is first shown
        super().__init__([self._button, self._room], **{"_dom_classes": ("kit-chart",),
                                                        **looks(w.VBox, align_items="flex-start", width="100%"),
                                                        **kwargs})

    def _make_box(self) -> None:
        if self._box is None:
            self._box = w.Box(**looks(w.Box))
            self.children = (self._button, self._box, self._room)

    def set_names(self, names: list[str]) -> None:
        """The legend's names, one per seat."""
        self.names = list(names)
        if self.figure is not None:
            with self.figure.batch_update():
                for p, trace in enumerate(self.figure.data):
                    if p < len(names):
                        trace.name = names[p]

    def redraw_language(self) -> None:
        """The button, titles and names in the current language (after a language switch)."""
        self._button.description = i18n.text("widgets.chart.hide" if self.shown else "widgets.chart.show")
        if self.figure is not None:
            self.figure.update_layout(title=i18n.text("widgets.chart.title"),
                                      xaxis_title=i18n.text("widgets.chart.x"),
                                      yaxis_title=i18n.text("widgets.chart.y"))

    def reset(self, players: int) -> None:
        """Forget the samples (a new game), keeping the same figure."""
        self.players = players
        self.samples = {}
        self._redraw()

    def record(self, decisions: int, scores: list[int]) -> None:
        """The scores after ``decisions`` decisions; later samples (undone) are dropped."""
        for k in [k for k in self.samples if k > decisions]:
            del self.samples[k]
        self.samples[decisions] = list(scores)
        self._redraw()

    def series(self) -> tuple[list[int], list[list[int]]]:
        """x (decisions) and, per player, y (scores): what the chart draws."""
        xs = sorted(self.samples)
        ys = [[self.samples[x][p] for x in xs] for p in range(self.players)]
        return xs, ys

    @property
    def shown(self) -> bool:
        return self.figure is not None and self._box is not None and bool(self._box.children)

    def toggle(self) -> None:
        """The Python twin of the show/hide button."""
        if self.shown:
            self._box.children = ()
            self._button.description = i18n.text("widgets.chart.show")
        else:
            self.show()

    def show(self) -> None:
        self._make_box()
        if self.figure is None:
            go = plotly_or_later(self._button, self.show)
            if go is None:
                return

            fig = go.FigureWidget(
                layout=dict(
                    width=self._width(),
                    height=300,
                    margin=dict(l=40, r=10, t=40, b=40),
                    title=i18n.text("widgets.chart.title"),
                    xaxis_title=i18n.text("widgets.chart.x"),
                    yaxis_title=i18n.text("widgets.chart.y"),
                )
            )
            for p in range(MAX_SEATS):
                fig.add_scatter(
                    x=[], y=[], mode="lines+markers", name=self.names[p] if p < len(self.names) else str(p + 1),
                    line=dict(color=self.palette[p % len(self.palette)], dash=["solid", "dash", "dot", "dashdot", "longdash", "solid"][p]),
                    marker=dict(symbol=MARKERS[p], size=7),
                )
            self.figure = fig
        self._box.children = (self.figure,)
        self._button.description = i18n.text("widgets.chart.hide")
        self._redraw()

    def _width(self) -> int:
        """The chart's width: the room the page gives it, at most plotly's usual 700 px."""
        return min(WIDEST, self._room.width) if self._room.width > 0 else WIDEST

    def _fit(self, _change: Any = None) -> None:
        if self.figure is not None:
            self.figure.layout.width = self._width()
        self._room.answered = self._room.width

    def _redraw(self) -> None:
        if self.figure is None:
            return
        xs, ys = self.series()
        with self.figure.batch_update():
            for p, trace in enumerate(self.figure.data):
                visible = p < self.players
                trace.visible = visible
                trace.showlegend = visible
                trace.x = xs if visible else []
                trace.y = ys[p] if visible else []
