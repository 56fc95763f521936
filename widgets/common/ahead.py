"""Apps built ahead: a served kernel may build an app before any page asks for it.

When a class opens one app at the same moment, each page's kernel used to build the app's board
after the page had asked for it (about 0.3 CPU-second each, a few pages at a time): twenty pages
at once waited seconds in that queue. The kit's server can instead have its warm kernels build
the app the class is about to open (:func:`build`, run by :func:`widgets.server.kernel_setup.build_ahead`),
and the page's notebook then *takes* it: ``app = TokaidoApp()`` with no argument returns the app built
ahead in this kernel (:class:`BuiltAhead`, the apps' metaclass), once, and builds a new one otherwise.

Nothing of the page is decided while building: the app is built as ``TokaidoApp()`` builds it in a
fresh kernel, then shown in the language the class is expected to ask for (switching language is the
costliest part of a page with ``?lang=pt``: about 0.2 s); once taken, the app is in the language the
page's own address asks for (or a fresh app's, without ``?lang=``), and what depends on the page comes
after, as in a fresh run: ``app.open_query()`` reads the page's address (``?lang=``, ``?position=``, ``?table=``),
the page offers its saved game back once it has connected, and :func:`take` gives the app the page's
own way to the tables (its token is in the page's request, which a kernel built ahead had not seen) and
the address its connection watch asks (the kernel's id, also in that request).
"""

from __future__ import annotations

import os
from typing import Any

import ipywidgets as w
from ipywidgets.widgets.widget import _instances

from tokaido_kit.core import i18n

from .language import lang_from_query
from .light import shared_ids

#: the app built ahead in this kernel, by app class (at most one of each), not yet taken by a page
WAITING: dict[type, Any] = {}
#: the ids of the widgets each app built ahead made (to close them all if no page of that app comes)
_MADE: dict[type, set[str]] = {}
#: the language each app built ahead was made in (a fresh app's), before it was shown in another
_FRESH: dict[type, str] = {}


class BuiltAhead(type(w.VBox)):
    """The apps' metaclass: ``App()`` with no argument takes the app built ahead, if there is one."""

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        if not args and not kwargs and cls in WAITING:
            return take(cls)
        return super().__call__(*args, **kwargs)


def build(cls: type, lang: str | None = None) -> Any:
    """Build ``cls()`` now and keep it for the page that will take it (one per class); ``lang``: the
    language the class's pages are expected to ask for (``?lang=``), shown already."""
    if cls in WAITING:
        return WAITING[cls]
    before = set(_instances)
    fresh = i18n.get_language()
    app = type.__call__(cls)  # not BuiltAhead.__call__: a new app, never a waiting one
    if lang in i18n.languages() and lang != fresh:
        app.set_language(lang)
    WAITING[cls] = app
    _MADE[cls] = set(_instances) - before - shared_ids()  # the shared models stay: other apps use them
    _FRESH[cls] = fresh
    return app


def take(cls: type) -> Any:
    """The app built ahead for ``cls``, given to the page asking now (see the module docstring): in
    the language the page's address asks for (the one a fresh app shows without ``?lang=``), and with
    the page's own way to the tables."""
    app = WAITING.pop(cls)
    _MADE.pop(cls, None)
    fresh = _FRESH.pop(cls, i18n.get_language())
    wanted = lang_from_query(os.environ.get("QUERY_STRING")) or fresh
    if i18n.get_language() != wanted:
        app.set_language(wanted)
    watch = getattr(app, "connection", None)
    if watch is not None:  # built before the page's kernel had its id: the page's "are you there?" address
        from .connection import kernel_url

        watch.kernel_url = kernel_url()
    panel = getattr(app, "table_panel", None)
    if panel is not None:
        from widgets.tables.client import from_environment

        panel.client = from_environment()
    return app


def drop_others(keep: type | None) -> int:
    """Close every app built ahead except ``keep``'s (a page of another app or a tutorial took this
    kernel: those widgets would only be sent to its page), and give the kernel back the language it had
    before they were shown in another (the next app built, or the tutorial, starts from it). Returns the
    widgets closed."""
    closed = 0
    for cls in [c for c in WAITING if c is not keep]:
        WAITING.pop(cls)
        fresh = _FRESH.pop(cls, None)
        if fresh is not None and i18n.get_language() != fresh:
            i18n.set_language(fresh)  # the kernel's own language again, as before that app was shown
        for model_id in _MADE.pop(cls, ()):
            widget = _instances.get(model_id)
            if widget is not None:
                widget.close()
                closed += 1
    return closed


def rehearse(*classes: type) -> int:
    """Build each app of ``classes`` once, with widgets that send nothing, and close every widget built (the
    static site's snapshot does this before Python's memory is taken: notebooks/tools/site/snapshot.py). A
    page's first ``App()`` then finds what building an app needs ready: the modules it imports on the way,
    the catalogues read, the caches filled; it builds its widgets only. Nothing built stays: the shared
    models made here are closed too (the page's app makes its own, which reach the page), and the language
    is the one before. Returns the widgets closed."""
    from comm import DummyComm
    from ipywidgets import comm as widget_comm

    before = set(_instances)
    language = i18n.get_language()
    create = widget_comm.create_comm
    widget_comm.create_comm = DummyComm  # called with a comm's keywords: a comm that sends nothing
    try:
        for cls in classes:
            type.__call__(cls)  # not BuiltAhead.__call__: never an app waiting for a page
    finally:
        widget_comm.create_comm = create
        if i18n.get_language() != language:
            i18n.set_language(language)
    made = [_instances[model_id] for model_id in set(_instances) - before]
    for widget in made:
        widget.close()
    return len(made)
