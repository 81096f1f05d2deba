"""The ``supermemory`` tool the agent calls: add / search / list / read / forget.

Every outcome is a sentence the model (and the user reading along) can act on; a
``forget`` of an id that does not exist says so and deletes nothing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from supermemory_local.hosts.memories import Memories
from supermemory_local.store.text import one_line

if TYPE_CHECKING:
    from supermemory_local.store.passages import Passage
    from supermemory_local.store.repository import Memory

ACTIONS = ("add", "search", "list", "read", "forget")
DEFAULT_ADD_TYPE = "preference"
LIST_DEFAULT = 10
LIST_MAX = 100
SHOWN_CHARS = 400  # of a memory's passage that matched a search, or of its start

_TYPE_PREFIX = re.compile(r"^\s*([a-z-]+)\s*:\s*", re.IGNORECASE)
_ID_SPLIT = re.compile(r"[\s,;]+")


def run_tool(memories: Memories, action: str, content: str, *, session_id: str | None) -> str:
    from supermemory_local.store.errors import MemoryNotFoundError, OutOfScopeError, StoreError

    action = (action or "").strip().lower()
    content = content or ""
    try:
        if action == "add":
            return _add(memories, content, session_id)
        if action == "search":
            return _search(memories, content)
        if action == "list":
            return _list(memories, content)
        if action == "read":
            return _read(memories, content)
        if action == "forget":
            return _forget(memories, content)
    except OutOfScopeError as exc:
        listed = ", ".join(exc.ids)
        return (
            f"Refused: {listed} {'is' if len(exc.ids) == 1 else 'are'} not a memory of this "
            "project; this session can forget only this project's memories. Nothing was deleted."
        )
    except MemoryNotFoundError as exc:
        missing = ", ".join(exc.ids)
        return (
            f"Not found: no memory with id {missing}. Nothing was deleted. "
            'Use action "list" or "search" to see the ids that exist.'
        )
    except StoreError as exc:
        return f"supermemory could not {action}: {exc}"
    return f"Unknown action {action!r}: use one of {', '.join(ACTIONS)}."


def _add(memories: Memories, content: str, session_id: str | None) -> str:
    from supermemory_local.store.repository import MEMORY_TYPES

    kind = DEFAULT_ADD_TYPE
    match = _TYPE_PREFIX.match(content)
    if match and match.group(1).lower() in MEMORY_TYPES:
        kind = match.group(1).lower()
        content = content[match.end() :]
    if not content.strip():
        return 'Nothing to remember: put the text to store in "content".'
    # A hand-added `conversation` is kept, but never as a version of the session's own
    # memory (store.versions): it carries the session in its metadata instead.
    hand_made = kind == "conversation"
    memory = memories.store().add(
        content.rstrip(),  # leading whitespace is part of the memory (indented code, YAML)
        scope=memories.scope,
        type=kind,
        session_id=None if hand_made else session_id,
        source=memories.source,
        metadata={"session": session_id} if hand_made and session_id else None,
    )
    return f"Remembered as {memory.id} ({memory.type}): {one_line(memory.content, SHOWN_CHARS)}"


def _search(memories: Memories, query: str) -> str:
    if not query.strip():
        return 'Nothing to search for: put the search words in "content".'
    found = memories.store().search(
        query, scope=memories.scope, limit=memories.settings.search_limit
    )
    if not found:
        return f"No memories match {query.strip()!r} in this project."
    from supermemory_local.store.search import parse_terms

    terms = parse_terms(query)
    return (
        f"{len(found)} memor{'y' if len(found) == 1 else 'ies'} match "
        '(the passage that matched, terms in **bold**; action "read" with an id shows '
        "one in full):\n" + "\n".join(hit(m, terms) for m in found)
    )


def matched_passage(memory: Memory, terms: list[str]) -> Passage:
    """The passage of ``memory`` that a search for ``terms`` matched (at most
    :data:`SHOWN_CHARS`, one line); the start of the memory when no term occurs in it."""
    from supermemory_local.store.passages import passage

    return passage(memory.content, terms, SHOWN_CHARS)


def hit(memory: Memory, terms: list[str]) -> str:
    """One search hit as the agent reads it: id, type, date and title, then the passage
    that matched with the terms in **bold** (this tool's and the MCP server's search)."""
    head = f"- {memory.id} [{memory.type}, {memory.created_at:%Y-%m-%d}] {memory.title}"
    return f"{head}\n  {matched_passage(memory, terms).marked()}"


def _read(memories: Memories, content: str) -> str:
    memory_id = content.strip()
    if not memory_id:
        return 'Nothing to read: put the memory id in "content" (see action "list" or "search").'
    memory = memories.store().get(memory_id)
    if memory is None or memory.scope != memories.scope:
        return (
            f"Not found: no memory with id {memory_id} in this project. "
            'Use action "list" or "search" to see the ids that exist.'
        )
    session = f", session {memory.session_id}" if memory.session_id else ""
    when = f"{memory.created_at:%Y-%m-%d %H:%M} UTC"
    return f"{memory.id} [{memory.type}, {when}{session}] {memory.title}\n\n{memory.content}"


def _list(memories: Memories, content: str) -> str:
    text = content.strip()
    limit = int(text) if text.isdigit() and int(text) > 0 else LIST_DEFAULT
    found = memories.store().list(scope=memories.scope, limit=min(limit, LIST_MAX))
    if not found:
        return "This project has no memories yet."
    return f"The {len(found)} newest memories of this project:\n" + _lines(found)


def _forget(memories: Memories, content: str) -> str:
    ids = [i for i in _ID_SPLIT.split(content.strip()) if i]
    if not ids:
        return 'Nothing to forget: put the memory id(s) in "content" (see action "list").'
    deleted = memories.store().forget(ids, scopes=[memories.scope])
    return f"Forgot {deleted} memor{'y' if deleted == 1 else 'ies'}: {', '.join(ids)}"


def _lines(found: list[Memory]) -> str:
    return "\n".join(
        f"- {m.id} [{m.type}, {m.created_at:%Y-%m-%d}] {one_line(m.content, SHOWN_CHARS)}"
        for m in found
    )
