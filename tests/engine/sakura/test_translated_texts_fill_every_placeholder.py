"""Sakura in Portuguese and Italian: every event, refusal and action text of seeded random games is a
whole sentence in that language: no ``{placeholder}`` left unfilled, no English name or word inserted.

The games are played with random legal choices; at every decision a few actions the rules refuse are
tried too (a card not in hand, a card that does not exist, a direction when none is asked, the imperial
painter's card out of turn, a card while a direction is awaited), so the refusals are rendered as well.
"""

from __future__ import annotations

import random
import re

import pytest

from tokaido_kit.core import Action, IllegalAction, i18n
from tokaido_kit.sakura import SakuraGame

from .helpers import CONFIGS

UNFILLED = re.compile(r"\{[^{}]*\}")
# English words a pt/it text would only show if a value were inserted untranslated
ENGLISH = re.compile(r"\b(Blue|Red|Green|Yellow|Purple|Grey|Imperial|forward|back|painter|token|tokens|card|cards|"
                     r"the|of|and|space|gate)\b")
SEEDS = range(4)


@pytest.fixture
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def refused(game: SakuraGame, rng: random.Random) -> list[IllegalAction]:
    """Actions the rules refuse now, and the refusals they raise (nothing changes in the game)."""
    pending = game.pending
    player = game.current_player
    hand = game.hands[player] if player is not None and player < game.players else []
    not_in_hand = [c for c in range(1, 61) if c not in hand]
    tries = [Action("choose_card", card=61), Action("choose_card", card=rng.choice(not_in_hand)),
             Action("choose_imperial_card", card=rng.choice(not_in_hand)),
             Action("choose_direction", direction="sideways")]
    if pending in ("garden.direction", "painter.direction"):
        tries.append(Action("choose_card", card=hand[0] if hand else 1))
    else:
        tries.append(Action("choose_direction", direction="forward"))
    out = []
    for action in tries:
        if action in game.legal_actions():
            continue
        with pytest.raises(IllegalAction) as err:
            game.play(action)
        out.append(err.value)
    return out


# Positions that lead random play to the rare events: painters sharing the gate at a sakura, a supply
# running short, a painter with no token to lose, tied winners all at the gate.
POSITIONS = [dict(emperor=13, painters=[12, 0, 0], tokens=[0, 26, 27]),
             # Green's card 5 (Emperor forward 1) resolves first: the last sakura, Blue and Red tied at the gate
             dict(emperor=37, scored=[14, 26], painters=[0, 0, 30], tokens=[20, 20, 5], hands=[[38], [52], [5]])]


def games():
    """The seeded games: new games of every set-up, then the positions above."""
    for players, variant in CONFIGS:
        for seed in SEEDS:
            yield seed, SakuraGame.new(players, seed=seed, variant=variant)
    for position in POSITIONS:
        for seed in SEEDS:
            yield seed, SakuraGame.scenario(3, seed=seed, **position)


def texts_of_games(lang: str) -> tuple[list[str], set[str], set[str]]:
    """Every event text, refusal text and legal action's words of the seeded games, with the event
    kinds and refusal reasons seen."""
    texts, kinds, reasons = [], set(), set()
    for seed, game in games():
        rng = random.Random(seed)
        while not game.is_over:
            for err in refused(game, rng):
                texts += [str(err), err.message]
                reasons.add(err.reason)
            actions = game.legal_actions()
            texts += [str(a) for a in actions]
            game.play(actions[rng.randrange(len(actions))])
        texts += [e.text for e in game.log]
        kinds.update(e.kind for e in game.log)
    return texts, kinds, reasons


@pytest.mark.parametrize("language", ["pt", "it"], indirect=True)
def test_sakura_translated_events_refusals_and_actions_have_no_placeholder_left(language):
    texts, kinds, reasons = texts_of_games(language)
    unfilled = sorted({t for t in texts if UNFILLED.search(t)})
    assert not unfilled, unfilled[:5]
    english = sorted({t for t in texts if ENGLISH.search(t.replace("'sideways'", ""))})
    assert not english, english[:5]
    # every event of the catalogue and every refusal the engine can give was rendered
    catalogue = i18n.catalogue("en")
    assert {k.split(".", 2)[2] for k in catalogue if k.startswith("sakura.event.")} == kinds
    assert {k for k in catalogue if k.startswith("sakura.why.")} == reasons


@pytest.mark.parametrize("language", ["pt", "it"], indirect=True)
def test_sakura_translated_log_reads_again_after_a_language_switch(language):
    game = SakuraGame.new(2, seed=3, variant="challenging")
    rng = random.Random(3)
    while not game.is_over:
        actions = game.legal_actions()
        game.play(actions[rng.randrange(len(actions))])
    translated = [e.text for e in game.log]
    i18n.set_language("en")
    english = [e.text for e in game.log]
    assert all(a != b for a, b in zip(translated, english)), "an event reads the same in English"
    assert any("Blue" in t for t in english) and not any("Blue" in t for t in translated)
