"""The Claude Code plugin's committed files (``.claude-plugin/``, ``claude-code-plugin/``):
nothing machine-specific in them, the same hooks as ``install --claude-code``, and the
hook script that finds ``supermemory`` on ``PATH`` and always exits 0."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from bench.hook_bench import INITIALIZE
from supermemory_local import __version__
from supermemory_local.claude_code.install import HOOK_TIMEOUTS

ROOT = Path(__file__).resolve().parents[3]
PLUGIN_DIR = ROOT / "claude-code-plugin"
HOOK_SH = PLUGIN_DIR / "scripts" / "hook.sh"
MCP_SH = PLUGIN_DIR / "scripts" / "mcp.sh"
PLUGIN_FILES = sorted(
    p for d in (ROOT / ".claude-plugin", PLUGIN_DIR) for p in d.rglob("*") if p.is_file()
)


def _read(path: Path) -> dict:  # type: ignore[type-arg]
    data: dict = json.loads(path.read_text(encoding="utf-8"))  # type: ignore[type-arg]
    return data


def test_the_committed_plugin_files_hold_no_absolute_path() -> None:
    assert len(PLUGIN_FILES) >= 4, PLUGIN_FILES
    needles = ["/home/", "/root", "/tmp", "/Users/", str(ROOT), sys.prefix, str(Path.home())]
    for path in PLUGIN_FILES:
        text = path.read_text(encoding="utf-8")
        found = [n for n in needles if n in text]
        assert found == [], (path, found)


def test_the_plugin_hooks_are_the_events_and_limits_of_install_claude_code() -> None:
    hooks = _read(PLUGIN_DIR / "hooks" / "hooks.json")["hooks"]
    assert {e: g[0]["hooks"][0]["timeout"] for e, g in hooks.items()} == HOOK_TIMEOUTS
    for event, groups in hooks.items():
        [group] = groups
        [hook] = group["hooks"]
        assert hook["command"] == f'sh "${{CLAUDE_PLUGIN_ROOT}}/scripts/hook.sh" {event}'


def test_the_manifests_agree_with_the_package() -> None:
    plugin = _read(PLUGIN_DIR / ".claude-plugin" / "plugin.json")
    market = _read(ROOT / ".claude-plugin" / "marketplace.json")
    assert plugin["version"] == __version__
    [entry] = market["plugins"]
    assert entry["name"] == plugin["name"] == "supermemory-local"
    assert (ROOT / entry["source"]).resolve() == PLUGIN_DIR
    server = {"command": "sh", "args": ["${CLAUDE_PLUGIN_ROOT}/scripts/mcp.sh"]}
    assert plugin["mcpServers"] == {"memories": server}


def _script(
    script: Path, *args: str, path: str, stdin: str, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """One of the plugin's scripts as Claude Code starts it: ``sh SCRIPT ARGS``, with
    ``PATH`` as given (where `supermemory` is, or is not)."""
    env = {**os.environ, "PATH": path, "CLAUDE_PLUGIN_ROOT": str(PLUGIN_DIR)}
    if cwd is not None:
        env["SUPERMEMORY_DATABASE_URL"] = f"sqlite:///{cwd / 'm.db'}"
    return subprocess.run(
        ["sh", str(script), *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=120,
        check=False,
    )


def _hook(event: str, path: str, stdin: str) -> subprocess.CompletedProcess[str]:
    return _script(HOOK_SH, event, path=path, stdin=stdin)


def test_without_supermemory_on_path_the_user_is_told_at_session_start() -> None:
    started = _hook("SessionStart", "/usr/bin:/bin", '{"source": "startup"}')
    assert started.returncode == 0
    message = json.loads(started.stdout)["systemMessage"]
    assert 'pipx install "supermemory-local[mcp]"' in message
    prompt = _hook("UserPromptSubmit", "/usr/bin:/bin", '{"prompt": "remember: x"}')
    assert (prompt.returncode, prompt.stdout) == (0, "")


def test_the_hook_runs_the_supermemory_on_path(tmp_path: Path) -> None:
    """The command's own Python runs the hook module (the nudge comes back, naming the
    plugin's tool); a `supermemory` that is not a Python script is run as the CLI."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "supermemory").symlink_to(Path(sys.executable).parent / "supermemory")
    path = f"{bin_dir}{os.pathsep}/usr/bin:/bin"
    done = _hook("UserPromptSubmit", path, json.dumps({"prompt": "please remember: tabs"}))
    assert done.returncode == 0, done.stderr
    assert "[Supermemory] The user asked you to remember something" in done.stdout
    assert "`mcp__plugin_supermemory-local_memories__add`" in done.stdout

    other = tmp_path / "other"
    other.mkdir()
    script = other / "supermemory"
    script.write_text(f'#!/bin/sh\necho "$@" > {tmp_path / "argv"}\nexit 2\n', encoding="utf-8")
    script.chmod(0o755)
    blocked = _hook("PreCompact", f"{other}{os.pathsep}/usr/bin:/bin", "{}")
    assert (tmp_path / "argv").read_text(encoding="utf-8") == "hook claude-code PreCompact\n"
    assert blocked.returncode == 0  # its exit 2 would block the compaction: never passed on


def _initialize(path: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """``mcp.sh`` given one MCP ``initialize`` request."""
    request = json.dumps(INITIALIZE) + "\n"
    return _script(MCP_SH, path=path, stdin=request, cwd=tmp_path)


def test_the_mcp_script_serves_with_the_commands_own_python(tmp_path: Path) -> None:
    """The server module runs with the Python of the `supermemory` on PATH and answers
    `initialize` as supermemory-local; a `supermemory` that is not a Python script is run
    as `supermemory mcp`; without one, one line on stderr and status 1."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "supermemory").symlink_to(Path(sys.executable).parent / "supermemory")
    done = _initialize(f"{bin_dir}{os.pathsep}/usr/bin:/bin", tmp_path)
    answer = json.loads(done.stdout.splitlines()[0])
    assert answer["result"]["serverInfo"]["name"] == "supermemory-local", done.stderr

    other = tmp_path / "other"
    other.mkdir()
    script = other / "supermemory"
    script.write_text(f'#!/bin/sh\necho "$@" > {tmp_path / "argv"}\n', encoding="utf-8")
    script.chmod(0o755)
    _initialize(f"{other}{os.pathsep}/usr/bin:/bin", tmp_path)
    assert (tmp_path / "argv").read_text(encoding="utf-8") == "mcp\n"

    missing = _initialize("/usr/bin:/bin", tmp_path)
    assert missing.returncode == 1
    assert missing.stderr.strip().endswith("pipx install 'supermemory-local[mcp]'")
