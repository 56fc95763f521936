"""Sources of notebooks/index.ipynb and the apps under notebooks/apps/ (see build_notebooks.py)."""

from widgets.links import INDEX as INDEX_PATH, href

INDEX = [
    ("md", "# Learn board games by playing them\n\n"
           "Each game has an app (the whole game, against friends on one screen or against bots) and short "
           "tutorials, one rule at a time, each with a live board."),
    ("code", "from widgets.tutorial import index_page\n\nindex_page()"),
]

APP_SAKURA = [
    ("md", "# Sakura: play the whole game\n\n"
           "Choose the number of players, the seed and who sits in each seat (a human, a RandomBot or a "
           "GreedyBot), then press **New game**. Humans playing on one screen pass it on between turns: "
           "a hand is never shown to the wrong player. Played with the *teaching deck / teaching garden, "
           "not the printed components*. Learn the rules: "
           f"[the tutorials]({href(INDEX_PATH, 'apps/sakura.ipynb')})."),
    ("code", "# NBVAL_IGNORE_OUTPUT\nfrom widgets.sakura.app import SakuraApp\n\napp = SakuraApp()\napp"),
]

APP_TOKAIDO = [
    ("md", "# Tokaido: play the whole game\n\n"
           "Choose the number of players (2 to 5), the expansions (Crossroads, Matsuri), how travellers are "
           "given (each player chooses 1 of 2 dealt tiles, 1 of 3 with Matsuri, or the initiation variant without travellers), the "
           "seed and who sits in each seat (a human, a RandomBot or a GreedyBot), then press **New game**. "
           "Click a space framed in green to move the traveller whose turn it is; the other choices (souvenirs, "
           "meals, donations...) are buttons above the road. Humans playing on one screen pass it on between "
           "turns: dealt tiles and amulets are never shown to the wrong player. "
           f"[All apps and tutorials]({href(INDEX_PATH, 'apps/tokaido.ipynb')})."),
    ("code", "# NBVAL_IGNORE_OUTPUT\nfrom widgets.tokaido.app import TokaidoApp\n\napp = TokaidoApp()\napp"),
]

OTHER = {"index.ipynb": INDEX, "apps/sakura.ipynb": APP_SAKURA, "apps/tokaido.ipynb": APP_TOKAIDO}
