"""Anthropic Messages <-> ``Msg``.

- The top-level ``system`` (a string or text blocks) is passed as ``system=``; it
  becomes a leading ``outside`` system ``Msg`` (counted, kept, never dumped).
- An assistant message is one ``Msg``: text blocks joined, each ``tool_use`` block
  a :class:`ToolCall` (``arguments`` = ``json.dumps(input)``).
- A user message whose content list holds ``tool_result`` blocks becomes one
  ``role="tool"`` ``Msg`` per block (``raw`` = the block) followed by one
  ``role="user"`` ``Msg`` for the other blocks, if any (``raw`` = the message); all
  share ``group`` = the message. Any other user message is one ``Msg``.
- Dump: consecutive ``Msg`` of one group make one message (a block of it seen again
  starts another: a message passed twice is two messages): the original object when
  the group is complete and unedited, otherwise a copy whose content lists the
  ``tool_result`` blocks first (as the API requires), then the other blocks.
  Synthetic results that joined a group (``group`` set, ``raw`` None) become new
  ``tool_result`` blocks; a synthetic result on its own becomes a user message.
- Edited text in a message whose content is a list of blocks: the first text block
  carries the new text (its other fields, such as ``cache_control``, kept), the other
  text blocks go, and every other block (thinking, images, ``tool_use``) stays where
  it was; an edited tool result's content becomes the new text.
  A message built for edited ``Msg`` is built once and reused (the same object in
  every later dump), and loading it again gives back those ``Msg``.
- ``_pin`` (the engine's own field) is never dumped.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from functools import partial
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


class AnthropicAdapter(CachingAdapter):
    format = "anthropic"

    def load_message(self, message: Mapping[str, Any], names: Mapping[str, str]) -> list[Msg]:
        return _load_one(message, names)

    def dump(self, msgs: Sequence[Msg]) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        i, n = 0, len(msgs)
        while i < n:
            m = msgs[i]
            group = m.group
            if group is None:
                if not m.outside:
                    out.append(self._built(m, (m,), partial(_dump_single, m)))
                i += 1
                continue
            j = i + 1
            # One occurrence of the message: a block seen again starts the next occurrence
            # (the same dict passed twice is two messages, as two equal dicts are).
            blocks = {id(m.raw)} if m.raw is not None else set()
            while j < n and msgs[j].group is group:
                raw = msgs[j].raw
                if raw is not None:
                    if id(raw) in blocks:
                        break
                    blocks.add(id(raw))
                j += 1
            members = tuple(msgs[i:j])
            if len(members) == m.siblings and all(
                x.raw is not None and not x.edited for x in members
            ):
                out.append(group)  # type: ignore[arg-type]
            else:
                out.append(self._built(m, members, partial(_dump_group, group, members)))
            i = j
        return out

    def _built(
        self, first: Msg, members: tuple[Msg, ...], build: Callable[[], dict[str, Any]]
    ) -> dict[str, Any]:
        """The dict for ``members``: built once, then the same object (see the docstring)."""
        if first.raw is not None and not first.edited and first.group is None:
            return first.raw  # type: ignore[return-value]
        memo = first.memo()
        known = memo.get(_DUMPED)
        if (
            known is not None
            and len(known[0]) == len(members)
            and all(a is b for a, b in zip(known[0], members, strict=True))
            and equal(known[1], known[2])  # (edited in place since: built anew)
        ):
            return known[1]  # type: ignore[no-any-return]
        built = build()
        memo[_DUMPED] = (members, built, self.remember(built, list(members)))
        return built


# Msg.memo key: (members, the dict dumped for them, its snapshot)
_DUMPED = "dumped_anthropic"


def _load_one(message: Mapping[str, Any], names: Mapping[str, str]) -> list[Msg]:
    role = message.get("role")
    content = message.get("content")
    pinned = is_pinned(message)
    message = without_own_fields(message)
    if role == "assistant":
        calls = _calls(content)
        text = _text_blocks(content) if isinstance(content, list) else text_of_parts(content)
        return [Msg("assistant", text, calls, pinned=pinned, raw=message)]
    if role != "user" or not isinstance(content, list):
        return [Msg("user", text_of_parts(content), pinned=pinned, raw=message)]
    results = [b for b in content if isinstance(b, Mapping) and b.get("type") == "tool_result"]
    if not results:
        return [Msg("user", text_of_parts(content), pinned=pinned, raw=message)]
    rest = [b for b in content if not (isinstance(b, Mapping) and b.get("type") == "tool_result")]
    siblings = len(results) + (1 if rest else 0)
    out: list[Msg] = []
    for block in results:
        call_id = block.get("tool_use_id")
        call_id = call_id if isinstance(call_id, str) else None
        out.append(
            Msg(
                "tool",
                text_of_parts(block.get("content")),
                (),
                call_id,
                names.get(call_id) if call_id is not None else None,
                pinned,
                raw=block,
                group=message,
                siblings=siblings,
            )
        )
    if rest:
        out.append(
            Msg(
                "user",
                text_of_parts(rest),
                pinned=pinned,
                raw=message,
                group=message,
                siblings=siblings,
            )
        )
    return out


def _text_blocks(content: list[Any]) -> str:
    return "\n".join(
        b["text"]
        for b in content
        if isinstance(b, Mapping) and b.get("type") == "text" and isinstance(b.get("text"), str)
    )


def _calls(content: Any) -> tuple[ToolCall, ...]:
    if not isinstance(content, list):
        return ()
    calls: list[ToolCall] = []
    for block in content:
        if not isinstance(block, Mapping) or block.get("type") != "tool_use":
            continue
        call_id, name = block.get("id"), block.get("name")
        try:
            args = json.dumps(block.get("input", {}), ensure_ascii=False)
        except (TypeError, ValueError):
            args = str(block.get("input"))
        calls.append(
            ToolCall(
                id=call_id if isinstance(call_id, str) else "",
                name=name if isinstance(name, str) else "",
                arguments=args,
                raw=block,
            )
        )
    return tuple(calls)


def _result_block(m: Msg) -> dict[str, Any]:
    if m.raw is not None and m.raw.get("type") == "tool_result":
        if not m.edited:
            return m.raw  # type: ignore[return-value]
        return {**m.raw, "content": m.text}
    return {"type": "tool_result", "tool_use_id": m.tool_call_id or "", "content": m.text}


def _dump_single(m: Msg) -> dict[str, Any]:
    raw = m.raw
    if raw is not None and not m.edited:
        return raw  # type: ignore[return-value]
    if m.role == "tool":
        return {"role": "user", "content": [_result_block(m)]}
    if m.role == "assistant" and raw is not None and raw.get("role") == "assistant":
        copy = dict(raw)
        content = raw.get("content")
        if isinstance(content, list):
            kept = {id(c.raw) for c in m.tool_calls}
            blocks = [
                b
                for b in content
                if not (isinstance(b, Mapping) and b.get("type") == "tool_use") or id(b) in kept
            ]
            if _text_blocks(content) != m.text:
                blocks = _edited_blocks(blocks, m.text)
            copy["content"] = blocks
        else:
            copy["content"] = m.text
        return copy
    if m.role == "user" and raw is not None and isinstance(raw.get("content"), list):
        blocks = _edited_blocks(raw["content"], m.text)
        return {**raw, "role": "user", "content": blocks or m.text}
    if m.role == "assistant" and m.tool_calls:
        blocks = [{"type": "text", "text": m.text}] if m.text else []
        return {"role": "assistant", "content": blocks + [_use_block(c) for c in m.tool_calls]}
    role = "assistant" if m.role == "assistant" else "user"
    return {"role": role, "content": m.text}


def _use_block(call: ToolCall) -> Mapping[str, Any]:
    if call.raw is not None and call.raw.get("type") == "tool_use":
        return call.raw
    try:
        arguments = json.loads(call.arguments) if call.arguments else {}
    except ValueError:
        arguments = {"arguments": call.arguments}
    return {"type": "tool_use", "id": call.id, "name": call.name, "input": arguments}


def _dump_group(group: Mapping[str, Any], members: Sequence[Msg]) -> dict[str, Any]:
    if len(members) == members[0].siblings and all(
        m.raw is not None and not m.edited for m in members
    ):
        return group  # type: ignore[return-value]
    results: list[Any] = []
    others: list[Any] = []
    for m in members:
        if m.role == "tool":
            results.append(_result_block(m))
        elif m.raw is group:  # the group's own text beside its results
            content = group.get("content")
            own = [
                b
                for b in (content if isinstance(content, list) else [])
                if not (isinstance(b, Mapping) and b.get("type") == "tool_result")
            ]
            others.extend(_edited_blocks(own, m.text) if m.edited else own)
        else:
            others.append({"type": "text", "text": m.text})
    return {**group, "content": results + others}


_THINKING = frozenset({"thinking", "redacted_thinking"})


def _edited_blocks(blocks: Sequence[Any], text: str) -> list[Any]:
    """``blocks`` with ``text`` as their text; a new text block goes after the thinking
    blocks that must open an assistant message."""
    return with_parts_text(blocks, text, lead=_is_thinking)


def _is_thinking(block: Any) -> bool:
    return isinstance(block, Mapping) and block.get("type") in _THINKING
