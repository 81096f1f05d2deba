"""Token estimation: CJK apart, measured densities, calibration of the hidden overhead
and the ratio from reported usage, caching."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from supermemory_local.config import Settings
from supermemory_local.engine.messages import Msg, ToolCall
from supermemory_local.engine.tokens import (
    CALL_OVERHEAD_TOKENS,
    MESSAGE_OVERHEAD_TOKENS,
    TokenEstimator,
    cjk_chars,
)

# The SPEC's round numbers (text 4, tool output 2), so the arithmetic is easy to follow.
STATIC = replace(
    Settings(), calibration_initial_chars_per_token=4.0, tool_result_chars_per_token=2.0
)


def test_defaults_are_the_densities_measured_on_real_sessions() -> None:
    # cl100k on the developers' corpus: text 4.03 chars/token, tool output 3.57.
    est = TokenEstimator(Settings())
    assert est.chars_per_token == 4.0
    assert est.tool_result_chars_per_token == pytest.approx(3.5)
    assert est.count_text("a" * 400) == 100
    assert est.count_text("a" * 350, tool_result=True) == 100
    assert est.hidden == 0


def test_static_ratios_from_settings() -> None:
    est = TokenEstimator(STATIC)
    assert est.count_text("a" * 400) == 100  # chars_per_token 4
    assert est.count_text("a" * 400, tool_result=True) == 200  # tool_result_chars_per_token 2
    assert est.count_text("a" * 401) == 101  # rounded up


def test_cjk_is_counted_apart_one_token_per_character() -> None:
    est = TokenEstimator(STATIC)
    assert cjk_chars("数据库 table データ 데이터") == 9
    assert est.count_text("数据库" * 10) == 30  # 30 CJK chars, 1 token each
    # Mixed: 6 CJK tokens + 8 other chars / 4 = 2 tokens.
    assert est.count_text("数据库abcd数据库efgh") == 8
    # A fixed 4 chars/token would say ceil(30 / 4) = 8: a 73 % undercount.
    assert math.ceil(len("数据库" * 10) / 4) == 8


def test_cjk_does_not_move_with_calibration() -> None:
    est = TokenEstimator(Settings())
    before = est.count_text("数据库" * 10)
    for n in (4000, 8000, 2000):
        est.observe(4 + n // 3, [Msg("user", "a" * n)])  # 3 chars per token
    assert est.chars_per_token == pytest.approx(3.0, rel=0.02)
    assert est.count_text("数据库" * 10) == before == 30


def test_message_estimate_adds_framing_and_calls() -> None:
    est = TokenEstimator(STATIC)
    assert est.count_msg(Msg("user", "a" * 40)) == 10 + MESSAGE_OVERHEAD_TOKENS
    call = ToolCall("c1", "read", '{"path": "a.py"}')  # 4 + 16 chars -> 1 + 4 tokens
    msg = Msg("assistant", "", (call,))
    assert est.count_msg(msg) == MESSAGE_OVERHEAD_TOKENS + CALL_OVERHEAD_TOKENS + 1 + 4
    result = Msg("tool", "x" * 40, tool_call_id="c1", tool_name="read")
    assert est.count_msg(result) == 20 + MESSAGE_OVERHEAD_TOKENS  # tool density: 40 / 2
    assert est.count([msg, result]) == 4 + 3 + 5 + 24


def _history(chars: int, tool: int = 0) -> list[Msg]:
    out = [Msg("user", "a" * chars)]
    if tool:
        out.append(Msg("tool", "t" * tool, tool_call_id="c", tool_name="bash"))
    return out


def _report(hidden: int, ratio: float, msgs: list[Msg], tool_ratio: float | None = None) -> int:
    """What a provider reports: hidden tokens, framing, text at ``ratio`` chars/token."""
    total = hidden
    for m in msgs:
        r = tool_ratio if (m.role == "tool" and tool_ratio) else ratio
        total += MESSAGE_OVERHEAD_TOKENS + round(len(m.text) / r)
    return total


def test_a_first_report_is_explained_mostly_by_hidden_overhead() -> None:
    """OpenCode's case: ~33 KB of system prompt and tools the engine never sees. The
    old single ratio divided them into a small history (0.87 chars/token)."""
    est = TokenEstimator(Settings())
    msgs = _history(2_000)  # 500 tokens at 4 chars/token
    est.observe(_report(8_500, 4.0, msgs), msgs)
    assert est.hidden == pytest.approx(8_500, rel=0.02)
    assert est.chars_per_token == pytest.approx(4.0, rel=0.02)
    # The history alone is still estimated right.
    assert est.count_history(msgs) == pytest.approx(504, rel=0.02)


def test_hidden_overhead_and_ratio_are_both_learned_as_the_history_grows() -> None:
    est = TokenEstimator(Settings())
    rng = random.Random(3)
    chars = 1_000
    for _ in range(30):
        chars += rng.randint(500, 8_000)
        msgs = _history(chars)
        est.observe(_report(6_000, 3.2, msgs), msgs)
    assert est.hidden == pytest.approx(6_000, rel=0.1)
    assert est.chars_per_token == pytest.approx(3.2, rel=0.03)
    bigger = _history(chars + 20_000)
    assert est.count(bigger) == pytest.approx(_report(6_000, 3.2, bigger), rel=0.01)


def test_no_hidden_part_when_the_caller_passes_everything() -> None:
    est = TokenEstimator(Settings())
    chars = 2_000
    for _ in range(20):
        chars += 3_000
        msgs = _history(chars, tool=chars // 2)
        est.observe(_report(0, 4.4, msgs, tool_ratio=3.85), msgs)
    assert est.hidden < 200
    msgs = _history(chars * 2, tool=chars)
    assert est.count(msgs) == pytest.approx(_report(0, 4.4, msgs, tool_ratio=3.85), rel=0.02)


def test_reports_not_above_the_fixed_part_are_ignored() -> None:
    est = TokenEstimator(Settings())
    est.observe(MESSAGE_OVERHEAD_TOKENS, _history(4_000))  # nothing left for the text
    est.observe(0, _history(4_000))
    assert est.observations == 0 and est.chars_per_token == 4.0 and est.hidden == 0


def test_the_ratio_stays_in_its_range_whatever_is_reported() -> None:
    est = TokenEstimator(Settings())
    lo, hi = est.tokens_per_char_range
    for reported in (10**9, 5, 10**7, 1):
        est.observe(reported, _history(4_000))
        assert lo <= est.tokens_per_char <= hi
        assert est.hidden >= 0 and math.isfinite(est.hidden)


def test_tool_results_keep_their_relative_density_after_calibration() -> None:
    est = TokenEstimator(Settings())
    for n in (4_000, 9_000, 14_000):
        est.observe(4 + n // 2, _history(n))  # 2 chars per token of text
    assert est.chars_per_token == pytest.approx(2.0, rel=0.03)
    assert est.tool_result_chars_per_token == pytest.approx(2.0 * 3.5 / 4.0, rel=0.03)


class CountingEstimator(TokenEstimator):
    """Counts how many texts are measured (the work that must not repeat)."""

    measured = 0

    def _text_parts(self, text: str, tool_result: bool) -> tuple[float, float]:
        if (text, tool_result) not in self._texts:
            self.measured += 1
        return super()._text_parts(text, tool_result)


def test_appending_one_message_measures_only_that_message() -> None:
    est = CountingEstimator(Settings())
    history = [Msg("user", f"message {i} " * 20) for i in range(500)]
    first = est.count(history)
    assert est.measured == 500
    history.append(Msg("assistant", "a new answer"))
    second = est.count(history)
    assert est.measured == 501
    assert second == first + 3 + MESSAGE_OVERHEAD_TOKENS  # 'a new answer': 12 / 4.0
    # The per-message parts live on the message: a second estimator with the same
    # ratios reuses them without measuring again.
    other = CountingEstimator(Settings())
    other.count(history)
    assert other.measured == 0


def test_text_cache_is_bounded() -> None:
    from supermemory_local.engine import tokens

    est = TokenEstimator(Settings())
    for i in range(tokens.TEXT_CACHE_LIMIT + 10):
        est.count_text(str(i))
    assert len(est._texts) <= tokens.TEXT_CACHE_LIMIT
