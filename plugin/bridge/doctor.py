"""``supermemory doctor`` checks for the OpenCode plugin (entry point
``supermemory_local.doctor_checks``): OpenCode itself, the installed shim, the bridge,
and other plugins that would compact the same sessions.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from supermemory_local.bridge.install import (
    SHIM_NAME,
    SIDECAR_NAME,
    bridge_command,
    digest,
    global_plugin_dir,
    packaged_shim,
    project_plugin_dir,
    read_sidecar,
)
from supermemory_local.hosts.checks import CheckResult
from supermemory_local.hosts.logfile import LOG_ENV

PING_TIMEOUT_S = 30.0
OMO_HOOKS = ("preemptive-compaction", "context-window-limit-recovery")


def doctor_checks() -> list[CheckResult]:
    return [check_opencode(), *check_shim(), check_bridge(), *check_conflicts()]


# -- OpenCode -------------------------------------------------------------------


def find_opencode(cwd: Path | None = None) -> Path | None:
    """``opencode`` on PATH, else the pinned one a checkout installs into .e2e-cache/."""
    found = shutil.which("opencode")
    if found:
        return Path(found)
    from supermemory_local.store.scopes import project_root

    roots = [project_root(cwd), Path(__file__).resolve().parents[2]]
    for root in roots:
        candidate = root / ".e2e-cache" / "opencode" / "node_modules" / ".bin" / "opencode"
        if candidate.exists():
            return candidate
    return None


def check_opencode() -> CheckResult:
    binary = find_opencode()
    if binary is None:
        return ("opencode", "warn", "not found on PATH; install it: npm install -g opencode-ai")
    try:
        done = subprocess.run(
            [str(binary), "--version"], capture_output=True, text=True, timeout=60, check=False
        )
    except (OSError, subprocess.SubprocessError) as exc:
        return ("opencode", "fail", f"{binary} does not run: {exc}")
    version = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else "?"
    if done.returncode != 0:
        return ("opencode", "fail", f"{binary} --version exited {done.returncode}")
    return ("opencode", "ok", f"{binary} (version {version})")


# -- the shim -------------------------------------------------------------------


def _config_files(directory: Path) -> list[Path]:
    return [directory / name for name in ("opencode.json", "opencode.jsonc")]


def _opencode_dirs() -> tuple[Path, Path]:
    """(project root, global config dir) of OpenCode."""
    from supermemory_local.store.scopes import project_root

    return project_root(), global_plugin_dir().parent


def _load_jsonc(path: Path) -> dict[str, Any]:
    import json5

    try:
        data = json5.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _plugin_entries() -> list[tuple[Path, str]]:
    """Every plugin OpenCode would load: (where it is declared, spec or file path)."""
    project, config_dir = _opencode_dirs()
    out: list[tuple[Path, str]] = []
    for directory in (project, project / ".opencode", config_dir):
        for path in _config_files(directory):
            plugins = _load_jsonc(path).get("plugin")
            for entry in plugins if isinstance(plugins, list) else []:
                spec = entry[0] if isinstance(entry, list) and entry else entry
                if isinstance(spec, str):
                    out.append((path, spec))
    for directory in (project / ".opencode", config_dir):
        for sub in ("plugin", "plugins"):
            folder = directory / sub
            if folder.is_dir():
                out.extend(
                    (folder, str(p)) for p in sorted(folder.iterdir()) if p.suffix in (".js", ".ts")
                )
    return out


def _shim_paths() -> list[Path]:
    found: list[Path] = []
    for _, spec in _plugin_entries():
        path = Path(spec.removeprefix("file://")) if spec.startswith(("file://", "/")) else None
        if path is not None and path.name == SHIM_NAME and path not in found:
            found.append(path)
    return found


def check_shim() -> Iterator[CheckResult]:
    current = digest(packaged_shim())
    paths = _shim_paths()
    if not paths:
        yield (
            "opencode plugin",
            "warn",
            f"not installed (looked in {project_plugin_dir()} and {global_plugin_dir()}); "
            "run `supermemory install`",
        )
        return
    if len(paths) > 1:
        yield (
            "opencode plugin",
            "warn",
            f"the shim is loaded {len(paths)} times here ({', '.join(map(str, paths))}): every "
            "event is handled twice; remove one with `supermemory install --uninstall` (this "
            "project) or `supermemory install --global --uninstall`",
        )
    for path in paths:
        try:
            same = digest(path.read_bytes()) == current
        except OSError as exc:
            yield ("opencode plugin", "fail", f"{path} cannot be read: {exc.strerror or exc}")
            continue
        if same:
            yield ("opencode plugin", "ok", f"{path} is current")
        else:
            yield (
                "opencode plugin",
                "warn",
                f"{path} differs from this version's shim; run `supermemory install` again",
            )


# -- the bridge -----------------------------------------------------------------


def installed_bridge_command() -> list[str]:
    """What the shim will run: the env override, the recorded command, or this install's."""
    override = os.environ.get("SUPERMEMORY_BRIDGE_CMD")
    if override:
        try:
            value = json.loads(override)
            if isinstance(value, list) and value:
                return [str(v) for v in value]
        except ValueError:
            pass
    for path in _shim_paths():
        bridge = read_sidecar(path.parent / SIDECAR_NAME).get("bridge")
        if isinstance(bridge, list) and bridge:
            return [str(v) for v in bridge]
    return bridge_command()


def ping_bridge(command: list[str], timeout: float = PING_TIMEOUT_S) -> dict[str, Any]:
    """Start the bridge, send one ping, return its result; raises RuntimeError saying why not."""
    import tempfile

    request = json.dumps({"id": 1, "method": "ping", "params": {}}) + "\n"
    # The probe's start/stop lines go to a throwaway log, not into the user's bridge log.
    with tempfile.TemporaryDirectory(prefix="supermemory-doctor-") as scratch:
        env = {**os.environ, LOG_ENV: os.path.join(scratch, "bridge.log")}
        try:
            done = subprocess.run(
                command,
                input=request,
                capture_output=True,
                text=True,
                timeout=timeout,
                check=False,
                env=env,
            )
        except FileNotFoundError:
            raise RuntimeError(f"{command[0]} does not exist") from None
        except (OSError, subprocess.SubprocessError) as exc:
            raise RuntimeError(str(exc)) from None
    for line in done.stdout.splitlines():
        try:
            answer = json.loads(line)
        except ValueError:
            continue
        if isinstance(answer, dict) and answer.get("id") == 1 and answer.get("ok"):
            result = answer.get("result")
            return result if isinstance(result, dict) else {}
    tail = (done.stderr.strip().splitlines() or ["no output"])[-1]
    raise RuntimeError(f"no answer to ping (exit {done.returncode}): {tail}")


def check_bridge() -> CheckResult:
    command = installed_bridge_command()
    try:
        result = ping_bridge(command)
    except RuntimeError as exc:
        return ("bridge", "fail", f"{' '.join(command)}: {exc}")
    return ("bridge", "ok", f"{' '.join(command)} answers (version {result.get('version', '?')})")


# -- conflicts ------------------------------------------------------------------


def _omo_disabled_hooks() -> set[str]:
    project, config_dir = _opencode_dirs()
    disabled: set[str] = set()
    for directory in (project / ".opencode", config_dir):
        for name in ("oh-my-opencode.json", "oh-my-opencode.jsonc"):
            hooks = _load_jsonc(directory / name).get("disabled_hooks")
            if isinstance(hooks, list):
                disabled.update(h for h in hooks if isinstance(h, str))
    return disabled


def conflicts(entries: Iterable[tuple[Path, str]]) -> list[str]:
    out: list[str] = []
    for where, spec in entries:
        name = Path(spec).name if spec.startswith(("file://", "/")) else spec
        lowered = name.lower()
        if lowered == SHIM_NAME:
            continue
        if "oh-my-opencode" in lowered:
            disabled = _omo_disabled_hooks()
            active = [h for h in OMO_HOOKS if h not in disabled]
            if active:
                out.append(
                    f"{spec} (in {where}) compacts sessions too: add {json.dumps(active)} to "
                    '"disabled_hooks" in oh-my-opencode.json'
                )
        elif "opencode-supermemory" in lowered:
            out.append(f"{spec} (in {where}) also compacts and saves summaries: remove it")
        elif "compact" in lowered:
            out.append(f"{spec} (in {where}) looks like another compaction plugin: remove it")
    return out


def check_conflicts() -> Iterator[CheckResult]:
    found = conflicts(_plugin_entries())
    if not found:
        yield ("compaction plugins", "ok", "no other compaction plugin is enabled")
        return
    for problem in found:
        yield ("compaction plugins", "warn", problem)
