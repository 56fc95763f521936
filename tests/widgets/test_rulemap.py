"""The rule maps (widgets.rulemap): every catalogue rule has a place, a test named after it and,
where its section names a notebook, that tutorial; every rule id of the rulebook data exists.

The per-rule checks are parametrized by rule id, so a failure names the rule. The last tests
show that the checks can fail (a fake rule, patched into a catalogue).
"""

from __future__ import annotations

import html
import re

import pytest

from tokaido_kit.core.rules import Rule
from widgets import links, rulemap
from widgets.rulemap import model
from widgets.server.handlers import index_page, rule_map_page


def missing_test(game: str, rule_id: str) -> str | None:
    """Why ``rule_id`` fails the test check, or None."""
    found = model.tests_by_rule(game)
    if found is None:
        return "no tests/ folder"
    if not found[rule_id]:
        return (f"{rule_id}: no test function is named after it (a test named "
                f"{model.test_prefix(rule_id)} or {model.test_prefix(rule_id)}_...)")
    return None


def missing_tutorial(game: str, rule_id: str) -> str | None:
    path = model.tutorial(model.catalogue(game)[rule_id])
    if path is not None and not model.tutorial_exists(path):
        return f"{rule_id}: its section names notebooks/{path}, which does not exist"
    return None


def all_rules():
    return [pytest.param(game, rid, id=rid) for game in model.GAMES for rid in model.catalogue(game)]


@pytest.mark.parametrize("game,rule_id", all_rules())
def test_rule_has_a_test_named_after_it(game, rule_id):
    problem = missing_test(game, rule_id)
    assert problem is None, problem


@pytest.mark.parametrize("game,rule_id", all_rules())
def test_rule_has_the_tutorial_its_section_names(game, rule_id):
    problem = missing_tutorial(game, rule_id)
    assert problem is None, problem


@pytest.mark.parametrize("game,lang", [(g, lang) for g in model.GAMES for lang in ("pt", "it")])
def test_every_rule_is_taught_in_every_language(game, lang):
    """A rule whose section names a tutorial is taught in that tutorial's translation too."""
    untaught = {}
    for rid, rule in model.catalogue(game).items():
        path = model.tutorial(rule)
        if path is not None and model.tutorial_exists(path) and not model.tutorial_exists(links.in_language(path, lang)):
            untaught.setdefault(links.in_language(path, lang), []).append(rid)
    assert not untaught, f"{lang}: these tutorials are missing, so their rules are not taught in {lang}: {untaught}"


@pytest.mark.parametrize("game", model.GAMES)
def test_every_catalogue_rule_has_a_place_in_the_map(game):
    assert not model.unplaced(game), (
        f"{game}: add these rules to a seed sentence of tokaido_kit/{game}/rulebook/seed_*.json, "
        f"to the facts or (house rules) the decisions of kit.json: {model.unplaced(game)}")


@pytest.mark.parametrize("game", model.GAMES)
def test_every_rule_id_in_the_rulebook_data_is_in_the_catalogue(game):
    unknown = [(where, rid) for where, rid in model.ids_in_data(game) if rid not in model.catalogue(game)]
    assert not unknown


@pytest.mark.parametrize("game", model.GAMES)
def test_decision_rows_are_exactly_the_house_rules(game):
    rules = model.catalogue(game)
    decisions = model.kit_notes(game).decisions
    assert {rid for rid, r in rules.items() if r.decision} <= set(decisions), "a house rule says nothing it settles"
    assert all(rules[rid].decision for rid in decisions if rid in rules), "a decision row names a rule of the rulebook"
    assert all(decisions.values()), "every house rule names what it settles"
    assert not any(rules[rid].decision for rid in model.from_fact_sheet(game) if rid in rules)


@pytest.mark.parametrize("game", model.GAMES)
def test_the_walk_follows_the_seeds(game):
    seeds = model.seeds(game)
    assert seeds and [s.number for s in seeds] == sorted(s.number for s in seeds)
    for seed in seeds:
        assert seed.language in ("pt", "en", "it") and seed.sections
        for section in seed.sections:
            assert section.heading and section.sentences, (seed.number, section.heading)
            for sentence in section.sentences:
                assert sentence.quote == sentence.quote.strip() and len(sentence.quote) < 600
                assert sentence.rules and len(set(sentence.rules)) == len(sentence.rules), sentence.quote
    assert {"tokaido": ["000", "002"], "sakura": ["003"], "duo": ["004"]}[game] == [s.number for s in seeds]


@pytest.mark.parametrize("game", model.GAMES)
def test_the_page_shows_every_rule_every_quote_and_the_house_rules(game):
    page = rule_map_page(game, "")
    shown = set(re.findall(r'id="rule-([^"]+)"', page))
    assert shown == set(model.catalogue(game))
    for _, _, sentence in model.sentences(game):
        assert html.escape(sentence.quote) in page
    assert page.count("kit-badge") >= sum(r.decision for r in model.catalogue(game).values())
    assert 'id="decisions"' in page and "Not in the map yet" not in page
    for href in re.findall(r'href="(\.\./\.\./voila/render/[^"]+)"', page):
        assert (model.NOTEBOOKS / href.split("voila/render/", 1)[1]).is_file(), href


def test_tests_are_found_by_name_and_given_to_the_most_specific_rule():
    refs = model.test_functions()
    assert refs and any(r.name.startswith("test_sakura_") for r in refs)
    found = model.tests_by_rule("tokaido")
    assert all(t.name.startswith("test_tokaido_village_sets") for t in found["tokaido.village.sets"])
    assert not any(t.name.startswith("test_tokaido_village_sets") for t in found["tokaido.village"])
    assert model.test_prefix("tokaido.traveler.zen-emon") == "test_tokaido_traveler_zen_emon"
    fake = (model.TestRef("tests/x.py", "test_sakura_end_tie"), model.TestRef("tests/x.py", "test_sakura_ending"))
    by_rule = model.tests_by_rule("sakura", fake)
    assert [t.name for t in by_rule["sakura.end.tie"]] == ["test_sakura_end_tie"] and not by_rule["sakura.end"]


def test_without_a_tests_folder_the_page_says_so(monkeypatch, tmp_path):
    monkeypatch.setattr(model, "TESTS", tmp_path / "tests")
    assert model.test_functions(model.TESTS) is None
    page = rulemap.page("duo", tutorial_href=lambda p: p, tests=())
    assert "tests/ folder is not beside" not in page  # given tests: no notice
    monkeypatch.setattr(model, "test_functions", lambda tests_dir=None: None)
    page = rulemap.page("duo", tutorial_href=lambda p: p)
    assert "The tests/ folder is not beside this copy of the kit" in page


def test_the_checks_fail_for_a_rule_without_test_tutorial_or_place(monkeypatch):
    fake = Rule("sakura.fake.rule", "sakura/99_nowhere.ipynb")
    monkeypatch.setitem(model.catalogue("sakura"), fake.id, fake)
    assert "no test function is named after it" in missing_test("sakura", fake.id)
    assert "does not exist" in missing_tutorial("sakura", fake.id)
    assert model.unplaced("sakura") == [fake.id]
    page = rule_map_page("sakura", "")
    assert 'id="unplaced"' in page and 'id="rule-sakura.fake.rule"' in page
    fake_test = model.TestRef("tests/engine/sakura/test_x.py", "test_sakura_fake_rule_works")
    assert model.tests_by_rule("sakura", model.test_functions() + (fake_test,))[fake.id] == [fake_test]


def test_the_checks_fail_for_an_unknown_id_in_the_data(monkeypatch):
    seeds = model.seeds("duo")
    section = seeds[0].sections[0]
    bad = model.Section(section.heading, section.sentences + (model.Sentence("x", ("duo.no.such",)),))
    broken = (model.Seed(seeds[0].seed, seeds[0].title, seeds[0].language, (bad,) + seeds[0].sections[1:]),)
    monkeypatch.setattr(model, "seeds", lambda game: broken)
    assert ("seed 004 / Panoramica", "duo.no.such") in model.ids_in_data("duo")


def test_the_landing_page_and_the_index_notebook_link_the_rule_maps(monkeypatch):
    page = index_page("")
    for game in model.GAMES:
        assert f'href="rules/{game}"' in page
    monkeypatch.delenv("JUPYTERHUB_SERVICE_PREFIX", raising=False)
    assert links.rule_map_url("sakura") == "/kit/rules/sakura"
    monkeypatch.setenv("JUPYTERHUB_SERVICE_PREFIX", "/user/ann/")
    assert links.rule_map_url("duo") == "/user/ann/kit/rules/duo"
    notebook = (model.NOTEBOOKS / "index.ipynb").read_text()
    for game in model.GAMES:
        assert f"/kit/rules/{game}" in notebook, "rebuild notebooks/index.ipynb (make notebooks)"
