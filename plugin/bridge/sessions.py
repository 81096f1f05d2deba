"""What the bridge remembers about each OpenCode session."""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from supermemory_local.bridge.opencode_messages import OpenCodeAdapter
from supermemory_local.engine.messages import Msg
from supermemory_local.engine.tokens import TokenEstimator

Origin = Literal["preemptive", "host"]
Phase = Literal["requested", "compacting", "capturing"]


@dataclass
class Compaction:
    """A compaction of one session, from its start until its summary is saved."""

    origin: Origin  # we started it (preemptive) or OpenCode did (host)
    provider: str | None
    model: str | None
    tokens: int  # the session's usage when it started
    phase: Phase = "requested"
    started: float = field(default_factory=time.monotonic)
    resumes: bool = False  # OpenCode continues the turn by itself once it is compacted


@dataclass
class SessionState:
    created_here: bool = False  # session.created seen: its first message gets memories
    injected: bool = False
    compaction: Compaction | None = None
    # OpenCode's clock (ms) when the last compaction's summary was finished: usage of
    # messages started before it belongs to the old, uncompacted context.
    compacted_at: float | None = None
    last_seen: tuple[str, int] | None = None  # (message id, total) last evaluated
    last_usage: int = 0
    provider: str | None = None
    model: str | None = None
    waiting: Mapping[str, Any] | None = None  # a finished message waiting for the limits
    estimator: TokenEstimator | None = None
    adapter: OpenCodeAdapter | None = None  # keeps the Msgs of messages seen before
    sent: list[Msg] | None = None  # the history the last transform produced (calibration)
