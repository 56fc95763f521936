"""A Tokaido Duo tutorial that starts from the set-up says so: its position is
shown as the set-up gives it (both Pilgrims on the start space 0, both Merchants in Yama, both Artists in
Hana, no coins, no points), never as a position met in the middle of a game, in every language."""

from __future__ import annotations

import nbformat
import pytest

from tokaido_kit.core import i18n
from tokaido_kit.duo import DuoGame
from widgets import links
from widgets.authoring.rhythm import HEADINGS

#: What a tutorial's position section says when it shows the set-up.
SETUP_WORDS = {"en": "as it is set up", "pt": "como fica na preparação", "it": "così come si prepara"}
TUTORIALS = [path for lang in HEADINGS for path in links.tutorials(lang=lang)["duo"]]


def setup_lines(lang: str) -> list[str]:
    """The lines the printed island gives for each player at the set-up, in ``lang``."""
    with i18n.using(lang):
        view = DuoGame.new(2, seed=1).view(None)
        return [i18n.text("widgets.duo.tutorial.player", **pv) for pv in view["players"]]


def position(nb) -> tuple[str, str]:
    """(the position section's words, the printed island's output) of a tutorial."""
    cells = nb.cells
    start = next(i for i, c in enumerate(cells) if c.cell_type == "markdown" and c.source.startswith("## ")
                 and i > 0)
    words = cells[start].source
    printed = next(("".join(o.get("text", "") for o in c.get("outputs", [])) for c in cells[start + 1:start + 4]
                    if c.cell_type == "code" and "print_island" in c.source), "")
    return words, printed


def test_the_setup_lines_are_what_a_new_game_prints():
    assert setup_lines("en")[0] == "Player 1: Pilgrim on space 0, Merchant in Yama, Artist in Hana; 0 coins, 0 points."


@pytest.mark.parametrize("path", TUTORIALS)
def test_a_tutorial_that_starts_from_the_setup_says_so(path):
    lang = links.split_lang(path)[0]
    words, printed = position(nbformat.read(str(links.NOTEBOOKS / path), as_version=4))
    if all(line in printed for line in setup_lines(lang)):
        assert SETUP_WORDS[lang] in words, f"{path} shows the set-up but does not say so: {words[:200]!r}"
    else:
        assert SETUP_WORDS[lang] not in words, f"{path} calls a position met in play the set-up"


def test_tutorials_0_and_1_show_the_setup_in_every_language():
    shown = [path for path in TUTORIALS
             if SETUP_WORDS[links.split_lang(path)[0]] in position(nbformat.read(str(links.NOTEBOOKS / path), as_version=4))[0]]
    assert sorted(shown) == sorted(links.in_language(f"duo/{name}", lang) for lang in HEADINGS
                                   for name in ("00_the_island.ipynb", "01_rounds.ipynb"))
