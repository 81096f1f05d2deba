"""``supermemory install``: put the shim where OpenCode loads it.

``--project`` (default): ``<project>/.opencode/plugins/``; ``--global``:
``~/.config/opencode/plugins/``. Next to the shim goes ``supermemory.config.json``
with the absolute bridge command (so the shim never depends on PATH) and the list
of files this install created; ``--uninstall`` removes exactly those, then the
``plugins/`` folder (and a project's ``.opencode/``) if that left it empty. The
default ``supermemory.jsonc`` is written when there is none; it is every project's
config, so only a ``--global`` install records it and only ``--global --uninstall``
removes it (unchanged since). Running it twice changes nothing the second time.

A project shim and the global one both load in that project (every event handled
twice): install, uninstall and ``supermemory doctor`` say so.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from supermemory_local import __version__
from supermemory_local.store.cli_parser import PROG

SHIM_NAME = "supermemory.js"
SIDECAR_NAME = "supermemory.config.json"


class InstallError(RuntimeError):
    """The install cannot proceed; the message says what to do."""


def packaged_shim() -> bytes:
    return resources.files("supermemory_local").joinpath("opencode", SHIM_NAME).read_bytes()


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def bridge_command() -> list[str]:
    """The absolute command that starts this installation's bridge."""
    script = Path(sys.executable).parent / "supermemory"
    if script.is_file():
        return [str(script.absolute()), "bridge"]
    return [str(Path(sys.executable).absolute()), "-m", "supermemory_local.bridge"]


def global_plugin_dir() -> Path:
    from platformdirs.unix import Unix

    return Path(Unix().user_config_dir) / "opencode" / "plugins"


def project_plugin_dir(cwd: Path | None = None) -> Path:
    from supermemory_local.store.scopes import project_root

    return project_root(cwd) / ".opencode" / "plugins"


@dataclass
class Plan:
    """What an install or uninstall does: (path, bytes or None to delete, reason)."""

    steps: list[tuple[Path, bytes | None, str]]

    def apply(self) -> None:
        for path, data, _ in self.steps:
            if data is None:
                path.unlink(missing_ok=True)
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                tmp = path.with_name(path.name + ".tmp")
                tmp.write_bytes(data)
                tmp.replace(path)


def read_sidecar(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def plan_install(plugin_dir: Path, *, global_: bool = True) -> Plan:
    """``global_``: the shared config, if written, is this install's to remove."""
    from supermemory_local.config import default_config_path, render_example

    shim, sidecar = plugin_dir / SHIM_NAME, plugin_dir / SIDECAR_NAME
    previous = read_sidecar(sidecar)
    added = [p for p in previous.get("added", []) if isinstance(p, str)]
    steps: list[tuple[Path, bytes | None, str]] = []
    config = default_config_path()
    if not config.exists():
        steps.append((config, render_example().encode("utf-8"), "default config"))
        if global_:
            added.append(str(config))
    for path in (shim, sidecar):
        if str(path) not in added:
            added.append(str(path))
    data = packaged_shim()
    if not shim.exists() or shim.read_bytes() != data:
        steps.insert(0, (shim, data, "the OpenCode plugin shim"))
    record = {
        "bridge": bridge_command(),
        "version": __version__,
        "shimSha256": digest(data),
        "added": added,
    }
    encoded = (json.dumps(record, indent=2) + "\n").encode("utf-8")
    if not sidecar.exists() or sidecar.read_bytes() != encoded:
        steps.append((sidecar, encoded, "the bridge command"))
    return Plan(steps)


def plan_uninstall(plugin_dir: Path, *, global_: bool = True) -> Plan:
    """What this install wrote, less what others share: a project's uninstall keeps the
    config every project reads (0.1.0 recorded it in the project's sidecar too)."""
    from supermemory_local.config import render_example

    sidecar = plugin_dir / SIDECAR_NAME
    record = read_sidecar(sidecar)
    if not record:
        return Plan([])
    steps: list[tuple[Path, bytes | None, str]] = []
    example = render_example().encode("utf-8")
    for entry in record.get("added", []):
        path = Path(str(entry))
        if not path.exists():
            continue
        if path.parent != plugin_dir and not global_:
            print(f"kept {path} (every project's config; `--global --uninstall` removes it)")
            continue
        if path.suffix == ".jsonc" and path.read_bytes() != example:
            print(f"kept {path} (changed since it was installed)")
            continue
        steps.append((path, None, "installed by supermemory install"))
    return Plan(steps)


def remove_empty_folders(plugin_dir: Path, *, global_: bool) -> list[Path]:
    """``plugins/`` when the uninstall left it empty, and a project's ``.opencode/`` too."""
    removed: list[Path] = []
    folders = [plugin_dir] if global_ else [plugin_dir, plugin_dir.parent]
    for folder in folders:
        try:
            folder.rmdir()
        except OSError:
            break
        removed.append(folder)
    return removed


def both_active(global_: bool) -> str | None:
    """A warning when this project and the global config both have the shim."""
    project, other = project_plugin_dir() / SHIM_NAME, global_plugin_dir() / SHIM_NAME
    if project == other or not (project.exists() and other.exists()):
        return None
    return (
        f"warning: the shim is in this project ({project}) and global ({other}): OpenCode "
        "loads both here and every event is handled twice; remove one with "
        f"`{PROG} install --uninstall` (this project) or `{PROG} install --global --uninstall`"
    )


def run(*, global_: bool, uninstall: bool, dry_run: bool) -> int:
    """``supermemory install`` for OpenCode (the command's arguments:
    :mod:`supermemory_local.install`); the exit code."""
    plugin_dir = global_plugin_dir() if global_ else project_plugin_dir()
    try:
        if uninstall:
            plan = plan_uninstall(plugin_dir, global_=global_)
        else:
            plan = plan_install(plugin_dir, global_=global_)
    except InstallError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 1
    verb = "would " if dry_run else ""
    for path, data, why in plan.steps:
        action = "remove" if data is None else ("write" if not path.exists() else "update")
        print(f"{verb}{action} {path} ({why})")
    if not plan.steps:
        if uninstall:
            print(f"nothing to uninstall: no {SIDECAR_NAME} in {plugin_dir}")
        else:
            print(f"nothing to change in {plugin_dir}: already installed")
    if not dry_run:
        try:
            plan.apply()
        except OSError as exc:
            print(f"{PROG}: error: {exc}", file=sys.stderr)
            return 1
        if uninstall:
            for folder in remove_empty_folders(plugin_dir, global_=global_):
                print(f"remove {folder} (empty)")
    if not uninstall and plan.steps and not dry_run:
        print(f"bridge command: {' '.join(bridge_command())}; restart OpenCode to load the plugin")
    warning = both_active(global_)
    if warning and not dry_run:
        print(warning, file=sys.stderr)
    return 0
