"""Search uses its indexes: PostgreSQL's plans (EXPLAIN on the real server) for every
query shape, and SQLite's FTS index carrying the scope, kept in sync by its triggers."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import insert, text

from supermemory_local.config import Settings
from supermemory_local.store.db import make_engine
from supermemory_local.store.ids import new_memory_id
from supermemory_local.store.migrate import downgrade, upgrade
from supermemory_local.store.repository import MemoryStore
from supermemory_local.store.schema import memories
from supermemory_local.store.search import parse_terms, postgres_search

FILLER_ROWS = 20_000
# One query per shape we accept; each occurs in a handful of rows among the filler.
SHAPES = {
    "word": "kubernetes",
    "two words": "flaky kubernetes",
    "phrase": '"rollout plan"',
    "identifier with -": "BILL-4711",
    "identifier with _": "max_retry_budget",
    "chinese": "数据库迁移",
}
NEEDLES = [
    "the kubernetes rollout plan is flaky",
    "kubernetes nodes restart; see BILL-4711",
    "raise max_retry_budget before the deploy",
    "我们把数据库迁移到了新的服务器",
]


def _rows(n: int) -> Iterator[dict[str, Any]]:
    start = datetime(2026, 1, 1, tzinfo=UTC)
    for i in range(n):
        content = (
            NEEDLES[i // 1000 % len(NEEDLES)]
            if i % 1000 == 999
            else f"note {i}: component{i % 500} handles task {i * 7 % 9973}; 会议记录{i % 300}"
        )
        at = start + timedelta(seconds=i)
        yield {
            "id": new_memory_id(),
            "content": content,
            "type": "conversation",
            "scope": f"scope{i % 20}",
            "session_id": None,
            "source": None,
            "metadata": {},
            "created_at": at,
            "updated_at": at,
        }


@pytest.fixture(scope="module")
def big_pg(pg_server_url: str) -> Iterator[str]:
    """A PostgreSQL database at head with FILLER_ROWS memories, analyzed."""
    import uuid

    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url

    name = f"sm_plans_{uuid.uuid4().hex[:12]}"
    admin = create_engine(pg_server_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(pg_server_url).set(database=name).render_as_string(hide_password=False)
    engine = make_engine(url)
    try:
        upgrade(engine)
        with engine.begin() as connection:
            connection.execute(insert(memories), list(_rows(FILLER_ROWS)))
        with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
            connection.exec_driver_sql("VACUUM ANALYZE memories")
        yield url
    finally:
        engine.dispose()
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE "{name}" WITH (FORCE)'))
        admin.dispose()


def _plan_nodes(plan: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield plan
    for child in plan.get("Plans", []):
        yield from _plan_nodes(child)


def _explain(url: str, query: str, scope: str | None) -> list[dict[str, Any]]:
    engine = make_engine(url)
    try:
        stmt = postgres_search(memories, parse_terms(query), scope=scope).limit(10)
        compiled = stmt.compile(dialect=engine.dialect)
        with engine.connect() as connection:
            (raw,) = connection.exec_driver_sql(
                "EXPLAIN (FORMAT JSON) " + str(compiled), compiled.params
            ).one()
    finally:
        engine.dispose()
    document = raw if isinstance(raw, list) else json.loads(raw)
    return list(_plan_nodes(document[0]["Plan"]))


@pytest.mark.postgres
@pytest.mark.parametrize("scope", [None, "scope19"], ids=["all scopes", "one scope"])
@pytest.mark.parametrize("shape", list(SHAPES))
def test_postgres_answers_every_query_shape_from_the_trigram_index(
    big_pg: str, shape: str, scope: str | None
) -> None:
    nodes = _explain(big_pg, SHAPES[shape], scope)
    scans = [n for n in nodes if n.get("Relation Name") == "memories" or "Index Name" in n]
    assert not [n for n in scans if n["Node Type"] == "Seq Scan"], scans
    assert "ix_memories_content_trgm" in {n.get("Index Name") for n in nodes}, scans


@pytest.mark.postgres
@pytest.mark.parametrize("query", ["component4", "会议记录", "note"])
def test_postgres_common_terms_read_an_index_not_every_row(big_pg: str, query: str) -> None:
    """A term in many or all rows: the matches come off the trigram index, or the newest
    rows off the id index until RANK_WINDOW of them match; never a scan of every row."""
    nodes = _explain(big_pg, query, None)
    keys = ("Filter", "Recheck Cond", "Index Cond")
    testing = [n for n in nodes if any("~~*" in n.get(k, "") for k in keys)]
    assert testing and all(n["Node Type"] != "Seq Scan" for n in testing), testing
    assert not [n for n in nodes if n["Node Type"] == "Seq Scan" and "Filter" in n], nodes


@pytest.mark.postgres
def test_postgres_plans_find_what_they_promise(big_pg: str) -> None:
    with MemoryStore.open(Settings(), url=big_pg) as store:
        for shape, query in SHAPES.items():
            found = store.search(query, limit=50)
            words = [t.lower() for t in parse_terms(query)]
            assert found, shape
            assert all(all(w in m.content.lower() for w in words) for m in found), shape
        scoped = store.search("kubernetes", scope="scope19", limit=50)
        assert scoped and {m.scope for m in scoped} == {"scope19"}


# -- SQLite: the scope inside the FTS index -------------------------------------------


def _fts_rows(db: Path) -> int:
    with sqlite3.connect(db) as connection:
        return int(connection.execute("SELECT count(*) FROM memories_fts").fetchone()[0])


def test_sqlite_scoped_search_filters_inside_the_fts_query(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with MemoryStore.open(Settings(), url=f"sqlite:///{db}") as store:
        mine = store.add("deploy the billing service", scope="mine")
        store.add("deploy the search service", scope="theirs")
        assert [m.id for m in store.search("deploy", scope="mine")] == [mine.id]
        assert store.search("deploy", scope="nobody") == []
    with sqlite3.connect(db) as connection:
        keys = dict(
            connection.execute("SELECT scope, id FROM memories_fts_scopes ORDER BY id").fetchall()
        )
        assert set(keys) == {"mine", "theirs"}
        # The index itself answers "deploy in scope mine": one row, without the table.
        (count,) = connection.execute(
            "SELECT count(*) FROM memories_fts WHERE memories_fts MATCH ?",
            (f'scope_key : "{chr(0xE000 + keys["mine"])}\ue000\ue000" AND content : "deploy"',),
        ).fetchone()
        assert count == 1


def test_sqlite_fts_follows_inserts_deletes_imports_and_updates(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with MemoryStore.open(Settings(), url=f"sqlite:///{db}") as store:
        a = store.add("alpha release notes", scope="one")
        b = store.add("alpha migration plan", scope="two")
        lines = [json.dumps({**b.to_json(), "id": new_memory_id(), "scope": "three"})]
        assert store.import_lines(lines).added == 1
        assert _fts_rows(db) == 3
        assert {m.scope for m in store.search("alpha")} == {"one", "two", "three"}
        store.forget([a.id])
        assert _fts_rows(db) == 2
        assert store.search("release") == []
    with sqlite3.connect(db) as connection:  # another program edits a row in place
        connection.execute(
            "UPDATE memories SET content = 'beta rollout', scope = 'four' WHERE id = ?", (b.id,)
        )
    with MemoryStore.open(Settings(), url=f"sqlite:///{db}") as store:
        assert [m.scope for m in store.search("migration")] == ["three"]  # the imported copy
        assert [m.id for m in store.search("beta", scope="four")] == [b.id]
        assert store.search("beta", scope="two") == []
        assert _fts_rows(db) == 2


def test_sqlite_big_import_indexes_every_row_with_its_scope(tmp_path: Path) -> None:
    """An import larger than one multi-row INSERT: every row is in the FTS index under its
    own scope key, in the order of the lines (the pk order that "newest" ranks by)."""
    db = tmp_path / "m.db"
    rows = list(_rows(2_500))
    lines = [
        json.dumps(
            {
                **r,
                "created_at": r["created_at"].isoformat(),
                "updated_at": r["updated_at"].isoformat(),
            }
        )
        for r in rows
    ]
    with MemoryStore.open(Settings(), url=f"sqlite:///{db}") as store:
        assert store.import_lines(lines).added == len(rows)
        needles = {r["id"] for r in rows if "kubernetes" in r["content"]}
        assert len(needles) == 2  # rows 999 and 1999, both of scope19
        assert {m.id for m in store.search("kubernetes", scope="scope19")} == needles
        assert store.search("kubernetes", scope="scope0") == []
    assert _fts_rows(db) == len(rows)
    with sqlite3.connect(db) as connection:
        assert [row[0] for row in connection.execute("SELECT id FROM memories ORDER BY pk")] == [
            r["id"] for r in rows
        ]
        keys = dict(connection.execute("SELECT scope, id FROM memories_fts_scopes").fetchall())
        for scope in ("scope0", "scope7", "scope19"):
            key = f"{chr(0xE000 + keys[scope])}\ue000\ue000"
            indexed = connection.execute(
                "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? ORDER BY rowid",
                (f'scope_key : "{key}"',),
            ).fetchall()
            stored = connection.execute(
                "SELECT pk FROM memories WHERE scope = ? ORDER BY pk", (scope,)
            ).fetchall()
            assert indexed == stored and len(stored) == len(rows) // 20


def test_sqlite_migration_0003_reindexes_existing_memories_and_goes_back(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'm.db'}"
    with MemoryStore.open(Settings(), url=url) as store:
        kept = [store.add(f"数据库迁移 step {i}", scope=f"s{i % 2}") for i in range(6)]
    engine = make_engine(url)
    try:
        downgrade(engine, "0002")
    finally:
        engine.dispose()
    with sqlite3.connect(tmp_path / "m.db") as connection:
        (sql,) = connection.execute(
            "SELECT sql FROM sqlite_master WHERE name = 'memories_fts'"
        ).fetchone()
        assert "content='memories'" in sql  # revision 0002's external-content index
        (hits,) = connection.execute(
            "SELECT count(*) FROM memories_fts WHERE memories_fts MATCH '\"数据库迁移\"'"
        ).fetchone()
        assert hits == 6
    with MemoryStore.open(Settings(), url=url) as store:  # upgrades again, rebuilding
        assert {m.id for m in store.search("数据库迁移", scope="s1")} == {
            m.id for m in kept if m.scope == "s1"
        }
        assert len(store.search("数据库迁移")) == 6
