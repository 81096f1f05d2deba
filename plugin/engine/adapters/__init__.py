"""One adapter per message format (see ``supermemory_local.engine.messages``)."""

from __future__ import annotations

from supermemory_local.engine.adapters.anthropic import AnthropicAdapter
from supermemory_local.engine.adapters.make import make_adapter
from supermemory_local.engine.adapters.openai import OpenAIAdapter
from supermemory_local.engine.messages import Adapter, Format, MessageRecord

__all__ = ["AnthropicAdapter", "OpenAIAdapter", "get_adapter", "make_adapter"]


def get_adapter(fmt: Format, record: MessageRecord | None = None) -> Adapter:
    """A new adapter for ``fmt`` (keep it for the conversation: it remembers what it
    loads in ``record``, the conversation state's; without one, in a record of its own).
    """
    if record is None:
        # (the state imports the adapters: its record is imported when one is made here)
        from supermemory_local.engine.state import KnownMessages

        record = KnownMessages()
    return make_adapter(fmt, record)
