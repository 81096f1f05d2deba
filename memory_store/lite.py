"""The store's reads on SQLite without SQLAlchemy: what a hook or ``supermemory list`` needs.

Importing SQLAlchemy costs more than a Claude Code hook may take in all (about 160 ms of a
process that must answer in 150), and a hook that answers (``SessionStart``,
``PreCompact``) or ``supermemory list`` only reads: a few memories, the scope's recorded
name, and one event row. :class:`LiteStore` does those with the standard library's
``sqlite3``, behind :class:`~supermemory_local.store.repository.MemoryStore`'s own method
names and results, and hands everything else to a ``MemoryStore`` it opens on first use
(a write through the privacy filter, a search, a scope not named yet, the event cap).

It is used only where it cannot differ: a plain ``sqlite:///FILE`` URL whose file exists
and whose schema is at the migration head (``migrate.HEAD_REVISION``); anything else
(PostgreSQL, a new or older file, an in-memory database) opens ``MemoryStore`` as before.
``tests/memory_store/test_lite.py`` runs the same operations through both on the same
file and asserts identical results (rows, order, filters, newest-per-session, scope
names, the event record).
"""

from __future__ import annotations

import builtins
import json
import sqlite3
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from supermemory_local.config import Settings
from supermemory_local.store.errors import StoreError, first_line

if TYPE_CHECKING:
    from supermemory_local.store.events import Event
    from supermemory_local.store.repository import Memory, MemoryStore
    from supermemory_local.store.scopes import ScopeName

_PREFIX = "sqlite:///"
SESSION_TYPE = "conversation"  # store.versions.SESSION_TYPE (a test holds them equal)
_COLUMNS = "id, content, type, scope, session_id, source, metadata, created_at, updated_at, owner"
# store.versions.is_current, in SQL: not a session memory, or no later version of it.
# coalesce() on the type as there: it keeps SQLite off ix_memories_type_id, so the
# session's few versions are read from ix_memories_session_id_id.
_CURRENT = (
    "(m.type != :session_type OR m.session_id IS NULL OR NOT EXISTS ("
    "SELECT newer.pk FROM memories AS newer WHERE newer.session_id = m.session_id "
    "AND coalesce(newer.type, '') = :session_type AND newer.scope = m.scope "
    "AND newer.id > m.id))"
)
_EVENT_COLUMNS = (
    "session_id",
    "scope",
    "host",
    "model",
    "at",
    "step",
    "kind",
    "context_window",
    "input_reported",
    "input_estimated",
    "tokens_before",
    "tokens_after",
    "messages_removed",
    "memory_id",
)


def sqlite_path(url: str) -> Path | None:
    """The file of a plain ``sqlite:///FILE`` URL (no driver, no query); else None."""
    if not url.startswith(_PREFIX) or "?" in url:
        return None
    database = url[len(_PREFIX) :]
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database).expanduser()


def stored_time(value: datetime) -> str:
    """A time as SQLAlchemy's SQLite ``DateTime`` stores it (naive UTC, microseconds)."""
    if value.tzinfo is None:
        raise ValueError("naive datetime: memories store timezone-aware UTC times only")
    return value.astimezone(UTC).replace(tzinfo=None).isoformat(" ", "microseconds")


def read_time(value: str) -> datetime:
    return datetime.fromisoformat(value).replace(tzinfo=UTC)


def _memory(row: sqlite3.Row) -> Memory:
    from supermemory_local.store.repository import Memory

    metadata = json.loads(row["metadata"]) if row["metadata"] is not None else None
    return Memory(
        id=row["id"],
        content=row["content"],
        type=row["type"],
        scope=row["scope"],
        session_id=row["session_id"],
        source=row["source"],
        metadata=dict(metadata or {}),
        created_at=read_time(row["created_at"]),
        updated_at=read_time(row["updated_at"]),
        owner=row["owner"],
    )


class LiteStore:
    """Reads of a SQLite store at head with ``sqlite3``; the rest by a ``MemoryStore``."""

    def __init__(self, connection: sqlite3.Connection, path: Path, settings: Settings) -> None:
        self._db = connection
        self._path = path
        self._settings = settings
        self._full: MemoryStore | None = None
        self._named: set[str] = set()
        self._owner: str | None = None
        self.events = LiteEvents(self)

    @classmethod
    def open(cls, settings: Settings, *, url: str | None = None) -> LiteStore | None:
        """The store at ``url`` (as ``MemoryStore.open`` resolves it) if this path can
        serve it: a SQLite file that exists, at the migration head; else None."""
        from supermemory_local.store.db import BUSY_TIMEOUT_MS, resolve_url
        from supermemory_local.store.migrate import HEAD_REVISION
        from supermemory_local.store.private_files import check_side_files

        path = sqlite_path(resolve_url(settings, url))
        if path is None or not path.is_file():
            return None
        check_side_files(path)  # as MemoryStore's engine does before each connection
        try:
            connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        except sqlite3.Error:
            return None
        try:
            connection.row_factory = sqlite3.Row
            connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            revision = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        except sqlite3.Error:
            connection.close()
            return None
        if revision is None or revision[0] != HEAD_REVISION:
            connection.close()
            return None
        connection.execute("PRAGMA synchronous = NORMAL")
        connection.execute("PRAGMA foreign_keys = ON")
        return cls(connection, path, settings)

    def full(self) -> MemoryStore:
        """The SQLAlchemy store on the same file, opened on first use."""
        if self._full is None:
            from supermemory_local.store.repository import MemoryStore

            self._full = MemoryStore.open(self._settings, url=f"{_PREFIX}{self._path}")
        return self._full

    def __getattr__(self, name: str) -> Any:
        # Everything this path does not do itself (add, search, forget, stats, ...).
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.full(), name)

    def close(self) -> None:
        self._db.close()
        if self._full is not None:
            self._full.close()
            self._full = None

    def __enter__(self) -> LiteStore:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    @property
    def url(self) -> str:
        return f"{_PREFIX}{self._path}"

    @property
    def backend(self) -> str:
        return "sqlite"

    @property
    def owner(self) -> str:
        if self._owner is None:
            from supermemory_local.store.repository import os_user

            self._owner = os_user()
        return self._owner

    @property
    def semantic_available(self) -> bool:
        from supermemory_local.store.semantic import missing

        return not missing("sqlite")

    def _rows(self, sql: str, params: dict[str, Any] | Sequence[Any]) -> list[sqlite3.Row]:
        try:
            return self._db.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise StoreError(f"database error on {self.url}: {first_line(exc)}") from exc

    # -- memories -------------------------------------------------------------------

    def list(
        self,
        *,
        scope: str | None = None,
        type: str | None = None,
        session_id: str | None = None,
        limit: int | None = 20,
        since: datetime | None = None,
        until: datetime | None = None,
        all_versions: bool = False,
    ) -> builtins.list[Memory]:
        """``MemoryStore.list``: newest first, each session's memory once (its newest)."""
        from supermemory_local.store.repository import _check_limit

        _check_limit(limit)
        where: builtins.list[str] = []
        params: dict[str, Any] = {
            "session_type": SESSION_TYPE,
            "limit": -1 if limit is None else limit,
        }
        for column, value in (("scope", scope), ("type", type), ("session_id", session_id)):
            if value is not None:
                where.append(f"m.{column} = :{column}")
                params[column] = value
        if since is not None:
            where.append("m.created_at >= :since")
            params["since"] = stored_time(since)
        if until is not None:
            where.append("m.created_at < :until")
            params["until"] = stored_time(until)
        if not all_versions:
            where.append(_CURRENT)
        clause = f" WHERE {' AND '.join(where)}" if where else ""
        sql = f"SELECT {_COLUMNS} FROM memories AS m{clause} ORDER BY m.id DESC LIMIT :limit"
        return [_memory(row) for row in self._rows(sql, params)]

    def get(self, memory_id: str) -> Memory | None:
        rows = self._rows(f"SELECT {_COLUMNS} FROM memories WHERE id = ?", (memory_id,))
        return _memory(rows[0]) if rows else None

    # -- scope names -----------------------------------------------------------------

    def name_scope(self, described: ScopeName) -> None:
        """``MemoryStore.name_scope``: a scope named already is a read; naming a new one
        (a write through the privacy filter) is ``MemoryStore``'s."""
        if described.scope in self._named:
            return
        known = self._rows("SELECT scope FROM scopes WHERE scope = ?", (described.scope,))
        if not known:
            self.full().name_scope(described)
        self._named.add(described.scope)

    def scope_names(self, scope_tags: Iterable[str]) -> dict[str, ScopeName]:
        from supermemory_local.store.scopes import ScopeName

        wanted = sorted(set(scope_tags))
        if not wanted:
            return {}
        marks = ", ".join("?" * len(wanted))
        rows = self._rows(
            f"SELECT scope, kind, name, path FROM scopes WHERE scope IN ({marks})", wanted
        )
        return {r["scope"]: ScopeName(r["scope"], r["kind"], r["name"], r["path"]) for r in rows}

    def scopes_named(self, name: str) -> builtins.list[ScopeName]:
        from supermemory_local.store.scopes import ScopeName

        rows = self._rows(
            "SELECT scope, kind, name, path FROM scopes WHERE name = ? OR path = ? "
            "ORDER BY created_at",
            (name, name),
        )
        return [ScopeName(r["scope"], r["kind"], r["name"], r["path"]) for r in rows]


class LiteEvents:
    """``EventLog``'s writes of a hook (a few rows) and ``last_step``, with ``sqlite3``:
    the same retention on the first write, the same per-session cap and trim."""

    def __init__(self, store: LiteStore) -> None:
        self.store = store
        self._writes = 0

    def last_step(self, session_id: str) -> int:
        rows = self.store._rows("SELECT max(step) FROM events WHERE session_id = ?", (session_id,))
        return int(rows[0][0] or 0)

    def write(self, events: Sequence[Event]) -> int:
        from supermemory_local.store.events import CALL, RETENTION_EVERY, TRIM_SHARE

        settings = self.store._settings
        cap = int(settings.events_per_session)
        if cap <= 0 or not events:
            return 0
        owner = self.store.owner
        db = self.store._db
        marks = ", ".join("?" * (len(_EVENT_COLUMNS) + 1))
        insert = f"INSERT INTO events ({', '.join(_EVENT_COLUMNS)}, owner) VALUES ({marks})"
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                if self._writes % RETENTION_EVERY == 0:
                    days = int(settings.event_retention_days)
                    if days > 0:
                        cut = stored_time(datetime.now(UTC) - timedelta(days=days))
                        db.execute("DELETE FROM events WHERE at < ?", (cut,))
                self._writes += 1
                for e in events:
                    values = [getattr(e, name) for name in _EVENT_COLUMNS]
                    at = e.at if e.at is not None else datetime.now(UTC)
                    values[_EVENT_COLUMNS.index("at")] = stored_time(at)
                    db.execute(insert, (*values, owner))
                for session_id in {e.session_id for e in events}:
                    count = self._count(session_id)
                    excess = count - (cap - int(cap * TRIM_SHARE)) if count > cap else 0
                    for only_calls in (True, False):
                        if excess <= 0:
                            break
                        kind = " AND kind = ?" if only_calls else ""
                        args = (session_id, CALL) if only_calls else (session_id,)
                        done = db.execute(
                            "DELETE FROM events WHERE pk IN (SELECT pk FROM events "
                            f"WHERE session_id = ?{kind} ORDER BY pk LIMIT ?)",
                            (*args, excess),
                        )
                        excess -= max(done.rowcount, 0)
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise StoreError(f"database error on {self.store.url}: {first_line(exc)}") from exc
        return len(events)

    def _count(self, session_id: str) -> int:
        rows = self.store._db.execute(
            "SELECT count(*) FROM events WHERE session_id = ?", (session_id,)
        ).fetchall()
        return int(rows[0][0])


def open_reader(settings: Settings, *, url: str | None = None) -> MemoryStore:
    """The store for a process that mostly reads: :class:`LiteStore` where it serves the
    URL, else ``MemoryStore.open`` (PostgreSQL, a new file, a schema to migrate)."""
    lite = LiteStore.open(settings, url=url)
    if lite is not None:
        # Same methods and results as MemoryStore's (tests/memory_store/test_lite.py);
        # what it does not do itself it hands to one.
        return lite  # type: ignore[return-value]
    from supermemory_local.store.repository import MemoryStore

    return MemoryStore.open(settings, url=url)
