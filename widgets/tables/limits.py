"""Credentials, table codes and the per-device token buckets of the table service.

* A **table code** is 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L):
  31**6, about 8.9e8 codes, drawn with :mod:`secrets`, so a device cannot walk through
  them (joins are rate-limited besides). :func:`normalize_code` reads what a learner types.
* A **credential** (a seat's, or the creator's) is ``secrets.token_urlsafe(24)``: 192 random
  bits. The service keeps only its SHA-256 (:func:`digest`), compared in constant time.
* A :class:`TokenBuckets` allowance per device: ``burst`` actions at once, refilled at
  ``per_minute``.

Standard library only.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import Callable

#: The characters of a table code: digits and capitals that cannot be mistaken for each other.
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6


def new_code() -> str:
    """A random table code (the caller checks that no live table has it)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text: object) -> str | None:
    """The code a learner typed, in capitals without spaces or dashes; None if it cannot be a code."""
    if not isinstance(text, str) or len(text) > 4 * CODE_LENGTH:
        return None
    code = "".join(ch for ch in text.upper() if ch not in " -_\t")
    if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
        return None
    return code


def new_credential() -> str:
    """An unguessable credential (192 random bits, URL-safe text)."""
    return secrets.token_urlsafe(24)


def digest(credential: object) -> str:
    """What the service stores of a credential: its SHA-256, in hex ("" for anything but text)."""
    if not isinstance(credential, str) or not credential or len(credential) > 200:
        return ""
    return hashlib.sha256(credential.encode("utf-8")).hexdigest()


def same_digest(a: str, b: str) -> bool:
    """Constant-time comparison of two digests (False when either is empty)."""
    return bool(a) and bool(b) and hmac.compare_digest(a, b)


class TokenBuckets:
    """One token bucket per device: ``take(device)`` is True while the device has a token left.

    A device starts with ``burst`` tokens and gets ``per_minute`` back each minute, up to
    ``burst``. Buckets that are full again are forgotten (:meth:`prune`), so memory stays
    bounded by the devices active in the last few minutes.
    """

    def __init__(self, burst: int, per_minute: float, clock: Callable[[], float]) -> None:
        self.burst = float(burst)
        self.rate = per_minute / 60.0
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}

    def _level(self, device: str, now: float) -> float:
        tokens, then = self._buckets.get(device, (self.burst, now))
        return min(self.burst, tokens + max(0.0, now - then) * self.rate)

    def take(self, device: str) -> bool:
        """Spend one of ``device``'s tokens; False (and nothing spent) when it has none left."""
        now = self.clock()
        tokens = self._level(device, now)
        if tokens < 1.0:
            self._buckets[device] = (tokens, now)
            return False
        self._buckets[device] = (tokens - 1.0, now)
        if len(self._buckets) > 1024:
            self.prune()
        return True

    def retry_after(self, device: str) -> float:
        """Seconds until ``device`` has a token again (0 if it has one now)."""
        tokens = self._level(device, self.clock())
        return 0.0 if tokens >= 1.0 else (1.0 - tokens) / self.rate

    def prune(self) -> None:
        """Forget the devices whose bucket is full again (they are as if new)."""
        now = self.clock()
        for device in [d for d in self._buckets if self._level(d, now) >= self.burst]:
            del self._buckets[device]
