"""Scenarios, saves, views, messages and the rule catalogue of Tokaido Duo."""

import json

import pytest

from tokaido_kit.core import i18n, lookup
from tokaido_kit.duo import ISLAND, RULES, DuoGame

from .helpers import BOUTIQUES, TILES, Action, play, random_game, scen


@pytest.mark.parametrize(
    "kw, rule",
    [
        ({"pilgrims": [4, 4]}, "duo.pilgrim.occupied"),
        ({"pilgrims": [7, 3], "merchants": ["Hama", "Yama"]}, "duo.merchant.coastal_occupied"),
        ({"merchants": ["Kawa", "Kawa"]}, "duo.merchant.coastal_occupied"),
        ({"merchants": ["Edo", "Yama"]}, "duo.merchant.move"),
        ({"artists": ["Nowhere", "Hana"]}, "duo.artist.move"),
        ({"pilgrims": [40, 0]}, "duo.pilgrim.move"),
        ({"coins": [10, 0]}, "duo.gold.bar"),
        ({"temple": [10, 1]}, "duo.pilgrim.temple"),
        ({"tiles": [["fan"] * 10, TILES]}, "duo.artist.paint"),
        ({"revealed": [2, 0], "gifted": [3, 0]}, "duo.artist.gift"),
        ({"goods": [{"kimono": 6}, {}]}, "duo.merchant.storage"),
        ({"goods": [{"fans": 4}, {"fans": 4}]}, "duo.merchant.mountain"),
        ({"boutiques": {"Kawa": ["fans", 9]}}, "duo.pilgrim.coastal"),
        ({"ranks": {"pilgrim": 10}}, "duo.automa.rank"),
    ],
)
def test_duo_setup_scenario_breaking_a_table_rule_is_refused(kw, rule):
    with pytest.raises(ValueError, match=rule.replace(".", r"\.")):
        scen(**kw)


def test_duo_setup_scenario_refuses_unknown_keywords_and_decks():
    with pytest.raises(ValueError, match="unknown scenario keyword"):
        scen(dragons=[1, 2])
    with pytest.raises(ValueError, match="bag"):
        scen(decks={"meal": [1]})
    with pytest.raises(ValueError, match="cannot stack"):
        scen(decks={"bag": ["gold"]})
    with pytest.raises(ValueError, match="not a face"):
        scen(rolls=(6, 1, 1))


def test_duo_automa_scenario_refuses_money_and_tokens_for_the_automa():
    with pytest.raises(ValueError, match="duo.automa.score"):
        scen(automa=True, coins=[0, 3])
    with pytest.raises(ValueError, match="duo.pilgrim.hot_spring"):
        scen(automa=True, hot_spring=1)


def test_duo_setup_scenario_places_everything():
    game = scen(pilgrims=[5, 9], merchants=["Kiri", "Shima"], artists=["Umi", "Yuki"], coins=[3, 4],
                goods=[{"dolls": 2}, {"fans": 1}], temple=[3, 2], garden=[2, 4], hot_spring=1,
                waves={"merchant": {"owner": 0, "side": "robust"}}, decks={"bag": ["kimono"]})
    view = game.view()
    p0, p1 = view["players"]
    assert (p0["pilgrim"], p0["merchant"], p0["artist"], p0["coins"]) == (5, "Kiri", "Umi", 3)
    assert (p1["pilgrim"], p1["merchant"], p1["artist"], p1["coins"]) == (9, "Shima", "Yuki", 4)
    assert p0["goods"]["dolls"] == 2 and view["bag"] == 26 - 3
    assert view["hot_spring"] == 1 and p0["waves"] == [{"character": "merchant", "side": "robust"}]
    assert view["boutiques"]["Kawa"] == {"kind": "kimono", "price": 2}


def test_duo_setup_view_hides_face_down_tiles_and_the_bag():
    game = scen(revealed=[3, 0], gifted=[1, 0])
    for who in (None, 0, 1):
        view = game.view(who)
        json.dumps(view)
        mine = view["players"][0]["paintings"]
        assert [p["icon"] for p in mine] == TILES[:3] + [None] * 7
        assert [p["state"] for p in mine[:4]] == ["gifted", "revealed", "revealed", "face_down"]
        assert all(p["icon"] is None for p in view["players"][1]["paintings"])
        assert isinstance(view["bag"], int)
        assert '"icon": "' not in json.dumps(view["players"][1])


def test_duo_setup_view_has_the_contract_keys():
    game = DuoGame.new(players=2, seed=3, automa=True)
    view = game.view(None)
    for key in ("players", "round", "dice", "first_chooser", "last_round"):
        assert key in view
    for key in ("pilgrim", "merchant", "artist", "coins", "gold", "temple", "garden", "gifted", "goods", "waves",
                "hot_spring"):
        assert key in view["players"][0]
    assert view["automa_next"] in ("pilgrim", "merchant", "artist")


def test_duo_save_malformed_or_edited_saves_are_refused():
    game = random_game(3)
    with pytest.raises(ValueError):
        DuoGame.from_json("{not json")
    data = json.loads(game.to_json())
    data["position"]["state"]["coins"] = [9, 9]
    with pytest.raises(ValueError, match="edited"):
        DuoGame.from_json(json.dumps(data))
    data = json.loads(game.to_json())
    del data["initial"]["state"]["tiles"]
    with pytest.raises(ValueError):
        DuoGame.from_json(json.dumps(data))
    data = json.loads(game.to_json())
    data["actions"][3] = {"kind": "choose_die", "character": "dragon"}
    with pytest.raises(ValueError, match="not legal"):
        DuoGame.from_json(json.dumps(data))


def test_duo_island_every_event_and_refusal_names_a_known_rule_with_words():
    game = random_game(8, automa=False)
    kinds = set()
    for e in game.log:
        assert e.rule in RULES or e.rule.startswith("core.")
        assert i18n.has(f"duo.event.{e.kind}"), e.kind
        assert "{" not in e.text, e.text
        kinds.add(e.kind)
    assert {"dice_rolled", "die_chosen", "pilgrim_moved"} <= kinds
    for rule in RULES.values():
        assert i18n.has(f"rule.{rule.id}.title") and i18n.has(f"rule.{rule.id}.summary"), rule.id
        assert lookup(rule.id) is rule and rule.section.startswith("duo/")


def test_duo_island_every_action_reads_as_a_phrase():
    game = scen(rolls=(1, 1, 1), goods=[{"kimono": 6}, {}], hot_spring=0,
                waves={"merchant": {"owner": 0, "side": "robust"}})
    seen = []
    while not game.is_over and len(seen) < 60:
        for a in game.legal_actions():
            assert i18n.has(f"action.{a.kind}") and "{" not in str(a), a
            seen.append(a.kind)
        game.play(game.legal_actions()[-1])
    assert "choose_die" in seen


def test_duo_island_data_file_is_labelled_and_consistent():
    assert ISLAND.label == "teaching island v1, not the printed board"
    assert ISLAND.ring_size == 37 and len(ISLAND.coastal) == 8 and len(ISLAND.mountains) == 4
    assert len(ISLAND.zones) == 8 and sorted(BOUTIQUES) == sorted(ISLAND.coastal)
    # Artist links never pass through a mountain town: each link is a route between coastal towns.
    for z, links in ISLAND.zone_links.items():
        assert z not in links and links


def test_duo_island_refuses_an_inconsistent_data_file():
    from tokaido_kit.duo.island import DATA_FILE, Island

    data = json.loads(DATA_FILE.read_text())
    data["ring"][2] = "temple"
    with pytest.raises(ValueError, match="not marked coastal"):
        Island(data)


def test_duo_round_illegal_action_changes_nothing():
    game = scen(rolls=(1, 1, 1))
    before = game.to_json()
    for bad in (Action("gift"), Action("merchant_to", town="Kawa"), Action("choose_die", character="ninja"),
                "pilgrim", Action("use_spring")):
        with pytest.raises(ValueError):
            game.play(bad)
        assert game.to_json() == before
    play(game, "choose_die", character="pilgrim")
