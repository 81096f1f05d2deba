"""``supermemory install --claude-code``: our hooks in ``.claude/settings.json`` and the MCP server.

``--project`` (default): ``<project>/.claude/settings.json`` and ``<project>/.mcp.json``
(the server approved in the same settings file, ``enabledMcpjsonServers``);
``--global``: ``~/.claude/settings.json`` and the user-scope ``mcpServers`` of
``~/.claude.json``. Everything else in those files is kept as it is. What was added
is recorded in ``.claude/supermemory-install.json`` beside the settings, so
``--uninstall`` removes exactly that (and the files it created, if nothing else is in
them). Running it twice changes nothing the second time.
"""

from __future__ import annotations

import json
import shlex
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from supermemory_local.claude_code.hooks import EVENTS

SERVER = "supermemory"
RECORD_NAME = "supermemory-install.json"
HOOK_MODULE = "supermemory_local.claude_code.hooks"
# The module name before the import package was renamed (0.1.0 and earlier): a hook of an
# older install is still ours, so installing again replaces it instead of adding a second.
LEGACY_HOOK_MODULES = ("supermemory.claude_code.hooks",)
# Claude Code's limit per hook entry (seconds); the hook gives up itself before it.
HOOK_TIMEOUTS = {
    "PreCompact": 30,
    "PostCompact": 30,
    "SessionStart": 30,
    "UserPromptSubmit": 10,
    "Stop": 30,
    "SessionEnd": 30,
}


class InstallError(RuntimeError):
    """The install cannot proceed; the message names the file and the problem."""


def hook_command(event: str) -> str:
    """The hook's shell command: this installation's Python running the hook module
    directly (about 50 ms; no CLI start-up on every prompt)."""
    python = str(Path(sys.executable).absolute())
    return shlex.join([python, "-m", HOOK_MODULE, "claude-code", event])


def mcp_server_entry() -> dict[str, Any]:
    script = Path(sys.executable).parent / "supermemory"
    if script.is_file():
        return {"type": "stdio", "command": str(script.absolute()), "args": ["mcp"]}
    python = str(Path(sys.executable).absolute())
    return {"type": "stdio", "command": python, "args": ["-m", "supermemory_local.mcp_server"]}


def is_ours(command: Any) -> bool:
    return isinstance(command, str) and any(
        module in command for module in (HOOK_MODULE, *LEGACY_HOOK_MODULES)
    )


@dataclass(frozen=True)
class Targets:
    settings: Path  # .claude/settings.json
    mcp_file: Path  # .mcp.json (project) or ~/.claude.json (global)
    global_: bool

    @property
    def record(self) -> Path:
        return self.settings.with_name(RECORD_NAME)


def targets(*, global_: bool, cwd: Path | None = None) -> Targets:
    if global_:
        home = Path.home()
        return Targets(home / ".claude" / "settings.json", home / ".claude.json", True)
    from supermemory_local.store.scopes import project_root

    root = project_root(cwd)
    return Targets(root / ".claude" / "settings.json", root / ".mcp.json", False)


def read_json(path: Path) -> dict[str, Any] | None:
    """The JSON object in ``path``; None when there is no file; InstallError when it is broken."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise InstallError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if not text.strip():
        return {}
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InstallError(
            f"{path} line {exc.lineno}: {exc.msg}; fix it or move it away (nothing was changed)"
        ) from None
    if not isinstance(data, dict):
        raise InstallError(f"{path}: not a JSON object; fix it (nothing was changed)")
    return data


def _encode(data: dict[str, Any]) -> bytes:
    return (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


@dataclass
class Change:
    path: Path
    before: dict[str, Any] | None  # None: the file does not exist
    after: dict[str, Any] | None  # None: remove the file
    what: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return self.before != self.after


def _hook_groups(settings: dict[str, Any], event: str) -> list[Any]:
    hooks = settings.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise InstallError('"hooks" in the settings is not an object; fix it (nothing was changed)')
    groups = hooks.setdefault(event, [])
    if not isinstance(groups, list):
        raise InstallError(f'"hooks.{event}" in the settings is not a list; fix it')
    return groups


def _without_ours(groups: list[Any]) -> list[Any]:
    """``groups`` less our hook entries (and groups only they were in)."""
    kept: list[Any] = []
    for group in groups:
        inner = group.get("hooks") if isinstance(group, dict) else None
        if not isinstance(inner, list):
            kept.append(group)
            continue
        rest = [h for h in inner if not (isinstance(h, dict) and is_ours(h.get("command")))]
        if len(rest) == len(inner):
            kept.append(group)
        elif rest:
            kept.append({**group, "hooks": rest})
    return kept


def _prune(settings: dict[str, Any], event: str) -> None:
    hooks = settings.get("hooks")
    if isinstance(hooks, dict):
        if hooks.get(event) == []:
            del hooks[event]
        if not hooks:
            del settings["hooks"]


def plan_install(t: Targets) -> list[Change]:
    settings_before = read_json(t.settings)
    mcp_before = read_json(t.mcp_file)
    record_before = read_json(t.record)
    settings = json.loads(json.dumps(settings_before or {}))
    settings_change = Change(t.settings, settings_before, settings)
    for event in EVENTS:
        groups = _hook_groups(settings, event)
        entry = {"type": "command", "command": hook_command(event), "timeout": HOOK_TIMEOUTS[event]}
        wanted = {"hooks": [entry]}
        if [g for g in groups if _without_ours([g]) != [g]] == [wanted]:
            continue  # ours is there, once, as it should be
        settings["hooks"][event] = [*_without_ours(groups), wanted]
        settings_change.what.append(f"hook {event}")
    mcp = json.loads(json.dumps(mcp_before or {}))
    mcp_change = Change(t.mcp_file, mcp_before, mcp)
    servers = mcp.setdefault("mcpServers", {})
    if not isinstance(servers, dict):
        raise InstallError(f'{t.mcp_file}: "mcpServers" is not an object; fix it')
    if servers.get(SERVER) != mcp_server_entry():
        servers[SERVER] = mcp_server_entry()
        mcp_change.what.append(f"MCP server {SERVER}")
    added_approval = False
    if not t.global_:
        enabled = settings.setdefault("enabledMcpjsonServers", [])
        if not isinstance(enabled, list):
            raise InstallError('"enabledMcpjsonServers" in the settings is not a list; fix it')
        if SERVER not in enabled:
            enabled.append(SERVER)
            added_approval = True
            settings_change.what.append(f"approval of the {SERVER} MCP server in .mcp.json")
    previous = record_before or {}
    record = {
        "createdFiles": sorted(
            set(previous.get("createdFiles", []))
            | {str(c.path) for c in (settings_change, mcp_change) if c.before is None}
        ),
        "approvedMcpServer": bool(previous.get("approvedMcpServer")) or added_approval,
        "hooks": {event: hook_command(event) for event in EVENTS},
        "mcpServer": SERVER,
    }
    record_change = Change(t.record, record_before, record, ["what this install added"])
    return [c for c in (settings_change, mcp_change, record_change) if c.changed]


def plan_uninstall(t: Targets) -> list[Change]:
    record = read_json(t.record)
    if record is None:
        raise InstallError(f"nothing to uninstall: no {RECORD_NAME} in {t.settings.parent}")
    created = set(record.get("createdFiles", []))
    changes: list[Change] = []
    settings_before = read_json(t.settings)
    if settings_before is not None:
        settings = json.loads(json.dumps(settings_before))
        change = Change(t.settings, settings_before, settings)
        hooks = settings.get("hooks")
        for event in list(hooks) if isinstance(hooks, dict) else []:
            groups = hooks[event]
            if isinstance(groups, list) and (kept := _without_ours(groups)) != groups:
                hooks[event] = kept
                change.what.append(f"hook {event}")
            _prune(settings, event)
        enabled = settings.get("enabledMcpjsonServers")
        if record.get("approvedMcpServer") and isinstance(enabled, list) and SERVER in enabled:
            enabled.remove(SERVER)
            change.what.append(f"approval of the {SERVER} MCP server")
            if not enabled:
                del settings["enabledMcpjsonServers"]
        if not settings and str(t.settings) in created:
            change.after = None
        changes.append(change)
    mcp_before = read_json(t.mcp_file)
    if mcp_before is not None:
        mcp = json.loads(json.dumps(mcp_before))
        change = Change(t.mcp_file, mcp_before, mcp)
        servers = mcp.get("mcpServers")
        if isinstance(servers, dict) and SERVER in servers:
            del servers[SERVER]
            change.what.append(f"MCP server {SERVER}")
            if not servers:
                del mcp["mcpServers"]
        if not mcp and str(t.mcp_file) in created:
            change.after = None
        changes.append(change)
    changes.append(Change(t.record, record, None, ["the install record"]))
    return [c for c in changes if c.changed]


def apply(changes: list[Change]) -> None:
    for change in changes:
        if change.after is None:
            change.path.unlink(missing_ok=True)
            continue
        change.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = change.path.with_name(change.path.name + ".supermemory.tmp")
        tmp.write_bytes(_encode(change.after))
        tmp.replace(change.path)


def run(*, global_: bool, uninstall: bool, dry_run: bool) -> int:
    t = targets(global_=global_)
    try:
        changes = plan_uninstall(t) if uninstall else plan_install(t)
    except InstallError as exc:
        print(f"supermemory install --claude-code: {exc}", file=sys.stderr)
        return 1
    verb = "would " if dry_run else ""
    for change in changes:
        if change.after is None:
            print(f"{verb}remove {change.path} ({', '.join(change.what) or 'nothing else in it'})")
        else:
            action = (
                "remove from" if uninstall else ("write" if change.before is None else "add to")
            )
            print(f"{verb}{action} {change.path}: {', '.join(change.what)}")
    if not changes:
        state = "removed" if uninstall else "installed"
        print(f"nothing to change in {t.settings}: already {state}")
        return 0
    if not dry_run:
        try:
            apply(changes)
        except OSError as exc:
            print(f"supermemory install --claude-code: {exc}", file=sys.stderr)
            return 1
        if not uninstall:
            print("restart Claude Code (or run /hooks) to load the hooks and the MCP server")
    return 0
