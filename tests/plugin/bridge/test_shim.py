"""The JS shim in node with a fake OpenCode client: the real bridge, and broken ones."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from supermemory.engine.prompts import COMPACTION_INJECTION_HEADER, COMPLETE_TITLE, TRUNCATED_MARKER

HERE = Path(__file__).parent
SHIM = HERE.parents[2] / "plugin" / "opencode" / "supermemory.js"
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")


def run_shim(tmp_path: Path, scenario: str, command: list[str], **env: str) -> dict[str, Any]:
    assert NODE is not None
    done = subprocess.run(
        [NODE, str(HERE / "shim_harness.mjs"), SHIM.as_uri(), scenario],
        cwd=tmp_path,
        env={
            **os.environ,
            "SUPERMEMORY_BRIDGE_CMD": json.dumps(command),
            "SUPERMEMORY_DATABASE_URL": f"sqlite:///{tmp_path / 'memories.db'}",
            "SUPERMEMORY_LOG": str(tmp_path / "bridge.log"),
            **env,
        },
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def counting(tmp_path: Path, body: str) -> list[str]:
    """A bridge command that records each start in ``starts`` and then runs ``body``."""
    script = f"import sys; open({str(tmp_path / 'starts')!r}, 'a').write('start\\n'); {body}"
    return [sys.executable, "-c", script]


def starts(tmp_path: Path) -> int:
    path = tmp_path / "starts"
    return len(path.read_text().splitlines()) if path.exists() else 0


def test_the_shim_drives_the_real_bridge(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    bridge = [str(Path(sys.executable).parent / "supermemory"), "bridge"]
    out = run_shim(tmp_path, "flow", bridge)

    (summarize,) = out["summarize"]
    assert summarize == {
        "path": {"id": "ses_1"},
        "body": {"providerID": "fake", "modelID": "big-200k", "auto": False},
    }
    # Our prompt replaces OpenCode's (one structure); nothing is appended to OpenCode's.
    assert out["prompt"].startswith(COMPACTION_INJECTION_HEADER)
    assert out["context"] == []
    assert out["context_part"] == {
        "shown": False,
        "original": True,
        "copied": True,
        "inCompaction": True,
    }
    titles = [t["title"] for t in out["toasts"]]
    assert titles == ["Preemptive Compaction", COMPLETE_TITLE]
    # Layer 1 changed OpenCode's own part object, in place.
    assert out["samePart"] is True
    assert out["truncatedOutput"].endswith(TRUNCATED_MARKER)
    assert out["truncatedAgain"] is True
    (nudge,) = out["addedParts"]
    assert nudge["synthetic"] is True and nudge["type"] == "text"
    assert nudge["id"].startswith("prt_") and nudge["messageID"] == "msg_new"
    assert "Not found: no memory with id mem_nothere" in out["tool"]


def test_a_hanging_bridge_times_out_is_restarted_and_opencode_is_untouched(
    tmp_path: Path,
) -> None:
    command = counting(tmp_path, "import time; time.sleep(600)")
    out = run_shim(tmp_path, "broken", command, SUPERMEMORY_BRIDGE_TIMEOUT_MS="200")
    assert out["unchanged"] is True
    assert out["summarize"] == []
    assert "not available" in out["tool"]
    errors = [t for t in out["toasts"] if t["variant"] == "error"]
    assert len(errors) == 1 and "supermemory doctor" in errors[0]["message"]
    assert 2 <= starts(tmp_path) <= 4  # restarted after timeouts, at most 3 times
    assert "timed out" in (tmp_path / "bridge.log").read_text()


def test_a_dying_bridge_is_restarted_at_most_three_times(tmp_path: Path) -> None:
    out = run_shim(tmp_path, "broken", counting(tmp_path, "sys.exit(3)"))
    assert out["unchanged"] is True
    assert starts(tmp_path) == 4  # the first start and 3 restarts, then it gives up
    errors = [t for t in out["toasts"] if t["variant"] == "error"]
    assert len(errors) == 1, errors
    log = (tmp_path / "bridge.log").read_text()
    assert "the bridge exited (code 3)" in log and "gave up" in log


def test_a_missing_bridge_leaves_every_hook_harmless(tmp_path: Path) -> None:
    out = run_shim(tmp_path, "broken", [str(tmp_path / "no-such-supermemory"), "bridge"])
    assert out["unchanged"] is True
    assert "not available" in out["tool"]
    errors = [t for t in out["toasts"] if t["variant"] == "error"]
    assert len(errors) == 1 and "supermemory doctor" in errors[0]["message"]


def test_an_event_the_dying_bridge_did_not_answer_goes_to_its_successor(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    real = str(Path(sys.executable).parent / "supermemory")
    # First start: answer init, then die on the first event. Later starts: the real bridge.
    body = (
        "import json, os\n"
        f"if open({str(tmp_path / 'starts')!r}).read().count('start') > 1:\n"
        f"    os.execv({real!r}, [{real!r}, 'bridge'])\n"
        "for line in sys.stdin:\n"
        "    req = json.loads(line)\n"
        "    if req['method'] != 'init':\n"
        "        os._exit(9)\n"
        "    print(json.dumps({'id': req['id'], 'ok': True, 'result': {}}), flush=True)\n"
    )
    out = run_shim(tmp_path, "resend", counting(tmp_path, "\n" + body))
    assert starts(tmp_path) == 2
    (summarize,) = out["summarize"]  # the 81 % event was handled by the second bridge
    assert summarize["body"]["modelID"] == "big-200k"
