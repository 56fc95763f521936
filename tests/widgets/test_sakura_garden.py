"""The Sakura board driven through its Python click methods (same effect as the browser clicks)."""

import html
import random
import re

import ipywidgets as w

from tokaido_kit.core import Action, lookup
from widgets.sakura import SakuraGarden
from widgets.sakura.app import SakuraApp

from .conftest import HANDS, three_players


def open_board(game, **kw):
    kw.setdefault("hotseat", False)
    return SakuraGarden(game, seats=["human"] * game.players, **kw)


def test_sakura_round_choose_legal_click_commits_the_card(game):
    board = open_board(game)
    assert board.shown_hand() == sorted(HANDS[0])
    assert board.legal_shown() == sorted(HANDS[0])
    board.click_card(4)
    assert game.history[-1].card == 4
    assert game.view(None)["committed"] == [True, False, False]
    assert board.shown_hand() == sorted(HANDS[1])  # open hands: whoever decides now
    assert board.why.message == ""


def test_sakura_round_reveal_legal_clicks_change_the_garden(game):
    board = open_board(game)
    before = board.svg
    board.click_card(4)
    board.click_card(20)
    board.click_card(51)
    assert board.directions_shown()
    assert "sakura-direction-legal" in board.direction_buttons["back"]._dom_classes
    board.click_direction("back")
    assert game.view(None)["emperor"] == 9
    assert board.svg != before
    assert "4 (Blue)" in board.revealed.value or "card 4" in board.revealed.value


def test_sakura_round_choose_card_not_in_hand_is_explained_and_changes_nothing(game):
    board = open_board(game)
    saved = game.to_json()
    assert board.click_card(60) is None
    assert game.to_json() == saved
    err = game.why_not(Action("choose_card", card=60))
    assert board.why.message == str(err)
    assert lookup(err.rule).summary in board.why.text
    assert board.why.layout.display != "none"
    assert "kit-why" in board.why._dom_classes


def test_sakura_round_choose_card_of_another_player_is_refused(game):
    board = open_board(game)
    saved = game.to_json()
    board.click_card(20)  # Red's card while Blue decides
    assert game.to_json() == saved
    assert "20" in board.why.message
    assert board.why.rule


def test_sakura_direction_not_offered_is_refused(game):
    board = open_board(game)
    saved = game.to_json()
    board.click_direction("back")  # a card is awaited, not a direction
    assert game.to_json() == saved
    err = game.why_not(Action("choose_direction", direction="back"))
    assert board.why.message == str(err) and board.why.rule == err.rule
    assert lookup(err.rule).summary in board.why.text


def test_sakura_direction_pending_card_click_is_refused(game):
    board = open_board(game)
    for card in (4, 20, 51):
        board.click_card(card)
    saved = game.to_json()
    board.click_card(1)
    assert game.to_json() == saved
    assert board.why.message
    board.click_direction("forward")  # a legal click clears the refusal
    assert board.why.message == ""


def test_sakura_card_buttons_carry_stable_css_classes(game):
    board = open_board(game)
    buttons = board.hand_box.children
    assert all("sakura-card" in b._dom_classes for b in buttons)
    assert all("sakura-card-legal" in b._dom_classes for b in buttons)
    assert any("sakura-card-n4" in b._dom_classes for b in buttons)
    assert all("\n" in b.description for b in buttons)  # number + both actions
    assert "sakura-garden" in board.garden._dom_classes
    for card in (4, 20, 51):
        board.click_card(card)
    # while a direction is pending, no card is legal
    assert not any("sakura-card-legal" in b._dom_classes for b in board.hand_box.children)


def test_sakura_pass_screen_hides_each_hand_between_hotseat_players(game):
    board = SakuraGarden(game, seats=["human", "human", "greedy"], hotseat=True)
    assert board.passing and board.pass_screen.visible
    assert board.shown_hand() == [] and board.board_box.layout.display == "none"
    board.continue_pass()
    assert board.shown_hand() == sorted(HANDS[0])
    board.click_card(4)
    assert board.passing and board.shown_hand() == []  # Blue's hand is gone before Red looks
    assert board.viewer is None
    board.continue_pass()
    assert board.viewer == 1 and board.shown_hand() == sorted(HANDS[1])
    assert 4 not in board.shown_hand()


def test_sakura_pass_screen_refuses_clicks_until_continue(game):
    board = SakuraGarden(game, seats=["human", "human", "human"], hotseat=True)
    saved = game.to_json()
    board.click_card(4)
    assert game.to_json() == saved
    assert board.why.message


def test_sakura_bots_play_their_seats(game):
    board = SakuraGarden(game, seats=["human", "greedy", "random"], hotseat=True)
    assert not board.passing and board.viewer == 0  # one human: no pass screen needed
    board.click_card(4)
    # the bots committed and resolution reached Blue's card 4, which asks a direction
    assert game.current_player == 0 and game.pending == "garden.direction"
    assert board.directions_shown()
    kinds = [e.kind for e in game.log]
    assert kinds.count("commit") == 3


def test_sakura_seat_picker_change_lets_a_bot_take_over(game):
    board = open_board(game)
    board.click_card(4)
    assert game.current_player == 1
    board.set_seat(1, "random")
    board.set_seat(2, "greedy")
    assert game.current_player == 0  # bots committed; Blue must choose a direction
    assert board.seats == ["human", "random", "greedy"]


def test_sakura_all_bots_finish_the_game():
    game = three_players()
    board = SakuraGarden(game, seats=["random", "greedy", "random"])
    assert game.is_over
    assert board.status.value.startswith("The game is over")


def test_sakura_undo_takes_back_the_human_decision_and_the_bots_after_it(game):
    board = SakuraGarden(game, seats=["human", "greedy", "random"])
    saved = game.to_json()
    board.click_card(4)
    assert len(game.history) == 3
    board.click_undo()
    assert game.history == [] and game.to_json() == saved
    assert board.shown_hand() == sorted(HANDS[0])
    board.click_undo()  # nothing left: explained, no error
    assert board.why.message


def test_sakura_log_rule_click_opens_the_rule_card(game):
    board = open_board(game, here="sakura/01_goal_and_setup.ipynb")
    board.click_card(4)
    assert board.log_panel.texts()[0] == game.log[-1].text
    board.log_panel.click_rule(0)
    rule = lookup(game.log[-1].rule)
    assert html.escape(rule.title) in board.rule_card.value
    assert html.escape(rule.summary) in board.rule_card.value
    board.show_rule("sakura.bump.from_emperor")  # a kit decision carries the badge
    assert "kit decision / house rule" in board.rule_card.value
    assert 'href="05_bumping_the_emperor.ipynb"' in board.rule_card.value  # relative to this notebook


def test_sakura_score_chart_updates_in_place():
    game = three_players()
    board = SakuraGarden(game, seats=["human", "random", "random"])
    board.chart.toggle()
    figure = board.chart.figure
    assert figure is not None and len(figure.data[0].y) == 1
    while not game.is_over:
        board.try_play(game.legal_actions()[0])
    assert board.chart.figure is figure
    assert list(figure.data[0].y)[-1] == game.scores()[0]
    assert len(figure.data[0].x) > 1
    assert figure.data[3].visible is False  # seats beyond the game's players are hidden


def test_sakura_repr_svg_shows_the_position_in_a_plain_cell(game):
    board = open_board(game)
    assert board.picture().svg().startswith("<svg") and board._repr_html_() == board.picture()._repr_html_()


def test_sakura_round_choose_hidden_cards_leave_no_trace_in_the_widgets(game):
    board = SakuraGarden(game, seats=["human", "human", "human"], hotseat=True)
    board.continue_pass()
    board.click_card(4)
    assert board.passing
    buttons = list(board.cards.buttons.values())
    assert len(buttons) == 5
    texts = [b.description + b.tooltip for b in buttons]
    assert all(t == "" for t in texts)  # Blue's hand is gone from every button model
    assert not any(c.startswith("sakura-card-n") for b in buttons for c in b._dom_classes)


def test_sakura_undo_in_hot_seat_passes_back_without_showing_a_hand(game):
    board = SakuraGarden(game, seats=["human", "human", "human"], hotseat=True)
    board.continue_pass()
    board.click_card(4)
    board.continue_pass()  # Red looks at Red's hand
    board.click_undo()  # Red takes back Blue's card: Blue decides again, but Red is looking
    assert game.history == [] and board.passing and board.shown_hand() == []
    board.continue_pass()
    assert board.viewer == 0 and board.shown_hand() == sorted(HANDS[0])


def test_sakura_two_challenging_the_farthest_player_chooses_the_imperial_card():
    from tokaido_kit.sakura import SakuraGame

    game = SakuraGame.scenario(2, seed=8, variant="challenging", emperor=10, painters=[6, 3], imperial=5,
                               hands=[[27, 1, 2, 3, 5], [38, 6, 7, 8, 10]])
    board = SakuraGarden(game, seats=["human", "human"], hotseat=False)
    board.click_card(27)
    board.click_card(38)
    assert game.pending == "choose_imperial_card" and game.current_player == 1
    assert "second card" in board.status.value and board.legal_shown() == [6, 7, 8, 10]
    board.click_card(6)
    assert game.history[-1].kind == "choose_imperial_card"
    assert "the imperial painter" in board.revealed.value or "Imperial" in board.revealed.value


# ---------------------------------------------------------------- every click works
# The page and the kernel talk by messages: what a learner sees and clicks is the page's
# copy of each button, which may lag the kernel's by a message or a whole redraw. Playing
# the app (defaults: seed 1, Blue human, three GreedyBots) through real clicks used to
# show a button reading "Card 44" with the class sakura-card-n51, and a click on a green
# card that did nothing: the hand's buttons were slots reused for whatever card sat at
# that place, relabelled by several separate messages, and a click played the slot's card
# *now* (another card, or none when the slot had emptied).


def play_app_defaults(on_decision, seed: int = 1) -> SakuraGarden:
    """A whole game of the app's defaults, random legal clicks; ``on_decision(board)`` before each."""
    board = SakuraApp().board
    game = board.game
    rng = random.Random(seed)
    while not game.is_over:
        on_decision(board)
        if board.directions_shown():
            board.click_direction(rng.choice([a.direction for a in game.legal_actions()]))
        else:
            board.click_card(rng.choice(board.legal_shown()))
    on_decision(board)
    return board


def test_sakura_card_button_plays_the_card_it_shows_even_after_the_hand_changed():
    """A click that reaches the kernel after the hand was redrawn (a double click, a slow page)
    means the card the learner saw on that button: played if still legal, else explained."""
    seen: dict = {}  # every card button shown so far -> the label it showed

    def stale_clicks(board):
        attempts = []
        board.try_play = attempts.append  # see what a click asks for, change nothing
        try:
            for button, label in seen.items():
                attempts.clear()
                button.click()
                assert len(attempts) == 1, f"a click on the button that showed {label!r} did nothing"
                assert label.startswith(f"Card {attempts[0].card}\n"), (label, attempts[0])
        finally:
            del board.try_play
        seen.update({b: b.description for b in board.hand_box.children})

    play_app_defaults(stale_clicks)
    assert len(seen) > 5


def test_sakura_card_buttons_never_show_a_label_and_classes_that_disagree(monkeypatch):
    """Replay every message the card buttons send, as the page applies them one by one (it may
    draw between two messages): the number in the label, the sakura-card-n<number> class,
    the -legal class and the green style always agree."""
    sent = []
    monkeypatch.setattr(w.Widget, "_send", lambda self, msg, buffers=None: sent.append((self, msg)))
    board = play_app_defaults(lambda board: None)
    cards = [b for b in {id(x): x for x, _m in sent}.values()
             if isinstance(b, w.Button) and "sakura-card" in b._dom_classes]
    page = {id(b): {"description": "", "_dom_classes": [], "button_style": ""} for b in cards}
    checked = 0
    for widget, msg in sent:
        if id(widget) not in page or msg.get("method") != "update":
            continue
        state = page[id(widget)]
        state.update({k: v for k, v in msg["state"].items() if k in state})
        shown = re.match(r"Card (\d+)\n", state["description"])
        numbers = [c for c in state["_dom_classes"] if c.startswith("sakura-card-n")]
        assert numbers == ([f"sakura-card-n{shown.group(1)}"] if shown else []), state
        legal = "sakura-card-legal" in state["_dom_classes"]
        assert legal == (state["button_style"] == "success"), state
        assert not legal or shown, state
        checked += 1
    assert checked > 20 and board.game.is_over
