"""A class in a room: the address learners type, the class code, the QR code, the projector's page.

``make serve ROOM=1`` serves the kit on the machine's network address (the first address
``hostname -I`` prints; ``ROOM_ADDRESS=...`` chooses another) instead of 127.0.0.1, so that the
learners' phones and laptops on the same Wi-Fi reach it. A :class:`Room` holds what the server
announces:

* the address learners type, as short as it gets: ``http://192.168.1.23:8866`` (the server sends
  ``/`` on to the kit's landing page);
* a **class code** of eight digits (``4821 0937``), read off the projector: a device joins the class
  once by typing it (or by scanning the QR code, whose address carries it), so that other people on
  the school's network do not play on the class's server. Wrong tries are limited, and the teacher can
  give the class a new code from the projector page (:mod:`widgets.server.gate` says why 8 digits);
* a **teacher code** for the projector page (``/kit/room?teacher=...``), printed only in the
  terminal: the page shows the class code, so learners' devices cannot open it without it.

Nothing here connects anywhere: the address is read from the machine's interfaces.
"""

from __future__ import annotations

import html
import io
import os
import secrets
import socket
import subprocess
from dataclasses import dataclass, field
from urllib.parse import quote

from tokaido_kit.core import i18n

CLASS_CODE_DIGITS = 8


def network_address() -> str:
    """The machine's address on the local network: the first of ``hostname -I`` (IPv4 first)."""
    try:
        out = subprocess.run(["hostname", "-I"], capture_output=True, text=True, timeout=5).stdout.split()
    except (OSError, subprocess.SubprocessError):
        out = []
    ipv4 = [a for a in out if "." in a and not a.startswith("127.")]
    if ipv4 or out:
        return (ipv4 or out)[0]
    try:
        return socket.gethostbyname(socket.gethostname())
    except OSError:
        return "127.0.0.1"


def new_class_code(digits: int = CLASS_CODE_DIGITS) -> str:
    return "".join(secrets.choice("0123456789") for _ in range(digits))


def terminal_lang() -> str:
    """The language of the teacher's terminal (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), when the
    kit speaks it; else English."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        if value:
            lang = value.split(":")[0][:2].lower()
            return lang if lang in i18n.languages() else i18n.FALLBACK
    return i18n.FALLBACK


def grouped(code: str) -> str:
    """A code as shown and printed: ``48210937`` -> ``4821 0937``."""
    return " ".join(code[i:i + 4] for i in range(0, len(code), 4))


@dataclass
class Room:
    """What a room server announces (see the module docstring)."""

    address: str
    port: int
    class_code: str = ""
    teacher_code: str = field(default_factory=lambda: secrets.token_urlsafe(6))
    digits: int = CLASS_CODE_DIGITS

    def __post_init__(self) -> None:
        self.class_code = self.class_code or new_class_code(self.digits)

    def new_code(self) -> str:
        """A new class code (the teacher's button): the old one, and its QR code, open nothing from now
        on; devices that joined keep their pass."""
        code = new_class_code(self.digits)
        while code == self.class_code:
            code = new_class_code(self.digits)
        self.class_code = code
        return code

    @property
    def host(self) -> str:
        return f"[{self.address}]" if ":" in self.address else self.address

    @property
    def url(self) -> str:
        """What learners type: ``http://192.168.1.23:8866``."""
        return f"http://{self.host}:{self.port}"

    @property
    def join_url(self) -> str:
        """What the QR code holds: the address with the class code, so scanning is joining."""
        return f"{self.url}/?class={self.class_code}"

    def projector_url(self, base_url: str = "/") -> str:
        return f"{self.url}{base_url}kit/room?teacher={self.teacher_code}"

    def qr_terminal(self) -> str:
        """The QR code of :attr:`join_url` drawn with block characters, for the terminal."""
        import segno

        out = io.StringIO()
        segno.make(self.join_url, error="m").terminal(out=out, compact=True, border=2)
        return out.getvalue()

    def qr_svg(self) -> str:
        """The QR code of :attr:`join_url` as an inline SVG with a text alternative."""
        import segno

        title = i18n.text("server.room.qr", url=self.join_url)
        svg = segno.make(self.join_url, error="m").svg_inline(scale=10, border=2, title=title)
        return svg.replace("<svg ", '<svg role="img" class="kit-room-qr" ', 1)

    def announcement(self, base_url: str = "/", lang: str | None = None) -> str:
        """What ``make serve ROOM=1`` prints for the teacher, in ``lang`` (default: the terminal's language)."""
        with i18n.using(lang or terminal_lang()):
            t = i18n.text
            return "\n".join([
                "",
                "  ==> " + t("server.terminal.open", url=self.url, code=grouped(self.class_code)),
                "      " + t("server.terminal.qr"),
                self.qr_terminal(),
                "  ==> " + t("server.terminal.projector", url=self.projector_url(base_url)),
                "      " + t("server.terminal.projector_note"),
                "",
            ])

    def new_code_line(self, lang: str | None = None) -> str:
        """What the terminal prints when the teacher gave the class a new code."""
        with i18n.using(lang or terminal_lang()):
            return "  ==> " + i18n.text("server.terminal.new_code", code=grouped(self.class_code))

    def page(self, base_url: str = "/", lang: str = i18n.FALLBACK, changed: bool = False,
             ahead: tuple[str, str | None] | None = None) -> str:
        """The projector's page: the address in big letters, the class code, the QR code, and the
        teacher's button for a new code (``changed``: the code was just changed); with ``ahead`` (the
        teacher's choice, "" for the pages asked for, and the app the server prepares now), the
        teacher's choice of the app the class opens next (:mod:`widgets.server.ahead`)."""
        e = html.escape
        with i18n.using(lang):
            t = i18n.text
            note = f'<p class="kit-room-changed" role="status">{e(t("server.room.changed"))}</p>' if changed else ""
            action = f"{base_url}kit/room?teacher={quote(self.teacher_code)}&lang={quote(lang)}"
            body = (f'<h1>{e(t("server.room.title"))}</h1>'
                    f'<ol><li>{e(t("server.room.step1"))}</li>'
                    f'<li>{e(t("server.room.step2"))}</li></ol>'
                    f'<p class="kit-room-address">{e(self.url)}</p>{note}'
                    f'<p class="kit-room-code">{e(t("server.room.code"))} '
                    f'<strong class="kit-room-class-code">{e(grouped(self.class_code))}</strong></p>'
                    f'<div>{self.qr_svg()}</div>'
                    f'<p><a href="{e(base_url)}kit/">{e(t("server.room.open"))}</a></p>'
                    f'<form method="post" action="{e(action)}" class="kit-room-teacher">'
                    f'<button type="submit" name="new_code" value="1" class="kit-room-new-code">'
                    f'{e(t("server.room.new_code"))}</button> <small>{e(t("server.room.new_code_note"))}</small>'
                    f'</form>' + (ahead_form(action, *ahead) if ahead is not None else ""))
            return page_html(t("server.room.title"), body, lang, big=True)


def ahead_form(action: str, chosen: str, preparing: str | None) -> str:
    """The teacher's choice of the app the class opens next (``chosen``: "" for the pages asked for),
    and which app the server prepares now (``preparing``, None: none)."""
    from .ahead import APPS

    e, t = html.escape, i18n.text
    options = [("", t("server.room.ahead.asked"))] + [(app, t(f"links.game.{app[5:-6]}")) for app in APPS]
    choices = "".join(f'<option value="{e(v)}"{" selected" if v == chosen else ""}>{e(label)}</option>'
                      for v, label in options)
    now = t("links.game." + preparing[5:-6]) if preparing else t("server.room.ahead.none")
    return (f'<form method="post" action="{e(action)}" class="kit-room-ahead">'
            f'<label>{e(t("server.room.ahead"))} <select name="ahead">{choices}</select></label> '
            f'<button type="submit" class="kit-room-ahead-set">{e(t("server.room.ahead.set"))}</button> '
            f'<small class="kit-room-ahead-now">{e(t("server.room.ahead.now", app=now))}</small></form>')


def page_html(title: str, body: str, lang: str = i18n.FALLBACK, big: bool = False) -> str:
    """A small self-contained page of the server (no scripts, no outside files)."""
    size = "2.2rem" if big else "1.1rem"
    return f"""<!DOCTYPE html>
<html lang="{html.escape(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)} · {html.escape(i18n.text("server.page.title"))}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 1.5rem auto; max-width: 46rem; padding: 0 1rem;
       font-size: {size}; line-height: 1.45; color: #111; background: #fff; }}
h1 {{ font-size: 1.6em; }} .kit-room-address {{ font-size: 1.5em; font-weight: bold; word-break: break-all; }}
.kit-room-class-code {{ font-size: 1.6em; letter-spacing: .15em; }} .kit-room-qr {{ max-width: 100%; height: auto; }}
input, button {{ font-size: 1.3rem; min-height: 44px; padding: .2em .6em; }} a {{ color: #0645ad; }}
</style></head>
<body><main>{body}</main></body></html>
"""
