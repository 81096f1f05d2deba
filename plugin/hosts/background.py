"""A host's work it does not wait for: finished by a detached child process.

Claude Code waits for each hook command to exit. What it uses of a hook is its stdout; the
rest (saving the summary after ``PostCompact``, refreshing the session's memory after
``Stop`` and ``SessionEnd``, writing the hook's log lines through the privacy filter) can
happen after the answer. So the hook answers, then :func:`detach` forks: the parent exits
at once and the child, in its own session with its stdio on ``/dev/null`` (Claude Code's
pipes closed, so nothing waits on them), does the rest.

Claude Code's own ``"async": true`` does not do for this: in ``claude -p`` (2.1.328) it
ends its background hooks when it exits, and a PostCompact summary was lost (docs/HOSTS.md).
A child in its own session is not ended with them.

A job waits for the host (the process that ran the hook or the MCP server, past its
shells: :func:`host_pid`) to end, at most ``$SUPERMEMORY_BACKGROUND_GRACE_S`` seconds
(``DEFAULT_GRACE_S``), before it starts: in ``claude -p`` the host ends soon after the
last hook, and a job running meanwhile made the turn slower (it competed with Claude Code
for the CPU); in an interactive session the job starts after the grace.

Order is kept: the jobs of one log (one installation) run one at a time, in the order
their hooks ran. Each parent, under a lock on ``<log>.jobs``, records its child's pid
there; a child waits for the previous one to end first (at most ``WAIT_PREVIOUS_S``).
:func:`wait_idle` waits for the last one (tests, the benchmark).

The MCP server uses it too: a client waits for the server process to end when it closes
the session (Claude Code before its SessionEnd hook and its exit), so the server's last
log lines are written by a detached child (mcp_server/server.py).

Without ``os.fork`` (Windows) nothing is detached and the hook does it all before exiting.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from pathlib import Path

WAIT_PREVIOUS_S = 120.0  # a job waits at most this long for the one before it
POLL_S = 0.01
GRACE_ENV = "SUPERMEMORY_BACKGROUND_GRACE_S"
DEFAULT_GRACE_S = 2.0  # a job waits at most this long for the host to end
# What a host runs a command through: Claude Code runs a hook as `/bin/sh -c COMMAND`,
# and the plugin's scripts add `sh hook.sh`.
SHELLS = frozenset({"sh", "dash", "bash", "zsh", "ash", "busybox", "hook.sh", "mcp.sh"})


def jobs_path() -> Path:
    from supermemory_local.hosts.logfile import log_path

    path = log_path()
    return path.with_name(path.name + ".jobs")


def _running(pid: int) -> bool:
    """Whether process ``pid`` is alive (a zombie nobody reaped yet counts as ended)."""
    if pid <= 0:
        return False
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            return f.read().rpartition(")")[2].split()[:1] != ["Z"]
    except FileNotFoundError:
        return False
    except OSError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _last(path: Path) -> int:
    try:
        return int(path.read_text(encoding="ascii").strip() or 0)
    except (OSError, ValueError):
        return 0


def wait_idle(timeout: float = 120.0, path: Path | None = None) -> bool:
    """Wait until the last detached job of this log has ended; False if it had not
    within ``timeout`` seconds."""
    pid = _last(path or jobs_path())
    deadline = time.monotonic() + timeout
    while _running(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(POLL_S)
    return True


def _grace() -> float:
    try:
        value = float(os.environ.get(GRACE_ENV, ""))
    except ValueError:
        return DEFAULT_GRACE_S
    return value if value >= 0 else DEFAULT_GRACE_S


def _stat(pid: int) -> tuple[str, int] | None:
    """The command name and the parent of process ``pid``, from /proc; None without it."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            stat = f.read()
        name = stat[stat.index("(") + 1 : stat.rindex(")")]
        return name, int(stat.rpartition(")")[2].split()[1])
    except (OSError, ValueError, IndexError):
        return None


def host_pid() -> int:
    """The process that ran this command, past the shells it ran it through (Claude
    Code, for a hook or the MCP server); 0 when it cannot be told (no /proc)."""
    pid = os.getppid()
    for _ in range(8):
        stat = _stat(pid)
        if stat is None:
            return 0
        name, parent = stat
        if name not in SHELLS:
            return pid
        pid = parent
    return 0


def detach(work: Callable[[], None]) -> bool:
    """Run ``work`` in a detached child after the previous job; True when the caller
    should just exit (the child runs it: :func:`exit_now`), False when it must run
    ``work`` itself (no fork on this system, or the fork or the job file failed)."""
    if not hasattr(os, "fork"):
        return False
    import fcntl

    path = jobs_path()
    host = host_pid()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)  # held only while the pid is read and written
        previous = _last(path)
        try:
            pid = os.fork()
        except OSError:
            return False
        if pid == 0:  # the child: never returns
            _child(fd, previous, host, work)
        os.lseek(fd, 0, os.SEEK_SET)
        os.ftruncate(fd, 0)
        os.write(fd, str(pid).encode("ascii"))
        return True
    finally:
        os.close(fd)  # the lock goes with the last copy of it


def _child(fd: int, previous: int, host: int, work: Callable[[], None]) -> None:
    status = 0
    try:
        os.close(fd)
        os.setsid()  # not ended with Claude Code's hook process group
        _close_copies_of_stdio()
        null = os.open(os.devnull, os.O_RDWR)
        for stream in (0, 1, 2):  # Claude Code reads our pipes until every copy is closed
            os.dup2(null, stream)
        os.close(null)
        with contextlib.suppress(OSError):
            os.nice(10)  # after the answer: the user's turn goes first for the CPU
        # Off the host's critical path: `claude -p` ends its turn (SessionEnd, the exit)
        # soon after Stop, and a job running meanwhile competes with it for the CPU; an
        # interactive host goes on running, and the job starts after the grace.
        grace = time.monotonic() + _grace()
        while host and _running(host) and time.monotonic() < grace:
            time.sleep(POLL_S * 2)
        deadline = time.monotonic() + WAIT_PREVIOUS_S
        while _running(previous) and time.monotonic() < deadline:
            time.sleep(POLL_S)
        work()
    except BaseException:
        status = 1
    finally:
        import logging

        logging.shutdown()
        os._exit(status)


def _close_copies_of_stdio() -> None:
    """Close every other descriptor of the pipes or sockets on stdin, stdout and stderr.

    The host reads our pipes until every copy is closed; a program may hold copies above
    2 (the MCP SDK's stdio transport keeps its private duplicates of fds 0 and 1 open for
    the life of the process), which the child would otherwise keep open until it ends."""
    import stat

    wire: set[tuple[int, int]] = set()
    for fd in (0, 1, 2):
        with contextlib.suppress(OSError):
            info = os.fstat(fd)
            if stat.S_ISFIFO(info.st_mode) or stat.S_ISSOCK(info.st_mode):
                wire.add((info.st_dev, info.st_ino))
    if not wire:
        return
    try:
        fds = [int(name) for name in os.listdir("/proc/self/fd")]
    except OSError:
        fds = list(range(3, 256))
    for fd in fds:
        if fd <= 2:
            continue
        with contextlib.suppress(OSError):
            info = os.fstat(fd)
            if (info.st_dev, info.st_ino) in wire:
                os.close(fd)


def exit_now() -> None:
    """End the hook process once its child has the rest: stdout flushed, no interpreter
    teardown (module finalization is time Claude Code would wait for)."""
    import sys

    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(0)
