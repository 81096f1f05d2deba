"""The Claude Code hooks record what they see in the event record: a session's start and
each compaction Claude Code ran, with the memory its summary became."""

from __future__ import annotations

from supermemory_local.store.events import CALL
from supermemory_local.store.scopes import project_scope
from tests.plugin.claude_code.test_hooks import CLAUDE_SUMMARY, Env, cc  # noqa: F401


def test_session_start_and_compactions_are_recorded(cc: Env) -> None:  # noqa: F811
    assert cc.hook("SessionStart", {"source": "startup"}).returncode == 0
    for trigger in ("auto", "manual"):
        done = cc.hook("PostCompact", {"trigger": trigger, "compact_summary": CLAUDE_SUMMARY})
        assert done.returncode == 0 and done.stdout == ""
    with cc.store() as store:
        rows = store.events.timeline("sess-1")
        memories = store.list(session_id="sess-1", limit=None, all_versions=True)
        [session] = store.events.sessions()
    assert [(e.step, e.kind) for e in rows] == [
        (1, "session_start"),
        (2, "host_compaction"),
        (3, "host_compaction"),
    ]
    assert [e.memory_id for e in rows[1:]] == [m.id for m in reversed(memories)]
    assert {e.host for e in rows} == {"claude-code"}
    assert {e.scope for e in rows} == {project_scope(cc.project)}
    assert not any(e.kind == CALL for e in rows)  # Claude Code shows the hooks no model call
    assert (session.compactions, session.calls) == (2, 0)
