"""Tool-pair checks and repairs, one malformed case at a time, in both formats."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.harness.provider_rules import anthropic_problems, openai_problems, pairing_problems
from supermemory_local.engine.adapters import get_adapter
from supermemory_local.engine.messages import Format, Msg, ToolCall
from supermemory_local.engine.pairing import ORPHAN_RESULT_NOTE, PairCheck, repair_tool_pairs
from supermemory_local.engine.prompts import COMPACTED_MARKER, NO_RESULT_MARKER


def oa_call(*ids: str) -> dict[str, Any]:
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {"id": i, "type": "function", "function": {"name": "bash", "arguments": "{}"}}
            for i in ids
        ],
    }


def oa_result(i: str, text: str = "out") -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": i, "content": text}


def an_call(*ids: str) -> dict[str, Any]:
    return {
        "role": "assistant",
        "content": [{"type": "tool_use", "id": i, "name": "bash", "input": {}} for i in ids],
    }


def an_results(*ids: str, text: str | None = None) -> dict[str, Any]:
    blocks: list[dict[str, Any]] = [
        {"type": "tool_result", "tool_use_id": i, "content": "out"} for i in ids
    ]
    if text is not None:
        blocks.append({"type": "text", "text": text})
    return {"role": "user", "content": blocks}


def _repair(fmt: Format, history: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[str]]:
    adapter = get_adapter(fmt)
    msgs = adapter.load(history)
    assert pairing_problems(msgs, fmt) != []
    repaired, done = repair_tool_pairs(msgs)
    assert pairing_problems(repaired, fmt) == []
    return adapter.dump(repaired), done


def test_valid_histories_have_no_problems_and_are_not_repaired() -> None:
    oa = [{"role": "user", "content": "go"}, oa_call("a", "b"), oa_result("b"), oa_result("a")]
    an = [{"role": "user", "content": "go"}, an_call("a", "b"), an_results("a", "b", text="ok")]
    for fmt, history in (("openai", oa), ("anthropic", an)):
        msgs = get_adapter(fmt).load(history)  # type: ignore[arg-type]
        assert pairing_problems(msgs, fmt) == []  # type: ignore[arg-type]
        repaired, done = repair_tool_pairs(msgs)
        assert done == [] and repaired == msgs
    assert openai_problems(oa) == [] and anthropic_problems(an) == []


def test_openai_call_without_result_gets_a_placeholder() -> None:
    out, done = _repair(
        "openai", [{"role": "user", "content": "go"}, oa_call("a", "b"), oa_result("a")]
    )
    # a call that never ran says so; it was not compacted
    assert out[3] == {"role": "tool", "tool_call_id": "b", "content": NO_RESULT_MARKER}
    assert any("'b'" in d and "placeholder" in d for d in done)


def test_openai_result_without_call_becomes_text() -> None:
    out, _ = _repair("openai", [{"role": "user", "content": "go"}, oa_result("zz", "data")])
    assert out[1] == {"role": "user", "content": f"{ORPHAN_RESULT_NOTE}\ndata"}


def test_openai_result_after_another_message_is_moved_to_its_call() -> None:
    history = [oa_call("a"), {"role": "user", "content": "hi"}, oa_result("a")]
    out, done = _repair("openai", history)
    assert out == [history[0], history[2], history[1]]
    assert any("moved" in d for d in done)


def test_openai_duplicate_ids_keep_the_first_call() -> None:
    history = [oa_call("a"), oa_result("a"), oa_call("a"), oa_result("a", "second")]
    out, done = _repair("openai", history)
    assert out[0] is history[0] and out[1] is history[1]
    assert "tool_calls" not in out[2]  # the duplicate call is removed, the message stays
    assert out[3]["role"] == "user" and out[3]["content"].endswith("second")
    assert any("duplicate" in d for d in done)


def test_anthropic_missing_result_joins_the_user_message_first() -> None:
    history = [an_call("a", "b"), an_results("a", text="see above")]
    out, _ = _repair("anthropic", history)
    assert out[1]["content"] == [
        {"type": "tool_result", "tool_use_id": "a", "content": "out"},
        {"type": "tool_result", "tool_use_id": "b", "content": NO_RESULT_MARKER},
        {"type": "text", "text": "see above"},
    ]
    assert history[1]["content"][1] == {"type": "text", "text": "see above"}  # input untouched


def test_anthropic_calls_without_any_result_get_one_user_message() -> None:
    out, _ = _repair("anthropic", [an_call("a", "b"), {"role": "assistant", "content": "done"}])
    assert out[1] == {
        "role": "user",
        "content": [
            {"type": "tool_result", "tool_use_id": "a", "content": NO_RESULT_MARKER},
            {"type": "tool_result", "tool_use_id": "b", "content": NO_RESULT_MARKER},
        ],
    }
    assert out[2] == {"role": "assistant", "content": "done"}


def test_anthropic_orphan_result_becomes_a_text_block() -> None:
    history = [{"role": "user", "content": "go"}, an_results("zz", text="and this")]
    out, _ = _repair("anthropic", history)
    assert out[1]["content"] == [
        {"type": "text", "text": f"{ORPHAN_RESULT_NOTE}\nout"},
        {"type": "text", "text": "and this"},
    ]


@pytest.mark.parametrize(
    ("history", "problem"),
    [
        ([oa_call("a")], "unanswered"),
        ([oa_result("a")], "follows no matching tool_call"),
        ([oa_call("a"), {"role": "user", "content": "x"}, oa_result("a")], "unanswered"),
        ([oa_call("a"), oa_result("a"), oa_call("a"), oa_result("a")], "duplicate"),
    ],
)
def test_openai_checker_names_the_problem(history: list[dict[str, Any]], problem: str) -> None:
    assert any(problem in p for p in openai_problems(history))


@pytest.mark.parametrize(
    ("history", "problem"),
    [
        ([an_call("a")], "unanswered"),
        ([an_results("a")], "answers no tool_use"),
        ([an_call("a"), {"role": "user", "content": "x"}, an_results("a")], "unanswered here"),
        ([an_call("a"), an_results("a"), an_call("a"), an_results("a")], "duplicate"),
    ],
)
def test_anthropic_checker_names_the_problem(history: list[dict[str, Any]], problem: str) -> None:
    assert any(problem in p for p in anthropic_problems(history))


def test_an_anthropic_result_that_joins_a_siblings_message_is_sent_with_it() -> None:
    """Found by Hypothesis: result 'a' in a later message joins 'b''s message (text +
    result); that message was sent as it was, without 'a', leaving tool_use 'a'
    unanswered."""
    use = {"type": "tool_use", "name": "read_file", "input": {"path": "x"}}
    history: list[dict[str, Any]] = [
        {"role": "assistant", "content": [{**use, "id": "a"}, {**use, "id": "b"}]},
        {"role": "user", "content": "go on"},
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "here"},
                {"type": "tool_result", "tool_use_id": "b", "content": "B"},
            ],
        },
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "a", "content": "A"}]},
    ]
    adapter = get_adapter("anthropic")
    repaired, done = repair_tool_pairs(adapter.load(history))
    assert any("joined its siblings" in d for d in done)
    out = adapter.dump(repaired)
    assert anthropic_problems(out) == []
    assert pairing_problems(repaired, "anthropic") == []
    answered = [b["tool_use_id"] for b in out[1]["content"] if b.get("type") == "tool_result"]
    assert sorted(answered) == ["a", "b"]
    assert repair_tool_pairs(repaired)[1] == []


def test_a_call_whose_result_the_pruning_cut_says_it_was_compacted() -> None:
    msgs = get_adapter("openai").load([{"role": "user", "content": "go"}, oa_call("a")])
    out, _ = repair_tool_pairs(msgs, missing=COMPACTED_MARKER)
    assert out[-1].text == COMPACTED_MARKER


# -- PairCheck: the incremental check gives what a whole repair gives ------------------

_IDS = st.sampled_from(["a", "b", "c", "d", ""])
_MSG = st.one_of(
    st.builds(lambda t: Msg("user", t), st.sampled_from(["hi", "go on"])),
    st.builds(lambda t: Msg("assistant", t), st.sampled_from(["ok", ""])),
    st.builds(
        lambda ids: Msg("assistant", "", tool_calls=tuple(ToolCall(i, "bash", "{}") for i in ids)),
        st.lists(_IDS, min_size=1, max_size=3),
    ),
    st.builds(lambda i: Msg("tool", "out", tool_call_id=i, tool_name="bash"), _IDS),
)


def _key(m: Msg, given: set[int]) -> Any:
    """A given message by identity, one the repair made by what it holds."""
    if id(m) in given:
        return ("same", id(m))
    calls = tuple((c.id, c.name) for c in m.tool_calls)
    return ("new", m.role, m.text, m.tool_call_id, m.tool_name, calls, m.pinned, m.edited)


@given(st.data())
@settings(max_examples=300, deadline=None)
def test_the_incremental_pair_check_repairs_as_a_whole_repair(data: st.DataObject) -> None:
    """Whatever the sequence of histories (grown, cut, edited, the same list or the last
    output handed over again, two lineages in turn), PairCheck's answer is
    repair_tool_pairs' on each, and a valid history comes back as the very list."""
    check = PairCheck()
    lineages: list[list[Msg]] = [[], []]
    last_out: list[Msg] = []
    for _ in range(data.draw(st.integers(1, 25))):
        op = data.draw(st.sampled_from(["grow", "grow", "grow", "cut", "edit", "same", "out"]))
        which = data.draw(st.integers(0, 1))
        msgs = lineages[which]
        if op == "grow":
            msgs = [*msgs, *data.draw(st.lists(_MSG, min_size=1, max_size=3))]
        elif op == "cut" and msgs:
            msgs = msgs[: data.draw(st.integers(0, len(msgs) - 1))]
        elif op == "edit" and msgs:
            msgs = list(msgs)
            msgs[data.draw(st.integers(0, len(msgs) - 1))] = data.draw(_MSG)
        elif op == "out":
            msgs = last_out
        lineages[which] = msgs
        got = check.repaired(msgs)
        want, done = repair_tool_pairs(msgs)
        given_ids = {id(m) for m in msgs}
        assert [_key(m, given_ids) for m in got] == [_key(m, given_ids) for m in want]
        if not done:
            assert got is msgs
        assert check.known_valid(got) or done  # the answer is recorded as valid
        last_out = got
