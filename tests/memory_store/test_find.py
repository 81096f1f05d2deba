"""Finding what was saved: scope names (migration 0006), titles, the passage a search
matched, relevance, time and session filters, ``-n 0``, one error for an unknown type.
Store tests run on both backends (a real SQLite file and a real PostgreSQL server)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy import text

from supermemory_local.config import Settings
from supermemory_local.store.cli_context import CliError, parse_when
from supermemory_local.store.cli_render import relevances
from supermemory_local.store.db import make_engine
from supermemory_local.store.migrate import HEAD_REVISION, upgrade
from supermemory_local.store.passages import passage
from supermemory_local.store.repository import MemoryStore
from supermemory_local.store.scopes import ScopeName, describe_project, project_scope
from supermemory_local.store.search import RANK_WINDOW
from supermemory_local.store.text import title
from tests.memory_store import test_cli
from tests.memory_store.test_cli import Run, add

project = test_cli.project  # the CLI tests' fixtures: a git project as cwd, main() in-process
run = test_cli.run

SUMMARY = (
    '[Session Summary]\n## 1. User Requests (As-Is)\n- "make the parser stream"\n'
    "- then add tests\n## 2. Final Goal\n- a streaming parser\n## 3. Work Completed\n"
    "- parser.py rewritten\n"
)


# -- titles ---------------------------------------------------------------------------


def test_a_summary_is_titled_by_its_first_request_else_its_goal() -> None:
    assert title(SUMMARY, "conversation") == "make the parser stream"
    no_requests = (
        "[Session Summary]\n## 1. User Requests (As-Is)\n(nothing recorded)\n"
        "## 2. Final Goal\nship 1.0\n"
    )
    assert title(no_requests, "conversation") == "ship 1.0"
    assert title("\n\n  # Deploys\nalways via staging", "architecture") == "Deploys"
    assert title("use arr[i]\nsecond", "note") == "use arr[i]"
    assert len(title("x" * 500, "note")) == 80


# -- passages -------------------------------------------------------------------------

_words = st.sampled_from(["release", "Friday", "cut", "数据库", "arr[i]", "the", "x"])


@settings(max_examples=200, deadline=None)
@given(
    content=st.lists(_words, min_size=1, max_size=120).map(" ".join),
    terms=st.lists(_words, min_size=1, max_size=3, unique=True),
    chars=st.integers(min_value=20, max_value=300),
)
def test_a_passage_fits_and_marks_only_the_terms(
    content: str, terms: list[str], chars: int
) -> None:
    found = passage(content, terms, chars)
    assert len(found.text) <= chars + 2  # the two ellipses
    lowered = [t.lower() for t in terms]
    for start, end in found.marks:
        marked = found.text[start:end].lower()
        # a mark is one term, or terms that overlap or touch
        assert any(t in marked for t in lowered), (marked, terms)
    in_order = [m for span in found.marks for m in span]
    assert in_order == sorted(in_order)
    # the first occurrence of a term is in the passage whenever the content fits
    if len(content) <= chars:
        assert all(t not in content.lower() or found.marks for t in lowered)


def test_the_passage_is_where_the_terms_are_not_the_start() -> None:
    content = "intro " * 200 + "releases are cut on Fridays " + "outro " * 200
    found = passage(content, ["friday", "release"], 80)
    assert found.text.startswith("…") and found.text.endswith("…")
    assert found.marked().count("**") == 4
    assert "**release**s are cut on **Friday**s" in found.marked()


# -- scope names (both backends) ------------------------------------------------------


def test_scopes_are_named_once_and_found_by_name(store: MemoryStore, tmp_path: Path) -> None:
    root = tmp_path / "billing-api"
    root.mkdir()
    named = describe_project(root)
    assert named == ScopeName(project_scope(root), "project", "billing-api", str(root))
    store.name_scope(named)
    store.name_scope(ScopeName(named.scope, "project", "renamed", "/elsewhere"))
    again = MemoryStore.open(Settings(), url=store._url)  # a new process: no cache
    try:
        again.name_scope(ScopeName(named.scope, "project", "renamed", "/elsewhere"))
        assert again.scope_names([named.scope, "other"]) == {named.scope: named}
        assert again.scopes_named("billing-api") == [named]
        assert again.scopes_named(str(root)) == [named]
        assert again.scopes_named("nothing") == []
    finally:
        again.close()


def test_a_scope_name_is_filtered_like_content(store: MemoryStore) -> None:
    secret = "ghp_" + "Zq8Lw3Nv6Rt1Ys4Kd7Mf2Hb5Jc9Xe0Pa" + "9012"
    store.name_scope(ScopeName("opencode_project_00000000000000aa", "project", secret, "/p"))
    stored = store.scope_names(["opencode_project_00000000000000aa"])
    assert secret not in stored["opencode_project_00000000000000aa"].name


@pytest.mark.postgres
def test_a_user_scope_name_is_private_on_postgresql(pg_url: str) -> None:
    """Migration 0006 gives scopes the row-level security of memories: another member
    does not read a user scope's email, and reads project names."""
    from supermemory_local.store.team import add_member, init_team

    with MemoryStore.open(Settings(), url=pg_url) as admin:
        init_team(admin._engine)
        for name in ("alice", "bob"):
            add_member(admin._engine, name)
            with admin._engine.begin() as connection:
                connection.execute(text(f"ALTER ROLE {name} PASSWORD 'pw'"))
    user_scope, project = "opencode_user_00000000000000a1", "opencode_project_00000000000000b1"
    with MemoryStore.open(Settings(), url=_as_role(pg_url, "alice")) as store:
        store.name_scope(ScopeName(user_scope, "user", "alice@example.com"))
        store.name_scope(ScopeName(project, "project", "api", "/srv/api"))
        assert set(store.scope_names([user_scope, project])) == {user_scope, project}
    with MemoryStore.open(Settings(), url=_as_role(pg_url, "bob")) as store:
        assert set(store.scope_names([user_scope, project])) == {project}


def _as_role(url: str, role: str) -> str:
    from sqlalchemy.engine import make_url

    return make_url(url).set(username=role, password="pw").render_as_string(hide_password=False)


def test_a_scope_of_revision_0005_is_named_on_first_use(
    run: Run, project: Path, tmp_path: Path
) -> None:
    """A store migrated to 0005 with memories in it: after the upgrade to 0006 nothing
    names its scope until the CLI resolves `--scope project`; then list shows it."""
    from supermemory_local.store.db import default_sqlite_path
    from supermemory_local.store.migrate import alembic_config

    url = f"sqlite:///{default_sqlite_path()}"
    default_sqlite_path().parent.mkdir(parents=True, exist_ok=True)
    engine = make_engine(url)
    try:
        from alembic import command

        config = alembic_config()
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "0005")
            connection.execute(
                text(
                    "INSERT INTO memories (id, content, type, scope, metadata, created_at,"
                    " updated_at) VALUES ('mem_01M90000000000000000000000', 'old memory',"
                    " 'note', :scope, '{}', '2026-01-01 00:00:00', '2026-01-01 00:00:00')"
                ),
                {"scope": project_scope(project)},
            )
        assert upgrade(engine) == HEAD_REVISION
        with engine.connect() as connection:
            assert connection.scalar(text("SELECT count(*) FROM scopes")) == 0
    finally:
        engine.dispose()
    listed = run("list", "--json").json()
    assert [(m["content"], m["scope_name"]) for m in listed] == [("old memory", "project")]
    shown = run("show", "mem_01M90000000000000000000000")
    assert f"project: {project}\n" in shown.out and "title: old memory\n" in shown.out
    assert run("show", "mem_01M90000000000000000000000", "--json").json()["scope_name"] == "project"


def test_list_in_two_projects_and_scope_by_name(
    run: Run, project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    add(run, "alpha note")
    other = tmp_path / "beta-service"
    (other / ".git").mkdir(parents=True)
    monkeypatch.chdir(other)
    add(run, "beta note")
    everything = run("list", "--scope", "all", "--json").json()
    assert {(m["content"], m["scope_name"]) for m in everything} == {
        ("alpha note", "project"),
        ("beta note", "beta-service"),
    }
    here = run("list", "--json").json()
    assert [(m["content"], m["scope"]) for m in here] == [("beta note", project_scope(other))]
    assert [m["content"] for m in run("search", "note", "--json").json()] == ["beta note"]
    # another project by its name and by its path, from anywhere
    monkeypatch.chdir(tmp_path)
    assert [m["content"] for m in run("list", "--scope", "beta-service", "--json").json()] == [
        "beta note"
    ]
    assert [m["content"] for m in run("list", "--scope", str(project), "--json").json()] == [
        "alpha note"
    ]
    # a name two projects share is an error naming both paths
    twin = tmp_path / "elsewhere" / "beta-service"
    (twin / ".git").mkdir(parents=True)
    monkeypatch.chdir(twin)
    add(run, "twin note")
    monkeypatch.chdir(tmp_path)
    ambiguous = run("list", "--scope", "beta-service")
    assert ambiguous.code == 1
    assert (
        ambiguous.err.count("\n") == 1
        and str(twin) in ambiguous.err
        and str(other) in ambiguous.err
    )


def test_user_scope_is_named_by_the_email(
    run: Run, project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = Path.home()
    (home / ".gitconfig").write_text("[user]\n\temail = dev@example.com\n", encoding="utf-8")
    add(run, "my own preference", "--scope", "user")
    listed = run("list", "--scope", "user", "--json").json()
    assert [m["scope_name"] for m in listed] == ["dev@example.com"]


# -- search ---------------------------------------------------------------------------


def test_search_passages_relevance_and_filters(store: MemoryStore) -> None:
    scope = "opencode_project_00000000000000f1"
    deep = store.add(
        "filler words " * 80 + "releases are cut on Fridays " + "more filler " * 80,
        scope=scope,
        session_id="ses_1",
    )
    short = store.add("release notes live in docs/", scope=scope, session_id="ses_2")
    hits = store.search("release", scope=scope)
    assert {m.id for m in hits} == {deep.id, short.id}
    for hit in hits:
        found = passage(hit.content, ["release"])
        assert "release" in found.text[found.marks[0][0] : found.marks[0][1]].lower()
    deep_passage = passage(deep.content, ["release"])
    assert "**release**s are cut on Fridays" in deep_passage.marked()
    assert all(r is not None and 0 <= r <= 1 for r in relevances(hits))
    assert max(r or 0 for r in relevances(hits)) == 1.0
    # session and time bounds
    assert [m.id for m in store.search("release", scope=scope, session_id="ses_2")] == [short.id]
    future = datetime.now(UTC) + timedelta(hours=1)
    assert store.search("release", scope=scope, since=future) == []
    assert len(store.search("release", scope=scope, until=future)) == 2
    assert store.list(scope=scope, until=deep.created_at) == []
    assert [m.id for m in store.list(scope=scope, since=short.created_at)] == [short.id]


def test_every_match_is_returned_and_ranked_with_n_0(store: MemoryStore) -> None:
    from supermemory_local.store.db import insert_many
    from supermemory_local.store.ids import new_memory_id
    from supermemory_local.store.schema import memories

    scope = "opencode_project_00000000000000f2"
    now = datetime.now(UTC)
    rows = [
        {
            "id": new_memory_id(),
            "content": f"deploy step {i}",
            "type": "note",
            "scope": scope,
            "session_id": None,
            "source": None,
            "metadata": {},
            "created_at": now,
            "updated_at": now,
            "owner": store.owner,
        }
        for i in range(RANK_WINDOW + 50)
    ]
    with store._write() as connection:
        insert_many(connection, memories, rows)
    assert len(store.search("deploy", scope=scope, limit=1000)) == RANK_WINDOW
    assert len(store.search("deploy", scope=scope, every=True)) == RANK_WINDOW + 50


def test_time_bounds_parse_dates_times_and_ages() -> None:
    now = datetime(2026, 12, 4, 12, 0, tzinfo=UTC)
    assert parse_when("--since", "7d", now) == now - timedelta(days=7)
    assert parse_when("--since", "2w", now) == now - timedelta(weeks=2)
    assert parse_when("--since", "2026-12-01", now) == datetime(2026, 12, 1, tzinfo=UTC)
    assert parse_when("--until", "2026-12-01T09:30+01:00", now) == datetime(
        2026, 12, 1, 8, 30, tzinfo=UTC
    )
    assert parse_when("--since", None, now) is None
    with pytest.raises(CliError, match="--since 'yesterday' is neither"):
        parse_when("--since", "yesterday", now)


def test_cli_search_prints_marked_snippets_and_filters(run: Run) -> None:
    memory_id = add(run, "intro " * 100 + "use arr[i] for the release build " + "outro " * 100)
    plain = run("search", "release")
    cells = plain.out.rstrip("\n").split("\t")
    assert cells[0] == memory_id and cells[4] == "1.00"
    assert "**release**" in cells[5] and cells[5].startswith("…")
    item = run("search", "release", "--json").json()[0]
    start, end = item["snippet_marks"][0]
    assert item["snippet"][start:end] == "release" and item["rank"] == 1
    assert item["relevance"] == 1.0 and item["title"].startswith("intro intro")
    assert run("search", "release", "--since", "1h", "--json").json()[0]["id"] == memory_id
    assert run("search", "release", "--until", "2000-01-01", "--json").json() == []
    assert run("search", "release", "--session", "ses_none", "--json").json() == []
    assert len(run("search", "release", "-n", "0", "--json").json()) == 1
    assert len(run("list", "-n", "0", "--json").json()) == 1
    bad = run("list", "--since", "soon")
    assert bad.code == 1 and bad.err.count("\n") == 1


def test_an_unknown_type_is_one_error_for_every_command(run: Run) -> None:
    errors = {
        command: run(*command)
        for command in (
            ("add", "x", "--type", "bogus"),
            ("list", "--type", "bogus"),
            ("search", "x", "--type", "bogus"),
        )
    }
    lines = {(r.code, r.err) for r in errors.values()}
    assert len(lines) == 1
    code, err = lines.pop()
    assert code == 1
    assert err.startswith("supermemory: error: unknown memory type 'bogus'; use one of ")
    assert err.count("\n") == 1


def test_cli_search_marks_the_terms_on_both_backends(run: Run, store_url: str) -> None:
    """The same command against a SQLite file and a PostgreSQL server: the passage is
    where the terms are, marked, with the relevance of each hit."""
    db = ("--database-url", store_url)
    first = run(*db, "add", "notes " * 60 + "the Friday release is cut at noon " + "end " * 60)
    second = run(*db, "add", "release checklist: tag, build, announce")
    assert first.code == 0 and second.code == 0, first.err + second.err
    lines = run(*db, "search", "release friday").out.splitlines()
    assert len(lines) == 1
    cells = lines[0].split("\t")
    assert cells[0] == first.out.strip() and cells[4] == "1.00"
    assert "the **Friday** **release** is cut at noon" in cells[5]
    hits = run(*db, "search", "release", "--json").json()
    assert {h["id"] for h in hits} == {first.out.strip(), second.out.strip()}
    assert [h["rank"] for h in hits] == [1, 2] and hits[0]["relevance"] == 1.0
    assert 0 <= hits[1]["relevance"] <= 1
    for hit in hits:
        marks = [hit["snippet"][a:b].lower() for a, b in hit["snippet_marks"]]
        assert marks and set(marks) == {"release"}
