"""What an extractive summary is made of, found in a transcript without a model.

Each function takes the entries and returns plain strings in order of first
appearance, deduplicated, so the same history always gives the same facts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from supermemory_local.engine.prompts import (
    CARRIED_FAILURES_HEADER,
    CARRIED_FILES_HEADER,
    SUMMARY_MEMORY_PREFIX,
)
from supermemory_local.engine.readers import requests as typed
from supermemory_local.engine.readers.artifacts import artifact_trail
from supermemory_local.engine.readers.failures import distinct, failed_approaches, failures
from supermemory_local.engine.transcript import Entry
from supermemory_local.summarizers.prompt import NOTHING_RECORDED

REQUEST_CLIP_CHARS = 2_000
REQUEST_VERBATIM_CHARS = 3_000  # a longer request is quoted by its gist (start and end)
GIST_CHARS = 500

# Paths are looked for token by token (short strings), so no regex here can backtrack
# over a long tool output.
_TOKEN_SPLIT = re.compile(r"[\s\"'`()<>\[\]{},;|=]+")
_URL = re.compile(r"^(?:https?|ftp|file|ssh|git)://", re.IGNORECASE)
_PATH = re.compile(
    r"(?:~|\.{1,2})?/?(?:[\w@+-][\w.@+-]*/)*[\w@+-][\w.@+-]*\.[A-Za-z][A-Za-z0-9]{0,9}"
)
_MAX_TOKEN = 300
# A name without a directory counts as a file only with one of these extensions.
# fmt: off
_FILE_EXTENSIONS = frozenset((
    "py", "pyi", "js", "mjs", "cjs", "ts", "tsx", "jsx", "json", "jsonc", "json5", "md", "rst",
    "txt", "toml", "yaml", "yml", "cfg", "ini", "conf", "env", "sh", "bash", "zsh", "ps1", "go",
    "rs", "java", "kt", "swift", "c", "h", "cc", "cpp", "hpp", "cs", "rb", "php", "html", "htm",
    "css", "scss", "vue", "svelte", "sql", "lock", "xml", "csv", "tsv", "log", "ipynb", "mako",
    "sqlite", "db", "proto", "gradle", "tf",
))
# fmt: on
_TOOL_ACTIONS = (
    (re.compile(r"^(?:write|create|create_file|write_file|new_file)", re.I), "created"),
    (
        re.compile(r"^(?:edit|str_replace|multiedit|multi_edit|patch|apply_patch|replace)", re.I),
        "edited",
    ),
    (re.compile(r"^(?:delete|remove|rm|unlink)", re.I), "deleted"),
    (re.compile(r"^(?:read|read_file|view|cat|open)", re.I), "read"),
)
_TEXT_ACTIONS = (
    (re.compile(r"\b(?:created|wrote|new file)\b", re.I), "created"),
    (re.compile(r"\b(?:edited|updated|modified|changed|fixed|patched|rewrote)\b", re.I), "edited"),
    (re.compile(r"\b(?:deleted|removed)\b", re.I), "deleted"),
    (re.compile(r"\b(?:read|reading|opened|looked at)\b", re.I), "read"),
)
_PENDING = re.compile(
    r"^\s*[-*]\s*\[ \]|\bTODO\b|\bFIXME\b|\bnext step|\bnext:|\bremaining\b"
    r"|\bstill (?:need|have) to\b|\bstill to do\b|\bleft to do\b|\bnot yet\b",
    re.I,
)
_LIST_MARK = re.compile(r"^\s*(?:[-*]|\d+\.)\s+")
_CHECKED = re.compile(r"^\s*[-*]\s*\[[xX]\]")
_CONSTRAINT = re.compile(
    r"\b(?:don'?t|do not|never|must not|mustn'?t|shall not|should not|shouldn'?t|avoid|"
    r"no longer|not allowed|forbidden|nicht|niemals|kein(?:e|en)?)\b|不要|禁止|不能|不得|不准|切勿",
    re.I,
)
_NEXT = re.compile(
    r"\b(?:next|then|i will|i'll|we will|we'll|going to|plan(?:ned)?|afterwards)\b", re.I
)
_TERM = re.compile(r"`([^`\n]{2,60})`")


@dataclass(frozen=True)
class FilePath:
    path: str
    actions: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.path} ({', '.join(self.actions)})" if self.actions else self.path


@dataclass
class _PathIndex:
    order: list[str] = field(default_factory=list)
    actions: dict[str, list[str]] = field(default_factory=dict)

    def add(self, path: str, action: str | None) -> None:
        if path not in self.actions:
            self.order.append(path)
            self.actions[path] = []
        if action and action not in self.actions[path]:
            self.actions[path].append(action)

    def result(self) -> list[FilePath]:
        return [FilePath(p, tuple(self.actions[p])) for p in self.order]


# Notes the engine itself puts into a history: never the user's words.
ENGINE_NOTE_PREFIXES = ("[context compacted: ", SUMMARY_MEMORY_PREFIX)
_REQUEST_SECTION = re.compile(r"user (?:request|message)", re.I)
_CONSTRAINT_SECTION = re.compile(r"must not|constraint|forbidden", re.I)
_REVERSAL = re.compile(
    r"\b(?:revert|undo|roll back|put (?:it|that) back|changed my mind|never ?mind|after all|"
    r"instead of|no longer|lift (?:that|the) (?:rule|constraint)|ignore what i said)\b|"
    r"\bactually\b|rückgängig|撤销|恢复",
    re.I,
)


# What a section says when there is nothing of its kind (a statement, not an item).
FALLBACKS = frozenset(
    (
        "No file was touched.",
        "Nothing done yet: the work on the requests has not started.",
        "No error met.",
        "Conversation only: no tool was run.",
        "No special terms.",
        "Waiting for the assistant's first reply.",
        "None stated.",
        "Not stated yet.",
        "None: no request was made.",
    )
)


def is_request(entry: Entry) -> bool:
    """A message the user typed (not a tool result, harness text or engine note)."""
    return typed.is_request(entry)


def _is_summary(entry: Entry) -> bool:
    return entry.text.startswith(SUMMARY_MEMORY_PREFIX)


def _derived(item: str) -> bool:
    """An item the next summary makes anew: a quoted pinned message (the message is
    still in the history), an error or failed attempt found again in the history, or
    the placeholder of an empty section."""
    return item.startswith("Pinned [") or NOTHING_RECORDED in item or item in FALLBACKS


def summary_sections(text: str, section: re.Pattern[str]) -> list[str]:
    """The items of the sections of one saved summary whose heading matches ``section``."""
    lines = text.splitlines()
    items: list[str] = []
    inside: list[str] = []
    on = False
    for line in lines:
        if line.startswith("## "):
            if on:
                items += typed.bullet_items(inside)
            on, inside = bool(section.search(line)), []
        elif on:
            inside.append(line)
    if on:
        items += typed.bullet_items(inside)
    return [i.strip() for i in items if i.strip() and not _derived(i)]


def carried_over(entries: Sequence[Entry], heading: str | re.Pattern[str]) -> list[str]:
    """The items of one kind of section of earlier summaries in the history.

    A history compacted before holds the earlier summary instead of the messages it
    replaced; what it recorded (the verbatim requests, the constraints) must reach
    the next summary too, or a second compaction forgets the first session half.
    """
    pattern = re.compile(re.escape(heading)) if isinstance(heading, str) else heading
    return [i for e in entries if _is_summary(e) for i in summary_sections(e.text, pattern)]


def clip(text: str, limit: int = REQUEST_CLIP_CHARS) -> str:
    """``text`` or its first ``limit`` characters with an ellipsis and the full size."""
    text = text.strip()
    if len(text) <= limit:
        return text
    return f"{text[:limit].rstrip()}… [{len(text):,} chars]"


def gist(text: str, limit: int = GIST_CHARS) -> str:
    """``text``, or for a long one its start and its end with the size between: what a
    long message says first and where it ends up, not a clipped blob."""
    text = text.strip()
    if len(text) <= limit:
        return text
    head_room = max(20, int(limit * 0.7))
    tail_room = max(10, limit - head_room - 40)
    head = text[:head_room]
    cut = max(head.rfind("\n"), head.rfind(". "))
    head = head[: cut + 1] if cut >= head_room * 3 // 4 else head
    tail = text[-tail_room:]
    nl = tail.find("\n")
    tail = tail[nl + 1 :] if 0 <= nl < tail_room // 2 else tail
    omitted = len(text) - len(head) - len(tail)
    return f"{head.rstrip()} … [{omitted:,} of {len(text):,} chars omitted] … {tail.lstrip()}"


def request_history(entries: Sequence[Entry]) -> list[str]:
    """Every request of the session, in order: those earlier summaries and pruning
    markers carried, then those of the messages still here; verbatim, each once."""
    out: list[str] = []
    direct = {e.index: text for e, text in typed.requests(entries)}
    for e in entries:
        if _is_summary(e):
            out += summary_sections(e.text, _REQUEST_SECTION)
        elif e.role == "user":
            out += typed.marker_requests(e.text)
        if e.index in direct:
            out.append(direct[e.index].strip())
    return _dedup(out)


REQUEST_KEY_CHARS = 120  # requests starting alike are one (a gist and its full text)


def request_key(text: str) -> str:
    return " ".join(text.split())[:REQUEST_KEY_CHARS]


def user_requests(
    entries: Sequence[Entry],
    limit: int = REQUEST_VERBATIM_CHARS,
    history: Sequence[str] | None = None,
) -> list[str]:
    """Every request once, in order; a request carried both in full and as a gist (or
    typed twice) is the same request, kept in its fullest form. ``history``: the
    :func:`request_history` of ``entries``, when the caller has it."""
    chosen: dict[str, str] = {}
    for r in request_history(entries) if history is None else history:
        key = request_key(r)
        if key not in chosen or len(r) > len(chosen[key]):
            chosen[key] = r
    return [r if len(r) <= limit else gist(r, limit) for r in chosen.values()]


def final_goal(entries: Sequence[Entry], history: Sequence[str] | None = None) -> list[str]:
    requests = request_history(entries) if history is None else history
    if not requests:
        return []
    goal = [f"First request: {gist(requests[0], 500)}"]
    if len(requests) > 1 and requests[-1] != requests[0]:
        goal.append(f"Latest request: {gist(requests[-1], 500)}")
    return goal


_CHANGED_ITEM = re.compile(r"^(?:Changed: )?(\S+) \(((?:created|edited|deleted|moved)[^)]*)\)$")
_ERRORS_SECTION = re.compile(r"error|must not|constraint", re.I)
_FILES_SECTION = re.compile(r"work completed|files", re.I)


def changed_files(entries: Sequence[Entry]) -> list[str]:
    """``path (created, edited, moved to …)`` for each file the session changed: those
    earlier summaries and pruning markers recorded, then those of the messages here."""
    found: dict[str, str] = {}
    for e in entries:
        items: list[str] = []
        if _is_summary(e):
            items = summary_sections(e.text, _FILES_SECTION)
        elif e.role == "user":
            items = typed.marker_items(e.text, CARRIED_FILES_HEADER)
        for item in items:
            m = _CHANGED_ITEM.match(item)
            if m:
                found.setdefault(m.group(1), f"{m.group(1)} ({m.group(2)})")
    for item in artifact_trail(entries).changed():
        path = item.rsplit(" (", 1)[0]
        found[path] = item if path not in found else joined(found[path], item)
    return list(found.values())


def joined(earlier: str, later: str) -> str:
    """One ``path (actions)`` item from two: the earlier actions, then the new ones."""
    path = later.rsplit(" (", 1)[0]
    acts = [a.strip() for x in (earlier, later) for a in x.rsplit(" (", 1)[1][:-1].split(",")]
    return f"{path} ({', '.join(dict.fromkeys(acts))})"


def file_paths(entries: Sequence[Entry]) -> list[FilePath]:
    """Every path the session touched: the changed files first (from the artifact
    trail), then those only read or mentioned."""
    index = _PathIndex()
    for item in changed_files(entries):
        path, acts = item.rsplit(" (", 1)
        for change in acts[:-1].split(", "):
            index.add(path, change)
    for entry in entries:
        for call in entry.tool_calls:
            # the trail has what calls changed; a read call's paths were read
            read = "read" if _tool_action(call) == "read" else None
            for path in _paths(call):
                index.add(path, read)
        if "." not in entry.text:
            continue  # a path has an extension (_PATH): no dot, no path
        tool_action = _tool_action(entry.tool_name) if entry.tool_name else None
        for line in entry.text.splitlines():
            if "." not in line:
                continue
            if entry.role == "tool":
                paths = _paths(line)
                # A tool's output lists many paths (grep, ls): they were seen, not acted on.
                for path in paths:
                    index.add(path, tool_action if len(paths) == 1 else None)
                continue
            start = 0
            for path in _paths(line):
                at = line.find(path, start)
                # the verb just before the path: "created src/a.py", "Reading b.py"
                index.add(path, _text_action(line[max(start, at - 40) : at]))
                start = at + len(path) if at >= 0 else start
    return index.result()


def errors(entries: Sequence[Entry]) -> list[str]:
    """The errors that happened, each once (latest state), with whether it was fixed:
    those earlier summaries recorded (an error still open there stays open unless fixed
    since), then those found here."""
    found = distinct(failures(entries))
    here = {f.text for f in found}
    earlier: list[str] = []
    for carried in carried_over(entries, _ERRORS_SECTION):
        item = carried
        if carried.startswith("Unresolved error: "):
            item = f"{carried.removeprefix('Unresolved error: ')} — unresolved"
        elif not (carried.endswith("— unresolved") or " — fix" in carried):
            continue
        if item.split(" — ", 1)[0] not in here:
            earlier.append(item)
    return _dedup([*earlier, *(str(f) for f in found)])


def unresolved_errors(entries: Sequence[Entry], most: int = 8) -> list[str]:
    """The errors not fixed: those earlier summaries and pruning markers recorded as
    open (unless fixed since), then those found here."""
    carried: list[str] = []
    for e in entries:
        if _is_summary(e):
            for item in summary_sections(e.text, _ERRORS_SECTION):
                if item.startswith("Unresolved error: "):
                    carried.append(item.removeprefix("Unresolved error: "))
                elif item.endswith(" — unresolved"):
                    carried.append(item.removesuffix(" — unresolved"))
                elif " — fix attempted, not verified" in item:
                    carried.append(item.split(" — fix attempted, not verified", 1)[0])
        elif e.role == "user":
            carried += typed.marker_items(e.text, CARRIED_FAILURES_HEADER)
    found = failures(entries)
    fixed_now = {f.text for f in found if f.fixed}
    open_ = [f.text for f in distinct(found) if not f.fixed]
    return _dedup([*(c for c in carried if c not in fixed_now), *open_])[-most:]


def failed_attempts(entries: Sequence[Entry]) -> list[str]:
    return failed_approaches(entries)


def todo_items(entries: Sequence[Entry]) -> list[tuple[str, str]]:
    """(status, content) of the latest todo list a todo tool was given."""
    latest: list[tuple[str, str]] = []
    for e in entries:
        for call in e.tool_calls:
            if not re.match(r"(?i)todo", call):
                continue
            found = re.findall(
                r'"content"\s*:\s*"((?:[^"\\]|\\.)+)"[^}]*?"status"\s*:\s*"(\w+)"', call
            )
            found += [
                (c, s)
                for s, c in re.findall(
                    r'"status"\s*:\s*"(\w+)"[^}]*?"content"\s*:\s*"((?:[^"\\]|\\.)+)"', call
                )
            ]
            if found:
                latest = [(status, content) for content, status in found]
    return latest


def pending_tasks(entries: Sequence[Entry], history: Sequence[str] | None = None) -> list[str]:
    """What is still to do: open todo items, unchecked boxes and TODO lines the user or
    the assistant wrote, and the latest request, which stays open until the work on it
    is reported done. ``history``: as for :func:`user_requests`."""
    items = [
        f"Todo ({status}): {content}"
        for status, content in todo_items(entries)
        if status.lower() not in ("completed", "done", "cancelled")
    ]
    items += [
        clip(_LIST_MARK.sub("", line).strip(), 300)
        for e in entries
        if e.role in ("user", "assistant") and e.tool_name is None and not _is_summary(e)
        for line in e.text.splitlines()
        if _PENDING.search(line) and not _CHECKED.search(line)
    ]
    items = _dedup(items)[-15:]
    requests = request_history(entries) if history is None else history
    if requests:
        latest = " ".join(gist(requests[-1], 300).split())
        items.append(f"Latest request (open until reported done): {latest}")
    return _dedup(items)


def constraints(entries: Sequence[Entry], history: Sequence[str] | None = None) -> list[str]:
    """The errors still open, the rules and decisions the user stated (a reversal is
    kept after what it reverses), then what failed, so none is tried again: earlier
    summaries' items first in each group. When the section must be cut to fit, the
    failed approaches go first. ``history``: as for :func:`user_requests`."""
    earlier = carried_over(entries, _CONSTRAINT_SECTION)
    stated = [
        clip(line.strip(), 500)
        for r in (request_history(entries) if history is None else history)
        for line in r.splitlines()
        if _CONSTRAINT.search(line) or _REVERSAL.search(line)
    ]
    failed = ("Failed approach: ", "Failed attempt: ")
    rules = [i for i in earlier if not i.startswith(("Unresolved error: ", *failed))]
    approaches = [i for i in earlier if i.startswith(failed)]
    approaches += [f"Failed approach: {f}" for f in failed_attempts(entries)]
    return _dedup(
        [
            # the rules are in the user's requests too; an open error is only here
            *(f"Unresolved error: {e}" for e in unresolved_errors(entries)),
            *rules,
            *stated,
            *approaches,
        ]
    )


def pinned(entries: Sequence[Entry]) -> list[Entry]:
    """Pinned messages, without earlier summaries (their items are carried over instead)."""
    return [e for e in entries if e.pinned and e.text.strip() and not _is_summary(e)]


def current_work(entries: Sequence[Entry], most: int = 3) -> list[Entry]:
    """The assistant's messages since the last user request (the latest one if none)."""
    last_request = max((i for i, e in enumerate(entries) if is_request(e)), default=-1)
    talk = [
        (i, e)
        for i, e in enumerate(entries)
        if e.role == "assistant" and (e.text.strip() or e.tool_calls)
    ]
    recent = [e for i, e in talk if i > last_request] or [e for _, e in talk[-1:]]
    return recent[-most:]


def next_steps(entries: Sequence[Entry], pending: list[str] | None = None) -> list[str]:
    """What the assistant said it does next, else the last of the pending tasks
    (``pending``: :func:`pending_tasks` of ``entries``, when the caller has them)."""
    lines = _dedup(
        clip(line.strip(), 300)
        for e in current_work(entries)
        for line in e.text.splitlines()
        if _NEXT.search(line)
    )
    return lines or (pending_tasks(entries) if pending is None else pending)[-3:]


def key_terms(entries: Sequence[Entry], most: int = 30) -> list[str]:
    terms = _dedup(
        m.group(1).strip()
        for e in entries
        if e.role in ("user", "assistant")
        for m in _TERM.finditer(e.text)
    )
    return terms[:most]


def tools_used(entries: Sequence[Entry]) -> list[str]:
    counts: dict[str, int] = {}
    for e in entries:
        for call in e.tool_calls:
            name = call.split("(", 1)[0].strip() or "?"
            counts[name] = counts.get(name, 0) + 1
    return [f"{name} ×{n}" for name, n in counts.items()]


def _paths(text: str) -> list[str]:
    """File paths in ``text``: with a directory, or a bare name with a known extension."""
    out: list[str] = []
    for raw in _TOKEN_SPLIT.split(text):
        if "." not in raw:
            continue  # (every _PATH match has one)
        token = raw.rstrip(".:")
        if len(token) > _MAX_TOKEN or _URL.match(token):
            continue
        m = _PATH.match(token)  # "src/app.py:12:3" -> "src/app.py"
        if m is None:
            continue
        path = m.group(0)
        rest = token[m.end() :]
        if rest and not rest.startswith(":"):
            continue  # "a.b/c" or "x.pyc~": not a clean path
        ext = path.rsplit(".", 1)[-1].lower()
        if ("/" in path or ext in _FILE_EXTENSIONS) and path not in out:
            out.append(path)
    return out


def _tool_action(name_or_call: str | None) -> str | None:
    if not name_or_call:
        return None
    name = name_or_call.split("(", 1)[0].strip()
    return next((action for pattern, action in _TOOL_ACTIONS if pattern.match(name)), None)


def _text_action(line: str) -> str | None:
    return next((action for pattern, action in _TEXT_ACTIONS if pattern.search(line)), None)


def _dedup(items: Iterable[str]) -> list[str]:
    """The non-empty ``items``, each once, in order of first appearance."""
    return list(dict.fromkeys(item for item in items if item))
