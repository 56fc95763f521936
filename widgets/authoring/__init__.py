"""Tools for people who write tutorials: the rhythm check and the runner behind ``make notebooks``.

    python -m widgets.authoring check [notebook ...]     what a tutorial lacks, in words
    python -m widgets.authoring execute [notebook ...]   run notebooks, store their outputs
    python -m widgets.authoring voice                    every statement of a rule's facts against its rule card
    python -m widgets.authoring translated NOTEBOOK ... [--cell ID]
                                  record that a translation follows its English notebook as it reads now
    python -m widgets.authoring trust [notebook ...]     sign them for JupyterLab (its stored pictures shown
                                  as drawn, not sanitized: :mod:`widgets.authoring.trust`)

``check`` also lists, as warnings (exit status 0), the translated cells whose English changed since they
were translated and the English tutorials with no translation yet (:mod:`widgets.authoring.translation`).

Paths are files or folders; with none, every notebook under ``notebooks/``.
"""
