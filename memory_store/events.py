"""The event record: what the engine did to each session's context (table ``events``).

Every host writes here (the library's ``ContextManager``, the OpenCode bridge, the Claude
Code hooks): one row per model call and per strategy step, with the session, the time,
the window, the input tokens (reported and estimated), tokens before and after a step,
the messages it removed and the memory it saved. Ids, sizes and names only: no text of a
message ever reaches this table (the log's rule).

Bounded two ways (``plugin/config.py``): ``eventsPerSession`` rows per session (when a
session reaches it, the oldest tenth goes, ``call`` rows first, so the steps and their
markers outlive the usage points between them) and ``eventRetentionDays`` (older rows
are deleted when a process first writes, and every ``RETENTION_EVERY`` writes after).

``supermemory sessions`` and ``supermemory ui`` read it through :class:`EventLog`.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

    from supermemory_local.config import Settings


class Store(Protocol):
    """What the event record uses of ``MemoryStore`` (not imported: it owns this log)."""

    _settings: Settings

    @property
    def owner(self) -> str: ...

    def _read(self) -> AbstractContextManager[Connection]: ...

    def _write(self) -> AbstractContextManager[Connection]: ...


CALL = "call"
# The kinds of step, in the order the cascade runs them, with the symbol and words the
# CLI and the viewer show. A kind not listed here is shown by its name.
STEP_LABELS: dict[str, tuple[str, str]] = {
    "truncate_tool_result": ("①", "truncate tool result"),
    "compact_old_tool_results": ("②", "compact old tool results"),
    "prune_history": ("③", "prune history"),
    "full_summary": ("④", "full summary"),
    "degraded_summary": ("⑤", "degraded summary"),
    "preemptive_summary": ("P", "preemptive compaction"),
    "host_compaction": ("H", "host compaction"),
    "idle_refresh": ("I", "idle refresh"),
    "overflow": ("!", "context overflow"),
    "gave_up": ("✗", "gave up"),
    "session_start": ("S", "session start"),
    "session_end": ("E", "session end"),
}
# Kinds that compacted the whole conversation (what `sessions` counts as compactions).
# A living-memory refresh (idle_refresh, session_end) saves a memory but compacts nothing.
COMPACTIONS = frozenset(
    {"preemptive_summary", "host_compaction", "full_summary", "degraded_summary"}
)
DEFAULT_EVENTS_PER_SESSION = 10_000  # plugin/config.py's default, for documentation
TRIM_SHARE = 0.1  # a full session loses this share of its cap at once (deletes are rare)
RETENTION_EVERY = 1_000  # writes between two retention passes of one process


def label(kind: str) -> str:
    """``① truncate tool result``; an unknown kind by its name."""
    known = STEP_LABELS.get(kind)
    return f"{known[0]} {known[1]}" if known else kind


@dataclass(slots=True)
class Event:
    """One row: a model call (``kind == "call"``) or a step. Sizes are tokens."""

    session_id: str
    kind: str
    step: int
    host: str = "library"
    scope: str | None = None
    model: str | None = None
    # None only when read without times (``timeline(times=False)``, the viewer's chart)
    at: datetime | None = field(default_factory=lambda: datetime.now(UTC))
    context_window: int | None = None
    input_reported: int | None = None
    input_estimated: int | None = None
    tokens_before: int | None = None
    tokens_after: int | None = None
    messages_removed: int | None = None
    memory_id: str | None = None

    def to_json(self) -> dict[str, Any]:
        doc = asdict(self)
        doc["at"] = self.at.isoformat() if self.at is not None else None
        return doc


@dataclass(frozen=True)
class SessionSummary:
    """One line of ``supermemory sessions``."""

    session_id: str
    scope: str | None
    host: str
    model: str | None
    started: datetime
    last: datetime
    calls: int
    compactions: int
    steps: int
    events: int

    def to_json(self) -> dict[str, Any]:
        doc = asdict(self)
        doc["started"] = self.started.isoformat()
        doc["last"] = self.last.isoformat()
        return doc


def _fields() -> tuple[str, ...]:
    return tuple(Event.__dataclass_fields__)


class EventLog:
    """The ``events`` table of one open store: bounded writes and the readers.

    One per :class:`MemoryStore` (``store.events``): it remembers each session's row
    count so a write costs one INSERT and, once every tenth of the cap, one DELETE."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._counts: dict[str, int] = {}
        self._writes = 0

    @property
    def cap(self) -> int:
        return int(self.store._settings.events_per_session)

    # -- writing --------------------------------------------------------------------

    def write(self, events: Sequence[Event]) -> int:
        """Insert ``events`` (in order) within the session cap; how many were kept.

        Raises StoreError on a database failure: a host catches it and logs one line."""
        from supermemory_local.store.db import insert_many
        from supermemory_local.store.schema import events as table

        cap = self.cap
        if cap <= 0 or not events:
            return 0
        owner = self.store.owner
        rows = [{**{name: getattr(e, name) for name in _fields()}, "owner": owner} for e in events]
        with self.store._write() as connection:
            if self._writes % RETENTION_EVERY == 0:
                self._retention(connection)
            self._writes += 1
            insert_many(connection, table, rows)
            for session_id in {e.session_id for e in events}:
                count = self._counts.get(session_id)
                if count is None:
                    count = self._count(connection, session_id)
                else:
                    count += sum(1 for e in events if e.session_id == session_id)
                if count > cap:
                    count = self._trim(connection, session_id, count, cap)
                self._counts[session_id] = count
        return len(rows)

    def _count(self, connection: Connection, session_id: str) -> int:
        from sqlalchemy import func, select

        from supermemory_local.store.schema import events as table

        stmt = select(func.count()).select_from(table).where(table.c.session_id == session_id)
        return int(connection.scalar(stmt) or 0)

    def _trim(self, connection: Connection, session_id: str, count: int, cap: int) -> int:
        """Delete the session's oldest rows down to ``cap`` less a tenth, ``call`` rows
        first (a step and its marker outlive the usage points around it)."""
        from sqlalchemy import delete, select

        from supermemory_local.store.schema import events as table

        excess = count - (cap - int(cap * TRIM_SHARE))
        for only_calls in (True, False):
            if excess <= 0:
                break
            conditions = [table.c.session_id == session_id]
            if only_calls:
                conditions.append(table.c.kind == CALL)
            oldest = select(table.c.pk).where(*conditions).order_by(table.c.pk).limit(excess)
            done = connection.execute(delete(table).where(table.c.pk.in_(oldest.scalar_subquery())))
            excess -= max(done.rowcount or 0, 0)
        return self._count(connection, session_id)

    def _retention(self, connection: Connection) -> None:
        from sqlalchemy import delete

        from supermemory_local.store.schema import events as table

        days = int(self.store._settings.event_retention_days)
        if days <= 0:
            return
        cut = datetime.now(UTC) - timedelta(days=days)
        connection.execute(delete(table).where(table.c.at < cut))
        self._counts.clear()

    def expire(self) -> None:
        """Apply the retention setting now (``supermemory sessions`` does before listing)."""
        with self.store._write() as connection:
            self._retention(connection)

    # -- reading --------------------------------------------------------------------

    def sessions_of(self, session_ids: Sequence[str]) -> list[SessionSummary]:
        return self.sessions(session_ids=session_ids, limit=None)

    def sessions(
        self,
        *,
        scope: str | None = None,
        session_ids: Sequence[str] | None = None,
        limit: int | None = 50,
    ) -> list[SessionSummary]:
        """Sessions with events, the most recently active first."""
        from sqlalchemy import case, func, select

        from supermemory_local.store.schema import events as table

        is_call = case((table.c.kind == CALL, 1), else_=0)
        is_compaction = case((table.c.kind.in_(sorted(COMPACTIONS)), 1), else_=0)
        stmt = (
            select(
                table.c.session_id,
                func.max(table.c.scope),
                func.max(table.c.host),
                func.max(table.c.model),
                func.min(table.c.at),
                func.max(table.c.at).label("last"),
                func.sum(is_call),
                func.sum(is_compaction),
                func.count(),
            )
            .group_by(table.c.session_id)
            .order_by(func.max(table.c.at).desc(), table.c.session_id)
            .limit(limit)
        )
        if scope is not None:
            stmt = stmt.where(table.c.scope == scope)
        if session_ids is not None:
            stmt = stmt.where(table.c.session_id.in_(list(session_ids)))
        from supermemory_local.store.schema import UTCDateTime

        times = UTCDateTime()
        with self.store._read() as connection:
            dialect = connection.dialect
            convert = times.process_result_value
            out = []
            for row in connection.execute(stmt):
                sid, sc, host, model, first, last, calls, comps, count = row
                # min()/max() of a column lose its type on SQLite: parse the stored text.
                first, last = (_as_time(v, dialect, convert) for v in (first, last))
                out.append(
                    SessionSummary(
                        sid,
                        sc,
                        host,
                        model,
                        first,
                        last,
                        int(calls or 0),
                        int(comps or 0),
                        int(count) - int(calls or 0),
                        int(count),
                    )
                )
            return out

    def timeline(self, session_id: str, *, times: bool = True) -> list[Event]:
        """Every event of a session, in the order written. Without ``times`` each
        event's ``at`` is None: reading 5,000 timestamps was a third of the query."""
        from sqlalchemy import select

        from supermemory_local.store.schema import events as table

        names = tuple(n for n in _fields() if times or n != "at")
        stmt = (
            select(*(table.c[name] for name in names))
            .where(table.c.session_id == session_id)
            .order_by(table.c.pk)
        )
        with self.store._read() as connection:
            rows = connection.execute(stmt).all()
        if times:
            return [Event(*row) for row in rows]
        at = _fields().index("at")
        return [Event(*row[:at], None, *row[at:]) for row in rows]  # type: ignore[call-arg]

    def last_step(self, session_id: str) -> int:
        """The highest step recorded for a session (0: none)."""
        from sqlalchemy import func, select

        from supermemory_local.store.schema import events as table

        stmt = select(func.max(table.c.step)).where(table.c.session_id == session_id)
        with self.store._read() as connection:
            return int(connection.scalar(stmt) or 0)

    def find_sessions(self, prefix: str, limit: int = 5) -> list[str]:
        """Session ids starting with ``prefix`` (a user types the start of one)."""
        from sqlalchemy import select

        from supermemory_local.store.schema import events as table

        stmt = (
            select(table.c.session_id)
            .where(table.c.session_id.startswith(prefix, autoescape=True))
            .distinct()
            .limit(limit)
        )
        with self.store._read() as connection:
            return [str(row[0]) for row in connection.execute(stmt)]

    def scopes(self) -> dict[str, int]:
        """Scopes with events, and their number of sessions."""
        from sqlalchemy import func, select

        from supermemory_local.store.schema import events as table

        stmt = select(table.c.scope, func.count(table.c.session_id.distinct())).group_by(
            table.c.scope
        )
        with self.store._read() as connection:
            return {str(scope or ""): int(n) for scope, n in connection.execute(stmt)}


def _as_time(value: Any, dialect: Any, convert: Any) -> datetime:
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    result = convert(value, dialect)
    assert result is not None
    return result  # type: ignore[no-any-return]
