"""The Claude Code plugin of this repository, installed with the pinned Claude Code's own
plugin commands, in isolated HOMEs, offline.

``supermemory`` comes from a venv outside the checkout holding the built wheel (what
``pipx install supermemory-local`` makes; the dependencies from ``.e2e-cache/wheelhouse``,
filled once from the registry): the plugin finds it on ``PATH`` and nothing of this
checkout's ``.venv`` is reachable. The model is the fake Anthropic server on 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import time
import venv
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bench.harness.fake_anthropic import FakeAnthropic, Request, ToolUse, Turn
from supermemory_local.engine.prompts import COMPACTION_INJECTION_HEADER, INJECTED_CONTEXT_PREFIX
from supermemory_local.hosts.background import wait_idle
from tests.e2e.test_claude_code_e2e import CLAUDE, NEAR_WINDOW

pytestmark = pytest.mark.e2e

REPO_ROOT = Path(__file__).resolve().parents[2]
WHEELHOUSE = REPO_ROOT / ".e2e-cache" / "wheelhouse"
PLUGIN = "supermemory-local@supermemory-local"
if CLAUDE is None:
    pytestmark = [  # type: ignore[assignment]
        pytest.mark.e2e,
        pytest.mark.skip(reason="Claude Code is not installed: run scripts/install-claude-code.sh"),
    ]


def summary_answer(tag: str) -> str:
    return (
        f"<analysis>\nThe user asked about {tag}.\n</analysis>\n\n<summary>\n"
        f"## 1. User Requests (As-Is)\n- start the {tag} port\n"
        "## 2. Final Goal\n- the parser in Rust\n"
        "## 3. Work Completed\n- src/lexer.rs written\n"
        "## 4. Remaining Tasks\n- the parser\n"
        "## 5. MUST NOT Do (Critical Constraints)\n- no unsafe code\n</summary>"
    )


def chat(tag: str, tokens: int = 1_000) -> Any:
    def respond(request: Request) -> Turn:
        if request.is_compaction:
            return Turn(text=summary_answer(tag), input_tokens=30_000)
        return Turn(text="done", input_tokens=tokens)

    return respond


ADD_TOOL = "mcp__plugin_supermemory-local_memories__add"


def use_the_add_tool(request: Request) -> Turn:
    done = request.tool_results()
    if not done:
        return Turn(tool_uses=(ToolUse("ToolSearch", {"query": f"select:{ADD_TOOL}"}),))
    if len(done) == 1:
        note = {"content": "Releases are cut on Fridays"}
        return Turn(tool_uses=(ToolUse(ADD_TOOL, note, "t1"),))
    return Turn(text="stored")


def _pip(python: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(python), "-m", "pip", "--disable-pip-version-check", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=900,
    )


@pytest.fixture(scope="module")
def pipx_bin(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding only ``supermemory``, from the wheel in its own venv (as pipx
    installs it: pipx links the command into ~/.local/bin)."""
    work = tmp_path_factory.mktemp("pipx")
    built = subprocess.run(
        [
            *(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation"),
            *("-q", "-w", str(work / "dist"), str(REPO_ROOT)),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert built.returncode == 0, built.stderr
    (wheel,) = (work / "dist").glob("supermemory_local-*.whl")
    env_dir = work / "venvs" / "supermemory-local"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    python = env_dir / "bin" / "python"
    spec = f"{wheel}[mcp]"  # the MCP server's extra, where the package has one
    offline = ("install", "-q", "--no-index", "--find-links", str(WHEELHOUSE), spec)
    done = _pip(python, *offline)
    if done.returncode != 0:  # first run (or new dependencies): fill the wheelhouse once
        fetched = _pip(python, "download", "-q", "--dest", str(WHEELHOUSE), spec)
        if fetched.returncode != 0:
            pytest.skip(f"the dependencies could not be fetched: {fetched.stderr[-500:]}")
        done = _pip(python, *offline)
    assert done.returncode == 0, done.stderr
    bin_dir = work / "bin"
    bin_dir.mkdir()
    (bin_dir / "supermemory").symlink_to(env_dir / "bin" / "supermemory")
    return bin_dir


@dataclass
class User:
    """One person's machine: a HOME, their own store and log, supermemory on PATH."""

    root: Path
    fake: FakeAnthropic
    bin_dir: Path
    home: Path = field(init=False)
    env: dict[str, str] = field(init=False)

    def __post_init__(self) -> None:
        self.home = self.root / "home"
        self.home.mkdir(parents=True)
        self.env = {
            # only the pipx folder and the system: no checkout .venv on PATH
            "PATH": f"{self.bin_dir}{os.pathsep}/usr/local/bin:/usr/bin:/bin",
            "HOME": str(self.home),
            "XDG_CONFIG_HOME": str(self.home / ".config"),
            "XDG_STATE_HOME": str(self.home / ".local" / "state"),
            "XDG_DATA_HOME": str(self.home / ".local" / "share"),
            "XDG_CACHE_HOME": str(self.home / ".cache"),
            "ANTHROPIC_BASE_URL": self.fake.url,
            "ANTHROPIC_API_KEY": "sk-ant-test",
            "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
            "DISABLE_AUTOUPDATER": "1",
            "SUPERMEMORY_LOG": str(self.root / "supermemory.log"),
        }

    @property
    def log(self) -> str:
        path = self.root / "supermemory.log"
        return path.read_text(encoding="utf-8") if path.exists() else ""

    def run(self, *argv: str, cwd: Path, timeout: float = 180.0) -> str:
        done = subprocess.run(
            argv,
            cwd=cwd,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=timeout,
            stdin=subprocess.DEVNULL,
            check=False,
        )
        # the hooks' detached work (summaries, session memory, log lines) is done
        assert wait_idle(path=self.root / "supermemory.log.jobs")
        assert done.returncode == 0, (argv, done.stdout[-2000:], done.stderr[-2000:])
        return done.stdout

    def claude(self, *args: str, cwd: Path) -> str:
        assert CLAUDE is not None
        return self.run(str(CLAUDE), *args, cwd=cwd)

    def prompt(self, *args: str, cwd: Path) -> dict[str, Any]:
        out = self.claude("-p", *args, "--output-format", "json", cwd=cwd)
        result: dict[str, Any] = json.loads(out)
        assert result.get("is_error") is False, (result, self.log[-3000:])
        return result

    def memories(self, cwd: Path, *flags: str) -> list[dict[str, Any]]:
        out = self.run("supermemory", "list", "--scope", "project", "--json", *flags, cwd=cwd)
        listed: list[dict[str, Any]] = json.loads(out)
        return listed


@pytest.fixture
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as server:
        yield server


def _project(path: Path) -> Path:
    path.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(path)], check=True)
    return path


def _plugin_checkout(where: Path) -> Path:
    """The files of this repository Claude Code reads for the plugin (its marketplace
    file and the plugin folder), as a clone elsewhere has them."""
    for part in (".claude-plugin", "claude-code-plugin"):
        shutil.copytree(REPO_ROOT / part, where / part)
    return where


def _connected(servers: str) -> bool:
    """`claude mcp list` shows the plugin's server (scripts/mcp.sh) as connected."""
    return any(
        line.startswith("plugin:supermemory-local:memories: sh ")
        and line.rstrip().endswith("scripts/mcp.sh - ✔ Connected")
        for line in servers.splitlines()
    )


def _absolute_paths(text: str, *extra: Path) -> list[str]:
    needles = ["/home/", "/root", "/tmp", "/private/", "/Users/", *(str(p) for p in extra)]
    return [n for n in needles if n in text]


def test_the_plugin_installs_from_the_repository_and_captures_a_compaction(
    tmp_path: Path, fake: FakeAnthropic, pipx_bin: Path
) -> None:
    me = User(tmp_path / "me", fake, pipx_bin)
    me.env["SUPERMEMORY_DATABASE_URL"] = f"sqlite:///{tmp_path / 'me' / 'memories.db'}"
    project = _project(tmp_path / "project")

    validated = me.claude("plugin", "validate", str(REPO_ROOT), cwd=project)
    assert "Validation passed" in validated
    me.claude("plugin", "marketplace", "add", str(REPO_ROOT), cwd=project)
    me.claude("plugin", "install", PLUGIN, "--scope", "project", cwd=project)

    # The only file written into the project is the shared settings, naming the plugin
    shared = (project / ".claude" / "settings.json").read_text(encoding="utf-8")
    assert json.loads(shared) == {"enabledPlugins": {PLUGIN: True}}
    assert sorted(p.name for p in (project / ".claude").iterdir()) == ["settings.json"]
    [listed] = json.loads(me.claude("plugin", "list", "--json", cwd=project))
    assert listed["id"] == PLUGIN and listed["enabled"] is True, listed
    servers = me.claude("mcp", "list", cwd=project)
    assert _connected(servers), servers

    fake.responder = chat("TAG-PLUGIN", tokens=NEAR_WINDOW)
    first = me.prompt("Port TAG-PLUGIN to Rust, and remember: no unsafe code", cwd=project)
    nudged = fake.requests[-1]
    assert "[Supermemory] The user asked you to remember something" in nudged.text
    assert f"`{ADD_TOOL}`" in nudged.text  # the tool's name, as the next test step uses it
    fake.responder = chat("TAG-PLUGIN")
    me.prompt("go on", "--resume", first["session_id"], cwd=project)
    [compaction] = [r for r in fake.requests if r.is_compaction]
    assert COMPACTION_INJECTION_HEADER in compaction.last_user  # PreCompact ran
    # One row for the session: its newest version (the session went on to its Stop and
    # SessionEnd hooks after the compaction); the compaction's own version is in its history.
    [saved] = me.memories(project)
    assert saved["type"] == "conversation"
    versions = me.memories(project, "--all-versions")
    assert "auto" in [v["metadata"]["trigger"] for v in versions]
    assert {v["session_id"] for v in versions} == {saved["session_id"]}
    assert "- start the TAG-PLUGIN port" in saved["content"]
    assert saved["session_id"] == first["session_id"]

    before = len(fake.requests)
    me.prompt("what is next?", cwd=project)
    assert INJECTED_CONTEXT_PREFIX in fake.requests[before].text  # SessionStart ran
    assert saved["id"] in fake.requests[before].text

    # the MCP tool the nudge names, through Claude Code's own MCP client
    fake.responder = use_the_add_tool
    answer = me.prompt("store a note", "--allowedTools", ADD_TOOL, "--max-turns", "5", cwd=project)
    assert answer["result"] == "stored", [r.tool_results() for r in fake.requests[-3:]]
    notes = [m for m in me.memories(project) if m["type"] != "conversation"]
    assert [m["content"] for m in notes] == ["Releases are cut on Fridays"]

    # What Claude Code wrote into the project holds no path of this machine
    text = (project / ".claude" / "settings.json").read_text(encoding="utf-8")
    assert _absolute_paths(text, REPO_ROOT, pipx_bin, me.home) == []

    # the README's way out
    me.claude("plugin", "uninstall", PLUGIN, "--scope", "project", cwd=project)
    me.claude("plugin", "marketplace", "remove", "supermemory-local", cwd=project)
    assert PLUGIN not in (project / ".claude" / "settings.json").read_text(encoding="utf-8")
    assert "plugin:supermemory-local" not in me.claude("mcp", "list", cwd=project)


def test_installed_for_the_user_it_works_from_a_subdirectory(
    tmp_path: Path, fake: FakeAnthropic, pipx_bin: Path
) -> None:
    """The default scope (user): every project, from any folder of it (a project's own
    settings are read only when Claude Code starts in its top folder)."""
    me = User(tmp_path / "me", fake, pipx_bin)
    me.env["SUPERMEMORY_DATABASE_URL"] = f"sqlite:///{tmp_path / 'me' / 'memories.db'}"
    project = _project(tmp_path / "project")
    deep = project / "src" / "parser"
    deep.mkdir(parents=True)
    me.claude("plugin", "install", "supermemory-local", "--marketplace", str(REPO_ROOT), cwd=deep)
    assert not (project / ".claude").exists() and not (deep / ".claude").exists()

    fake.responder = chat("TAG-DEEP")
    first = me.prompt("Port TAG-DEEP to Rust", cwd=deep)
    me.prompt("/compact", "--resume", first["session_id"], cwd=deep)
    [saved] = me.memories(project)  # the project's scope, from its top folder
    assert "- start the TAG-DEEP port" in saved["content"]
    assert saved["metadata"]["trigger"] == "manual"


def test_a_teammates_checkout_works_with_only_the_command_installed(
    tmp_path: Path, fake: FakeAnthropic, pipx_bin: Path
) -> None:
    """The project's shared settings as committed (the plugin enabled), another HOME,
    another clone of this repository, `supermemory` from pipx: no file of anyone's
    `supermemory install`, and the compaction is still captured."""
    me = User(tmp_path / "me", fake, pipx_bin)
    project = _project(tmp_path / "mine" / "project")
    me.claude("plugin", "marketplace", "add", str(REPO_ROOT), cwd=project)
    me.claude("plugin", "install", PLUGIN, "--scope", "project", cwd=project)

    teammate = User(tmp_path / "teammate", fake, pipx_bin)
    teammate.env["SUPERMEMORY_DATABASE_URL"] = f"sqlite:///{tmp_path / 'teammate' / 'mem.db'}"
    their_project = _project(tmp_path / "theirs" / "project")
    shutil.copytree(project / ".claude", their_project / ".claude")  # what git carries
    clone = _plugin_checkout(tmp_path / "theirs" / "supermemory-local")
    # Claude Code's own one-time step on their machine (the project already enables it)
    teammate.claude("plugin", "marketplace", "add", str(clone), cwd=their_project)
    assert not list(teammate.home.glob(".claude/settings.local.json"))
    assert not (their_project / ".claude" / "settings.local.json").exists()

    fake.responder = chat("TAG-TEAMMATE")
    first = teammate.prompt("Port TAG-TEAMMATE to Rust", cwd=their_project)
    teammate.prompt("/compact", "--resume", first["session_id"], cwd=their_project)
    [compaction] = [r for r in fake.requests if r.is_compaction]
    assert COMPACTION_INJECTION_HEADER in compaction.last_user
    [saved] = teammate.memories(their_project)
    assert saved["metadata"]["trigger"] == "manual"
    assert "- start the TAG-TEAMMATE port" in saved["content"]
    servers = teammate.claude("mcp", "list", cwd=their_project)
    assert _connected(servers), servers
    assert "failed" not in teammate.log.lower(), teammate.log[-2000:]


def _git_remote(checkout: Path, where: Path) -> str:
    """``checkout`` committed and cloned bare at ``where``: the repository a teammate's
    Claude Code fetches (a ``file://`` URL stands in for the GitHub one, offline)."""
    git = ("git", "-c", "user.name=t", "-c", "user.email=t@example.com")
    subprocess.run([*git, "init", "-q", str(checkout)], check=True)
    subprocess.run([*git, "-C", str(checkout), "add", "-A"], check=True)
    subprocess.run([*git, "-C", str(checkout), "commit", "-q", "-m", "plugin"], check=True)
    subprocess.run(["git", "clone", "-q", "--bare", str(checkout), str(where)], check=True)
    return f"file://{where}"


class Tmux:
    """Claude Code in a real terminal (tmux), the way a person starts it, on a tmux
    server of its own (``-L``): tests running in parallel never share one server."""

    def __init__(self, argv: list[str], cwd: Path, env: dict[str, str]) -> None:
        self.name = f"cc-{os.getpid()}-{id(self) % 10_000}"
        self.tmux = ["tmux", "-L", self.name]
        exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
        command = f"env -i {exports} TERM=xterm-256color {shlex.join(argv)}"
        size = ("-x", "160", "-y", "45")
        subprocess.run(
            [*self.tmux, "new-session", "-d", "-s", self.name, *size, "-c", str(cwd), command],
            check=True,
        )

    def screen(self) -> str:
        done = subprocess.run(
            [*self.tmux, "capture-pane", "-p", "-t", self.name],
            capture_output=True,
            text=True,
            check=False,
        )
        return done.stdout

    def wait_for(self, text: str, deadline: float = 120.0) -> str:
        """The screen once ``text`` is on it (no timing asserted: a generous deadline)."""
        end = time.monotonic() + deadline
        while time.monotonic() < end:
            screen = self.screen()
            if text in screen:
                return screen
            time.sleep(0.5)
        raise AssertionError(f"{text!r} never appeared:\n{self.screen()}")

    def keys(self, *keys: str) -> None:
        subprocess.run([*self.tmux, "send-keys", "-t", self.name, *keys], check=True)

    def press_until(self, key: str, shown: str, deadline: float = 120.0) -> None:
        """Press ``key`` until ``shown`` is on the screen: a dialog drawn before it
        listens drops the first presses."""
        end = time.monotonic() + deadline
        while shown not in self.screen():
            assert time.monotonic() < end, f"{shown!r} never appeared:\n{self.screen()}"
            self.keys(key)
            time.sleep(1.0)

    def type(self, text: str) -> None:
        """``text`` typed, then Enter once the input box shows it."""
        self.keys("-l", text)
        self.wait_for(text)
        time.sleep(0.5)
        self.keys("Enter")

    def close(self) -> None:
        subprocess.run([*self.tmux, "kill-server"], check=False)


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_a_teammate_with_only_the_command_gets_the_plugin_by_trusting_the_folder(
    tmp_path: Path, fake: FakeAnthropic, pipx_bin: Path
) -> None:
    """What a team commits: the project's shared settings naming the marketplace (its
    git URL) and enabling the plugin. A teammate with only `supermemory` on PATH starts
    Claude Code in their clone, accepts the trust dialog, and Claude Code fetches the
    marketplace and runs the plugin: a manual compaction is saved, no command of theirs
    but `pipx install`."""
    url = _git_remote(_plugin_checkout(tmp_path / "upstream"), tmp_path / "upstream.git")
    project = _project(tmp_path / "theirs" / "project")
    (project / ".claude").mkdir()
    shared = {
        "extraKnownMarketplaces": {
            "supermemory-local": {"source": {"source": "git", "url": url}},
        },
        "enabledPlugins": {PLUGIN: True},
    }
    (project / ".claude" / "settings.json").write_text(json.dumps(shared, indent=2))

    teammate = User(tmp_path / "teammate", fake, pipx_bin)
    teammate.env["SUPERMEMORY_DATABASE_URL"] = f"sqlite:///{tmp_path / 'teammate' / 'mem.db'}"
    # Claude Code's own first-run state (onboarding done, the API key accepted), not ours
    key = teammate.env["ANTHROPIC_API_KEY"][-20:]
    state = {
        "hasCompletedOnboarding": True,
        "customApiKeyResponses": {"approved": [key], "rejected": []},
    }
    (teammate.home / ".claude.json").write_text(json.dumps(state))

    fake.responder = chat("TAG-TRUST")
    assert CLAUDE is not None
    claude = Tmux([str(CLAUDE)], project, teammate.env)
    try:
        claude.wait_for("Yes, I trust this folder")
        claude.press_until("Down", "❯ Yes, I trust this folder")
        claude.keys("Enter")
        claude.wait_for("auto mode")
        claude.type("Port TAG-TRUST to Rust")
        claude.wait_for("● done")
        claude.type("/compact")
        claude.wait_for("PostCompact")
        end = time.monotonic() + 60
        manual: list[dict[str, Any]] = []
        while not manual and time.monotonic() < end:
            versions = teammate.memories(project, "--all-versions")
            manual = [v for v in versions if v["metadata"].get("trigger") == "manual"]
            time.sleep(0.5)
    finally:
        claude.close()
    [memory] = manual
    assert "- start the TAG-TRUST port" in memory["content"]
    known = json.loads(
        (teammate.home / ".claude" / "plugins" / "known_marketplaces.json").read_text()
    )
    assert known["supermemory-local"]["source"] == {"source": "git", "url": url}
    assert "failed" not in teammate.log.lower(), teammate.log[-2000:]


@pytest.mark.parametrize(
    ("trusted", "approved", "expected"),
    [
        (None, "local", "pending"),
        ("work", "local", "pending"),  # a trusted parent is not enough
        ("work/project", None, "pending"),
        ("work/project", "local", "approved"),
        (None, "user", "approved"),  # the user's own settings need no trust
    ],
)
def test_doctor_shows_the_approval_state_claude_mcp_list_shows(
    tmp_path: Path,
    fake: FakeAnthropic,
    pipx_bin: Path,
    trusted: str | None,
    approved: str | None,
    expected: str,
) -> None:
    """A server in the project's .mcp.json (what 0.1.0's install wrote): doctor's state is
    the one the real `claude mcp list` prints."""
    me = User(tmp_path / "me", fake, pipx_bin)
    project = _project(tmp_path / "work" / "project")
    server = {"command": "supermemory", "args": ["mcp"]}
    (project / ".mcp.json").write_text(json.dumps({"mcpServers": {"supermemory": server}}))
    approval = json.dumps({"enabledMcpjsonServers": ["supermemory"]})
    if approved:
        where = project if approved == "local" else me.home
        (where / ".claude").mkdir()
        name = "settings.local.json" if approved == "local" else "settings.json"
        (where / ".claude" / name).write_text(approval)
    if trusted:  # the trust dialog accepted for that folder
        state = {"projects": {str(tmp_path / trusted): {"hasTrustDialogAccepted": True}}}
        (me.home / ".claude.json").write_text(json.dumps(state))
    listed = me.claude("mcp", "list", cwd=project)
    [line] = [x for x in listed.splitlines() if x.startswith("supermemory:")]
    shown = (
        "approved" if "✔ Connected" in line else "pending" if "Pending approval" in line else line
    )
    doctor = subprocess.run(
        ["supermemory", "doctor"],
        cwd=project,
        env=me.env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    ).stdout
    [check] = [x for x in doctor.splitlines() if "claude code mcp (.mcp.json)" in x]
    mirrored = "approved" if "✔ approved" in check else "pending" if "Pending" in check else check
    assert mirrored == shown, (line, check)
    assert shown == expected
