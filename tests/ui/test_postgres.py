"""The viewer on the real PostgreSQL the tests start, connected as a team member: row-
level security decides what it shows and what it may forget (memories and events)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import httpx
import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from supermemory_local.config import Settings
from supermemory_local.store.cli import main
from supermemory_local.store.events import CALL, Event
from supermemory_local.store.repository import MemoryStore

pytestmark = pytest.mark.postgres

PROJECT = "opencode_project_00112233aabbccdd"
ALICE_SCOPE = "opencode_user_a11ce00000000000"


@pytest.fixture
def members(pg_url: str) -> Iterator[dict[str, str]]:
    suffix = uuid.uuid4().hex[:8]
    names = {who: f"{who}_{suffix}" for who in ("alice", "bob")}
    assert main(["--database-url", pg_url, "db", "team", "init"]) == 0
    for name in names.values():
        assert main(["--database-url", pg_url, "db", "team", "add", name]) == 0
    yield {
        who: make_url(pg_url).set(username=n).render_as_string(hide_password=False)
        for who, n in names.items()
    }
    engine = create_engine(pg_url, isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        for name in names.values():
            connection.execute(text(f'DROP OWNED BY "{name}"'))
            connection.execute(text(f'DROP ROLE "{name}"'))
    engine.dispose()


def test_bob_sees_only_what_row_level_security_lets_him(members: dict[str, str]) -> None:
    from supermemory_local.ui.server import start

    with MemoryStore.open(Settings(), url=members["alice"], migrate=False) as alice:
        private = alice.add("Alice's dentist is on Friday", scope=ALICE_SCOPE, session_id="s1")
        shared = alice.add("The API uses cursor pagination", scope=PROJECT, session_id="s2")
        rows = []
        for session, scope in (("ses_private", ALICE_SCOPE), ("ses_shared", PROJECT)):
            rows.append(Event(session, CALL, 1, scope=scope, input_reported=90_000))
            rows.append(Event(session, "preemptive_summary", 2, scope=scope, tokens_before=90_000))
        alice.events.write(rows)

    bob = MemoryStore.open(Settings(), url=members["bob"], migrate=False)
    running = start(bob, 0)
    client = httpx.Client(base_url=running.base, timeout=30)
    client.cookies.set(running.guard.cookie, running.guard.token)
    try:
        home = client.get("/").text
        assert PROJECT in home and ALICE_SCOPE not in home
        assert client.get(f"/memory/{shared.id}").status_code == 200
        assert client.get(f"/memory/{private.id}").status_code == 404
        assert '<span id="result-count">0</span>' in client.get("/search?q=dentist").text
        found = client.get("/search", params={"q": "pagination"}).text
        assert '<span id="result-count">1</span>' in found and "cursor <mark>pagination" in found
        shared_page = client.get("/session/ses_shared")
        assert shared_page.status_code == 200 and shared_page.text.count('class="marker"') == 1
        assert client.get("/session/ses_private").status_code == 404
        # Bob may not delete Alice's memory: the database refuses, the page says so.
        refused = client.post(f"/memory/{shared.id}/forget", data={"csrf": running.guard.csrf})
        assert refused.status_code == 403 and "not yours to delete" in refused.text
        assert bob.get(shared.id) is not None
    finally:
        client.close()
        running.stop()
        bob.close()
