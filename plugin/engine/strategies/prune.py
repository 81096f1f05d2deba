"""③ History pruning (Layer 2), with the tool-pair repair.

Kept: every system message, the first user message (the first one the user
wrote: not a marker, not a tool result turned into text), every pinned message, the
last N = min(``prune_keep_last``, floor(total / 3)) messages and the current (last)
message. Everything else (the middle) is replaced by one
``pruned_marker(X)`` user message at the place of the first removed message, X
the number of messages removed.

- Pairs are never separated: a kept tool result keeps the assistant message that
  called it, and a kept assistant message keeps all its results. So the cut
  moves *back* to the call when the last-N window starts on a result.
- A marker left by an earlier pruning is counted, not stacked: ``total`` is the
  number of messages the history stood for (X of each old marker added, the
  marker itself not counted), old markers in the middle are folded into the new
  one, and a history whose middle is only its marker is left as it is. So a
  second run changes nothing, and a later run after new messages folds them in.
- With ``keep_tokens`` (what the manager asks for: the history should last many
  turns, not just fit), more of the recent messages stay: whole turns, newest first,
  as long as the estimated history stays within ``keep_tokens``. So an overflow
  does not shrink a 100k window to its last six messages.
- The marker is only placed when it is smaller than what it replaces.
- Nothing the user said is lost: under its first line the marker carries the user's
  requests of the removed messages, verbatim (and those an older marker it folds in
  carried), so the next summary and the memory store still get them.
- :func:`supermemory_local.engine.pairing.repair_tool_pairs` runs first (so the last N are
  counted on the history as it will be sent, which keeps a second run a no-op) and
  again after the cut, for anything the cut left broken.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from typing import Any

from supermemory_local.engine.messages import Msg, make_note, to_entries
from supermemory_local.engine.pairing import ORPHAN_RESULT_NOTE, repair_tool_pairs, valid_pairs
from supermemory_local.engine.prompts import (
    CARRIED_FAILURES_HEADER,
    CARRIED_FILES_HEADER,
    CARRIED_REQUESTS_HEADER,
    COMPACTED_MARKER,
    pruned_marker,
)
from supermemory_local.engine.readers.artifacts import Trail
from supermemory_local.engine.readers.failures import FailureReader, distinct, is_read_tool
from supermemory_local.engine.readers.requests import RequestReader, marker_items
from supermemory_local.engine.strategies.base import COMPACTED_COPY, Budget, StrategyResult

_MARKER = re.compile(
    "^" + re.escape(pruned_marker(123456789)).replace("123456789", r"(\d+)") + r"(?:\n|$)"
)


def removed_by_marker(msg: Msg) -> int | None:
    """X when ``msg`` is a pruning marker, else None."""
    if msg.role != "user" or msg.tool_calls:
        return None
    found = _MARKER.match(msg.text)
    return int(found.group(1)) if found else None


def marker_text(
    removed: int,
    gone: list[Msg],
    olds: list[str] | None = None,
    cache: dict[Any, Any] | None = None,
) -> str:
    """The marker for ``removed`` messages, carrying from ``gone`` (and from the older
    markers among them) the user's requests verbatim, the files changed and what failed
    unfixed, so the next summary still has them. ``olds``: the texts of those older
    markers, in order, when the caller found them. ``cache``: the conversation's
    (``TokenEstimator.caches``), where what was read for the last marker is kept, so a
    marker whose ``gone`` begins with the same messages reads only the ones after them."""
    readers = cache.pop(_READERS, None) if cache is not None else None
    if not isinstance(readers, MarkerReaders) or not readers.covers(gone):
        readers = MarkerReaders()
    readers.read(gone)
    if cache is not None:  # (put back only once read: a failed read leaves none half-done)
        cache[_READERS] = readers
    if olds is None:
        olds = [m.text for m in gone if m.role == "user" and removed_by_marker(m) is not None]
    carried = {
        CARRIED_REQUESTS_HEADER: [
            *(i for t in olds for i in marker_items(t, CARRIED_REQUESTS_HEADER)),
            *(text for _, text in readers.requests.found),
        ],
        CARRIED_FILES_HEADER: [
            *(i for t in olds for i in marker_items(t, CARRIED_FILES_HEADER)),
            *readers.trail.changed(),
        ],
        CARRIED_FAILURES_HEADER: [
            *(i for t in olds for i in marker_items(t, CARRIED_FAILURES_HEADER)),
            *(f.text for f in distinct(readers.failures.failures()) if not f.fixed),
        ],
    }
    out = [pruned_marker(removed)]
    for header, items in carried.items():
        if items:
            out.append(header)
            out += ["- " + "\n  ".join(i.split("\n")) for i in dict.fromkeys(items)]
    return "\n".join(out)


_READERS = "marker_readers"  # TokenEstimator.caches key: the last marker's MarkerReaders


class MarkerReaders:
    """What the marker's readers found in a list of removed messages, kept to read on.

    ``recover()`` after ``prepare()`` removes the messages ``prepare()``'s marker did
    and more after them: reading on from where that marker ended costs the new ones
    only. Where one list holds ②'s compacted copy of a tool result and the other the
    result itself, the readers find the same in both (of a tool result they read only
    its failure line, which ② keeps), so what was read in one holds for the other.
    """

    __slots__ = ("failures", "gone", "requests", "trail")

    def __init__(self) -> None:
        self.gone: list[Msg] = []  # the messages read, in order
        self.requests = RequestReader()
        self.trail = Trail()
        self.failures = FailureReader()

    def covers(self, gone: list[Msg]) -> bool:
        """Does ``gone`` begin with the messages read here (or ②'s copies of them)?"""
        n = len(self.gone)
        if n > len(gone):
            return False
        head = gone[:n]
        if head == self.gone:  # (Msg compares by identity: C-level work)
            return True
        for was, m in zip(self.gone, head, strict=True):
            if was is not m:  # ②'s copy of the other, either way (either memo may say so)
                memo = m._memo
                if memo is None or memo.get(COMPACTED_COPY) is not was:
                    memo = was._memo
                    if memo is None or memo.get(COMPACTED_COPY) is not m:
                        return False
        return True

    def read(self, gone: list[Msg]) -> None:
        """Read the messages of ``gone`` after those read here (:meth:`covers` holds)."""
        start = len(self.gone)
        if start < len(gone):
            # What a read tool returned is a file's text: none of the readers looks into it.
            entries = to_entries(gone[start:], stand_in=is_read_tool, start=start)
            self.requests.read(entries)
            self.trail.read(entries)
            self.failures.read(entries)
        self.gone = list(gone)


def kept_indices(
    msgs: list[Msg], keep_last: int, also: Iterable[int] = (), pairs: _Pairs | None = None
) -> set[int]:
    """Indices pruning keeps (before the marker is placed), pairs closed.

    ``also``: more indices to keep (the current message, when the repair moved it).
    ``pairs``: :func:`tool_pairs` of ``msgs``, when the caller has it.
    """
    return _kept(msgs, _Scan(msgs), keep_last, also, tool_pairs(msgs) if pairs is None else pairs)


class _Scan:
    """What one pass over a history finds for pruning: its markers (index -> X), the
    number of messages it stands for, the first message the user wrote, and the
    messages always kept (system prompts, pins)."""

    def __init__(self, msgs: list[Msg]) -> None:
        self.markers: dict[int, int] = {}
        self.first_user: int | None = None
        self.fixed: list[int] = []
        for i, m in enumerate(msgs):
            role = m.role
            if role == "user":
                x = removed_by_marker(m)
                if x is not None:
                    self.markers[i] = x
                elif self.first_user is None and _written_by_user(m):
                    self.first_user = i
            if role == "system" or m.pinned:
                self.fixed.append(i)
        self.total = len(msgs) + sum(x - 1 for x in self.markers.values())


def _kept(
    msgs: list[Msg], scan: _Scan, keep_last: int, also: Iterable[int], pairs: _Pairs | None
) -> set[int]:
    """:func:`kept_indices` from a :class:`_Scan`; ``pairs`` None: the pairs are valid."""
    n = len(msgs)
    keep: set[int] = set()
    keep.update(scan.fixed)
    # ``total`` counts what older markers stand for, so the last N can be more than the
    # history holds: then it holds all of it (never an index below 0).
    last = min(keep_last, scan.total // 3)
    keep.update(range(max(0, n - last), n))
    if n:
        keep.add(n - 1)
    first_user = scan.first_user
    if first_user is not None:
        keep.add(first_user)
        group = msgs[first_user].group  # the rest of that provider message
        if group is not None:
            keep.update(i for i, m in enumerate(msgs) if m.group is group and m.role == "user")
    keep.update(also)
    return _close_pairs(msgs, keep, pairs)


def _written_by_user(m: Msg) -> bool:
    """A user message not made by the engine as a tool result turned text (the caller
    has passed over the markers)."""
    return m.role == "user" and not m.text.startswith(ORPHAN_RESULT_NOTE)


# (call id -> index of the first message making it, caller index -> its results)
_Pairs = tuple[dict[str, int], dict[int, list[int]]]


def tool_pairs(msgs: list[Msg]) -> _Pairs:
    """Who called each tool call id, and the results each caller got: one pass."""
    caller: dict[str, int] = {}
    results: dict[int, list[int]] = {}
    for i, m in enumerate(msgs):
        for c in m.tool_calls:
            caller.setdefault(c.id, i)
        if m.role == "tool" and m.tool_call_id in caller:
            owner = caller[m.tool_call_id]
            results.setdefault(owner, []).append(i)
    return caller, results


def _close_pairs(msgs: list[Msg], keep: set[int], pairs: _Pairs | None) -> set[int]:
    """``keep`` with the call of each kept result and the results of each kept call.

    ``pairs``: :func:`tool_pairs` of ``msgs``; None for a history whose pairs are valid,
    where each call's results are the run of results right after it, so they are
    found next to the kept messages instead of in an index of the whole history.
    """
    if pairs is None:
        return _close_adjacent_pairs(msgs, keep)
    caller, results = pairs
    closed = set(keep)
    for i in keep:
        m = msgs[i]
        if m.role == "tool" and m.tool_call_id in caller and caller[m.tool_call_id] < i:
            closed.add(caller[m.tool_call_id])
    for i in list(closed):
        closed.update(results.get(i, ()))
    return closed


def _close_adjacent_pairs(msgs: list[Msg], keep: set[int]) -> set[int]:
    """:func:`_close_pairs` of a valid history (the same set, built in the same order)."""
    n = len(msgs)
    closed = set(keep)
    for i in keep:
        if i > 0 and msgs[i].role == "tool":
            j = i - 1
            while msgs[j].role == "tool":
                j -= 1
            closed.add(j)
    for i in list(closed):
        if msgs[i].tool_calls:
            j = i + 1
            while j < n and msgs[j].role == "tool":
                closed.add(j)
                j += 1
    return closed


def _positions(msgs: list[Msg], m: Msg) -> list[int]:
    """Every index of ``m`` (the very object) in ``msgs``, at C speed."""
    out: list[int] = []
    i = -1
    try:
        while True:
            i = msgs.index(m, i + 1)  # Msg compares by identity
            out.append(i)
    except ValueError:
        return out


def _removed(kept: list[int], n: int) -> list[int]:
    """The indices of ``range(n)`` not in ``kept`` (sorted), in order."""
    out: list[int] = []
    at = 0
    for i in kept:
        if i >= at:
            out.extend(range(at, min(i, n)))
            at = i + 1
    out.extend(range(at, n))
    return out


MAX_PASSES = 4


class PruneHistory:
    name = "prune_history"

    def __init__(self, keep_tokens: int | None = None, *, known_valid: bool = False) -> None:
        self.keep_tokens = keep_tokens
        self.known_valid = known_valid  # the caller checked the pairs of the first input
        self._valid_input = False

    def apply(self, msgs: list[Msg], budget: Budget) -> StrategyResult:
        """One pruning, repeated until it settles.

        On a valid history one pass settles. On a malformed one the repair can move
        messages (a result next to its call), which shifts what "the last N" are; a
        further pass then prunes what the first one kept, so the passes repeat (at
        most ``MAX_PASSES``) and a second ``apply`` changes nothing.
        """
        first = result = self._once(msgs, budget)
        details = list(result.details)
        for _ in range(MAX_PASSES - 1):
            if not result.changed or self._valid_input:
                break  # a valid history settles in one pass
            again = self._once(result.messages, budget)
            if not again.changed:
                break
            details.extend(again.details)
            result = again
        if result is first:
            return first
        out = result.messages
        n = len(msgs)
        before = budget.estimator.count(msgs)
        after = budget.estimator.count(out)
        return StrategyResult(self.name, out, True, n, len(out), before, after, tuple(details))

    def _once(self, msgs: list[Msg], budget: Budget) -> StrategyResult:
        est = budget.estimator
        before = est.count(msgs)
        # Repair first, so the last N are counted on the history as it will be sent.
        self._valid_input = self.known_valid or valid_pairs(msgs)
        self.known_valid = False  # a later pass sees another list
        history, details = (list(msgs), []) if self._valid_input else repair_tool_pairs(msgs)
        # The current message stays, also where the repair moved it next to its call.
        current = _positions(history, msgs[-1]) if msgs else []
        pairs = None if self._valid_input else tool_pairs(history)  # None: adjacent
        scan = _Scan(history)
        keep = _kept(history, scan, budget.settings.prune_keep_last, current, pairs)
        if self.keep_tokens is not None:
            keep = _keep_recent_within(
                history, keep, self.keep_tokens, budget, pairs=pairs, scan=scan
            )
        kept = sorted(keep)
        removed = _removed(kept, len(history))
        out = history
        markers = scan.markers
        if removed and not (len(removed) == 1 and removed[0] in markers):
            olds = [i for i in markers if i not in keep]  # (in order: found in one pass)
            count = len(removed) + sum(markers[i] - 1 for i in olds)
            gone = [history[i] for i in removed]
            olds_text = [history[i].text for i in olds]
            marker = make_note(marker_text(count, gone, olds_text, est.caches))
            # What goes: the whole history less what stays (what stays is the smaller part).
            if len(keep) < len(removed):
                whole = est.sums(history)
                stays = est.sums([history[i] for i in kept])
                freed = math.ceil(est.tokens(whole[0] - stays[0], whole[1] - stays[1]) - est.hidden)
            else:
                freed = sum(est.count_msg(history[i]) for i in removed)
            cut = [history[i] for i in kept]
            cut.insert(removed[0], marker)
            # The marker carries the removed requests, so it can come close to what it
            # replaces: the whole history must shrink, not just the messages it stands for
            # (counted again only when the margin is within the estimate's rounding).
            margin = freed - est.count_msg(marker)
            if margin > 0 and (margin > 4 or est.count(cut) < est.count(history)):
                out = cut
                details.append(f"removed {len(removed)} message(s) #{removed[0]}..#{removed[-1]}")
            else:
                details.append("the middle is smaller than the marker: nothing removed")
        # anything the cut left broken: a call whose result the cut removed says so
        out, repairs = repair_tool_pairs(out, missing=COMPACTED_MARKER)
        details.extend(repairs)
        if current and current[0] != len(history) - 1:
            out = _current_turn_last(out, msgs[-1])
            details.append("the current tool result and its call moved to the end")
        changed = len(out) != len(msgs) or any(a is not b for a, b in zip(out, msgs, strict=True))
        return StrategyResult(
            self.name, out, changed, len(msgs), len(out), before, est.count(out), tuple(details)
        )


def _keep_recent_within(
    msgs: list[Msg],
    keep: set[int],
    tokens: int,
    budget: Budget,
    *,
    pairs: _Pairs | None,
    scan: _Scan,
) -> set[int]:
    """``keep`` plus the newest whole turns that fit ``tokens`` (the marker counted);
    ``pairs`` None: the pairs are valid."""
    est = budget.estimator
    fixed, weighted = est.parts(make_note(pruned_marker(len(msgs))))
    for i in keep:
        pf, pw = est.parts(msgs[i])
        fixed, weighted = fixed + pf, weighted + pw
    out = set(keep)
    end = len(msgs)
    while end > 0:
        start = end - 1
        while start > 0 and msgs[start].role == "tool":  # a turn: the call and its results
            start -= 1
        if not msgs[start].tool_calls:
            start = end - 1 if msgs[end - 1].role != "tool" else start
        add = [i for i in range(start, end) if i not in out]
        if add:
            f, w = fixed, weighted
            for i in add:
                pf, pw = est.parts(msgs[i])
                f, w = f + pf, w + pw
            if est.tokens(f, w) > tokens or any(i in scan.markers for i in add):
                break
            fixed, weighted = f, w
            out.update(add)
        end = start
    return _close_pairs(msgs, out, pairs)


def _current_turn_last(msgs: list[Msg], current: Msg) -> list[Msg]:
    """Put the tool turn holding ``current`` (its call and results) at the end.

    The repair moved the current message, a tool result away from its call, next to
    that call; ending the history with that turn again keeps the current message
    last, so a second pruning sees the same current message (idempotence).
    """
    at = next((i for i, m in enumerate(msgs) if m is current), None)
    if at is None or current.role != "tool":
        return msgs
    start = at
    while start > 0 and msgs[start - 1].role == "tool":
        start -= 1
    if start == 0 or not msgs[start - 1].tool_calls:
        return msgs
    start -= 1
    end = at + 1
    while end < len(msgs) and msgs[end].role == "tool":
        end += 1
    return [*msgs[:start], *msgs[end:], *msgs[start:end]]
