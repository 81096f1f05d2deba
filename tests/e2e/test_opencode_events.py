"""A real OpenCode session's events (pinned OpenCode, offline, fake model): its model
calls and its compaction are stored, and `supermemory sessions show` draws them."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from bench.harness.opencode import FakeModelServer, OpencodeServer, Reply
from supermemory_local.engine.prompts import COMPLETE_TITLE, WARNING_TITLE
from tests.e2e.test_opencode_e2e import (
    Diagnostics,
    turn,
    wait_latest_memory,
    wait_toast,
)

pytestmark = pytest.mark.e2e


def _timeline(oc: OpencodeServer, session: str, *, until: int = 30) -> dict[str, Any]:
    """`sessions show --json` once the compaction's row is there (it is written when
    the summary is saved, after the toast)."""
    deadline = time.monotonic() + until
    doc: dict[str, Any] = {}
    while time.monotonic() < deadline:
        shown = oc.sandbox.supermemory("sessions", "show", session, "--json")
        if shown.returncode == 0:
            doc = json.loads(shown.stdout)
            if any(e["kind"] == "preemptive_summary" for e in doc["events"]):
                return doc
        time.sleep(0.5)
    raise AssertionError(f"no compaction in the timeline of {session}: {doc}")


def test_a_real_sessions_calls_and_compaction_are_in_its_timeline(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(opencode)
    mark = opencode.events.mark()
    session = opencode.create_session("events")
    model.script(Reply.with_total(40_000, "Read the code.", match="omega-first"))  # 20 %
    turn(opencode, session, "omega-first: read the config loader")
    model.script(Reply.with_total(166_000, "Parsed the config.", match="omega-second"))  # 83 %
    turn(opencode, session, "omega-second: build the parser for it")
    wait_toast(opencode, mark, WARNING_TITLE, variant="warning")
    wait_toast(opencode, mark, COMPLETE_TITLE, variant="success")
    compaction = model.wait_for(
        lambda r: r.kind == "compaction" and "omega-second" in r.text, timeout=90
    )
    saved = wait_latest_memory(opencode.sandbox, compaction.reply.text.splitlines()[1])

    doc = _timeline(opencode, session)
    assert doc["session"]["host"] == "opencode"
    assert doc["session"]["compactions"] == 1
    calls = [e for e in doc["events"] if e["kind"] == "call"]
    reported = [e["input_reported"] for e in calls]
    assert len(calls) >= 2 and max(reported) > 150_000 and min(reported) < 60_000, reported
    assert all(e["input_estimated"] for e in calls)  # what Layer 1 sent, estimated
    assert {e["context_window"] for e in calls} == {200_000}
    (step,) = [e for e in doc["events"] if e["kind"] == "preemptive_summary"]
    # the usage it started from: the reported total (input + output) of the call
    assert step["memory_id"] == saved["id"] and step["tokens_before"] >= max(reported)
    events_text = json.dumps(doc["events"])
    assert "omega-first" not in events_text and "config loader" not in events_text

    drawn = opencode.sandbox.supermemory("sessions", "show", session)
    assert drawn.returncode == 0, drawn.stderr
    assert "P preemptive compaction (1)" in drawn.stdout
    assert "80 % threshold" in drawn.stdout
