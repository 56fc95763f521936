"""The strategy lab's forms: Run plays N games, moves the progress bar, draws error bars."""

from __future__ import annotations

import pytest

from tokaido_kit import lab
from tokaido_kit.core import i18n
from widgets import links
from widgets.lab import DuoLab, SakuraLab, TokaidoLab


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_run_fills_the_progress_bar_and_draws_charts_with_error_bars():
    form = SakuraLab(games=4, seed=2, bots=["greedy", "random", "random"])
    seen = []
    form.progress.observe(lambda change: seen.append(change["new"]), names="value")
    form.run_button.click()  # the button, as a learner presses it
    assert form.progress.max == 4 and form.progress.value == 4
    assert seen and seen[-1] == 4 and seen == sorted(seen)
    assert len(form.records) == 4 and [r["seed"] for r in form.records] == [2, 3, 4, 5]
    assert form.charts.children == tuple(form.figures) and len(form.figures) == 3
    cards = form.figures[0]
    bar = cards.data[0]
    table = lab.card_rates(form.records)
    assert list(bar.y) == [t["rate"] for t in table.values()]
    assert bar.error_y.type == "data" and bar.error_y.symmetric is False
    assert list(bar.error_y.array) == pytest.approx([t["high"] - t["rate"] for t in table.values()])
    assert list(bar.error_y.arrayminus) == pytest.approx([t["rate"] - t["low"] for t in table.values()])
    assert cards.layout.title.text == i18n.text("widgets.lab.chart.cards")
    assert any(s.line.dash == "dash" and s.y0 == pytest.approx(1 / 3) for s in cards.layout.shapes)  # fair share
    assert "4 games played" in form.status.value and not form.run_button.disabled


def test_the_form_plays_what_it_shows_seats_seed_and_expansions():
    form = TokaidoLab(games=2, seed=7, bots=["greedy", "random", "random"])
    assert [m.value for m in form.seats] == ["greedy", "random", "random"]
    form.seats[1].value = "greedy"
    form.expansions.value = True
    records = form.run()
    assert records == lab.simulate("tokaido", 2, ["greedy", "greedy", "random"], seed=7,
                                   options={"expansions": ("crossroads", "matsuri")})
    titles = [f.layout.title.text for f in form.figures]
    assert titles == [i18n.text(f"widgets.lab.chart.{k}") for k in ("travelers", "seats", "bots")]
    html = form.table_html()
    assert "95% interval" in html and all(t in html for r in records for t in r["travelers"])


def test_duo_offers_the_automa_for_the_second_seat_only():
    form = DuoLab(games=2, seed=1)
    assert lab.AUTOMA not in [v for _l, v in form.seats[0].options]
    assert lab.AUTOMA in [v for _l, v in form.seats[1].options]
    form.seats[1].value = lab.AUTOMA
    form.run()
    assert form.records[0]["bots"] == ["greedy", "automa"] and form.progress.value == 2
    assert [f.layout.title.text for f in form.figures] == [i18n.text("widgets.lab.chart.dice"),
                                                           i18n.text("widgets.lab.chart.bots")]


def test_the_lab_speaks_the_current_language():
    i18n.set_language("pt")
    form = DuoLab(games=1)
    assert form.run_button.description == "Simular" and form.seats[1].description == "Lugar 2"
    form.run()
    assert "Com que frequência" in form.table_html()


def test_the_index_links_each_games_lab_in_each_language():
    assert set(links.LABS.values()) <= set(links.all_notebooks())
    page = links.index_html(lang="en")
    for path in links.LABS.values():
        assert f'href="{path}"' in page
    with i18n.using("it"):
        page = links.index_html(lang="it")
    assert 'href="lab/sakura.ipynb"' in page and "Laboratorio di strategia" in page  # it/lab/, from it/index
    assert (links.NOTEBOOKS / "it/lab/sakura.ipynb").is_file()


def test_in_the_browser_the_lab_says_it_plays_on_one_core(monkeypatch):
    """The static site's Python has one process: the form says so, and plays there."""
    import widgets.lab as lab_widgets

    assert TokaidoLab().where.value == ""  # on a server: nothing to say
    monkeypatch.setattr(lab_widgets, "in_the_browser", lambda: True)
    form = TokaidoLab(games=200)
    assert "browser" in form.where.value and "one core" in form.where.value
    assert form._processes(200) == 1
