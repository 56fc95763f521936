"""The game-agnostic pieces, on the core's toy game and on the catalogue."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.core.toy import ToyRace
from tokaido_kit.core import Action, i18n
from widgets import links
from widgets.common import GameShell, Quiz

ROOT = Path(__file__).resolve().parents[2]


def test_core_turn_shell_works_for_any_game():
    game = ToyRace.new(2, seed=1)
    shell = GameShell(game, seats=["human", "random"])
    shell.try_play(Action("roll"))
    assert len(game.history) == 2  # the bot played its turn at once
    saved = game.to_json()
    assert shell.try_play(Action("fly")) is None
    assert game.to_json() == saved and shell.why.rule == "core.turn"


def test_quiz_gives_feedback():
    quiz = Quiz("sakura.02", answer=1)
    assert quiz.check(2) is False and quiz.feedback == i18n.text("quiz.sakura.02.wrong")
    assert quiz.check(1) is True and quiz.feedback == i18n.text("quiz.sakura.02.right")
    with pytest.raises(ValueError):
        Quiz("sakura.02", answer=9)


@pytest.mark.parametrize("n", range(1, 9))
def test_every_tutorial_quiz_has_a_question_options_and_feedback(n):
    key = f"quiz.sakura.{n:02d}"
    for suffix in ("question", "option.1", "option.2", "right", "wrong"):
        assert i18n.has(f"{key}.{suffix}")


def test_links_are_relative_and_point_at_real_notebooks():
    page = links.index_html()
    hrefs = re.findall(r'href="([^"]+)"', page)
    assert hrefs and all(not h.startswith(("/", "http")) for h in hrefs)
    for h in hrefs:
        assert (ROOT / "notebooks" / h).is_file(), h
    english = {p for p in links.all_notebooks() if links.split_lang(p)[0] == "en"}
    boxes = {f"{game}/{links.BOX}" for game in links.GAMES}  # linked from the index's own text
    assert set(hrefs) == english - {links.INDEX} - boxes
    index = (ROOT / "notebooks" / links.INDEX).read_text(encoding="utf-8")
    assert all(box in index for box in boxes)
    for path in links.tutorials()["sakura"]:
        for h in re.findall(r'href="([^"]+)"', links.nav_html(path)):
            assert (ROOT / "notebooks" / Path(path).parent / h).resolve().is_file(), h
    assert "Tokaido" in page and "Duo" in page  # coming games are named honestly


def test_every_message_id_used_by_the_widgets_is_in_the_catalogue():
    used = set()
    for path in (ROOT / "widgets").rglob("*.py"):
        used |= set(re.findall(r'i18n\.text\(\s*"([a-z0-9_.]+)"', path.read_text()))
        game = path.parent.name if path.parent.parent.name == "widgets" else "sakura"  # each board's _t prefix
        used |= {f"widgets.{game}.{k}" for k in re.findall(r'\b_t\(\s*"([a-z0-9_.]+)"', path.read_text())}
    assert used
    missing = sorted(k for k in used if not i18n.has(k))
    assert not missing


def test_plotly_is_imported_only_when_the_chart_is_shown():
    code = (
        "import sys\nfrom tokaido_kit.sakura import SakuraGame\nfrom widgets.sakura.app import SakuraApp\n"
        "app = SakuraApp()\nassert 'plotly' not in sys.modules, 'plotly imported too early'\n"
        "app.board.chart.toggle()\nassert 'plotly' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_app_new_game_uses_the_setup_row():
    from widgets.sakura.app import SakuraApp

    app = SakuraApp(players=4, seed=1)
    assert "kit-ready" in app.ready._dom_classes and app.children[-1] is app.ready
    game = app.new_game(players=2, seed=5, variant="challenging")
    assert app.board.game is game and game.players == 2 and game.options["variant"] == "challenging"
    assert len(app.board.seat_picker.children) == 2 and not app.variant_menu.disabled
    app.players_menu.value = 5
    assert app.variant_menu.disabled and len(app.board.seats) == 5


def test_a_new_language_needs_only_a_catalogue(tmp_path):
    (tmp_path / "messages").mkdir()
    (tmp_path / "messages" / "pt.json").write_text(
        '{"widgets.undo": "Desfazer", "widgets.player": "Jogador {n}"}', encoding="utf-8")
    i18n.add_catalogue_root(tmp_path)
    try:
        i18n.set_language("pt")
        shell = GameShell(ToyRace.new(2, seed=1), seats=["human", "human"], hotseat=False)
        assert shell.undo_button.description == "Desfazer"
        assert shell.status.value.startswith("Jogador 1")
        assert shell.pass_screen._button.description == i18n.text("widgets.pass.continue")  # English fallback
    finally:
        i18n.set_language("en")
        i18n._extra_roots.remove(tmp_path)
        i18n._catalogues.clear()
