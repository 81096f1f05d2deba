"""The cascade as data: steps, goals, and the one runner that runs them.

A **step** is a small class (its settings are its constructor's arguments) with a
``name``, a ``need`` and one method::

    class Step(Protocol):
        name: str
        need: Need                                  # "soft" or "hard"
        def run(self, run: Run) -> StepResult | None: ...

``run`` checks the step's own trigger first and returns ``None`` when it is not due or
frees nothing; otherwise a :class:`StepResult` saying what it did (the history it
leaves, tokens before and after, messages removed, the summary and memory it made).
It reports each strategy it used with :meth:`Run.report` when it uses it (the
listener sees them in that order), and changes nothing else of the :class:`Run` but
the few per-run fields documented there.

A **soft** step runs once, on its own trigger, whatever the estimate (Layer 1: ②
compacts while above the headroom; the preemptive compaction when the observed usage
crossed the threshold). A **hard** step runs only while the request is above the
goal's ``stop_at``, again while it frees something, at most ``rounds`` times.

A **goal** (:class:`Goal`) is the list of steps of one kind of call and its
thresholds: ``start_above`` (at or below it the run does nothing: ``fit`` leaves a
history under the headroom alone) and ``stop_at`` (hard steps run only while the
estimate is above it). :func:`run_goal` runs a goal's steps in order and applies
what each returns. The goals (:func:`supermemory_local.engine.steps.goals`):

- ``prepare``: ①, ②, the preemptive compaction, the pruning of a stuck history, then
  the escalation until under the usable window;
- ``recover``: one escalation: Layer 2, else a cut to fit, else Layer 3 (the first
  step that frees);
- ``fit``: ① and ② within the fit band, ``fit``'s pruning, ``fit``'s summary, until
  under ``FIT_CEILING_SHARE`` of the window; ``compact`` is ``fit`` saving its summary.

**Adding a step** is a class with ``name``, ``need`` and ``run`` (see
:mod:`supermemory_local.engine.steps`) and an entry in a goal's list in ``goals``::

    @dataclass(frozen=True)
    class DropImages:
        name: ClassVar[str] = "drop_images"
        need: ClassVar[Need] = "hard"       # only when the request does not fit

        def run(self, run: Run) -> StepResult | None:
            result = ...                    # a StrategyResult on run.msgs
            if not result.changed:
                return None
            run.report(result)
            return StepResult.of(result, restructured=True)

    escalate = FirstOf("escalate", (Prune(), DropImages(), CutToFit(), FullSummary()))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Protocol

from supermemory_local.engine.messages import Msg
from supermemory_local.engine.strategies import Budget, StrategyResult

if TYPE_CHECKING:
    from supermemory_local.config import Settings
    from supermemory_local.engine.full_summary import SummaryOutcome
    from supermemory_local.engine.state import ConversationState
    from supermemory_local.engine.strategies.base import HistoryIndex
    from supermemory_local.engine.summarizer import Summarizer
    from supermemory_local.engine.tokens import TokenEstimator
    from supermemory_local.engine.trigger import PreemptiveTrigger
    from supermemory_local.store.repository import Memory

Need = Literal["soft", "hard"]

# Layer 2/3 leave at most this share of the window (and never more than the usable
# window), so a compacted history has room to grow for many turns.
KEEP_SHARE = 0.45


class Engine(Protocol):
    """What the steps use of the manager (``ContextManager``; not imported here, so the
    manager may import the cascade): its window, estimator and trigger, and its
    services: notices, the summarizer, saving a summary, reporting a step."""

    context_window: int
    settings: Settings
    session_id: str
    estimator: TokenEstimator
    trigger: PreemptiveTrigger
    compactions: int
    state: ConversationState  # what the conversation remembers (engine/state.py)

    def _notice(
        self, title: str, message: str, variant: Literal["warning", "success", "error"]
    ) -> None: ...

    def _summarizer(self) -> Summarizer: ...

    def _summary_settings(self) -> Settings: ...

    def _save_summary(
        self, outcome: SummaryOutcome, headings: tuple[str, ...], trigger: str, usage: int
    ) -> Memory | None: ...

    def _emit_step(self, step: StrategyResult) -> None: ...


@dataclass(frozen=True)
class StepResult:
    """What one step did: the history it leaves and what it reported on the way."""

    name: str
    messages: list[Msg]
    tokens_before: int
    tokens_after: int
    messages_before: int
    reports: tuple[StrategyResult, ...] = ()  # the strategies it used, in order
    restructured: bool = False  # Layer 2/3 or a cut to fit: not just Layer 1's edits
    summary: SummaryOutcome | None = None
    memory: Memory | None = None  # a summary it saved

    @property
    def messages_removed(self) -> int:
        return self.messages_before - len(self.messages)

    @classmethod
    def of(cls, *steps: StrategyResult, restructured: bool = False) -> StepResult:
        """The result of a step that used these strategies (already reported)."""
        first, last = steps[0], steps[-1]
        return cls(
            first.name,
            last.messages,
            first.tokens_before,
            last.tokens_after,
            first.messages_before,
            steps,
            restructured,
        )


class Step(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def need(self) -> Need: ...

    def run(self, run: Run) -> StepResult | None:
        """Its trigger, then its work; None: not due, or nothing freed."""
        ...


def _never(run: Run) -> int | None:
    return None


def _once(run: Run) -> int:
    return 1


@dataclass(frozen=True)
class Goal:
    """The steps of one kind of call, and where its run starts and stops (tokens)."""

    name: str
    steps: tuple[Step, ...]
    stop_at: Callable[[Run], int | None] = _never  # None: hard steps always run
    start_above: Callable[[Run], int | None] = _never  # None: the run always starts
    keep_share: float = KEEP_SHARE  # what Layer 2/3 leave of the window
    # How often a hard step may run while it frees and the request is still above
    # ``stop_at`` (prepare: ``max_overflow_compaction_attempts``).
    rounds: Callable[[Run], int] = _once


@dataclass(eq=False)
class Run:
    """One run of a goal: the history as it goes, and what the steps did to it.

    It lives for one call; what a step tells a later one is a field here (never an
    attribute of the manager to reset): ``compacted_now`` (② acted), ``stuck`` (Layer 1
    could not settle the history: the pruning may follow), ``layer1`` (①'s index, cuts
    and result, which ② builds on).
    """

    engine: Engine
    goal: Goal
    msgs: list[Msg]
    usage: int | None = None  # the usage observed before this call (prepare)
    original: list[Msg] = field(default_factory=list)  # the history as handed over
    tokens_before: int = 0  # the estimate of ``original`` (fit)
    results: list[StepResult] = field(default_factory=list)
    reports: list[StrategyResult] = field(default_factory=list)  # in the order reported
    restructured: bool = False
    compacted_now: bool = False
    stuck: bool = False
    layer1: tuple[HistoryIndex, dict[int, Msg], list[Msg]] | None = None
    # The last list counted and its estimate: the calibration does not change during a
    # run and no list is changed in place, so the same list is counted once.
    counted: tuple[list[Msg], int] | None = field(default=None, repr=False)
    # The window and budget of this run (a window the provider stated is taken before).
    window: int = field(init=False)
    budget: Budget = field(init=False)

    def __post_init__(self) -> None:
        cm = self.engine
        self.window = cm.context_window
        self.budget = Budget(cm.context_window, cm.estimator, cm.settings)

    @property
    def acted(self) -> bool:
        return bool(self.results)

    @property
    def summary(self) -> SummaryOutcome | None:
        return next((r.summary for r in reversed(self.results) if r.summary is not None), None)

    @property
    def memory(self) -> Memory | None:
        return next((r.memory for r in reversed(self.results) if r.memory is not None), None)

    def tokens(self, msgs: list[Msg] | None = None) -> int:
        """The estimate of ``msgs`` (by default the history as it is now)."""
        msgs = self.msgs if msgs is None else msgs
        known = self.counted
        if known is not None and known[0] is msgs:
            return known[1]
        tokens = self.engine.estimator.count(msgs)
        self.counted = (msgs, tokens)
        return tokens

    def keep_tokens(self) -> int:
        """What Layer 2/3 leave of the history: enough room to last many turns."""
        return min(int(self.window * self.goal.keep_share), self.budget.usable)

    def fits(self) -> bool:
        stop = self.goal.stop_at(self)
        return stop is not None and self.tokens() <= stop

    def report(self, step: StrategyResult) -> None:
        """A strategy a step used: told to the listener, kept for the report."""
        self.reports.append(step)
        self.engine._emit_step(step)

    def apply(self, result: StepResult) -> None:
        self.msgs = result.messages
        self.results.append(result)
        self.restructured = self.restructured or result.restructured


def run_goal(run: Run) -> Run:
    """Run ``run.goal``'s steps in order: a soft one once, on its own trigger; a hard
    one while the request is above the goal's ``stop_at`` and it frees something, at
    most ``goal.rounds`` times."""
    goal = run.goal
    start = goal.start_above(run)
    if start is not None and run.tokens() <= start:
        return run
    for step in goal.steps:
        hard = step.need == "hard"
        for _ in range(goal.rounds(run) if hard else 1):
            if hard and run.fits():
                break
            result = step.run(run)
            if result is None:
                break  # not due, or nothing freed: running it again would not either
            run.apply(result)
    return run
