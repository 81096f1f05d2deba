"""The bridge's memories for hosts that run without the long-lived bridge process.

Claude Code runs a hook command per event and an MCP client starts ``supermemory mcp``:
both need the same things the OpenCode bridge has after ``init`` (the config loaded
leniently, the project's scope from the host's working directory, one
:class:`~supermemory_local.hosts.memories.Memories`) and the same session-start context.
What goes into that context is decided here, once, for every host.
"""

from __future__ import annotations

import logging
import re
import warnings
from dataclasses import dataclass
from pathlib import Path

from supermemory_local.config import ConfigWarning, load_config
from supermemory_local.hosts.memories import Memories

# Claude Code cuts additional context and compaction instructions at 10,000 characters
# (longer context is saved to a file and only a preview is injected): stay below it.
CONTEXT_CHARS = 9_000
CONTEXT_NOTE = "Use them if they help; the supermemory tools (search, list, show) find more."
_SUMMARY_TAG = re.compile(r"<summary>(.*?)</summary>", re.DOTALL | re.IGNORECASE)
_OPEN_SUMMARY = re.compile(r"<summary>(.*)\Z", re.DOTALL | re.IGNORECASE)
_ANALYSIS = re.compile(r"<analysis>.*?</analysis>", re.DOTALL | re.IGNORECASE)


@dataclass(frozen=True)
class HostMemories:
    """A host's view of the store: the project's memories and what loading the config said."""

    memories: Memories
    directory: Path
    problems: tuple[str, ...]  # config errors (defaults used for those keys) and warnings


def open_memories(
    directory: Path | None,
    logger: logging.Logger,
    *,
    source: str,
    wait_s: float | None = None,
    start: bool = True,
    reader: bool = False,
) -> HostMemories:
    """Settings (a broken config: defaults and a problem), scope and store for ``directory``.

    The store is opened in the background; the first call that needs it waits. With
    ``start=False`` it is opened by that first call (the MCP server: its client waits for
    ``initialize`` first, and importing the store in a thread would slow that down).
    ``reader=True``: a process that mostly reads, served without SQLAlchemy on a SQLite
    file at head (:mod:`supermemory_local.store.lite`).
    """
    from supermemory_local.store.scopes import describe_project, project_root

    where = (directory or Path.cwd()).resolve()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ConfigWarning)
        loaded = load_config(on_error="warn")
    unknown = [str(w.message) for w in caught if issubclass(w.category, ConfigWarning)]
    for problem in loaded.problems:
        logger.info("config error: %s", problem)
    for message in unknown:
        logger.info("config warning: %s", message)
    named = describe_project(project_root(where))
    memories = Memories(
        loaded.settings, named.scope, logger, source=source, named=named, reader=reader
    )
    if wait_s is not None:
        memories.wait_s = wait_s
    if start:
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


def session_context(
    memories: Memories, *, session_id: str | None, query: str = ""
) -> tuple[str, list[str]]:
    """The context a new (or resumed, cleared, compacted) session starts with, and the ids
    in it: :meth:`Memories.injection`, as the OpenCode bridge injects it, less this very
    session's own summary (the host already holds it) and within Claude Code's cut."""
    return memories.injection(
        query, note=CONTEXT_NOTE, exclude_session=session_id, max_chars=CONTEXT_CHARS
    )
