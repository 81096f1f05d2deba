"""The one first-message injection every host uses (``Memories.injection``): its
invariants over random stores, budgets and hosts' caps."""

from __future__ import annotations

import logging
import tempfile
from concurrent.futures import Future
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from supermemory_local.config import Settings
from supermemory_local.engine.prompts import INJECTED_CONTEXT_END, INJECTED_CONTEXT_PREFIX
from supermemory_local.hosts.memories import Memories
from supermemory_local.store.repository import MemoryStore

SCOPE = "opencode_project_0000000000000000"
NOTE = "Use them if they help."
_WORDS = ["port", "parser", "billing", "the", "database", "works", "Rust", "日本語", "tests"]
# prose (random characters may look like a secret, which the store rightly refuses)
_text = st.lists(st.sampled_from(_WORDS), min_size=1, max_size=30).map(" ".join)
_memory = st.tuples(
    st.sampled_from(["conversation", "architecture", "preference", "learned-pattern"]),
    st.sampled_from(["ses_a", "ses_b", "ses_c"]),
    st.tuples(_text, st.integers(min_value=1, max_value=60)).map(lambda t: (t[0] + "\n") * t[1]),
)


def _memories(store: MemoryStore, config: Settings) -> Memories:
    memories = Memories(config, SCOPE, logging.getLogger("test"))
    future: Future[MemoryStore] = Future()
    future.set_result(store)
    memories._future = future
    return memories


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rows=st.lists(_memory, max_size=12),
    tokens=st.integers(min_value=0, max_value=4_000),
    cap=st.one_of(st.none(), st.integers(min_value=200, max_value=12_000)),
    exclude=st.one_of(st.none(), st.sampled_from(["ses_a", "ses_b"])),
    query=st.sampled_from(["", "port parser billing", "xyz"]),
)
def test_injection_keeps_the_budget_the_cap_and_never_a_superseded_or_own_summary(
    rows: list[tuple[str, str, str]], tokens: int, cap: int | None, exclude: str | None, query: str
) -> None:
    config = Settings(injected_memory_tokens=tokens)
    with tempfile.TemporaryDirectory() as tmp:
        store = MemoryStore.open(config, url=f"sqlite:///{Path(tmp) / 'm.db'}")
        try:
            saved = [
                store.add(
                    content,
                    scope=SCOPE,
                    type=kind,
                    session_id=session if kind == "conversation" else None,
                )
                for kind, session, content in rows
            ]
            block, ids = _memories(store, config).injection(
                query, note=NOTE, exclude_session=exclude, max_chars=cap
            )
        finally:
            store.close()
    if not block:
        assert ids == []
        return
    assert block.startswith(INJECTED_CONTEXT_PREFIX) and block.endswith(INJECTED_CONTEXT_END)
    assert len(block) <= tokens * config.chars_per_token + 200  # the markers and the note
    if cap is not None:
        assert len(block) <= cap
    assert len(ids) == len(set(ids)) <= config.injected_memory_limit + 1
    by_id = {m.id: m for m in saved}
    summaries = [m for m in saved if m.type == "conversation" and m.session_id != exclude]
    newest: dict[str | None, str] = {}
    for m in sorted(summaries, key=lambda m: m.created_at):
        newest[m.session_id] = m.id  # the newest of each session supersedes the others
    for memory_id in ids:
        memory = by_id[memory_id]
        if memory.type == "conversation":
            assert memory.session_id != exclude  # the host already holds its own summary
            assert newest[memory.session_id] == memory_id  # never a superseded one
    if summaries:  # the newest summary of the project comes first
        assert ids[0] == max(summaries, key=lambda m: (m.created_at, m.id)).id


def test_a_note_never_stands_in_for_the_session_summary(tmp_path: Path) -> None:
    """`supermemory add "always use pnpm"` (a note) and even an explicit `--type
    conversation` without a session, added after the session's summary: the summary is
    still what the next session starts with, the others come after it as notes."""
    config = Settings()
    with MemoryStore.open(config, url=f"sqlite:///{tmp_path / 'm.db'}") as store:
        summary = store.add(
            "[Session Summary]\n## 1. User Requests\n- build the billing parser",
            scope=SCOPE,
            type="conversation",
            session_id="ses_work",
        )
        note = store.add("always use pnpm", scope=SCOPE)
        by_hand = store.add("releases are cut on Fridays", scope=SCOPE, type="conversation")
        block, ids = _memories(store, config).injection("the billing parser", note=NOTE)
    assert note.type == "note"
    assert ids[0] == summary.id
    assert set(ids) == {summary.id, note.id, by_hand.id}
    assert block.index("build the billing parser") < block.index("always use pnpm")
    assert f"[conversation {by_hand.id}, " in block  # as a note is: type, id, time, text
    assert "releases are cut on Fridays" in block


def test_with_the_semantic_extra_a_note_sharing_no_word_is_injected(tmp_path: Path) -> None:
    """Ten newer unrelated notes, one older relevant note that shares no keyword with the
    first message: full text alone cannot find it, its meaning can."""
    import pytest

    from supermemory_local.store.semantic import missing

    if missing("sqlite"):
        pytest.skip("the semantic extra is not installed (scripts/setup.sh installs it)")
    config = Settings(injected_memory_limit=3)
    store = MemoryStore.open(config, url=f"sqlite:///{tmp_path / 'm.db'}")
    try:
        relevant = store.add("Releases are cut on Fridays by the CI job.", scope=SCOPE)
        for n in range(10):
            store.add(f"Junk note {n}: the office plants need water on Mondays.", scope=SCOPE)
        message = "When should I publish the next version?"
        assert store.search("publish", scope=SCOPE) == []  # no keyword in common
        _, ids = _memories(store, config).injection(message, note=NOTE)
    finally:
        store.close()
    assert relevant.id in ids
