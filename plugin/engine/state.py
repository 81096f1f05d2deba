"""``ConversationState``: everything the engine remembers about one conversation
between two calls, in one object, behind named methods.

A :class:`~supermemory_local.engine.manager.ContextManager` holds one; the cascade's
steps reach it as ``run.engine.state``. What it owns:

- **The loaded history** (:meth:`load`, :meth:`loaded`, :meth:`output`, :meth:`pin`):
  :attr:`known`, a :class:`KnownMessages` the state hands to its adapter, which records
  there what its load loop found: each provider message's ``Msg`` with a snapshot of
  what the message held (so an in-place edit is seen), the last loads of two lists, the
  system prompt, the texts it loads as pinned (summaries) and the adapter's last dump.
  The adapter keeps nothing between calls of its own.
- **Per-message annotations** (:meth:`annotations`): what the engine found about one
  message (its token parts, the cut Layer 1 made of it, whether ② compacted it, its
  transcript entry, the failure line the readers found). They are kept *on* the
  message (``Msg.memo``), so they live and die with it: a message the caller drops is
  forgotten with it, and no table keyed by identity has to be cleaned.
- **Token counts and calibration** (:meth:`count`, :meth:`calibrate`): the estimator,
  with its sums of the last histories counted and the calibration filter.
- **The strategies' per-conversation caches** (:attr:`caches`): Layer 1's index of
  the history and the strategies' last outputs, to extend next call (the same dict as
  ``estimator.caches``, where the strategies look it up from their budget).
- **The stable-edit record**: the last Layer 2/3 result (:meth:`working_history`,
  :meth:`remember_compaction`), so a caller that sends its original history each call
  gets the same compacted prefix back; ②'s "compacted once" mark lives in the
  annotations of the message it compacted.
- **The valid prefix of the tool pairs** (:meth:`loaded`, :meth:`output`,
  :meth:`known_valid`).
- **A host's own loads** (:meth:`host_messages`): what a host that loads its messages
  itself (the OpenCode bridge's ``{info, parts}`` messages) built from each message
  object in its last call, so a call costs what is new.
- **The call's bookkeeping**: the usage last observed (:meth:`observe_usage`,
  :meth:`take_usage`), the overflow attempts since the last success
  (:meth:`overflowed`), the history last prepared (:attr:`last`) and the one last
  saved at the session's end (:meth:`saved_already`, :meth:`mark_saved`).

What is *not* here, and why: the bounded text cache of the estimator (keyed by the
text, not by a message: the same non-ASCII text counts the same in any conversation)
and the stand-in entries of :func:`~supermemory_local.engine.messages.to_entries`
(constants shared by every conversation). The OpenCode bridge keeps one
``ConversationState`` per session (``hosts.core.Conversation.engine``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from supermemory_local.config import Settings
from supermemory_local.engine.adapters.make import make_adapter
from supermemory_local.engine.messages import (
    CachingAdapter,
    Format,
    LastLoad,
    Msg,
    equal,
    extends,
    snapshot,
)
from supermemory_local.engine.pairing import PairCheck
from supermemory_local.engine.tokens import TokenEstimator

M = TypeVar("M")
L = TypeVar("L")

# Snapshots are copied together again once this many were taken one by one (and at
# least as many as the others): see KnownMessages.settle.
COMPACT_AFTER = 2_000


class KnownMessages:
    """The provider messages this conversation loaded: the ``Msg`` built from each one
    and a :func:`~supermemory_local.engine.messages.snapshot` of what it held then, the
    last loads of two lists, the last system prompt, the texts that load pinned and the
    adapter's last dump.

    The adapter's load loop (``CachingAdapter``) reads and writes it; the state owns it
    and hands it to its adapter. A message is found by the identity of its dict and
    validated against its snapshot (:meth:`find`), so a field reassigned or a nested
    part edited in place is seen and a reused id is harmless. Bounded: past ``limit``
    messages the oldest half is forgotten (they are loaded anew if they come back).

    Every load compares the history with the snapshots in one C-level comparison, which
    reads every snapshot: :meth:`settle` keeps them together in memory. A snapshot
    taken when its message was loaded lies between whatever else that call allocated;
    once at least half of them were taken that way since the last copy (and at least
    ``compact_after``), all are copied at once, in history order (a copy of a snapshot
    is equal to it and shares its strings), so the comparison
    reads them as a run instead of one scattered object at a time (a warm call at
    20,000 messages: 4.6 ms instead of 6.6 with the caller's dicts together in memory,
    10.1 instead of 18.3 with them scattered, ``bench/prepare_ab.py``). A copy costs
    about 5 µs a message; amortized, a message is copied about twice in all.
    """

    def __init__(self, limit: int = 100_000, compact_after: int = COMPACT_AFTER) -> None:
        self._limit = limit
        self.compact_after = compact_after  # (0: every load; the tests' setting)
        # id(message) -> (message, its snapshot, its Msg)
        self._entries: dict[int, tuple[Mapping[str, Any], Any, list[Msg]]] = {}
        self._loose = 0  # snapshots taken one by one since the last settle
        self.last: LastLoad | None = None
        self.other: LastLoad | None = None
        self.system: tuple[Any, Any, Msg] | None = None
        self.pinned_texts: set[str] = set()
        # The adapter's last dump (the OpenAI adapter's: the messages, their dicts, the
        # dicts built for edited messages and their snapshots), which the next dump
        # starts from.
        self.dumped: Any = None

    def find(self, message: Mapping[str, Any]) -> tuple[list[Msg], Any] | None:
        """(the ``Msg`` of ``message``, its snapshot), or None: not seen as it is now."""
        entry = self._entries.get(id(message))
        if entry is None or entry[0] is not message or not equal(message, entry[1]):
            return None
        return entry[2], entry[1]

    def remember(self, message: Mapping[str, Any], msgs: list[Msg], shot: Any = None) -> Any:
        """``msgs`` are ``message`` as it is now (``shot``: its snapshot, when the caller
        took it); returns the snapshot."""
        entries = self._entries
        if len(entries) >= self._limit:
            for key in list(entries)[: self._limit // 2]:  # drop the oldest half
                del entries[key]
        if shot is None:
            shot = snapshot(message)
        entries[id(message)] = (message, shot, msgs)
        self._loose += 1
        return shot

    def settle(self) -> None:
        """After a load: the snapshots copied together when enough were taken one by
        one (see the class docs)."""
        after = self.compact_after
        if after and (self._loose < after or 2 * self._loose < len(self._entries)):
            return
        self._loose = 0
        copies: dict[int, Any] = {}  # id(snapshot) -> its copy
        held: list[Any] = []  # the snapshots copied, alive until every list is updated
        loads = [load for load in (self.last, self.other) if load is not None]
        for load in loads:  # the history's first, in its order
            for shot in load.shots:
                if id(shot) not in copies:
                    held.append(shot)
                    copies[id(shot)] = snapshot(shot)
        for key, (message, shot, msgs) in self._entries.items():
            copy = copies.get(id(shot))
            if copy is None:
                held.append(shot)
                copy = copies[id(shot)] = snapshot(shot)
            self._entries[key] = (message, copy, msgs)
        for load in loads:
            load.shots = [copies[id(shot)] for shot in load.shots]
        del held

    def clear(self) -> None:
        self._entries.clear()
        self.last = self.other = self.dumped = None


class ConversationState:
    """What one conversation's engine remembers between calls (see the module docs)."""

    def __init__(self, fmt: Format, settings: Settings, *, trusted_history: bool = False) -> None:
        # The messages loaded, as the adapter's load loop records them, and its last
        # dump (the adapter keeps nothing of its own between calls).
        self.known = KnownMessages()
        self._adapter = make_adapter(fmt, self.known)
        if isinstance(self._adapter, CachingAdapter):
            self._adapter.trusted_history = trusted_history
        self.estimator = TokenEstimator(settings)
        self._pairs = PairCheck()
        # (history as loaded, what Layer 2/3 made of it): see working_history
        self._compacted_from: tuple[list[Msg], list[Msg]] | None = None
        self._observed_usage: int | None = None
        self.overflow_attempts = 0
        # The session as the model last saw it, and the one last saved (by identity of
        # its messages: a history seen again is not saved twice).
        self.last: list[Msg] = []
        self._saved: tuple[int, ...] = ()
        # id(message) -> (message, what the host built of it): see host_messages
        self._host_loads: dict[int, tuple[Any, Any]] = {}

    @property
    def trusted_history(self) -> bool:
        return bool(getattr(self._adapter, "trusted_history", False))

    # -- the history ---------------------------------------------------------------

    def load(self, messages: Sequence[Mapping[str, Any]], system: Any = None) -> list[Msg]:
        """The neutral view of ``messages`` (what is new or edited since the last call
        is loaded; the rest is known), tool pairs not yet repaired."""
        return self._adapter.load(messages, system=system)

    def loaded(self, messages: Sequence[Mapping[str, Any]], system: Any = None) -> list[Msg]:
        """:meth:`load`, tool pairs repaired: what the cascade works on."""
        return self._pairs.repaired(self._adapter.load(messages, system=system))

    def known_valid(self, msgs: Sequence[Msg]) -> bool:
        """Were these very messages all found valid by the last pair checks?"""
        return self._pairs.known_valid(msgs)

    def pin(self, text: str) -> None:
        """A later message with exactly this text loads pinned (a summary sent back)."""
        self._adapter.pin(text)

    def host_messages(self, messages: Sequence[M], build: Callable[[M], L]) -> list[L]:
        """``build(message)`` of each of ``messages``, for a host that loads its own
        message shape: what was built from the very same message object at the last
        call is used again, and only this call's messages are remembered.

        For a history whose messages never change in place (the OpenCode bridge's come
        from its history cache, which takes a message the shim resends as a new
        object); an in-place edit is not seen here, unlike :meth:`load`."""
        known = self._host_loads
        loads: dict[int, tuple[Any, Any]] = {}
        out: list[L] = []
        for message in messages:
            entry = known.get(id(message))
            if entry is None or entry[0] is not message:  # new, or an id reused
                entry = (message, build(message))
            loads[id(message)] = entry
            out.append(entry[1])
        self._host_loads = loads
        return out

    @staticmethod
    def annotations(msg: Msg) -> dict[Any, Any]:
        """The engine's notes on one message (token parts, cut, compacted, entry): kept
        on the message, so they are dropped with it."""
        return msg.memo()

    # -- tokens ----------------------------------------------------------------------

    def count(self, msgs: Sequence[Msg]) -> int:
        """Estimated input tokens of a request with ``msgs`` (hidden overhead in)."""
        return self.estimator.count(msgs)

    def calibrate(self, reported_input_tokens: int, msgs: Sequence[Msg]) -> None:
        """The provider counted ``reported_input_tokens`` for ``msgs``: calibrate."""
        self.estimator.observe(reported_input_tokens, msgs)

    @property
    def caches(self) -> dict[Any, Any]:
        """The strategies' per-conversation caches, keyed by their owner."""
        return self.estimator.caches

    # -- the stable-edit record -------------------------------------------------------

    def working_history(
        self, messages: Sequence[Mapping[str, Any]], system: Any = None
    ) -> tuple[list[Msg], list[Msg]]:
        """(:meth:`loaded` ``messages``, the history the cascade starts from): the same,
        or, for a history that grew from one Layer 2/3 compacted, that result + what is
        new: a caller that sends its whole original history every call (not the
        prepared one) gets the same compacted prefix each time, byte for byte, at the
        cost of the new messages, instead of a new pruning per call."""
        loaded = self._pairs.repaired(self._adapter.load(messages, system=system))
        known = self._compacted_from
        if known is not None and extends(known[0], loaded):
            return loaded, [*known[1], *loaded[len(known[0]) :]]
        return loaded, loaded

    def output(self, msgs: list[Msg]) -> tuple[list[Msg], list[dict[str, Any]]]:
        """(``msgs`` with their tool pairs repaired, their provider messages): what a
        call returns, with nothing of the engine's own."""
        msgs = self._pairs.repaired(msgs)
        return msgs, self._adapter.dump(msgs)

    def remember_compaction(self, loaded: list[Msg], result: list[Msg]) -> None:
        """Layer 2/3 made ``result`` of ``loaded``: see :meth:`working_history`."""
        self._compacted_from = (list(loaded), list(result))

    # -- the calls' bookkeeping ---------------------------------------------------------

    def observe_usage(self, usage: int) -> None:
        """A model call succeeded with ``usage`` tokens: the overflow count restarts."""
        self._observed_usage = usage
        self.overflow_attempts = 0

    def take_usage(self) -> int | None:
        """The usage observed since the last prepare (once: the next call gets None)."""
        usage, self._observed_usage = self._observed_usage, None
        return usage

    def overflowed(self) -> int:
        """One more context overflow since the last success; returns how many."""
        self.overflow_attempts += 1
        return self.overflow_attempts

    def saved_already(self, msgs: Sequence[Msg]) -> bool:
        """Was the session saved with these very messages?"""
        return tuple(map(id, msgs)) == self._saved

    def mark_saved(self, msgs: Sequence[Msg]) -> None:
        self._saved = tuple(map(id, msgs))
