"""What every strategy shares: the budget, the result, and the history index (Layer 1)."""

from __future__ import annotations

import math
import weakref
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

from supermemory_local.config import Settings
from supermemory_local.engine.messages import (
    Msg,
    common_prefix,
    extends,
    facts_memo,
    with_text,
)
from supermemory_local.engine.prompts import COMPACTED_MARKER, NO_RESULT_MARKER
from supermemory_local.engine.readers.failures import compacted_text
from supermemory_local.engine.tokens import MESSAGE_OVERHEAD_TOKENS, TokenEstimator
from supermemory_local.engine.toolnames import ToolMatcher

# When ② has to act, it frees down to this share of the window (below the headroom), so
# the history has room for many turns before the next change.
COMPACTION_TARGET_SHARE = 0.5


class BudgetError(ValueError):
    """A context window the cascade cannot work with."""


@dataclass
class Budget:
    """The context window (tokens) of the model the history is prepared for."""

    window: int
    estimator: TokenEstimator
    settings: Settings
    # ② frees down to this share of the window when it acts (at most to the headroom):
    # ``fit`` stops it at the headroom it aims for instead (see ContextManager.fit).
    compaction_goal_share: float = COMPACTION_TARGET_SHARE

    def __post_init__(self) -> None:
        if self.window <= 0:
            raise BudgetError(f"window must be a positive number of tokens, got {self.window!r}")

    @property
    def single_result_limit(self) -> int:
        """① a tool result above this many tokens is truncated (0.5 × window)."""
        return math.floor(self.settings.single_tool_result_context_share * self.window)

    @property
    def output_reserve(self) -> int:
        """Tokens kept free for the reply: ``compact_buffer_tokens``, at most a quarter."""
        return min(self.settings.compact_buffer_tokens, self.window // 4)

    @property
    def usable(self) -> int:
        """The most input a request may have: window − output reserve."""
        return self.window - self.output_reserve

    @property
    def headroom(self) -> int:
        """② old tool results are compacted while the input exceeds this (0.75 × window)."""
        return math.floor(self.settings.context_input_headroom_ratio * self.window)


@dataclass(frozen=True)
class StrategyResult:
    name: str
    messages: list[Msg]
    changed: bool
    messages_before: int
    messages_after: int
    tokens_before: int
    tokens_after: int
    details: tuple[str, ...]  # one line per thing done, for logs and reports

    @property
    def tokens_freed(self) -> int:
        return self.tokens_before - self.tokens_after

    def report(self) -> dict[str, Any]:
        """What a report shows of this step (plain data: no messages)."""
        return {
            "strategy": self.name,
            "messages_before": self.messages_before,
            "messages_after": self.messages_after,
            "tokens_before": self.tokens_before,
            "tokens_after": self.tokens_after,
            "details": list(self.details),
        }


class Strategy(Protocol):
    name: str

    def apply(self, msgs: list[Msg], budget: Budget) -> StrategyResult:
        """Return a new list (the input list and its messages are never changed)."""
        ...


def unchanged(name: str, msgs: list[Msg], tokens: int, *details: str) -> StrategyResult:
    n = len(msgs)
    return StrategyResult(name, msgs, False, n, n, tokens, tokens, tuple(details))


def label(msgs: Sequence[Msg], i: int) -> str:
    """``#i (tool_name)`` for details lines."""
    name = msgs[i].tool_name
    return f"#{i} ({name})" if name else f"#{i}"


COMPACTED_COPY = "compacted"  # Msg.memo key: ②'s compacted copy of a tool result


def matchers(settings: Settings) -> tuple[ToolMatcher, ToolMatcher]:
    """(compactable, protected) tool matchers for ``settings``."""
    return _matchers(settings.compactable_tools, settings.protected_tools)


@lru_cache(maxsize=16)
def _matchers(
    compactable: tuple[str, ...], protected: tuple[str, ...]
) -> tuple[ToolMatcher, ToolMatcher]:
    return ToolMatcher(compactable), ToolMatcher(protected)


def compacted(m: Msg) -> Msg:
    """The compacted copy of a tool result (one per message, reused)."""
    memo = m.memo()
    new: Msg | None = memo.get(COMPACTED_COPY)
    if new is None:
        new = with_text(m, compacted_text(m.text, facts_memo(m)))
        memo[COMPACTED_COPY] = new
    return new


# Msg.memo key: ② compacted this message in some call (it stays compacted).
COMPACTED_ONCE = "compacted_once"


class HistoryIndex:
    """Per-position facts Layer 1 needs, kept up to date as a history grows.

    Built once per conversation (it lives in ``TokenEstimator.caches``) and extended
    with the new messages of each call, so a call costs in proportion to what is
    new. Nothing here depends on the calibrated ratio: it holds sums of the
    estimator's ratio-free parts, and candidates chosen for *every* ratio the
    calibration can reach; the strategies apply the current ratio at query time.
    """

    def __init__(self, budget: Budget) -> None:
        # Weak: the index lives in the estimator's caches, and a strong reference back
        # would make the estimator, the index and the history it holds a cycle that only
        # the garbage collector's full pass frees (a dropped manager would linger).
        self._estimator = weakref.ref(budget.estimator)
        self.limit = budget.single_result_limit
        self._overhead = MESSAGE_OVERHEAD_TOKENS
        self._compactable, self._protected = matchers(budget.settings)
        self._tpc_lo, self._tpc_hi = budget.estimator.tokens_per_char_range
        self._marker = budget.estimator.parts(compacted(Msg("tool", "")))
        self.msgs: list[Msg] = []
        self.cum_f: list[float] = [0.0]  # prefix sums of the estimator's parts
        self.cum_w: list[float] = [0.0]
        self.big: list[int] = []  # tool results that can exceed `limit` at some ratio
        # Runs of 2+ consecutive tool results (one turn's) that can exceed `limit`
        # together at some ratio: start -> end (exclusive).
        self.runs: dict[int, int] = {}
        self._run: tuple[int, float, float] | None = None  # the open run: start, sums
        self.elig: list[int] = []  # compactable tool results, oldest first
        # Them, to compact (``compacted(elig_msgs[j])``: made when ② first needs it, not
        # as each result arrives, so a result ② never compacts costs nothing more).
        self.elig_msgs: list[Msg] = []
        self.save_f: list[float] = [0.0]  # prefix sums of what compacting them frees
        self.save_w: list[float] = [0.0]
        self.cuts = 0  # how often the history changed other than by growing
        # ② compacted every candidate before this position in an earlier call: they
        # stay compacted (stable edits).
        self.compacted_upto = 0
        self.memo: dict[str, Any] = {}  # the strategies' last outputs, to extend next call

    @property
    def estimator(self) -> TokenEstimator:
        est = self._estimator()
        if est is None:
            raise RuntimeError("the estimator this history index belongs to is gone")
        return est

    def sync(self, msgs: Sequence[Msg]) -> None:
        """Make the index describe ``msgs`` (cheap when ``msgs`` extends the last one)."""
        old = self.msgs
        grew = extends(old, msgs)
        if grew:
            k = len(old)
        else:
            k = common_prefix(old, msgs)
            self._cut(k)
        est = self.estimator
        parts = est.parts
        for i in range(k, len(msgs)):
            self._add(i, msgs[i], parts)
        if grew:  # (the index's own list, grown in place: no copy of the history)
            old.extend(msgs[k:])
        else:
            self.msgs = list(msgs)
        # (handed over again after each change: the estimator's sums of it are replaced)
        est.known_sums(self.msgs, self.cum_f[-1], self.cum_w[-1])

    def big_runs(self) -> list[tuple[int, int]]:
        """The batches of parallel results that may be above the limit together."""
        return list(self.runs.items())

    def _cut(self, k: int) -> None:
        self.cuts += 1
        self.compacted_upto = min(self.compacted_upto, k)
        del self.cum_f[k + 1 :], self.cum_w[k + 1 :]
        del self.big[bisect_left(self.big, k) :]
        self.runs = {a: min(b, k) for a, b in self.runs.items() if a < k and min(b, k) - a >= 2}
        self._run = None
        start = k
        while start > 0 and self.msgs[start - 1].role == "tool":
            start -= 1
        parts = self.estimator.parts
        for i in range(start, k):  # reopen the run the cut ends in
            self._extend_run(i, self.msgs[i], parts)
        e = bisect_left(self.elig, k)
        del self.elig[e:], self.elig_msgs[e:], self.save_f[e + 1 :], self.save_w[e + 1 :]

    def _add(self, i: int, m: Msg, parts: Callable[[Msg], tuple[float, float]]) -> None:
        f, w = parts(m)
        self.cum_f.append(self.cum_f[-1] + f)
        self.cum_w.append(self.cum_w[-1] + w)
        self._extend_run(i, m, parts)
        if m.role != "tool":
            return
        if f - self._overhead + w * self._tpc_hi > self.limit:
            self.big.append(i)
        saving = self.saving(m)
        if saving is not None and not m.text.startswith((COMPACTED_MARKER, NO_RESULT_MARKER)):
            name = m.tool_name
            if name is not None and name in self._compactable and name not in self._protected:
                if m._memo is not None and m._memo.get(COMPACTED_ONCE):
                    # ② compacted this very message in an earlier call, maybe through
                    # another list (the caller's copy of an output): it stays compacted,
                    # and so does every candidate before it.
                    self.compacted_upto = max(self.compacted_upto, i + 1)
                self.elig.append(i)
                self.elig_msgs.append(m)
                self.save_f.append(self.save_f[-1] + saving[0])
                self.save_w.append(self.save_w[-1] + saving[1])

    def _extend_run(self, i: int, m: Msg, parts: Callable[[Msg], tuple[float, float]]) -> None:
        if m.role != "tool":
            self._run = None
            return
        f, w = parts(m)
        f -= self._overhead
        run = self._run
        start, rf, rw = (i, f, w) if run is None else (run[0], run[1] + f, run[2] + w)
        self._run = (start, rf, rw)
        if i > start and rf + rw * self._tpc_hi > self.limit:
            self.runs[start] = i + 1

    def saving(self, m: Msg) -> tuple[float, float] | None:
        """What compacting ``m`` frees, if the marker is smaller at every reachable ratio."""
        f, w = self.estimator.parts(m)
        df, dw = f - self._marker[0], w - self._marker[1]
        if df + dw * self._tpc_lo > 0 and df + dw * self._tpc_hi > 0:
            return df, dw
        return None


def history_index(budget: Budget, msgs: Sequence[Msg]) -> HistoryIndex:
    """The conversation's index for this budget, synced to ``msgs``.

    Two indexes per budget are kept, so alternating between two lists (a history
    and an edited copy of it) does not rebuild either.
    """
    s = budget.settings
    key = ("history_index", budget.single_result_limit, s.compactable_tools, s.protected_tools)
    caches = budget.estimator.caches
    if key not in caches and len(caches) >= 8:  # windows come and go: keep a few
        del caches[next(iter(caches))]
    slots: list[HistoryIndex] = caches.setdefault(key, [])
    index = next((x for x in slots if extends(x.msgs, msgs)), None)
    if index is None:
        index = slots.pop(0) if len(slots) >= 2 else HistoryIndex(budget)
    else:
        slots.remove(index)
    slots.append(index)  # most recently used last
    index.sync(msgs)
    for other in slots:  # what ② compacted through the other list stays compacted here
        upto = other.compacted_upto
        if (
            upto > index.compacted_upto
            and upto <= len(index.msgs)
            and index.msgs[upto - 1] is other.msgs[upto - 1]
        ):
            index.compacted_upto = upto
    return index
