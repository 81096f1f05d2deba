"""``supermemory install --claude-code``: the real command on real settings files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from supermemory_local.claude_code.hooks import EVENTS
from supermemory_local.claude_code.install import (
    HOOK_MODULE,
    LEGACY_RECORD,
    hook_command,
    installed_events,
)

SUPERMEMORY = Path(sys.executable).parent / "supermemory"


def install(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(SUPERMEMORY), "install", "--claude-code", *args],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=project,
        env=os.environ.copy(),
        check=False,
    )


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    (root / ".git").mkdir(parents=True)
    return root


def _read(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


USER_SETTINGS = {
    "permissions": {"allow": ["Bash(npm test)"]},
    "model": "sonnet",
    "hooks": {
        "PreCompact": [
            {"matcher": "manual", "hooks": [{"type": "command", "command": "echo mine"}]}
        ],
        "Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}],
    },
}


def _claude_json() -> Path:
    return Path(os.environ["HOME"]) / ".claude.json"


def _files(*roots: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for r in roots for p in r.rglob("*") if p.is_file()}


def test_install_merges_twice_changes_nothing_uninstall_restores(project: Path) -> None:
    local = project / ".claude" / "settings.local.json"
    local.parent.mkdir()
    local.write_text(json.dumps(USER_SETTINGS), encoding="utf-8")
    state = {
        "numStartups": 3,
        "projects": {str(project): {"allowedTools": [], "mcpServers": {"gh": {"command": "gh"}}}},
    }
    _claude_json().write_text(json.dumps(state), encoding="utf-8")
    first = install(project)
    assert first.returncode == 0, first.stderr
    assert f"add to {local}: hook PreCompact, hook PostCompact" in first.stdout
    assert f"add to {_claude_json()}: MCP server supermemory-local, local scope, for {project}" in (
        first.stdout
    )
    merged = _read(local)
    assert merged["permissions"] == USER_SETTINGS["permissions"] and merged["model"] == "sonnet"
    assert merged["hooks"]["Stop"][0] == USER_SETTINGS["hooks"]["Stop"][0]  # theirs kept, first
    assert "hook Stop, hook SessionEnd" in first.stdout  # the session's memory at each answer
    assert merged["hooks"]["PreCompact"][0] == USER_SETTINGS["hooks"]["PreCompact"][0]
    for event in installed_events():
        commands = [h["command"] for g in merged["hooks"][event] for h in g["hooks"]]
        assert commands.count(hook_command(event)) == 1
    servers = _read(_claude_json())["projects"][str(project)]["mcpServers"]
    assert servers["gh"] == {"command": "gh"}
    assert servers["supermemory-local"]["args"] == ["-m", "supermemory_local.mcp_server"]
    assert Path(servers["supermemory-local"]["command"]).exists()
    # nothing in the files a project shares
    assert not (project / ".claude" / "settings.json").exists()
    assert not (project / ".mcp.json").exists()

    before = _files(project, Path(os.environ["HOME"]))
    second = install(project)
    assert second.returncode == 0
    assert second.stdout.strip() == f"nothing to change in {local}: already installed"
    assert _files(project, Path(os.environ["HOME"])) == before

    dry = install(project, "--uninstall", "--dry-run")
    assert dry.stdout.startswith("would remove from")
    assert _files(project, Path(os.environ["HOME"])) == before
    gone = install(project, "--uninstall")
    assert gone.returncode == 0, gone.stderr
    assert _read(local) == USER_SETTINGS
    assert _read(_claude_json()) == state


def test_on_a_fresh_project_uninstall_leaves_nothing_and_twice_is_fine(project: Path) -> None:
    assert install(project, "--dry-run").returncode == 0
    assert not (project / ".claude").exists() and not _claude_json().exists()
    assert install(project).returncode == 0
    assert (project / ".claude" / "settings.local.json").exists()
    gone = install(project, "--uninstall")
    assert gone.returncode == 0, gone.stderr
    assert f"remove {project / '.claude'} (empty)" in gone.stdout
    assert sorted(p.name for p in project.iterdir()) == [".git"]
    assert not _claude_json().exists()  # it held only the server (Claude Code never ran)
    again = install(project, "--uninstall")
    assert again.returncode == 0, again.stderr
    assert again.stdout.startswith("nothing to uninstall: no supermemory hooks in")
    assert sorted(p.name for p in project.iterdir()) == [".git"]


def test_from_a_subdirectory_it_installs_for_the_project(project: Path) -> None:
    sub = project / "src" / "deep"
    sub.mkdir(parents=True)
    assert install(sub).returncode == 0
    assert (project / ".claude" / "settings.local.json").exists()
    assert str(project) in _read(_claude_json())["projects"]
    assert not (sub / ".claude").exists()
    assert install(sub, "--uninstall").returncode == 0
    assert sorted(p.name for p in project.iterdir()) == [".git", "src"]


def test_global_uses_the_home_settings_and_claude_json(project: Path) -> None:
    home = Path(os.environ["HOME"])
    (home / ".claude.json").write_text(json.dumps({"numStartups": 3, "projects": {}}), "utf-8")
    done = install(project, "--global")
    assert done.returncode == 0, done.stderr
    assert set(_read(home / ".claude" / "settings.json")["hooks"]) == set(installed_events())
    state = _read(home / ".claude.json")
    assert state["numStartups"] == 3 and set(state["mcpServers"]) == {"supermemory-local"}
    assert not (project / ".claude").exists()
    assert install(project, "--global", "--uninstall").returncode == 0
    assert _read(home / ".claude.json") == {"numStartups": 3, "projects": {}}
    assert not (home / ".claude").exists()
    again = install(project, "--global", "--uninstall")
    assert again.returncode == 0 and "nothing to uninstall" in again.stdout


def test_an_install_of_0_1_0_in_the_shared_files_is_moved(project: Path) -> None:
    """0.1.0 wrote the hooks into .claude/settings.json and the server into .mcp.json:
    installing again takes them out of the files the team shares."""
    shared = project / ".claude" / "settings.json"
    shared.parent.mkdir()
    python = sys.executable
    old_hooks = {
        e: [{"hooks": [{"type": "command", "command": f"{python} -m {HOOK_MODULE} x {e}"}]}]
        for e in ("PreCompact", "SessionStart")
    }
    shared.write_text(
        json.dumps(
            {"model": "sonnet", "hooks": old_hooks, "enabledMcpjsonServers": ["gh", "supermemory"]}
        ),
        encoding="utf-8",
    )
    server = {"type": "stdio", "command": str(SUPERMEMORY), "args": ["mcp"]}
    (project / ".mcp.json").write_text(
        json.dumps({"mcpServers": {"supermemory": server}}), encoding="utf-8"
    )
    record = {"createdFiles": [str(project / ".mcp.json")], "approvedMcpServer": True}
    (project / ".claude" / LEGACY_RECORD).write_text(json.dumps(record), encoding="utf-8")
    done = install(project)
    assert done.returncode == 0, done.stderr
    assert f"remove from {shared}: hook PreCompact, hook SessionStart, approval" in done.stdout
    assert _read(shared) == {"model": "sonnet", "enabledMcpjsonServers": ["gh"]}
    assert not (project / ".mcp.json").exists()
    assert not (project / ".claude" / LEGACY_RECORD).exists()
    assert (project / ".claude" / "settings.local.json").exists()


@pytest.mark.parametrize("then", ["install", "uninstall"])
def test_a_server_under_the_old_name_is_renamed_or_removed(project: Path, then: str) -> None:
    """Versions before the rename registered the server as `supermemory` in ~/.claude.json:
    installing again leaves one server, `supermemory-local`; uninstall removes either.
    Someone else's `supermemory` server (another command) is left alone."""
    old = {"type": "stdio", "command": str(SUPERMEMORY), "args": ["mcp"], "env": {}}
    theirs = {"command": "npx", "args": ["-y", "supermemory-mcp"]}
    state = {
        "projects": {str(project): {"mcpServers": {"supermemory": old}}},
        "mcpServers": {"supermemory": theirs},
    }
    _claude_json().write_text(json.dumps(state), encoding="utf-8")
    if then == "install":
        warned = doctor(project).stdout
        assert "the MCP server is under its old name supermemory" in warned, warned
    done = install(project) if then == "install" else install(project, "--uninstall")
    assert done.returncode == 0, done.stderr
    after = _read(_claude_json())
    assert after["mcpServers"] == {"supermemory": theirs}  # the user scope: not ours
    if then == "install":
        assert "MCP server supermemory (the old name)" in done.stdout
        servers = after["projects"][str(project)]["mcpServers"]
        assert set(servers) == {"supermemory-local"}
        assert servers["supermemory-local"]["args"] == ["-m", "supermemory_local.mcp_server"]
    else:
        assert f"MCP server supermemory, local scope, for {project}" in done.stdout
        assert str(project) not in after["projects"]


def test_a_broken_settings_file_is_named_and_left_alone(project: Path) -> None:
    settings_file = project / ".claude" / "settings.local.json"
    settings_file.parent.mkdir()
    settings_file.write_text('{\n  "model": "sonnet",\n  oops\n}\n', encoding="utf-8")
    done = install(project)
    assert done.returncode == 1
    assert done.stderr.strip().startswith(
        f"supermemory install --claude-code: {settings_file} line 3:"
    )
    assert len(done.stderr.strip().splitlines()) == 1
    assert settings_file.read_text(encoding="utf-8") == '{\n  "model": "sonnet",\n  oops\n}\n'
    assert not _claude_json().exists()


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=10,
)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    extra=st.dictionaries(
        st.text(min_size=1, max_size=8).filter(lambda k: k != "hooks"), _json, max_size=4
    ),
    other_events=st.dictionaries(
        st.sampled_from([*EVENTS, "Stop", "PreToolUse"]),
        st.just([{"hooks": [{"type": "command", "command": "true"}]}]),
        max_size=3,
    ),
    state=st.dictionaries(
        st.text(min_size=1, max_size=8).filter(lambda k: k not in ("projects", "mcpServers")),
        _json,
        max_size=3,
    ),
    global_=st.booleans(),
    hooks_key=st.booleans(),
)
def test_install_then_uninstall_is_the_identity(
    tmp_path_factory: pytest.TempPathFactory,
    extra: dict[str, Any],
    other_events: dict[str, Any],
    state: dict[str, Any],
    global_: bool,
    hooks_key: bool,
) -> None:
    from supermemory_local.claude_code.install import apply, plan_install, plan_uninstall, targets

    root = tmp_path_factory.mktemp("p")
    (root / ".git").mkdir()
    original = {**extra, **({"hooks": other_events} if other_events or hooks_key else {})}
    t = targets(global_=global_, cwd=root)
    t.settings.parent.mkdir(parents=True, exist_ok=True)
    t.settings.write_text(json.dumps(original), encoding="utf-8")
    claude_state = {**state, "projects": {"/elsewhere": {"mcpServers": {}}}}
    t.claude_json.write_text(json.dumps(claude_state), encoding="utf-8")
    apply(plan_install(t), t)
    assert plan_install(t) == []
    apply(plan_uninstall(t), t)
    # the same settings: an empty "hooks" object means no hooks, and is not kept
    same = {k: v for k, v in original.items() if not (k == "hooks" and v == {})}
    if same:
        assert _read(t.settings) == same
    else:
        assert not t.settings.exists()
    assert _read(t.claude_json) == claude_state
    assert plan_uninstall(t) == []
    assert not (root / ".mcp.json").exists()
    t.settings.unlink(missing_ok=True)
    t.claude_json.unlink()


def doctor(project: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(SUPERMEMORY), "doctor"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=project,
        env={**os.environ, "SUPERMEMORY_DATABASE_URL": f"sqlite:///{project / 'm.db'}"},
        check=False,
    )


def test_doctor_checks_the_claude_code_hooks_and_mcp_server(project: Path) -> None:
    assert "claude code hooks: not installed" in doctor(project).stdout
    assert install(project).returncode == 0
    out = doctor(project).stdout
    assert "claude code hooks (project)" in out and "and it answers" in out
    assert "claude code mcp (project)" in out and "local scope" in out
    settings_file = project / ".claude" / "settings.local.json"
    settings = _read(settings_file)
    for groups in settings["hooks"].values():
        for group in groups:
            for hook in group["hooks"]:
                hook["command"] = hook["command"].replace(sys.executable, "/nonexistent/python")
    settings_file.write_text(json.dumps(settings), encoding="utf-8")
    broken = doctor(project)
    assert "claude code hooks (project)" in broken.stdout
    assert "the hook command does not run" in broken.stdout
    assert broken.returncode != 0


def test_doctor_shows_the_approval_state_claude_code_shows(project: Path) -> None:
    """A server in the shared .mcp.json: "Pending approval" until it is approved in the
    user's settings, or in the project's once this folder is trusted, as `claude mcp list`
    decides (tests/e2e/test_claude_code_plugin_e2e.py compares the two)."""
    from supermemory_local.claude_code.doctor import mcpjson_approval

    server = {"command": str(SUPERMEMORY), "args": ["mcp"]}
    (project / ".mcp.json").write_text(json.dumps({"mcpServers": {"supermemory": server}}))
    assert mcpjson_approval(project, "supermemory") == "pending"
    out = doctor(project).stdout
    assert "supermemory is ⏸ Pending approval (run `claude` to approve)" in out
    local = project / ".claude" / "settings.local.json"
    local.parent.mkdir()
    local.write_text(json.dumps({"enabledMcpjsonServers": ["supermemory"]}))
    assert mcpjson_approval(project, "supermemory") == "pending"  # not trusted yet
    parent = {"projects": {str(project.parent): {"hasTrustDialogAccepted": True}}}
    _claude_json().write_text(json.dumps(parent))
    assert mcpjson_approval(project, "supermemory") == "pending"  # a trusted parent: not enough
    trust = {"projects": {str(project): {"hasTrustDialogAccepted": True}}}
    _claude_json().write_text(json.dumps(trust))
    assert mcpjson_approval(project, "supermemory") == "approved"
    assert "supermemory is ✔ approved" in doctor(project).stdout
    local.write_text(json.dumps({"disabledMcpjsonServers": ["supermemory"]}))
    assert mcpjson_approval(project, "supermemory") == "disabled"
    _claude_json().unlink()
    local.unlink()
    user = Path(os.environ["HOME"]) / ".claude" / "settings.json"
    user.parent.mkdir()
    user.write_text(json.dumps({"enabledMcpjsonServers": ["supermemory"]}))
    assert mcpjson_approval(project, "supermemory") == "approved"  # the user's own: no trust


def test_doctor_checks_the_plugin_finds_supermemory_on_path(project: Path) -> None:
    shared = project / ".claude" / "settings.json"
    shared.parent.mkdir()
    shared.write_text(json.dumps({"enabledPlugins": {"supermemory-local@supermemory-local": True}}))
    env_path = f"{SUPERMEMORY.parent}{os.pathsep}/usr/bin:/bin"
    found = subprocess.run(
        [str(SUPERMEMORY), "doctor"],
        capture_output=True,
        text=True,
        cwd=project,
        env={**os.environ, "PATH": env_path},
        check=False,
    )
    assert f"claude code plugin: supermemory-local@supermemory-local enabled ({shared}); " in (
        found.stdout
    )
    missing = subprocess.run(
        [str(SUPERMEMORY), "doctor"],
        capture_output=True,
        text=True,
        cwd=project,
        env={**os.environ, "PATH": "/usr/bin:/bin"},
        check=False,
    )
    assert (
        "runs `supermemory` from PATH, and there is none: pipx install 'supermemory-local[mcp]'"
        in (missing.stdout)
    )
    assert missing.returncode != 0
    # and with install --claude-code as well, every event would be answered twice
    assert install(project).returncode == 0
    both = doctor(project).stdout
    assert "both answer every event (each summary is saved twice)" in both


def test_git_is_told_to_ignore_the_personal_settings_as_claude_code_does(tmp_path: Path) -> None:
    """In a git work tree whose ignore rules do not cover settings.local.json, the install
    adds Claude Code's own line to the user's ignore file (never to the project)."""
    root = tmp_path / "repo"
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    done = install(root)
    assert done.returncode == 0, done.stderr
    user_ignore = Path(os.environ["XDG_CONFIG_HOME"]) / "git" / "ignore"
    assert user_ignore.read_text(encoding="utf-8") == "**/.claude/settings.local.json\n"
    status = subprocess.run(
        ["git", "-C", str(root), "status", "--porcelain"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert status.stdout == ""  # nothing for the project's history
    assert install(root, "--uninstall").returncode == 0
    assert install(root).returncode == 0
    assert user_ignore.read_text(encoding="utf-8") == "**/.claude/settings.local.json\n"
