"""What a learner reads is written for a learner.

* No rule ids: ids (``sakura.bump.painter``) are for code and tests. A learner reads the rule's title
  in words: in the tutorials' prose, their stored outputs (printed logs, rule sheets, house-rule notes),
  the catalogues' sentences, and the boards' log, rule card and refusal box, in every language.
* No program values in what the tutorials print (``{'kimono': 0}``, ``['pass']``, ``None``,
  ``[42, 42, 32]``): sentences in the notebook's language.
* No code names in a tutorial's prose (``click_card``, ``TokaidoGame.new``, ``automa=True``).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from tokaido_kit.core import i18n
from tokaido_kit.core.rules import CORE_RULES
from tokaido_kit.duo import DuoGame
from tokaido_kit.sakura import SakuraGame
from tokaido_kit.tokaido import TokaidoGame
from widgets import links
from widgets.rulemap.model import catalogue

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = links.NOTEBOOKS
RULE_IDS = sorted({rid for game in links.GAMES for rid in catalogue(game)} | set(CORE_RULES), key=len, reverse=True)
#: A known rule id, or anything shaped like one (``game.part.part``), standing as a word of its own.
RULE_ID = re.compile(
    r"(?<![\w./-])(?:" + "|".join(map(re.escape, RULE_IDS)) + r"|(?:tokaido|sakura|duo|core)\.[a-z_]+\.[a-z_.]*[a-z_])(?![\w-])"
)
#: The guide for teachers explains the notebooks' code (rule_sheet('sakura.round.order', ...)): not a learner's page.
FOR_TEACHERS = {"authoring/write_your_own_tutorial.ipynb"}
LEARNER_NOTEBOOKS = sorted(
    str(p.relative_to(NOTEBOOKS)) for p in NOTEBOOKS.rglob("*.ipynb")
    if ".ipynb_checkpoints" not in p.parts and "tools" not in p.parts
    and str(p.relative_to(NOTEBOOKS)) not in FOR_TEACHERS
)
SHOWN = ("text/plain", "text/html", "text/markdown")
#: A Python value printed as Python: a dict or list literal, None/True/False, a list of numbers, a tuple of rates.
RAW_VALUE = re.compile(r"\{'|\['|\[\]|(?<![\w'])(?:None|True|False)(?![\w']| [a-z])|\[-?\d+(?:, -?\d+)*\]"
                       r"|\(-?\d+\.\d+(?:, -?\d+(?:\.\d+)?)+\)")
#: Code in backticks: a call, a keyword argument, a dotted or snake_case name.
CODE_NAME = re.compile(r"`[^`]*(?:\(|=|\w\.\w|\w_\w)[^`]*`")
TUTORIALS = sorted(p for p in LEARNER_NOTEBOOKS if "/" in p and p.split("/")[-2] in links.GAMES)


def ids_in(text: str) -> list[str]:
    return sorted({m.group(0) for m in RULE_ID.finditer(html.unescape(text))})


def learner_text(path: str) -> list[tuple[str, str]]:
    """(where, text) for every markdown cell and every stored output a reader sees."""
    nb = json.loads((NOTEBOOKS / path).read_text(encoding="utf-8"))
    out = []
    for i, cell in enumerate(nb["cells"]):
        if cell["cell_type"] == "markdown":
            out.append((f"cell {i} (markdown)", "".join(cell["source"])))
            continue
        for output in cell.get("outputs", []):
            if "text" in output:
                out.append((f"cell {i} (printed)", "".join(output["text"])))
            data = output.get("data", {})
            if "application/vnd.jupyter.widget-view+json" in data:
                continue  # a live widget: its text/plain is the Python repr, never shown beside the view
            for mime in SHOWN:
                if mime == "text/plain" and "text/html" in data:
                    continue  # a widget's stored picture is shown; its text/plain is the Python repr
                if mime in data:
                    value = data[mime]
                    out.append((f"cell {i} ({mime})", "".join(value) if isinstance(value, list) else value))
    return out


def test_the_pattern_finds_ids_and_leaves_words_alone():
    assert ids_in("Blue is disgraced.  [sakura.bump.painter]") == ["sakura.bump.painter"]
    assert ids_in("<b>Setting up</b> <code>sakura.setup</code>") == ["sakura.setup"]
    assert ids_in("house rule `tokaido.some.new_rule`") == ["tokaido.some.new_rule"]
    assert ids_in("open apps/sakura.ipynb or rules/duo.html; Tokaido. Sakura.") == []
    assert ids_in('<a href="/kit/rules/sakura#rule-sakura.bump.painter">the rule map</a>') == []


@pytest.mark.parametrize("path", LEARNER_NOTEBOOKS)
def test_no_rule_id_in_what_a_learner_reads(path):
    found = [(where, ids) for where, text in learner_text(path) if (ids := ids_in(text))]
    assert not found, f"{path}: rule ids a learner would read (show the rule's title in words): {found[:6]}"


def test_the_value_and_code_patterns_find_what_they_should():
    assert RAW_VALUE.search("{'kimono': 0, 'dolls': 3}") and RAW_VALUE.search("choices: ['pass']")
    assert RAW_VALUE.search("the others see: None") and RAW_VALUE.search("scores: [42, 42, 32]")
    assert RAW_VALUE.search("(0.5, 0.236593090512564, 0.7634069094874361)") and RAW_VALUE.search("{'wins': 1,")
    assert RAW_VALUE.search("5 [22, 0] winners: [0]") and not RAW_VALUE.search("Game 5: 22 points to 0 (50%; 21% to 94%).")
    assert not RAW_VALUE.search("Scores: Player 1 0, the Automa 6. Cards discarded unresolved (38, 52).")
    assert not RAW_VALUE.search("None of these can ever cost their owner anything.")
    assert CODE_NAME.search("in Python (`click_die`, `click_town`)") and CODE_NAME.search("(`automa=True`)")
    assert CODE_NAME.search("an option of `TokaidoGame.new`") and not CODE_NAME.search("the **Pilgrim die**")


def printed(nb: dict) -> list[str]:
    """What the code cells print, and each result shown only as text (a bare value, not a view or a picture)."""
    out = []
    for c in nb["cells"]:
        for o in c.get("outputs", []) if c["cell_type"] == "code" else []:
            if o.get("output_type") == "stream":
                out.append("".join(o["text"]))
            elif list(o.get("data", {})) == ["text/plain"]:
                out.append("".join(o["data"]["text/plain"]))
    return out


@pytest.mark.parametrize("path", LEARNER_NOTEBOOKS)
def test_tutorials_print_sentences_not_program_values(path):
    """Every learner's notebook, labs included: printed lines and bare results are sentences or small tables."""
    nb = json.loads((NOTEBOOKS / path).read_text(encoding="utf-8"))
    found = [line for text in printed(nb) for line in text.splitlines() if RAW_VALUE.search(line)]
    assert not found, f"{path}: program values printed as Python (say them in a sentence): {found[:5]}"


@pytest.mark.parametrize("path", TUTORIALS)
def test_no_code_names_in_a_tutorials_prose(path):
    nb = json.loads((NOTEBOOKS / path).read_text(encoding="utf-8"))
    found = [m.group(0) for c in nb["cells"] if c["cell_type"] == "markdown" for m in CODE_NAME.finditer("".join(c["source"]))]
    assert not found, f"{path}: code names in the prose (say what the code does in a teacher's words): {found[:5]}"


def test_lists_are_said_in_the_readers_language():
    from widgets.tutorial import choices, words

    assert words([12, 11, 10]) == "12, 11 and 10" and words(["Doll"]) == "Doll" and words([]) == "nothing"
    assert choices(["buy Sake, Netsuke", "pass"]) == "“buy Sake, Netsuke” or “pass”"
    with i18n.using("pt"):
        assert words([1, 2, 3]) == "1, 2 e 3" and choices(["a", "b"]) == "“a” ou “b”" and words([]) == "nada"
    with i18n.using("it"):
        assert words([1, 2]) == "1 e 2" and choices(["a", "b"]) == "«a» o «b»" and words([]) == "niente"


@pytest.mark.parametrize("lang", i18n.languages())
def test_no_rule_id_in_the_catalogues_sentences(lang):
    found = []
    for path in sorted(ROOT.glob(f"tokaido_kit/**/messages/{lang}.json")) + sorted(ROOT.glob(f"widgets/**/messages/{lang}.json")):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            if not key.startswith("_") and isinstance(value, str) and ids_in(value):
                found.append((str(path.relative_to(ROOT)), key, ids_in(value)))
    assert not found, found


def _boards():
    from widgets.duo import DuoIsland
    from widgets.sakura import SakuraGarden
    from widgets.tokaido import TokaidoBoard

    return [
        SakuraGarden(SakuraGame.new(3, seed=3), seats=["human"] * 3),
        TokaidoBoard(TokaidoGame.new(3, seed=3, travelers=["Hiroshige", "Chuubei", "Kinko"]), seats=["human"] * 3),
        DuoIsland(DuoGame.new(2, seed=3), seats=["human", "human"]),
    ]


@pytest.mark.parametrize("lang", i18n.languages())
def test_the_boards_log_rule_card_and_refusals_name_rules_in_words(lang):
    from widgets.tutorial import house_rules, print_events, rule_sheet

    with i18n.using(lang):
        for board in _boards():
            game = board.game
            for _ in range(12):
                if game.is_over:
                    break
                game.play(game.legal_actions()[0])
            board.log_panel.update(game.log)
            buttons = board.log_panel.titles()
            assert buttons and not ids_in(" ".join(buttons)), buttons
            assert board.log_panel.titles() == [
                catalogue_title(e.rule) for e in reversed(game.log[-board.log_panel.shown:])]
            board.log_panel.click_rule(0)
            assert board.rule_card.value and not ids_in(board.rule_card.value), board.rule_card.value
            board.why.show("no", game.log[-1].rule)
            assert "kit-why-rule" in board.why.value and not ids_in(board.why.value), board.why.value
        for game_name in links.GAMES:
            rules = list(catalogue(game_name))
            sheet = rule_sheet(*rules).data
            assert not ids_in(sheet), ids_in(sheet)[:5]
        import contextlib
        import io

        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            for game_name in links.GAMES:
                house_rules(*catalogue(game_name))
            print_events(SakuraGame.new(3, seed=1).log)
        assert printed.getvalue() and not ids_in(printed.getvalue()), ids_in(printed.getvalue())


def catalogue_title(rule_id: str) -> str:
    from tokaido_kit.core import lookup

    return lookup(rule_id).title


LABS = sorted(p for p in LEARNER_NOTEBOOKS if "/" in p and p.split("/")[-2] == "lab")
#: A class of the engine named in the prose ("a GreedyBot plays"); a menu's own label is in bold ("**GreedyBot**").
CLASS_NAME = re.compile(r"(?<!\*\*)\b[A-Z][a-z]+(?:Bot|Game|Lab)s?\b(?!\*\*)")


@pytest.mark.parametrize("path", LABS)
def test_the_labs_say_in_words_what_their_code_does(path):
    """A lab's prose names no function, module or Python value (`tokaido_kit.lab.simulate`,
    `wilson(wins, games)`) and no class ("a GreedyBot"): it says what the engine does, and names a bot as its
    menu shows it, in bold, once it has said what the bot does."""
    nb = json.loads((NOTEBOOKS / path).read_text(encoding="utf-8"))
    prose = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]
    found = [m.group(0) for text in prose for m in (*CODE_NAME.finditer(text), *CLASS_NAME.finditer(text))]
    assert not found, f"{path}: code in the prose (say it in words): {found[:5]}"


def test_the_labs_are_found_in_every_language():
    assert len(LABS) == 9 and CLASS_NAME.search("We let a GreedyBot play") and not CLASS_NAME.search("(**GreedyBot** in the menu)")
