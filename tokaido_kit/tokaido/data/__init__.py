"""Tokaido's data tables: the road, the travellers and every card list.

Everything here is data, restated from ``shared/rules/tokaido.md`` (sections 1, 2
and 4). The rules that read these tables live in the other modules of
``tokaido_kit.tokaido``; changing a card or a traveller means editing this file
alone. Expansions add their rows to the same tables (by name), never new tables
for the same idea.
"""

from __future__ import annotations

from typing import NamedTuple

# ---------------------------------------------------------------- the road (section 1)
KYOTO, EDO = 1, 55
INNS = (1, 15, 28, 42, 55)
INTERMEDIATE_INNS = (15, 28, 42)

# One letter per space type, positions 1..55; upper case = double space.
# I inn, V village, T temple, E encounter, P paddy, M mountain, S sea, H hot spring, F farm
_ROAD = "I" "VtepHMFvTeSmh" "I" "stFPMEtHmSvf" "I" "pvEfMhSpTFesV" "I" "hTeVsFHemPSv" "I"
_TYPES = {
    "i": "inn", "v": "village", "t": "temple", "e": "encounter", "p": "paddy",
    "m": "mountain", "s": "sea", "h": "hot_spring", "f": "farm",
}
# SPACES[pos] = (type, double); SPACES[0] is unused so that positions read 1..55.
SPACES: tuple = ((None, False),) + tuple((_TYPES[c.lower()], c.isupper() and c != "I") for c in _ROAD)
assert len(SPACES) == 56 and SPACES[15] == ("inn", False) and SPACES[48] == ("farm", True)

PANORAMAS = {"paddy": 3, "mountain": 4, "sea": 5}  # kind -> number of sections
PANORAMA_COPIES = 5  # copies of each section in the box


def next_inn(pos: int) -> int:
    """The first inn after ``pos`` (a traveller may never pass it)."""
    for inn in INNS:
        if inn > pos:
            return inn
    return EDO


NEXT_INN = tuple(next_inn(p) for p in range(56))


# ---------------------------------------------------------------- travellers (section 2a)
class Traveler(NamedTuple):
    name: str
    role: str
    gender: str  # "F" or "M" (or "" when the sources give none): Matsuri's Hina matsuri / Tango
    coins: int
    box: str  # "base", "crossroads" or "matsuri"
    hooks: tuple  # the moments where the ability acts, see tokaido_kit.tokaido.travelers


TRAVELERS: dict[str, Traveler] = {
    t.name: t
    for t in (
        Traveler("Hiroshige", "artist", "M", 3, "base", ("inn_arrival",)),
        Traveler("Chuubei", "messenger", "M", 4, "base", ("inn_arrival",)),
        Traveler("Kinko", "ronin", "M", 7, "base", ("meal_price",)),
        Traveler("Yoshiyasu", "functionary", "M", 9, "base", ("encounter_draw",)),
        Traveler("Satsuki", "orphan", "F", 2, "base", ("inn_arrival",)),
        Traveler("Mitsukuni", "old man", "M", 6, "base", ("card_bonus",)),
        Traveler("Sasayakko", "geisha", "F", 5, "base", ("village_price",)),
        Traveler("Hirotada", "priest", "M", 8, "base", ("temple",)),
        Traveler("Umegae", "street entertainer", "F", 5, "base", ("encounter_space",)),
        Traveler("Zen-emon", "merchant", "M", 6, "base", ("village_price",)),
    )
}
INITIATION_COINS = 7  # the "initiation" variant: no traveller tiles, 7 coins each
TILES_DEALT = 2  # traveller tiles dealt to each player, who keeps one

# ---------------------------------------------------------------- meals (section 4a)
MEAL_COST: dict[str, int] = {
    "Dango": 1, "Misoshiru": 1, "Nigirimeshi": 1,
    "Soba": 2, "Sushi": 2, "Tofu": 2, "Tempura": 2, "Yakitori": 2,
    "Donburi": 3, "Fugu": 3, "Sashimi": 3, "Tai Meshi": 3, "Udon": 3, "Unagi": 3,
}
MEAL_COPIES: dict[str, int] = {d: {1: 3, 2: 2, 3: 1}[c] for d, c in MEAL_COST.items()}
MEAL_POINTS = 6

# ---------------------------------------------------------------- souvenirs (section 4b)
FAMILIES = ("small_object", "food", "clothing", "art")  # bit i of a set mask = FAMILIES[i]
SOUVENIRS: dict[str, tuple[str, int]] = {  # name -> (family, cost)
    "Koma": ("small_object", 1), "Gofu": ("small_object", 1), "Washi": ("small_object", 1),
    "Hashi": ("small_object", 1), "Uchiwa": ("small_object", 1), "Yunomi": ("small_object", 1),
    "Manju": ("food", 1), "Kamaboko": ("food", 1), "Konpeito": ("food", 1),
    "Daifuku": ("food", 2), "Sake": ("food", 2), "Ocha": ("food", 2),
    "Haori": ("clothing", 2), "Furoshiki": ("clothing", 2), "Sandogasa": ("clothing", 2),
    "Kanzashi": ("clothing", 2), "Geta": ("clothing", 2), "Yukata": ("clothing", 2),
    "Netsuke": ("art", 2), "Jubako": ("art", 2), "Shikki": ("art", 2),
    "Shamisen": ("art", 3), "Sumie": ("art", 3), "Ukiyoe": ("art", 3),
}
SET_POINTS = (1, 3, 5, 7, 9)  # points of the 1st, 2nd, ... card of a set of distinct families
VILLAGE_DRAW = 3

# ---------------------------------------------------------------- hot springs (section 4c)
HOT_SPRINGS = (2,) * 6 + (3,) * 6

# ---------------------------------------------------------------- encounters (section 4e)
# card -> (copies, effect, argument); effects are looked up in tokaido_kit.tokaido.spaces
ENCOUNTERS: dict[str, tuple[int, str, object]] = {
    "Shokunin": (2, "souvenir", None),
    "Annaibito (Paddy)": (1, "panorama", "paddy"),
    "Annaibito (Mountain)": (2, "panorama", "mountain"),
    "Annaibito (Sea)": (3, "panorama", "sea"),
    "Samurai": (2, "points", 3),
    "Kuge": (2, "coins", 3),
    "Miko": (2, "temple_coin", 1),
}

# ---------------------------------------------------------------- temple and achievements (4f, 4g)
DONATION_MAX = 3
TEMPLE_RANK_POINTS = (10, 7, 4)  # 1st, 2nd, 3rd distinct totals; every other donor gets:
TEMPLE_OTHER_DONOR = 2
ACHIEVEMENT_POINTS = 3
END_ACHIEVEMENTS = ("gourmet", "bather", "chatterbox", "collector")

# ---------------------------------------------------------------- decks
BASE_DECKS = {
    "meal": [d for d, n in MEAL_COPIES.items() for _ in range(n)],
    "souvenir": list(SOUVENIRS),
    "encounter": [c for c, (n, _e, _a) in ENCOUNTERS.items() for _ in range(n)],
    "hot_spring": list(HOT_SPRINGS),
}
assert len(BASE_DECKS["meal"]) == 25 and len(BASE_DECKS["encounter"]) == 14

# Score sources, in the order a breakdown lists them.
SOURCES = (
    "panoramas", "souvenirs", "meals", "hot_springs", "encounters", "temple",
    "abilities", "achievements", "temple_ranking",
)
