"""SearchBot (tokaido_kit/bots/search.py): legal, exact for a seed, blind to what its seat cannot
see, and hints that a learner can act on."""

from __future__ import annotations

import random

import pytest

from tokaido_kit.bots import BOTS, Hint, SearchBot
from tokaido_kit.core import Action
from tokaido_kit.duo import DuoGame
from tokaido_kit.sakura import SakuraGame
from tokaido_kit.tokaido import TokaidoGame

GAMES = {
    "tokaido": lambda: TokaidoGame.new(4, seed=5),
    "tokaido-x": lambda: TokaidoGame.new(3, seed=5, expansions=("crossroads", "matsuri")),
    "sakura": lambda: SakuraGame.new(4, seed=5),
    "duo": lambda: DuoGame.new(2, seed=5),
    "duo-automa": lambda: DuoGame.new(2, seed=5, automa=True),
}


def advanced(game, decisions: int):
    """``game`` after some decisions of the first legal action (a position in mid-game)."""
    for _ in range(decisions):
        game.play(game.legal_actions()[0])
    return game


@pytest.mark.parametrize("name", GAMES)
def test_core_turn_search_bot_plays_a_legal_choice_and_leaves_the_game_unchanged(name):
    game = advanced(GAMES[name](), 3)
    before = game.to_json()
    action = SearchBot(seed=1, playouts=40).choose(game)
    assert action in game.legal_actions()
    assert game.to_json() == before


@pytest.mark.parametrize("name", ["tokaido", "sakura", "duo"])
def test_core_turn_search_bot_same_seed_same_choice(name):
    game = advanced(GAMES[name](), 2)
    choices = {SearchBot(seed=7, playouts=60).choose(game) for _ in range(2)}
    assert len(choices) == 1


def test_core_turn_search_bot_is_registered_and_checks_its_options():
    assert BOTS["search"] is SearchBot
    assert SearchBot.level("quick", 1).seconds < SearchBot.level("strong", 1).seconds
    with pytest.raises(ValueError, match="level"):
        SearchBot.level("grandmaster")
    with pytest.raises(ValueError, match="playouts"):
        SearchBot(playouts=0)
    with pytest.raises(ValueError, match="seconds"):
        SearchBot(seconds=0)
    over = TokaidoGame.new(2, seed=1)
    while not over.is_over:
        over.play(over.legal_actions()[0])
    with pytest.raises(ValueError, match="over"):
        SearchBot(seed=1, playouts=5).choose(over)
    with pytest.raises(ValueError, match="over"):
        SearchBot(seed=1, playouts=5).hints(over)


def test_sakura_round_choose_search_bot_never_looks_at_other_hands():
    """Two positions that differ only in the other players' hands and the deck order: the
    same choice and the same hints, word for word."""
    game = SakuraGame.new(4, seed=11)
    other = game.copy()
    pool = other.hands[1] + other.hands[2] + other.hands[3] + other.deck
    pool.reverse()
    for p in (1, 2, 3):
        other.hands[p], pool = pool[:5], pool[5:]
    other.deck = pool
    other._legal_cache = None
    assert other.hands[1] != game.hands[1] and other.view(0)["hand"] == game.view(0)["hand"]
    assert SearchBot(seed=3, playouts=80).choose(game) == SearchBot(seed=3, playouts=80).choose(other)
    assert SearchBot(seed=3, playouts=80).hints(game) == SearchBot(seed=3, playouts=80).hints(other)


def test_tokaido_setup_decks_search_bot_never_knows_the_deck_order():
    game = advanced(TokaidoGame.new(3, seed=4), 6)
    other = game.copy()
    for name in ("meal", "souvenir", "encounter", "hot_spring"):
        other.decks[name].reverse()
    other._legal_cache = None
    assert other.decks != game.decks and other.view(0) == game.view(0)
    assert SearchBot(seed=2, playouts=80).choose(game) == SearchBot(seed=2, playouts=80).choose(other)
    assert SearchBot(seed=2, playouts=80).hints(game) == SearchBot(seed=2, playouts=80).hints(other)


def test_duo_painting_tiles_search_bot_never_knows_the_face_down_tiles():
    game = advanced(DuoGame.new(2, seed=8), 4)
    other = game.copy()
    for p in (0, 1):
        hidden = other.tiles[p][other.revealed[p]:]
        other.tiles[p][other.revealed[p]:] = list(reversed(hidden))
    other._legal_cache = None
    assert other.tiles != game.tiles and other.view(0) == game.view(0)
    assert SearchBot(seed=2, playouts=80).hints(game) == SearchBot(seed=2, playouts=80).hints(other)


@pytest.mark.parametrize("name", GAMES)
def test_core_turn_hints_are_the_best_legal_choices_with_reasons_and_rules(name):
    game = advanced(GAMES[name](), 4)
    legal = game.legal_actions()
    hints = SearchBot(seed=4, playouts=120).hints(game, k=3)
    assert 1 <= len(hints) == min(3, len(legal))
    assert all(isinstance(h, Hint) and h.action in legal for h in hints)
    assert len({h.action for h in hints}) == len(hints)
    assert all(0.0 <= h.win_chance <= 1.0 and h.reason.strip() for h in hints)
    assert all(rule in type(game).RULES or rule.startswith("core.") for h in hints for rule in h.rules)
    assert [h.playouts for h in hints] == sorted((h.playouts for h in hints), reverse=True)  # best first
    assert hints[0].action == SearchBot(seed=4, playouts=120).choose(game) or len(legal) == 1


def test_sakura_round_choose_hint_reason_says_what_the_face_down_card_will_do():
    game = SakuraGame.new(3, seed=2)
    hint = SearchBot(seed=1, playouts=60).hints(game, k=1)[0]
    words, rules = game.choice_words(hint.action)
    assert hint.reason.startswith(words) and "sakura.round.order" in hint.rules
    assert set(rules) <= set(hint.rules)


def test_duo_pilgrim_move_hint_reason_tells_the_move_in_the_engines_words():
    game = DuoGame.new(2, seed=2)
    hints = SearchBot(seed=1, playouts=60).hints(game, k=3)
    pilgrim = next(h for h in hints if h.action.get("character") == "pilgrim")
    assert "duo.pilgrim.move" in pilgrim.rules
    assert "Pilgrim" in pilgrim.reason


def test_sakura_round_order_choice_words_name_every_cards_rules():
    game = SakuraGame.new(3, seed=1)
    from tokaido_kit.sakura.cards import CARDS

    for number in CARDS:
        words, rules = game.choice_words(Action("choose_card", card=number))
        assert words and rules[0] == "sakura.round.order" and all(r in SakuraGame.RULES for r in rules)
    assert game.choice_words(Action("choose_direction", direction="forward")) is None


def test_sakura_round_choose_search_bot_guesses_the_others_face_down_cards_instead_of_searching_them():
    """The others choose blind too (rule sakura.round.choose): in the tree, no other player's card of
    this round answers the bot's own card; their cards are the ones their own look-ahead rates best."""
    game = SakuraGame.new(4, seed=3)
    root = SearchBot(seed=1, playouts=200).search(game)
    assert root.children and all(a.kind == "choose_card" for a in root.children)
    below = [(node.mover, action) for child in root.children.values() for action, node in child.children.items()]
    assert below and not any(mover != 0 and action.kind == "choose_card" for mover, action in below)


def test_sakura_round_choose_a_guess_is_the_card_that_looks_best_to_its_player(monkeypatch):
    from tokaido_kit.bots import search

    monkeypatch.setattr(search, "GUESS_RANDOM", 0.0)
    game = SakuraGame.new(4, seed=9)
    for _ in range(3):  # players 0 to 2 put a card face down; the bot is player 3
        game.play(game.legal_actions()[0])
    guesser = search._Guesser(3, game.hidden_choice())
    world = game.determinize(3, random.Random(2))
    guesser.deal(world, random.Random(0))
    for player, actions in world.face_down().items():
        best = max(world.choice_value(player, a) for a in actions)
        assert world.choice_value(player, Action("choose_card", card=world.commits[player])) == best
    assert world.view(3) == game.view(3)  # what the bot sees is unchanged


def test_sakura_round_choose_search_bot_last_to_choose_never_looks_at_the_cards_face_down():
    """The bot chooses last: the others' face-down cards and hands differ, its choice does not."""
    game = SakuraGame.new(4, seed=12)
    for _ in range(3):
        game.play(game.legal_actions()[0])
    other = game.copy()
    pool = sorted(other.hands[0] + other.hands[1] + other.hands[2] + [other.commits[p] for p in range(3)])
    pool.reverse()
    for p in range(3):
        other.hands[p], other.commits[p], pool = pool[:4], pool[4], pool[5:]
    other._legal_cache = None
    assert other.commits[:3] != game.commits[:3] and other.view(3) == game.view(3)
    assert SearchBot(seed=5, playouts=80).hints(game) == SearchBot(seed=5, playouts=80).hints(other)
