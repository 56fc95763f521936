"""The Matsuri procedure: who draws, the secret choice, ongoing vs one-shot, no abilities, setup."""

import pytest

from tokaido_kit.core import Action, IllegalAction
from tokaido_kit.tokaido import TokaidoGame

from .helpers import BOTH, arrive_and_eat_nothing, festival, kinds, table


def test_tokaido_matsuri_needs_crossroads():
    with pytest.raises(ValueError, match="Crossroads"):
        TokaidoGame.new(4, seed=1, expansions=("matsuri",))
    g = TokaidoGame.new(4, seed=1, expansions=BOTH)
    assert g.view()["expansions"] == ["crossroads", "matsuri"]


def test_tokaido_matsuri_setup_three_tiles_and_shuffled_deck():
    g = TokaidoGame.new(3, seed=5, expansions=BOTH)
    assert g.pending == "traveler"
    assert len(g.legal_actions()) == 3  # choose among 3 tiles instead of 2
    assert sorted(g.decks["matsuri"]) == sorted(TokaidoGame.new(3, seed=6, expansions=BOTH).decks["matsuri"])
    assert len(g.decks["matsuri"]) == 20
    assert any(e.rule == "tokaido.matsuri.setup" for e in g.log)
    assert g.view()["matsuri"]["deck"] == 20


def test_tokaido_matsuri_draw_first_arrival_chooses_in_secret():
    g = table(4, spaces=[15, 15, 15, 14], decks={"matsuri": ["Tango", "O-Bon"]})
    arrive_and_eat_nothing(g)
    assert g.pending == "matsuri.choose" and g.current_player == 0
    assert set(g.legal_actions()) == {Action("choose_matsuri", card="Tango"), Action("choose_matsuri", card="O-Bon")}
    assert g.view(0)["choice"] == {"cards": ["Tango", "O-Bon"]}
    assert "choice" not in g.view(1) and "choice" not in g.view(None)
    err = g.why_not(Action("choose_matsuri", card="Hanabi"))
    assert isinstance(err, IllegalAction)
    events = g.play(Action("choose_matsuri", card="Tango"))
    assert g.decks["matsuri"][0] == "Tango"  # the one-shot card goes under after its effect
    assert g.decks["matsuri"][1] == "O-Bon"  # the other went under, unseen
    keep = next(e for e in events if e.kind == "matsuri_keep")
    assert "O-Bon" not in keep.text
    assert any(e.kind == "matsuri_reveal" and e.card == "Tango" for e in events)


def test_tokaido_matsuri_ongoing_lasts_until_next_inn():
    g, events = festival("Kamiarisai")
    assert g.festival == ["Kamiarisai"]
    assert g.view()["matsuri"]["closed"]["17"] == "Kamiarisai"
    assert "Kamiarisai" not in g.decks["matsuri"]
    g2 = table(4, spaces=[28, 28, 28, 27], decks={"matsuri": ["Tango", "O-Bon"]})
    g2.festival = ["Kamiarisai"]
    g2.cap = g2._room()
    assert g2.cap[22] == 0
    arrive_and_eat_nothing(g2, 28)
    assert g2.festival == [] and g2.cap[22] == 1  # reopened at the next inn
    assert g2.decks["matsuri"][0] == "Kamiarisai"


def test_tokaido_matsuri_no_abilities_at_festivals():
    """Hirotada's bank coin never joins an O-Bon donation."""
    g, _ = festival("O-Bon", travelers=["Kinko", "Hirotada", "Satsuki", "Chuubei"], coins=[0, 5, 0, 0])
    assert g.pending == "matsuri.o-bon" and g.current_player == 1
    events = g.play(Action("donate", coins=2))
    assert g.donated[1] == 2
    assert "hirotada" not in kinds(events)


def test_tokaido_matsuri_mutsumi_waits_for_the_festival():
    g = table(4, travelers=["Kinko", "Hirotada", "Mutsumi", "Umegae"], spaces=[15, 15, 15, 14],
              decks={"matsuri": ["Tango", "O-Bon"]})
    arrive_and_eat_nothing(g)
    assert [row[1] for row in g.queue] == ["matsuri.choose", "inn.mutsumi"]
