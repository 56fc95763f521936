"""Who a request is, for the limits: the one place that names a device.

Every per-device limit of the server counts per the key :func:`device_key` gives a request:

* the class code's wrong tries (:mod:`widgets.server.gate`);
* the kernels a device may hold and open (:class:`~widgets.server.kernels.KitKernelManager`, through
  the visitor that :func:`~widgets.server.guard.page_handler_class` records for each page);
* the tables a device may create, and its joins (the table service counts per the ``device`` that
  the page's kernel token stands for, :meth:`~widgets.server.tables_api.TablesBridge.kernel_env`),
  and the teacher's "close this device's tables".

On ``make serve`` (a room, or this machine) the key is the device's address (``request.remote_ip``).
Behind JupyterHub each learner is a hub user and the key is the user's name: the hub's server
calls :func:`use` once with a function of the request (for instance one that returns the
user's name). Nothing else changes: every limit then counts per user.

Checks of *where* a request comes from (this machine's own kernels) use the address itself, not this key.
"""

from __future__ import annotations

from typing import Any, Callable

DeviceKey = Callable[[Any], str]


def address_key(request: Any) -> str:
    """The device's address: the key on ``make serve`` (forwarded-for headers are not read)."""
    return request.remote_ip or "?"


_key: DeviceKey = address_key


def device_key(request: Any) -> str:
    """The key every per-device limit counts ``request`` under (see the module docstring)."""
    return str(_key(request))


def use(key: DeviceKey | None) -> None:
    """Count the limits per ``key(request)`` from now on (None: the device's address again)."""
    global _key
    _key = key or address_key
