"""The bridge's memories for hosts that run without the long-lived bridge process.

Claude Code runs a hook command per event and an MCP client starts ``supermemory mcp``:
both need the same things the OpenCode bridge has after ``init`` (the config loaded
leniently, the project's scope from the host's working directory, one
:class:`~supermemory.bridge.memories.Memories`) and the same session-start context.
What goes into that context is decided here, once, for every host.
"""

from __future__ import annotations

import logging
import re
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from supermemory.bridge.memories import Memories, snippet
from supermemory.config import ConfigWarning, load_config

if TYPE_CHECKING:
    from supermemory.store.repository import Memory

# Claude Code cuts additional context and compaction instructions at 10,000 characters
# (longer context is saved to a file and only a preview is injected): stay below it.
CONTEXT_CHARS = 9_000
SUMMARY_CUT_NOTE = "[… cut to fit; `supermemory show {id}` prints the whole summary]"
_SUMMARY_TAG = re.compile(r"<summary>(.*?)</summary>", re.DOTALL | re.IGNORECASE)
_OPEN_SUMMARY = re.compile(r"<summary>(.*)\Z", re.DOTALL | re.IGNORECASE)
_ANALYSIS = re.compile(r"<analysis>.*?</analysis>", re.DOTALL | re.IGNORECASE)


@dataclass(frozen=True)
class HostMemories:
    """A host's view of the store: the project's memories and what loading the config said."""

    memories: Memories
    directory: Path
    problems: tuple[str, ...]  # config errors (defaults used for those keys) and warnings


def open_memories(directory: Path | None, logger: logging.Logger, *, source: str) -> HostMemories:
    """Settings (a broken config: defaults and a problem), scope and store for ``directory``.

    The store is opened in the background; the first call that needs it waits.
    """
    from supermemory.store.scopes import project_root, project_scope

    where = (directory or Path.cwd()).resolve()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ConfigWarning)
        loaded = load_config(on_error="warn")
    unknown = [str(w.message) for w in caught if issubclass(w.category, ConfigWarning)]
    for problem in loaded.problems:
        logger.info("config error: %s", problem)
    for message in unknown:
        logger.info("config warning: %s", message)
    scope = project_scope(project_root(where))
    memories = Memories(loaded.settings, scope, logger, source=source)
    memories.start()
    return HostMemories(memories, where, (*loaded.problems, *unknown))


def summary_text(compact_summary: str) -> str:
    """What is between the ``<summary>`` tags of a compaction answer (the last such block);
    without tags, the answer less its ``<analysis>`` block."""
    blocks = [str(b).strip() for b in _SUMMARY_TAG.findall(compact_summary) if str(b).strip()]
    if blocks:
        return blocks[-1]
    opened = _OPEN_SUMMARY.search(compact_summary)  # a summary cut off before its end tag
    if opened and opened.group(1).strip():
        return str(opened.group(1)).strip()
    return _ANALYSIS.sub("", compact_summary).strip()


def _cut_lines(text: str, chars: int, note: str) -> str:
    """``text`` within ``chars``, cut at a line boundary with ``note`` where it was cut."""
    if len(text) <= chars:
        return text
    room = max(0, chars - len(note) - 1)
    head = text[:room]
    if "\n" in head:
        head = head[: head.rfind("\n")]
    return f"{head.rstrip()}\n{note}"


def session_context(
    memories: Memories,
    *,
    session_id: str | None,
    query: str = "",
    chars: int = CONTEXT_CHARS,
) -> tuple[str, list[str]]:
    """The context a new (or resumed, cleared, compacted) session starts with, and the ids in it.

    The project's newest summary first (not one of this very session, which the host
    already holds), then the relevant memories that are not summaries (superseded
    summaries are never injected), all within ``chars``; marked as context, never as
    the user's words. ``("", [])`` when the project has nothing yet.
    """
    settings = memories.settings
    if not settings.inject_memories:
        return "", []
    store = memories.store()
    summary: Memory | None = None
    for candidate in store.list(scope=memories.scope, type="conversation", limit=5):
        if session_id is None or candidate.session_id != session_id:
            summary = candidate
            break
    found = [
        m
        for m in memories.relevant(
            " ".join(filter(None, [query, summary.content if summary else ""])),
            settings.injected_memory_limit + 5,
        )
        if m.type != "conversation"
    ][: settings.injected_memory_limit]
    if summary is None and not found:
        return "", []
    head = "[Supermemory] Context of this project from earlier sessions (not the user's words)."
    listed = "\n".join(f"- {snippet(m)}" for m in found)
    tail = (
        f"\n\nRelevant memories:\n{listed}" if found else ""
    ) + "\nUse this if it helps; the supermemory tools (search, list, show) find more."
    ids = [m.id for m in found]
    if summary is None:
        return _cut_lines(f"{head}{tail}", chars, "[… more memories left out]"), ids
    stamp = f"{summary.created_at:%Y-%m-%d %H:%M} UTC"
    intro = f"{head}\n\nThe newest summary of this project ({summary.id}, {stamp}):\n"
    room = chars - len(intro) - len(tail)
    if room < 500:  # too many memories to also fit the summary: fewer memories
        tail = _cut_lines(tail, chars // 3, "[… more memories left out]")
        room = chars - len(intro) - len(tail)
    body = _cut_lines(summary.content, room, SUMMARY_CUT_NOTE.format(id=summary.id))
    return f"{intro}{body}{tail}", [summary.id, *ids]
