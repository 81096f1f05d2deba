"""The probes and their deterministic scores.

The facts a corpus session's summary must hold are read from the session by rules of
this file, kept simpler than (and apart from) the summarizer's own: a request is a
user message with typed text (the product's recogniser, so that recall measures
what compaction keeps), but the texts no request may quote, the files edited and
the last unresolved error are found by this file's own plain rules.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bench.quality.generated import Truth
from supermemory_local.engine.prompts import FIVE_SECTION_HEADINGS
from supermemory_local.engine.readers.requests import requests as typed_requests
from supermemory_local.engine.transcript import Entry
from supermemory_local.summarizers.prompt import NOTHING_RECORDED

Message = dict[str, Any]
REQUEST_HEAD = 150  # a request longer than VERBATIM_CHARS is found by its first characters
VERBATIM_CHARS = 300
ERROR_HEAD = 60

# Texts that, when quoted as a request, show a harness or injection was taken for the user.
HARNESS_MARKERS = (
    "Please always provide EXACTLY ONE action",
    "<task-notification>",
    "[Supermemory",
    "<command-name>",
    "<command-message>",
    "<local-command-stdout>",
    "Caveat: The messages below were generated",
    "Stop hook feedback:",
    "[Request interrupted by user",
    "Parameter 'command' is expected",
    "Base directory for this skill",
    "<system-reminder>",
)
_EDIT_TOOL = re.compile(r"^(?:write|edit|create|multiedit|str_replace|notebookedit)", re.I)
_EDITOR_COMMANDS = ("create", "str_replace", "insert")
_SHELL_EDIT = (
    re.compile(r"\bsed\s+-i\S*\s+(?:-e\s+)?(?:'[^']*'|\"[^\"]*\")\s+(\S+)"),
    re.compile(r"\bcat\s+>>?\s*(\S+)\s*<<"),
    re.compile(r"\bcat\s+<<-?\s*['\"]?\w+['\"]?\s*>>?\s*(\S+)"),
    re.compile(r"\becho\s+.*?>>?\s*(\S+\.\w+)\s*$", re.M),
    re.compile(r"\b(?:git\s+)?mv\s+\S+\s+(\S+)"),
    re.compile(r"\b(?:git\s+)?rm\s+(?:-\w+\s+)*(\S+\.\w+)"),
)
_TRACEBACK = "Traceback (most recent call last):"
_EXCEPTION = re.compile(r"^(?:\w+\.)*\w*(?:Error|Exception)\b.*$")


def norm(text: str) -> str:
    return " ".join(text.split())


def sections(summary: str) -> dict[str, str]:
    """Body of each ``## `` section of a summary (the text before any heading under "")."""
    out: dict[str, list[str]] = {"": []}
    current = ""
    for line in summary.splitlines():
        if line.startswith("## "):
            current = line
            out.setdefault(current, [])
        else:
            out.setdefault(current, []).append(line)
    return {h: "\n".join(lines).strip() for h, lines in out.items()}


# -- the facts of a corpus session -----------------------------------------------------


def _entries(messages: Sequence[Message]) -> list[Entry]:
    out: list[Entry] = []
    for i, m in enumerate(messages):
        content = m.get("content")
        text = content if isinstance(content, str) else ""
        role = m.get("role", "user")
        tool = "tool" if role == "tool" else None
        out.append(Entry(i, role, text, tool_name=tool))
    return out


def corpus_truth(messages: Sequence[Message]) -> Truth:
    truth = Truth()
    truth.requests = [text for _, text in typed_requests(_entries(messages))]
    truth.edited_files = edited_files(messages)
    truth.open_error = last_unresolved_error(messages)
    return truth


def _calls(messages: Sequence[Message]) -> list[tuple[str, dict[str, Any]]]:
    found: list[tuple[str, dict[str, Any]]] = []
    for m in messages:
        for call in m.get("tool_calls") or []:
            fn = call.get("function") or {}
            try:
                args = json.loads(fn.get("arguments") or "{}")
            except ValueError:
                args = {}
            found.append((str(fn.get("name") or ""), args if isinstance(args, dict) else {}))
    return found


def edited_files(messages: Sequence[Message]) -> list[str]:
    """Files changed by an edit/write tool call or by a plain shell edit."""
    files: list[str] = []
    for name, args in _calls(messages):
        path = next(
            (args[k] for k in ("file_path", "filePath", "path") if isinstance(args.get(k), str)),
            None,
        )
        if name.lower() in ("str_replace_editor", "str_replace_based_edit_tool"):
            if path and args.get("command") in _EDITOR_COMMANDS:
                files.append(path)
        elif path and _EDIT_TOOL.match(name):
            files.append(path)
        command = args.get("command")
        if name.lower() in ("bash", "shell", "execute_bash") and isinstance(command, str):
            first = command.split("\n", 1)[0] if "<<" in command else command
            for pattern in _SHELL_EDIT:
                files += [p.strip("'\"") for p in pattern.findall(first)]
    return list(dict.fromkeys(f for f in files if "." in f.rsplit("/", 1)[-1]))


def last_unresolved_error(messages: Sequence[Message]) -> str | None:
    """The exception line of the last Python traceback whose command never ran cleanly
    afterwards (None when every failing command later succeeded)."""
    runs: list[tuple[str, str | None]] = []  # (command, exception line or None)
    command_of: dict[str, str] = {}
    for m in messages:
        for call in m.get("tool_calls") or []:
            fn = call.get("function") or {}
            command_of[str(call.get("id"))] = str(fn.get("arguments") or "")
        if m.get("role") != "tool" or not isinstance(m.get("content"), str):
            continue
        text = m["content"]
        line = None
        if _TRACEBACK in text:
            tail = text.rsplit(_TRACEBACK, 1)[1].splitlines()
            found = [x.strip() for x in tail if _EXCEPTION.match(x.strip())]
            line = found[-1] if found else None
        runs.append((command_of.get(str(m.get("tool_call_id")), ""), line))
    for k in range(len(runs) - 1, -1, -1):
        command, line = runs[k]
        if line is None:
            continue
        fixed = any(c == command and c and ok is None for c, ok in runs[k + 1 :])
        return None if fixed else line
    return None


# -- scoring -------------------------------------------------------------------------------


@dataclass
class Score:
    """Counts of one summary's probes (hits out of asked, per fact kind)."""

    asked: dict[str, int] = field(default_factory=dict)
    hits: dict[str, int] = field(default_factory=dict)
    harness_quoted: int = 0
    empty_sections: int = 0
    repeated: int = 0
    missed: list[str] = field(default_factory=list)

    def probe(self, kind: str, ok: bool, what: str) -> None:
        self.asked[kind] = self.asked.get(kind, 0) + 1
        self.hits[kind] = self.hits.get(kind, 0) + int(ok)
        if not ok:
            self.missed.append(f"{kind}: {what[:100]}")


def request_present(request: str, text: str) -> bool:
    r = norm(request)
    if len(r) > VERBATIM_CHARS:
        r = norm(r[:REQUEST_HEAD])
    return r in text


def score(summary: str, truth: Truth, structured: bool = True) -> Score:
    s = Score()
    flat = norm(summary)
    parts = sections(summary)
    requests = norm(parts.get(FIVE_SECTION_HEADINGS[0], "")) if structured else flat
    must_not = parts.get(FIVE_SECTION_HEADINGS[4], "") if structured else summary
    remaining = parts.get(FIVE_SECTION_HEADINGS[3], "") if structured else summary
    for r in truth.requests:
        s.probe("recall", request_present(r, requests), r)
    s.harness_quoted = sum(
        1 for marker in HARNESS_MARKERS if marker in (requests if structured else "")
    ) + sum(1 for t in truth.not_requests if norm(t)[:80] in requests)
    for path in truth.edited_files:
        s.probe("artifact", path in summary, path)
    if truth.open_error:
        s.probe("continuation", norm(truth.open_error)[:ERROR_HEAD] in flat, truth.open_error)
        s.probe("open error", norm(truth.open_error)[:ERROR_HEAD] in flat, truth.open_error)
    if truth.requests:
        body = remaining.strip()
        s.probe("continuation", bool(body) and body != NOTHING_RECORDED, "remaining tasks")
    if truth.constraint and truth.reversal:
        flat_must = norm(must_not)
        a, b = norm(truth.constraint), norm(truth.reversal)
        ok = a in flat_must and b in flat_must and flat_must.index(a) < flat_must.index(b)
        s.probe("decision", ok, "constraint then its reversal")
    if truth.failed_approach:
        s.probe("decision", norm(truth.failed_approach)[:80] in norm(must_not), "failed approach")
    return s


def _items(body: str) -> list[str]:
    """The list items of a section (an item runs until the next ``- `` line)."""
    items: list[str] = []
    for line in body.splitlines():
        if line.startswith("- ") or not items:
            items.append(line)
        else:
            items[-1] += "\n" + line
    return items


def structure(summary: str, request_open: bool) -> tuple[int, int]:
    """(empty sections while a request is open, repeated headings or bullets)."""
    headings = [line for line in summary.splitlines() if line.startswith("## ")]
    repeated = len(headings) - len(set(headings))
    empty = 0
    for heading, body in sections(summary).items():
        if not heading:
            continue
        if request_open and (not body or body == NOTHING_RECORDED):
            empty += 1
        items = _items(body)
        repeated += len(items) - len(set(items))
    return empty, repeated
