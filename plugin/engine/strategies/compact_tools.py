"""② Old tool result compaction.

While the whole input is estimated above ``context_input_headroom_ratio`` ×
window tokens (0.75), tool results are replaced, oldest first, by
``COMPACTED_MARKER``. The message stays (only its content changes), so pairs stay
valid. A result is compacted only when:

- its tool matches ``settings.compactable_tools`` and not
  ``settings.protected_tools`` (matched across naming styles, see
  ``supermemory_local.engine.toolnames``); a result whose tool is unknown is left alone;
- it is not one of the newest results. The newest results are the ones answering
  the last assistant message with tool calls (the model has not read them yet),
  and always at least the newest tool result of the history;
- it is not compacted already, and the marker is smaller than it at every ratio
  the calibration can reach (so the choice does not flip as the ratio moves).

**Stable, and enough at once.** A result compacted once stays compacted in every
later call of the conversation (the request prefix a provider caches does not
change back and forth), whatever the calibration does. When more must go, it
compacts down to ``Budget.compaction_goal_share`` of the window (by default
``COMPACTION_TARGET_SHARE``, 0.5), not just under the headroom, so the history has
room for many turns before the next change. The conversation's
:class:`HistoryIndex` keeps the candidates and prefix sums of what each frees, so
the stopping point is found by bisection instead of a walk over the history.
"""

from __future__ import annotations

import math
from bisect import bisect_left

from supermemory_local.engine.messages import Msg
from supermemory_local.engine.strategies.base import (
    COMPACTED_ONCE,
    Budget,
    HistoryIndex,
    StrategyResult,
    compacted,
    history_index,
    unchanged,
)
from supermemory_local.engine.strategies.truncate import patched, patched_sums

_MEMO_KEY = "compacted"  # this strategy's entry in HistoryIndex.memo


def newest_results_start(msgs: list[Msg]) -> int:
    """Index from which tool results stay whole (see the module docstring)."""
    n = len(msgs)
    last_tool = last_call = -1
    for i in range(n - 1, -1, -1):
        m = msgs[i]
        if last_tool < 0 and m.role == "tool":
            last_tool = i
        if m.role == "assistant" and m.tool_calls:
            last_call = i
            break
    start = last_call + 1 if last_call >= 0 else n
    if last_tool < 0:  # no result after the last call: the newest result overall
        for i in range(last_call - 1, -1, -1):
            if msgs[i].role == "tool":
                last_tool = i
                break
    return min(start, last_tool) if last_tool >= 0 else start


class CompactOldToolResults:
    name = "compact_old_tool_results"

    def apply(self, msgs: list[Msg], budget: Budget) -> StrategyResult:
        return compaction(history_index(budget, msgs), {}, budget)


def compaction(index: HistoryIndex, patches: dict[int, Msg], budget: Budget) -> StrategyResult:
    """② on the indexed history with ``patches`` (①'s truncations) applied."""
    est = budget.estimator
    headroom = budget.headroom
    base = patched(index.msgs, patches)
    fixed, weighted = patched_sums(index, patches)
    before = math.ceil(est.tokens(fixed, weighted))
    elig = index.elig
    sticky = bisect_left(elig, index.compacted_upto)  # compacted in an earlier call
    if before <= headroom and not sticky:
        return unchanged(CompactOldToolResults.name, base, before)
    m = bisect_left(elig, newest_results_start(base))
    sticky = min(sticky, m)
    # What a patched (truncated) candidate frees differs from its original.
    fixes: list[tuple[int, float, float]] = []
    skip: list[int] = []
    for i, new in patches.items():
        j = bisect_left(elig, i, 0, m)
        if j < m and elig[j] == i:
            f0, w0 = est.parts(index.msgs[i])
            saving = index.saving(new)
            if saving is None:
                skip.append(j)
                sf, sw = (
                    index.save_f[j + 1] - index.save_f[j],
                    index.save_w[j + 1] - index.save_w[j],
                )
                fixes.append((j, -sf, -sw))
            else:
                f1, w1 = est.parts(new)
                fixes.append((j, f1 - f0, w1 - w0))

    def tokens_after(k: int) -> int:
        sf, sw = index.save_f[k], index.save_w[k]
        for j, df, dw in fixes:
            if j < k:
                sf += df
                sw += dw
        return math.ceil(est.tokens(fixed - sf, weighted - sw))

    def fewest(goal: int) -> int:
        """The fewest oldest candidates that bring the estimate to ``goal`` or below."""
        lo, hi = sticky, m
        if tokens_after(m) > goal:
            return m
        while lo < hi:
            mid = (lo + hi) // 2
            if tokens_after(mid) <= goal:
                hi = mid
            else:
                lo = mid + 1
        return lo

    k = fewest(headroom)
    if k > sticky:  # more must go: enough at once to last many turns
        k = fewest(min(headroom, int(budget.window * budget.compaction_goal_share)))
    for j in range(sticky, k):  # remembered by the message too: see HistoryIndex._add
        index.msgs[elig[j]].memo()[COMPACTED_ONCE] = True
    index.compacted_upto = elig[k - 1] + 1 if k else 0
    count = k - sum(1 for j in skip if j < k)
    if count == 0:
        return unchanged(
            CompactOldToolResults.name, base, before, f"nothing compactable (headroom {headroom})"
        )
    out = _compacted_list(index, base, patches, k, skip)
    after = tokens_after(k)
    detail = (
        f"compacted {count} tool result(s) #{elig[0]}..#{elig[k - 1]}: {before} -> {after} "
        f"tokens (headroom {headroom})"
    )
    n = len(base)
    return StrategyResult(CompactOldToolResults.name, out, True, n, n, before, after, (detail,))


def _compacted_list(
    index: HistoryIndex, base: list[Msg], patches: dict[int, Msg], k: int, skip: list[int]
) -> list[Msg]:
    """``base`` with the first ``k`` candidates compacted (``skip`` ones left alone).

    Built from the previous call's list when the history only grew and ①'s
    truncations are the same, so only candidates that changed are touched.
    """
    elig, originals = index.elig, index.elig_msgs
    last = index.memo.get(_MEMO_KEY)
    if last is not None and last[0] == index.cuts and last[2] == patches and last[4] == skip:
        out = list(last[1])
        n, k0 = len(out), last[3]
        out.extend(base[n:])
        if k >= k0:
            for j in range(k0, k):
                out[elig[j]] = compacted(originals[j])
        else:
            for j in range(k, k0):
                out[elig[j]] = base[elig[j]]
    else:
        out = list(base)
        for i, m in zip(elig[:k], originals[:k], strict=True):
            out[i] = compacted(m)
    for j in skip:
        if j < k:
            out[elig[j]] = base[elig[j]]
    index.memo[_MEMO_KEY] = (index.cuts, out, dict(patches), k, list(skip))
    return list(out)
