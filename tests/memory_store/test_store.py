"""The store's API on both backends: CRUD, ordering, filters, search, forget, export/import."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from supermemory_local.config import PrivacySettings, Settings
from supermemory_local.store.ids import is_memory_id
from supermemory_local.store.migrate import HEAD_REVISION
from supermemory_local.store.repository import (
    MEMORY_TYPES,
    ImportFileError,
    ImportReport,
    Memory,
    MemoryNotFoundError,
    MemoryStore,
    PrivacyError,
    StoreError,
    _clean_text,
)
from supermemory_local.store.text import UNSTORABLE


def test_add_returns_what_get_reads_back(store: MemoryStore) -> None:
    before = datetime.now(UTC)
    added = store.add(
        "Use uv for installs",
        scope="opencode_project_0123456789abcdef",
        type="preference",
        session_id="ses_1",
        source="cli",
        metadata={"model": "m", "tokens": {"input": 3}, "tags": ["a"]},
    )
    assert is_memory_id(added.id)
    assert added.created_at.tzinfo is not None and added.created_at >= before
    got = store.get(added.id)
    assert got == added
    assert got is not None and got.created_at.utcoffset().total_seconds() == 0  # type: ignore[union-attr]
    assert store.get("mem_01AAAAAAAAAAAAAAAAAAAAAAAA") is None


def test_to_json_has_the_documented_fields(store: MemoryStore) -> None:
    memory = store.add("fact", scope="s", metadata={"k": 1})
    data = memory.to_json()
    assert list(data) == [
        "id",
        "title",
        "content",
        "type",
        "scope",
        "session_id",
        "source",
        "metadata",
        "created_at",
        "updated_at",
        "owner",
    ]
    assert data["owner"] == store.owner
    assert data["created_at"].endswith("+00:00")
    assert datetime.fromisoformat(data["created_at"]) == memory.created_at
    json.dumps(data)  # plain JSON
    assert "score" in store.search("fact")[0].to_json()


def test_list_is_newest_first_with_limit(store: MemoryStore) -> None:
    ids = [store.add(f"memory number {i}", scope="s").id for i in range(25)]
    assert [m.id for m in store.list(scope="s")] == ids[::-1][:20]  # default limit 20
    assert [m.id for m in store.list(limit=3)] == ids[::-1][:3]
    assert [m.id for m in store.list(limit=None)] == ids[::-1]


def test_list_filters_by_scope_type_and_session(store: MemoryStore) -> None:
    a = store.add("a", scope="one", type="preference", session_id="s1")
    b = store.add("b", scope="one", type="conversation", session_id="s2")
    c = store.add("c", scope="two", type="preference", session_id="s1")
    assert [m.id for m in store.list(scope="one")] == [b.id, a.id]
    assert [m.id for m in store.list(type="preference")] == [c.id, a.id]
    assert [m.id for m in store.list(session_id="s1")] == [c.id, a.id]
    assert [m.id for m in store.list(scope="one", type="preference", session_id="s1")] == [a.id]
    assert [m.id for m in store.list(scope=None)] == [c.id, b.id, a.id]
    assert store.list(scope="three") == []


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"type": "memo"}, "unknown memory type 'memo'"),
        ({"scope": ""}, "scope must be a non-empty string"),
        ({"scope": "x" * 300}, "scope is longer than 255"),
        ({"metadata": {"x": object()}}, "metadata must be plain JSON"),
        ({"metadata": {"x": float("nan")}}, "metadata must be plain JSON"),
    ],
)
def test_add_rejects_bad_input_with_a_clear_message(
    store: MemoryStore, kwargs: dict[str, object], message: str
) -> None:
    args: dict[str, object] = {"scope": "s", **kwargs}
    with pytest.raises(StoreError, match=message):
        store.add("content", **args)  # type: ignore[arg-type]
    assert store.list() == []


def test_every_memory_type_is_accepted(store: MemoryStore) -> None:
    for memory_type in MEMORY_TYPES:
        store.add(f"a {memory_type}", scope="s", type=memory_type)
    assert store.stats()["by_type"] == dict.fromkeys(MEMORY_TYPES, 1)


def test_empty_and_entirely_private_content_is_refused(store: MemoryStore) -> None:
    with pytest.raises(StoreError, match="empty"):
        store.add("   \n", scope="s")
    with pytest.raises(PrivacyError):
        store.add("<private>my diary</private>\n  ", scope="s")
    with pytest.raises(PrivacyError):
        store.add("AKIA2QJ7ZKM4XW5RT6PB", scope="s")
    assert store.list() == []


def test_private_blocks_and_secret_metadata_are_redacted(store: MemoryStore) -> None:
    memory = store.add(
        "keep this <PRIVATE>\nhide\nthis</Private> and this",
        scope="s",
        metadata={"note": "token ghp_" + "a1" * 18, "nested": {"list": ["<private>x</private>"]}},
    )
    assert memory.content == "keep this [REDACTED] and this"
    assert memory.metadata == {"note": "token [REDACTED]", "nested": {"list": ["[REDACTED]"]}}
    assert store.get(memory.id) == memory


def test_nul_characters_are_stored_the_same_on_every_backend(store: MemoryStore) -> None:
    memory = store.add("before\x00after", scope="s", metadata={"k": "a\x00b"})
    assert memory.content == "before\ufffdafter"
    assert store.get(memory.id) == memory


@pytest.mark.parametrize("scope", ["team\x00a", "team\ud800"])
def test_a_scope_no_backend_stores_is_refused_by_name_and_nothing_is_stored(
    store: MemoryStore, scope: str
) -> None:
    with pytest.raises(StoreError, match=r"^scope contains a NUL character or a lone surrogate"):
        store.add("kept elsewhere", scope=scope)
    store.add("a valid one", scope="team")
    exported = next(store.export())  # a valid line, but for its scope
    store.forget([exported["id"]])
    line = json.dumps({**exported, "scope": scope})
    with pytest.raises(StoreError, match="line 1: scope contains"):
        store.import_lines([line])
    assert store.list(limit=10) == []


def test_search_ranks_by_relevance_and_sets_scores(store: MemoryStore) -> None:
    store.add("the weather is nice today", scope="s")
    once = store.add("sqlite is a database; we tried many things before", scope="s")
    often = store.add("database database: the database migration broke the database", scope="s")
    results = store.search("database")
    assert [m.id for m in results] == [often.id, once.id]
    assert all(m.score is not None for m in results)
    assert results[0].score > results[1].score  # type: ignore[operator]


def test_search_needs_every_term_and_respects_filters(store: MemoryStore) -> None:
    both = store.add("postgres migration failed on CI", scope="a", type="error-solution")
    store.add("postgres is installed", scope="a")
    other = store.add("postgres migration in another project", scope="b")
    assert {m.id for m in store.search("postgres migration")} == {both.id, other.id}
    assert [m.id for m in store.search("postgres migration", scope="a")] == [both.id]
    assert [m.id for m in store.search("postgres", type="error-solution")] == [both.id]
    assert [m.id for m in store.search('"migration failed"')] == [both.id]
    assert store.search("postgres nonexistent") == []


def test_search_is_case_insensitive(store: MemoryStore) -> None:
    memory = store.add("Run the Alembic migrations first", scope="s")
    assert [m.id for m in store.search("ALEMBIC")] == [memory.id]


def test_search_finds_chinese_and_japanese_without_spaces(store: MemoryStore) -> None:
    zh = store.add("我们把数据库迁移到了新的服务器", scope="s")
    ja = store.add("データベースの移行が完了しました", scope="s")
    store.add("nothing relevant here", scope="s")
    assert [m.id for m in store.search("数据库")] == [zh.id]
    assert [m.id for m in store.search("データベース")] == [ja.id]
    # Shorter than a trigram: still found.
    assert [m.id for m in store.search("迁移")] == [zh.id]
    assert [m.id for m in store.search("移行")] == [ja.id]


def test_search_short_terms_fall_back_to_substring(store: MemoryStore) -> None:
    ci = store.add("we use CI on every push", scope="s")
    store.add("nothing here", scope="s")
    assert [m.id for m in store.search("ci")] == [ci.id]
    assert [m.id for m in store.search("CI push")] == [ci.id]


@pytest.mark.parametrize(
    "query",
    [
        '"',
        '""',
        '"unbalanced',
        "AND",
        "OR",
        "NOT",
        "a AND b OR NOT c",
        "*",
        "foo*",
        "(",
        ")",
        "((a)",
        "-",
        "-foo",
        "foo:bar",
        "content:x",
        "NEAR(a b)",
        "^start",
        "{a b}",
        "'; DROP TABLE memories; --",
        "%",
        "_",
        "\\",
        "100%_done",
        "a'b",
        "\x00",
        "col:umn:",
        "   ",
        "",
    ],
)
def test_hostile_queries_are_plain_text(store: MemoryStore, query: str) -> None:
    target = store.add(f"literal text: {query} end", scope="s")
    store.add("unrelated content", scope="s")
    results = store.search(query)
    if query.strip().strip("\x00"):
        assert target.id in [m.id for m in results]
    assert store.get(target.id) is not None  # nothing was dropped


def test_like_wildcards_in_queries_are_literal(store: MemoryStore) -> None:
    store.add("plain words", scope="s")
    percent = store.add("100% done", scope="s")
    assert [m.id for m in store.search("%")] == [percent.id]
    assert store.search("_") == []


_hypothesis_settings = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@_hypothesis_settings
@given(query=st.text(max_size=40))
def test_any_text_is_a_valid_query(store: MemoryStore, query: str) -> None:
    results = store.search(query, limit=5)
    assert all(isinstance(m, Memory) and m.score is not None for m in results)


@_hypothesis_settings
@given(
    word=st.text(
        alphabet=st.characters(exclude_categories=("Cs", "Cc", "Z")), min_size=1, max_size=12
    )
)
def test_stored_text_is_found_by_its_own_words(store: MemoryStore, word: str) -> None:
    memory = store.add(f"prefix {word} suffix", scope="hypothesis")
    found = [m.id for m in store.search(word, scope="hypothesis", limit=1000)]
    if '"' not in word:
        assert memory.id in found
    store.forget([memory.id])


def test_search_limit_defaults_to_settings(store_url: str) -> None:
    with MemoryStore.open(Settings(search_limit=2), url=store_url) as store:
        for i in range(4):
            store.add(f"repeated term {i}", scope="s")
        assert len(store.search("repeated")) == 2
        assert len(store.search("repeated", limit=3)) == 3
        with pytest.raises(StoreError, match="limit"):
            store.search("repeated", limit=0)


def test_forget_deletes_exactly_the_given_ids(store: MemoryStore) -> None:
    a, b, c = (store.add(t, scope="s") for t in ("alpha one", "beta two", "gamma three"))
    assert store.forget([a.id, c.id, a.id]) == 2
    assert [m.id for m in store.list()] == [b.id]
    assert store.search("alpha") == []  # the search index follows deletes
    assert store.forget([]) == 0


def test_forget_unknown_id_names_it_and_deletes_nothing(store: MemoryStore) -> None:
    a = store.add("keep me", scope="s")
    unknown = "mem_01AAAAAAAAAAAAAAAAAAAAAAAA"
    with pytest.raises(MemoryNotFoundError) as caught:
        store.forget([a.id, unknown, "nonsense"])
    assert caught.value.ids == (unknown, "nonsense")
    assert unknown in str(caught.value) and "\n" not in str(caught.value)
    assert store.get(a.id) is not None


def test_export_is_oldest_first_and_scoped(store: MemoryStore) -> None:
    a = store.add("one", scope="x")
    b = store.add("two", scope="y")
    c = store.add("three", scope="x")
    assert [row["id"] for row in store.export()] == [a.id, b.id, c.id]
    assert [row["id"] for row in store.export(scope="x")] == [a.id, c.id]
    assert next(iter(store.export())) == a.to_json()


def test_export_pages_through_many_rows(store: MemoryStore) -> None:
    rows = [
        json.dumps(
            {"id": f"mem_01{i:024d}", "content": f"row {i}", "type": "conversation", "scope": "s"}
        )
        for i in range(1203)
    ]
    assert store.import_lines(rows) == ImportReport(added=1203, skipped=0)
    exported = [row["id"] for row in store.export()]
    assert len(exported) == 1203 and exported == sorted(exported)


def test_export_import_round_trip_is_idempotent(store: MemoryStore, tmp_path: Path) -> None:
    store.add("first", scope="x", session_id="s1", source="cli", metadata={"n": [1, 2]})
    store.add("数据库 second", scope="y", type="architecture")
    lines = [json.dumps(row, ensure_ascii=False) for row in store.export()]
    with MemoryStore.open(Settings(), url=f"sqlite:///{tmp_path / 'copy.db'}") as copy:
        assert copy.import_lines(lines) == ImportReport(added=2, skipped=0)
        assert [json.dumps(r, ensure_ascii=False) for r in copy.export()] == lines
        assert copy.import_lines(lines) == ImportReport(added=0, skipped=2)
        assert copy.stats()["total"] == 2
        assert [m.content for m in copy.search("数据库")] == ["数据库 second"]
    # Back into the original: everything is already there.
    assert store.import_lines(lines) == ImportReport(added=0, skipped=2)


def test_import_fills_optional_fields_and_counts_repeated_ids(store: MemoryStore) -> None:
    line = json.dumps(
        {"id": "mem_01HZZZZZZZZZZZZZZZZZZZZZZZ", "content": "c", "type": "preference", "scope": "s"}
    )
    assert store.import_lines([line, "", line]) == ImportReport(added=1, skipped=1)
    memory = store.get("mem_01HZZZZZZZZZZZZZZZZZZZZZZZ")
    assert memory is not None and memory.metadata == {} and memory.session_id is None
    assert memory.created_at.tzinfo is not None


def _row(**overrides: object) -> str:
    row: dict[str, object] = {
        "id": "mem_01J00000000000000000000001",
        "content": "ok",
        "type": "conversation",
        "scope": "s",
    }
    row.update(overrides)
    return json.dumps({k: v for k, v in row.items() if v is not ...})


@pytest.mark.parametrize(
    ("bad", "problem"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "expected a JSON object"),
        (_row(content=...), "missing required field(s): content"),
        (_row(id=..., scope=...), "missing required field(s): id, scope"),
        (_row(id="42"), "is not a memory id"),
        (_row(id=7), "is not a memory id"),
        (_row(type="memo"), "unknown memory type"),
        (_row(content=5), "content must be a string"),
        (_row(scope=""), "scope must be a non-empty string"),
        (_row(metadata=[1]), "metadata must be a JSON object"),
        (_row(created_at="yesterday"), "created_at is not an ISO-8601 time"),
        (_row(created_at="2024-01-01T00:00:00"), "created_at has no timezone"),
        (_row(content="<private>all of it</private>"), "entirely private"),
    ],
)
def test_import_bad_line_names_it_and_imports_nothing(
    store: MemoryStore, bad: str, problem: str
) -> None:
    good = [_row(id=f"mem_01J0000000000000000000000{i}") for i in range(2, 5)]
    lines = [*good[:2], "", bad, good[2]]
    with pytest.raises(ImportFileError) as caught:
        store.import_lines(lines)
    assert caught.value.line == 4
    assert str(caught.value).startswith("line 4: ") and problem in str(caught.value)
    assert store.list(limit=None) == []


def test_import_redacts_secrets(store: MemoryStore) -> None:
    line = _row(
        content="deploy key AKIA2QJ7ZKM4XW5RT6PB works", metadata={"k": "sk_live_" + "a" * 24}
    )
    store.import_lines([line])
    memory = store.get("mem_01J00000000000000000000001")
    assert memory is not None
    assert memory.content == "deploy key [REDACTED] works"
    assert memory.metadata == {"k": "[REDACTED]"}


def test_redact_secrets_off_keeps_secrets_but_not_private_blocks(store_url: str) -> None:
    settings = Settings(
        privacy=PrivacySettings(redact_secrets=False, extra_patterns=(r"ticket-\d+",))
    )
    with MemoryStore.open(settings, url=store_url) as store:
        memory = store.add("AKIAIOSFODNN7EXAMPLE <private>x</private> ticket-42", scope="s")
    assert memory.content == "AKIAIOSFODNN7EXAMPLE [REDACTED] [REDACTED]"


def test_stats_counts_and_describes_the_database(store: MemoryStore) -> None:
    store.add("a", scope="x", type="preference")
    store.add("b", scope="x")
    store.add("c", scope="y")
    stats = store.stats()
    assert stats["total"] == 3
    assert stats["by_type"] == {"preference": 1, "note": 2}
    assert stats["by_scope"] == {"x": 2, "y": 1}
    assert stats["revision"] == store.current_revision() == HEAD_REVISION
    assert stats["url"] == store.url
    if stats["backend"] == "sqlite":
        assert stats["size_bytes"] > 0
    else:
        assert stats["backend"] == "postgresql" and "size_bytes" not in stats


def test_url_masks_the_password() -> None:
    from supermemory_local.store.db import mask_url

    assert mask_url("postgresql+psycopg://u:secret@h/db") == "postgresql+psycopg://u:***@h/db"


def test_store_is_a_context_manager_and_reopens(store_url: str) -> None:
    with MemoryStore.open(Settings(), url=store_url) as store:
        memory = store.add("persisted", scope="s")
    with MemoryStore.open(Settings(), url=store_url, migrate=False) as store:
        assert store.get(memory.id) == memory


def test_the_typed_orm_model_reads_what_the_store_wrote(store: MemoryStore, store_url: str) -> None:
    from sqlalchemy import select
    from sqlalchemy.orm import Session

    from supermemory_local.store.db import make_engine
    from supermemory_local.store.models import MemoryRow

    memory = store.add("via the store", scope="s", session_id="x", metadata={"k": [1]})
    engine = make_engine(store_url)
    try:
        with Session(engine) as session:
            row = session.scalars(select(MemoryRow).where(MemoryRow.id == memory.id)).one()
            assert (row.content, row.scope, row.session_id, row.meta) == (
                "via the store",
                "s",
                "x",
                {"k": [1]},
            )
            assert row.created_at == memory.created_at and row.created_at.tzinfo is not None
    finally:
        engine.dispose()


CONTENTS = [
    "Use uv, not pip, for installs.",
    "The database migration failed: relation does not exist.",
    "我们把数据库迁移到了新的服务器",
    "データベースの移行が完了しました",
    "def connect(url: str) -> Engine:  # retries 3 times",
    "CI runs on every push to main; deploys on tags (v1.2.3).",
    "Prefer snake_case names; camelCase only in the TypeScript shim.",
    "a snake case study",
    "error-solution: ModuleNotFoundError -> run `pip install -e .`",
    "100% of tests pass; the 50_000 token threshold holds.",
    'He said "hello, world" and left.',
]


@pytest.fixture(scope="module")
def both_backends(
    pg_server_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[MemoryStore, MemoryStore]]:
    import uuid

    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"sm_same_{uuid.uuid4().hex[:12]}"
    admin = create_engine(pg_server_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    pg = make_url(pg_server_url).set(database=name).render_as_string(hide_password=False)
    sqlite = f"sqlite:///{tmp_path_factory.mktemp('same') / 'm.db'}"
    with MemoryStore.open(Settings(), url=sqlite) as a, MemoryStore.open(Settings(), url=pg) as b:
        for content in CONTENTS:
            a.add(content, scope="s")
            b.add(content, scope="s")
        yield a, b
    with admin.connect() as connection:
        connection.execute(text(f'DROP DATABASE "{name}" WITH (FORCE)'))
    admin.dispose()


@st.composite
def _queries(draw: st.DrawFn) -> str:
    content = draw(st.sampled_from(CONTENTS))
    start = draw(st.integers(0, len(content) - 1))
    piece = content[start : start + draw(st.integers(1, 12))]
    noise = draw(st.text(max_size=6))
    return draw(st.sampled_from([piece, piece.upper(), f"{piece} {noise}", noise]))


@pytest.mark.postgres
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(query=_queries())
def test_sqlite_and_postgres_find_the_same_memories(
    both_backends: tuple[MemoryStore, MemoryStore], query: str
) -> None:
    sqlite, postgres = both_backends

    def found(store: MemoryStore) -> set[str]:
        return {m.content for m in store.search(query, limit=100)}

    assert found(sqlite) == found(postgres)


@pytest.mark.postgres
@pytest.mark.parametrize(
    "query",
    [
        "pip.",
        "installs!",
        "uv,",
        "(v1.2.3)",
        "main;",
        "hello",
        "world.",
        "snake_case",
        "snake case",
    ],
)
def test_punctuation_in_a_term_is_literal_on_both_backends(
    both_backends: tuple[MemoryStore, MemoryStore], query: str
) -> None:
    sqlite, postgres = both_backends
    assert [m.content for m in sqlite.search(query)] == [m.content for m in postgres.search(query)]


@settings(max_examples=300, deadline=None)
@given(
    st.text(
        alphabet=st.one_of(
            st.characters(codec=None, exclude_categories=()),  # surrogates among them
            st.sampled_from(["\x00", "\ud800", "\udfff", "\udbff", "\udc00", "a", "数"]),
        )
    )
)
def test_clean_text_replaces_what_the_pattern_finds_and_returns_the_rest_as_given(
    text: str,
) -> None:
    """The shortcut (no NUL, ASCII or encodable as UTF-8: returned as is) equals the
    pattern's substitution on any text, surrogates and NUL included."""
    assert _clean_text(text) == UNSTORABLE.sub("\ufffd", text)


def test_lone_surrogates_are_stored_and_searched_alike(store: MemoryStore) -> None:
    memory = store.add("broken \ud800 text", scope="s", metadata={"k": "x\udfffy"})
    assert memory.content == "broken \ufffd text"
    assert memory.metadata == {"k": "x\ufffdy"}
    assert store.get(memory.id) == memory
    assert [m.id for m in store.search("broken \ud800")] == [memory.id]


@_hypothesis_settings
@given(
    content=st.text(min_size=1, max_size=80).filter(str.strip),
    meta=st.dictionaries(st.text(max_size=5), st.text(max_size=20), max_size=3),
)
def test_any_text_can_be_stored_and_read_back(
    store: MemoryStore, content: str, meta: dict[str, str]
) -> None:
    try:
        memory = store.add(content, scope="any", metadata=meta)
    except PrivacyError:
        return
    assert store.get(memory.id) == memory
    store.forget([memory.id])


def test_text_without_spaces_is_ranked_by_how_often_it_occurs(store: MemoryStore) -> None:
    once = store.add("我们把数据库迁移到了新的服务器，然后写了很多测试和文档", scope="s")
    often = store.add("数据库、数据库备份和数据库迁移", scope="s")
    results = store.search("数据库")
    assert [m.id for m in results] == [often.id, once.id]
    assert results[0].score > results[1].score > 0  # type: ignore[operator]
