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
    env = {**os.environ, "SUPERMEMORY_LOG": str(tmp_path / "supermemory.log")}
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
