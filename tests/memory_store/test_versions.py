"""One living memory per session: the store lists and finds the newest version of each
session's memory; every version stays as the session's history (both backends)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from supermemory_local.store.repository import MemoryStore
from supermemory_local.store.versions import newest_per_session

SCOPE = "opencode_project_0123456789abcdef"
EXE = Path(__file__).resolve().parents[2] / ".venv" / "bin" / "supermemory"


def _session_versions(store: MemoryStore) -> list[str]:
    ids = []
    for n in range(3):
        m = store.add(
            f"[Session Summary]\n## 1. User Requests (As-Is)\n- step {n} of the parser work",
            scope=SCOPE,
            type="conversation",
            session_id="ses_a",
            source="opencode",
        )
        ids.append(m.id)
    return ids


def test_list_shows_one_row_per_session_the_newest(store: MemoryStore) -> None:
    versions = _session_versions(store)
    other = store.add(
        "parser work in another session", scope=SCOPE, type="conversation", session_id="ses_b"
    )
    note = store.add("always use pnpm for the parser", scope=SCOPE)
    by_hand = store.add("parser notes typed by hand", scope=SCOPE, type="conversation")
    listed = [m.id for m in store.list(scope=SCOPE)]
    assert listed == [by_hand.id, note.id, other.id, versions[-1]]
    history = [m.id for m in store.list(scope=SCOPE, session_id="ses_a", all_versions=True)]
    assert history == versions[::-1]
    assert [m.id for m in store.list(scope=SCOPE, session_id="ses_a")] == [versions[-1]]


def test_search_finds_the_newest_version_only(store: MemoryStore) -> None:
    versions = _session_versions(store)
    assert [m.id for m in store.search("parser work", scope=SCOPE)] == [versions[-1]]
    assert [m.id for m in store.search("step 0", scope=SCOPE)] == []  # superseded
    assert [m.id for m in store.search("step 0", scope=SCOPE, all_versions=True)] == [versions[0]]
    assert {m.id for m in store.search("parser", all_versions=True)} == set(versions)
    assert [m.id for m in store.search("pa", scope=SCOPE)] == [versions[-1]]  # LIKE path


def test_a_session_in_another_scope_is_its_own(store: MemoryStore) -> None:
    a = store.add("summary in project A", scope=SCOPE, type="conversation", session_id="s")
    b = store.add("summary in project B", scope="other", type="conversation", session_id="s")
    assert {m.id for m in store.list()} == {a.id, b.id}


def test_the_cli_lists_one_row_and_the_history_on_request(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'm.db'}"
    with MemoryStore.open(url=url) as store:
        versions = _session_versions(store)

    def run(*args: str) -> list[str]:
        out = subprocess.run(
            [str(EXE), *args, "--scope", "all", "--json", "--database-url", url],
            capture_output=True,
            text=True,
            check=True,
            timeout=60,
        ).stdout
        return [m["id"] for m in json.loads(out)]

    assert run("list") == [versions[-1]]
    assert run("list", "--all-versions") == versions[::-1]
    assert run("search", "parser") == [versions[-1]]
    assert run("search", '"step 1"', "--all-versions") == [versions[1]]


memories = st.lists(
    st.tuples(
        st.sampled_from(["conversation", "note"]),
        st.sampled_from([None, "s1", "s2"]),
        st.sampled_from([SCOPE, "other"]),
    ),
    max_size=12,
)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(rows=memories)
def test_the_sql_rule_and_the_python_rule_agree(
    store: MemoryStore, rows: list[tuple[str, str | None, str]]
) -> None:
    for memory in store.list(limit=None, all_versions=True):
        store.forget([memory.id])
    for kind, session, scope in rows:
        store.add("x", scope=scope, type=kind, session_id=session)
    everything = store.list(limit=None, all_versions=True)
    assert [m.id for m in store.list(limit=None)] == [m.id for m in newest_per_session(everything)]
    sessions = {
        (m.scope, m.session_id) for m in everything if m.type == "conversation" and m.session_id
    }
    current = [m for m in store.list(limit=None) if m.type == "conversation" and m.session_id]
    assert len(current) == len(sessions)  # exactly one per session
