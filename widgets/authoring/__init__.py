"""Tools for people who write tutorials: the rhythm check and the runner behind ``make notebooks``.

    python -m widgets.authoring check [notebook ...]     what a tutorial lacks, in words
    python -m widgets.authoring execute [notebook ...]   run notebooks, store their outputs

Paths are files or folders; with none, every notebook under ``notebooks/``.
"""
