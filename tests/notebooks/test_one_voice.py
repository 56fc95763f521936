"""One voice for every rule: a fact a rule card states (a cost, a count, a key term, whether it
is a house rule) is stated the same way wherever the rule is taught: every tutorial's markdown and stored
outputs, and every message catalogue, in English, Portuguese and Italian. The facts are data
(``tokaido_kit/core/glossary/facts.json``); the check is ``widgets/authoring/voice.py``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from widgets.authoring import voice

FIXTURES = Path(__file__).parent / "fixtures" / "voice_known_bad.json"
KNOWN_BAD = json.loads(FIXTURES.read_text(encoding="utf-8"))["cases"]
FACTS = voice.load_facts()


@pytest.mark.parametrize("lang", voice.LANGS)
def test_every_statement_of_a_fact_agrees_with_its_rule_card(lang):
    found = voice.check(lang)
    assert not found, f"{len(found)} statements in {lang} disagree with their rule card:\n" + "\n".join(map(str, found))


@pytest.mark.parametrize("lang, where, text, fact", KNOWN_BAD, ids=[f"{c[0]}-{c[3]}-{i}" for i, c in enumerate(KNOWN_BAD)])
def test_the_check_finds_what_the_learners_tripped_on(lang, where, text, fact):
    """Each case the first readers found, as the text said it before the fix, is still reported against today's cards."""
    found = voice.check(lang, sources=[(where, text)])
    assert fact in {f.fact for f in found}, f"{where}: the check no longer finds {fact!r} in {text!r}"


def test_every_case_of_the_issue_is_covered_in_every_language():
    covered = {(lang, fact) for lang, _, _, fact in KNOWN_BAD}
    for fact in FACTS:
        for lang in voice.LANGS:
            if lang in fact:
                assert (lang, fact["id"]) in covered, f"no known-bad case for {fact['id']} in {lang}"


@pytest.mark.parametrize("fact", FACTS, ids=[f["id"] for f in FACTS])
def test_every_fact_names_a_rule_whose_card_states_it(fact):
    """A fact is built on a rule id of a catalogue, and the card states it in each language it is checked in
    (a status fact needs only the rule)."""
    voice.decision_of(fact["rule"])  # KeyError for an unknown rule id
    for lang in voice.LANGS:
        if lang in fact and not fact.get("status"):
            card = voice.cards(lang)[fact["rule"]]
            assert voice.statements(fact, lang, card, card=True), f"{fact['id']}: the {lang} card does not state it"
        for says in fact.get(lang, {}).get("says", []):
            re.compile(says["re"] if isinstance(says, dict) else says)


def test_values_agree_once_numbers_articles_and_plurals_are_read_alike():
    assert voice.normalize("two coins", "en") == voice.normalize("2 coin", "en") == "2 coin"
    assert voice.normalize("duas moedas", "pt") == voice.normalize("2 moedas", "pt")
    assert voice.normalize("some money", "en") != voice.normalize("2 coins", "en")


def test_a_statement_elsewhere_is_compared_with_the_card_and_the_card_itself_must_state_it(tmp_path):
    """On a tiny kit: a tutorial that says '3 coins' against a card that says '2 coins' is reported with
    both values; a card that no longer says it is reported too; a house-rule note of a plain rule is
    reported, and a plain sentence of a house rule."""
    (tmp_path / "notebooks/tokaido").mkdir(parents=True)
    (tmp_path / "widgets/messages").mkdir(parents=True)
    nb = {"cells": [{"cell_type": "markdown", "source": "In the Gaming Room you bet 3 coins. At a farm you bet 2 coins."},
                    {"cell_type": "code", "source": "", "outputs": [
                        {"output_type": "stream", "text": "House rule (a kit decision) — Stake: you bet 2 coins."}]}]}
    (tmp_path / "notebooks/tokaido/01_x.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    catalogue = {"rule.x.stake.summary": "At a farm you may bet 2 coins instead of taking 3."}
    (tmp_path / "widgets/messages/en.json").write_text(json.dumps(catalogue), encoding="utf-8")
    fact = {"id": "stake", "rule": "x.stake", "en": {"about": "Gaming Room|farm", "says": [r"\bbets? (?P<v>\w+ coins?)"]}}
    found = voice.check("en", [fact], root=tmp_path)
    assert [(f.where, f.found, f.card) for f in found] == [("notebooks/tokaido/01_x.ipynb cell 0", "3 coins", ("2 coins",))]
    catalogue["rule.x.stake.summary"] = "At a farm you may roll the Fortune die."
    (tmp_path / "widgets/messages/en.json").write_text(json.dumps(catalogue), encoding="utf-8")
    assert [f.where for f in voice.check("en", [fact], root=tmp_path)] == ["card rule.x.stake.summary"]
    status = {"id": "s", "rule": "x.stake", "status": True, "en": {"says": [r"bet 2 coins"]}}
    plain = voice.check("en", [status], root=tmp_path, decisions={"x.stake": False})
    assert [f.where for f in plain] == ["notebooks/tokaido/01_x.ipynb cell 1 (printed)"]
    house = voice.check("en", [status], root=tmp_path, decisions={"x.stake": True})
    assert [f.where for f in house] == ["notebooks/tokaido/01_x.ipynb cell 0"]


def test_authors_run_the_check_from_the_command_line(capsys):
    from widgets.authoring.__main__ import main

    assert main(["voice"]) == 0
    assert "en: 0 statements disagree with their rule card" in capsys.readouterr().out
