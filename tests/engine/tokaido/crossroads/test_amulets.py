"""The six Amulets, one scenario each, and the rules of their use (tokaido.crossroads.amulet.*)."""

from tokaido_kit.core import Action

from .helpers import PASS, STANDARD, cr, kinds, move, use


def test_tokaido_crossroads_amulet_never_used_on_the_turn_gained():
    g2 = cr(spaces=[9, 16, 17], coins=[5, 5, 5], travelers=["Miyataka", "Kinko", "Hirotada"])
    g2.play(move(10))
    g2.play(Action("buy_amulet", card="Devotion"))  # Miyataka may also donate: same turn
    assert g2.pending == "crossroads" and g2.amulets_new[0] == ["Devotion"]
    assert use("Devotion") not in g2.legal_actions()
    err = g2.why_not(use("Devotion"))
    assert err.rule == "tokaido.crossroads.amulet.use" and "this turn" in err.message
    g2.play(STANDARD)
    g2.play(Action("donate", coins=1))
    assert g2.amulets_new[0] == [] and g2.donated[0] == 1


def test_tokaido_crossroads_amulet_fortune_before_moving():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=[["Fortune"], [], []], rolls=[3])
    assert use("Fortune") in g.legal_actions()
    ev = g.play(use("Fortune"))
    assert kinds(ev) == ["use_amulet", "fortune_roll", "amulet_fortune"] and g.coins[0] == 8
    assert g.pending == "move" and g.current_player == 0 and "Fortune" in g.decks["amulet"] and g.amulets[0] == []


def test_tokaido_crossroads_amulet_fortune_x_gives_nothing():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=[["Fortune"], [], []], rolls=[0])
    g.play(use("Fortune"))
    assert g.coins[0] == 5


def test_tokaido_crossroads_amulet_health_both_options_in_your_order():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=[["Health"], [], []])
    g.play(move(5))
    assert use("Health") in g.legal_actions()
    g.play(use("Health"))
    g.play(Action("take_cherry_tree"))
    assert g.pending == "crossroads" and g.legal_actions() == [STANDARD, PASS]
    g.play(STANDARD)
    assert g.cherry_trees[0] == 1 and g.panoramas[0]["paddy"] == 1 and g.pending == "move"


def test_tokaido_crossroads_amulet_friendship_occupied_single_space():
    g = cr(spaces=[4, 5, 11], coins=[5, 5, 5], amulets=[["Friendship"], [], []])
    assert move(5) not in g.legal_actions()
    g.play(use("Friendship"))
    assert g.pending == "amulet.friendship" and g.legal_actions() == [move(5), move(11)]
    g.play(move(5))
    g.play(STANDARD)
    assert g.space[:2] == [5, 5] and g.mover == 0, "the amulet user arrived later and leaves first"
    g.play(move(6))
    g.play(STANDARD)
    assert g.shared == [] and g.mover == 1


def test_tokaido_crossroads_amulet_hospitality_free_meal():
    g = cr(spaces=[14, 20, 21], coins=[0, 5, 5], amulets=[["Hospitality"], [], []], decks={"meal": ["Fugu", "Sushi", "Dango", "Tofu"]})
    g.play(move(15))
    assert use("Hospitality", meal="Fugu") in g.legal_actions()
    ev = g.play(use("Hospitality", meal="Fugu"))
    assert "meal_free" in kinds(ev) and g.meals[0] == ["Fugu"] and g.coins[0] == 0 and g.pending == "move"
    assert "Fugu" not in g.offer and "Hospitality" in g.decks["amulet"]


def test_tokaido_crossroads_amulet_devotion_purchase_goes_to_the_temple():
    g = cr(spaces=[1, 9, 11], coins=[5, 5, 5], amulets=[["Devotion"], [], []])
    g.play(move(2))
    g.play(use("Devotion"))
    ev = g.play(Action("buy_legendary", card="Murasame"))
    assert "devotion_paid" in kinds(ev)
    assert g.coins[0] == 2 and g.donated[0] == 3 and g.score_breakdown(0)["temple"] == 3
    assert g.score_breakdown(0)["legendary"] == 8


def test_tokaido_crossroads_amulet_vitality_moves_again_in_the_lead():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=[["Vitality"], [], []])
    g.play(move(13))  # mountain, ahead of everyone
    g.play(STANDARD)
    assert g.pending == "amulet.vitality" and g.legal_actions() == [use("Vitality"), PASS]
    g.play(use("Vitality"))
    assert g.pending == "amulet.vitality_move" and g.current_player == 0
    g.play(move(14))
    assert g.space[0] == 14 and "Vitality" in g.decks["amulet"]


def test_tokaido_crossroads_amulet_vitality_not_when_not_leading_nor_at_an_inn():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=[["Vitality"], [], []])
    g.play(move(5))
    g.play(STANDARD)
    assert g.pending == "move" and g.mover == 0
    g.play(move(15))
    assert g.pending == "inn.meal"
    g.play(PASS)
    assert g.pending == "move"


def test_tokaido_crossroads_amulets_hidden_from_others():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=[["Vitality", "Health"], [], []])
    assert g.view(0)["players"][0]["amulets"] == ["Vitality", "Health"]
    assert g.view(1)["players"][0]["amulets"] is None and g.view(1)["players"][0]["amulet_count"] == 2
    assert g.view()["players"][0]["amulets"] is None and g.view()["crossroads"]["amulet"] == 4


ALL_SIX = [["Health", "Fortune", "Friendship", "Devotion", "Hospitality", "Vitality"], [], []]


def _refusal(g, amulet, **kw):
    """The refusal of ``amulet`` now: it is not offered, and why_not names the amulet's own rule."""
    assert use(amulet, **kw) not in g.legal_actions()
    err = g.why_not(use(amulet, **kw))
    assert err.rule == "tokaido.crossroads.amulet." + amulet.lower()
    return err.message


def test_tokaido_crossroads_amulet_refused_when_not_held():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=[["Health"], [], []])
    assert g.why_not(use("Fortune")).reason == "tokaido.why.amulet_not_held"


def test_tokaido_crossroads_amulet_health_refused_before_the_move():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=ALL_SIX)
    assert _refusal(g, "Health") == ("The Health Amulet is used when you choose a benefit at the space you "
                                     "stopped on (not at an inn).")


def test_tokaido_crossroads_amulet_devotion_refused_without_a_purchase():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=ALL_SIX)
    assert _refusal(g, "Devotion").startswith("The Devotion Amulet is used with a purchase: when you choose")
    g.play(move(7))  # a panorama: nothing to buy
    assert _refusal(g, "Devotion") == ("The Devotion Amulet is used with a purchase, and there is nothing to buy "
                                       "on this space.")


def test_tokaido_crossroads_amulet_hospitality_refused_away_from_the_meal():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=ALL_SIX)
    assert _refusal(g, "Hospitality") == "The Hospitality Amulet is used at an inn, when you choose your meal."
    g2 = cr(spaces=[14, 20, 21], coins=[5, 5, 5], amulets=[["Hospitality"], [], []],
            decks={"meal": ["Fugu", "Sushi", "Dango", "Tofu"]})
    g2.play(move(15))
    assert "Tempura is not one of them" in _refusal(g2, "Hospitality", meal="Tempura")


def test_tokaido_crossroads_amulet_vitality_refused_unless_offered_after_taking_the_lead():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=ALL_SIX)
    assert _refusal(g, "Vitality").startswith("The Vitality Amulet is used only right after a move that puts "
                                              "you in the lead")


def test_tokaido_crossroads_amulet_fortune_refused_after_the_move():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=ALL_SIX)
    g.play(move(5))
    assert g.pending == "crossroads"
    assert _refusal(g, "Fortune") == "The Fortune Amulet is used at the start of your turn, before you move."


def test_tokaido_crossroads_amulet_friendship_refused_after_the_move_or_without_a_space():
    g = cr(spaces=[4, 9, 11], coins=[5, 5, 5], amulets=ALL_SIX)
    g.play(move(5))
    assert _refusal(g, "Friendship") == "The Friendship Amulet is used at the start of your turn, before you move."
    g2 = cr(spaces=[13, 20, 21], coins=[5, 5, 5], amulets=[["Friendship"], [], []])
    assert g2.pending == "move" and "there is none you could stop on before the next inn" in _refusal(g2, "Friendship")


def test_tokaido_crossroads_amulet_usable_from_the_next_turn():
    g = cr(spaces=[9, 16, 17], coins=[5, 5, 5])
    g.play(move(10))
    g.play(Action("buy_amulet", card="Fortune"))
    assert g.pending == "move" and g.mover == 0 and use("Fortune") in g.legal_actions()


def test_tokaido_crossroads_saves_keep_the_amulets_and_refuse_damage():
    import json

    import pytest

    from tokaido_kit.tokaido import TokaidoGame

    g = cr(spaces=[9, 16, 17], coins=[5, 5, 5], amulets=[[], ["Health"], []], calligraphies=[[], [], ["Patience"]])
    g.play(move(10))
    g.play(Action("buy_amulet", card="Fortune"))
    saved = TokaidoGame.from_json(g.to_json())
    assert saved.amulets == [["Fortune"], ["Health"], []] and saved.calligraphies[2] == ["Patience"]
    assert saved.legal_actions() == g.legal_actions()
    data = json.loads(g.to_json())
    for part in ("initial", "position"):
        del data[part]["state"]["crossroads"]["amulets"]
    with pytest.raises(ValueError, match="damaged"):
        TokaidoGame.from_json(json.dumps(data))
