"""The OpenCode 2 half of the shim, loaded as OpenCode 2's loader is documented to load it
(no V2 build is reachable), driving the real bridge with the documented event shapes."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import pytest

from supermemory_local.engine.prompts import (
    COMPACTION_INJECTION_HEADER,
    FIVE_SECTION_HEADINGS,
    INJECTED_CONTEXT_END,
    INJECTED_CONTEXT_PREFIX,
    TRUNCATED_MARKER,
)
from supermemory_local.store.repository import MemoryStore
from supermemory_local.store.scopes import project_scope
from tests.plugin.bridge.test_shim import NODE, run_shim

pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")
BRIDGE = [str(Path(sys.executable).parent / "supermemory"), "bridge"]


def run_v2(tmp_path: Path, scenario: str, command: list[str]) -> dict[str, Any]:
    (tmp_path / ".git").mkdir(exist_ok=True)
    return run_shim(tmp_path, scenario, command, harness="v2_harness.mjs")


def test_the_module_loads_as_a_v2_definition_with_every_hook(tmp_path: Path) -> None:
    out = run_v2(tmp_path, "flow", BRIDGE)
    assert "loadError" not in out
    assert out["id"] == "supermemory"
    assert out["hooks"] == ["compaction", "context", "prompt"]
    assert out["tools"] == ["supermemory"]
    assert out["toolSchema"]["required"] == ["action"]
    assert out["disposed"] == ["compaction", "context", "prompt", "tool"]


def test_v2_hooks_drive_the_bridge(tmp_path: Path) -> None:
    out = run_v2(tmp_path, "flow", BRIDGE)
    # compaction: our five sections go into OpenCode 2's compaction
    [prompt] = out["compactionSystem"]
    assert prompt.startswith(COMPACTION_INJECTION_HEADER)
    assert all(h in prompt for h in FIVE_SECTION_HEADINGS)
    # context: Layer 1 cut the oversized tool result in place (V2's ToolResultPart)
    result = out["toolResult"]
    assert result["type"] == "text" and TRUNCATED_MARKER in result["value"]
    assert result["value"].startswith("0 compiling module 0 ok")
    # 8,000 lines (~87k characters) at a 24k window: cut to about half the window, and
    # the end of the output (where failures are) is kept
    assert len(result["value"]) < 60_000
    assert result["value"].endswith("7999 compiling module 7999 ok")
    assert out["samePart"] is True and out["smallUnchanged"] is True
    # prompt: the remember nudge reaches the system part of that turn's request
    assert out["system"][0] == "You are OpenCode."
    assert any("The user asked you to remember something" in t for t in out["system"])
    # tool through ctx.tool.transform
    assert out["added"].startswith("Remembered as mem_") and "(architecture)" in out["added"]
    assert "the API lives in api/" in out["listed"]
    assert out["forgotten"].startswith("Not found: no memory with id mem_nothere")
    # compaction event: the summary is saved as a conversation memory of the project; a
    # turn after it and the bridge's stop make a newer version of the session's memory,
    # the summary merged with that turn
    with MemoryStore.open(url=f"sqlite:///{tmp_path / 'memories.db'}") as store:
        scope = project_scope(tmp_path)
        deadline = time.monotonic() + 30  # the bridge saves the "end" version as it stops
        while True:
            history = store.list(scope=scope, type="conversation", all_versions=True)
            if len(history) >= 2 or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        [current] = store.list(scope=scope, type="conversation")
    summary, end = history[-1], history[0]
    assert summary.content.startswith("[Session Summary]\n## 1. User Requests (As-Is)\n- v2 flow")
    assert summary.session_id == "ses_v2" and summary.metadata["trigger"] == "host"
    assert current == end and end.metadata["trigger"] == "end" and len(history) == 2
    assert end.content.startswith("[Session Summary]\n## 1. User Requests (As-Is)\n- v2 flow")


def test_a_new_v2_sessions_first_prompt_gets_the_projects_memories(tmp_path: Path) -> None:
    scope = project_scope(tmp_path)
    with MemoryStore.open(url=f"sqlite:///{tmp_path / 'memories.db'}") as store:
        older = store.add(
            "[Session Summary]\n## 1. User Requests (As-Is)\n- the old billing work",
            scope=scope,
            type="conversation",
            session_id="ses_a",
        )
        newest = store.add(
            "[Session Summary]\n## 1. User Requests (As-Is)\n- port the parser to Rust",
            scope=scope,
            type="conversation",
            session_id="ses_a",
        )
        fact = store.add("the database port is 5433", scope=scope, type="project-config")
    out = run_v2(tmp_path, "first", BRIDGE)
    first = out["firstSystem"]
    assert first[0] == "You are OpenCode."
    [block] = [t for t in first if t.startswith(INJECTED_CONTEXT_PREFIX)]
    assert block.endswith(INJECTED_CONTEXT_END)
    items = ["- [" + item for item in block.split("\n- [")[1:]]  # each with its lines
    assert newest.id in items[0] and "port the parser to Rust" in items[0]  # newest first
    assert older.id not in block and "old billing" not in block  # superseded
    assert any(fact.content in item for item in items[1:])
    # only the first prompt of the session, and only a session created here
    assert out["secondSystem"] == ["You are OpenCode."]
    assert out["resumedSystem"] == ["You are OpenCode."]
    log = (tmp_path / "bridge.log").read_text(encoding="utf-8")
    assert "session ses_new: 2 memories" in log and "injected into the first message" in log


def test_a_failed_v2_compaction_saves_nothing_and_frees_the_session(tmp_path: Path) -> None:
    run_v2(tmp_path, "failed", BRIDGE)
    with MemoryStore.open(url=f"sqlite:///{tmp_path / 'memories.db'}") as store:
        assert store.list(scope=project_scope(tmp_path)) == []
    log = (tmp_path / "bridge.log").read_text(encoding="utf-8")
    assert "session ses_f: OpenCode started a compaction itself" in log
    assert "session ses_f: compaction (host) failed: CompactionFailed model overloaded" in log


def test_a_missing_bridge_leaves_every_v2_hook_harmless(tmp_path: Path) -> None:
    out = run_v2(tmp_path, "broken", [str(tmp_path / "no-such-bridge")])
    assert out["unchanged"] is True
    assert "supermemory is not available right now" in out["tool"]
    assert "cannot run the bridge" in (tmp_path / "bridge.log").read_text(encoding="utf-8")
