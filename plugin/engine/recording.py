"""The library's event record: what a ``ContextManager`` did, one row per call and step.

The manager hands this recorder every event it emits (the cascade reports each strategy
through ``Run.report``; the steps are not touched) and every usage it observes. Rows go
to the store's ``events`` table (:mod:`supermemory_local.store.events`): ids, sizes and
names only. They are written once per model call (with the usage report, an overflow,
a saved summary), in one transaction, into the store the manager was given or the one
it opens for its first summary; until there is one they wait in memory (at most
``MAX_PENDING`` rows). Recording never changes what the manager returns and never
raises: a failed write is one log line.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, cast

from supermemory_local.store.events import CALL, Event

if TYPE_CHECKING:
    from supermemory_local.config import Settings
    from supermemory_local.engine.strategies import StrategyResult
    from supermemory_local.store.repository import Memory


class Manager(Protocol):
    """What the recorder reads of its ``ContextManager`` (not imported: it owns one)."""

    session_id: str
    scope: str | None
    model: str | None
    context_window: int
    settings: Settings
    last_estimate: int
    store: Any  # a MemoryStore, or a caller's own store without an event record

    def _scope(self) -> str: ...


class ManagerEvent(Protocol):
    """The fields of ``EngineEvent`` the recorder reads."""

    @property
    def kind(self) -> str: ...

    @property
    def strategy(self) -> StrategyResult | None: ...

    @property
    def memory(self) -> Memory | None: ...


log = logging.getLogger("supermemory_local.events")

MAX_PENDING = 2_000  # rows kept in memory while the manager has no store
SUMMARY_STEPS = ("preemptive_summary", "full_summary")


class EventRecorder:
    """Rows of one manager's session; see the module docstring."""

    def __init__(
        self,
        cm: Manager,
        *,
        host: str = "library",
        position: Callable[[], int] | None = None,
    ) -> None:
        # A weak proxy: the manager owns its recorder, and a strong reference back would
        # make a cycle that keeps a dropped manager (and its history) alive until the
        # garbage collector's next full pass.
        self.cm = cast(Manager, weakref.proxy(cm))
        self.host = host
        # The caller's own numbering of its calls (the demo: the message index), else
        # the number of the model call under way.
        self.position = position
        self.calls = 0
        self.pending: list[Event] = []
        self.failed = False

    @property
    def enabled(self) -> bool:
        return self.cm.settings.events_per_session > 0

    def step(self) -> int:
        return self.position() if self.position is not None else self.calls + 1

    def _row(self, kind: str, **sizes: int | str | None) -> Event:
        cm = self.cm
        return Event(
            session_id=cm.session_id,
            kind=kind,
            step=self.step(),
            host=self.host,
            scope=cm.scope,
            model=cm.model,
            context_window=cm.context_window,
            **sizes,  # type: ignore[arg-type]
        )

    # -- what the manager tells it ---------------------------------------------------

    def observe(self, event: ManagerEvent) -> None:
        """One of the manager's events (strategy, summary_saved, overflow, gave_up)."""
        if not self.enabled:
            return
        try:
            self._observe(event)
        except Exception as exc:  # never break the caller's loop for a record
            log.warning("event record: %s: %s", type(exc).__name__, exc)

    def _observe(self, event: ManagerEvent) -> None:
        if event.kind == "strategy" and event.strategy is not None:
            r = event.strategy
            self.pending.append(
                self._row(
                    r.name,
                    tokens_before=r.tokens_before,
                    tokens_after=r.tokens_after,
                    messages_removed=r.messages_before - r.messages_after,
                )
            )
        elif event.kind == "summary_saved" and event.memory is not None:
            self.saved(event.memory)
        elif event.kind in ("overflow", "gave_up"):
            self.pending.append(self._row(event.kind))
            self.flush()
        self._bound()

    def saved(self, memory: Memory) -> None:
        """A summary saved as ``memory``: its id goes on the step that made it (a
        degraded one is ⑤), else on a row of its own (the session's end)."""
        if not self.enabled:
            return
        try:
            trigger = str(memory.metadata.get("trigger") or "")
            level = memory.metadata.get("summary_level")
            for row in reversed(self.pending):
                if row.kind in SUMMARY_STEPS and row.memory_id is None:
                    row.memory_id = memory.id
                    if row.kind == "full_summary" and isinstance(level, int) and level > 0:
                        row.kind = "degraded_summary"
                    break
            else:
                kind = "session_end" if trigger == "session_end" else "full_summary"
                self.pending.append(self._row(kind, memory_id=memory.id))
            self.flush()
        except Exception as exc:
            log.warning("event record: %s: %s", type(exc).__name__, exc)

    def call(self, *, input_reported: int, output_tokens: int = 0) -> None:
        """A model call finished with this usage (input side: input + cache reads/writes)."""
        if not self.enabled:
            self.calls += 1
            return
        try:
            self.pending.append(
                self._row(
                    CALL, input_reported=input_reported, input_estimated=self.cm.last_estimate
                )
            )
            self.calls += 1
            self.flush()
        except Exception as exc:
            log.warning("event record: %s: %s", type(exc).__name__, exc)

    # -- writing ---------------------------------------------------------------------

    def _bound(self) -> None:
        if len(self.pending) > MAX_PENDING:
            del self.pending[: len(self.pending) - MAX_PENDING]

    def flush(self) -> None:
        """Write what waits, if the manager has a store (else it keeps waiting)."""
        cm = self.cm
        if not self.pending or cm.store is None:
            self._bound()
            return
        rows, self.pending = self.pending, []
        event_log = getattr(cm.store, "events", None)
        if event_log is None:
            return  # a store of the caller's own without an event record: nothing to keep
        try:
            if cm.scope is None:
                cm._scope()
            for row in rows:
                row.scope = row.scope or cm.scope
            event_log.write(rows)
        except Exception as exc:
            if not self.failed:  # one line per manager, not one per call
                log.warning(
                    "event record: %d event(s) of session %s not written: %s",
                    len(rows),
                    cm.session_id,
                    exc,
                )
            self.failed = True
