"""The kernel manager's own clients: one kept per warm kernel, so a page's claim is one round trip.

The server talks to a kernel it sets up (the warm pool's imports, a page's claim) through a client
of its own. Making one and waiting until the kernel answers on every channel costs 0.2-0.3 s even
on a quiet machine (jupyter_client asks again until the kernel's broadcasts are seen to arrive),
more under load, and a page paid it on arrival, before its notebook ran. The client that warmed a
kernel is ready: :class:`KeptClients` keeps it (no heartbeat thread, no traffic while the kernel
waits in the pool) and the claim uses it once, then closes it.

Voila makes a client of its own for each page (to run the page's cells): :class:`PageKernelClient`
is ready as soon as the kernel has answered and its broadcasts are heard, without jupyter_client's
wait for 0.2 s of silence on them (0.22 s of every page, measured on a quiet kernel, held while the
page had its turn: see :class:`~widgets.server.admission.PageTurns`). Nor does it run Voila's first
statement for a page, which puts the kernel's id in its environment: the kit's claim did that already
(:func:`widgets.server.kernel_setup.claim`), and that one statement was a whole round trip of messages
for the server and the kernel while a class arrived.

The client that claimed a kernel for a page is ready too: instead of closing it, the claim leaves it
on the kernel (``kit_page_client``) and Voila's executor takes it for the page's cells
(:func:`use_claiming_clients`), instead of opening four new sockets and asking the kernel again whether
it is ready (8-9% of the server's samples while 20 learners opened one app at once).
"""

from __future__ import annotations

import re
import time
import uuid
from queue import Empty
from typing import Any

from jupyter_client.asynchronous import AsyncKernelClient
from jupyter_client.client import KernelClient
from traitlets import HasTraits, Type


#: Voila's statement that gives a page's kernel its id (``voila.notebook_renderer``), as it sends it
VOILA_KERNEL_ID = re.compile(r'\s*import os\s*os\.environ\["VOILA_KERNEL_ID"\]="([0-9a-f-]{36})"\s*')


class PageKernelClient(AsyncKernelClient):
    """A client that is ready once its kernel answers and its IOPub is heard, and does not send
    Voila's statement for the kernel's id to a kernel the kit claimed (module docstring)."""

    def execute(self, code: str, *args: Any, **kwargs: Any) -> str:
        found = VOILA_KERNEL_ID.fullmatch(code)
        manager = getattr(self, "parent", None)
        if found and manager is not None and found.group(1) == getattr(manager, "kernel_id", None) \
                and getattr(manager, "kit_claimed", False):
            return uuid.uuid4().hex  # nobody waits for its reply (Voila sends it and goes on)
        return super().execute(code, *args, **kwargs)

    async def wait_for_ready(self, timeout: float | None = None) -> None:
        deadline = time.monotonic() + (timeout if timeout is not None else float("inf"))
        while True:
            self.kernel_info()
            try:
                reply = await self.shell_channel.get_msg(timeout=1)
            except Empty:
                reply = None
            if reply is not None and reply["msg_type"] == "kernel_info_reply":
                try:  # the kernel's broadcasts reach this client (else ask again, as jupyter_client does)
                    await self.iopub_channel.get_msg(timeout=0.2)
                except Empty:
                    pass
                else:
                    self._handle_kernel_info_reply(reply)
                    break
            if not await self._async_is_alive():
                raise RuntimeError("Kernel died before replying to kernel_info")
            if time.monotonic() > deadline:
                raise RuntimeError(f"Kernel didn't respond in {timeout} seconds")
        while True:  # what is already there is dropped; nobody waits for more (cells read their own replies)
            try:
                await self.iopub_channel.get_msg(timeout=0)
            except Empty:
                break


class KeptClients:
    """Clients of the warm kernels, by kernel id."""

    def __init__(self) -> None:
        self._kept: dict[str, Any] = {}

    async def run(self, manager: Any, kernel_id: str, code: str, timeout: float = 120.0,
                  keep: bool = False, expressions: dict | None = None) -> dict:
        """Run ``code`` silently in ``kernel_id`` (its kept client if there is one); with ``keep``, keep
        the client for the next call. Raise RuntimeError if the code fails. Returns the values of
        ``expressions`` (name -> expression, evaluated after the code) as the kernel answered them."""
        client = self._kept.pop(kernel_id, None)
        if client is None:
            client = manager.get_kernel(kernel_id).client()
            client.start_channels(hb=False)
            try:
                await client.wait_for_ready(timeout=timeout)
            except BaseException:
                client.stop_channels()
                raise
        try:
            reply = await client.execute_interactive(code, silent=True, store_history=False, timeout=timeout,
                                                     user_expressions=expressions or {},
                                                     output_hook=lambda msg: None)
        except BaseException:
            client.stop_channels()
            raise
        if keep and reply["content"].get("status") == "ok":
            self._kept[kernel_id] = client
        else:
            client.stop_channels()
        if reply["content"].get("status") != "ok":
            content = reply["content"]
            raise RuntimeError(f"kernel setup failed: {content.get('ename')}: {content.get('evalue')}")
        return reply["content"].get("user_expressions") or {}

    def take(self, kernel_id: str) -> Any:
        """``kernel_id``'s kept client, no longer kept here (None: there is none)."""
        return self._kept.pop(kernel_id, None)

    def drop(self, kernel_id: str) -> None:
        """Close ``kernel_id``'s kept client, if any (the kernel is going)."""
        client = self._kept.pop(kernel_id, None)
        if client is not None:
            client.stop_channels()

    def __len__(self) -> int:
        return len(self._kept)


def use_claiming_clients() -> None:
    """Voila's executor runs a page's cells through the client that claimed the kernel for the page,
    when there is one (see the module docstring); otherwise it makes its own, as before."""
    from voila.execute import VoilaExecutor

    if getattr(VoilaExecutor, "_kit_claiming_clients", False):
        return
    start = VoilaExecutor.async_start_new_kernel_client

    async def async_start_new_kernel_client(self: Any) -> Any:
        kept = getattr(self.km, "kit_page_client", None)
        if kept is None:
            return await start(self)
        self.km.kit_page_client = None
        self.kc = kept
        self.kc.allow_stdin = False
        return self.kc

    VoilaExecutor.async_start_new_kernel_client = async_start_new_kernel_client
    VoilaExecutor._kit_claiming_clients = True


def drop_page_client(kernel_manager: Any) -> None:
    """Close the claiming client a page did not take (its kernel is going)."""
    kept = getattr(kernel_manager, "kit_page_client", None)
    if kept is not None:
        kernel_manager.kit_page_client = None
        kept.stop_channels()


class PageClients(HasTraits):
    """The kernel manager's setting for the clients Voila makes for pages."""

    page_client_class = Type(
        PageKernelClient, klass=KernelClient, config=True,
        help="The client class of a page's kernel (jupyter_client.asynchronous.AsyncKernelClient: "
             "jupyter_client's own wait for a kernel to be ready, 0.2 s longer a page).",
    )
