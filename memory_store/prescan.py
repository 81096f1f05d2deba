"""Faster scans of the privacy filter's ungated patterns, derived from the patterns alone.

Python's ``re`` finds a pattern that starts with a literal (or a class, or a branch of
literals) by skipping ahead to where it can start; a pattern that starts with a repeated
class (``[A-Za-z0-9+/_\\-]{20,}``) or a branch of other shapes is tried at every position
of the text, which cost the filter ~15 us of a 200-character note's ~55 (four such
patterns). :class:`Scan` wraps a compiled pattern and finds exactly the matches of
``pattern.finditer(text)`` (same spans, same groups, same order), after one of three
tests read from the pattern by the standard library's own parser (``re._parser``), never
from a list kept by hand, so a changed pattern changes its test with it:

- a **run**: the pattern starts with a class repeated at least ``n`` times (``n >= 8``):
  no run of ``n`` such characters in the text, no match (one ``bytes.translate`` and
  one substring search, in C); in an ASCII text the pattern is then tried only where
  such a run leaves ``n`` characters ahead, in order, as ``finditer`` would;
- a **needed class**: an item every match holds (outside any optional part): none of
  its characters in the text, no match (one search of a one-class pattern, which ``re``
  skips ahead for);
- **starts** (asked for with ``by_start``): every match starts with one of a few
  characters: the pattern is tried only where they occur, in order, each try starting
  at or after the previous match's end, which is what ``finditer`` does (a pattern that
  can match the empty string is not given this mode).

When a pattern has none of these shapes (or uses a feature the derivation does not
follow: ignoring case, group references, classes with categories or negation), the
wrapper searches as ``finditer`` does: never a match lost, only no time won.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ahocorasick_rs import AhoCorasick, Implementation

RUN_AT_LEAST = 8  # a leading run shorter than this is no test worth its cost
NEEDED_WORDS_AT_MOST = 8  # strings one of which a match holds, each tested with ``in``
NEEDED_AT_MOST = 16  # characters of a needed class worth searching for
STARTS_AT_MOST = 8  # first characters of a pattern tried one by one


class _Unknown(Exception):
    """Not followed by the derivation (the pattern is then searched as it is)."""


def _parser() -> Any:
    from importlib import import_module

    return import_module("re._parser")


def _constants() -> Any:
    from importlib import import_module

    return import_module("re._constants")


def _class_chars(op: Any, av: Any) -> frozenset[str]:
    """The characters one LITERAL or IN item matches (small, positive classes only)."""
    c = _constants()
    if op is c.LITERAL:
        return frozenset(chr(av))
    if op is not c.IN:
        raise _Unknown
    chars: set[str] = set()
    for kind, value in av:
        if kind is c.LITERAL:
            chars.add(chr(value))
        elif kind is c.RANGE and value[1] - value[0] < 256:
            chars.update(chr(i) for i in range(value[0], value[1] + 1))
        else:  # NEGATE, CATEGORY, a huge range: not followed
            raise _Unknown
    return frozenset(chars)


def _first(items: Any) -> tuple[frozenset[str], bool]:
    """The characters a match of the sequence ``items`` can start with, and whether the
    sequence can match the empty string (then the set is only of its non-empty matches
    and the caller adds what follows)."""
    c = _constants()
    chars: set[str] = set()
    for op, av in items:
        if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
            continue  # zero width: consumes nothing
        if op in (c.LITERAL, c.IN):
            return frozenset(chars | _class_chars(op, av)), False
        if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
            low, _, body = av
            inner, empty = _first(body)
            chars |= inner
            if low >= 1 and not empty:
                return frozenset(chars), False
        elif op is c.SUBPATTERN:
            _, add, _, body = av
            if add & re.IGNORECASE:
                raise _Unknown
            inner, empty = _first(body)
            chars |= inner
            if not empty:
                return frozenset(chars), False
        elif op is c.ATOMIC_GROUP:
            inner, empty = _first(av)
            chars |= inner
            if not empty:
                return frozenset(chars), False
        elif op is c.BRANCH:
            empty = False
            for alternative in av[1]:
                inner, alternative_empty = _first(alternative)
                chars |= inner
                empty = empty or alternative_empty
            if not empty:
                return frozenset(chars), False
        else:  # GROUPREF, GROUPREF_EXISTS, ...: not followed
            raise _Unknown
    return frozenset(chars), True


def _needed(items: Any) -> list[frozenset[str]]:
    """Classes of which every match holds a character: the sequence's own items (a class,
    or a class repeated at least once), not those inside optional parts."""
    c = _constants()
    out: list[frozenset[str]] = []
    for op, av in items:
        try:
            if op in (c.LITERAL, c.IN):
                out.append(_class_chars(op, av))
            elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and av[0] >= 1:
                body = av[2]
                if len(body) == 1:
                    out.append(_class_chars(*body[0]))
                else:
                    out.extend(_needed(body))
            elif op is c.SUBPATTERN and not av[1] & re.IGNORECASE:
                out.extend(_needed(av[3]))
        except _Unknown:
            continue  # this item is no test; another may be
    return out


def _leading_run(items: Any) -> tuple[frozenset[str], int] | None:
    """``(class, n)`` when every match starts with ``n`` characters of one class."""
    c = _constants()
    for op, av in items:
        if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
            continue
        if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and len(av[2]) == 1:
            try:
                return _class_chars(*av[2][0]), av[0]
            except _Unknown:
                return None
        return None
    return None


@dataclass(frozen=True)
class Plan:
    """What :class:`Scan` tests before (or instead of) searching a text."""

    run: tuple[bytes, bytes] | None  # (translate table, run of n marks) for an ASCII class
    needed: re.Pattern[str] | None  # a one-class pattern every text with a match holds
    starts: re.Pattern[str] | None  # a one-class pattern of the first characters
    words: tuple[str, ...] | None = None  # strings one of which every match holds


def _one_class(chars: frozenset[str]) -> re.Pattern[str]:
    return re.compile("[" + "".join(re.escape(ch) for ch in sorted(chars)) + "]")


def plan(pattern: re.Pattern[str], *, by_start: bool = False) -> Plan:
    """The tests of ``pattern``, read from its parse (see the module's docstring)."""
    if pattern.flags & re.IGNORECASE:
        return Plan(None, None, None)
    try:
        items = _parser().parse(pattern.pattern, pattern.flags).data
    except (ImportError, AttributeError, re.error):
        return Plan(None, None, None)
    run = None
    leading = _leading_run(items)
    if (
        leading is not None
        and leading[1] >= RUN_AT_LEAST
        and all(ch.isascii() for ch in leading[0])
    ):
        marks = {ord(ch) for ch in leading[0]}
        table = bytes(1 if i in marks else 0 for i in range(256))
        run = (table, b"\x01" * leading[1])
    needed = None
    small = [chars for chars in _needed(items) if 0 < len(chars) <= NEEDED_AT_MOST]
    if small:
        needed = _one_class(min(small, key=len))
    starts = None
    if by_start:
        try:
            first, empty = _first(items)
        except _Unknown:
            first, empty = frozenset(), True
        if not empty and 0 < len(first) <= STARTS_AT_MOST:
            starts = _one_class(first)
    return Plan(run, needed, starts, _needed_words(items))


def _needed_words(items: Any) -> tuple[str, ...] | None:
    """Strings (of ``START_SHORTEST`` characters or more) one of which every match holds:
    a group or branch of the sequence, outside any optional part, whose every match
    begins with one of a few strings (``_item_starts``); the group with the fewest."""
    c = _constants()
    best: tuple[str, ...] | None = None
    for op, av in items:
        if op not in (c.SUBPATTERN, c.BRANCH):
            continue
        try:
            starts = _item_starts(op, av, False)
        except (_Unknown, AttributeError, TypeError, ValueError):
            continue
        words = {start for start, _ in starts}
        if not words or len(words) > NEEDED_WORDS_AT_MOST:
            continue
        if min(len(word) for word in words) < START_SHORTEST:
            continue
        if best is None or len(words) < len(best):
            best = tuple(sorted(words))
    return best


class _Scanned:
    """What a scan answers as its pattern does: only ``finditer`` is its own."""

    __slots__ = ("pattern",)
    pattern: re.Pattern[str]

    def search(self, text: str, *args: int) -> re.Match[str] | None:
        return self.pattern.search(text, *args)

    def match(self, text: str, *args: int) -> re.Match[str] | None:
        return self.pattern.match(text, *args)

    def fullmatch(self, text: str, *args: int) -> re.Match[str] | None:
        return self.pattern.fullmatch(text, *args)


class Scan(_Scanned):
    """``pattern`` with a ``finditer(text)`` that finds what ``pattern.finditer(text)``
    finds, faster (see the module's docstring); ``pattern`` stays reachable."""

    __slots__ = ("_run", "_starts", "needed", "words")

    def __init__(self, pattern: re.Pattern[str], *, by_start: bool = False) -> None:
        self.pattern = pattern
        tests = plan(pattern, by_start=by_start)
        self._run = tests.run
        self.needed = tests.needed
        self._starts = tests.starts
        self.words = tests.words

    def can_match(self, text: str) -> bool:
        """False only when no match can be in ``text`` (its run, needed class or needed
        strings are not)."""
        if self.needed is not None and self.needed.search(text) is None:
            return False
        if self.words is not None and not any(word in text for word in self.words):
            return False
        return self._run is None or self._run[1] in self._marks(text)

    def _marks(self, text: str) -> bytes:
        """The text's UTF-8 bytes, 1 where the leading run's class is, else 0. Each ASCII
        character is one byte of UTF-8 and every other character bytes of 0x80 and up,
        which the table leaves unmarked: runs keep their lengths (and, in an ASCII text,
        their places)."""
        assert self._run is not None
        return text.encode("utf-8", "surrogatepass").translate(self._run[0])

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        if self.needed is not None and self.needed.search(text) is None:
            return iter(())
        if self.words is not None and not any(word in text for word in self.words):
            return iter(())
        if self._run is not None:
            marks = self._marks(text)
            if self._run[1] not in marks:
                return iter(())
            if len(marks) == len(text):  # ASCII: a byte's place is its character's
                return self._in_runs(text, marks)
        if self._starts is None:
            return self.pattern.finditer(text)
        return self._from_starts(text)

    def _in_runs(self, text: str, marks: bytes) -> Iterator[re.Match[str]]:
        """The pattern tried where ``n`` characters of its leading class follow, in order,
        each try at or after the previous match's end (finditer's own order)."""
        assert self._run is not None
        run = self._run[1]
        n = len(run)
        match = self.pattern.match
        after = 0
        at = marks.find(run)
        while at >= 0:
            end = marks.find(b"\x00", at)
            last = (len(marks) if end < 0 else end) - n  # the last place n marks follow
            while at <= last:
                found = match(text, at)
                if found is None:
                    at += 1
                    continue
                yield found
                after = found.end()
                at = max(after, at + 1)
            at = marks.find(run, max(at, after))

    def _from_starts(self, text: str) -> Iterator[re.Match[str]]:
        match = self.pattern.match
        after = 0
        for start in self._starts.finditer(text):  # type: ignore[union-attr]
            at = start.start()
            if at < after:
                continue
            found = match(text, at)
            if found is not None:
                yield found
                after = found.end()


# -- where a match can start: the strings every match begins with ----------------------
#
# A pattern that begins (after zero-width items: ``\b``, ``^``, lookarounds) with
# literals, small classes and branches of them (``(?i)\b(?:password|passwd|api key)``)
# can only match where one of a few strings starts. ``re`` tries such a pattern at
# every position of a text (an ignore-case branch or a leading ``\b`` gives it nothing
# to skip ahead for); the filter finds these strings in the one Aho-Corasick pass it
# makes over every text anyway and tries the pattern only there.

START_SHORTEST = 3  # a start shorter than this is found too often to be worth it
START_LONGEST = 12  # a start is cut here (a start's beginning is a start too)
START_WORDS_AT_MOST = 64  # strings of one pattern
START_CLASS_AT_MOST = 8  # characters of a class followed as alternatives


def _starts_of(items: Any, folded: bool) -> list[tuple[str, bool]]:
    """The strings a match of the sequence ``items`` can begin with, each with whether
    the whole string is known (``True``: what follows the sequence may be appended) or
    the sequence's rest is unknown (``False``: the string is only a beginning)."""
    found: list[tuple[str, bool]] = [("", True)]
    for op, av in items:
        if not any(whole for _, whole in found):
            break
        own = _item_starts(op, av, folded)
        grown = [
            (start + more, more_whole) if whole else (start, False)
            for start, whole in found
            for more, more_whole in (own if whole else [("", False)])
        ]
        grown = list(dict.fromkeys(grown))
        if len(grown) > START_WORDS_AT_MOST:  # too many: the beginnings so far
            return [(start, False) for start, _ in found]
        if all(len(start) >= START_LONGEST for start, _ in grown):
            return [(start, False) for start, _ in grown]
        found = grown
    return found


def _item_starts(op: Any, av: Any, folded: bool) -> list[tuple[str, bool]]:
    """``_starts_of`` for one parsed item."""
    c = _constants()
    unknown = [("", False)]
    if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
        return [("", True)]  # zero width: consumes nothing
    if op in (c.LITERAL, c.IN):
        try:
            chars = _class_chars(op, av)
        except _Unknown:
            return unknown
        if folded:
            if not all(ch.isascii() for ch in chars):
                return unknown  # a letter beyond ASCII ignoring case: not followed
            chars = frozenset(ch.lower() for ch in chars)
        if len(chars) > START_CLASS_AT_MOST:
            return unknown
        return [(ch, True) for ch in sorted(chars)]
    if op is c.BRANCH:
        return [start for alternative in av[1] for start in _starts_of(alternative, folded)]
    if op is c.SUBPATTERN:
        _, add, remove, body = av
        if (add | remove) & re.IGNORECASE:
            return unknown
        return _starts_of(body, folded)
    if op is c.ATOMIC_GROUP:
        return _starts_of(av, folded)
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        low, high, body = av
        inner = _starts_of(body, folded)
        if low == 0 and high == 1 and op is not c.POSSESSIVE_REPEAT:
            return [("", True), *inner]
        if low >= 1:
            return [(start, False) for start, _ in inner]  # once, then unknown
        return unknown
    return unknown


def start_words(
    pattern: re.Pattern[str], shortest: int = START_SHORTEST
) -> tuple[tuple[str, ...], bool] | None:
    """The strings one of which every match of ``pattern`` begins with, and whether they
    are lowercase and matched ignoring case; None when the pattern has no such start (or
    one shorter than ``shortest``). Ignoring case, every string is ASCII: a text
    without the four other characters ASCII letters match ignoring case (İ ı ſ K) has
    each such start where its lowercase form has the string."""
    try:
        parsed = _parser().parse(pattern.pattern, pattern.flags)
    except (ImportError, AttributeError, re.error):
        return None
    folded = bool(parsed.state.flags & re.IGNORECASE)
    try:
        starts = _starts_of(parsed.data, folded)
    except (_Unknown, AttributeError, TypeError, ValueError):
        return None
    cut = sorted({start[:START_LONGEST] for start, _ in starts})
    # a string that begins with another adds no place to try
    words = [w for w in cut if not any(w != o and w.startswith(o) for o in cut)]
    if not words or len(words) > START_WORDS_AT_MOST or len(min(words, key=len)) < shortest:
        return None
    return tuple(words), folded


# The characters other than ASCII letters that ASCII letters match ignoring case (the
# ``re`` documentation lists them): in a text without them, where lowering keeps every
# character's place, a match of an ignore-case regex spelled in ASCII is where the
# lowercase text has it.
OTHER_FOLDS = re.compile("[\u0130\u0131\u017f\u212a]")


def folds_in_place(text: str, low: str) -> bool:
    """Is every ignore-case match of an ASCII string in ``text`` where ``low`` (the text
    lowercased) has the string?"""
    return len(low) == len(text) and (text.isascii() or not OTHER_FOLDS.search(text))


# Those characters spelled as the ASCII letters they match (K lowers to k by itself).
_ASCII_FOLDS = {0x130: "i", 0x131: "i", 0x17F: "s"}


def folded_in_place(text: str, low: str) -> str | None:
    """A string as long as ``text`` (``low``, the text lowercased, when that is one) that
    has every ignore-case match of an ASCII string in ``text`` where ``text`` has it, as
    the lowercase string: where ``folds_in_place`` fails for İ ı ſ K, the text with those
    spelled i i s k, lowercased (no other character matches an ASCII letter ignoring
    case); None when lowering still moves a character."""
    if folds_in_place(text, low):
        return low
    return _folded(text)


@lru_cache(maxsize=2)
def _folded(text: str) -> str | None:
    """``folded_in_place`` of a text ``folds_in_place`` fails for, kept for the texts
    asked last: a whole transcript's layers ask it a score of times, each a pass over
    the text. One ``str.replace`` per character (``str.translate`` with a mapping was
    ~20 times slower on a long text that is not ASCII)."""
    folded = text
    for code, letter in _ASCII_FOLDS.items():
        folded = folded.replace(chr(code), letter)
    folded = folded.lower()
    return folded if len(folded) == len(text) else None


def tried_at(text: str, pattern: re.Pattern[str], places: list[int]) -> Iterator[re.Match[str]]:
    """What ``pattern.finditer(text)`` finds when every match starts at one of ``places``
    (ascending) and none is empty: the pattern tried at each place, each try at or after
    the previous match's end, as ``finditer`` goes on."""
    match = pattern.match
    after = 0
    for at in places:
        if at < after:
            continue
        found = match(text, at)
        if found is not None:
            yield found
            after = found.end()


class WordScan(_Scanned):
    """``pattern`` with a ``finditer(text)`` that finds what ``pattern.finditer(text)``
    finds, trying the pattern only where one of its start words (``start_words``) begins:
    the words are found in one Aho-Corasick pass (over the lowercase text when the
    pattern ignores case). A pattern without start words is searched as it is.
    ``shortest``: the fewest characters a start word may have (2 for a pattern whose
    short start is rare in text, such as ``@(``)."""

    __slots__ = ("_automaton", "folded", "words")

    def __init__(self, pattern: re.Pattern[str], *, shortest: int = START_SHORTEST) -> None:
        self.pattern = pattern
        derived = start_words(pattern, shortest)
        self.words, self.folded = derived if derived is not None else ((), False)
        self._automaton = (
            AhoCorasick(list(self.words), implementation=Implementation.DFA) if self.words else None
        )

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        if self._automaton is None:
            return self.pattern.finditer(text)
        haystack = text
        if self.folded:
            folded = folded_in_place(text, text.lower())
            if folded is None:
                return self.pattern.finditer(text)
            haystack = folded
        found = self._automaton.find_matches_as_indexes(haystack, overlapping=True)
        if not found:
            return iter(())
        places = [start for _, start, _ in found]
        if len(self.words) > 1:
            places.sort()
        return tried_at(text, self.pattern, places)
