"""A provider-neutral, read-only view of a history, for summarizers.

Adapters turn OpenAI / Anthropic / OpenCode messages into ``Entry`` items; the
summarizers (model-backed or extractive) only ever see these.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, Literal, TypeVar

Role = Literal["system", "user", "assistant", "tool"]
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Entry:
    index: int  # position in the original history
    role: Role
    text: str  # the message's text; for a tool result, the tool output
    tool_name: str | None = None  # for a tool result: which tool produced it
    tool_calls: tuple[str, ...] = ()  # for an assistant message: "name(args…)" of each call
    pinned: bool = False
    # What summarizers found in this entry, kept by ``remembered`` (``to_entries`` passes
    # the message's ``facts_memo``, so it lives as long as the message); never compared.
    memo: dict[Any, Any] | None = field(default=None, compare=False, repr=False)

    @property
    def size(self) -> int:
        return len(self.text) + sum(len(c) for c in self.tool_calls)


_new = object.__new__
_SETTERS = tuple(getattr(Entry, f.name).__set__ for f in fields(Entry))


def make_entry(
    index: int,
    role: Role,
    text: str,
    *,
    tool_name: str | None,
    tool_calls: tuple[str, ...],
    pinned: bool,
    memo: dict[Any, Any] | None,
) -> Entry:
    """``Entry(index, role, ...)`` at half the cost: the frozen dataclass's ``__init__``
    looks up ``object.__setattr__`` for each field, and
    :func:`~supermemory_local.engine.messages.to_entries` makes an entry per message."""
    e = _new(Entry)
    s_index, s_role, s_text, s_name, s_calls, s_pinned, s_memo = _SETTERS
    s_index(e, index)
    s_role(e, role)
    s_text(e, text)
    s_name(e, tool_name)
    s_calls(e, tool_calls)
    s_pinned(e, pinned)
    s_memo(e, memo)
    return e


def remembered(entry: Entry, key: str, compute: Callable[[Entry], T]) -> T:
    """``compute(entry)``, found once per entry content: remembered in ``entry.memo``
    with the very text and calls it was found for (compared by identity, so an entry
    of another text sharing the memo gets it found anew, never an old answer)."""
    memo = entry.memo
    if memo is None:
        return compute(entry)
    found = memo.get(key)
    if found is not None and found[0] is entry.text and found[1] is entry.tool_calls:
        value: T = found[2]
        return value
    value = compute(entry)
    memo[key] = (entry.text, entry.tool_calls, value)
    return value


def render(entries: list[Entry] | tuple[Entry, ...]) -> str:
    """Plain-text transcript for a summary prompt."""
    out: list[str] = []
    for e in entries:
        head = f"[{e.index}] {e.role}"
        if e.tool_name:
            head += f" ({e.tool_name})"
        if e.pinned:
            head += " [pinned]"
        body = e.text
        if e.tool_calls:
            body = (body + "\n" if body else "") + "\n".join(f"-> {c}" for c in e.tool_calls)
        out.append(f"{head}:\n{body}")
    return "\n\n".join(out)
