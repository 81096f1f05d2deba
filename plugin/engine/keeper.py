"""Where a conversation's summaries go: the interface the engine hands them to.

The engine makes summaries (the preemptive compaction's, Layer 3's, ``compact``'s, and
the session's at its end) but keeps none: a ``ContextManager`` hands each one to its
keeper, as it hands notices to its notifier. The keeper of the public
``supermemory_local.ContextManager`` is the conversation core's
(:class:`supermemory_local.hosts.library.LibraryMemories`): the summary saved as every
host saves one, the session's end as every host's living memory. The engine cannot
import it (the hosts are above the engine); an engine ``ContextManager`` built without
a keeper keeps its summaries in the history only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from supermemory_local.engine.full_summary import SummaryOutcome
    from supermemory_local.engine.messages import Msg
    from supermemory_local.store.repository import Memory


class SummaryKeeper(Protocol):
    def save(
        self, outcome: SummaryOutcome, headings: tuple[str, ...], trigger: str, usage: int
    ) -> Memory | None:
        """Keep a summary the cascade made (``trigger``: preemptive, full_summary, fit;
        ``usage``: the session's tokens when it was made); the memory, or None."""
        ...

    def session_end(self, msgs: Sequence[Msg]) -> Memory | None:
        """The session ends with ``msgs`` (its last history): bring its memory up to
        date; the memory, or None when nothing was saved."""
        ...

    def scope(self) -> str:
        """The scope the conversation's memories (and its event record) go to."""
        ...
