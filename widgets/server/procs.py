"""A kernel's process as the kernel manager sees it: its CPU priority and its memory (Linux ``/proc``)."""

from __future__ import annotations

import os
import resource


def can_raise_priority() -> bool:
    """True when this process may lower a nice value again (root, or RLIMIT_NICE allows it)."""
    if os.geteuid() == 0:
        return True
    soft, _hard = resource.getrlimit(resource.RLIMIT_NICE)
    return soft == resource.RLIM_INFINITY or 20 - soft <= 0


def set_nice(pid: int, nice: int) -> bool:
    """Set the nice value of every thread of process ``pid``; False when it cannot be done."""
    try:
        tids = [int(t) for t in os.listdir(f"/proc/{pid}/task")]
    except OSError:
        tids = [pid]
    done = False
    for tid in tids:
        try:
            os.setpriority(os.PRIO_PROCESS, tid, nice)
            done = True
        except OSError:
            pass
    return done


def resident_mb(pid: int) -> float | None:
    """Resident memory of process ``pid`` in MB (None when it cannot be read)."""
    try:
        with open(f"/proc/{pid}/statm") as statm:
            pages = int(statm.read().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
