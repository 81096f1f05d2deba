"""``ContextManager``: the one public entry point of the engine.

An agent loop calls three methods::

    cm = ContextManager(context_window=200_000, model="gpt-4o")
    while True:
        messages = cm.prepare(messages)            # before every model call
        try:
            reply = call_model(messages)
        except Exception as err:
            if not is_context_overflow(err):
                raise
            messages = cm.recover(messages, err)   # Layer 2, then Layer 3
            continue
        cm.observe_usage(input_tokens=reply.usage.input, output_tokens=reply.usage.output,
                         messages=messages)
        messages.append(reply.message)

``prepare`` runs Layer 1 (truncate oversized tool results, compact old ones) and, when
the last observed usage crossed the threshold, the preemptive compaction: warning
notice, five-section summary, saved as a ``conversation`` memory, completion notice,
and the history becomes system + first user + pinned + summary + recent messages.
When the estimate after that is still above the usable window (window − output
reserve, :attr:`Budget.usable`), ``prepare`` runs Layer 2 and, if needed, Layer 3
before the call: a request known to overflow is never sent.
``recover`` calibrates from what the provider's error says (the tokens it counted, and
its window, which from then on wins over ``context_window``), then escalates Layer 2
(pruning) to Layer 3 (full summary), at most
``max_overflow_compaction_attempts`` times between two successful calls; a step that
frees nothing is not progress. ``fit`` runs the whole cascade at once (the
``supermemory compact`` command): a history that already fits under the headroom
comes back as it was; one that does not ends between 40 % and 75 % of the window,
which it aims at with a margin for the estimate no usage report has calibrated.

Every output is valid for the provider: tool pairs repaired (duplicate ids, calls
without results, results without calls), and no field of the engine's own (a pin
is remembered by the adapter, never sent as ``_pin``).

The summaries this manager makes go to its keeper (:mod:`.keeper`). The class users
import, ``supermemory_local.ContextManager``, is the library host
(:mod:`supermemory_local.hosts.library`): this manager with the conversation core as its
keeper and trigger, so its summaries and its session's memory are saved as every host
saves them. Built on its own, without a keeper, it keeps summaries in the history only.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal, NoReturn

from supermemory_local.config import Settings
from supermemory_local.engine import prompts
from supermemory_local.engine.cascade import Goal, Run, run_goal
from supermemory_local.engine.gcpause import pauses_collector
from supermemory_local.engine.messages import Format, Msg
from supermemory_local.engine.notifier import Notice, Notifier, PrintNotifier
from supermemory_local.engine.recording import EventRecorder
from supermemory_local.engine.state import ConversationState
from supermemory_local.engine.steps import goals
from supermemory_local.engine.strategies import StrategyResult
from supermemory_local.engine.trigger import Clock, PreemptiveTrigger, monotonic_ms

if TYPE_CHECKING:
    from supermemory_local.engine.full_summary import SummaryOutcome
    from supermemory_local.engine.keeper import SummaryKeeper
    from supermemory_local.engine.summarizer import Summarizer
    from supermemory_local.store.repository import Memory, MemoryStore


EventKind = Literal["strategy", "notice", "summary_saved", "usage", "overflow", "window", "gave_up"]


class ContextOverflowUnrecoverable(RuntimeError):
    """The history still overflows after every compaction the engine may try."""


@dataclass(frozen=True)
class EngineEvent:
    kind: EventKind
    strategy: StrategyResult | None = None
    notice: Notice | None = None
    memory: Memory | None = None
    tokens: int = 0  # estimated input tokens after the step
    window: int = 0
    detail: str = ""


@dataclass(frozen=True)
class FitResult:
    messages: list[dict[str, Any]]
    steps: list[StrategyResult]
    tokens_before: int
    tokens_after: int
    summary: SummaryOutcome | None = None
    memory: Memory | None = None


@dataclass
class ContextManager:
    context_window: int
    settings: Settings = field(default_factory=Settings)
    fmt: Format = "openai"
    session_id: str = field(default_factory=lambda: f"ses_{uuid.uuid4().hex[:16]}")
    model: str | None = None
    # Where the keeper saves (the library host's, hosts/library.py): the store (None:
    # the user's default store, opened at the first save) and the scope (None: the
    # project's). The engine itself only hands its summaries to the keeper.
    store: MemoryStore | None = None
    scope: str | None = None
    summarizer: Summarizer | None = None
    notifier: Notifier = field(default_factory=PrintNotifier)
    clock: Clock = monotonic_ms
    listener: Callable[[EngineEvent], None] | None = None
    # False: summaries stay in the history only; nothing is written to a store.
    save: bool = True
    # The caller's own numbering of its calls in the event record (default: the number
    # of the model call; the demo numbers them by message). See engine/recording.py.
    position: Callable[[], int] | None = None
    # True: the caller never edits a message it passed in place (it appends, replaces or
    # drops messages, as agent loops do): the history is checked by the identity of its
    # dicts only, which at 20,000 messages saves 3-8 ms per call. Default False: a nested
    # in-place edit is seen (see docs/ARCHITECTURE.md, "Where state lives").
    trusted_history: bool = False

    def __post_init__(self) -> None:
        if self.context_window <= 0:
            raise ValueError(
                f"context_window must be a positive token count, got {self.context_window}"
            )
        # Everything remembered between calls (engine/state.py).
        self.state = ConversationState(
            self.fmt, self.settings, trusted_history=self.trusted_history
        )
        self.estimator = self.state.estimator  # (the state's; kept for callers)
        self.trigger = PreemptiveTrigger(self.settings, self.clock)
        self.compactions = 0
        self.last_estimate = 0  # estimated input tokens of the last history returned
        self.goals = goals()  # the cascade of each call (cascade.py, steps.py)
        self._closed = False  # close() ran since the last prepare(): leaving `with` is done
        # Where summaries go (keeper.py); the library host sets it (hosts/library.py).
        self.keeper: SummaryKeeper | None = None
        # What this session did, for `supermemory sessions` and `ui` (the store's events).
        self.events = EventRecorder(self, position=self.position)

    # -- the end of a session --------------------------------------------------------

    def __enter__(self) -> ContextManager:
        return self

    def __exit__(self, *exc: object) -> None:
        if not self._closed:  # cm.close(messages) in the block already saved the session
            self.close()

    @pauses_collector
    def close(
        self, messages: Sequence[Mapping[str, Any]] | None = None, *, system: Any = None
    ) -> Memory | None:
        """The session ends: save its memory, the session up to its last turn.

        One ``conversation`` memory of this session, in the five sections, from
        ``messages`` (the whole history with the last reply; without it, the history of
        the last ``prepare()``). After a compaction that history starts from the
        summary, so the memory is the summary merged with every turn since. It is
        saved whatever the window: the 50,000-token minimum decides when to compact,
        not whether to remember. The summarizer is the configured one (one model call),
        else the offline extractive one (none). Nothing is saved for a history without
        a user request, or again for a history already saved. A storage failure is a
        notice, as at a compaction. Returns the memory, or None.

        The keeper saves it (the library host: the session's living memory,
        ``hosts.session_memory.refresh``, as every host's); without one, nothing is.
        """
        state = self.state
        msgs = state.load(messages, system) if messages is not None else state.last
        self._closed = True
        memory = None if self.keeper is None else self.keeper.session_end(msgs)
        self.events.flush()
        return memory

    # -- the three calls of an agent loop -------------------------------------------

    @pauses_collector
    def prepare(
        self, messages: Sequence[Mapping[str, Any]], *, system: Any = None
    ) -> list[dict[str, Any]]:
        """Before every model call: Layer 1, and the preemptive compaction when due."""
        state = self.state
        loaded, msgs = state.working_history(messages, system)
        self._closed = False
        run = run_goal(Run(self, self.goals.prepare, msgs, state.take_usage(), msgs, 0))
        if run.restructured:  # see ConversationState.working_history
            state.remember_compaction(loaded, run.msgs)
        state.last = run.msgs
        out, dicts = state.output(run.msgs)  # (as _dump, inline: the hot path)
        self.last_estimate = run.tokens(out)
        return dicts

    @pauses_collector
    def observe_usage(
        self,
        *,
        input_tokens: int,
        output_tokens: int = 0,
        total: int | None = None,
        cache_read: int = 0,
        cache_write: int = 0,
        messages: Sequence[Mapping[str, Any]] | None = None,
        system: Any = None,
    ) -> None:
        """After every successful model call: feeds calibration and the trigger."""
        state = self.state
        if messages is not None and input_tokens > 0:
            state.calibrate(input_tokens, state.load(messages, system))
        usage = total if total else input_tokens + output_tokens + cache_read + cache_write
        state.observe_usage(usage)
        self._emit(EngineEvent("usage", tokens=usage, window=self.context_window))
        self.events.call(input_reported=input_tokens + cache_read + cache_write)

    @pauses_collector
    def recover(
        self, messages: Sequence[Mapping[str, Any]], error: object, *, system: Any = None
    ) -> list[dict[str, Any]]:
        """After a context-overflow error: one escalation step (Layer 2, else Layer 3)."""
        from supermemory_local.engine.overflow import (
            is_context_overflow,
            reported_input_tokens,
            stated_window,
        )

        if not is_context_overflow(error):  # type: ignore[arg-type]  # any object is accepted
            if isinstance(error, BaseException):
                raise error
            raise ValueError(f"not a context-overflow error: {error!r}")
        state = self.state
        attempts = state.overflowed()
        limit = self.settings.max_overflow_compaction_attempts
        self._emit(
            EngineEvent(
                "overflow",
                window=self.context_window,
                detail=f"attempt {attempts} of {limit}",
            )
        )
        if attempts > limit:
            self._give_up(f"still overflowing after {limit} compaction attempts")
        msgs = state.loaded(messages, system)
        counted = reported_input_tokens(error)
        if counted is not None:  # the provider said what the request cost: calibrate
            state.calibrate(counted, msgs)
        stated = stated_window(error)
        if stated is not None and stated < self.context_window:
            # The provider's own limit wins over the one the engine was given.
            self._emit(
                EngineEvent(
                    "window",
                    window=stated,
                    detail=f"the provider's window is {stated}, not {self.context_window}",
                )
            )
            self.context_window = stated
        run = self._run(self.goals.recover, msgs)
        if not run.acted:
            self._give_up("no compaction step frees any more context")
        return self._dump(run.msgs, run)

    # -- whole cascade --------------------------------------------------------------

    @pauses_collector
    def fit(
        self, messages: Sequence[Mapping[str, Any]], *, system: Any = None, dry_run: bool = False
    ) -> FitResult:
        """Run the cascade at once (``supermemory compact``): a history estimated under
        the headroom comes back as it was (pairs repaired); any other is compacted until
        it is under ``FIT_CEILING_SHARE`` of the window, aiming between
        ``FIT_FLOOR_SHARE`` and there (or until nothing frees more)."""
        msgs = self.state.loaded(messages, system)
        before = self.state.count(msgs)
        goal = self.goals.fit if dry_run else self.goals.compact
        run = self._run(goal, msgs, original=msgs, tokens_before=before)
        return FitResult(
            self._dump(run.msgs, run), run.reports, before, run.tokens(), run.summary, run.memory
        )

    @pauses_collector
    def estimate(self, messages: Sequence[Mapping[str, Any]], *, system: Any = None) -> int:
        return self.state.count(self.state.load(messages, system))

    # -- internals -------------------------------------------------------------------

    def _dump(self, msgs: list[Msg], run: Run | None = None) -> list[dict[str, Any]]:
        """The provider's messages: tool pairs repaired, nothing of the engine's own."""
        msgs, out = self.state.output(msgs)
        self.last_estimate = self.state.count(msgs) if run is None else run.tokens(msgs)
        return out

    def _run(
        self,
        goal: Goal,
        msgs: list[Msg],
        *,
        usage: int | None = None,
        original: list[Msg] | None = None,
        tokens_before: int = 0,
    ) -> Run:
        """One run of ``goal``'s steps on ``msgs`` (see :mod:`..cascade`)."""
        run = Run(self, goal, msgs, usage, original or msgs, tokens_before)
        if original is not None:
            run.counted = (original, tokens_before)
        return run_goal(run)

    def _summary_settings(self) -> Settings:
        """The summary's output cap, kept to a tenth of the window.

        ``compactMaxOutputTokens`` (20,000) is a tenth of a 200k window; on a 64k model
        a 20k-token summary would fill a third of the context it is meant to free.
        """
        cap = min(self.settings.compact_max_output_tokens, max(1_000, self.context_window // 10))
        if cap == self.settings.compact_max_output_tokens:
            return self.settings
        return replace(self.settings, compact_max_output_tokens=cap)

    def _save_summary(
        self, outcome: SummaryOutcome, headings: tuple[str, ...], trigger: str, usage: int
    ) -> Memory | None:
        """Hand a summary the cascade made to the keeper; None: not saved (no keeper,
        ``save=False``, or a storage failure, which the keeper turns into a notice)."""
        if self.keeper is None:
            return None
        return self.keeper.save(outcome, headings, trigger, usage)

    def _summarizer(self) -> Summarizer:
        """The configured summarizer; a misconfigured one falls back to the extractive."""
        if self.summarizer is None:
            from supermemory_local.engine.summarizer import (
                SummaryError,
                make_summarizer,
                offline_summarizer,
            )

            try:
                self.summarizer = make_summarizer(self.settings)
            except SummaryError as exc:
                self._notice(
                    "Supermemory", f"{exc}; using the offline extractive summarizer", "error"
                )
                self.summarizer = offline_summarizer()
        return self.summarizer

    def _scope(self) -> str:
        """The scope of this conversation's memories and event record (the keeper's)."""
        if self.keeper is not None:
            return self.keeper.scope()
        return self.scope or ""

    def _notice(
        self, title: str, message: str, variant: Literal["warning", "success", "error"]
    ) -> None:
        notice = Notice(title, message, variant)
        self.notifier.notify(notice)
        self._emit(EngineEvent("notice", notice=notice, window=self.context_window))

    def _give_up(self, why: str) -> NoReturn:
        self._emit(EngineEvent("gave_up", window=self.context_window, detail=why))
        raise ContextOverflowUnrecoverable(
            f"context overflow not recoverable: {why} (window {self.context_window} tokens)"
        )

    def _emit_step(self, step: StrategyResult) -> None:
        self._emit(
            EngineEvent(
                "strategy", strategy=step, tokens=step.tokens_after, window=self.context_window
            )
        )

    def _emit(self, event: EngineEvent) -> None:
        self.events.observe(event)
        if self.listener is not None:
            self.listener(event)


def summary_memory_content(
    text: str, headings: tuple[str, ...] = prompts.FIVE_SECTION_HEADINGS
) -> str:
    """The saved form of a summary (:func:`prompts.saved_summary`)."""
    return prompts.saved_summary(text, headings)
