"""What every model-backed summarizer shares: window check, retries, error mapping.

A provider subclass only says where to POST, which headers and body to send and
where the text is in the answer. ``httpx`` is imported on the first request, so
importing this module costs nothing on the CLI's start-up path.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from typing import TYPE_CHECKING, Any

from supermemory_local.engine.overflow import is_context_overflow
from supermemory_local.engine.summarizer import SummaryError, SummaryOverflowError, SummaryRequest
from supermemory_local.engine.tokens import cjk_chars
from supermemory_local.summarizers.prompt import system_prompt, user_message

if TYPE_CHECKING:
    import httpx

RETRYABLE_STATUS = frozenset({408, 409, 429})


def estimate_tokens(text: str, chars_per_token: float = 4.0) -> int:
    """Static estimate: CJK characters count one token each, the rest ``chars_per_token``."""
    cjk = cjk_chars(text)
    return cjk + int((len(text) - cjk) / chars_per_token + 0.999)


@dataclass
class HttpSummarizer:
    """Base of the OpenAI and Anthropic summarizers (one synchronous POST per summary)."""

    model: str
    base_url: str
    api_key: str | None = None
    timeout_seconds: float = 60.0
    max_retries: int = 3
    context_limit: int = 200_000  # the summarizer model's window, tokens
    buffer_tokens: int = 13_000  # headroom kept below the window
    chars_per_token: float = 4.0
    backoff_base: float = 1.0  # seconds before the first retry (doubles each time)
    max_wait: float = 60.0  # no single wait is longer, whatever Retry-After asks
    sleep: Callable[[float], None] = field(default=time.sleep, repr=False)
    jitter: Callable[[], float] = field(default=random.random, repr=False)
    clock: Callable[[], float] = field(default=time.time, repr=False)

    name = "http"

    # -- what a provider defines ------------------------------------------------

    def endpoint(self) -> str:
        raise NotImplementedError

    def headers(self) -> dict[str, str]:
        raise NotImplementedError

    def body(self, request: SummaryRequest, system: str, user: str) -> dict[str, Any]:
        raise NotImplementedError

    def content(self, data: Mapping[str, Any]) -> str | None:
        """The summary text in a successful answer, or None when it is not there."""
        raise NotImplementedError

    # -- the shared flow --------------------------------------------------------

    def summarize(self, request: SummaryRequest) -> str:
        system, user = system_prompt(request), user_message(request)
        self._check_window(system + "\n" + user, request.max_output_tokens)
        data = self._post(self.body(request, system, user))
        text = self.content(data)
        if text is None:
            raise SummaryError(
                f"{self.name} summarizer: HTTP 200 from {self.endpoint()} but no summary text "
                f"in the answer: {_excerpt(json.dumps(data))}"
            )
        text = text.strip()
        if not text:
            raise SummaryError(f"{self.name} summarizer: {self.model} returned an empty summary")
        if not _has_any_heading(text, request.headings):
            raise SummaryError(
                f"{self.name} summarizer: {self.model} ignored the required sections "
                f"(none of the headings, e.g. {request.headings[0]!r}, is in its answer)"
            )
        return text

    def _check_window(self, prompt: str, max_output: int) -> None:
        """Refuse, before sending, a request the summarizer model cannot take."""
        prompt_tokens = estimate_tokens(prompt, self.chars_per_token)
        need = prompt_tokens + max_output + self.buffer_tokens
        if need > self.context_limit:
            raise SummaryOverflowError(
                f"summary request for {self.model} needs about {need} tokens ({prompt_tokens} "
                f"prompt + {max_output} output cap + {self.buffer_tokens} buffer) but its window "
                f"is {self.context_limit}; set contextLimits for it if the window is larger"
            )

    def _post(self, payload: dict[str, Any]) -> Mapping[str, Any]:
        import httpx

        url = self.endpoint()
        attempts = self.max_retries + 1
        problem = "no attempt made"
        with httpx.Client(timeout=self.timeout_seconds) as client:
            for attempt in range(attempts):
                retry_after: float | None = None
                try:
                    response = client.post(url, headers=self.headers(), json=payload)
                except httpx.TimeoutException:
                    problem = f"timed out after {self.timeout_seconds:g} s"
                except httpx.TransportError as exc:
                    problem = f"connection failed ({type(exc).__name__}: {exc})"
                else:
                    if response.is_success:
                        return self._json(response)
                    self._raise_if_overflow(response)
                    problem = f"HTTP {response.status_code}: {_excerpt(response.text)}"
                    if not _retryable(response.status_code):
                        raise SummaryError(
                            f"{self.name} summary request to {url} failed: {problem}"
                        )
                    retry_after = self._retry_after(response)
                if attempt + 1 < attempts:
                    self.sleep(self._delay(attempt, retry_after))
        raise SummaryError(
            f"{self.name} summary request to {url} failed after {attempts} attempt(s): {problem}"
        )

    def _json(self, response: httpx.Response) -> Mapping[str, Any]:
        try:
            data = response.json()
        except ValueError:
            raise SummaryError(
                f"{self.name} summarizer: HTTP {response.status_code} from {self.endpoint()} "
                f"is not JSON: {_excerpt(response.text)}"
            ) from None
        if not isinstance(data, Mapping):
            raise SummaryError(
                f"{self.name} summarizer: HTTP {response.status_code} answer is a JSON "
                f"{type(data).__name__}, not an object: {_excerpt(response.text)}"
            )
        if data.get("error"):  # some servers report errors with HTTP 200
            self._raise_if_overflow(response)
            raise SummaryError(
                f"{self.name} summarizer: HTTP {response.status_code} carries an error: "
                f"{_excerpt(response.text)}"
            )
        return data

    def _raise_if_overflow(self, response: httpx.Response) -> None:
        if is_context_overflow({"status": response.status_code, "body": response.text}):
            raise SummaryOverflowError(
                f"{self.name} summarizer: {self.model} rejected the summary request as too long "
                f"for its window (HTTP {response.status_code}: {_excerpt(response.text)})"
            )

    def _retry_after(self, response: httpx.Response) -> float | None:
        """The wait the server asked for: ``Retry-After`` (seconds or HTTP date), or ms."""
        value = response.headers.get("retry-after")
        if value:
            value = value.strip()
            try:
                return max(0.0, float(value))
            except ValueError:
                pass
            try:
                when = parsedate_to_datetime(value)
            except (TypeError, ValueError):
                return None
            return max(0.0, when.timestamp() - self.clock())
        millis = response.headers.get("retry-after-ms")
        if millis:
            try:
                return max(0.0, float(millis) / 1000.0)
            except ValueError:
                return None
        return None

    def _delay(self, attempt: int, retry_after: float | None) -> float:
        """Retry-After when given, else exponential backoff with jitter; never over max_wait."""
        if retry_after is not None:
            return min(retry_after, self.max_wait)
        ceiling = min(self.max_wait, self.backoff_base * 2.0**attempt)
        return ceiling / 2 + ceiling / 2 * self.jitter()


def _retryable(status: int) -> bool:
    return status in RETRYABLE_STATUS or status >= 500


def _has_any_heading(text: str, headings: tuple[str, ...]) -> bool:
    lowered = text.lower()
    return not headings or any(h.lstrip("# ").lower() in lowered for h in headings)


def _excerpt(text: str, limit: int = 200) -> str:
    """One line, at most ``limit`` characters, for an error message."""
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"
