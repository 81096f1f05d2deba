"""① Single tool result truncation, with the arithmetic spelled out.

Settings with calibration_initial_chars_per_token = 4.0: text 4 chars/token, tool
output 2 chars/token, so the numbers are easy to follow.
"""

from __future__ import annotations

from dataclasses import replace

from supermemory_local.config import Settings
from supermemory_local.engine.messages import Msg, ToolCall
from supermemory_local.engine.prompts import TRUNCATED_MARKER
from supermemory_local.engine.strategies import Budget, TruncateLargeToolResults
from supermemory_local.engine.tokens import TokenEstimator

SETTINGS = replace(
    Settings(), calibration_initial_chars_per_token=4.0, tool_result_chars_per_token=2.0
)


def _history(output: str) -> list[Msg]:
    return [
        Msg("user", "read it"),
        Msg("assistant", "", (ToolCall("c1", "read_file", "{}"),)),
        Msg("tool", output, tool_call_id="c1", tool_name="read_file"),
    ]


def test_a_result_above_half_the_window_keeps_its_start_and_end_at_line_boundaries() -> None:
    budget = Budget(1000, TokenEstimator(SETTINGS), SETTINGS)
    assert budget.single_result_limit == 500  # 0.5 × 1000
    lines = [f"PASSED tests/test_{n:04d}.py" for n in range(300)]
    lines += ["FAILED tests/test_todo.py::test_done", "1 failed, 300 passed"]
    output = "\n".join(lines)  # 8,000+ chars: over 2,000 tokens at 2 chars/token
    msgs = _history(output)
    result = TruncateLargeToolResults().apply(msgs, budget)
    cut = result.messages[2].text
    head, tail = cut.split("\n" + TRUNCATED_MARKER + "\n")
    # Whole lines from the start and from the end, the marker where text was removed.
    assert output.startswith(head + "\n") and output.endswith("\n" + tail)
    assert head.split("\n")[0] == "PASSED tests/test_0000.py"
    assert tail.endswith("FAILED tests/test_todo.py::test_done\n1 failed, 300 passed")
    # The start gets HEAD_SHARE (40 %) of the room, the end the rest.
    assert len(head) < len(tail)
    # The cut lands CUT_SLACK (3 %) below the limit.
    assert budget.estimator.count_text(cut, tool_result=True) <= int(500 * 0.97)
    assert budget.estimator.count_text(cut, tool_result=True) > 400
    assert result.changed and result.tokens_after < result.tokens_before
    assert result.messages[:2] == msgs[:2]  # the same objects: only the result is copied
    assert result.messages[2].edited and result.messages[2].tool_call_id == "c1"
    assert msgs[2].text == output  # the input is not changed


def test_the_hosts_own_truncation_notice_and_path_are_kept() -> None:
    budget = Budget(1000, TokenEstimator(SETTINGS), SETTINGS)
    # What OpenCode's bash tool sends when it cut an output itself: the tail kept,
    # its notice and the path of the full output on top.
    notice = "...output truncated...\n\nFull output saved to: /tmp/opencode/tool_01J9\n\n"
    body = "\n".join(f"PASSED tests/test_{n:04d}.py" for n in range(300))
    output = notice + body + "\nFAILED tests/test_todo.py::test_done\n1 failed, 300 passed"
    cut = TruncateLargeToolResults().apply(_history(output), budget).messages[2].text
    assert cut.startswith(notice)
    assert "Full output saved to: /tmp/opencode/tool_01J9" in cut
    assert cut.endswith("FAILED tests/test_todo.py::test_done\n1 failed, 300 passed")
    assert cut.count(TRUNCATED_MARKER) == 1
    # The host kept the tail: so do we, mostly.
    head, tail = cut[len(notice) :].split("\n" + TRUNCATED_MARKER + "\n")
    assert len(head) < len(tail) / 4
    assert budget.estimator.count_text(cut, tool_result=True) <= 500


def test_a_hint_with_the_path_at_the_end_is_kept() -> None:
    budget = Budget(1000, TokenEstimator(SETTINGS), SETTINGS)
    hint = (
        "The tool call succeeded but the output was truncated. Full output saved to: /tmp/t_1\n"
        "Use Grep to search the full content or Read with offset/limit to view specific sections."
    )
    output = "...812 lines truncated...\n\n" + "row\n" * 2000 + "\n" + hint
    cut = TruncateLargeToolResults().apply(_history(output), budget).messages[2].text
    assert cut.startswith("...812 lines truncated...\n\n")
    assert cut.endswith("\n" + hint)
    assert cut.count(TRUNCATED_MARKER) == 1


def test_parallel_results_too_big_together_are_cut_together() -> None:
    budget = Budget(1000, TokenEstimator(SETTINGS), SETTINGS)
    # Tokens: each under 500, 1,460 together. An equal share is 500 / 6 = 83: the
    # 20 stays whole (480 left), then 60 <= 480 / 5 = 96 stays whole (420 left), the
    # other four get 420 / 4 = 105 each.
    sizes = [300, 60, 450, 20, 380, 250]
    calls = tuple(ToolCall(f"c{i}", "read_file", "{}") for i in range(len(sizes)))
    msgs = [Msg("user", "read them"), Msg("assistant", "", calls)]
    for i, tokens in enumerate(sizes):
        text = "\n".join(f"{i}:{n:06d}" for n in range(tokens * 2 // 9 + 1))
        msgs.append(Msg("tool", text, tool_call_id=f"c{i}", tool_name="read_file"))
    est = budget.estimator
    assert all(est.count_text(m.text, tool_result=True) < 500 for m in msgs[2:])
    result = TruncateLargeToolResults().apply(msgs, budget)
    out = result.messages[2:]
    assert sum(est.count_text(m.text, tool_result=True) for m in out) <= 500
    # The small ones stay whole; the large ones keep their start and end.
    assert out[3] is msgs[5] and out[1] is msgs[3]
    for old, new in zip(msgs[2:], out, strict=True):
        if new is not old:
            assert new.text.count(TRUNCATED_MARKER) == 1
            assert new.text.split("\n")[-1] == old.text.split("\n")[-1]


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
    cut = TruncateLargeToolResults().apply(_history("q" * 5000), budget).messages[2].text
    head, tail = cut.split("\n" + TRUNCATED_MARKER + "\n")
    assert set(head) == set(tail) == {"q"}
    assert budget.estimator.count_text(cut, tool_result=True) <= 500


def test_cjk_output_is_cut_to_fit_the_estimate() -> None:
    budget = Budget(1000, TokenEstimator(SETTINGS), SETTINGS)
    output = "数据库查询结果\n" * 300  # 7 CJK tokens + 1 newline char per line: ~2250 tokens
    text = TruncateLargeToolResults().apply(_history(output), budget).messages[2].text
    assert budget.estimator.count_text(text, tool_result=True) <= 500
    head, tail = text.split("\n" + TRUNCATED_MARKER + "\n")
    assert set(head.split("\n")) == set(tail.rstrip("\n").split("\n")) == {"数据库查询结果"}


def test_truncation_is_idempotent_and_never_marks_twice() -> None:
    budget = Budget(1000, TokenEstimator(SETTINGS), SETTINGS)
    first = TruncateLargeToolResults().apply(_history("line\n" * 2000), budget)
    second = TruncateLargeToolResults().apply(first.messages, budget)
    assert not second.changed
    # After calibration lowers the ratio a lot (the cut no longer fits), a cut result is
    # cut again from its own start and end, still with exactly one marker.
    est = budget.estimator
    for n in (4000, 9000, 14000):  # reports of growing histories at 2 chars per token
        est.observe(4 + n // 2, [Msg("user", "a" * n)])
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


def test_the_same_cut_in_every_later_call_while_it_fits() -> None:
    """Stable edits: the original comes again and again; its cut is byte-for-byte the
    same even when calibration moves the ratio (the cut still fits the limit)."""
    estimator = TokenEstimator(SETTINGS)
    budget = Budget(1000, estimator, SETTINGS)
    msgs = _history("line of output\n" * 400)
    first = TruncateLargeToolResults().apply(msgs, budget).messages[2].text
    for factor in (1.02, 0.8, 0.7, 1.05):
        estimator.observe(int(estimator.count(msgs) * factor), msgs)
        again = TruncateLargeToolResults().apply(msgs, budget).messages[2].text
        assert again == first


def test_a_cut_cut_again_in_a_call_that_got_it_back_is_the_cut_from_then_on() -> None:
    """Stable edits with a caller that sends back what it got in one call and its own
    history in the next: the later cut (made of the first cut, which no longer fitted)
    is what was sent last, so the original gets it too, not the first cut that fits
    again. An edit is never undone."""
    estimator = TokenEstimator(SETTINGS)
    budget = Budget(1000, estimator, SETTINGS)
    msgs = _history("line of output\n" * 400)
    first = TruncateLargeToolResults().apply(msgs, budget).messages
    for n in (4000, 9000, 14000):  # the ratio falls to 3 chars per token: it no longer fits
        estimator.observe(4 + n // 3, [Msg("user", "a" * n)])
    second = TruncateLargeToolResults().apply(first, budget).messages  # the output, back
    assert len(second[2].text) < len(first[2].text)
    for _ in range(6):  # back to 4 chars per token: the first cut fits again
        estimator.observe(4 + 14000 // 4, [Msg("user", "a" * 14000)])
    assert estimator.count_text(first[2].text, tool_result=True) <= budget.single_result_limit
    third = TruncateLargeToolResults().apply(msgs, budget).messages  # the original history
    assert third[2].text == second[2].text
