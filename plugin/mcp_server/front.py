"""The stdio front of ``supermemory mcp``: the handshake answered before the SDK is loaded.

A client waits for the server's first answers before it does anything else (Claude Code
2.1.328 waits for ``tools/list`` before a session's first model request: docs/HOSTS.md),
and importing the ``mcp`` SDK's server side takes some 400 ms. This module, standard
library only, owns the process's stdin and stdout from the start:

- It answers the handshake from answers recorded from the SDK server itself
  (``handshake.json``, written by ``python -m supermemory_local.mcp_server.record``; a test
  asks the real SDK server and compares byte for byte): ``server/discover`` and the lists
  (``tools/list``, ``prompts/list``, ``resources/list``, ``resources/templates/list``) of a
  2026-07-28 client, ``initialize`` (the protocol version negotiated as the SDK does) and
  the same lists of a 2025 client. It answers a request only when it is sure the SDK
  would answer it that way (the envelope well formed, no cursor); anything else waits.
- Every message also goes to the real server, in the order it came. The server is built
  when a request needs it (a tool call, a resource read, anything the recording does not
  hold) or once the session has been quiet for :data:`PRELOAD_IDLE_S` after the
  handshake; until then those requests wait, they never fail. The server then sees the
  whole session from its first message, so its state (the protocol era the first
  request decides, an ``initialize``) is what it would have been; its replies to the
  requests answered here are dropped (matched by id).
- A line that is not a JSON-RPC message gets a one-line JSON-RPC error here
  (``-32700``/``-32600``), before and after the hand-over, and the session goes on (the
  SDK drops such a line without an answer, which leaves a client waiting).
- When stdin ends and no request is waiting for the server, the process ends without ever
  loading the SDK (``claude -p`` closes the server after each turn and waits for it).

The recording is used only with the SDK release it was made with (the installed
``mcp`` and ``mcp-types`` versions are compared with the recorded ones, by the names of
their ``.dist-info`` folders) and this package's version; otherwise, or with
``SUPERMEMORY_MCP_FRONT=off``, the SDK answers everything as before.
"""

from __future__ import annotations

import json
import os
import queue
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

RECORDED = Path(__file__).with_name("handshake.json")
FRONT_ENV = "SUPERMEMORY_MCP_FRONT"
PRELOAD_IDLE_S = 1.0  # quiet this long after the handshake: build the server meanwhile
PRELOAD_ENV = "SUPERMEMORY_MCP_PRELOAD_S"  # another quiet time, in seconds
REGENERATE = "python -m supermemory_local.mcp_server.record"

VERSION_KEY = "io.modelcontextprotocol/protocolVersion"
CAPABILITIES_KEY = "io.modelcontextprotocol/clientCapabilities"
CLIENT_INFO_KEY = "io.modelcontextprotocol/clientInfo"
SUBSCRIPTION_KEY = "io.modelcontextprotocol/subscriptionId"
LISTEN = "subscriptions/listen"
LISTEN_ACK = "notifications/subscriptions/acknowledged"
LISTEN_FLAGS = ("toolsListChanged", "promptsListChanged", "resourcesListChanged")
# The lists a client asks for in its opening; their answers do not depend on the request.
LISTS = ("tools/list", "prompts/list", "resources/list", "resources/templates/list")
PARSE_ERROR = -32700
INVALID_REQUEST = -32600
_EOF = ""


def recorded_answers(path: Path = RECORDED) -> dict[str, Any] | None:
    """The recorded handshake, if it was recorded from the SDK release installed here and
    this package's version; None (the SDK answers everything) otherwise or when
    ``$SUPERMEMORY_MCP_FRONT`` is ``off``."""
    if os.environ.get(FRONT_ENV, "").strip().lower() in {"off", "0", "no", "false"}:
        return None
    try:
        recorded = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    from supermemory_local import __version__

    if not isinstance(recorded, dict) or recorded.get("server", {}).get("version") != __version__:
        return None
    sdk = recorded.get("sdk")
    if not isinstance(sdk, dict) or not sdk or not all(_installed(n, v) for n, v in sdk.items()):
        return None
    return recorded


def preload_idle_s() -> float:
    """Seconds of quiet after the handshake before the SDK server is built anyway:
    ``$SUPERMEMORY_MCP_PRELOAD_S`` or :data:`PRELOAD_IDLE_S`."""
    try:
        return max(0.0, float(os.environ.get(PRELOAD_ENV, "")))
    except ValueError:
        return PRELOAD_IDLE_S


def _installed(name: str, version: str) -> bool:
    """Whether distribution ``name`` is installed at ``version``, without importlib.metadata
    (tens of milliseconds to import): its ``.dist-info`` folder on ``sys.path``."""
    folder = f"{name.replace('-', '_')}-{version}.dist-info"
    return any(os.path.isdir(os.path.join(entry or ".", folder)) for entry in sys.path)


# -- the protocol ---------------------------------------------------------------------------


def _dumps(value: object) -> str:
    """JSON as the SDK writes it (compact, UTF-8 as is)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def error_line(ident: object, code: int, message: str) -> str:
    return _dumps({"jsonrpc": "2.0", "id": ident, "error": {"code": code, "message": message}})


def _request_id(value: object) -> bool:
    """A JSON-RPC request id as the SDK takes it: a string or an integer (not a bool)."""
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def _capabilities(value: object) -> bool:
    """A client's capabilities in a shape the SDK accepts: an object of objects whose
    members are objects or booleans (``experimental`` and ``extensions``: anything)."""
    if not isinstance(value, dict):
        return False
    for name, member in value.items():
        if member is None:
            continue
        if not isinstance(member, dict):
            return False
        if name in ("experimental", "extensions"):
            if not all(isinstance(v, dict) for v in member.values()):
                return False
        elif not _flags(member):
            return False
    return True


def _flags(value: dict[str, Any]) -> bool:
    return all(
        v is None or isinstance(v, bool) or (isinstance(v, dict) and _flags(v))
        for v in value.values()
    )


def _implementation(value: object) -> bool:
    """A ``clientInfo`` the SDK accepts: name and version, the optional texts as strings
    (one with icons is left to the SDK)."""
    if not isinstance(value, dict):
        return False
    if not (isinstance(value.get("name"), str) and isinstance(value.get("version"), str)):
        return False
    optional = {"title", "description", "websiteUrl"}
    return all(
        k in {"name", "version"} or (k in optional and (v is None or isinstance(v, str)))
        for k, v in value.items()
    )


def _only_meta(params: object) -> dict[str, Any] | None:
    """The ``_meta`` of params that hold nothing else (no cursor), ``{}`` for none;
    None when there is more."""
    if params is None:
        return {}
    if not isinstance(params, dict) or set(params) - {"_meta"}:
        return None
    meta = params.get("_meta", {})
    return meta if isinstance(meta, dict) else None


class Front:
    """Which requests the recording answers, and the reply line for each.

    The era is decided as the SDK decides it: by the first request, a 2026-07-28 one when
    it is not ``initialize`` and its ``_meta`` carries the protocol-version key."""

    def __init__(self, recorded: dict[str, Any]) -> None:
        self.recorded = recorded
        self.era: str | None = None  # "modern" or "legacy", once the first request came
        self.initialized = False  # a legacy initialize was answered here

    def classify(self, line: str) -> tuple[str | None, dict[str, Any] | None]:
        """``(error reply, None)`` for a line that is no JSON-RPC message (not passed on);
        ``(None, message)`` for a message; ``(None, None)`` for a blank line."""
        if not line.strip():
            return None, None
        try:
            message = json.loads(line)
        except ValueError as exc:
            where = getattr(exc, "colno", None)
            at = f" at column {where}" if where else ""
            return error_line(None, PARSE_ERROR, f"Parse error: the line is not JSON{at}"), None
        if not isinstance(message, dict):
            return error_line(
                None, INVALID_REQUEST, "Invalid Request: a message is one JSON object"
            ), None
        ident = message.get("id")
        reply_id = ident if _request_id(ident) else None
        if message.get("jsonrpc") != "2.0":
            return error_line(
                reply_id, INVALID_REQUEST, 'Invalid Request: "jsonrpc" must be "2.0"'
            ), None
        method = message.get("method")
        if method is None:
            if "id" in message and ("result" in message or "error" in message):
                return None, message  # a client's answer to a server request: the SDK's
            return error_line(
                reply_id, INVALID_REQUEST, 'Invalid Request: no "method" (nor a result)'
            ), None
        if not isinstance(method, str):
            return error_line(
                reply_id, INVALID_REQUEST, 'Invalid Request: "method" is not a string'
            ), None
        if "id" in message and not _request_id(ident):
            return error_line(
                None, INVALID_REQUEST, 'Invalid Request: "id" must be a string or an integer'
            ), None
        params = message.get("params")
        if params is not None and not isinstance(params, dict):
            return error_line(
                reply_id, INVALID_REQUEST, 'Invalid Request: "params" must be an object'
            ), None
        return None, message

    def answer(self, message: dict[str, Any]) -> tuple[str, str] | None:
        """The line the recording answers ``message`` with and what it is (``"reply"``, or
        ``"ack"``: a subscription acknowledged, answered at its end), or None (the
        server's to answer)."""
        if "id" not in message or "method" not in message:
            return None  # a notification, or a client's answer to a server request
        method, params, ident = message["method"], message.get("params"), message["id"]
        if self.era is None:
            meta = params.get("_meta") if isinstance(params, dict) else None
            modern = isinstance(meta, dict) and VERSION_KEY in meta
            self.era = "modern" if method != "initialize" and modern else "legacy"
        if self.era == "modern" and method == LISTEN:
            ack = self._listen(ident, params)
            return None if ack is None else (_dumps(ack), "ack")
        if self.era == "modern":
            result = self._modern(method, _only_meta(params))
        else:
            result = self._legacy(method, params)
        if result is None:
            return None
        return '{"jsonrpc":"2.0","id":' + _dumps(ident) + ',"result":' + _dumps(
            result
        ) + "}", "reply"

    def closed(self, ident: object) -> str:
        """What the SDK answers a subscription with when stdin ends."""
        return _dumps({**self.recorded["listen"]["closed"], "id": ident})

    def _envelope(self, meta: dict[str, Any] | None) -> bool:
        """A 2026-07-28 envelope the recording's answers are for, in a shape the SDK takes."""
        if not meta or meta.get(VERSION_KEY) not in self.recorded["modernVersions"]:
            return False
        if not _capabilities(meta.get(CAPABILITIES_KEY)):
            return False
        info = meta.get(CLIENT_INFO_KEY)
        return info is None or _implementation(info)

    def _listen(self, ident: object, params: object) -> dict[str, Any] | None:
        if not isinstance(params, dict) or set(params) - {"_meta", "notifications"}:
            return None
        meta, wanted = params.get("_meta"), params.get("notifications")
        if not isinstance(meta, dict) or not self._envelope(meta) or not isinstance(wanted, dict):
            return None
        if set(wanted) - set(LISTEN_FLAGS) or not all(
            v is None or isinstance(v, bool) for v in wanted.values()
        ):
            return None
        ack: dict[str, Any] = json.loads(_dumps(self.recorded["listen"]["acknowledged"]))
        ack["params"]["_meta"][SUBSCRIPTION_KEY] = ident
        flags = ack["params"]["notifications"]
        ack["params"]["notifications"] = {k: v for k, v in flags.items() if wanted.get(k)}
        return ack

    def _modern(self, method: str, meta: dict[str, Any] | None) -> dict[str, Any] | None:
        answers = self.recorded["modern"]
        if method not in answers or not self._envelope(meta):
            return None
        result: dict[str, Any] = answers[method]
        return result

    def _legacy(self, method: str, params: object) -> dict[str, Any] | None:
        answers = self.recorded["legacy"]
        if method == "initialize":
            if self.initialized or not isinstance(params, dict):
                return None
            version = params.get("protocolVersion")
            if not isinstance(version, str) or not _capabilities(params.get("capabilities")):
                return None
            if not _implementation(params.get("clientInfo")):
                return None
            if set(params) - {"protocolVersion", "capabilities", "clientInfo", "_meta"}:
                return None
            meta = params.get("_meta")
            if meta is not None and (not isinstance(meta, dict) or VERSION_KEY in meta):
                return None
            supported = self.recorded["handshakeVersions"]
            negotiated = version if version in supported else supported[-1]
            self.initialized = True
            return {
                k: negotiated if k == "protocolVersion" else v
                for k, v in answers["initialize"].items()
            }
        meta = _only_meta(params)
        if not self.initialized or method not in LISTS or meta is None or VERSION_KEY in meta:
            return None
        result: dict[str, Any] = answers[method]
        return result


# -- the wire and the hand-over ---------------------------------------------------------------


class Wire:
    """The process's stdin and stdout, claimed as the SDK's stdio transport claims them:
    private duplicates carry the protocol, fd 0 reads ``/dev/null`` and fd 1 writes to
    stderr, so a stray ``print`` or a child process cannot break the wire."""

    def __init__(self) -> None:
        import fcntl

        self._in = fcntl.fcntl(0, fcntl.F_DUPFD_CLOEXEC, 3)
        try:
            self._out = fcntl.fcntl(1, fcntl.F_DUPFD_CLOEXEC, 3)
        except OSError:
            os.close(self._in)
            raise
        null = os.open(os.devnull, os.O_RDWR)
        os.dup2(null, 0)
        try:
            os.dup2(2, 1)
        except OSError:  # no stderr either
            os.dup2(null, 1)
        os.close(null)
        self._lock = threading.Lock()
        self.broken = False  # the client stopped reading
        self._reader = os.fdopen(self._in, "rb", closefd=False)

    def lines(self) -> Iterator[bytes]:
        return iter(self._reader.readline, b"")

    def write(self, text: str) -> None:
        """One whole line (``text`` without its newline) to the client."""
        data = (text + "\n").encode("utf-8")
        with self._lock:
            if self.broken or self._out < 0:
                return
            view = memoryview(data)
            try:
                while view:
                    view = view[os.write(self._out, view) :]
            except OSError:
                self.broken = True

    def close_out(self) -> None:
        """The client sees stdout end (what it waits for after closing our stdin)."""
        with self._lock:
            if self._out >= 0:
                os.close(self._out)
                self._out = -1

    def close(self) -> None:
        """Nothing of the client's pipes stays open here (a detached child must not keep
        a copy: the client waits for every copy of stdout to close)."""
        self.close_out()
        if self._in >= 0:
            fd, self._in = self._in, -1
            os.close(fd)


class _ServerInput:
    """What the SDK server reads as its stdin: every message, in the order it came."""

    def __init__(self, lines: queue.SimpleQueue[str]) -> None:
        self._lines = lines

    def readline(self) -> str:
        return self._lines.get()


class _ServerOutput:
    """What the SDK server writes as its stdout: the wire, less its replies to the
    requests the front answered (one reply dropped per answered id)."""

    def __init__(self, session: Session) -> None:
        self._session = session

    def write(self, text: str) -> int:
        line = text.rstrip("\n")
        if not self._session.drop(line):
            self._session.wire.write(line)
        return len(text)

    def flush(self) -> None:
        pass


class Session:
    """The front's reading thread and what the SDK server is handed."""

    def __init__(self, front: Front, wire: Wire) -> None:
        self.front = front
        self.wire = wire
        self._lines: queue.SimpleQueue[str] = queue.SimpleQueue()
        self._lock = threading.Condition()
        # what the server writes that the front already wrote: replies by request id,
        # subscription acknowledgements by subscription id (one each per answer here)
        self._drop: dict[tuple[str, object], int] = {}
        self._listening: list[object] = []  # subscriptions acknowledged here
        self._serving = False  # the server reads the queue from now on
        self._needed: str | None = None  # the first method that needs the server
        self._waiting = 0  # requests the front did not answer
        self._last = time.monotonic()
        self.answered = 0  # requests answered from the recording
        self.eof = False

    def start(self) -> None:
        threading.Thread(target=self._read, name="mcp-front", daemon=True).start()

    def _read(self) -> None:
        try:
            for raw in self.wire.lines():
                self._take(raw.decode("utf-8", errors="replace"))
        except (OSError, ValueError):
            pass  # stdin unreadable or closed under us: the end of the session
        with self._lock:
            self.eof = True
            self._lines.put(_EOF)
            if not self._serving and not self._waiting:
                # No server will run: end the subscriptions as the SDK ends them, and let
                # the client see stdout end now (it waits for that, not for the SDK).
                for ident in self._listening:
                    self.wire.write(self.front.closed(ident))
                self.wire.close_out()
            self._lock.notify_all()

    def _take(self, line: str) -> None:
        error, message = self.front.classify(line)
        if error is not None:
            self.wire.write(error)
            return
        if message is None:
            return
        with self._lock:
            self._last = time.monotonic()
            answer = None if self._serving else self._answer(message)
            if answer is not None:
                key = (answer[1], message["id"])
                self._drop[key] = self._drop.get(key, 0) + 1
                if answer[1] == "ack":
                    self._listening.append(message["id"])
                self.answered += 1
                self._lock.notify_all()  # the quiet before a preload counts from here
                # written under the lock: the server cannot be handed this message (and
                # write its own answer) before the front's answer is out
                self.wire.write(answer[0])
            elif not self._serving and "id" in message and "method" in message:
                self._waiting += 1
                if self._needed is None:
                    self._needed = str(message["method"])
                self._lock.notify_all()
            self._lines.put(line if line.endswith("\n") else line + "\n")

    def _answer(self, message: dict[str, Any]) -> tuple[str, str] | None:
        """The front's answer, or None: the SDK server's to answer (also if the front
        fails on a message it did not foresee: the session never depends on it)."""
        try:
            return self.front.answer(message)
        except Exception:
            return None

    def drop(self, line: str) -> bool:
        """Whether ``line`` from the server is what the front already answered for it."""
        with self._lock:
            if not self._drop:
                return False
        try:
            message = json.loads(line)
        except ValueError:
            return False
        if not isinstance(message, dict):
            return False
        if message.get("method") == LISTEN_ACK:
            meta = (message.get("params") or {}).get("_meta") or {}
            key: tuple[str, object] = ("ack", meta.get(SUBSCRIPTION_KEY))
        elif "method" not in message and _request_id(message.get("id")):
            key = ("reply", message["id"])
        else:
            return False
        with self._lock:
            left = self._drop.get(key, 0)
            if not left:
                return False
            if left == 1:
                del self._drop[key]
            else:
                self._drop[key] = left - 1
            return True

    def wait_for_server(self, preload_idle_s: float | None = PRELOAD_IDLE_S) -> str | None:
        """Block until the server is needed: the method that needs it, ``"(preload)"``
        after ``preload_idle_s`` quiet seconds once the front answered something, or None
        when stdin ended with no request waiting (nothing for a server to do)."""
        with self._lock:
            while True:
                if self._needed is not None:
                    return self._needed
                if self.eof:
                    return None
                if preload_idle_s is not None and self.answered:
                    quiet = time.monotonic() - self._last
                    if quiet >= preload_idle_s:
                        return "(preload)"
                    self._lock.wait(preload_idle_s - quiet)
                else:
                    self._lock.wait()

    def has_work(self) -> bool:
        """Whether the server has anything to do: stdin is open, or a request waits."""
        with self._lock:
            return not self.eof or self._waiting > 0

    def hand_over(self) -> tuple[_ServerInput, _ServerOutput]:
        """The server's stdin and stdout; from now on every request is the server's."""
        with self._lock:
            self._serving = True
        return _ServerInput(self._lines), _ServerOutput(self)
