"""Schema migrations: a cheap revision check at open, Alembic (lazily) only when behind.

Alembic's scripts live in the top-level ``migrations`` package and are found through
``importlib.resources``, so they work from an installed wheel as well as a checkout.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from supermemory_local.store.db import WRITE, sqlite_file
from supermemory_local.store.errors import StoreError, first_line

if TYPE_CHECKING:
    from alembic.config import Config
    from sqlalchemy import Engine
    from sqlalchemy.engine import Connection

# The newest revision in migrations/versions (a test keeps this equal to Alembic's head).
HEAD_REVISION = "0007"
# Any constant: the key of the PostgreSQL advisory lock held while migrating.
PG_MIGRATION_LOCK_KEY = 0x5E3E_3011
MIGRATION_LOCK_TIMEOUT_S = 300.0

# Objects Alembic autogenerate must not compare: SQLite's FTS5 index (a virtual table, its
# shadow tables and the scope numbers, kept in sync by triggers) and PostgreSQL's search
# machinery (the trigram index, the stored tsvector; before 0003 an expression index).
FTS_TABLE = "memories_fts"
PG_SEARCH_INDEXES = frozenset({"ix_memories_content_trgm", "ix_memories_content_tsv"})
PG_SEARCH_COLUMNS = frozenset({"content_tsv"})


def include_object(
    obj: Any, name: str | None, type_: str, reflected: bool, compare_to: Any
) -> bool:
    """Alembic ``include_object`` hook: leave the full-text machinery out of comparisons."""
    if type_ == "table" and name is not None and name.startswith(FTS_TABLE):
        return False
    if type_ == "column" and name in PG_SEARCH_COLUMNS:
        return False
    return not (type_ == "index" and name in PG_SEARCH_INDEXES)


def read_revision(connection: Connection) -> str | None:
    """The database's schema revision (one query), or None if it has no schema yet."""
    from sqlalchemy import text
    from sqlalchemy.exc import DBAPIError

    try:
        with connection.begin_nested() if connection.in_transaction() else connection.begin():
            row = connection.execute(text("SELECT version_num FROM alembic_version")).first()
    except DBAPIError as exc:
        # SQLite: "no such table: alembic_version"; PostgreSQL: relation "alembic_version"
        # does not exist. Anything else (locked, unreachable) is a real error.
        if "alembic_version" in str(exc.orig):
            return None
        raise
    return None if row is None else str(row[0])


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as connection:
        return read_revision(connection)


def alembic_config() -> Config:
    """An Alembic config pointing at the installed ``migrations`` package."""
    from importlib.resources import files

    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(files("supermemory_local.migrations")))
    return config


@contextmanager
def _migration_lock(engine: Engine, connection: Connection) -> Iterator[None]:
    """Across processes: a file lock next to a SQLite file, an advisory lock on PostgreSQL."""
    if engine.dialect.name == "postgresql":
        from sqlalchemy import text

        connection.execute(text("SELECT pg_advisory_lock(:k)"), {"k": PG_MIGRATION_LOCK_KEY})
        connection.commit()
        try:
            yield
        finally:
            connection.rollback()
            connection.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": PG_MIGRATION_LOCK_KEY})
            connection.commit()
        return
    path = sqlite_file(engine.url.render_as_string(hide_password=False))
    if path is None:
        yield
        return
    from filelock import FileLock, Timeout

    lock = migration_lock_path(path)
    lock.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    try:
        with FileLock(lock, timeout=MIGRATION_LOCK_TIMEOUT_S, mode=0o600):
            yield
    except Timeout:
        raise StoreError(
            f"another process has been migrating {path} for {MIGRATION_LOCK_TIMEOUT_S:.0f} s; "
            f"if none is running, delete {lock}"
        ) from None


def migration_lock_path(database: Path) -> Path:
    """The file lock that serialises migrations of one SQLite file.

    It lives in the user's cache directory, named after the file's resolved path, not beside
    the database (where it would be left in the working directory of ``sqlite:///copy.db``).
    Processes of other users sharing one file take other locks; SQLite's own write lock
    (the migration runs in one ``BEGIN IMMEDIATE`` transaction) still keeps them apart.
    """
    import hashlib

    from platformdirs import user_cache_dir

    key = hashlib.sha256(str(database.resolve()).encode()).hexdigest()[:16]
    locks = Path(user_cache_dir("supermemory", appauthor=False)) / "locks"
    return locks / f"{database.name}-{key}.lock"


def upgrade(engine: Engine) -> str:
    """Apply the migrations up to head (under the cross-process lock); return the revision."""
    from sqlalchemy.exc import SQLAlchemyError

    url = engine.url.render_as_string(hide_password=True)
    try:
        with engine.connect() as connection, _migration_lock(engine, connection):
            connection.rollback()
            if read_revision(connection) == HEAD_REVISION:  # someone else just did it
                return HEAD_REVISION
            _run_alembic(connection, "upgrade", "head")
            revision = read_revision(connection)
    except StoreError:
        raise
    except SQLAlchemyError as exc:
        raise StoreError(f"cannot migrate the database {url}: {first_line(exc)}") from None
    if revision is None:
        raise StoreError(f"migrating the database {url} left no schema revision")
    return revision


def downgrade(engine: Engine, revision: str = "base") -> None:
    """Undo migrations down to ``revision`` (``base`` drops everything)."""
    with engine.connect() as connection, _migration_lock(engine, connection):
        connection.rollback()
        _run_alembic(connection, "downgrade", revision)


# Alembic runs each command through a process-wide proxy (``alembic.context``), which two
# threads opening stores at once would set up and tear down under each other (seen as
# ``KeyError: 'config'``). The file and advisory locks order processes; this orders threads.
_ALEMBIC_IN_PROCESS = threading.Lock()


def _run_alembic(connection: Connection, command_name: str, revision: str) -> None:
    from alembic import command
    from alembic.util import CommandError

    config = alembic_config()
    connection = connection.execution_options(**{WRITE: True})
    config.attributes["connection"] = connection
    try:
        with _ALEMBIC_IN_PROCESS, connection.begin():
            getattr(command, command_name)(config, revision)
    except CommandError as exc:
        raise StoreError(
            f"cannot {command_name} the database schema: {first_line(exc)} "
            "(is this database from a newer supermemory? upgrade supermemory-local)"
        ) from None


def ensure_schema(engine: Engine, *, migrate: bool) -> str:
    """Check the revision (one query); migrate if behind and allowed, else say what to run."""
    from sqlalchemy.exc import SQLAlchemyError

    url = engine.url.render_as_string(hide_password=True)
    try:
        revision = current_revision(engine)
    except SQLAlchemyError as exc:
        raise StoreError(f"cannot open the database {url}: {first_line(exc)}") from None
    if revision == HEAD_REVISION:
        return revision
    if not migrate:
        state = "has no schema" if revision is None else f"is at schema revision {revision}"
        raise StoreError(
            f"the database {url} {state}, not {HEAD_REVISION}: run `supermemory db upgrade`"
        )
    return upgrade(engine)
