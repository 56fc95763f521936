"""Every value a learner needs is listed where its rule is taught, and the lists agree with the
engine's data (the kit's data files, themselves checked against the rulebooks by the engine tests): which
Sakura card carries which pair of actions, the Duo tracks box by box, the Legendary Objects' prices, the
Matsuri travellers' starting coins. In English, Portuguese and Italian."""

from __future__ import annotations

import json
import re

import pytest

from tokaido_kit.core import i18n
from tokaido_kit.duo.island import ISLAND
from tokaido_kit.sakura.cards import describe_card
from tokaido_kit.tokaido.crossroads.data import LEGENDARY
from tokaido_kit.tokaido.matsuri.data import MATSURI_TRAVELERS
from widgets.links import NOTEBOOKS

LANGS = ("en", "pt", "it")


def markdown(lang: str, rel: str) -> str:
    path = NOTEBOOKS / (rel if lang == "en" else f"{lang}/{rel}")
    nb = json.loads(path.read_text(encoding="utf-8"))
    return "\n\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")


def rows(text: str) -> list[list[str]]:
    """The cells of every markdown table row in ``text`` (separator rows left out)."""
    return [[c.strip() for c in line.strip().strip("|").split("|")]
            for line in text.splitlines() if line.strip().startswith("|") and not re.fullmatch(r"[|\-\s:]+", line.strip())]


@pytest.mark.parametrize("lang", LANGS)
def test_sakura_tutorial_1_lists_the_two_actions_of_every_card(lang):
    listed = {}
    for row in rows(markdown(lang, "sakura/01_goal_and_setup.ipynb")):
        for k in range(0, len(row) - 2, 3):
            if row[k].isdigit():
                listed[int(row[k])] = (row[k + 1], row[k + 2])
    with i18n.using(lang):
        deck = {n: (describe_card(n)["garden_text"], describe_card(n)["painter_text"]) for n in range(1, 61)}
    assert listed == deck


def track_rows(text: str, label: str) -> list[int]:
    """The values under the boxes of the track named ``label``: the row after its header row."""
    found = rows(text)
    for k, row in enumerate(found):
        if row[0].startswith(label):
            assert [int(x) for x in row[1:]] == list(range(1, len(row))), f"{label}: boxes numbered 1, 2, 3..."
            return [int(x) for x in found[k + 1][1:]]
    raise AssertionError(f"no table for {label!r}")


LABELS = {"en": ("Temple track", "Garden track", "Merchant board", "Artist board", "Each Rank path"),
          "pt": ("Trilha do Templo", "Trilha do Jardim", "Tabuleiro do Mercador", "Tabuleiro do Artista", "Cada trilha de Posto"),
          "it": ("Tracciato del Tempio", "Tracciato del Giardino", "Plancia del Mercante", "Plancia dell'Artista", "Ogni percorso Rango")}


@pytest.mark.parametrize("lang", LANGS)
def test_duo_tracks_are_listed_box_by_box_with_their_values(lang):
    temple, garden, gold, art, rank = LABELS[lang]
    for rel in ("duo/02_pilgrim.ipynb", "duo/08_end_and_scoring.ipynb"):
        text = markdown(lang, rel)
        assert track_rows(text, temple) == ISLAND.temple_track
        assert track_rows(text, garden) == ISLAND.garden_track
    text = markdown(lang, "duo/08_end_and_scoring.ipynb")
    assert track_rows(text, gold) == ISLAND.gold_slots
    assert track_rows(text, art) == ISLAND.painting_slots
    assert track_rows(markdown(lang, "duo/09_automa.ipynb"), rank) == ISLAND.rank_paths["pilgrim"]


@pytest.mark.parametrize("lang", LANGS)
def test_tokaido_15_lists_every_legendary_object_with_its_price(lang):
    listed = {}
    for row in rows(markdown(lang, "tokaido/15_crossroads_treasures.ipynb")):
        price = re.match(r"(\d+) ", row[1]) if len(row) == 3 else None
        if price:
            for name in row[0].split(", "):
                listed[name] = int(price.group(1))
    assert listed == {name: cost for name, (cost, _) in LEGENDARY.items()}


@pytest.mark.parametrize("lang", LANGS)
def test_tokaido_18_lists_the_starting_coins_of_every_matsuri_traveller(lang):
    listed = {}
    for row in rows(markdown(lang, "tokaido/18_matsuri_travellers.ipynb")):
        for k in range(0, len(row) - 1, 2):
            if row[k] in MATSURI_TRAVELERS and row[k + 1].isdigit():
                listed[row[k]] = int(row[k + 1])
    assert listed == {name: t.coins for name, t in MATSURI_TRAVELERS.items()}
