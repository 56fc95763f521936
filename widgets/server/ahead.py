"""Warm kernels that build ahead the app a class is about to open, within a memory budget.

**Why.** When a teacher says "now open the app", twenty pages ask for it within a second. A warm
kernel has imported everything, but each page's kernel still built the app's board once the page had
asked (about 0.3 CPU-second, three pages at a time): on a 2-core school laptop the twentieth page
came after about 4 s. Here the warm kernels build that app *before* the class asks
(:func:`widgets.server.kernel_setup.build_ahead`; the page's notebook then takes it:
:mod:`widgets.common.ahead`), so a page's notebook only hands the app over and reads its address.

**Which app.** The one the teacher set (``KitKernelManager.ahead_app``, or the class page's choice,
:meth:`BuildAhead.set_ahead_app`), else the one most devices asked for in the last ``ahead_window``
seconds (:class:`AppsAsked`): the teacher's own projector page, or the first learners, name it. A
device counts once per app, however many pages it loads: a device loading one app in a loop
cannot turn the class's kernels to the app it floods. With nothing set and nothing asked for, the
warm kernels build nothing (they serve every page, tutorials included, as before).

**Memory.** A kernel built ahead holds its app (a few MB more than a warm one). The pool grows only
while every kernel's resident memory, plus one kernel more, stays within ``memory_budget_mb`` (a
class of 30 on a 4 GB laptop: 3000), and warm kernels beyond it are shut down, newest first: the
learners' kernels, which grow as they play, come before the ones waiting for the next pages.
"""

from __future__ import annotations

import ast
import json
import time
from collections import deque

from traitlets import Float, HasTraits, Integer, Unicode

from tokaido_kit.core import i18n

from .procs import resident_mb

#: the apps a kernel can build ahead: notebook (relative to the served folder, any folder above it)
#: -> (module, class)
APPS = {
    "apps/tokaido.ipynb": ("widgets.tokaido.app", "TokaidoApp"),
    "apps/sakura.ipynb": ("widgets.sakura.app", "SakuraApp"),
    "apps/duo.ipynb": ("widgets.duo.app", "DuoApp"),
}
#: what a kernel that built an app ahead is asked afterwards: the app's widget id
AHEAD_MODEL = "__import__('widgets.server.kernel_setup', fromlist=['ahead_model']).ahead_model()"
#: seconds between two looks at the kernels' memory for the budget
BUDGET_EVERY = 2.0
#: a kernel's memory before any has been measured (MB): an app's kernel, as bench_classroom measures it
KERNEL_MB_GUESS = 110.0


def app_of(notebook: str | None) -> str | None:
    """The app (a key of :data:`APPS`) that ``notebook`` (a served path) opens, or None."""
    if not notebook:
        return None
    path = notebook.replace("\\", "/").lstrip("/")
    for app in APPS:
        if path == app or path.endswith("/" + app):
            return app
    return None


class AppsAsked:
    """Which app pages were asked for, by how many devices, in the last ``window`` seconds."""

    def __init__(self, window: float, clock=time.monotonic) -> None:
        self.window, self.clock = window, clock
        self.asked: deque[tuple[float, str, str, str]] = deque()  # (when, app, device, lang), oldest first
        self.limit = 2000  # kept entries at most (a flood adds none once its device counted)

    def note(self, notebook: str | None, device: str, lang: str | None = None) -> None:
        """A page of ``notebook`` asked for by ``device``, with ``?lang=lang`` (None: none, or not one
        of the kit's languages)."""
        app = app_of(notebook)
        if app is None:
            return
        lang = lang if lang in i18n.languages() else ""
        self._forget_old()
        if any(a == app and d == device for _t, a, d, _l in self.asked):
            self.asked = deque(e for e in self.asked if not (e[1] == app and e[2] == device))
        self.asked.append((self.clock(), app, device, lang))
        while len(self.asked) > self.limit:
            self.asked.popleft()

    def _forget_old(self) -> None:
        old = self.clock() - self.window
        while self.asked and self.asked[0][0] < old:
            self.asked.popleft()

    def likeliest(self) -> str | None:
        """The app most devices asked for (the latest asked, on a tie), or None."""
        self._forget_old()
        devices: dict[str, set[str]] = {}
        latest: dict[str, float] = {}
        for when, app, device, _lang in self.asked:
            devices.setdefault(app, set()).add(device)
            latest[app] = when
        if not devices:
            return None
        return max(devices, key=lambda a: (len(devices[a]), latest[a]))


    def language(self, app: str) -> str | None:
        """The ``?lang=`` most devices asked ``app`` in (None: none, the app's own language)."""
        self._forget_old()
        counts: dict[str, int] = {}
        for _when, asked, _device, lang in self.asked:
            if asked == app:
                counts[lang] = counts.get(lang, 0) + 1
        best = max(counts, key=counts.__getitem__, default="")
        return best or None


class BuildAhead(HasTraits):
    """The kernel manager's side: settings, the app to build, the memory budget (module docstring)."""

    ahead_app = Unicode(
        "", config=True,
        help="The app the warm kernels build ahead (e.g. apps/tokaido.ipynb); empty: the one most devices "
             "asked for in the last ahead_window seconds; 'none': build nothing ahead.",
    )
    ahead_window = Float(
        300.0, config=True,
        help="Seconds of page requests that say which app a class is opening.",
    )
    memory_budget_mb = Integer(
        3000, config=True,
        help="All kernels' resident memory (MB): the warm pool grows only within it (0: no budget).",
    )

    def _init_ahead(self) -> None:
        self.apps_asked = AppsAsked(self.ahead_window)
        self._built: dict[str, tuple[str, str | None]] = {}  # warm kernel id -> the app it built, its language
        self._teacher_app: str | None = None  # set from the class page (None: the setting's)
        self._budget_seen = float("-inf")
        self._no_room_until = float("-inf")
        self._announced: tuple | None = None  # the last "built ahead" note in the log
        self._ahead_models: dict[str, str] = {}  # kernel id -> the widget id of the app it built ahead
        from .pageahead import PagesAhead

        #: each app's page as it was rendered for a kernel with the app built ahead (:mod:`.pageahead`)
        self.pages_ahead = PagesAhead()

    # ------------------------------------------------------------------ which app
    def set_ahead_app(self, notebook: str | None) -> str | None:
        """The teacher names the app the class opens next (None: back to the setting / prediction).
        Raises ValueError for a page that is not an app. Returns the app now built ahead."""
        if notebook is not None and app_of(notebook) is None:
            raise ValueError(f"not an app: {notebook!r}")
        self._teacher_app = app_of(notebook)
        return self.app_to_build()

    @property
    def teacher_app(self) -> str | None:
        """The app the teacher chose on the projector page (None: the setting's, or the pages asked for)."""
        return self._teacher_app

    def app_to_build(self) -> str | None:
        """The app warm kernels should hold now (see the module docstring), or None."""
        if not self.pool_size:
            return None
        if self._teacher_app is not None:
            return self._teacher_app
        setting = self.ahead_app.strip()
        if setting.lower() == "none":
            return None
        if setting:
            return app_of(setting)
        return self.apps_asked.likeliest()

    def _pool_kernel_for(self, notebook: str | None, lang: str | None = None) -> str:
        """The warm kernel to give a page of ``notebook`` asked in ``lang``: one that built its app in
        that language, else in another, else one that built nothing, else the oldest (the app it built
        is closed at the claim)."""
        app = app_of(notebook)
        lang = lang if lang in i18n.languages() else None
        built = [self._built.get(k, (None, None)) for k in self._pool]
        tries = [lambda b: b[0] is None]
        if app is not None:
            tries[:0] = [lambda b: b == (app, lang), lambda b: b[0] == app]
        for fits in tries:
            for kernel_id, made in zip(self._pool, built):
                if fits(made):
                    return kernel_id
        return self._pool[0]

    def _to_build(self) -> tuple[str, str, str | None] | None:
        """A warm kernel that does not hold the app to build, that app and its language; None: all do."""
        app = self.app_to_build()
        if app is None:
            return None
        lang = self.apps_asked.language(app)
        for kernel_id in self._pool:
            if self._built.get(kernel_id) != (app, lang):
                return kernel_id, app, lang
        return None

    async def _build_ahead(self, kernel_id: str, app: str, lang: str | None) -> None:
        """Have warm kernel ``kernel_id`` build ``app`` (:mod:`.ahead`); out of the pool meanwhile."""
        self._pool.remove(kernel_id)
        self._warming_ids.add(kernel_id)
        self._warming += 1
        self._last_warm = time.monotonic()
        try:
            built = await self.run_code(kernel_id, "from widgets.server import kernel_setup as _kit\n"
                                        f"_kit.build_ahead(*{[*APPS[app], lang]!r})\ndel _kit", keep=True,
                                        expressions={"model": AHEAD_MODEL})
        except Exception as err:  # noqa: BLE001 - logged; the kernel goes, the pool starts another
            self.log.error("A warm kernel failed to build %s ahead: %s", app, err)
            self._warming_ids.discard(kernel_id)
            await self.shutdown_kernel(kernel_id, now=True)
        else:
            self._built[kernel_id] = (app, lang)
            model = built.get("model", {})
            if model.get("status") == "ok":
                self._ahead_models[kernel_id] = ast.literal_eval(model["data"]["text/plain"])
            self._warming_ids.discard(kernel_id)
            if kernel_id in self._kernels:
                self._pool.append(kernel_id)
            if self._to_build() is None and self._announced != (app, lang, len(self._pool)):
                self._announced = (app, lang, len(self._pool))
                self.log.info("Warm kernels ready with %s built ahead%s: %d", app, f" (lang={lang})" if lang else "",
                              len(self._pool))
        finally:
            self._warming -= 1

    def take_built(self, visitor: tuple, notebook: str) -> bool:
        """Set aside, for the page of ``visitor`` (the page handler's, :data:`~.kernels.VISITOR`), a warm
        kernel that holds ``notebook``'s app built ahead: its page can then be a kept one
        (:mod:`.pageahead`). False: there is none, or the device has another page opening (that page
        gets a kernel started for it, :meth:`~.admission.Admission._another_page_waiting`)."""
        app = app_of(notebook)
        if app is None or not self._pool or self._another_page_waiting(visitor):
            return False
        kernel_id = self._pool_kernel_for(notebook, visitor[2].lang)
        if self._built.get(kernel_id, (None, None))[0] != app or not self._ahead_models.get(kernel_id):
            return False
        self._pool.remove(kernel_id)
        visitor[2].ahead_kernel = kernel_id
        return True

    def _claim_code(self, kernel_id: str, request: dict, cwd: str, notebook: str | None,
                    reservation) -> str:
        """What the kernel runs when a page takes it (:func:`~.kernel_setup.claim`); when it built the
        page's app ahead and the page is a kept one, the notebook's cells too."""
        name = app_of(notebook)
        app = APPS.get(name)
        made = self._ahead_models.get(kernel_id) if app and self._built.get(kernel_id, (None,))[0] == name else None
        code = ("from widgets.server import kernel_setup as _kit\n"
                f"_kit.claim({json.dumps(request)!r}, {cwd!r}, {list(app) if app else None!r})\ndel _kit")
        if reservation is None:
            return code
        reservation.ahead_model = made
        if made and reservation.page_code is not None:
            return code + "\n" + reservation.page_code
        reservation.page_code = None
        return code

    def _may_build(self) -> bool:
        """Build ahead one kernel after the other while the server is calm, else one every
        ``refill_every`` s (a build is about 0.3 CPU-second, at low priority: a warm kernel's is 2)."""
        if self._last_page is None:
            return True
        now = time.monotonic()
        quiet = min(now - self._last_page, self._learners_quiet())
        return quiet >= self.refill_quiet or now - self._last_warm >= self.refill_every

    # ------------------------------------------------------------------ memory
    def kernels_mb(self) -> tuple[float, float]:
        """All kernels' resident memory (MB), and the largest warm kernel's (a guess when there is none)."""
        total, warm = 0.0, KERNEL_MB_GUESS
        for kernel_id in list(self._kernels):
            pid = self._pid(kernel_id)
            used = resident_mb(pid) if pid else None
            if used is not None:
                total += used
                if kernel_id in self._pool:
                    warm = max(warm, used)
        return total, warm

    def room_for_one_more(self) -> bool:
        """Whether one more warm kernel fits in ``memory_budget_mb`` (once it did not, looked at again
        only ``BUDGET_EVERY`` s later: the pool keeper asks five times a second)."""
        if not self.memory_budget_mb:
            return True
        now = time.monotonic()
        if now < self._no_room_until:
            return False
        total, warm = self.kernels_mb()
        if total + warm <= self.memory_budget_mb:
            return True
        self._no_room_until = now + BUDGET_EVERY
        return False

    def over_budget(self) -> str | None:
        """The newest warm kernel to shut down while all kernels are over the budget, or None (looked
        at every ``BUDGET_EVERY`` s)."""
        now = time.monotonic()
        if not self.memory_budget_mb or not self._pool or now - self._budget_seen < BUDGET_EVERY:
            return None
        self._budget_seen = now
        total, _largest = self.kernels_mb()
        return self._pool[-1] if total > self.memory_budget_mb else None
