"""The preemptive trigger: decides when a session must be compacted
(docs/CONTRACT.md, "Preemptive compaction").

It is the single owner of "should we compact now?" for a session: the library's
``ContextManager`` and the OpenCode bridge both ask it, so the cooldown and the
in-progress lock hold across every path that can start a compaction.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from supermemory_local.config import Settings

Clock = Callable[[], float]  # milliseconds


def monotonic_ms() -> float:
    return time.monotonic() * 1000.0


@dataclass(frozen=True)
class Usage:
    """Token usage of one finished assistant turn."""

    total: int
    input: int = 0
    output: int = 0
    cache_read: int = 0
    cache_write: int = 0

    @classmethod
    def from_tokens(cls, tokens: Mapping[str, Any] | None) -> Usage | None:
        """From OpenCode's ``tokens`` (``total?``, ``input``, ``output``, ``cache.{read,write}``).

        ``total`` wins when reported; otherwise input + output + cache.read + cache.write.
        Returns None when there is nothing usable (e.g. a message still streaming).
        """
        if not tokens:
            return None
        cache = tokens.get("cache") or {}
        parts = [
            _int(tokens.get("input")),
            _int(tokens.get("output")),
            _int(cache.get("read")),
            _int(cache.get("write")),
        ]
        total = _int(tokens.get("total")) or sum(parts)
        if total <= 0:
            return None
        return cls(total, *parts)


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return 0
    return max(0, int(value))


@dataclass(frozen=True)
class Decision:
    compact: bool
    reason: str  # why (not): for logs and `supermemory doctor`
    usage: int = 0
    limit: int = 0

    @property
    def ratio(self) -> float:
        return self.usage / self.limit if self.limit else 0.0

    @property
    def percent(self) -> int:
        """Whole percent, rounded down so a toast never claims more than is used."""
        return math.floor(self.ratio * 100 + 1e-9)


@dataclass
class _SessionState:
    last_compaction_ms: float | None = None
    in_progress: bool = False


@dataclass
class PreemptiveTrigger:
    settings: Settings
    clock: Clock = monotonic_ms
    _sessions: dict[str, _SessionState] = field(default_factory=dict)

    def _state(self, session_id: str) -> _SessionState:
        return self._sessions.setdefault(session_id, _SessionState())

    def check(
        self, session_id: str, usage: int, limit: int, *, is_summary: bool = False
    ) -> Decision:
        """Should this session compact now? Pure: it changes no state."""
        s = self.settings
        state = self._sessions.get(session_id) or _SessionState()
        if is_summary:
            return Decision(False, "the message is itself a summary", usage, limit)
        if limit <= 0:
            return Decision(False, "no context limit known", usage, limit)
        if usage / limit < s.compaction_threshold:
            return Decision(
                False,
                f"usage {usage} is {usage / limit:.1%} of {limit}, below "
                f"compactionThreshold {s.compaction_threshold:.0%}",
                usage,
                limit,
            )
        if usage < s.min_tokens_for_compaction:
            return Decision(
                False,
                f"usage {usage} is below minTokensForCompaction {s.min_tokens_for_compaction}",
                usage,
                limit,
            )
        if state.in_progress:
            return Decision(
                False, "a compaction of this session is already in progress", usage, limit
            )
        if state.last_compaction_ms is not None:
            elapsed = self.clock() - state.last_compaction_ms
            if elapsed < s.compaction_cooldown_ms:
                return Decision(
                    False,
                    f"cooldown: last compaction {elapsed / 1000:.1f}s ago "
                    f"(compactionCooldownMs {s.compaction_cooldown_ms})",
                    usage,
                    limit,
                )
        return Decision(True, f"usage at {usage / limit:.1%} of {limit}", usage, limit)

    def try_begin(
        self, session_id: str, usage: int, limit: int, *, is_summary: bool = False
    ) -> Decision:
        """Check and, if it says compact, take the session's lock in the same step."""
        decision = self.check(session_id, usage, limit, is_summary=is_summary)
        if decision.compact:
            self.begin(session_id)
        return decision

    def begin(self, session_id: str) -> bool:
        """Take the lock for a compaction started by anyone (us or the host).

        Returns False when one is already running. The cooldown starts now, so a
        host-started compaction also holds off ours.
        """
        state = self._state(session_id)
        if state.in_progress:
            return False
        state.in_progress = True
        state.last_compaction_ms = self.clock()
        return True

    def finish(self, session_id: str) -> None:
        """Release the lock; the cooldown counts from the end of the compaction."""
        state = self._state(session_id)
        state.in_progress = False
        state.last_compaction_ms = self.clock()

    def in_progress(self, session_id: str) -> bool:
        return self._state(session_id).in_progress

    def forget(self, session_id: str) -> None:
        self._sessions.pop(session_id, None)
