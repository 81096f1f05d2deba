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

from supermemory_local.config import Settings
from supermemory_local.engine import prompts
from supermemory_local.engine.manager import ContextOverflowUnrecoverable, EngineEvent
from supermemory_local.engine.notifier import RecordingNotifier
from supermemory_local.hosts.library import ContextManager
from supermemory_local.store.repository import MemoryStore

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

    saved = store.list(scope=SCOPE, limit=None, all_versions=True)
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
    assert store.list(scope=SCOPE, all_versions=True) == []
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
    assert len(store.list(scope=SCOPE, all_versions=True)) == 1
    clock.advance(29_999)  # < 30,000 ms since the compaction ended
    cm.observe_usage(input_tokens=85_000)
    cm.prepare(history())
    assert len(store.list(scope=SCOPE, all_versions=True)) == 1
    clock.advance(1)  # exactly 30,000 ms
    cm.observe_usage(input_tokens=85_000)
    cm.prepare(history())
    assert len(store.list(scope=SCOPE, all_versions=True)) == 2
    assert len(notifier.notices) == 4


def test_usage_is_consumed_once(store: MemoryStore) -> None:
    """One high reading compacts once, not on every later prepare()."""
    cm, _, clock, _ = make_manager(store)
    cm.observe_usage(input_tokens=85_000)
    cm.prepare(history())
    clock.advance(60_000)
    cm.prepare(history())
    assert len(store.list(scope=SCOPE, all_versions=True)) == 1


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
    assert store.list(scope=SCOPE, all_versions=True) == []


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


def _as_anthropic(msgs: list[dict[str, Any]]) -> tuple[str, list[dict[str, Any]]]:
    """(system, messages) of an OpenAI history: every assistant message a list of
    blocks (text, tool_use), every tool result a tool_result block of a user message."""
    system = "\n".join(m["content"] for m in msgs if m["role"] == "system")
    out: list[dict[str, Any]] = []
    for m in msgs:
        if m["role"] == "user":
            out.append({"role": "user", "content": m["content"]})
        elif m["role"] == "assistant":
            blocks: list[dict[str, Any]] = [{"type": "text", "text": m["content"]}]
            for call in m.get("tool_calls") or ():
                fn = call["function"]
                blocks.append(
                    {
                        "type": "tool_use",
                        "id": call["id"],
                        "name": fn["name"],
                        "input": json.loads(fn["arguments"]),
                    }
                )
            out.append({"role": "assistant", "content": blocks})
        elif m["role"] == "tool":
            block = {"type": "tool_result", "tool_use_id": m["tool_call_id"]}
            out.append({"role": "user", "content": [{**block, "content": m["content"]}]})
    return system, out


def _text(content: Any) -> str:
    if isinstance(content, list):
        return "\n".join(b.get("text", "") for b in content if isinstance(b, dict))
    return str(content)


@pytest.mark.parametrize("fmt", ["openai", "anthropic"])
@pytest.mark.parametrize("window", [20_000, 40_000])
def test_fit_cuts_one_oversized_message_instead_of_pruning_far_below_the_band(
    store: MemoryStore, window: int, fmt: str
) -> None:
    """An answer bigger than the room left next to the recent turns used to stop the
    pruning there (the history ended at 3 % of the window); it is cut at both ends
    instead, and the history ends between 40 % and 75 %, the failure line kept. The
    same with the answer as an Anthropic text block (whose edits the dump applies)."""
    cm, _, _, _ = make_manager(store, window=window, fmt=fmt)
    system, msgs = _as_anthropic(_plan_history()) if fmt == "anthropic" else (None, _plan_history())
    result = cm.fit(msgs, system=system, dry_run=True)
    assert 0.40 * window <= result.tokens_after <= 0.75 * window, result.tokens_after
    names = [s.name for s in result.steps]
    assert "truncate_oversized_message" in names and names[-1] == "prune_history"
    for earlier, later in zip(result.steps, result.steps[1:], strict=False):
        assert later.tokens_before == earlier.tokens_after
    texts = [_text(m.get("content")) for m in result.messages]
    cut = next(t for t in texts if "test_case_0 PASSED" in t)
    assert cut.endswith("test_refund - AssertionError: 3 != 4")
    assert prompts.TRUNCATED_MARKER in cut and len(cut) < 100_000
    assert "Fix the failing billing tests." in texts  # the user's words stay whole
    assert cm.estimate(result.messages, system=system) == result.tokens_after


def _reads(sizes: list[int]) -> list[dict[str, Any]]:
    """A request, then one read_file call per size, its result ``size`` characters."""
    msgs: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a coding agent."},
        {"role": "user", "content": "Find why the billing totals are off."},
    ]
    for i, size in enumerate(sizes):
        call = f"call_{i}"
        msgs.append(
            {
                "role": "assistant",
                "content": f"Reading part {i}.",
                "tool_calls": [
                    {
                        "id": call,
                        "type": "function",
                        "function": {"name": "read_file", "arguments": f'{{"path": "f{i}.py"}}'},
                    }
                ],
            }
        )
        line = f"line of file {i}: total = price * quantity  # part {i}\n"
        msgs.append({"role": "tool", "tool_call_id": call, "content": line * (size // len(line))})
    return msgs


def test_fit_compacts_old_results_only_until_its_aim(store: MemoryStore) -> None:
    """20k window: 16 results of ~1,140 tokens (4,000 chars at 3.5 chars/token) are
    ~18.5k, over 75 % (15k). The live loop's ② frees down to half the window (10k);
    `fit` stops once under FIT_CEILING_SHARE (60 %, 12k): 6 compacted, ~11.8k."""
    from supermemory_local.engine.steps import FIT_CEILING_SHARE

    window = 20_000
    cm, _, _, _ = make_manager(store, window=window)
    msgs = _reads([4_000] * 16)
    result = cm.fit(msgs, dry_run=True)
    assert result.tokens_before > 0.75 * window
    assert [s.name for s in result.steps] == ["compact_old_tool_results"]
    assert 0.5 * window < result.tokens_after <= FIT_CEILING_SHARE * window
    # One result fewer compacted would be over the ceiling: no more went than needed.
    compacted = [
        i for i, m in enumerate(result.messages) if m.get("content") != msgs[i].get("content")
    ]
    assert compacted and all(
        str(result.messages[i]["content"]).startswith(prompts.COMPACTED_MARKER) for i in compacted
    )
    less = [*result.messages[: compacted[-1]], *msgs[compacted[-1] :]]
    assert cm.estimate(less) > FIT_CEILING_SHARE * window


def test_fit_cuts_a_huge_old_result_instead_of_compacting_it_far_below_the_band(
    store: MemoryStore,
) -> None:
    """20k window: three results of ~400 tokens, one of ~8k (28,000 chars; under ①'s
    10k limit), then 19 small ones: ~17.2k, over 75 %. To get under 60 % (12k) ② must
    compact the big one, which takes the history to ~8k (40 %); `fit` cuts that result
    (start and end kept) instead, to land at FIT_KEEP_SHARE (55 %, 11k)."""
    from supermemory_local.engine.steps import FIT_CEILING_SHARE, FIT_FLOOR_SHARE

    window = 20_000
    cm, _, _, _ = make_manager(store, window=window)
    msgs = _reads([1_400] * 3 + [28_000] + [1_400] * 19)
    result = cm.fit(msgs, dry_run=True)
    assert result.tokens_before > 0.75 * window
    assert [s.name for s in result.steps] == ["compact_old_tool_results"]
    assert FIT_FLOOR_SHARE * window <= result.tokens_after <= FIT_CEILING_SHARE * window
    big = str(result.messages[9]["content"])  # the fourth result
    assert prompts.TRUNCATED_MARKER in big and not big.startswith(prompts.COMPACTED_MARKER)
    assert big.startswith("line of file 3:") and big.endswith("# part 3\n")
    assert 1_000 < len(big) < 28_000
    assert str(result.messages[3]["content"]).startswith(prompts.COMPACTED_MARKER)
    assert any("instead" in d for d in result.steps[0].details)


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
    import supermemory_local.engine.steps as steps

    if regrowth is not None:
        monkeypatch.setattr(steps, "STUCK_REGROWTH", regrowth)
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
        assert len(store.list(scope=SCOPE, type="conversation", limit=None, all_versions=True)) <= 2
    else:
        assert len(warnings) > 1  # the loop the floor prevents


def _requests(turns: int) -> list[dict[str, Any]]:
    """Chat turns: a request of ~160 tokens, an answer of ~250."""
    msgs: list[dict[str, Any]] = [{"role": "system", "content": "You are a coding agent."}]
    for i in range(turns):
        renames = " ".join(f"rename field_{i}_{k} to total_{i}_{k}" for k in range(20))
        ask = f"Request {i}: {renames}"
        msgs.append({"role": "user", "content": ask})
        msgs.append({"role": "assistant", "content": f"Done {i}. " + "The tests pass. " * 60})
    return msgs


def test_fit_prunes_within_its_room_with_the_marker_counted(store: MemoryStore) -> None:
    """20k window, 40 turns (~16.8k, over 75 %). The pruning fills its room (55 %, 11k)
    with recent turns, then its marker carries every removed request verbatim: ~13k,
    over 60 %, which used to send `fit` on to the full summary. `fit` prunes again
    with the room less the excess (a few times) and ends near the room, under 60 %."""
    from supermemory_local.engine.steps import FIT_CEILING_SHARE, FIT_KEEP_SHARE
    from supermemory_local.engine.strategies import Budget, PruneHistory

    window = 20_000
    cm, _, _, _ = make_manager(store, window=window)
    msgs = _requests(40)
    loaded = cm.state.load(msgs)
    budget = Budget(window, cm.estimator, cm.settings)
    plain = PruneHistory(int(window * FIT_KEEP_SHARE)).apply(loaded, budget)
    assert plain.tokens_after > FIT_CEILING_SHARE * window  # what the room alone gives
    result = cm.fit(msgs, dry_run=True)
    assert [s.name for s in result.steps] == ["prune_history"]
    assert 0.5 * window <= result.tokens_after <= FIT_CEILING_SHARE * window
    assert result.tokens_after < plain.tokens_after
    texts = [str(m["content"]) for m in result.messages]
    marker = next(t for t in texts if t.startswith("[context compacted:"))
    kept = {t.split(":")[0] for t in texts if t.startswith("Request ")}
    for i in range(40):  # every request is in the marker or kept as it was
        assert f"Request {i}:" in marker or f"Request {i}" in kept
