"""A library session leaves its memory when it ends (``close()``, or ``with``), up to its
last turn, whatever the window: a 32k model never compacts (the 50,000-token minimum),
yet its session is remembered. Real SQLite store, the offline extractive summarizer."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from supermemory_local.config import Settings
from supermemory_local.engine.notifier import RecordingNotifier
from supermemory_local.hosts.library import ContextManager
from supermemory_local.store.repository import MemoryStore

SCOPE = "opencode_project_00000000000000aa"
REQUESTS = [
    "Build a todo CLI in Python with an add command",
    "Now the list command, sorted by date",
    "Add the done command and make the tests pass",
]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[MemoryStore]:
    with MemoryStore.open(Settings(), url=f"sqlite:///{tmp_path / 'm.db'}") as opened:
        yield opened


def _manager(store: MemoryStore, window: int = 32_000) -> ContextManager:
    return ContextManager(
        context_window=window, store=store, scope=SCOPE, notifier=RecordingNotifier()
    )


def _turn(i: int, request: str) -> list[dict[str, Any]]:
    return [
        {"role": "user", "content": request},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": f"call_{i}",
                    "type": "function",
                    "function": {"name": "write", "arguments": f'{{"path": "todo/cmd_{i}.py"}}'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": f"call_{i}", "content": f"wrote todo/cmd_{i}.py"},
        {"role": "assistant", "content": f"Done with step {i}."},
    ]


def _session(cm: ContextManager, requests: list[str]) -> list[dict[str, Any]]:
    """An agent loop: prepare before each call, the caller keeping what it sent."""
    history: list[dict[str, Any]] = [{"role": "system", "content": "You are a coding agent."}]
    for i, request in enumerate(requests):
        turn = _turn(i, request)
        history.append(turn[0])
        history = cm.prepare(history)
        cm.observe_usage(input_tokens=2_000 + 500 * i, output_tokens=100, messages=history)
        history.extend(turn[1:])
    return history


def _session_memories(store: MemoryStore, session_id: str) -> list[Any]:
    return store.list(
        scope=SCOPE, type="conversation", session_id=session_id, limit=None, all_versions=True
    )


def test_a_session_that_never_compacts_leaves_one_memory_with_every_request(
    store: MemoryStore,
) -> None:
    with _manager(store) as cm:
        history = _session(cm, REQUESTS)
        assert cm.compactions == 0  # a 32k window never reaches the minimum
        assert _session_memories(store, cm.session_id) == []  # nothing until it ends
    (memory,) = _session_memories(store, cm.session_id)
    assert memory.content.startswith("[Session Summary]\n## 1. User Requests (As-Is)\n")
    for request in REQUESTS:
        assert request in memory.content
    assert memory.metadata["trigger"] == "session_end"
    assert len(history) > len(REQUESTS)


def test_closing_twice_saves_once_and_the_final_history_is_taken_as_given(
    store: MemoryStore,
) -> None:
    cm = _manager(store)
    history = _session(cm, REQUESTS[:2])
    first = cm.close()
    assert first is not None and REQUESTS[1] in first.content
    assert cm.close() is None  # the same history: not saved again
    history.append({"role": "user", "content": REQUESTS[2]})
    last = cm.close(history)
    assert last is not None and REQUESTS[2] in last.content
    assert [m.id for m in _session_memories(store, cm.session_id)] == [last.id, first.id]


def test_nothing_is_saved_for_a_session_without_a_request(store: MemoryStore) -> None:
    cm = _manager(store)
    assert cm.close() is None
    cm.prepare([{"role": "system", "content": "You are a coding agent."}])
    assert cm.close() is None
    assert _session_memories(store, cm.session_id) == []


def test_after_a_compaction_the_memory_holds_the_turns_since(store: MemoryStore) -> None:
    """A preemptive compaction at 81 % of a 100k window, then two more turns: the
    session's newest memory is the summary merged with them, not the summary alone."""
    cm = _manager(store, window=100_000)
    history: list[dict[str, Any]] = [{"role": "system", "content": "You are a coding agent."}]
    filler = "x = 1  # padding\n" * 3_000
    for i, request in enumerate(REQUESTS[:1] + ["Refactor the storage layer"] * 3):
        history.append({"role": "user", "content": request})
        history = cm.prepare(history)
        cm.observe_usage(input_tokens=81_000, output_tokens=100, messages=history)
        history.extend(_turn(i, request)[1:3])
        history.append({"role": "assistant", "content": f"step {i}\n{filler}"})
    history.append({"role": "user", "content": REQUESTS[1]})
    history = cm.prepare(history)
    assert cm.compactions >= 1
    history.append({"role": "assistant", "content": "Listed."})
    history.append({"role": "user", "content": REQUESTS[2]})
    history = cm.prepare(history)
    memory = cm.close(history)
    assert memory is not None
    for request in REQUESTS:
        assert request in memory.content
    newest = _session_memories(store, cm.session_id)[0]
    assert newest.id == memory.id and newest.metadata["trigger"] == "session_end"
