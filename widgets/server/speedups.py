"""Costs of the server that a class pays on every page and every click, removed.

Measured with py-spy on the server while 12 learners clicked (``bench_classroom``):

* **Templates compiled again for every page.** Voila makes a new nbconvert exporter, so a
  new Jinja environment, for each page it renders (and for each preheated kernel it
  refills): every template was parsed and compiled again, about 16% of the server's CPU
  while a class clicked and its pools refilled. :func:`install` gives every exporter's
  environment one shared in-memory bytecode cache, so a template is compiled once per
  server (Jinja checks the template's source before using its cached code).
* **Debug messages built and thrown away.** traitlets sets an application's logger to
  DEBUG and filters at its handler, so the kernel manager built a log record for every
  message a kernel sent (about 4% of the server's CPU). The logger is set to the
  application's own level (``--log-level``, INFO by default).

* **Dates parsed with a general-purpose parser.** jupyter_client reads the date in the header
  (and the parent's header) of every message a kernel sends, with dateutil: about 16% of the
  server's CPU while pages were rendered (py-spy, 24 app pages in a row), and the same share of
  every click's relaying. :func:`fast_dates` reads them with ``datetime.fromisoformat`` (Python
  3.11 reads every ISO 8601 form kernels write), falling back to dateutil for anything else.

* **Templates loaded again for every page.** Even compiled once, each page's new environment
  loaded every template again from that compiled code (unmarshalled it and built its Template):
  9% of the server's samples while 20 learners opened one app at once (py-spy, ``bench_classroom.py
  --burst``). :func:`install` now gives every exporter of the same templates one environment
  (:func:`shared_environment`), which keeps its loaded templates; Jinja still checks each template's
  file before using it, so an edited template is read again.

* **The page's configuration read from disk for every page.** Voila lists the installed JupyterLab
  extensions (their ``package.json`` files) for each page it renders: 3% of the server's samples
  in the same burst. :func:`cached_page_config` reads them once per server; each page gets its own copy.

* **Template folders searched again for every link of a page.** Each stylesheet and script a page
  links to (and each template file a browser asks for) made Voila search the template folders again,
  reading their ``conf.json`` files: 5% of the server's samples in the same burst.
  :func:`kept_static_paths` searches them once per template.

* **A kernel's messages handed on one per turn of the server's loop.** pyzmq's stream reads one
  message when its socket is ready and queues itself again behind every other ready callback for the
  next one, so a click's answer (about 17 messages: the widgets' updates, then the kernel's idle
  status) waited 17 turns of a loop busy with other pages. While twenty learners opened the app at
  once, the clicks of the five already playing spent 110-150 ms on the way back from their kernel
  (``bench_classroom.py --burst`` prints the split). :func:`drained_streams` makes a ready stream
  hand on up to :data:`DRAIN` messages that are already waiting in one turn, in their order.

All of them are applied the same way by ``make serve`` (:class:`widgets.server.app.KitVoila`)
and on Binder (the server extension in :mod:`widgets.server`).
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from jinja2 import BytecodeCache


class SharedBytecode(BytecodeCache):
    """Compiled templates kept in memory, shared by every Jinja environment of the process."""

    def __init__(self) -> None:
        self.store: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Any) -> None:
        code = self.store.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)  # ignored by Jinja if the source changed (checksum)

    def dump_bytecode(self, bucket: Any) -> None:
        self.store[bucket.key] = bucket.bytecode_to_string()


#: the one cache of this process
CACHE = SharedBytecode()
#: one Jinja environment per set of templates: (exporter class, template paths, extension) -> environment
ENVIRONMENTS: dict[tuple, Any] = {}


def shared_environment(exporter: Any, create: Any) -> Any:
    """The environment of ``exporter``'s templates: made by ``create(exporter)`` the first time, then
    the same one for every exporter of those templates (with the loaded templates it keeps). An
    exporter with loaders, filters or a template of its own (none of the kit's) gets a new one."""
    if exporter.extra_loaders or exporter.filters or exporter.raw_template:
        environment = create(exporter)
        environment.bytecode_cache = CACHE
        return environment
    key = (type(exporter), tuple(exporter.template_paths), exporter.template_extension, exporter.enable_async)
    environment = ENVIRONMENTS.get(key)
    if environment is None:
        environment = ENVIRONMENTS[key] = create(exporter)
        environment.bytecode_cache = CACHE
    return environment


def fast_dates() -> None:
    """jupyter_client's ``extract_dates``, with ``datetime.fromisoformat`` first (same results)."""
    from jupyter_client import jsonutil, session

    if getattr(session, "_kit_fast_dates", False):
        return
    pattern, slow, with_tz = jsonutil.ISO8601_PAT, jsonutil.parse_date, jsonutil._ensure_tzinfo

    def extract_dates(obj: Any) -> Any:
        if isinstance(obj, dict):
            return {k: extract_dates(v) for k, v in obj.items()}
        if isinstance(obj, (list, tuple)):
            return [extract_dates(o) for o in obj]
        if isinstance(obj, str) and pattern.match(obj):
            try:
                return with_tz(datetime.fromisoformat(obj))
            except ValueError:
                return slow(obj)
        return obj

    session.extract_dates = extract_dates
    session._kit_fast_dates = True


def _once_per_key(module: Any, name: str, flag: str, key: Any, copy: Any) -> None:
    """Make ``module.name`` compute once per ``key(*args, **kwargs)`` (None: not remembered, computed as
    before) and hand out ``copy(result)``; ``flag`` marks the module as done (idempotent)."""
    if getattr(module, flag, False):
        return
    compute = getattr(module, name)
    kept: dict[Any, Any] = {}

    def once(*args: Any, **kwargs: Any) -> Any:
        found = key(*args, **kwargs)
        if found is None:
            return compute(*args, **kwargs)
        if found not in kept:
            kept[found] = compute(*args, **kwargs)
        return copy(kept[found])

    setattr(module, name, once)
    setattr(module, flag, True)


def cached_page_config() -> None:
    """Voila's page handler reads its page configuration once (see the module docstring)."""
    from copy import deepcopy

    from voila import handler

    _once_per_key(handler, "get_page_config", "_kit_page_config",
                  lambda **kw: (kw["base_url"], id(kw["settings"]), id(kw["voila_configuration"])), deepcopy)


def kept_static_paths() -> None:
    """Voila's template files are looked for in folders searched once per template (module docstring)."""
    from voila import static_file_handler

    def key(app_names: Any, template_name: str = "default", **kwargs: Any) -> tuple | None:
        return None if kwargs else (tuple(app_names), template_name)  # other askers: searched as before

    _once_per_key(static_file_handler, "collect_static_paths", "_kit_static_paths", key, list)


#: messages a kernel's stream hands on in one turn of the server's loop, at most (then the others' turn)
DRAIN = 32


def drained_streams() -> None:
    """A ready stream reads up to :data:`DRAIN` waiting messages per turn of the loop (module docstring).

    Only a turn of the loop drains (pyzmq's event handler); ``flush()`` and other callers of the
    one-message read keep reading one message per call, as they count them."""
    import zmq
    from zmq.eventloop.zmqstream import ZMQStream

    on_events, read_one = getattr(ZMQStream, "_handle_events", None), getattr(ZMQStream, "_handle_recv", None)
    if getattr(ZMQStream, "_kit_drained", False) or on_events is None or read_one is None:
        return  # done, or another pyzmq: its streams as they are (tests/widgets/test_server_streams.py says so)

    def _handle_events(self: Any, fd: Any, events: Any) -> Any:
        self._kit_turn = True
        try:
            return on_events(self, fd, events)
        finally:
            self._kit_turn = False

    def _handle_recv(self: Any) -> None:
        read_one(self)
        for _ in range(DRAIN - 1 if getattr(self, "_kit_turn", False) else 0):
            if self.socket is None or self._flushed or not self.receiving():
                return  # closed, flushed or paused by the message just handed on
            try:
                if not self.socket.getsockopt(zmq.EVENTS) & zmq.POLLIN:
                    return
            except zmq.ZMQError:
                return
            read_one(self)

    ZMQStream._handle_events, ZMQStream._handle_recv = _handle_events, _handle_recv
    ZMQStream._kit_drained = True


def install(log: logging.Logger | None = None, level: int | str | None = None) -> None:
    """Share loaded templates between Voila's exporters; fast dates; log at ``level`` (not DEBUG)."""
    from voila.exporter import VoilaExporter

    from .clients import use_claiming_clients

    fast_dates()
    drained_streams()
    cached_page_config()
    kept_static_paths()
    use_claiming_clients()
    if not getattr(VoilaExporter, "_kit_shared_bytecode", False):
        create = VoilaExporter._create_environment

        def _create_environment(self: Any) -> Any:
            return shared_environment(self, create)

        VoilaExporter._create_environment = _create_environment
        VoilaExporter._kit_shared_bytecode = True
    if log is not None and level is not None:
        log.setLevel(level)
