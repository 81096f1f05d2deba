"""The library host: ``supermemory_local.ContextManager``, for any Python agent loop.

A host translates its messages and events and leaves the rest to the conversation core
(:mod:`supermemory_local.hosts.core`). The library's messages are the caller's provider
dicts, which the engine's adapters load; its events are the calls of the loop
(``prepare``, ``recover``, ``observe_usage``, ``fit``) and the session's end (``close``,
or leaving ``with``). The engine's manager (:mod:`supermemory_local.engine.manager`) runs
the cascade on them; this module plugs the core in where the engine hands off:

- **the session**: one session of a :class:`~.core.ConversationCore` of the manager's
  own (its clock): the trigger's lock and cooldown are the core's, and the session's
  ``ConversationState`` (``cm.state``) is that session's ``engine``;
- **a summary the cascade made** (preemptive, Layer 3, ``compact``): saved by
  :func:`~.core.save_summary` into the project's :class:`~.memories.Memories`, as the
  bridge and the Claude Code hooks save theirs (source ``engine``);
- **the session's end**: :func:`~.session_memory.refresh`, the session's living memory
  as every host brings it up to date, with the manager's summarizer and output cap;
- **what the user should know** (the library's toasts): a notice through the manager's
  ``notifier`` when a save fails, and once, when the first summary went to the user's
  default store, where it went.

What stays the library's own: its window is given (no limit lookup), it calibrates
from the usage the caller reports for the messages it passes (``observe_usage``), and
its store is the one given or the user's default one, opened at the first save (the
bridge opens it at start, a hook per event).
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from supermemory_local.engine.manager import ContextManager as EngineManager
from supermemory_local.engine.manager import EngineEvent
from supermemory_local.hosts.core import Conversation, ConversationCore

if TYPE_CHECKING:
    from supermemory_local.engine.full_summary import SummaryOutcome
    from supermemory_local.engine.messages import Msg
    from supermemory_local.hosts.memories import Memories
    from supermemory_local.store.repository import Memory, MemoryStore

log = logging.getLogger("supermemory_local.library")
SOURCE = "engine"  # the `source` of the library's memories (as before it was a host)
TITLE = "Supermemory"


@dataclass
class ContextManager(EngineManager):
    """The engine's ``ContextManager`` (same arguments, same calls) whose summaries and
    session memory go through the conversation core: see the module docstring."""

    def __post_init__(self) -> None:
        super().__post_init__()
        # One session of a core of its own: the core's trigger decides for it, and the
        # core's session holds the engine's state.
        self.core: ConversationCore[Conversation] = ConversationCore(
            self.settings, Conversation, clock=self.clock
        )
        self.trigger = self.core.trigger
        self.core.session(self.session_id).engine = self.state
        self.keeper = LibraryMemories(self)


class LibraryMemories:
    """The library manager's keeper (``engine/keeper.py``): the project's memories in
    the manager's store, written through the conversation core."""

    def __init__(self, cm: ContextManager) -> None:
        # A weak proxy: the manager owns its keeper (no cycle keeping a dropped
        # manager's history alive until the collector's next full pass).
        self.cm = cast(ContextManager, weakref.proxy(cm))
        self._memories: Memories | None = None
        self._opened = False  # no store= given: the user's default store, opened here
        self._told_where = False  # the one notice saying where summaries are saved

    # -- where ---------------------------------------------------------------------

    def store(self) -> MemoryStore:
        """The store given (``store=``), else the user's default store, opened now."""
        cm = self.cm
        if cm.store is None:
            from supermemory_local.store.repository import MemoryStore

            cm.store = MemoryStore.open(cm.settings)
            self._opened = True  # the user's default store: the first save says so
        return cm.store

    def scope(self) -> str:
        """The scope given (``scope=``), else the project's, named in the store."""
        cm = self.cm
        if cm.scope is None:
            from supermemory_local.store.scopes import describe_project, project_root

            described = describe_project(project_root())
            cm.scope = described.scope
            try:  # record what the scope stands for (its name and path); a courtesy
                self.store().name_scope(described)
            except Exception as exc:
                cm._notice(TITLE, f"could not record the project's name: {exc}", "error")
        return cm.scope

    def memories(self) -> Memories:
        """The project's memories in that store, as every host has them."""
        from supermemory_local.hosts.memories import Memories

        store, scope = self.store(), self.scope()
        known = self._memories
        if known is None or known.scope != scope or known.opened() is not store:
            known = Memories.of(store, self.cm.settings, scope, log, source=SOURCE)
            self._memories = known
        return known

    # -- the keeper ----------------------------------------------------------------

    def save(
        self, outcome: SummaryOutcome, headings: tuple[str, ...], trigger: str, usage: int
    ) -> Memory | None:
        from supermemory_local.hosts.core import save_summary

        cm = self.cm
        if not cm.save:
            return None
        try:
            memory = save_summary(
                self.memories(),
                outcome.text,
                session_id=cm.session_id,
                metadata={
                    "model": cm.model,
                    "trigger": trigger,
                    "tokens": usage,
                    "context_window": cm.context_window,
                    "summary_level": outcome.level,
                    "summarizer": outcome.summarizer,
                },
                headings=headings,
            )
        except Exception as exc:  # the session goes on with the summary in its history
            cm._notice(TITLE, f"could not save the summary: {exc}", "error")
            return None
        self._saved(memory)
        return memory

    def session_end(self, msgs: Sequence[Msg]) -> Memory | None:
        """The session's living memory brought up to date from its last history (the
        summary of a compaction is in it: a memory of the summary and every turn since).
        The state's record (the very messages saved last) stands for the hosts'
        ``through``: nothing is saved twice for the same history."""
        from supermemory_local.engine.messages import to_entries
        from supermemory_local.hosts.session_memory import SessionSoFar, refresh

        cm = self.cm
        state = cm.state
        if not cm.save or not any(m.role == "user" for m in msgs) or state.saved_already(msgs):
            return None
        so_far = SessionSoFar(session_id=cm.session_id, through=None, turns=to_entries(msgs))
        try:
            memory = refresh(
                self.memories(),
                so_far,
                trigger="session_end",
                metadata={
                    "model": cm.model,
                    "tokens": state.count(msgs),
                    "context_window": cm.context_window,
                },
                summarizer=cm._summarizer(),
                settings=cm._summary_settings(),
            )
        except Exception as exc:
            cm._notice(TITLE, f"could not save the summary: {exc}", "error")
            return None
        if memory is not None:
            state.mark_saved(msgs)
            self._saved(memory)
        return memory

    def _saved(self, memory: Memory) -> None:
        cm = self.cm
        cm._emit(EngineEvent("summary_saved", memory=memory, window=cm.context_window))
        if not self._told_where and self._opened:
            self._told_where = True
            cm._notice(
                TITLE,
                f"summary saved as memory {memory.id} in {getattr(cm.store, 'url', '?')} "
                f"(scope {memory.scope}); save=False keeps summaries out of the store",
                "success",
            )
