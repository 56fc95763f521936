"""The rule catalogue of Tokaido Duo: every Event and every refusal names one of these ids.

Titles and summaries live in ``messages/en.json`` (``rule.<id>.title`` /
``rule.<id>.summary``). The section is the notebook that teaches the rule;
``True`` in the third column marks a kit decision (the seed is silent there).
"""

from tokaido_kit.core import rule_table

RULES = rule_table(
    [
        ("duo.island", "duo/00_the_island.ipynb", True),
        ("duo.setup", "duo/00_the_island.ipynb", True),
        ("duo.round.roll", "duo/01_rounds.ipynb"),
        ("duo.round.draft", "duo/01_rounds.ipynb"),
        ("duo.round.alternate", "duo/01_rounds.ipynb"),
        ("duo.round.move_exact", "duo/01_rounds.ipynb"),
        ("duo.pilgrim.move", "duo/02_pilgrim.ipynb"),
        ("duo.pilgrim.occupied", "duo/02_pilgrim.ipynb"),
        ("duo.pilgrim.coastal", "duo/02_pilgrim.ipynb"),
        ("duo.pilgrim.temple", "duo/02_pilgrim.ipynb"),
        ("duo.pilgrim.garden", "duo/02_pilgrim.ipynb"),
        ("duo.pilgrim.hot_spring", "duo/03_hot_spring.ipynb"),
        ("duo.pilgrim.seashore", "duo/07_wave_tiles.ipynb"),
        ("duo.spring.repeat", "duo/03_hot_spring.ipynb"),
        ("duo.spring.fresh", "duo/03_hot_spring.ipynb"),
        ("duo.merchant.move", "duo/04_merchant.ipynb"),
        ("duo.merchant.exact", "duo/04_merchant.ipynb"),
        ("duo.merchant.choose", "duo/04_merchant.ipynb"),
        ("duo.merchant.coastal_occupied", "duo/04_merchant.ipynb"),
        ("duo.decision.merchant_revisit", "duo/04_merchant.ipynb", True),
        ("duo.decision.merchant_passing", "duo/04_merchant.ipynb", True),
        ("duo.merchant.mountain", "duo/04_merchant.ipynb"),
        ("duo.merchant.storage", "duo/04_merchant.ipynb"),
        ("duo.merchant.sell", "duo/04_merchant.ipynb"),
        ("duo.gold.bar", "duo/05_gold.ipynb"),
        ("duo.artist.move", "duo/06_artist.ipynb"),
        ("duo.artist.paint", "duo/06_artist.ipynb"),
        ("duo.artist.gift", "duo/06_artist.ipynb"),
        ("duo.wave.sides", "duo/07_wave_tiles.ipynb"),
        ("duo.wave.take", "duo/07_wave_tiles.ipynb"),
        ("duo.wave.hasty", "duo/07_wave_tiles.ipynb"),
        ("duo.wave.calm", "duo/07_wave_tiles.ipynb"),
        ("duo.wave.expert", "duo/07_wave_tiles.ipynb"),
        ("duo.wave.inspired", "duo/07_wave_tiles.ipynb"),
        ("duo.wave.cunning", "duo/07_wave_tiles.ipynb"),
        ("duo.wave.robust", "duo/07_wave_tiles.ipynb"),
        ("duo.end.trigger", "duo/08_end_and_scoring.ipynb"),
        ("duo.end.score", "duo/08_end_and_scoring.ipynb"),
        ("duo.end.tie", "duo/08_end_and_scoring.ipynb"),
        ("duo.automa.choice", "duo/09_automa.ipynb", True),
        ("duo.automa.move", "duo/09_automa.ipynb", True),
        ("duo.automa.rank", "duo/09_automa.ipynb", True),
        ("duo.automa.score", "duo/09_automa.ipynb"),
        ("duo.automa.tie", "duo/09_automa.ipynb"),
    ]
)
