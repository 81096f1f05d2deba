"""The conversation core: what every host does with a conversation, decided once.

A host (the OpenCode bridge, the Claude Code hooks, the library's ``ContextManager``)
translates its own messages and events and calls this module for the rest:

- per session: the trigger (whether to compact now, the in-progress lock, the cooldown),
  the token estimator and its calibration from reported usage, Layer 1 on the history
  about to be sent, the compaction under way (who started it, how far it got);
- for every compaction: the memories that go into its prompt, the prompt itself, and
  the saved summary.

The host keeps what only its protocol has: the bridge its limit lookup
(``config.providers``), its message adapter and its actions; the hooks the wording of
Claude Code's custom instructions. A Python agent loop is a host too
(:mod:`supermemory_local.hosts.library`): its ``ContextManager`` runs the engine's
cascade in one session of a core of its own (the session's trigger and
``ConversationState``) and saves through :func:`save_summary` and
:func:`~supermemory_local.hosts.session_memory.refresh`, as the other hosts do; it
calibrates and runs Layer 1 inside the cascade (``engine/manager.py``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

from supermemory_local.config import Settings
from supermemory_local.engine.prompts import (
    FIVE_SECTION_HEADINGS,
    anchored_compaction_prompt,
    saved_summary,
)

if TYPE_CHECKING:
    # Imported where used: a Claude Code hook needs this module's compaction half only,
    # and answers before Claude Code goes on (bench/hook_bench.py).
    from supermemory_local.engine.messages import Msg
    from supermemory_local.engine.state import ConversationState
    from supermemory_local.engine.strategies import Budget, StrategyResult
    from supermemory_local.engine.tokens import TokenEstimator
    from supermemory_local.engine.trigger import Clock, Decision, PreemptiveTrigger, Usage
    from supermemory_local.hosts.memories import Memories
    from supermemory_local.store.repository import Memory

Origin = Literal["preemptive", "host"]
Phase = Literal["requested", "compacting", "capturing"]
STALE_COMPACTION_S = 600.0  # a compaction that never reported back frees its session


@dataclass
class Compaction:
    """A compaction of one session, from its start until its summary is saved."""

    origin: Origin  # we started it (preemptive) or the host did (host)
    provider: str | None
    model: str | None
    tokens: int  # the session's usage when it started
    phase: Phase = "requested"
    started: float = field(default_factory=time.monotonic)
    resumes: bool = False  # the host continues the turn by itself once it is compacted


@dataclass
class Conversation:
    """What the core keeps about one session (a host adds its own fields)."""

    compaction: Compaction | None = None
    last_usage: int = 0
    provider: str | None = None
    model: str | None = None
    # What the engine remembers of this conversation (engine/state.py): the estimator
    # and its calibration, the strategies' caches, the history Layer 1 last produced.
    engine: ConversationState | None = None

    @property
    def estimator(self) -> TokenEstimator | None:
        return None if self.engine is None else self.engine.estimator

    @property
    def sent(self) -> list[Msg] | None:
        """The history Layer 1 last produced (what the next usage report calibrates)."""
        return None if self.engine is None else self.engine.last


C = TypeVar("C", bound=Conversation)


class ConversationCore(Generic[C]):
    """The sessions of one host process and the one trigger that decides for them all,
    so the cooldown and the lock hold for compactions we start and for those the host
    starts itself."""

    def __init__(
        self, settings: Settings, new_session: Callable[[], C], clock: Clock | None = None
    ) -> None:
        self.new_session = new_session
        self.settings = settings
        self.clock = clock  # the trigger's (milliseconds); None: the monotonic clock
        self.trigger: PreemptiveTrigger = self._trigger(settings)
        self.sessions: dict[str, C] = {}

    def _trigger(self, settings: Settings) -> PreemptiveTrigger:
        from supermemory_local.engine.trigger import PreemptiveTrigger

        if self.clock is None:
            return PreemptiveTrigger(settings)
        return PreemptiveTrigger(settings, self.clock)

    def configure(self, settings: Settings) -> None:
        """New settings: a new trigger, and every session starts over."""
        self.settings = settings
        self.trigger = self._trigger(settings)
        self.sessions.clear()

    def session(self, session_id: str) -> C:
        return self.sessions.setdefault(session_id, self.new_session())

    def forget(self, session_id: str) -> None:
        self.sessions.pop(session_id, None)
        self.trigger.forget(session_id)

    # -- usage and the estimate -----------------------------------------------------

    def calibrate(self, state: C, usage: Usage) -> None:
        """Teach the estimator what the last history Layer 1 produced really cost (input side)."""
        sent = usage.input + usage.cache_read + usage.cache_write
        engine = state.engine
        if engine is not None and engine.last and sent > 0:
            engine.calibrate(sent, engine.last)

    def engine(self, state: C) -> ConversationState:
        """What the engine remembers of this session (engine/state.py), made on first use:
        the host loads its messages through it (``ConversationState.host_messages``)."""
        if state.engine is None:
            from supermemory_local.engine.state import ConversationState

            # (The host loads its own message shape: the state's provider adapter is unused.)
            state.engine = ConversationState("openai", self.settings)
        return state.engine

    def layer1(self, state: C, msgs: list[Msg], limit: int) -> tuple[list[StrategyResult], Budget]:
        """Layer 1 on the history about to be sent in a window of ``limit`` tokens; what it
        produced is remembered for the next calibration."""
        from supermemory_local.engine.strategies import Budget, layer1

        engine = self.engine(state)
        budget = Budget(limit, engine.estimator, self.settings)
        results = layer1(msgs, budget)
        engine.last = results[-1].messages
        return results, budget

    # -- deciding, and the compaction under way --------------------------------------

    def host_compacts_first(self, session_id: str, usage: int, host_threshold: int) -> bool:
        """The host's own compaction point is reached: it compacts now (with our prompt)."""
        return usage >= host_threshold and not self.trigger.in_progress(session_id)

    def decide(self, session_id: str, usage: int, limit: int) -> Decision:
        """Compact now? A yes takes the session's lock (:meth:`finish` releases it)."""
        return self.trigger.try_begin(session_id, usage, limit)

    def requested(
        self, state: C, provider: str, model: str, usage: int, *, resumes: bool
    ) -> Compaction:
        """The compaction we ask the host for, after a yes of :meth:`decide`."""
        state.compaction = Compaction("preemptive", provider, model, usage, resumes=resumes)
        return state.compaction

    def host_started(self, session_id: str, state: C) -> Compaction:
        """Take the lock for a compaction the host started itself."""
        self.trigger.begin(session_id)
        state.compaction = Compaction(
            "host", state.provider, state.model, state.last_usage, phase="compacting"
        )
        return state.compaction

    def stale(self, state: C) -> Compaction | None:
        """The session's compaction, when it never reported back in time (then :meth:`finish`)."""
        comp = state.compaction
        if comp is not None and time.monotonic() - comp.started > STALE_COMPACTION_S:
            return comp
        return None

    def finish(self, session_id: str) -> None:
        self.trigger.finish(session_id)
        self.session(session_id).compaction = None


# -- every compaction, whichever host runs it: its prompt and its summary -------------


def compaction_memories(memories: Memories, settings: Settings) -> list[str]:
    """The project's memories that go into a compaction prompt (``injectedMemoryLimit``)."""
    return memories.for_compaction(settings.injected_memory_limit)


def compaction_prompt(previous: str | None = None, memories: list[str] | None = None) -> str:
    """The prompt that replaces a host's own: the five sections, the session's previous
    summary to build on, the memories marked as context."""
    return anchored_compaction_prompt(previous, memories)


def save_summary(
    memories: Memories,
    text: str,
    *,
    session_id: str,
    metadata: dict[str, Any],
    requests: list[str] | None = None,
    headings: tuple[str, ...] = FIVE_SECTION_HEADINGS,
) -> Memory:
    """The host's summary saved as a ``conversation`` memory of the project, in the
    five-section form (the user's own ``requests`` kept under its first heading; a
    summary with other ``headings``, ``compact``'s nine, is saved as it is)."""
    return memories.save_summary(
        saved_summary(text, headings, requests), session_id=session_id, metadata=metadata
    )
