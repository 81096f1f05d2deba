"""② Old tool result compaction.

While the whole input is estimated above ``context_input_headroom_ratio`` ×
window tokens (0.75), tool results are replaced, oldest first, by
``COMPACTED_MARKER``. The message stays (only its content changes), so pairs stay
valid. A result is compacted only when:

- its tool matches ``settings.compactable_tools`` and not
  ``settings.protected_tools`` (matched across naming styles, see
  ``plugin.engine.toolnames``); a result whose tool is unknown is left alone;
- it is not one of the newest results. The newest results are the ones answering
  the last assistant message with tool calls (the model has not read them yet),
  and always at least the newest tool result of the history;
- it is not compacted already, and the marker is smaller than it.

It stops as soon as the estimate is at or below the headroom.
"""

from __future__ import annotations

import math
from functools import lru_cache

from plugin.engine.messages import Msg, with_text
from plugin.engine.prompts import COMPACTED_MARKER
from plugin.engine.strategies.base import Budget, StrategyResult, unchanged
from plugin.engine.toolnames import ToolMatcher

_MEMO_KEY = "compacted"


@lru_cache(maxsize=16)
def _matchers(
    compactable: tuple[str, ...], protected: tuple[str, ...]
) -> tuple[ToolMatcher, ToolMatcher]:
    return ToolMatcher(compactable), ToolMatcher(protected)


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
        est = budget.estimator
        settings = budget.settings
        headroom = budget.headroom
        fixed, weighted = est.sums(msgs)
        before = math.ceil(est.tokens(fixed, weighted))
        if before <= headroom:
            return unchanged(self.name, msgs, before)
        compactable, protected = _matchers(settings.compactable_tools, settings.protected_tools)
        out: list[Msg] | None = None
        count = 0
        first = last = -1
        for i in range(newest_results_start(msgs)):
            m = msgs[i]
            if m.role != "tool" or m.text == COMPACTED_MARKER:
                continue
            name = m.tool_name
            if name is None or name not in compactable or name in protected:
                continue
            memo = m.memo()
            new = memo.get(_MEMO_KEY)
            if new is None:
                new = with_text(m, COMPACTED_MARKER)
                memo[_MEMO_KEY] = new
            f0, w0 = est.parts(m)
            f1, w1 = est.parts(new)
            if est.tokens(f1, w1) >= est.tokens(f0, w0):
                continue
            if out is None:
                out = list(msgs)
                first = i
            out[i] = new
            count += 1
            last = i
            fixed += f1 - f0
            weighted += w1 - w0
            if math.ceil(est.tokens(fixed, weighted)) <= headroom:
                break
        if out is None:
            return unchanged(self.name, msgs, before, f"nothing compactable (headroom {headroom})")
        after = math.ceil(est.tokens(fixed, weighted))
        detail = (
            f"compacted {count} tool result(s) #{first}..#{last}: {before} -> {after} tokens "
            f"(headroom {headroom})"
        )
        return StrategyResult(self.name, out, True, len(msgs), len(out), before, after, (detail,))
