"""Benchmark: what a classmate's script achieves against the room's class code and tables.

Run: ``.venv/bin/python tests/benchmarks/bench_room_attacks.py [--quick]``. Not collected by pytest.

* **the join link scan**: one address asks ``?class=<code>`` for N codes, 40 at once (the right one
  last), against the kit's guard in this process on 127.0.0.2 (tests/widgets/room_guard_server.py);
* **the cookie scan**: the same, the codes sent as cookies (``kit_class`` and ``kit_pass``);
* **many addresses**: 20 addresses post 10 wrong codes each, at once;
* **a lesson**: the served limits (``KitRoom``) against a script on 256 addresses trying as fast as it
  is let for 2 hours (a clock of its own): codes checked, the chance to find the code;
* **the table flood**: 256 addresses create tables until refused (the served ``KitTables``), then a
  class of 30 creates 8 tables and joins them.

Every request goes to 127.0.0.2 from 127.0.0.x. Times depend on the machine's load: read the counts.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.tables.helpers import Clock  # noqa: E402
from tests.tables.test_flood import a_class, flood  # noqa: E402
from tests.widgets.room_guard_server import device, let_in, lesson_script, room_server  # noqa: E402
from widgets.server import CONFIG  # noqa: E402
from widgets.server.gate import GateSettings  # noqa: E402
from widgets.tables import Refused, TableService, TableSettings  # noqa: E402

CODE = "48210937"


async def scan(url: str, n: int, source: int, as_cookie: bool) -> tuple[float, dict, bool]:
    codes = [f"{k:08d}" for k in range(n)] + [CODE]
    statuses: dict[int, int] = {}
    found = False
    gate = asyncio.Semaphore(40)
    async with device(source) as client:
        async def one(code: str) -> None:
            nonlocal found
            async with gate:
                if as_cookie:
                    answer = await client.get(url + "kit/", headers={"Cookie": f"kit_class={code}; kit_pass={code}"})
                else:
                    answer = await client.get(url + f"kit/?class={code}")
            statuses[answer.status_code] = statuses.get(answer.status_code, 0) + 1
            found = found or let_in(answer)

        started = time.perf_counter()
        await asyncio.gather(*(one(code) for code in codes))
    return time.perf_counter() - started, statuses, found


async def many(url: str) -> tuple[float, dict]:
    async def ten(n: int) -> list[int]:
        async with device(n) as client:
            return [(await client.post(url + "kit/join", data={"code": f"{n:04d}{k:04d}"})).status_code
                    for k in range(10)]

    started = time.perf_counter()
    statuses = [s for one in await asyncio.gather(*(ten(n) for n in range(10, 30))) for s in one]
    return time.perf_counter() - started, {s: statuses.count(s) for s in sorted(set(statuses))}


def main() -> None:
    quick = "--quick" in sys.argv
    n = 300 if quick else 2000
    with room_server(CODE) as server:
        for name, cookie, source in (("join link scan", False, 3), ("cookie scan", True, 4)):
            seconds, statuses, found = asyncio.run(scan(server["url"], n, source, cookie))
            print(f"{name}: {n} wrong codes + the right one from one address in {seconds:.1f} s; "
                  f"answers {statuses}; let in: {found}")
        seconds, statuses = asyncio.run(many(server["url"]))
        print(f"20 addresses x 10 wrong posts in {seconds:.1f} s: answers {statuses} (403: checked, 429: not)")
    settings = GateSettings.from_config_file(CONFIG)
    gate, learner = lesson_script(settings, addresses=256, minutes=120, learner_at=60)
    checked = gate.counts["wrong"]
    print(f"a 2-hour lesson, 256 addresses: {checked} codes checked of 10^{settings.code_digits} "
          f"({100 * checked / 10 ** settings.code_digits:.4f}% chance to find the code); refused unchecked "
          f"{gate.counts['slow']} (device) + {gate.counts['busy']} (class); a learner at the hour: {learner}")
    clock = Clock()
    tables = TableService(TableSettings.from_config_file(CONFIG).with_changes(data_dir=""), clock=clock)
    made = flood(tables, clock)
    held = len(tables.tables())
    clock.advance(tables.settings.make_way_after)
    try:
        a_class(tables, clock)
        verdict = "the class of 30 made its 8 tables"
    except Refused as err:
        verdict = f"the class was refused: {err}"
    print(f"table flood, 256 addresses: {made} tables made, {held} held at once; a minute later {verdict}")


if __name__ == "__main__":
    main()
