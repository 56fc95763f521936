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
page had its turn: see :class:`~widgets.server.admission.PageTurns`).
"""

from __future__ import annotations

import time
from queue import Empty
from typing import Any

from jupyter_client.asynchronous import AsyncKernelClient
from jupyter_client.client import KernelClient
from traitlets import HasTraits, Type


class PageKernelClient(AsyncKernelClient):
    """A client that is ready once its kernel answers and its IOPub is heard (module docstring)."""

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
                  keep: bool = False) -> None:
        """Run ``code`` silently in ``kernel_id`` (its kept client if there is one); with ``keep``, keep
        the client for the next call. Raise RuntimeError if the code fails."""
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

    def drop(self, kernel_id: str) -> None:
        """Close ``kernel_id``'s kept client, if any (the kernel is going)."""
        client = self._kept.pop(kernel_id, None)
        if client is not None:
            client.stop_channels()

    def __len__(self) -> int:
        return len(self._kept)


class PageClients(HasTraits):
    """The kernel manager's setting for the clients Voila makes for pages."""

    page_client_class = Type(
        PageKernelClient, klass=KernelClient, config=True,
        help="The client class of a page's kernel (jupyter_client.asynchronous.AsyncKernelClient: "
             "jupyter_client's own wait for a kernel to be ready, 0.2 s longer a page).",
    )
