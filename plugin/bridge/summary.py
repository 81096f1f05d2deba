"""Finding the newest compaction summary of a session and shaping it for the store."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from plugin.engine.prompts import FIVE_SECTION_HEADINGS, SUMMARY_MEMORY_PREFIX

FIRST_HEADING_STEM = "## 1. User Requests"
PREAMBLE_HEADING = "## Notes"


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


def summary_memory(text: str) -> str:
    """``[Session Summary]\\n## 1. User Requests…``: the saved form, no text lost.

    A summary that does not start with the first heading is reshaped: text before the
    heading moves to a closing ``## Notes`` section; without the heading at all, the
    whole text goes under it.
    """
    body = text.strip()
    if body.startswith(SUMMARY_MEMORY_PREFIX.strip()):
        body = body[len(SUMMARY_MEMORY_PREFIX.strip()) :].strip()
    if not body.startswith(FIRST_HEADING_STEM):
        at = body.find("\n" + FIRST_HEADING_STEM)
        if at >= 0:
            preamble, rest = body[:at].strip(), body[at + 1 :].strip()
            body = f"{rest}\n\n{PREAMBLE_HEADING}\n{preamble}" if preamble else rest
        else:
            body = f"{FIVE_SECTION_HEADINGS[0]}\n{body}"
    return SUMMARY_MEMORY_PREFIX + body
