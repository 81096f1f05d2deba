"""The plugin inside the real OpenCode (pinned 1.18.33), offline against the fake model
of tests/e2e: the ``supermemory`` tool, the "remember" nudge, first-message memories,
and a shim put in place by ``supermemory install``."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bench.harness.opencode import (
    FakeModelServer,
    HarnessError,
    Model,
    Reply,
    ToolCall,
    find_opencode,
    launch_opencode,
    make_sandbox,
    message_text,
)

try:
    find_opencode()
    MISSING = ""
except HarnessError as exc:
    MISSING = str(exc)

pytestmark = [pytest.mark.e2e, pytest.mark.skipif(bool(MISSING), reason=MISSING)]
BIG = Model("big-200k", context=200_000, output=8_192)
SUPERMEMORY = Path(sys.executable).parent / "supermemory"


def test_an_installed_shim_loads_and_finds_its_bridge_without_path(tmp_path: Path) -> None:
    sandbox = make_sandbox(tmp_path)
    env = {k: v for k, v in sandbox.env.items() if k != "SUPERMEMORY_BRIDGE_CMD"}
    env["PATH"] = "/usr/bin:/bin"  # no venv on PATH: the recorded absolute command is used
    sandbox = dataclasses.replace(sandbox, env=env)
    done = subprocess.run(
        [str(SUPERMEMORY), "install", "--project"],
        cwd=sandbox.project,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    with FakeModelServer() as model, launch_opencode(sandbox, model.url, [BIG], plugin=False) as oc:
        session = oc.create_session("installed")
        model.script(Reply.with_total(164_000, "ok", match="installed-turn"))  # 82 %
        oc.prompt(session, "installed-turn: hello", BIG)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            titles = [t["title"] for t in oc.toasts()]
            if "Compaction Complete" in titles:
                break
            time.sleep(0.2)
        assert titles == ["Preemptive Compaction", "Compaction Complete"]


def test_remember_tool_and_memories_in_the_next_session(tmp_path: Path) -> None:
    fact = "the staging URL is https://staging.example.invalid"
    with FakeModelServer() as model:
        sandbox = make_sandbox(tmp_path)
        with launch_opencode(sandbox, model.url, [BIG]) as oc:
            first = oc.create_session("remember")
            model.script(
                Reply(
                    text="",
                    tool_calls=(ToolCall("supermemory", {"action": "add", "content": fact}),),
                    match="remember-me",
                ),
                Reply(text="Saved.", match="remember-me"),
            )
            oc.prompt(first, f"remember-me: please remember that {fact}", BIG)

            chats = model.of_kind("chat")
            (tool,) = [t for t in chats[0].body["tools"] if t["function"]["name"] == "supermemory"]
            assert tool["function"]["parameters"]["required"] == ["action", "content"]
            user_parts = chats[0].messages("user")[-1]["content"]
            assert "supermemory" in user_parts[-1]["text"]  # the nudge, after the user's text
            (result,) = chats[1].messages("tool")
            assert message_text(result).startswith("Remembered as mem_")

            listed = sandbox.supermemory("list", "--scope", "project", "--json")
            assert listed.returncode == 0, listed.stderr
            assert fact in listed.stdout

            second = oc.create_session("next day")
            model.script(Reply(text="It is staging.example.invalid.", match="staging-question"))
            oc.prompt(second, "staging-question: which staging URL do we use?", BIG)
            sent = message_text(model.of_kind("chat")[-1].messages("user")[-1])
            assert fact in sent

            model.script(
                Reply(
                    text="",
                    tool_calls=(
                        ToolCall("supermemory", {"action": "forget", "content": "mem_nope"}),
                    ),
                    match="forget-it",
                ),
                Reply(text="Done.", match="forget-it"),
            )
            oc.prompt(second, "forget-it: forget mem_nope", BIG)
            (answer,) = model.of_kind("chat")[-1].messages("tool")[-1:]
            assert "Not found: no memory with id mem_nope" in message_text(answer)
            after = sandbox.supermemory("list", "--scope", "project", "--json")
            assert fact in after.stdout  # nothing was deleted
