"""The 20 Matsuri events: one small function per card, named after its rule id.

One-shot cards act through ``EFFECTS[key](game, chooser, events, rows)`` when
revealed; ``rows`` collects the decisions they ask for (in arrival order).
Ongoing cards act through :func:`on_stop` (a traveller stops on a space while
the card is in effect) and the inn seams (Cho-yo). Travellers' abilities never
apply to these effects: none of them calls a traveller hook.
"""

from __future__ import annotations

from ...core import Action, Event
from .. import data as D
from ..movement import kind_name
from ..terms import Award, Term, card as card_name
from . import bridge
from .data import (CHOYO_DISCOUNT, CHOYO_EXTRA_MEALS, GENDER_TOKEN, HANAMI_COINS, OBON_MAX, OTAUE_COINS,
                   SHISHIMAI_POINTS, TANABATA_POINTS, TOKEN_FAMILY)
from . import procedure
from .procedure import arrival_order

PASS = Action("pass")


class Token(Term):
    """A Doll or Carp token: ``Token("doll")`` reads "Doll"."""

    __slots__ = ()
    prefix = "tokaido.token"
OBON_ACTIONS = tuple(Action("donate", coins=c) for c in range(OBON_MAX + 1))


# ------------------------------------------------------------------ shared gains (no abilities)
def take_section(game, p: int, kind: str, events: list, rule: str) -> bool:
    """The next section of ``kind`` for ``p``, scored as Journey points; True if it completes the panorama."""
    section = game.panoramas[p][kind] + 1
    game.panoramas[p][kind] = section
    game.pano_supply[kind][section - 1] -= 1
    game.points[p]["panoramas"] += section
    events.append(Event("panorama", p, rule, who=game.names[p], panorama=kind_name(kind), section=section,
                        size=D.PANORAMAS[kind], points=section))
    return section == D.PANORAMAS[kind]


def panorama_award(game, winners: list, kind: str, events: list, rule: str) -> None:
    """The panorama achievement: the card for a single winner; for winners at the same moment, each scores
    it with a "3 Journey points" token (seed 000, o-Fune matsuri)."""
    for p in winners:
        game.pano_first[kind].append(p)
        events.append(Event("matsuri_achievement", p, rule, who=game.names[p], panorama=kind_name(kind),
                            shared=len(winners) > 1))
        if len(winners) > 1:
            bridge.journey(game, p, D.ACHIEVEMENT_POINTS, rule, events)
        else:
            game.points[p]["achievements"] += D.ACHIEVEMENT_POINTS


def gain_token(game, p: int, token: str, events: list, rule: str) -> None:
    """Rule tokaido.matsuri.tokens: a Doll or Carp is used as a "small object" souvenir card in the collection.

    It joins the first set lacking a small object and scores 1/3/5/7 like a
    card, and it is a souvenir wherever souvenirs are counted (the Nostalgia
    Calligraphy, Suseri's Souvenir kind: ``game._souvenirs_held``), except the
    three places seed 000 names: the Collector achievement and the Legendary
    Objects Shodo and Emaki (so it never calls ``_gain_souvenir``, whose script
    bonus it must not trigger).
    """
    if game.token_supply <= 0:
        events.append(Event("doll_carp_none", p, "tokaido.decision.matsuri_tokens", who=game.names[p], token=Token(token)))
        return
    game.token_supply -= 1
    size = game._join_set(p, 1 << D.FAMILIES.index(TOKEN_FAMILY))
    points = D.SET_POINTS[size - 1]
    game.tokens[p].append(token)
    game.points[p]["souvenirs"] += points
    events.append(Event("doll_carp", p, rule, who=game.names[p], token=Token(token), place=size, points=points))


# ------------------------------------------------------------------ one-shot cards
def o_bon(game, chooser, events, rows):
    """Rule tokaido.matsuri.o-bon: in arrival order, each may donate 1-3 coins (no temple abilities)."""
    for p in arrival_order(game):
        if game.coins[p] > 0:
            rows.append([p, "matsuri.o-bon", None])


def legal_obon(game, p, data):
    return list(OBON_ACTIONS[1:min(OBON_MAX, game.coins[p]) + 1]) + [PASS]


def apply_obon(game, p, data, action, events):
    if action.kind == "pass":
        events.append(Event("obon_pass", p, "tokaido.matsuri.o-bon", who=game.names[p]))
        return
    n = action.coins
    game.coins[p] -= n
    game.donated[p] += n
    events.append(Event("obon", p, "tokaido.matsuri.o-bon", who=game.names[p], coins=n, total=game.donated[p]))
    bridge.journey(game, p, n, "tokaido.matsuri.o-bon", events)


def tori_no_ichi(game, chooser, events, rows):
    """Rule tokaido.matsuri.tori-no-ichi: who holds no Amulet gets a random one, free."""
    for p in arrival_order(game):
        stack = bridge.amulet_stack(game)
        if bridge.amulets_of(game, p):
            events.append(Event("tori_has", p, "tokaido.matsuri.tori-no-ichi", who=game.names[p]))
        elif not stack:
            events.append(Event("tori_none", p, "tokaido.matsuri.tori-no-ichi", who=game.names[p]))
        else:
            card = stack[game.rng.randrange(len(stack))]
            bridge.give_amulet(game, p, card, events, "tokaido.matsuri.tori-no-ichi")


def _tokens_for(gender):
    def effect(game, chooser, events, rows):
        rule = "tokaido.matsuri.hina-matsuri" if gender == "F" else "tokaido.matsuri.tango"
        got = False
        for p in arrival_order(game):
            t = game.traveler[p]
            if t is not None and D.TRAVELERS[t].gender == gender:
                gain_token(game, p, GENDER_TOKEN[gender], events, rule)
                got = True
        if not got:
            events.append(Event("doll_carp_nobody", None, rule, token=Token(GENDER_TOKEN[gender])))
    effect.__doc__ = (f"Rule tokaido.matsuri.{'hina-matsuri' if gender == 'F' else 'tango'}: each "
                      f"{'woman' if gender == 'F' else 'man'} traveller gets a {GENDER_TOKEN[gender]} token.")
    return effect


def o_fune(game, chooser, events, rows):
    """Rule tokaido.matsuri.o-fune-matsuri: everyone's next Sea section; who completes it now shares the award."""
    rule = "tokaido.matsuri.o-fune-matsuri"
    done = []
    for p in arrival_order(game):
        if game.panoramas[p]["sea"] >= D.PANORAMAS["sea"]:
            events.append(Event("sea_done", p, rule, who=game.names[p]))
        elif take_section(game, p, "sea", events, rule):
            done.append(p)
    if done and not game.pano_first["sea"]:
        panorama_award(game, done, "sea", events, rule)


def _fortune_for(what):
    def effect(game, chooser, events, rows):
        rule = "tokaido.matsuri." + ("o-shogatsu" if what == "coins" else "setsubun")
        for p in arrival_order(game):
            value = bridge.fortune(game, p, rule, events)
            if what == "coins":
                game.coins[p] += value
                events.append(Event("shogatsu", p, rule, who=game.names[p], coins=value))
            else:
                events.append(Event("setsubun", p, rule, who=game.names[p], points=value))
                if value:
                    bridge.journey(game, p, value, rule, events)
    effect.__doc__ = f"Rule tokaido.matsuri.{'o-shogatsu' if what == 'coins' else 'setsubun'}: each rolls the " \
                     f"Fortune die for {what} (the kit rolls for all: tokaido.decision.matsuri_free_bonus)."
    return effect


def tanabata(game, chooser, events, rows):
    """Rule tokaido.matsuri.tanabata: the 4 end achievements now, 2 Journey points each (cards still at the end)."""
    rule = "tokaido.matsuri.tanabata"
    for name, values in game.achievement_measures().items():
        best = max(values)
        winners = [p for p, v in enumerate(values) if v == best] if best > 0 else []
        game.early_awards[name] = winners
        if not winners:
            events.append(Event("tanabata_nobody", None, rule, title=Award(name)))
        for p in winners:
            events.append(Event("tanabata", p, rule, who=game.names[p], title=Award(name), value=best,
                                shared=len(winners) > 1))
            bridge.journey(game, p, TANABATA_POINTS, rule, events)


def o_tsukimi(game, chooser, events, rows):
    """Rule tokaido.matsuri.o-tsukimi: the chooser picks a Calligraphy that everybody will score."""
    stack = bridge.calligraphy_stack(game)
    if not stack:
        events.append(Event("tsukimi_none", chooser, "tokaido.matsuri.o-tsukimi", who=game.names[chooser]))
    elif len(set(stack)) == 1:
        share_calligraphy(game, chooser, stack[0], events)
    else:
        rows.append([chooser, "matsuri.o-tsukimi", None])


def legal_tsukimi(game, p, data):
    return [Action("share_calligraphy", card=card_name(c)) for c in dict.fromkeys(sorted(bridge.calligraphy_stack(game)))]


def apply_tsukimi(game, p, data, action, events):
    share_calligraphy(game, p, action.card, events)


def share_calligraphy(game, p, card, events):
    bridge.calligraphy_stack(game).remove(card)
    game.shared_calligraphy.append(card)
    events.append(Event("tsukimi", p, "tokaido.matsuri.o-tsukimi", who=game.names[p], card=card_name(card)))


def shishimai(game, chooser, events, rows):
    """Rule tokaido.matsuri.shishimai: the 3 most generous donors so far score 4 / 2 / 1.

    Kit decision tokaido.decision.shishimai ("ties by the normal rules"): as in the
    temple ranking, tied donors share a rank and the next total takes the next
    rank; with 2 players the neutral traveller's donations take a rank too,
    though it scores nothing.
    """
    rule, decided = "tokaido.matsuri.shishimai", "tokaido.decision.shishimai"
    totals = sorted({d for d in game.donated if d > 0}, reverse=True)[:len(SHISHIMAI_POINTS)]
    scored = False
    for p in arrival_order(game):
        d = game.donated[p]
        if d in totals:
            rank = totals.index(d)
            shared = game.donated.count(d) > 1
            events.append(Event("shishimai", p, decided if shared else rule, who=game.names[p], rank=rank + 1,
                                total=d))
            bridge.journey(game, p, SHISHIMAI_POINTS[rank], rule, events)
            scored = True
    n = game.neutral
    if n >= 0 and game.donated[n] in totals:
        events.append(Event("shishimai_neutral", None, decided, who=game.names[n],
                            rank=totals.index(game.donated[n]) + 1, total=game.donated[n]))
    if not scored:
        events.append(Event("shishimai_nobody", None, rule))


# ------------------------------------------------------------------ ongoing cards: a traveller stops on a space
def on_stop(game, p: int, pos: int, typ: str, events: list) -> None:
    """The ongoing cards in effect act when traveller ``p`` stops, before the space's own choice."""
    for name in game.festival:
        hook = STOP_EFFECTS.get(name)
        if hook is not None:
            hook(game, p, typ, events)


def yama_no_ko(game, p, typ, events):
    """Rule tokaido.matsuri.yama-no-ko: on a Mountain, 1 more Mountain section first (if not complete)."""
    if typ != "mountain" or game.panoramas[p]["mountain"] >= D.PANORAMAS["mountain"]:
        return
    rule = "tokaido.matsuri.yama-no-ko"
    if take_section(game, p, "mountain", events, rule) and not game.pano_first["mountain"]:
        panorama_award(game, [p], "mountain", events, rule)


def o_taue(game, p, typ, events):
    """Rule tokaido.matsuri.o-taue-matsuri: on a Paddy (not complete), a bank coin goes to the temple for you."""
    if typ != "paddy" or game.panoramas[p]["paddy"] >= D.PANORAMAS["paddy"]:
        return
    game.donated[p] += OTAUE_COINS
    events.append(Event("otaue", p, "tokaido.matsuri.o-taue-matsuri", who=game.names[p], coins=OTAUE_COINS,
                        total=game.donated[p]))
    bridge.journey(game, p, OTAUE_COINS, "tokaido.matsuri.o-taue-matsuri", events)


def hadaka(game, p, typ, events):
    """Rule tokaido.matsuri.hadaka-matsuri: at a Hot spring, an Encounter card first, resolved as usual."""
    if typ != "hot_spring":
        return
    card = game._draw("encounter", events, p)
    if card is not None:
        events.append(Event("hadaka", p, "tokaido.matsuri.hadaka-matsuri", who=game.names[p]))
        game._resolve_encounter(p, card, events)


def o_hanami(game, p, typ, events):
    """Rule tokaido.matsuri.o-hanami: on a panorama space, +1 coin whichever benefit you take."""
    if typ not in D.PANORAMAS:
        return
    game.coins[p] += HANAMI_COINS
    events.append(Event("hanami", p, "tokaido.matsuri.o-hanami", who=game.names[p], coins=HANAMI_COINS))


STOP_EFFECTS = {"Yama no Ko": yama_no_ko, "o-Taue matsuri": o_taue, "Hadaka matsuri": hadaka, "o-Hanami": o_hanami}


# ------------------------------------------------------------------ Gion matsuri: choose the encounter
def gion_active(game) -> bool:
    return "Gion matsuri" in game.festival


def gion_offer(game, p, events) -> bool:
    """Rule tokaido.matsuri.gion-matsuri: choose the encounter among those left (True if a choice is owed)."""
    deck = game.decks["encounter"]
    if not deck:
        return False
    game.queue.insert(0, [p, "matsuri.gion", None])
    return True


def legal_gion(game, p, data):
    return [Action("keep_encounter", card=card_name(c)) for c in sorted(set(game.decks["encounter"]))]


def apply_gion(game, p, data, action, events):
    deck = game.decks["encounter"]
    deck.remove(action.card)
    game.rng.shuffle(deck)
    events.append(Event("gion", p, "tokaido.matsuri.gion-matsuri", who=game.names[p], card=card_name(action.card)))
    game._resolve_encounter(p, action.card, events)


# ------------------------------------------------------------------ Cho-yo: the next inn's meals
def choyo_active(game) -> bool:
    return "Cho-yo" in game.festival


def choyo_price(price: int) -> int:
    """Rule tokaido.matsuri.cho-yo: 1 coin less (1-coin meals are free), after the traveller's own price."""
    return max(0, price - CHOYO_DISCOUNT)


def choyo_offer_size(size: int) -> int:
    return size + CHOYO_EXTRA_MEALS


EFFECTS = {
    "o-bon": o_bon,
    "tori-no-ichi": tori_no_ichi,
    "hina-matsuri": _tokens_for("F"),
    "tango": _tokens_for("M"),
    "hanabi": lambda game, p, events, rows: procedure.hanabi(game, p, events, rows),
    "o-fune-matsuri": o_fune,
    "o-shogatsu": _fortune_for("coins"),
    "setsubun": _fortune_for("points"),
    "tanabata": tanabata,
    "o-tsukimi": o_tsukimi,
    "shishimai": shishimai,
}
DECISIONS = {
    "matsuri.o-bon": (legal_obon, apply_obon),
    "matsuri.o-tsukimi": (legal_tsukimi, apply_tsukimi),
    "matsuri.gion": (legal_gion, apply_gion),
}
