"""The passage of a memory that a search matched, with the matched terms marked.

Search matches a term as a case-insensitive substring on both backends (search.py), so
the passage is found the same way, here, for both: SQLite's FTS5 ``snippet()`` and
``highlight()`` return NULL on the store's index (contentless since migration 0003: the
text lives in ``memories`` only), and PostgreSQL's ``ts_headline`` marks parser words,
not substrings (``friday`` would not mark ``Fridays``; Chinese text is one word).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

PASSAGE_CHARS = 160  # the CLI's snippet
ELLIPSIS = "…"


@dataclass(frozen=True)
class Passage:
    """``text`` cut from a memory, and where in it each term occurs (``[start, end)``)."""

    text: str
    marks: tuple[tuple[int, int], ...]

    def marked(self, before: str = "**", after: str = "**") -> str:
        """The text with every mark wrapped in ``before``/``after``."""
        out: list[str] = []
        at = 0
        for start, end in self.marks:
            out.append(self.text[at:start])
            out.append(before + self.text[start:end] + after)
            at = end
        out.append(self.text[at:])
        return "".join(out)


def _occurrences(lowered: str, terms: Sequence[str]) -> list[tuple[int, int, int]]:
    """(start, end, term index) of every occurrence of every term, by start."""
    found: list[tuple[int, int, int]] = []
    for k, term in enumerate(terms):
        needle = term.lower()
        if not needle:
            continue
        at = lowered.find(needle)
        while at >= 0:
            found.append((at, at + len(needle), k))
            at = lowered.find(needle, at + len(needle))
    found.sort()
    return found


def _merge(spans: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return tuple(merged)


def passage(
    content: str, terms: Sequence[str], chars: int = PASSAGE_CHARS, *, flatten: bool = True
) -> Passage:
    """The ``chars`` characters of ``content`` holding the most distinct ``terms``
    (earliest such window), cut at word boundaries, ``…`` where text was left out; with
    ``flatten`` on one line. Without an occurrence: the start of ``content``."""
    text = " ".join(content.split()) if flatten else content.strip()
    if chars <= 0:
        return Passage("", ())
    lowered = text.lower()
    if len(lowered) != len(text):  # a case mapping that changes length: no offsets
        lowered = text
    found = _occurrences(lowered, terms)
    if len(text) <= chars:
        return Passage(text, _merge([(s, e) for s, e, _ in found]))
    start = 0
    if found:
        best = (-1, 0)
        for first, _, _ in found:
            begin = max(0, first - chars // 4)
            covered = {k for s, e, k in found if s >= begin and e <= begin + chars}
            if len(covered) > best[0]:
                best = (len(covered), begin)
        start = best[1]
    end = min(len(text), start + chars)
    start = max(0, end - chars)
    if start > 0:  # begin at a word
        space = text.find(" ", start, start + 20)
        start = space + 1 if space >= 0 else start
    if end < len(text):
        space = text.rfind(" ", end - 20, end)
        end = space if space > start else end
    body = text[start:end].strip()
    lead = start + (len(text[start:end]) - len(text[start:end].lstrip()))
    prefix = ELLIPSIS if start > 0 else ""
    suffix = ELLIPSIS if end < len(text) else ""
    shift = len(prefix) - lead
    marks = [
        (max(s, lead) + shift, min(e, lead + len(body)) + shift)
        for s, e, _ in found
        if e > lead and s < lead + len(body)
    ]
    return Passage(prefix + body + suffix, _merge(marks))
