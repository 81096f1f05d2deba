"""Tool call / tool result pairing: the check and the repair.

The rule both providers enforce, in neutral terms: every assistant message with
tool calls is followed *immediately* by tool results answering each of its call ids
exactly once, and every tool result stands in such a run. Call ids are unique in
the history. (OpenAI: each ``tool_call`` answered by a ``tool`` message before the
next non-tool message, no ``tool`` message without a preceding call. Anthropic: the
``tool_result`` blocks sit in the user message right after the assistant message
with the ``tool_use`` blocks, every ``tool_use`` answered there.)

:func:`repair_tool_pairs` makes any history follow that rule. The choices:

- **Duplicate call ids**: the first call with an id wins; later calls with the
  same id (or no id) are removed from their assistant message (the message
  itself stays, even when nothing is left in it, so no kept message is lost).
- **A result away from its call** (another message in between, results of two
  calls interleaved): the first result answering a call, anywhere after it, is
  moved into the run right after the call. Results of one turn spread over several
  provider messages (Anthropic) are gathered into the first of them.
- **A call without a result** gets a synthetic result reading ``NO_RESULT_MARKER``
  ("this tool call was not answered"): the model learns there is no output rather
  than seeing the call vanish. Where the engine itself removed the result (pruning's
  cut), the caller asks for ``COMPACTED_MARKER`` ("tool output removed to free
  context") instead. Neither is ever compacted again, so a second run changes nothing.
- **A result without its call** (unknown id, a second result for one call, no id)
  becomes plain user text prefixed with ``ORPHAN_RESULT_NOTE``: the content stays
  in the history (a pinned or current message is never lost), but no provider sees
  a tool result it cannot pair.

A valid history comes back unchanged (the same ``Msg`` objects, in order).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from supermemory_local.engine.messages import (
    Msg,
    ToolCall,
    common_prefix,
    extends,
    with_tool_calls,
)
from supermemory_local.engine.prompts import NO_RESULT_MARKER

ORPHAN_RESULT_NOTE = "[tool output whose call is no longer in the history]"


def repair_tool_pairs(
    msgs: Sequence[Msg], *, known_ids: set[str] | None = None, missing: str = NO_RESULT_MARKER
) -> tuple[list[Msg], list[str]]:
    """``(repaired history, one line per repair)``; see the module docstring.

    ``known_ids``: call ids of a valid history before ``msgs`` (a call reusing one is
    a duplicate). ``missing``: the text of the result given to a call without one.
    """
    done: list[str] = []
    cur = _dedupe_calls(msgs, done, known_ids or set(), set())
    owners: dict[str, int] = {}  # call id -> index of its assistant message in cur
    for i, m in enumerate(cur):
        if m is None:
            continue
        for c in m.tool_calls:
            owners[c.id] = i
    answer: dict[str, int] = {}  # call id -> index of the result that answers it
    for i, m in enumerate(cur):
        if m is not None and m.role == "tool" and m.tool_call_id is not None:
            owner = owners.get(m.tool_call_id)
            if owner is not None and owner < i and m.tool_call_id not in answer:
                answer[m.tool_call_id] = i
    answering = set(answer.values())

    out: list[Msg] = []
    for i, m in enumerate(cur):
        if m is None or i in answering:
            continue  # removed, or emitted right after its call
        if m.role == "tool":
            done.append(f"#{i}: tool result {m.tool_call_id!r} without its call turned into text")
            out.append(_as_text(m))
            continue
        out.append(m)
        if m.role != "assistant" or not m.tool_calls:
            continue
        found = sorted(answer[c.id] for c in m.tool_calls if c.id in answer)
        group = _group_to_join(cur, i, found)
        for n, j in enumerate(found):
            result = cur[j]
            assert result is not None
            if j != i + 1 + n:
                done.append(f"#{j}: tool result {result.tool_call_id!r} moved next to its call")
            if result.group is not None and result.group is not group:
                # One provider message holds the turn; edited, so that message is rebuilt
                # with it (its original would drop the result that joined it).
                result = replace(result, group=group, edited=True)
                done.append(f"#{j}: tool result {result.tool_call_id!r} joined its siblings")
            out.append(result)
        for c in m.tool_calls:
            if c.id not in answer:
                done.append(f"#{i}: call {c.id!r} ({c.name}) had no result; added a placeholder")
                out.append(_placeholder(c, group, m.pinned, missing))
    if not done:
        return list(msgs), []
    return out, done


def _dedupe_calls(
    msgs: Sequence[Msg], done: list[str], known: set[str], seen: set[str]
) -> list[Msg | None]:
    """``msgs`` with each call id kept once: ``known`` (read only: the ids before
    ``msgs``) and ``seen`` (filled here) are the ids already taken."""
    cur: list[Msg | None] = list(msgs)
    for i, m in enumerate(msgs):
        if m.role != "assistant" or not m.tool_calls:
            if m.role != "assistant" and m.tool_calls:
                cur[i] = with_tool_calls(m, ())
                done.append(f"#{i}: tool calls on a {m.role} message removed")
            continue
        keep: list[ToolCall] = []
        for c in m.tool_calls:
            if c.id and c.id not in seen and c.id not in known:
                seen.add(c.id)
                keep.append(c)
            else:
                done.append(f"#{i}: duplicate or empty call id {c.id!r} removed")
        if len(keep) == len(m.tool_calls):
            continue
        cur[i] = with_tool_calls(m, tuple(keep))
    return cur


def _group_to_join(cur: Sequence[Msg | None], i: int, found: list[int]) -> Mapping[str, Any]:
    """The provider message a placeholder result joins (matters for Anthropic's dump)."""
    for j in found:
        group = cur[j].group  # type: ignore[union-attr]
        if group is not None:
            return group
    neighbour = cur[i + 1] if not found and i + 1 < len(cur) else None
    if neighbour is not None and neighbour.role in ("user", "tool") and neighbour.group is not None:
        return neighbour.group
    return {"role": "user", "content": []}  # a new user message holding the placeholders


def _placeholder(call: ToolCall, group: Mapping[str, Any] | None, pinned: bool, text: str) -> Msg:
    return Msg(
        "tool",
        text,
        tool_call_id=call.id,
        tool_name=call.name or None,
        pinned=pinned,
        group=group,
    )


def _as_text(m: Msg) -> Msg:
    name = f" ({m.tool_name})" if m.tool_name else ""
    return replace(
        m,
        role="user",
        text=f"{ORPHAN_RESULT_NOTE}{name}\n{m.text}",
        tool_call_id=None,
        tool_name=None,
        edited=True,
    )


class PairCheck:
    """:func:`repair_tool_pairs` for every output, at the cost of what is new.

    The valid prefix of the last two histories checked is remembered (where each whole
    turn in it ends, and the call ids before each end), so a history is checked from
    the last turn end it shares with one of them (found at C level): a history that
    grew, or one whose earlier part a step edited (a tool result compacted), costs
    what is new or changed, not a pass over the whole history; a broken tail (a call
    still without its result, an orphan) is repaired on its own.
    """

    def __init__(self) -> None:
        self._slots: list[_Valid] = []  # most recent last

    def known_valid(self, msgs: Sequence[Msg]) -> bool:
        """Were these very messages found valid, all of them, by the last checks?"""
        return any(v.end == len(msgs) == len(v.msgs) and extends(v.msgs, msgs) for v in self._slots)

    def repaired(self, msgs: list[Msg]) -> list[Msg]:
        slots = self._slots
        if slots:
            # The history last checked, whole and valid, handed over again (the cascade's
            # output when no step changed what the load repaired): the same messages,
            # compared at C level; the record already describes them.
            last = slots[-1]
            prev = last.msgs
            if (
                last.end == len(prev) == len(msgs)
                and (not msgs or msgs[-1] is prev[-1])
                and msgs == prev
            ):
                return msgs
        base: _Valid | None = None
        b = 0
        grown = False  # ``msgs`` starts with all of ``base.msgs``
        others: list[_Valid] = []
        for v in reversed(self._slots):
            prev = v.msgs
            n = len(prev)
            # The usual case first, at C level: ``msgs`` grew from ``prev``.
            if extends(prev, msgs):
                j = bisect_right(v.turns.bounds, min(n, v.end)) - 1
                if base is None or v.turns.bounds[j] > base.turns.bounds[b]:
                    base, b, grown = v, j, True
            else:
                others.append(v)
        for v in others:
            if base is not None and v.end <= base.turns.bounds[b]:
                continue  # (its valid prefix cannot reach further than the one found)
            shared = common_prefix(v.msgs, msgs)  # how many leading messages they share
            k = min(shared, v.end)
            j = bisect_right(v.turns.bounds, k) - 1
            if base is None or v.turns.bounds[j] > base.turns.bounds[b]:
                base, b, grown = v, j, False
        kept = self._slots[-1:]  # the record kept beside this one
        if base is None:
            turns = _Turns([0], [0], [])
            seen: set[str] = set()
        elif b == len(base.turns.bounds) - 1 and not (kept and kept[0] is base):
            # Its whole valid prefix is shared and the record is dropped below: its
            # turns and ids are taken over as they are (no copy of the history's ids).
            turns, seen = base.turns, base.seen
        else:
            t = base.turns
            turns = _Turns(t.bounds[: b + 1], t.ids_before[: b + 1], t.order[: t.ids_before[b]])
            seen = base.seen.copy() if b == len(t.bounds) - 1 else set(turns.order)
        end = _valid_prefix(msgs, turns.bounds[-1], seen, turns)
        if grown and base is not None and not (kept and kept[0] is base):
            # The record dropped below held a start of ``msgs``: its list, grown, is
            # this one's (no copy of the whole history).
            held = base.msgs
            held.extend(msgs[len(held) :])
        else:
            held = list(msgs)
        self._slots = [*kept, _Valid(held, end, turns, seen)]
        if end == len(msgs):
            return msgs
        tail, _ = repair_tool_pairs(msgs[end:], known_ids=seen)
        return [*msgs[:end], *tail]


@dataclass
class _Turns:
    """Where the whole turns of a valid prefix end (increasing, from 0), how many call
    ids come before each end, and the call ids in order."""

    bounds: list[int]
    ids_before: list[int]
    order: list[str]


@dataclass
class _Valid:
    """A history checked: its messages, where its valid prefix ends, and its turns."""

    msgs: list[Msg]
    end: int
    turns: _Turns
    seen: set[str]  # the call ids of its valid prefix (``turns.order`` as a set)


def _valid_prefix(
    msgs: Sequence[Msg], start: int, seen: set[str], turns: _Turns | None = None
) -> int:
    """Where the valid part of ``msgs`` (from ``start``, after a valid prefix) ends:
    after its last whole turn. ``seen`` gets the call ids up to there; ``turns``, when
    given, each turn end after ``start`` (see :class:`_Turns`)."""
    n = len(msgs)
    i = good = start
    while i < n:
        m = msgs[i]
        if m.role == "tool":
            return good
        if not m.tool_calls:
            i += 1
            good = i
            if turns is not None:
                turns.bounds.append(good)
                turns.ids_before.append(len(turns.order))
            continue
        if m.role != "assistant":
            return good
        pending: set[str] = set()
        for c in m.tool_calls:
            if not c.id or c.id in seen or c.id in pending:
                return good
            pending.add(c.id)
        j = i + 1
        group: Any = None
        while pending:
            if j >= n:
                return good
            r = msgs[j]
            if r.role != "tool" or r.tool_call_id not in pending:
                return good
            if group is None:
                group = r.group
            elif r.group is not None and r.group is not group:
                return good
            pending.discard(r.tool_call_id)
            j += 1
        if j < n and msgs[j].role == "tool":
            return good  # one result too many
        seen.update(c.id for c in m.tool_calls)
        i = good = j
        if turns is not None:
            turns.order.extend(c.id for c in m.tool_calls)
            turns.bounds.append(good)
            turns.ids_before.append(len(turns.order))
    return good


def valid_pairs(msgs: Sequence[Msg]) -> bool:
    """Does ``msgs`` follow the pairing rule (what :func:`repair_tool_pairs` would keep)?"""
    return _valid_prefix(msgs, 0, set()) == len(msgs)
