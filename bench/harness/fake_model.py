"""A fake OpenAI-compatible model server for driving OpenCode offline.

:class:`FakeModelServer` serves ``POST /v1/chat/completions`` (streaming and not)
and ``GET /v1/models`` on 127.0.0.1. It answers each request from a per-kind script
of :class:`Reply` objects — ``chat`` (the agent's turns), ``title`` and
``compaction`` are told apart by OpenCode's system prompts — reports the usage each
reply asks for, and records every request body for assertions.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

RequestKind = Literal["chat", "title", "compaction"]

# System prompts of OpenCode's side requests (checked against 1.18.33).
_COMPACTION_SYSTEM = "You are a context summarization agent"
_TITLE_SYSTEM = "You are a title generator"


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
    delay: float = 0.0  # seconds to wait before answering (a slow model)
    status: int = 200  # anything else: an OpenAI-style error response with ``text`` as message
    # When set, the reported prompt tokens are the request's message characters divided by
    # this (a realistic usage that grows with the history), instead of ``prompt_tokens``.
    chars_per_token: float | None = None
    # When set, the reported prompt tokens are what a real provider counts: every
    # message (the system prompt included) and the tool schemas, with cl100k.
    realistic: bool = False

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
        return system_text(self.body)

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


def provider_tokens(body: Mapping[str, Any]) -> int:
    """What a provider counts for a chat request: messages (system prompt included),
    their tool calls and the tool schemas, with cl100k (4 tokens of framing each)."""
    from bench.harness.replay import tokenizer

    encode = tokenizer() or (lambda text: len(text) // 4)
    total = encode(json.dumps(body.get("tools") or [], ensure_ascii=False))
    for m in body.get("messages", []):
        total += 4 + encode(message_text(m))
        for call in m.get("tool_calls") or ():
            fn = call.get("function") or {}
            total += 3 + encode(str(fn.get("name") or "")) + encode(str(fn.get("arguments") or ""))
    return total


def system_text(body: Mapping[str, Any]) -> str:
    """The text of a request's system messages, one string."""
    return "\n".join(message_text(m) for m in body.get("messages", []) if m.get("role") == "system")


def classify(body: Mapping[str, Any]) -> RequestKind:
    """Which of OpenCode's requests this is: the agent's chat, a title, or a compaction."""
    system = system_text(body)
    if _COMPACTION_SYSTEM in system:
        return "compaction"
    if _TITLE_SYSTEM in system:
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
                if reply.delay:
                    time.sleep(reply.delay)
                if reply.status != 200:
                    error = {"message": reply.text, "type": "invalid_request_error"}
                    self._json({"error": error}, status=reply.status)
                    return
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
            if reply.chars_per_token:
                chars = sum(len(json.dumps(m)) for m in body.get("messages", []))
                reply = replace(reply, prompt_tokens=int(chars / reply.chars_per_token))
            elif reply.realistic:
                reply = replace(reply, prompt_tokens=provider_tokens(body))
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
