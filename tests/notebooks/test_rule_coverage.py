"""Every rule a catalogue sends to a notebook is shown there (all three games).

Convention: a rule whose ``section`` names a notebook is in that notebook's
``rule_sheet(...)`` call. A kit decision (``Rule.decision``) is a house rule: it
must be in the notebook's ``house_rules(...)`` call (the house-rule notes at the
end); listing it in ``rule_sheet(...)`` as well is allowed, not required.
"""

import ast

import pytest

from tests.notebooks.test_sources import SOURCES
from tokaido_kit.duo import RULES as DUO_RULES
from tokaido_kit.sakura import RULES as SAKURA_RULES
from tokaido_kit.tokaido import RULES as TOKAIDO_RULES

CATALOGUES = {"sakura": SAKURA_RULES, "tokaido": TOKAIDO_RULES, "duo": DUO_RULES}


def called_with(path: str, function: str) -> set:
    """The string arguments of every call to ``function`` in the notebook's code cells."""
    found = set()
    for kind, text in SOURCES[path]:
        if kind != "code":
            continue
        lines = [line for line in text.splitlines() if not line.lstrip().startswith(("%", "!"))]
        for node in ast.walk(ast.parse("\n".join(lines))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == function:
                found.update(a.value for a in node.args if isinstance(a, ast.Constant))
    return found


def taught_in(game: str) -> list:
    """(notebook, rule) for every rule of ``game`` whose section is a notebook."""
    return sorted(((rule.section.split("#")[0], rule) for rule in CATALOGUES[game].values()
                   if rule.section.split("#")[0] in SOURCES), key=lambda pr: (pr[0], pr[1].id))


def _params(game):
    return [pytest.param(game, path, id=path) for path in sorted({p for p, _ in taught_in(game)})]


@pytest.mark.parametrize("game,path", _params("sakura") + _params("tokaido") + _params("duo"))
def test_notebook_shows_every_rule_its_catalogue_sends_there(game, path):
    rules = [r for p, r in taught_in(game) if p == path]
    sheet, house = called_with(path, "rule_sheet"), called_with(path, "house_rules")
    missing_sheet = [r.id for r in rules if not r.decision and r.id not in sheet]
    missing_house = [r.id for r in rules if r.decision and r.id not in house]
    assert not missing_sheet, f"{path}: rule_sheet(...) lacks {missing_sheet}"
    assert not missing_house, f"{path}: house_rules(...) lacks the kit decisions {missing_house}"


def test_every_catalogue_sends_rules_to_notebooks():
    for game in CATALOGUES:
        assert len(taught_in(game)) >= 30, game  # the check above really looks at each game
