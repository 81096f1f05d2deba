"""One adapter per message format (see ``plugin.engine.messages``)."""

from plugin.engine.adapters.anthropic import AnthropicAdapter
from plugin.engine.adapters.openai import OpenAIAdapter

__all__ = ["AnthropicAdapter", "OpenAIAdapter"]
