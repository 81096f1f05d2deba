"""A simulated agent loop of 600 steps against a fake model with a real window.

The fake model counts tokens its own way (not the engine's estimate), reports that
usage after every call, and raises a context-overflow error whenever a request is
over its window. The loop must never fail, never exceed the attempt cap, respect the
cooldown, and every compaction's summary must be in the store.
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path
from typing import Any

from supermemory_local.config import Settings
from supermemory_local.engine.manager import EngineEvent
from supermemory_local.engine.notifier import RecordingNotifier
from supermemory_local.hosts.library import ContextManager
from supermemory_local.store.repository import MemoryStore

WINDOW = 64_000
# The provider rejects earlier than the window the engine was told (a wrong limit is
# common in practice), so the overflow path runs for real.
MODEL_WINDOW = 44_000  # below the usable 51k the engine plans for
STEPS = 600
STEP_MS = 4_000  # each model call takes 4 s of fake time
SCOPE = "opencode_project_feedfacefeedface"


class OverflowError400(Exception):
    """What an OpenAI-compatible client raises on a 400 context_length_exceeded."""


class FakeModel:
    """Tokens: 1 per 3.0 chars of text, 1 per 1.6 of tool output (denser than the engine's
    static rule, so the first calls can overflow before calibration catches up)."""

    def __init__(self, window: int) -> None:
        self.window = window
        self.calls = 0
        self.overflows = 0

    def tokens(self, messages: list[dict[str, Any]]) -> int:
        total = 0
        for m in messages:
            content = m.get("content") or ""
            text = content if isinstance(content, str) else json.dumps(content)
            total += 4 + int(len(text) / (1.6 if m.get("role") == "tool" else 3.0))
            for call in m.get("tool_calls") or ():
                total += 8 + len(call["function"]["arguments"]) // 4
        return total

    def call(self, messages: list[dict[str, Any]]) -> int:
        self.calls += 1
        used = self.tokens(messages)
        if used > self.window:
            self.overflows += 1
            raise OverflowError400(
                f"Error code: 400 - This model's maximum context length is {self.window} tokens. "
                f"However, your messages resulted in {used} tokens. code: context_length_exceeded"
            )
        return used


def test_six_hundred_steps_never_fail(tmp_path: Path) -> None:
    rng = random.Random(7)
    store = MemoryStore.open(url=f"sqlite:///{tmp_path / 'loop.db'}")
    clock_ms = [0.0]
    events: list[EngineEvent] = []
    # The provider overflows at 44k (69 % of the 64k the engine is told), so the
    # preemptive path needs a trigger below that: 60 % and at least 30k tokens.
    settings = Settings(compaction_threshold=0.6, min_tokens_for_compaction=30_000)
    cm = ContextManager(
        context_window=WINDOW,
        settings=settings,
        store=store,
        scope=SCOPE,
        notifier=RecordingNotifier(),
        clock=lambda: clock_ms[0],
        listener=events.append,
        session_id="ses_loop",
    )
    model = FakeModel(MODEL_WINDOW)
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a careful coding agent."},
        {
            "role": "user",
            "content": "Port the scheduler in src/sched/ to asyncio; do not rename public APIs.",
        },
    ]
    max_attempts_seen = 0
    for step in range(STEPS):
        if step % 97 == 50:
            messages.append(
                {"role": "user", "content": f"Reminder #{step}: keep tests green.", "_pin": True}
            )
        messages = cm.prepare(messages)
        attempts = 0
        while True:
            try:
                used = model.call(messages)
                break
            except OverflowError400 as err:
                attempts += 1
                assert attempts <= settings.max_overflow_compaction_attempts
                messages = cm.recover(messages, err)
        max_attempts_seen = max(max_attempts_seen, attempts)
        clock_ms[0] += STEP_MS
        cm.observe_usage(input_tokens=used, output_tokens=50, messages=messages)
        # The model asks for a tool; the tool answers, sometimes with a lot of output.
        call_id = f"call_{step}"
        tool = rng.choice(["read", "bash", "grep", "write", "edit"])
        messages.append(
            {
                "role": "assistant",
                "content": f"Step {step}: running {tool}. "
                + "Reasoning about the change. " * rng.choice([5, 40, 150]),
                "tool_calls": [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {
                            "name": tool,
                            "arguments": json.dumps({"arg": f"src/sched/f{step}.py"}),
                        },
                    }
                ],
            }
        )
        size = rng.choice([200, 800, 3_000, 12_000, 40_000, 150_000]) if tool != "write" else 60
        messages.append(
            {"role": "tool", "tool_call_id": call_id, "content": "line of output\n" * (size // 15)}
        )
        if step % 5 == 4:
            messages.append({"role": "user", "content": f"Good. Now handle job type {step}."})

    compaction_times = _compaction_times(events)
    summaries = store.list(scope=SCOPE, type="conversation", limit=None, all_versions=True)
    preemptive = [
        e for e in events if e.kind == "notice" and e.notice and e.notice.variant == "warning"
    ]

    assert model.calls >= STEPS
    assert max_attempts_seen <= settings.max_overflow_compaction_attempts
    assert len(preemptive) >= 1, "the loop ran long enough to reach the threshold"
    assert len(summaries) == sum(1 for e in events if e.kind == "summary_saved")
    assert all(s.content.startswith("[Session Summary]\n") for s in summaries)
    assert not any(e.kind == "gave_up" for e in events)
    # The cooldown: preemptive compactions are at least 30 s of fake time apart.
    gaps = [b - a for a, b in itertools.pairwise(compaction_times)]
    assert all(g >= settings.compaction_cooldown_ms for g in gaps), gaps
    # The context stays bounded: what prepare() hands over at the end fits the window.
    assert model.tokens(cm.prepare(messages)) <= WINDOW
    assert model.overflows >= 1, "the overflow path was exercised"
    store.close()


def _compaction_times(events: list[EngineEvent]) -> list[float]:
    """Fake-clock time of each preemptive warning, reconstructed from 'usage' events."""
    times: list[float] = []
    usage_seen = 0
    for e in events:
        if e.kind == "usage":
            usage_seen += 1
        if e.kind == "notice" and e.notice and e.notice.variant == "warning":
            times.append(usage_seen * STEP_MS)
    return times
