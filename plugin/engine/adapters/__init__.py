"""One adapter per message format (see ``supermemory_local.engine.messages``)."""

from __future__ import annotations

from supermemory_local.engine.adapters.anthropic import AnthropicAdapter
from supermemory_local.engine.adapters.openai import OpenAIAdapter
from supermemory_local.engine.messages import (
    FORMATS,
    Adapter,
    Format,
    MessageRecord,
    UnknownFormatError,
)

__all__ = ["AnthropicAdapter", "OpenAIAdapter", "get_adapter"]


def get_adapter(fmt: Format, record: MessageRecord | None = None) -> Adapter:
    """A new adapter for ``fmt`` (keep it for the conversation: it remembers what it
    loads, in ``record``, the conversation state's; without one, in its own)."""
    if fmt == "openai":
        return OpenAIAdapter(record)
    if fmt == "anthropic":
        return AnthropicAdapter(record)
    raise UnknownFormatError(f"unknown message format {fmt!r}: use one of {', '.join(FORMATS)}")
