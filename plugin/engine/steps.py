"""The steps of the cascade and the goals that list them (see :mod:`..cascade`).

Layer 1: :class:`TruncateToolResults` (①), :class:`CompactToolResults` (②). The
preemptive compaction: :class:`PreemptiveCompaction`, then :class:`PruneStuck` when
the window is too small to summarise. The escalation (:class:`FirstOf`): Layer 2
:class:`Prune` (③), :class:`CutToFit` (① to the room the rest of the request leaves),
Layer 3 :class:`FullSummary` (④, degrading as ⑤ inside the summarizer). ``fit``'s own:
:class:`FitPrune`, :class:`FitSummary`. :func:`goals` lists them for each call.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, ClassVar

from supermemory_local.engine import prompts
from supermemory_local.engine.cascade import Goal, Need, Run, Step, StepResult
from supermemory_local.engine.messages import Msg, make_note, to_entries, with_text
from supermemory_local.engine.strategies import Budget, PruneHistory, StrategyResult
from supermemory_local.engine.strategies.base import COMPACTION_TARGET_SHARE, history_index
from supermemory_local.engine.strategies.compact_tools import CompactOldToolResults, compaction
from supermemory_local.engine.strategies.prune import removed_by_marker
from supermemory_local.engine.strategies.truncate import (
    TruncateLargeToolResults,
    cut_to_tokens,
    truncation_result,
    truncations,
)

if TYPE_CHECKING:
    from supermemory_local.engine.full_summary import SummaryOutcome
    from supermemory_local.store.repository import Memory

# How much a history must grow (share of the window) after a compaction forced by a
# stuck Layer 1 before the next forced one: new material worth summarising.
STUCK_REGROWTH = 0.15
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


# -- Layer 1 -------------------------------------------------------------------------


@dataclass(frozen=True)
class TruncateToolResults:
    """① A tool result (or one turn's batch) above its share of the window, cut.

    Trigger: always (① measures only what can be over its limit). It leaves its index
    and cuts in ``run.layer1`` for ② to build on."""

    name: ClassVar[str] = TruncateLargeToolResults.name
    need: ClassVar[Need] = "soft"

    def run(self, run: Run) -> StepResult | None:
        budget = run.budget
        index = history_index(budget, run.msgs)
        patches = truncations(index, budget)
        result = truncation_result(index, patches)
        run.layer1 = (index, patches, result.messages)
        if not result.changed:
            return None
        run.report(result)
        return StepResult.of(result)


@dataclass(frozen=True)
class CompactToolResults:
    """② Old tool results compacted while the history is above the headroom.

    Settings: ``stop_share`` (``fit``: the headroom and the goal ② frees to, instead of
    the settings' headroom and ``COMPACTION_TARGET_SHARE``); ``cut_instead`` (``fit``:
    when compacting took the history below ``FIT_FLOOR_SHARE``, the newest compacted
    result is cut, start and end kept, to land at ``FIT_KEEP_SHARE`` instead)."""

    stop_share: float | None = None
    cut_instead: bool = False
    name: ClassVar[str] = CompactOldToolResults.name
    need: ClassVar[Need] = "soft"

    def run(self, run: Run) -> StepResult | None:
        budget = run.budget
        if self.stop_share is not None:
            share = self.stop_share
            settings = replace(budget.settings, context_input_headroom_ratio=share)
            budget = Budget(budget.window, budget.estimator, settings, share)
        if run.layer1 is not None:
            index, patches, base = run.layer1
        else:
            index, patches, base = history_index(budget, run.msgs), {}, run.msgs
        result = compaction(index, patches, budget)
        if result.changed and self.cut_instead:
            result = _cut_instead_of_compacting(run, base, result)
        if not result.changed:
            return None
        run.compacted_now = True
        run.report(result)
        return StepResult.of(result)


def _cut_instead_of_compacting(run: Run, base: list[Msg], step: StrategyResult) -> StrategyResult:
    """``step`` (②'s, on ``base``) with its newest compacted result cut, not compacted,
    when compacting it took the history below ``FIT_FLOOR_SHARE``."""
    est = run.engine.estimator
    window = run.window
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


# -- the preemptive compaction -------------------------------------------------------


@dataclass
class PreemptiveCompaction:
    """The five-section summary before the call, recent messages kept.

    Trigger: the usage observed before this call crossed ``compaction_threshold`` (the
    trigger's lock and cooldown), or Layer 1 is stuck (above the headroom, or ② acted
    and could not reach its goal) and the history grew ``STUCK_REGROWTH`` of the window
    since the last forced compaction (``floor``, kept across runs). Its summary is
    used only if it frees context; it is saved as a memory unless it was forced and
    freed nothing."""

    floor: int | None = field(default=None, init=False)  # see STUCK_REGROWTH
    name: ClassVar[str] = "preemptive_summary"
    need: ClassVar[Need] = "soft"

    def run(self, run: Run) -> StepResult | None:
        cm = run.engine
        window = run.window
        usage = run.usage
        decision = None
        if usage is not None:
            decision = cm.trigger.try_begin(cm.session_id, usage, window)
        estimate = run.tokens()
        # ② had nothing left to compact, or it acted and could not reach its target:
        # the next turns would each change the history again.
        goal = window * COMPACTION_TARGET_SHARE
        stuck = estimate > run.budget.headroom or (run.compacted_now and estimate > goal)
        regrown = self.floor is None or estimate - self.floor >= STUCK_REGROWTH * window
        forced = False
        if stuck and regrown and not (decision and decision.compact):
            # Instead of compacting one more result every turn, the preemptive
            # compaction runs now when this window allows one (same lock, cooldown).
            forced = True
            at = math.ceil(window * cm.settings.compaction_threshold)
            decision = cm.trigger.try_begin(cm.session_id, max(usage or 0, at), window)
            usage = max(usage or 0, estimate)
        run.stuck = stuck
        if decision is None or not decision.compact:
            return None
        assert usage is not None
        percent = min(decision.percent, usage * 100 // window)
        headings = prompts.FIVE_SECTION_HEADINGS
        try:
            if forced:  # not the threshold: ② could not get the history below its limit
                limit = run.budget.headroom if estimate > run.budget.headroom else goal
                message = prompts.stuck_warning_message(percent, round(limit * 100 / window))
            else:
                message = prompts.warning_message(percent)
            cm._notice(prompts.WARNING_TITLE, message, "warning")
            done = summarize_and_replace(
                run,
                run.msgs,
                headings=headings,
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
                run.report(done.step)
                run.stuck = False
            if forced:
                self.floor = done.step.tokens_after if used else estimate
            # A forced summary that freed nothing is not worth a memory of its own.
            memory = None
            if used or not forced:
                memory = cm._save_summary(done.outcome, headings, "preemptive", usage)
            cm._notice(prompts.COMPLETE_TITLE, prompts.COMPLETE_MESSAGE, "success")
        finally:
            cm.trigger.finish(cm.session_id)
        if used:
            return replace(
                StepResult.of(done.step, restructured=True), summary=done.outcome, memory=memory
            )
        if memory is not None:  # the history stays; the summary was saved all the same
            n = len(run.msgs)
            return StepResult(self.name, run.msgs, estimate, estimate, n, memory=memory)
        return None


@dataclass(frozen=True)
class PruneStuck:
    """③ on a history Layer 1 left stuck that no summary took below the headroom (a
    window too small to summarise). Trigger: ``run.stuck``."""

    name: ClassVar[str] = PruneHistory.name
    need: ClassVar[Need] = "soft"

    def run(self, run: Run) -> StepResult | None:
        if not run.stuck or (pruned := prune(run, run.msgs)) is None:
            return None
        return StepResult.of(pruned, restructured=True)


# -- the escalation: Layer 2, a cut to fit, Layer 3 ----------------------------------


@dataclass(frozen=True)
class FirstOf:
    """The first of ``steps`` that frees something (the escalation)."""

    name: str
    steps: tuple[Step, ...]
    need: Need = "hard"

    def run(self, run: Run) -> StepResult | None:
        for step in self.steps:
            if (result := step.run(run)) is not None:
                return result
        return None


def prune(
    run: Run, msgs: list[Msg], *, emit: bool = True, keep_tokens: int | None = None
) -> StrategyResult | None:
    """Layer 2, reported (``emit``); None when pruning frees nothing. It keeps
    :meth:`Run.keep_tokens` of the history, or ``keep_tokens``."""
    valid = run.engine.state.known_valid(msgs)
    keep = run.keep_tokens() if keep_tokens is None else keep_tokens
    pruned = PruneHistory(keep, known_valid=valid).apply(msgs, run.budget)
    if not (pruned.changed and pruned.tokens_after < pruned.tokens_before):
        return None
    if emit:
        run.report(pruned)
    return pruned


@dataclass(frozen=True)
class Prune:
    """③ Layer 2: the history pruned to :meth:`Run.keep_tokens`, pinned and recent kept."""

    name: ClassVar[str] = PruneHistory.name
    need: ClassVar[Need] = "hard"

    def run(self, run: Run) -> StepResult | None:
        pruned = prune(run, run.msgs)
        return None if pruned is None else StepResult.of(pruned, restructured=True)


@dataclass(frozen=True)
class CutToFit:
    """① cut to the room the rest of the request leaves (None: no help).

    What is kept around the results (hidden overhead, system prompt, the first
    request) can take most of a small window; ① then cuts the largest batch of
    results (one turn's, or one result) to what is left: the usable window, or,
    when even that cannot be had, the window less a quarter of the reserve.
    """

    name: ClassVar[str] = TruncateLargeToolResults.name
    need: ClassVar[Need] = "hard"

    def run(self, run: Run) -> StepResult | None:
        msgs = run.msgs
        est = run.engine.estimator
        settings = run.engine.settings
        budget = run.budget
        total = run.tokens(msgs)
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
            room = run.window - budget.output_reserve // 4 - rest
        if room <= 0:
            return None
        window = max(1, int(room / settings.single_tool_result_context_share))
        result = TruncateLargeToolResults().apply(msgs, Budget(window, est, settings))
        if not (result.changed and result.tokens_after < total):
            return None
        result = replace(result, details=(f"to fit: {room} tokens left", *result.details))
        run.report(result)
        return StepResult.of(result, restructured=True)


@dataclass(frozen=True)
class FullSummary:
    """④ Layer 3: the nine-section summary of the whole history, saved as a memory (⑤,
    its degradation, is the summarizer's), and after it the recent messages that fit the
    keep share (at least ③'s last N); when they are what does not fit, or nothing would
    be freed, the current message alone. Used when it frees something."""

    name: ClassVar[str] = "full_summary"
    need: ClassVar[Need] = "hard"

    def run(self, run: Run) -> StepResult | None:
        before = run.tokens()
        done = summarize_and_replace(
            run,
            run.msgs,
            headings=prompts.NINE_SECTION_HEADINGS,
            instructions=None,
            trigger="overflow",
            usage=before,
            keep_recent=True,
            fill=True,
        )
        if done.step.tokens_after >= before:
            return None  # (its memory is saved all the same)
        run.report(done.step)
        return replace(
            StepResult.of(done.step, restructured=True), summary=done.outcome, memory=done.memory
        )


# -- fit's Layer 2 and Layer 3 -------------------------------------------------------


@dataclass(frozen=True)
class FitPrune:
    """``fit``'s Layer 2: the pruning, or, when it lands outside its aim (below
    ``FIT_FLOOR_SHARE`` because one oversized turn next to the kept ones did not fit,
    or still above ``FIT_CEILING_SHARE`` because the last messages are that big),
    the oversized messages cut at both ends first (to a share of the window, largest
    share first) and then the pruning, when that lands in the aim."""

    name: ClassVar[str] = PruneHistory.name
    need: ClassVar[Need] = "hard"

    def run(self, run: Run) -> StepResult | None:
        steps = self._fit_prune(run, run.msgs)
        for step in steps:
            run.report(step)
        return StepResult.of(*steps) if steps else None

    def _fit_pruned(self, run: Run, msgs: list[Msg]) -> StrategyResult | None:
        """The pruning, within :meth:`Run.keep_tokens` with its marker counted: the
        marker carries the user's requests of what it removes, which
        :class:`PruneHistory` does not count when it fills its room with recent turns.
        While the result is over, the pruning runs again with the room less the excess
        (removing more carries more), at most ``FIT_PRUNE_PASSES`` times; the smallest
        result is kept."""
        keep = run.keep_tokens()
        pruned = prune(run, msgs, emit=False)
        room = keep
        for _ in range(FIT_PRUNE_PASSES - 1):
            if pruned is None or pruned.tokens_after <= keep:
                break
            room -= pruned.tokens_after - keep
            if room <= 0:
                break
            tighter = prune(run, msgs, emit=False, keep_tokens=room)
            if tighter is None or tighter.tokens_after >= pruned.tokens_after:
                break
            pruned = tighter
        return pruned

    def _fit_prune(self, run: Run, msgs: list[Msg]) -> list[StrategyResult]:
        """The steps to report, in order (none: nothing freed)."""
        pruned = self._fit_pruned(run, msgs)
        plain = [pruned] if pruned else []
        window = run.window
        floor = int(window * FIT_FLOOR_SHARE)
        ceiling = int(window * FIT_CEILING_SHARE)
        keep = run.keep_tokens()
        after = pruned.tokens_after if pruned else run.tokens(msgs)
        if floor <= after <= ceiling:
            return plain
        best: list[StrategyResult] = plain if after <= ceiling else []
        best_after = after if best else 0
        over: int | None = None  # the last cap whose cut alone was above the ceiling
        for share in OVERSIZED_SHARES:
            cap = int(window * share)
            steps = self._cut_and_prune(run, msgs, cap, ceiling)
            if not steps:
                continue
            tokens = steps[-1].tokens_after
            if tokens > ceiling:
                over = cap
                continue
            if over is not None and tokens < keep:
                # Many messages cut at once, or the pruning after the cut removing big
                # turns: from one share to the next the result jumps over the aim.
                between = self._cap_between(run, msgs, cap, over, floor=floor, ceiling=ceiling)
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

    def _cut_and_prune(
        self, run: Run, msgs: list[Msg], cap: int, ceiling: int
    ) -> list[StrategyResult]:
        """The oversized messages cut to ``cap`` tokens, then, unless that alone is
        under ``ceiling``, the pruning (the steps that changed something; none: nothing
        is that big)."""
        cut = _cut_oversized(run, msgs, cap)
        if cut is None:
            return []
        if cut.tokens_after <= ceiling:
            return [cut]
        again = self._fit_pruned(run, cut.messages)
        return [cut, again] if again else [cut]

    def _cap_between(
        self, run: Run, msgs: list[Msg], low: int, high: int, *, floor: int, ceiling: int
    ) -> list[StrategyResult]:
        """:meth:`_cut_and_prune` at a cap between ``low`` (whose result is below
        ``floor``) and ``high`` (above ``ceiling``): of the results between the two, the
        closest to :meth:`Run.keep_tokens` (the middle of the aim, the most margin for
        the estimate at both ends), found by bisection (none: no steps)."""
        keep = run.keep_tokens()
        best: list[StrategyResult] = []
        gap = math.inf
        for _ in range(CAP_BISECTIONS):
            cap = (low + high) // 2
            if cap in (low, high):
                break
            steps = self._cut_and_prune(run, msgs, cap, ceiling)
            if not steps:
                break
            tokens = steps[-1].tokens_after
            if floor <= tokens <= ceiling and abs(tokens - keep) < gap:
                best, gap = steps, abs(tokens - keep)
                if gap <= run.window * CAP_TOLERANCE_SHARE:
                    break
            if steps[0].tokens_after > keep:  # the cut alone: it grows with the cap
                high = cap
            else:
                low = cap
        return best


def _cut_oversized(run: Run, msgs: list[Msg], cap: int) -> StrategyResult | None:
    """Tool results and plain assistant texts above ``cap`` tokens cut to it, start
    and end kept (①'s cut); the user's words and the current message stay whole.
    None: nothing is that big."""
    est = run.engine.estimator
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


@dataclass(frozen=True)
class FitSummary:
    """``fit``'s Layer 3: the nine-section summary of the whole history as handed over,
    as many recent messages kept as fit, used only if it helps. ``save``: saved as a
    memory (``compact``; ``fit`` is a dry run)."""

    save: bool = False
    name: ClassVar[str] = "full_summary"
    need: ClassVar[Need] = "hard"

    def run(self, run: Run) -> StepResult | None:
        headings = prompts.NINE_SECTION_HEADINGS
        done = summarize_and_replace(
            run,
            run.original,
            headings=headings,
            instructions=None,
            trigger="fit",
            usage=run.tokens_before,
            save=False,
            fill=True,
        )
        current = run.tokens()
        if done.step.tokens_after >= current:  # used only if it helps
            return None
        # It summarised the whole original history, but in the report it is the step
        # after the ones before it.
        step = replace(done.step, tokens_before=current, messages_before=len(run.msgs))
        run.report(step)
        memory = None
        if self.save:
            memory = run.engine._save_summary(done.outcome, headings, "fit", run.tokens_before)
        return replace(StepResult.of(step), summary=done.outcome, memory=memory)


# -- the summary shared by the preemptive compaction, Layer 3 and fit's --------------


@dataclass
class Compacted:
    msgs: list[Msg]
    step: StrategyResult
    outcome: SummaryOutcome
    memory: Memory | None


def summarize_and_replace(
    run: Run,
    msgs: list[Msg],
    *,
    headings: tuple[str, ...],
    instructions: str | None,
    trigger: str,
    usage: int,
    save: bool = True,
    keep_recent: bool = False,
    fill: bool = False,
) -> Compacted:
    """Summarize the history and rebuild it: system + first user + pins + summary, then
    the recent messages (``keep_recent``: ③'s last N) or only the current one, and with
    ``fill`` as many more recent messages as fit :meth:`Run.keep_tokens`. Layer 3 keeps
    recent and fills; when that leaves the history above the usable window or frees
    nothing, it keeps the current message alone.
    """
    from supermemory_local.engine.full_summary import summarize_history

    cm = run.engine
    est = cm.estimator
    before = run.tokens(msgs)
    outcome = summarize_history(
        to_entries(msgs),
        cm._summarizer(),
        cm._summary_settings(),
        headings=headings,
        instructions=instructions,
    )
    # The new summary covers the earlier ones, so they make way for it. It is pinned,
    # so a later pruning keeps it (the adapter remembers it: no ``_pin`` is sent).
    summary_msg = replace(make_note(prompts.SUMMARY_MEMORY_PREFIX + outcome.text), pinned=True)
    cm.state.pin(summary_msg.text)  # pinned again when the caller sends it back
    room = run.keep_tokens() - est.count_msg(summary_msg)

    def rebuild(recent: bool, filled: bool) -> list[Msg]:
        settings = cm.settings if recent else replace(cm.settings, prune_keep_last=0)
        budget = Budget(cm.context_window, est, settings)
        pruning = PruneHistory(room if filled else None)
        kept = [m for m in pruning.apply(msgs, budget).messages if not _is_summary(m)]
        out = [summary_msg if _is_prune_marker(m) else m for m in kept]
        if not any(m is summary_msg for m in out):
            # Nothing was pruned (a short history): the summary goes after the head.
            out = _insert_after_head(kept, summary_msg)
        return out

    rebuilt = rebuild(keep_recent, fill)
    after = run.tokens(rebuilt)
    if keep_recent and fill and (after >= before or after > run.budget.usable):
        # The recent messages are what does not fit (or the whole history is recent):
        # the summary and the current message, as before the keep share.
        rebuilt = rebuild(False, False)
        after = run.tokens(rebuilt)
    memory = cm._save_summary(outcome, headings, trigger, usage) if save else None
    cm.compactions += 1
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
    return Compacted(rebuilt, step, outcome, memory)


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


# -- the goals -----------------------------------------------------------------------


@dataclass(frozen=True)
class Goals:
    prepare: Goal
    recover: Goal
    fit: Goal
    compact: Goal


def _usable(run: Run) -> int:
    return run.budget.usable


def _fit_ceiling(run: Run) -> int:
    return int(run.window * FIT_CEILING_SHARE)


def _headroom(run: Run) -> int:
    return int(run.window * run.engine.settings.context_input_headroom_ratio)


def _attempts(run: Run) -> int:
    return run.engine.settings.max_overflow_compaction_attempts


def goals() -> Goals:
    """The steps of each call, in order (one manager's: a step may keep state)."""
    escalate = FirstOf("escalate", (Prune(), CutToFit(), FullSummary()))
    layer1 = (TruncateToolResults(), CompactToolResults())
    prepare = Goal(
        "prepare",
        (*layer1, PreemptiveCompaction(), PruneStuck(), escalate),
        stop_at=_usable,
        rounds=_attempts,
    )
    recover = Goal("recover", (escalate,))
    fit_layer1 = (TruncateToolResults(), CompactToolResults(FIT_CEILING_SHARE, cut_instead=True))
    fit = Goal(
        "fit",
        (*fit_layer1, FitPrune(), FitSummary(save=False)),
        stop_at=_fit_ceiling,
        start_above=_headroom,
        keep_share=FIT_KEEP_SHARE,
    )
    compact = replace(fit, name="compact", steps=(*fit_layer1, FitPrune(), FitSummary(save=True)))
    return Goals(prepare, recover, fit, compact)
