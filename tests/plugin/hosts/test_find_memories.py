"""What a new session starts with and what the agent's tool finds: relevance with
recency, Markdown structure and ids kept, the matched passage, a full read."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from concurrent.futures import Future
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy import update

from supermemory_local.config import Settings
from supermemory_local.hosts.memories import (
    RECENCY_WEIGHT,
    Memories,
    injected_item,
    injection_score,
)
from supermemory_local.hosts.tool import run_tool
from supermemory_local.store.repository import Memory, MemoryStore
from supermemory_local.store.schema import memories as table

SCOPE = "opencode_project_0000000000000abc"
NOTE = "Use them if they help."
SUMMARY = (
    "[Session Summary]\n## 1. User Requests (As-Is)\n- fix the login bug\n- add a test\n"
    "## 2. Final Goal\n- login works\n## 3. Work Completed\n- edited auth.py\n"
)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[MemoryStore]:
    with MemoryStore.open(Settings(), url=f"sqlite:///{tmp_path / 'm.db'}") as opened:
        yield opened


def _memories(store: MemoryStore, config: Settings | None = None) -> Memories:
    memories = Memories(config or Settings(), SCOPE, logging.getLogger("test"))
    future: Future[MemoryStore] = Future()
    future.set_result(store)
    memories._future = future
    return memories


def _age(store: MemoryStore, memory: Memory, days: float) -> None:
    when = datetime.now(UTC) - timedelta(days=days)
    with store._write() as connection:
        connection.execute(
            update(table).where(table.c.id == memory.id).values(created_at=when, updated_at=when)
        )


def test_the_score_puts_a_shared_word_before_any_recency() -> None:
    week = 7 * 86_400.0
    assert injection_score(1, 365 * 86_400) > injection_score(0, 0)
    assert injection_score(2, week) > injection_score(1, week)
    assert injection_score(1, 0) > injection_score(1, week) > injection_score(1, 2 * week)
    assert injection_score(0, 0) == pytest.approx(RECENCY_WEIGHT)
    assert injection_score(1, week) == pytest.approx(0.5 + RECENCY_WEIGHT / 2)


def test_an_older_relevant_note_beats_ten_recent_unrelated_ones(store: MemoryStore) -> None:
    summary = store.add(SUMMARY, scope=SCOPE, type="conversation", session_id="ses_1")
    fridays = store.add("releases are cut on Fridays", scope=SCOPE)
    _age(store, fridays, 30)
    junk = [store.add(f"bikeshed colour number {i} is blue", scope=SCOPE) for i in range(10)]
    _, ids = _memories(store).injection("How do we cut the next release?", note=NOTE)
    assert ids[0] == summary.id  # the newest session summary first
    assert ids[1] == fridays.id  # then the relevant one, however old
    assert set(ids[2:]) <= {j.id for j in junk}
    # without a word in common, recency decides
    _, ids = _memories(store).injection("hello there", note=NOTE)
    assert fridays.id not in ids and ids[1] == junk[-1].id


def test_the_block_keeps_headings_lists_and_ids(store: MemoryStore) -> None:
    older = store.add(
        SUMMARY.replace("login", "release"), scope=SCOPE, type="conversation", session_id="ses_0"
    )
    newest = store.add(SUMMARY, scope=SCOPE, type="conversation", session_id="ses_1")
    block, ids = _memories(store).injection("the release process", note=NOTE)
    assert ids[:2] == [newest.id, older.id]
    for memory in (newest, older):
        assert f"[conversation {memory.id}, " in block
    assert block.count("\n  ## 1. User Requests (As-Is)\n  - ") == 2
    assert "\n  ## 3. Work Completed\n  - edited auth.py" in block
    assert "…" not in block


def test_a_cut_item_names_its_id(store: MemoryStore) -> None:
    body = "\n".join(f"- step {i} of a long piece of work" for i in range(200))
    memory = store.add(
        f"[Session Summary]\n## 3. Work Completed\n{body}",
        scope=SCOPE,
        type="conversation",
        session_id="s",
    )
    item = injected_item(memory, 800)
    assert len(item) <= 800
    lines = item.splitlines()
    assert lines[0].startswith(f"[conversation {memory.id}, ")
    assert lines[1] == "  ## 3. Work Completed"
    assert memory.id in lines[-1] and "read action" in lines[-1]
    config = Settings(injected_memory_tokens=300)
    block, ids = _memories(store, config).injection("work", note=NOTE)
    assert ids == [memory.id] and f"`supermemory show {memory.id}`" in block
    assert len(block) <= 300 * config.chars_per_token + 200


def test_the_tool_shows_the_passage_that_matched_and_reads_in_full(store: MemoryStore) -> None:
    memories = _memories(store)
    long = store.add(
        "[Session Summary]\n## 1. User Requests (As-Is)\n- tidy the build\n## 3. Work Completed\n"
        + "".join(f"- step {i}: moved files around\n" for i in range(60))
        + "- the flaky test was fixed by pinning the clock\n",
        scope=SCOPE,
        type="conversation",
        session_id="ses_1",
    )
    answer = run_tool(memories, "search", "flaky clock", session_id=None)
    assert long.id in answer and "tidy the build" in answer  # id and title
    assert "the **flaky** test was fixed by pinning the **clock**" in answer
    assert len(answer) < 1_000  # a passage, not the whole memory
    full = run_tool(memories, "read", long.id, session_id=None)
    assert full.endswith(long.content) and long.id in full.splitlines()[0]
    other = store.add("another project's note", scope="opencode_project_ffffffffffffffff")
    refused = run_tool(memories, "read", other.id, session_id=None)
    assert refused.startswith("Not found") and "another project's note" not in refused
    assert run_tool(memories, "read", "", session_id=None).startswith("Nothing to read")
    assert "read" in run_tool(memories, "bogus", "", session_id=None)


_line = st.sampled_from(
    [
        "## 1. User Requests (As-Is)",
        "- fix the bug",
        "## 3. Work Completed",
        "plain text",
        ("- " + "long item " * 30).rstrip(),
        "`code` [link] arr[i]",
    ]
)


@settings(max_examples=150, deadline=None)
@given(lines=st.lists(_line, min_size=1, max_size=40), chars=st.integers(100, 3_000))
def test_an_injected_item_keeps_the_lines_the_id_and_the_budget(
    lines: list[str], chars: int
) -> None:
    """Whatever the content and the room: the id leads, the lines kept are the memory's
    own lines (indented, in order; only the last may be a cut one), and a cut says so
    with the id."""
    now = datetime.now(UTC)
    memory = Memory(
        id="mem_01M90000000000000000000000",
        content="[Session Summary]\n" + "\n".join(lines),
        type="conversation",
        scope=SCOPE,
        session_id="s",
        source=None,
        metadata={},
        created_at=now,
        updated_at=now,
    )
    item = injected_item(memory, chars)
    assert len(item) <= chars
    head, *body = item.splitlines()
    assert head.startswith(f"[conversation {memory.id}, ")
    cut = bool(body) and (memory.id in body[-1] or "the id above" in body[-1])
    kept = body[:-1] if cut else body
    if kept and kept[-1].endswith(" …"):
        kept = kept[:-1]
    assert [k.removeprefix("  ") for k in kept] == lines[: len(kept)]
    whole = len(kept) == len(lines) or (len(lines) == 1 and lines[0] in head)
    assert cut or whole or not body  # not whole: says so (or is the head alone)


def test_a_host_records_its_projects_name_when_the_store_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from supermemory_local.hosts.standalone import open_memories

    project = tmp_path / "ledger-service"
    (project / ".git").mkdir(parents=True)
    monkeypatch.setenv("SUPERMEMORY_DATABASE_URL", f"sqlite:///{tmp_path / 'm.db'}")
    host = open_memories(project / "src", logging.getLogger("t"), source="mcp")
    named = host.memories.store().scope_names([host.memories.scope])
    host.memories.close()
    assert named[host.memories.scope].name == "ledger-service"
    assert named[host.memories.scope].path == str(project.resolve())


def test_the_tool_finds_one_hit_per_session_its_newest_version(store: MemoryStore) -> None:
    memories = _memories(store)
    old = store.add(SUMMARY, scope=SCOPE, type="conversation", session_id="ses_v")
    new = store.add(
        SUMMARY + "- and the logout bug\n", scope=SCOPE, type="conversation", session_id="ses_v"
    )
    answer = run_tool(memories, "search", "login", session_id=None)
    assert new.id in answer and old.id not in answer
    assert answer.startswith("1 memory match")
