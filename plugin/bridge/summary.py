"""Finding the newest compaction summary of a session."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from supermemory_local.engine.readers.requests import typed_text
from supermemory_local.hosts.session_memory import SessionSoFar


@dataclass(frozen=True)
class FoundSummary:
    text: str
    info: Mapping[str, Any]  # the summary message's info (id, tokens, model, times)

    @property
    def finished_at(self) -> float | None:
        time = self.info.get("time")
        if not isinstance(time, Mapping):
            return None
        value = time.get("completed") or time.get("created")
        return float(value) if isinstance(value, int | float) else None


def _created(info: Mapping[str, Any]) -> float:
    time = info.get("time")
    value = time.get("created") if isinstance(time, Mapping) else None
    return float(value) if isinstance(value, int | float) else 0.0


def newest_summary(messages: Sequence[Any]) -> FoundSummary | None:
    """The newest finished assistant message with ``summary: true`` and text in it.

    Ordered by creation time, then id (OpenCode ids sort by creation), never by
    position alone: the newest summary is the one to keep.
    """
    best: tuple[tuple[float, str], FoundSummary] | None = None
    for message in messages:
        if not isinstance(message, Mapping):
            continue
        info = message.get("info")
        if not isinstance(info, Mapping) or info.get("role") != "assistant":
            continue
        if info.get("summary") is not True or info.get("error"):
            continue
        parts = message.get("parts")
        texts = [
            p["text"]
            for p in (parts if isinstance(parts, list) else [])
            if isinstance(p, Mapping) and p.get("type") == "text" and isinstance(p.get("text"), str)
        ]
        text = "\n".join(texts).strip()
        if not text:
            continue
        key = (_created(info), str(info.get("id") or ""))
        if best is None or key > best[0]:
            best = (key, FoundSummary(text, info))
    return None if best is None else best[1]


def user_requests(messages: Sequence[Any]) -> list[str]:
    """What the user typed in a session's messages (OpenCode ``{info, parts}``), in
    order: text parts OpenCode and plugins added (synthetic, ignored) and injected
    context are not the user's words."""
    out: list[str] = []
    for message in messages:
        if not isinstance(message, Mapping):
            continue
        info = message.get("info")
        if not isinstance(info, Mapping) or info.get("role") != "user":
            continue
        parts = message.get("parts")
        texts = [
            p["text"]
            for p in (parts if isinstance(parts, list) else [])
            if isinstance(p, Mapping)
            and p.get("type") == "text"
            and isinstance(p.get("text"), str)
            and not p.get("synthetic")
            and not p.get("ignored")
        ]
        typed = typed_text("\n".join(texts))
        if typed and typed not in out:
            out.append(typed)
    return out


def session_so_far(session_id: str, messages: Sequence[Any]) -> SessionSoFar | None:
    """The session as its living memory takes it (``hosts.session_memory``): the newest
    compaction summary, and the turns after it as entries (every turn without one).

    OpenCode keeps every message of a session: the ones the summary replaced come before
    it, the turns after the compaction follow it. None for a history with no message.
    """
    from supermemory_local.bridge.opencode_messages import OpenCodeAdapter
    from supermemory_local.engine.messages import to_entries

    listed = [m for m in messages if isinstance(m, Mapping) and isinstance(m.get("info"), Mapping)]
    if not listed:
        return None
    found = newest_summary(listed)
    before: list[Mapping[str, Any]] = []
    after = listed
    if found is not None:
        at = next(k for k, m in enumerate(listed) if m["info"] is found.info)
        before, after = listed[:at], listed[at + 1 :]
    turns = to_entries(OpenCodeAdapter().load([_typed(m) for m in after])) if after else []
    last = listed[-1]["info"]
    return SessionSoFar(
        session_id=session_id,
        through=f"{last.get('id')}:{len(listed)}",
        turns=turns,
        summary=found.text if found is not None else None,
        requests=user_requests(before),
    )


def _typed(message: Mapping[str, Any]) -> Mapping[str, Any]:
    """A user message without the text OpenCode added itself (``synthetic``: its
    "Continue if you have next steps…" after a compaction): not the user's words."""
    parts = message.get("parts")
    if message["info"].get("role") != "user" or not isinstance(parts, list):
        return message
    kept = [p for p in parts if not (isinstance(p, Mapping) and p.get("synthetic"))]
    return message if len(kept) == len(parts) else {**message, "parts": kept}
