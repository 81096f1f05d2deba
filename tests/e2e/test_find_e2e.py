"""Finding what was saved, in the real OpenCode (pinned 1.18.33), offline: a new
session's first message gets the memory relevant to it injected, however old, ahead of
newer unrelated ones, and the block keeps each summary's headings and every id."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bench.harness.opencode import FakeModelServer, Reply, message_text
from supermemory_local.engine.prompts import INJECTED_CONTEXT_END, INJECTED_CONTEXT_PREFIX
from supermemory_local.store.ids import new_memory_id
from tests.e2e.conftest import OpencodeFactory
from tests.e2e.test_opencode_e2e import EVENT_TIMEOUT, Diagnostics, memories, turn

pytestmark = pytest.mark.e2e
SUMMARY = (
    "[Session Summary]\n## 1. User Requests (As-Is)\n- tidy the build scripts\n"
    "## 2. Final Goal\n- one build script\n## 3. Work Completed\n- merged build.sh into make\n"
)


def test_the_first_message_gets_the_older_relevant_note_with_headings_and_ids(
    opencode_factory: OpencodeFactory,
    model: FakeModelServer,
    diagnostics: Diagnostics,
    tmp_path: Path,
) -> None:
    oc = opencode_factory()
    diagnostics(oc)
    sandbox = oc.sandbox
    first = sandbox.supermemory("add", "bikeshed colour 0 is blue")
    assert first.returncode == 0, first.stderr
    scope = memories(sandbox)[0]["scope"]
    now = datetime.now(UTC)

    def row(content: str, days: int, **extra: str) -> dict[str, object]:
        when = (now - timedelta(days=days)).isoformat()
        return {
            "id": new_memory_id(),
            "content": content,
            "scope": scope,
            "created_at": when,
            "updated_at": when,
            "type": "note",
            **extra,
        }

    summary = row(SUMMARY, 20, type="conversation", session_id="ses_seeded")
    fridays = row("releases are cut on Fridays", 30)
    seeded = tmp_path / "seed.jsonl"
    seeded.write_text("".join(json.dumps(r) + "\n" for r in (summary, fridays)), "utf-8")
    imported = sandbox.supermemory("import", str(seeded))
    assert imported.returncode == 0, imported.stderr
    for i in range(1, 10):  # ten recent notes that have nothing to do with releases
        assert sandbox.supermemory("add", f"bikeshed colour {i} is blue").returncode == 0
    assert len(memories(sandbox, "-n", "0")) == 12

    session = oc.create_session("release day")
    model.script(Reply(text="On Friday.", match="upsilon-release"))
    turn(oc, session, "upsilon-release: when do we cut the next release?")
    chat = model.wait_for(
        lambda r: r.kind == "chat" and "upsilon-release" in r.text, timeout=EVENT_TIMEOUT
    )
    first_user = message_text(chat.messages("user")[0])
    block = first_user.split(INJECTED_CONTEXT_PREFIX, 1)[1].split(INJECTED_CONTEXT_END, 1)[0]
    items = ["- [" + item for item in block.split("\n- [")[1:]]
    # the newest session summary first, with its headings and lists on their own lines
    assert items[0].startswith(f"- [conversation {summary['id']}, ")
    assert "\n  ## 1. User Requests (As-Is)\n  - tidy the build scripts\n" in items[0]
    assert "\n  ## 3. Work Completed\n  - merged build.sh into make" in items[0]
    # then the relevant note, thirty days older than the ten unrelated ones
    assert items[1].startswith(f"- [note {fridays['id']}, ")
    assert items[1].rstrip().endswith("releases are cut on Fridays")
    assert all("[note mem_" in item and "bikeshed" in item for item in items[2:])
    assert "…" not in block
