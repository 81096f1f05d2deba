"""After ④ the history keeps the recent messages that fit the keep share (at least what ③
keeps), and the current message alone only when the recent ones are what does not fit."""

from __future__ import annotations

from pathlib import Path

from supermemory_local.engine.cascade import Goal, Run, run_goal
from supermemory_local.engine.notifier import RecordingNotifier
from supermemory_local.engine.prompts import SUMMARY_MEMORY_PREFIX
from supermemory_local.engine.steps import FullSummary
from supermemory_local.hosts.library import ContextManager
from supermemory_local.store.repository import MemoryStore


def _after_full_summary(tmp_path: Path, sizes: list[int]) -> tuple[list[str], list[str]]:
    """The texts before and after one ④ on a history of user/assistant turns."""
    store = MemoryStore.open(url=f"sqlite:///{tmp_path / 'm.db'}")
    cm = ContextManager(
        context_window=100_000, notifier=RecordingNotifier(), store=store, scope="s"
    )
    msgs = [{"role": "system", "content": "sys"}]
    for i, size in enumerate(sizes):
        role = "user" if i % 2 == 0 else "assistant"
        msgs.append({"role": role, "content": f"turn {i} " + "x" * size})
    loaded = cm.state.load(msgs)
    goal = Goal("t", (FullSummary(),), stop_at=lambda run: 0, rounds=lambda run: 1)
    run = run_goal(Run(cm, goal, loaded))
    store.close()
    return [m.text for m in loaded], [m.text for m in run.msgs]


def test_the_recent_messages_that_fit_stay_after_the_summary(tmp_path: Path) -> None:
    before, after = _after_full_summary(tmp_path, [16_000] * 40)  # ~160k tokens in 100k
    assert any(t.startswith(SUMMARY_MEMORY_PREFIX) for t in after)
    kept_recent = [t for t in after if t in before[-12:]]
    assert len(kept_recent) >= 6  # at least ③'s last N (6), not the current message alone
    assert after[-1] == before[-1]
    assert len(after) < len(before)


def test_recent_messages_that_do_not_fit_leave_the_current_one_alone(tmp_path: Path) -> None:
    # the last turns are huge: keeping them would free nothing, so only the current stays
    before, after = _after_full_summary(tmp_path, [2_000] * 10 + [120_000] * 6 + [500])
    assert after[-1] == before[-1]
    assert not any(t in after for t in before[-7:-1])
