"""The rule catalogue of Tokaido: every Event and refusal names one of these ids.

Each row is ``(rule id, notebook that teaches it[, kit decision])``. Titles and
summaries are in ``messages/en.json`` (``rule.<id>.title`` / ``.summary``).
"""

from ..core import rule_table

_NB = "tokaido/"

RULES = rule_table(
    [
        # setup
        ("tokaido.setup.players", _NB + "01_setup.ipynb"),
        ("tokaido.setup.travelers", _NB + "01_setup.ipynb"),
        ("tokaido.setup.departure", _NB + "01_setup.ipynb"),
        ("tokaido.setup.decks", _NB + "01_setup.ipynb"),
        ("tokaido.variant.initiation", _NB + "12_variants.ipynb"),
        ("tokaido.variant.gastronomy", _NB + "12_variants.ipynb"),
        ("tokaido.variant.preparations", _NB + "12_variants.ipynb"),
        ("tokaido.decision.preparations", _NB + "12_variants.ipynb", True),
        ("tokaido.setup.expansions", _NB + "01_setup.ipynb"),
        # movement
        ("tokaido.move.turn_order", _NB + "02_moving.ipynb"),
        ("tokaido.move.forward", _NB + "02_moving.ipynb"),
        ("tokaido.move.inn_stop", _NB + "02_moving.ipynb"),
        ("tokaido.move.free_space", _NB + "02_moving.ipynb"),
        ("tokaido.move.double_space", _NB + "02_moving.ipynb"),
        ("tokaido.move.coins_needed", _NB + "02_moving.ipynb"),
        ("tokaido.move.panorama_done", _NB + "05_panoramas.ipynb"),
        # spaces
        ("tokaido.village", _NB + "03_villages.ipynb"),
        ("tokaido.village.sets", _NB + "03_villages.ipynb"),
        ("tokaido.farm", _NB + "04_farms_and_hot_springs.ipynb"),
        ("tokaido.hot_spring", _NB + "04_farms_and_hot_springs.ipynb"),
        ("tokaido.panorama", _NB + "05_panoramas.ipynb"),
        ("tokaido.panorama.achievement", _NB + "05_panoramas.ipynb"),
        ("tokaido.temple", _NB + "06_temples.ipynb"),
        ("tokaido.temple.ranking", _NB + "06_temples.ipynb"),
        ("tokaido.encounter", _NB + "07_encounters.ipynb"),
        ("tokaido.encounter.shokunin", _NB + "07_encounters.ipynb"),
        ("tokaido.encounter.annaibito", _NB + "07_encounters.ipynb"),
        ("tokaido.encounter.samurai", _NB + "07_encounters.ipynb"),
        ("tokaido.encounter.kuge", _NB + "07_encounters.ipynb"),
        ("tokaido.encounter.miko", _NB + "07_encounters.ipynb"),
        ("tokaido.decision.empty_deck", _NB + "07_encounters.ipynb", True),
        # inns
        ("tokaido.inn.arrival", _NB + "08_inns.ipynb"),
        ("tokaido.inn.meal", _NB + "08_inns.ipynb"),
        ("tokaido.inn.no_repeat", _NB + "08_inns.ipynb"),
        ("tokaido.inn.leave", _NB + "08_inns.ipynb"),
        ("tokaido.decision.meal_offer", _NB + "08_inns.ipynb", True),
        # travellers
        ("tokaido.traveler.hiroshige", _NB + "09_travellers.ipynb"),
        ("tokaido.traveler.chuubei", _NB + "09_travellers.ipynb"),
        ("tokaido.traveler.kinko", _NB + "09_travellers.ipynb"),
        ("tokaido.traveler.yoshiyasu", _NB + "09_travellers.ipynb"),
        ("tokaido.traveler.satsuki", _NB + "09_travellers.ipynb"),
        ("tokaido.decision.satsuki", _NB + "09_travellers.ipynb", True),
        ("tokaido.traveler.mitsukuni", _NB + "09_travellers.ipynb"),
        ("tokaido.traveler.sasayakko", _NB + "09_travellers.ipynb"),
        ("tokaido.traveler.hirotada", _NB + "09_travellers.ipynb"),
        ("tokaido.traveler.umegae", _NB + "09_travellers.ipynb"),
        ("tokaido.traveler.zen-emon", _NB + "09_travellers.ipynb"),
        ("tokaido.decision.free_bonus", _NB + "09_travellers.ipynb", True),
        # two players
        ("tokaido.two.neutral", _NB + "10_two_players.ipynb"),
        ("tokaido.two.temple", _NB + "10_two_players.ipynb"),
        ("tokaido.two.inn", _NB + "10_two_players.ipynb"),
        # end of the game
        ("tokaido.end", _NB + "11_end_of_game.ipynb"),
        ("tokaido.end.achievements", _NB + "11_end_of_game.ipynb"),
        ("tokaido.decision.achievement_needs_cards", _NB + "11_end_of_game.ipynb", True),
        ("tokaido.end.winner", _NB + "11_end_of_game.ipynb"),
    ]
)


def traveler_rule(name: str) -> str:
    """The rule id of a traveller's ability, e.g. ``tokaido.traveler.zen-emon``."""
    return "tokaido.traveler." + name.lower()
