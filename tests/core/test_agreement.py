"""Generated sentences agree in number and gender: the cases the Italian and Portuguese readers
found in the printed logs, and the two tools that prevent them (a plural spec, a list joined with 'and')."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tokaido_kit.core import i18n

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("lang, one, two", [
    ("en", "1 painting gifted: the Artist scores 1", "2 paintings gifted: the Artist scores 2"),
    ("pt", "1 pintura ofertada: o Artista vale 1", "2 pinturas ofertadas: o Artista vale 2"),
    ("it", "1 dipinto donato: l'Artista vale 1", "2 dipinti donati: l'Artista vale 2"),
])
def test_one_gift_is_singular(lang, one, two):
    """Italian Duo 6 printed '1 donati'."""
    with i18n.using(lang):
        assert i18n.text("widgets.duo.tutorial.artist_value", gifted=1, value=1) == one
        assert i18n.text("widgets.duo.tutorial.artist_value", gifted=2, value=2) == two


@pytest.mark.parametrize("lang, start", [
    ("en", "Yoshiyasu and Hirotada tie with 42 points"),
    ("pt", "Yoshiyasu e Hirotada empatam com 42 pontos"),
    ("it", "Yoshiyasu e Hirotada sono in parità con 42 punti"),
])
def test_tied_travellers_are_joined_with_and(lang, start):
    """Italian Tokaido 11 printed 'Yoshiyasu, Hirotada sono in parità'; the event keeps its names as saved."""
    with i18n.using(lang):
        said = i18n.text("tokaido.event.winner_tiebreak", tied="Yoshiyasu, Hirotada", score=42, who="Yoshiyasu", cards=3)
        assert said.startswith(start)
        three = i18n.text("tokaido.event.winners_shared", who="Satsuki, Kinko, Zen-emon", score=40, cards=2)
        assert three.startswith("Satsuki, Kinko " + {"en": "and", "pt": "e", "it": "e"}[lang] + " Zen-emon ")


def test_the_and_spec_leaves_one_name_alone():
    assert i18n.text("tokaido.event.winners_shared", who="Satsuki", score=40, cards=2).startswith("Satsuki share")


def test_energia_refused_names_the_amulet():
    """Italian Tokaido 14 printed 'Energia rifiutato' (Energia is feminine): the Amulet is named."""
    nb = json.loads((ROOT / "notebooks/it/tokaido/14_crossroads_amulets.ipynb").read_text(encoding="utf-8"))
    printed = "".join("".join(o.get("text", "")) for c in nb["cells"] for o in c.get("outputs", []))
    assert "Amuleto Energia rifiutato:" in printed and not re.search(r"(?m)^Energia rifiutato", printed)


NUMBER_BEFORE_PLURAL = {"en": r"\{\w+\} (coins|points)\b", "pt": r"\{\w+\} (moedas|pontos)\b", "it": r"\{\w+\} (monete|punti)\b"}


@pytest.mark.parametrize("lang", sorted(NUMBER_BEFORE_PLURAL))
def test_no_catalogue_puts_a_bare_number_before_a_plural(lang):
    """'{coins} coins' reads '1 coins' when there is one: the catalogues write {coins:plural:coin:coins}."""
    bad = []
    for path in sorted(p for top in ("tokaido_kit", "widgets") for p in (ROOT / top).rglob(f"messages/{lang}.json")):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            if isinstance(value, str) and re.search(NUMBER_BEFORE_PLURAL[lang], value):
                bad.append(f"{path.relative_to(ROOT)}:{key}")
    assert not bad, bad
