"""The session's living memory (hosts/session_memory.py) on a real SQLite store: what a
refresh saves, when it saves nothing, and how it merges a compaction's summary."""

from __future__ import annotations

import logging
from pathlib import Path

from supermemory_local.config import Settings
from supermemory_local.engine.prompts import FIVE_SECTION_HEADINGS, SUMMARY_MEMORY_PREFIX
from supermemory_local.engine.transcript import Entry
from supermemory_local.hosts.memories import Memories
from supermemory_local.hosts.session_memory import SessionSoFar, refresh

SCOPE = "opencode_project_0123456789abcdef"
SUMMARY = (
    "## 1. User Requests (As-Is)\n- set up the repo\n## 2. Final Goal\n- A todo CLI\n"
    "## 3. Work Completed\n- Created the repo\n## 4. Remaining Tasks\n- the list command\n"
    "## 5. MUST NOT Do (Critical Constraints)\n- never use npm\n\nSome words of the model."
)


def memories(tmp_path: Path) -> Memories:
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'm.db'}")
    found = Memories(settings, SCOPE, logging.getLogger("test"))
    found.store()  # opened (and migrated) before the refreshes, which wait 2 s at most
    return found


def turns(*texts: str) -> list[Entry]:
    return [Entry(k, "user" if k % 2 == 0 else "assistant", t) for k, t in enumerate(texts)]


def test_a_session_without_compaction_is_its_turns_in_five_sections(tmp_path: Path) -> None:
    m = memories(tmp_path)
    so_far = SessionSoFar("s", "m3", turns("alpha: build it", "Built.", "beta: test it", "Ok."))
    saved = refresh(m, so_far, trigger="idle")
    assert saved is not None and saved.content.startswith(SUMMARY_MEMORY_PREFIX)
    assert all(h in saved.content for h in FIVE_SECTION_HEADINGS)
    assert "- alpha: build it\n- beta: test it\n" in saved.content
    assert saved.metadata["through"] == "m3" and saved.metadata["trigger"] == "idle"
    assert saved.metadata["summarizer"] == "extractive"
    assert refresh(m, so_far, trigger="end") is None  # the same turns: nothing new
    assert refresh(m, SessionSoFar("s", "m4", []), trigger="idle") is None  # no request
    assert len(m.store().list(scope=SCOPE, all_versions=True)) == 1


def test_after_a_compaction_the_summary_and_the_later_turns_are_merged(tmp_path: Path) -> None:
    m = memories(tmp_path)
    compacted = SessionSoFar(
        "s", "x1", [], summary=SUMMARY, requests=["set up the repo", "zero: plan it"]
    )
    first = refresh(m, compacted, trigger="host")
    assert first is not None and "- A todo CLI" in first.content  # the summary as it is
    later = SessionSoFar(
        "s",
        "x3",
        turns("gamma: now the list command", "Listed."),
        summary=SUMMARY,
        requests=["set up the repo", "zero: plan it"],
    )
    saved = refresh(m, later, trigger="idle")
    assert saved is not None
    typed = saved.content.split("## 2.")[0]
    assert typed.index("- set up the repo") < typed.index("- zero: plan it")
    assert typed.index("- zero: plan it") < typed.index("- gamma: now the list command")
    assert typed.count("- set up the repo") == 1
    assert "- A todo CLI" in saved.content and "- never use npm" in saved.content
    assert "Latest request (open until reported done): gamma: now the list command" in (
        saved.content
    )
    assert "Some words of the model." in saved.content  # kept, not lost
    listed = m.store().list(scope=SCOPE)
    assert [x.id for x in listed] == [saved.id]  # one current version
    assert [x.id for x in m.store().list(scope=SCOPE, all_versions=True)] == [saved.id, first.id]
