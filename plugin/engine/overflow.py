"""Is this error a context-window overflow? (Layer 2/3 of the cascade start on it.)

Providers say it in many ways: OpenAI ``code: "context_length_exceeded"``, Anthropic
``prompt is too long`` or a 413 ``request_too_large``, OpenAI-compatible servers
(vLLM, llama.cpp, Ollama, LM Studio, OpenRouter, Together, Groq, ...) in free text,
and OpenCode as an event error named ``ContextOverflowError``. Rate limits, auth
errors and plain server errors are not overflows, even when they mention tokens.

No third-party import here: the check runs on the CLI's start-up path.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from typing import Any

OVERFLOW_ERROR_NAMES = frozenset({"ContextOverflowError", "SummaryOverflowError"})
OVERFLOW_CODES = frozenset(
    {"context_length_exceeded", "request_too_large", "string_above_max_length", "prompt_too_long"}
)
RATE_LIMIT_CODES = frozenset(
    {"rate_limit_exceeded", "rate_limit_error", "insufficient_quota", "overloaded_error"}
)

_PATTERNS = re.compile(
    "|".join(
        (
            r"context[ _]length[ _]exceeded",
            r"maximum context length",  # OpenAI, vLLM, OpenRouter
            r"prompt is too long",  # Anthropic
            r"exceeds? (?:the )?context limit",  # Anthropic: input length and max_tokens ...
            r"input is too long",  # Bedrock
            r"context window",  # OpenAI "exceeds the context window", llama.cpp, Ollama
            r"too many tokens",
            r"exceeds? the (?:available )?context",  # llama.cpp: "... available context size"
            r"reduce the length",  # Groq, vLLM, Cerebras
            r"context size has been exceeded",  # LM Studio
            r"context length of only",  # LM Studio
            r"\bn_ctx\b",  # llama.cpp
            r"greater than the context length",
            r"maximum prompt length",  # xAI
            r"input token count.{0,40}exceeds the maximum",  # Google
            r"tokens \+ `?max_new_tokens`? must be",  # Together / TGI
            r"token limit exceeded|exceeded model token limit",
        )
    ),
    re.IGNORECASE,
)
_STATUS_KEYS = ("status", "statusCode", "status_code")
_MAX_DEPTH = 6


def is_context_overflow(error: BaseException | Mapping[str, Any] | str) -> bool:
    """True when ``error`` says the request did not fit the model's context window."""
    if isinstance(error, BaseException):
        return _exception_overflows(error, depth=0)
    if isinstance(error, Mapping):
        return _mapping_overflows(error)
    return isinstance(error, str) and _text_overflows(error)  # anything else: no


def _exception_overflows(exc: BaseException, depth: int) -> bool:
    if type(exc).__name__ in OVERFLOW_ERROR_NAMES:
        return True
    status = _as_int(getattr(exc, "status_code", None))
    response = getattr(exc, "response", None)  # httpx.HTTPStatusError and SDK errors
    if response is not None:
        status = status or _as_int(getattr(response, "status_code", None))
    if status == 429:
        return False
    parts: dict[str, Any] = {"message": str(exc)}
    if status is not None:
        parts["status"] = status
    for attr in ("body", "code", "type"):  # OpenAI / Anthropic SDK errors
        value = getattr(exc, attr, None)
        if isinstance(value, str | Mapping):
            parts[attr] = value
    if response is not None:
        parts["response"] = _response_text(response)
    if _mapping_overflows(parts):
        return True
    cause = exc.__cause__ or exc.__context__
    return cause is not None and depth < _MAX_DEPTH and _exception_overflows(cause, depth + 1)


def _response_text(response: Any) -> str:
    try:
        text = response.text
    except Exception:  # a streamed response that was never read
        return ""
    return text if isinstance(text, str) else ""


def _mapping_overflows(error: Mapping[str, Any]) -> bool:
    strings = list(_strings(error, 0))
    statuses = {_as_int(v) for k, v in _items(error, 0) if k in _STATUS_KEYS}
    if 429 in statuses or any(s in RATE_LIMIT_CODES for s in strings):
        return False
    if any(s in OVERFLOW_ERROR_NAMES or s in OVERFLOW_CODES for s in strings):
        return True
    if 413 in statuses:
        return True
    return any(_text_overflows(s, parse_json=False) for s in strings)


def _text_overflows(text: str, *, parse_json: bool = True) -> bool:
    stripped = text.strip()
    if parse_json and stripped[:1] in "{[" and stripped:
        try:
            parsed = json.loads(stripped)
        except ValueError:
            parsed = None
        if isinstance(parsed, Mapping):
            return _mapping_overflows(parsed)
    if stripped in OVERFLOW_ERROR_NAMES or stripped in OVERFLOW_CODES:
        return True
    return _PATTERNS.search(text) is not None


def _items(value: Any, depth: int) -> Iterator[tuple[str, Any]]:
    """Every (key, value) pair of nested mappings and lists."""
    if depth > _MAX_DEPTH:
        return
    if isinstance(value, Mapping):
        for k, v in value.items():
            yield str(k), v
            yield from _items(v, depth + 1)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _items(v, depth + 1)


def _strings(value: Any, depth: int) -> Iterator[str]:
    """Every string inside ``value``; JSON text (an embedded ``responseBody``) is opened."""
    if isinstance(value, str):
        yield value
        stripped = value.strip()
        if stripped[:1] == "{" and depth <= _MAX_DEPTH:
            try:
                parsed = json.loads(stripped)
            except ValueError:
                return
            yield from _strings(parsed, depth + 1)
        return
    for _, v in _items(value, depth):
        if isinstance(v, str):
            yield from _strings(v, depth + 1)


def _as_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.isdigit():
        return int(value)
    return None


# How many input tokens the rejected request had, when the provider says (OpenAI and
# vLLM: "... your messages resulted in N tokens" / "N in the messages"; Anthropic:
# "prompt is too long: N tokens > M maximum"; llama.cpp: "request (N tokens) exceeds").
_REPORTED = re.compile(
    r"(\d[\d,]*) in the messages"
    r"|messages resulted in (\d[\d,]*) tokens"
    r"|prompt is too long: (\d[\d,]*) tokens"
    r"|request \((\d[\d,]*) tokens\) exceeds"
    r"|has (\d[\d,]*) input tokens",
    re.IGNORECASE,
)


def reported_input_tokens(error: object) -> int | None:
    """The input tokens a provider counted for the request it rejected, if it says."""
    texts: list[str] = [str(error)]
    if isinstance(error, BaseException):
        response = getattr(error, "response", None)
        if response is not None:
            texts.append(_response_text(response))
    elif isinstance(error, Mapping):
        texts = list(_strings(error, 0))
    for text in texts:
        found = _REPORTED.search(text)
        if found:
            digits = next(g for g in found.groups() if g)
            return int(digits.replace(",", ""))
    return None


# The window a provider states when it rejects a request (OpenAI, vLLM: "maximum
# context length is N tokens"; Anthropic: "N tokens > M maximum"; others: "context
# length of only N", "context window of N tokens").
_STATED = re.compile(
    r"maximum context length is (\d[\d,]*)"
    r"|tokens > (\d[\d,]*) maximum"
    r"|context length of only (\d[\d,]*)"
    r"|context window of (\d[\d,]*) tokens",
    re.IGNORECASE,
)


def stated_window(error: object) -> int | None:
    """The context window a provider says it has in its overflow error, if it says."""
    found = _STATED.search(str(error))
    if not found:
        return None
    digits = next(g for g in found.groups() if g)
    value = int(digits.replace(",", ""))
    return value if value > 0 else None
