"""What the bridge remembers about each OpenCode session, beyond what the conversation
core keeps for every host (:class:`~supermemory_local.hosts.core.Conversation`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from supermemory_local.hosts.core import Conversation


@dataclass
class SessionState(Conversation):
    created_here: bool = False  # session.created seen: its first message gets memories
    subagent: bool = False  # created with a parent (a task's session): no memory of its own
    injected: bool = False
    # OpenCode's clock (ms) when the last compaction's summary was finished: usage of
    # messages started before it belongs to the old, uncompacted context.
    compacted_at: float | None = None
    last_seen: tuple[str, int] | None = None  # (message id, total) last evaluated
    waiting: Mapping[str, Any] | None = None  # a finished message waiting for the limits
    # The session's living memory: the history of the last request (kept by reference:
    # what a session that ends without going idle is saved from), whether a turn ran
    # since its memory was last refreshed, and which idle's refresh is the latest.
    last_messages: list[Mapping[str, Any]] | None = None
    dirty: bool = False
    idle_count: int = 0
    # The newest compaction summary captured here: the anchor of a refresh from a
    # history that does not hold it (OpenCode 2's context after a compaction).
    captured_summary: str | None = None
