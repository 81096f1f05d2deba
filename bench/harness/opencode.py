"""Drive the real OpenCode binary offline: isolated launcher, HTTP helpers, event reader.

Usable from tests and from ``bench/`` scripts alike:

- :class:`FakeModelServer` (from :mod:`bench.harness.fake_model`, re-exported here) — an
  OpenAI-compatible model on 127.0.0.1 answering from a script of :class:`Reply`
  objects with the token usage each asks for, recording every request body.
- :func:`make_sandbox` — a throwaway HOME with every XDG dir, a git project, the
  config dirs pre-seeded so OpenCode does not run ``npm install``, and the env for
  OpenCode and our bridge (database, config and log paths inside the sandbox).
- :func:`launch_opencode` — ``opencode serve`` in that sandbox, configured for the
  fake model (and our plugin unless ``plugin=False``); yields an
  :class:`OpencodeServer` once it listens (sessions, prompts, messages, processes).
- :class:`EventStream` — OpenCode's ``GET /event`` SSE stream read in a thread;
  ``wait_for`` blocks until an event (toast, ``session.compacted``, ...) arrives.

Typical use::

    big = Model("big", context=200_000)
    with FakeModelServer() as model:
        with launch_opencode(make_sandbox(tmp), model.url, [big]) as oc:
            sid = oc.create_session("demo")
            model.script(Reply.with_total(162_000, "hi"))
            oc.prompt(sid, "hello", big)

Every HTTP request carries a timeout and the OpenCode process group is killed on
exit, whatever happened.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from bench.harness.fake_model import (
    FakeModelServer,
    HarnessError,
    RecordedRequest,
    Reply,
    RequestKind,
    ToolCall,
    classify,
    five_section_summary,
    message_text,
    provider_tokens,
)

__all__ = [
    "EventStream",
    "FakeModelServer",
    "HarnessError",
    "Model",
    "OpencodeServer",
    "RecordedRequest",
    "Reply",
    "RequestKind",
    "Sandbox",
    "ToolCall",
    "classify",
    "cmdline",
    "event_session",
    "find_opencode",
    "five_section_summary",
    "launch_opencode",
    "make_sandbox",
    "message_text",
    "opencode_config",
    "provider_tokens",
]

REPO_ROOT = Path(__file__).resolve().parents[2]
# The shim OpenCode loads; SUPERMEMORY_E2E_PLUGIN runs the scenarios against another build.
PLUGIN_SHIM = Path(
    os.environ.get("SUPERMEMORY_E2E_PLUGIN") or REPO_ROOT / "plugin" / "opencode" / "supermemory.js"
)
SUPERMEMORY = REPO_ROOT / ".venv" / "bin" / "supermemory"
OPENCODE_VERSION = "1.18.33"
PROVIDER_ID = "fake"


# ---------------------------------------------------------------------------
# OpenCode


@dataclass(frozen=True)
class Model:
    """A model of the fake provider, with the limits OpenCode is told about."""

    id: str
    context: int
    output: int = 4_096
    input: int | None = None  # OpenCode's optional ``limit.input`` (wins over context)

    @property
    def limit(self) -> dict[str, int]:
        """The ``limit`` object of this model in opencode.json."""
        limit = {"context": self.context, "output": self.output}
        if self.input is not None:
            limit["input"] = self.input
        return limit

    def ref(self) -> dict[str, str]:
        """The ``{providerID, modelID}`` object OpenCode's API expects."""
        return {"providerID": PROVIDER_ID, "modelID": self.id}


def find_opencode() -> Path:
    """The pinned OpenCode: ``$OPENCODE_BIN``, else what scripts/install-opencode.sh installed."""
    override = os.environ.get("OPENCODE_BIN")
    candidates = [Path(override)] if override else []
    modules = REPO_ROOT / ".e2e-cache" / "opencode" / "node_modules"
    candidates += [
        modules / "opencode-linux-x64" / "bin" / "opencode",
        modules / "opencode-linux-x64-baseline" / "bin" / "opencode",
        modules / "opencode-linux-arm64" / "bin" / "opencode",
        modules / "opencode-darwin-arm64" / "bin" / "opencode",
        modules / "opencode-darwin-x64" / "bin" / "opencode",
        modules / ".bin" / "opencode",
    ]
    for path in candidates:
        if path.is_file() and os.access(path, os.X_OK):
            return path
    raise HarnessError("OpenCode is not installed: run scripts/install-opencode.sh")


def opencode_config(
    model_url: str,
    models: list[Model],
    *,
    plugin: bool = True,
    extra: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The project's opencode.json: one offline provider, our plugin, nothing shared."""
    config: dict[str, Any] = {
        "$schema": "https://opencode.ai/config.json",
        "model": f"{PROVIDER_ID}/{models[0].id}",
        "small_model": f"{PROVIDER_ID}/{models[0].id}",
        "share": "disabled",
        "autoupdate": False,
        "permission": {"edit": "allow", "bash": "allow", "webfetch": "deny"},
        "provider": {
            PROVIDER_ID: {
                "npm": "@ai-sdk/openai-compatible",
                "name": "Fake",
                "options": {"baseURL": model_url, "apiKey": "fake-key"},
                "models": {
                    m.id: {
                        "name": m.id,
                        "tool_call": True,
                        "limit": m.limit,
                    }
                    for m in models
                },
            }
        },
    }
    if plugin:
        config["plugin"] = [PLUGIN_SHIM.as_uri()]
    if extra:
        config.update(extra)
    return config


def _seed_config_dir(path: Path) -> None:
    """Stop OpenCode's background ``npm install @opencode-ai/plugin`` (stalls ~70 s offline)."""
    path.mkdir(parents=True, exist_ok=True)
    (path / "node_modules").mkdir(exist_ok=True)
    dep = {"@opencode-ai/plugin": OPENCODE_VERSION}
    (path / "package.json").write_text(json.dumps({"dependencies": dep}))
    (path / "package-lock.json").write_text(
        json.dumps(
            {
                "name": path.name,
                "lockfileVersion": 3,
                "requires": True,
                "packages": {"": {"dependencies": dep}},
            }
        )
    )


@dataclass(frozen=True)
class Sandbox:
    """The throwaway directories and environment one OpenCode instance runs in."""

    root: Path
    home: Path
    project: Path
    env: dict[str, str]

    @property
    def database(self) -> Path:
        return self.root / "memories.db"

    @property
    def supermemory_config(self) -> Path:
        return self.root / "supermemory.jsonc"

    @property
    def bridge_log(self) -> Path:
        return self.root / "bridge.log"

    def supermemory(self, *args: str, timeout: float = 60.0) -> subprocess.CompletedProcess[str]:
        """Run the ``supermemory`` CLI against this sandbox's database, in the project dir."""
        return subprocess.run(
            [str(SUPERMEMORY), *args],
            cwd=self.project,
            env={**self.env, "PWD": str(self.project)},
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )


def make_sandbox(root: Path, *, supermemory_config: str | None = None) -> Sandbox:
    """HOME and every XDG dir under ``root``, a git project, and the env for OpenCode + bridge."""
    home = root / "home"
    xdg = {
        "XDG_CONFIG_HOME": home / ".config",
        "XDG_DATA_HOME": home / ".local" / "share",
        "XDG_CACHE_HOME": home / ".cache",
        "XDG_STATE_HOME": home / ".local" / "state",
    }
    for path in xdg.values():
        path.mkdir(parents=True, exist_ok=True)
    project = root / "project"
    project.mkdir(parents=True, exist_ok=True)
    _seed_config_dir(xdg["XDG_CONFIG_HOME"] / "opencode")
    _seed_config_dir(project / ".opencode")
    if supermemory_config is not None:
        (root / "supermemory.jsonc").write_text(supermemory_config)
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "LANG": "C.UTF-8",
        "HOME": str(home),
        **{k: str(v) for k, v in xdg.items()},
        "PWD": str(project),
        "OPENCODE_DISABLE_MODELS_FETCH": "1",
        "OPENCODE_DISABLE_AUTOUPDATE": "1",
        "OPENCODE_DISABLE_SHARE": "1",
        "OPENCODE_DISABLE_LSP_DOWNLOAD": "1",
        "npm_config_fetch_retries": "0",
        "GIT_AUTHOR_NAME": "Test",
        "GIT_AUTHOR_EMAIL": "test@example.invalid",
        "GIT_COMMITTER_NAME": "Test",
        "GIT_COMMITTER_EMAIL": "test@example.invalid",
        "SUPERMEMORY_BRIDGE_CMD": json.dumps([str(SUPERMEMORY), "bridge"]),
        "SUPERMEMORY_CONFIG": str(root / "supermemory.jsonc"),
        "SUPERMEMORY_DATABASE_URL": f"sqlite:///{root / 'memories.db'}",
        "SUPERMEMORY_LOG": str(root / "bridge.log"),
    }
    if not (project / ".git").exists():
        subprocess.run(["git", "init", "-q", str(project)], env=env, check=True, timeout=30)
        (project / "README.md").write_text("# demo project\n")
        subprocess.run(
            ["git", "-C", str(project), "add", "README.md"], env=env, check=True, timeout=30
        )
        subprocess.run(
            ["git", "-C", str(project), "commit", "-q", "-m", "init"],
            env=env,
            check=True,
            timeout=30,
        )
    return Sandbox(root=root, home=home, project=project, env=env)


_LISTENING = re.compile(r"opencode server listening on (http://127\.0\.0\.1:\d+)")


@dataclass
class OpencodeServer:
    """A running ``opencode serve``; small typed helpers over its HTTP API."""

    sandbox: Sandbox
    process: subprocess.Popen[str]
    url: str
    output: list[str]
    events: EventStream
    http: httpx.Client
    default_timeout: float = 120.0

    # -- sessions and messages

    def create_session(self, title: str | None = "e2e session") -> str:
        """A new session; a title avoids OpenCode's extra title-generation request."""
        body = {"title": title} if title else {}
        response = self.http.post("/session", json=body, timeout=30)
        response.raise_for_status()
        return str(response.json()["id"])

    def prompt(
        self, session_id: str, text: str, model: Model, *, timeout: float | None = None
    ) -> dict[str, Any]:
        """Send a user message and wait for the assistant's answer (the turn's last message)."""
        body = {"model": model.ref(), "parts": [{"type": "text", "text": text}]}
        response = self.http.post(
            f"/session/{session_id}/message", json=body, timeout=timeout or self.default_timeout
        )
        response.raise_for_status()
        result: dict[str, Any] = response.json()
        return result

    def prompt_async(self, session_id: str, text: str, model: Model) -> None:
        """Send a user message and return at once (OpenCode runs the turn in the background)."""
        body = {"model": model.ref(), "parts": [{"type": "text", "text": text}]}
        response = self.http.post(f"/session/{session_id}/prompt_async", json=body, timeout=30)
        response.raise_for_status()

    def messages(self, session_id: str) -> list[dict[str, Any]]:
        """The session's history: ``[{"info": {...}, "parts": [...]}, ...]``."""
        response = self.http.get(f"/session/{session_id}/message", timeout=30)
        response.raise_for_status()
        result: list[dict[str, Any]] = response.json()
        return result

    def summarize(self, session_id: str, model: Model) -> None:
        response = self.http.post(
            f"/session/{session_id}/summarize", json=model.ref(), timeout=self.default_timeout
        )
        response.raise_for_status()

    def toasts(self) -> list[dict[str, Any]]:
        """Properties of every ``tui.toast.show`` seen so far."""
        return [e["properties"] for e in self.events.of_type("tui.toast.show")]

    # -- processes

    def child_pids(self) -> list[int]:
        """Every descendant process of OpenCode (the bridge is one of them)."""
        return _descendants(self.process.pid)

    def stop(self) -> None:
        self.events.close()
        self.http.close()
        _kill_group(self.process)


def _descendants(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # pid (comm) state ppid ...; comm may contain spaces and parentheses
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(ppid, []).append(int(entry.name))
    out: list[int] = []
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def cmdline(pid: int) -> list[str]:
    """A process's argv, or [] when it is gone."""
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return []
    return [a.decode(errors="replace") for a in raw.split(b"\0") if a]


def _kill_group(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=10)
    # Whatever is left in the group (plugin children included) goes too.
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(timeout=10)


@contextlib.contextmanager
def launch_opencode(
    sandbox: Sandbox,
    model_url: str,
    models: list[Model],
    *,
    plugin: bool = True,
    extra_config: Mapping[str, Any] | None = None,
    start_timeout: float = 90.0,
) -> Iterator[OpencodeServer]:
    """Start ``opencode serve`` in the sandbox and yield it once it listens; always kill it."""
    if plugin and not PLUGIN_SHIM.is_file():
        raise HarnessError(f"the plugin shim {PLUGIN_SHIM} does not exist")
    config = opencode_config(model_url, models, plugin=plugin, extra=extra_config)
    (sandbox.project / "opencode.json").write_text(json.dumps(config, indent=2))
    binary = find_opencode()
    log_path = sandbox.root / "opencode.out"
    process = subprocess.Popen(
        [str(binary), "serve", "--port", "0", "--hostname", "127.0.0.1", "--print-logs"],
        cwd=sandbox.project,
        env=sandbox.env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    output: list[str] = []
    found = threading.Event()
    url_holder: list[str] = []

    def pump() -> None:
        assert process.stdout is not None
        with log_path.open("w") as log:
            for line in process.stdout:
                output.append(line)
                log.write(line)
                log.flush()
                match = _LISTENING.search(line)
                if match and not found.is_set():
                    url_holder.append(match.group(1))
                    found.set()
        found.set()

    threading.Thread(target=pump, daemon=True).start()
    server: OpencodeServer | None = None
    try:
        if not found.wait(start_timeout) or not url_holder:
            tail = "".join(output[-20:])
            raise HarnessError(f"opencode serve did not start within {start_timeout}s:\n{tail}")
        url = url_holder[0]
        http = httpx.Client(base_url=url, timeout=30)
        events = EventStream(url)
        events.start()
        server = OpencodeServer(sandbox, process, url, output, events, http)
        yield server
    finally:
        if server is not None:
            server.stop()
        else:
            _kill_group(process)


# ---------------------------------------------------------------------------
# Events


class EventStream:
    """Collects OpenCode's ``GET /event`` SSE stream in a background thread."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url
        self.events: list[dict[str, Any]] = []
        self.times: list[float] = []  # time.monotonic() when each event arrived
        self._cond = threading.Condition()
        self._stop = threading.Event()
        self._connected = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._client = httpx.Client(timeout=httpx.Timeout(10.0, read=None))

    def start(self, timeout: float = 30.0) -> None:
        self._thread.start()
        if not self._connected.wait(timeout):
            raise HarnessError(f"no connection to {self.base_url}/event within {timeout}s")

    def close(self) -> None:
        self._stop.set()
        self._client.close()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                with self._client.stream("GET", f"{self.base_url}/event") as response:
                    self._connected.set()
                    for line in response.iter_lines():
                        if self._stop.is_set():
                            return
                        if line.startswith("data:"):
                            self._add(line[5:].strip())
            except (httpx.HTTPError, RuntimeError):
                if self._stop.is_set():
                    return
                time.sleep(0.2)

    def _add(self, data: str) -> None:
        try:
            event = json.loads(data)
        except json.JSONDecodeError:
            return
        if isinstance(event, dict):
            with self._cond:
                self.events.append(event)
                self.times.append(time.monotonic())
                self._cond.notify_all()

    def of_type(self, event_type: str) -> list[dict[str, Any]]:
        """Every event of that type so far."""
        with self._cond:
            return [e for e in self.events if e.get("type") == event_type]

    def since(self, mark: int) -> list[dict[str, Any]]:
        """Every event from position ``mark`` on (see :meth:`mark`)."""
        with self._cond:
            return self.events[mark:]

    def timed_since(self, mark: int) -> list[tuple[float, dict[str, Any]]]:
        """Like :meth:`since`, each event with the time.monotonic() it arrived at."""
        with self._cond:
            return list(zip(self.times[mark:], self.events[mark:], strict=True))

    def mark(self) -> int:
        """The current position; pass it as ``since`` to wait only for newer events."""
        with self._cond:
            return len(self.events)

    def wait_for(
        self,
        predicate: Callable[[dict[str, Any]], bool],
        *,
        timeout: float = 60.0,
        since: int = 0,
    ) -> dict[str, Any]:
        """Block until an event (at index >= ``since``) satisfies ``predicate``."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while True:
                for event in self.events[since:]:
                    if predicate(event):
                        return event
                left = deadline - time.monotonic()
                if left <= 0:
                    seen = sorted({str(e.get("type")) for e in self.events[since:]})
                    raise HarnessError(f"no matching event within {timeout}s (types seen: {seen})")
                self._cond.wait(left)

    def wait_for_type(
        self,
        event_type: str,
        *,
        timeout: float = 60.0,
        since: int = 0,
        session_id: str | None = None,
    ) -> dict[str, Any]:
        def matches(event: dict[str, Any]) -> bool:
            if event.get("type") != event_type:
                return False
            return session_id is None or event_session(event) == session_id

        return self.wait_for(matches, timeout=timeout, since=since)


def event_session(event: Mapping[str, Any]) -> str | None:
    """The session an event belongs to, wherever OpenCode put the id."""
    props = event.get("properties") or {}
    for candidate in (props.get("sessionID"), (props.get("info") or {}).get("sessionID")):
        if isinstance(candidate, str):
            return candidate
    return None
