"""The bridge's part in summaries: one compaction prompt built on the previous summary,
a saved memory without empty headings, and first-message injection that helps."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from supermemory_local.engine.prompts import (
    COMPACTION_INJECTION_HEADER,
    FIVE_SECTION_HEADINGS,
    INJECTED_CONTEXT_END,
    INJECTED_CONTEXT_PREFIX,
)
from tests.plugin.bridge.conftest import BridgeProcess, start_bridge, stop_bridge
from tests.plugin.bridge.opencode_data import assistant, user, with_text
from tests.plugin.bridge.test_bridge_protocol import actions, rows

FIVE = (
    "## 1. User Requests (As-Is)\n- {request}\n\n## 2. Final Goal\n- The {tag} goal.\n\n"
    "## 3. Work Completed\n- src/{tag}.py edited\n\n## 4. Remaining Tasks\n- tests for {tag}\n\n"
    "## 5. MUST NOT Do (Critical Constraints)\n- never rename {tag}\n"
)
OPENCODE_TEMPLATE = (
    "## Objective\n- Port the parser.\n## Important Details\n- keep the API\n"
    "## Work State\n### Completed\n- (none)\n## Next Move\n1. write tests\n"
)


def capture(
    bridge: BridgeProcess, session: str, summary: str, at: int, typed: list[str] | None = None
) -> dict[str, Any]:
    """A whole compaction as OpenCode runs it: hook, compacted event, messages read back."""
    bridge.call("compacting", {"sessionID": session})
    (read,) = actions(bridge.event("session.compacted", sessionID=session), "call")
    info = assistant(session, 3_000, created=at - 400, summary=True)
    info["time"]["completed"] = at
    history = [user(session, text) for text in typed or []]
    return bridge.call(
        read["then"],
        {"context": read["context"], "ok": True, "data": [*history, with_text(info, summary)]},
    )


def test_the_next_compaction_prompt_holds_the_previous_summary(bridge: BridgeProcess) -> None:
    s = "ses_anchor"
    capture(bridge, s, FIVE.format(request="Add OAuth login.", tag="oauth"), 10_000)
    prompt = bridge.call("compacting", {"sessionID": s})["prompt"]
    assert prompt.startswith(COMPACTION_INJECTION_HEADER)
    # one structure: our five headings, and no other template's headings
    assert all(h in prompt for h in FIVE_SECTION_HEADINGS)
    assert "<template>" not in prompt and "## Objective" not in prompt
    previous = prompt.split("<previous-summary>", 1)[1].split("</previous-summary>", 1)[0]
    assert "- Add OAuth login." in previous and "never rename oauth" in previous
    # another session's compaction does not build on this one's summary
    assert (
        "<previous-summary>" not in bridge.call("compacting", {"sessionID": "ses_other"})["prompt"]
    )


def test_a_summary_in_another_structure_is_saved_without_an_empty_heading(
    bridge: BridgeProcess,
) -> None:
    s = "ses_template"
    typed = ["Port the parser to Rust.", "Keep the public API as it is."]
    capture(bridge, s, OPENCODE_TEMPLATE, 10_000, typed)
    (row,) = rows(bridge.database)
    content = row["content"]
    assert content.startswith("[Session Summary]\n## 1. User Requests (As-Is)\n")
    first = content.split("## 1. User Requests (As-Is)\n", 1)[1].split("\n\n", 1)[0]
    assert first == "- Port the parser to Rust.\n- Keep the public API as it is."
    assert "## Objective\n- Port the parser." in content  # the model's text, kept
    lines = content.splitlines()
    for k, line in enumerate(lines):
        if line.startswith("## "):
            assert k + 1 < len(lines) and lines[k + 1].strip(), f"empty heading {line!r}"


def test_first_message_gets_the_newest_summary_first_no_superseded_and_within_budget(
    tmp_path: Path,
) -> None:
    bridge = start_bridge(tmp_path, config='{"injectedMemoryTokens": 300}')
    try:
        bridge.call("init", {"directory": str(bridge.project)})
        capture(bridge, "ses_a", FIVE.format(request="Old billing request.", tag="old"), 10_000)
        capture(bridge, "ses_b", FIVE.format(request="Parser request.", tag="parser"), 20_000)
        capture(bridge, "ses_a", FIVE.format(request="New billing request.", tag="new"), 30_000)
        bridge.call("tool", {"action": "add", "content": "billing webhooks retry three times"})
        bridge.event("session.created", info={"id": "ses_new"})
        result = bridge.call("chat.message", {"sessionID": "ses_new", "text": "billing again?"})
        (block,) = result["context"]
        assert block.startswith(INJECTED_CONTEXT_PREFIX) and block.endswith(INJECTED_CONTEXT_END)
        items = ["- [" + item for item in block.split("\n- [")[1:]]  # each with its lines
        assert "New billing request." in items[0]  # the newest summary of the project
        assert "Old billing request." not in block  # superseded by ses_a's later summary
        assert len(block) <= 300 * 4 + 200  # the budget (tokens x 4 chars), the markers
    finally:
        stop_bridge(bridge)


def test_no_memories_without_a_budget(tmp_path: Path) -> None:
    bridge = start_bridge(tmp_path, config='{"injectedMemoryTokens": 0}')
    try:
        bridge.call("init", {"directory": str(bridge.project)})
        bridge.call("tool", {"action": "add", "content": "the database port is 5433"})
        bridge.event("session.created", info={"id": "ses_z"})
        assert bridge.call("chat.message", {"sessionID": "ses_z", "text": "port?"})["context"] == []
    finally:
        stop_bridge(bridge)
