"""The notebooks are the source: the checks read them, whatever was edited in JupyterLab.

* every tutorial (``notebooks/<game>/NN_topic.ipynb``) and every template keeps the rhythm
  and shows every rule its catalogue sends there (:mod:`widgets.authoring.rhythm`);
* every notebook carries the outputs nbval compares, and no embedded widget state;
* the check says exactly what is missing when a step is gone;
* a teacher's new notebook appears in the index and the navigation with no code edit.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import warnings
from pathlib import Path

import nbformat
import pytest

from widgets import links
from widgets.authoring.execute import execute
from widgets.authoring.rhythm import HEADINGS, LABELS, cells, coverage, game_of, problems
from widgets.authoring.template import AUTHOR_NOTE, new_tutorial
from widgets.rulemap.model import catalogue

NOTEBOOKS = links.NOTEBOOKS
TEMPLATES = [f"authoring/template_{game}.ipynb" for game in links.GAMES]
TUTORIALS = [path for paths in links.tutorials().values() for path in paths]
#: Other languages than English: their tutorials are ``notebooks/<lang>/<game>/NN_topic.ipynb``.
LANGS = [lang for lang in HEADINGS if lang != "en"]
TRANSLATIONS = [path for lang in LANGS for paths in links.tutorials(lang=lang).values() for path in paths]


@pytest.mark.parametrize("path", TUTORIALS + TEMPLATES + TRANSLATIONS)
def test_tutorial_follows_the_rhythm_and_shows_its_rules(path):
    assert problems(NOTEBOOKS, path, catalogue(game_of(path))) == []


class UntranslatedTutorial(UserWarning):
    """An English tutorial that has no translation yet in a language: the author's and the translator's to-do."""


def untranslated(lang: str, game: str, root: Path | None = None) -> list[str]:
    """The English tutorials of ``game`` with no translation, same file name, in ``notebooks/<lang>/<game>/``."""
    translated = {links.split_lang(p)[1] for p in links.tutorials(root, lang=lang)[game]}
    return [p for p in links.tutorials(root)[game] if p not in translated]


def warn_untranslated(lang: str, game: str, root: Path | None = None) -> list[str]:
    """Warn (never fail) with the list of the English tutorials ``lang`` still lacks; the list."""
    missing = untranslated(lang, game, root)
    if missing:
        warnings.warn(UntranslatedTutorial(
            f"notebooks/{lang}/{game}/ lacks {len(missing)} translated tutorials (a translator's to-do; "
            f"the English one is shown meanwhile): {', '.join(missing)}"))
    return missing


@pytest.mark.parametrize("lang,game", [(lang, game) for lang in LANGS for game in links.GAMES])
def test_every_tutorial_is_translated(lang, game):
    """Every English tutorial has its translation, same file name, in ``notebooks/<lang>/<game>/`` (so every
    rule is taught in every language: the rhythm check above holds each translation to its rules). A new
    English tutorial without translations is a warning listing them, not a failure; a translation
    with no English tutorial is an error."""
    warn_untranslated(lang, game)
    translated = {links.split_lang(p)[1] for p in links.tutorials(lang=lang)[game]}
    extra = sorted(translated - set(links.tutorials()[game]))
    assert not extra, f"notebooks/{lang}/{game}/ has tutorials English does not: {extra}"


def test_a_new_english_tutorial_without_translation_warns_with_its_name(tmp_path):
    """A new English tutorial: the check stays green and the warning names the tutorials each language lacks."""
    for folder in ("sakura", "pt/sakura"):
        (tmp_path / folder).mkdir(parents=True)
    nb = nbformat.v4.new_notebook()
    for name in ("01_goal_and_setup.ipynb", "02_round_and_card_order.ipynb"):
        nbformat.write(nb, str(tmp_path / "sakura" / name))
    nbformat.write(nb, str(tmp_path / "pt/sakura/01_goal_and_setup.ipynb"))
    with pytest.warns(UntranslatedTutorial, match=r"notebooks/pt/sakura/ lacks 1 .*: sakura/02_round_and_card_order"):
        assert warn_untranslated("pt", "sakura", tmp_path) == ["sakura/02_round_and_card_order.ipynb"]
    nbformat.write(nb, str(tmp_path / "pt/sakura/02_round_and_card_order.ipynb"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert warn_untranslated("pt", "sakura", tmp_path) == []


def test_make_test_runs_the_notebooks_of_every_language():
    """``make test`` gives nbval the whole notebooks folder: the pt and it notebooks are collected and run."""
    root = NOTEBOOKS.parent
    flags = re.search(r"PYTEST_FLAGS := (.*?)\n\n", (root / "Makefile").read_text(), re.S).group(1)
    assert "tests notebooks" in flags and "--nbval" in flags and "--ignore" not in flags
    found = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "--nbval", "--nbval-current-env",
                            "-p", "no:cacheprovider", "notebooks/pt", "notebooks/it"],
                           cwd=root, capture_output=True, text=True, timeout=300)
    collected = {line.split("::")[0] for line in found.stdout.splitlines() if "::" in line}
    expected = {f"notebooks/{p}" for p in TRANSLATIONS} | {"notebooks/pt/index.ipynb", "notebooks/it/index.ipynb"}
    assert expected and expected <= collected, sorted(expected - collected)[:10]


def test_a_translation_is_checked_in_its_language(tmp_path):
    """The pt headings and label are asked of a pt tutorial; the English ones are not accepted there."""
    (tmp_path / "pt/sakura").mkdir(parents=True)
    nb = nbformat.read(str(NOTEBOOKS / "sakura/03_garden_actions.ipynb"), as_version=4)
    nbformat.write(nb, str(tmp_path / "pt/sakura/03_garden_actions.ipynb"))  # not translated at all
    text = "\n".join(problems(tmp_path, "pt/sakura/03_garden_actions.ipynb", catalogue("sakura")))
    assert f"{HEADINGS['pt']['position']!r}" in text and LABELS["pt"]["sakura"] in text
    assert "'## Regras da casa' heading" in text and "rule_sheet(...) lacks" not in text
    nb.cells = [c for c in nb.cells if "rule_sheet(" not in c.source]
    nbformat.write(nb, str(tmp_path / "pt/sakura/03_garden_actions.ipynb"))
    text = "\n".join(problems(tmp_path, "pt/sakura/03_garden_actions.ipynb", catalogue("sakura")))
    assert "rule_sheet(...) lacks ['sakura.garden.emperor_forward'" in text  # its rules: the English tutorial's


@pytest.mark.parametrize("path", sorted(p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.rglob("*.ipynb")
                                        if ".ipynb_checkpoints" not in p.parts))
def test_notebook_is_executed_and_linked(path):
    nb = nbformat.read(str(NOTEBOOKS / path), as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert all(c.execution_count is not None for c in code), f"{path}: run `make notebooks` (nbval compares outputs)"
    assert "widgets" not in nb.metadata  # no embedded widget state (it would carry plotly.js)
    assert path in links.all_notebooks() + TEMPLATES, f"{path} is linked from nowhere"


def test_every_game_has_its_tutorials():
    found = links.tutorials()
    assert [len(found[g]) for g in ("sakura", "duo", "tokaido")] == [8, 10, 18]


def test_the_check_says_which_step_is_missing(tmp_path):
    (tmp_path / "sakura").mkdir()
    nb = nbformat.read(str(NOTEBOOKS / "sakura/04_painter_actions.ipynb"), as_version=4)
    nb.cells = [c for c in nb.cells if not (c.cell_type == "code" and "demo.click_card(" in c.source)
                and not c.source.startswith("## Check your understanding")]
    nb.cells[1].source = nb.cells[1].source.replace("'sakura.move.gate'", "'sakura.nope'")
    nbformat.write(nb, str(tmp_path / "sakura/04_painter_actions.ipynb"))
    found = problems(tmp_path, "sakura/04_painter_actions.ipynb", catalogue("sakura"))
    text = "\n".join(found)
    assert "'the same clicks in Python, the log' is missing (after '## Try it')" in text
    assert "'the quiz heading' is missing" in text
    assert "rule_sheet(...) lacks ['sakura.move.gate']" in text
    assert "unknown rule ids ['sakura.nope']" in text


def test_a_house_rule_taught_here_must_be_in_the_notes():
    cs = [c for c in cells(NOTEBOOKS / "sakura/01_goal_and_setup.ipynb") if "house_rules(" not in c.text]
    found = coverage(cs, "sakura/01_goal_and_setup.ipynb", catalogue("sakura"))
    assert found and "lacks the kit decisions" in found[0] and "sakura.score.gate" in found[0]


def _copy_game(tmp_path: Path, game: str) -> Path:
    for folder in (game, "authoring"):
        shutil.copytree(NOTEBOOKS / folder, tmp_path / folder)
    shutil.copy(NOTEBOOKS / links.INDEX, tmp_path / links.INDEX)
    return tmp_path


def test_a_new_tutorial_appears_in_the_index_and_the_navigation(tmp_path, monkeypatch):
    root = _copy_game(tmp_path, "sakura")
    monkeypatch.setattr(links, "NOTEBOOKS", root)
    before = links.index_html()
    made = new_tutorial("sakura", "09_my_rule", root=root)
    assert made == root / "sakura/09_my_rule.ipynb"
    assert links.tutorials()["sakura"][-1] == "sakura/09_my_rule.ipynb"
    page = links.index_html()
    assert "sakura/09_my_rule.ipynb" not in before
    assert '<a href="sakura/09_my_rule.ipynb">The lowest card goes first</a>' in page  # its own heading
    assert 'href="09_my_rule.ipynb"' in links.nav_html("sakura/08_two_player_variants.ipynb")
    assert 'href="08_two_player_variants.ipynb"' in links.nav_html("sakura/09_my_rule.ipynb")
    first = nbformat.read(str(made), as_version=4).cells[0].source
    assert first.startswith("# Sakura 9: ")
    # until the author has replaced the template's notes, the check says so
    found = problems(root, "sakura/09_my_rule.ipynb", catalogue("sakura"))
    assert len(found) == 1 and AUTHOR_NOTE in found[0]
    # and it runs: `make notebooks` stores its outputs, its links point at its new place
    execute(made)
    nb = nbformat.read(str(made), as_version=4)
    assert all(c.execution_count for c in nb.cells if c.cell_type == "code")
    nav = nb.cells[-1].outputs[0]["data"]["text/html"]
    assert 'href="08_two_player_variants.ipynb"' in nav


def test_new_tutorial_refuses_bad_names_and_never_overwrites(tmp_path):
    root = _copy_game(tmp_path, "duo")
    with pytest.raises(ValueError, match="two digits"):
        new_tutorial("duo", "my rule", root=root)
    with pytest.raises(ValueError, match="no game 'chess'"):
        new_tutorial("chess", "09_x", root=root)
    with pytest.raises(FileExistsError):
        new_tutorial("duo", "05_gold", root=root)
    assert sorted(p.name for p in (root / "duo").iterdir()) == sorted(p.name for p in (NOTEBOOKS / "duo").iterdir())


@pytest.mark.parametrize("game", links.GAMES)
def test_every_catalogue_sends_rules_to_its_tutorials(game):
    """The coverage check above really looks at each game: its catalogue names tutorials."""
    taught = [r for r in catalogue(game).values() if r.section.split("#")[0] in TUTORIALS]
    assert len(taught) >= 30
