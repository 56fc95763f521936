"""Save files: exact round trips, and damaged saves refused with a ValueError."""

import json

import pytest

from tokaido_kit.bots import RandomBot
from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame

from .helpers import move, table


def played(n=4, steps=30, seed=8):
    g = TokaidoGame.new(n, seed=seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        g.play(bot.choose(g))
    return g


def test_scenario_games_round_trip_through_json():
    g = table(2, travelers=["Satsuki", "Yoshiyasu"], spaces=[14, 20], neutral=13, coins=[3, 9],
              souvenirs=[["Koma"], []], decks={"meal": ["Fugu"]})
    g.play(move(15))
    h = TokaidoGame.from_json(g.to_json())
    assert h.view() == g.view() and h.view(0) == g.view(0) and h.legal_actions() == g.legal_actions()


@pytest.mark.parametrize("damage", [
    lambda d: d["initial"]["state"]["coins"].__setitem__(0, -3),
    lambda d: d["initial"]["state"]["decks"]["meal"].pop(),
    lambda d: d["initial"]["state"].pop("space"),
    lambda d: d["initial"]["state"]["traveler"].__setitem__(0, "Godzilla"),
    lambda d: d["actions"].append({"kind": "move", "space": 54}),
    lambda d: d["position"]["state"]["coins"].__setitem__(0, 99),
    lambda d: d.__setitem__("players", 9),
])
def test_damaged_saves_are_refused(damage):
    g = played()
    data = json.loads(g.to_json())
    damage(data)
    with pytest.raises(ValueError):
        TokaidoGame.from_json(json.dumps(data))


def test_illegal_action_changes_nothing_and_says_why():
    g = played(steps=12)
    before = g.to_json()
    for bad in (Action("move", space=56), Action("donate", coins=9), Action("fly")):
        err = g.why_not(bad)
        assert err is not None and str(err)
        with pytest.raises(ValueError):
            g.play(bad)
    assert g.to_json() == before
