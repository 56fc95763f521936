"""Tokaido Duo in Portuguese and Italian: every event, refusal and offered answer of seeded random games
(two players, and one player against the Automa) is a whole sentence in that language: no
``{placeholder}`` left unfilled, no English value (a character, a good, an icon, a Wave side) inserted.

The games are played with random legal choices; at every decision a few actions the rules refuse are
tried too (a die already taken, a town or zone out of reach, a gift, a good not held, a Wave tile, the
hot-spring token), so the refusals are rendered as well.
"""

from __future__ import annotations

import random
import re

import pytest

from tokaido_kit.core import Action, IllegalAction, i18n
from tokaido_kit.duo import ISLAND, DuoGame
from tokaido_kit.duo.words import action_text

UNFILLED = re.compile(r"\{[^{}]*\}")
# English words a pt/it text would only show if a value were inserted untranslated
ENGLISH = re.compile(r"\b(Pilgrim|Merchant|Artist|pilgrim|merchant|artist|ceramics|dolls|fans|fan|lantern|teapot|"
                     r"hasty|calm|expert|inspired|cunning|robust|Hasty|Calm|Expert|Inspired|Cunning|Robust|"
                     r"the|of|and|space|town|zones|coins|die|tile|Wave|Player|takes)\b")  # not "zone": Italian plural
CODE_NAMES = re.compile(r'"(pilgrim|merchant|artist)"')  # the names to type in code, quoted in one refusal
SEEDS = range(3)


@pytest.fixture
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def tries(game: DuoGame, rng: random.Random) -> list[Action]:
    """Actions worth trying now: most are refused, whatever the decision awaited."""
    return [Action("choose_die", character=rng.choice(["pilgrim", "merchant", "artist"])),
            Action("choose_die", character="cook"),
            Action("merchant_to", town=rng.choice(ISLAND.towns)), Action("merchant_to", town="Edo"),
            Action("artist_to", zone=rng.choice(ISLAND.zones)), Action("artist_step", zone=rng.choice(ISLAND.zones)),
            Action("artist_to", zone="Nowhere"), Action("pilgrim_to", space=rng.randrange(37)),
            Action("gift"), Action("return_good", good=rng.choice(ISLAND.kinds)),
            Action("take_wave", character=rng.choice(["pilgrim", "merchant", "artist"])),
            Action("use_spring")]


def texts_of_games(automa: bool) -> tuple[list[str], set[str], set[str]]:
    """Every event text, refusal text and offered answer of the seeded games, with the event kinds and
    refusal reasons seen."""
    texts, kinds, reasons = [], set(), set()
    for seed in SEEDS:
        rng = random.Random(seed)
        game = DuoGame.new(2, seed=seed, automa=automa)
        while not game.is_over:
            legal = game.legal_actions()
            for action in tries(game, rng):
                if action in legal:
                    continue
                with pytest.raises(IllegalAction) as err:
                    game.play(action)
                texts += [str(err.value), err.value.message]
                reasons.add(err.value.reason)
            texts += [action_text(a) for a in legal]
            game.play(legal[rng.randrange(len(legal))])
        texts += [e.text for e in game.log]
        kinds.update(e.kind for e in game.log)
    return texts, kinds, reasons


@pytest.mark.parametrize("automa", [False, True], ids=["two_players", "automa"])
@pytest.mark.parametrize("language", ["pt", "it"], indirect=True)
def test_duo_translated_events_refusals_and_answers_have_no_placeholder_left(language, automa):
    texts, kinds, reasons = texts_of_games(automa)
    unfilled = sorted({t for t in texts if UNFILLED.search(t)})
    assert not unfilled, unfilled[:5]
    english = sorted({t for t in texts if ENGLISH.search(CODE_NAMES.sub("", t))})
    assert not english, english[:5]
    # the games are long enough to show most of the log and the refusals tried
    assert len(kinds) >= (22 if automa else 28), sorted(kinds)
    assert {"duo.why.die_taken", "duo.why.unknown_character", "duo.why.unknown_town",
            "duo.why.unknown_zone"} <= reasons, sorted(reasons)


@pytest.mark.parametrize("language", ["pt", "it"], indirect=True)
def test_duo_translated_log_reads_again_after_a_language_switch(language):
    game = DuoGame.new(2, seed=5)
    rng = random.Random(5)
    while not game.is_over:
        actions = game.legal_actions()
        game.play(actions[rng.randrange(len(actions))])
    translated = [e.text for e in game.log]
    i18n.set_language("en")
    english = [e.text for e in game.log]
    assert all(a != b for a, b in zip(translated, english)), "an event reads the same in English"
    assert any("Pilgrim" in t for t in english) and not any("Pilgrim" in t for t in translated)


@pytest.mark.parametrize("automa", [False, True], ids=["two_players", "automa"])
@pytest.mark.parametrize("language", ["pt", "it"], indirect=True)
def test_duo_log_kept_in_english_reads_in_the_new_language_players_names_too(language, automa):
    i18n.set_language("en")
    game = DuoGame.new(2, seed=6, automa=automa)
    rng = random.Random(6)
    while not game.is_over:
        actions = game.legal_actions()
        game.play(actions[rng.randrange(len(actions))])
    assert any("Player 1" in e.text for e in game.log)
    i18n.set_language(language)
    translated = [e.text for e in game.log]
    assert not [t for t in translated if ENGLISH.search(t)], [t for t in translated if ENGLISH.search(t)][:3]
    assert any(i18n.text("duo.name.player", number=1) in t for t in translated)
