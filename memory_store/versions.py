"""One living memory per session: which version of a session's memory is the current one.

A session's memory (type ``conversation`` with a session id) is saved again each time the
session is brought up to date: when it goes idle, when it ends, at every compaction. Every
version stays in the store as the session's history; the newest one (the highest id: ids
sort by creation) is *current*, every earlier one of the same session and scope is
*superseded*. Lists, search results, injection and the memory tool show current versions
only; ``supermemory list --all-versions`` shows the history. A memory of any other type, or
one without a session (a ``conversation`` added by hand), is never superseded.

Two forms of the one rule: :func:`is_current` for SQL (the store's ``list`` and ``search``
filter with it, answered from the ``(session_id, id)`` index), :func:`newest_per_session`
for memories already read.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol, TypeVar

if TYPE_CHECKING:
    from sqlalchemy import ColumnElement, Table

SESSION_TYPE = "conversation"  # the type of session memories


class _Versioned(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def type(self) -> str: ...
    @property
    def scope(self) -> str: ...
    @property
    def session_id(self) -> str | None: ...


M = TypeVar("M", bound=_Versioned)


def is_session_memory(memory: _Versioned) -> bool:
    """A memory a session saved (it has versions): ``conversation`` with a session id."""
    return memory.type == SESSION_TYPE and memory.session_id is not None


def is_current(table: Table) -> ColumnElement[bool]:
    """SQL: the row is not superseded: not a session memory, or no later session memory
    of the same session and scope exists."""
    from sqlalchemy import exists, func, not_, or_, select

    newer = table.alias("newer_version")
    later = exists(
        select(newer.c.pk).where(
            newer.c.session_id == table.c.session_id,
            # Through coalesce() the type cannot pick an index: without statistics SQLite
            # preferred ix_memories_type_id (type = ? AND id > ?), which reads every later
            # session memory of the store (~20,000 rows for an old one at 100,000
            # memories: 10 ms a row checked) instead of the session's few versions.
            func.coalesce(newer.c.type, "") == SESSION_TYPE,
            newer.c.scope == table.c.scope,
            newer.c.id > table.c.id,
        )
    )
    return or_(table.c.type != SESSION_TYPE, table.c.session_id.is_(None), not_(later))


def newest_per_session(memories: Iterable[M]) -> list[M]:
    """``memories`` without the superseded versions, order kept: of each session's memories
    only the one with the highest id (the newest) stays; other memories all stay."""
    items = list(memories)
    newest: dict[tuple[str, str], str] = {}
    for m in items:
        if is_session_memory(m):
            key = (m.scope, m.session_id or "")
            if m.id > newest.get(key, ""):
                newest[key] = m.id
    return [
        m
        for m in items
        if not is_session_memory(m) or newest[(m.scope, m.session_id or "")] == m.id
    ]
