"""Layer 3 of the cascade: the full summary (④) and its degradation (⑤).

The rules: docs/CONTRACT.md, "The cascade".

④ One summary call; a history above ``summary_chunk_chars`` characters is split at
message boundaries into at most ``summary_max_chunks`` chunks of even size, each is
summarised, and one more call merges the chunk summaries under the same headings. A
summarizer with ``reads_whole_history`` (no model window: the extractive one) gets the
whole history in one call.

⑤ When that fails (``SummaryError``), the partial summary (degradation levels 1-2)
runs: one retry without the messages above
``oversized_message_chars`` characters (level 1), and when it left X messages out,
its summary carries ``[Note: X oversized message(s) were excluded]`` (level 2). So
level 1 is a retry that had nothing to exclude, level 2 a retry that did. When the
retry fails too (or every message was oversized), level 3: ``[Summary unavailable —
X messages could not be summarized]`` and, under it, the extractive summary, so the
text is never empty. The level is always reported: a failed summary is never passed
off as a model's summary.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate, pairwise
from typing import TYPE_CHECKING

from supermemory_local.config import PrivacySettings, Settings
from supermemory_local.engine.prompts import (
    NINE_SECTION_HEADINGS,
    oversized_note,
    unavailable_notice,
)
from supermemory_local.engine.summarizer import Stage, Summarizer, SummaryError, SummaryRequest
from supermemory_local.engine.transcript import Entry

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    _RedactAll = Callable[[Iterable[str], PrivacySettings | None], list[str]]

LEVEL_FULL = 0
LEVEL_RETRIED = 1
LEVEL_RETRIED_WITH_NOTE = 2
LEVEL_UNAVAILABLE = 3

# What to write under each of the nine sections of a full summary.
FULL_SUMMARY_INSTRUCTIONS = """\
Summarize this coding-agent conversation so the work can continue from the summary \
alone. Use these nine sections:
1. User Intent and Goals - what the user wants, including the latest restatement.
2. Key Concepts and Terminology - technologies, names and terms the work depends on.
3. Files and Paths - every file read, created, edited or deleted, with its path and what \
was done to it.
4. Errors and Fixes - every error met and how it was fixed (or that it is still open).
5. Problem-Solving Approach - what was tried, what worked, what did not and why.
6. Important User Messages - the user's requests and corrections, verbatim; every pinned \
message quoted in full.
7. Pending Tasks - everything still to do.
8. Current Work - what was being done right before this summary, precisely.
9. Next Steps - the immediate next actions, in order.
The conversation may start from an earlier summary ([Session Summary]) and hold notes \
where earlier messages were removed ([context compacted: ...]): carry every user request, \
file, unresolved error and constraint they record into the new summary, unchanged. Quote \
only what the user typed as the user's messages: not tool output, harness or system \
messages, nor injected context such as Supermemory's memories."""


@dataclass(frozen=True)
class SummaryOutcome:
    text: str
    level: int  # 0 full, 1 retried without oversized, 2 with note, 3 unavailable
    excluded: int  # messages left out of the summary (oversized; all of them at level 3)
    chunks: int  # summary calls over parts of the history (1 = unchunked, 0 = none)
    summarizer: str  # name of the summarizer whose text this is


def summarize_history(
    entries: Sequence[Entry],
    summarizer: Summarizer,
    settings: Settings,
    *,
    headings: tuple[str, ...] = NINE_SECTION_HEADINGS,
    instructions: str | None = None,
    fallback: Summarizer | None = None,
) -> SummaryOutcome:
    """Summarize ``entries``, degrading step by step instead of failing. Never empty.

    The summarizer reads the entries without private blocks and secrets (a summary copies
    what it reads, and it is stored)."""
    entries = _readable(entries, settings)
    prompt = instructions if instructions is not None else FULL_SUMMARY_INSTRUCTIONS
    run = _Run(summarizer, settings, headings, prompt)
    try:
        text, chunks = run.summary(entries)
        return SummaryOutcome(text, LEVEL_FULL, 0, chunks, summarizer.name)
    except SummaryError:
        pass
    kept = tuple(e for e in entries if e.size <= settings.oversized_message_chars)
    excluded = len(entries) - len(kept)
    if kept:
        try:
            text, chunks = run.summary(kept)
        except SummaryError:
            pass
        else:
            if excluded:
                text = f"{text}\n\n{oversized_note(excluded)}"
                return SummaryOutcome(
                    text, LEVEL_RETRIED_WITH_NOTE, excluded, chunks, summarizer.name
                )
            return SummaryOutcome(text, LEVEL_RETRIED, 0, chunks, summarizer.name)
    return _unavailable(entries, headings, prompt, settings, fallback)


def split_chunks(
    entries: Sequence[Entry], chunk_chars: int, max_chunks: int
) -> list[tuple[Entry, ...]]:
    """Cut a history at message boundaries into at most ``max_chunks`` even chunks.

    n = min(max_chunks, ceil(total / chunk_chars)) chunks are aimed at: each cut goes
    to the message boundary nearest to k × total / n. A message of at least an even
    share (total / n) is never cut and gets a chunk of its own. Should that make more
    than ``max_chunks`` chunks, the smallest neighbouring pair is joined until it fits.
    """
    entries = tuple(entries)
    total = sum(e.size for e in entries)
    if total <= chunk_chars or len(entries) < 2:
        return [entries] if entries else []
    n = min(max_chunks, math.ceil(total / chunk_chars), len(entries))
    share = total / n
    ends = list(accumulate(e.size for e in entries))  # characters up to the end of entry i
    cuts: set[int] = set()  # a cut at i is before entries[i]
    for k in range(1, n):
        target = k * share
        cuts.add(min(range(1, len(entries)), key=lambda i: (abs(ends[i - 1] - target), i)))
    for i, e in enumerate(entries):
        if e.size >= share:
            cuts.update(c for c in (i, i + 1) if 0 < c < len(entries))
    chunks = _cut(entries, sorted(cuts))
    while len(chunks) > max_chunks:
        sizes = [sum(e.size for e in c) for c in chunks]
        j = min(range(len(chunks) - 1), key=lambda j: (sizes[j] + sizes[j + 1], j))
        chunks[j : j + 2] = [chunks[j] + chunks[j + 1]]
    return chunks


class _Run:
    """One ④ attempt: chunked when long, merged, with the same headings throughout."""

    def __init__(
        self, summarizer: Summarizer, settings: Settings, headings: tuple[str, ...], prompt: str
    ) -> None:
        self.summarizer = summarizer
        self.settings = settings
        self.headings = headings
        self.prompt = prompt

    def summary(self, entries: tuple[Entry, ...]) -> tuple[str, int]:
        s = self.settings
        if getattr(self.summarizer, "reads_whole_history", False):
            # No model window to fit (the extractive summarizer): one pass over everything,
            # so an error in one part and its fix in another are seen together.
            return self._call(entries, "full", 1, 1), 1
        chunks = split_chunks(entries, s.summary_chunk_chars, s.summary_max_chunks)
        if len(chunks) <= 1:
            return self._call(entries, "full", 1, 1), 1
        parts = [self._call(c, "chunk", k, len(chunks)) for k, c in enumerate(chunks, start=1)]
        summaries = tuple(
            Entry(index=k, role="assistant", text=text) for k, text in enumerate(parts, start=1)
        )
        return self._call(summaries, "merge", 1, len(chunks)), len(chunks)

    def _call(self, entries: tuple[Entry, ...], stage: Stage, part: int, parts: int) -> str:
        request = SummaryRequest(
            entries=entries,
            headings=self.headings,
            instructions=self.prompt,
            max_output_tokens=self.settings.compact_max_output_tokens,
            stage=stage,
            part=part,
            parts=parts,
        )
        text = self.summarizer.summarize(request).strip()
        if not text:
            raise SummaryError(
                f"{self.summarizer.name} summarizer returned an empty {stage} summary"
            )
        return text


def _unavailable(
    entries: tuple[Entry, ...],
    headings: tuple[str, ...],
    prompt: str,
    settings: Settings,
    fallback: Summarizer | None,
) -> SummaryOutcome:
    """Level 3: the notice, and under it what can be extracted without a model."""
    notice = unavailable_notice(len(entries))
    if fallback is None:
        from supermemory_local.engine.summarizer import offline_summarizer

        fallback = offline_summarizer(chars_per_token=settings.chars_per_token)
    request = SummaryRequest(entries, headings, prompt, settings.compact_max_output_tokens)
    try:
        extract = fallback.summarize(request).strip()
    except SummaryError:
        extract = ""
    text = f"{notice}\n\n{extract}" if extract else notice
    return SummaryOutcome(text, LEVEL_UNAVAILABLE, len(entries), 0, fallback.name)


def _readable(entries: Sequence[Entry], settings: Settings) -> tuple[Entry, ...]:
    """The entries as a summarizer may read them: the privacy filter applied.

    What the filter makes of a message is found once per message (kept in its
    ``Entry.memo``, for the next summary of the same history) and once per text in a call
    (a history repeats many short texts: markers, acknowledgements). A text holds no
    private tag when "private" is not in it (every form of the tag spells the word), so
    it neither opens nor closes a block and reads the same in any history whose earlier
    messages opened none: those are the ones kept. From the first message that may hold
    a tag on, the rest are redacted in one sequence, as ``redact_all`` does, so a block
    opened in one message hides the next ones exactly as before."""
    from dataclasses import replace

    from supermemory_local.store.privacy import redact_all

    privacy = settings.privacy
    entries = tuple(entries)
    texts = _readable_texts(entries, privacy, redact_all)
    calls_seen: dict[str, str] = {}  # call summary -> redacted (each entry's start outside)
    out: list[Entry] = []
    for e, text in zip(entries, texts, strict=True):
        calls = _readable_calls(e, privacy, redact_all, calls_seen) if e.tool_calls else ()
        if text is e.text and all(map(operator.is_, calls, e.tool_calls)):
            out.append(e)  # nothing to hide (redact_all gives such a text back as it was)
        else:
            out.append(replace(e, text=text, tool_calls=calls))
    return tuple(out)


# Entry.memo keys: what the privacy filter made of the message's text (outside any private
# block) and of its calls, with the settings and the very text/calls it was found for.
_READABLE_TEXT = "readable_text"
_READABLE_CALLS = "readable_calls"
_TAG_WORD = "private"  # in every form of the private tag the filter knows


def _readable_texts(
    entries: tuple[Entry, ...], privacy: PrivacySettings, redact_all: _RedactAll
) -> list[str]:
    """``redact_all`` of the entries' texts, each message's found once."""
    out: list[str] = []
    seen: dict[str, str] = {}  # text -> redacted, in this call
    for at, e in enumerate(entries):
        text = e.text
        memo = e.memo
        kept = None if memo is None else memo.get(_READABLE_TEXT)
        if kept is not None and kept[1] is text and kept[0] == privacy:
            out.append(text if kept[2] is None else kept[2])
            continue
        if _TAG_WORD in text.lower():
            # It may open or close a block: it and every later text in one sequence.
            out.extend(redact_all((x.text for x in entries[at:]), privacy))
            return out
        found = seen.get(text)
        if found is None:
            found = seen[text] = redact_all((text,), privacy)[0]
        same = found == text  # (what redact_all gives back unchanged is the text itself)
        if memo is not None:
            memo[_READABLE_TEXT] = (privacy, text, None if same else found)
        out.append(text if same else found)
    return out


def _readable_calls(
    e: Entry, privacy: PrivacySettings, redact_all: _RedactAll, seen: dict[str, str]
) -> tuple[str, ...]:
    """``redact_all`` of one entry's call summaries, found once per message."""
    calls = e.tool_calls
    memo = e.memo
    kept = None if memo is None else memo.get(_READABLE_CALLS)
    if kept is not None and kept[1] is calls and kept[0] == privacy:
        found: tuple[str, ...] = kept[2]
        return found
    if any(_TAG_WORD in c.lower() for c in calls):
        found = tuple(redact_all(calls, privacy))  # a block may run from one call on
    else:
        redacted = []
        for c in calls:
            r = seen.get(c)
            if r is None:
                r = seen[c] = redact_all((c,), privacy)[0]
            redacted.append(c if r == c else r)
        found = tuple(redacted)
    if memo is not None:
        memo[_READABLE_CALLS] = (privacy, calls, found)
    return found


def _cut(entries: tuple[Entry, ...], cuts: Sequence[int]) -> list[tuple[Entry, ...]]:
    bounds = [0, *cuts, len(entries)]
    return [entries[a:b] for a, b in pairwise(bounds) if a < b]
