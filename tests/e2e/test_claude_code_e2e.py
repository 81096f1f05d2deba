"""The real Claude Code (pinned, headless ``claude -p``) with our hooks and MCP server.

Claude Code talks to a fake Anthropic Messages server on 127.0.0.1 (``ANTHROPIC_BASE_URL``)
in an isolated HOME, offline; ``supermemory install --claude-code`` sets up the project
exactly as a user would, and the memories land in a real SQLite file.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bench.harness.fake_anthropic import FakeAnthropic, Request, ToolUse, Turn
from supermemory_local.engine.prompts import (
    COMPACTION_INJECTION_HEADER,
    FIVE_SECTION_HEADINGS,
    INJECTED_CONTEXT_PREFIX,
    PRIVACY_RULE,
)
from supermemory_local.hosts.background import wait_idle

pytestmark = pytest.mark.e2e

REPO_ROOT = Path(__file__).resolve().parents[2]
SUPERMEMORY = Path(sys.executable).parent / "supermemory"
WINDOW = 1_000_000  # Claude Code's window for its default model
NEAR_WINDOW = 980_000  # measured: this compacts on the next turn, 970,000 does not
MEMORY_ID = re.compile(r"mem_[0-9A-Za-z]{20,}")
# Claude Code names an MCP server's tools mcp__<server>__<tool>; install --claude-code registers
# the server as supermemory-local.
MCP_TOOLS = "mcp__supermemory-local__"


def find_claude() -> Path | None:
    override = os.environ.get("CLAUDE_BIN")
    candidate = (
        Path(override)
        if override
        else REPO_ROOT / ".e2e-cache" / "claude-code" / "node_modules" / ".bin" / "claude"
    )
    return candidate if candidate.exists() else None


CLAUDE = find_claude()
if CLAUDE is None:
    pytestmark = [  # type: ignore[assignment]
        pytest.mark.e2e,
        pytest.mark.skip(reason="Claude Code is not installed: run scripts/install-claude-code.sh"),
    ]


def summary_answer(tag: str) -> str:
    """What a model answers to Claude Code's summary prompt with our instructions in it."""
    return (
        f"<analysis>\nThe user asked about {tag}.\n</analysis>\n\n<summary>\n"
        f"## 1. User Requests (As-Is)\n- start the {tag} port\n"
        "## 2. Final Goal\n- the parser in Rust\n"
        "## 3. Work Completed\n- src/lexer.rs written\n"
        "## 4. Remaining Tasks\n- the parser\n"
        "## 5. MUST NOT Do (Critical Constraints)\n- no unsafe code\n\n"
        "1. Primary Request and Intent:\n   port the parser\n</summary>"
    )


@dataclass
class Project:
    root: Path
    dir: Path
    env: dict[str, str]

    @property
    def log(self) -> str:
        path = self.root / "supermemory.log"
        return path.read_text(encoding="utf-8") if path.exists() else ""

    def claude(self, *args: str, timeout: float = 120.0) -> dict[str, Any]:
        assert CLAUDE is not None
        done = subprocess.run(
            [str(CLAUDE), "-p", *args, "--output-format", "json"],
            cwd=self.dir,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=timeout,
            stdin=subprocess.DEVNULL,
            check=False,
        )
        # the hooks' detached work (summaries, session memory, log lines) is done
        assert wait_idle(path=self.root / "supermemory.log.jobs")
        assert done.returncode == 0, (done.stdout[-2000:], done.stderr[-2000:], self.log[-3000:])
        result: dict[str, Any] = json.loads(done.stdout)
        assert result.get("is_error") is False, result
        return result

    def supermemory(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(SUPERMEMORY), *args],
            cwd=self.dir,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )


@pytest.fixture
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as server:
        yield server


@pytest.fixture
def project(tmp_path: Path, fake: FakeAnthropic) -> Project:
    home = tmp_path / "home"
    home.mkdir()
    directory = tmp_path / "project"
    (directory / ".git").mkdir(parents=True)
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "ANTHROPIC_BASE_URL": fake.url,
        "ANTHROPIC_API_KEY": "sk-ant-test",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
        "SUPERMEMORY_DATABASE_URL": f"sqlite:///{tmp_path / 'memories.db'}",
        "SUPERMEMORY_LOG": str(tmp_path / "supermemory.log"),
        "SUPERMEMORY_CONFIG": str(tmp_path / "supermemory.jsonc"),
    }
    p = Project(tmp_path, directory, env)
    installed = p.supermemory("install", "--claude-code")
    assert installed.returncode == 0, installed.stderr
    return p


def chat(tokens: int = 1_000, text: str = "done") -> Callable[[Request], Turn]:
    """Answer every turn with ``text``, reporting ``tokens`` of input; compactions get a
    five-section summary tagged with the session's first word."""

    def respond(request: Request) -> Turn:
        if request.is_compaction:
            return Turn(text=summary_answer("TAG-PARSER"), input_tokens=30_000)
        return Turn(text=text, input_tokens=tokens)

    return respond


def test_auto_compaction_gets_our_prompt_and_the_summary_reaches_the_next_session(
    project: Project, fake: FakeAnthropic
) -> None:
    fake.responder = chat(tokens=NEAR_WINDOW)
    first = project.claude("Port TAG-PARSER to Rust, please remember: no unsafe code")
    nudged = fake.requests[-1]
    assert "[Supermemory] The user asked you to remember something" in nudged.text
    fake.responder = chat()
    project.claude("go on with the parser", "--resume", first["session_id"])
    [compaction] = [r for r in fake.requests if r.is_compaction]
    instructions = compaction.last_user
    assert COMPACTION_INJECTION_HEADER in instructions
    assert instructions.index("<summary>") < instructions.index(COMPACTION_INJECTION_HEADER)
    for heading in FIVE_SECTION_HEADINGS:
        assert heading in instructions
    assert PRIVACY_RULE in instructions and "[REDACTED]" in instructions  # what /compact reads
    assert "PreCompact (auto)" in project.log

    listed = project.supermemory("list", "--scope", "project", "--limit", "1", "--json")
    assert listed.returncode == 0, listed.stderr
    [saved] = json.loads(listed.stdout)
    assert saved["type"] == "conversation"
    assert saved["content"].startswith("[Session Summary]\n## 1. User Requests (As-Is)\n")
    assert "- start the TAG-PARSER port" in saved["content"]
    assert "<analysis>" not in saved["content"]
    assert saved["session_id"] == first["session_id"]
    assert saved["metadata"]["trigger"] == "auto"

    before = len(fake.requests)
    project.claude("what is next?")
    first_request = fake.requests[before]
    assert "- start the TAG-PARSER port" in first_request.text
    assert saved["id"] in first_request.text
    assert INJECTED_CONTEXT_PREFIX in first_request.text


def test_manual_compact_saves_the_summary_and_prints_nothing_to_the_model(
    project: Project, fake: FakeAnthropic
) -> None:
    fake.responder = chat()
    first = project.claude("Port TAG-PARSER to Rust")
    project.claude("/compact keep the lexer notes", "--resume", first["session_id"])
    [compaction] = [r for r in fake.requests if r.is_compaction]
    assert COMPACTION_INJECTION_HEADER in compaction.last_user
    assert "keep the lexer notes" in compaction.last_user  # the user's focus text is kept
    listed = project.supermemory("list", "--scope", "project", "--type", "conversation", "--json")
    [saved] = json.loads(listed.stdout)
    assert saved["metadata"]["trigger"] == "manual"
    before = len(fake.requests)
    project.claude("and now?", "--resume", first["session_id"])
    after = fake.requests[before]
    # PostCompact printed nothing (Claude Code notes only that the hook ran), and the
    # resumed session is not handed its own summary again as "earlier" context
    assert "completed successfully" in after.text and "saved as mem_" not in after.text
    assert saved["id"] not in after.text


def test_a_broken_hook_environment_leaves_claude_code_working(
    project: Project, fake: FakeAnthropic
) -> None:
    Path(project.env["SUPERMEMORY_CONFIG"]).write_text("{ this is not json", encoding="utf-8")
    project.env["SUPERMEMORY_DATABASE_URL"] = "postgresql+psycopg://nobody@127.0.0.1:1/nothing"
    fake.responder = chat(text="still answering")
    first = project.claude("please remember the TAG-PARSER plan")
    assert first["result"] == "still answering"
    project.claude("/compact", "--resume", first["session_id"])
    [compaction] = [r for r in fake.requests if r.is_compaction]
    assert COMPACTION_INJECTION_HEADER in compaction.last_user  # the prompt needs no database
    log = project.log
    assert "config error" in log
    assert "SessionStart failed" in log and "PostCompact failed" in log


def test_the_mcp_tools_through_claude_codes_own_mcp_client(
    project: Project, fake: FakeAnthropic
) -> None:
    names = ["add", "search", "list", "forget"]
    selected = ",".join(f"{MCP_TOOLS}{n}" for n in names)
    results: list[str] = []

    def respond(request: Request) -> Turn:
        done = request.tool_results()
        results[:] = done
        step = len(done)
        if step == 0:
            return Turn(
                tool_uses=(
                    ToolUse("ToolSearch", {"query": f"select:{selected}", "max_results": 5}),
                )
            )
        if step == 1:
            return Turn(
                tool_uses=(
                    ToolUse(f"{MCP_TOOLS}add", {"content": "Releases are cut on Fridays"}, "t1"),
                )
            )
        if step == 2:
            return Turn(tool_uses=(ToolUse(f"{MCP_TOOLS}search", {"query": "Fridays"}, "t2"),))
        if step == 3:
            return Turn(tool_uses=(ToolUse(f"{MCP_TOOLS}list", {"limit": 5}, "t3"),))
        if step == 4:
            memory_id = MEMORY_ID.findall(done[1])[0]
            return Turn(tool_uses=(ToolUse(f"{MCP_TOOLS}forget", {"ids": [memory_id]}, "t4"),))
        return Turn(text="all done")

    fake.responder = respond
    answer = project.claude(
        "store and find a memory", "--allowedTools", MCP_TOOLS.rstrip("_"), "--max-turns", "10"
    )
    assert answer["result"] == "all done", (results, project.log[-2000:])
    # the "remember" hint of UserPromptSubmit names the tool this binary just called
    from supermemory_local.claude_code.hooks import MCP_TOOL_HINT

    assert f"`{MCP_TOOLS}add`" in MCP_TOOL_HINT
    # Claude Code 2.1.328 shows the model a tool's structuredContent (as JSON) when there
    # is one: its "message" is the sentence of the text content.
    added, found, listed, forgot = (json.loads(r)["message"] for r in results[1:5])
    assert added.startswith("Remembered as mem_"), results
    memory_id = MEMORY_ID.findall(added)[0]
    assert memory_id in found and "Releases are cut on **Fridays**" in found  # the passage
    assert memory_id in listed
    assert forgot == f"Forgot 1 memory: {memory_id}"
    listed_after = project.supermemory("list", "--scope", "project", "--json")
    # the added memory is gone; what is left is the session's own memory (Stop)
    left = json.loads(listed_after.stdout)
    assert [m["id"] for m in left if m["id"] == memory_id] == []
    assert all(
        m["type"] == "conversation" and m["metadata"]["trigger"] in {"stop", "end"} for m in left
    ), left
