"""Build the Portuguese and Italian Sakura tutorials from the English ones, cell by cell.

    .venv/bin/python notebooks/tools/sakura_notebooks.py [pt|it ...] [--only NN ...]

The translations are in ``notebooks/tools/sakura_notebooks_<lang>.py``; how they are put in the English
notebooks: :mod:`tools.notebook_translation`. Run ``make notebooks NB=notebooks/<lang>/sakura``
afterwards to store the outputs.
"""

from __future__ import annotations

import sys

from notebook_translation import main

if __name__ == "__main__":
    main("sakura", sys.argv[1:])
