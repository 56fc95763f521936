"""Build the Portuguese and Italian Tokaido Duo tutorials from the English ones, cell by cell.

    .venv/bin/python notebooks/tools/duo_notebooks.py [pt|it ...] [--only NN ...]

The translations are in ``notebooks/tools/duo_notebooks_<lang>.py``; how they are put in the English
notebooks: :mod:`tools.notebook_translation`. Run ``make notebooks NB="notebooks/<lang>/duo/..."``
afterwards to store the outputs.
"""

from __future__ import annotations

import sys

from notebook_translation import main

if __name__ == "__main__":
    main("duo", sys.argv[1:], strip=True)
