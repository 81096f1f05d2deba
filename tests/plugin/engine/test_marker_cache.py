"""What the pruning marker and the summaries find in a message is found once per message
(kept in its memo): the answers must be those of a fresh computation, whatever was
cached before, and a message whose text is another must never get an old answer."""

from __future__ import annotations

import gc
import json
import weakref
from dataclasses import fields, replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from supermemory_local.engine.messages import Msg, ToolCall, to_entries
from supermemory_local.engine.notifier import RecordingNotifier
from supermemory_local.engine.prompts import pruned_marker
from supermemory_local.engine.readers.artifacts import artifact_trail
from supermemory_local.engine.readers.failures import distinct, failures
from supermemory_local.engine.readers.requests import requests
from supermemory_local.engine.strategies.base import compacted
from supermemory_local.engine.strategies.prune import marker_text
from supermemory_local.engine.transcript import Entry, make_entry
from supermemory_local.hosts.library import ContextManager
from supermemory_local.summarizers import ExtractiveSummarizer

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

OUTPUTS = st.sampled_from(
    [
        "ok",
        "Wrote 1 file.",
        "FAILED tests/test_a.py::test_x - assert 1 == 2\n1 failed, 3 passed",
        "Traceback (most recent call last):\n  File 'a.py'\nValueError: bad value",
        "make: exit code 2\nlinker failed",
        "<returncode>1</returncode>\n<output>boom</output>",
        "src/a.c:3:1: error: expected ';'",
        "bash: foo: command not found",
        "all good, exit code 0",
        "Mirror mirror, nothing failed here",
    ]
)
USER_TEXTS = st.sampled_from(
    [
        "Fix the failing test in src/a.py",
        "Now rename the module.",
        "<command-message>review</command-message><command-name>/review</command-name>",
        "expanded slash command text",
        "Applied edit to src/b.py",
        "Tokens: 3k sent, 200 received.",
        "litellm.RateLimitError: too many requests",
        f"{pruned_marker(4)}\nUser requests in the removed messages (verbatim):\n- an old one",
    ]
)
ASSISTANT_TEXTS = st.sampled_from(
    ["", "Looking.", "Fixed: the import was wrong.", "That approach did not work."]
)
CALLS = st.sampled_from(
    [
        ("bash", {"command": "pytest -q"}),
        ("bash", {"command": "echo hi > out.txt && mv out.txt done.txt"}),
        ("bash", {"command": "sed -i s/a/b/ src/a.py"}),
        ("write", {"path": "src/a.py", "content": "x"}),
        ("edit", {"file_path": "src/b.py"}),
        ("read_file", {"path": "src/a.py"}),
        ("str_replace_editor", {"command": "create", "path": "new.py"}),
        ("grep", {"pattern": "x"}),
    ]
)


@st.composite
def histories(draw: st.DrawFn) -> list[Msg]:
    msgs: list[Msg] = []
    for k in range(draw(st.integers(0, 25))):
        kind = draw(st.sampled_from(["user", "assistant", "calls", "calls"]))
        if kind == "user":
            msgs.append(Msg("user", draw(USER_TEXTS)))
        elif kind == "assistant":
            msgs.append(Msg("assistant", draw(ASSISTANT_TEXTS)))
        else:
            chosen = draw(st.lists(CALLS, min_size=1, max_size=3))
            calls = tuple(
                ToolCall(f"c{k}_{j}", name, json.dumps(args))
                for j, (name, args) in enumerate(chosen)
            )
            msgs.append(Msg("assistant", draw(ASSISTANT_TEXTS), calls))
            for c in calls:
                msgs.append(Msg("tool", draw(OUTPUTS), (), c.id, c.name))
    return msgs


def fresh(msgs: list[Msg]) -> list[Msg]:
    """The same messages, nothing cached (a copy has a memo of its own)."""
    return [replace(m) for m in msgs]


def found(entries: list[Entry]) -> tuple[object, ...]:
    return (
        failures(entries),
        distinct(failures(entries)),
        artifact_trail(entries).changed(),
        [text for _, text in requests(entries)],
    )


@FAST
@given(histories(), st.data())
def test_the_marker_from_cached_facts_is_the_fresh_one(
    msgs: list[Msg], data: st.DataObject
) -> None:
    expected = marker_text(len(msgs), fresh(msgs))
    assert marker_text(len(msgs), msgs) == expected  # caches filled
    assert marker_text(len(msgs), msgs) == expected  # and read
    # Another selection of the same messages (what a later pruning removes): the
    # cached entries are at other positions, the answers are still the fresh ones.
    keep = data.draw(st.lists(st.booleans(), min_size=len(msgs), max_size=len(msgs)))
    part = [m for m, k in zip(msgs, keep, strict=True) if k]
    assert marker_text(len(part), part) == marker_text(len(part), fresh(part))
    assert found(to_entries(part)) == found(to_entries(fresh(part)))


@FAST
@given(histories())
def test_compacting_a_result_first_changes_no_answer(msgs: list[Msg]) -> None:
    for m in msgs:
        if m.role == "tool":
            compacted(m)  # ② finds the failure line and keeps it in the message's memo
    assert found(to_entries(msgs)) == found(to_entries(fresh(msgs)))
    assert marker_text(len(msgs), msgs) == marker_text(len(msgs), fresh(msgs))


def _history(output: str, call: tuple[str, dict[str, str]]) -> list[Msg]:
    c = ToolCall("c1", call[0], json.dumps(call[1]))
    return [
        Msg("user", "Run the tests."),
        Msg("assistant", "", (c,)),
        Msg("tool", output, (), "c1", call[0]),
    ]


def test_a_message_whose_text_changed_gets_no_old_answer() -> None:
    msgs = _history("FAILED tests/test_a.py::test_x", ("bash", {"command": "pytest"}))
    before = marker_text(3, msgs)
    assert "FAILED tests/test_a.py::test_x" in before
    # The engine never edits a message in place; if anything did, the cached facts
    # (found for the old text) must not be used for the new one.
    object.__setattr__(msgs[2], "text", "src/a.c:3:1: error: expected ';'")
    object.__setattr__(msgs[0], "text", "Now build it.")
    after = marker_text(3, msgs)
    assert after == marker_text(3, fresh(msgs))
    assert "error: expected ';'" in after and "FAILED" not in after
    assert "Now build it." in after and "Run the tests." not in after


def test_calls_that_changed_get_no_old_trail() -> None:
    msgs = _history("ok", ("write", {"path": "src/a.py"}))
    assert "src/a.py (created)" in marker_text(3, msgs)
    call = ToolCall("c1", "write", json.dumps({"path": "src/other.py"}))
    object.__setattr__(msgs[1], "tool_calls", (call,))
    after = marker_text(3, msgs)
    assert after == marker_text(3, fresh(msgs))
    assert "src/other.py (created)" in after and "src/a.py" not in after


def test_an_entry_sharing_a_memo_but_not_the_text_is_found_anew() -> None:
    [e] = to_entries([Msg("tool", "FAILED tests/test_a.py::test_x", (), "c1", "bash")])
    assert [f.text for f in failures([e])] == ["FAILED tests/test_a.py::test_x"]
    other = replace(e, text="fatal: not a git repository")  # the same memo dict
    assert other.memo is e.memo
    assert [f.text for f in failures([other])] == ["fatal: not a git repository"]
    assert [f.text for f in failures([e])] == ["FAILED tests/test_a.py::test_x"]


def test_an_entry_made_at_once_is_the_dataclass() -> None:
    memo: dict[object, object] = {}
    made = make_entry(
        3, "tool", "out", tool_name="bash", tool_calls=("x()",), pinned=True, memo=memo
    )
    built = Entry(3, "tool", "out", "bash", ("x()",), True, memo)
    assert made == built and repr(made) == repr(built)
    assert [getattr(made, f.name) for f in fields(Entry)] == [
        getattr(built, f.name) for f in fields(Entry)
    ]
    assert made.memo is memo


class _Overflow(Exception):
    """An OpenAI-compatible client's 400 context_length_exceeded."""


class _NoStore:
    def add(self, content: str, **kw: object) -> None:
        return None


def test_a_dropped_manager_is_freed_at_once() -> None:
    """Nothing the engine keeps on a message refers back to it (an entry holds its
    message's facts, not its memo; the history index does not hold the estimator), so a
    manager and the history it loaded go when the caller drops them, not at the garbage
    collector's next full pass."""
    history: list[dict[str, object]] = [{"role": "user", "content": "Fix the build."}]
    for k in range(60):
        call = {"id": f"c{k}", "type": "function"}
        call["function"] = {"name": "bash", "arguments": json.dumps({"command": "make"})}
        history.append({"role": "assistant", "content": None, "tool_calls": [call]})
        history.append({"role": "tool", "tool_call_id": f"c{k}", "content": "exit code 2\n" * 200})
    gc.collect()
    gc.disable()
    try:
        cm = ContextManager(
            context_window=8_000,
            notifier=RecordingNotifier(),
            summarizer=ExtractiveSummarizer(),
            store=_NoStore(),  # type: ignore[arg-type]
        )
        cm.prepare(history)
        out = cm.recover(history, _Overflow("context_length_exceeded"))
        assert out[1]["content"].startswith(pruned_marker(1)[:20])  # a pruning happened
        estimator = weakref.ref(cm.estimator)
        del cm, out
        assert estimator() is None
        assert gc.collect() == 0  # no cycle was left for the collector
    finally:
        gc.enable()


@FAST
@given(histories())
def test_stand_ins_for_read_results_change_no_reading(msgs: list[Msg]) -> None:
    """The marker's view (a read tool's result, a system message and an empty assistant
    message as shared stand-ins) reads as the full entries do, cached or fresh."""
    from supermemory_local.engine.readers.failures import is_read_tool

    msgs = [*msgs, Msg("assistant", ""), Msg("system", "be brief")]
    full = found(to_entries(fresh(msgs)))
    assert found(to_entries(msgs, stand_in=is_read_tool)) == full
    assert found(to_entries(msgs, stand_in=is_read_tool)) == full  # cached
    assert found(to_entries(msgs)) == full  # the full view after the marker's


def test_a_command_key_spelled_with_an_escape_is_still_read() -> None:
    """shell_command passes over JSON arguments without a command key unparsed: a key
    spelled with a \\u escape is one all the same."""
    from supermemory_local.engine.readers.artifacts import shell_command

    assert shell_command('bash({"\\u0063ommand": "rm a.py"})') == "rm a.py"
    assert shell_command('bash({"path": "a.py", "pattern": "x"})') is None
    assert shell_command('bash({"cmd": "ls"})') == "ls"
    assert shell_command("bash(ls -la)") == "ls -la"


@FAST
@given(histories(), st.data())
def test_a_marker_read_on_from_the_last_one_is_the_fresh_one(
    msgs: list[Msg], data: st.DataObject
) -> None:
    """recover() after prepare(): the marker's readers read on from what the last marker
    removed, where that list may hold ②'s copies of the results this one holds (or the
    other way round). The marker is the one read at once, whatever was read before."""
    from supermemory_local.engine.strategies.prune import MarkerReaders

    cut = data.draw(st.integers(0, len(msgs)))
    copied = data.draw(st.lists(st.booleans(), min_size=len(msgs), max_size=len(msgs)))
    copies = [
        compacted(m) if c and m.role == "tool" else m for m, c in zip(msgs, copied, strict=True)
    ]
    first, then = (copies[:cut], msgs) if data.draw(st.booleans()) else (msgs[:cut], copies)
    cache: dict[object, object] = {}
    assert marker_text(cut, first, cache=cache) == marker_text(cut, fresh(first))
    readers = cache["marker_readers"]
    assert isinstance(readers, MarkerReaders) and readers.covers(then)
    assert marker_text(len(then), then, cache=cache) == marker_text(len(then), fresh(then))
    assert cache["marker_readers"] is readers  # read on, not read anew
    # A list that does not begin with those messages is read anew.
    other = fresh(then)
    assert marker_text(len(other), other, cache=cache) == marker_text(len(other), fresh(then))
    assert cache["marker_readers"] is not readers or not then


def test_reading_on_reads_only_the_new_messages(monkeypatch: pytest.MonkeyPatch) -> None:
    import supermemory_local.engine.strategies.prune as prune

    read: list[int] = []
    real = prune.to_entries

    def counting(msgs: list[Msg], stand_in: object = None, start: int = 0) -> list[Entry]:
        read.append(len(msgs))
        return real(msgs, stand_in, start)  # type: ignore[arg-type]

    monkeypatch.setattr(prune, "to_entries", counting)
    msgs = _history("FAILED tests/test_a.py::test_x", ("bash", {"command": "pytest"}))
    more = _history("src/a.c:3:1: error: expected ';'", ("write", {"path": "src/a.py"}))
    cache: dict[object, object] = {}
    marker_text(3, msgs, cache=cache)
    both = [*msgs[:2], compacted(msgs[2]), *more]  # ② compacted the result since
    text = marker_text(6, both, cache=cache)
    assert read == [3, 3]
    assert text == marker_text(6, fresh(both))
    assert "FAILED tests/test_a.py::test_x" in text and "src/a.py (created)" in text
    assert "Run the tests." in text


def test_a_read_that_fails_leaves_nothing_half_read(monkeypatch: pytest.MonkeyPatch) -> None:
    from supermemory_local.engine.readers.failures import FailureReader

    msgs = _history("FAILED tests/test_a.py::test_x", ("bash", {"command": "pytest"}))
    cache: dict[object, object] = {}
    marker_text(2, msgs[:2], cache=cache)

    def broken(self: FailureReader, entries: list[Entry]) -> FailureReader:
        raise RuntimeError("boom")

    with monkeypatch.context() as m:
        m.setattr(FailureReader, "read", broken)
        with pytest.raises(RuntimeError):
            marker_text(3, msgs, cache=cache)
    assert "marker_readers" not in cache  # the next marker reads anew, from the start
    assert marker_text(3, msgs, cache=cache) == marker_text(3, fresh(msgs))


def test_a_slash_command_read_before_its_expansion_still_hides_it() -> None:
    """The expansion of a slash command is no request of its own, also when the last
    marker ended on the command and this one reads on from there."""
    command = Msg(
        "user", "<command-message>review</command-message><command-name>/review</command-name>"
    )
    msgs = [Msg("user", "Fix the build."), command, Msg("user", "expanded slash command text")]
    cache: dict[object, object] = {}
    marker_text(2, msgs[:2], cache=cache)
    text = marker_text(3, msgs, cache=cache)
    assert text == marker_text(3, fresh(msgs))
    assert "expanded slash command text" not in text and "Fix the build." in text
