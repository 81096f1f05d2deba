"""The event record on both backends: timeline and sessions, the per-session cap, the
retention, and on PostgreSQL the memories' owner rule (row-level security)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st
from sqlalchemy import func, select

from supermemory_local.config import Settings
from supermemory_local.store.events import CALL, Event
from supermemory_local.store.repository import MemoryStore
from supermemory_local.store.schema import events as table


def _count(store: MemoryStore, session_id: str | None = None) -> int:
    stmt = select(func.count()).select_from(table)
    if session_id is not None:
        stmt = stmt.where(table.c.session_id == session_id)
    with store._read() as connection:
        return int(connection.scalar(stmt) or 0)


def _call(session: str, step: int, tokens: int = 1_000) -> Event:
    return Event(session, CALL, step, input_reported=tokens, input_estimated=tokens - 10)


def test_a_timeline_and_the_session_list(store: MemoryStore) -> None:
    sid = f"ses_{uuid.uuid4().hex[:8]}"
    rows = [_call(sid, 1, 50_000), _call(sid, 2, 90_000)]
    rows.append(
        Event(
            sid,
            "preemptive_summary",
            3,
            scope="opencode_project_x",
            tokens_before=90_000,
            tokens_after=20_000,
            messages_removed=40,
            memory_id="mem_01ABCDEFGHJKMNPQRSTVWXYZ00",
        )
    )
    rows.append(_call(sid, 3, 21_000))
    for row in rows:
        row.scope = "opencode_project_x"
        row.context_window = 128_000
    assert store.events.write(rows) == 4
    timeline = store.events.timeline(sid)
    assert [(e.kind, e.step) for e in timeline] == [
        (CALL, 1),
        (CALL, 2),
        ("preemptive_summary", 3),
        (CALL, 3),
    ]
    assert timeline[2].memory_id == "mem_01ABCDEFGHJKMNPQRSTVWXYZ00"
    assert timeline[2].at.tzinfo is not None
    [summary] = store.events.sessions(scope="opencode_project_x")
    assert (summary.session_id, summary.calls, summary.compactions, summary.steps) == (sid, 3, 1, 1)
    assert summary.started <= summary.last
    assert store.events.find_sessions(sid[:6]) == [sid]
    assert store.events.find_sessions("ses_%") == []  # a LIKE wildcard is a literal


def test_the_cap_holds_over_a_20000_call_replay_and_the_steps_survive(
    store_url: str,
) -> None:
    cap = 1_000
    sid = "ses_long"
    with MemoryStore.open(Settings(events_per_session=cap), url=store_url) as store:
        highest = 0
        for start in range(1, 20_001, 50):  # the calls of one replay, written per call batch
            batch = [_call(sid, step) for step in range(start, start + 50)]
            if start % 1_000 == 1:
                batch.append(Event(sid, "compact_old_tool_results", start, tokens_before=9))
            store.events.write(batch)
            highest = max(highest, _count(store, sid))
        assert highest <= cap
        timeline = store.events.timeline(sid)
        steps = [e for e in timeline if e.kind != CALL]
        # every step is still there (calls go first), and the newest calls are
        assert len(steps) == 20
        assert timeline[-1].step == 20_000 and len(timeline) <= cap


@given(batches=st.lists(st.integers(min_value=1, max_value=40), min_size=1, max_size=25))
@hsettings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
def test_no_sequence_of_writes_exceeds_the_cap(tmp_path: Any, batches: list[int]) -> None:
    cap = 30
    url = f"sqlite:///{tmp_path / f'{uuid.uuid4().hex}.db'}"
    with MemoryStore.open(Settings(events_per_session=cap), url=url) as store:
        step = 0
        for size in batches:
            rows = []
            for _ in range(size):
                step += 1
                rows.append(_call("a", step) if step % 3 else Event("a", "prune_history", step))
            store.events.write(rows)
            assert _count(store, "a") <= cap
        # another writer of the same session (its count not known yet) stays within it too
        other = MemoryStore.open(Settings(events_per_session=cap), url=url)
        try:
            other.events.write([_call("a", step + 1)])
            assert _count(other, "a") <= cap
        finally:
            other.close()


def test_zero_events_per_session_records_none(tmp_path: Any) -> None:
    url = f"sqlite:///{tmp_path / 'm.db'}"
    with MemoryStore.open(Settings(events_per_session=0), url=url) as store:
        assert store.events.write([_call("a", 1)]) == 0
        assert _count(store) == 0


def test_retention_deletes_old_events(store_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    """eventRetentionDays (default 30): `supermemory sessions` and a process's first
    write delete what is older."""
    import json

    from supermemory_local.store.cli import main

    with MemoryStore.open(Settings(), url=store_url) as store:
        old = _call("old", 1)
        old.at = datetime.now(UTC) - timedelta(days=31)
        recent = _call("recent", 1)
        recent.at = datetime.now(UTC) - timedelta(days=29)
        store.events.write([old, recent])  # pruned before this insert: both are there
        assert {s.session_id for s in store.events.sessions()} == {"old", "recent"}
    capsys.readouterr()
    assert main(["--database-url", store_url, "sessions", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)["sessions"]
    assert [s["session_id"] for s in listed] == ["recent"]
    with MemoryStore.open(Settings(), url=store_url) as first:
        older = _call("older", 1)
        older.at = datetime.now(UTC) - timedelta(days=40)
        first.events.write([older])
        assert first.events.timeline("older")
    with MemoryStore.open(Settings(), url=store_url) as second:  # the next process
        second.events.write([_call("recent", 2)])
        assert second.events.timeline("older") == []
        assert len(second.events.timeline("recent")) == 2


@pytest.mark.postgres
def test_events_follow_the_memories_owner_rule(pg_url: str) -> None:
    """Two team members: Bob never reads Alice's events of her private user scope, and
    cannot write rows as Alice or delete hers; project events are shared."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    from supermemory_local.store.cli import main
    from supermemory_local.store.errors import StoreError

    suffix = uuid.uuid4().hex[:8]
    names = {who: f"{who}_{suffix}" for who in ("alice", "bob")}
    assert main(["--database-url", pg_url, "db", "team", "init"]) == 0
    for name in names.values():
        assert main(["--database-url", pg_url, "db", "team", "add", name]) == 0
    urls = {
        who: make_url(pg_url).set(username=n).render_as_string(hide_password=False)
        for who, n in names.items()
    }
    try:
        with MemoryStore.open(Settings(), url=urls["alice"], migrate=False) as alice:
            private = _call("ses_alice_private", 1)
            private.scope = "opencode_user_a11ce00000000000"
            shared = _call("ses_alice_project", 1)
            shared.scope = "opencode_project_00112233aabbccdd"
            alice.events.write([private, shared])
            assert {s.session_id for s in alice.events.sessions()} == {
                "ses_alice_private",
                "ses_alice_project",
            }
        with MemoryStore.open(Settings(), url=urls["bob"], migrate=False) as bob:
            assert [s.session_id for s in bob.events.sessions()] == ["ses_alice_project"]
            assert bob.events.timeline("ses_alice_private") == []
            with bob._write() as connection:  # RLS: Bob's DELETE sees none of Alice's rows
                from sqlalchemy import delete

                gone = connection.execute(delete(table)).rowcount
            assert gone == 0
            with pytest.raises(StoreError, match="row-level security"), bob._write() as c:
                c.execute(
                    table.insert().values(
                        session_id="x",
                        host="h",
                        at=datetime.now(UTC),
                        step=1,
                        kind=CALL,
                        owner=names["alice"],
                    )
                )
    finally:
        engine = create_engine(pg_url, isolation_level="AUTOCOMMIT")
        with engine.connect() as connection:
            for name in names.values():
                connection.execute(text(f'DROP OWNED BY "{name}"'))
                connection.execute(text(f'DROP ROLE "{name}"'))
        engine.dispose()
