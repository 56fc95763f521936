"""The Tokaido Duo tutorials follow the kit's rhythm and teach the rules that name them."""

import pytest

from tests.notebooks.sources_duo import DUO
from tokaido_kit.duo import RULES
from widgets import links


@pytest.mark.parametrize("path", links.TUTORIALS["duo"])
def test_duo_tutorial_follows_the_rhythm_and_names_its_rules(path):
    text = "\n".join(text for _, text in DUO[path])
    for part in ("rule_sheet(", "DuoGame", "## Try it", "click_die", "print_events(",
                 "## What happened and why", "Quiz(", "nav(", "teaching island v1, not the printed board"):
        assert part in text, f"{path} lacks {part}"
    taught_here = [r.id for r in RULES.values() if r.section == path]
    assert taught_here and all(repr(r) in text for r in taught_here)
