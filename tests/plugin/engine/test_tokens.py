"""Token estimation: CJK apart, tool density, calibration (warm-up, EMA, outliers), caching."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from supermemory.config import Settings
from supermemory.engine.messages import Msg, ToolCall
from supermemory.engine.tokens import (
    CALL_OVERHEAD_TOKENS,
    MESSAGE_OVERHEAD_TOKENS,
    TokenEstimator,
    cjk_chars,
)

STATIC = replace(Settings(), calibration_initial_chars_per_token=4.0)


def test_starts_at_the_initial_ratio_and_tool_output_is_twice_as_dense() -> None:
    est = TokenEstimator(Settings())
    assert est.chars_per_token == 3.0
    assert est.tool_result_chars_per_token == 1.5  # 3.0 × (2 / 4)
    assert est.count_text("a" * 300) == 100  # 300 / 3.0
    assert est.count_text("a" * 300, tool_result=True) == 200  # 300 / 1.5


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
    est.observe(1004, [Msg("user", "a" * 4000)])  # x = 4000 / 1000 = 4
    assert est.chars_per_token == pytest.approx(4.0)
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


def _history(chars: int) -> list[Msg]:
    # One user message: 4 framing tokens (uncalibrated) + `chars` calibrated chars.
    return [Msg("user", "a" * chars)]


def observe_ratio(est: TokenEstimator, ratio: float, chars: int = 4000) -> None:
    """Report usage that implies `ratio` chars per token for the history's text."""
    est.observe(round(MESSAGE_OVERHEAD_TOKENS + chars / ratio), _history(chars))


def test_warmup_is_the_plain_mean_of_the_first_three_reciprocals() -> None:
    est = TokenEstimator(Settings())
    observe_ratio(est, 4.0)  # y = 0.25
    assert est.chars_per_token == pytest.approx(4.0)  # the first replaces the initial 3.0
    observe_ratio(est, 5.0)  # y = 0.2
    assert est.chars_per_token == pytest.approx(1 / ((0.25 + 0.2) / 2))  # 4.444
    observe_ratio(est, 2.0)  # y = 0.5
    mean_y = (0.25 + 0.2 + 0.5) / 3  # 0.31667: tokens per char are averaged, not chars/token
    assert est.chars_per_token == pytest.approx(1 / mean_y)  # 3.158, not (4 + 5 + 2) / 3 = 3.667
    assert est.observations == 3


def test_after_warmup_an_ema_with_alpha_015() -> None:
    est = TokenEstimator(Settings())
    for r in (4.0, 5.0, 2.0):
        observe_ratio(est, r)
    y = (0.25 + 0.2 + 0.5) / 3
    observe_ratio(est, 4.0)
    y = 0.85 * y + 0.15 * 0.25  # 0.30667
    assert est.chars_per_token == pytest.approx(1 / y)
    observe_ratio(est, 7.5)  # inside the bounds 0.5 < x < 8
    y = 0.85 * y + 0.15 * (1 / 7.5)
    assert est.chars_per_token == pytest.approx(1 / y, rel=1e-3)
    assert est.observations == 5


@pytest.mark.parametrize("ratio", [0.5, 0.3, 8.0, 12.0])
def test_observations_outside_the_bounds_are_ignored(ratio: float) -> None:
    est = TokenEstimator(Settings())
    observe_ratio(est, ratio)
    assert est.observations == 0
    assert est.chars_per_token == 3.0


def test_reports_not_above_the_fixed_part_are_ignored() -> None:
    est = TokenEstimator(Settings())
    est.observe(4, _history(100))  # 4 tokens = framing only: no text left to calibrate
    est.observe(0, _history(100))
    est.observe(50, [Msg("user", "数据库")])  # nothing but CJK: no ratio to observe
    assert est.observations == 0 and est.chars_per_token == 3.0


def test_tool_results_keep_their_relative_density_after_calibration() -> None:
    est = TokenEstimator(Settings())
    observe_ratio(est, 5.0)
    assert est.tool_result_chars_per_token == pytest.approx(2.5)
    assert est.count_text("x" * 500, tool_result=True) == 200  # 500 / 2.5


def test_mixed_history_calibrates_the_text_part() -> None:
    # 1000 prose chars + 1000 tool chars (x2 = 2000 text-equivalent) + 100 CJK tokens + framing 8.
    msgs = [Msg("user", "p" * 1000 + "数" * 100), Msg("tool", "t" * 1000, tool_call_id="c")]
    est = TokenEstimator(Settings())
    est.observe(8 + 100 + 750, msgs)  # 3000 / 750 = 4.0 chars per token
    assert est.chars_per_token == pytest.approx(4.0)
    assert est.count(msgs) == 8 + 100 + 750


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
    assert (
        second == first + 4 + MESSAGE_OVERHEAD_TOKENS
    )  # 'a new answer': 12 chars / 3.0 = 4 tokens
    # The per-message parts live on the message: a second estimator with the same
    # ratios reuses them without measuring again.
    other = CountingEstimator(Settings())
    other.count(history)
    assert other.measured == 0


def test_text_cache_is_bounded() -> None:
    from supermemory.engine import tokens

    est = TokenEstimator(Settings())
    for i in range(tokens.TEXT_CACHE_LIMIT + 10):
        est.count_text(str(i))
    assert len(est._texts) <= tokens.TEXT_CACHE_LIMIT


def test_a_request_of_source_code_output_calibrates_above_8_text_chars_per_token() -> None:
    # 4100 chars of code output reported as 1000 tokens (+4 framing): 4.1 plain chars per
    # token, a believable report; counted at tool density that is 8200 / 1000 = 8.2.
    msgs = [Msg("tool", "c" * 4100, tool_call_id="c", tool_name="read")]
    est = TokenEstimator(Settings())
    est.observe(1004, msgs)
    assert est.observations == 1
    assert est.chars_per_token == pytest.approx(8.2)
    assert est.count(msgs) == 1004


def test_the_bounds_apply_to_the_plain_ratio_of_the_report() -> None:
    msgs = [Msg("tool", "c" * 4000, tool_call_id="c", tool_name="read")]
    est = TokenEstimator(Settings())
    est.observe(4 + 400, msgs)  # 4000 / 400 = 10 plain chars per token: not believable
    est.observe(4 + 8000, msgs)  # 0.5: on the bound, excluded
    assert est.observations == 0
