"""The artifact trail: which files a session created, edited, moved or deleted.

Found in edit/write tool calls (``write``, ``edit``, ``str_replace_editor``, Claude
Code's ``Write``/``Edit``/``MultiEdit``, SWE-agent's ``create``/``edit``), in shell
commands (``sed -i``, heredocs, ``>``/``>>`` and ``tee``, ``mv``/``cp``/``rm``/
``touch``, ``git mv``/``git rm``, ``git apply`` and ``patch`` with the files their
patch names), and in aider's edit blocks. Each path keeps its actions in order, so
the latest state (deleted, moved to …) is the last one.
"""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Protocol

from supermemory_local.engine.transcript import Entry, remembered

CHANGES = frozenset(("created", "edited", "deleted", "moved"))

_CALL = re.compile(r"^([\w.:-]+)\((.*)\)?$", re.DOTALL)
_PATH_KEYS = ("file_path", "filePath", "path", "filename", "target_file", "notebook_path")
_PATH_FIELD = re.compile(r'"(?:' + "|".join(_PATH_KEYS) + r')"\s*:\s*"([^"\n]{1,300})"')
_COMMAND_FIELD = re.compile(r'"(?:command|cmd)"\s*:\s*"((?:[^"\\]|\\.){1,5000})')
_CREATE_TOOLS = re.compile(r"^(?:write|create|create_file|write_file|new_file)\b", re.I)
_EDIT_TOOLS = re.compile(
    r"^(?:edit|str_replace|multiedit|multi_edit|patch|apply_patch|replace|insert|notebookedit"
    r"|edit_file|search_replace)",
    re.I,
)
_DELETE_TOOLS = re.compile(r"^(?:delete|remove|rm|unlink|delete_file)\b", re.I)
_SHELL_TOOLS = re.compile(r"^(?:bash|shell|sh|run|execute|exec|terminal|run_command|cmd)", re.I)
_EDITOR_COMMANDS = {"create": "created", "str_replace": "edited", "insert": "edited"}
_SEP = re.compile(r"\s*(?:&&|\|\||;|\|)\s*")
_HEREDOC = re.compile(r"<<-?\s*['\"]?(\w+)['\"]?")
_PATCH_FILE = re.compile(r"^(?:\+\+\+|---) (?:[ab]/)?(\S+)", re.M)
_AIDER_BLOCK = re.compile(r"^(\S+\.\w+)\n(?:```\w*\n)?<<<<<<< SEARCH", re.M)
_REDIRECT = re.compile(r"(?<![<>\d&])(>>?)\s*([^\s;&|<>()]+)")
_FILE_LIKE = re.compile(r"[\w.~/+-]*[A-Za-z][\w.~/+-]*")
_NOT_A_FILE = re.compile(r"^(?:/dev/|&\d|-)")


@dataclass
class Trail:
    order: list[str] = field(default_factory=list)
    actions: dict[str, list[str]] = field(default_factory=dict)

    def add(self, path: str, action: str) -> None:
        path = path.strip().strip("'\"")
        if not path or _NOT_A_FILE.match(path) or len(path) > 300:
            return
        if path not in self.actions:
            self.order.append(path)
            self.actions[path] = []
        acts = self.actions[path]
        if not acts or acts[-1] != action:
            acts.append(action)

    def add_new(self, path: str, action: str) -> None:
        """``action`` for a path not seen yet; "edited" for one seen before."""
        self.add(path, "edited" if path in self.actions else action)

    def changed(self) -> list[str]:
        """``path (created, edited)`` for each changed file, first changed first."""
        out: list[str] = []
        for path in self.order:
            acts = [a for a in self.actions[path] if a.split(" ", 1)[0] in CHANGES]
            if acts:
                out.append(f"{path} ({', '.join(dict.fromkeys(acts))})")
        return out

    def paths(self) -> list[str]:
        return [p for p in self.order if any(a.split(" ")[0] in CHANGES for a in self.actions[p])]

    def read(self, entries: Sequence[Entry]) -> Trail:
        """This trail with what ``entries`` change added, in order (a history read in
        pieces gets the trail of the whole)."""
        for e in entries:
            if e.tool_calls or (
                "<<<<<<< SEARCH" in e.text
                if e.role == "assistant"
                else e.role == "user" and e.text.startswith("Applied edit to ")
            ):
                memo = e.memo  # remembered(e, "artifact_ops", _ops_of), its lookup inlined
                kept = None if memo is None else memo.get("artifact_ops")
                if kept is not None and kept[0] is e.text and kept[1] is e.tool_calls:
                    ops = kept[2]
                else:
                    ops = remembered(e, "artifact_ops", _ops_of)
                for new, path, action in ops:
                    if new:
                        self.add_new(path, action)
                    else:
                        self.add(path, action)
        return self


class _Sink(Protocol):
    """Where the changes found go: a :class:`Trail`, or the ops of one entry."""

    def add(self, path: str, action: str) -> None: ...

    def add_new(self, path: str, action: str) -> None: ...


class _Ops:
    """The changes one entry makes, in order, to replay on any trail."""

    def __init__(self) -> None:
        self.ops: list[tuple[bool, str, str]] = []  # (add_new, path, action)

    def add(self, path: str, action: str) -> None:
        self.ops.append((False, path, action))

    def add_new(self, path: str, action: str) -> None:
        self.ops.append((True, path, action))


def split_call(call: str) -> tuple[str, str]:
    """``("name", "arguments")`` of a ``name(arguments)`` call summary."""
    name, _, rest = call.partition("(")
    return name.strip(), rest[:-1] if rest.endswith(")") else rest


def _arguments(args: str) -> dict[str, object]:
    try:
        value = json.loads(args)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def shell_command(call: str) -> str | None:
    """The command line of a shell tool call (or None for another tool)."""
    name, args = split_call(call)
    if not _is_shell_tool(name):
        return None
    if args.startswith("{") and not any(k in args for k in _COMMAND_KEYS):
        # JSON arguments without those keys (not even spelled with an escape): no command
        return None
    parsed = _arguments(args)
    for key in ("command", "cmd", "script"):
        value = parsed.get(key)
        if isinstance(value, str):
            return value
    found = _COMMAND_FIELD.search(args)
    if found:
        try:
            return str(json.loads(f'"{found.group(1)}"'))
        except ValueError:
            return found.group(1).replace("\\n", "\n")
    return args if not args.startswith("{") else None


# What JSON arguments holding a command key hold (a key spelled with escapes has "\u").
_COMMAND_KEYS = ('"command"', '"cmd"', '"script"', "\\u")


@lru_cache(maxsize=1024)
def _is_shell_tool(name: str) -> bool:
    return _SHELL_TOOLS.match(name) is not None


_EDITORS = ("str_replace_editor", "str_replace_based_edit_tool", "editor")


@lru_cache(maxsize=1024)
def _tool_action(name: str) -> str | None:
    """What a tool of this name does to the files it names: "editor" (its command
    says), "created", "edited", "deleted", or None (it changes no file)."""
    if name.lower() in _EDITORS:
        return "editor"
    if _CREATE_TOOLS.match(name):
        return "created"
    if _EDIT_TOOLS.match(name):
        return "edited"
    if _DELETE_TOOLS.match(name):
        return "deleted"
    return None


def _tool_change(trail: _Sink, call: str) -> None:
    name, args = split_call(call)
    action = _tool_action(name)
    if action is None:
        return  # no tool that changes files: its arguments need not be read
    parsed = _arguments(args)
    paths = [str(parsed[k]) for k in _PATH_KEYS if isinstance(parsed.get(k), str)]
    if not paths:
        paths = _PATH_FIELD.findall(args)
    if not paths:
        return
    if action == "editor":
        command = parsed.get("command")
        if not isinstance(command, str):
            found = re.search(r'"command"\s*:\s*"(\w+)"', args)
            command = found.group(1) if found else ""
        action = _EDITOR_COMMANDS.get(command)
        if action:
            trail.add(paths[0], action)
        return
    for path in paths:
        if action == "created":
            trail.add_new(path, action)
        else:
            trail.add(path, action)


def _words(segment: str) -> list[str]:
    try:
        return shlex.split(segment, comments=False, posix=True)
    except ValueError:
        return segment.split()


def _operands(words: list[str]) -> list[str]:
    return [w for w in words[1:] if not w.startswith("-")]


def _shell_lines(command: str) -> Iterator[str]:
    """The command's lines, heredoc bodies left out (their target is on the first line)."""
    lines = command.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        yield line
        found = _HEREDOC.search(line)
        i += 1
        if found:
            end = found.group(1)
            while i < len(lines) and lines[i].strip() != end:
                i += 1
            i += 1


def shell_changes(trail: _Sink, command: str) -> None:
    """The files a command line changes, in the order its parts change them."""
    for line in _shell_lines(command):
        for segment in _SEP.split(line):
            words = _words(segment.split(">")[0])
            while words and ("=" in words[0] and not words[0].startswith("-")):
                words = words[1:]  # VAR=value cmd
            if words and words[0] in ("sudo", "command", "time", "nohup"):
                words = words[1:]
            if words:
                cmd, rest = words[0], words[1:]
                if cmd == "git" and rest:
                    cmd, rest = f"git {rest[0]}", rest[1:]
                _shell_command(trail, cmd, [cmd, *rest], command)
            for op, path in _REDIRECT.findall(segment):
                if not _FILE_LIKE.fullmatch(path) or not ("." in path or "/" in path):
                    continue
                if op == ">>":
                    trail.add(path, "edited")
                else:
                    trail.add_new(path, "created")


def _shell_command(trail: _Sink, cmd: str, words: list[str], whole: str) -> None:
    ops = _operands(words)
    if cmd in ("sed", "perl") and any(w.startswith("-i") or w == "-pi" for w in words):
        script_seen = False
        for w in words[1:]:
            if w.startswith("-"):
                if w in ("-e", "-f"):
                    script_seen = True
                continue
            if not script_seen:
                script_seen = True  # the first operand is the script
                continue
            trail.add(w, "edited")
    elif cmd in ("mv", "git mv") and len(ops) >= 2:
        for src in ops[:-1]:
            trail.add(src, f"moved to {ops[-1]}")
        trail.add(ops[-1], "created")
    elif cmd in ("cp",) and len(ops) >= 2:
        trail.add(ops[-1], "created")
    elif cmd in ("rm", "git rm", "unlink"):
        for path in ops:
            trail.add(path, "deleted")
    elif cmd == "touch":
        for path in ops:
            trail.add(path, "created")
    elif cmd == "tee":
        for path in ops:
            if "-a" in words:
                trail.add(path, "edited")
            else:
                trail.add_new(path, "created")
    elif cmd in ("git apply", "patch", "git am"):
        for path in _PATCH_FILE.findall(whole):
            if path != "/dev/null":
                trail.add(path, "edited")


def shell_commands(e: Entry) -> tuple[str | None, ...]:
    """:func:`shell_command` of each call of an entry, found once per entry."""
    return remembered(e, "shell_commands", _shell_commands_of)


def _shell_commands_of(e: Entry) -> tuple[str | None, ...]:
    return tuple(shell_command(call) for call in e.tool_calls)


def artifact_trail(entries: Sequence[Entry]) -> Trail:
    """The trail of ``entries``; what each entry changes is found once per entry."""
    return Trail().read(entries)


def _ops_of(e: Entry) -> tuple[tuple[bool, str, str], ...]:
    found = _Ops()
    for call, command in zip(e.tool_calls, shell_commands(e), strict=True):
        if command is not None:
            shell_changes(found, command)
        else:
            _tool_change(found, call)
    if e.role == "assistant" and "<<<<<<< SEARCH" in e.text:
        for path in _AIDER_BLOCK.findall(e.text):
            found.add(path, "edited")
    if e.role == "user" and e.text.startswith("Applied edit to "):
        for line in e.text.splitlines():
            if line.startswith("Applied edit to "):
                found.add(line.removeprefix("Applied edit to ").strip(), "edited")
    return tuple(found.ops)
