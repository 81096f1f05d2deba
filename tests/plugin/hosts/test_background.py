"""The detached child of a short-lived host process (hosts/background.py), with real
processes and pipes."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from supermemory_local.hosts.background import wait_idle

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="detaching needs os.fork")

# The parent keeps a copy of its stdout above fd 2 (as the MCP SDK's stdio transport
# does), hands its work to the child and ends. The child waits for the test to say that
# it saw the end of the parent's stdout, and records whether it was told before it gave up.
PROGRAM = textwrap.dedent(
    """
    import os, sys, time
    from pathlib import Path
    from supermemory_local.hosts.background import detach, exit_now

    told, done = Path(sys.argv[1]), Path(sys.argv[2])
    copy = os.dup(1)
    assert copy > 2
    print("answered", flush=True)

    def work():
        deadline = time.monotonic() + 60
        while not told.exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        done.write_text("told" if told.exists() else "gave up")

    if detach(work):
        exit_now()
    """
)


def test_the_hosts_pipes_close_when_the_parent_ends_not_when_the_child_does(
    tmp_path: Path,
) -> None:
    told, done = tmp_path / "told", tmp_path / "done"
    env = {
        **os.environ,
        "SUPERMEMORY_LOG": str(tmp_path / "supermemory.log"),
        "SUPERMEMORY_BACKGROUND_GRACE_S": "0",
    }
    proc = subprocess.Popen(
        [sys.executable, "-c", PROGRAM, str(told), str(done)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    assert proc.stdout is not None
    out: list[bytes] = []
    reader = threading.Thread(target=lambda: out.append(proc.stdout.read()))  # type: ignore[union-attr]
    reader.start()
    reader.join(timeout=120)  # a generous deadline: a child holding the pipe takes 60 s
    told.write_text("saw the end of stdout")
    reader.join()
    assert proc.wait(timeout=60) == 0
    assert out == [b"answered\n"]
    assert wait_idle(path=tmp_path / "supermemory.log.jobs")
    assert done.read_text() == "told", "the child kept the host's stdout open"


# A host runs a hook through `/bin/sh -c` (as Claude Code does) and waits for it; the hook
# leaves its work to the child, which records whether the host was still running when the
# work began. The host then waits for the file named in argv[2] (at most 60 s) and ends.
HOOK = textwrap.dedent(
    """
    import os, sys
    from pathlib import Path
    from supermemory_local.hosts.background import detach, exit_now, host_pid, _running

    host = host_pid()
    Path(sys.argv[1]).write_text(str(host))

    def work():
        Path(sys.argv[2]).write_text("host running" if _running(host) else "host gone")

    if detach(work):
        exit_now()
    """
)
HOST = textwrap.dedent(
    """
    import os, shlex, subprocess, sys, time
    from pathlib import Path

    hook = sys.argv[1:4]
    subprocess.run(["/bin/sh", "-c", shlex.join([sys.executable, "-c", *hook])], check=True)
    deadline = time.monotonic() + 60
    while sys.argv[4] == "linger" and not Path(hook[2]).exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    print("host", os.getpid())
    """
)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")
@pytest.mark.parametrize(
    ("linger", "grace", "expected"),
    [("exit", "60", "host gone"), ("linger", "0.2", "host running")],
)
def test_detached_work_waits_for_the_host_to_end_at_most_the_grace(
    tmp_path: Path, linger: str, grace: str, expected: str
) -> None:
    """The host ends at once: the work (granted 60 s) begins after it ended. The host
    stays until the work is done: the work begins after the grace, the host still there."""
    seen, done = tmp_path / "host", tmp_path / "done"
    env = {
        **os.environ,
        "SUPERMEMORY_LOG": str(tmp_path / "supermemory.log"),
        "SUPERMEMORY_BACKGROUND_GRACE_S": grace,
    }
    host = subprocess.run(
        [sys.executable, "-c", HOST, HOOK, str(seen), str(done), linger],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    assert wait_idle(path=tmp_path / "supermemory.log.jobs")
    assert host.stdout == f"host {seen.read_text()}\n", "host_pid() is the host, past sh -c"
    assert done.read_text() == expected
