"""ContextManager: the preemptive trigger, the two notices, the saved summary, recovery.

The arithmetic of every threshold is stated next to it. The estimator is calibrated
by the usage the tests report, so the tests report usage directly instead of
building histories of an exact size.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from supermemory.config import Settings
from supermemory.engine import prompts
from supermemory.engine.manager import ContextManager, ContextOverflowUnrecoverable, EngineEvent
from supermemory.engine.notifier import RecordingNotifier
from supermemory.store.repository import MemoryStore

SCOPE = "opencode_project_0123456789abcdef"
WINDOW = 100_000


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, ms: float) -> None:
        self.now += ms


@pytest.fixture
def store(tmp_path: Path) -> MemoryStore:
    s = MemoryStore.open(url=f"sqlite:///{tmp_path / 'memories.db'}")
    yield s
    s.close()


def make_manager(
    store: MemoryStore, **kw: Any
) -> tuple[ContextManager, RecordingNotifier, FakeClock, list[EngineEvent]]:
    notifier = RecordingNotifier()
    clock = FakeClock()
    events: list[EngineEvent] = []
    cm = ContextManager(
        context_window=kw.pop("window", WINDOW),
        settings=kw.pop("settings", Settings()),
        store=store,
        scope=SCOPE,
        notifier=notifier,
        clock=clock,
        listener=events.append,
        session_id="ses_test",
        model="fake-model",
        **kw,
    )
    return cm, notifier, clock, events


def history(turns: int = 20) -> list[dict[str, Any]]:
    msgs: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a coding agent."},
        {
            "role": "user",
            "content": "Add rate limiting to src/billing/api.py. Keep names snake_case.",
        },
        {"role": "user", "content": "Never touch the legacy v1 endpoints.", "_pin": True},
    ]
    for i in range(turns):
        call_id = f"call_{i}"
        msgs.append(
            {
                "role": "assistant",
                "content": f"Step {i}: reading a file.",
                "tool_calls": [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {
                            "name": "read",
                            "arguments": json.dumps({"path": f"src/m{i}.py"}),
                        },
                    }
                ],
            }
        )
        msgs.append(
            {
                "role": "tool",
                "tool_call_id": call_id,
                "content": f"def f{i}():\n    return {i}\n" * 20,
            }
        )
        msgs.append({"role": "user", "content": f"Next, handle case {i}."})
    return msgs


def test_compacts_at_threshold_with_both_notices_and_saves_the_summary(store: MemoryStore) -> None:
    cm, notifier, _, events = make_manager(store)
    msgs = history()
    original = copy.deepcopy(msgs)
    # 81,000 / 100,000 = 81 % >= 80 %, and 81,000 >= 50,000 minimum.
    cm.observe_usage(input_tokens=80_000, output_tokens=1_000)
    out = cm.prepare(msgs)

    assert msgs == original, "the caller's messages are never mutated"
    assert [str(n) for n in notifier.notices] == [
        "Preemptive Compaction: Context at 81% - compacting with Supermemory context...",
        "Compaction Complete: Session compacted with Supermemory context. Resuming...",
    ]
    assert [n.variant for n in notifier.notices] == ["warning", "success"]

    saved = store.list(scope=SCOPE, limit=None)
    assert len(saved) == 1
    memory = saved[0]
    assert memory.type == "conversation"
    assert memory.session_id == "ses_test"
    assert memory.content.startswith("[Session Summary]\n## 1. User Requests")
    for heading in prompts.FIVE_SECTION_HEADINGS:
        assert heading in memory.content
    assert memory.metadata["model"] == "fake-model"
    assert memory.metadata["tokens"] == 81_000
    assert "Add rate limiting to src/billing/api.py" in memory.content  # verbatim request
    assert any(e.kind == "summary_saved" for e in events)

    # system + first user + pinned + summary + recent
    assert out[0] == msgs[0]
    assert out[1] == msgs[1]
    # The pinned message is kept, without the engine's `_pin` (no provider accepts it).
    assert out[2] == {k: v for k, v in msgs[2].items() if k != "_pin"}
    assert out[3]["content"].startswith("[Session Summary]\n")
    assert all("_pin" not in m for m in out)
    assert out[-1] == msgs[-1]
    assert len(out) < len(msgs)


def test_no_compaction_just_below_threshold(store: MemoryStore) -> None:
    cm, notifier, _, _ = make_manager(store)
    # 79,900 / 100,000 = 79.9 % < 80 %
    cm.observe_usage(input_tokens=79_900)
    out = cm.prepare(history())
    assert notifier.notices == []
    assert store.list(scope=SCOPE) == []
    assert len(out) == len(history())


def test_no_compaction_below_minimum_tokens(store: MemoryStore) -> None:
    cm, notifier, _, _ = make_manager(store, window=50_000)
    # 45,000 / 50,000 = 90 % but 45,000 < 50,000 minimum
    cm.observe_usage(input_tokens=45_000)
    cm.prepare(history())
    assert notifier.notices == []


def test_cooldown_holds_then_releases(store: MemoryStore) -> None:
    cm, notifier, clock, _ = make_manager(store)
    cm.observe_usage(input_tokens=85_000)
    cm.prepare(history())
    assert len(store.list(scope=SCOPE)) == 1
    clock.advance(29_999)  # < 30,000 ms since the compaction ended
    cm.observe_usage(input_tokens=85_000)
    cm.prepare(history())
    assert len(store.list(scope=SCOPE)) == 1
    clock.advance(1)  # exactly 30,000 ms
    cm.observe_usage(input_tokens=85_000)
    cm.prepare(history())
    assert len(store.list(scope=SCOPE)) == 2
    assert len(notifier.notices) == 4


def test_usage_is_consumed_once(store: MemoryStore) -> None:
    """One high reading compacts once, not on every later prepare()."""
    cm, _, clock, _ = make_manager(store)
    cm.observe_usage(input_tokens=85_000)
    cm.prepare(history())
    clock.advance(60_000)
    cm.prepare(history())
    assert len(store.list(scope=SCOPE)) == 1


def test_configured_threshold_is_used(store: MemoryStore) -> None:
    cm, notifier, _, _ = make_manager(store, settings=Settings(compaction_threshold=0.6))
    cm.observe_usage(input_tokens=61_000)  # 61 % >= 60 %
    cm.prepare(history())
    assert "Context at 61%" in str(notifier.notices[0])


def test_recover_prunes_first_then_summarizes(store: MemoryStore) -> None:
    cm, _, _, events = make_manager(store, window=8_000)
    msgs = history(30)
    error = {"error": {"code": "context_length_exceeded", "message": "maximum context length"}}
    first = cm.recover(msgs, error)
    assert any(
        e.kind == "strategy" and e.strategy and e.strategy.name == "prune_history" for e in events
    )
    assert any("[context compacted:" in str(m.get("content")) for m in first)
    assert first[0] == msgs[0] and first[1] == msgs[1] and first[-1] == msgs[-1]
    assert cm.estimate(first) < cm.estimate(msgs)


def test_recover_gives_up_after_the_attempt_cap(store: MemoryStore) -> None:
    cm, _, _, events = make_manager(store, settings=Settings(max_overflow_compaction_attempts=5))
    msgs = history(30)
    error = RuntimeError("This model's maximum context length is 8192 tokens")
    attempts = 0
    with pytest.raises(ContextOverflowUnrecoverable):
        for _ in range(50):
            msgs = cm.recover(msgs, error)
            attempts += 1
    assert attempts <= 5
    assert events[-1].kind == "gave_up"


def test_recover_reraises_other_errors(store: MemoryStore) -> None:
    cm, _, _, _ = make_manager(store)
    with pytest.raises(PermissionError):
        cm.recover(history(), PermissionError("invalid api key"))


def test_successful_call_resets_the_attempt_count(store: MemoryStore) -> None:
    cm, _, _, _ = make_manager(store, settings=Settings(max_overflow_compaction_attempts=1))
    error = RuntimeError("maximum context length exceeded")
    msgs = cm.recover(history(30), error)
    cm.observe_usage(input_tokens=1_000)
    cm.recover(msgs + history(30)[3:], error)  # allowed again after a success


def test_fit_runs_the_cascade_until_under_headroom(store: MemoryStore) -> None:
    cm, _, _, _ = make_manager(store, window=6_000)
    msgs = history(40)
    result = cm.fit(msgs)
    assert result.tokens_after < result.tokens_before
    assert result.tokens_after <= 6_000 * 0.75
    assert [s.name for s in result.steps]
    assert all(s.tokens_after <= s.tokens_before for s in result.steps)


def test_fit_dry_run_saves_nothing(store: MemoryStore) -> None:
    cm, _, _, _ = make_manager(store, window=3_000)
    cm.fit(history(60), dry_run=True)
    assert store.list(scope=SCOPE) == []


def _plan_history() -> list[dict[str, Any]]:
    """Old notes, then one huge assistant answer (a pasted test run), then small turns."""
    msgs: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a coding agent."},
        {"role": "user", "content": "Fix the failing billing tests."},
    ]
    for i in range(30):
        notes = " ".join(f"point {i}.{k} about the retry logic" for k in range(120))
        msgs += [
            {"role": "user", "content": f"Now look at module {i}."},
            {"role": "assistant", "content": f"Notes: {notes}"},
        ]
    run = "\n".join(f"tests/test_billing.py::test_case_{n} PASSED" for n in range(2500))
    failure = "FAILED tests/test_billing.py::test_refund - AssertionError: 3 != 4"
    msgs += [
        {"role": "user", "content": "Paste the test run."},
        {"role": "assistant", "content": f"{run}\n{failure}"},
    ]
    for i in range(12):
        call = f"call_{i}"
        msgs.append(
            {
                "role": "assistant",
                "content": f"Step {i}.",
                "tool_calls": [
                    {
                        "id": call,
                        "type": "function",
                        "function": {"name": "bash", "arguments": '{"command": "ls"}'},
                    }
                ],
            }
        )
        msgs.append({"role": "tool", "tool_call_id": call, "content": f"ok {i}\n" * 20})
    return msgs


@pytest.mark.parametrize("window", [20_000, 40_000])
def test_fit_cuts_one_oversized_message_instead_of_pruning_far_below_the_band(
    store: MemoryStore, window: int
) -> None:
    """An answer bigger than the room left next to the recent turns used to stop the
    pruning there (the history ended at 3 % of the window); it is cut at both ends
    instead, and the history ends between 40 % and 75 %, the failure line kept."""
    cm, _, _, _ = make_manager(store, window=window)
    result = cm.fit(_plan_history(), dry_run=True)
    assert 0.40 * window <= result.tokens_after <= 0.75 * window, result.tokens_after
    names = [s.name for s in result.steps]
    assert "truncate_oversized_message" in names and names[-1] == "prune_history"
    for earlier, later in zip(result.steps, result.steps[1:], strict=False):
        assert later.tokens_before == earlier.tokens_after
    texts = [str(m.get("content")) for m in result.messages]
    cut = next(t for t in texts if "test_case_0 PASSED" in t)
    assert cut.endswith("test_refund - AssertionError: 3 != 4")
    assert prompts.TRUNCATED_MARKER in cut and len(cut) < 100_000
    assert "Fix the failing billing tests." in texts  # the user's words stay whole


def _stuck_history(extra: int = 0) -> list[dict[str, Any]]:
    """Whose newest turns alone are over the headroom: four user messages of ~14k tokens
    each at a 64k window (75 % = 48k), which no tool compaction or summary can shrink."""
    big = "Paste of the spec, keep it verbatim. " * 1_550  # ~57k chars, ~14k tokens
    msgs: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a coding agent."},
        {"role": "user", "content": "Implement the spec below."},
    ]
    for i in range(4):
        msgs += [
            {"role": "user", "content": f"part {i}: {big}"},
            {"role": "assistant", "content": "ok"},
        ]
    msgs += [{"role": "user", "content": f"and one more note {j}"} for j in range(extra)]
    return msgs


@pytest.mark.parametrize("regrowth", [0.0, None])
def test_a_stuck_history_is_not_summarised_again_every_cooldown(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch, regrowth: float | None
) -> None:
    # 64k window: Layer 1 cannot get under 75 %, so prepare() forces the preemptive
    # compaction. With STUCK_REGROWTH the next forced one waits for 15 % more history;
    # without it (0) every call past the 30 s cooldown would summarise again.
    import supermemory.engine.manager as manager

    if regrowth is not None:
        monkeypatch.setattr(manager, "STUCK_REGROWTH", regrowth)
    cm, notifier, clock, _ = make_manager(store, window=64_000)
    msgs = _stuck_history(0)
    for extra in range(6):  # an agent loop: the same history, one short message more
        cm.prepare(msgs)
        msgs.append({"role": "user", "content": f"and one more note {extra}"})
        clock.advance(60_000)
    warnings = [n for n in notifier.notices if n.variant == "warning"]
    if regrowth is None:
        assert len(warnings) == 1
        # at most that compaction's summary and the Layer 3 one prepare() ran to get under
        # the usable window, not one per call
        assert len(store.list(scope=SCOPE, type="conversation", limit=None)) <= 2
    else:
        assert len(warnings) > 1  # the loop the floor prevents
