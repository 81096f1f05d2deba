# ruff: noqa: F811  (the fixtures are imported from test_claude_code_e2e)
"""Every Claude Code session leaves its memory, up to its last turn: the real Claude Code
(pinned 2.1.328, headless) with the installed hooks, against the fake Anthropic server."""

from __future__ import annotations

import json
import subprocess
from typing import Any

import pytest

from bench.harness.fake_anthropic import FakeAnthropic
from supermemory_local.engine.prompts import INJECTED_CONTEXT_PREFIX, PRIVACY_RULE
from supermemory_local.store.scopes import project_scope
from tests.e2e.test_claude_code_e2e import (  # noqa: F401  (the fixtures)
    NEAR_WINDOW,
    Project,
    chat,
    fake,
    project,
)

pytestmark = pytest.mark.e2e


def session_memories(p: Project, *args: str) -> list[dict[str, Any]]:
    listed = p.supermemory("list", "--scope", "project", "--type", "conversation", "--json", *args)
    assert listed.returncode == 0, listed.stderr
    items: list[dict[str, Any]] = json.loads(listed.stdout)
    return items


def test_a_session_that_never_compacts_is_saved_at_each_answer(
    project: Project, fake: FakeAnthropic
) -> None:
    fake.responder = chat()
    requests = [
        "rho-1: build the parser for the todo file",
        "rho-2: now the list command",
        "rho-3: add the done command and make the tests pass",
    ]
    first = project.claude(requests[0])
    # a fresh store: the first SessionStart injects nothing, and does not time out
    assert "SessionStart (startup) session" in project.log
    assert "nothing to inject" in project.log
    assert "no answer within" not in project.log and "TimeoutError" not in project.log
    for text in requests[1:]:
        project.claude(text, "--resume", first["session_id"])

    [saved] = session_memories(project)
    assert saved["session_id"] == first["session_id"]
    content = saved["content"]
    assert content.startswith("[Session Summary]\n## 1. User Requests (As-Is)\n")
    typed = content.split("## 2.")[0]
    for text in requests:
        assert typed.count(f"- {text}\n") == 1, text
    assert f"Latest request (open until reported done): {requests[2]}" in content
    assert saved["metadata"]["trigger"] in {"stop", "end"}
    assert saved["metadata"]["summarizer"] == "extractive"
    assert not [r for r in fake.requests if r.is_compaction]  # no model call made it

    # a note added by hand is a note: the session's memory stays the newest summary
    noted = project.supermemory("add", "always use pnpm")
    assert noted.returncode == 0, noted.stderr
    assert noted.stdout.startswith("mem_")
    before = len(fake.requests)
    project.claude("sigma: where were we? And do we use pnpm?")
    first_request = fake.requests[before].text
    assert saved["id"] in first_request and requests[2] in first_request
    note_id = noted.stdout.split()[0]
    # The message names pnpm, so the note is injected (by relevance): as a note, after the
    # session's summary, which stays the newest session summary.
    assert f"[note {note_id}," in first_request
    assert first_request.index(saved["id"]) < first_request.index(note_id)


def test_after_a_compaction_two_more_turns_are_in_the_newest_memory(
    project: Project, fake: FakeAnthropic
) -> None:
    fake.responder = chat(tokens=NEAR_WINDOW)
    first = project.claude("tau-1: port the TAG-PARSER lexer")
    fake.responder = chat()
    session = first["session_id"]
    later = ["tau-2: now the parser itself", "tau-3: add the error messages"]
    for text in later:  # the first of these compacts before it is answered
        project.claude(text, "--resume", session)
    assert [r for r in fake.requests if r.is_compaction]

    [saved] = session_memories(project)  # one row for the session
    content = saved["content"]
    typed = content.split("## 2.")[0]
    for text in later:
        assert typed.count(f"- {text}\n") == 1, text
    assert "- start the TAG-PARSER port" in content  # the compaction's summary, merged
    assert "- no unsafe code" in content
    assert f"Latest request (open until reported done): {later[1]}" in content
    history = session_memories(project, "--all-versions")
    assert len(history) >= 2 and history[0]["id"] == saved["id"]
    assert "auto" in {h["metadata"]["trigger"] for h in history}  # PostCompact's version


def test_a_session_started_in_a_subdirectory_is_the_projects(
    project: Project, fake: FakeAnthropic
) -> None:
    # Claude Code 2.1.328 reads .claude/settings.json of the directory it starts in only:
    # for sessions started anywhere in the project the hooks go into the user's settings
    installed = project.supermemory("install", "--claude-code", "--global")
    assert installed.returncode == 0, installed.stderr
    subprocess.run(["git", "init", "-q", str(project.dir)], check=True, env=project.env)
    sub = project.dir / "src" / "deep"
    sub.mkdir(parents=True)
    fake.responder = chat()
    project.dir, root = sub, project.dir
    project.claude("upsilon: fix the deep module")
    [saved] = session_memories(project)
    assert saved["scope"] == project_scope(root)
    assert "- upsilon: fix the deep module" in saved["content"]


def test_the_turn_after_a_manual_compact_holds_the_memory_block_once(
    project: Project, fake: FakeAnthropic
) -> None:
    added = project.supermemory("add", "always use pnpm for the phi tooling")
    assert added.returncode == 0, added.stderr
    fake.responder = chat()
    first = project.claude("phi-1: port TAG-PARSER to Rust")
    project.claude("/compact keep the lexer notes", "--resume", first["session_id"])
    [compaction] = [r for r in fake.requests if r.is_compaction]
    assert PRIVACY_RULE in compaction.last_user  # the privacy sentence reaches /compact
    before = len(fake.requests)
    project.claude("phi-2: and now?", "--resume", first["session_id"])
    after = fake.requests[before].text
    assert after.count(INJECTED_CONTEXT_PREFIX) == 1
    assert after.count("always use pnpm for the phi tooling") == 1
