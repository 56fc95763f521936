"""``make hub``: a real JupyterHub for a class (or a school) on this machine.

``python -m widgets.hub [--port 8000] [--room | --room-address A] [--users "ana bruno"] [--teachers "lee"]
[--classes "7a=ana,bruno"] [--idle-minutes 30] [--state .hub]`` sets the environment of
:mod:`widgets.hub.config` and runs ``jupyterhub -f widgets/hub/config.py``; once the hub answers it
prints what to open, as ``make serve`` does. The class password and the teachers' password are made
once and kept in the state folder (``.hub/``), with the hub's database, the learners' homes and the
tables' database; ``PASSWORD=...`` / ``TEACHER_PASSWORD=...`` in the environment choose them instead.
"""

from __future__ import annotations

import argparse
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from widgets.server.room import network_address

from .roster import parse_classes

ROOT = Path(__file__).resolve().parents[2]
CONFIG_FILE = Path(__file__).resolve().with_name("config.py")
READY_LINE = "JupyterHub is now running"


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


def kept_secret(state: Path, name: str, given: str | None, length: int) -> str:
    """A password given in the environment, else the one made the first time (kept in ``state``)."""
    if given:
        return given
    path = state / name
    if not path.exists():
        path.write_text(secrets.token_urlsafe(length)[:length])
        path.chmod(0o600)
    return path.read_text().strip()


def hub_environment(args: argparse.Namespace, state: Path) -> dict[str, str]:
    """The environment :mod:`widgets.hub.config` reads."""
    parse_classes(args.classes)  # a wrong class list stops here, with the reason
    return {
        "KIT_HUB_STATE": str(state), "KIT_HUB_IP": args.ip, "KIT_HUB_PORT": str(args.port),
        "KIT_HUB_API_PORT": str(free_port()), "KIT_HUB_PROXY_API_PORT": str(free_port()),
        "KIT_HUB_TABLES_PORT": str(free_port()),
        "KIT_HUB_PASSWORD": kept_secret(state, "class-password", os.environ.get("PASSWORD"), 8),
        "KIT_HUB_TEACHER_PASSWORD": kept_secret(state, "teacher-password", os.environ.get("TEACHER_PASSWORD"), 32),
        "KIT_HUB_USERS": args.users, "KIT_HUB_TEACHERS": args.teachers, "KIT_HUB_CLASSES": args.classes,
        "KIT_HUB_IDLE": str(args.idle_minutes),
    }


def announcement(env: dict[str, str]) -> str:
    url = f"http://{env['KIT_HUB_IP']}:{env['KIT_HUB_PORT']}/"
    who = f"the names {env['KIT_HUB_USERS']}" if env["KIT_HUB_USERS"] else "their own name"
    lines = [f"\n  ==> Learners open: {url}   (they log in with {who} and the class password: "
             f"{env['KIT_HUB_PASSWORD']})"]
    if env["KIT_HUB_TEACHERS"]:
        lines.append(f"  ==> Teachers ({env['KIT_HUB_TEACHERS']}) log in with the teachers' password: "
                     f"{env['KIT_HUB_TEACHER_PASSWORD']}   (keep it to yourself)")
    lines.append(f"  ==> The teacher's view of the classes: {url}services/kit-tables/class")
    lines.append(f"  ==> The hub keeps its state (logins, homes, tables) in {env['KIT_HUB_STATE']}\n")
    return "\n".join(lines)


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m widgets.hub", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--room", action="store_true", help="serve this machine's network address")
    parser.add_argument("--room-address", default=None)
    parser.add_argument("--users", default="", help="the learners' names (space-separated); none: any name")
    parser.add_argument("--teachers", default="", help="the teachers' names (space-separated)")
    parser.add_argument("--classes", default="", help='classes as hub groups: "7a=ana,bruno 7b=carla"; a teacher named in '
                        'a class teaches that class only (named in none: every class)')
    parser.add_argument("--idle-minutes", type=int, default=30)
    parser.add_argument("--state", default=str(ROOT / ".hub"))
    args = parser.parse_args(argv)
    args.ip = args.room_address or (network_address() if args.room else "127.0.0.1")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    state = Path(args.state).resolve()
    state.mkdir(parents=True, exist_ok=True)
    try:
        env = hub_environment(args, state)
    except ValueError as err:
        print(f"make hub: {err}", file=sys.stderr)
        return 2
    hub = subprocess.Popen([str(Path(sys.executable).with_name("jupyterhub")), "-f", str(CONFIG_FILE)],
                           cwd=state, env=dict(os.environ, **env), stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
    # the hub is in this process's group: Ctrl-C (or a signal to the group) stops it and its servers
    signal.signal(signal.SIGTERM, lambda *_: hub.terminate())
    started = time.monotonic()
    try:
        for line in hub.stdout:
            sys.stdout.write(line)
            if READY_LINE in line:
                print(announcement(env) + f"  (ready in {time.monotonic() - started:.1f} s; Ctrl-C stops it)",
                      flush=True)
    except KeyboardInterrupt:
        pass
    return hub.wait()


if __name__ == "__main__":
    sys.exit(main())
