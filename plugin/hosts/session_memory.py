"""One living memory per session, for every host: the session up to its last finished turn.

A host calls :func:`refresh` when a session goes idle, when it ends and after each
compaction, with what it has: the newest compaction summary (if the session compacted)
and the turns after it (the ones the host kept word for word and every later one). The
memory saved is those merged into the five sections, not appended:

- no compaction yet: the five-section summary of the turns;
- after a compaction, with the offline summarizer: the turns' five-section summary is
  merged section by section into the compaction's (requests united in order, the latest
  state and current work from the turns: the extractive merge stage, as for chunks);
- after a compaction, with a configured model: one call over the compaction summary
  (``[Session Summary]``, which the prompt tells it to carry forward) and the turns.

Each refresh saves a new version of the session's memory; the earlier ones stay as its
history, superseded (``supermemory_local.store.versions``). Nothing is saved when the
session has no request yet, or when its newest version already covers the same turns
(``metadata["through"]``, the last message the host counted). Without a configured
summarizer no model is called; with one, each refresh is one call (two when the turns
are long enough to be summarized in chunks).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from supermemory_local.config import Settings
from supermemory_local.engine.prompts import (
    FIVE_SECTION_HEADINGS,
    FIVE_SECTION_PROMPT,
    PREAMBLE_HEADING,
    summary_memory,
)
from supermemory_local.engine.transcript import Entry

if TYPE_CHECKING:
    from supermemory_local.engine.summarizer import Summarizer
    from supermemory_local.hosts.memories import Memories
    from supermemory_local.store.repository import Memory

Trigger = str  # "idle", "end", "compaction"


@dataclass(frozen=True)
class SessionSoFar:
    """What a host hands over: the session as it stands."""

    session_id: str
    # The last message counted (an id); the same again means nothing new. None: the
    # host keeps its own record of what it saved (the library: ConversationState's).
    through: str | None
    turns: Sequence[Entry]  # after the newest compaction (all of them without one)
    summary: str | None = None  # the newest compaction summary, as the host has it
    requests: Sequence[str] = ()  # what the user typed before the summary (its first section)


def summarizer_for(settings: Settings) -> Summarizer:
    """The configured summarizer; without one (or a broken one) the offline extractive."""
    from supermemory_local.engine.summarizer import (
        SummaryError,
        make_summarizer,
        offline_summarizer,
    )

    try:
        return make_summarizer(settings)
    except SummaryError:
        return offline_summarizer(chars_per_token=settings.chars_per_token)


def has_request(entries: Sequence[Entry]) -> bool:
    from supermemory_local.summarizers.facts import is_request

    return any(is_request(e) for e in entries)


def merged_text(
    so_far: SessionSoFar, settings: Settings, summarizer: Summarizer
) -> tuple[str, dict[str, Any]]:
    """The session's memory text (five sections, ``[Session Summary]`` form) and what
    made it (summarizer, level) for the metadata."""
    from supermemory_local.engine.full_summary import SummaryOutcome, summarize_history

    def five_sections(entries: Sequence[Entry]) -> SummaryOutcome:
        return summarize_history(
            entries,
            summarizer,
            settings,
            headings=FIVE_SECTION_HEADINGS,
            instructions=FIVE_SECTION_PROMPT,
        )

    previous = summary_memory(so_far.summary, list(so_far.requests)) if so_far.summary else None
    turns = tuple(so_far.turns)
    if previous is None:  # no compaction yet: the whole session, summarized
        outcome = five_sections(turns)
        return summary_memory(outcome.text), _made(outcome.summarizer, outcome.level)
    if not has_request(turns):  # nothing typed since the compaction: the summary it is
        return previous, _made("host", 0)
    if not getattr(summarizer, "reads_whole_history", False):
        # A model: one call over the summary and the turns after it (anchored).
        anchor = Entry(0, "user", previous, pinned=True)
        entries = (anchor, *(replace(e, index=k) for k, e in enumerate(turns, start=1)))
        outcome = five_sections(entries)
        return summary_memory(outcome.text), _made(outcome.summarizer, outcome.level)
    # Offline: the turns' own summary merged into the compaction's, section by section.
    later = five_sections(turns)
    merged = _merge(
        [_requests(so_far.requests), previous, summary_memory(later.text)], summarizer, settings
    )
    return merged, _made(later.summarizer, later.level)


def _made(summarizer: str, level: int) -> dict[str, Any]:
    return {"summarizer": summarizer, "summary_level": level}


def _requests(requests: Sequence[str]) -> str:
    """What the user typed before the compaction, verbatim, as a first section (the
    compaction's model may have put them in its own words)."""
    items = "\n".join(f"- {r}" for r in requests)
    return f"{FIVE_SECTION_HEADINGS[0]}\n{items}" if items else ""


def _merge(memories: Sequence[str], summarizer: Summarizer, settings: Settings) -> str:
    """Five-section memories made one by the summarizer's merge stage, in order; the
    ``## Notes`` of each (text in another structure) kept after it."""
    from supermemory_local.engine.summarizer import SummaryRequest

    parts = tuple(
        Entry(k, "assistant", _body(text)) for k, text in enumerate(memories, start=1) if text
    )
    request = SummaryRequest(
        entries=parts,
        headings=FIVE_SECTION_HEADINGS,
        instructions=FIVE_SECTION_PROMPT,
        max_output_tokens=settings.compact_max_output_tokens,
        stage="merge",
        part=1,
        parts=len(parts),
    )
    text = summarizer.summarize(request).strip()
    notes = "\n\n".join(n for n in map(_notes, memories) if n)
    return summary_memory(f"{text}\n\n{PREAMBLE_HEADING}\n{notes}" if notes else text)


def _body(memory: str) -> str:
    from supermemory_local.engine.prompts import SUMMARY_MEMORY_PREFIX

    return memory.removeprefix(SUMMARY_MEMORY_PREFIX)


def _notes(memory: str) -> str:
    at = memory.find(f"\n{PREAMBLE_HEADING}\n")
    return memory[at + len(PREAMBLE_HEADING) + 2 :].strip() if at >= 0 else ""


def refresh(
    memories: Memories,
    so_far: SessionSoFar,
    *,
    trigger: Trigger,
    metadata: dict[str, Any] | None = None,
    summarizer: Summarizer | None = None,
    settings: Settings | None = None,
) -> Memory | None:
    """Bring the session's memory up to date: a new version, or None when there is
    nothing new (no request yet, or the newest version covers ``so_far.through``).
    ``summarizer`` and ``settings``: the host's own (the library's ``summarizer=`` and
    its output cap); by default the configured summarizer and the memories' settings."""
    if not so_far.summary and not has_request(so_far.turns):
        return None
    current = memories.session_memory(so_far.session_id)
    through = so_far.through
    if current is not None and through is not None and current.metadata.get("through") == through:
        return None
    settings = settings or memories.settings
    text, made = merged_text(so_far, settings, summarizer or summarizer_for(settings))
    if current is not None and current.content == text:
        return None  # nothing the memory does not say already
    meta = {**(metadata or {}), **made, "trigger": trigger}
    if through is not None:
        meta["through"] = through
    return memories.save_summary(text, session_id=so_far.session_id, metadata=meta)
