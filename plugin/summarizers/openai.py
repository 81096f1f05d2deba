"""Summaries from any OpenAI-compatible server: ``POST {base_url}/chat/completions``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from supermemory_local.engine.summarizer import SummaryRequest
from supermemory_local.summarizers.http import HttpSummarizer

OPENAI_BASE_URL = "https://api.openai.com/v1"


@dataclass
class OpenAISummarizer(HttpSummarizer):
    """OpenAI, vLLM, llama.cpp, Ollama, LM Studio, OpenRouter, Together, Groq, ..."""

    base_url: str = OPENAI_BASE_URL

    name = "openai"

    def endpoint(self) -> str:
        return f"{self.base_url.rstrip('/')}/chat/completions"

    def headers(self) -> dict[str, str]:
        # Local servers (llama.cpp, Ollama, vLLM) usually need no key.
        return {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}

    def body(self, request: SummaryRequest, system: str, user: str) -> dict[str, Any]:
        return {
            "model": self.model,
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": user},
            ],
            "max_tokens": request.max_output_tokens,
            "temperature": 0,
            "stream": False,
        }

    def content(self, data: Mapping[str, Any]) -> str | None:
        choices = data.get("choices")
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], Mapping):
            return None
        message = choices[0].get("message")
        text = message.get("content") if isinstance(message, Mapping) else None
        return text if isinstance(text, str) else None
