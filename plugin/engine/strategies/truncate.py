"""① Single tool result truncation.

A tool result estimated above ``single_tool_result_context_share`` × window
tokens (0.5) is cut to that budget: the characters that fit (the estimator's
ratio for tool output, checked against the estimate so CJK output fits too) are
kept up to the last line break inside them, and ``"\\n" + TRUNCATED_MARKER`` is
appended; the marker's tokens come out of the budget. A first line longer than
the whole budget is cut mid-line (there is no line boundary to cut at). A result
cut before is cut again from its original text, never marked twice.
"""

from __future__ import annotations

import math

from plugin.engine.messages import Msg, with_text
from plugin.engine.prompts import TRUNCATED_MARKER
from plugin.engine.strategies.base import Budget, StrategyResult, label, unchanged
from plugin.engine.tokens import TokenEstimator

_SUFFIX = "\n" + TRUNCATED_MARKER


class TruncateLargeToolResults:
    name = "truncate_tool_result"

    def apply(self, msgs: list[Msg], budget: Budget) -> StrategyResult:
        est = budget.estimator
        limit = budget.single_result_limit
        fixed, weighted = est.sums(msgs)
        before = math.ceil(est.tokens(fixed, weighted))
        key = ("truncate", limit, est.chars_per_token)
        out: list[Msg] | None = None
        details: list[str] = []
        for i, m in enumerate(msgs):
            if m.role != "tool":
                continue
            memo = m.memo()
            new = memo.get(key)
            if new is None:
                new = m
                size = est.count_text(m.text, tool_result=True)
                if size > limit:
                    new = with_text(m, cut_to_tokens(m.text, limit, est))
                memo[key] = new
            if new is m:
                continue
            if out is None:
                out = list(msgs)
            out[i] = new
            f0, w0 = est.parts(m)
            f1, w1 = est.parts(new)
            fixed += f1 - f0
            weighted += w1 - w0
            details.append(
                f"truncated {label(msgs, i)} from {est.count_text(m.text, tool_result=True)} "
                f"to {est.count_text(new.text, tool_result=True)} tokens (limit {limit})"
            )
        if out is None:
            return unchanged(self.name, msgs, before)
        after = min(before, math.ceil(est.tokens(fixed, weighted)))
        return StrategyResult(
            self.name, out, True, len(msgs), len(out), before, after, tuple(details)
        )


def cut_to_tokens(text: str, limit: int, est: TokenEstimator) -> str:
    """``text`` cut at a line boundary so that it plus the marker fit ``limit`` tokens."""
    if text.endswith(_SUFFIX):
        text = text[: -len(_SUFFIX)]
    room = max(0, limit - est.count_text(_SUFFIX, tool_result=True))
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
