"""① Tool result truncation: one result, or a batch of parallel ones, above the limit.

A tool result estimated above ``single_tool_result_context_share`` × window tokens
(0.5) is cut to that budget, keeping its **start and its end** (command output puts
failures, summaries and exit codes last): whole lines from the start
(``HEAD_SHARE`` of the room) and from the end (the rest), with
``TRUNCATED_MARKER`` on a line of its own where text was removed. The marker's
tokens come out of the budget, and the cut lands ``CUT_SLACK`` below it so a
drifting calibration does not re-cut on every call. A line longer than its share is
cut inside the line (there is no line boundary to cut at).

- **Host notices stay.** An output the host already truncated (OpenCode keeps the
  tail and puts ``...output truncated...`` and ``Full output saved to: <path>`` on
  top, or a hint with the path at the end) keeps those lines verbatim; only the
  body between them is cut, and mostly from its start (the host kept the tail for
  a reason).
- **A batch is cut together.** The results answering one assistant message (parallel
  calls) that are above the limit *together* share it: results under an equal share
  stay whole, the others are cut to what is left, each keeping start and end.
- **Stable.** A result cut once keeps that exact cut (byte for byte, so a provider's
  prompt cache holds) while it still fits its budget; a result cut before (our
  marker in it) is cut again from its own start and end pieces, never marked twice.
  Once a cut was cut again, every copy of the result gets the later cut (the one
  sent last), also where the first cut would fit again: an edit is never undone.

Only the results and batches the conversation's :class:`HistoryIndex` lists as able
to exceed the limit at some ratio are measured, so a call costs what is new.
"""

from __future__ import annotations

import itertools
import math
import re

from supermemory_local.engine.messages import Msg, with_text
from supermemory_local.engine.prompts import TRUNCATED_MARKER
from supermemory_local.engine.strategies.base import (
    Budget,
    HistoryIndex,
    StrategyResult,
    history_index,
    label,
)
from supermemory_local.engine.tokens import TokenEstimator

_MARK_LINE = "\n" + TRUNCATED_MARKER + "\n"
_MEMO_KEY = "truncated"
_BATCH_KEY = "truncated_batch"  # on a batch's first result (as first loaded): its last cut
_ORIGIN_KEY = "cut_from"  # on a cut copy: the result as first loaded (before any cut)
_REBASED_KEY = "cut_rebased"  # on a result: text -> its copy with that text
_TRUNCATIONS_KEY = "truncations"  # HistoryIndex.memo: the last call's cuts of single results
# A cut lands this share below the limit, so that calibration drifting by a percent
# or two does not cut the same result again on every call.
CUT_SLACK = 0.03
CUT_CACHE_LIMIT = 4_096  # cuts remembered by text per budget
HEAD_SHARE = 0.4  # of the room: the start of the output; the end gets the rest
HOST_CUT_HEAD_SHARE = 0.1  # the host kept the tail: so do we, mostly
# Lines a host writes when it truncated an output itself (OpenCode 1.x: bash and
# the generic tool-output bound), kept verbatim by a cut.
_HOST_NOTICE = re.compile(
    r"^(?:\.\.\.(?:output truncated|\d+ \w+ truncated)\.\.\."
    r"|.*\bFull output saved to\b.*"
    r"|Use (?:Grep|the Task tool)\b.*)$"
)
_HOST_LINES = 4  # how many lines at either end are looked at for host notices


class TruncateLargeToolResults:
    name = "truncate_tool_result"

    def apply(self, msgs: list[Msg], budget: Budget) -> StrategyResult:
        index = history_index(budget, msgs)
        return truncation_result(index, truncations(index, budget))


def truncations(index: HistoryIndex, budget: Budget) -> dict[int, Msg]:
    """Position -> truncated copy, for every result and batch above the limit.

    The cuts of single results are taken over from the last call on this index while
    nothing they depend on changed (the history only grew, the same calibration, no
    new cut remembered at this limit, no batch to cut): only the results added since
    are measured."""
    est = budget.estimator
    limit = index.limit
    msgs = index.msgs
    big = index.big
    texts = _cut_texts(est, limit)
    # (The index lives in this estimator's caches at this limit: neither is in the key.)
    key = (
        index.cuts,
        est.tokens_per_char,
        est.chars_per_token,
        est.tool_weight,
        texts.serial,
    )
    known = index.memo.get(_TRUNCATIONS_KEY)
    done = 0
    patches: dict[int, Msg] = {}
    if known is not None and known[0] == (*key, texts.version) and known[1] <= len(big):
        done, patches = known[1], dict(known[2])
    for i in big[done:] if done else big:
        new = _cut_once(msgs[i], limit, est)
        if new is not msgs[i]:
            patches[i] = new
    runs = index.big_runs()
    # A batch's cuts write this limit's cuts and memos too: then nothing is taken over.
    index.memo[_TRUNCATIONS_KEY] = (
        None if runs else (*key, texts.version),
        len(big),
        dict(patches),
    )
    for start, end in runs:
        _cut_batch(msgs, (start, end), limit, est, patches)
    return patches


def _cut_once(m: Msg, budget: int, est: TokenEstimator) -> Msg:
    """``m`` cut to ``budget`` tokens, or ``m``; an earlier cut that still fits is kept.

    Earlier cuts are remembered on the message and, by text, in the conversation's
    estimator, so a message loaded anew (a fresh copy of the same output) gets the
    same cut too.
    """
    memo = m.memo()
    known: dict[int, Msg] | None = memo.get(_MEMO_KEY)
    if known is None:
        known = memo[_MEMO_KEY] = {}
    texts = _cut_texts(est, budget)
    new = known.get(budget)
    if new is m:  # found whole at this budget before: it stays whole
        return m
    size = est.count_text(m.text, tool_result=True)
    fits = min(budget, size)
    if new is not None and est.count_text(new.text, tool_result=True) <= fits:
        # The same as before, byte for byte; unless that cut was cut again since (a
        # caller that sent back what it got): the later cut is what was sent last.
        later, _ = _later_cuts(texts, new.text, fits, est)
        if later is not None:
            new = known[budget] = _cut_copy(m, later)
        return new
    later, source = _later_cuts(texts, m.text, fits, est)
    if later is not None:  # a fresh copy of an output cut before: the same cut
        new = known[budget] = _cut_copy(m, later)
        return new
    if size <= budget:
        return m
    text = cut_to_tokens(source, budget, est)
    # A limit smaller than the marker itself: the original is the smaller of the two.
    new = _cut_copy(m, text) if est.count_text(text, tool_result=True) < size else m
    known[budget] = new
    if new is not m:
        texts.put(source, text)
    return new


def _cut_copy(m: Msg, text: str) -> Msg:
    """``m`` with the cut ``text``, knowing which result it was cut from."""
    new = with_text(m, text)
    new.memo()[_ORIGIN_KEY] = _origin(m)
    return new


def _origin(m: Msg) -> Msg:
    """The result ``m`` was cut from (itself when it is not one of our cuts)."""
    origin: Msg = m.memo().get(_ORIGIN_KEY, m)
    return origin


def _as(m: Msg, cut: Msg) -> Msg:
    """``cut`` in the place of ``m`` (a copy of the same result: the cut of it or of a
    cut of it): ``cut`` itself when it was made from ``m``'s message, else ``m`` with
    ``cut``'s text (the same copy every call)."""
    if cut is m or (cut.raw is m.raw and cut.group is m.group):
        return cut
    memo = m.memo()
    rebased: dict[str, Msg] = memo.setdefault(_REBASED_KEY, {})
    copy = rebased.get(cut.text)
    if copy is None:
        copy = rebased[cut.text] = _cut_copy(m, cut.text)
    return copy


def _later_cuts(
    texts: dict[str, str], text: str, fits: int, est: TokenEstimator
) -> tuple[str | None, str]:
    """(the newest cut of ``text`` that fits ``fits`` tokens or None, the newest cut).

    Cuts of cuts are followed: a result cut again (its cut no longer fitting) was cut
    after the cut it came from, so the deepest cut is the one sent last; an earlier
    one fitting again is never gone back to (an edit is never undone).
    """
    found, source = None, text
    for _ in range(8):
        cut = texts.get(source)
        if cut is None:
            break
        source = cut
        if est.count_text(cut, tool_result=True) <= fits:
            found = cut
    return found, source


class _CutTexts(dict[str, str]):
    """Original text -> its cut, at one budget; ``serial`` tells it from any other
    (ever made) and ``version`` counts the cuts put in it (see :func:`truncations`)."""

    serial: int
    version: int

    def __init__(self) -> None:
        super().__init__()
        self.serial = next(_SERIALS)
        self.version = 0

    def put(self, text: str, cut: str) -> None:
        if len(self) >= CUT_CACHE_LIMIT:
            for old in list(self)[: CUT_CACHE_LIMIT // 2]:
                del self[old]
        self[text] = cut
        self.version += 1


_SERIALS = itertools.count()


def _cut_texts(est: TokenEstimator, budget: int) -> _CutTexts:
    """The conversation's cuts at ``budget`` tokens: original text -> its cut."""
    key = ("cuts", budget)
    caches = est.caches
    texts: _CutTexts | None = caches.get(key)
    if texts is None:
        if sum(1 for k in caches if isinstance(k, tuple) and k[:1] == ("cuts",)) >= 16:
            del caches[next(k for k in caches if isinstance(k, tuple) and k[:1] == ("cuts",))]
        texts = caches[key] = _CutTexts()
    return texts


def _cut_batch(
    msgs: list[Msg],
    run: tuple[int, int],
    limit: int,
    est: TokenEstimator,
    patches: dict[int, Msg],
) -> None:
    """Cut the results ``msgs[start:end]`` (one turn's) so that together they fit ``limit``.

    The batch's last cut is kept while it still fits together (stable edits).
    """
    start, end = run
    originals = tuple(msgs[start:end])
    # The batch as first loaded: a caller that sends back what it got has cut copies
    # in it, and the same batch's last cut is the one it must get (and the one a
    # later call with the uncut history must get too).
    origins = tuple(map(_origin, originals))
    memo = origins[0].memo()
    known = memo.get(_BATCH_KEY)
    if (
        known is not None
        and known[0] == limit
        and all(a is b for a, b in zip(known[1], origins, strict=False))
        and len(known[1]) == len(origins)
    ):
        cut: tuple[Msg, ...] = known[2]
        if sum(est.count_text(m.text, tool_result=True) for m in cut) <= limit:
            for j, m in enumerate(cut):
                if m is not originals[j] and m.text != originals[j].text:
                    patches[start + j] = _as(originals[j], m)
            return
    members = [patches.get(i, msgs[i]) for i in range(start, end)]
    sizes = [est.count_text(m.text, tool_result=True) for m in members]
    if sum(sizes) <= limit:
        return
    # Water-filling: results under an equal share of what is left stay whole.
    order = sorted(range(len(members)), key=sizes.__getitem__)
    left, count = limit, len(members)
    shares = [0] * count
    for n, j in enumerate(order):
        share = left // (count - n)
        if sizes[j] <= share:
            shares[j] = sizes[j]
            left -= sizes[j]
        else:
            for k in order[n:]:
                shares[k] = share
            break
    for j in range(count):
        if sizes[j] > shares[j]:
            new = _cut_once(msgs[start + j], max(1, shares[j]), est)
            if new is not msgs[start + j]:
                patches[start + j] = new
    result = tuple(patches.get(start + j, m) for j, m in enumerate(originals))
    memo[_BATCH_KEY] = (limit, origins, result)


def patched(msgs: list[Msg], patches: dict[int, Msg]) -> list[Msg]:
    """A new list: ``msgs`` with ``patches`` applied."""
    out = list(msgs)
    for i, m in patches.items():
        out[i] = m
    return out


def patched_sums(index: HistoryIndex, patches: dict[int, Msg]) -> tuple[float, float]:
    """The estimator's (fixed, weighted) sums of the history with ``patches`` applied."""
    est = index.estimator
    fixed, weighted = index.cum_f[-1], index.cum_w[-1]
    for i, new in patches.items():
        f0, w0 = est.parts(index.msgs[i])
        f1, w1 = est.parts(new)
        fixed += f1 - f0
        weighted += w1 - w0
    return fixed, weighted


def truncation_result(index: HistoryIndex, patches: dict[int, Msg]) -> StrategyResult:
    est = index.estimator
    msgs = index.msgs
    before = math.ceil(est.tokens(index.cum_f[-1], index.cum_w[-1]))
    after = min(before, math.ceil(est.tokens(*patched_sums(index, patches))))
    details = tuple(
        f"truncated {label(msgs, i)} from {est.count_text(msgs[i].text, tool_result=True)} "
        f"to {est.count_text(new.text, tool_result=True)} tokens (limit {index.limit})"
        for i, new in sorted(patches.items())
    )
    out = patched(msgs, patches)
    n = len(msgs)
    return StrategyResult(
        TruncateLargeToolResults.name, out, bool(patches), n, n, before, after, details
    )


# ---------------------------------------------------------------------------
# Cutting one text


def cut_to_tokens(text: str, limit: int, est: TokenEstimator) -> str:
    """``text`` cut at line boundaries, start and end kept, so that it fits ``limit``."""
    top, body, bottom = _host_notices(text)
    head, tail = _pieces(body)
    host_cut = bool(top or bottom)
    frame = top + _MARK_LINE.strip("\n") + bottom
    room = int(limit * (1 - CUT_SLACK)) - est.count_text(frame, tool_result=True) - 2
    room = max(0, room)
    head_share = HOST_CUT_HEAD_SHARE if host_cut else HEAD_SHARE
    chars = est.chars_for_tokens(room, tool_result=True)
    kept_head, kept_tail = _take(head, tail, chars, head_share)
    for _ in range(8):  # CJK or other dense text: shrink until the estimate fits
        size = est.count_text(kept_head + kept_tail, tool_result=True) + 2
        if size <= room or not (kept_head or kept_tail):
            break
        chars = min(len(kept_head) + len(kept_tail) - 1, int(chars * room / size))
        kept_head, kept_tail = _take(head, tail, max(0, chars), head_share)
    return top + kept_head + _MARK_LINE + kept_tail + bottom


def _host_notices(text: str) -> tuple[str, str, str]:
    """(the host's notice lines on top, the body, the host's notice lines at the end)."""
    lines = text.split("\n")
    first = 0
    for i, line in enumerate(lines[:_HOST_LINES]):
        if _HOST_NOTICE.match(line.strip()):
            first = i + 1
    while first and first < len(lines) and not lines[first].strip():
        first += 1  # the blank lines after the notice go with it
    last = len(lines)
    for i in range(len(lines) - 1, max(first, len(lines) - _HOST_LINES) - 1, -1):
        if _HOST_NOTICE.match(lines[i].strip()):
            last = i
    while last < len(lines) and last > first and not lines[last - 1].strip():
        last -= 1
    top = "\n".join(lines[:first]) + "\n" if first else ""
    bottom = "\n" + "\n".join(lines[last:]) if last < len(lines) else ""
    return top, "\n".join(lines[first:last]), bottom


def _pieces(body: str) -> tuple[str, str]:
    """(start, end) of a body; one cut before by us is split at our marker."""
    at = body.find(_MARK_LINE)
    if at >= 0:
        return body[:at], body[at + len(_MARK_LINE) :].replace(_MARK_LINE, "\n")
    if body.endswith("\n" + TRUNCATED_MARKER):  # the older, head-only cut
        return body[: -len(TRUNCATED_MARKER) - 1], ""
    return body, body


def _take(head: str, tail: str, chars: int, head_share: float) -> tuple[str, str]:
    """Whole lines from the start of ``head`` and the end of ``tail``, ``chars`` in all.

    ``head is tail`` (an uncut body): the two pieces never overlap.
    """
    same = head is tail
    if same and len(head) <= chars:
        return head, ""
    if not same and not tail:
        return _line_head(head, chars), ""
    kept_head = _line_head(head, int(chars * head_share))
    kept_tail = _line_tail(tail, max(0, chars - len(kept_head)))
    if not same and len(kept_tail) == len(tail) and len(kept_head) < len(head):
        # the end is short: the start gets what the end does not need
        kept_head = _line_head(head, chars - len(kept_tail))
    return kept_head, kept_tail


def _line_head(text: str, chars: int) -> str:
    if len(text) <= chars:
        return text
    if chars <= 0:
        return ""
    newline = text.rfind("\n", 0, chars + 1)
    return text[:newline] if newline > 0 else text[:chars]


def _line_tail(text: str, chars: int) -> str:
    if len(text) <= chars:
        return text
    if chars <= 0:
        return ""
    start = len(text) - chars
    newline = text.find("\n", start - 1)
    if 0 <= newline < len(text) - 1:
        return text[newline + 1 :]
    return text[start:]
