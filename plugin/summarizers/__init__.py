"""Summarizers: extractive (offline, the default), OpenAI-compatible and Anthropic.

``make_summarizer(settings)`` builds the one ``settings.summarizer.provider`` names.
Importing this package does not import ``httpx`` (that happens on the first request).
"""

from __future__ import annotations

import os

from supermemory_local.config import Settings
from supermemory_local.engine.summarizer import Summarizer, SummaryError
from supermemory_local.summarizers.anthropic import ANTHROPIC_BASE_URL, AnthropicSummarizer
from supermemory_local.summarizers.extractive import ExtractiveSummarizer
from supermemory_local.summarizers.http import HttpSummarizer
from supermemory_local.summarizers.openai import OPENAI_BASE_URL, OpenAISummarizer

__all__ = [
    "AnthropicSummarizer",
    "ExtractiveSummarizer",
    "OpenAISummarizer",
    "make_summarizer",
]

_HTTP: dict[str, tuple[type[HttpSummarizer], str]] = {
    "openai": (OpenAISummarizer, OPENAI_BASE_URL),
    "anthropic": (AnthropicSummarizer, ANTHROPIC_BASE_URL),
}


def make_summarizer(settings: Settings) -> Summarizer:
    """The configured summarizer; a missing model or API key is a ``SummaryError``."""
    conf = settings.summarizer
    if conf.provider == "extractive":
        return ExtractiveSummarizer(chars_per_token=settings.chars_per_token)
    cls, default_url = _HTTP[conf.provider]
    if not conf.model:
        raise SummaryError(
            f"summarizer.model is not set: name the model for provider {conf.provider} "
            f"in {settings.source or 'supermemory.jsonc'}"
        )
    return cls(
        model=conf.model,
        base_url=conf.base_url or default_url,
        api_key=_api_key(settings),
        timeout_seconds=conf.timeout_seconds,
        max_retries=conf.max_retries,
        context_limit=settings.context_limit_for(conf.model, conf.provider)
        or settings.default_context_limit,
        buffer_tokens=settings.compact_buffer_tokens,
        chars_per_token=settings.chars_per_token,
    )


def _api_key(settings: Settings) -> str | None:
    """The key from ``$<summarizer.apiKeyEnv>``; optional only for a self-hosted base URL."""
    conf = settings.summarizer
    if conf.api_key_env is None:
        if conf.base_url:  # llama.cpp, Ollama, vLLM, ... usually take no key
            return None
        raise SummaryError(
            f"summarizer.apiKeyEnv is not set: name the environment variable that holds the "
            f"{conf.provider} API key (or set summarizer.baseUrl for a server without keys)"
        )
    key = os.environ.get(conf.api_key_env, "").strip()
    if not key:
        raise SummaryError(
            f"environment variable {conf.api_key_env} (summarizer.apiKeyEnv) is empty or "
            f"not set: export the {conf.provider} API key in it"
        )
    return key
