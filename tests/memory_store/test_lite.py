"""The SQLAlchemy-free reads (store.lite) against MemoryStore, on the same real SQLite file.

Hypothesis writes memories, scope names and events through ``MemoryStore`` (and events
through ``LiteEvents`` too), then runs the same operations through both paths and asserts
identical results: rows and their order, every field and title, the filters, the
newest-per-session collapse, scope names, the event record with its cap.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from supermemory_local.config import Settings
from supermemory_local.store import lite
from supermemory_local.store.errors import StoreError
from supermemory_local.store.events import Event
from supermemory_local.store.lite import LiteStore, open_reader
from supermemory_local.store.repository import MEMORY_TYPES, MemoryStore
from supermemory_local.store.scopes import ScopeName
from supermemory_local.store.versions import SESSION_TYPE

SCOPES = ("opencode_project_aaaa", "opencode_project_bbbb", "opencode_user_cccc")
SESSIONS = (None, "ses_1", "ses_1", "ses_2")
TEXT = st.text(
    st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), min_size=1
).filter(lambda t: t.strip() != "")

memory_rows = st.lists(
    st.tuples(
        TEXT | st.sampled_from(["[Session Summary]\n## 1. User Requests (As-Is)\n- the parser"]),
        st.sampled_from((SESSION_TYPE,) * 4 + MEMORY_TYPES),  # versions of a session, often
        st.sampled_from(SCOPES[:2]),
        st.sampled_from(SESSIONS),
        st.one_of(st.none(), st.dictionaries(st.sampled_from("abc"), st.integers(0, 9))),
    ),
    max_size=16,
)
queries = st.fixed_dictionaries(
    {
        "scope": st.sampled_from((None, *SCOPES)),
        "type": st.sampled_from((None, "conversation", "note")),
        "session_id": st.sampled_from((None, "ses_1", "ses_2")),
        "limit": st.sampled_from((None, 1, 3, 20)),
        "all_versions": st.booleans(),
        "bounded": st.booleans(),
    }
)


def _url(tmp: Path) -> str:
    return f"sqlite:///{tmp / 'memories.db'}"


@pytest.fixture
def work(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return tmp_path_factory


def test_the_session_type_is_the_versions_rule() -> None:
    assert lite.SESSION_TYPE == SESSION_TYPE


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(rows=memory_rows, asks=st.lists(queries, min_size=1, max_size=6))
@example(  # one session id in two projects: two sessions, each its own newest version
    rows=[
        ("first", SESSION_TYPE, SCOPES[0], "ses_1", None),
        ("second", SESSION_TYPE, SCOPES[1], "ses_1", {"a": 1}),
        ("third", SESSION_TYPE, SCOPES[0], "ses_1", None),
        ("by hand", SESSION_TYPE, SCOPES[0], None, None),
        ("a note", "note", SCOPES[0], "ses_1", None),
    ],
    asks=[
        {
            "scope": None,
            "type": None,
            "session_id": None,
            "limit": None,
            "all_versions": False,
            "bounded": False,
        },
        {
            "scope": SCOPES[1],
            "type": None,
            "session_id": None,
            "limit": 3,
            "all_versions": False,
            "bounded": True,
        },
        {
            "scope": None,
            "type": "conversation",
            "session_id": "ses_1",
            "limit": 20,
            "all_versions": True,
            "bounded": False,
        },
    ],
)
def test_list_get_and_scope_names_are_memorystores(
    work: pytest.TempPathFactory, rows: list[Any], asks: list[dict[str, Any]]
) -> None:
    url = _url(work.mktemp("lite"))
    with MemoryStore.open(Settings(), url=url) as full:
        added = []
        for content, kind, scope, session, metadata in rows:
            added.append(
                full.add(content, scope=scope, type=kind, session_id=session, metadata=metadata)
            )
        full.name_scope(ScopeName(SCOPES[0], "project", "parser", "/src/parser"))
        full.name_scope(ScopeName(SCOPES[2], "user", "dev@example.com"))
        reader = LiteStore.open(Settings(), url=url)
        assert reader is not None
        with reader:
            for ask in asks:
                bounded = ask.pop("bounded")
                if bounded and added:
                    ask["since"] = added[0].created_at
                    ask["until"] = added[-1].created_at + timedelta(microseconds=1)
                expected = full.list(**ask)
                got = reader.list(**ask)
                assert got == expected
                assert [m.to_json() for m in got] == [m.to_json() for m in expected]
            for memory in added[:3]:
                assert reader.get(memory.id) == full.get(memory.id)
            assert reader.get("mem_nothing") is None
            tags = [*SCOPES, "opencode_project_unknown"]
            assert reader.scope_names(tags) == full.scope_names(tags)
            for name in ("parser", "/src/parser", "dev@example.com", "nobody"):
                assert reader.scopes_named(name) == full.scopes_named(name)


kinds = st.lists(st.sampled_from(("call", "session_start", "host_compaction")), max_size=12)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(first=kinds, second=kinds, cap=st.sampled_from((0, 3, 5, 10_000)))
def test_event_writes_are_eventlogs(
    work: pytest.TempPathFactory, first: list[str], second: list[str], cap: int
) -> None:
    """The same events, one write at a time, to one session through each path: the
    timelines (steps, kinds, times, owners, the cap's trims) are the same."""
    url = _url(work.mktemp("events"))
    config = Settings(events_per_session=cap)
    start = datetime(2026, 12, 1, tzinfo=UTC)
    with MemoryStore.open(config, url=url) as full:
        reader = LiteStore.open(config, url=url)
        assert reader is not None
        with reader:
            for session, log in (("via_full", full.events), ("via_lite", reader.events)):
                for n, kind in enumerate([*first, *second]):
                    at = start + timedelta(seconds=n, microseconds=7)
                    step = log.last_step(session) + 1
                    event = Event(session, kind, step, host="claude-code", scope=SCOPES[0], at=at)
                    log.write([event])
            assert reader.events.last_step("via_lite") == full.events.last_step("via_full")
            ours = full.events.timeline("via_lite")
            theirs = full.events.timeline("via_full")
        assert [(e.kind, e.step, e.at, e.host, e.scope) for e in ours] == [
            (e.kind, e.step, e.at, e.host, e.scope) for e in theirs
        ]


def test_the_retention_applies_on_a_hooks_first_write(tmp_path: Path) -> None:
    url = _url(tmp_path)
    with MemoryStore.open(Settings(), url=url) as full:
        old = datetime.now(UTC) - timedelta(days=40)
        full.events.write([Event("old", "call", 1, at=old)])
        reader = LiteStore.open(Settings(), url=url)
        assert reader is not None
        with reader:
            reader.events.write([Event("new", "session_start", 1)])
        assert full.events.timeline("old") == []
        assert [e.kind for e in full.events.timeline("new")] == ["session_start"]


def test_anything_but_a_sqlite_file_at_head_is_memorystores(tmp_path: Path) -> None:
    new_file = _url(tmp_path / "new")
    assert LiteStore.open(Settings(), url=new_file) is None  # no file yet: migrate first
    assert LiteStore.open(Settings(), url="sqlite://") is None
    assert LiteStore.open(Settings(), url="postgresql+psycopg://u@127.0.0.1:1/x") is None
    assert LiteStore.open(Settings(), url=f"{_url(tmp_path)}?timeout=5") is None
    older = _url(tmp_path)
    with MemoryStore.open(Settings(), url=older) as full:
        full.add("a note", scope=SCOPES[0])
        from sqlalchemy import text

        with full._write() as connection:
            connection.execute(text("UPDATE alembic_version SET version_num = '0006'"))
    assert LiteStore.open(Settings(), url=older) is None
    with pytest.raises(StoreError, match="cannot migrate"):  # MemoryStore.open migrates it
        open_reader(Settings(), url=older)


def test_writes_and_searches_go_through_memorystore(tmp_path: Path) -> None:
    url = _url(tmp_path)
    MemoryStore.open(Settings(), url=url).close()
    reader = LiteStore.open(Settings(), url=url)
    assert reader is not None
    with reader:
        token = (
            "sk-ant-api03-" + "Qf7Kx2mZ9pL4wR8t" * 6
        )  # random-looking: x-filler is a placeholder
        saved = reader.add(f"use make build, token {token}", scope=SCOPES[0])
        assert "[REDACTED]" in saved.content  # the privacy filter ran
        assert [m.id for m in reader.search("make build", scope=SCOPES[0])] == [saved.id]
        reader.name_scope(ScopeName(SCOPES[1], "project", "newproj", "/src/new"))
        assert reader.scope_names([SCOPES[1]])[SCOPES[1]].name == "newproj"


def test_a_read_imports_no_sqlalchemy(tmp_path: Path) -> None:
    import subprocess

    url = _url(tmp_path)
    with MemoryStore.open(Settings(), url=url) as full:
        full.add("a note", scope=SCOPES[0])
    code = (
        "import sys\n"
        "from supermemory_local.config import Settings\n"
        "from supermemory_local.store.lite import open_reader\n"
        f"store = open_reader(Settings(), url={url!r})\n"
        "print(len(store.list()), store.events.last_step('s'))\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'sqlalchemy'))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == ["1 0", "[]"]
