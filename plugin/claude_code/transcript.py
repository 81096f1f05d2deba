"""A Claude Code session as its living memory takes it, read from the session's transcript.

Claude Code writes each session to a JSON Lines file (``transcript_path`` of every hook
event): one line per record. The ones read here (checked in 2.1.328):

- ``{"type": "user" | "assistant", "uuid", "message": {"role", "content"}}``: a turn's
  messages, in the Anthropic Messages format (an assistant answer may take several lines,
  one per content block; tool results are ``tool_result`` blocks of a user message);
- ``"isMeta": true`` and user text starting ``<local-command-`` or ``<command-name>``:
  Claude Code's own notes about a slash command (``/compact``), not the user's words;
- ``"isCompactSummary": true``: the user message a compaction leaves, ``This session is
  being continued … Summary:\\n<the summary>\\n\\nIf you need specific details …``.

Everything else (attachments, request blobs, cost state, …) is skipped.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from supermemory_local.hosts.session_memory import SessionSoFar

MAX_TRANSCRIPT_BYTES = 64 << 20  # a longer transcript is read from its end
_SUMMARY_START = "Summary:\n"
_SUMMARY_END = "\n\nIf you need specific details from before compaction"
_HARNESS = ("<local-command-", "<command-name>", "<command-message>")


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            str(b.get("text", ""))
            for b in content
            if isinstance(b, Mapping) and b.get("type") == "text"
        )
    return ""


def read_records(path: Path) -> list[Mapping[str, Any]]:
    """The user and assistant records of a transcript, in order (unreadable lines skipped)."""
    with path.open("rb") as f:
        f.seek(0, 2)
        size = f.tell()
        f.seek(max(0, size - MAX_TRANSCRIPT_BYTES))
        raw = f.read()
    records: list[Mapping[str, Any]] = []
    for line in raw.splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue  # the first line of a transcript read from its end, or a torn write
        if (
            isinstance(record, dict)
            and record.get("type") in ("user", "assistant")
            and isinstance(record.get("message"), Mapping)
        ):
            records.append(record)
    return records


def _is_harness(record: Mapping[str, Any]) -> bool:
    if record.get("isMeta"):
        return True
    message = record["message"]
    return message.get("role") == "user" and _text(message.get("content")).lstrip().startswith(
        _HARNESS
    )


def summary_of(record: Mapping[str, Any]) -> str:
    """The summary in a compaction's ``isCompactSummary`` message, without Claude Code's
    framing around it."""
    text = _text(record["message"].get("content"))
    at = text.find(_SUMMARY_START)
    if at >= 0:
        text = text[at + len(_SUMMARY_START) :]
    end = text.find(_SUMMARY_END)
    return (text[:end] if end >= 0 else text).strip()


def _messages(records: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    return [
        {"role": r["message"].get("role"), "content": r["message"].get("content") or ""}
        for r in records
        if r["message"].get("role") in ("user", "assistant")
    ]


def typed_requests(path: Path) -> list[str]:
    """What the user typed in the session, in order, each once: the user messages that are
    neither Claude Code's own notes (slash commands) nor a compaction's summary, nor tool
    results."""
    from supermemory_local.engine.readers.requests import typed_text

    typed = (
        typed_text(_text(r["message"].get("content")))
        for r in read_records(path)
        if r["message"].get("role") == "user"
        and not r.get("isCompactSummary")
        and not _is_harness(r)
    )
    return list(dict.fromkeys(t for t in typed if t))


def session_so_far(session_id: str, path: Path) -> SessionSoFar | None:
    """The newest compaction summary of the transcript and the turns after it (every
    turn without one); None when the transcript has no turn."""
    from supermemory_local.engine.adapters import get_adapter
    from supermemory_local.engine.messages import to_entries
    from supermemory_local.engine.readers.requests import typed_text

    records = read_records(path)
    if not records:
        return None
    cut = next(
        (k for k in range(len(records) - 1, -1, -1) if records[k].get("isCompactSummary")), None
    )
    start = -1 if cut is None else cut
    kept = [(k, r) for k, r in enumerate(records) if not _is_harness(r) and k != cut]
    before = [r for k, r in kept if k < start]
    after = [r for k, r in kept if k > start]
    turns = to_entries(get_adapter("anthropic").load(_messages(after))) if after else []
    requests = [
        typed
        for r in before
        if r["message"].get("role") == "user"
        and (typed := typed_text(_text(r["message"].get("content"))))
    ]
    return SessionSoFar(
        session_id=session_id,
        through=str(records[-1].get("uuid") or len(records)),
        turns=turns,
        summary=summary_of(records[cut]) if cut is not None else None,
        requests=list(dict.fromkeys(requests)),
    )
