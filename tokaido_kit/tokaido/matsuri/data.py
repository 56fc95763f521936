"""Matsuri's data tables: the 20 festival cards, the 16 new travellers, the tokens.

Restated from seed 000 (Portuguese, the authority: the procedure, the 20 events
and 14 travellers) and ``shared/rules/tokaido.md`` sections 2c, 6 and 7 (D7:
Misaki and Titia complete the 16; the starting coins). Every rule that reads
these tables lives in the other modules of this package.
"""

from __future__ import annotations

from typing import NamedTuple

from .. import data as D

# ---------------------------------------------------------------- the festival cards (seed 000)
ONGOING, INSTANT = "ongoing", "instant"  # swirl icon: until the next inn; lightning icon: at once


class Matsuri(NamedTuple):
    name: str  # the card's printed name, as it appears in decks, the log and the view
    key: str  # id used in rule ids (``tokaido.matsuri.<key>``) and message ids
    kind: str  # ONGOING or INSTANT
    closes: str  # for the three closing cards: the space type they close; "" otherwise


MATSURI: dict[str, Matsuri] = {
    m.name: m
    for m in (
        Matsuri("O-Bon", "o-bon", INSTANT, ""),
        Matsuri("Tori no Ichi", "tori-no-ichi", INSTANT, ""),
        Matsuri("Hina matsuri", "hina-matsuri", INSTANT, ""),
        Matsuri("Tango", "tango", INSTANT, ""),
        Matsuri("Hanabi", "hanabi", INSTANT, ""),
        Matsuri("o-Fune matsuri", "o-fune-matsuri", INSTANT, ""),
        Matsuri("o-Shogatsu", "o-shogatsu", INSTANT, ""),
        Matsuri("Setsubun", "setsubun", INSTANT, ""),
        Matsuri("Tanabata", "tanabata", INSTANT, ""),
        Matsuri("o-Tsukimi", "o-tsukimi", INSTANT, ""),
        Matsuri("Shishimai", "shishimai", INSTANT, ""),
        Matsuri("Cho-yo", "cho-yo", ONGOING, ""),
        Matsuri("Yama no Ko", "yama-no-ko", ONGOING, ""),
        Matsuri("o-Taue matsuri", "o-taue-matsuri", ONGOING, ""),
        Matsuri("Hadaka matsuri", "hadaka-matsuri", ONGOING, ""),
        Matsuri("o-Hanami", "o-hanami", ONGOING, ""),
        Matsuri("Kamiarisai", "kamiarisai", ONGOING, "temple"),
        Matsuri("Tôka Ebisu", "toka-ebisu", ONGOING, "village"),
        Matsuri("Mura matsuri", "mura-matsuri", ONGOING, "farm"),
        Matsuri("Gion matsuri", "gion-matsuri", ONGOING, ""),
    )
}
assert len(MATSURI) == 20
MATSURI_DECK = list(MATSURI)
MATSURI_DRAW = 2  # the first to arrive draws 2 and keeps 1 (Hanabi: 2 more, both played)
HANABI_DRAW = 2

# ---------------------------------------------------------------- effect sizes (seed 000)
SHISHIMAI_POINTS = (4, 2, 1)  # Journey points for the 1st, 2nd, 3rd most generous donors
TANABATA_POINTS = 2  # a "2 Journey points" token per (tied) winner of an end achievement
CHOYO_DISCOUNT = 1  # every meal costs 1 coin less at the next inn (1-coin meals are free)
CHOYO_EXTRA_MEALS = 2  # the first to arrive at the next inn draws 2 more meals
HANAMI_COINS = 1  # +1 coin on a panorama space, whichever benefit is chosen
OTAUE_COINS = 1  # a bank coin given to the temple in your name, for 1 Journey point
OBON_MAX = D.DONATION_MAX  # O-Bon: 1, 2 or 3 coins, as at a temple

# ---------------------------------------------------------------- tokens (seed 000, FUN box contents)
TOKEN_SUPPLY = 5  # 5 two-sided Doll/Carp tokens: a Doll on one side, a Carp on the other
TOKEN_FAMILY = "small_object"  # each token is a "small object" souvenir for set scoring only
CLOSED_SPACE_TOKENS = 4  # markers only: the kit closes every space the card names
GENDER_TOKEN = {"F": "doll", "M": "carp"}  # Hina matsuri gives Dolls to women, Tango Carps to men

# ---------------------------------------------------------------- travellers (seed 000; D7 adds Misaki, Titia)
# Gender: seed 000's own grammar ("a poeta", "o bruto") for its 14; Misaki "him" (BC); Titia is the
# Dutch tourist Titia Bergsma, a woman. Coins: shared/rules/tokaido.md section 2c (BC).
MATSURI_TRAVELERS: dict[str, D.Traveler] = {
    t.name: t
    for t in (
        D.Traveler("Kushinada", "world traveller", "F", 4, "matsuri", ("setup", "peek")),
        D.Traveler("Takeru", "counselor", "M", 4, "matsuri", ("any_stop",)),
        D.Traveler("Rakuren", "collector", "M", 5, "matsuri", ("village_option",)),
        D.Traveler("Mutsumi", "brute", "M", 7, "matsuri", ("leave_first",)),
        D.Traveler("Kamui", "vagabond", "M", 3, "matsuri", ("skip_meal",)),
        D.Traveler("Mari", "poet", "F", 4, "matsuri", ("temple", "crossroads_price")),
        D.Traveler("Yashima", "noble", "F", 4, "matsuri", ("inn_arrival",)),
        D.Traveler("Kidzuna", "cook", "F", 3, "matsuri", ("inn_arrival",)),
        D.Traveler("Chihaya", "bather", "F", 3, "matsuri", ("inn_arrival",)),
        D.Traveler("Iyasaka", "manual worker", "M", 5, "matsuri", ("farm", "reroll")),
        D.Traveler("Marihito", "writer", "M", 5, "matsuri", ("end",)),
        D.Traveler("Suseri", "erudite", "F", 3, "matsuri", ("end",)),
        D.Traveler("Ayumu", "walker", "M", 5, "matsuri", ("meal_price", "souvenir_cost")),
        D.Traveler("Musubi", "rogue", "M", 6, "matsuri", ("inn_arrival", "any_arrival")),
        D.Traveler("Misaki", "disciple", "M", 4, "matsuri", ("any_stop",)),
        D.Traveler("Titia", "Dutch tourist", "F", 6, "matsuri", ("souvenir_cost", "crossroads_price")),
    )
}
assert len(MATSURI_TRAVELERS) == 16
MATSURI_TILES_DEALT = 3  # with Matsuri each player chooses among 3 tiles instead of 2

MUTSUMI_INNS = D.INNS[:4]  # Kyoto and the 3 intermediate inns: he may leave first
KAMUI_POINTS = 3  # for every intermediate inn and Edo where he buys no meal
KAMUI_INNS = D.INNS[1:]
MARI_POINTS_PER_COIN = 2
IYASAKA_FARM_BONUS = 1
TITIA_DISCOUNT = 1
TITIA_FAMILIES = ("art",)  # and Legendary Objects
AYUMU_MEAL_PRICE = 1
AYUMU_FREE_FAMILY = "small_object"
RAKUREN_SOUVENIRS = 4  # Rakuren's shop option: 4 souvenirs and 1 Legendary Object, drawn at random
RAKUREN_LEGENDARY = 1
KUSHINADA_GIFT = 1  # each other traveller gives her 1 coin at setup (2 players: opponent 1 + bank 1)
KUSHINADA_TWO_PLAYER_BANK = 1

# Suseri's 12 card types (seed 000), each 1 point if at least one such card is in the collection.
SUSERI_TYPES = ("hot_spring", "bathhouse", "souvenir", "legendary", "encounter", "calligraphy", "amulet",
                "meal", "sea", "mountain", "paddy", "cherry_tree")
