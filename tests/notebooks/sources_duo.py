"""Source of notebooks/apps/duo.ipynb (see build_notebooks.py)."""

from widgets.links import INDEX as INDEX_PATH, href

APP_DUO = [
    ("md", "# Tokaido Duo: play the whole game\n\n"
           "Choose the opponent (the Automa, or a second player), the seed and who sits in each human seat (a "
           "human, a RandomBot or a GreedyBot), then press **New game**. Each round the first chooser rolls the "
           "three dice: click a die to take it, then click where its figure goes (destinations framed in green "
           "dashes are legal; any other one is explained). Other choices (paint or gift, sell, Wave tiles, the "
           "hot spring) appear as buttons. Two humans share one screen: Tokaido Duo hides nothing from one "
           "player that the other may see, so there is no pass screen. Played on *teaching island v1, not the "
           "printed board*. "
           f"[All apps and tutorials]({href(INDEX_PATH, 'apps/duo.ipynb')})."),
    ("code", "# NBVAL_IGNORE_OUTPUT\nfrom widgets.duo.app import DuoApp\n\napp = DuoApp()\napp"),
]

DUO = {"apps/duo.ipynb": APP_DUO}
