"""``supermemory doctor`` checks for Claude Code (entry point ``supermemory_local.doctor_checks``):
the ``claude`` binary, the plugin (and the ``supermemory`` on ``PATH`` it runs), the hooks of
``install --claude-code`` and that one answers, and each MCP server of ours in the state
``claude mcp list`` shows: a server in the project's ``.mcp.json`` is "Pending approval"
until the workspace is trusted and the server approved (docs/HOSTS.md, "Claude Code")."""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any

from supermemory_local.claude_code.hooks import EVENTS
from supermemory_local.claude_code.install import (
    OLD_SERVER,
    SERVER,
    InstallError,
    Targets,
    is_our_server,
    is_ours,
    read_json,
    targets,
)
from supermemory_local.hosts.checks import CheckResult

HOOK_RUN_TIMEOUT_S = 30.0


PLUGIN = "supermemory-local"  # the plugin's name (claude-code-plugin/.claude-plugin/plugin.json)


def doctor_checks() -> list[CheckResult]:
    return [check_claude(), *check_plugin(), *check_installs()]


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


def _read(path: Path) -> dict[str, Any]:
    try:
        return read_json(path) or {}
    except InstallError:
        return {}


def _settings_files(root: Path) -> list[Path]:
    """The settings Claude Code merges for a project: user, project (shared), local."""
    return [
        Path.home() / ".claude" / "settings.json",
        root / ".claude" / "settings.json",
        root / ".claude" / "settings.local.json",
    ]


def _enabled_plugin(root: Path) -> tuple[str, Path] | None:
    """(plugin id, the settings file) when our plugin is enabled for this project."""
    found: tuple[str, Path] | None = None
    for path in _settings_files(root):  # a later file overrides an earlier one
        plugins = _read(path).get("enabledPlugins")
        for plugin_id, on in plugins.items() if isinstance(plugins, dict) else []:
            if str(plugin_id).split("@")[0] == PLUGIN:
                found = (str(plugin_id), path) if on is True else None
    return found


def check_plugin() -> list[CheckResult]:
    from supermemory_local.store.scopes import project_root

    enabled = _enabled_plugin(project_root())
    if enabled is None:
        return []
    plugin_id, where = enabled
    command = shutil.which("supermemory")
    if command is None:
        return [
            (
                "claude code plugin",
                "fail",
                f"{plugin_id} is enabled ({where}) but runs `supermemory` from PATH, and "
                "there is none: pipx install 'supermemory-local[mcp]'",
            )
        ]
    return [("claude code plugin", "ok", f"{plugin_id} enabled ({where}); it runs {command}")]


def mcpjson_approval(root: Path, name: str) -> str:
    """What ``claude mcp list`` shows for server ``name`` of ``<root>/.mcp.json``:
    "approved", "disabled" or "pending". Measured in Claude Code 2.1.328: an approval in
    the user's settings counts everywhere; one in the project's own settings
    (``.claude/settings.json``, ``settings.local.json``) only once this folder itself is
    trusted (``projects["<root>"].hasTrustDialogAccepted``; a trusted parent is not
    enough). An approval is ``enabledMcpjsonServers`` listing the server, or
    ``enableAllProjectMcpServers``."""
    state = _read(Path.home() / ".claude.json")
    projects = state.get("projects")
    own = projects.get(str(root)) if isinstance(projects, dict) else None
    own = own if isinstance(own, dict) else {}
    user_settings, shared, local = (_read(p) for p in _settings_files(root))
    project_sources = [shared, local, own]  # own: where older versions kept approvals

    def approves(source: dict[str, Any]) -> bool:
        enabled = source.get("enabledMcpjsonServers")
        listed = isinstance(enabled, list) and name in enabled
        return listed or source.get("enableAllProjectMcpServers") is True

    def disables(source: dict[str, Any]) -> bool:
        disabled = source.get("disabledMcpjsonServers")
        return isinstance(disabled, list) and name in disabled

    if any(disables(s) for s in (user_settings, *project_sources)):
        return "disabled"
    if approves(user_settings):
        return "approved"
    trusted = own.get("hasTrustDialogAccepted") is True
    return "approved" if trusted and any(approves(s) for s in project_sources) else "pending"


def _server_check(t: Targets, where: str) -> CheckResult | None:
    state = _read(t.claude_json)
    holder: Any = state
    if t.project is not None:
        projects = state.get("projects")
        holder = projects.get(str(t.project)) if isinstance(projects, dict) else None
    servers = holder.get("mcpServers") if isinstance(holder, dict) else None
    server = servers.get(SERVER) if isinstance(servers, dict) else None
    name = f"claude code mcp ({where})"
    old = servers.get(OLD_SERVER) if isinstance(servers, dict) else None
    if not isinstance(server, dict) and is_our_server(old):
        return (
            name,
            "warn",
            f"{t.claude_json}: the MCP server is under its old name {OLD_SERVER} (tools "
            f"mcp__{OLD_SERVER}__*): run `supermemory install --claude-code"
            f"{' --global' if t.project is None else ''}` to rename it {SERVER}",
        )
    if not isinstance(server, dict):
        return None
    if not Path(str(server.get("command", ""))).exists():
        return (name, "fail", f"{t.claude_json}: {server.get('command')} does not exist")
    scope = "user scope" if t.project is None else "local scope"
    return (
        name,
        "ok",
        f"{SERVER} -> {server.get('command')} ({scope} in {t.claude_json}: no approval needed)",
    )


def _legacy_checks(t: Targets) -> list[CheckResult]:
    """What 0.1.0 wrote into the project's shared files: this machine's paths for the team,
    and an MCP server that waits for approval."""
    if t.project is None or t.legacy_settings is None or t.legacy_mcp is None:
        return []
    results: list[CheckResult] = []
    if _our_commands(_read(t.legacy_settings)):
        results.append(
            (
                "claude code hooks (shared)",
                "warn",
                f"{t.legacy_settings} holds this machine's hook commands (teammates get them): "
                "run `supermemory install --claude-code` to move them to settings.local.json",
            )
        )
    servers = _read(t.legacy_mcp).get("mcpServers")
    server = servers.get(OLD_SERVER) if isinstance(servers, dict) else None
    if is_our_server(server):
        state = mcpjson_approval(t.project, OLD_SERVER)
        shown = {
            "approved": "✔ approved",
            "disabled": "disabled in this project",
            "pending": "⏸ Pending approval (run `claude` to approve)",
        }[state]
        results.append(
            (
                "claude code mcp (.mcp.json)",
                "ok" if state == "approved" else "warn",
                f"{t.legacy_mcp}: {OLD_SERVER} is {shown}, as `claude mcp list` shows it"
                + (
                    ""
                    if state == "approved"
                    else "; `supermemory install --claude-code` makes it a local-scope server "
                    "(no approval)"
                ),
            )
        )
    return results


def check_installs() -> list[CheckResult]:
    results: list[CheckResult] = []
    plugin = None
    for where, global_ in (("project", False), ("global", True)):
        t = targets(global_=global_)
        if t.project is not None:
            plugin = _enabled_plugin(t.project)
            results += _legacy_checks(t)
        try:
            settings = read_json(t.settings)
        except InstallError as exc:
            results.append((f"claude code hooks ({where})", "fail", str(exc)))
            continue
        ours = _our_commands(settings or {})
        server = _server_check(t, where)
        if server is not None:
            results.append(server)
        if not ours:
            continue
        name = f"claude code hooks ({where})"
        missing = [e for e in EVENTS if e not in ours]
        if plugin is not None:
            results.append(
                (
                    name,
                    "warn",
                    f"{t.settings} and the plugin {plugin[0]} both answer every event (each "
                    "summary is saved twice): keep one; `supermemory install --claude-code"
                    f"{' --global' if global_ else ''} --uninstall` removes these",
                )
            )
        elif missing:
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
    if not results and plugin is None:
        results.append(
            (
                "claude code hooks",
                "ok",
                "not installed (for Claude Code: the plugin, or supermemory install --claude-code)",
            )
        )
    return results
