"""The kernel manager's own clients: one kept per warm kernel, so a page's claim is one round trip.

The server talks to a kernel it sets up (the warm pool's imports, a page's claim) through a client
of its own. Making one and waiting until the kernel answers on every channel costs 0.2-0.3 s even
on a quiet machine (jupyter_client asks again until the kernel's broadcasts are seen to arrive),
more under load, and a page paid it on arrival, before its notebook ran. The client that warmed a
kernel is ready: :class:`KeptClients` keeps it (no heartbeat thread, no traffic while the kernel
waits in the pool) and the claim uses it once, then closes it.
"""

from __future__ import annotations

from typing import Any


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
