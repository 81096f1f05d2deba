"""Every session leaves its memory, up to its last turn: the real OpenCode (1.18.33),
offline, against the fake model.

A session that never compacts is saved when it goes idle; after a compaction the
session's memory holds the summary and the turns after it; `supermemory list` shows one
row per session; a new session starts with it; "do NOT remember" gets no nudge.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest

from bench.harness.opencode import FakeModelServer, OpencodeServer, Reply, message_text
from supermemory_local.engine.prompts import COMPLETE_TITLE, SUMMARY_MEMORY_PREFIX
from supermemory_local.hosts.keywords import NUDGE
from tests.e2e.test_opencode_e2e import memories, turn, wait_toast

pytestmark = pytest.mark.e2e

Diagnostics = Callable[[OpencodeServer], None]


def session_memories(oc: OpencodeServer, session: str, *args: str) -> list[dict[str, Any]]:
    return [m for m in memories(oc.sandbox, "--limit", "100", *args) if m["session_id"] == session]


def wait_memory(
    oc: OpencodeServer, session: str, holds: list[str], timeout: float = 45.0
) -> dict[str, Any]:
    """The session's current memory once it holds every text of ``holds``."""
    deadline = time.monotonic() + timeout
    found: list[dict[str, Any]] = []
    while time.monotonic() < deadline:
        found = session_memories(oc, session)
        if found and all(h in found[0]["content"] for h in holds):
            return found[0]
        time.sleep(0.5)
    raise AssertionError(f"session {session}'s memory never held all of {holds}: {found}")


def test_a_session_that_never_compacts_is_remembered_when_it_goes_idle(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(opencode)
    session = opencode.create_session("never compacts")
    requests = [
        "kappa-1: build the parser for the todo file",
        "kappa-2: now the list command",
        "kappa-3: add the done command and make the tests pass",
    ]
    for k, text in enumerate(requests, start=1):
        model.script(Reply.with_total(20_000 + k, f"Did step {k}.", match=f"kappa-{k}"))
        turn(opencode, session, text)

    saved = wait_memory(opencode, session, requests)
    assert saved["type"] == "conversation"
    assert saved["content"].startswith(SUMMARY_MEMORY_PREFIX + "## 1. User Requests (As-Is)")
    assert f"- Latest request (open until reported done): {requests[2]}" in saved["content"]
    assert saved["metadata"]["trigger"] == "idle"
    assert saved["metadata"]["summarizer"] == "extractive"
    assert len(model.of_kind("compaction")) == 0  # no model call made the memory
    assert len(session_memories(opencode, session)) == 1

    # a new session's first request carries it
    fresh = opencode.create_session("the next session")
    model.script(Reply(text="Continuing.", match="lambda-next"))
    turn(opencode, fresh, "lambda-next: where were we?")
    (request,) = [r for r in model.of_kind("chat") if "lambda-next" in r.text]
    first_user = message_text(request.messages("user")[0])
    assert saved["id"] in first_user
    assert requests[2] in first_user


def test_after_a_compaction_the_memory_holds_the_later_turns_too(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(opencode)
    session = opencode.create_session("compacts, then goes on")
    mark = opencode.events.mark()
    before = ["mu-1: set up the todo project with pytest", "mu-2: read the whole repository"]
    model.script(Reply.with_total(20_000, "Set up.", match="mu-1"))
    turn(opencode, session, before[0])
    # OpenCode compacts by itself past 191,808 of 200k (our prompt inside)
    model.script(Reply.with_total(196_000, "Huge.", match="mu-2"))
    turn(opencode, session, before[1])
    opencode.events.wait_for_type("session.compacted", since=mark, session_id=session)
    (compaction,) = [r for r in model.of_kind("compaction") if "mu-2" in r.text]
    summary_line = compaction.reply.text.splitlines()[1]
    wait_memory(opencode, session, [summary_line])

    later = ["mu-3: now the list command", "mu-4: add the done command and make the tests pass"]
    for k, text in enumerate(later, start=3):
        model.script(Reply.with_total(21_000 + k, f"Did step {k}.", match=f"mu-{k}"))
        turn(opencode, session, text)

    saved = wait_memory(opencode, session, [*later, summary_line])
    requests = saved["content"].split("## 2.")[0]
    for text in [*before, *later]:  # verbatim, in order, each once
        assert requests.count(f"- {text}\n") == 1, text
    assert [requests.index(t) for t in [*before, *later]] == sorted(
        requests.index(t) for t in [*before, *later]
    )
    assert "Continue if you have next steps" not in saved["content"]  # OpenCode's, not typed
    assert f"- Latest request (open until reported done): {later[1]}" in saved["content"]
    # one row for the session in `supermemory list`; its history on request
    assert len(session_memories(opencode, session)) == 1
    history = session_memories(opencode, session, "--all-versions")
    assert len(history) >= 2 and history[0]["id"] == saved["id"]
    assert {h["metadata"]["trigger"] for h in history} >= {"host", "idle"}
    assert wait_toast(opencode, mark, COMPLETE_TITLE)


def test_do_not_remember_gets_no_nudge(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(opencode)
    session = opencode.create_session("negation")
    model.script(Reply(text="Understood.", match="nu-neg"))
    turn(opencode, session, "nu-neg: please do NOT remember this, it is a one-off")
    model.script(Reply(text="Saving.", match="nu-pos"))
    turn(opencode, session, "nu-pos: please remember that we deploy with fly.io")

    (negated,) = [r for r in model.of_kind("chat") if "nu-neg" in r.text and "nu-pos" not in r.text]
    (asked,) = [r for r in model.of_kind("chat") if "nu-pos" in r.text]
    assert NUDGE not in negated.text
    assert NUDGE in asked.text  # the same words without the negation: nudged
