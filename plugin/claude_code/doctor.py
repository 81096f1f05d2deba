"""``supermemory doctor`` checks for Claude Code (entry point ``supermemory_local.doctor_checks``):
the ``claude`` binary, our hooks in its settings, the MCP server, and that a hook answers."""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any

from supermemory_local.claude_code.hooks import EVENTS
from supermemory_local.claude_code.install import (
    SERVER,
    InstallError,
    is_ours,
    read_json,
    targets,
)
from supermemory_local.hosts.checks import CheckResult

HOOK_RUN_TIMEOUT_S = 30.0


def doctor_checks() -> list[CheckResult]:
    return [check_claude(), *check_installs()]


def find_claude() -> Path | None:
    """``claude`` on PATH, else the pinned one a checkout installs into .e2e-cache/."""
    found = shutil.which("claude")
    if found:
        return Path(found)
    candidate = (
        Path(__file__).resolve().parents[2]
        / ".e2e-cache"
        / "claude-code"
        / "node_modules"
        / ".bin"
        / "claude"
    )
    return candidate if candidate.exists() else None


def check_claude() -> CheckResult:
    binary = find_claude()
    if binary is None:
        return (
            "claude code",
            "ok",
            "not installed (only needed for Claude Code: npm install -g @anthropic-ai/claude-code)",
        )
    try:
        done = subprocess.run(
            [str(binary), "--version"], capture_output=True, text=True, timeout=60, check=False
        )
    except (OSError, subprocess.SubprocessError) as exc:
        return ("claude code", "fail", f"{binary} does not run: {exc}")
    if done.returncode != 0:
        return ("claude code", "fail", f"{binary} --version exited {done.returncode}")
    return ("claude code", "ok", f"{binary} ({done.stdout.strip() or '?'})")


def _our_commands(settings: dict[str, Any]) -> dict[str, str]:
    found: dict[str, str] = {}
    hooks = settings.get("hooks")
    for event, groups in hooks.items() if isinstance(hooks, dict) else []:
        for group in groups if isinstance(groups, list) else []:
            inner = group.get("hooks") if isinstance(group, dict) else None
            for hook in inner if isinstance(inner, list) else []:
                if isinstance(hook, dict) and is_ours(hook.get("command")):
                    found[event] = hook["command"]
    return found


def _run_hook(command: str) -> str | None:
    """None when the hook answers the nudge; else what went wrong."""
    try:
        done = subprocess.run(
            [*shlex.split(command.rsplit(" ", 1)[0]), "UserPromptSubmit"],
            input=json.dumps({"hook_event_name": "UserPromptSubmit", "prompt": "remember: x"}),
            capture_output=True,
            text=True,
            timeout=HOOK_RUN_TIMEOUT_S,
            check=False,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        return f"does not run: {exc}"
    if done.returncode != 0:
        return f"exited {done.returncode}"
    if "[Supermemory]" not in done.stdout:
        return "ran but did not answer"
    return None


def check_installs() -> list[CheckResult]:
    results: list[CheckResult] = []
    for where, global_ in (("project", False), ("global", True)):
        t = targets(global_=global_)
        try:
            settings = read_json(t.settings)
            mcp = read_json(t.mcp_file)
        except InstallError as exc:
            results.append((f"claude code hooks ({where})", "fail", str(exc)))
            continue
        ours = _our_commands(settings or {})
        if not ours:
            continue
        name = f"claude code hooks ({where})"
        missing = [e for e in EVENTS if e not in ours]
        if missing:
            results.append(
                (
                    name,
                    "warn",
                    f"{t.settings}: no {', '.join(missing)} hook; run "
                    f"`supermemory install --claude-code{' --global' if global_ else ''}`",
                )
            )
        else:
            problem = _run_hook(next(iter(ours.values())))
            if problem:
                results.append((name, "fail", f"{t.settings}: the hook command {problem}"))
            else:
                results.append((name, "ok", f"{t.settings}: {', '.join(EVENTS)}, and it answers"))
        servers = (mcp or {}).get("mcpServers")
        server = servers.get(SERVER) if isinstance(servers, dict) else None
        mcp_name = f"claude code mcp ({where})"
        if not isinstance(server, dict):
            results.append((mcp_name, "warn", f"{t.mcp_file}: no {SERVER} MCP server"))
        elif not Path(str(server.get("command", ""))).exists():
            results.append(
                (mcp_name, "fail", f"{t.mcp_file}: {server.get('command')} does not exist")
            )
        elif not global_ and SERVER not in (settings or {}).get("enabledMcpjsonServers", []):
            results.append(
                (mcp_name, "warn", f"{t.settings}: {SERVER} is not in enabledMcpjsonServers")
            )
        else:
            results.append((mcp_name, "ok", f"{t.mcp_file}: {SERVER} -> {server.get('command')}"))
    if not results:
        results.append(
            (
                "claude code hooks",
                "ok",
                "not installed (for Claude Code: supermemory install --claude-code)",
            )
        )
    return results
