"""The real bridge process records its sessions' events: each model call (OpenCode's
usage and the estimate of what Layer 1 sent), ① when it cuts a request, and the
compaction with the memory it saved; `supermemory sessions show` draws them."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

from supermemory_local.engine.trigger import Usage
from tests.plugin.bridge.conftest import BridgeProcess
from tests.plugin.bridge.opencode_data import TOOLS, assistant, tool_turn, user, with_text
from tests.plugin.bridge.test_bridge_protocol import (
    SUMMARY,
    actions,
    know_limits,
    updated,
)

SUPERMEMORY = str(Path(sys.executable).parent / "supermemory")


def test_calls_steps_and_the_compaction_are_recorded(bridge: BridgeProcess) -> None:
    know_limits(bridge, big_200k=200_000, tools_24k=24_000)
    s = "ses_events"
    output = "".join(f"{i:05d} compiling module {i} secretword ok\n" for i in range(4_000))
    messages = [user(s, "read the build log", TOOLS), tool_turn(s, "read", output)]
    assert bridge.call("transform", {"messages": messages})["edits"]  # ① cut it
    calls = [assistant(s, 20_000, created=1_000, model="tools-24k")]
    calls.append(assistant(s, 170_000, created=2_000))  # 85 %: our compaction
    for info in calls:
        updated(bridge, info)
    bridge.call("compacting", {"sessionID": s})
    (read,) = actions(bridge.event("session.compacted", sessionID=s), "call")
    info = assistant(s, 3_000, created=2_500, summary=True)
    info["time"]["completed"] = 3_000
    data = [with_text(info, SUMMARY.format(tag="events"))]
    bridge.call(read["then"], {"context": read["context"], "ok": True, "data": data})

    with sqlite3.connect(bridge.database) as db:
        db.row_factory = sqlite3.Row
        rows = [dict(r) for r in db.execute("select * from events order by pk")]
        (memory_id,) = [r[0] for r in db.execute("select id from memories")]
    assert [(r["step"], r["kind"]) for r in rows] == [
        (1, "truncate_tool_result"),
        (1, "call"),
        (2, "call"),
        (3, "preemptive_summary"),
    ]
    cut, first, second, compaction = rows
    assert cut["tokens_before"] > cut["tokens_after"] and cut["context_window"] == 24_000
    for row, info in zip((first, second), calls, strict=True):
        usage = Usage.from_tokens(info["tokens"])
        assert usage is not None
        assert row["input_reported"] == usage.input + usage.cache_read + usage.cache_write
    assert first["input_estimated"] == cut["tokens_after"]
    assert compaction["memory_id"] == memory_id and compaction["tokens_before"] == 170_000
    assert {r["host"] for r in rows} == {"opencode"}
    assert "secretword" not in json.dumps(rows)

    shown = subprocess.run(
        [SUPERMEMORY, "sessions", "show", s, "--json"],
        env={**_env(bridge)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert shown.returncode == 0, shown.stderr
    kinds = [e["kind"] for e in json.loads(shown.stdout)["events"]]
    assert kinds.count("preemptive_summary") == 1


def _env(bridge: BridgeProcess) -> dict[str, str]:
    import os

    return {**os.environ, "SUPERMEMORY_DATABASE_URL": f"sqlite:///{bridge.database}"}
