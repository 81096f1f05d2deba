"""Errors that happened, and whether they were fixed.

An error is a failure a run reported: a non-zero exit code, a Python traceback, a
failing test, a compiler or tool error, a provider error (aider's ``litellm`` lines).
Source text that merely contains the word "error" (a file a tool printed, an
``except ValueError:`` line) is not one. Each error records the call that produced
it; it counts as fixed when a later run of the same call succeeds, and the
assistant's words about the fix are kept when it states one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ahocorasick_rs import MATCHKIND_LEFTMOST_FIRST, AhoCorasick, BytesAhoCorasick

from supermemory_local.engine.prompts import COMPACTED_MARKER
from supermemory_local.engine.readers.artifacts import shell_commands, split_call
from supermemory_local.engine.readers.requests import is_engine_note, is_request
from supermemory_local.engine.transcript import Entry, remembered

ERROR_CLIP = 300
COMPACTED_FAILURE = "The run had failed: "
_EXIT = re.compile(
    r"(?:exit(?:ed with)? (?:code|status)|<returncode>|returned non-zero exit status|"
    r"Exit code:?|Process exited with code)\s*(-?\d+)",
    re.I,
)
_TRACEBACK = "Traceback (most recent call last):"
_EXCEPTION_LINE = re.compile(r"^(?:[\w]+\.)*\w*(?:Error|Exception|Exit|Interrupt|Failure)\b:?.*$")
_ERROR_LINE = re.compile(
    r"^(?:FAILED \S+.*|ERROR \S+::\S+.*|FAIL: \w+.*|E\s{2,}\S.*|error(?:\[E\d+\])?: .+|"
    r"\S+:\d+(?::\d+)?: (?:fatal )?error: .+|fatal: .+|panic: .+|npm ERR! .+|"
    r".*: command not found|.*: No such file or directory|<tool_use_error>.*|"
    r"test result: FAILED.*|=+ .*\b\d+ failed\b.*=+|\d+ failed, \d+ passed.*|"
    r"(?:litellm\.)?\w*(?:RateLimit|APIConnection|ServiceUnavailable|Overloaded|Authentication)"
    r"Error\b.*|API Error: .+|SyntaxError: .+)$"
)
_TAG_LINE = re.compile(r"^</?[\w-]+>$")
# Something every line _ERROR_LINE matches holds (a piece of each alternative), and the
# same for _EXIT (in lower case: IGNORECASE matches "e", "x" and those letters with their
# capitals only). A text without any is passed over with a few scans at C speed instead
# of a strip and a match per line, which on long outputs cost milliseconds each.
# "Error" is only a piece in the names the alternatives spell out: a source file raising
# HTTPError on every sixth line is not searched line by line for them.
_ERROR_PIECES = (  # FAILED/FAIL:, ERROR/npm ERR!, error:/<tool_use_error>, ...
    "FAIL", "ERR", "error", " failed", "fatal: ", "panic: ", ": command not found",
    ": No such file or directory", "RateLimitError", "APIConnectionError",
    "ServiceUnavailableError", "OverloadedError", "AuthenticationError", "API Error: ",
    "SyntaxError: ",
)  # fmt: skip
# All the pieces in one pass (one scan per piece was most of a cold pruning's time:
# 150 ms over 36 MB of run outputs, 23 ms this way). Leftmost-first lets the automaton
# use its SIMD prefilter, and a non-overlapping search finds a match whenever a piece
# occurs. A text that is not ASCII is searched as UTF-8 (the pieces are ASCII, which
# never occurs inside a multi-byte character), so no UTF-8 copy is left on the str.
_PIECES = AhoCorasick(list(_ERROR_PIECES), matchkind=MATCHKIND_LEFTMOST_FIRST)
_PIECES_UTF8 = BytesAhoCorasick(
    [p.encode() for p in _ERROR_PIECES], matchkind=MATCHKIND_LEFTMOST_FIRST
)
_INDENTED_E = re.compile(r"E\s\s")  # the pytest "E   ..." lines
_EXIT_PIECES = ("ex", "<returncode>")
# A character each of _EXIT_PIECES needs, in any case (no other character lowers to
# one of these): a text without them has no exit code, and is not lowered to look.
_EXIT_CHARS = ("x", "X", "<")
_READ_TOOLS = re.compile(r"^(?:read|read_file|view|cat|open|grep|glob|search|find|ls)", re.I)
_FIX = re.compile(
    r"\b(?:fix|fixed|fixes|resolved|solved|the (?:problem|issue|cause) (?:was|is)|"
    r"caused by|corrected|now passes|works now|passing now|all tests pass)\b",
    re.I,
)
_FAILED_APPROACH = re.compile(
    r"\b(?:did(?:n't| not) work|does(?:n't| not) work|still fail(?:s|ing)?|no luck|"
    r"that approach|revert(?:ed|ing)? (?:the|my|this|that)|won't work|will not work|"
    r"(?:is|was) a dead end|not the (?:right|correct) (?:fix|approach))\b",
    re.I,
)


@dataclass(frozen=True)
class Failure:
    index: int  # the entry that reported it
    text: str  # the most telling line
    key: str  # the call that produced it ("" when unknown)
    fixed: bool = False
    fix: str | None = None  # what the assistant said about the fix

    def __str__(self) -> str:
        if self.fixed:
            return f"{self.text} — fixed" + (f": {self.fix}" if self.fix else "")
        if self.fix:
            return f"{self.text} — fix attempted, not verified by a later run: {self.fix}"
        return f"{self.text} — unresolved"


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= ERROR_CLIP else text[: ERROR_CLIP - 1].rstrip() + "…"


def _has_error_piece(text: str) -> bool:
    """Does one of ``_ERROR_PIECES`` occur in ``text``?"""
    if text.isascii():
        return bool(_PIECES.find_matches_as_strings(text))
    return bool(_PIECES_UTF8.find_matches_as_indexes(text.encode("utf-8", "surrogatepass")))


def failure_line(text: str) -> str | None:
    """The line that says what failed in a run's output, or None when nothing failed."""
    if text.startswith(COMPACTED_MARKER):  # ② kept only this of the output
        kept = text.partition(f"\n{COMPACTED_FAILURE}")[2]
        return kept.strip() or None
    # The lines are stripped and matched at C level (map, filter, next: no Python step
    # per line), from the end where the last matching line is wanted.
    if _TRACEBACK in text:
        after = text.rsplit(_TRACEBACK, 1)[1].splitlines()
        last_exception = next(filter(_EXCEPTION_LINE.match, map(str.strip, reversed(after))), None)
        if last_exception is not None:
            return _clip(last_exception)
    if _has_error_piece(text) or _INDENTED_E.search(text):
        first = _first_error_line(text)
        if first is not None:
            return _clip(first)
    if not any(c in text for c in _EXIT_CHARS):
        return None
    lower = text.lower()
    if not any(piece in lower for piece in _EXIT_PIECES):
        return None
    exit_codes = [int(m.group(1)) for m in _EXIT.finditer(text)]
    if exit_codes and exit_codes[-1] != 0:
        last = next(
            (
                ln.strip()
                for ln in map(str.rstrip, _lines_from_end(text))
                if ln.strip() and not _EXIT.search(ln) and not _TAG_LINE.match(ln.strip())
            ),
            "",
        )
        return _clip(f"exit code {exit_codes[-1]}" + (f": {last}" if last else ""))
    return None


def _first_error_line(text: str) -> str | None:
    """The first line of ``text`` that ``_ERROR_LINE`` matches, stripped: what a match of
    every stripped line of ``text.splitlines()`` finds first.

    Only a line holding one of ``_ERROR_PIECES`` or ``E`` and two spaces can match, so
    only the lines around those (found at C level) are matched. In a text with a line
    break other than ``\n`` (``splitlines`` splits at those too) or that is not ASCII
    (the pieces' positions are then found in its UTF-8 bytes), every line is."""
    if not text.isascii() or any(c in text for c in _OTHER_BREAKS):
        return next(filter(_ERROR_LINE.match, map(str.strip, text.splitlines())), None)
    # (In the UTF-8 of an ASCII text, a byte's offset is the character's: the automaton
    # finds them there several times faster than in the str, which it maps to offsets.)
    at = [m[1] for m in _PIECES_UTF8.find_matches_as_indexes(text.encode())]
    at += [m.start() for m in _INDENTED_E.finditer(text)]
    done = -1  # the start of the last line matched
    for p in sorted(at):
        start = text.rfind("\n", 0, p) + 1
        if start == done:
            continue
        done = start
        end = text.find("\n", p)
        line = text[start : end if end >= 0 else len(text)].strip()
        if _could_be_error_line(line) and _ERROR_LINE.match(line):
            return line
    return None


# What a line _ERROR_LINE matches holds, alternative by alternative: its first character
# (the alternatives that start with a literal or a digit), "error: " (path:line: error:),
# one of two endings (".*: command not found", ".*: No such file or directory"), or the
# name of a provider's error (litellm's). An ASCII line with none of them is not matched
# at all: most lines around a piece ("raise HTTPError(...)" in a source file) are passed
# over at the cost of a few C-level string tests instead of the whole alternation.
_ERROR_LINE_FIRSTS = frozenset("FEefpn<t=AS0123456789")
_ERROR_LINE_ENDS = (": command not found", ": No such file or directory")
_PROVIDER_ERRORS = (
    "RateLimitError", "APIConnectionError", "ServiceUnavailableError", "OverloadedError",
    "AuthenticationError",
)  # fmt: skip


def _could_be_error_line(line: str) -> bool:
    """False only for an ASCII ``line`` that ``_ERROR_LINE`` cannot match (see above)."""
    return (
        not line
        or line[0] in _ERROR_LINE_FIRSTS
        or "error: " in line
        or line.endswith(_ERROR_LINE_ENDS)
        or any(name in line for name in _PROVIDER_ERRORS)
    )


def _lines_from_end(text: str) -> Iterator[str]:
    """The lines of ``text``, last first: ``reversed(text.splitlines())`` without a list
    of every line (the caller wants the last few). An empty last line may come first (its
    reader skips blank lines); in a text with another line break than ``\n`` or that is
    not ASCII, the lines are those of ``splitlines``."""
    if not text.isascii() or any(c in text for c in _OTHER_BREAKS):
        yield from reversed(text.splitlines())
        return
    end = len(text)
    while end >= 0:
        start = text.rfind("\n", 0, end) + 1
        yield text[start:end]
        end = start - 1


# The ASCII line breaks of str.splitlines() besides "\n".
_OTHER_BREAKS = ("\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e")

_LINE = "failure_line"  # memo key: failure_line() of an entry's text


def compacted_text(output: str, memo: dict[Any, Any] | None = None) -> str:
    """What ② leaves of a tool output: the marker, and the line saying what failed when
    the run failed (so the summaries still know which error is open).

    ``memo``: the tool result's ``facts_memo``, where the failure line is kept for the
    summaries of that message (:func:`failures` finds it there instead of again)."""
    if output.startswith(COMPACTED_MARKER):
        return output
    line = failure_line(output)
    if memo is not None:
        memo[_LINE] = (output, (), line)  # as remembered() keeps it for a tool result
    return COMPACTED_MARKER if line is None else f"{COMPACTED_MARKER}\n{COMPACTED_FAILURE}{line}"


def _line_of(e: Entry) -> str | None:
    return failure_line(e.text)


@lru_cache(maxsize=256)
def is_read_tool(name: str) -> bool:
    """Does the tool of this name read files (its output is a file's text, not a run)?"""
    return _READ_TOOLS.match(name) is not None


def _run_key(call: str, command: str | None) -> tuple[bool, str]:
    """(is the call a read, not a run; the key of its runs); ``command``: its
    :func:`shell_command`."""
    if not call:
        return False, ""
    if command is not None:
        return False, "$ " + " ".join(command.split())
    name, args = split_call(call)
    return is_read_tool(name), f"{name}({args})"


def _run_keys(e: Entry) -> list[tuple[bool, str] | None]:
    """Per call of an assistant entry, its :func:`_run_key` once a result needed it."""
    return [None] * len(e.tool_calls)


def _fix_of(e: Entry) -> str | None:
    """The first line of an assistant entry naming a fix."""
    for line in e.text.splitlines():
        if _FIX.search(line) and failure_line(line) is None:
            return _clip(line.strip())
    return None


def failures(entries: Sequence[Entry]) -> list[Failure]:
    """Every error that happened, in order, each with whether a later run fixed it.

    What is found in one entry (its failure line, its calls' keys) is remembered in
    the entry's memo, so a history summarised again costs what is new in it."""
    return FailureReader().read(entries).failures()


class FailureReader:
    """:func:`failures` of a history read in pieces, in order: reading on where the last
    piece ended finds what reading the whole at once would."""

    __slots__ = ("_answered", "_caller", "_found", "_keys", "_ok", "_read")

    def __init__(self) -> None:
        self._found: list[Failure] = []
        self._ok: dict[str, list[int]] = {}  # key -> index of each run of it that succeeded
        self._caller: Entry | None = None  # the assistant entry the results answer
        self._keys: list[tuple[bool, str] | None] | None = None  # its run keys, once needed
        self._answered = 0
        self._read: list[Sequence[Entry]] = []  # the pieces (for the fixes, when one failed)

    def read(self, entries: Sequence[Entry]) -> FailureReader:
        found, ok = self._found, self._ok
        caller, keys, answered = self._caller, self._keys, self._answered
        read_tool = is_read_tool  # (a local: looked up per result)
        for e in entries:
            role = e.role
            if role == "assistant":
                caller, keys, answered = e, None, 0
                continue
            if role == "tool":
                at = answered
                answered += 1
                if e.tool_name and read_tool(e.tool_name):
                    continue  # a file's text, not a run
                read, key = False, ""
                if caller is not None and at < len(caller.tool_calls):
                    if keys is None:
                        keys = remembered(caller, "run_keys", _run_keys)
                    known = keys[at]
                    if known is None:
                        call = caller.tool_calls[at]
                        known = keys[at] = _run_key(call, shell_commands(caller)[at])
                    read, key = known
                if read:
                    continue
                # remembered(e, _LINE, _line_of), its lookup inlined (the most frequent one)
                memo = e.memo
                kept = None if memo is None else memo.get(_LINE)
                if kept is not None and kept[0] is e.text and kept[1] is e.tool_calls:
                    line = kept[2]
                else:
                    line = remembered(e, _LINE, _line_of)
                if line is not None:
                    found.append(Failure(e.index, line, key))
                elif key:
                    ok.setdefault(key, []).append(e.index)
            elif role == "user" and not is_request(e) and not is_engine_note(e.text):
                line = remembered(e, _LINE, _line_of)  # a harness's report: aider's, a provider's
                if line is not None:
                    found.append(Failure(e.index, line, ""))
        self._caller, self._keys, self._answered = caller, keys, answered
        self._read.append(entries)
        return self

    def failures(self) -> list[Failure]:
        """What the pieces read so far hold, each error resolved against all of them."""
        if not self._found:
            return []
        fixes = [
            (e.index, fix)
            for entries in self._read
            for e in entries
            if e.role == "assistant"
            and e.text
            and (fix := remembered(e, "fix", _fix_of)) is not None
        ]
        return [_resolve(f, self._ok, fixes) for f in self._found]


def _resolve(f: Failure, ok: dict[str, list[int]], fixes: list[tuple[int, str]]) -> Failure:
    later_ok = next((i for i in ok.get(f.key, ()) if i > f.index), None) if f.key else None
    # The first assistant words naming a fix after the error (up to the run that
    # succeeded, when one did).
    fix = next((w for i, w in fixes if i > f.index and (later_ok is None or i <= later_ok)), None)
    return Failure(f.index, f.text, f.key, later_ok is not None, fix)


def failed_approaches(entries: Sequence[Entry], most: int = 10) -> list[str]:
    """What the assistant said did not work (its own words), newest last."""
    lines = [
        _clip(line.strip())
        for e in entries
        if e.role == "assistant"
        for line in e.text.splitlines()
        if _FAILED_APPROACH.search(line)
    ]
    return list(dict.fromkeys(lines))[-most:]


def distinct(items: Sequence[Failure]) -> list[Failure]:
    """One item per error text, its latest occurrence (the fix state that holds now)."""
    latest: dict[str, Failure] = {}
    for f in items:
        latest.pop(f.text, None)
        latest[f.text] = f
    return list(latest.values())
