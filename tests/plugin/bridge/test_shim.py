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

from supermemory_local.engine.prompts import (
    COMPACTION_INJECTION_HEADER,
    COMPLETE_TITLE,
    TRUNCATED_MARKER,
)

HERE = Path(__file__).parent
SHIM = HERE.parents[2] / "plugin" / "opencode" / "supermemory.js"
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")


def run_shim(
    tmp_path: Path,
    scenario: str,
    command: list[str],
    *,
    harness: str = "shim_harness.mjs",
    **env: str,
) -> dict[str, Any]:
    """Run a scenario of a node harness (the V1 one, or ``v2_harness.mjs``) against the
    shim with ``command`` as its bridge; the harness's last stdout line is its result."""
    assert NODE is not None
    done = subprocess.run(
        [NODE, str(HERE / harness), SHIM.as_uri(), scenario],
        cwd=tmp_path,
        env={
            **os.environ,
            "SUPERMEMORY_BRIDGE_CMD": json.dumps(command),
            "SUPERMEMORY_DATABASE_URL": f"sqlite:///{tmp_path / 'memories.db'}",
            "SUPERMEMORY_LOG": str(tmp_path / "bridge.log"),
            # The shim gives up on a bridge that has not answered a hook in 5 s (OpenCode is
            # never held up); on a loaded machine a cold bridge can take that long, so these
            # tests wait a minute unless a test sets its own (a hanging bridge's does).
            "SUPERMEMORY_BRIDGE_TIMEOUT_MS": "60000",
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
    assert out["truncatedOutput"].count(TRUNCATED_MARKER) == 1
    assert out["truncatedOutput"].endswith("\n3999 compiling module 3999 ok")  # the end stays
    assert out["truncatedAgain"] is True
    (nudge,) = out["addedParts"]
    assert nudge["synthetic"] is True and nudge["type"] == "text"
    assert nudge["id"].startswith("prt_") and nudge["messageID"] == "msg_new"
    assert "Not found: no memory with id mem_nothere" in out["tool"]


def test_a_lone_surrogate_and_deep_nesting_do_not_stop_the_real_bridge(tmp_path: Path) -> None:
    """Half an emoji in a tool output (what JavaScript slicing makes) used to kill the
    bridge on every transform; after three restarts the shim gave up for the session."""
    (tmp_path / ".git").mkdir()
    script = (
        "import sys; from supermemory_local.store.cli import main; "
        f"open({str(tmp_path / 'starts')!r}, 'a').write('start\\n'); "
        "sys.exit(main(['bridge']))"
    )
    out = run_shim(tmp_path, "hostile", [sys.executable, "-c", script])
    assert out["cutWithSurrogate"] is True and out["endKept"] is True
    assert out["nestedReturned"] is True
    assert out["stillCuts"] is True
    assert "error" not in out["tool"].lower()
    assert starts(tmp_path) == 1, "the bridge was never restarted"
    assert not [t for t in out["toasts"] if t.get("variant") == "error"]


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


def exits_on_first_event(tmp_path: Path, code: int) -> list[str]:
    """A bridge command whose first start answers init and exits with ``code`` on the
    first other call; later starts are the real bridge."""
    (tmp_path / ".git").mkdir()
    real = str(Path(sys.executable).parent / "supermemory")
    body = (
        "import json, os\n"
        f"if open({str(tmp_path / 'starts')!r}).read().count('start') > 1:\n"
        f"    os.execv({real!r}, [{real!r}, 'bridge'])\n"
        "for line in sys.stdin:\n"
        "    req = json.loads(line)\n"
        "    if req['method'] != 'init':\n"
        f"        os._exit({code})\n"
        "    print(json.dumps({'id': req['id'], 'ok': True, 'result': {}}), flush=True)\n"
    )
    return counting(tmp_path, "\n" + body)


def test_an_event_the_dying_bridge_did_not_answer_goes_to_its_successor(tmp_path: Path) -> None:
    out = run_shim(tmp_path, "resend", exits_on_first_event(tmp_path, 9))
    assert starts(tmp_path) == 2
    (summarize,) = out["summarize"]  # the 81 % event was handled by the second bridge
    assert summarize["body"]["modelID"] == "big-200k"


def test_a_bridge_stopped_by_a_signal_is_not_restarted_while_the_host_may_be_stopping(
    tmp_path: Path,
) -> None:
    """Ctrl-C or a service manager signals OpenCode and the bridge together: the bridge
    exits 0 with an event unanswered. Restarting it then (to resend the event) left a new
    bridge running beside a stopping OpenCode; only a call after the grace restarts it."""
    out = run_shim(
        tmp_path, "stopped", exits_on_first_event(tmp_path, 0), SUPERMEMORY_STOP_GRACE_MS="1500"
    )
    assert "not available" in out["soon"]  # within the grace: no new bridge
    assert out["summarize"] == []  # the unanswered event was not resent
    assert starts(tmp_path) == 2  # the call after the grace started the real bridge
    assert "not available" not in out["later"]
    assert not [t for t in out["toasts"] if t.get("variant") == "error"]
    log = (tmp_path / "bridge.log").read_text()
    assert "the bridge stopped (exit 0); not restarted for 1500 ms" in log


RECORDING_BRIDGE = """
import json, sys, time
log = open(sys.argv[1], "a")
for line in sys.stdin:
    request = json.loads(line)
    method, params = request["method"], request["params"]
    seen = params.get("text") or params.get("event", {}).get("type")
    if method == "transform":
        seen = [m.get("parts", [{}])[0].get("text", "-")[:3] for m in params["messages"]]
    log.write(json.dumps([method, seen]) + "\\n")
    log.flush()
    result = {}
    if method == "init":
        result = {"rememberHints": ["remember"]}
    elif method == "chat.message":
        nudge = ["nudge"] if "remember" in params["text"].lower() else []
        result = {"parts": nudge, "settled": True}
    elif method == "transform":
        time.sleep(0.6)
        result = {"edits": [], "quiet": {"chars": 500, "model": "fake/big-200k"}}
    print(json.dumps({"id": request["id"], "ok": True, "result": result}), flush=True)
"""


def test_the_shim_asks_the_bridge_only_what_it_acts_on(tmp_path: Path) -> None:
    script = tmp_path / "bridge.py"
    script.write_text(RECORDING_BRIDGE)
    log = tmp_path / "requests"
    out = run_shim(tmp_path, "quiet", [sys.executable, str(script), str(log)])
    requests = [json.loads(line) for line in log.read_text().splitlines()]
    assert [r for r in requests if r[0] != "init"] == [
        # The first message settles the session; then only a text with a hint goes.
        ["chat.message", "hello"],
        ["chat.message", "Please REMEMBER: tabs"],
        # Streaming updates, repeats of a usage and user messages stay in the shim.
        ["event", "message.updated"],
        ["event", "message.updated"],
        # Every transform goes (the bridge keeps the history), held messages as stubs;
        # the second grew within the allowance and was not waited for.
        ["transform", ["a"]],
        ["transform", ["-", "b"]],
        ["transform", ["-", "-", "ccc"]],
    ]
    assert out["added"] == [0, 0, 1, 0]
    first, second, third = out["transformMs"]
    assert first >= 550 and third >= 550  # waited: nothing allowed yet / past the allowance
    assert second < 300


PRIVATE_WORDS = ("okapi-4471", "vault note", "walrus-88")


def test_a_compaction_request_reaches_the_summarizer_without_private_blocks_or_secrets(
    tmp_path: Path,
) -> None:
    out = run_shim(
        tmp_path, "private", [str(Path(sys.executable).parent / "supermemory"), "bridge"]
    )
    key = out["key"]
    # An ordinary request: the model gets what the user wrote.
    assert all(w in out["plain"] for w in PRIVATE_WORDS) and key in out["plain"]
    compaction = out["compaction"]
    assert not [w for w in PRIVATE_WORDS if w in compaction], compaction
    assert key not in compaction  # neither in the tool's output nor in its input
    assert "[REDACTED]" in compaction
    # What is not private stays, in every message and in the tool call.
    for kept in ("deploy it", "today", "Reading the config", "ship on friday", "curl -H"):
        assert kept in compaction, kept
    # Only the compaction's own request: the next one is the user's again.
    assert out["after"] == out["plain"]


def test_without_an_answer_from_the_bridge_a_compaction_still_loses_its_private_blocks(
    tmp_path: Path,
) -> None:
    out = run_shim(tmp_path, "private", counting(tmp_path, "import sys; sys.exit(3)"))
    compaction = out["compaction"]
    assert not [w for w in PRIVATE_WORDS if w in compaction], compaction
    for kept in ("deploy it", "today", "Reading the config", "ship on friday"):
        assert kept in compaction, kept
    assert all(w in out["plain"] for w in PRIVATE_WORDS)
    assert "private blocks cut" in (tmp_path / "bridge.log").read_text()
