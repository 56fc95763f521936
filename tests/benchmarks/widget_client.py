"""A learner without a browser: the HTTP request and the widget messages a Voila page sends.

``VoilaLearner`` does what the page's JavaScript does, and nothing more:

1. GET ``voila/render/<notebook>`` (the page: the preheated kernel's rendered HTML, which
   names the kernel and the app's root widget);
2. open the kernel's websocket with the binary protocol a page's JavaScript asks for
   (``v1.kernel.websocket.jupyter.org``: the server forwards the kernel's frames without
   decoding them), ``kernel_info_request``, then the ipywidgets 8 handshake: a
   ``jupyter.widget.control`` comm and ``request_states`` (every widget's state at once);
3. a click is a ``comm_msg`` ``{"method": "custom", "content": {"event": "click"}}`` to a
   Button's comm; the kernel answers with ``update`` / ``comm_open`` messages and goes idle.
   The click's latency is the time until that idle status (every board update has arrived).

It keeps every widget's state up to date from the kernel's messages, so it can tell which
buttons the page would show as available: a Button whose classes end in ``-legal`` (or the
pass screen's continue button), reachable from the app's root through children whose layout
is not ``display: none``. Used by ``bench_classroom.py`` so that 30 learners do not need 30
browsers on a 2-core machine; a few real Chromium pages run beside them.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import time
import uuid
from datetime import datetime
from typing import Any
from urllib.parse import urlsplit

import httpx
import websockets
from jupyter_server.services.kernels.connection.base import (
    deserialize_msg_from_ws_v1,
    serialize_msg_to_ws_v1,
)

KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')
VIEW = re.compile(r'"model_id":\s*"([0-9a-f]{32})"')
CLICKABLE_EXTRA = ("kit-pass-continue",)
PROTOCOL = "v1.kernel.websocket.jupyter.org"  # what @jupyterlab/services offers first, as Voila's page does


def kernel_time(header: dict) -> float | None:
    """When the kernel sent a message (its header's date), in seconds since the epoch."""
    try:
        return datetime.fromisoformat(str(header.get("date", "")).replace("Z", "+00:00")).timestamp()
    except ValueError:
        return None


def _pack(part: Any) -> bytes:
    return json.dumps(part).encode()


def _ref(value: Any) -> str | None:
    if isinstance(value, str) and value.startswith("IPY_MODEL_"):
        return value[len("IPY_MODEL_"):]
    return None


class VoilaLearner:
    """One emulated page. ``await learner.open()``, ``await learner.click(model_id)``, ``await learner.close()``."""

    def __init__(self, base_url: str, notebook: str, rng: random.Random | None = None,
                 source: str | None = None) -> None:
        """``source``: the local address this device connects from (a loopback address like 127.0.0.4)."""
        self.base_url = base_url.rstrip("/") + "/"
        self.source = source
        self.notebook = notebook
        self.rng = rng or random.Random(0)
        self.session = uuid.uuid4().hex
        self.kernel_id: str | None = None
        self.roots: list[str] = []
        self.states: dict[str, dict] = {}
        self.ws = None
        self.bytes_http = 0
        self.bytes_ws = 0
        self._waiting: dict[str, asyncio.Future] = {}
        self._replies: dict[str, asyncio.Future] = {}
        self._reader: asyncio.Task | None = None
        self._control = "-"
        self.errors: list[str] = []
        #: per click (or update) answered: seconds (to the kernel, in the kernel, back to the page), from the
        #: kernel's own busy and idle times (one machine, one clock): where a slow click waited
        self.splits: list[tuple[float, float, float]] = []
        self._busy: dict[str, float] = {}
        #: called as ``on_update(model_id, state)`` for every widget update the kernel sends (as it arrives)
        self.on_update: Any = None

    # ------------------------------------------------------------------ protocol
    def _msg(self, msg_type: str, content: dict, metadata: dict | None = None) -> dict:
        return {
            "header": {"msg_id": uuid.uuid4().hex, "username": "learner", "session": self.session,
                       "msg_type": msg_type, "version": "5.3", "date": ""},
            "parent_header": {}, "metadata": metadata or {}, "content": content,
        }

    async def _send(self, msg: dict) -> str:
        await self.ws.send(serialize_msg_to_ws_v1(msg, "shell", _pack))
        return msg["header"]["msg_id"]

    async def _read(self) -> None:
        async for raw in self.ws:
            self.bytes_ws += len(raw)
            _channel, parts = deserialize_msg_from_ws_v1(raw)
            header, parent_header, _metadata, content = (json.loads(part) for part in parts[:4])
            msg = {"header": header, "parent_header": parent_header, "content": content}
            kind = header["msg_type"]
            parent = (msg.get("parent_header") or {}).get("msg_id")
            content = msg.get("content", {})
            if kind == "comm_open":
                data = content.get("data", {})
                self.states[content["comm_id"]] = dict(data.get("state", {}))
            elif kind == "comm_msg":
                data = content.get("data", {})
                method = data.get("method")
                if method in ("update", "echo_update"):
                    self.states.setdefault(content["comm_id"], {}).update(data.get("state", {}))
                    if self.on_update is not None:
                        self.on_update(content["comm_id"], data.get("state", {}))
                elif method == "update_states":
                    for model_id, entry in data.get("states", {}).items():
                        state = entry.get("state", entry)  # {"model_name": ..., "state": {...}}
                        self.states.setdefault(model_id, {}).update(state)
                    fut = self._replies.pop("states", None)
                    if fut and not fut.done():
                        fut.set_result(True)
            elif kind == "comm_close":
                self.states.pop(content.get("comm_id"), None)
            elif kind == "status" and content.get("execution_state") == "busy" and parent in self._waiting:
                self._busy[parent] = kernel_time(header)
            elif kind == "status" and content.get("execution_state") == "idle" and parent in self._waiting:
                fut = self._waiting.pop(parent)
                if not fut.done():
                    fut.set_result((time.perf_counter(), time.time(), self._busy.pop(parent, None), kernel_time(header)))
            elif kind.endswith("_reply") and parent in self._replies:
                fut = self._replies.pop(parent)
                if not fut.done():
                    fut.set_result(msg)
            elif kind == "error" or (kind == "stream" and content.get("name") == "stderr"):
                if self._control not in str(content):  # the kernel closes the handshake comm itself
                    self.errors.append(str(content)[:300])

    async def open(self, client: httpx.AsyncClient, timeout: float = 120.0) -> float:
        """Load the page and every widget's state; return the seconds it took (a playable board)."""
        t0 = time.perf_counter()
        response = await client.get(self.base_url + "voila/render/" + self.notebook, timeout=timeout)
        response.raise_for_status()
        t_page = time.perf_counter()
        html = self.html = response.text
        self.bytes_http += len(response.content)
        found = KERNEL_ID.search(html)
        if not found:
            raise RuntimeError(f"no kernel id in the page of {self.notebook}")
        self.kernel_id = found.group(1)
        self.roots = VIEW.findall(html)
        self.ws = await self.connect(client, self.kernel_id, timeout)
        if self.ws.subprotocol != PROTOCOL:
            raise RuntimeError(f"the server did not accept {PROTOCOL} (it chose {self.ws.subprotocol!r})")
        self._reader = asyncio.create_task(self._read())
        loop = asyncio.get_running_loop()
        info = self._msg("kernel_info_request", {})
        self._replies[info["header"]["msg_id"]] = loop.create_future()
        await self._send(info)
        await asyncio.wait_for(self._replies[info["header"]["msg_id"]], timeout)
        t_connected = time.perf_counter()
        control = self._control = uuid.uuid4().hex
        self._replies["states"] = loop.create_future()
        waiting = self._replies["states"]
        await self._send(self._msg("comm_open", {"comm_id": control, "target_name": "jupyter.widget.control",
                                                 "data": {}}, {"version": "1.0.0"}))
        await self._send(self._msg("comm_msg", {"comm_id": control, "data": {"method": "request_states"}}))
        await asyncio.wait_for(waiting, timeout)
        t_end = time.perf_counter()
        #: where the time to a board went: the page's HTML, the kernel's channels, every widget's state
        self.phases = {"page": t_page - t0, "connect": t_connected - t_page, "widgets": t_end - t_connected}
        return t_end - t0

    async def connect(self, client: httpx.AsyncClient, kernel_id: str, timeout: float = 120.0):
        """Open kernel ``kernel_id``'s channels as the page does: its cookies, from its source address."""
        ws_url = self.base_url.replace("http", "ws", 1) + f"api/kernels/{kernel_id}/channels?session_id={self.session}"
        path = urlsplit(ws_url).path  # the cookies a browser sends there (a hub sets _xsrf on two paths)
        cookies = "; ".join(f"{c.name}={c.value}" for c in client.cookies.jar if path.startswith(c.path or "/"))
        extra = {"local_addr": (self.source, 0)} if self.source else {}
        # a browser's WebSocket sends no pings of its own: neither does this page
        return await websockets.connect(ws_url, max_size=None, open_timeout=timeout, subprotocols=[PROTOCOL],
                                        compression="deflate", ping_interval=None,
                                        additional_headers={"Cookie": cookies} if cookies else None, **extra)

    def client(self, **kwargs) -> httpx.AsyncClient:
        """An HTTP client for this device (its own cookies, its source address)."""
        transport = httpx.AsyncHTTPTransport(local_address=self.source) if self.source else None
        return httpx.AsyncClient(transport=transport, **kwargs)

    async def update(self, model_id: str, state: dict, timeout: float = 60.0) -> float:
        """Send ``state`` for widget ``model_id`` as the page does when a control changes (a forger
        sends anything here); the seconds until the kernel is idle again."""
        return await self._until_idle(model_id, {"method": "update", "state": state, "buffer_paths": []}, timeout)

    def models(self, model_name: str) -> list[str]:
        """The ids of the widgets of one kind (``"DropdownModel"``), shown or not."""
        return [mid for mid, state in self.states.items() if state.get("_model_name") == model_name]

    async def click(self, model_id: str, timeout: float = 60.0) -> float:
        """Click Button ``model_id``; the seconds until the kernel is idle again (the board updated)."""
        return await self._until_idle(model_id, {"method": "custom", "content": {"event": "click"}}, timeout)

    async def _until_idle(self, model_id: str, data: dict, timeout: float) -> float:
        """Send ``data`` to widget ``model_id``'s comm; the seconds until the kernel is idle again."""
        msg = self._msg("comm_msg", {"comm_id": model_id, "data": data})
        fut = asyncio.get_running_loop().create_future()
        self._waiting[msg["header"]["msg_id"]] = fut
        t0, sent = time.perf_counter(), time.time()
        await self._send(msg)
        done, arrived, busy, idle = await asyncio.wait_for(fut, timeout)
        if busy is not None and idle is not None:
            self.splits.append((busy - sent, idle - busy, arrived - idle))
        return done - t0

    async def close(self, beacon: bool = True, client: httpx.AsyncClient | None = None) -> None:
        """Leave the page: the websocket closes; with ``beacon`` the page's goodbye POST is sent too."""
        if self._reader:
            self._reader.cancel()
        if self.ws is not None:
            await self.ws.close()
        if beacon and client is not None and self.kernel_id:
            await client.post(self.base_url + f"voila/api/shutdown/{self.kernel_id}", timeout=60)

    # ------------------------------------------------------------------ what the page shows
    def _shown(self, model_id: str) -> bool:
        state = self.states.get(model_id, {})
        layout = _ref(state.get("layout"))
        if layout and self.states.get(layout, {}).get("display") == "none":
            return False
        return True

    def visible(self) -> set[str]:
        """Model ids a person could see: reachable from the page's root widgets, nothing hidden on the way."""
        seen: set[str] = set()
        stack = [r for r in self.roots if r in self.states]
        while stack:
            model_id = stack.pop()
            if model_id in seen or not self._shown(model_id):
                continue
            seen.add(model_id)
            for child in self.states.get(model_id, {}).get("children", []) or []:
                ref = _ref(child)
                if ref:
                    stack.append(ref)
        return seen

    def available(self) -> list[str]:
        """The visible Buttons the page marks available (``-legal``), or the pass screen's button."""
        out = []
        for model_id in sorted(self.visible()):
            state = self.states[model_id]
            if state.get("_model_name") != "ButtonModel" or state.get("disabled"):
                continue
            classes = state.get("_dom_classes", [])
            if any(c.endswith("-legal") for c in classes) or any(c in CLICKABLE_EXTRA for c in classes):
                out.append(model_id)
        return out

    def button(self, css: str) -> str | None:
        """The visible Button carrying class ``css`` (e.g. ``kit-new-game``)."""
        for model_id in self.visible():
            state = self.states[model_id]
            if state.get("_model_name") == "ButtonModel" and css in state.get("_dom_classes", []):
                return model_id
        return None

    def text(self, css: str) -> str:
        """The value of the visible HTML widget with class ``css`` (e.g. ``kit-status``)."""
        for model_id in self.visible():
            state = self.states[model_id]
            if css in state.get("_dom_classes", []):
                return str(state.get("value", ""))
        return ""
