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


@pytest.mark.parametrize("kw,message", [
    ({"souvenirs": [["Koma"], ["Koma"]]}, "Koma"),
    ({"meals": [["Unagi"], ["Unagi"]]}, "Unagi"),
    ({"meals": [["Sushi", "Sushi"], []]}, "twice"),
    ({"hot_springs": [[4], []]}, "hot_spring"),
    ({"encounters": [["Ninja"], []]}, "Ninja"),
    ({"panoramas": [{"sea": 6}, {}]}, "5 sections"),
    ({"panoramas": [{"lake": 1}, {}]}, "unknown panorama"),
    ({"donations": [-1, 0]}, "negative"),
    ({"decks": {"meal": ["Pizza"]}}, "Pizza"),
    ({"decks": {"sake": []}}, "unknown deck"),
    ({"spaces": [55, 55], "neutral": 55}, "Edo"),
    ({"neutral": 3}, "single space 3"),
    ({"wings": 2}, "unknown scenario keyword"),
])
def test_scenario_refuses_impossible_collections(kw, message):
    with pytest.raises(ValueError, match=message):
        table(2, travelers=["Kinko", "Satsuki"], **{"spaces": [2, 3], **kw})


def test_scenario_places_collections_with_their_points():
    g = table(2, travelers=["Mitsukuni", "Satsuki"], spaces=[2, 3], souvenirs=[["Koma", "Sake"], []],
              meals=[["Fugu"], []], hot_springs=[[3], []], panoramas=[{"paddy": 3}, {}], donations=[2, 0])
    assert g.score_breakdown(0) == {"panoramas": 6, "souvenirs": 4, "meals": 6, "hot_springs": 3, "encounters": 0,
                                    "temple": 2, "abilities": 2, "achievements": 3, "temple_ranking": 0}
    assert g.pano_first["paddy"] == [0] and len(g.decks["meal"]) == 24
