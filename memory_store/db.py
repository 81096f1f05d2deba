"""Where the database is and how we connect: URL resolution, the SQLite file, engines."""

from __future__ import annotations

import operator
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from supermemory_local.config import DATABASE_URL_ENV, Settings
from supermemory_local.store.errors import StoreError
from supermemory_local.store.private_files import check_side_files, secure_database

if TYPE_CHECKING:
    from collections.abc import Sequence

    from sqlalchemy import Engine, Table
    from sqlalchemy.engine import Connection

SQLITE_FILENAME = "memories.db"
BUSY_TIMEOUT_MS = 10_000
CACHE_KIB = 16_384
PAGE_SIZE = 16_384
# Execution option asking for a write transaction up front (SQLite ``BEGIN IMMEDIATE``), so a
# read-then-write transaction waits for the lock instead of failing with SQLITE_BUSY.
WRITE = "supermemory_write"
# Rows of one multi-row INSERT on SQLite, at most: SQLite's 32,766 bound parameters allow
# 3,276 rows of the 10 columns of an import. FTS5 writes its pending terms to disk when a
# statement ends (its savepoint), so each statement adds a segment that later merges
# rewrite: 1,000 rows a statement cost import_lines' writes ~5 us a row more at 100,000
# memories (with migration 0005's 8 MiB FTS5 buffer; 49.7 instead of 44.5 us).
ROWS_PER_INSERT = 5_000


def default_sqlite_path() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("supermemory", appauthor=False)) / SQLITE_FILENAME


def resolve_url(settings: Settings, url: str | None = None) -> str:
    """url argument > $SUPERMEMORY_DATABASE_URL > settings.database_url > a SQLite file."""
    for candidate in (url, os.environ.get(DATABASE_URL_ENV), settings.database_url):
        if candidate and candidate.strip():
            return candidate.strip()
    path = (
        Path(settings.storage_path).expanduser() if settings.storage_path else default_sqlite_path()
    )
    return f"sqlite:///{path.absolute()}"


def sqlite_file(url: str) -> Path | None:
    """The database file of a SQLite URL; None for other backends and in-memory databases."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        parsed = make_url(url)
    except ArgumentError as exc:
        raise StoreError(f"unusable database URL {mask_url(url)}: {exc}") from None
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database).expanduser()


def mask_url(url: str) -> str:
    """The URL with its password replaced by ``***``."""
    from sqlalchemy.engine import make_url

    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:  # an unparsable URL is reported by create_engine; never echo it whole
        return "<invalid database URL>"


def _sqlite_on_connect(dbapi_connection: Any, _record: Any) -> None:
    # Driver-level autocommit: transactions are begun explicitly in _sqlite_on_begin, so
    # DDL (migrations) is transactional and writers can ask for BEGIN IMMEDIATE.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        # A new database only (SQLite keeps an existing file's page size): 16 KiB pages took
        # import_lines' writes 47.7 -> 38.6 us a row at 100,000 memories (4 KiB: SQLite's
        # default); searches and the file size stayed the same.
        cursor.execute(f"PRAGMA page_size = {PAGE_SIZE}")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.execute("PRAGMA foreign_keys = ON")
        # At most 16 MiB of page cache (SQLite's default is 2 MiB), taken only as pages are
        # read: at 100,000 memories an import's index pages no longer fit in 2 MiB, and
        # the batch insert spent a third of its time re-reading them (94 -> 67 us a row).
        cursor.execute(f"PRAGMA cache_size = -{CACHE_KIB}")
    finally:
        cursor.close()


def _sqlite_on_begin(connection: Connection) -> None:
    immediate = connection.get_execution_options().get(WRITE, False)
    connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def make_engine(url: str) -> Engine:
    """An engine for ``url``; for a SQLite file, the file is created first with mode 0600
    and it, its directory and its -wal/-shm are checked (:mod:`.private_files`)."""
    from sqlalchemy import create_engine, event
    from sqlalchemy.exc import ArgumentError, NoSuchModuleError

    path = sqlite_file(url)
    if path is not None:
        secure_database(path)
    try:
        if url.startswith("sqlite") and path is None:
            from sqlalchemy.pool import StaticPool

            engine = create_engine(
                url, poolclass=StaticPool, connect_args={"check_same_thread": False}
            )
        else:
            engine = create_engine(url)
    except ImportError as exc:
        if (exc.name or "").split(".")[0] in ("psycopg", "psycopg2"):
            raise StoreError(
                f"{mask_url(url)} needs the PostgreSQL driver (No module named {exc.name!r}): "
                "install the postgres extra, pip install 'supermemory-local[postgres]' "
                "(pipx: pipx inject supermemory-local 'psycopg[binary]')"
            ) from None
        raise StoreError(f"unusable database URL {mask_url(url)}: {exc}") from None
    except (ArgumentError, NoSuchModuleError) as exc:
        raise StoreError(f"unusable database URL {mask_url(url)}: {exc}") from None
    if engine.dialect.name == "sqlite":
        if path is not None:
            # Before each new connection SQLite opens -wal/-shm: none planted since.
            file = path
            event.listen(engine, "connect", lambda *_: check_side_files(file))
        event.listen(engine, "connect", _sqlite_on_connect)
        event.listen(engine, "begin", _sqlite_on_begin)
        # A batch INSERT becomes multi-row INSERT ... VALUES statements instead of one
        # statement per row. A statement whose trigger writes the FTS5 index opens a
        # savepoint, where FTS5 writes its pending terms to disk: one row per statement
        # made import_lines' index writes 5x slower than FTS5 itself (see ROWS_PER_INSERT).
        engine.dialect.use_insertmanyvalues_wo_returning = True
    return engine


def insert_many(connection: Connection, table: Table, rows: Sequence[dict[str, Any]]) -> None:
    """INSERT ``rows`` (dicts with the same keys) into ``table``, in order.

    On SQLite as multi-row ``INSERT ... VALUES`` statements of up to ROWS_PER_INSERT rows
    (as many as SQLite's parameter limit allows), each value through its column type's
    bind processor: the SQL and values of SQLAlchemy's own batch INSERT (see make_engine)
    without its per-row parameter handling, about 7 us of an imported row's 150.
    Elsewhere SQLAlchemy's executemany.
    """
    from sqlalchemy import insert

    dialect = connection.dialect
    if not rows:
        return
    if dialect.name != "sqlite" or dialect.paramstyle != "qmark":
        connection.execute(insert(table), list(rows))
        return
    names = list(rows[0])
    # The dialect's own types (SQLite's DATETIME writes its text format), as SQLAlchemy uses.
    processors = [
        table.c[name].type.dialect_impl(dialect).bind_processor(dialect) for name in names
    ]
    quote = dialect.identifier_preparer.quote
    head = (
        f"INSERT INTO {dialect.identifier_preparer.format_table(table)} "
        f"({', '.join(quote(name) for name in names)}) VALUES "
    )
    one = "(" + ", ".join("?" * len(names)) + ")"
    per = max(1, min(ROWS_PER_INSERT, dialect.insertmanyvalues_max_parameters // len(names)))
    # A row's values in column order in one C call; then only the columns with a
    # processor (times, JSON) are converted, in place.
    row_values = operator.itemgetter(*names) if len(names) > 1 else lambda row: (row[names[0]],)
    converted = _converters(table, names, processors)
    reused = {same for _, _, same in converted if same is not None}
    width = len(names)
    for start in range(0, len(rows), per):
        chunk = rows[start : start + per]
        values: list[Any] = []
        for row in chunk:
            values.extend(row_values(row))
        # (a column another reuses: its values as given and as converted)
        given: dict[int, list[Any]] = {}
        processed: dict[int, list[Any]] = {}
        for i, process, same in converted:
            column = values[i::width]
            if same is None:
                out = list(map(process, column))
            else:  # a value that is the earlier column's own object: its converted form
                before, done = given[same], processed[same]
                out = [
                    done[n] if value is before[n] else process(value)
                    for n, value in enumerate(column)
                ]
            values[i::width] = out
            if i in reused:
                given[i], processed[i] = column, out
        connection.exec_driver_sql(head + ", ".join([one] * len(chunk)), tuple(values))


def _converters(
    table: Table, names: list[str], processors: list[Any]
) -> list[tuple[int, Any, int | None]]:
    """The columns whose values are converted: (index, processor, the index of an earlier
    column of the same type, whose converted value a row's identical object reuses: an
    imported memory's ``updated_at`` is its ``created_at``, converted once). An empty
    JSON object (most memories' metadata) is serialized once."""
    from sqlalchemy import JSON

    converted: list[tuple[int, Any, int | None]] = []
    kinds: dict[tuple[type, str], int] = {}
    for i, given in enumerate(processors):
        if given is None:
            continue
        column_type = table.c[names[i]].type
        process = _once_if_empty(given) if isinstance(column_type, JSON) else given
        kind = (type(column_type), repr(column_type))
        converted.append((i, process, kinds.get(kind)))
        kinds.setdefault(kind, i)
    return converted


def _once_if_empty(process: Any) -> Any:
    """``process``, with an empty dict's result computed once (a pure function of it)."""
    empty = process({})

    def convert(value: Any) -> Any:
        return empty if type(value) is dict and not value else process(value)

    return convert
