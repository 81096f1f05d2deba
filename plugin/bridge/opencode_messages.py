"""OpenCode ``{info, parts}`` messages <-> ``Msg``, and the in-place edits OpenCode needs.

- A user message becomes one ``role="user"`` ``Msg`` (its text parts joined).
- An assistant message becomes one ``role="assistant"`` ``Msg`` (text and reasoning
  parts; each ``tool`` part is a ``ToolCall`` with ``callID``, ``tool`` and the JSON
  of ``state.input``) followed by one ``role="tool"`` ``Msg`` per tool part: the
  result OpenCode sends the model (``state.output``; ``state.error`` for a failed
  call; OpenCode's own placeholder for an output it already pruned).
- Every ``Msg`` keeps its provider object in ``raw`` (the message, or the tool part)
  and the message in ``group``, so :meth:`OpenCodeAdapter.dump` is lossless.

OpenCode's ``experimental.chat.messages.transform`` hook must change the messages
in place, so the bridge does not send a new history back: :meth:`OpenCodeAdapter.edits`
lists the tool outputs to overwrite, by message and part index, and
:func:`private_edits` what to overwrite so that a compaction request (a summarizer)
never reads private blocks or secrets.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from supermemory_local.engine.messages import Msg, ToolCall, is_pinned

if TYPE_CHECKING:
    from supermemory_local.config import PrivacySettings
    from supermemory_local.engine.state import ConversationState

# What OpenCode sends instead of a tool output it pruned itself (time.compacted set).
HOST_PRUNED_OUTPUT = "[Old tool result content cleared]"


@dataclass(frozen=True)
class Edit:
    """One in-place change: ``part.state[field] = text`` (a tool's result), or with
    ``on_part`` ``part[field] = text`` (a text part), or with ``value`` set
    ``part.state[field] = value`` (a tool call's input object)."""

    message: int  # index in the messages list
    part: int  # index in that message's parts
    field: str  # the key to overwrite ("output", "error", "input"; "text" on a part)
    text: str
    on_part: bool = False
    value: Any = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"m": self.message, "p": self.part, "field": self.field}
        if self.on_part:
            out["on"] = "part"
        if self.value is not None:
            out["value"] = self.value
        else:
            out["text"] = self.text
        return out


def _mapping(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def result_field(part: Mapping[str, Any]) -> str:
    return "error" if _mapping(part.get("state")).get("status") == "error" else "output"


def result_text(part: Mapping[str, Any]) -> str:
    """The text OpenCode sends the model as this tool part's result."""
    state = _mapping(part.get("state"))
    status = state.get("status")
    if status == "completed":
        if _mapping(state.get("time")).get("compacted"):
            return HOST_PRUNED_OUTPUT
        output = state.get("output")
        return output if isinstance(output, str) else ""
    if status == "error":
        error = state.get("error")
        return error if isinstance(error, str) else ""
    return ""


def _text_of(parts: Sequence[Any], kinds: tuple[str, ...]) -> str:
    texts = []
    for part in parts:
        if isinstance(part, Mapping) and part.get("type") in kinds and not part.get("ignored"):
            text = part.get("text")
            if isinstance(text, str) and text:
                texts.append(text)
    return "\n".join(texts)


class OpenCodeAdapter:
    """OpenCode's messages to ``Msg`` and back. It keeps nothing between calls: what a
    session re-uses from its last call is its ``ConversationState``'s
    (:meth:`~supermemory_local.engine.state.ConversationState.host_messages`)."""

    format = "opencode"

    def load(
        self,
        messages: Sequence[Mapping[str, Any]],
        *,
        system: Any = None,
        state: ConversationState | None = None,
    ) -> list[Msg]:
        """The ``Msg`` of each message, in order; with ``state``, a message object seen
        in the session's last call keeps its ``Msg`` objects, so the engine's
        per-message notes make a call cost what is new."""
        out: list[Msg] = []
        if system is not None:
            out.append(Msg("system", str(system), pinned=True, outside=True))
        if state is None:
            loaded = [self._load_message(message) for message in messages]
        else:
            loaded = state.host_messages(messages, self._load_message)
        for msgs in loaded:
            out.extend(msgs)
        return out

    def _load_message(self, message: Mapping[str, Any]) -> list[Msg]:
        info = _mapping(message.get("info"))
        raw_parts = message.get("parts")
        parts: list[Any] = raw_parts if isinstance(raw_parts, list) else []
        pinned = is_pinned(message) or is_pinned(info)
        if info.get("role") != "assistant":
            text = _text_of(parts, ("text",))
            return [Msg("user", text, pinned=pinned, raw=message, group=message)]
        tools = [
            (pi, p)
            for pi, p in enumerate(parts)
            if isinstance(p, Mapping) and p.get("type") == "tool"
        ]
        calls = tuple(
            ToolCall(
                id=str(p.get("callID") or ""),
                name=str(p.get("tool") or ""),
                arguments=json.dumps(
                    _mapping(p.get("state")).get("input") or {}, ensure_ascii=False
                ),
                raw=p,
            )
            for _, p in tools
        )
        siblings = 1 + len(tools)
        text = _text_of(parts, ("text", "reasoning"))
        out = [
            Msg(
                "assistant",
                text,
                calls,
                pinned=pinned,
                raw=message,
                group=message,
                siblings=siblings,
            )
        ]
        for _, part in tools:
            out.append(
                Msg(
                    "tool",
                    result_text(part),
                    tool_call_id=str(part.get("callID") or ""),
                    tool_name=str(part.get("tool") or "") or None,
                    pinned=pinned,
                    raw=part,
                    group=message,
                    siblings=siblings,
                )
            )
        return out

    def edits(self, msgs: Sequence[Msg], messages: Sequence[Mapping[str, Any]]) -> list[Edit]:
        """The tool results the strategies changed in ``msgs`` (loaded from ``messages``),
        as in-place edits of ``messages``: by message and part index."""
        out: list[Edit] = []
        index: dict[int, int] | None = None  # id(message) -> its index in `messages`
        for m in msgs:
            if m.role != "tool" or not m.edited or m.raw is None or m.group is None:
                continue
            if index is None:
                index = {id(message): mi for mi, message in enumerate(messages)}
            mi = index.get(id(m.group))
            if mi is None:
                continue
            parts = m.group.get("parts")
            pi = next((k for k, p in enumerate(parts or ()) if p is m.raw), None)
            if pi is not None:
                out.append(Edit(mi, pi, result_field(m.raw), m.text))
        return out

    def dump(self, msgs: Sequence[Msg]) -> list[dict[str, Any]]:
        """The history for ``msgs``: unedited messages are the original objects."""
        changed: dict[int, dict[int, Msg]] = {}  # id(message) -> {id(part): edited Msg}
        for m in msgs:
            if m.role == "tool" and m.edited and m.group is not None and m.raw is not None:
                changed.setdefault(id(m.group), {})[id(m.raw)] = m
        out: list[dict[str, Any]] = []
        seen: set[int] = set()
        for m in msgs:
            if m.outside:
                continue
            if m.group is None:
                out.append({"info": {"role": m.role}, "parts": [{"type": "text", "text": m.text}]})
                continue
            if id(m.group) in seen:
                continue
            seen.add(id(m.group))
            edited = changed.get(id(m.group))
            if not edited:
                out.append(m.group)  # type: ignore[arg-type]
                continue
            message = dict(m.group)
            message["parts"] = [
                _with_result(p, edited[id(p)].text) if id(p) in edited else p
                for p in m.group.get("parts") or []
            ]
            out.append(message)
        return out


def _with_result(part: Mapping[str, Any], text: str) -> dict[str, Any]:
    state = dict(_mapping(part.get("state")))
    state[result_field(part)] = text
    return {**part, "state": state}


def private_edits(
    messages: Sequence[Mapping[str, Any]], edits: Sequence[Edit], settings: PrivacySettings
) -> tuple[list[Edit], int]:
    """``edits`` plus what keeps private blocks and secrets out of the request: every
    text and reasoning part, tool result (as ``edits`` leave it) and tool input the
    model would read, redacted in order (a block opened in one message and closed in a
    later one hides what lies between). Returns the edits and how many parts changed.

    For a compaction request: the summary is derived text and copies what it reads, so
    a private block must not reach it (the session's own requests still show it)."""
    from supermemory_local.store.privacy import redact_all, redact_value

    results = {(e.message, e.part): e for e in edits}
    slots: list[tuple[int, int, Mapping[str, Any], str]] = []  # message, part, part, text
    inputs: list[Edit] = []
    for mi, message in enumerate(messages):
        parts = _mapping(message).get("parts")
        for pi, part in enumerate(parts if isinstance(parts, list) else []):
            if not isinstance(part, Mapping):
                continue
            kind = part.get("type")
            if kind in ("text", "reasoning") and not part.get("ignored"):
                text = part.get("text")
                if isinstance(text, str) and text:
                    slots.append((mi, pi, part, text))
            elif kind == "tool":
                state = _mapping(part.get("state"))
                if state.get("input"):
                    value, n = redact_value(state.get("input"), settings)
                    if n:
                        inputs.append(Edit(mi, pi, "input", "", value=value))
                edit = results.get((mi, pi))
                slots.append((mi, pi, part, edit.text if edit is not None else result_text(part)))
    redacted = redact_all((text for *_, text in slots), settings)
    out: list[Edit] = []
    changed = len(inputs)
    for (mi, pi, part, text), new in zip(slots, redacted, strict=True):
        if part.get("type") == "tool":
            edit = results.pop((mi, pi), None)
            if edit is not None or new != text:
                out.append(Edit(mi, pi, result_field(part), new))
        elif new != text:
            out.append(Edit(mi, pi, "text", new, on_part=True))
        changed += new != text
    return [*out, *results.values(), *inputs], changed
