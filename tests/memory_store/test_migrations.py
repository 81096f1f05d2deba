"""Alembic migrations: empty -> head, down and up again, no drift from the models, packaging."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from sqlalchemy import create_engine, inspect, text

from supermemory_local.config import Settings
from supermemory_local.store.db import make_engine
from supermemory_local.store.migrate import (
    HEAD_REVISION,
    alembic_config,
    current_revision,
    downgrade,
    include_object,
    upgrade,
)
from supermemory_local.store.models import Base
from supermemory_local.store.repository import MemoryStore, StoreError

ROOT = Path(__file__).resolve().parents[2]


def _tables(url: str) -> set[str]:
    engine = create_engine(url)
    try:
        return set(inspect(engine).get_table_names())
    finally:
        engine.dispose()


def test_head_revision_constant_matches_the_scripts() -> None:
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(alembic_config())
    assert script.get_heads() == [HEAD_REVISION]


def test_scripts_are_found_through_the_package() -> None:
    location = Path(alembic_config().get_main_option("script_location") or "")
    assert (location / "env.py").is_file()
    assert (location / "script.py.mako").is_file()
    assert (location / "versions" / "0001_initial.py").is_file()
    assert (location / "versions" / "0002_list_indexes.py").is_file()
    assert (location / "versions" / "0003_search_indexes.py").is_file()


def test_empty_database_to_head_then_down_and_up_again(store_url: str) -> None:
    engine = make_engine(store_url)
    try:
        assert current_revision(engine) is None
        assert upgrade(engine) == HEAD_REVISION
        assert current_revision(engine) == HEAD_REVISION
        assert "memories" in _tables(store_url)
        assert upgrade(engine) == HEAD_REVISION  # a second run is harmless

        downgrade(engine, "base")
        assert current_revision(engine) is None
        assert _tables(store_url) <= {"alembic_version"}

        assert upgrade(engine) == HEAD_REVISION
    finally:
        engine.dispose()
    with MemoryStore.open(Settings(), url=store_url, migrate=False) as store:
        memory = store.add("works after down and up 数据库", scope="s")
        assert [m.id for m in store.search("数据库")] == [memory.id]


def test_models_and_migrated_schema_do_not_drift(store_url: str) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    engine = make_engine(store_url)
    try:
        upgrade(engine)
        with engine.connect() as connection:
            context = MigrationContext.configure(
                connection, opts={"include_object": include_object, "compare_type": True}
            )
            diff = compare_metadata(context, Base.metadata)
    finally:
        engine.dispose()
    assert diff == []


def test_full_text_objects_exist_but_are_left_out_of_comparisons(store_url: str) -> None:
    engine = make_engine(store_url)
    try:
        upgrade(engine)
        with engine.connect() as connection:
            if engine.dialect.name == "sqlite":
                names = set(
                    connection.scalars(
                        text("SELECT name FROM sqlite_master WHERE name LIKE 'memories_fts%'")
                    )
                )
                assert {
                    "memories_fts",
                    "memories_fts_scopes",
                    "memories_fts_insert",
                    "memories_fts_delete",
                    "memories_fts_update",
                } <= names
            else:
                index = connection.scalar(
                    text(
                        "SELECT indexdef FROM pg_indexes"
                        " WHERE indexname = 'ix_memories_content_trgm'"
                    )
                )
                assert index is not None and "gin" in index.lower() and "gin_trgm_ops" in index
                generated = connection.scalar(
                    text(
                        "SELECT is_generated FROM information_schema.columns"
                        " WHERE table_name = 'memories' AND column_name = 'content_tsv'"
                    )
                )
                assert generated == "ALWAYS"
    finally:
        engine.dispose()
    assert not include_object(None, "memories_fts_data", "table", True, None)
    assert not include_object(None, "memories_fts_scopes", "table", True, None)
    assert not include_object(None, "ix_memories_content_trgm", "index", True, None)
    assert not include_object(None, "content_tsv", "column", True, None)
    assert include_object(None, "memories", "table", True, None)
    assert include_object(None, "content", "column", True, None)


def test_open_without_migrate_on_an_empty_database_says_what_to_run(store_url: str) -> None:
    with pytest.raises(StoreError, match="run `supermemory db upgrade`"):
        MemoryStore.open(Settings(), url=store_url, migrate=False)


def test_open_migrates_on_first_use_and_upgrade_is_idempotent(store_url: str) -> None:
    with MemoryStore.open(Settings(), url=store_url) as store:
        assert store.current_revision() == HEAD_REVISION
        assert store.upgrade() == HEAD_REVISION


def test_database_from_a_newer_version_is_a_clear_error(store_url: str) -> None:
    MemoryStore.open(Settings(), url=store_url).close()
    engine = create_engine(store_url)
    with engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = 'ffff_future'"))
    engine.dispose()
    with pytest.raises(StoreError, match="newer supermemory") as caught:
        MemoryStore.open(Settings(), url=store_url)
    assert "\n" not in str(caught.value)
    with pytest.raises(StoreError, match="ffff_future"):
        MemoryStore.open(Settings(), url=store_url, migrate=False)


def test_unreachable_postgres_is_a_one_line_error() -> None:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    url = f"postgresql+psycopg://u:hunter2@127.0.0.1:{port}/db"
    with pytest.raises(StoreError) as caught:
        MemoryStore.open(Settings(), url=url)
    message = str(caught.value)
    assert "\n" not in message and "hunter2" not in message and "u:***@" in message


@pytest.mark.slow
def test_the_wheel_ships_the_migrations(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
            str(ROOT),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    (wheel,) = tmp_path.glob("supermemory_local-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {
        "supermemory_local/migrations/__init__.py",
        "supermemory_local/migrations/env.py",
        "supermemory_local/migrations/script.py.mako",
        "supermemory_local/migrations/versions/__init__.py",
        "supermemory_local/migrations/versions/0001_initial.py",
        "supermemory_local/migrations/versions/0002_list_indexes.py",
        "supermemory_local/migrations/versions/0003_search_indexes.py",
    } <= names
    # One namespace: nothing generic (plugin, migrations, memory_store) at the top.
    assert {name.split("/")[0] for name in names if ".dist-info/" not in name} == {
        "supermemory_local"
    }
    (top_level,) = [n for n in names if n.endswith(".dist-info/top_level.txt")] or [None]
    if top_level is not None:
        assert zipfile.ZipFile(wheel).read(top_level).decode().split() == ["supermemory_local"]
    # Every package folder of the checkout is shipped (the package list is explicit).
    for folder, prefix in (
        ("plugin", "supermemory_local"),
        ("memory_store", "supermemory_local/store"),
        ("migrations", "supermemory_local/migrations"),
    ):
        for init in (ROOT / folder).rglob("__init__.py"):
            rel = init.relative_to(ROOT / folder).as_posix()
            assert f"{prefix}/{rel}" in names, f"{folder}/{rel} is not in the wheel"

    # Migrate a new database with the code from the wheel, not from the checkout.
    unpacked = tmp_path / "unpacked"
    zipfile.ZipFile(wheel).extractall(unpacked)
    script = (
        "import supermemory_local.migrations as m, supermemory_local.store.repository as r;"
        "s = r.MemoryStore.open(url='sqlite:///' + sys.argv[1]);"
        "print(m.__file__, s.current_revision())"
    )
    done = subprocess.run(
        [sys.executable, "-c", f"import sys; {script}", str(tmp_path / "m.db")],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(unpacked)},
    )
    assert done.returncode == 0, done.stderr
    module_file, revision = done.stdout.split()
    assert Path(module_file).is_relative_to(unpacked)
    assert revision == HEAD_REVISION


def test_opening_a_current_database_loads_no_heavy_modules(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'm.db'}"
    MemoryStore.open(Settings(), url=url).close()
    script = (
        "import sys; from supermemory_local.store.repository import MemoryStore;"
        "s = MemoryStore.open(url=sys.argv[1]); s.list(limit=1); s.search('x'); s.close();"
        "heavy = ('alembic', 'detect_secrets', 'ulid', 'psycopg', 'sqlalchemy.orm');"
        "print(' '.join(m for m in heavy if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, url], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == []


def test_downgrading_one_step_keeps_the_full_text_index_in_sync(tmp_path: Path) -> None:
    """0004 -> 0003 on SQLite must not drop 0003's FTS triggers (batch mode would)."""
    import sqlite3

    from supermemory_local.store.db import make_engine
    from supermemory_local.store.migrate import downgrade

    db = tmp_path / "m.db"
    url = f"sqlite:///{db}"
    MemoryStore.open(Settings(), url=url).close()

    def triggers() -> list[str]:
        with sqlite3.connect(db) as connection:
            rows = connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name"
            )
            return [r[0] for r in rows]

    before = triggers()
    assert before
    engine = make_engine(url)
    try:
        downgrade(engine, "0003")
    finally:
        engine.dispose()
    assert triggers() == before


def test_the_full_text_index_buffers_as_0005_says_and_back(tmp_path: Path) -> None:
    """0005 sets FTS5's hashsize on SQLite; down to 0004 restores FTS5's default; up
    again, the index finds what was written before and after."""
    import importlib
    import sqlite3

    from supermemory_local.store.db import make_engine
    from supermemory_local.store.migrate import downgrade

    settings = importlib.import_module(
        "supermemory_local.migrations.versions.0005_fts_write_settings"
    )
    db = tmp_path / "m.db"
    url = f"sqlite:///{db}"

    def hashsize() -> int | None:
        with sqlite3.connect(db) as connection:
            row = connection.execute("SELECT v FROM memories_fts_config WHERE k = 'hashsize'")
            found = row.fetchone()
        return None if found is None else int(found[0])

    with MemoryStore.open(Settings(), url=url) as store:
        first = store.add("buffered 数据库", scope="s")
    assert hashsize() == settings.HASHSIZE
    engine = make_engine(url)
    try:
        downgrade(engine, "0004")
    finally:
        engine.dispose()
    assert hashsize() == settings.DEFAULT_HASHSIZE
    with MemoryStore.open(Settings(), url=url) as store:  # up to 0005 again
        assert hashsize() == settings.HASHSIZE
        second = store.add("buffered again 数据库", scope="s")
        assert {m.id for m in store.search("数据库")} == {first.id, second.id}


def test_threads_opening_new_stores_at_once_all_migrate(tmp_path: Path) -> None:
    """Alembic's command proxy is process-wide: threads migrating at once must take turns
    (without the in-process lock 8 of 8 failed: KeyError 'config', 'table exists')."""
    import threading

    errors: list[str] = []

    def open_one(i: int) -> None:
        try:
            MemoryStore.open(Settings(), url=f"sqlite:///{tmp_path / f'{i}.db'}").close()
        except Exception as exc:
            errors.append(repr(exc))

    threads = [threading.Thread(target=open_one, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
