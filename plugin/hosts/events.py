"""A host's event record: the model calls and steps of its sessions, for `supermemory
sessions` and `supermemory ui` (the store's ``events`` table; ids, sizes, names only).

The OpenCode bridge records each model call (the usage OpenCode reports, the estimate
of what Layer 1 sent), ① and ② when they change a request, and each compaction with the
memory it saved; the Claude Code hooks record what they see: a session's start and each
compaction Claude Code ran. Rows wait in memory until the store is open (never a wait
for a host's hook) and are written once per call, in one transaction. Recording never
raises: a failed write is one log line.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from supermemory_local.store.events import CALL, Event

if TYPE_CHECKING:
    from supermemory_local.engine.strategies import StrategyResult
    from supermemory_local.hosts.memories import Memories

MAX_PENDING = 2_000  # rows kept while the store is not open yet


@dataclass
class _Session:
    calls: int = 0  # model calls recorded (the next one's step is calls + 1)
    estimate: int | None = None  # what Layer 1 last sent, estimated
    window: int | None = None
    model: str | None = None
    known: bool = False  # the store was asked for the session's last step


@dataclass
class HostEvents:
    memories: Memories
    host: str
    log: logging.Logger
    pending: list[Event] = field(default_factory=list)
    sessions: dict[str, _Session] = field(default_factory=dict)
    failed: bool = False

    def _session(self, session_id: str) -> _Session:
        state = self.sessions.get(session_id)
        if state is None:
            state = self.sessions[session_id] = _Session()
        if not state.known:
            store = self.memories.opened()
            if store is not None:  # a session this process did not start: go on from there
                state.known = True
                try:
                    state.calls = max(state.calls, store.events.last_step(session_id))
                except Exception as exc:
                    self.log.info("events: cannot read session %s: %s", session_id, exc)
        return state

    def _row(self, session_id: str, kind: str, **sizes: int | str | None) -> Event:
        state = self._session(session_id)
        return Event(
            session_id=session_id,
            kind=kind,
            step=state.calls + 1,
            host=self.host,
            scope=self.memories.scope,
            model=state.model,
            context_window=state.window,
            **sizes,  # type: ignore[arg-type]
        )

    def _guard(self, what: str, record: object) -> None:
        self.log.info("events: %s not recorded: %s", what, record)

    # -- what a host tells it --------------------------------------------------------

    def sent(
        self,
        session_id: str,
        results: list[StrategyResult],
        window: int,
        model: str | None = None,
    ) -> None:
        """Layer 1 ran on a request about to be sent: its steps that changed it, and
        the estimate of what goes out (the next call's)."""
        try:
            state = self._session(session_id)
            state.window = window
            state.model = model or state.model
            if results:
                state.estimate = results[-1].tokens_after
            for r in results:
                if r.changed:
                    self.pending.append(
                        self._row(
                            session_id,
                            r.name,
                            tokens_before=r.tokens_before,
                            tokens_after=r.tokens_after,
                            messages_removed=r.messages_before - r.messages_after,
                        )
                    )
            self._bound()
        except Exception as exc:
            self._guard("a request", exc)

    def call(self, session_id: str, input_reported: int, model: str | None = None) -> None:
        """A model call finished; ``input_reported``: input + cache reads and writes."""
        try:
            state = self._session(session_id)
            state.model = model or state.model
            row = self._row(
                session_id, CALL, input_reported=input_reported, input_estimated=state.estimate
            )
            self.pending.append(row)
            state.calls += 1
            self.flush()
        except Exception as exc:
            self._guard("a call", exc)

    def step(
        self,
        session_id: str,
        kind: str,
        *,
        tokens_before: int | None = None,
        tokens_after: int | None = None,
        messages_removed: int | None = None,
        memory_id: str | None = None,
    ) -> None:
        """A step of the host's own: ``preemptive_summary``, ``host_compaction``,
        ``idle_refresh``, ``session_start``, ``session_end``..."""
        try:
            self.pending.append(
                self._row(
                    session_id,
                    kind,
                    tokens_before=tokens_before,
                    tokens_after=tokens_after,
                    messages_removed=messages_removed,
                    memory_id=memory_id,
                )
            )
            self.flush()
        except Exception as exc:
            self._guard(kind, exc)

    # -- writing ---------------------------------------------------------------------

    def _bound(self) -> None:
        if len(self.pending) > MAX_PENDING:
            del self.pending[: len(self.pending) - MAX_PENDING]

    def flush(self, *, wait: float = 0.0) -> None:
        """Write what waits if the store is open (``wait``: seconds to wait for it)."""
        if not self.pending:
            return
        store = self.memories.opened(wait)
        if store is None:
            self._bound()
            return
        rows, self.pending = self.pending, []
        try:
            store.events.write(rows)
        except Exception as exc:
            if not self.failed:
                self.log.info("events: %d event(s) not written: %s", len(rows), exc)
            self.failed = True
