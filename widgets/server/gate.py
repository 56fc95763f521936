"""The class code of a room, and the pass a device gets for it (``make serve ROOM=1``).

A device joins the class once, by typing the code shown on the projector or by scanning the QR code
(its address carries the code, ``?class=``). It then holds a **pass**: the ``kit_pass`` cookie, made for
that device alone (a random nonce, the time it was given and the device's key, signed with a secret
of this server process), never the code itself. The teacher can give the class a new code from the
projector page: devices that joined keep their pass and stay in; the old code (and any photo of the
old QR code) no longer opens anything.

**Every wrong try counts**, whatever carries it: the form (``POST kit/join``), the QR code's link
(``?class=``) and a pass cookie that is not one this server gave the device (each different value
once: a device whose pass went stale after a restart is not locked out by its own tabs).

**Why 8 digits and these limits** (the settings file's ``KitRoom`` section). A classmate's script may
hold many addresses on the school's Wi-Fi; say 256, for a 2-hour lesson:

* a device has ``wrong_burst`` (10) wrong tries, then ``wrong_per_minute`` (2) a minute:
  at most 10 + 2 x 120 = 250 tries in 2 hours, 256 x 250 = 64,000 from 256 addresses;
* beyond its first ``free_tries`` (3) wrong tries, given back at 3 an hour, a device's try also needs
  one of the class's shared allowance (``class_burst`` 60, then ``class_per_minute`` 60 a minute,
  across all devices): at most 60 + 60 x 120 = 7,260 such tries in 2 hours, whatever the number of
  addresses, plus the free ones, 3 + 3 x 2 = 9 per device (256 x 9 = 2,304);
* so at most about 9,600 codes are tried in a lesson, of 10^8: a 0.01% chance to find the code
  (0.064% with the per-device limits alone; 0.6% even for a script holding 65,536 addresses, 16% for it
  without the shared allowance). A 6-digit code would give 0.96%, too close to the 1% asked; 8 digits
  are still typed in seconds (shown as ``4821 0937``), and the QR code carries them.

A classmate's script cannot stop others from joining: a device's first ``free_tries`` wrong tries of
the hour never wait for the shared allowance, so a learner who types the right code (or scans it) within
three tries is always let in; only a device that already failed three times waits for it.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import html
import secrets
import time
from collections import defaultdict, deque
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Callable
from urllib.parse import parse_qs, urlencode, urlsplit

from tornado import web

from tokaido_kit.core import i18n
from widgets.tables.limits import TokenBuckets
from widgets.tables.settings import read_section

from .identity import device_key
from .room import page_html

PASS_COOKIE = "kit_pass"
SECTION = "KitRoom"
#: tries shared by the whole class (one bucket)
CLASS = "*"


@dataclass(frozen=True)
class GateSettings:
    """The class code's length and the wrong tries' limits (see the module docstring)."""

    code_digits: int = 8
    wrong_burst: int = 10
    wrong_per_minute: float = 2.0
    free_tries: int = 3
    class_burst: int = 60
    class_per_minute: float = 60.0
    pass_hours: float = 12.0

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
                raise ValueError(f"room setting {f.name!r} must be a number above 0, got {value!r}")
        if not 6 <= self.code_digits <= 12:
            raise ValueError(f"room setting 'code_digits' must be 6 to 12, got {self.code_digits!r}")

    @classmethod
    def from_config_file(cls, path: str | Path) -> "GateSettings":
        """The settings file's ``KitRoom`` section (missing keys keep their defaults)."""
        data = read_section(path, SECTION)
        unknown = sorted(set(data) - {f.name for f in fields(cls)})
        if unknown:
            raise ValueError(f"unknown room setting(s) {unknown}")
        return cls(**data)


def normalize(typed: object) -> str:
    """What a learner typed, without the spaces and dashes of ``4821 0937`` ("" if it is not text)."""
    if not isinstance(typed, str) or len(typed) > 40:
        return ""
    return "".join(ch for ch in typed if ch not in " -.\t")


class Gate:
    """The class code's checks for one room: ``room.class_code`` is the code (the teacher may change it)."""

    def __init__(self, room: Any, settings: GateSettings | None = None,
                 clock: Callable[[], float] = time.monotonic, wall: Callable[[], float] = time.time) -> None:
        self.room, self.settings = room, settings or GateSettings()
        s = self.settings
        self.clock, self.wall = clock, wall
        self._secret = secrets.token_bytes(32)
        self._device = TokenBuckets(s.wrong_burst, s.wrong_per_minute, clock)
        self._free = TokenBuckets(s.free_tries, s.free_tries / 60.0, clock)  # refilled over an hour
        self._class = TokenBuckets(s.class_burst, s.class_per_minute, clock)
        self._bad_passes: dict[str, deque] = defaultdict(lambda: deque(maxlen=4))
        #: what the gate refused (a benchmark and the server's log read it)
        self.counts = {"wrong": 0, "bad_pass": 0, "slow": 0, "busy": 0, "in": 0}

    # ------------------------------------------------------------------ codes
    def code_ok(self, typed: object) -> bool:
        code = normalize(typed)
        return bool(code) and hmac.compare_digest(code.encode(), self.room.class_code.encode())

    def may_try(self, key: str) -> str | None:
        """None when ``key``'s next try may be checked, else why not: ``"slow"`` (this device's limit)
        or ``"busy"`` (the class's shared allowance, for a device past its free tries)."""
        if self._device.retry_after(key) > 0:
            return "slow"
        if self._free.retry_after(key) > 0 and self._class.retry_after(CLASS) > 0:
            return "busy"
        return None

    def wrong(self, key: str, kind: str = "wrong") -> None:
        """Count one wrong try of ``key`` (``kind``: a code, or a ``"bad_pass"``): its own allowance, and a
        free try or the class's (a device past its own limit spends nothing of the class's)."""
        self.counts[kind] += 1
        if self._device.take(key) and not self._free.take(key):
            self._class.take(CLASS)

    def try_code(self, key: str, typed: object) -> str:
        """``"in"``, ``"wrong"``, ``"slow"`` or ``"busy"`` (not checked) for a code ``key`` typed or scanned."""
        why = self.may_try(key)
        if why is not None:
            self.counts[why] += 1
            return why
        if not self.code_ok(typed):
            self.wrong(key)
            return "wrong"
        self.counts["in"] += 1
        return "in"

    # ------------------------------------------------------------------ passes
    def _sign(self, body: str) -> str:
        mac = hmac.new(self._secret, body.encode(), hashlib.sha256).digest()[:18]
        return base64.urlsafe_b64encode(mac).decode()

    def new_pass(self, key: str) -> str:
        """A pass for device ``key``: ``nonce.issued.signature`` (the key is signed, not written)."""
        body = f"{secrets.token_urlsafe(12)}.{int(self.wall())}"
        return f"{body}.{self._sign(body + '|' + key)}"

    def pass_ok(self, key: str, value: str | None) -> bool:
        """True for a pass this server gave device ``key`` less than ``pass_hours`` ago."""
        if not value or len(value) > 100 or value.count(".") != 2:
            return False
        body, _, signature = value.rpartition(".")
        if not hmac.compare_digest(signature.encode(), self._sign(body + "|" + key).encode()):
            return False
        issued = body.partition(".")[2]
        return issued.isdigit() and 0 <= self.wall() - int(issued) < self.settings.pass_hours * 3600

    def bad_pass(self, key: str, value: str) -> None:
        """A pass cookie this server did not give ``key``: a wrong try, once per different value."""
        seen = self._bad_passes[key]
        mark = hashlib.sha256(value.encode()).hexdigest()[:16]
        if mark not in seen:
            seen.append(mark)
            self.wrong(key, "bad_pass")
        if len(self._bad_passes) > 4096:  # bounded: forget the oldest devices
            for old in list(self._bad_passes)[:1024]:
                del self._bad_passes[old]


#: the gate's answers that are not "in": (HTTP status, the sentence the form shows)
PROBLEMS = {"wrong": (403, "server.gate.wrong"), "slow": (429, "server.gate.slow"),
            "busy": (429, "server.gate.busy"), "stale": (200, None), None: (200, None)}


class GateHandler(web.RequestHandler):
    """The class code's form (GET) and its answer (POST), for a device that has not joined yet;
    ``answer``: what the gate said of the code in the address (``?class=``), if any."""

    def initialize(self, guard: Any, answer: str | None = None) -> None:
        self.guard, self.answer = guard, answer

    def _log(self) -> None:
        if self.get_status() >= 400:  # wrong codes: counted per device by the gate, not one line each
            return
        super()._log()

    def check_xsrf_cookie(self) -> None:
        return None

    def _form(self, answer: str | None) -> None:
        from .guard import request_lang

        status, problem = PROBLEMS[answer]
        guard, lang = self.guard, request_lang(self.request)
        target = self.get_argument("next", None) or self.request.uri
        if not guard.safe_next(target):
            target = guard.base_url + "kit/"
        with i18n.using(lang):
            t = i18n.text
            note = f'<p class="kit-gate-problem" role="alert">{html.escape(t(problem))}</p>' if problem else ""
            body = (f'<h1>{html.escape(t("server.gate.title"))}</h1><p>{html.escape(t("server.gate.prompt"))}</p>'
                    f'{note}<form method="post" action="{html.escape(guard.base_url)}kit/join">'
                    f'<input type="hidden" name="next" value="{html.escape(target)}">'
                    f'<label for="kit-class-code">{html.escape(t("server.gate.label"))}</label> '
                    f'<input id="kit-class-code" class="kit-class-code" name="code" inputmode="numeric" '
                    f'autocomplete="off" maxlength="20" required autofocus> '
                    f'<button type="submit" class="kit-class-join">{html.escape(t("server.gate.button"))}</button>'
                    f'</form>')
            page = page_html(t("server.gate.title"), body, lang)
        cookie = self.request.cookies.get(PASS_COOKIE)
        if cookie is not None and not guard.gate.pass_ok(device_key(self.request), cookie.value):
            self.clear_cookie(PASS_COOKIE, path=guard.base_url)  # a stale pass: counted once, then gone
        self.set_status(status)
        self.set_header("Cache-Control", "no-store")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.finish(page)

    def get(self, *args: Any) -> None:
        self._form(self.answer)

    def post(self, *args: Any) -> None:
        answer = self.guard.gate.try_code(device_key(self.request), self.get_argument("code", ""))
        if answer != "in":
            return self._form(answer)
        self.guard.set_pass(self)
        target = self.get_argument("next", "")
        self.redirect(target if self.guard.safe_next(target) else self.guard.base_url + "kit/")


class JoinByLinkHandler(web.RequestHandler):
    """``?class=CODE`` in any address (the QR code's), the code right: join, then the same address without it."""

    def initialize(self, guard: Any) -> None:
        self.guard = guard

    def get(self, *args: Any) -> None:
        split = urlsplit(self.request.uri)
        query = [(k, v) for k, vs in parse_qs(split.query).items() for v in vs if k != "class"]
        self.guard.set_pass(self)
        self.redirect(split.path + ("?" + urlencode(query) if query else ""))
