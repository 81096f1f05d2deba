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
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal, NoReturn

from supermemory_local.config import Settings
from supermemory_local.engine import prompts
from supermemory_local.engine.adapters import get_adapter
from supermemory_local.engine.messages import Format, Msg, extends, make_note, to_entries, with_text
from supermemory_local.engine.notifier import Notice, Notifier, PrintNotifier
from supermemory_local.engine.pairing import PairCheck
from supermemory_local.engine.strategies import (
    Budget,
    CompactOldToolResults,
    PruneHistory,
    StrategyResult,
    layer1,
)
from supermemory_local.engine.strategies.base import COMPACTION_TARGET_SHARE
from supermemory_local.engine.strategies.prune import removed_by_marker
from supermemory_local.engine.tokens import TokenEstimator
from supermemory_local.engine.trigger import Clock, PreemptiveTrigger, monotonic_ms

if TYPE_CHECKING:
    from supermemory_local.engine.full_summary import SummaryOutcome
    from supermemory_local.engine.summarizer import Summarizer
    from supermemory_local.store.repository import Memory, MemoryStore

# How much a history must grow (share of the window) after a compaction forced by a
# stuck Layer 1 before the next forced one: new material worth summarising.
STUCK_REGROWTH = 0.15


EventKind = Literal["strategy", "notice", "summary_saved", "usage", "overflow", "window", "gave_up"]


# Layer 2/3 leave at most this share of the window (and never more than the usable
# window), so a compacted history has room to grow for many turns.
KEEP_SHARE = 0.45
# `fit` (the compact command) ends between 40 % and 75 % of the window as the provider
# counts. No usage report has calibrated its estimate, which on whole real transcripts
# errs by -14 % .. +29 % (bench/corpus_bench.py) and by more on what is left of one
# (Turkish prose: -20 %), so it aims inside the band with a margin at both ends: a step
# whose result is estimated at or under FIT_CEILING_SHARE is the last; ② stops there
# too, Layer 2/3 keep FIT_KEEP_SHARE. A result under FIT_FLOOR_SHARE (one big result
# compacted, or one oversized message next to the kept turns stopping the pruning)
# makes `fit` keep more: that result cut instead of compacted, or the oversized
# messages cut to one of OVERSIZED_SHARES of the window before the pruning.
FIT_CEILING_SHARE = 0.6
FIT_KEEP_SHARE = 0.55
FIT_FLOOR_SHARE = 0.5
OVERSIZED_SHARES = (0.3, 0.25, 0.2, 0.15, 0.12, 0.1, 0.08, 0.06, 0.05, 0.04, 0.03)
FIT_PRUNE_PASSES = 4  # prunings to land within the room with the marker counted
CAP_BISECTIONS = 8  # tries at a cap between two of OVERSIZED_SHARES...
CAP_TOLERANCE_SHARE = 0.01  # ...until one lands this close to FIT_KEEP_SHARE


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
class _Compacted:
    msgs: list[Msg]
    step: StrategyResult
    outcome: SummaryOutcome
    memory: Memory | None


@dataclass
class ContextManager:
    context_window: int
    settings: Settings = field(default_factory=Settings)
    fmt: Format = "openai"
    session_id: str = field(default_factory=lambda: f"ses_{uuid.uuid4().hex[:16]}")
    model: str | None = None
    store: MemoryStore | None = None
    scope: str | None = None
    summarizer: Summarizer | None = None
    notifier: Notifier = field(default_factory=PrintNotifier)
    clock: Clock = monotonic_ms
    listener: Callable[[EngineEvent], None] | None = None

    def __post_init__(self) -> None:
        if self.context_window <= 0:
            raise ValueError(
                f"context_window must be a positive token count, got {self.context_window}"
            )
        self._adapter = get_adapter(self.fmt)
        self.estimator = TokenEstimator(self.settings)
        self.trigger = PreemptiveTrigger(self.settings, self.clock)
        self._observed_usage: int | None = None
        self._overflow_attempts = 0
        self._pairs = PairCheck()
        self._compacted_now = False  # ② acted in this call
        # (history as loaded, what Layer 2/3 made of it): see _after_compaction
        self._compacted_from: tuple[list[Msg], list[Msg]] | None = None
        self._restructured = False  # Layer 2/3 (or a cut to fit) ran in this call
        self._keep_share = KEEP_SHARE
        self.compactions = 0
        self.last_estimate = 0  # estimated input tokens of the last history returned
        # The estimate a "stuck" compaction (below) left behind: the next one waits until
        # the history has grown by STUCK_REGROWTH of the window, so a history whose kept
        # part alone is over the headroom is not summarised again every cooldown.
        self._stuck_floor: int | None = None

    # -- the three calls of an agent loop -------------------------------------------

    def prepare(
        self, messages: Sequence[Mapping[str, Any]], *, system: Any = None
    ) -> list[dict[str, Any]]:
        """Before every model call: Layer 1, and the preemptive compaction when due."""
        loaded = self._pairs.repaired(self._load(messages, system))
        self._restructured = False
        msgs = self._after_compaction(loaded)
        msgs = self._run_layer1(msgs)
        usage, self._observed_usage = self._observed_usage, None
        decision = None
        if usage is not None:
            decision = self.trigger.try_begin(self.session_id, usage, self.context_window)
        estimate = self.estimator.count(msgs)
        # ② had nothing left to compact, or it acted and could not reach its target:
        # the next turns would each change the history again.
        goal = self.context_window * COMPACTION_TARGET_SHARE
        stuck = estimate > self._budget().headroom or (self._compacted_now and estimate > goal)
        regrown = (
            self._stuck_floor is None
            or estimate - self._stuck_floor >= STUCK_REGROWTH * self.context_window
        )
        forced = False
        if stuck and regrown and not (decision and decision.compact):
            # Instead of compacting one more result every turn, the preemptive
            # compaction runs now when this window allows one (same lock, cooldown).
            forced = True
            at = math.ceil(self.context_window * self.settings.compaction_threshold)
            decision = self.trigger.try_begin(
                self.session_id, max(usage or 0, at), self.context_window
            )
            usage = max(usage or 0, estimate)
        if decision is not None and decision.compact:
            assert usage is not None
            percent = min(decision.percent, usage * 100 // self.context_window)
            try:
                self._notice(prompts.WARNING_TITLE, prompts.warning_message(percent), "warning")
                done = self._summarize_and_replace(
                    msgs,
                    headings=prompts.FIVE_SECTION_HEADINGS,
                    instructions=prompts.FIVE_SECTION_PROMPT,
                    trigger="preemptive",
                    usage=usage,
                    keep_recent=True,
                    fill=stuck,
                    save=False,
                )
                # Used only if it frees context (a summary can outweigh a few messages).
                used = done.step.tokens_after < estimate
                if used:
                    msgs = done.msgs
                    self._emit_step(done.step)
                    self._restructured = True
                    stuck = False
                if forced:
                    self._stuck_floor = done.step.tokens_after if used else estimate
                # A forced summary that freed nothing is not worth a memory of its own.
                if used or not forced:
                    self._save_summary(
                        done.outcome, prompts.FIVE_SECTION_HEADINGS, "preemptive", usage
                    )
                self._notice(prompts.COMPLETE_TITLE, prompts.COMPLETE_MESSAGE, "success")
            finally:
                self.trigger.finish(self.session_id)
        if stuck and (pruned := self._prune(msgs)):  # a window too small to summarise
            msgs = pruned.messages
        return self._dump(self._remember(loaded, self._within_usable(msgs)))

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
        if messages is not None and input_tokens > 0:
            self.estimator.observe(input_tokens, self._load(messages, system))
        usage = total if total else input_tokens + output_tokens + cache_read + cache_write
        self._observed_usage = usage
        self._overflow_attempts = 0
        self._emit(EngineEvent("usage", tokens=usage, window=self.context_window))

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
        self._overflow_attempts += 1
        limit = self.settings.max_overflow_compaction_attempts
        self._emit(
            EngineEvent(
                "overflow",
                window=self.context_window,
                detail=f"attempt {self._overflow_attempts} of {limit}",
            )
        )
        if self._overflow_attempts > limit:
            self._give_up(f"still overflowing after {limit} compaction attempts")
        msgs = self._pairs.repaired(self._load(messages, system))
        counted = reported_input_tokens(error)
        if counted is not None:  # the provider said what the request cost: calibrate
            self.estimator.observe(counted, msgs)
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
        escalated = self._escalate(msgs)
        if escalated is None:
            self._give_up("no compaction step frees any more context")
        return self._dump(escalated)

    # -- whole cascade --------------------------------------------------------------

    def fit(
        self, messages: Sequence[Mapping[str, Any]], *, system: Any = None, dry_run: bool = False
    ) -> FitResult:
        """Run the cascade at once (``supermemory compact``): a history estimated under
        the headroom comes back as it was (pairs repaired); any other is compacted until
        it is under ``FIT_CEILING_SHARE`` of the window, aiming between
        ``FIT_FLOOR_SHARE`` and there (or until nothing frees more)."""
        original = msgs = self._pairs.repaired(self._load(messages, system))
        before = self.estimator.count(msgs)
        steps: list[StrategyResult] = []
        target = self._target()
        if before <= target:  # it fits: nothing to do (but pairs are repaired)
            return FitResult(self._dump(msgs), steps, before, before)
        self._keep_share = FIT_KEEP_SHARE  # a saved transcript: between 40 % and 75 %
        try:
            return self._fit(original, msgs, before, steps, dry_run=dry_run)
        finally:
            self._keep_share = KEEP_SHARE

    def _fit(
        self,
        original: list[Msg],
        msgs: list[Msg],
        before: int,
        steps: list[StrategyResult],
        *,
        dry_run: bool,
    ) -> FitResult:
        outcome: SummaryOutcome | None = None
        memory: Memory | None = None
        ceiling = int(self.context_window * FIT_CEILING_SHARE)
        msgs = self._fit_layer1(msgs, steps)
        if self.estimator.count(msgs) > ceiling:
            for step in self._fit_prune(msgs):
                self._emit_step(step)
                steps.append(step)
                msgs = step.messages
        if self.estimator.count(msgs) > ceiling:
            done = self._summarize_and_replace(
                original,
                headings=prompts.NINE_SECTION_HEADINGS,
                instructions=None,
                trigger="fit",
                usage=before,
                save=False,
                fill=True,
            )
            current = self.estimator.count(msgs)
            if done.step.tokens_after < current:  # used only if it helps
                # It summarised the whole original history, but in the report it is the
                # step after the ones before it.
                step = replace(done.step, tokens_before=current, messages_before=len(msgs))
                steps.append(step)
                self._emit_step(step)
                msgs = done.msgs
                outcome = done.outcome
                if not dry_run:
                    memory = self._save_summary(
                        done.outcome, prompts.NINE_SECTION_HEADINGS, "fit", before
                    )
        return FitResult(
            self._dump(msgs), steps, before, self.estimator.count(msgs), outcome, memory
        )

    def _fit_layer1(self, msgs: list[Msg], steps: list[StrategyResult]) -> list[Msg]:
        """Layer 1 as ``fit`` runs it: ② compacts only while the history is above
        ``FIT_CEILING_SHARE`` (not down to the live loop's half of the window); when the
        last result it compacted was so big that the history fell below
        ``FIT_FLOOR_SHARE``, that result is cut (start and end kept) to what lands the
        history at ``FIT_KEEP_SHARE`` instead. The steps that changed something are
        reported and added to ``steps``."""
        settings = replace(self.settings, context_input_headroom_ratio=FIT_CEILING_SHARE)
        budget = Budget(self.context_window, self.estimator, settings, FIT_CEILING_SHARE)
        truncated, compacted = layer1(msgs, budget)
        if compacted.changed:
            compacted = self._cut_instead_of_compacting(truncated.messages, compacted)
        for result in (truncated, compacted):
            if result.changed:
                msgs = result.messages
                self._emit_step(result)
                steps.append(result)
        return msgs

    def _cut_instead_of_compacting(self, base: list[Msg], step: StrategyResult) -> StrategyResult:
        """``step`` (②'s, on ``base``) with its newest compacted result cut, not compacted,
        when compacting it took the history below ``FIT_FLOOR_SHARE``."""
        from supermemory_local.engine.strategies.truncate import cut_to_tokens

        est = self.estimator
        window = self.context_window
        if step.tokens_after >= int(window * FIT_FLOOR_SHARE):
            return step
        out = step.messages
        changed = [i for i, (a, b) in enumerate(zip(base, out, strict=True)) if a is not b]
        if not changed:
            return step
        i = changed[-1]
        room = int(window * FIT_KEEP_SHARE) - step.tokens_after
        cap = est.count_text(out[i].text, tool_result=True) + room
        text = cut_to_tokens(base[i].text, cap, est)
        if len(text) >= len(base[i].text):
            return step
        msgs = list(out)
        msgs[i] = with_text(base[i], text)
        after = est.count(msgs)
        if not step.tokens_after < after <= int(window * FIT_CEILING_SHARE):
            return step
        detail = f"#{i} cut to {cap} tokens (start and end kept) instead: {after} tokens"
        return replace(step, messages=msgs, tokens_after=after, details=(*step.details, detail))

    def _fit_pruned(self, msgs: list[Msg]) -> StrategyResult | None:
        """The pruning, within :meth:`_keep_tokens` with its marker counted: the marker
        carries the user's requests of what it removes, which :class:`PruneHistory` does
        not count when it fills its room with recent turns. While the result is over,
        the pruning runs again with the room less the excess (removing more carries
        more), at most ``FIT_PRUNE_PASSES`` times; the smallest result is kept."""
        keep = self._keep_tokens()
        pruned = self._prune(msgs, emit=False)
        room = keep
        for _ in range(FIT_PRUNE_PASSES - 1):
            if pruned is None or pruned.tokens_after <= keep:
                break
            room -= pruned.tokens_after - keep
            if room <= 0:
                break
            tighter = self._prune(msgs, emit=False, keep_tokens=room)
            if tighter is None or tighter.tokens_after >= pruned.tokens_after:
                break
            pruned = tighter
        return pruned

    def _fit_prune(self, msgs: list[Msg]) -> list[StrategyResult]:
        """``fit``'s Layer 2: the pruning, or, when it lands outside its aim (below
        ``FIT_FLOOR_SHARE`` because one oversized turn next to the kept ones did not fit,
        or still above ``FIT_CEILING_SHARE`` because the last messages are that big),
        the oversized messages cut at both ends first (to a share of the window, largest
        share first) and then the pruning, when that lands in the aim. The steps to
        report, in order (none: nothing freed)."""
        pruned = self._fit_pruned(msgs)
        plain = [pruned] if pruned else []
        window = self.context_window
        floor = int(window * FIT_FLOOR_SHARE)
        ceiling = int(window * FIT_CEILING_SHARE)
        keep = self._keep_tokens()
        after = pruned.tokens_after if pruned else self.estimator.count(msgs)
        if floor <= after <= ceiling:
            return plain
        best: list[StrategyResult] = plain if after <= ceiling else []
        best_after = after if best else 0
        over: int | None = None  # the last cap whose cut alone was above the ceiling
        for share in OVERSIZED_SHARES:
            cap = int(window * share)
            steps = self._cut_and_prune(msgs, cap, ceiling)
            if not steps:
                continue
            tokens = steps[-1].tokens_after
            if tokens > ceiling:
                over = cap
                continue
            if over is not None and tokens < keep:
                # Many messages cut at once, or the pruning after the cut removing big
                # turns: from one share to the next the result jumps over the aim.
                between = self._cap_between(msgs, cap, over, floor, ceiling)
                if between and (
                    tokens < floor or abs(between[-1].tokens_after - keep) < keep - tokens
                ):
                    return between
            if tokens >= floor:
                return steps
            over = cap if steps[0].tokens_after > ceiling else None
            if tokens > best_after:
                best, best_after = steps, tokens
        return best or plain

    def _cut_and_prune(self, msgs: list[Msg], cap: int, ceiling: int) -> list[StrategyResult]:
        """The oversized messages cut to ``cap`` tokens, then, unless that alone is
        under ``ceiling``, the pruning (the steps that changed something; none: nothing
        is that big)."""
        cut = self._cut_oversized(msgs, cap)
        if cut is None:
            return []
        if cut.tokens_after <= ceiling:
            return [cut]
        again = self._fit_pruned(cut.messages)
        return [cut, again] if again else [cut]

    def _cap_between(
        self, msgs: list[Msg], low: int, high: int, floor: int, ceiling: int
    ) -> list[StrategyResult]:
        """:meth:`_cut_and_prune` at a cap between ``low`` (whose result is below
        ``floor``) and ``high`` (above ``ceiling``): of the results between the two, the
        closest to :meth:`_keep_tokens` (the middle of the aim, the most margin for the
        estimate at both ends), found by bisection (none: no steps)."""
        keep = self._keep_tokens()
        best: list[StrategyResult] = []
        gap = math.inf
        for _ in range(CAP_BISECTIONS):
            cap = (low + high) // 2
            if cap in (low, high):
                break
            steps = self._cut_and_prune(msgs, cap, ceiling)
            if not steps:
                break
            tokens = steps[-1].tokens_after
            if floor <= tokens <= ceiling and abs(tokens - keep) < gap:
                best, gap = steps, abs(tokens - keep)
                if gap <= self.context_window * CAP_TOLERANCE_SHARE:
                    break
            if steps[0].tokens_after > keep:  # the cut alone: it grows with the cap
                high = cap
            else:
                low = cap
        return best

    def _cut_oversized(self, msgs: list[Msg], cap: int) -> StrategyResult | None:
        """Tool results and plain assistant texts above ``cap`` tokens cut to it, start
        and end kept (①'s cut); the user's words and the current message stay whole.
        None: nothing is that big."""
        from supermemory_local.engine.strategies.truncate import cut_to_tokens

        est = self.estimator
        cap = max(1, cap)
        out = list(msgs)
        cut: list[str] = []
        for i, m in enumerate(msgs[:-1]):
            if not _cuttable(m) or est.count_msg(m) <= cap:
                continue
            text = cut_to_tokens(m.text, cap, est)
            if len(text) < len(m.text):
                out[i] = with_text(m, text)
                cut.append(f"#{i}")
        if not cut:
            return None
        details = (f"cut {', '.join(cut)} to {cap} tokens (start and end kept)",)
        return StrategyResult(
            "truncate_oversized_message",
            out,
            True,
            len(msgs),
            len(out),
            est.count(msgs),
            est.count(out),
            details,
        )

    def estimate(self, messages: Sequence[Mapping[str, Any]], *, system: Any = None) -> int:
        return self.estimator.count(self._load(messages, system))

    # -- internals -------------------------------------------------------------------

    def _load(self, messages: Sequence[Mapping[str, Any]], system: Any) -> list[Msg]:
        return self._adapter.load(messages, system=system)

    def _budget(self) -> Budget:
        return Budget(self.context_window, self.estimator, self.settings)

    def _dump(self, msgs: list[Msg]) -> list[dict[str, Any]]:
        """The provider's messages: tool pairs repaired, nothing of the engine's own."""
        msgs = self._pairs.repaired(msgs)
        self.last_estimate = self.estimator.count(msgs)
        return self._adapter.dump(msgs)

    def _after_compaction(self, msgs: list[Msg]) -> list[Msg]:
        """A history that grew from one Layer 2/3 compacted: that result + what is new.

        A caller that sends its whole original history every call (not the prepared
        one) gets the same compacted prefix each time, byte for byte, at the cost of
        the new messages, instead of a new pruning per call.
        """
        known = self._compacted_from
        if known is not None and extends(known[0], msgs):
            return [*known[1], *msgs[len(known[0]) :]]
        return msgs

    def _remember(self, loaded: list[Msg], out: list[Msg]) -> list[Msg]:
        """Remember ``out`` as what ``loaded`` compacts to, when Layer 2/3 ran."""
        if self._restructured:
            self._compacted_from = (list(loaded), list(out))
        return out

    def _keep_tokens(self) -> int:
        """What Layer 2/3 leave of the history: enough room to last many turns."""
        budget = self._budget()
        return min(int(self.context_window * self._keep_share), budget.usable)

    def _within_usable(self, msgs: list[Msg]) -> list[Msg]:
        """Layer 2, then Layer 3, while the estimate is above the usable window."""
        usable = self._budget().usable
        for _ in range(self.settings.max_overflow_compaction_attempts):
            if self.estimator.count(msgs) <= usable:
                break
            escalated = self._escalate(msgs)
            if escalated is None:
                break  # nothing frees more: the provider decides (recover() follows)
            msgs = escalated
        return msgs

    def _summary_settings(self) -> Settings:
        """The summary's output cap, kept to a tenth of the window.

        ``compactMaxOutputTokens`` (20,000) is a tenth of a 200k window; on a 64k model
        a 20k-token summary would fill a third of the context it is meant to free.
        """
        cap = min(self.settings.compact_max_output_tokens, max(1_000, self.context_window // 10))
        if cap == self.settings.compact_max_output_tokens:
            return self.settings
        return replace(self.settings, compact_max_output_tokens=cap)

    def _target(self) -> int:
        return int(self.context_window * self.settings.context_input_headroom_ratio)

    def _run_layer1(self, msgs: list[Msg]) -> list[Msg]:
        """Layer 1; the steps that changed something are reported."""
        self._compacted_now = False
        for result in layer1(msgs, self._budget()):
            if result.changed:
                self._compacted_now = result.name == CompactOldToolResults.name
                msgs = result.messages
                self._emit_step(result)
        return msgs

    def _prune(
        self, msgs: list[Msg], *, emit: bool = True, keep_tokens: int | None = None
    ) -> StrategyResult | None:
        """Layer 2, reported (``emit``); None when pruning frees nothing. It keeps
        :meth:`_keep_tokens` of the history, or ``keep_tokens``."""
        valid = self._pairs.known_valid(msgs)
        keep = self._keep_tokens() if keep_tokens is None else keep_tokens
        pruned = PruneHistory(keep, known_valid=valid).apply(msgs, self._budget())
        if not (pruned.changed and pruned.tokens_after < pruned.tokens_before):
            return None
        if emit:
            self._emit_step(pruned)
        self._restructured = True
        return pruned

    def _escalate(self, msgs: list[Msg]) -> list[Msg] | None:
        """Layer 2, and Layer 3 when pruning frees nothing; then, when the rest of the
        request leaves a tool result less room than ①'s share, the results are cut to
        that room. None: nothing freed anything."""
        if pruned := self._prune(msgs):
            return pruned.messages
        before = self.estimator.count(msgs)
        if squeezed := self._squeeze(msgs):
            return squeezed
        done = self._summarize_and_replace(
            msgs,
            headings=prompts.NINE_SECTION_HEADINGS,
            instructions=None,
            trigger="overflow",
            usage=before,
        )
        if done.step.tokens_after < before:
            self._emit_step(done.step)
            self._restructured = True
            return done.msgs
        return None

    def _squeeze(self, msgs: list[Msg]) -> list[Msg] | None:
        """Cut tool results to the room the rest of the request leaves (None: no help).

        What is kept around the results (hidden overhead, system prompt, the first
        request) can take most of a small window; ① then cuts the largest batch of
        results (one turn's, or one result) to what is left: the usable window, or,
        when even that cannot be had, the window less a quarter of the reserve.
        """
        from supermemory_local.engine.strategies import TruncateLargeToolResults

        est = self.estimator
        budget = self._budget()
        total = est.count(msgs)
        if total <= budget.usable:
            return None
        runs: list[int] = []  # tokens of each run of consecutive tool results
        size = 0
        for m in [*msgs, None]:
            if m is not None and m.role == "tool":
                size += est.count_msg(m)
            elif size:
                runs.append(size)
                size = 0
        if not runs:
            return None
        rest = total - max(runs)
        room = budget.usable - rest
        if room <= 0:
            room = self.context_window - budget.output_reserve // 4 - rest
        if room <= 0:
            return None
        window = max(1, int(room / self.settings.single_tool_result_context_share))
        result = TruncateLargeToolResults().apply(msgs, Budget(window, est, self.settings))
        if not (result.changed and result.tokens_after < total):
            return None
        self._emit_step(replace(result, details=(f"to fit: {room} tokens left", *result.details)))
        self._restructured = True
        return result.messages

    def _summarize_and_replace(
        self,
        msgs: list[Msg],
        *,
        headings: tuple[str, ...],
        instructions: str | None,
        trigger: str,
        usage: int,
        save: bool = True,
        keep_recent: bool = False,
        fill: bool = False,
    ) -> _Compacted:
        """Summarize the history and rebuild it: system + first user + pins + summary, then
        the recent messages (``keep_recent``, the preemptive compaction) or only the
        current one (Layer 3: it must free more than pruning, which keeps the recent ones).
        ``fill``: keep as many recent messages as fit :meth:`_keep_tokens` (``fit``).
        """
        from supermemory_local.engine.full_summary import summarize_history

        before = self.estimator.count(msgs)
        outcome = summarize_history(
            to_entries(msgs),
            self._summarizer(),
            self._summary_settings(),
            headings=headings,
            instructions=instructions,
        )
        # The new summary covers the earlier ones, so they make way for it. It is pinned,
        # so a later pruning keeps it (the adapter remembers it: no ``_pin`` is sent).
        settings = self.settings if keep_recent else replace(self.settings, prune_keep_last=0)
        budget = Budget(self.context_window, self.estimator, settings)
        summary_msg = replace(make_note(prompts.SUMMARY_MEMORY_PREFIX + outcome.text), pinned=True)
        self._adapter.pin(summary_msg.text)  # pinned again when the caller sends it back
        room = self._keep_tokens() - self.estimator.count_msg(summary_msg)
        prune = PruneHistory(room if fill else None)
        kept = [m for m in prune.apply(msgs, budget).messages if not _is_summary(m)]
        rebuilt = [summary_msg if _is_prune_marker(m) else m for m in kept]
        if not any(m is summary_msg for m in rebuilt):
            # Nothing was pruned (a short history): the summary goes after the head.
            rebuilt = _insert_after_head(kept, summary_msg)
        after = self.estimator.count(rebuilt)
        memory = self._save_summary(outcome, headings, trigger, usage) if save else None
        self.compactions += 1
        step = StrategyResult(
            name="full_summary" if trigger != "preemptive" else "preemptive_summary",
            messages=rebuilt,
            changed=True,
            messages_before=len(msgs),
            messages_after=len(rebuilt),
            tokens_before=before,
            tokens_after=after,
            details=(
                f"summary level {outcome.level} by {outcome.summarizer}"
                f" ({outcome.chunks} chunk(s), {outcome.excluded} excluded)",
            ),
        )
        return _Compacted(rebuilt, step, outcome, memory)

    def _save_summary(
        self, outcome: SummaryOutcome, headings: tuple[str, ...], trigger: str, usage: int
    ) -> Memory | None:
        """Save the summary as a memory; a storage failure is a notice, not a crash."""
        try:
            memory = self._store().add(
                summary_memory_content(outcome.text, headings),
                type="conversation",
                scope=self._scope(),
                session_id=self.session_id,
                source="engine",
                metadata={
                    "model": self.model,
                    "trigger": trigger,
                    "tokens": usage,
                    "context_window": self.context_window,
                    "summary_level": outcome.level,
                    "summarizer": outcome.summarizer,
                },
            )
        except Exception as exc:  # the session goes on with the summary in its history
            self._notice("Supermemory", f"could not save the summary: {exc}", "error")
            return None
        self._emit(EngineEvent("summary_saved", memory=memory, window=self.context_window))
        return memory

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

    def _store(self) -> MemoryStore:
        if self.store is None:
            from supermemory_local.store.repository import MemoryStore

            self.store = MemoryStore.open(self.settings)
        return self.store

    def _scope(self) -> str:
        if self.scope is None:
            from supermemory_local.store.scopes import project_root, project_scope

            self.scope = project_scope(project_root())
        return self.scope

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
        if self.listener is not None:
            self.listener(event)


def summary_memory_content(
    text: str, headings: tuple[str, ...] = prompts.FIVE_SECTION_HEADINGS
) -> str:
    """The saved form of a summary: a five-section one as :func:`prompts.summary_memory`
    shapes it (it always starts ``## 1. User Requests``), any other just prefixed."""
    if headings == prompts.FIVE_SECTION_HEADINGS:
        return prompts.summary_memory(text)
    return prompts.SUMMARY_MEMORY_PREFIX + text.strip()


def _is_summary(msg: Msg) -> bool:
    return msg.role == "user" and msg.text.startswith(prompts.SUMMARY_MEMORY_PREFIX)


def _is_prune_marker(msg: Msg) -> bool:
    return removed_by_marker(msg) is not None


def _insert_after_head(msgs: list[Msg], note: Msg) -> list[Msg]:
    """After the system prompt and the first user message."""
    out = list(msgs)
    pos = 0
    while pos < len(out) and out[pos].role == "system":
        pos += 1
    if pos < len(out) and out[pos].role == "user":
        pos += 1
    out.insert(pos, note)
    return out


def _cuttable(m: Msg) -> bool:
    """A message ``fit`` may cut: a tool result, or an assistant message without tool
    calls (its text, a string or text blocks), never pinned."""
    if m.pinned:
        return False
    if m.role == "tool":
        return True
    return m.role == "assistant" and not m.tool_calls and m.group is None
