"""① Single tool result truncation.

A tool result estimated above ``single_tool_result_context_share`` × window
tokens (0.5) is cut to that budget: the characters that fit (the estimator's
ratio for tool output, checked against the estimate so CJK output fits too) are
kept up to the last line break inside them, and ``"\\n" + TRUNCATED_MARKER`` is
appended; the marker's tokens come out of the budget, and the cut lands
``CUT_SLACK`` below it so a drifting calibration does not re-cut on every call.
A first line longer than the whole budget is cut mid-line (there is no line
boundary to cut at). A result cut before is cut again from its original text,
never marked twice.

Only the results the conversation's :class:`HistoryIndex` lists as able to exceed
the limit at some ratio are measured, so a call costs what is new.
"""

from __future__ import annotations

import math

from supermemory.engine.messages import Msg, with_text
from supermemory.engine.prompts import TRUNCATED_MARKER
from supermemory.engine.strategies.base import (
    Budget,
    HistoryIndex,
    StrategyResult,
    history_index,
    label,
)
from supermemory.engine.tokens import TokenEstimator

_SUFFIX = "\n" + TRUNCATED_MARKER
_MEMO_KEY = "truncated"
# A cut lands this share below the limit, so that calibration drifting by a percent
# or two does not cut the same result again on every call.
CUT_SLACK = 0.03


class TruncateLargeToolResults:
    name = "truncate_tool_result"

    def apply(self, msgs: list[Msg], budget: Budget) -> StrategyResult:
        index = history_index(budget, msgs)
        return truncation_result(index, truncations(index, budget))


def truncations(index: HistoryIndex, budget: Budget) -> dict[int, Msg]:
    """Position -> truncated copy, for every tool result above the limit."""
    est = budget.estimator
    limit = index.limit
    ratio = est.chars_per_token
    msgs = index.msgs
    # Same history (grown only) and same ratio as last time: check the new candidates.
    last = index.memo.get(_MEMO_KEY)
    if last is not None and last[0] == index.cuts and last[1] == ratio:
        start, patches = last[2], dict(last[3])
    else:
        start, patches = 0, {}
    for i in index.big[start:]:
        m = msgs[i]
        memo = m.memo()
        known = memo.get(_MEMO_KEY)
        if known is not None and known[0] == limit and known[1] == ratio:
            new = known[2]
        else:
            new = m
            if est.count_text(m.text, tool_result=True) > limit:
                new = with_text(m, cut_to_tokens(m.text, limit, est))
            memo[_MEMO_KEY] = (limit, ratio, new)
        if new is not m:
            patches[i] = new
    index.memo[_MEMO_KEY] = (index.cuts, ratio, len(index.big), dict(patches))
    return patches


def patched(msgs: list[Msg], patches: dict[int, Msg]) -> list[Msg]:
    """A new list: ``msgs`` with ``patches`` applied."""
    out = list(msgs)
    for i, m in patches.items():
        out[i] = m
    return out


def patched_sums(index: HistoryIndex, patches: dict[int, Msg]) -> tuple[float, float]:
    """The estimator's (fixed, weighted) sums of the history with ``patches`` applied."""
    est = index.estimator
    fixed, weighted = index.cum_f[-1], index.cum_w[-1]
    for i, new in patches.items():
        f0, w0 = est.parts(index.msgs[i])
        f1, w1 = est.parts(new)
        fixed += f1 - f0
        weighted += w1 - w0
    return fixed, weighted


def truncation_result(index: HistoryIndex, patches: dict[int, Msg]) -> StrategyResult:
    est = index.estimator
    msgs = index.msgs
    before = math.ceil(est.tokens(index.cum_f[-1], index.cum_w[-1]))
    after = min(before, math.ceil(est.tokens(*patched_sums(index, patches))))
    details = tuple(
        f"truncated {label(msgs, i)} from {est.count_text(msgs[i].text, tool_result=True)} "
        f"to {est.count_text(new.text, tool_result=True)} tokens (limit {index.limit})"
        for i, new in sorted(patches.items())
    )
    out = patched(msgs, patches)
    n = len(msgs)
    return StrategyResult(
        TruncateLargeToolResults.name, out, bool(patches), n, n, before, after, details
    )


def cut_to_tokens(text: str, limit: int, est: TokenEstimator) -> str:
    """``text`` cut at a line boundary so that it plus the marker fit ``limit`` tokens."""
    if text.endswith(_SUFFIX):
        text = text[: -len(_SUFFIX)]
    room = max(0, int(limit * (1 - CUT_SLACK)) - est.count_text(_SUFFIX, tool_result=True))
    chars = est.chars_for_tokens(room, tool_result=True)
    body = _line_cut(text, chars)
    for _ in range(8):  # CJK or other dense text: shrink until the estimate fits
        size = est.count_text(body, tool_result=True)
        if size <= room or not body:
            break
        chars = min(len(body) - 1, int(len(body) * room / size))
        body = _line_cut(body, chars)
    return body + _SUFFIX


def _line_cut(text: str, chars: int) -> str:
    if len(text) <= chars:
        return text
    if chars <= 0:
        return ""
    newline = text.rfind("\n", 0, chars + 1)
    return text[:newline] if newline > 0 else text[:chars]
