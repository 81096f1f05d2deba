"""ConversationState: what one conversation remembers between calls, behind its methods."""

from __future__ import annotations

from typing import Any

from bench.harness.replay import no_store_manager
from supermemory_local.config import Settings
from supermemory_local.engine.messages import Msg
from supermemory_local.engine.state import ConversationState


def _history(n: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"role": "system", "content": "be brief"}]
    for i in range(n):
        out.append({"role": "user", "content": f"request {i}"})
        out.append({"role": "assistant", "content": f"answer {i}"})
    return out


def test_a_grown_history_loads_as_the_same_messages_plus_the_new_ones() -> None:
    state = ConversationState("openai", Settings())
    history = _history(3)
    first = state.loaded(history)
    history.append({"role": "user", "content": "one more"})
    again = state.loaded(history)
    assert again[: len(first)] == first  # the very same Msg objects
    assert [m.text for m in again[len(first) :]] == ["one more"]


def test_the_usage_is_taken_once_and_a_success_restarts_the_overflow_count() -> None:
    state = ConversationState("openai", Settings())
    assert state.take_usage() is None
    assert state.overflowed() == 1 and state.overflowed() == 2
    state.observe_usage(1234)
    assert state.overflow_attempts == 0
    assert state.take_usage() == 1234
    assert state.take_usage() is None


def test_the_layer_2_3_record_is_applied_to_a_history_that_grew_from_it() -> None:
    state = ConversationState("openai", Settings())
    history = _history(4)
    loaded = state.loaded(history)
    compacted = [loaded[0], Msg("user", "summary", pinned=True), *loaded[-2:]]
    state.remember_compaction(loaded, compacted)
    history.append({"role": "user", "content": "next"})
    grown, working = state.working_history(history)
    assert grown[-1].text == "next"
    assert working[: len(compacted)] == compacted
    assert [m.text for m in working[len(compacted) :]] == ["next"]
    other, same = state.working_history(_history(2))  # not grown from it: as loaded
    assert same is other


def test_a_saved_history_is_known_by_its_messages() -> None:
    state = ConversationState("openai", Settings())
    msgs = state.loaded(_history(2))
    assert not state.saved_already(msgs)
    state.mark_saved(msgs)
    assert state.saved_already(msgs)
    assert not state.saved_already([*msgs, Msg("user", "new")])


def test_annotations_live_on_the_message_and_counts_fill_them() -> None:
    state = ConversationState("openai", Settings())
    msgs = state.loaded(_history(1))
    assert state.annotations(msgs[1]) is msgs[1].memo()
    assert state.count(msgs) > 0
    assert state.annotations(msgs[1])  # the token parts were noted on the message


def test_the_manager_and_its_steps_share_one_state() -> None:
    cm = no_store_manager(1_000_000, "openai")
    assert cm.estimator is cm.state.estimator
    assert cm.state.caches is cm.estimator.caches
    history = _history(3)
    cm.prepare(history)
    assert cm.state.last and cm.state.last[-1].text == "answer 2"
    cm.observe_usage(input_tokens=500, messages=history)
    assert cm.state.estimator.observations == 1


def _tool_history(n: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"role": "user", "content": "go"}]
    for i in range(n):
        call = {"id": f"c{i}", "type": "function", "function": {"name": "bash", "arguments": "{}"}}
        out.append({"role": "assistant", "content": None, "tool_calls": [call]})
        out.append({"role": "tool", "tool_call_id": f"c{i}", "content": f"output {i}"})
    return out


def test_the_adapter_remembers_its_loads_in_the_states_record() -> None:
    state = ConversationState("openai", Settings())
    history = _tool_history(3)
    state.loaded(history)
    known = state.known
    assert known.last is not None and known.last.inputs == history
    assert known.find(history[1]) is not None  # found by identity, checked by content
    history[1]["tool_calls"][0]["function"]["arguments"] = '{"cmd": "ls"}'
    assert known.find(history[1]) is None  # edited in place since: not the same message


def test_snapshots_copied_together_still_see_a_nested_edit_in_place() -> None:
    """After :meth:`KnownMessages.settle` copies the snapshots (here after every load),
    the messages keep their ``Msg``, and an edit deep inside one is still seen."""
    state = ConversationState("openai", Settings())
    state.known.compact_after = 0
    history = _tool_history(50)
    first = state.loaded(history)
    shots = list(state.known.last.shots)  # type: ignore[union-attr]
    history.append({"role": "user", "content": "next"})
    again = state.loaded(history)
    assert again[: len(first)] == first  # the same Msg objects: nothing loaded anew
    copied = state.known.last.shots  # type: ignore[union-attr]
    assert all(a is not b and a == b for a, b in zip(shots, copied, strict=False))
    history[41]["tool_calls"][0]["function"]["arguments"] = '{"cmd": "rm -rf build"}'
    history[42]["content"] = "x" * 4_000
    fresh = ConversationState("openai", Settings())
    assert state.count(state.loaded(history)) == fresh.count(fresh.loaded(history))
    reloaded = state.loaded(history)
    assert reloaded[41] is not first[41] and reloaded[42] is not first[42]
    assert reloaded[40] is first[40]
