"""``supermemory doctor`` pings the bridge without writing to the user's bridge log."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SUPERMEMORY = str(Path(sys.executable).parent / "supermemory")


def test_doctor_leaves_the_bridge_log_alone(tmp_path: Path, isolated_home: Path) -> None:
    log = isolated_home / ".local" / "state" / "supermemory" / "bridge.log"
    log.parent.mkdir(parents=True)
    log.write_text("an earlier line\n")
    for _ in range(2):
        done = subprocess.run(
            [SUPERMEMORY, "doctor"], cwd=tmp_path, capture_output=True, text=True, check=False
        )
        assert "✓ bridge: " in done.stdout, done.stdout + done.stderr
    assert log.read_text() == "an earlier line\n"
    assert not list(Path(tmp_path).iterdir())
