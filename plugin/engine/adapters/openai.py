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

from collections.abc import Mapping, Sequence
from typing import Any

from supermemory_local.engine.messages import (
    CachingAdapter,
    Msg,
    ToolCall,
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
        out: list[dict[str, Any]] = []
        # The dicts built in earlier calls, and their snapshots: compared at once at the
        # end (one C-level comparison), the few the caller edited in place built anew.
        reused: list[dict[str, Any]] = []
        shots: list[Any] = []
        at: list[tuple[int, Msg]] = []
        for m in msgs:
            if m.outside:
                continue
            raw = m.raw
            if raw is not None and not m.edited:
                out.append(raw)  # type: ignore[arg-type]
                continue
            memo = m.memo()
            known: tuple[dict[str, Any], Any] | None = memo.get(_DUMPED)
            if known is None:
                built = _build(m)
                memo[_DUMPED] = (built, self.remember(built, [m]))
                out.append(built)
                continue
            at.append((len(out), m))
            reused.append(known[0])
            shots.append(known[1])
            out.append(known[0])
        if reused and not equal(reused, shots):
            for (i, m), built, shot in zip(at, reused, shots, strict=True):
                if not equal(built, shot):  # edited in place since: built anew
                    out[i] = _build(m)
                    m.memo()[_DUMPED] = (out[i], self.remember(out[i], [m]))
        return out


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
