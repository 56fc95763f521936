""""Play with others" in every app: make a table, join one by its code, sit, come back, watch.

:class:`TablePanel` sits under an app's set-up row. Its hooks (``kit-*`` classes) for tests:
``kit-table-open`` (the button that opens the panel), ``kit-table-name`` (your name),
``kit-table-create``, ``kit-table-code-input`` and ``kit-table-join`` (join by code), one
``kit-seat-free`` button per free seat, ``kit-table-code`` (the table's code once seated),
``kit-table-watch`` (the watch link), ``kit-table-resume`` (back to a table this browser sat at),
``kit-table-hand`` (the creator gives an away learner's seat to a bot), ``kit-table-leave``.

Where no server holds tables (the static site, a notebook on its own) the panel says so and how
to get a served kit. The panel never decides a rule: the table's service does (through
:mod:`widgets.tables.client`), and the board shows the replica from this seat
(:mod:`widgets.tables.play`).
"""

from __future__ import annotations

import html
from typing import Any
from urllib.parse import parse_qs, quote

import ipywidgets as w

from tokaido_kit.core import i18n
from widgets.common.light import looks
from widgets.server.batching import merged

from .client import TablesUnreachable, from_environment
from .keeper import TableKeeper, keeper_key
from .limits import normalize_code
from .play import TablePlay, TableRefused, checked

#: what a seat of the app's seat picker becomes at a table
TABLE_SEAT = {"human": "open", "random": "random", "greedy": "greedy"}


def _button(key: str, css: str, style: str = "") -> w.Button:
    button = w.Button(description=i18n.text(key), button_style=style, layout=w.Layout(width="auto"))
    button.add_class(css)
    return button


class TablePanel(w.VBox):
    """The app's "Play with others" panel (see the module docstring). ``client``: the tables to use
    (default: the served kit's, from the kernel's environment; None: there is none here)."""

    def __init__(self, app: Any, client: Any = ...) -> None:
        self.app = app
        self.client = from_environment() if client is ... else client
        self.table: TablePlay | None = None
        self.lobby: dict[str, Any] | None = None
        self.toggle = w.ToggleButton(value=False, description=i18n.text("tables.ui.open"), icon="users",
                                     layout=w.Layout(width="auto"))
        self.toggle.add_class("kit-table-open")
        self.toggle.observe(lambda _c: self._draw(), names="value")
        self._controls: dict[str, Any] | None = None
        self.keeper = TableKeeper(on_stored=self._kept, key=keeper_key(getattr(self.client, "user", "")))
        self.body = w.VBox(_dom_classes=("kit-table-body",), **looks(w.VBox))
        super().__init__([self.toggle, self.body, self.keeper], _dom_classes=("kit-table-panel",), **looks(w.VBox))
        self._draw()


    # the controls, made on first use (see _build)
    note = property(lambda self: self._control("note"))
    name = property(lambda self: self._control("name"))
    create_button = property(lambda self: self._control("create_button"))
    code_input = property(lambda self: self._control("code_input"))
    join_button = property(lambda self: self._control("join_button"))
    resume_button = property(lambda self: self._control("resume_button"))
    leave_button = property(lambda self: self._control("leave_button"))
    seat_buttons = property(lambda self: self._control("seat_buttons"))
    info = property(lambda self: self._control("info"))
    hand_buttons = property(lambda self: self._control("hand_buttons"))

    def _control(self, key: str) -> Any:
        self._build()
        return self._controls[key]

    def _build(self) -> None:
        """The panel's controls, made the first time they are needed: a page that never opens the panel
        costs its server none of their widget models (about 30 per page)."""
        if self._controls is not None:
            return
        self._controls = {}
        c = self._controls
        c["note"] = w.HTML()
        c["note"].add_class("kit-table-note")
        c["name"] = w.Text(placeholder=i18n.text("tables.ui.name"), layout=w.Layout(width="14em"))
        c["name"].add_class("kit-table-name")
        c["create_button"] = _button("tables.ui.create", "kit-table-create", "primary")
        c["create_button"].on_click(lambda _b: self.create())
        c["code_input"] = w.Text(placeholder=i18n.text("tables.ui.code"), layout=w.Layout(width="9em"))
        c["code_input"].add_class("kit-table-code-input")
        c["join_button"] = _button("tables.ui.join", "kit-table-join")
        c["join_button"].on_click(lambda _b: self.look(c["code_input"].value))
        c["resume_button"] = _button("tables.ui.resume", "kit-table-resume", "primary")
        c["resume_button"].on_click(lambda _b: self.resume())
        c["leave_button"] = _button("tables.ui.leave", "kit-table-leave")
        c["leave_button"].on_click(lambda _b: self.leave())
        c["seat_buttons"] = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        c["info"] = w.HTML()
        c["info"].add_class("kit-table-info")
        c["hand_buttons"] = w.HBox(layout=w.Layout(flex_flow="row wrap"))

    # ------------------------------------------------------------------ what a learner does
    def create(self) -> TablePlay | None:
        """A new table with the app's set-up; this screen takes its first open seat."""
        game, options, seats = self.app.table_setup()
        reply = self._ask("create", game=game, options=options, seats=seats)
        if reply is None:
            return None
        first = seats.index("open")
        return self.sit(reply["code"], first, creator=reply["creator"])

    def look(self, code: Any) -> dict[str, Any] | None:
        """The seats of table ``code`` (the Join button): free ones become ``kit-seat-free`` buttons."""
        if normalize_code(code) is None:
            self._say(i18n.text("tables.why.no_table", code=str(code)[:12] or "?"))
            return None
        reply = self._ask("lobby", code=code)
        if reply is None:
            return None
        if reply["game"] != self.app.game_class.name:
            self._say(i18n.text("tables.ui.other_game", game=i18n.text(f"links.game.{reply['game']}")))
            return None
        self.lobby = reply
        self._say("")
        self._draw()
        return reply

    def sit(self, code: str, seat: int, creator: str | None = None) -> TablePlay | None:
        """Take free ``seat`` (from 0) of table ``code`` under the name typed."""
        reply = self._ask("join", code=code, seat=seat, name=self.name.value)
        if reply is None:
            return None
        table = self._enter(reply["code"], reply["credential"], creator)
        if table is not None:
            self.keeper.keep({"code": table.code, "seat": table.seat, "credential": table.credential,
                              "creator": creator, "game": table.game_name})
        return table

    def resume(self, row: dict[str, Any] | None = None) -> TablePlay | None:
        """Back to the table this browser sat at last (the Resume button)."""
        rows = [r for r in self.keeper.rows if r["game"] == self.app.game_class.name]
        row = row or (rows[0] if rows else None)
        if row is None:
            return None
        table = self._enter(row["code"], row["credential"], row.get("creator"))
        if table is None and self.client is not None:
            self.keeper.forget(row["code"])  # the table has gone: it is not offered again
        return table

    def watch(self, code: str) -> TablePlay | None:
        """Show table ``code``'s public view, live (a watch link; the projector)."""
        if self.client is None:
            self._say(i18n.text("tables.ui.unavailable"))
            return None
        try:
            table = TablePlay.watch(self.client, code, self._lang())
        except (TableRefused, TablesUnreachable) as err:
            self._refused(err)
            return None
        self._start(table)
        return table

    def leave(self) -> None:
        """Leave the table (the seat stays this browser's: Resume takes it back); a new game starts."""
        table, self.table = self.table, None
        if table is not None:
            table.leave()
        self.app.left_table()
        self._draw()

    def hand_to_bot(self, seat: int) -> bool:
        """The creator gives ``seat`` to a bot while its learner is away."""
        try:
            self.table.hand_to_bot(seat)
        except (TableRefused, TablesUnreachable) as err:
            self._refused(err)
            return False
        self.table.sync()
        self.app.table_changed()
        return True

    def open_query(self, query: str | None) -> bool:
        """``?table=CODE`` opens the panel on that table's seats; ``?watch=CODE`` watches it."""
        found = parse_qs(query or "")
        if found.get("watch"):
            return self.watch(found["watch"][0]) is not None
        if found.get("table"):
            self.toggle.value = True
            self.code_input.value = found["table"][0][:24]
            return self.look(found["table"][0]) is not None
        return False

    # ------------------------------------------------------------------ inside
    def _enter(self, code: str, credential: str, creator: str | None) -> TablePlay | None:
        try:
            table = TablePlay.sit(self.client, code, credential, creator, self._lang())
        except (TableRefused, TablesUnreachable) as err:
            self._refused(err)
            return None
        self._start(table)
        return table

    def _start(self, table: TablePlay) -> None:
        if self.table is not None:
            self.table.stop()
        self.table, self.lobby = table, None
        self.app.sit_at(table)
        table.follow(merged(self.app.table_changed))  # one update per widget, the log last
        self._say("")
        self._draw()

    def _ask(self, op: str, **body: Any) -> dict[str, Any] | None:
        if self.client is None:
            self._say(i18n.text("tables.ui.unavailable"))
            return None
        try:
            return checked(self.client.call(op, lang=self._lang(), **body))
        except (TableRefused, TablesUnreachable) as err:
            self._refused(err)
            return None

    def _refused(self, err: Exception) -> None:
        text = err.refusal.get("text", "") if isinstance(err, TableRefused) else i18n.text("tables.ui.unreachable")
        self._say(text, error=True)

    def _say(self, text: str, error: bool = False) -> None:
        css = "kit-table-note-error" if error else ""
        self.note.value = f"<p role='status' class='{css}'>{html.escape(text)}</p>" if text else ""

    def _lang(self) -> str:
        return i18n.get_language()

    def _kept(self, rows: list[dict[str, Any]]) -> None:
        """The page said which tables this browser sat at: offer the newest of this game's back."""
        if self.table is None and any(r["game"] == self.app.game_class.name for r in rows):
            self.toggle.value = True  # observed: draws
        self._draw()

    def _links(self, table: TablePlay) -> tuple[str, str]:
        base = getattr(self.client, "links", "") or getattr(self.client, "url", "").removesuffix("kit/tables/api/")
        page = f"{base}voila/render/apps/{table.game_name}.ipynb"
        return f"{page}?table={quote(table.code)}", f"{page}?watch={quote(table.code)}"

    def _qr(self, url: str) -> str:
        """The link's QR code, made once per link and language: the panel is redrawn at every move of
        the table, and making it anew took 12 ms of the 20 ms of CPU a screen spent on a move."""
        key = (url, i18n.text("tables.ui.qr"))
        if getattr(self, "_qr_of", None) != key:
            try:
                import segno
            except ImportError:
                return ""
            self._qr_svg = segno.make(url, error="m").svg_inline(scale=3, title=key[1])
            self._qr_of = key
        return self._qr_svg

    def refresh(self) -> None:
        """Redraw after the table changed (seats taken, learners away)."""
        self._draw()

    def redraw_language(self) -> None:
        self.toggle.description = i18n.text("tables.ui.open")
        if self._controls is None:
            return
        for widget, key in ((self.create_button, "tables.ui.create"),
                            (self.join_button, "tables.ui.join"), (self.leave_button, "tables.ui.leave")):
            widget.description = i18n.text(key)
        self.name.placeholder = i18n.text("tables.ui.name")
        self.code_input.placeholder = i18n.text("tables.ui.code")
        self._draw()

    def _draw(self) -> None:
        t, e = i18n.text, html.escape
        table = self.table
        if table is not None:
            self.toggle.layout.display = "none"
            self.body.children = [self.info, self.hand_buttons, self.leave_button, self.note]
            self._draw_seated(table)
            return
        self.toggle.layout.display = None
        if not self.toggle.value:
            if self.body.children:
                self.body.children = []
            return
        if self.client is None:
            self.body.children = [w.HTML(f"<p class='kit-table-unavailable'>{e(t('tables.ui.unavailable'))}</p>")]
            return
        kept = [r for r in self.keeper.rows if r["game"] == self.app.game_class.name]
        self.resume_button.description = t("tables.ui.resume", code=kept[0]["code"]) if kept else ""
        self.resume_button.layout.display = None if kept else "none"
        intro = w.HTML(f"<p>{e(t('tables.ui.intro'))}</p>")
        rows = [intro, self.resume_button, w.HBox([self.name], layout=w.Layout(flex_flow="row wrap")),
                w.HBox([self.create_button, self.code_input, self.join_button],
                       layout=w.Layout(flex_flow="row wrap", align_items="center"))]
        if self.lobby is not None:
            rows.append(w.HTML(f"<p>{e(t('tables.ui.pick', code=self.lobby['code']))}</p>"))
            rows.append(self.seat_buttons)
            self._draw_lobby(self.lobby)
        self.body.children = rows + [self.note]

    def _draw_lobby(self, lobby: dict[str, Any]) -> None:
        buttons = []
        for seat in lobby["seats"]:
            n = seat["seat"] + 1
            if seat["kind"] == "open" and not seat["taken"]:
                button = w.Button(description=i18n.text("tables.ui.free_seat", n=n), button_style="success",
                                  layout=w.Layout(width="auto"))
                button.add_class("kit-seat-free")
                button.on_click(lambda _b, s=seat["seat"], c=lobby["code"]: self.sit(c, s))
            else:
                who = seat["name"] or i18n.text("tables.ui.bot")
                button = w.Button(description=i18n.text("tables.ui.taken_seat", n=n, name=who), disabled=True,
                                  layout=w.Layout(width="auto"))
            buttons.append(button)
        self.seat_buttons.children = buttons

    def _draw_seated(self, table: TablePlay) -> None:
        t, e = i18n.text, html.escape
        join, watch = self._links(table)
        who = (t("tables.ui.watching") if table.watching else
               t("tables.ui.you_are", n=table.seat + 1, name=table.name_of(table.seat)))
        seats = ", ".join(
            e(t("tables.ui.seat_line", n=s["seat"] + 1,
                name=s["name"] or t("tables.ui.bot" if s["kind"] != "open" else "tables.ui.free")))
            + (" " + e(t("tables.ui.away")) if s["kind"] == "open" and s["taken"] and s["away"] else "")
            for s in table.seats)
        gone = f"<p class='kit-table-note-error'>{e(t('tables.ui.gone'))}</p>" if table.gone else ""
        self.info.value = (
            f"<div class='kit-table-seated'><p>{e(t('tables.ui.table'))} <strong class='kit-table-code'>"
            f"{e(table.code)}</strong> · {e(who)} · {seats}</p>{gone}"
            f"<details><summary>{e(t('tables.ui.invite'))}</summary>"
            f"<p>{e(t('tables.ui.share'))} <a class='kit-table-link' href='{e(join)}' target='_blank' rel='noopener'>"
            f"{e(join)}</a></p><div class='kit-table-qr'>{self._qr(join)}</div>"
            f"<p><a class='kit-table-watch' href='{e(watch)}' target='_blank' rel='noopener'>"
            f"{e(t('tables.ui.watch'))}</a></p></details></div>")
        hands = []
        if table.creator is not None:
            for s in table.seats:
                if s["kind"] == "open" and s["away"] and not s["bot_holds"] and s["seat"] != table.seat:
                    button = w.Button(description=t("tables.ui.hand", n=s["seat"] + 1), layout=w.Layout(width="auto"))
                    button.add_class("kit-table-hand")
                    button.on_click(lambda _b, n=s["seat"]: self.hand_to_bot(n))
                    hands.append(button)
        self.hand_buttons.children = hands
        self.leave_button.description = t("tables.ui.leave")
