"""What an extractive summary is made of, found in a transcript without a model.

Each function takes the entries and returns plain strings in order of first
appearance, deduplicated, so the same history always gives the same facts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from supermemory.engine.prompts import SUMMARY_MEMORY_PREFIX
from supermemory.engine.transcript import Entry
from supermemory.summarizers.prompt import NOTHING_RECORDED

REQUEST_CLIP_CHARS = 2_000

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
_ERROR = re.compile(
    r"(?:Error|Exception)\b(?!s? handling)"
    r"|\bfailed\b|\bFAILED\b|\berror:|\bfatal:|\bpanic:|\bsegmentation fault\b",
)
_FIX = re.compile(
    r"\b(?:fix|fixed|fixes|resolved|solved|the (?:problem|issue|cause) (?:was|is)|"
    r"caused by|changed|corrected|now passes|works now)\b",
    re.I,
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


def is_request(entry: Entry) -> bool:
    """A message the user typed (not a tool result, not an empty turn, not an engine note)."""
    return (
        entry.role == "user"
        and entry.tool_name is None
        and bool(entry.text.strip())
        and not entry.text.startswith(ENGINE_NOTE_PREFIXES)
    )


def _is_summary(entry: Entry) -> bool:
    return entry.text.startswith(SUMMARY_MEMORY_PREFIX)


def _derived(item: str) -> bool:
    """An item the next summary makes anew: a quoted pinned message (the message is
    still in the history), or the placeholder of an empty section."""
    return item.startswith("Pinned [") or NOTHING_RECORDED in item


def carried_over(entries: Sequence[Entry], heading_prefix: str) -> list[str]:
    """The items of one section of earlier summaries in the history.

    A history compacted before holds the earlier summary instead of the messages it
    replaced; what it recorded (the verbatim requests, the constraints) must reach
    the next summary too, or a second compaction forgets the first session half.
    """
    items: list[str] = []
    for e in entries:
        if not _is_summary(e):
            continue
        inside = in_item = False
        for line in e.text.splitlines():
            if line.startswith("## "):
                inside = line.startswith(heading_prefix)
                in_item = False
            elif inside and line.startswith("- ") and not _derived(line[2:]):
                items.append(line[2:].strip())
                in_item = True
            elif inside and in_item and line.startswith("  "):
                items[-1] += "\n" + line[2:]  # a continuation line of the same item
            else:
                in_item = False
    return items


def clip(text: str, limit: int = REQUEST_CLIP_CHARS) -> str:
    """``text`` or its first ``limit`` characters with an ellipsis and the full size."""
    text = text.strip()
    if len(text) <= limit:
        return text
    return f"{text[:limit].rstrip()}… [{len(text):,} chars]"


def user_requests(entries: Sequence[Entry]) -> list[str]:
    earlier = carried_over(entries, "## 1. User Requests")
    return _dedup([*earlier, *(clip(e.text) for e in entries if is_request(e))])


def final_goal(entries: Sequence[Entry]) -> list[str]:
    requests = [e.text.strip() for e in entries if is_request(e)]
    if not requests:
        return []
    goal = [f"First request: {clip(requests[0], 500)}"]
    if len(requests) > 1 and requests[-1] != requests[0]:
        goal.append(f"Latest request: {clip(requests[-1], 500)}")
    return goal


def file_paths(entries: Sequence[Entry]) -> list[FilePath]:
    index = _PathIndex()
    for entry in entries:
        for call in entry.tool_calls:
            action = _tool_action(call)
            for path in _paths(call):
                index.add(path, action)
        tool_action = _tool_action(entry.tool_name) if entry.tool_name else None
        for line in entry.text.splitlines():
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


def errors(entries: Sequence[Entry], per_entry: int = 3) -> list[str]:
    """The error lines of each message, with the fix a later assistant message states."""
    found: list[str] = []
    seen: set[str] = set()
    for i, entry in enumerate(entries):
        if entry.role == "system":
            continue
        lines = _dedup(clip(ln.strip(), 300) for ln in entry.text.splitlines() if _ERROR.search(ln))
        lines = [ln for ln in lines if ln not in seen][:per_entry]
        if not lines:
            continue
        seen.update(lines)
        fix = _fix_after(entries, i)
        item = " | ".join(lines)
        found.append(f"{item} — fix: {fix}" if fix else item)
    return found


def failed_attempts(entries: Sequence[Entry]) -> list[str]:
    return [e.split(" — fix: ")[0] for e in errors(entries)]


def pending_tasks(entries: Sequence[Entry]) -> list[str]:
    return _dedup(
        clip(_LIST_MARK.sub("", line).strip(), 300)
        for e in entries
        if e.role in ("user", "assistant") and e.tool_name is None
        for line in e.text.splitlines()
        if _PENDING.search(line) and not _CHECKED.search(line)
    )


def constraints(entries: Sequence[Entry]) -> list[str]:
    earlier = carried_over(entries, "## 5. MUST NOT Do")
    return _dedup(
        [
            *earlier,
            *(
                clip(line.strip(), 500)
                for e in entries
                if is_request(e)
                for line in e.text.splitlines()
                if _CONSTRAINT.search(line)
            ),
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


def next_steps(entries: Sequence[Entry]) -> list[str]:
    lines = _dedup(
        clip(line.strip(), 300)
        for e in current_work(entries)
        for line in e.text.splitlines()
        if _NEXT.search(line)
    )
    return lines or pending_tasks(entries)[-3:]


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


def _fix_after(entries: Sequence[Entry], i: int) -> str | None:
    """The first line of a later assistant message (before the next request) naming a fix."""
    for later in entries[i + 1 :]:
        if is_request(later):
            return None
        if later.role != "assistant":
            continue
        for line in later.text.splitlines():
            if _FIX.search(line) and not _ERROR.search(line):
                return clip(line.strip(), 300)
    return None


def _dedup(items: Iterable[str]) -> list[str]:
    """The non-empty ``items``, each once, in order of first appearance."""
    return list(dict.fromkeys(item for item in items if item))
