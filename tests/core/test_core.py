"""The shared core: move stack, undo, copy, JSON saves, scenarios, refusals."""

import json

import pytest

from tokaido_kit.bots import GreedyBot, RandomBot, play_out
from tokaido_kit.core import Action, IllegalAction, i18n

from .toy import ToyRace


def test_action_is_a_hashable_value():
    assert Action("move", space=12) == Action("move", space=12)
    assert len({Action("move", space=12), Action("move", space=12)}) == 1
    assert Action("move", space=12).space == 12
    assert Action.from_json(Action("a", xs=(1, 2)).to_json()) == Action("a", xs=(1, 2))
    with pytest.raises(ValueError):
        Action.from_json({"no": "kind"})


def test_same_seed_same_actions_same_game():
    a, b = ToyRace.new(2, seed=5), ToyRace.new(2, seed=5)
    play_out(a, [RandomBot(1), RandomBot(2)])
    for action in a.history:
        b.play(action)
    assert a.to_json() == b.to_json()


def test_undo_restores_exact_position_past_checkpoints():
    game = ToyRace.new(3, seed=1, goal=200)
    saves = [game.to_json()]
    bot = RandomBot(3)
    for _ in range(80):
        game.play(bot.choose(game))
        saves.append(game.to_json())
    for expected in reversed(saves[:-1]):
        game.undo()
        assert game.to_json() == expected
    with pytest.raises(IllegalAction):
        game.undo()


def test_json_round_trip_continues_identically():
    game = ToyRace.new(2, seed=9, goal=30)
    for _ in range(7):
        game.play(Action("roll"))
    restored = ToyRace.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    game.play(Action("roll"))
    restored.play(Action("roll"))
    assert restored.pos == game.pos and restored.log == game.log


def test_copy_is_independent():
    game = ToyRace.new(2, seed=2, goal=50)
    twin = game.copy()
    twin.play(Action("roll"))
    assert game.history == [] and len(twin.history) == 1


@pytest.mark.parametrize(
    "mangle, words",
    [
        (lambda d: "{not json", "not valid JSON"),
        (lambda d: json.dumps({**d, "version": 99}), "version 99"),
        (lambda d: json.dumps({**d, "game": "chess"}), "'chess'"),
        (lambda d: json.dumps({**d, "actions": d["actions"] + [{"kind": "fly"}]}), "not legal"),
        (lambda d: json.dumps({**d, "position": {**d["position"], "rolls": [3]}}), "was edited"),
        (lambda d: json.dumps({k: v for k, v in d.items() if k != "initial"}), "no 'initial'"),
    ],
)
def test_damaged_saves_are_refused_with_a_reason(mangle, words):
    game = ToyRace.new(2, seed=4, goal=40)
    for _ in range(4):
        game.play(Action("roll"))
    with pytest.raises(ValueError, match=words):
        ToyRace.from_json(mangle(json.loads(game.to_json())))


def test_illegal_action_changes_nothing_and_names_a_rule():
    game = ToyRace.new(2, seed=4)
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.play(Action("fly"))
    assert info.value.rule == "core.turn" and "waiting for roll" in str(info.value)
    assert game.why_not("roll").rule == "core.turn"
    assert game.to_json() == before


def test_scenario_stacks_rolls_and_decks_then_rng_takes_over():
    game = ToyRace.scenario(2, seed=0, rolls=[3, 3], decks={"cards": [7, 2]}, pos=[1, 4])
    game.play(Action("roll"))
    game.play(Action("roll"))
    assert game.pos == [4, 7] and game.hand == [[7], [2]]
    with pytest.raises(ValueError, match="not in that deck"):
        ToyRace.scenario(2, decks={"cards": [99]})
    with pytest.raises(ValueError, match="behind the start"):
        ToyRace.scenario(2, pos=[-1, 0])


def test_bad_options_and_player_counts_are_value_errors():
    with pytest.raises(ValueError, match="1 to 4 players"):
        ToyRace.new(7)
    with pytest.raises(ValueError, match="unknown option"):
        ToyRace.new(2, colour="red")


def test_greedy_bot_prefers_the_better_move():
    game = ToyRace.new(1, seed=3)
    assert GreedyBot(0).choose(game) == Action("roll")


def test_messages_fall_back_to_english_and_languages_are_discovered():
    assert "en" in i18n.languages()
    with pytest.raises(ValueError):
        i18n.set_language("xx")
    assert str(Action("pass")) == "pass"


def test_undo_to_the_start_keeps_the_opening_events():
    class Opened(ToyRace):
        def _opening_events(self):
            return [self.event("roll", None, "toy.race", value=0)]

    game = Opened.new(2, seed=1)
    opening = list(game.log)
    game.play(Action("roll"))
    game.undo()
    assert game.log == opening and len(opening) == 1


def test_plural_spec_reads_naturally():
    from tokaido_kit.core.i18n import _formatter, _Lenient

    template = "walks {n:plural:space:spaces}"
    assert _formatter.vformat(template, (), _Lenient(n=1)) == "walks 1 space"
    assert _formatter.vformat(template, (), _Lenient(n=3)) == "walks 3 spaces"


def test_refusal_names_the_awaited_decision_in_words():
    game = ToyRace.new(2, seed=4)
    assert "waiting for roll" in str(game.why_not(Action("fly")))


def test_action_true_is_not_the_number_one():
    assert Action("choose_card", card=True) != Action("choose_card", card=1)
    assert Action("choose_card", card=True) not in [Action("choose_card", card=1)]
