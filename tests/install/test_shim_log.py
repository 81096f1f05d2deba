"""The shim's log lines: UTC ISO-8601 times, and a normal stop that is not a failure."""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

import pytest

from tests.plugin.bridge.test_shim import NODE, counting, run_shim

pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")
SHIM_LINE = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z shim\[\d+\] ")


def test_every_shim_line_has_a_utc_iso_time(tmp_path: Path) -> None:
    run_shim(tmp_path, "broken", counting(tmp_path, "sys.exit(3)"))
    shim = [line for line in (tmp_path / "bridge.log").read_text().splitlines() if "shim[" in line]
    assert len(shim) >= 4  # one per exit, and the give-up
    assert all(SHIM_LINE.match(line) for line in shim), shim


def test_disposing_the_plugin_stops_the_bridge_without_a_failure(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    out = run_shim(tmp_path, "flow", [str(Path(sys.executable).parent / "supermemory"), "bridge"])
    assert [t for t in out["toasts"] if t["variant"] == "error"] == []
    deadline = time.monotonic() + 120  # the bridge outlives node by a moment (generous: load)
    while "bridge stopped" not in (log := (tmp_path / "bridge.log").read_text()):
        assert time.monotonic() < deadline, log
        time.sleep(0.1)
    assert "bridge stopped (stdin closed)" in log
    assert "exited" not in log and "failed" not in log


def test_a_bridge_that_exits_cleanly_is_logged_as_stopped_and_restarted(tmp_path: Path) -> None:
    # Answers init, then ends with status 0 on the next request, as after a SIGTERM it handled.
    body = (
        "\nimport json\n"
        "for line in sys.stdin:\n"
        "    req = json.loads(line)\n"
        "    if req['method'] != 'init':\n"
        "        sys.exit(0)\n"
        "    print(json.dumps({'id': req['id'], 'ok': True, 'result': {}}), flush=True)\n"
    )
    run_shim(tmp_path, "resend", counting(tmp_path, body))
    log = (tmp_path / "bridge.log").read_text()
    assert "the bridge stopped (exit 0)" in log
    assert "the bridge exited" not in log
