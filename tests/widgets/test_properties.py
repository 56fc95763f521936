"""Random clicking through whole games: the board never shows a hand to the wrong player,
illegal clicks change nothing, and what is drawn always follows the engine."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tokaido_kit.sakura import SakuraGame
from widgets.sakura import SakuraGarden, garden_svg

SEATS = st.sampled_from(["human", "human", "random", "greedy"])


@st.composite
def setups(draw):
    players = draw(st.integers(2, 6))
    seats = [draw(SEATS) for _ in range(players)]
    seats[draw(st.integers(0, players - 1))] = "human"
    variant = draw(st.sampled_from(["imperial", "challenging"]))
    return players, seats, variant, draw(st.integers(0, 10_000))


@settings(max_examples=20)
@given(setups(), st.integers(0, 2**31))
def test_core_turn_random_clicks_keep_hands_private_and_refusals_harmless(setup, click_seed):
    players, seats, variant, seed = setup
    rnd = random.Random(click_seed)
    game = SakuraGame.new(players, seed=seed, variant=variant)
    board = SakuraGarden(game, seats=seats, hotseat=True)
    humans = [i for i, s in enumerate(seats) if s == "human"]
    for _ in range(600):
        if game.is_over:
            break
        if board.passing:
            assert board.shown_hand() == []
            board.continue_pass()
        decider = game.current_player
        assert decider in humans and board.viewer == decider
        assert board.shown_hand() == game.view(decider)["hand"]  # only the decider's own hand
        assert board.svg == garden_svg(game.view(decider), columns=board.columns)  # drawn for the page's width
        if rnd.random() < 0.3:  # an illegal or random click: refused without a trace, or played
            saved = game.to_json()
            card = rnd.randint(1, 60)
            if board.click_card(card) is None:
                assert game.to_json() == saved and board.why.message
            continue
        action = rnd.choice(game.legal_actions())
        if action.kind == "choose_direction":
            board.click_direction(action.direction)
        else:
            board.click_card(action.card)
        assert board.why.message == ""
        if len(humans) > 1 and not game.is_over and game.current_player != decider:
            assert board.passing and board.shown_hand() == []
    if game.is_over:
        assert board.status.value.startswith("The game is over")
