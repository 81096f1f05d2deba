"""OpenAI Chat Completions messages <-> ``Msg`` (one ``Msg`` per message).

- ``system`` / ``developer`` -> ``role="system"``; ``user``; ``assistant`` with
  ``tool_calls`` (``function.name``, ``function.arguments``); ``tool`` with
  ``tool_call_id``. Content may be a string, ``None`` or a list of parts; the text
  is the parts' ``text`` joined by newlines.
- A role the engine does not know is kept as a ``user`` ``Msg`` and dumped as is.
- Dump: an unedited message is the original dict; an edited tool result is a copy
  with ``content`` replaced by the new text (parts that are not text, such as an
  image, kept in place); an edited assistant message is a copy
  keeping only the remaining ``tool_calls`` entries; a synthetic ``Msg`` becomes a
  plain new dict. A dict built for an edited ``Msg`` is built once and reused (the
  same object in every later dump), and loading it again gives back that ``Msg``.
- ``_pin`` (the engine's own field) is never dumped.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from supermemory_local.engine.messages import (
    CachingAdapter,
    Msg,
    ToolCall,
    common_prefix,
    equal,
    is_pinned,
    text_of_parts,
    with_parts_text,
    without_own_fields,
)
from supermemory_local.engine.transcript import Role

_ROLES: dict[Any, Role] = {
    "system": "system",
    "developer": "system",
    "user": "user",
    "assistant": "assistant",
    "tool": "tool",
}


class OpenAIAdapter(CachingAdapter):
    format = "openai"

    def load_message(self, message: Mapping[str, Any], names: Mapping[str, str]) -> list[Msg]:
        return [_load_one(message, names)]

    def dump(self, msgs: Sequence[Msg]) -> list[dict[str, Any]]:
        """See the module docstring. The last dump is remembered: the messages it shares
        with this one at the start (found at C level) keep their dicts, so a dump costs
        what is new, plus one C-level comparison of the dicts built for edited messages
        with their snapshots (the few the caller edited in place since are built anew)."""
        prev: _Dumped | None = self.record.dumped  # (kept in the state's record)
        k = common_prefix(prev.msgs, msgs) if prev is not None else 0
        # The last dump's lists are this adapter's alone (the caller gets a copy): cut
        # back to what is shared in place, so a dump that extends the last one does not
        # copy them. (Dropped first: a dump that fails half-way leaves no record.)
        self.record.dumped = None
        if prev is not None and k:
            dumped, out, pos = prev.msgs, prev.out, prev.pos
            built_at, built, shots = prev.built_at, prev.built, prev.shots
            del dumped[k:], out[pos[k] :], pos[k + 1 :]
            b = bisect_left(built_at, k)
            del built_at[b:], built[b:], shots[b:]
        else:
            dumped, out, pos, built_at, built, shots = [], [], [0], [], [], []
        checked = len(built)
        for i in range(k, len(msgs)):
            m = msgs[i]
            if m.outside:
                pos.append(len(out))
                continue
            raw = m.raw
            if raw is not None and not m.edited:
                out.append(raw)  # type: ignore[arg-type]
                pos.append(len(out))
                continue
            memo = m.memo()
            known: tuple[dict[str, Any], Any] | None = memo.get(_DUMPED)
            if known is None:
                d = _build(m)
                known = memo[_DUMPED] = (d, self.remember(d, [m]))
            built_at.append(i)
            built.append(known[0])
            shots.append(known[1])
            out.append(known[0])
            pos.append(len(out))
        # Every dict built for an edited message, the ones just built apart (they are
        # their snapshots): one C-level comparison with what each held when built.
        dumped.extend(msgs[k:])
        now = self.record.dumped = _Dumped(dumped, out, pos, built_at, built, shots)
        if built and not equal(built, shots):  # (all of them at once: the usual case)
            if checked < len(built) and not equal(built[checked:], shots[checked:]):
                self._rebuild(now, checked, len(built))
            if checked and not equal(built[:checked], shots[:checked]):
                self._rebuild(now, 0, checked)
        return list(out)

    def _rebuild(self, now: _Dumped, start: int, end: int) -> None:
        """The dicts among ``now.built[start:end]`` edited in place since: built anew."""
        msgs, out, pos, built_at, built, shots = (
            now.msgs,
            now.out,
            now.pos,
            now.built_at,
            now.built,
            now.shots,
        )
        for j in range(start, end):
            if equal(built[j], shots[j]):
                continue
            i = built_at[j]
            m = msgs[i]
            memo = m.memo()
            known = memo.get(_DUMPED)
            if known is None or known[0] is built[j] or not equal(known[0], known[1]):
                d = _build(m)
                known = memo[_DUMPED] = (d, self.remember(d, [m]))
            built[j], shots[j] = known
            out[pos[i + 1] - 1] = known[0]


@dataclass
class _Dumped:
    """The last dump: its messages, its dicts, where each message's dict is
    (``out[pos[i + 1] - 1]``; ``pos[i]``: the dicts before message ``i``), and the dicts
    built for edited messages (at ``built_at``) with their snapshots."""

    msgs: list[Msg]
    out: list[dict[str, Any]]
    pos: list[int]
    built_at: list[int]
    built: list[dict[str, Any]]
    shots: list[Any]


# Msg.memo key: the dict dumped for an edited or synthetic Msg, and its snapshot
_DUMPED = "dumped_openai"


def _load_one(message: Mapping[str, Any], names: Mapping[str, str]) -> Msg:
    role = _ROLES.get(message.get("role"), "user")
    text = text_of_parts(message.get("content"))
    pinned = is_pinned(message)
    message = without_own_fields(message)
    if role == "assistant":
        calls = _calls(message.get("tool_calls"))
        return Msg("assistant", text, calls, pinned=pinned, raw=message)
    if role == "tool":
        call_id = message.get("tool_call_id")
        call_id = call_id if isinstance(call_id, str) else None
        name = names.get(call_id) if call_id is not None else None
        return Msg("tool", text, (), call_id, name, pinned, raw=message)
    return Msg(role, text, pinned=pinned, raw=message)


def _calls(value: Any) -> tuple[ToolCall, ...]:
    if not isinstance(value, list):
        return ()
    calls: list[ToolCall] = []
    for entry in value:
        if not isinstance(entry, Mapping):
            continue
        fn = entry.get("function")
        fn = fn if isinstance(fn, Mapping) else {}
        call_id = entry.get("id")
        name = fn.get("name")
        args = fn.get("arguments")
        calls.append(
            ToolCall(
                id=call_id if isinstance(call_id, str) else "",
                name=name if isinstance(name, str) else "",
                arguments=args if isinstance(args, str) else "",
                raw=entry,
            )
        )
    return tuple(calls)


def _build(m: Msg) -> dict[str, Any]:
    raw = m.raw
    if raw is None or _ROLES.get(raw.get("role")) != m.role:
        return _fresh(m)
    copy = dict(raw)
    if m.role == "assistant":
        kept = [c.raw for c in m.tool_calls if c.raw is not None]
        if kept:
            copy["tool_calls"] = kept
        else:
            copy.pop("tool_calls", None)
    if m.role == "tool" or text_of_parts(raw.get("content")) != m.text:
        copy["content"] = _edited_content(raw.get("content"), m.text)
    return copy


def _edited_content(content: Any, text: str) -> Any:
    """``content`` with ``text`` as its text: a string, unless the parts hold more than
    text (an image, audio, a file): then the parts, as :func:`with_parts_text` edits them."""
    if not isinstance(content, list) or all(_is_text(p) for p in content):
        return text
    return with_parts_text(content, text, is_text=_is_text)


def _is_text(part: Any) -> bool:
    return isinstance(part, str) or (isinstance(part, Mapping) and part.get("type") == "text")


def _fresh(m: Msg) -> dict[str, Any]:
    if m.role == "tool":
        return {"role": "tool", "tool_call_id": m.tool_call_id or "", "content": m.text}
    if m.role == "assistant":
        out: dict[str, Any] = {"role": "assistant", "content": m.text}
        if m.tool_calls:
            out["tool_calls"] = [
                dict(c.raw)
                if c.raw is not None
                else {
                    "id": c.id,
                    "type": "function",
                    "function": {"name": c.name, "arguments": c.arguments},
                }
                for c in m.tool_calls
            ]
        return out
    return {"role": m.role, "content": m.text}
