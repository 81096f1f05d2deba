"""``supermemory install --claude-code``: our hooks and MCP server, written only where this
machine's paths belong.

The commands name this installation's Python (an absolute path of this machine), so they
never go into a file a project shares:

- ``--project`` (default): the hooks in ``<project>/.claude/settings.local.json`` (Claude
  Code's personal project settings, not checked in) and the MCP server as a local-scope
  server, ``projects["<project>"].mcpServers`` of ``~/.claude.json`` (what ``claude mcp
  add --scope local`` writes: private to you in this project, connected without approval);
- ``--global``: the hooks in ``~/.claude/settings.json`` and the user-scope ``mcpServers``
  of ``~/.claude.json``.

Everything else in those files is kept as it is. What is ours is recognized by its
content (the hook module in a command, the server's name and command), so no record is
kept: ``--uninstall`` removes our entries, then a settings file or ``.claude/`` folder
that only they filled. Running either twice changes nothing the second time.

Installs of 0.1.0 wrote into the shared ``.claude/settings.json`` and ``.mcp.json`` (with
the approval in ``enabledMcpjsonServers`` and a record, ``.claude/supermemory-install.json``):
installing again moves them, and ``--uninstall`` removes them too.

The Claude Code plugin (``claude-code-plugin/`` in the repository) is the other way in:
it runs the ``supermemory`` found on ``PATH`` and commits nothing machine-specific.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from supermemory_local.claude_code.hooks import EVENTS

# The MCP server's key in ~/.claude.json, as the server names itself (`supermemory-local`,
# not the commercial Supermemory's name); its tools are mcp__supermemory-local__<tool>.
SERVER = "supermemory-local"
# The key older versions wrote (0.1.0's .mcp.json, and ~/.claude.json before the rename):
# an entry under it that runs our server is replaced by install and removed by uninstall.
OLD_SERVER = "supermemory"
HOOK_MODULE = "supermemory_local.claude_code.hooks"
MCP_MODULE = "supermemory_local.mcp_server"
# The module name before the import package was renamed (0.1.0 and earlier): a hook of an
# older install is still ours, so installing again replaces it instead of adding a second.
LEGACY_HOOK_MODULES = ("supermemory.claude_code.hooks",)
LEGACY_RECORD = "supermemory-install.json"  # 0.1.0's record, beside .claude/settings.json
# Claude Code's limit per hook entry (seconds); the hook gives up itself before it. The
# plugin's hooks/hooks.json lists the same events with the same limits (a test holds them
# together).
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


def installed_events() -> tuple[str, ...]:
    """The events we install a hook for: those the hook module answers."""
    return tuple(e for e in HOOK_TIMEOUTS if e in EVENTS)


def hook_command(event: str) -> str:
    """The hook's shell command: this installation's Python running the hook module
    directly (about 50 ms; no CLI start-up on every prompt)."""
    python = str(Path(sys.executable).absolute())
    return shlex.join([python, "-m", HOOK_MODULE, "claude-code", event])


def mcp_server_entry() -> dict[str, Any]:
    """The MCP server's entry: this installation's Python running the server module
    directly, as the hooks run theirs (the CLI's start-up, its parser and its scan of
    installed commands, is about 60 ms more, and Claude Code waits for the server's
    answers before every session's first model request)."""
    python = str(Path(sys.executable).absolute())
    return {"type": "stdio", "command": python, "args": ["-m", MCP_MODULE], "env": {}}


def is_ours(command: Any) -> bool:
    return isinstance(command, str) and any(
        module in command for module in (HOOK_MODULE, *LEGACY_HOOK_MODULES)
    )


def is_our_server(entry: Any) -> bool:
    """An MCP server entry that runs supermemory's server (any installation's)."""
    if not isinstance(entry, dict):
        return False
    command = str(entry.get("command", ""))
    args = [str(a) for a in entry.get("args", []) if isinstance(a, str | int)]
    return (Path(command).name == "supermemory" and args[:1] == ["mcp"]) or MCP_MODULE in args


@dataclass(frozen=True)
class Targets:
    settings: Path  # .claude/settings.local.json (project) or ~/.claude/settings.json
    claude_json: Path  # ~/.claude.json
    project: Path | None  # the key of projects{} in ~/.claude.json; None: user scope

    @property
    def global_(self) -> bool:
        return self.project is None

    @property
    def scope(self) -> str:
        """Where in ~/.claude.json the MCP server is, as the output names it."""
        if self.project is None:
            return "user scope"
        return f"local scope, for {self.project}"

    # what 0.1.0 wrote into the shared project files
    @property
    def legacy_settings(self) -> Path | None:
        return None if self.project is None else self.project / ".claude" / "settings.json"

    @property
    def legacy_mcp(self) -> Path | None:
        return None if self.project is None else self.project / ".mcp.json"


def targets(*, global_: bool, cwd: Path | None = None) -> Targets:
    home = Path.home()
    if global_:
        return Targets(home / ".claude" / "settings.json", home / ".claude.json", None)
    from supermemory_local.store.scopes import project_root

    root = project_root(cwd)
    return Targets(root / ".claude" / "settings.local.json", home / ".claude.json", root)


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


def _copy(data: dict[str, Any] | None) -> dict[str, Any]:
    copied: dict[str, Any] = json.loads(json.dumps(data or {}))
    return copied


@dataclass
class Change:
    path: Path
    before: dict[str, Any] | None  # None: the file does not exist
    after: dict[str, Any] | None  # None: remove the file
    what: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return self.before != self.after


def _hook_groups(settings: dict[str, Any], event: str, path: Path) -> list[Any]:
    hooks = settings.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise InstallError(f'{path}: "hooks" is not an object; fix it (nothing was changed)')
    groups = hooks.setdefault(event, [])
    if not isinstance(groups, list):
        raise InstallError(f'{path}: "hooks.{event}" is not a list; fix it (nothing was changed)')
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


def _remove_hooks(settings: dict[str, Any], what: list[str]) -> None:
    hooks = settings.get("hooks")
    if not isinstance(hooks, dict):
        return
    removed = False
    for event in list(hooks):
        groups = hooks[event]
        if isinstance(groups, list) and (kept := _without_ours(groups)) != groups:
            what.append(f"hook {event}")
            removed = True
            if kept:
                hooks[event] = kept
            else:
                del hooks[event]
    if removed and not hooks:
        del settings["hooks"]


def _servers(holder: dict[str, Any], path: Path) -> dict[str, Any]:
    servers = holder.setdefault("mcpServers", {})
    if not isinstance(servers, dict):
        raise InstallError(f'{path}: "mcpServers" is not an object; fix it (nothing was changed)')
    return servers


def _server_holder(state: dict[str, Any], t: Targets, *, create: bool) -> dict[str, Any] | None:
    """The object of ``~/.claude.json`` whose ``mcpServers`` is ours to edit."""
    if t.project is None:
        return state
    projects = state.get("projects")
    if projects is None and create:
        projects = state["projects"] = {}
    if not isinstance(projects, dict):
        if create:
            raise InstallError(f'{t.claude_json}: "projects" is not an object; fix it')
        return None
    key = str(t.project)
    entry = projects.get(key)
    if entry is None and create:
        entry = projects[key] = {}
    return entry if isinstance(entry, dict) else None


def _settings_change(t: Targets, *, install: bool) -> Change:
    before = read_json(t.settings)
    settings = _copy(before)
    change = Change(t.settings, before, settings)
    removed: list[str] = []
    _remove_hooks(settings, removed)  # then add ours back, once each, after the user's own
    if install:
        for event in installed_events():
            entry = {
                "type": "command",
                "command": hook_command(event),
                "timeout": HOOK_TIMEOUTS[event],
            }
            _hook_groups(settings, event, t.settings).append({"hooks": [entry]})
    if settings != before:
        change.what = [f"hook {e}" for e in installed_events()] if install else removed
    if not install and not settings and (before is None or removed):
        change.after = None  # only our hooks were in it (or there is no file)
    return change


def _server_change(t: Targets, *, install: bool) -> Change:
    before = read_json(t.claude_json)
    state = _copy(before)
    change = Change(t.claude_json, before, state)
    holder = _server_holder(state, t, create=install)
    if holder is None:
        change.after = before  # nothing of ours there
        return change
    if install:
        servers = _servers(holder, t.claude_json)
        if servers.get(SERVER) != mcp_server_entry():
            servers[SERVER] = mcp_server_entry()
            change.what.append(f"MCP server {SERVER}")
        if is_our_server(servers.get(OLD_SERVER)):  # an older install's: one server, renamed
            del servers[OLD_SERVER]
            change.what.append(f"MCP server {OLD_SERVER} (the old name)")
    else:
        present = holder.get("mcpServers")
        for key in (SERVER, OLD_SERVER):
            if isinstance(present, dict) and is_our_server(present.get(key)):
                del present[key]
                change.what.append(f"MCP server {key}")
        if isinstance(present, dict) and change.what and not present:
            del holder["mcpServers"]
        if change.what and holder == {} and t.project is not None:
            del state["projects"][str(t.project)]  # the entry only the install made
    if not install and state in ({}, {"projects": {}}):
        change.after = None  # nothing but what the install wrote (Claude Code never ran)
    return change


def _legacy_changes(t: Targets) -> list[Change]:
    """Undo what 0.1.0 wrote into the shared project files (by its record, else by content)."""
    if t.legacy_settings is None or t.legacy_mcp is None:
        return []
    record_path = t.legacy_settings.with_name(LEGACY_RECORD)
    record = read_json(record_path) or {}
    created = {str(p) for p in record.get("createdFiles", []) if isinstance(p, str)}
    changes: list[Change] = []
    before = read_json(t.legacy_settings)
    if before is not None:
        settings = _copy(before)
        change = Change(t.legacy_settings, before, settings)
        _remove_hooks(settings, change.what)
        enabled = settings.get("enabledMcpjsonServers")
        if record.get("approvedMcpServer") and isinstance(enabled, list) and OLD_SERVER in enabled:
            enabled.remove(OLD_SERVER)
            change.what.append(f"approval of the {OLD_SERVER} MCP server")
            if not enabled:
                del settings["enabledMcpjsonServers"]
        if not settings and str(t.legacy_settings) in created:
            change.after = None
        changes.append(change)
    mcp_before = read_json(t.legacy_mcp)
    if mcp_before is not None:
        mcp = _copy(mcp_before)
        change = Change(t.legacy_mcp, mcp_before, mcp)
        servers = mcp.get("mcpServers")
        if isinstance(servers, dict) and is_our_server(servers.get(OLD_SERVER)):
            del servers[OLD_SERVER]
            change.what.append(f"MCP server {OLD_SERVER}")
            if not servers:
                del mcp["mcpServers"]
        if not mcp and str(t.legacy_mcp) in created:
            change.after = None
        changes.append(change)
    if record_path.exists():
        changes.append(Change(record_path, record, None, ["the install record of 0.1.0"]))
    return changes


def plan_install(t: Targets) -> list[Change]:
    changes = [_settings_change(t, install=True), _server_change(t, install=True)]
    return [c for c in (*changes, *_legacy_changes(t)) if c.changed]


def plan_uninstall(t: Targets) -> list[Change]:
    changes = [_settings_change(t, install=False), _server_change(t, install=False)]
    return [c for c in (*changes, *_legacy_changes(t)) if c.changed]


def _remove_empty_dirs(path: Path, stop: Path) -> list[Path]:
    """Remove ``path``'s folder and its parents up to (not including) ``stop`` while empty."""
    removed: list[Path] = []
    folder = path.parent
    while folder != stop and stop in folder.parents:
        try:
            folder.rmdir()
        except OSError:
            break
        removed.append(folder)
        folder = folder.parent
    return removed


def apply(changes: list[Change], t: Targets | None = None) -> list[Path]:
    """Write the changes; the folders removed because an uninstall left them empty."""
    removed: list[Path] = []
    for change in changes:
        if change.after is None:
            change.path.unlink(missing_ok=True)
            stop = t.project if t is not None and t.project is not None else Path.home()
            if stop in change.path.parents:
                removed += _remove_empty_dirs(change.path, stop)
            continue
        change.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = change.path.with_name(change.path.name + ".supermemory.tmp")
        tmp.write_bytes(_encode(change.after))
        tmp.replace(change.path)
    return removed


IGNORE_LINE = "**/.claude/settings.local.json"  # the line Claude Code itself adds


def _git(project: Path, *args: str) -> subprocess.CompletedProcess[str] | None:
    try:
        return subprocess.run(
            ["git", "-C", str(project), *args],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None


def global_git_ignore(project: Path) -> Path:
    """The user's own ignore file: ``core.excludesFile``, else git's default
    (``$XDG_CONFIG_HOME/git/ignore``)."""
    done = _git(project, "config", "--get", "core.excludesFile")
    if done is not None and done.returncode == 0 and done.stdout.strip():
        return Path(done.stdout.strip()).expanduser()
    config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(config) / "git" / "ignore"


def unignored_settings(t: Targets) -> Path | None:
    """The ignore file to add :data:`IGNORE_LINE` to when git would track the personal
    settings file (as Claude Code does when it writes one); None when git ignores it
    already, or the project is not a git work tree."""
    if t.project is None:
        return None
    done = _git(t.project, "check-ignore", "-q", str(t.settings))
    if done is None or done.returncode != 1:  # 0: ignored; 128: not a work tree, no git
        return None
    return global_git_ignore(t.project)


def _ignore(path: Path) -> None:
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as out:
        out.write(("\n" if text and not text.endswith("\n") else "") + IGNORE_LINE + "\n")


def run(*, global_: bool, uninstall: bool, dry_run: bool) -> int:
    t = targets(global_=global_)
    try:
        changes = plan_uninstall(t) if uninstall else plan_install(t)
    except InstallError as exc:
        print(f"supermemory install --claude-code: {exc}", file=sys.stderr)
        return 1
    verb = "would " if dry_run else ""
    for change in changes:
        what = ", ".join(change.what) or "nothing else in it"
        if change.path == t.claude_json:
            what += f", {t.scope}"
        if change.after is None:
            print(f"{verb}remove {change.path} ({what})")
        elif uninstall or change.path not in (t.settings, t.claude_json):
            print(f"{verb}remove from {change.path}: {what}")
        else:
            print(f"{verb}{'write' if change.before is None else 'add to'} {change.path}: {what}")
    if not changes:
        if uninstall:
            print(f"nothing to uninstall: no supermemory hooks in {t.settings} or MCP server")
        else:
            print(f"nothing to change in {t.settings}: already installed")
        return 0
    ignore = None if uninstall else unignored_settings(t)
    if ignore is not None:
        print(
            f"{verb}add to {ignore}: {IGNORE_LINE} (as Claude Code does: this machine's "
            "settings stay out of git; uninstall leaves it)"
        )
    if dry_run:
        return 0
    try:
        for folder in apply(changes, t):
            print(f"remove {folder} (empty)")
        if ignore is not None:
            _ignore(ignore)
    except OSError as exc:
        print(f"supermemory install --claude-code: {exc}", file=sys.stderr)
        return 1
    if not uninstall:
        print("restart Claude Code (or run /hooks) to load the hooks and the MCP server")
    return 0
