"""The adapter of a format, given the record it keeps what it loads in."""

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


def make_adapter(fmt: Format, record: MessageRecord) -> Adapter:
    """A new adapter for ``fmt`` that remembers what it loads in ``record`` (the
    conversation state's, ``engine/state.py``)."""
    if fmt == "openai":
        return OpenAIAdapter(record)
    if fmt == "anthropic":
        return AnthropicAdapter(record)
    raise UnknownFormatError(f"unknown message format {fmt!r}: use one of {', '.join(FORMATS)}")
