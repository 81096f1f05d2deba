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
from supermemory_local.claude_code.install import RECORD_NAME, hook_command

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
    "enabledMcpjsonServers": ["github"],
}


def test_install_merges_twice_changes_nothing_uninstall_restores(project: Path) -> None:
    settings_file = project / ".claude" / "settings.json"
    settings_file.parent.mkdir()
    settings_file.write_text(json.dumps(USER_SETTINGS), encoding="utf-8")
    (project / ".mcp.json").write_text(
        json.dumps({"mcpServers": {"github": {"command": "gh-mcp"}}}), encoding="utf-8"
    )
    first = install(project)
    assert first.returncode == 0, first.stderr
    assert f"add to {settings_file}: hook PreCompact, hook PostCompact" in first.stdout
    assert f"add to {project / '.mcp.json'}: MCP server supermemory" in first.stdout
    merged = _read(settings_file)
    assert merged["permissions"] == USER_SETTINGS["permissions"] and merged["model"] == "sonnet"
    assert merged["hooks"]["Stop"][0] == USER_SETTINGS["hooks"]["Stop"][0]  # theirs kept, first
    assert "hook Stop, hook SessionEnd" in first.stdout  # the session's memory at each answer
    assert merged["hooks"]["PreCompact"][0] == USER_SETTINGS["hooks"]["PreCompact"][0]
    for event in EVENTS:
        commands = [h["command"] for g in merged["hooks"][event] for h in g["hooks"]]
        assert commands.count(hook_command(event)) == 1
    assert merged["enabledMcpjsonServers"] == ["github", "supermemory"]
    servers = _read(project / ".mcp.json")["mcpServers"]
    assert servers["github"] == {"command": "gh-mcp"}
    assert servers["supermemory"]["args"] == ["mcp"]
    assert Path(servers["supermemory"]["command"]).exists()

    before = {p: p.read_bytes() for p in project.rglob("*") if p.is_file()}
    second = install(project)
    assert second.returncode == 0
    assert second.stdout.strip() == f"nothing to change in {settings_file}: already installed"
    assert {p: p.read_bytes() for p in project.rglob("*") if p.is_file()} == before

    dry = install(project, "--uninstall", "--dry-run")
    assert dry.stdout.startswith("would remove from")
    assert {p: p.read_bytes() for p in project.rglob("*") if p.is_file()} == before
    gone = install(project, "--uninstall")
    assert gone.returncode == 0, gone.stderr
    assert _read(settings_file) == USER_SETTINGS
    assert _read(project / ".mcp.json") == {"mcpServers": {"github": {"command": "gh-mcp"}}}
    assert not (project / ".claude" / RECORD_NAME).exists()


def test_on_a_fresh_project_uninstall_leaves_no_file_behind(project: Path) -> None:
    assert install(project, "--dry-run").returncode == 0
    assert not (project / ".claude").exists() and not (project / ".mcp.json").exists()
    assert install(project).returncode == 0
    assert (project / ".claude" / "settings.json").exists()
    assert install(project, "--uninstall").returncode == 0
    assert sorted(p.name for p in project.iterdir()) == [".claude", ".git"]
    assert list((project / ".claude").iterdir()) == []
    again = install(project, "--uninstall")
    assert again.returncode == 1 and "nothing to uninstall" in again.stderr


def test_global_uses_the_home_settings_and_claude_json(project: Path) -> None:
    home = Path(os.environ["HOME"])
    (home / ".claude.json").write_text(json.dumps({"numStartups": 3, "projects": {}}), "utf-8")
    done = install(project, "--global")
    assert done.returncode == 0, done.stderr
    assert set(_read(home / ".claude" / "settings.json")["hooks"]) == set(EVENTS)
    state = _read(home / ".claude.json")
    assert state["numStartups"] == 3 and "supermemory" in state["mcpServers"]
    assert not (project / ".claude").exists()
    assert install(project, "--global", "--uninstall").returncode == 0
    assert _read(home / ".claude.json") == {"numStartups": 3, "projects": {}}


def test_a_broken_settings_file_is_named_and_left_alone(project: Path) -> None:
    settings_file = project / ".claude" / "settings.json"
    settings_file.parent.mkdir()
    settings_file.write_text('{\n  "model": "sonnet",\n  oops\n}\n', encoding="utf-8")
    done = install(project)
    assert done.returncode == 1
    assert done.stderr.strip().startswith(
        f"supermemory install --claude-code: {settings_file} line 3:"
    )
    assert len(done.stderr.strip().splitlines()) == 1
    assert settings_file.read_text(encoding="utf-8") == '{\n  "model": "sonnet",\n  oops\n}\n'
    assert not (project / ".mcp.json").exists()


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
        st.text(min_size=1, max_size=8).filter(
            lambda k: k not in ("hooks", "enabledMcpjsonServers")
        ),
        _json,
        max_size=4,
    ),
    other_events=st.dictionaries(
        st.sampled_from([*EVENTS, "Stop", "PreToolUse"]),
        st.just([{"hooks": [{"type": "command", "command": "true"}]}]),
        max_size=3,
    ),
)
def test_install_then_uninstall_is_the_identity(
    tmp_path_factory: pytest.TempPathFactory, extra: dict[str, Any], other_events: dict[str, Any]
) -> None:
    from supermemory_local.claude_code.install import apply, plan_install, plan_uninstall, targets

    root = tmp_path_factory.mktemp("p")
    (root / ".git").mkdir()
    original = {**extra, **({"hooks": other_events} if other_events else {})}
    path = root / ".claude" / "settings.json"
    path.parent.mkdir()
    path.write_text(json.dumps(original), encoding="utf-8")
    t = targets(global_=False, cwd=root)
    apply(plan_install(t))
    assert plan_install(t) == []
    apply(plan_uninstall(t))
    assert _read(path) == original
    assert not (root / ".mcp.json").exists()


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
    assert "claude code mcp (project)" in out
    settings_file = project / ".claude" / "settings.json"
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
