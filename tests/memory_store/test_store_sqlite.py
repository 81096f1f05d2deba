"""SQLite specifics: where the file is, its mode, the connection pragmas, the URL precedence."""

from __future__ import annotations

import sqlite3
import stat
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from sqlalchemy import insert, text

from supermemory_local.config import Settings
from supermemory_local.store import db as store_db
from supermemory_local.store.db import insert_many, make_engine, resolve_url
from supermemory_local.store.ids import new_memory_id
from supermemory_local.store.migrate import upgrade
from supermemory_local.store.repository import MemoryStore
from supermemory_local.store.schema import memories


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_default_file_is_in_the_user_data_dir_with_mode_0600(isolated_home: Path) -> None:
    with MemoryStore.open(Settings()) as store:
        memory = store.add("hello", scope="s")
        db = isolated_home / ".local/share/supermemory/memories.db"
        assert store.url == f"sqlite:///{db}"
        assert _mode(db) == 0o600
        wal = Path(f"{db}-wal")
        assert wal.exists() and _mode(wal) == 0o600
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT id FROM memories").fetchall() == [(memory.id,)]


def test_storage_path_setting_creates_parent_dirs(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "er" / "mine.db"
    with MemoryStore.open(Settings(storage_path=str(target))) as store:
        store.add("x", scope="s")
    assert _mode(target) == 0o600


def test_file_mode_is_0600_even_with_a_permissive_umask(tmp_path: Path) -> None:
    import os

    old = os.umask(0)
    try:
        MemoryStore.open(Settings(), url=f"sqlite:///{tmp_path / 'm.db'}").close()
    finally:
        os.umask(old)
    assert _mode(tmp_path / "m.db") == 0o600


def test_connection_pragmas(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'm.db'}")
    try:
        with engine.connect() as connection:

            def pragma(name: str) -> object:
                return connection.execute(text(f"PRAGMA {name}")).scalar()

            assert pragma("journal_mode") == "wal"
            assert pragma("busy_timeout") == 10_000
            assert pragma("synchronous") == 1  # NORMAL
            assert pragma("foreign_keys") == 1
            assert pragma("cache_size") == -16_384  # KiB
    finally:
        engine.dispose()
    with sqlite3.connect(tmp_path / "m.db") as plain:  # WAL is a property of the file
        assert plain.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_a_new_database_gets_16_kib_pages_and_an_old_one_keeps_its_own(tmp_path: Path) -> None:
    with sqlite3.connect(tmp_path / "old.db") as plain:  # made by SQLite's default: 4 KiB
        plain.execute("CREATE TABLE t (x)")
        old_size = plain.execute("PRAGMA page_size").fetchone()[0]
    assert old_size != 16_384
    for name in ("new.db", "old.db"):
        with MemoryStore.open(Settings(), url=f"sqlite:///{tmp_path / name}") as store:
            store.add(f"kept in {name}", scope="s")
            assert [m.content for m in store.search("kept")] == [f"kept in {name}"]
    for name, size in (("new.db", 16_384), ("old.db", old_size)):
        with sqlite3.connect(tmp_path / name) as plain:
            assert plain.execute("PRAGMA page_size").fetchone() == (size,)


def _stored_both_ways(
    folder: Path, rows: list[dict[str, object]]
) -> list[list[tuple[object, ...]]]:
    """The memories table's rows after writing ``rows`` through SQLAlchemy's INSERT, then
    through insert_many, each into a fresh database in ``folder``."""
    stored = []
    for name, write in (
        ("sqlalchemy.db", lambda connection: connection.execute(insert(memories), rows)),
        ("ours.db", lambda connection: insert_many(connection, memories, rows)),
    ):
        engine = make_engine(f"sqlite:///{folder / name}")
        try:
            upgrade(engine)
            with engine.begin() as connection:
                write(connection)
        finally:
            engine.dispose()
        with sqlite3.connect(folder / name) as plain:
            stored.append(plain.execute("SELECT * FROM memories ORDER BY pk").fetchall())
    return stored


def test_insert_many_stores_what_sqlalchemys_insert_stores(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The batch insert writes SQL of its own: the same stored text, times and JSON as
    SQLAlchemy's INSERT, in row order, over several statements (3 rows each here)."""
    start = datetime(2026, 3, 1, 12, 0, 0, tzinfo=UTC)  # whole seconds: no fraction to drop
    rows = [
        {
            "id": new_memory_id(),
            "content": f'note {i}: it\'s "quoted", 数据库迁移 \\ %_ {"x" * i}',
            "type": "conversation",
            "scope": f"s{i % 3}",
            "session_id": None if i % 2 else f"ses_{i}",
            "source": None,
            "metadata": [{}, {"k": [1, None, "ü"]}, {"n": {"deep": True}}][i % 3],
            "created_at": start + timedelta(microseconds=i * 250_001),
            "updated_at": (start + timedelta(hours=i)).astimezone(timezone(timedelta(hours=5))),
            "owner": "alice",
        }
        for i in range(7)
    ]
    monkeypatch.setattr(store_db, "ROWS_PER_INSERT", 3)
    stored = _stored_both_ways(tmp_path, rows)
    assert stored[0] == stored[1]
    assert [row[1] for row in stored[1]] == [r["id"] for r in rows]
    assert stored[1][0][8] == "2026-03-01 12:00:00.000000"  # SQLAlchemy's SQLite format


_AWARE = st.datetimes(
    min_value=datetime(1, 1, 2), max_value=datetime(9999, 12, 30), timezones=st.just(UTC)
).map(lambda value: value.astimezone(timezone(timedelta(hours=-3))) if value.second % 2 else value)


@st.composite
def _import_rows(draw: st.DrawFn) -> list[dict[str, object]]:
    """Rows whose ``updated_at`` is the ``created_at`` object itself, an equal time that is
    another object (another offset), or another time; metadata empty (a dict or not) or
    not: what insert_many converts once and reuses must equal converting each."""
    rows = []
    for i in range(draw(st.integers(min_value=1, max_value=8))):
        created = draw(_AWARE)
        how = draw(st.sampled_from(["same", "equal", "other"]))
        if how == "same":
            updated = created
        elif how == "equal":
            updated = created.astimezone(timezone(timedelta(hours=7)))
        else:
            updated = draw(_AWARE)
        metadata = draw(st.sampled_from([{}, {"k": 1}, {"": {}}, {"a": []}]))
        rows.append(
            {
                "id": f"mem_{i:026d}",
                "content": "c",
                "type": "note",
                "scope": "s",
                "session_id": None,
                "source": None,
                "metadata": dict(metadata),
                "created_at": created,
                "updated_at": updated,
                "owner": None,
            }
        )
    return rows


@hypothesis_settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rows=_import_rows())
def test_insert_many_converts_a_shared_time_and_empty_metadata_as_each(
    tmp_path_factory: pytest.TempPathFactory, rows: list[dict[str, object]]
) -> None:
    """insert_many converts a time once where a row's two times are one object, and the
    empty metadata once: the stored rows are SQLAlchemy's own INSERT's."""
    folder = tmp_path_factory.mktemp("insert")
    stored = _stored_both_ways(folder, rows)
    assert stored[0] == stored[1]


def test_fts_uses_the_trigram_tokenizer(tmp_path: Path) -> None:
    MemoryStore.open(Settings(), url=f"sqlite:///{tmp_path / 'm.db'}").close()
    with sqlite3.connect(tmp_path / "m.db") as connection:
        (sql,) = connection.execute(
            "SELECT sql FROM sqlite_master WHERE name = 'memories_fts'"
        ).fetchone()
    assert "tokenize='trigram'" in sql


def test_url_precedence(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings(
        database_url="sqlite:///from-settings.db", storage_path=str(tmp_path / "p.db")
    )
    monkeypatch.setenv("SUPERMEMORY_DATABASE_URL", "sqlite:///from-env.db")
    assert resolve_url(settings, "sqlite:///from-arg.db") == "sqlite:///from-arg.db"
    assert resolve_url(settings) == "sqlite:///from-env.db"
    monkeypatch.delenv("SUPERMEMORY_DATABASE_URL")
    assert resolve_url(settings) == "sqlite:///from-settings.db"
    assert (
        resolve_url(Settings(storage_path=str(tmp_path / "p.db")))
        == f"sqlite:///{tmp_path / 'p.db'}"
    )
    assert resolve_url(Settings(storage_path="~/x.db")).endswith("/x.db")
    assert "~" not in resolve_url(Settings(storage_path="~/x.db"))


def test_env_url_is_used_by_open(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SUPERMEMORY_DATABASE_URL", f"sqlite:///{tmp_path / 'env.db'}")
    with MemoryStore.open(Settings(storage_path=str(tmp_path / "ignored.db"))) as store:
        store.add("x", scope="s")
    assert (tmp_path / "env.db").exists() and not (tmp_path / "ignored.db").exists()


def test_in_memory_database_works() -> None:
    with MemoryStore.open(Settings(), url="sqlite://") as store:
        memory = store.add("ephemeral 数据库", scope="s")
        assert [m.id for m in store.search("数据库")] == [memory.id]
        assert "size_bytes" not in store.stats()


def test_open_loads_the_config_file_when_no_settings_are_given(
    isolated_home: Path, tmp_path: Path
) -> None:
    config = isolated_home / ".config/opencode/supermemory.jsonc"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(f'{{ "storagePath": "{tmp_path / "configured.db"}", "searchLimit": 1 }}')
    with MemoryStore.open() as store:
        store.add("one match", scope="s")
        store.add("two match", scope="s")
        assert len(store.search("match")) == 1
    assert (tmp_path / "configured.db").exists()


def test_unusable_url_is_a_store_error() -> None:
    from supermemory_local.store.repository import StoreError

    with pytest.raises(StoreError, match="unusable database URL"):
        MemoryStore.open(Settings(), url="nosuchdb://x/y")


def test_a_common_word_is_ranked_among_its_newest_matches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import supermemory_local.store.search as search

    store = MemoryStore.open(url=f"sqlite:///{tmp_path / 'm.db'}")
    # The oldest memory is the best match (the word three times), then four weaker ones.
    oldest = store.add("deploy deploy deploy", scope="s")
    weaker = [store.add(f"deploy step {i} of the rollout plan", scope="s") for i in range(4)]
    assert store.search("deploy", scope="s", limit=1)[0].id == oldest.id  # ranked in full

    monkeypatch.setattr(search, "RANK_WINDOW", 3)  # only the 3 newest matches are ranked
    found = store.search("deploy", scope="s", limit=10)
    assert {m.id for m in found} == {m.id for m in weaker[-3:]}
    assert all(m.score is not None for m in found)
    store.close()
