"""A summary without a model: the facts of the transcript, under the requested headings.

Offline and deterministic (the same history always gives the same text). Each
heading is matched by its words to one kind of fact, so the nine-section and the
five-section heading sets (and any similar set) both work; a heading it does not
recognise gets ``(nothing recorded)``. The text stays within the output cap
(``max_output_tokens`` × ``chars_per_token`` characters).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from supermemory_local.engine.readers.requests import bullet_items as typed_bullets
from supermemory_local.engine.summarizer import SummaryRequest
from supermemory_local.engine.transcript import Entry
from supermemory_local.summarizers import facts
from supermemory_local.summarizers.prompt import NOTHING_RECORDED

Kind = Literal[
    "requests",
    "goal",
    "concepts",
    "files",
    "completed",
    "errors",
    "approach",
    "pending",
    "current",
    "next",
    "constraints",
    "unknown",
]

# First match wins: "MUST NOT Do (Critical Constraints)" before anything else.
_KIND_PATTERNS: tuple[tuple[str, Kind], ...] = (
    (r"must not|constraint|forbidden", "constraints"),
    (r"user (?:request|message)", "requests"),
    (r"intent|goal", "goal"),
    (r"concept|terminolog", "concepts"),
    (r"completed|done", "completed"),
    (r"file|path", "files"),
    (r"error|fix", "errors"),
    (r"approach|problem", "approach"),
    (r"pending|remaining|todo", "pending"),
    (r"current|progress", "current"),
    (r"next", "next"),
)
_KINDS = tuple((re.compile(p, re.IGNORECASE), kind) for p, kind in _KIND_PATTERNS)
MAX_ITEMS = 60  # per section, before the size bound applies
CURRENT_WORK_CLIP = 1_500


def heading_kind(heading: str) -> Kind:
    return next((kind for pattern, kind in _KINDS if pattern.search(heading)), "unknown")


@dataclass
class ExtractiveSummarizer:
    chars_per_token: float = 4.0

    name = "extractive"
    reads_whole_history = True  # no model window: the engine never chunks for it

    def summarize(self, request: SummaryRequest) -> str:
        if request.stage == "merge":
            bodies = [
                _merge(h, [e.text for e in request.entries], request.headings)
                for h in request.headings
            ]
        else:
            reading = _Reading(request.entries)
            bodies = [
                _BUILDERS[heading_kind(h)](reading) if request.entries else ""
                for h in request.headings
            ]
        limit = int(request.max_output_tokens * self.chars_per_token)
        kinds = [heading_kind(h) for h in request.headings]
        bodies = [
            _fit_requests(b, limit) if k == "requests" else b
            for b, k in zip(bodies, kinds, strict=True)
        ]
        return _assemble(request.headings, bodies, limit, kinds)


# -- one builder per kind of section ----------------------------------------------


class _Reading:
    """The entries of one summary, with the facts several sections use found once."""

    def __init__(self, entries: Sequence[Entry]) -> None:
        self.entries = entries

    @cached_property
    def file_paths(self) -> list[facts.FilePath]:
        return facts.file_paths(self.entries)

    @cached_property
    def requests(self) -> list[str]:
        return facts.request_history(self.entries)

    @cached_property
    def pending_tasks(self) -> list[str]:
        return facts.pending_tasks(self.entries, self.requests)

    @cached_property
    def errors(self) -> list[str]:
        return facts.errors(self.entries)

    @cached_property
    def tools_used(self) -> list[str]:
        return facts.tools_used(self.entries)

    @cached_property
    def current_work(self) -> list[Entry]:
        return facts.current_work(self.entries)


def _bullets(items: Sequence[str]) -> str:
    shown = [_bullet(item) for item in items[:MAX_ITEMS]]
    if len(items) > MAX_ITEMS:
        shown.append(f"- … and {len(items) - MAX_ITEMS} more")
    return "\n".join(shown)


def _bullet(text: str) -> str:
    """A list item; continuation lines are indented so no line can pose as a heading."""
    first, *rest = text.split("\n")
    return "\n".join([f"- {first}", *(f"  {line}" for line in rest)])


def _requests(r: _Reading, limit: int = facts.REQUEST_VERBATIM_CHARS) -> str:
    parts = [_bullets_all(facts.user_requests(r.entries, limit, r.requests))]
    for e in facts.pinned(r.entries):
        quoted = "\n".join(f"> {line}" for line in e.text.strip().split("\n"))
        parts.append(_bullet(f"Pinned [{e.index}] {e.role}:\n{quoted}"))
    return "\n".join(p for p in parts if p)


def _bullets_all(items: Sequence[str]) -> str:
    """Every item (requests are never cut off after ``MAX_ITEMS``)."""
    return "\n".join(_bullet(item) for item in items)


def _files(r: _Reading) -> str:
    return _bullets([str(f) for f in r.file_paths]) or "- No file was touched."


def _completed(r: _Reading) -> str:
    items = [f"Changed: {c}" for c in facts.changed_files(r.entries)]
    items += [f"Error fixed: {e}" for e in r.errors if " — fixed" in e]
    if tools := r.tools_used:
        items.append(f"Tools used: {', '.join(tools)}")
    said = [e for e in r.current_work if e.text.strip()]
    if said:
        items.append(f"Latest progress: {facts.gist(said[-1].text, 500)}")
    return _bullets(items) or "- Nothing done yet: the work on the requests has not started."


def _errors(r: _Reading) -> str:
    return _bullets(r.errors) or "- No error met."


def _approach(r: _Reading) -> str:
    items: list[str] = []
    if tools := r.tools_used:
        items.append(f"Tools used: {', '.join(tools)}")
    errs = r.errors
    if errs:
        fixed = sum(" — fixed" in e for e in errs)
        items.append(f"Errors met: {len(errs)}, fixed: {fixed}")
    items += [f"Failed approach: {f}" for f in facts.failed_attempts(r.entries)]
    return _bullets(items) or "- Conversation only: no tool was run."


def _concepts(r: _Reading) -> str:
    terms = facts.key_terms(r.entries)
    if not terms:
        terms = [f.path for f in r.file_paths][:10]
    return _bullets([f"`{t}`" for t in terms]) or "- No special terms."


def _current(r: _Reading) -> str:
    items: list[str] = []
    for e in r.current_work:
        text = facts.gist(e.text, CURRENT_WORK_CLIP) if e.text.strip() else "(tool calls only)"
        calls = "".join(f"\n-> {c}" for c in e.tool_calls[:10])
        items.append(f"[{e.index}] assistant: {text}{calls}")
    return _bullets(items) or "- Waiting for the assistant's first reply."


def _constraints(r: _Reading) -> str:
    return _bullets(facts.constraints(r.entries, r.requests)) or "- None stated."


def _goal(r: _Reading) -> str:
    return _bullets(facts.final_goal(r.entries, r.requests)) or "- Not stated yet."


def _pending(r: _Reading) -> str:
    return _bullets(r.pending_tasks) or "- None: no request was made."


def _next(r: _Reading) -> str:
    return _bullets(facts.next_steps(r.entries, r.pending_tasks)) or _pending(r)


_BUILDERS: dict[Kind, Callable[[_Reading], str]] = {
    "requests": _requests,
    "goal": _goal,
    "concepts": _concepts,
    "files": _files,
    "completed": _completed,
    "errors": _errors,
    "approach": _approach,
    "pending": _pending,
    "current": _current,
    "next": _next,
    "constraints": _constraints,
    "unknown": lambda r: "",
}


# -- merging chunk summaries ---------------------------------------------------------


def _merge(heading: str, summaries: Sequence[str], headings: tuple[str, ...]) -> str:
    """One section from the same section of every part: items united, in order."""
    found = [_items(_section(s, heading, headings)) for s in summaries]
    if heading_kind(heading) in ("constraints", "errors"):
        found = [_drop_fixed_later(items, summaries[k + 1 :]) for k, items in enumerate(found)]
    per_part = [[i for i in items if i[2:] not in facts.FALLBACKS] for items in found]
    per_part = [items for items in per_part if items]
    if not per_part:  # every part said there is nothing of this kind: say it once
        return next((items[0] for items in found if items), "")
    kind = heading_kind(heading)
    if kind in ("current", "next"):  # the latest part is the current state
        return "\n".join(per_part[-1])
    if kind == "goal":  # the first request, and the latest restatement
        first = per_part[0][0]
        last = per_part[-1]
        latest = [i for i in last if i.startswith("- Latest request:")] or [
            i.replace("- First request:", "- Latest request:", 1)
            for i in last[-1:]
            if i != first and i.startswith("- First request:")
        ]
        chosen = [first, *latest[-1:]]
    elif kind == "requests":  # one request once, in its fullest form, in order
        fullest: dict[str, str] = {}
        for item in (i for items in per_part for i in items):
            key = facts.request_key(item[2:])
            if key not in fullest or len(item) > len(fullest[key]):
                fullest[key] = item
        chosen = list(fullest.values())
    elif kind == "completed":  # every change and fix, then the latest part's state
        changed: dict[str, str] = {}  # one item per file, its actions joined in order
        rest: list[str] = []
        for item in (i for items in per_part for i in items):
            if item.startswith("- Changed: ") and item.endswith(")") and " (" in item:
                path = item[len("- Changed: ") :].rsplit(" (", 1)[0]
                text = item[len("- Changed: ") :]
                changed[path] = facts.joined(changed[path], text) if path in changed else text
            elif not item.startswith(_LATEST_STATE):
                rest.append(item)
        latest = [i for i in per_part[-1] if i.startswith(_LATEST_STATE)]
        chosen = [*(f"- Changed: {c}" for c in changed.values()), *rest, *latest]
    elif kind == "pending":  # only the latest part's latest request is still open
        chosen = [
            item
            for k, items in enumerate(per_part, start=1)
            for item in items
            if k == len(per_part) or not item.startswith("- Latest request (open")
        ]
    else:
        chosen = [item for items in per_part for item in items]
    return "\n".join(dict.fromkeys(chosen))


def _drop_fixed_later(items: list[str], later: Sequence[str]) -> list[str]:
    """``items`` without the errors open in this part that a later part fixed."""
    fixed = {
        m.group(1).strip()
        for text in later
        for m in re.finditer(r"^\s*-\s*(?:Error fixed: )?(.+?) — fixed\b", text, re.M)
    }
    out: list[str] = []
    for item in items:
        error = item[2:].removeprefix("Unresolved error: ").split(" — ", 1)[0].strip()
        opened = item.startswith("- Unresolved error: ") or " — unresolved" in item
        if not (opened and error in fixed):
            out.append(item)
    return out


_LATEST_STATE = ("- Tools used:", "- Latest progress:")  # what only the latest part says


def _section(summary: str, heading: str, headings: tuple[str, ...]) -> str:
    lines = summary.split("\n")
    try:
        start = lines.index(heading) + 1
    except ValueError:
        return ""
    end = next((i for i in range(start, len(lines)) if lines[i] in headings), len(lines))
    return "\n".join(lines[start:end]).strip()


def _items(body: str) -> list[str]:
    """The list items of a section body (an item runs until the next ``- `` line)."""
    items: list[str] = []
    for line in body.split("\n"):
        if not line.strip() or line.strip() == NOTHING_RECORDED:
            continue
        if line.startswith("- ") or not items:
            items.append(line)
        else:
            items[-1] += "\n" + line
    return items


# -- size bound ------------------------------------------------------------------------


# The user's requests are never cut off to fit: quoted by their gist when long, they may
# take up to REQUESTS_SHARE of the output cap, and more (the summary then exceeds its cap,
# at most REQUESTS_OVER_CAP times) before anything of them is clipped.
REQUESTS_SHARE = 0.6
REQUESTS_OVER_CAP = 2.0
RESERVED_SHARES: tuple[tuple[Kind, float], ...] = (("constraints", 0.4), ("files", 0.4))
REQUEST_GIST_STEPS = (facts.REQUEST_VERBATIM_CHARS, 1_500, 800, 400, 300)


def _fit_requests(body: str, limit: int) -> str:
    """The requests section, each long request quoted by a shorter gist until it fits."""
    if len(body) <= REQUESTS_SHARE * limit:
        return body
    lines = body.split("\n")
    items = list(typed_bullets(lines))
    others = [line for line in lines if not line.startswith(("- ", "  "))]
    fitted = body
    for size in REQUEST_GIST_STEPS:
        kept = [item if item.startswith("Pinned [") else facts.gist(item, size) for item in items]
        kept = list({facts.request_key(i): i for i in reversed(kept)}.values())[::-1]
        fitted = "\n".join([*(_bullet(i) for i in kept), *others])
        if len(fitted) <= REQUESTS_SHARE * limit:
            break
    return fitted


def _assemble(
    headings: Sequence[str],
    bodies: Sequence[str],
    limit: int,
    kinds: Sequence[Kind] | None = None,
) -> str:
    bodies = [b.strip() or NOTHING_RECORDED for b in bodies]
    overhead = sum(len(h) + 3 for h in headings)
    room = max(0, limit - overhead)
    wants = [len(b) for b in bodies]
    first = [i for i, k in enumerate(kinds or ()) if k == "requests"]
    budgets = [0] * len(bodies)
    floor = int((1 - REQUESTS_SHARE) * room)  # what the other sections keep at least
    for i in first:  # the requests first: they may exceed the cap, up to REQUESTS_OVER_CAP
        budgets[i] = max(0, min(wants[i], int(REQUESTS_OVER_CAP * limit) - overhead - floor))
    left = max(room - sum(budgets), floor) if first else room
    # then what must not be done (rules, open errors) and the work done (files changed):
    # each up to its share of what is left
    for kind, share in RESERVED_SHARES:
        for i, k in enumerate(kinds or ()):
            if k == kind:
                budgets[i] = min(wants[i], int(share * left))
                left -= budgets[i]
    done = {i for i, k in enumerate(kinds or ()) if k in ("requests", *dict(RESERVED_SHARES))}
    rest = [i for i in range(len(bodies)) if i not in done]
    for i, b in zip(rest, _share(left, [wants[i] for i in rest]), strict=True):
        budgets[i] = b
    sections = zip(headings, bodies, budgets, strict=True)
    return "\n\n".join(f"{h}\n{_clip_body(b, budget)}" for h, b, budget in sections)


def _share(total: int, wants: Sequence[int]) -> list[int]:
    """Split ``total`` characters: small sections get all they need, big ones share the rest."""
    budgets = [0] * len(wants)
    left, pending = total, sorted(range(len(wants)), key=lambda i: (wants[i], i))
    while pending:
        fair = left // len(pending)
        i = pending.pop(0)
        budgets[i] = min(wants[i], fair)
        left -= budgets[i]
    return budgets


def _clip_body(body: str, budget: int) -> str:
    if len(body) <= budget:
        return body
    marker = f"… [{len(body):,} chars, clipped to fit the summary]"
    room = max(0, budget - len(marker) - 1)
    cut = body.rfind("\n", 0, room + 1)
    kept = body[: cut if cut > 0 else room].rstrip()
    return f"{kept}\n{marker}" if kept else marker
