"""Tokaido in Portuguese and Italian: seeded random games with Crossroads and Matsuri read
every event, refusal and action in the learner's language, with no placeholder, message id or English
card name left."""

import random
import re

import pytest

from tokaido_kit.core import Action, IllegalAction, i18n
from tokaido_kit.tokaido import TokaidoGame
from tokaido_kit.tokaido.crossroads import data as C

PROBES = [Action("move", space=s) for s in (1, 16, 29, 55, 70)] + [
    Action("donate", coins=4), Action("choose_matsuri", card="Hanabi"), Action("keep_encounter", card="Kuge"),
    Action("buy_calligraphy", card="Patience"), Action("buy_meal", meal="Fugu"),
    *(Action("use_amulet", amulet=a) for a in C.AMULETS),
]
ENGLISH_NAMES = re.compile(r"\b(Vitality|Fortune|Health|Friendship|Hospitality|Devotion|Foresight|Contemplation|"
                           r"Patience|Perfection|Fasting|Paddy|Mountain|Sea|Inn|Village|Temple|Farm|Player|"
                           r"neutral traveller|coins?|points)\b")
EXPANSIONS = [(), ("crossroads",), ("crossroads", "matsuri")]


def texts_of_a_game(seed):
    rng = random.Random(seed)
    g = TokaidoGame.new(2 + seed % 4, seed=seed, expansions=EXPANSIONS[seed % 3])
    texts = [e.text for e in g.log]
    while not g.is_over:
        legal = g.legal_actions()
        texts += [str(a) for a in legal]
        for probe in PROBES:
            if probe not in legal:
                err = g.why_not(probe)
                if isinstance(err, IllegalAction) and err.rule != "core.turn":
                    texts.append(err.message)
        events = g.play(legal[rng.randrange(len(legal))])
        texts += [e.text for e in events]
    return texts


@pytest.mark.parametrize("lang", ["pt", "it"])
def test_a_game_reads_in_the_language(lang):
    i18n.set_language(lang)
    try:
        texts = [t for seed in range(6) for t in texts_of_a_game(seed)]
    finally:
        i18n.set_language("en")
    assert len(texts) > 1000
    for text in texts:
        assert "{" not in text and "}" not in text, text
        assert not re.search(r"\b(tokaido|action|core)\.\w", text), text
        assert not ENGLISH_NAMES.search(text), text


def test_card_names_and_pending_decisions_translate():
    from tokaido_kit.tokaido.terms import Card, Pending, plain_action

    i18n.set_language("pt")
    try:
        assert f"{Card('Vitality')}" == "Vitalidade" and f"{Card('Annaibito (Paddy)')}" == "Annaibito (Arrozal)"
        assert f"{Card('Dango')}" == "Dango"  # no translation: read as printed
        assert str(Action("use_amulet", amulet=Card("Devotion"))) == "usar o Amuleto Devoção"
        assert "Refeição" in f"{Pending('inn.meal')}"
    finally:
        i18n.set_language("en")
    action = Action("buy_calligraphy", card=Card("Patience"))
    assert action == Action("buy_calligraphy", card="Patience")
    assert type(plain_action(action).card) is str
