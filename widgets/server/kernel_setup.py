"""What the kit's server runs inside a page's kernel, before the page's notebook.

* :func:`warm` (a kernel waiting in the warm pool): import what every page needs (ipywidgets, the
  engines, the three apps), about 2 CPU-seconds saved from the page's wait; install
  :func:`quiet_errors`, and merge the widget updates of each click
  (:mod:`widgets.server.batching`).
* :func:`build_ahead` (a warm kernel, when the server knows which app the class opens next): build
  that app now, for the page that will take it (:mod:`widgets.server.ahead`), and compute every
  widget's state for the page's first request (:mod:`widgets.server.states`);
* :func:`claim` (the kernel is given to a page): the page's request goes in the environment
  (``QUERY_STRING`` carries ``?lang=`` and share links) and the kernel moves to the notebook's folder,
  as if Voila had started it for that page.
* :func:`hold_widget_messages` (from the claim until the page connects): the widgets the page's
  notebook builds are not announced one message each. Nobody could receive them: the page opens
  its websocket only once Voila has sent it the notebook's output, and a kernel's messages are not
  kept for a page that connects later, so the page asks for every widget's state in one request
  when it connects, as it always did. What is saved is the server's work: an app's board is about
  200 widgets opened and 100-200 updates while it is built, which the server read and threw away
  one by one (about a quarter of its time per page), and the kernel's own work of sending them.
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

    import tokaido_kit.lab  # noqa: F401  (the apps' strategy lab)
    import widgets.duo.app  # noqa: F401
    import widgets.duo.panels  # noqa: F401
    import widgets.sakura.app  # noqa: F401
    import widgets.tables.panel  # noqa: F401  (each app's "Play with others")
    import widgets.tokaido.app  # noqa: F401
    from widgets.server import batching, states

    quiet_errors()
    batching.install()
    states.install()


def build_ahead(module: str, name: str, lang: str | None = None) -> None:
    """Build the app ``module.name`` now, shown in ``lang``, for the page that will take it
    (:mod:`widgets.common.ahead`); an app built before is closed first. Its widgets announce nothing."""
    import importlib

    from widgets.common import ahead
    from widgets.server import states

    cls = getattr(importlib.import_module(module), name)
    ahead.drop_others(None)
    hold_widget_messages()
    ahead.build(cls, lang)
    states.keep()  # the page's request for every state, answered from it (.states)


def ahead_model() -> str:
    """The widget id of the app built ahead in this kernel, not yet taken ('': none)."""
    from widgets.common import ahead

    return next((app.model_id for app in ahead.WAITING.values()), "")


def claim(request_json: str, cwd: str, app: list | None = None) -> None:
    """Give this kernel to a page: its request in the environment, the notebook's folder as cwd; an app
    built ahead stays for the page only if it is the page's app (``app``: its module and class)."""
    request = json.loads(request_json)
    os.environ.update({str(k): str(v) for k, v in request.items()})
    os.chdir(cwd)
    if "" not in sys.path:
        sys.path.insert(0, "")
    hold_widget_messages()
    if "widgets.common.ahead" in sys.modules:
        import importlib

        from widgets.common import ahead

        ahead.drop_others(getattr(importlib.import_module(app[0]), app[1]) if app else None)


#: widget comms whose messages are held (the page has not connected yet)
HOLDING = {"on": False}


def hold_widget_messages(kernel: Any = None) -> None:
    """Send no widget message until the page's widget manager connects (see the module's notes).

    The page shows itself by opening the widget control comm (ipywidgets 8) or by asking which
    comms exist (``comm_info_request``, older managers); either one ends the hold for good, before
    the kernel answers it, so the page's request for every state is answered in full.
    """
    from ipykernel.comm.comm import BaseComm

    if kernel is None:
        from ipykernel.kernelbase import Kernel

        kernel = Kernel.instance() if Kernel.initialized() else None
    if kernel is None:
        return
    if not getattr(BaseComm, "_kit_holds", False):
        send = BaseComm.publish_msg

        def publish_msg(self: Any, msg_type: str, *args: Any, **kwargs: Any) -> None:
            if HOLDING["on"] and str(getattr(self, "target_name", "")) == "jupyter.widget":
                return
            send(self, msg_type, *args, **kwargs)

        BaseComm.publish_msg = publish_msg
        BaseComm._kit_holds = True
        for name in ("comm_open", "comm_info_request"):
            kernel.shell_handlers[name] = _releasing(kernel.shell_handlers[name])
    HOLDING["on"] = True


def _attach_held_comms() -> None:
    """Give the kernel back to the comms opened during the hold.

    ipykernel sets a comm's kernel when the comm first sends, and ipywidgets sends no update for a
    comm without one: held comms never sent, so without this their later changes would never
    reach the page (while held, it also saves ipywidgets the work of preparing those updates).
    """
    from ipykernel.kernelbase import Kernel

    kernel = Kernel.instance()
    for held in kernel.comm_manager.comms.values():
        if getattr(held, "kernel", True) is None:
            held.kernel = kernel


def _releasing(handler: Any) -> Any:
    """``handler``, ending the hold first."""

    def release_then(*args: Any, **kwargs: Any) -> Any:
        if HOLDING["on"]:
            HOLDING["on"] = False
            _attach_held_comms()
        return handler(*args, **kwargs)

    return release_then


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
