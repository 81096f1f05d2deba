"""① Single tool result truncation, with the arithmetic spelled out.

Settings with calibration_initial_chars_per_token = 4.0: text 4 chars/token, tool
output 2 chars/token, so the numbers are easy to follow.
"""

from __future__ import annotations

from dataclasses import replace

from supermemory.config import Settings
from supermemory.engine.messages import Msg, ToolCall
from supermemory.engine.prompts import TRUNCATED_MARKER
from supermemory.engine.strategies import Budget, TruncateLargeToolResults
from supermemory.engine.tokens import TokenEstimator

SETTINGS = replace(Settings(), calibration_initial_chars_per_token=4.0)


def _history(output: str) -> list[Msg]:
    return [
        Msg("user", "read it"),
        Msg("assistant", "", (ToolCall("c1", "read_file", "{}"),)),
        Msg("tool", output, tool_call_id="c1", tool_name="read_file"),
    ]


def test_a_result_above_half_the_window_is_cut_at_a_line_boundary() -> None:
    budget = Budget(1000, TokenEstimator(SETTINGS), SETTINGS)
    assert budget.single_result_limit == 500  # 0.5 × 1000
    output = "x" * 9 + "\n"
    output = output * 200  # 2000 chars = 1000 tokens at 2 chars/token > 500
    suffix = "\n" + TRUNCATED_MARKER  # 43 chars -> ceil(43 / 2) = 22 tokens
    assert len(suffix) == 43
    # The cut lands CUT_SLACK (3 %) below the limit: int(500 × 0.97) = 485 tokens.
    # Room for the body: 485 - 22 = 463 tokens = 926 chars; the last line break at
    # or before char 926 is at index 919, so 92 lines of 9 x's are kept.
    msgs = _history(output)
    result = TruncateLargeToolResults().apply(msgs, budget)
    cut = result.messages[2]
    assert cut.text == "\n".join(["x" * 9] * 92) + suffix
    assert cut.text.endswith("\n[truncated: output exceeded context limit]")
    assert budget.estimator.count_text(cut.text, tool_result=True) <= 500
    assert result.changed and result.tokens_after < result.tokens_before
    assert result.messages[:2] == msgs[:2]  # the same objects: only the result is copied
    assert cut.edited and cut.tool_call_id == "c1"
    assert msgs[2].text == output  # the input is not changed


def test_a_result_at_the_limit_is_left_alone() -> None:
    budget = Budget(1000, TokenEstimator(SETTINGS), SETTINGS)
    msgs = _history("y" * 1000)  # exactly 500 tokens: not above the limit
    result = TruncateLargeToolResults().apply(msgs, budget)
    assert not result.changed and result.messages == msgs


def test_only_tool_results_are_truncated() -> None:
    budget = Budget(100, TokenEstimator(SETTINGS), SETTINGS)
    msgs = [Msg("user", "z" * 4000)]  # 1000 tokens, but a user message
    assert not TruncateLargeToolResults().apply(msgs, budget).changed


def test_a_single_huge_line_is_cut_mid_line() -> None:
    budget = Budget(1000, TokenEstimator(SETTINGS), SETTINGS)
    result = TruncateLargeToolResults().apply(_history("q" * 5000), budget)
    # (int(500 × 0.97) - 22) tokens × 2 chars = 926 chars, no line break to cut at
    assert result.messages[2].text == "q" * 926 + "\n" + TRUNCATED_MARKER


def test_cjk_output_is_cut_to_fit_the_estimate() -> None:
    budget = Budget(1000, TokenEstimator(SETTINGS), SETTINGS)
    output = "数据库查询结果\n" * 300  # 7 CJK tokens + 1 newline char per line: ~2250 tokens
    text = TruncateLargeToolResults().apply(_history(output), budget).messages[2].text
    assert budget.estimator.count_text(text, tool_result=True) <= 500
    assert text.endswith("\n" + TRUNCATED_MARKER)
    assert text.split("\n")[-2] == "数据库查询结果"  # whole lines only


def test_truncation_is_idempotent_and_never_marks_twice() -> None:
    budget = Budget(1000, TokenEstimator(SETTINGS), SETTINGS)
    first = TruncateLargeToolResults().apply(_history("line\n" * 2000), budget)
    second = TruncateLargeToolResults().apply(first.messages, budget)
    assert not second.changed
    # After calibration lowers the ratio, a cut result is cut again from its text,
    # still with exactly one marker.
    est = budget.estimator
    est.observe(4 + 2000, [Msg("user", "a" * 4000)])  # 2 chars per token
    third = TruncateLargeToolResults().apply(first.messages, budget)
    assert third.changed
    assert third.messages[2].text.count(TRUNCATED_MARKER) == 1


def test_a_cut_result_is_not_cut_again_when_calibration_drifts_a_little() -> None:
    estimator = TokenEstimator(SETTINGS)
    budget = Budget(1000, estimator, SETTINGS)
    first = TruncateLargeToolResults().apply(_history("line of output\n" * 400), budget)
    cut = first.messages[2]
    # The calibrated ratio moves by 2 %: the cut result still fits, nothing is re-cut.
    estimator.observe(int(estimator.count(first.messages) * 1.02), first.messages)
    again = TruncateLargeToolResults().apply(first.messages, budget)
    assert again.messages[2].text == cut.text
