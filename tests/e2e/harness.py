"""Drive the real OpenCode binary offline: a fake model server and an isolated launcher.

Three pieces, usable from tests and from ``bench/`` scripts alike:

- :class:`FakeModelServer` — an OpenAI-compatible ``/v1/chat/completions`` server on
  127.0.0.1 (streaming and non-streaming) that answers from a script of
  :class:`Reply` objects, reports the token usage each reply asks for, and records
  every request body so a test can assert on what OpenCode sent.
- :func:`launch_opencode` — ``opencode serve`` in a throwaway HOME/XDG tree and
  project directory, configured to use the fake server, optionally with our plugin;
  returns an :class:`OpencodeServer` with small HTTP helpers (sessions, prompts).
- :class:`EventStream` — reads OpenCode's ``GET /event`` SSE stream in a thread and
  lets a test wait for an event (toasts, ``session.compacted``, ...).

Typical use::

    with FakeModelServer() as model, launch_opencode(tmp, model.url, models=[BIG]) as oc:
        sid = oc.create_session("demo")
        model.script(Reply(text="hi", prompt_tokens=1_000))
        oc.prompt(sid, "hello", BIG.id)

Every HTTP request carries a timeout and the OpenCode process group is killed on
exit, whatever happened.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Literal

import httpx

REPO_ROOT = Path(__file__).resolve().parents[2]
PLUGIN_SHIM = REPO_ROOT / "plugin" / "opencode" / "supermemory.js"
OPENCODE_VERSION = "1.18.33"
PROVIDER_ID = "fake"

RequestKind = Literal["chat", "title", "compaction"]

# System prompts OpenCode uses for its side requests (checked against 1.18.33).
_COMPACTION_SYSTEM = "You are a context summarization agent"
_TITLE_MARKERS = ("You are a title generator", "generate a title", "Generate a title")


class HarnessError(RuntimeError):
    """The test harness could not do what was asked (binary missing, server silent...)."""


# ---------------------------------------------------------------------------
# The fake model server


@dataclass(frozen=True)
class ToolCall:
    """A tool call the fake model makes; OpenCode executes it and sends the result back."""

    name: str
    arguments: Mapping[str, Any]


@dataclass(frozen=True)
class Reply:
    """One scripted model answer.

    ``prompt_tokens`` and ``completion_tokens`` become the assistant message's
    ``tokens.input`` / ``tokens.output`` in OpenCode (``total`` is their sum).
    ``match``, when set, restricts the reply to requests whose last user message
    contains that text, so it cannot be eaten by another session's request or by
    the "continue" turn OpenCode sends after a compaction. (A compaction request's
    last user message holds the whole conversation, so a session's token matches.)
    """

    text: str = "ok"
    tool_calls: tuple[ToolCall, ...] = ()
    prompt_tokens: int = 1_000
    completion_tokens: int = 20
    match: str | None = None

    @classmethod
    def with_total(cls, total: int, text: str = "ok", **kw: Any) -> Reply:
        """A reply whose reported usage totals ``total`` tokens (output fixed at 20)."""
        return cls(text=text, prompt_tokens=total - 20, completion_tokens=20, **kw)


@dataclass(frozen=True)
class RecordedRequest:
    kind: RequestKind
    body: Mapping[str, Any]
    reply: Reply

    @property
    def text(self) -> str:
        """Every message's content as one string (for ``in`` assertions)."""
        return "\n".join(message_text(m) for m in self.body.get("messages", []))

    @property
    def system(self) -> str:
        return "\n".join(
            message_text(m) for m in self.body.get("messages", []) if m.get("role") == "system"
        )

    def messages(self, role: str) -> list[Mapping[str, Any]]:
        return [m for m in self.body.get("messages", []) if m.get("role") == role]


def message_text(message: Mapping[str, Any]) -> str:
    """The text of an OpenAI-format message (string content or a list of text parts)."""
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            str(p.get("text", "")) for p in content if isinstance(p, Mapping) and "text" in p
        )
    return ""


def classify(body: Mapping[str, Any]) -> RequestKind:
    """Which of OpenCode's requests this is: the agent's chat, a title, or a compaction."""
    messages = body.get("messages", [])
    system = "\n".join(message_text(m) for m in messages if m.get("role") == "system")
    if _COMPACTION_SYSTEM in system:
        return "compaction"
    if any(marker in system for marker in _TITLE_MARKERS):
        return "title"
    return "chat"


def five_section_summary(tag: str) -> str:
    """A realistic five-section summary; ``tag`` makes it findable in the database."""
    return (
        "## 1. User Requests (As-Is)\n"
        f"- Build the parser for the config loader ({tag}).\n"
        "- Keep the public API unchanged.\n\n"
        "## 2. Final Goal\n"
        "- A config loader that reports every error with file, line and key.\n\n"
        "## 3. Work Completed\n"
        "- Changed src/config.py: added the JSONC reader and line numbers in errors.\n"
        "- Added tests/test_config.py with twelve cases.\n\n"
        "## 4. Remaining Tasks\n"
        "- Document the new keys in the README.\n\n"
        "## 5. MUST NOT Do (Critical Constraints)\n"
        "- Do not rename public functions.\n"
        "- Tried a regex-based parser: failed on nested comments, do not retry.\n"
    )


@dataclass
class FakeModelServer:
    """OpenAI-compatible chat completions on 127.0.0.1, answering from per-kind scripts.

    Unscripted requests get a default: a short text with small usage for chat, a
    title for title requests, and :func:`five_section_summary` (tagged
    ``summary-<n>``) for compaction requests. Use as a context manager.
    """

    host: str = "127.0.0.1"
    default_chat: Reply = field(default_factory=lambda: Reply(text="Done.", prompt_tokens=2_000))
    requests: list[RecordedRequest] = field(default_factory=list)
    summaries: list[str] = field(default_factory=list)  # every compaction answer, in order
    _scripts: dict[RequestKind, deque[Reply]] = field(
        default_factory=lambda: {"chat": deque(), "title": deque(), "compaction": deque()}
    )
    _cond: threading.Condition = field(default_factory=threading.Condition)
    _summary_count: int = 0  # never reset: every default summary is unique per server
    _httpd: ThreadingHTTPServer | None = None
    _thread: threading.Thread | None = None

    # -- lifecycle

    def start(self) -> FakeModelServer:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                if self.path.rstrip("/").endswith("/models"):
                    self._json({"object": "list", "data": []})
                else:
                    self._json({"error": {"message": "not found"}}, status=404)

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                try:
                    body = json.loads(self.rfile.read(length) or b"{}")
                except json.JSONDecodeError:
                    self._json({"error": {"message": "invalid JSON"}}, status=400)
                    return
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._json({"error": {"message": "not found"}}, status=404)
                    return
                reply = server._take(body)
                if body.get("stream"):
                    self._stream(body, reply)
                else:
                    self._json(_completion(body, reply))

            def _json(self, payload: Any, status: int = 200) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _stream(self, body: Mapping[str, Any], reply: Reply) -> None:
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.send_header("cache-control", "no-cache")
                self.send_header("connection", "close")
                self.end_headers()
                for chunk in _chunks(body, reply):
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()
                self.close_connection = True

        self._httpd = ThreadingHTTPServer((self.host, 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> FakeModelServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def url(self) -> str:
        """The OpenAI base URL (ends in ``/v1``)."""
        if self._httpd is None:
            raise HarnessError("the fake model server is not running")
        return f"http://{self.host}:{self._httpd.server_address[1]}/v1"

    # -- scripting

    def script(self, *replies: Reply, kind: RequestKind = "chat") -> None:
        """Queue replies for the next requests of ``kind`` (first in, first out)."""
        with self._cond:
            self._scripts[kind].extend(replies)

    def pending(self, kind: RequestKind = "chat") -> list[Reply]:
        with self._cond:
            return list(self._scripts[kind])

    def reset(self) -> None:
        """Forget scripts, recorded requests and summaries (between scenarios)."""
        with self._cond:
            for queue in self._scripts.values():
                queue.clear()
            self.requests.clear()
            self.summaries.clear()

    def _take(self, body: Mapping[str, Any]) -> Reply:
        kind = classify(body)
        users = [m for m in body.get("messages", []) if m.get("role") == "user"]
        last_user = message_text(users[-1]) if users else ""
        with self._cond:
            queue = self._scripts[kind]
            reply = next((r for r in queue if r.match is None or r.match in last_user), None)
            if reply is not None:
                queue.remove(reply)
            elif kind == "compaction":
                self._summary_count += 1
                text = five_section_summary(f"summary-{self._summary_count}")
                reply = Reply(text=text, prompt_tokens=3_000, completion_tokens=300)
            elif kind == "title":
                reply = Reply(text="Test session", prompt_tokens=100, completion_tokens=3)
            else:
                reply = self.default_chat
            if kind == "compaction":
                self.summaries.append(reply.text)
            self.requests.append(RecordedRequest(kind, body, reply))
            self._cond.notify_all()
        return reply

    # -- inspection

    def of_kind(self, kind: RequestKind) -> list[RecordedRequest]:
        with self._cond:
            return [r for r in self.requests if r.kind == kind]

    def wait_for(
        self, predicate: Callable[[RecordedRequest], bool], *, timeout: float = 60.0
    ) -> RecordedRequest:
        """Block until a recorded request satisfies ``predicate``; raise on timeout."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while True:
                for request in self.requests:
                    if predicate(request):
                        return request
                left = deadline - time.monotonic()
                if left <= 0:
                    kinds = [r.kind for r in self.requests]
                    raise HarnessError(f"no matching model request within {timeout}s (saw {kinds})")
                self._cond.wait(left)


def _usage(reply: Reply) -> dict[str, int]:
    return {
        "prompt_tokens": reply.prompt_tokens,
        "completion_tokens": reply.completion_tokens,
        "total_tokens": reply.prompt_tokens + reply.completion_tokens,
    }


def _finish_reason(reply: Reply) -> str:
    return "tool_calls" if reply.tool_calls else "stop"


def _tool_calls(reply: Reply) -> list[dict[str, Any]]:
    return [
        {
            "index": i,
            "id": f"call_{i}_{int(time.time() * 1000)}",
            "type": "function",
            "function": {"name": call.name, "arguments": json.dumps(dict(call.arguments))},
        }
        for i, call in enumerate(reply.tool_calls)
    ]


def _completion(body: Mapping[str, Any], reply: Reply) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.text}
    if reply.tool_calls:
        message["tool_calls"] = [
            {k: v for k, v in call.items() if k != "index"} for call in _tool_calls(reply)
        ]
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model", "fake"),
        "choices": [{"index": 0, "message": message, "finish_reason": _finish_reason(reply)}],
        "usage": _usage(reply),
    }


def _chunks(body: Mapping[str, Any], reply: Reply) -> Iterator[dict[str, Any]]:
    base = {
        "id": "chatcmpl-fake",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": body.get("model", "fake"),
    }

    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        return {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

    yield chunk({"role": "assistant", "content": ""})
    if reply.text:
        # A few pieces, as a real stream would send them.
        step = max(1, len(reply.text) // 4)
        for i in range(0, len(reply.text), step):
            yield chunk({"content": reply.text[i : i + step]})
    if reply.tool_calls:
        yield chunk({"tool_calls": _tool_calls(reply)})
    yield chunk({}, _finish_reason(reply))
    yield {**base, "choices": [], "usage": _usage(reply)}


# ---------------------------------------------------------------------------
# OpenCode


@dataclass(frozen=True)
class Model:
    """A model of the fake provider, with the limits OpenCode is told about."""

    id: str
    context: int
    output: int = 4_096

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
                        "limit": {"context": m.context, "output": m.output},
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
        exe = REPO_ROOT / ".venv" / "bin" / "supermemory"
        return subprocess.run(
            [str(exe), *args],
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
        "SUPERMEMORY_BRIDGE_CMD": json.dumps(
            [str(REPO_ROOT / ".venv" / "bin" / "supermemory"), "bridge"]
        ),
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

    def toasts(self, session_id: str | None = None) -> list[dict[str, Any]]:
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
                self._cond.notify_all()

    def of_type(self, event_type: str) -> list[dict[str, Any]]:
        with self._cond:
            return [e for e in self.events if e.get("type") == event_type]

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


def copy_tree_for_debug(sandbox: Sandbox, dest: Path) -> None:
    """Keep a failed run's logs (OpenCode output, bridge log) for inspection."""
    dest.mkdir(parents=True, exist_ok=True)
    for name in ("opencode.out", "bridge.log", "supermemory.jsonc"):
        src = sandbox.root / name
        if src.exists():
            shutil.copy(src, dest / name)
