"""A caller may edit its history in place between two calls: the manager sees it.

Whatever the caller changes between calls (a string deep inside a message, a part
added to or removed from a content list, a field, tool-call arguments, a message
appended, deleted, replaced or put at two places, the engine's own output edited
and sent back), a manager that has seen the history before estimates it as a new
manager does. Where no strategy acted, its ``prepare()`` is a new manager's too;
where one did, the warm manager may keep an earlier cut or compaction byte-stable
(the stable-edit rule), but it never sends text the history no longer holds.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench.harness.replay import no_store_manager
from supermemory_local.engine.messages import Format
from supermemory_local.hosts.library import ContextManager
from tests.plugin.engine.test_properties import AN_MESSAGE, ANY_HISTORY, OA_MESSAGE

BIG_WINDOW = 1_000_000  # nothing is cut, compacted or pruned: prepare() is the history
WINDOWS = st.sampled_from([BIG_WINDOW, BIG_WINDOW, 300, 2_000, 20_000])
OPS = st.sampled_from(
    ["edit", "edit", "edit", "grow", "drop", "append", "delete", "replace", "reuse", "pin"]
)
_TAG = re.compile("«t(\\d+)»")


class _Tags:
    """Unique marks in the texts the mutations write, to tell current text from stale."""

    def __init__(self) -> None:
        self.n = 0

    def text(self, size: int) -> str:
        self.n += 1
        return f"«t{self.n}»" + "edited line\n" * size


def _slots(value: Any) -> Iterator[tuple[Any, Any]]:
    """(container, key) of every value inside ``value`` (nested ones too)."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield value, k
            yield from _slots(v)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield value, i
            yield from _slots(v)


def _containers(value: Any) -> Iterator[Any]:
    if isinstance(value, dict | list):
        yield value
        for v in value.values() if isinstance(value, dict) else value:
            yield from _containers(v)


def _tags(value: Any) -> set[str]:
    return set(_TAG.findall(json.dumps(value, ensure_ascii=False)))


def _mutate(
    draw: st.DrawFn, history: list[dict[str, Any]], system: Any, fmt: Format, tags: _Tags
) -> None:
    """One edit of the caller's, in place (``history`` and what it holds)."""
    op = draw(OPS)
    size = draw(st.sampled_from([0, 1, 40, 3_000]))
    roots: list[Any] = [history, *([system] if isinstance(system, list) else [])]
    if op == "append" or not history:
        history.append(copy.deepcopy(draw(OA_MESSAGE if fmt == "openai" else AN_MESSAGE)))
        return
    i = draw(st.integers(0, len(history) - 1))
    if op == "delete":
        del history[i]
    elif op == "reuse":  # the same dict at two places
        history[i] = history[draw(st.integers(0, len(history) - 1))]
    elif op == "pin":
        if history[i].pop("_pin", None) is None:
            history[i]["_pin"] = True
    elif op == "replace":  # a copy, itself edited
        history[i] = copy.deepcopy(history[i])
        strings = [(c, k) for c, k in _slots(history[i]) if isinstance(c[k], str)]
        if strings:
            c, k = draw(st.sampled_from(strings))
            c[k] = tags.text(size)
    elif op == "edit":  # a string anywhere: text, a tool result, arguments, an id
        strings = [(c, k) for root in roots for c, k in _slots(root) if isinstance(c[k], str)]
        if strings:
            c, k = draw(st.sampled_from(strings))
            c[k] = tags.text(size)
    elif op == "grow":  # a part added to a list, a field to a dict
        target = draw(st.sampled_from([c for root in roots for c in _containers(root)][1:] or [[]]))
        if isinstance(target, list):
            target.append({"type": "text", "text": tags.text(size)})
        else:
            target["x_note"] = tags.text(size)
    else:  # "drop": a part or a field removed
        slots = [(c, k) for c, k in _slots(history[i])]
        if slots:
            c, k = draw(st.sampled_from(slots))
            del c[k]


def _manager(window: int, fmt: Format) -> ContextManager:
    return no_store_manager(window, fmt)


def test_a_nested_edit_in_place_is_seen_by_the_estimate_and_the_output() -> None:
    """The measured hole: a text part edited inside the dict the manager saw (6 tokens
    where a new manager counts 10,004)."""
    history: list[dict[str, Any]] = [
        {"role": "system", "content": "s"},
        {"role": "user", "content": [{"type": "text", "text": "hi"}]},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": "a", "type": "function", "function": {"name": "bash", "arguments": "{}"}}
            ],
        },
        {"role": "tool", "tool_call_id": "a", "content": [{"type": "text", "text": "ok"}]},
    ]
    warm = _manager(BIG_WINDOW, "openai")
    warm.prepare(history)
    history[3]["content"][0]["text"] = "x" * 40_000
    history[2]["tool_calls"][0]["function"]["arguments"] = '{"cmd": "ls"}'
    fresh = _manager(BIG_WINDOW, "openai")
    assert warm.estimate(history) == fresh.estimate(history) > 10_000
    assert warm.prepare(history) == fresh.prepare(history) == history


def _as_replaced(history: list[dict[str, Any]], before: dict[int, Any]) -> list[dict[str, Any]]:
    """``history`` as a caller that never edits in place would send it: an unchanged
    message the very dict it was, a changed one a new dict."""
    return [m if m == before.get(id(m)) else copy.deepcopy(m) for m in history]


@settings(
    max_examples=500,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(ANY_HISTORY, WINDOWS, st.booleans(), st.booleans(), st.data())
def test_whatever_the_caller_edits_in_place_the_estimate_is_a_new_managers(
    case: tuple[Format, list[dict[str, Any]], Any],
    window: int,
    send_output: bool,
    copied: bool,
    data: st.DataObject,
) -> None:
    """The caller edits its history (``send_output``: the output it got) in place. The
    warm manager estimates it as a new manager does; with its own output edited, as it
    estimates the history with the edited messages replaced by new dicts (a new manager
    does not know the output's dicts: the warm one loads a message it rebuilt as the
    ``Msg`` it was rebuilt from, see messages.py). ``copied``: the warm manager copies
    its snapshots together after every load (``KnownMessages.settle``, which a long
    history reaches every few thousand messages)."""
    fmt, history, system = case
    history = copy.deepcopy(history)
    system = copy.deepcopy(system)
    tags = _Tags()
    warm = _manager(window, fmt)
    if copied:
        warm.state.known.compact_after = 0
    warm.prepare(history, system=system)
    for _ in range(data.draw(st.integers(1, 6))):
        if send_output:  # the caller goes on with what it got (and edits that)
            history = warm.prepare(history, system=system)
            before = {id(m): copy.deepcopy(m) for m in history}
        _mutate(data.draw, history, system, fmt, tags)
        if send_output:
            seen = warm.estimate(history, system=system)
            assert seen == warm.estimate(_as_replaced(history, before), system=system)
        else:
            fresh = _manager(window, fmt)
            assert warm.estimate(history, system=system) == fresh.estimate(history, system=system)
        out = warm.prepare(history, system=system)
        # Nothing the history no longer holds is sent (stable edits keep the current text).
        assert _tags(out) <= _tags(history) | _tags(system)
        if not send_output:
            if window == BIG_WINDOW:  # nothing to cut: exactly a new manager's output
                assert out == fresh.prepare(history, system=system)
            assert warm.estimate(history, system=system) == fresh.estimate(history, system=system)


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(ANY_HISTORY, WINDOWS, st.data())
def test_a_trusted_history_is_seen_when_its_messages_are_replaced_added_or_removed(
    case: tuple[Format, list[dict[str, Any]], Any], window: int, data: st.DataObject
) -> None:
    """``trusted_history=True``: the caller keeps its promise (it never edits a message it
    passed in place; a changed message is a new dict), and the manager, checking only
    which dicts the history holds, estimates and prepares it as a new manager does."""
    fmt, history, system = case
    history = copy.deepcopy(history)
    system = copy.deepcopy(system)
    tags = _Tags()
    warm = no_store_manager(window, fmt, trusted_history=True)
    assert warm.state.trusted_history
    warm.prepare(history, system=system)
    for _ in range(data.draw(st.integers(1, 6))):
        copies: dict[int, Any] = {}
        edited = copy.deepcopy(history, copies)  # the caller edits its own copy...
        originals = {id(copies[id(m)]): m for m in history}
        _mutate(data.draw, edited, None, fmt, tags)  # (the system prompt is not edited)
        # ...and sends the dicts it did not change as they were, the changed ones new.
        history = [
            originals[id(m)] if id(m) in originals and m == originals[id(m)] else m for m in edited
        ]
        fresh = _manager(window, fmt)
        assert warm.estimate(history, system=system) == fresh.estimate(history, system=system)
        out = warm.prepare(history, system=system)
        assert _tags(out) <= _tags(history)
        if window == BIG_WINDOW:
            assert out == fresh.prepare(history, system=system)


def test_a_trusted_history_edited_in_place_anyway_is_not_reloaded() -> None:
    """The promise is the caller's: a nested edit in place is not looked for (that is
    what the mode saves), while the default manager sees it."""
    history: list[dict[str, Any]] = [
        {"role": "user", "content": [{"type": "text", "text": "hi"}]},
    ]
    trusted = no_store_manager(BIG_WINDOW, "openai", trusted_history=True)
    checked = _manager(BIG_WINDOW, "openai")
    first = trusted.estimate(history)
    assert checked.estimate(history) == first
    history[0]["content"][0]["text"] = "x" * 40_000
    assert trusted.estimate(history) == first
    assert checked.estimate(history) > first + 9_000


def test_a_message_passed_twice_is_two_messages_warm_or_fresh() -> None:
    """Found by the property above: an Anthropic user message of tool results passed twice
    (the same dict at two places) was dumped as one message by a new manager, whose
    consecutive parts of one message were joined, and as two by a manager that had seen
    another history first. Two occurrences are two messages, as two equal dicts are."""

    def orphan() -> dict[str, Any]:
        return {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "c", "content": "out"},
                {"type": "text", "text": "and"},
            ],
        }

    seen, twice, other = orphan(), orphan(), orphan()
    expected = _manager(BIG_WINDOW, "anthropic").prepare([twice, other])
    assert len(expected) == 2
    for first in ([], [seen], [twice], [seen, twice]):
        for trusted in (False, True):
            manager = no_store_manager(BIG_WINDOW, "anthropic", trusted_history=trusted)
            if first:
                manager.prepare(first)
            assert manager.prepare([twice, twice]) == expected, (first, trusted)
