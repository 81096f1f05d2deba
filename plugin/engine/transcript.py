"""A provider-neutral, read-only view of a history, for summarizers.

Adapters turn OpenAI / Anthropic / OpenCode messages into ``Entry`` items; the
summarizers (model-backed or extractive) only ever see these.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Role = Literal["system", "user", "assistant", "tool"]


@dataclass(frozen=True)
class Entry:
    index: int  # position in the original history
    role: Role
    text: str  # the message's text; for a tool result, the tool output
    tool_name: str | None = None  # for a tool result: which tool produced it
    tool_calls: tuple[str, ...] = ()  # for an assistant message: "name(args…)" of each call
    pinned: bool = False

    @property
    def size(self) -> int:
        return len(self.text) + sum(len(c) for c in self.tool_calls)


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
