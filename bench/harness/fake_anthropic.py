"""A fake Anthropic Messages server for driving the real Claude Code offline.

``POST /v1/messages`` (streaming SSE as Claude Code asks, or plain JSON) on 127.0.0.1.
Each request is recorded and answered by the test's ``responder`` (the request body in,
a :class:`Turn` out), with the usage the turn asks for, the way the real API reports it
(``message_start`` carries ``input_tokens``, ``message_delta`` the ``output_tokens``).
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

COMPACTION_MARK = "Your task is to create a detailed summary of the conversation"


@dataclass(frozen=True)
class ToolUse:
    name: str
    input: Mapping[str, Any]
    id: str = "toolu_01"


@dataclass(frozen=True)
class Turn:
    text: str = "ok"
    tool_uses: tuple[ToolUse, ...] = ()
    input_tokens: int = 1_000
    output_tokens: int = 20


def text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    out: list[str] = []
    for block in content if isinstance(content, list) else []:
        if not isinstance(block, Mapping):
            continue
        if isinstance(block.get("text"), str):
            out.append(block["text"])
        elif block.get("type") == "tool_result":
            out.append(text_of(block.get("content")))
    return "\n".join(out)


@dataclass(frozen=True)
class Request:
    body: Mapping[str, Any]

    @property
    def system(self) -> str:
        return text_of(self.body.get("system"))

    @property
    def messages(self) -> list[Mapping[str, Any]]:
        messages = self.body.get("messages")
        return list(messages) if isinstance(messages, list) else []

    @property
    def last_user(self) -> str:
        users = [m for m in self.messages if m.get("role") == "user"]
        return text_of(users[-1].get("content")) if users else ""

    @property
    def text(self) -> str:
        """Everything the model reads: system prompt and every message."""
        return "\n".join([self.system, *(text_of(m.get("content")) for m in self.messages)])

    @property
    def is_compaction(self) -> bool:
        return COMPACTION_MARK in self.last_user

    @property
    def tool_names(self) -> list[str]:
        tools = self.body.get("tools")
        return [str(t.get("name")) for t in tools if isinstance(t, Mapping)] if tools else []

    def tool_results(self) -> list[str]:
        out: list[str] = []
        for m in self.messages:
            content = m.get("content")
            for block in content if isinstance(content, list) else []:
                if isinstance(block, Mapping) and block.get("type") == "tool_result":
                    out.append(text_of(block.get("content")))
        return out


@dataclass
class FakeAnthropic:
    responder: Callable[[Request], Turn] = lambda _r: Turn()
    requests: list[Request] = field(default_factory=list)
    _server: ThreadingHTTPServer | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def start(self) -> FakeAnthropic:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_HEAD(self) -> None:
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def do_GET(self) -> None:
                self._json({"data": [], "has_more": False})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    body = {}
                if not self.path.startswith("/v1/messages") or "count_tokens" in self.path:
                    self._json({"input_tokens": 1_000})
                    return
                request = Request(body)
                with fake._lock:
                    fake.requests.append(request)
                turn = fake.responder(request)
                if body.get("stream"):
                    self._stream(body, turn)
                else:
                    self._json(_message(body, turn))

            def _json(self, payload: Any) -> None:
                data = json.dumps(payload).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _stream(self, body: Mapping[str, Any], turn: Turn) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.send_header("Connection", "close")
                self.end_headers()
                for event, data in _events(body, turn):
                    self.wfile.write(f"event: {event}\ndata: {json.dumps(data)}\n\n".encode())
                self.wfile.flush()
                self.close_connection = True

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()

    def __enter__(self) -> FakeAnthropic:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def wait_for(self, test: Callable[[Request], bool], timeout: float = 60.0) -> Request:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                for request in self.requests:
                    if test(request):
                        return request
            time.sleep(0.1)
        raise AssertionError("the fake Anthropic server never got such a request")


def _content(turn: Turn) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = [{"type": "text", "text": turn.text}] if turn.text else []
    for use in turn.tool_uses:
        blocks.append({"type": "tool_use", "id": use.id, "name": use.name, "input": use.input})
    return blocks


def _stop_reason(turn: Turn) -> str:
    return "tool_use" if turn.tool_uses else "end_turn"


def _message(body: Mapping[str, Any], turn: Turn) -> dict[str, Any]:
    return {
        "id": "msg_fake",
        "type": "message",
        "role": "assistant",
        "model": body.get("model", "claude-fake"),
        "content": _content(turn),
        "stop_reason": _stop_reason(turn),
        "stop_sequence": None,
        "usage": {"input_tokens": turn.input_tokens, "output_tokens": turn.output_tokens},
    }


def _events(body: Mapping[str, Any], turn: Turn) -> Iterator[tuple[str, dict[str, Any]]]:
    start = _message(body, turn) | {"content": [], "stop_reason": None}
    start["usage"] = {
        "input_tokens": turn.input_tokens,
        "output_tokens": 1,
        "cache_creation_input_tokens": 0,
        "cache_read_input_tokens": 0,
    }
    yield "message_start", {"type": "message_start", "message": start}
    for index, block in enumerate(_content(turn)):
        if block["type"] == "text":
            yield (
                "content_block_start",
                {
                    "type": "content_block_start",
                    "index": index,
                    "content_block": {"type": "text", "text": ""},
                },
            )
            yield (
                "content_block_delta",
                {
                    "type": "content_block_delta",
                    "index": index,
                    "delta": {"type": "text_delta", "text": block["text"]},
                },
            )
        else:
            yield (
                "content_block_start",
                {
                    "type": "content_block_start",
                    "index": index,
                    "content_block": {**block, "input": {}},
                },
            )
            yield (
                "content_block_delta",
                {
                    "type": "content_block_delta",
                    "index": index,
                    "delta": {
                        "type": "input_json_delta",
                        "partial_json": json.dumps(block["input"]),
                    },
                },
            )
        yield "content_block_stop", {"type": "content_block_stop", "index": index}
    yield (
        "message_delta",
        {
            "type": "message_delta",
            "delta": {"stop_reason": _stop_reason(turn), "stop_sequence": None},
            "usage": {"output_tokens": turn.output_tokens},
        },
    )
    yield "message_stop", {"type": "message_stop"}
