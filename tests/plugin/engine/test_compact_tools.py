"""② Old tool result compaction and tool-name matching, with the arithmetic spelled out.

Settings with calibration_initial_chars_per_token = 4.0 (text 4, tool output 2).
Every message carries 4 framing tokens; a call 3 more plus its name and arguments.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from supermemory_local.config import Settings
from supermemory_local.engine.messages import Msg, ToolCall
from supermemory_local.engine.prompts import COMPACTED_MARKER
from supermemory_local.engine.strategies import Budget, CompactOldToolResults, layer1
from supermemory_local.engine.toolnames import ToolMatcher, normalize_tool_name

SETTINGS = replace(
    Settings(), calibration_initial_chars_per_token=4.0, tool_result_chars_per_token=2.0
)


def _turns(*tools: str, size: int = 400) -> list[Msg]:
    msgs = [Msg("system", "sys"), Msg("user", "go")]
    for i, tool in enumerate(tools):
        msgs.append(Msg("assistant", "", (ToolCall(f"c{i}", tool, "{}"),)))
        msgs.append(Msg("tool", "r" * size, tool_call_id=f"c{i}", tool_name=tool))
    return msgs


def _budget(window: int) -> Budget:
    from supermemory_local.engine.tokens import TokenEstimator

    return Budget(window, TokenEstimator(SETTINGS), SETTINGS)


def test_compacts_oldest_first_down_to_half_the_window_once_it_acts() -> None:
    budget = _budget(1000)
    assert budget.headroom == 750  # 0.75 × 1000
    msgs = _turns("read_file", "read_file", "read_file", "read_file", "read_file")
    # system 3/4 + 4 = 4.75; user 2/4 + 4 = 4.5; each call 4 + 3 + ("read_file" 9 + "{}" 2) / 4
    # = 9.75; each result 400 / 2 + 4 = 204. Total 4.75 + 4.5 + 5 × 213.75 = 1078 > 750.
    assert budget.estimator.count(msgs) == 1078
    # A compacted result: len(marker) / 2 + 4 tokens; each one frees 204 minus that.
    marker_tokens = len(COMPACTED_MARKER) / 2 + 4
    freed = 204 - marker_tokens  # 176
    assert 1078 - freed > 750  # over the headroom: ② acts...
    # ...and frees down to COMPACTION_TARGET_SHARE (0.5) of the window at once, so the
    # next turns do not change the history again: three go (1078 - 3 × 176 = 550 is
    # still over 500), so four go (374); the newest result always stays.
    assert 1078 - 3 * freed > 500
    result = CompactOldToolResults().apply(msgs, budget)
    texts = [m.text for m in result.messages if m.role == "tool"]
    assert texts == [COMPACTED_MARKER] * 4 + ["r" * 400]
    assert result.tokens_before == 1078
    assert result.tokens_after == round(1078 - 4 * freed) <= 500
    assert result.messages[3].edited and msgs[3].text == "r" * 400  # input untouched


def test_under_the_headroom_nothing_changes() -> None:
    msgs = _turns("read_file", "bash")
    result = CompactOldToolResults().apply(msgs, _budget(100_000))
    assert not result.changed and result.messages == msgs


def test_write_and_create_results_are_never_compacted() -> None:
    budget = _budget(100)  # headroom 75: far below, so everything eligible goes
    msgs = _turns("write", "create_file", "Write", "read_file", "bash", "bash")
    out = CompactOldToolResults().apply(msgs, budget).messages
    by_tool = {m.tool_call_id: m.text for m in out if m.role == "tool"}
    assert by_tool["c0"] == by_tool["c1"] == by_tool["c2"] == "r" * 400  # protected
    assert by_tool["c3"] == by_tool["c4"] == COMPACTED_MARKER
    assert by_tool["c5"] == "r" * 400  # the newest result stays whole


def test_unknown_tools_are_left_alone() -> None:
    out = CompactOldToolResults().apply(_turns("deploy", "custom", "read"), _budget(100)).messages
    assert [m.text for m in out if m.role == "tool"] == ["r" * 400] * 3


def test_results_of_the_last_call_turn_stay_whole() -> None:
    msgs = _turns("read_file", "read_file")
    # The last assistant message called two tools at once: both results are unread.
    msgs.append(Msg("assistant", "", (ToolCall("x1", "bash", "{}"), ToolCall("x2", "grep", "{}"))))
    msgs.append(Msg("tool", "o" * 400, tool_call_id="x1", tool_name="bash"))
    msgs.append(Msg("tool", "p" * 400, tool_call_id="x2", tool_name="grep"))
    out = CompactOldToolResults().apply(msgs, _budget(100)).messages
    assert [m.text[:1] for m in out if m.role == "tool"] == ["[", "[", "o", "p"]


def test_the_newest_result_stays_whole_even_after_a_later_call() -> None:
    msgs = _turns("read_file", "read_file")
    msgs.append(Msg("assistant", "", (ToolCall("x1", "bash", "{}"),)))  # not answered yet
    out = CompactOldToolResults().apply(msgs, _budget(100)).messages
    assert [m.text[:1] for m in out if m.role == "tool"] == ["[", "r"]


def test_a_second_pass_changes_nothing() -> None:
    budget = _budget(100)
    first = CompactOldToolResults().apply(_turns("read", "bash", "grep", "glob"), budget)
    assert first.changed
    second = CompactOldToolResults().apply(first.messages, budget)
    assert not second.changed and second.messages == first.messages


def test_results_smaller_than_the_marker_are_kept() -> None:
    out = CompactOldToolResults().apply(_turns("read", "read", size=10), _budget(10)).messages
    assert [m.text for m in out if m.role == "tool"] == ["r" * 10] * 2


def test_layer1_truncates_then_compacts() -> None:
    budget = _budget(1000)
    msgs = _turns("read_file", "bash", "grep", size=3000)  # each result 1500 tokens > 500
    first, second = layer1(msgs, budget)
    assert (first.name, second.name) == ("truncate_tool_result", "compact_old_tool_results")
    assert first.changed and second.changed
    assert second.messages[3].text == COMPACTED_MARKER
    assert second.tokens_after <= first.tokens_after <= first.tokens_before


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("read", "read"),
        ("read_file", "read"),
        ("Read", "read"),
        ("ReadFile", "read"),
        ("readFile", "read"),
        ("read-file", "read"),
        ("webfetch", "fetch"),
        ("WebFetch", "fetch"),
        ("web_fetch", "fetch"),
        ("fetch", "fetch"),
        ("search_files", "search"),
        ("SearchFiles", "search"),
        ("search", "search"),
        ("Grep", "grep"),
        ("bash", "bash"),
        ("Bash", "bash"),
        ("edit", "edit"),
        ("Edit", "edit"),
        ("write_file", "write"),
        ("CreateFile", "create"),
    ],
)
def test_tool_names_match_across_naming_styles(name: str, key: str) -> None:
    assert normalize_tool_name(name) == key


def test_matcher_uses_the_configured_names() -> None:
    compactable = ToolMatcher(Settings().compactable_tools)
    for name in ("Read", "ReadFile", "WebFetch", "Grep", "Glob", "SearchFiles", "Bash", "Edit"):
        assert name in compactable
    for other in ("Write", "create", "Task", "deploy", None):
        assert other not in compactable
    protected = ToolMatcher(Settings().protected_tools)
    assert "WriteFile" in protected and "Create" in protected and "read" not in protected


def test_compactable_tools_are_configurable() -> None:
    settings = replace(SETTINGS, compactable_tools=("deploy",))
    from supermemory_local.engine.tokens import TokenEstimator

    budget = Budget(100, TokenEstimator(settings), settings)
    out = CompactOldToolResults().apply(_turns("Deploy", "read", "deploy"), budget).messages
    assert [m.text[:1] for m in out if m.role == "tool"] == ["[", "r", "r"]


def test_layer1_on_a_grown_history_measures_only_the_new_message() -> None:
    from supermemory_local.engine.tokens import TokenEstimator

    class Counting(TokenEstimator):
        measured = 0

        def parts(self, msg: Msg) -> tuple[float, float]:
            if self._key not in msg.memo():
                self.measured += 1
            return super().parts(msg)

    est = Counting(SETTINGS)
    budget = Budget(5_000, est, SETTINGS)  # headroom 3750: compaction is active
    history = _turns(*(["read_file", "bash", "write"] * 100))
    first = layer1(history, budget)[-1]
    assert first.changed
    warm = est.measured
    history.append(Msg("user", "next step"))
    second = layer1(history, budget)[-1]
    assert est.measured == warm + 1
    assert second.messages[:-1] == first.messages  # the same decisions, the same objects


def test_a_compacted_result_stays_compacted_when_an_earlier_message_is_dropped() -> None:
    """Stable edits also across a history that did not only grow: the caller dropped an
    earlier message, and the rest is now under the headroom; what ② compacted before
    stays compacted (the positions moved, the messages are the same)."""
    budget = _budget(1000)
    msgs = _turns("read_file", "read_file", "read_file", "read_file", size=300)
    msgs.insert(1, Msg("user", "u" * 1200))
    first = layer1(msgs, budget)[-1]
    compacted = [m.text == COMPACTED_MARKER for m in first.messages if m.role == "tool"]
    assert compacted == [True, True, True, False]
    dropped = [msgs[0], *msgs[2:], Msg("user", "next step")]
    assert budget.estimator.count(dropped) < budget.headroom  # alone, ② would not act
    again = layer1(dropped, budget)[-1]
    assert [m.text == COMPACTED_MARKER for m in again.messages if m.role == "tool"] == compacted
