"""Text rules of the memories: what the database cannot store (shared by the write path
and the search parser), and a memory's content on one line (the CLI and the hosts)."""

from __future__ import annotations

import re

# NUL (PostgreSQL refuses it) and lone surrogates (not encodable as UTF-8).
UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def one_line(text: str, limit: int | None = None) -> str:
    """Content collapsed to one line (whitespace runs -> one space), cut to ``limit``."""
    flat = " ".join(text.split())
    if limit is not None and len(flat) > limit:
        return flat[: limit - 1] + "…"
    return flat


TITLE_CHARS = 80
SUMMARY_PREFIX = "[Session Summary]"
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(.*\S)")
_REQUESTS = re.compile(r"^\s{0,3}#{1,6}\s*1\.\s*User Requests", re.IGNORECASE)
_GOAL = re.compile(r"^\s{0,3}#{1,6}\s*2\.\s*Final Goal", re.IGNORECASE)
_QUOTES = "\"'“”‘’`"


def title(content: str, type_: str) -> str:
    """A memory's short title, derived from its content (so every memory has one, imported
    ones too, and nothing is stored twice): a session summary's first user request, else
    its final goal, else its first line of text; any other memory's first line."""
    lines = content.splitlines()
    summary = type_ == "conversation" and content.lstrip().startswith(SUMMARY_PREFIX)
    if summary:
        for heading in (_REQUESTS, _GOAL):
            found = _first_under(lines, heading)
            if found:
                return one_line(found, TITLE_CHARS)
    for line in lines:
        text = line.strip()
        if not text or (summary and (text == SUMMARY_PREFIX or _HEADING.match(text))):
            continue
        return one_line(text.lstrip("#>-*+ ").strip() or text, TITLE_CHARS)
    return one_line(content, TITLE_CHARS)


def _first_under(lines: list[str], heading: re.Pattern[str]) -> str | None:
    """The first list item (else the first line) of the section under ``heading``."""
    inside = False
    for line in lines:
        if heading.match(line):
            inside = True
            continue
        if not inside:
            continue
        if _HEADING.match(line):
            return None
        text = line.strip()
        if not text or text == "(nothing recorded)":
            continue
        item = _ITEM.match(line)
        found = (item.group(1) if item else text).strip()
        if len(found) >= 2 and found[0] in _QUOTES and found[-1] in _QUOTES:
            found = found[1:-1].strip()
        return found or None
    return None
