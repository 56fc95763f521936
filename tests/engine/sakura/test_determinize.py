"""GreedyBot looks ahead on sakura.round.choose positions without seeing hidden cards."""

import random

from tokaido_kit.bots import GreedyBot
from tokaido_kit.core import Action
from tokaido_kit.sakura import SakuraGame


def test_sakura_round_choose_determinize_redeals_only_unseen_cards():
    game = SakuraGame.new(4, seed=11)
    game.play(Action("choose_card", card=game.view(0)["hand"][0]))
    game.play(Action("choose_card", card=game.view(1)["hand"][0]))
    seen = game.determinize(2, random.Random(5))
    # What player 2 knows is unchanged: its hand, the public table, the counts.
    assert seen.view(2)["hand"] == game.view(2)["hand"]
    assert seen.view(None) == game.view(None)
    # The cards are all still there, 60 in all, none twice.
    cards = seen.deck + seen.discard + [c for h in seen.hands for c in h] + [c for c in seen.commits if c]
    assert sorted(cards) == list(range(1, 61))
    # The hidden commitments of players 0 and 1 were re-dealt (not copied).
    redeals = [game.determinize(2, random.Random(s)).commits[:2] for s in range(20)]
    assert any(r != game.commits[:2] for r in redeals)
    # The original game is untouched.
    assert game.commits[2] is None and len(game.history) == 2


def test_sakura_greedy_bot_choice_does_not_depend_on_hidden_cards():
    """Two games that differ only in cards player 3 cannot see get the same choice."""
    a = SakuraGame.scenario(4, seed=0, hands=[[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12, 13, 14, 15], [40, 41, 42, 43, 44]])
    b = SakuraGame.scenario(4, seed=0, hands=[[16, 17, 18, 19, 20], [21, 22, 23, 24, 25], [26, 27, 28, 29, 30], [40, 41, 42, 43, 44]])
    for game, cards in ((a, (1, 6, 11)), (b, (16, 21, 26))):
        for card in cards:
            game.play(Action("choose_card", card=card))
    assert GreedyBot(3).choose(a) == GreedyBot(3).choose(b)


def test_sakura_round_choose_face_down_cards_can_be_guessed_on_a_copy():
    """The hooks SearchBot guesses with: which cards lie face down (with the cards each player chose
    from), how good a card looks to its player, and putting another card face down on a copy."""
    game = SakuraGame.new(4, seed=11)
    first = game.view(0)["hand"]
    game.play(Action("choose_card", card=first[0]))
    assert game.hidden_choice() == game.round
    assert game.face_down() == {0: [Action("choose_card", card=c) for c in sorted(first)]}
    for action in game.legal_actions():  # player 1's cards: the card's own look-ahead
        assert game.choice_value(1, action) == game._own_card_value(1, action.card)
    copy = game.copy()
    copy.put_face_down(0, Action("choose_card", card=first[3]))
    assert copy.commits[0] == first[3] and sorted(copy.hands[0]) == sorted(first[:3] + first[4:])
    assert game.commits[0] == first[0]  # the game itself is untouched
    before = copy.to_json()
    try:
        copy.put_face_down(0, Action("choose_card", card=game.view(1)["hand"][0]))
    except ValueError as error:
        assert "no card" in str(error)
    else:
        raise AssertionError("a card from another hand was put face down")
    assert copy.to_json() == before  # a refused guess changes nothing
    while game.phase == "choose_card":
        game.play(game.legal_actions()[0])
    assert game.hidden_choice() is None and game.face_down() == {}  # revealed: nothing to guess
