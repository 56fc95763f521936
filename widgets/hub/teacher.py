"""The teacher's view on a hub: ``{prefix}class``, behind the hub's login.

A class is a JupyterHub group. A teacher is a member of the teachers' group of the settings
(``KitHub.teachers_group``) or a hub admin; anyone else gets 403. A teacher sees the live tables of
the classes they belong to (a table is a class's when its creator or one of its seated learners is a
member; an admin in no class sees every table), projects one (its watch link, through ``/hub/user-redirect/``),
closes one, and sees what each of their classes finds hard: the rules behind the moves refused to that
class's members only (an admin in no class: the whole hub's). The page is the one ``make serve`` shows
(:mod:`widgets.server.classpage`), refreshed every 2 seconds.
"""

from __future__ import annotations

import html
import json
import time
from typing import Any
from urllib.parse import quote

from jupyterhub.services.auth import HubOAuthenticated
from tornado import web
from tornado.httpclient import AsyncHTTPClient, HTTPRequest

from tokaido_kit.core import i18n
from widgets.server.classpage import class_page, hard_fragment, tables_fragment
from widgets.server.room import page_html

from .settings import HubSettings

#: seconds the hub's answers about users and groups are kept (a teacher added to a class shows within this)
DIRECTORY_TTL = 10.0


def request_lang(handler: web.RequestHandler) -> str:
    """``?lang=`` when it names one of the kit's languages, else English (without importing Voila's server)."""
    lang = handler.get_argument("lang", i18n.FALLBACK)
    return lang if lang in i18n.languages() else i18n.FALLBACK


class HubDirectory:
    """Who is a teacher, and who is in which class, as the hub says (the service's own token, which may
    read users and groups, nothing else)."""

    def __init__(self, api_url: str, token: str, settings: HubSettings) -> None:
        self.api_url, self.token, self.settings = api_url.rstrip("/"), token, settings
        self._cache: dict[str, tuple[float, Any]] = {}

    async def _get(self, path: str) -> Any:
        kept = self._cache.get(path)
        if kept and time.monotonic() - kept[0] < DIRECTORY_TTL:
            return kept[1]
        reply = await AsyncHTTPClient().fetch(HTTPRequest(
            f"{self.api_url}/{path}", headers={"Authorization": f"token {self.token}"}), raise_error=False)
        value = json.loads(reply.body) if reply.code == 200 else None
        self._cache[path] = (time.monotonic(), value)
        return value

    async def classes_of(self, user: str) -> tuple[bool, list[str] | None]:
        """``(teacher, classes)``: whether ``user`` is a teacher, and the classes they see (None: every
        table, the view of a hub admin who belongs to no class)."""
        model = await self._get(f"users/{quote(user, safe='')}") or {}
        groups = [g for g in model.get("groups", []) if g != self.settings.teachers_group]
        teacher = bool(model.get("admin")) or self.settings.teachers_group in model.get("groups", [])
        return teacher, (None if model.get("admin") and not groups else groups)

    async def members(self, groups: list[str]) -> set[str]:
        people: set[str] = set()
        for group in groups:
            people.update((await self._get(f"groups/{quote(group, safe='')}") or {}).get("users", []))
        return people


class TeacherPage(HubOAuthenticated, web.RequestHandler):
    """What the class view's handlers share: the hub's login, the teacher check, the class's tables."""

    def initialize(self, tables: Any, directory: HubDirectory, links: str) -> None:
        self.tables, self.directory, self.links = tables, directory, links

    async def classes(self) -> list[str] | None:
        """The teacher's classes (None: every table, a hub admin in no class); 403 for anyone else."""
        teacher, classes = await self.directory.classes_of(self.current_user["name"])
        if not teacher:
            raise web.HTTPError(403)
        return classes

    async def class_tables(self, classes: list[str] | None) -> list[dict[str, Any]]:
        """The live tables of ``classes`` (a table is a class's when one of its users is a member)."""
        tables = self.tables.service.tables()
        if classes is None:
            return tables
        members, whose = await self.directory.members(classes), self.tables.service.devices()
        return [t for t in tables if whose.get(t["code"], set()) & members]

    async def hard_parts(self, classes: list[str] | None, lang: str) -> str:
        """What each class finds hard, from its own members' refused moves (the learners' only: a teacher
        in every class tries moves too, at their own tables)."""
        service = self.tables.service
        with i18n.using(lang):
            if classes is None:
                return hard_fragment(service.hard_rules(10, lang), self.links, i18n.text("server.class.hard"))
            teachers = await self.directory.members([self.directory.settings.teachers_group])
            parts = []
            for group in sorted(classes):
                learners = await self.directory.members([group]) - teachers
                parts.append(hard_fragment(service.hard_rules(10, lang, learners), self.links,
                                           i18n.text("hub.class.hard", name=group), group))
            return "".join(parts)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        lang = request_lang(self)
        kind = "forbidden" if status_code == 403 else "error"
        with i18n.using(lang):
            title = i18n.text(f"hub.class.{kind}.title")
            body = f"<h1>{html.escape(title)}</h1><p>{html.escape(i18n.text(f'hub.class.{kind}.body'))}</p>"
            self.set_header("Content-Type", "text/html; charset=UTF-8")
            self.set_header("Cache-Control", "no-store")
            self.finish(page_html(title, body, lang))


def close_forms(tables: list[dict[str, Any]], action: str, xsrf: str) -> str:
    """One small form per table: the teacher closes it (the table is forgotten at once)."""
    e = html.escape
    forms = "".join(
        f"<form method='post' action='{e(action)}' class='kit-class-close-form' "
        f"style='display:inline-block;margin:.3em .5em 0 0'>{xsrf}"
        f"<input type='hidden' name='code' value='{e(t['code'])}'>"
        f"<button type='submit' class='kit-class-close' data-code='{e(t['code'])}'>"
        f"{e(i18n.text('hub.class.close', code=t['code']))}</button></form>" for t in tables)
    return f"<div class='kit-class-closing'>{forms}</div>" if forms else ""


class ClassHandler(TeacherPage):
    """``GET {prefix}class`` (``?part=1``: the part that changes)."""

    @web.authenticated
    async def get(self) -> None:
        classes = await self.classes()
        tables = await self.class_tables(classes)
        lang = request_lang(self)
        base = self.settings["base_url"]
        hard = await self.hard_parts(classes, lang)
        with i18n.using(lang):
            part = tables_fragment(tables, self.links, lang) + close_forms(
                tables, f"{base}class/close?lang={quote(lang)}", self.xsrf_form_html()) + hard
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Cache-Control", "no-store")
        if self.get_query_argument("part", ""):
            return self.finish(part)
        page = class_page(tables, [], self.links, lang, "", part_url=f"{base}class?part=1&lang={quote(lang)}",
                          live=part)
        self.finish(page)


class CloseHandler(TeacherPage):
    """``POST {prefix}class/close`` (``code``): a teacher closes one of their classes' tables."""

    @web.authenticated
    async def post(self) -> None:
        code = self.get_body_argument("code", "")
        if code not in {t["code"] for t in await self.class_tables(await self.classes())}:
            raise web.HTTPError(404)
        self.tables.service.close_table(code)
        self.redirect(f"{self.settings['base_url']}class?lang={quote(request_lang(self))}")
