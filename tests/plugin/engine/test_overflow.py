"""is_context_overflow on what providers, servers and OpenCode really send."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from supermemory_local.engine.overflow import is_context_overflow
from supermemory_local.engine.summarizer import SummaryError, SummaryOverflowError

OPENAI_BODY = {
    "error": {
        "message": "This model's maximum context length is 128000 tokens. However, your messages "
        "resulted in 140213 tokens. Please reduce the length of the messages.",
        "type": "invalid_request_error",
        "param": "messages",
        "code": "context_length_exceeded",
    }
}
ANTHROPIC_BODY = {
    "type": "error",
    "error": {
        "type": "invalid_request_error",
        "message": "prompt is too long: 213462 tokens > 200000 maximum",
    },
}
ANTHROPIC_MAX_TOKENS = {
    "type": "error",
    "error": {
        "type": "invalid_request_error",
        "message": "input length and `max_tokens` exceed context limit: 195000 + 20000 > 200000, "
        "decrease input length or `max_tokens` and try again",
    },
}
ANTHROPIC_413 = {
    "type": "error",
    "error": {"type": "request_too_large", "message": "Request exceeds the maximum allowed size"},
}

POSITIVE_TEXTS = [
    # OpenAI code only, with an unusual message
    '{"error": {"message": "Invalid request", "code": "context_length_exceeded"}}',
    # OpenAI Responses API
    "Your input exceeds the context window of this model. Please adjust your input and try again.",
    # vLLM
    "This model's maximum context length is 32768 tokens. However, you requested 40000 tokens "
    "(20000 in the messages, 20000 in the completion). Please reduce the length of the messages "
    "or completion.",
    # llama.cpp server
    "the request exceeds the available context size, try increasing it",
    "requested tokens (9000) exceed context window of 8192",
    "input is larger than the max context size (n_ctx = 4096). skipping",
    # Ollama
    "error: input length exceeds the context length",
    # LM Studio
    "Trying to keep the first 5000 tokens when context the overflows. However, the model is "
    "loaded with context length of only 4096 tokens, which is not enough.",
    "Context size has been exceeded.",
    # OpenRouter
    "This endpoint's maximum context length is 131072 tokens. However, you requested about "
    "150000 tokens (130000 of text input, 20000 in the output). Please reduce the length.",
    # Together / TGI
    "Input validation error: `inputs` tokens + `max_new_tokens` must be <= 32769. Given: 30000 "
    "`inputs` tokens and 20000 `max_new_tokens`",
    # Groq
    "Please reduce the length of the messages or completion.",
    # Google / xAI / Bedrock
    "The input token count (1196265) exceeds the maximum number of tokens allowed (1048575).",
    "This model's maximum prompt length is 131072 but the request contains 537812 tokens.",
    "Input is too long for requested model.",
    # generic
    "too many tokens in the request",
]

NEGATIVE_TEXTS = [
    "Rate limit reached for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, "
    "Used 29000, Requested 2000. Please try again in 2s.",
    "Incorrect API key provided: sk-abc. You can find your API key at https://platform.openai.com",
    "The server had an error while processing your request. Sorry about that!",
    "Overloaded",
    "connection reset by peer",
    "",
]


def status_error(status: int, body: Any) -> httpx.HTTPStatusError:
    request = httpx.Request("POST", "https://api.example.test/v1/chat/completions")
    content = body if isinstance(body, str) else json.dumps(body)
    response = httpx.Response(status, request=request, content=content.encode())
    return httpx.HTTPStatusError(f"Client error '{status}'", request=request, response=response)


@pytest.mark.parametrize("text", POSITIVE_TEXTS)
def test_provider_messages_are_overflow(text: str) -> None:
    assert is_context_overflow(text)
    assert is_context_overflow(RuntimeError(text))


@pytest.mark.parametrize("text", NEGATIVE_TEXTS)
def test_other_messages_are_not_overflow(text: str) -> None:
    assert not is_context_overflow(text)
    assert not is_context_overflow(RuntimeError(text))


@pytest.mark.parametrize(
    ("status", "body"),
    [
        (400, OPENAI_BODY),
        (400, ANTHROPIC_BODY),
        (400, ANTHROPIC_MAX_TOKENS),
        (413, ANTHROPIC_413),
        (413, "<html><body>413 Request Entity Too Large</body></html>"),
    ],
)
def test_http_status_errors_with_overflow_bodies(status: int, body: Any) -> None:
    assert is_context_overflow(status_error(status, body))
    assert is_context_overflow(body if isinstance(body, dict) else {"status": status, "body": body})


@pytest.mark.parametrize(
    ("status", "body"),
    [
        (
            429,
            {
                "error": {
                    "message": "Request too large for gpt-4o on tokens per min (TPM): "
                    "Limit 30000, Requested 45000.",
                    "type": "tokens",
                    "code": "rate_limit_exceeded",
                }
            },
        ),
        (
            429,
            {
                "type": "error",
                "error": {
                    "type": "rate_limit_error",
                    "message": "Number of request tokens has exceeded your per-minute rate limit",
                },
            },
        ),
        (401, {"error": {"message": "Incorrect API key provided", "code": "invalid_api_key"}}),
        (
            401,
            {
                "type": "error",
                "error": {"type": "authentication_error", "message": "invalid x-api-key"},
            },
        ),
        (500, {"error": {"message": "The server had an error while processing your request."}}),
        (529, {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}),
        (502, "<html>Bad Gateway</html>"),
    ],
)
def test_rate_limit_auth_and_server_errors_are_not_overflow(status: int, body: Any) -> None:
    assert not is_context_overflow(status_error(status, body))


def test_opencode_event_error() -> None:
    event = {
        "type": "session.error",
        "properties": {
            "sessionID": "ses_1",
            "error": {
                "name": "ContextOverflowError",
                "data": {"message": "Input exceeds context window of this model"},
            },
        },
    }
    assert is_context_overflow(event["properties"]["error"])  # type: ignore[index]
    assert is_context_overflow(event)
    assert is_context_overflow({"name": "ContextOverflowError", "data": {}})


def test_opencode_api_error_with_embedded_response_body() -> None:
    error = {
        "name": "APIError",
        "data": {
            "message": "Bad Request",
            "statusCode": 400,
            "isRetryable": False,
            "responseBody": json.dumps(ANTHROPIC_BODY),
        },
    }
    assert is_context_overflow(error)
    error["data"]["responseBody"] = json.dumps({"error": {"message": "invalid model"}})  # type: ignore[index]
    assert not is_context_overflow(error)
    auth = {"name": "ProviderAuthError", "data": {"providerID": "openai", "message": "bad key"}}
    assert not is_context_overflow(auth)


def test_exception_classes_and_chains() -> None:
    class ContextOverflowError(Exception):
        pass

    assert is_context_overflow(ContextOverflowError("no message at all"))
    assert is_context_overflow(SummaryOverflowError("summary request does not fit"))
    assert not is_context_overflow(SummaryError("summary request failed: HTTP 500"))
    try:
        try:
            raise status_error(400, OPENAI_BODY)
        except httpx.HTTPStatusError as exc:
            raise RuntimeError("model call failed") from exc
    except RuntimeError as wrapped:
        assert is_context_overflow(wrapped)


def test_sdk_style_exception_attributes() -> None:
    class APIStatusError(Exception):
        def __init__(self, message: str, status_code: int, body: Any) -> None:
            super().__init__(message)
            self.status_code = status_code
            self.body = body

    assert is_context_overflow(APIStatusError("Error code: 400", 400, OPENAI_BODY["error"]))
    assert not is_context_overflow(APIStatusError("Error code: 429", 429, OPENAI_BODY["error"]))
    assert not is_context_overflow(APIStatusError("Error code: 400", 400, {"message": "bad"}))


def test_anything_else_is_not_overflow() -> None:
    assert not is_context_overflow(None)  # type: ignore[arg-type]
    assert not is_context_overflow(413)  # type: ignore[arg-type]
    assert not is_context_overflow({})
    assert is_context_overflow({"errors": [{"detail": "prompt is too long"}]})
