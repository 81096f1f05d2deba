"""The ``memories`` table in SQLAlchemy Core: what Alembic migrates to and the store queries.

Core only, so commands that just read never import ``sqlalchemy.orm`` (the CLI starts on
every call). The typed ORM model over this same table is
``supermemory_local.store.models.MemoryRow``.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Column,
    DateTime,
    Dialect,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
)
from sqlalchemy.types import TypeDecorator

NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_name)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

metadata = MetaData(naming_convention=NAMING_CONVENTION)


class UTCDateTime(TypeDecorator[datetime]):
    """Timezone-aware UTC datetimes on every backend (SQLite keeps no offset itself)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime: memories store timezone-aware UTC times only")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def bind_processor(self, dialect: Dialect) -> Callable[[Any], Any] | None:
        """On SQLite one function from an aware datetime to the stored text: the value
        SQLAlchemy's chain (``process_bind_param``, then SQLite's DATETIME format
        ``YYYY-MM-DD HH:MM:SS.ffffff``) writes, at a third of its cost (two datetimes of
        every imported row; tests/memory_store/test_schema_types.py proves them equal)."""
        if dialect.name != "sqlite":
            return super().bind_processor(dialect)

        def process(value: datetime | None) -> str | None:
            if value is None:
                return None
            if value.tzinfo is None:
                raise ValueError("naive datetime: memories store timezone-aware UTC times only")
            return value.astimezone(UTC).replace(tzinfo=None).isoformat(" ", "microseconds")

        return process

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


# ``pk`` is internal (on SQLite the rowid the FTS index points at); ``id`` is the public,
# time-sortable ``mem_<ULID>``.
memories = Table(
    "memories",
    metadata,
    Column("pk", Integer, primary_key=True, autoincrement=True),
    Column("id", String(32), nullable=False, unique=True),
    Column("content", Text, nullable=False),
    Column("type", String(32), nullable=False),
    Column("scope", String(255), nullable=False),
    Column("session_id", String(255), nullable=True),
    Column("source", String(255), nullable=True),
    Column("metadata", JSON, nullable=False),
    Column("created_at", UTCDateTime(), nullable=False),
    Column("updated_at", UTCDateTime(), nullable=False),
    # Who wrote it: the OS user (SQLite) or the database role (PostgreSQL; migration 0003).
    Column("owner", String(255), nullable=True),
    # `list` filters by one of these and wants the newest first (migration 0002).
    Index("ix_memories_scope_id", "scope", "id"),
    Index("ix_memories_type_id", "type", "id"),
    Index("ix_memories_session_id_id", "session_id", "id"),
)

# What a scope stands for (migration 0006): a project's directory name and path, a
# user's email. Written when the product resolves a scope; one row per scope.
scopes = Table(
    "scopes",
    metadata,
    Column("scope", String(255), primary_key=True),
    Column("kind", String(16), nullable=False),  # project | user
    Column("name", String(255), nullable=False),
    Column("path", Text, nullable=True),
    Column("created_at", UTCDateTime(), nullable=False),
    Column("owner", String(255), nullable=True),
    Index("ix_scopes_name", "name"),
)

# What the engine did to a session's context (migration 0007): one row per model call and
# per strategy step. Ids, sizes and names only, never a message's text (the log's rule).
# ``step`` is the session's position: the model call's number, or the caller's own count
# (the demo numbers its calls by message). ``kind``: ``call``, a strategy's name
# (``truncate_tool_result`` ①, ``compact_old_tool_results`` ②, ``prune_history`` ③,
# ``full_summary`` ④/⑤), ``preemptive_summary``, ``host_compaction``, ``idle_refresh``,
# ``overflow``, ``session_start``, ``session_end``.
events = Table(
    "events",
    metadata,
    Column("pk", Integer, primary_key=True, autoincrement=True),
    Column("session_id", String(255), nullable=False),
    Column("scope", String(255), nullable=True),
    Column("host", String(32), nullable=False),
    Column("model", String(255), nullable=True),
    Column("at", UTCDateTime(), nullable=False),
    Column("step", Integer, nullable=False),
    Column("kind", String(32), nullable=False),
    Column("context_window", Integer, nullable=True),
    Column("input_reported", Integer, nullable=True),
    Column("input_estimated", Integer, nullable=True),
    Column("tokens_before", Integer, nullable=True),
    Column("tokens_after", Integer, nullable=True),
    Column("messages_removed", Integer, nullable=True),
    Column("memory_id", String(32), nullable=True),
    Column("owner", String(255), nullable=True),
    # A session's timeline in order, its cap's oldest rows; the retention's cut.
    Index("ix_events_session_id_pk", "session_id", "pk"),
    Index("ix_events_at", "at"),
)
