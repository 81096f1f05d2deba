"""Stop and SessionEnd keep a Claude Code session's one living memory up to date from its
transcript (the record shapes of Claude Code 2.1.328), as Claude Code runs the hooks."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from supermemory_local.claude_code.transcript import session_so_far
from supermemory_local.store.scopes import project_scope
from tests.plugin.claude_code.test_hooks import (
    Env,
    cc,  # noqa: F401  (the fixture)
)


def user(text: str, uuid: str, **extra: Any) -> dict[str, Any]:
    return {"type": "user", "uuid": uuid, "message": {"role": "user", "content": text}, **extra}


def answer(text: str, uuid: str) -> dict[str, Any]:
    content = [{"type": "text", "text": text}]
    return {"type": "assistant", "uuid": uuid, "message": {"role": "assistant", "content": content}}


COMPACT_SUMMARY = (
    "This session is being continued from a previous conversation that ran out of context. "
    "The summary below covers the earlier portion of the conversation.\n\nSummary:\n"
    "## 1. User Requests (As-Is)\n- port the lexer\n## 2. Final Goal\n- a Rust parser\n"
    "## 5. MUST NOT Do (Critical Constraints)\n- no unsafe code\n\n"
    "If you need specific details from before compaction (like exact code snippets), read "
    "the full transcript at: /x.jsonl\nContinue the conversation from where it left off."
)


def write(path: Path, records: list[dict[str, Any]]) -> Path:
    lines = [json.dumps(r) for r in records]
    path.write_text("\n".join([*lines, '{"type": "cost-state"}', ""]), encoding="utf-8")
    return path


def test_stop_saves_the_session_once_per_turn_and_session_end_adds_nothing_new(cc: Env) -> None:  # noqa: F811
    transcript = write(
        cc.root / "t.jsonl",
        [
            user("omega-1: build the parser", "u1"),
            answer("Built.", "a1"),
            user("omega-2: add the list command", "u2"),
            answer("Added.", "a2"),
        ],
    )
    event = {"transcript_path": str(transcript), "stop_hook_active": False}
    done = cc.hook("Stop", event)
    assert done.returncode == 0 and done.stdout == ""
    again = cc.hook("SessionEnd", {**event, "reason": "other"})
    assert again.returncode == 0 and again.stdout == ""
    with cc.store() as store:
        history = store.list(scope=project_scope(cc.project), all_versions=True)
    [memory] = history  # the second hook found nothing new
    assert memory.type == "conversation" and memory.session_id == "sess-1"
    assert memory.source == "claude-code" and memory.metadata["trigger"] == "stop"
    assert "- omega-1: build the parser\n- omega-2: add the list command" in memory.content
    assert "Latest request (open until reported done): omega-2: add the list command" in (
        memory.content
    )
    assert "memory up to date" in cc.log
    with cc.store() as store:
        rows = store.events.timeline("sess-1")
    # the event record: the Stop hook's refresh, with the memory it saved; SessionEnd
    # saved nothing new, so it has no row
    assert [(e.kind, e.memory_id) for e in rows] == [("idle_refresh", memory.id)]


def test_after_a_compaction_the_memory_is_the_summary_merged_with_the_later_turns(
    cc: Env,  # noqa: F811
) -> None:
    records = [
        user("port the lexer", "u1"),
        answer("Ported.", "a1"),
        {"type": "system", "subtype": "compact_boundary"},
        user(COMPACT_SUMMARY, "s1", isCompactSummary=True),
        user("<local-command-caveat>The command below was run directly", "m1", isMeta=True),
        user("<command-name>/compact</command-name>", "c1"),
        user("<local-command-stdout>Compacted</local-command-stdout>", "c2"),
        user("omega-3: now the parser itself", "u2"),
        answer("Parsing.", "a2"),
    ]
    so_far = session_so_far("sess-1", write(cc.root / "t.jsonl", records))
    assert so_far is not None
    assert so_far.summary is not None and so_far.summary.startswith("## 1. User Requests")
    assert "If you need specific details" not in so_far.summary
    assert [e.text for e in so_far.turns] == ["omega-3: now the parser itself", "Parsing."]
    assert so_far.requests == ["port the lexer"] and so_far.through == "a2"

    cc.hook("SessionEnd", {"transcript_path": str(cc.root / "t.jsonl"), "reason": "exit"})
    with cc.store() as store:
        [memory] = store.list(scope=project_scope(cc.project))
    content = memory.content
    assert memory.metadata["trigger"] == "end"
    assert content.index("- port the lexer") < content.index("- omega-3: now the parser itself")
    assert "- no unsafe code" in content and "a Rust parser" in content
    assert "/compact" not in content and "Compacted" not in content


def test_manual_pre_compact_leaves_the_memories_out(cc: Env) -> None:  # noqa: F811
    with cc.store() as store:
        store.add("Always run cargo fmt", scope=project_scope(cc.project), type="preference")
    auto = cc.hook("PreCompact", {"trigger": "auto"})
    manual = cc.hook("PreCompact", {"trigger": "manual"})
    assert "Always run cargo fmt" in auto.stdout
    assert "Always run cargo fmt" not in manual.stdout
    assert manual.stdout.strip() == auto.stdout.split("\n\n[Supermemory context")[0].strip()


def test_a_subdirectory_session_is_the_projects(cc: Env) -> None:  # noqa: F811
    sub = cc.project / "src" / "deep"
    sub.mkdir(parents=True)
    transcript = write(cc.root / "t.jsonl", [user("omega-sub: fix it", "u1"), answer("ok", "a1")])
    cc.env["CLAUDE_PROJECT_DIR"] = str(cc.project)
    done = cc.hook("Stop", {"transcript_path": str(transcript), "cwd": str(sub)})
    assert done.returncode == 0
    with cc.store() as store:
        [memory] = store.list()
    assert memory.scope == project_scope(cc.project)
