"""OpenAI and Anthropic adapters: the neutral view, lossless dumps, pins, no mutation."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from supermemory_local.engine.adapters import OpenAIAdapter, get_adapter
from supermemory_local.engine.messages import UnknownFormatError, with_text
from supermemory_local.engine.state import KnownMessages

OPENAI: list[dict[str, Any]] = [
    {"role": "developer", "content": "Be terse."},
    {
        "role": "user",
        "content": [
            {"type": "text", "text": "look"},
            {"type": "image_url", "image_url": {"url": "x"}},
        ],
    },
    {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": "c1",
                "type": "function",
                "function": {"name": "read_file", "arguments": '{"p": 1}'},
            },
            {"id": "c2", "type": "function", "function": {"name": "bash", "arguments": "{}"}},
        ],
        "refusal": None,
    },
    {"role": "tool", "tool_call_id": "c1", "content": "file text", "x_vendor": {"k": 1}},
    {"role": "tool", "tool_call_id": "c2", "content": [{"type": "text", "text": "ok"}]},
    {"role": "user", "content": "remember: no force pushes", "_pin": True},
]

ANTHROPIC: list[dict[str, Any]] = [
    {"role": "user", "content": "look"},
    {
        "role": "assistant",
        "content": [
            {"type": "thinking", "thinking": "hmm", "signature": "sig"},
            {"type": "text", "text": "Reading."},
            {"type": "tool_use", "id": "t1", "name": "Read", "input": {"path": "a.py"}},
            {"type": "tool_use", "id": "t2", "name": "Bash", "input": {"cmd": "ls"}},
        ],
    },
    {
        "role": "user",
        "content": [
            {
                "type": "tool_result",
                "tool_use_id": "t1",
                "content": [{"type": "text", "text": "code"}],
            },
            {
                "type": "tool_result",
                "tool_use_id": "t2",
                "content": "a.py",
                "cache_control": {"type": "ephemeral"},
            },
            {"type": "text", "text": "and fix it"},
        ],
        "_pin": True,
    },
]


def test_openai_neutral_view() -> None:
    msgs = get_adapter("openai").load(OPENAI)
    assert [m.role for m in msgs] == ["system", "user", "assistant", "tool", "tool", "user"]
    assert msgs[1].text == "look"
    assert [(c.id, c.name, c.arguments) for c in msgs[2].tool_calls] == [
        ("c1", "read_file", '{"p": 1}'),
        ("c2", "bash", "{}"),
    ]
    assert (msgs[3].tool_call_id, msgs[3].tool_name, msgs[3].text) == (
        "c1",
        "read_file",
        "file text",
    )
    assert (msgs[4].tool_name, msgs[4].text) == ("bash", "ok")
    assert msgs[5].pinned and not msgs[4].pinned


def test_anthropic_neutral_view_splits_tool_results() -> None:
    msgs = get_adapter("anthropic").load(ANTHROPIC, system=[{"type": "text", "text": "Be terse."}])
    assert [m.role for m in msgs] == ["system", "user", "assistant", "tool", "tool", "user"]
    assert msgs[0].outside and msgs[0].text == "Be terse."
    assert msgs[2].text == "Reading."
    assert [(c.id, c.name, c.arguments) for c in msgs[2].tool_calls] == [
        ("t1", "Read", '{"path": "a.py"}'),
        ("t2", "Bash", '{"cmd": "ls"}'),
    ]
    assert (msgs[3].tool_name, msgs[3].text, msgs[4].tool_name) == ("Read", "code", "Bash")
    assert msgs[5].text == "and fix it"
    assert all(m.pinned for m in msgs[3:]) and not msgs[2].pinned
    assert msgs[3].group is msgs[5].group
    # The group is the message without the engine's own field.
    assert msgs[3].group == {k: v for k, v in ANTHROPIC[2].items() if k != "_pin"}


@pytest.mark.parametrize(("fmt", "history"), [("openai", OPENAI), ("anthropic", ANTHROPIC)])
def test_round_trip_returns_the_same_objects(fmt: Any, history: list[dict[str, Any]]) -> None:
    snapshot = copy.deepcopy(history)
    adapter = get_adapter(fmt)
    dumped = adapter.dump(adapter.load(history, system="sys" if fmt == "anthropic" else None))
    assert dumped == [_no_pin(m) for m in snapshot]
    # Every message without the engine's `_pin` comes back as the very same object.
    assert all(a is b for a, b in zip(dumped, history, strict=True) if "_pin" not in b)
    assert history == snapshot


def _no_pin(message: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in message.items() if k != "_pin"}


@pytest.mark.parametrize("fmt", ["openai", "anthropic"])
def test_a_pin_is_read_but_never_dumped_and_an_engine_pin_survives_the_round_trip(
    fmt: Any,
) -> None:
    adapter = get_adapter(fmt)
    history: list[dict[str, Any]] = [
        {"role": "user", "content": "hi"},
        {"role": "user", "content": "keep me", "_pin": True},
    ]
    msgs = adapter.load(history)
    assert [m.pinned for m in msgs] == [False, True]
    assert all("_pin" not in d for d in adapter.dump(msgs))
    # A note the engine pinned (a summary) is sent without any marker...
    adapter.pin("[summary] the work so far")
    note = {"role": "user", "content": "[summary] the work so far"}
    again = adapter.load([*history, note])
    # ...and is pinned again when the caller sends it back.
    assert again[-1].pinned
    assert all("_pin" not in d for d in adapter.dump(again))


def test_a_duplicate_call_id_names_its_result_as_the_repair_keeps_it() -> None:
    # Two calls share the id "c": the repair keeps the first, so the result is named
    # after the first (before, the last: the repaired history then named it anew and ②
    # compacted in the next call what it had left whole, a change of a sent prefix).
    # The dump the caller sends back (without ``_pin``) holds only the first call: the
    # same name, the same message, still pinned.
    adapter = OpenAIAdapter(KnownMessages())

    def call(name: str) -> dict[str, Any]:
        return {"id": "c", "type": "function", "function": {"name": name, "arguments": "{}"}}

    history: list[dict[str, Any]] = [
        {"role": "assistant", "content": None, "tool_calls": [call("read_file"), call("Read")]},
        {"role": "tool", "tool_call_id": "c", "content": "kept", "_pin": True},
    ]
    msgs = adapter.load(history)
    assert (msgs[1].tool_name, msgs[1].pinned) == ("read_file", True)
    sent = adapter.dump(msgs)
    sent[0] = {**sent[0], "tool_calls": [call("read_file")]}  # the repair kept one call
    again = adapter.load(sent)
    assert (again[1].tool_name, again[1].pinned) == ("read_file", True)


def test_openai_edited_result_is_a_copy_with_unknown_fields_kept() -> None:
    snapshot = copy.deepcopy(OPENAI)
    adapter = get_adapter("openai")
    msgs = adapter.load(OPENAI)
    msgs[3] = with_text(msgs[3], "[cut]")
    msgs[4] = with_text(msgs[4], "[cut too]")
    out = adapter.dump(msgs)
    assert out[3] == {
        "role": "tool",
        "tool_call_id": "c1",
        "content": "[cut]",
        "x_vendor": {"k": 1},
    }
    assert out[4] == {"role": "tool", "tool_call_id": "c2", "content": "[cut too]"}
    assert out[2] is OPENAI[2]
    assert snapshot == OPENAI


def test_anthropic_edited_result_rebuilds_only_its_message() -> None:
    snapshot = copy.deepcopy(ANTHROPIC)
    adapter = get_adapter("anthropic")
    msgs = adapter.load(ANTHROPIC)
    msgs[3] = with_text(msgs[3], "[cut]")  # the t2 result
    out = adapter.dump(msgs)
    assert out[:2] == ANTHROPIC[:2] and out[1] is ANTHROPIC[1]
    assert out[2] == {
        "role": "user",
        "content": [
            ANTHROPIC[2]["content"][0],
            {
                "type": "tool_result",
                "tool_use_id": "t2",
                "content": "[cut]",
                "cache_control": {"type": "ephemeral"},
            },
            {"type": "text", "text": "and fix it"},
        ],
    }
    assert snapshot == ANTHROPIC


def test_anthropic_edited_text_of_block_content_is_dumped() -> None:
    """An edit to a message whose content is a list of blocks reaches the dump: the
    first text block carries the new text (cache_control kept), thinking, images and
    tool_use blocks stay in place, and the original history is not touched."""
    image = {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "x"}}
    history: list[dict[str, Any]] = [
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "look", "cache_control": {"type": "ephemeral"}},
                image,
                {"type": "text", "text": "at this"},
            ],
        },
        {
            "role": "assistant",
            "content": [
                {"type": "thinking", "thinking": "hmm", "signature": "sig"},
                {"type": "text", "text": "A long answer. " * 50},
                {"type": "text", "text": "The end."},
            ],
        },
        *copy.deepcopy(ANTHROPIC[1:]),
    ]
    snapshot = copy.deepcopy(history)
    adapter = get_adapter("anthropic")
    msgs = adapter.load(history)
    assert [m.role for m in msgs] == ["user", "assistant", "assistant", "tool", "tool", "user"]
    msgs[0] = with_text(msgs[0], "look [cut]")
    msgs[1] = with_text(msgs[1], "A long [cut] The end.")
    msgs[2] = with_text(msgs[2], "Reading [cut].")  # with tool_use blocks
    msgs[5] = with_text(msgs[5], "fix [cut]")  # the text beside the tool results
    out = adapter.dump(msgs)
    assert out[0] == {
        "role": "user",
        "content": [
            {"type": "text", "text": "look [cut]", "cache_control": {"type": "ephemeral"}},
            image,
        ],
    }
    assert out[1] == {
        "role": "assistant",
        "content": [
            {"type": "thinking", "thinking": "hmm", "signature": "sig"},
            {"type": "text", "text": "A long [cut] The end."},
        ],
    }
    assert out[2]["content"] == [
        ANTHROPIC[1]["content"][0],
        {"type": "text", "text": "Reading [cut]."},
        *ANTHROPIC[1]["content"][2:],
    ]
    assert out[3]["content"] == [
        *ANTHROPIC[2]["content"][:2],
        {"type": "text", "text": "fix [cut]"},
    ]
    assert [m.text for m in adapter.load(out)] == [m.text for m in msgs]
    assert snapshot == history


def test_anthropic_text_added_to_blocks_without_text_goes_after_thinking() -> None:
    adapter = get_adapter("anthropic")
    thinking = {"type": "thinking", "thinking": "hmm", "signature": "sig"}
    history = [{"role": "assistant", "content": [thinking]}]
    msgs = adapter.load(history)
    assert adapter.dump([with_text(msgs[0], "note")])[0]["content"] == [
        thinking,
        {"type": "text", "text": "note"},
    ]
    # An empty text leaves no (empty, rejected) text block.
    history = [{"role": "assistant", "content": [thinking, {"type": "text", "text": "x"}]}]
    msgs = adapter.load(history)
    assert adapter.dump([with_text(msgs[0], "")])[0]["content"] == [thinking]


def test_anthropic_partial_group_keeps_only_its_members() -> None:
    adapter = get_adapter("anthropic")
    msgs = adapter.load(ANTHROPIC)
    out = adapter.dump([msgs[0], msgs[1], msgs[2], msgs[3]])  # the text part dropped
    assert out[2]["content"] == ANTHROPIC[2]["content"][:2]


def test_the_adapter_reuses_messages_it_has_seen_and_notices_changes() -> None:
    adapter = get_adapter("openai")
    history = [dict(m) for m in OPENAI]
    first = adapter.load(history)
    history.append({"role": "assistant", "content": "done"})
    second = adapter.load(history)
    assert all(a is b for a, b in zip(first, second[:-1], strict=False))
    history[1] = {**history[1], "content": "changed"}  # a message is changed by a new dict
    third = adapter.load(history)
    assert third[1].text == "changed"
    assert third[2] is first[2] and third[0] is first[0]  # the others are reused
    history[-1] = {**history[-1], "content": "changed too"}
    assert adapter.load(history)[-1].text == "changed too"


def test_unknown_format_is_a_clear_error() -> None:
    with pytest.raises(UnknownFormatError, match="unknown message format 'gemini'"):
        get_adapter("gemini")  # type: ignore[arg-type]


class CountingAdapter(OpenAIAdapter):
    """Counts how many provider messages are actually converted."""

    converted = 0

    def load_message(self, message: Any, names: Any) -> Any:
        self.converted += 1
        return super().load_message(message, names)


def test_a_grown_history_converts_only_the_new_and_replaced_messages() -> None:
    adapter = CountingAdapter(KnownMessages())
    history: list[dict[str, Any]] = [{"role": "user", "content": f"m{i}"} for i in range(1000)]
    adapter.load(history)
    assert adapter.converted == 1000
    history.append({"role": "assistant", "content": "new"})
    assert [m.text for m in adapter.load(history)][-2:] == ["m999", "new"]
    assert adapter.converted == 1001
    history[10] = {"role": "user", "content": "replaced"}  # e.g. a compacted copy kept
    history.append({"role": "user", "content": "newer"})
    msgs = adapter.load(history)
    assert adapter.converted == 1003
    assert (msgs[10].text, msgs[-1].text, len(msgs)) == ("replaced", "newer", 1002)


def test_openai_edited_list_content_keeps_its_image_and_audio_parts() -> None:
    """An edit to a message whose content holds more than text keeps those parts in
    place (the first text part carries the new text); text-only parts become a string,
    as before; the original history is not touched."""
    image = {"type": "image_url", "image_url": {"url": "data:image/png;base64,x"}}
    audio = {"type": "input_audio", "input_audio": {"data": "x", "format": "wav"}}
    history: list[dict[str, Any]] = [
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "look " * 100},
                image,
                {"type": "text", "text": "and this"},
                audio,
            ],
        },
        {"role": "user", "content": [image]},
        copy.deepcopy(OPENAI[4]),
    ]
    snapshot = copy.deepcopy(history)
    adapter = OpenAIAdapter(KnownMessages())
    msgs = adapter.load(history)
    msgs[0] = with_text(msgs[0], "look [cut]")
    msgs[1] = with_text(msgs[1], "(an image)")
    msgs[2] = with_text(msgs[2], "ok [cut]")
    out = adapter.dump(msgs)
    assert out[0] == {
        "role": "user",
        "content": [{"type": "text", "text": "look [cut]"}, image, audio],
    }
    assert out[1] == {"role": "user", "content": [{"type": "text", "text": "(an image)"}, image]}
    assert out[2]["content"] == "ok [cut]"  # text parts only: a string
    assert history == snapshot


class OneByOneAdapter(OpenAIAdapter):
    """Counts the provider messages looked at one by one (cache look-up or conversion)."""

    looked_at = 0

    def _one(self, message: Any, names: Any) -> Any:
        self.looked_at += 1
        return super()._one(message, names)


def test_two_lists_loaded_in_turn_each_grow_from_their_own_last_load() -> None:
    """An agent loop loads its history (prepare) and the output it sent
    (observe_usage(messages=...)) in turn: each load looks at what is new in its own
    list, not at every message again because the other list came in between."""
    adapter = OneByOneAdapter(KnownMessages())
    history: list[dict[str, Any]] = [{"role": "user", "content": f"m{i}"} for i in range(500)]
    output = [history[0], {"role": "user", "content": "summary"}, *history[-100:]]
    adapter.load(history)
    adapter.load(output)
    for i in range(5):
        new = {"role": "assistant", "content": f"reply {i}"}
        history.append(new)
        output = [*output, new]
        before = adapter.looked_at
        assert [m.text for m in adapter.load(history)][-2:] == [
            history[-2]["content"],
            f"reply {i}",
        ]
        assert [m.text for m in adapter.load(output)][:2] == ["m0", "summary"]
        assert adapter.looked_at - before == 2  # the one new message, in each list


_TEXTS = st.sampled_from(["a", "b", "a longer text\n" * 3])
_OA_SIMPLE = st.one_of(
    st.builds(lambda t: {"role": "user", "content": t}, _TEXTS),
    st.builds(lambda t: {"role": "assistant", "content": [{"type": "text", "text": t}]}, _TEXTS),
    st.builds(
        lambda i, a: {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": i, "type": "function", "function": {"name": "bash", "arguments": a}}
            ],
        },
        st.sampled_from(["c1", "c2", "c3"]),
        _TEXTS,
    ),
    st.builds(
        lambda i, t: {"role": "tool", "tool_call_id": i, "content": t},
        st.sampled_from(["c1", "c2", "c3"]),
        _TEXTS,
    ),
)


def _view(msgs: list[Any]) -> list[Any]:
    return [
        (
            m.role,
            m.text,
            m.tool_call_id,
            m.tool_name,
            m.pinned,
            [(c.id, c.name, c.arguments) for c in m.tool_calls],
        )
        for m in msgs
    ]


@given(st.data())
@settings(max_examples=200, deadline=None)
def test_two_lists_loaded_in_turn_load_as_a_fresh_adapter_does(data: st.DataObject) -> None:
    """Whatever happens to either list between loads (grown, a message replaced or
    dropped, a text edited in place, one list's messages put in the other), each load
    is what a new adapter makes of that list."""
    adapter = get_adapter("openai")
    lists: list[list[dict[str, Any]]] = [[], []]
    for _ in range(data.draw(st.integers(1, 20))):
        which = data.draw(st.integers(0, 1))
        msgs = lists[which]
        op = data.draw(st.sampled_from(["grow", "grow", "replace", "drop", "edit", "share"]))
        if op == "grow" or not msgs:
            msgs.extend(data.draw(st.lists(_OA_SIMPLE, min_size=1, max_size=3)))
        elif op == "replace":
            msgs[data.draw(st.integers(0, len(msgs) - 1))] = data.draw(_OA_SIMPLE)
        elif op == "drop":
            del msgs[data.draw(st.integers(0, len(msgs) - 1))]
        elif op == "edit":
            m = msgs[data.draw(st.integers(0, len(msgs) - 1))]
            if isinstance(m.get("content"), list):
                m["content"][0]["text"] = data.draw(_TEXTS) + "!"
            elif m.get("tool_calls"):
                m["tool_calls"][0]["function"]["arguments"] = data.draw(_TEXTS) + "!"
            else:
                m["content"] = data.draw(_TEXTS) + "!"
        else:  # the other list's messages, as an output holds the history's
            other = lists[1 - which]
            msgs[:] = [*other[: data.draw(st.integers(0, len(other)))], *msgs[-2:]]
        lists[which] = msgs
        assert _view(adapter.load(list(msgs))) == _view(
            get_adapter("openai").load(copy.deepcopy(msgs))
        )
