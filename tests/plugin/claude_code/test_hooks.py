"""The Claude Code hooks as Claude Code runs them: the installed command, a JSON event on
stdin, stdout read back; a real SQLite file in an isolated home."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from supermemory_local.claude_code.hooks import INSTRUCTIONS_CHARS, compaction_instructions
from supermemory_local.claude_code.install import hook_command
from supermemory_local.engine.prompts import (
    COMPACTION_INJECTION_HEADER,
    FIVE_SECTION_HEADINGS,
    INJECTED_CONTEXT_PREFIX,
)
from supermemory_local.hosts.background import wait_idle
from supermemory_local.hosts.standalone import CONTEXT_CHARS, session_context, summary_text
from supermemory_local.store.repository import MemoryStore
from supermemory_local.store.scopes import project_scope

SUPERMEMORY = Path(sys.executable).parent / "supermemory"
CLAUDE_SUMMARY = (
    "<analysis>\nThe user asked for X; I looked at a.py.\n</analysis>\n\n<summary>\n"
    "## 1. User Requests (As-Is)\n- port the parser to Rust\n## 2. Final Goal\n- a Rust parser\n"
    "## 3. Work Completed\n- src/lib.rs\n## 4. Remaining Tasks\n- tests\n"
    "## 5. MUST NOT Do (Critical Constraints)\n- no unsafe\n\n1. Primary Request and Intent:\n"
    "   port the parser\n</summary>"
)


@dataclass
class Env:
    root: Path
    project: Path
    env: dict[str, str]

    @property
    def url(self) -> str:
        return self.env["SUPERMEMORY_DATABASE_URL"]

    @property
    def log(self) -> str:
        path = self.root / "supermemory.log"
        return path.read_text(encoding="utf-8") if path.exists() else ""

    def hook(self, event: str, payload: dict[str, Any] | str) -> subprocess.CompletedProcess[str]:
        data = (
            payload
            if isinstance(payload, str)
            else json.dumps(
                {
                    "session_id": "sess-1",
                    "cwd": str(self.project),
                    "hook_event_name": event,
                    **payload,
                }
            )
        )
        done = subprocess.run(
            [*hook_command(event).split()],  # the command install writes (no spaces in tmp paths)
            input=data,
            capture_output=True,
            text=True,
            timeout=60,
            env=self.env,
            cwd=self.project,
            check=False,
        )
        # what the hook left to its detached child (the save, the log lines) is done
        assert wait_idle(path=Path(self.env["SUPERMEMORY_LOG"] + ".jobs"))
        return done

    def store(self) -> MemoryStore:
        return MemoryStore.open(url=self.url)


@pytest.fixture
def cc(tmp_path: Path) -> Env:
    project = tmp_path / "project"
    (project / ".git").mkdir(parents=True)
    env = {
        **os.environ,
        "SUPERMEMORY_DATABASE_URL": f"sqlite:///{tmp_path / 'memories.db'}",
        "SUPERMEMORY_LOG": str(tmp_path / "supermemory.log"),
        "SUPERMEMORY_CONFIG": str(tmp_path / "supermemory.jsonc"),
        # the test is the host, and it does not end: the detached work starts at once
        "SUPERMEMORY_BACKGROUND_GRACE_S": "0",
    }
    return Env(tmp_path, project, env)


def test_pre_compact_prints_the_five_sections_for_claudes_summary_and_the_memories(cc: Env) -> None:
    with cc.store() as store:
        store.add(
            "Always run cargo fmt before committing",
            scope=project_scope(cc.project),
            type="project-config",
        )
    done = cc.hook("PreCompact", {"trigger": "auto", "custom_instructions": ""})
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith(COMPACTION_INJECTION_HEADER)
    positions = [out.index(h) for h in FIVE_SECTION_HEADINGS]
    assert positions == sorted(positions)
    assert "Inside <summary>" in out and "FIRST" in out
    assert "[REDACTED]" in out and "private" in out  # the privacy rule reaches /compact
    assert "Always run cargo fmt before committing" in out
    assert len(out) < 10_000
    assert "PreCompact (auto) session sess-1" in cc.log and "cargo" not in cc.log


def test_pre_compact_without_a_database_still_gives_the_instructions(cc: Env) -> None:
    cc.env["SUPERMEMORY_DATABASE_URL"] = "postgresql+psycopg://nobody@127.0.0.1:1/none"
    done = cc.hook("PreCompact", {"trigger": "auto"})
    assert done.returncode == 0
    assert done.stdout.startswith(COMPACTION_INJECTION_HEADER)
    assert "no memories for the compaction prompt" in cc.log


def test_post_compact_saves_the_summary_and_prints_nothing(cc: Env) -> None:
    done = cc.hook("PostCompact", {"trigger": "manual", "compact_summary": CLAUDE_SUMMARY})
    assert done.returncode == 0 and done.stdout == ""
    listed = subprocess.run(
        [str(SUPERMEMORY), "list", "--scope", "project", "--limit", "1", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        env=cc.env,
        cwd=cc.project,
        check=True,
    )
    [item] = json.loads(listed.stdout)
    assert item["type"] == "conversation"
    assert item["scope"] == project_scope(cc.project)
    assert item["content"].startswith("[Session Summary]\n## 1. User Requests (As-Is)\n")
    assert "<analysis>" not in item["content"] and "I looked at a.py" not in item["content"]
    assert "Primary Request and Intent" in item["content"]  # Claude Code's own sections kept
    with cc.store() as store:
        [memory] = store.list(scope=project_scope(cc.project))
    assert memory.session_id == "sess-1" and memory.source == "claude-code"
    assert memory.metadata["trigger"] == "manual"


def test_post_compact_keeps_the_typed_requests_when_the_summary_has_no_first_section(
    cc: Env,
) -> None:
    """Claude Code's summary without our first heading: the requests typed in the session
    (read from its transcript, Claude Code's slash-command notes and tool results left
    out) fill the first section instead of "no request typed"."""
    records = [
        {
            "type": "user",
            "uuid": "u1",
            "message": {"role": "user", "content": "Port TAG-TM to Rust"},
        },
        {"type": "assistant", "uuid": "a1", "message": {"role": "assistant", "content": "done"}},
        {
            "type": "user",
            "uuid": "u2",
            "message": {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}],
            },
        },
        {
            "type": "user",
            "uuid": "u3",
            "message": {"role": "user", "content": [{"type": "text", "text": "keep the C API"}]},
        },
        {
            "type": "user",
            "uuid": "u4",
            "message": {"role": "user", "content": "<command-name>/compact</command-name>"},
        },
    ]
    transcript = cc.root / "session.jsonl"
    transcript.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    done = cc.hook(
        "PostCompact",
        {"trigger": "manual", "compact_summary": "done", "transcript_path": str(transcript)},
    )
    assert done.returncode == 0 and done.stdout == ""
    with cc.store() as store:
        [memory] = store.list(scope=project_scope(cc.project))
    assert memory.content == (
        "[Session Summary]\n## 1. User Requests (As-Is)\n- Port TAG-TM to Rust\n"
        "- keep the C API\n\n## Notes\ndone"
    )


def test_post_compact_with_an_unreadable_transcript_saves_the_summary(cc: Env) -> None:
    missing = cc.root / "gone.jsonl"
    done = cc.hook(
        "PostCompact",
        {"trigger": "auto", "compact_summary": "done", "transcript_path": str(missing)},
    )
    assert done.returncode == 0
    with cc.store() as store:
        [memory] = store.list(scope=project_scope(cc.project))
    assert "(no request typed in this session)" in memory.content
    assert "transcript unreadable (FileNotFoundError)" in cc.log


def test_session_start_injects_the_newest_summary_of_another_session(cc: Env) -> None:
    scope = project_scope(cc.project)
    with cc.store() as store:
        store.add(
            "[Session Summary]\n## 1. User Requests\n- old",
            scope=scope,
            type="conversation",
            session_id="older",
        )
        newest = store.add(
            "[Session Summary]\n## 1. User Requests\n- newest work",
            scope=scope,
            type="conversation",
            session_id="other",
        )
        store.add(
            "[Session Summary]\n## 1. User Requests\n- this one",
            scope=scope,
            type="conversation",
            session_id="sess-1",
        )
        fact = store.add("The API lives in services/api", scope=scope, type="architecture")
    done = cc.hook("SessionStart", {"source": "resume"})
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)["hookSpecificOutput"]
    assert answer["hookEventName"] == "SessionStart"
    context = answer["additionalContext"]
    assert newest.id in context and "- newest work" in context
    assert "- old" not in context and "- this one" not in context
    assert fact.content in context
    assert context.startswith(INJECTED_CONTEXT_PREFIX) and "not the user's words" in context


def test_session_start_with_nothing_stored_prints_nothing(cc: Env) -> None:
    done = cc.hook("SessionStart", {"source": "startup"})
    assert done.returncode == 0 and done.stdout == ""
    assert "nothing to inject" in cc.log


def test_session_start_answers_without_memories_when_the_store_is_slow(cc: Env) -> None:
    """A store that does not open in time (here a database server that accepts and never
    answers) is no failure: the session starts without memories, within the hook's time,
    and the log says why (it said `TimeoutError: ` with nothing after it)."""
    import socket
    import time

    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        port = silent.getsockname()[1]
        cc.env["SUPERMEMORY_DATABASE_URL"] = f"postgresql+psycopg://nobody@127.0.0.1:{port}/x"
        cc.env["SUPERMEMORY_HOOK_TIMEOUT_S"] = "5"
        start = time.monotonic()
        done = cc.hook("SessionStart", {"source": "startup", "session_id": "s1"})
        took = time.monotonic() - start
    assert done.returncode == 0 and done.stdout == ""
    # No wall-clock bound here (a loaded machine): the log says the hook gave up waiting.
    print(f"SessionStart against a silent server answered in {took:.1f} s")
    assert "the store did not open within 2.0 s; starting without memories" in cc.log
    assert "TimeoutError" not in cc.log


@pytest.mark.parametrize(
    "prompt",
    [
        "please remember that we use tabs",
        "Merk dir: keine Emojis",
        "记住我们用 pnpm",
        "覚えておいて",
        "recuerda usar pytest",
        "n'oublie pas le lint",
        "запомни это",
    ],
)
def test_user_prompt_submit_nudges_in_every_language(cc: Env, prompt: str) -> None:
    done = cc.hook("UserPromptSubmit", {"prompt": prompt})
    assert done.returncode == 0
    assert done.stdout.startswith("[Supermemory] The user asked you to remember")
    assert "mcp__supermemory-local__add" in done.stdout


def test_user_prompt_submit_is_silent_otherwise(cc: Env) -> None:
    done = cc.hook("UserPromptSubmit", {"prompt": "fix the failing test"})
    assert done.returncode == 0 and done.stdout == ""


def test_bad_input_and_bad_config_never_fail_the_hook(cc: Env) -> None:
    Path(cc.env["SUPERMEMORY_CONFIG"]).write_text('{"compactionThreshold": 7,,}', "utf-8")
    done = cc.hook("PostCompact", "not json {")
    assert (done.returncode, done.stdout) == (0, "")
    assert "PostCompact failed: ValueError: the PostCompact event on stdin is not JSON" in cc.log
    done = cc.hook("PostCompact", {"trigger": "auto", "compact_summary": CLAUDE_SUMMARY})
    assert (done.returncode, done.stdout) == (0, "")
    assert "config error" in cc.log and "summary saved as mem_" in cc.log
    done = cc.hook("SessionStart", {"source": "startup", "session_id": "sess-2"})
    assert done.returncode == 0 and INJECTED_CONTEXT_PREFIX in done.stdout


@pytest.fixture
def silent_server() -> Iterator[int]:
    """A TCP server on 127.0.0.1 that accepts and never answers (a hung database)."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(8)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        sock.settimeout(0.2)
        while not stop.is_set():
            try:
                held.append(sock.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield int(sock.getsockname()[1])
    stop.set()
    thread.join(5)
    for conn in held:
        conn.close()
    sock.close()


def test_a_hung_store_is_given_up_within_the_time_limit(cc: Env, silent_server: int) -> None:
    cc.env["SUPERMEMORY_DATABASE_URL"] = f"postgresql+psycopg://u@127.0.0.1:{silent_server}/db"
    cc.env["SUPERMEMORY_HOOK_TIMEOUT_S"] = "1"
    done = cc.hook("SessionStart", {"source": "startup"})
    assert (done.returncode, done.stdout) == (0, "")
    assert "SessionStart: no answer within 1.0 s; Claude Code goes on" in cc.log


def test_unknown_event_is_a_log_line_and_exit_zero(cc: Env) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "supermemory_local.claude_code.hooks", "claude-code", "Setup"],
        input="{}",
        capture_output=True,
        text=True,
        timeout=60,
        env=cc.env,
        check=False,
    )
    assert done.returncode == 0 and done.stdout == ""
    assert "expected `claude-code EVENT`" in done.stderr and "unknown hook" in cc.log


# -- pure parts -----------------------------------------------------------------------


def test_summary_text_takes_what_is_between_the_tags() -> None:
    assert summary_text(CLAUDE_SUMMARY).startswith("## 1. User Requests (As-Is)")
    assert (
        summary_text("<analysis>a</analysis><summary>one</summary> <summary>two</summary>") == "two"
    )
    assert summary_text("<analysis>thinking</analysis>\n<summary>\ncut off here") == "cut off here"
    assert summary_text("<analysis>thinking</analysis>\nplain answer") == "plain answer"


@given(st.lists(st.text(min_size=0, max_size=3_000), max_size=40))
def test_compaction_instructions_fit_claude_codes_cut(memories: list[str]) -> None:
    text = compaction_instructions(memories)
    assert len(text) <= INSTRUCTIONS_CHARS
    assert text.startswith(COMPACTION_INJECTION_HEADER)
    assert all(h in text for h in FIVE_SECTION_HEADINGS)


@pytest.mark.parametrize("tokens", [1_200, 3_000, 100_000])
def test_session_context_keeps_within_the_budget_and_claude_codes_cut(
    tmp_path: Path, tokens: int
) -> None:
    import logging

    from supermemory_local.config import Settings
    from supermemory_local.hosts.memories import Memories

    settings = Settings(injected_memory_tokens=tokens)
    store = MemoryStore.open(settings, url=f"sqlite:///{tmp_path / 'm.db'}")
    memories = Memories(settings, "proj", logging.getLogger("test"))
    memories._future = __import__("concurrent.futures").futures.Future()
    memories._future.set_result(store)
    body = "\n".join(f"- line {i} " + "x" * 80 for i in range(600))
    summary = store.add(
        "[Session Summary]\n## 1. User Requests\n" + body,
        scope="proj",
        type="conversation",
        session_id="a",
    )
    own = store.add(
        "[Session Summary]\n- this session", scope="proj", type="conversation", session_id="b"
    )
    for i in range(10):
        store.add(f"fact {i} " + "y" * 700, scope="proj", type="learned-pattern")
    context, ids = session_context(memories, session_id="b")
    budget = min(tokens * settings.chars_per_token, CONTEXT_CHARS)
    assert len(context) <= budget + 200  # the markers and the closing note
    assert len(context) <= CONTEXT_CHARS
    assert ids[0] == summary.id and own.id not in ids and "this session" not in context
    assert f"`supermemory show {summary.id}`" in context  # cut to fit, and where it is whole
    assert 1 < len(ids) <= 1 + settings.injected_memory_limit
    if tokens >= 3_000:  # room enough for the summary's half and every memory
        assert len(ids) == 1 + settings.injected_memory_limit
    store.close()


def test_the_cli_form_answers_the_same(cc: Env) -> None:
    done = subprocess.run(
        [str(SUPERMEMORY), "hook", "claude-code", "UserPromptSubmit"],
        input=json.dumps({"prompt": "remember: releases on Friday", "cwd": str(cc.project)}),
        capture_output=True,
        text=True,
        timeout=60,
        env=cc.env,
        check=False,
    )
    assert done.returncode == 0
    assert done.stdout == cc.hook("UserPromptSubmit", {"prompt": "remember: x"}).stdout


@pytest.mark.parametrize("event", ["SessionStart", "PreCompact"])
def test_an_answering_hook_imports_neither_sqlalchemy_nor_the_privacy_filter(
    cc: Env, event: str
) -> None:
    """What Claude Code waits for: the answer from sqlite3 reads (store.lite); the log
    lines, and the privacy filter they pass, come from the detached child after it."""
    with cc.store() as store:
        store.add("Always run cargo fmt", scope=project_scope(cc.project), type="project-config")
    code = (
        "import sys\n"
        "from supermemory_local.hosts import background\n"
        "from supermemory_local.claude_code.hooks import main\n"
        "background.exit_now = lambda: None  # return, to look at what was imported\n"
        f"main(['claude-code', {event!r}], background=True)\n"
        "heavy = [m for m in sys.modules if m.startswith(('sqlalchemy', "
        "'supermemory_local.store.privacy'))]\n"
        "print(sorted(heavy), file=sys.stderr)\n"
    )
    payload = {"session_id": "sess-1", "cwd": str(cc.project), "source": "startup"}
    cc.hook(event, payload)  # the project's first hook records its scope's name (a write)
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=cc.project,
        input=json.dumps({**payload, "trigger": "auto"}),
        env=cc.env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Always run cargo fmt" in done.stdout
    assert done.stderr.splitlines()[-1] == "[]"
    assert wait_idle(path=Path(cc.env["SUPERMEMORY_LOG"] + ".jobs"))
    assert f"claude-code {event} (" in cc.log  # written by the child


@pytest.mark.parametrize(
    ("prompt", "nudged"),
    [("fix the build", False), ("please remember that we deploy on Fridays", True)],
)
def test_a_prompt_with_nothing_to_remember_ends_before_logging_is_imported(
    cc: Env, prompt: str, nudged: bool
) -> None:
    """Most prompts ask to remember nothing: UserPromptSubmit prints nothing and ends
    without importing logging or threading (Claude Code waits for it before every model
    request); one that asks to remember still gets the nudge."""
    code = (
        "import sys\n"
        "from supermemory_local.hosts import background\n"
        "from supermemory_local.claude_code.hooks import main\n"
        "background.exit_now = lambda: None  # return, to look at what was imported\n"
        "status = main(['claude-code', 'UserPromptSubmit'], background=True)\n"
        "print(status, sorted({'logging', 'threading'} & set(sys.modules)), file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=cc.project,
        input=json.dumps({"session_id": "s1", "cwd": str(cc.project), "prompt": prompt}),
        env=cc.env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    status, imported = done.stderr.splitlines()[-1].split(" ", 1)
    assert status == "0"
    if nudged:
        assert "remember" in done.stdout and "mcp__supermemory-local__add" in done.stdout
        assert imported == "['logging', 'threading']"
    else:
        assert done.stdout == "" and imported == "[]", done.stderr
