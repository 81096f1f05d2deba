"""The neutral message helpers: edited copies, notes, entries for summarizers."""

from __future__ import annotations

from supermemory_local.engine.messages import (
    ENTRY_ARGUMENTS_CHARS,
    Msg,
    ToolCall,
    make_note,
    text_of_parts,
    to_entries,
    with_text,
)


def test_with_text_returns_an_edited_copy() -> None:
    raw = {"role": "tool", "tool_call_id": "c1", "content": "long"}
    msg = Msg("tool", "long", tool_call_id="c1", tool_name="bash", raw=raw)
    edited = with_text(msg, "short")
    assert (msg.text, msg.edited) == ("long", False)
    assert (edited.text, edited.edited, edited.tool_call_id, edited.raw) == (
        "short",
        True,
        "c1",
        raw,
    )
    assert edited.memo() is not msg.memo()  # caches do not travel with the copy


def test_make_note_is_synthetic() -> None:
    note = make_note("[context compacted: 3 earlier messages removed]")
    assert (note.role, note.raw, note.group, note.edited) == ("user", None, None, False)
    assert make_note("x", role="assistant").role == "assistant"


def test_to_entries_for_summarizers() -> None:
    msgs = [
        Msg("user", "do it", pinned=True),
        Msg(
            "assistant",
            "ok",
            (ToolCall("c1", "read", '{"path": "a"}'), ToolCall("c2", "bash", "x" * 900)),
        ),
        Msg("tool", "content", tool_call_id="c1", tool_name="read"),
    ]
    entries = to_entries(msgs)
    assert [e.index for e in entries] == [0, 1, 2]
    assert entries[0].pinned and entries[0].text == "do it"
    assert entries[1].tool_calls[0] == 'read({"path": "a"})'
    assert entries[1].tool_calls[1] == "bash(" + "x" * ENTRY_ARGUMENTS_CHARS + "…)"
    assert (entries[2].role, entries[2].tool_name, entries[2].text) == ("tool", "read", "content")


def test_text_of_parts() -> None:
    assert text_of_parts("plain") == "plain"
    assert text_of_parts(None) == ""
    assert text_of_parts([{"type": "text", "text": "a"}, {"type": "image"}, "b"]) == "a\nb"
    nested = [{"type": "tool_result", "content": [{"type": "text", "text": "inner"}]}]
    assert text_of_parts(nested) == "inner"
