"""The real bridge process against lines no well-behaved shim sends: it answers each
with one clean line and keeps serving (invalid UTF-8, lone surrogates, NaN, numbers
beyond a float or an int, 200,000-deep nesting, a 50 MB line)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

PING = b'{"id": 0, "method": "ping"}'


@pytest.fixture
def bridge(tmp_path: Path) -> Any:
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from supermemory_local.store.cli import main; sys.exit(main(['bridge']))",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        cwd=tmp_path,
        env={
            **os.environ,
            "SUPERMEMORY_DATABASE_URL": f"sqlite:///{tmp_path / 'm.db'}",
            "SUPERMEMORY_LOG": str(tmp_path / "bridge.log"),
        },
    )
    yield proc
    assert proc.stdin is not None
    proc.stdin.close()
    assert proc.wait(timeout=30) == 0
    log = (tmp_path / "bridge.log").read_text(encoding="utf-8", errors="replace")
    assert "x" * 100 not in log, "the log never holds request content"


def call(proc: Any, line: bytes) -> dict[str, Any]:
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(line + b"\n")
    proc.stdin.flush()
    answer = proc.stdout.readline()
    assert answer, "the bridge died"
    doc: dict[str, Any] = json.loads(answer)  # valid UTF-8 JSON, one line
    return doc


@pytest.mark.parametrize(
    ("line", "error"),
    [
        (b"[" * 200_000 + b"]" * 200_000, "nested too deeply"),
        (b'{"id": 1, "method": "ping", "params": {"x": NaN}}', "not a JSON number: NaN"),
        (b'{"id": 1, "method": "ping", "params": {"x": -Infinity}}', "-Infinity"),
        (b'{"id": 1, "method": "ping", "params": {"x": 1e400}}', "beyond the float range"),
        (b'{"id": 1, "method": "ping", "params": {"x": ' + b"9" * 5_000 + b"}}", "digits"),
        (b"\xff\xfe not json", "not a JSON line"),
    ],
)
def test_a_bad_line_gets_one_clean_error_and_the_bridge_keeps_serving(
    bridge: Any, line: bytes, error: str
) -> None:
    answer = call(bridge, line)
    assert answer["ok"] is False and error in answer["error"]
    assert "\n" not in answer["error"]
    assert call(bridge, PING)["result"]["pong"] is True


def test_invalid_utf8_and_lone_surrogates_are_read_as_replacement_characters(
    bridge: Any,
) -> None:
    output = "x\\n" * 400_000 + "\\ud83d tail line"  # JSON escape of half an emoji
    message = {
        "info": {"id": "m2", "sessionID": "s", "role": "assistant"},
        "parts": [
            {
                "type": "tool",
                "callID": "c",
                "tool": "bash",
                "state": {"status": "completed", "input": {}, "output": "OUTPUT"},
            }
        ],
    }
    user = {"info": {"id": "m1", "sessionID": "s", "role": "user"}, "parts": []}
    line = json.dumps({"id": 2, "method": "transform", "params": {"messages": [user, message]}})
    line = line.replace("OUTPUT", output)
    answer = call(bridge, line.encode() + b"")
    assert answer["ok"] is True
    # Over half of the fallback window (200k): cut, start and end kept, the half emoji
    # now U+FFFD (the answer is valid UTF-8).
    (edit,) = answer["result"]["edits"]
    assert edit["text"].startswith("x\n") and edit["text"].endswith("\ufffd tail line")
    raw = b'{"id": 3, "method": "ping", "params": {"note": "caf\xc3 \xff"}}'
    assert call(bridge, raw)["result"]["pong"] is True
    assert call(bridge, PING)["result"]["pong"] is True


def test_a_50_mb_line_is_answered(bridge: Any) -> None:
    big = b'{"id": 4, "method": "ping", "params": {"x": "' + b"x" * 50_000_000 + b'"}}'
    assert call(bridge, big)["result"]["pong"] is True
    assert call(bridge, PING)["result"]["pong"] is True
