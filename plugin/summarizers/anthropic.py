"""Summaries from Anthropic's Messages API: ``POST {base_url}/v1/messages``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from supermemory_local.engine.summarizer import SummaryRequest
from supermemory_local.summarizers.http import HttpSummarizer

ANTHROPIC_BASE_URL = "https://api.anthropic.com"
ANTHROPIC_VERSION = "2023-06-01"


@dataclass
class AnthropicSummarizer(HttpSummarizer):
    base_url: str = ANTHROPIC_BASE_URL

    name = "anthropic"

    def endpoint(self) -> str:
        base = self.base_url.rstrip("/")
        # Accept a base URL given with or without the version segment.
        return f"{base}/messages" if base.endswith("/v1") else f"{base}/v1/messages"

    def headers(self) -> dict[str, str]:
        headers = {"anthropic-version": ANTHROPIC_VERSION}
        if self.api_key:
            headers["x-api-key"] = self.api_key
        return headers

    def body(self, request: SummaryRequest, system: str, user: str) -> dict[str, Any]:
        return {
            "model": self.model,
            "system": system,
            "messages": [{"role": "user", "content": user}],
            "max_tokens": request.max_output_tokens,
            "temperature": 0,
        }

    def content(self, data: Mapping[str, Any]) -> str | None:
        blocks = data.get("content")
        if not isinstance(blocks, list):
            return None
        texts = [
            b["text"]
            for b in blocks
            if isinstance(b, Mapping) and b.get("type") == "text" and isinstance(b.get("text"), str)
        ]
        return "".join(texts) if texts else None
