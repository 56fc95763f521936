"""Pages made ahead: a page of the app a warm kernel built ahead is sent without rendering it again.

**Why.** When twenty learners open one app at the same moment, each page cost the server its
notebook's rendering (a new exporter, the page template, running the notebook's cells one by one
through a new executor and turning their outputs into HTML: about 2/5 of the server's CPU per page)
and cost the kernel one round of messages per cell. Twenty pages at once on two cores could not
arrive within 1.5 s that way. Voila's preheating rendered each app's whole page ahead, but in one
kernel per page waiting (90 kernels for a class of 30).

**What is kept.** The page of an app, as it was rendered for a page that took a kernel with that app
built ahead, is the same for every such page except for two ids: the page's kernel's and the app's
widget's (the page template, the page configuration and the notebook's only output, the app's view,
are the same; the page's language is added per request, by :mod:`.pagewatch`). So the first such
page is rendered as before and kept (:class:`PagesAhead`, in memory: one page of about 30 kB per
app), with the two ids marked. The next page of that app that takes a kernel with the app built
ahead gets that page with its own two ids, and its kernel runs the notebook's cells in the same
message as its claim (:func:`widgets.server.kernel_setup.claim`): the cells take the app built ahead,
and ``app.open_query()`` reads the page's own address (``?lang=``), as in a page rendered then.

**When a page is rendered as before** (:func:`page_generator`): a tutorial or any notebook that is
not an app; a page whose address carries more than ``?lang=`` (share links, tables: kept as they
are rendered now); no warm kernel holds the app built ahead, or the device has another page opening
(it gets a kernel started for it); the notebook was edited since its page was kept; a kept page
whose ids could not be told apart (an output other than the app's view) is never kept.
"""

from __future__ import annotations

import json
import os
import re
import uuid
from typing import Any, AsyncIterator, Callable
from urllib.parse import parse_qs

from tornado.httputil import split_host_and_port

from .ahead import app_of
from .kernels import VISITOR

#: the marks of a kept page's two ids (this server's own, unguessable, shaped like the ids they stand for)
KERNEL_MARK = str(uuid.uuid4())
MODEL_MARK = uuid.uuid4().hex
#: a widget's view in a page's outputs
VIEW_ID = re.compile(r'"model_id":\s*"([0-9a-f]{32})"')
#: the query keys a page made ahead may carry
PLAIN_KEYS = {"lang"}


def plain_query(query: str) -> bool:
    """True when the page's address asks for nothing but its language (``?lang=``), or nothing."""
    return set(parse_qs(query, keep_blank_values=True)) <= PLAIN_KEYS


def notebook_code(path: str) -> str | None:
    """The notebook's code cells, one after the other, as its page's kernel runs them (None: a cell
    magic, which cannot follow another cell in one message)."""
    with open(path, encoding="utf-8") as f:
        notebook = json.load(f)
    cells = ["".join(c.get("source", "")) for c in notebook.get("cells", []) if c.get("cell_type") == "code"]
    if any(c.lstrip().startswith("%%") for c in cells):
        return None
    return "\n".join(cells)


class PagesAhead:
    """The kept page of each app (see the module docstring), by the notebook's file."""

    def __init__(self) -> None:
        self._pages: dict[str, tuple[float, str, str]] = {}  # file -> (its mtime, the page with marks, its code)

    def learn(self, path: str, html: str, kernel_id: str, model_id: str) -> bool:
        """Keep ``html``, the page of the notebook ``path`` rendered for kernel ``kernel_id`` whose app
        built ahead is widget ``model_id``; False (nothing kept) when it shows any other widget or does
        not show both ids."""
        views = set(VIEW_ID.findall(html))
        if views != {model_id} or kernel_id not in html or KERNEL_MARK in html or MODEL_MARK in html:
            return False
        code = notebook_code(path)
        if code is None:
            return False
        page = html.replace(kernel_id, KERNEL_MARK).replace(model_id, MODEL_MARK)
        self._pages[path] = (os.path.getmtime(path), page, code)
        return True

    def get(self, path: str) -> tuple[str, str] | None:
        """The kept page of ``path`` and its code, or None (none kept, or the notebook changed since)."""
        kept = self._pages.get(path)
        if kept is None:
            return None
        try:
            fresh = os.path.getmtime(path) == kept[0]
        except OSError:
            fresh = False
        if not fresh:
            self._pages.pop(path, None)
            return None
        return kept[1], kept[2]

    def __len__(self) -> int:
        return len(self._pages)


def page_of(page: str, kernel_id: str, model_id: str) -> str:
    """A kept page, for the page whose kernel is ``kernel_id`` and app's widget ``model_id``."""
    return page.replace(KERNEL_MARK, kernel_id).replace(MODEL_MARK, model_id)


def request_env(handler: Any) -> dict[str, str]:
    """What Voila puts in a page kernel's environment for this request (the rest is the server's)."""
    from voila._version import __version__

    request = handler.request
    host, port = split_host_and_port(request.host.lower())
    return {**os.environ, "SCRIPT_NAME": request.path, "PATH_INFO": "", "QUERY_STRING": str(request.query),
            "SERVER_SOFTWARE": f"voila/{__version__}", "SERVER_PROTOCOL": str(request.version),
            "SERVER_PORT": str(port) if port else "", "SERVER_NAME": host, "VOILA_PREHEAT": "False",
            "VOILA_BASE_URL": handler.base_url, "VOILA_SERVER_URL": handler.settings.get("server_url", "/"),
            "VOILA_REQUEST_URL": request.full_url(), "VOILA_APP_PORT": str(port) if port else ""}


def _usable(handler: Any, path: str | None) -> bool:
    """Whether this request may get a kept page at all (before looking for a kernel)."""
    config = handler.voila_configuration
    return bool(path) and not handler.notebook_path and app_of(path) is not None \
        and not config.progressive_rendering and not config.http_header_envs and plain_query(handler.request.query)


async def page_generator(handler: Any, render: Callable[[str | None], AsyncIterator[str]],
                         path: str | None) -> AsyncIterator[str]:
    """The page's HTML: the kept page with this page's ids when it may (module docstring), else
    ``render(path)`` (Voila's), kept for the next pages when it is the page of an app built ahead."""
    manager = handler.kernel_manager
    store: PagesAhead | None = getattr(manager, "pages_ahead", None)
    visitor = VISITOR.get()
    usable = store is not None and visitor is not None and _usable(handler, path)
    file = os.path.join(manager.root_dir, path) if usable else ""
    kept = store.get(file) if usable else None
    if kept is not None and manager.take_built(visitor, path):
        reservation = visitor[2]
        reservation.page_code = kept[1]
        handler.set_header("Content-Type", "text/html")
        handler.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
        handler.set_header("Pragma", "no-cache")
        handler.set_header("Expires", "0")
        kernel_id = await manager.start_kernel(path=os.path.dirname(path), env=request_env(handler))
        handler.log.info("The page of %s for kernel %s was made ahead", path, kernel_id)
        yield page_of(kept[0], kernel_id, reservation.ahead_model)
        return
    chunks: list[str] = []
    async for chunk in render(path):
        if usable:
            chunks.append(chunk)
        yield chunk
    reservation = visitor[2] if visitor is not None else None
    model = getattr(reservation, "ahead_model", None)
    if usable and model and reservation.kernel_id and store.get(file) is None:
        if store.learn(file, "".join(chunks), reservation.kernel_id, model):
            handler.log.info("The page of %s is kept for the next pages of kernels with the app built ahead", path)
