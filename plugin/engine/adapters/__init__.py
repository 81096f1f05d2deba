"""One adapter per message format (see ``supermemory_local.engine.messages``)."""

from __future__ import annotations

from supermemory_local.engine.adapters.anthropic import AnthropicAdapter
from supermemory_local.engine.adapters.openai import OpenAIAdapter
from supermemory_local.engine.messages import FORMATS, Adapter, Format, UnknownFormatError

__all__ = ["AnthropicAdapter", "OpenAIAdapter", "get_adapter"]


def get_adapter(fmt: Format) -> Adapter:
    """A new adapter for ``fmt`` (keep it for the conversation: it caches what it loads)."""
    if fmt == "openai":
        return OpenAIAdapter()
    if fmt == "anthropic":
        return AnthropicAdapter()
    raise UnknownFormatError(f"unknown message format {fmt!r}: use one of {', '.join(FORMATS)}")
