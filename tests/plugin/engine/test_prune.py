"""③ History pruning: what is kept, the marker, pairs, idempotence."""

from __future__ import annotations

from bench.harness.provider_rules import pairing_problems
from supermemory_local.config import Settings
from supermemory_local.engine.adapters import get_adapter
from supermemory_local.engine.messages import Msg, ToolCall
from supermemory_local.engine.prompts import pruned_marker
from supermemory_local.engine.strategies import Budget, PruneHistory
from supermemory_local.engine.strategies.prune import kept_indices, removed_by_marker
from supermemory_local.engine.tokens import TokenEstimator

SETTINGS = Settings()


def _budget() -> Budget:
    return Budget(10_000, TokenEstimator(SETTINGS), SETTINGS)


def _chat(n: int) -> list[Msg]:
    """system, first user, then alternating assistant/user texts: n messages in all."""
    msgs = [Msg("system", "You are an agent."), Msg("user", "The task, as the user gave it.")]
    for i in range(2, n):
        text = f"message {i} " + "words " * 30
        msgs.append(Msg("assistant", text) if i % 2 == 0 else Msg("user", text))
    return msgs


def test_keeps_system_first_user_pins_and_the_last_n() -> None:
    msgs = _chat(20)
    msgs[5] = Msg("user", "Never touch the v1 endpoints.", pinned=True)
    # N = min(prune_keep_last 6, floor(20 / 3) = 6) = 6: messages 14..19 stay.
    # Kept: 0, 1, 5 (pinned), 14..19; removed: 2, 3, 4, 6..13 = 11 messages.
    result = PruneHistory().apply(msgs, _budget())
    out = result.messages
    assert out[0] is msgs[0] and out[1] is msgs[1]
    assert out[2].text.split("\n")[0] == "[context compacted: 11 earlier messages removed]"
    assert out[2].text.split("\n")[0] == pruned_marker(11) and out[2].role == "user"
    assert out[3] is msgs[5]
    assert out[4:] == msgs[14:]
    assert (result.messages_before, result.messages_after) == (20, 10)
    assert result.tokens_after < result.tokens_before


def test_n_is_a_third_of_a_short_history() -> None:
    msgs = _chat(12)
    # N = min(6, floor(12 / 3) = 4) = 4: messages 8..11 stay; 2..7 (6 messages) go.
    out = PruneHistory().apply(msgs, _budget()).messages
    assert out[:2] == msgs[:2]
    assert out[2].text.split("\n")[0] == pruned_marker(6)
    assert out[3:] == msgs[8:]


def test_the_current_message_is_kept_even_when_n_is_zero() -> None:
    msgs = [Msg("system", "s"), Msg("user", "first " * 50), Msg("assistant", "long " * 50)]
    # N = min(6, floor(3 / 3) = 1) = 1: the current message; nothing is in the middle.
    result = PruneHistory().apply(msgs, _budget())
    assert not result.changed and result.messages == msgs


def test_the_cut_moves_back_to_the_call_of_a_kept_result() -> None:
    msgs = _chat(14)  # N = min(6, 4) = 4 -> window starts at index 10
    msgs[9] = Msg("assistant", "", (ToolCall("c1", "bash", "{}"), ToolCall("c2", "read", "{}")))
    msgs[10] = Msg("tool", "out 1", tool_call_id="c1", tool_name="bash")
    msgs[11] = Msg("tool", "out 2", tool_call_id="c2", tool_name="read")
    out = PruneHistory().apply(msgs, _budget()).messages
    assert out[2].text.split("\n")[0] == pruned_marker(7)  # 2..8 removed; 9 (the call) kept
    assert out[3:] == msgs[9:]
    assert pairing_problems(out, "openai") == []


def test_a_pinned_result_keeps_its_call_and_siblings() -> None:
    msgs = _chat(20)
    msgs[4] = Msg("assistant", "", (ToolCall("c1", "bash", "{}"), ToolCall("c2", "read", "{}")))
    msgs[5] = Msg("tool", "out 1", tool_call_id="c1", tool_name="bash", pinned=True)
    msgs[6] = Msg("tool", "out 2", tool_call_id="c2", tool_name="read")
    out = PruneHistory().apply(msgs, _budget()).messages
    # One marker for the whole middle: 2, 3 before the pinned pair and 7..13 after it.
    assert out[2].text.split("\n")[0] == pruned_marker(9)
    assert out[3:6] == msgs[4:7]
    assert out[6:] == msgs[14:]
    assert pairing_problems(out, "openai") == []


def test_a_second_run_changes_nothing_and_later_runs_fold_the_marker() -> None:
    budget = _budget()
    first = PruneHistory().apply(_chat(30), budget)
    assert first.messages[2].text.split("\n")[0] == pruned_marker(22)  # 30 - 2 - 6
    second = PruneHistory().apply(first.messages, budget)
    assert not second.changed and second.messages == first.messages
    # The agent goes on: 6 new messages; the 6 that were the tail now go too.
    grown = first.messages + [Msg("user", f"new {i} " * 20) for i in range(6)]
    third = PruneHistory().apply(grown, budget)
    markers = [m for m in third.messages if removed_by_marker(m) is not None]
    assert [m.text.split("\n")[0] for m in markers] == [pruned_marker(28)]
    assert third.messages[-6:] == grown[-6:]


def test_the_last_n_of_a_short_history_after_a_pruning_are_its_own_messages() -> None:
    # Four messages that stand for 33 (the marker's 30): N = min(6, floor(33 / 3)) = 6,
    # more than the history holds, so N is all of it: indices 0..3, none below 0.
    msgs = [
        Msg("user", "The task, as the user gave it."),
        Msg("user", pruned_marker(30)),
        Msg("assistant", "done " * 20),
        Msg("user", "next " * 20),
    ]
    assert kept_indices(msgs, SETTINGS.prune_keep_last) == {0, 1, 2, 3}
    result = PruneHistory(keep_tokens=10_000).apply(msgs, _budget())
    assert not result.changed and result.messages == msgs


def test_the_marker_survives_a_round_trip_through_the_provider_format() -> None:
    adapter = get_adapter("openai")
    history = [{"role": "system", "content": "s"}, {"role": "user", "content": "task"}]
    history += [{"role": "user", "content": f"step {i} " * 30} for i in range(28)]
    budget = _budget()
    pruned = adapter.dump(PruneHistory().apply(adapter.load(history), budget).messages)
    assert pruned[2]["role"] == "user"
    assert pruned[2]["content"].split("\n")[0] == pruned_marker(22)
    again = PruneHistory().apply(get_adapter("openai").load(pruned), budget)
    assert not again.changed


def test_tiny_middles_are_not_replaced_by_a_larger_marker() -> None:
    msgs = [
        Msg("system", "s"),
        Msg("user", "u"),
        Msg("assistant", "ok"),
        Msg("user", "a"),
        Msg("assistant", "b"),
        Msg("user", "c"),
        Msg("assistant", "d"),
    ]
    # N = min(6, floor(7/3) = 2): messages 2..4 ("ok", "a", "b") would go: 3 × ~5 tokens,
    # less than the marker's ~15, so nothing is removed.
    result = PruneHistory().apply(msgs, _budget())
    assert not result.changed
    assert any("smaller than the marker" in d for d in result.details)


def test_malformed_input_is_repaired() -> None:
    msgs = _chat(20)
    msgs[15] = Msg("assistant", "", (ToolCall("gone", "bash", "{}"),))  # no result
    msgs[17] = Msg("tool", "orphan", tool_call_id="nobody", tool_name=None)  # no call
    result = PruneHistory().apply(msgs, _budget())
    assert pairing_problems(result.messages, "openai") == []
    assert pairing_problems(result.messages, "anthropic") == []
    assert any("no result" in d for d in result.details)
    assert any("without its call" in d for d in result.details)
