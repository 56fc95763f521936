"""What an app's first render weighs: the widgets it makes, the messages its kernel sends, the state the page
receives, and the time to build it, in this tree and (``--against OLD_TREE``) in another, side by side.

Run:  .venv/bin/python tests/benchmarks/bench_first_render.py [--quick] [--against /tmp/old-kit]
(an older tree: ``git worktree add /tmp/old-kit main``, or ``git archive main | tar -x -C /tmp/old-kit``).
Prints figures; asserts nothing.

For each app (``TokaidoApp()`` then ``app.open_query()``, as the notebooks in ``notebooks/apps/`` run them):

* **widgets**: the models made (``ipywidgets.widgets.widget._instances`` before and after): each is one
  ``comm_open`` from the page's kernel through the Voila server, and one model the page creates; then the
  same models per kind (class), where repeated per-item widgets show;
* **messages** and **message bytes**: what the kernel sends while building (every ``comm_open`` and every
  state update after it; counted on the comm, as the kernel would send it);
* **state bytes**: the sum of the JSON sizes of ``get_state()`` of the widgets made: what the page receives
  when it asks for the widgets' state;
* **build ms**: the median time of one build in this process, after the first (imports, caches).

Widgets, messages and bytes are those of the first build in a fresh process, as in a page's kernel.

Each tree is measured in its own Python process; with ``--against`` the two trees' processes take turns,
round after round, so that a change of the machine's load falls on both, and the ratio old/new is printed.
The machine's plain-Python speed (:mod:`tests.benchmarks.machine`) and the load average are printed beside.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APPS = {"tokaido": "widgets.tokaido.app:TokaidoApp", "sakura": "widgets.sakura.app:SakuraApp",
        "duo": "widgets.duo.app:DuoApp"}

# Runs inside one tree's Python process: prints one JSON line of figures.
CHILD = r"""
import importlib, json, statistics, sys, time
sys.path.insert(0, sys.argv[1])
import comm
from comm.base_comm import BaseComm

SENT = [0, 0]

class CountingComm(BaseComm):
    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        SENT[0] += 1
        SENT[1] += len(json.dumps(data, default=str)) + sum(len(b) for b in buffers or ())

comm.create_comm = lambda *a, **k: CountingComm(*a, **k)
from ipywidgets.widgets.widget import _instances

module, name = sys.argv[2].split(":")
cls = getattr(importlib.import_module(module), name)
reps = int(sys.argv[3])

def build():
    app = cls()
    app.open_query()
    return app

before, sent = set(_instances), list(SENT)
build()  # as in a page's fresh kernel: the models shared by the kit's widgets are made here too
made = [_instances[k] for k in _instances if k not in before]
state = sum(len(json.dumps(w.get_state(), default=str)) for w in made)
kinds = {}
for w in made:
    kinds[type(w).__name__] = kinds.get(type(w).__name__, 0) + 1
figures = {"widgets": len(made), "messages": SENT[0] - sent[0], "message_bytes": SENT[1] - sent[1],
           "state_bytes": state, "kinds": kinds}
times = []
for _ in range(reps):
    start = time.perf_counter()
    build()
    times.append((time.perf_counter() - start) * 1000)
figures["build_ms"] = statistics.median(times)
print(json.dumps(figures))
"""


def measure(tree: Path, app: str, reps: int) -> dict:
    out = subprocess.run([sys.executable, "-c", CHILD, str(tree), APPS[app], str(reps)], cwd=tree,
                         capture_output=True, text=True, check=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", type=Path, help="another tree of the kit (the old code), measured in turns")
    parser.add_argument("--quick", action="store_true", help="fewer builds and rounds (a shared machine)")
    parser.add_argument("--apps", nargs="*", default=list(APPS), choices=list(APPS))
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from tests.benchmarks.machine import python_speed

    reps, rounds = (5, 2) if args.quick else (15, 3)
    trees = {"new": ROOT} | ({"old": args.against.resolve()} if args.against else {})
    print(f"load average {os.getloadavg()[0]:.2f}; plain Python {python_speed():.0f} ms (tests/benchmarks/machine.py)")
    for app in args.apps:
        runs: dict[str, list[dict]] = {label: [] for label in trees}
        for _ in range(rounds):  # in turns: a change of load falls on every tree
            for label, tree in trees.items():
                runs[label].append(measure(tree, app, reps))
        rows = {label: {**r[0], "build_ms": statistics.median(x["build_ms"] for x in r)} for label, r in runs.items()}
        for label in reversed(list(trees)):
            f = rows[label]
            print(f"{app:8} {label}: {f['widgets']:4d} widgets, {f['messages']:4d} messages "
                  f"({f['message_bytes'] / 1000:6.1f} kB), state {f['state_bytes'] / 1000:6.1f} kB, "
                  f"build {f['build_ms']:6.1f} ms")
            kinds = sorted(f["kinds"].items(), key=lambda kv: (-kv[1], kv[0]))
            print(f"{'':8} {label} per kind: " + ", ".join(f"{n} {kind}" for kind, n in kinds))
        if "old" in rows:
            old, new = rows["old"], rows["new"]
            print(f"{app:8} old/new: widgets {old['widgets'] / new['widgets']:.2f}x, "
                  f"messages {old['messages'] / new['messages']:.2f}x, "
                  f"state {old['state_bytes'] / new['state_bytes']:.2f}x, build {old['build_ms'] / new['build_ms']:.2f}x")
    print(f"load average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
