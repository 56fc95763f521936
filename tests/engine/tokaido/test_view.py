"""The view contract: public keys, JSON-able, hidden information stays hidden."""

import json

from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame

from .helpers import move, table


def test_view_public_keys_and_json():
    g = TokaidoGame.new(4, seed=3, travelers=["Kinko", "Satsuki", "Zen-emon", "Umegae"])
    v = g.view()
    json.dumps(v)
    assert v["expansions"] == [] and len(v["players"]) == 4
    for p in v["players"]:
        assert {"traveler", "space", "coins", "score", "slot", "breakdown"} <= set(p)
        assert p["space"] == 1
    assert all(isinstance(n, int) for n in v["decks"].values())  # sizes only: deck order is hidden


def test_view_hides_dealt_tiles_and_yoshiyasu_pair_from_others():
    g = TokaidoGame.new(3, seed=1)
    assert "tiles" in g.view(1)["players"][1] and "tiles" not in g.view(0)["players"][1]
    assert "tiles" not in g.view(None)["players"][1]
    g = table(3, travelers=["Yoshiyasu", "Kinko", "Satsuki"], spaces=[1, 5, 6], coins=[5, 5, 5])
    g.play(move(4))
    assert "choice" in g.view(0) and "choice" not in g.view(1) and "choice" not in g.view(None)


def test_event_texts_name_their_rule_and_read_as_sentences():
    g = table(3, spaces=[1, 4, 5], coins=[5, 5, 5], decks={"hot_spring": [3]})
    events = g.play(move(6))
    assert events[0].text == "Kinko moves to space 6 (Hot spring)."
    assert events[1].text == "Kinko bathes at the hot spring and scores 3."
    assert all(e.rule in TokaidoGame.RULES for e in events)
    assert json.loads(json.dumps(events[0].to_json()))["place"] == "hot_spring"


def test_action_phrases():
    assert str(Action("move", space=12)) == "move to space 12"
    assert str(Action("buy_meal", meal="Sushi")) == "eat Sushi"
    assert str(Action("donate", coins=2)) == "donate 2 to the temple"


def test_every_event_and_refusal_has_a_sentence():
    import random

    from tokaido_kit.core import i18n

    kinds, reasons = set(), set()
    for seed in range(60):
        rng = random.Random(seed)
        g = TokaidoGame.new(2 + seed % 4, seed=seed, initiation=seed % 7 == 0)
        while not g.is_over:
            legal = g.legal_actions()
            for probe in (Action("move", space=55), Action("move", space=1), Action("pass"),
                          Action("donate", coins=3), Action("buy_meal", meal="Fugu")):
                err = g.why_not(probe)
                if err is not None:
                    reasons.add(err.reason)
                    assert "{" not in str(err), str(err)
            g.play(legal[rng.randrange(len(legal))])
        for e in g.log:
            kinds.add(e.kind)
            assert "{" not in e.text and e.rule in TokaidoGame.RULES, e
    assert all(i18n.has(f"tokaido.event.{k}") for k in kinds)
    assert all(i18n.has(r) for r in reasons)
    assert {"move", "meal", "award", "temple_rank"} <= kinds and kinds & {"winner", "winner_tiebreak", "winners_shared"}
