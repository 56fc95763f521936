"""What the kit's server runs inside a page's kernel, before the page's notebook.

* :func:`warm` (a kernel waiting in the warm pool): import what every page needs (ipywidgets, the
  engines, the three apps), about 2 CPU-seconds saved from the page's wait, and install
  :func:`quiet_errors`.
* :func:`claim` (the kernel is given to a page): the page's request goes in the environment
  (``QUERY_STRING`` carries ``?lang=`` and share links) and the kernel moves to the notebook's folder,
  as if Voila had started it for that page.
* :func:`quiet_errors`: an error in a click (a forged widget message, a bug) no longer sends its
  traceback, with the kit's source paths, to the page. The page gets one short sentence in the
  learner's language; the whole traceback goes to the server's log (the kernel's stderr, which is
  the server's terminal).

Plotly is not imported here: the apps import it only when a chart is opened (it costs seconds and
megabytes in every kernel).
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from typing import Any

#: what a page shows instead of a traceback
SHORT = {
    "en": "Something went wrong with that action, so it was ignored. Your game is unchanged.",
    "pt": "Algo deu errado com essa ação, por isso ela foi ignorada. Seu jogo não mudou.",
    "it": "Qualcosa è andato storto con questa azione, quindi è stata ignorata. La tua partita non è cambiata.",
}


def warm() -> None:
    """Import what every page needs, and keep tracebacks off pages."""
    import ipywidgets  # noqa: F401

    import widgets.duo.app  # noqa: F401
    import widgets.sakura.app  # noqa: F401
    import widgets.tokaido.app  # noqa: F401

    quiet_errors()


def claim(request_json: str, cwd: str) -> None:
    """Give this kernel to a page: its request in the environment, the notebook's folder as cwd."""
    request = json.loads(request_json)
    os.environ.update({str(k): str(v) for k, v in request.items()})
    os.chdir(cwd)
    if "" not in sys.path:
        sys.path.insert(0, "")


def page_language() -> str:
    """The page's language from its address (``?lang=pt``), for the short error sentence."""
    from urllib.parse import parse_qs

    lang = (parse_qs(os.environ.get("QUERY_STRING", "")).get("lang") or ["en"])[0]
    return lang if lang in SHORT else "en"


def quiet_errors(shell: Any = None) -> None:
    """Replace the shell's traceback display: a short sentence on the page, the details in the log."""
    if shell is None:
        from IPython import get_ipython

        shell = get_ipython()
    if shell is None or getattr(shell, "_kit_quiet_errors", False):
        return

    def showtraceback(*args: Any, **kwargs: Any) -> None:
        etype, value, tb = sys.exc_info()
        if value is None:
            return
        print("Tokaido kit: an error in a page's kernel (the page was shown a short message):\n"
              + "".join(traceback.format_exception(etype, value, tb)), file=sys.__stderr__, flush=True)
        print(SHORT[page_language()], file=sys.stderr, flush=True)

    shell.showtraceback = showtraceback
    shell._kit_quiet_errors = True
