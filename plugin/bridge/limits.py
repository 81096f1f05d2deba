"""The context window of each model, as OpenCode reports it (``GET /config/providers``).

The window is ``limit.input`` when present, else ``limit.context``; a per-model
override in the config wins over both. The lookup is retried; only when every
attempt failed is ``defaultContextLimit`` assumed, and the log says so (a failed
lookup on a 1M-token model must not silently compact at 16 %).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from supermemory_local.config import Settings

MAX_ATTEMPTS = 3
RETRY_DELAYS_MS = (500, 2_000)  # before the 2nd and 3rd attempt
RETRY_AFTER_FALLBACK_S = 60.0  # a new round of lookups, at most this often
HOST_RESERVED_MAX = 20_000  # OpenCode keeps min(20k, max output) free below its window

Source = Literal["override", "opencode", "fallback"]


@dataclass(frozen=True)
class ModelLimit:
    context: int
    input: int | None = None
    output: int | None = None

    @property
    def window(self) -> int:
        return self.input or self.context

    @property
    def host_threshold(self) -> int:
        """Usage at which OpenCode's own auto-compaction fires for this model."""
        reserved = min(HOST_RESERVED_MAX, self.output or HOST_RESERVED_MAX)
        return self.window - reserved


@dataclass(frozen=True)
class Resolution:
    limit: int
    source: Source
    model: ModelLimit | None = None  # what OpenCode reported, when it did
    note: str = ""


def _positive(value: Any) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
        return None
    return int(value)


def parse_providers(data: Any) -> dict[str, ModelLimit]:
    """``{"provider/model": ModelLimit}`` from the ``config.providers`` answer."""
    out: dict[str, ModelLimit] = {}
    providers = data.get("providers") if isinstance(data, Mapping) else data
    if not isinstance(providers, list):
        return out
    for provider in providers:
        if not isinstance(provider, Mapping) or not isinstance(provider.get("id"), str):
            continue
        models = provider.get("models")
        if not isinstance(models, Mapping):
            continue
        for model_id, model in models.items():
            limit = model.get("limit") if isinstance(model, Mapping) else None
            if not isinstance(limit, Mapping):
                continue
            context = _positive(limit.get("context"))
            if context is None:
                continue
            out[f"{provider['id']}/{model_id}"] = ModelLimit(
                context, _positive(limit.get("input")), _positive(limit.get("output"))
            )
    return out


class LimitBook:
    """Known limits plus the state of the lookup (attempts, fallback)."""

    def __init__(
        self,
        settings: Settings,
        logger: logging.Logger,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.settings = settings
        self.log = logger
        self.clock = clock
        self.known: dict[str, ModelLimit] | None = None  # None: no successful lookup yet
        self.failures = 0
        self.in_flight = False
        self.exhausted_at: float | None = None
        self._fallback_logged: set[str] = set()

    def resolve(self, provider: str, model: str) -> Resolution | None:
        """The window to use now, or None while a lookup is still worth waiting for."""
        override = self.settings.context_limit_for(model, provider)
        if override is not None:
            return Resolution(override, "override")
        if self.known is not None:
            found = self.known.get(f"{provider}/{model}")
            if found is not None:
                return Resolution(found.window, "opencode", found)
            return self._fallback(provider, model, "OpenCode does not list this model")
        if self.exhausted_at is not None:
            return self._fallback(provider, model, f"all {MAX_ATTEMPTS} lookups failed")
        return None

    def _fallback(self, provider: str, model: str, why: str) -> Resolution:
        default = self.settings.default_context_limit
        key = f"{provider}/{model}"
        if key not in self._fallback_logged:
            self._fallback_logged.add(key)
            self.log.info(
                "limits: %s -> fallback defaultContextLimit %d (%s); set contextLimits "
                '{"%s": N} in supermemory.jsonc if this is wrong',
                key,
                default,
                why,
                key,
            )
        return Resolution(default, "fallback", note=why)

    def should_look_up(self) -> bool:
        """Start a lookup now? (none running, and none yet or the last round failed long ago)."""
        if self.in_flight:
            return False
        if self.known is not None:
            return False
        if self.exhausted_at is None:
            return True
        return self.clock() - self.exhausted_at >= RETRY_AFTER_FALLBACK_S

    def started(self) -> None:
        self.in_flight = True

    def succeeded(self, data: Any) -> None:
        self.in_flight = False
        self.known = parse_providers(data)
        self.failures = 0
        self.exhausted_at = None
        self._fallback_logged.clear()
        listed = ", ".join(f"{k}={v.window}" for k, v in sorted(self.known.items())[:20])
        self.log.info("limits: %d model(s) from OpenCode: %s", len(self.known), listed or "none")

    def failed(self, error: str) -> int | None:
        """Record a failed attempt; the delay before the next one, or None when out of tries."""
        self.failures += 1
        self.log.info("limits: lookup attempt %d/%d failed: %s", self.failures, MAX_ATTEMPTS, error)
        if self.failures < MAX_ATTEMPTS:
            return RETRY_DELAYS_MS[min(self.failures - 1, len(RETRY_DELAYS_MS) - 1)]
        self.in_flight = False
        self.failures = 0
        self.exhausted_at = self.clock()
        self.log.info(
            "limits: every lookup failed; defaultContextLimit %d applies until one succeeds",
            self.settings.default_context_limit,
        )
        return None
