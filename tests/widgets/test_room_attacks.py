"""The class code and the teacher's controls, attacked over HTTP as a classmate's script would.

One small server in this process: the kit's guard, the room's projector page and the teacher's view of
the tables, in front of a page that says "joined". It listens on the room address 127.0.0.2 and each
device connects from its own loopback address (127.0.0.3 and up): no traffic leaves loopback, and no
kernel is started, so the whole file takes a few seconds.

What these attacks achieved before the fix: the ``?class=`` link was never counted (a scan
of 0000-9999 found the code in 2.8 s); the ``kit_class`` cookie was the code itself (found in 2.4 s);
20 addresses x 10 wrong posts were 200 checked tries in 0.1 s; the teacher could close no table.
"""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from widgets.server import CONFIG

from tests.aio import run

from .room_guard_server import device, let_in, room_server

CODE = "48210937"
#: the served limits of the class code (the settings file's ``KitRoom``)
LIMITS = {"wrong_burst": 10, "free_tries": 3, "class_burst": 60, "class_per_minute": 60, **json.loads(CONFIG.read_text()).get("KitRoom", {})}


@pytest.fixture(scope="module")
def server():
    with room_server(CODE) as running:
        yield running


def test_scanning_the_join_link_is_throttled_like_the_form(server):
    async def scan():
        async with device(3) as script:
            wrong = await asyncio.gather(*(script.get(server["url"] + f"kit/?class={n:08d}") for n in range(40)))
            right = await script.get(server["url"] + f"kit/?class={CODE}")
        return [r.status_code for r in wrong], right

    statuses, right = run(scan())
    burst = LIMITS["wrong_burst"]
    # before: 40 x 200 (the form, nothing counted), then the right code let the script in
    assert statuses.count(403) == burst and statuses.count(429) == 40 - burst
    assert right.status_code == 429 and not let_in(right)  # throttled: even the right code is not checked


def test_the_pass_is_the_servers_own_never_the_code(server):
    async def scan():
        async with device(4) as script:
            tries = [await script.get(server["url"] + "kit/", headers={"Cookie": f"{name}={value}"})
                     for value in [CODE, "4821"] + [f"{n:08d}" for n in range(10)] for name in ("kit_class", "kit_pass")]
            then = await script.get(server["url"] + f"kit/?class={CODE}")
        async with device(5) as learner, device(6) as classmate:
            joined = await learner.get(server["url"] + f"?class={CODE}")
            passed = learner.cookies.get("kit_pass")
            mine = await learner.get(server["url"] + "kit/")
            copied = await classmate.get(server["url"] + "kit/", headers={"Cookie": f"kit_pass={passed}"})
        return tries, then, joined, passed, mine, copied

    tries, then, joined, passed, mine, copied = run(scan())
    assert not any(let_in(r) for r in tries)  # before: the cookie kit_class=<the code> was a way in
    assert then.status_code == 429  # the scan's pass cookies were counted as wrong tries: the device waits
    assert joined.status_code == 302 and passed and CODE not in passed and len(passed) > 30
    assert let_in(mine)
    assert not let_in(copied)  # a pass works on the device it was given to only


def test_wrong_codes_from_many_addresses_share_one_limit_and_the_class_still_joins(server):
    addresses = range(10, 30)

    async def attack():
        async def ten(n: int) -> list[int]:
            async with device(n) as script:
                return [(await script.post(server["url"] + "kit/join", data={"code": f"{n:04d}{k:04d}"})).status_code
                        for k in range(10)]

        started = time.monotonic()
        statuses = [s for one in await asyncio.gather(*(ten(n) for n in addresses)) for s in one]
        statuses.append(time.monotonic() - started)
        async with device(200) as learner:  # a learner arriving during the attack, code typed right
            learner_in = await learner.post(server["url"] + "kit/join", data={"code": "4821 0937"})
        return statuses, learner_in

    statuses, learner_in = run(attack())
    seconds = statuses.pop()
    checked = statuses.count(403)
    # before: 200 tries checked in a moment; now each device's first free tries, then the class's allowance
    # (given back at class_per_minute while the attack lasts)
    refilled = int(LIMITS["class_per_minute"] * seconds / 60) + 1
    assert checked <= len(addresses) * LIMITS["free_tries"] + LIMITS["class_burst"] + refilled
    assert checked < len(statuses)
    assert statuses.count(429) == len(statuses) - checked
    assert learner_in.status_code == 302  # the script does not stop a learner typing the right code


def test_the_teacher_gives_a_new_code_and_joined_devices_stay_in(server):
    url, teacher = server["url"], "kit/room?teacher=teacher-secret"

    async def change():
        async with device(40) as learner, device(41) as late, device(42) as projector:
            await learner.get(url + f"?class={server['room'].class_code}")
            old = server["room"].class_code
            refused = await learner.post(url + "kit/room", data={"new_code": "1"})  # a learner's device
            assert server["room"].class_code == old
            changed = await projector.post(url + teacher, data={"new_code": "1"})
            page = await projector.get(url + changed.headers["Location"].lstrip("/"))
            still = await learner.get(url + "kit/")
            with_old = await late.get(url + f"?class={old}")
            with_new = await late.get(url + f"?class={server['room'].class_code}")
        return refused, old, changed, page, still, with_old, with_new

    refused, old, changed, page, still, with_old, with_new = run(change())
    assert refused.status_code == 404
    assert changed.status_code == 303 and server["room"].class_code != old  # before: 405, no way to change it
    new = server["room"].class_code
    assert f"{new[:4]} {new[4:]}" in page.text and "kit-room-changed" in page.text
    assert let_in(still)  # joined before the change: still in
    assert with_old.status_code == 403 and not let_in(with_old)  # the old code (a photo of the QR code)
    assert with_new.status_code == 302


def test_the_teacher_closes_a_table_or_every_table_of_a_device(server):
    service, url = server["bridge"].service, server["url"]
    one = service.create_table("duo", {}, ["open", "open"], device="127.0.0.50")[0]
    flood = [service.create_table("duo", {}, ["open", "open"], device="127.0.0.51")[0] for _ in range(3)]
    kept = service.create_table("duo", {}, ["open", "open"], device="127.0.0.52")[0]
    view = f"kit/class?teacher={server['bridge'].teacher_code}"

    async def close():
        async with device(60) as teacher, device(61) as learner:
            await learner.get(url + f"?class={server['room'].class_code}")
            sneaky = await learner.post(url + "kit/class", data={"close_device": "127.0.0.52"})
            page = await teacher.get(url + view)
            first = await teacher.post(url + view, data={"close": one})
            second = await teacher.post(url + view, data={"close_device": "127.0.0.51"})
            after = await teacher.get(url + second.headers["Location"].lstrip("/"))
        return sneaky, page, first, second, after

    sneaky, page, first, second, after = run(close())
    assert sneaky.status_code == 403  # a learner's device cannot close anything
    assert page.text.count("kit-class-close-device") == 5 and "127.0.0.51" in page.text
    assert first.status_code == second.status_code == 303  # before: 405, the teacher could close nothing
    codes = {t["code"] for t in service.tables()}
    assert codes == {kept} and one not in codes and not set(flood) & codes
    assert "Tables closed: 3." in after.text
