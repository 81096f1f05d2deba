"""The OpenAI and Anthropic summarizers against a real HTTP server on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from email.utils import formatdate
from typing import Any

import pytest

from supermemory_local.config import Settings
from supermemory_local.engine.prompts import NINE_SECTION_HEADINGS
from supermemory_local.engine.summarizer import SummaryError, SummaryOverflowError, SummaryRequest
from supermemory_local.engine.transcript import Entry
from supermemory_local.summarizers import AnthropicSummarizer, OpenAISummarizer
from supermemory_local.summarizers.http import HttpSummarizer, estimate_tokens
from tests.plugin.summarizers.server import Reply, scripted_server

SUMMARY = "\n".join(f"{h}\n- item" for h in NINE_SECTION_HEADINGS)
CAP = Settings().compact_max_output_tokens  # 20,000


@dataclass(frozen=True)
class Shape:
    cls: type[HttpSummarizer]
    path: str
    ok: Callable[[str], dict[str, Any]]
    overflow: Reply

    def system_text(self, body: dict[str, Any]) -> str:
        if self.cls is OpenAISummarizer:
            assert body["messages"][0]["role"] == "system"
            return str(body["messages"][0]["content"])
        return str(body["system"])

    def user_text(self, body: dict[str, Any]) -> str:
        return str(body["messages"][-1]["content"])


OPENAI = Shape(
    OpenAISummarizer,
    "/v1/chat/completions",
    lambda text: {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}
        ],
        "usage": {"prompt_tokens": 900, "completion_tokens": 120, "total_tokens": 1020},
    },
    Reply(
        400,
        {
            "error": {
                "message": "This model's maximum context length is 128000 tokens. However, your "
                "messages resulted in 131072 tokens. Please reduce the length of the messages.",
                "type": "invalid_request_error",
                "param": "messages",
                "code": "context_length_exceeded",
            }
        },
    ),
)
ANTHROPIC = Shape(
    AnthropicSummarizer,
    "/v1/messages",
    lambda text: {
        "id": "msg_01",
        "type": "message",
        "role": "assistant",
        "model": "claude-test",
        "content": [{"type": "text", "text": text}],
        "stop_reason": "end_turn",
        "usage": {"input_tokens": 900, "output_tokens": 120},
    },
    Reply(
        400,
        {
            "type": "error",
            "error": {
                "type": "invalid_request_error",
                "message": "prompt is too long: 213462 tokens > 200000 maximum",
            },
        },
    ),
)


@pytest.fixture(params=[OPENAI, ANTHROPIC], ids=["openai", "anthropic"])
def shape(request: pytest.FixtureRequest) -> Shape:
    return request.param  # type: ignore[no-any-return]


class Sleeper:
    def __init__(self) -> None:
        self.waits: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)


def make(shape: Shape, url: str, sleeper: Sleeper, **kw: Any) -> HttpSummarizer:
    base = url + "/v1" if shape.cls is OpenAISummarizer else url
    args: dict[str, Any] = {
        "model": "summary-model",
        "base_url": base,
        "api_key": "sk-test-123",
        "timeout_seconds": 5.0,
        "max_retries": 2,
        "sleep": sleeper,
        "jitter": lambda: 0.5,
    }
    args.update(kw)
    return shape.cls(**args)


def request(text: str = "please fix the login bug in src/auth.py") -> SummaryRequest:
    entries = (
        Entry(0, "user", text),
        Entry(1, "assistant", "Looking at src/auth.py now.", tool_calls=('read("src/auth.py")',)),
    )
    return SummaryRequest(entries, NINE_SECTION_HEADINGS, "Summarize.", CAP)


def test_success_sends_model_cap_headings_and_transcript(shape: Shape) -> None:
    sleeper = Sleeper()
    with scripted_server(Reply(200, shape.ok(SUMMARY))) as server:
        text = make(shape, server.url, sleeper).summarize(request())
    assert text == SUMMARY
    assert sleeper.waits == []
    [got] = server.received
    assert got.path == shape.path
    assert got.body["model"] == "summary-model"
    assert got.body["max_tokens"] == CAP == 20_000
    system = shape.system_text(got.body)
    positions = [system.index(h) for h in NINE_SECTION_HEADINGS]
    assert positions == sorted(positions)
    assert "please fix the login bug in src/auth.py" in shape.user_text(got.body)
    if shape.cls is OpenAISummarizer:
        assert got.headers["authorization"] == "Bearer sk-test-123"
    else:
        assert got.headers["x-api-key"] == "sk-test-123"
        assert got.headers["anthropic-version"] == "2023-06-01"


def test_429_waits_what_retry_after_asks_then_succeeds(shape: Shape) -> None:
    sleeper = Sleeper()
    limited = Reply(
        429,
        {"error": {"message": "Rate limit reached", "type": "rate_limit_error"}},
        headers={"Retry-After": "7"},
    )
    with scripted_server(limited, Reply(200, shape.ok(SUMMARY))) as server:
        assert make(shape, server.url, sleeper).summarize(request()) == SUMMARY
    assert len(server.received) == 2
    assert sleeper.waits == [7.0]


def test_retry_after_as_http_date_and_capped(shape: Shape) -> None:
    now = 1_900_000_000.0
    sleeper = Sleeper()
    by_date = Reply(503, "overloaded", headers={"Retry-After": formatdate(now + 30, usegmt=True)})
    too_long = Reply(429, "slow down", headers={"Retry-After": "3600"})
    with scripted_server(by_date, too_long, Reply(200, shape.ok(SUMMARY))) as server:
        summarizer = make(shape, server.url, sleeper, clock=lambda: now)
        assert summarizer.summarize(request()) == SUMMARY
    assert sleeper.waits == [30.0, 60.0]  # the HTTP date, then the 60 s cap


def test_retry_after_ms_header(shape: Shape) -> None:
    sleeper = Sleeper()
    limited = Reply(429, "slow down", headers={"retry-after-ms": "1500"})
    with scripted_server(limited, Reply(200, shape.ok(SUMMARY))) as server:
        assert make(shape, server.url, sleeper).summarize(request()) == SUMMARY
    assert sleeper.waits == [1.5]


def test_500_then_success_backs_off(shape: Shape) -> None:
    sleeper = Sleeper()
    with scripted_server(Reply(500, "Internal Server Error"), Reply(200, shape.ok(SUMMARY))) as s:
        assert make(shape, s.url, sleeper).summarize(request()) == SUMMARY
    assert len(s.received) == 2
    # first backoff: ceiling 1 s, half fixed + half jittered (jitter 0.5) = 0.75 s
    assert sleeper.waits == [0.75]


def test_500_forever_gives_up_after_max_retries_plus_one(shape: Shape) -> None:
    sleeper = Sleeper()
    with (
        scripted_server(Reply(500, {"error": {"message": "The server had an error"}})) as s,
        pytest.raises(SummaryError, match=r"after 3 attempt\(s\): HTTP 500") as info,
    ):
        make(shape, s.url, sleeper, max_retries=2).summarize(request())
    assert not isinstance(info.value, SummaryOverflowError)
    assert len(s.received) == 3
    assert sleeper.waits == [0.75, 1.5]  # exponential: ceilings 1 s, 2 s


def test_timeout_is_retried_then_fails(shape: Shape) -> None:
    sleeper = Sleeper()
    with (
        scripted_server(Reply(200, shape.ok(SUMMARY), delay=1.0)) as s,
        pytest.raises(SummaryError, match=r"after 2 attempt\(s\): timed out after 0.2 s"),
    ):
        make(shape, s.url, sleeper, max_retries=1, timeout_seconds=0.2).summarize(request())
    assert len(s.received) == 2
    assert len(sleeper.waits) == 1


def test_connection_refused_is_retried_then_fails(shape: Shape) -> None:
    sleeper = Sleeper()
    with scripted_server(Reply()) as s:
        url = s.url
    # the server is gone: nothing listens on that port any more
    with pytest.raises(SummaryError, match=r"after 2 attempt\(s\): connection failed"):
        make(shape, url, sleeper, max_retries=1).summarize(request())
    assert len(sleeper.waits) == 1


def test_auth_error_is_not_retried(shape: Shape) -> None:
    sleeper = Sleeper()
    body = {
        "error": {
            "message": "Incorrect API key provided",
            "type": "invalid_request_error",
            "code": "invalid_api_key",
        }
    }
    with (
        scripted_server(Reply(401, body)) as s,
        pytest.raises(SummaryError, match=r"HTTP 401: .*Incorrect API key") as info,
    ):
        make(shape, s.url, sleeper).summarize(request())
    assert not isinstance(info.value, SummaryOverflowError)
    assert len(s.received) == 1
    assert sleeper.waits == []


@pytest.mark.parametrize(
    ("body", "problem"),
    [
        ("this is not json {", "is not JSON"),
        ({"unexpected": True}, "no summary text"),
        ([1, 2, 3], "not an object"),
    ],
)
def test_malformed_answer_is_a_summary_error(shape: Shape, body: Any, problem: str) -> None:
    with (
        scripted_server(Reply(200, body)) as s,
        pytest.raises(SummaryError, match=problem) as info,
    ):
        make(shape, s.url, Sleeper()).summarize(request())
    assert "\n" not in str(info.value)
    assert len(s.received) == 1


def test_empty_or_sectionless_answer_is_a_summary_error(shape: Shape) -> None:
    with scripted_server(Reply(200, shape.ok("   ")), Reply(200, shape.ok("I can't help."))) as s:
        summarizer = make(shape, s.url, Sleeper())
        with pytest.raises(SummaryError, match="empty summary"):
            summarizer.summarize(request())
        with pytest.raises(SummaryError, match="ignored the required sections"):
            summarizer.summarize(request())


def test_overflow_answer_becomes_summary_overflow_error(shape: Shape) -> None:
    sleeper = Sleeper()
    with (
        scripted_server(shape.overflow) as s,
        pytest.raises(SummaryOverflowError, match="too long for its window"),
    ):
        make(shape, s.url, sleeper).summarize(request())
    assert len(s.received) == 1  # not retried
    assert sleeper.waits == []


def test_request_too_big_for_the_window_is_refused_before_sending(shape: Shape) -> None:
    # 60,000 chars ≈ 15,000 tokens + 20,000 output cap + 13,000 buffer = 48,000 > 32,000
    with scripted_server(Reply(200, shape.ok(SUMMARY))) as s:
        summarizer = make(shape, s.url, Sleeper(), context_limit=32_000, buffer_tokens=13_000)
        with pytest.raises(SummaryOverflowError, match="window is 32000"):
            summarizer.summarize(request("x" * 60_000))
        assert s.received == []
        # the same request fits a 64k window
        wide = make(shape, s.url, Sleeper(), context_limit=64_000, buffer_tokens=13_000)
        assert wide.summarize(request("x" * 60_000)) == SUMMARY
    assert len(s.received) == 1


def test_estimate_counts_cjk_one_token_per_character() -> None:
    assert estimate_tokens("abcd" * 100) == 100
    assert estimate_tokens("数据库" * 100) == 300
    assert estimate_tokens("ab数据") == 3  # 2 CJK + ceil(2 / 4)
