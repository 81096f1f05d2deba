"""The runner of the cascade: soft steps once, hard ones while the request is over."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from supermemory_local.engine.cascade import Goal, Need, Run, StepResult, run_goal
from supermemory_local.engine.notifier import RecordingNotifier
from supermemory_local.hosts.library import ContextManager


@dataclass
class DropOldest:
    """Drops the oldest non-system message; counts its runs."""

    need: Need = "hard"
    runs: int = 0
    name: ClassVar[str] = "drop_oldest"

    def run(self, run: Run) -> StepResult | None:
        self.runs += 1
        if len(run.msgs) <= 2:
            return None
        before = run.tokens()
        out = [run.msgs[0], *run.msgs[2:]]
        return StepResult(self.name, out, before, run.tokens(out), len(run.msgs))


@dataclass
class Seen:
    need: Need = "soft"
    lengths: list[int] = field(default_factory=list)
    name: ClassVar[str] = "seen"

    def run(self, run: Run) -> StepResult | None:
        self.lengths.append(len(run.msgs))
        return None


def _run(goal: Goal, n: int = 10) -> Run:
    cm = ContextManager(context_window=100_000, notifier=RecordingNotifier())
    msgs = [{"role": "system", "content": "sys"}]
    msgs += [{"role": "user", "content": f"message {i} " * 50} for i in range(n)]
    loaded = cm.state.load(msgs)
    return run_goal(Run(cm, goal, loaded))


def test_hard_steps_run_while_over_the_stop_and_at_most_rounds_times() -> None:
    drop, seen = DropOldest(), Seen()
    goal = Goal("t", (drop, seen), stop_at=lambda run: 0, rounds=lambda run: 5)
    run = _run(goal)
    assert drop.runs == 5  # never under the stop: every round frees, 5 rounds
    assert len(run.msgs) == 11 - 5
    assert seen.lengths == [6]  # a soft step runs once, whatever the estimate
    assert [r.name for r in run.results] == ["drop_oldest"] * 5


def test_the_run_stops_hard_steps_once_the_request_fits() -> None:
    drop = DropOldest()
    full = _run(Goal("t", ())).tokens()
    goal = Goal("t", (drop,), stop_at=lambda run: full - 1, rounds=lambda run: 5)
    run = _run(goal)
    assert drop.runs == 1 and len(run.msgs) == 10  # one drop, then it fits


def test_a_hard_step_that_frees_nothing_is_not_run_again() -> None:
    drop = DropOldest()
    run = _run(Goal("t", (drop,), rounds=lambda run: 50), n=3)
    assert len(run.msgs) == 2 and drop.runs == 3  # two drops, then nothing to drop


def test_nothing_runs_at_or_under_start_above() -> None:
    seen = Seen()
    run = _run(Goal("t", (seen,), start_above=lambda run: 10**9))
    assert seen.lengths == [] and not run.acted
