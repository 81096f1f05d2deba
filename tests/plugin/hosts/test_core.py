"""The conversation core every host calls: sessions, the trigger's lock, calibration,
Layer 1 and the compaction's prompt and summary."""

from __future__ import annotations

from typing import Any

from supermemory_local.config import Settings
from supermemory_local.engine.messages import Msg
from supermemory_local.engine.prompts import SUMMARY_MEMORY_PREFIX, anchored_compaction_prompt
from supermemory_local.engine.trigger import Usage
from supermemory_local.hosts import core
from supermemory_local.hosts.core import Conversation, ConversationCore


def new_core() -> ConversationCore[Conversation]:
    return ConversationCore(Settings(), Conversation)


def test_sessions_are_made_once_and_forgotten_with_their_trigger_state() -> None:
    c = new_core()
    first = c.session("s")
    assert c.session("s") is first
    assert c.decide("s", 180_000, 200_000).compact
    assert c.trigger.in_progress("s")
    c.forget("s")
    assert "s" not in c.sessions and not c.trigger.in_progress("s")


def test_a_yes_takes_the_lock_until_finish() -> None:
    c = new_core()
    state = c.session("s")
    assert c.decide("s", 180_000, 200_000).compact
    comp = c.requested(state, "p", "m", 180_000, resumes=True)
    assert state.compaction is comp and comp.origin == "preemptive" and comp.resumes
    assert not c.decide("s", 190_000, 200_000).compact  # in progress
    assert not c.host_compacts_first("s", 199_000, 180_000)  # ours is under way
    c.finish("s")
    assert state.compaction is None and not c.trigger.in_progress("s")


def test_a_compaction_the_host_started_takes_the_lock_too() -> None:
    c = new_core()
    state = c.session("s")
    state.last_usage, state.provider, state.model = 120_000, "p", "m"
    comp = c.host_started("s", state)
    assert (comp.origin, comp.phase, comp.tokens, comp.model) == (
        "host",
        "compacting",
        120_000,
        "m",
    )
    assert c.trigger.in_progress("s")
    assert c.stale(state) is None
    comp.started -= core.STALE_COMPACTION_S + 1
    assert c.stale(state) is comp


def test_layer1_remembers_what_it_sent_and_usage_calibrates_the_estimate() -> None:
    c = new_core()
    state = c.session("s")
    msgs = [Msg("system", "be brief"), Msg("user", "hello " * 200)]
    results, budget = c.layer1(state, msgs, 100_000)
    assert budget.window == 100_000 and state.sent == results[-1].messages
    assert state.estimator is not None and state.estimator.observations == 0
    c.calibrate(state, Usage(1010, input=900, output=10, cache_read=100))
    assert state.estimator.observations == 1
    c.calibrate(state, Usage(10, output=10))  # nothing sent
    assert state.estimator.observations == 1


def test_configure_starts_every_session_over() -> None:
    c = new_core()
    c.session("s")
    trigger = c.trigger
    settings = Settings(compaction_threshold=0.5)
    c.configure(settings)
    assert c.settings is settings and c.sessions == {} and c.trigger is not trigger


class FakeMemories:
    def __init__(self) -> None:
        self.saved: list[tuple[str, str, dict[str, Any]]] = []
        self.limits: list[int] = []

    def for_compaction(self, limit: int) -> list[str]:
        self.limits.append(limit)
        return ["use tabs"][:limit]

    def save_summary(self, content: str, *, session_id: str, metadata: dict[str, Any]) -> str:
        self.saved.append((content, session_id, metadata))
        return "saved"


def test_every_host_saves_the_summary_in_the_same_form() -> None:
    memories = FakeMemories()
    text = "## 1. User Requests (As-Is)\n- fix the parser"
    out = core.save_summary(
        memories,  # type: ignore[arg-type]
        text,
        session_id="s",
        metadata={"trigger": "host"},
        requests=["fix the parser"],
    )
    assert out == "saved"
    [(content, session_id, metadata)] = memories.saved
    assert content.startswith(SUMMARY_MEMORY_PREFIX) and "fix the parser" in content
    assert (session_id, metadata) == ("s", {"trigger": "host"})


def test_the_compaction_prompt_and_its_memories() -> None:
    memories = FakeMemories()
    settings = Settings(injected_memory_limit=3)
    assert core.compaction_memories(memories, settings) == ["use tabs"]  # type: ignore[arg-type]
    assert memories.limits == [3]
    assert core.compaction_prompt("old", ["use tabs"]) == anchored_compaction_prompt(
        "old", ["use tabs"]
    )
