"""The 14 encounter cards: Shokunin, Annaibito (3 kinds), Samurai, Kuge, Miko."""

from tokaido_kit.core import Action

from .helpers import move, table


def meet(card, **kw):
    kw.setdefault("spaces", [1, 5, 6])
    kw.setdefault("coins", [5, 5, 5])
    g = table(3, travelers=kw.pop("travelers", ["Kinko", "Zen-emon", "Satsuki"]), decks={"encounter": [card], **kw.pop("decks", {})}, **kw)
    events = g.play(move(4))
    return g, events


def test_tokaido_encounter_card_is_kept_for_chatterbox():
    g, events = meet("Samurai")
    assert g.encounters[0] == ["Samurai"] and events[1].rule == "tokaido.encounter"


def test_tokaido_encounter_shokunin_free_souvenir():
    g, events = meet("Shokunin", decks={"souvenir": ["Ukiyoe"]})
    assert g.souvenirs[0] == ["Ukiyoe"] and g.coins[0] == 5
    assert events[-1].rule == "tokaido.encounter.shokunin" and g.score_breakdown(0)["souvenirs"] == 1


def test_tokaido_encounter_annaibito_takes_that_panorama():
    for card, kind in (("Annaibito (Paddy)", "paddy"), ("Annaibito (Mountain)", "mountain"), ("Annaibito (Sea)", "sea")):
        g, events = meet(card)
        assert g.panoramas[0][kind] == 1 and events[-1].rule == "tokaido.encounter.annaibito"


def test_tokaido_encounter_annaibito_choice_when_that_panorama_is_complete():
    g, events = meet("Annaibito (Sea)", panoramas=[{"sea": 5}, {}, {}])
    assert g.pending == "encounter.annaibito" and g.current_player == 0
    assert set(g.legal_actions()) == {Action("choose_panorama", panorama="paddy"),
                                      Action("choose_panorama", panorama="mountain")}
    assert g.why_not(Action("choose_panorama", panorama="sea")).rule == "tokaido.move.panorama_done"
    g.play(Action("choose_panorama", panorama="mountain"))
    assert g.panoramas[0]["mountain"] == 1


def test_tokaido_encounter_annaibito_only_one_kind_left_or_none():
    g, _ = meet("Annaibito (Sea)", panoramas=[{"sea": 5, "paddy": 3}, {}, {}])
    assert g.panoramas[0]["mountain"] == 1 and g.pending == "move"
    g, events = meet("Annaibito (Sea)", panoramas=[{"sea": 5, "paddy": 3, "mountain": 4}, {}, {}])
    assert events[-1].kind == "annaibito_nothing"


def test_tokaido_encounter_samurai_three_points():
    g, events = meet("Samurai")
    assert g.score_breakdown(0)["encounters"] == 3 and events[-1].rule == "tokaido.encounter.samurai"


def test_tokaido_encounter_kuge_three_coins():
    g, events = meet("Kuge")
    assert g.coins[0] == 8 and events[-1].rule == "tokaido.encounter.kuge"


def test_tokaido_encounter_miko_bank_coin_to_temple_counts_in_ranking():
    g, events = meet("Miko")
    assert g.coins[0] == 5 and g.donated[0] == 1 and g.score_breakdown(0)["temple"] == 1
    assert events[-1].rule == "tokaido.encounter.miko"
    assert g._temple_ranking() == [(0, 10, 1)]
