"""What the bridge remembers about each OpenCode session, beyond what the conversation
core keeps for every host (:class:`~supermemory_local.hosts.core.Conversation`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from supermemory_local.bridge.opencode_messages import OpenCodeAdapter
from supermemory_local.hosts.core import Conversation


@dataclass
class SessionState(Conversation):
    created_here: bool = False  # session.created seen: its first message gets memories
    injected: bool = False
    # OpenCode's clock (ms) when the last compaction's summary was finished: usage of
    # messages started before it belongs to the old, uncompacted context.
    compacted_at: float | None = None
    last_seen: tuple[str, int] | None = None  # (message id, total) last evaluated
    waiting: Mapping[str, Any] | None = None  # a finished message waiting for the limits
    adapter: OpenCodeAdapter | None = None  # keeps the Msgs of messages seen before
