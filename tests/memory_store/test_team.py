"""A team on the real PostgreSQL the tests start: two members and an admin, each connected
as their own role; the database (row-level security), not the client, keeps user scopes
private and deletions to owners and admins."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError

from supermemory_local.config import Settings
from supermemory_local.store.cli import main
from supermemory_local.store.errors import MemoryNotFoundError, NotAllowedError, StoreError
from supermemory_local.store.repository import MemoryStore

pytestmark = pytest.mark.postgres

PROJECT = "opencode_project_00112233aabbccdd"
ALICE_SCOPE = "opencode_user_a11ce00000000000"
BOB_SCOPE = "opencode_user_b0b0000000000000"


@dataclass(frozen=True)
class Team:
    alice: str
    bob: str
    carol: str  # the admin
    urls: dict[str, str]

    def store(self, who: str) -> MemoryStore:
        return MemoryStore.open(Settings(), url=self.urls[who], migrate=False)


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def team(pg_url: str, capsys: pytest.CaptureFixture[str]) -> Iterator[Team]:
    suffix = uuid.uuid4().hex[:8]
    names = {who: f"{who}_{suffix}" for who in ("alice", "bob", "carol")}
    code, out, err = _cli(capsys, "--database-url", pg_url, "db", "team", "init")
    assert code == 0, err
    for who, name in names.items():
        argv = ["--database-url", pg_url, "db", "team", "add", name]
        code, out, err = _cli(capsys, *argv, *(["--admin"] if who == "carol" else []))
        assert code == 0, err
        assert f"{name} is a team {'admin' if who == 'carol' else 'member'}" in out
    urls = {
        who: make_url(pg_url).set(username=name).render_as_string(hide_password=False)
        for who, name in names.items()
    }
    yield Team(names["alice"], names["bob"], names["carol"], urls)
    engine = create_engine(pg_url, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            for name in names.values():
                connection.execute(text(f'DROP OWNED BY "{name}"'))
                connection.execute(text(f'DROP ROLE "{name}"'))
    finally:
        engine.dispose()


def test_user_scopes_are_private_and_deletions_belong_to_owners(
    team: Team, capsys: pytest.CaptureFixture[str]
) -> None:
    with team.store("alice") as alice:
        private = alice.add("Alice prefers tabs; her dentist is on Friday", scope=ALICE_SCOPE)
        shared = alice.add("The API uses cursor pagination", scope=PROJECT, type="architecture")
        assert private.owner == team.alice and shared.owner == team.alice

    with team.store("bob") as bob:
        # Bob reads and writes the project scope ...
        assert bob.get(shared.id) == shared
        own = bob.add("Run the tests with -n 2", scope=PROJECT, type="learned-pattern")
        mine = bob.add("Bob's own note", scope=BOB_SCOPE)
        assert own.owner == team.bob
        # ... but never sees Alice's user scope, by id, list, search or export.
        assert bob.get(private.id) is None
        assert bob.list(scope=ALICE_SCOPE) == []
        assert bob.search("dentist") == []
        exported = [row["id"] for row in bob.export()]
        assert private.id not in exported and {shared.id, own.id, mine.id} <= set(exported)
        # He cannot delete her memories: the database deletes nothing.
        with pytest.raises(NotAllowedError, match="nothing was deleted"):
            bob.forget([shared.id])
        with pytest.raises(NotAllowedError):
            bob.forget([shared.id, own.id])  # all or nothing: his own stays too
        with pytest.raises(MemoryNotFoundError):
            bob.forget([private.id])
        assert bob.get(own.id) is not None

    # The same refusals below the client, in plain SQL as Bob.
    engine = create_engine(team.urls["bob"])
    try:
        with engine.begin() as connection:
            ids = {"p": private.id, "s": shared.id}
            assert connection.execute(text("SELECT * FROM memories WHERE id = :p"), ids).all() == []
            assert (
                connection.execute(text("DELETE FROM memories WHERE id IN (:p, :s)"), ids).rowcount
                == 0
            )
            assert (
                connection.execute(
                    text("UPDATE memories SET content = 'x' WHERE id IN (:p, :s)"), ids
                ).rowcount
                == 0
            )
        with pytest.raises(DBAPIError, match="row-level security"), engine.begin() as connection:
            connection.execute(
                text(
                    "INSERT INTO memories (id, content, type, scope, metadata, created_at,"
                    " updated_at, owner) VALUES ('mem_01J0000000000000000000FAKE', 'forged',"
                    " 'preference', :scope, '{}', now(), now(), :alice)"
                ),
                {"scope": ALICE_SCOPE, "alice": team.alice},
            )
    finally:
        engine.dispose()

    # `supermemory export` run by Bob: none of Alice's user scope.
    code, out, err = _cli(capsys, "--database-url", team.urls["bob"], "export")
    assert code == 0, err
    rows = [json.loads(line) for line in out.splitlines()]
    assert ALICE_SCOPE not in {row["scope"] for row in rows}
    assert "dentist" not in out and shared.id in out

    with team.store("alice") as alice:
        assert alice.get(private.id) == private
        assert alice.get(own.id) is not None  # Bob's project memory is shared with her
        assert alice.list(scope=BOB_SCOPE) == []
        assert alice.forget([private.id]) == 1

    # The admin deletes anyone's project memory, but cannot read user scopes either.
    with team.store("carol") as carol:
        assert carol.list(scope=BOB_SCOPE) == []
        assert carol.forget([shared.id, own.id]) == 2
        assert carol.get(shared.id) is None


def test_doctor_says_who_you_are_to_row_level_security(
    team: Team, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out, _ = _cli(capsys, "--database-url", team.urls["bob"], "doctor")
    assert f"✓ access: row-level security on; {team.bob} is a team member" in out
    _, out, _ = _cli(capsys, "--database-url", team.urls["carol"], "doctor")
    assert f"✓ access: row-level security on; {team.carol} is a team admin" in out
    _, out, _ = _cli(capsys, "--database-url", pg_url, "doctor")
    assert "is the table's owner and is not bound by it" in out


def test_team_commands_need_postgres(tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _cli(capsys, "--database-url", "sqlite:///:memory:", "db", "team", "init")
    assert code == 1
    assert "team roles need PostgreSQL" in err and len(err.strip().splitlines()) == 1


def test_add_member_before_init_is_a_clear_error(
    pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from supermemory_local.store import team
    from supermemory_local.store.db import make_engine

    monkeypatch.setattr(team, "MEMBER_ROLE", f"no_team_{uuid.uuid4().hex[:8]}")
    engine = make_engine(pg_url)
    try:
        with pytest.raises(StoreError, match="run `supermemory db team init` first"):
            team.add_member(engine, "nobody_yet")
    finally:
        engine.dispose()


def test_semantic_vectors_follow_the_memories_row_level_security(team: Team, pg_url: str) -> None:
    """pgvector on the real server: a member's vectors are written as that member, and a
    vector of a memory another member may not read is invisible too (an average of token
    vectors tells which words a memory holds)."""
    from supermemory_local.store.semantic import missing

    if missing("postgresql"):
        pytest.skip("the semantic extra is not installed (scripts/setup.sh installs it)")
    with MemoryStore.open(Settings(), url=pg_url) as owner:
        assert owner.embed_missing() == 0  # creates the extension and the table, as a superuser
    with team.store("alice") as alice:
        private = alice.add("Alice's dentist appointment is on Friday", scope=ALICE_SCOPE)
        shared = alice.add("Releases are cut on Fridays by the CI job", scope=PROJECT)
        assert alice.nearest("when is the dentist", scope=ALICE_SCOPE)[0].id == private.id
    with team.store("bob") as bob:
        found = [m.id for m in bob.nearest("dentist appointment Friday", limit=10)]
        assert private.id not in found and shared.id in found
        assert bob.embed_missing() == 0  # he sees every vector of what he may read
    engine = create_engine(team.urls["bob"])
    try:
        with engine.connect() as connection:
            pks = connection.execute(text("SELECT pk FROM memory_embeddings")).scalars().all()
            visible = connection.execute(text("SELECT pk FROM memories")).scalars().all()
        assert sorted(pks) == sorted(visible)  # the vector of Alice's private note: not there
    finally:
        engine.dispose()


def test_a_member_who_may_not_recreate_the_vector_table_is_told_that_not_pgvector(
    team: Team, pg_url: str
) -> None:
    """The vector table of an earlier version (one vector a memory, no ``chunk``) is
    replaced on first use; a member may not drop the owner's table, and the error says
    so and what to run, instead of claiming pgvector is missing (it is installed)."""
    from supermemory_local.store.semantic import SemanticUnavailableError, missing

    if missing("postgresql"):
        pytest.skip("the semantic extra is not installed (scripts/setup.sh installs it)")
    engine = create_engine(pg_url)
    try:
        with engine.begin() as connection:
            connection.execute(text("CREATE EXTENSION IF NOT EXISTS vector"))
            connection.execute(
                text("CREATE TABLE memory_embeddings (pk integer PRIMARY KEY, model text)")
            )
    finally:
        engine.dispose()
    with team.store("alice") as alice:
        alice.add("Releases are cut on Fridays by the CI job", scope=PROJECT)
        with pytest.raises(SemanticUnavailableError) as raised:
            alice.nearest("when do we release", scope=PROJECT)
    message = str(raised.value)
    assert "memory_embeddings" in message and "supermemory db embed" in message
    assert "needs the pgvector extension" not in message and "\n" not in message
    with MemoryStore.open(Settings(), url=pg_url) as owner:  # the owner's run mends it
        assert owner.embed_missing() == 1
    with team.store("alice") as alice:
        assert alice.nearest("when do we release", scope=PROJECT)
