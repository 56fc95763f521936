"""GreedyBot looks ahead without knowing the order of the face-down decks."""

import random

from tokaido_kit.tokaido import TokaidoGame


def test_tokaido_setup_decks_determinize_hides_deck_order_but_keeps_the_table():
    game = TokaidoGame.new(4, seed=3, travelers=["Hiroshige", "Chuubei", "Kinko", "Mitsukuni"])
    seen = game.determinize(0, random.Random(1))
    assert seen.view(0) == game.view(0)
    for name in ("meal", "souvenir", "encounter", "hot_spring"):
        assert sorted(map(repr, seen.decks[name])) == sorted(map(repr, game.decks[name]))
    assert any(seen.decks[n] != game.decks[n] for n in ("meal", "souvenir", "encounter"))
    # Two games that differ only in deck order give the same look-ahead copy.
    other = game.copy()
    other.decks["souvenir"].reverse()
    again = other.determinize(0, random.Random(1))
    assert again.decks["souvenir"] == seen.decks["souvenir"]
