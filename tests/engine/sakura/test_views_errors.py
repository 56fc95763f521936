"""Hidden information in view(), scenario errors, save-file errors, and the catalogue itself."""

import inspect
import json
import pathlib
import re

import pytest

from tokaido_kit.core import Action, i18n
from tokaido_kit.sakura import RULES, SakuraGame

from . import helpers

# ---------------------------------------------------------------- hidden information
def test_sakura_round_choose_view_hides_other_hands_and_commits():
    game = SakuraGame.new(3, seed=5)
    first = sorted(game.hands[0])[0]
    game.play(Action("choose_card", card=first))
    public = game.view(None)
    text = json.dumps({k: v for k, v in public.items() if k != "cards"})
    assert "hand" not in public and "my_commit" not in public
    assert public["committed"] == [True, False, False] and public["revealed"] == []
    assert public["hand_sizes"] == [4, 5, 5]
    assert str(first) not in json.dumps(public["revealed"]) and "commits" not in text
    assert game.view(0)["my_commit"] == [first]
    assert game.view(1)["my_commit"] == [] and game.view(1)["hand"] == sorted(game.hands[1])
    assert first not in game.view(1)["hand"]
    json.dumps(game.view(2))  # JSON-able


def test_sakura_round_reveal_view_shows_the_cards_once_revealed():
    c = helpers.card("emperor_either_1", "forward", 2)
    game = SakuraGame.scenario(3, emperor=9, painters=[0, 0, 0], hands=[[c], [57], [58]])
    helpers.play_cards(game, [c, 57, 58])
    assert game.view(None)["revealed"] == [{"player": 0, "card": c}, {"player": 1, "card": 57},
                                           {"player": 2, "card": 58}]


def test_sakura_two_imperial_view_has_the_imperial_painter():
    view = SakuraGame.new(2, seed=0, variant="challenging").view(None)
    assert view["imperial"]["painter"] == 0 and view["imperial"]["tokens"] == 5
    assert view["variant"] == "challenging" and len(view["painters"]) == 2
    assert "imperial" not in SakuraGame.new(3, seed=0).view(None)


# ---------------------------------------------------------------- scenario errors
@pytest.mark.parametrize("kwargs, rule", [
    (dict(painters=[4, 4, 0]), "sakura.garden.gate"),
    (dict(emperor=6, painters=[6, 0, 0]), "sakura.bump.painter"),
    (dict(emperor=6, painters=[8, 0, 0]), "sakura.bump.painter"),
    (dict(hands=[[1, 2], [2], [3]]), "sakura.scenario"),
    (dict(hands=[[1], [2], [3]], decks={"draw": [3]}), "sakura.scenario"),
    (dict(painters=[1, 2]), "sakura.scenario"),
    (dict(tokens=[5, 5]), "sakura.scenario"),
    (dict(hands=[[1], [2]]), "sakura.scenario"),
    (dict(hands=[[1, 2, 3, 4, 5, 6], [7], [8]]), "sakura.round.refill"),
    (dict(tokens=[20, 20, 15]), "sakura.score.supply"),
    (dict(tokens=[-1, 5, 5]), "sakura.scenario"),
    (dict(emperor=0), "sakura.emperor.gate"),
    (dict(emperor=39), "sakura.emperor.gate"),
    (dict(emperor=20, scored=[]), "sakura.score.once"),
    (dict(emperor=20, scored=[26]), "sakura.score.once"),
    (dict(emperor=30, scored=[14, 26, 38]), "sakura.score.once"),
    (dict(emperor=20, scored=5), "sakura.score.once"),
    (dict(imperial=3), "sakura.two.imperial"),
    (dict(decks={"meal": [1]}), "sakura.scenario"),
    (dict(hands=[[61], [2], [3]]), "sakura.teaching_data"),
    (dict(colour="red"), "sakura.scenario"),
])
def test_sakura_scenario_errors_name_the_rule(kwargs, rule):
    kwargs.setdefault("emperor", 9)
    with pytest.raises(ValueError, match=rule.replace(".", r"\.")):
        SakuraGame.scenario(3, seed=0, **kwargs)


def test_sakura_scenario_defaults_scored_sakuras_behind_the_emperor():
    game = SakuraGame.scenario(3, emperor=30, painters=[20, 25, 0])
    assert game.scored == [14, 26] and not game.is_over
    assert SakuraGame.scenario(3, emperor=30, scored=[26, 14]).scored == [14, 26]
    # the Emperor may have stepped back off a sakura he already admired
    stepped_back = SakuraGame.scenario(3, emperor=13, painters=[10, 0, 0], scored=[14])
    assert stepped_back.scored == [14]


def test_sakura_scenario_stacked_draws_come_first():
    game = SakuraGame.scenario(3, emperor=9, hands=[[1], [2], [3]], decks={"draw": [10, 11, 12, 13, 14]})
    helpers.play_cards(game, [1, 2, 3])
    while not game.pending == "choose_card":
        game.play(game.legal_actions()[0])
    assert {10, 11, 12, 13, 14} <= set(game.hands[0])


# ---------------------------------------------------------------- save errors
def test_sakura_save_round_trip_and_damaged_saves():
    game = helpers.random_game(3, "imperial", 11)
    again = SakuraGame.from_json(game.to_json())
    assert helpers.full_state(again) == helpers.full_state(game)
    data = json.loads(game.to_json())
    with pytest.raises(ValueError, match="not valid JSON"):
        SakuraGame.from_json("{oops")
    edited = dict(data, actions=data["actions"] + [{"kind": "choose_card", "card": 1}])
    with pytest.raises(ValueError, match="not legal"):
        SakuraGame.from_json(json.dumps(edited))
    tampered = json.loads(game.to_json())
    tampered["position"]["state"]["tokens"][0] += 1
    with pytest.raises(ValueError, match="edited"):
        SakuraGame.from_json(json.dumps(tampered))
    broken = json.loads(game.to_json())
    broken["initial"]["state"]["pos"] = [1, 1, 0]
    with pytest.raises(ValueError, match="sakura.garden.gate"):
        SakuraGame.from_json(json.dumps(broken))
    missing = json.loads(game.to_json())
    del missing["initial"]["state"]["hands"]
    with pytest.raises(ValueError, match="damaged"):
        SakuraGame.from_json(json.dumps(missing))
    wrong = json.loads(game.to_json())
    wrong["initial"]["state"]["variant"] = "solo"
    with pytest.raises(ValueError, match="variant"):
        SakuraGame.from_json(json.dumps(wrong))


# ---------------------------------------------------------------- the catalogue
def test_sakura_scenario_every_rule_has_words_and_a_test():
    tests = set()
    for path in pathlib.Path(__file__).parent.glob("test_*.py"):
        tests.update(line.split("def ")[1].split("(")[0] for line in path.read_text().splitlines()
                     if line.startswith("def test_"))
    for rule_id, rule in RULES.items():
        assert i18n.has(f"rule.{rule_id}.title") and i18n.has(f"rule.{rule_id}.summary"), rule_id
        assert rule.section.startswith("sakura/") and rule.section.endswith(".ipynb")
        name = "test_" + rule_id.replace(".", "_")
        assert any(t.startswith(name) for t in tests), f"no test named after {rule_id}"


def test_sakura_scenario_every_event_and_refusal_has_a_message():
    source = "".join(inspect.getsource(m) for m in _engine_modules())
    for kind in set(re.findall(r'event\(\s*"(\w+)"', source)) | {"resolve"}:
        assert i18n.has(f"sakura.event.{kind}"), kind
    for reason in set(re.findall(r'illegal\(\s*[\w."]+,\s*"(\w+)"', source)) | {"not_in_hand"}:
        assert i18n.has(f"sakura.why.{reason}"), reason
    for pending in ("choose_card", "choose_imperial_card", "garden.direction", "painter.direction"):
        assert i18n.has(f"sakura.pending.{pending}"), pending
    for rule in set(re.findall(r'"(sakura\.[a-z_.]+)"', source)):
        if not rule.startswith(("sakura.event", "sakura.why", "sakura.card")):
            assert rule in RULES, rule


def _engine_modules():
    from tokaido_kit.sakura import actions, game, scenario, scoring, viewing
    return [actions, game, scenario, scoring, viewing]


def test_sakura_scenario_games_save_load_and_undo_exactly():
    c = helpers.card("emperor_either_1", "forward", 2)
    game = SakuraGame.scenario(2, seed=4, emperor=13, painters=[9, 0], imperial=11, tokens=[3, 7],
                               imperial_tokens=2, hands=[[c, 1], [57, 2]], decks={"draw": [58, 59]},
                               variant="challenging")
    start = helpers.full_state(game)
    helpers.play_cards(game, [c, 57])
    assert game.pending == "choose_imperial_card" and game.current_player == 1  # Red is at the gate
    game.play(Action("choose_imperial_card", card=2))
    assert helpers.full_state(SakuraGame.from_json(game.to_json())) == helpers.full_state(game)
    while game.history:
        game.undo()
    assert helpers.full_state(game) == start
