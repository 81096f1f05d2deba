"""The library host (``supermemory_local.ContextManager``): the engine's cascade, with
its session, its summaries and its session memory going through the conversation core
(``hosts/core.py``, ``hosts/session_memory.py``) as the other hosts'. Real SQLite."""

from __future__ import annotations

import copy
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from supermemory_local.config import Settings
from supermemory_local.engine import prompts
from supermemory_local.engine.manager import ContextManager as EngineManager
from supermemory_local.engine.notifier import RecordingNotifier
from supermemory_local.hosts import core
from supermemory_local.hosts.library import ContextManager
from supermemory_local.hosts.memories import Memories
from supermemory_local.hosts.session_memory import SessionSoFar, refresh
from supermemory_local.store.repository import MemoryStore
from supermemory_local.summarizers import ExtractiveSummarizer

SCOPE = "opencode_project_00000000000000ab"
WINDOW = 100_000
LOG = logging.getLogger("test")


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def store(tmp_path: Path) -> Iterator[MemoryStore]:
    with MemoryStore.open(Settings(), url=f"sqlite:///{tmp_path / 'm.db'}") as opened:
        yield opened


def manager(store: MemoryStore | None, **kw: Any) -> ContextManager:
    return ContextManager(
        context_window=kw.pop("window", WINDOW),
        store=store,
        scope=SCOPE,
        notifier=kw.pop("notifier", RecordingNotifier()),
        clock=kw.pop("clock", Clock()),
        session_id="ses_lib",
        model="fake-model",
        **kw,
    )


def history(turns: int = 20) -> list[dict[str, Any]]:
    msgs: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a coding agent."},
        {"role": "user", "content": "Add rate limiting to src/billing/api.py."},
    ]
    for i in range(turns):
        msgs.append({"role": "assistant", "content": f"Step {i}.\n" + "x = 1\n" * 300})
        msgs.append({"role": "user", "content": f"Next, handle case {i}."})
    return msgs


def session_memories(store: MemoryStore) -> list[Any]:
    return store.list(
        scope=SCOPE, type="conversation", session_id="ses_lib", limit=None, all_versions=True
    )


def test_the_public_class_is_the_library_host() -> None:
    import supermemory_local

    assert supermemory_local.ContextManager is ContextManager
    assert issubclass(ContextManager, EngineManager)


def test_a_compaction_the_core_holds_blocks_the_library_preemptive_one(
    store: MemoryStore,
) -> None:
    """One owner of the trigger: the library session is a session of its core, so a
    compaction the core has under way for it (the lock) holds the preemptive one back,
    and once the core finishes it and its cooldown passes, the next prepare compacts."""
    clock = Clock()
    cm = manager(store, clock=clock)
    assert cm.core.session(cm.session_id).engine is cm.state
    cm.core.host_started(cm.session_id, cm.core.session(cm.session_id))
    cm.observe_usage(input_tokens=81_000)
    cm.prepare(history())
    assert cm.compactions == 0 and session_memories(store) == []
    cm.core.finish(cm.session_id)
    clock.now += cm.settings.compaction_cooldown_ms  # the core's clock is the manager's
    cm.observe_usage(input_tokens=81_000)
    cm.prepare(history())
    assert cm.compactions == 1
    (saved,) = session_memories(store)
    assert saved.metadata["trigger"] == "preemptive"


def test_a_compaction_summary_is_saved_as_every_host_saves_one(store: MemoryStore) -> None:
    """The memory the library saves is what hosts.core.save_summary makes of the same
    summary (content, type, session), with the library's source and metadata."""
    cm = manager(store)
    cm.observe_usage(input_tokens=81_000)
    out = cm.prepare(history())
    (saved,) = session_memories(store)
    summary = next(m["content"] for m in out if m["content"].startswith("[Session Summary]"))
    text = summary.removeprefix(prompts.SUMMARY_MEMORY_PREFIX)
    assert saved.content == prompts.summary_memory(text)
    assert (saved.source, saved.type, saved.scope) == ("engine", "conversation", SCOPE)
    assert saved.metadata["trigger"] == "preemptive" and saved.metadata["model"] == "fake-model"
    assert "through" not in saved.metadata
    again = core.save_summary(
        Memories.of(store, Settings(), SCOPE, LOG, source="engine"),
        text,
        session_id="ses_lib",
        metadata={},
    )
    assert again.content == saved.content


def test_compact_saves_its_nine_section_summary_through_the_core(store: MemoryStore) -> None:
    # Long user requests: pruning keeps them, so only a summary brings the chat down.
    chat: list[dict[str, Any]] = [{"role": "system", "content": "You are a coding agent."}]
    for i in range(12):
        ask = " ".join(f"rename helper_{i}_{k} in src/m{i}.py" for k in range(30))
        chat += [
            {"role": "user", "content": f"Request {i}: {ask}"},
            {"role": "assistant", "content": f"Done with request {i}."},
        ]
    cm = manager(store, window=2_000, summarizer=ExtractiveSummarizer())
    done = cm.fit(chat)
    assert done.memory is not None and done.summary is not None
    assert done.memory.metadata["trigger"] == "fit"
    assert done.memory.content == prompts.SUMMARY_MEMORY_PREFIX + done.summary.text.strip()
    assert [m.id for m in session_memories(store)] == [done.memory.id]


def test_the_session_end_is_the_living_memory_refresh(store: MemoryStore) -> None:
    """close() goes through hosts.session_memory.refresh: a copy of the history already
    saved (new objects, so not the state's record) makes no second version, because the
    newest version already says it; a new turn makes one, superseding the first."""
    cm = manager(store, window=32_000)
    msgs = history(3)
    first = cm.close(msgs)
    assert first is not None and first.metadata["trigger"] == "session_end"
    assert cm.close(copy.deepcopy(msgs)) is None
    msgs.append({"role": "user", "content": "And document the limits."})
    last = cm.close(msgs)
    assert last is not None and "And document the limits." in last.content
    assert [m.id for m in session_memories(store)] == [last.id, first.id]
    assert [m.id for m in store.list(scope=SCOPE, session_id="ses_lib")] == [last.id]


def test_the_session_end_memory_is_the_one_a_host_refresh_makes(store: MemoryStore) -> None:
    """The same turns, the same summarizer: the library's close() and a host's refresh
    save the same text."""
    from supermemory_local.engine.adapters import get_adapter
    from supermemory_local.engine.messages import to_entries

    msgs = history(3)
    summarizer = ExtractiveSummarizer()
    mine = manager(store, window=200_000, summarizer=summarizer).close(msgs)
    memories = Memories.of(store, Settings(), SCOPE, LOG, source="host")
    theirs = refresh(
        memories,
        SessionSoFar("ses_host", "m1", to_entries(get_adapter("openai").load(msgs))),
        trigger="end",
        summarizer=summarizer,
    )
    assert mine is not None and theirs is not None
    assert mine.content == theirs.content
    assert theirs.metadata["through"] == "m1" and "through" not in mine.metadata


def test_a_store_given_stays_open_after_the_memories_close(store: MemoryStore) -> None:
    cm = manager(store, window=32_000)
    assert cm.close(history(2)) is not None
    memories = cm.keeper.memories()  # type: ignore[union-attr]
    memories.close()
    assert store.list(scope=SCOPE)  # still open: the library's store is the caller's


def test_a_failing_store_is_a_notice_and_the_session_goes_on(tmp_path: Path) -> None:
    notifier = RecordingNotifier()
    broken = tmp_path / "not-a-dir"
    broken.write_text("")
    settings = Settings(database_url=f"sqlite:///{broken / 'm.db'}")
    cm = ContextManager(
        context_window=WINDOW, settings=settings, scope=SCOPE, notifier=notifier, clock=Clock()
    )
    cm.observe_usage(input_tokens=81_000)
    out = cm.prepare(history())
    assert cm.compactions == 1 and out[2]["content"].startswith("[Session Summary]")
    assert any(
        n.variant == "error" and n.message.startswith("could not save the summary")
        for n in notifier.notices
    )
    assert cm.close(history(2)) is None


def test_the_engine_manager_alone_keeps_summaries_in_the_history_only(
    store: MemoryStore,
) -> None:
    """Without the library host's keeper the engine saves nothing, even with a store."""
    cm = EngineManager(
        context_window=WINDOW, store=store, scope=SCOPE, notifier=RecordingNotifier()
    )
    assert cm.keeper is None
    cm.observe_usage(input_tokens=81_000)
    out = cm.prepare(history())
    assert cm.compactions == 1 and out[2]["content"].startswith("[Session Summary]")
    assert cm.close(history(2)) is None
    assert store.list(scope=SCOPE, limit=None, all_versions=True) == []
