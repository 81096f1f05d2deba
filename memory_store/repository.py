"""The memory store: the one API everything saves into and reads from.

SQLite by default (a file in the user data dir), PostgreSQL when a URL says so. Every
write passes the privacy filter first; the schema is migrated on first use.
"""

from __future__ import annotations

import builtins
import functools
import json
import math
import os
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from types import TracebackType
from typing import TYPE_CHECKING, Any

from supermemory_local.config import Settings
from supermemory_local.store.errors import (
    ImportFileError,
    MemoryNotFoundError,
    NotAllowedError,
    OutOfScopeError,
    PrivacyError,
    StoreError,
    first_line,
)
from supermemory_local.store.ids import is_memory_id, new_memory_id
from supermemory_local.store.text import UNSTORABLE

if TYPE_CHECKING:
    from sqlalchemy import ColumnElement, Engine, Row, Select, Table
    from sqlalchemy.engine import Connection

    from supermemory_local.store.events import EventLog
    from supermemory_local.store.scopes import ScopeName
    from supermemory_local.store.semantic import VectorIndex

__all__ = [
    "MEMORY_TYPES",
    "ImportFileError",
    "ImportReport",
    "Memory",
    "MemoryNotFoundError",
    "MemoryStore",
    "NotAllowedError",
    "OutOfScopeError",
    "PrivacyError",
    "StoreError",
]

# `conversation` is the type of session memories (summaries the engine and the hosts save);
# a memory added by hand without a type is a `note`, which never stands in for one.
NOTE = "note"
MEMORY_TYPES: tuple[str, ...] = (
    "conversation",
    NOTE,
    "preference",
    "project-config",
    "architecture",
    "error-solution",
    "learned-pattern",
)
MAX_LABEL_LENGTH = 255  # scope, session_id, source
_REQUIRED = ("id", "content", "type", "scope")  # of an imported line
_REQUIRED_SET = frozenset(_REQUIRED)
_EXPORT_PAGE = 500
_LABEL_CACHE = 4096  # checked and redacted labels a store remembers (they repeat)


@dataclass(frozen=True)
class Memory:
    id: str
    content: str
    type: str
    scope: str
    session_id: str | None
    source: str | None
    metadata: dict[str, Any]
    created_at: datetime
    updated_at: datetime
    owner: str | None = None  # who wrote it: the OS user, or the database role
    score: float | None = None

    @property
    def title(self) -> str:
        """A short title derived from the content (``store.text.title``)."""
        from supermemory_local.store.text import title

        return title(self.content, self.type)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON: times as ISO-8601 UTC strings; ``score`` only when set."""
        out: dict[str, Any] = {
            "id": self.id,
            "title": self.title,
            "content": self.content,
            "type": self.type,
            "scope": self.scope,
            "session_id": self.session_id,
            "source": self.source,
            "metadata": self.metadata,
            "created_at": self.created_at.astimezone(UTC).isoformat(),
            "updated_at": self.updated_at.astimezone(UTC).isoformat(),
            "owner": self.owner,
        }
        if self.score is not None:
            out["score"] = self.score
        return out


@dataclass(frozen=True)
class ImportReport:
    added: int
    skipped: int  # ids already present


def _memory(row: Row[Any], score: float | None = None) -> Memory:
    m = row._mapping
    return Memory(
        id=m["id"],
        content=m["content"],
        type=m["type"],
        scope=m["scope"],
        session_id=m["session_id"],
        source=m["source"],
        metadata=dict(m["metadata"] or {}),
        created_at=m["created_at"],
        updated_at=m["updated_at"],
        owner=m["owner"],
        score=score,
    )


# ---------------------------------------------------------------------------
# Validation shared by add() and import_lines(): one place, one set of messages.


def _check_type(value: Any) -> str:
    if value not in MEMORY_TYPES:
        raise StoreError(f"unknown memory type {value!r}; use one of {', '.join(MEMORY_TYPES)}")
    return str(value)


def _check_label(name: str, value: Any, *, required: bool) -> str | None:
    if value is None and not required:
        return None
    if not isinstance(value, str) or not value.strip():
        need = "a non-empty string" if required else "a non-empty string or null"
        raise StoreError(f"{name} must be {need}, got {value!r}")
    if len(value) > MAX_LABEL_LENGTH:
        raise StoreError(f"{name} is longer than {MAX_LABEL_LENGTH} characters")
    return value


def _check_metadata(value: Any) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise StoreError(f"metadata must be a JSON object, got {type(value).__name__}")
    try:
        # Round trip: plain JSON types only, no NaN (PostgreSQL's json rejects it), clean text.
        text = json.dumps(dict(value), allow_nan=False, ensure_ascii=False)
        return dict(json.loads(_clean_text(text)))
    except (TypeError, ValueError) as exc:
        raise StoreError(f"metadata must be plain JSON: {exc}") from None


def _clean_text(text: str) -> str:
    """Text every backend can store alike: no NUL (PostgreSQL refuses it) and no lone
    surrogates (not encodable as UTF-8); each becomes U+FFFD."""
    if "\x00" not in text:
        # (most texts: nothing to replace, told without the regex, which read every
        # character: ~2 us of an imported row's content, ~1 us of its session id)
        if text.isascii():
            return text
        try:
            text.encode("utf-8")  # fails on a surrogate, as UNSTORABLE finds one
        except UnicodeEncodeError:
            pass
        else:
            return text
    return UNSTORABLE.sub("\ufffd", text)


def _parse_time(name: str, value: Any) -> datetime:
    if not isinstance(value, str):
        raise StoreError(f"{name} must be an ISO-8601 string, got {value!r}")
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise StoreError(f"{name} is not an ISO-8601 time: {value!r}") from None
    if parsed.tzinfo is None:
        raise StoreError(f"{name} has no timezone: {value!r} (use UTC, e.g. +00:00)")
    try:
        return parsed.astimezone(UTC)
    except OverflowError:  # 9999-12-31T23:59-14:00 is after the last time Python holds
        raise StoreError(
            f"{name} is out of range: {value!r} (in UTC it must fall within the years 1-9999)"
        ) from None


@functools.cache
def _privacy() -> Any:
    """The privacy module, imported on the first write (not at start-up: a read-only CLI
    command never needs it) and then held: an import statement per row cost ~1 us."""
    from supermemory_local.store import privacy

    return privacy


def check_type(value: Any) -> str:
    """``value`` if it is a memory type, else the one error every command gives."""
    return _check_type(value)


def _check_limit(limit: int | None) -> int | None:
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
        raise StoreError(f"limit must be a positive whole number, got {limit!r}")
    return limit


class MemoryStore:
    """Memories in SQLite or PostgreSQL. Open with :meth:`open`; use as a context manager."""

    def __init__(self, engine: Engine, settings: Settings, url: str) -> None:
        self._engine = engine
        self._settings = settings
        self._url = url
        self._owner: str | None = None
        # field -> label as given -> as stored: scopes, session ids and sources repeat.
        self._labels: dict[str, dict[str, str]] = {}
        self._named: set[str] = set()  # scopes whose name this store has seen recorded
        self._vectors: VectorIndex | None = None  # the semantic extra's, opened on first use
        self._vectors_unavailable = False  # add() stops trying after a SemanticUnavailableError
        self._events: EventLog | None = None

    # -- lifecycle ----------------------------------------------------------------

    @classmethod
    def open(
        cls, settings: Settings | None = None, *, url: str | None = None, migrate: bool = True
    ) -> MemoryStore:
        """Open the store; with ``migrate`` the schema is brought to head on first use."""
        from supermemory_local.store.db import make_engine, resolve_url
        from supermemory_local.store.migrate import ensure_schema

        if settings is None:
            from supermemory_local.config import load_config

            settings = load_config().settings
        resolved = resolve_url(settings, url)
        engine = make_engine(resolved)
        try:
            ensure_schema(engine, migrate=migrate)
        except BaseException:
            engine.dispose()
            raise
        return cls(engine, settings, resolved)

    def close(self) -> None:
        if self._vectors is not None:
            self._vectors.close()
            self._vectors = None
        self._engine.dispose()

    def __enter__(self) -> MemoryStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @property
    def url(self) -> str:
        from supermemory_local.store.db import mask_url

        return mask_url(self._url)

    @property
    def events(self) -> EventLog:
        """The event record of this store (``supermemory sessions``, ``supermemory ui``)."""
        if self._events is None:
            from supermemory_local.store.events import EventLog

            self._events = EventLog(self)
        return self._events

    @property
    def backend(self) -> str:
        return str(self._engine.dialect.name)

    @property
    def owner(self) -> str:
        """Who this store writes as: the database role on PostgreSQL, else the OS user."""
        if self._owner is None:
            if self.backend == "postgresql":
                from sqlalchemy import text

                with self._read() as connection:
                    self._owner = str(connection.scalar(text("SELECT current_user")))
            else:
                self._owner = os_user()
        return self._owner

    @contextmanager
    def _read(self) -> Iterator[Connection]:
        with self._guard(), self._engine.connect() as connection, connection.begin():
            yield connection

    @contextmanager
    def _write(self) -> Iterator[Connection]:
        from supermemory_local.store.db import WRITE

        with self._guard(), self._engine.connect() as connection:
            connection.execution_options(**{WRITE: True})
            with connection.begin():
                yield connection

    @contextmanager
    def _guard(self) -> Iterator[None]:
        """Database failures become one-line StoreErrors naming the (masked) URL."""
        from sqlalchemy.exc import SQLAlchemyError

        try:
            yield
        except SQLAlchemyError as exc:
            raise StoreError(f"database error on {self.url}: {first_line(exc)}") from exc

    # -- writing ------------------------------------------------------------------

    def _prepare(
        self,
        content: Any,
        *,
        scope: Any,
        type: Any,
        session_id: Any,
        source: Any,
        metadata: Any,
    ) -> dict[str, Any]:
        """Validate and redact one memory; the row values to insert (without id and times)."""
        if not isinstance(content, str):
            raise StoreError(f"content must be a string, got {content!r}")
        if not content.strip():
            raise StoreError("content is empty; nothing to remember")
        privacy = _privacy()
        settings = self._settings.privacy
        redacted, _ = privacy.redact(_clean_text(content), settings=settings)
        if privacy.is_entirely_redacted(redacted):
            raise PrivacyError("the content is entirely private or secret; nothing was stored")
        meta = {} if metadata is None else _check_metadata(metadata)
        if meta:  # most memories have none
            meta, _ = privacy.redact_value(meta, settings)
        checked_scope = self._label("scope", scope)
        return {
            "content": redacted,
            "type": _check_type(type),
            "scope": checked_scope,
            "session_id": self._label("session_id", session_id),
            "source": self._label("source", source),
            "metadata": meta,
        }

    def _label(self, name: str, value: Any) -> str | None:
        """A scope, session id or source as stored: checked, and filtered like content (a
        secret in a session id or source becomes ``[REDACTED]``; a scope holding one is
        refused). Remembered: the labels of a batch repeat."""
        labels = self._labels.setdefault(name, {})
        if isinstance(value, str):
            known = labels.get(value)
            if known is not None:
                return known
        label = _check_label(name, value, required=name == "scope")
        if label is None:
            return None
        redact = _privacy().redact
        privacy = self._settings.privacy
        # (labels are kept here: the filter's own memo would only hold them twice)
        if name == "scope":
            if UNSTORABLE.search(label):  # another scope once cleaned: refused, not changed
                raise StoreError(
                    "scope contains a NUL character or a lone surrogate, which no backend stores"
                )
            if redact(label, settings=privacy, remember=False)[1]:
                raise PrivacyError(
                    "the scope name contains a secret or private text; nothing was stored"
                )
            stored = label
        else:
            stored = redact(_clean_text(label), settings=privacy, remember=False)[0]
        if len(labels) >= _LABEL_CACHE:
            labels.clear()  # (one field's: a batch's many session ids keep its scopes)
        labels[label] = stored
        return stored

    def add(
        self,
        content: str,
        *,
        scope: str,
        type: str = NOTE,
        session_id: str | None = None,
        source: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> Memory:
        """Store a memory (after the privacy filter) and return it as stored. Without a
        ``type`` it is a ``note``; ``conversation`` is for session summaries."""
        from sqlalchemy import insert

        from supermemory_local.store.schema import memories

        values = self._prepare(
            content,
            scope=scope,
            type=type,
            session_id=session_id,
            source=source,
            metadata=metadata,
        )
        now = datetime.now(UTC)
        values.update(id=new_memory_id(), created_at=now, updated_at=now, owner=self.owner)
        with self._write() as connection:
            result = connection.execute(insert(memories).values(**values))
        if self.semantic_available and result.inserted_primary_key is not None:
            self._embed_new(int(result.inserted_primary_key[0]), values)
        return Memory(**values)

    def _embed_new(self, pk: int, values: Mapping[str, Any]) -> None:
        """With the semantic extra, the new memory's vector, written after the memory: a
        failure is a log line (the memory is stored; the next semantic search embeds it)."""
        import logging

        from supermemory_local.store.semantic import SemanticUnavailableError

        if self._vectors_unavailable:
            return
        try:
            self._vector_index().write(
                [(pk, values["id"], values["content"], values["scope"], values["type"])]
            )
        except Exception as exc:
            # e.g. no pgvector in this database, or an in-memory SQLite: asked once a store
            self._vectors_unavailable = isinstance(exc, SemanticUnavailableError)
            logging.getLogger(__name__).warning(
                "no vector for %s yet (%s): %s", values["id"], type(exc).__name__, first_line(exc)
            )

    def forget(self, ids: Sequence[str], *, scopes: Collection[str] | None = None) -> int:
        """Delete these memories, all or none. Nothing is deleted when an id is unknown
        (:class:`MemoryNotFoundError`), outside ``scopes`` when given (:class:`OutOfScopeError`),
        or not this role's to delete on a PostgreSQL with row-level security
        (:class:`NotAllowedError`: the database deleted fewer rows than asked)."""
        from sqlalchemy import delete, select

        from supermemory_local.store.schema import memories

        wanted = list(dict.fromkeys(ids))
        if not wanted:
            return 0
        with self._write() as connection:
            rows = connection.execute(
                select(memories.c.id, memories.c.scope).where(memories.c.id.in_(wanted))
            )
            found: dict[str, str] = {row.id: row.scope for row in rows}
            missing = [i for i in wanted if i not in found]
            if missing:
                raise MemoryNotFoundError(missing)
            if scopes is not None:
                outside = [i for i in wanted if found[i] not in scopes]
                if outside:
                    raise OutOfScopeError(outside, sorted(scopes))
            deleted = connection.execute(delete(memories).where(memories.c.id.in_(wanted)))
            if deleted.rowcount != len(wanted):  # the transaction rolls back: all or none
                raise NotAllowedError(
                    f"the database let {self.owner} delete {deleted.rowcount} of "
                    f"{len(wanted)} memories (only their owners or an admin may); "
                    "nothing was deleted"
                )
        return len(wanted)

    def import_lines(self, lines: Iterable[str]) -> ImportReport:
        """Import JSON Lines as written by :meth:`export`: every line is checked first, then
        all are inserted in one transaction; ids already present are skipped."""
        from supermemory_local.store.db import insert_many
        from supermemory_local.store.schema import memories

        rows: dict[str, dict[str, Any]] = {}
        duplicates = 0
        # SQLite keeps who wrote an imported memory; on PostgreSQL the database records
        # the importing role (row-level security allows nothing else).
        keep_owners = self.backend != "postgresql"
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            row = self._import_row(number, line, keep_owner=keep_owners)
            if row["id"] in rows:
                duplicates += 1
            else:
                rows[row["id"]] = row
        if not rows:
            return ImportReport(added=0, skipped=duplicates)
        with self._write() as connection:
            present: set[str] = set()
            ids = list(rows)
            for start in range(0, len(ids), _EXPORT_PAGE):
                chunk = ids[start : start + _EXPORT_PAGE]
                present.update(connection.scalars(_ids_present(), {"ids": chunk}))
            new = [row for memory_id, row in rows.items() if memory_id not in present]
            insert_many(connection, memories, new)
        return ImportReport(added=len(new), skipped=len(present) + duplicates)

    def _import_row(self, number: int, line: str, *, keep_owner: bool) -> dict[str, Any]:
        try:
            data = json.loads(line)
        except ValueError as exc:
            raise ImportFileError(number, f"not valid JSON ({exc})") from None
        except RecursionError:
            raise ImportFileError(number, "nested too deeply to read") from None
        if not isinstance(data, dict):
            raise ImportFileError(number, f"expected a JSON object, got {type(data).__name__}")
        if not data.keys() >= _REQUIRED_SET:
            missing = [k for k in _REQUIRED if k not in data]
            raise ImportFileError(number, f"missing required field(s): {', '.join(missing)}")
        memory_id = data["id"]
        if not isinstance(memory_id, str) or not is_memory_id(memory_id):
            raise ImportFileError(number, f"id {memory_id!r} is not a memory id (mem_<ULID>)")
        try:
            values = self._prepare(
                data["content"],
                scope=data["scope"],
                type=data["type"],
                session_id=data.get("session_id"),
                source=data.get("source"),
                metadata=data.get("metadata"),
            )
            if "created_at" in data:
                created = _parse_time("created_at", data["created_at"])
            else:
                created = datetime.now(UTC)
            if "updated_at" not in data or (
                # (most rows: the same string, parsed above already)
                "created_at" in data and data["updated_at"] == data["created_at"]
            ):
                updated = created
            else:
                updated = _parse_time("updated_at", data["updated_at"])
            owner = _check_label("owner", data.get("owner"), required=False)
            if owner is None or not keep_owner:
                owner = self.owner
        except StoreError as exc:
            raise ImportFileError(number, str(exc)) from None
        values.update(id=memory_id, created_at=created, updated_at=updated, owner=owner)
        return values

    # -- reading ------------------------------------------------------------------

    def get(self, memory_id: str) -> Memory | None:
        from sqlalchemy import select

        from supermemory_local.store.schema import memories

        with self._read() as connection:
            row = connection.execute(select(memories).where(memories.c.id == memory_id)).first()
        return None if row is None else _memory(row)

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
    ) -> list[Memory]:
        """Newest first; ``None`` filters match everything; ``limit=None`` returns all;
        ``since``/``until`` bound the creation time (inclusive, exclusive).

        A session's memory counts once, as its newest version (earlier versions are
        superseded: :mod:`~supermemory_local.store.versions`); ``all_versions`` lists
        the superseded ones too, the session's history."""
        from sqlalchemy import select

        from supermemory_local.store.schema import memories
        from supermemory_local.store.versions import is_current

        _check_limit(limit)
        current = [] if all_versions else [is_current(memories)]
        stmt = (
            select(memories)
            .where(
                *_equal(memories, scope=scope, type=type, session_id=session_id),
                *_between(memories, since, until),
                *current,
            )
            .order_by(memories.c.id.desc())
            .limit(limit)
        )
        with self._read() as connection:
            return [_memory(row) for row in connection.execute(stmt)]

    def search(
        self,
        query: str,
        *,
        scope: str | None = None,
        type: str | None = None,
        limit: int | None = None,
        session_id: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        every: bool = False,
        all_versions: bool = False,
        semantic: bool = False,
    ) -> builtins.list[Memory]:
        """Ranked full-text search (best first, ``score`` set). Any text is a valid query:
        every whitespace-separated term (or ``"quoted phrase"``) must occur in the memory.
        ``every``: all matches, each ranked (not only the newest ``RANK_WINDOW``). Of a
        session's memory only the newest version is found, unless ``all_versions``.

        ``semantic=True`` (needs the semantic extra): hybrid search, the full-text ranking
        and the memories nearest in meaning fused by reciprocal rank (``score`` is the
        fused score), so a paraphrase or another language finds a memory too (the
        vectors rank every version of a session's memory). It takes no session, time
        bounds or ``every``: those are one-line errors."""
        limit = _check_limit(limit) or self._settings.search_limit
        if semantic:
            from supermemory_local.store.semantic import require

            if session_id is not None or since is not None or until is not None or every:
                raise StoreError(
                    "semantic search takes no session, --since/--until or -n 0 yet; "
                    "leave them out or search without --semantic"
                )
            require(self.backend)
            return self._hybrid(
                query, scope=scope, type=type, limit=limit, all_versions=all_versions
            )
        rows = self._full_text_rows(
            query,
            scope=scope,
            type=type,
            limit=limit,
            all_versions=all_versions,
            session_id=session_id,
            since=since,
            until=until,
            every=every,
        )
        return [_memory(row, _score(row._mapping["score"])) for row in rows]

    def _full_text_ids(
        self,
        query: str,
        *,
        scope: str | None,
        type: str | None,
        limit: int,
        all_versions: bool,
        window: int | None = None,
    ) -> builtins.list[tuple[str, float]]:
        """``(id, score)`` of the full-text hits (SQLite reads no text); ``window``:
        rank the newest that many matches (default ``RANK_WINDOW``)."""
        rows = self._full_text_rows(
            query,
            scope=scope,
            type=type,
            limit=limit,
            all_versions=all_versions,
            ids_only=True,
            window=window,
        )
        return [(str(row._mapping["id"]), _score(row._mapping["score"])) for row in rows]

    def _full_text_rows(
        self,
        query: str,
        *,
        scope: str | None,
        type: str | None,
        limit: int,
        all_versions: bool = False,
        session_id: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        every: bool = False,
        ids_only: bool = False,
        window: int | None = None,
        ranked: bool = True,
    ) -> builtins.list[Row[Any]]:
        from supermemory_local.store.schema import memories
        from supermemory_local.store.search import (
            RANK_WINDOW,
            parse_terms,
            postgres_search,
            sqlite_search,
        )

        window = window or RANK_WINDOW
        if every:
            limit, window = -1, None
        terms = parse_terms(query)
        if not terms:
            return []
        postgres = self.backend == "postgresql"
        filters: dict[str, Any] = {
            "scope": scope,
            "type": type,
            "session_id": session_id,
            "since": since,
            "until": until,
        }
        if postgres:
            stmt = postgres_search(
                memories, terms, window=window, current=not all_versions, **filters
            )
            if limit > 0:
                stmt = stmt.limit(limit)
            params: dict[str, Any] = {}
        else:
            stmt, params = sqlite_search(
                memories,
                terms,
                limit=limit,
                window=window,
                current=not all_versions,
                ids_only=ids_only,
                ranked=ranked,
                **filters,
            )
        with self._read() as connection:
            if postgres:
                # psycopg prepares a statement run 5 times; a generic plan cannot know that
                # one term matches 12 rows and another 16,000 (index or newest-first scan).
                connection.exec_driver_sql("SET LOCAL plan_cache_mode = force_custom_plan")
            return builtins.list(connection.execute(stmt, params))

    # -- semantic search (the optional `semantic` extra) -------------------------------

    @property
    def semantic_available(self) -> bool:
        """Whether the semantic extra is installed for this backend (nothing is imported)."""
        from supermemory_local.store.semantic import missing

        return not missing(self.backend)

    def _vector_index(self) -> VectorIndex:
        if self._vectors is None:
            from supermemory_local.store.semantic import open_index

            with self._guard():
                self._vectors = open_index(self._engine, self._url)
        return self._vectors

    def embed_missing(self, limit: int | None = None) -> int:
        """Embed the memories that have no vector yet (all, or the newest ``limit``); the
        count. Needs the semantic extra (:class:`SemanticUnavailableError` names it)."""
        index = self._vector_index()
        with self._guard():
            return index.sync(limit)

    def nearest(
        self,
        query: str,
        *,
        scope: str | None = None,
        type: str | None = None,
        limit: int | None = None,
        backfill: bool = True,
    ) -> builtins.list[Memory]:
        """The memories whose meaning is nearest ``query`` (vectors only), nearest first,
        ``score`` the cosine similarity. Needs the semantic extra. ``backfill=False``:
        only the memories that have a vector already (no embedding on the way, for a
        caller on a time budget such as a hook)."""
        limit = _check_limit(limit) or self._settings.search_limit
        ranked = self._vector_ranking(query, scope=scope, type=type, k=limit, backfill=backfill)
        found = self._by_id([key for key, _ in ranked])
        return [_with_score(found[key], score) for key, score in ranked if key in found]

    def _vector_ranking(
        self,
        query: str,
        *,
        scope: str | None,
        type: str | None,
        k: int,
        backfill: bool = True,
        all_versions: bool = False,
    ) -> builtins.list[tuple[str, float]]:
        """``(memory id, cosine similarity)`` of the ``k`` nearest memories, nearest first
        (memories without a vector are embedded first)."""

        if not query.strip():
            return []
        index = self._vector_index()
        with self._guard():
            if backfill:
                index.sync()
            ranked = index.nearest(query, scope=scope, type=type, k=k)
        if not ranked:
            return []
        with self._read() as connection:
            rows = connection.execute(_current_of_pks(), {"pks": [pk for pk, _, _ in ranked]})
            ids = {int(pk): (str(key), bool(current)) for pk, key, current in rows}
        stale = [pk for pk, key, _ in ranked if ids.get(pk, ("",))[0] != key]
        if stale:  # forgotten since (or its pk reused by a newer memory): not its vector
            with self._guard():
                index.drop(stale)
        # as search(): of a session's memory only its newest version
        return [
            (key, 1.0 - distance)
            for pk, key, distance in ranked
            if ids.get(pk) == (key, True) or (all_versions and ids.get(pk, ("",))[0] == key)
        ]

    def _keyword_ranking(
        self,
        query: str,
        *,
        scope: str | None,
        type: str | None,
        limit: int,
        all_versions: bool = False,
    ) -> builtins.list[str]:
        """The full-text side of hybrid search, as ids: the memories holding every term
        first (``search``), then those holding some of the query's longest words, by
        the sum of their bm25 scores (the any-word query's bm25). A sentence rarely has
        all its words in one memory; its rarest words do. A query of more than
        ``SENTENCE_TERMS`` terms is such a sentence: only its words are searched (a
        memory holding every term scores for every word, so ranks high anyway; the
        search for all terms at once cost as much as three words on their own)."""
        from supermemory_local.store.search import (
            SENTENCE_TERMS,
            keywords,
            parse_terms,
        )

        words = keywords(query)
        found: builtins.list[tuple[str, float]] = []
        if len(words) < 2 or len(parse_terms(query)) <= SENTENCE_TERMS:
            found = self._full_text_ids(
                query, scope=scope, type=type, limit=limit, all_versions=all_versions
            )
        if len(words) < 2 or len(found) >= limit:
            return [key for key, _ in found]
        # The bm25 of the any-word query: a memory's scores for each word summed (each
        # word's bm25 weighs it by how rare it is). On the retrieval bench's paraphrases
        # (100,000 memories) this found 65 % in the first five where "the most words
        # matched, then the best score" found 56 %.
        hits: dict[str, float] = {}
        for word in words:
            for key, score in self._word_hits(
                word, scope=scope, type=type, limit=limit, all_versions=all_versions
            ):
                hits[key] = hits.get(key, 0.0) + score
        ids = [key for key, _ in found]
        seen = set(ids)
        ranked = sorted(hits.items(), key=lambda h: h[1], reverse=True)
        ids += [key for key, _ in ranked if key not in seen]
        return ids[:limit]

    def _word_hits(
        self, word: str, *, scope: str | None, type: str | None, limit: int, all_versions: bool
    ) -> builtins.list[tuple[str, float]]:
        """``(id, bm25 score)`` of the best ``limit`` of the newest ``KEYWORD_WINDOW``
        memories holding ``word``. On SQLite a word found in that many memories (of the
        scope) or more is left out: it tells little about any of them, and its bm25
        costs a count of all its matches. The others are found first, then ranked by
        their bm25 for the word alone (:func:`~supermemory_local.store.search.sqlite_rank`:
        ranking within the scope's search cost a count of the scope's memories)."""
        from sqlalchemy import text

        from supermemory_local.store.search import (
            KEYWORD_WINDOW,
            TRIGRAM,
            parse_terms,
            sqlite_rank,
        )

        terms = parse_terms(word)
        if self.backend != "sqlite" or not any(len(t) >= TRIGRAM for t in terms):
            return self._full_text_ids(
                word,
                scope=scope,
                type=type,
                limit=limit,
                all_versions=all_versions,
                window=KEYWORD_WINDOW,
            )
        rows = self._full_text_rows(
            word,
            scope=scope,
            type=type,
            limit=KEYWORD_WINDOW,
            all_versions=all_versions,
            ids_only=True,
            window=KEYWORD_WINDOW,
            ranked=False,
        )
        if not rows or len(rows) >= KEYWORD_WINDOW:
            return []
        ids = {int(row._mapping["pk"]): str(row._mapping["id"]) for row in rows}
        sql, params = sqlite_rank(terms, builtins.list(ids))
        with self._read() as connection:
            scored = connection.execute(text(sql), params).all()
        hits = [(ids[int(pk)], float(score)) for pk, score in scored if int(pk) in ids]
        return sorted(hits, key=lambda hit: -hit[1])[:limit]

    def _by_id(self, ids: Sequence[str]) -> dict[str, Memory]:
        from sqlalchemy import select

        from supermemory_local.store.schema import memories

        if not ids:
            return {}
        with self._read() as connection:
            rows = connection.execute(select(memories).where(memories.c.id.in_(list(ids))))
            return {row._mapping["id"]: _memory(row) for row in rows}

    def _hybrid(
        self,
        query: str,
        *,
        scope: str | None,
        type: str | None,
        limit: int,
        all_versions: bool = False,
    ) -> builtins.list[Memory]:
        """Reciprocal-rank fusion of the full-text ranking and the vector ranking; only
        the winners are read in full."""
        from supermemory_local.store.semantic import CANDIDATES, fuse

        k = max(limit, CANDIDATES)
        text = self._keyword_ranking(
            query, scope=scope, type=type, limit=k, all_versions=all_versions
        )
        vector = self._vector_ranking(query, scope=scope, type=type, k=k, all_versions=all_versions)
        fused = fuse([text, [key for key, _ in vector]])[:limit]
        loaded = self._by_id([key for key, _ in fused])
        return [_with_score(loaded[key], score) for key, score in fused if key in loaded]

    def export(self, *, scope: str | None = None) -> Iterator[dict[str, Any]]:
        """Every memory (of ``scope``) as :meth:`Memory.to_json`, oldest first, page by page."""
        from sqlalchemy import select

        from supermemory_local.store.schema import memories

        after = ""
        while True:
            stmt = (
                select(memories)
                .where(memories.c.id > after, *_equal(memories, scope=scope))
                .order_by(memories.c.id)
                .limit(_EXPORT_PAGE)
            )
            with self._read() as connection:
                page = [_memory(row) for row in connection.execute(stmt)]
            for memory in page:
                yield memory.to_json()
            if len(page) < _EXPORT_PAGE:
                return
            after = page[-1].id

    def stats(self) -> dict[str, Any]:
        """Counts by type and scope, plus where the data is and its schema revision."""
        from sqlalchemy import func, select

        from supermemory_local.store.db import sqlite_file
        from supermemory_local.store.schema import memories

        def counts(connection: Connection, column: Any) -> dict[str, int]:
            stmt = select(column, func.count()).group_by(column)
            return {str(key): int(n) for key, n in connection.execute(stmt)}

        with self._read() as connection:
            by_type = counts(connection, memories.c.type)
            by_scope = counts(connection, memories.c.scope)
        out: dict[str, Any] = {
            "total": sum(by_type.values()),
            "by_type": by_type,
            "by_scope": by_scope,
            "url": self.url,
            "backend": self.backend,
            "revision": self.current_revision(),
        }
        path = sqlite_file(self._url)
        if path is not None:
            out["size_bytes"] = sum(
                os.path.getsize(p) for p in (path, f"{path}-wal") if os.path.exists(p)
            )
        return out

    # -- scope names --------------------------------------------------------------

    def name_scope(self, described: ScopeName) -> None:
        """Record what a scope stands for, once: a scope already named keeps its row
        (its path and email are what its tag is derived from). The name and path pass
        the privacy filter like any label."""
        from sqlalchemy import select

        from supermemory_local.store.schema import scopes

        if described.scope in self._named:
            return
        with self._read() as connection:  # the common case: named already, no write lock
            known = connection.scalar(
                select(scopes.c.scope).where(scopes.c.scope == described.scope)
            )
        if known is None:
            from supermemory_local.store.privacy import redact

            scope = self._label("scope", described.scope)
            privacy = self._settings.privacy
            name = redact(_clean_text(described.name), settings=privacy)[0]
            path = described.path
            if path is not None:
                path = redact(_clean_text(path), settings=privacy)[0]
            values = {
                "scope": scope,
                "kind": described.kind,
                "name": name[:MAX_LABEL_LENGTH] or scope,
                "path": path,
                "created_at": datetime.now(UTC),
                "owner": self.owner,
            }
            with self._write() as connection:
                connection.execute(_insert_new(self.backend, scopes, values))
        self._named.add(described.scope)

    def scope_names(self, scope_tags: Iterable[str]) -> dict[str, ScopeName]:
        """The recorded names of these scopes (a scope never named is left out)."""
        from sqlalchemy import select

        from supermemory_local.store.schema import scopes
        from supermemory_local.store.scopes import ScopeName

        wanted = sorted(set(scope_tags))
        if not wanted:
            return {}
        with self._read() as connection:
            rows = connection.execute(select(scopes).where(scopes.c.scope.in_(wanted))).all()
        return {r.scope: ScopeName(r.scope, r.kind, r.name, r.path) for r in rows}

    def scopes_named(self, name: str) -> builtins.list[ScopeName]:
        """Every scope recorded with this display name (or this path), oldest first."""
        from sqlalchemy import or_, select

        from supermemory_local.store.schema import scopes
        from supermemory_local.store.scopes import ScopeName

        stmt = (
            select(scopes)
            .where(or_(scopes.c.name == name, scopes.c.path == name))
            .order_by(scopes.c.created_at)
        )
        with self._read() as connection:
            rows = connection.execute(stmt).all()
        return [ScopeName(r.scope, r.kind, r.name, r.path) for r in rows]

    # -- schema -------------------------------------------------------------------

    def current_revision(self) -> str | None:
        from supermemory_local.store.migrate import current_revision

        with self._guard():
            return current_revision(self._engine)

    def upgrade(self) -> str:
        from supermemory_local.store.migrate import upgrade

        return upgrade(self._engine)


def os_user() -> str:
    """The OS account running this process (the owner of what it writes to SQLite)."""
    import getpass

    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no passwd entry and no $USER: a container's bare uid
        return f"uid:{os.getuid()}"


@functools.lru_cache(maxsize=1)
def _ids_present() -> Select[Any]:
    """``id`` of the memories whose id is in the ``ids`` parameter (built once: an import
    asks it for every 500 of its ids, and building it with 500 literals cost more)."""
    from sqlalchemy import bindparam, select

    from supermemory_local.store.schema import memories

    return select(memories.c.id).where(memories.c.id.in_(bindparam("ids", expanding=True)))


@functools.lru_cache(maxsize=1)
def _current_of_pks() -> Select[Any]:
    """``pk, id, current`` of the memories whose pk is in the ``pks`` parameter (built
    once: building it anew cost more than running it)."""
    from sqlalchemy import bindparam, select

    from supermemory_local.store.schema import memories
    from supermemory_local.store.versions import is_current

    return select(memories.c.pk, memories.c.id, is_current(memories).label("current")).where(
        memories.c.pk.in_(bindparam("pks", expanding=True))
    )


def _equal(table: Table, **values: str | None) -> list[ColumnElement[bool]]:
    """``column == value`` for each value given; ``None`` filters nothing."""
    return [table.c[name] == value for name, value in values.items() if value is not None]


def _insert_new(backend: str, table: Table, values: dict[str, Any]) -> Any:
    """An INSERT that does nothing when the row's key exists (another process was first)."""
    if backend == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as pg_insert

        return pg_insert(table).values(**values).on_conflict_do_nothing()
    from sqlalchemy.dialects.sqlite import insert as sqlite_insert

    return sqlite_insert(table).values(**values).on_conflict_do_nothing()


def _between(
    table: Table, since: datetime | None, until: datetime | None
) -> builtins.list[ColumnElement[bool]]:
    """``since <= created_at < until`` for the bounds given."""
    out: builtins.list[ColumnElement[bool]] = []
    if since is not None:
        out.append(table.c.created_at >= since)
    if until is not None:
        out.append(table.c.created_at < until)
    return out


def _with_score(memory: Memory, score: float) -> Memory:
    from dataclasses import replace

    return replace(memory, score=score)


def _score(value: Any) -> float:
    score = float(value)
    return score if math.isfinite(score) else 0.0
