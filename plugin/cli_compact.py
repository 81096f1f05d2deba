"""``supermemory compact FILE --window N``: run the cascade on a saved transcript.

The input is a JSON list of messages, or an object with ``messages`` (and ``system``
for Anthropic); ``-`` reads stdin. The format (OpenAI Chat Completions or Anthropic
Messages) is detected unless ``--format`` says it. The compacted transcript goes to
stdout in the input's shape, the report (per strategy: messages and estimated
tokens before/after, what was removed) to stderr; ``--json`` prints both as one
document. A summary written by Layer 3 stays in the output; ``--save`` also keeps it as
a memory (so running the command again on the same file adds nothing unless asked).
``--dry-run`` prints the report only. A transcript the cascade cannot bring under the
window is one error line and status 1 (with ``--json`` after the report; ``--dry-run``
prints its report, which says so, and exits 1).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TextIO

from supermemory_local.engine.messages import Format
from supermemory_local.store.cli_context import isatty
from supermemory_local.store.cli_parser import PROG, Parser

if TYPE_CHECKING:
    from supermemory_local.engine.manager import FitResult
    from supermemory_local.engine.notifier import Notice

ROLES: dict[Format, tuple[str, ...]] = {
    "openai": ("system", "developer", "user", "assistant", "tool"),
    "anthropic": ("user", "assistant"),
}


class TranscriptError(ValueError):
    """The transcript cannot be read; the message names the file and the problem."""


@dataclass(frozen=True)
class Transcript:
    messages: list[Any]
    system: Any = None
    wrapped: dict[str, Any] | None = None  # the input object, when it was not a bare list

    def output(self, messages: list[dict[str, Any]]) -> Any:
        """The compacted transcript in the input's own shape."""
        if self.wrapped is None:
            return messages
        return {**self.wrapped, "messages": messages}


# ---------------------------------------------------------------------------
# Reading and checking the input.


def read_transcript(name: str, text: str) -> Transcript:
    from supermemory_local.hosts.jsontext import sanitized

    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise TranscriptError(
            f"{name}: not valid JSON: line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    except RecursionError:
        raise TranscriptError(f"{name}: not valid JSON: nested too deeply") from None
    except ValueError as exc:  # e.g. an integer of thousands of digits
        raise TranscriptError(f"{name}: not valid JSON: {exc}") from None
    # Half an emoji (a lone surrogate, as JavaScript slicing makes) cannot be printed.
    data = sanitized(data)
    if isinstance(data, list):
        return Transcript(data)
    if isinstance(data, dict) and isinstance(data.get("messages"), list):
        return Transcript(data["messages"], data.get("system"), data)
    if isinstance(data, dict) and "messages" in data:
        raise TranscriptError(f'{name}: "messages" must be a list, got {_kind(data["messages"])}')
    raise TranscriptError(
        f'{name}: expected a list of messages or an object with "messages", got {_kind(data)}'
    )


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def detect_format(transcript: Transcript) -> Format:
    """Anthropic when the shape says so (top-level system, tool_use/tool_result blocks)."""
    if transcript.system is not None:
        return "anthropic"
    for m in transcript.messages:
        if not isinstance(m, Mapping):
            continue
        if (
            m.get("role") in ("system", "developer", "tool")
            or "tool_calls" in m
            or "tool_call_id" in m
        ):
            return "openai"
        content = m.get("content")
        if isinstance(content, list) and any(
            isinstance(b, Mapping) and b.get("type") in ("tool_use", "tool_result") for b in content
        ):
            return "anthropic"
    return "openai"


def check_messages(name: str, transcript: Transcript, fmt: Format) -> None:
    """Raise on the first message the engine cannot work with (its index, the problem).

    Broken tool pairs are not errors: the cascade repairs them.
    """
    roles = ROLES[fmt]
    for i, m in enumerate(transcript.messages):
        problem = _problem(m, roles, fmt)
        if problem:
            raise TranscriptError(f"{name}: message {i}: {problem}")


def _problem(m: Any, roles: tuple[str, ...], fmt: Format) -> str | None:
    if not isinstance(m, Mapping):
        return f"not an object, got {_kind(m)}"
    if "role" not in m:
        return 'missing "role"'
    role = m["role"]
    if not isinstance(role, str):
        return f'"role" must be a string, got {_kind(role)}'
    if role not in roles:
        hint = ' (put the system prompt in the top-level "system")' if role == "system" else ""
        return f"unknown role {role!r} for the {fmt} format; use one of {', '.join(roles)}{hint}"
    content = m.get("content")
    if content is not None and not isinstance(content, str | list):
        return f'"content" must be a string, a list or null, got {_kind(content)}'
    if "tool_calls" in m and m["tool_calls"] is not None and not isinstance(m["tool_calls"], list):
        return f'"tool_calls" must be a list, got {_kind(m["tool_calls"])}'
    return None


def _kind(value: Any) -> str:
    names = {
        dict: "an object",
        list: "a list",
        str: "a string",
        bool: "a boolean",
        type(None): "null",
    }
    return names.get(
        type(value), "a number" if isinstance(value, int | float) else type(value).__name__
    )


# ---------------------------------------------------------------------------
# The report.


def build_report(
    result: FitResult, *, fmt: Format, window: int, dry_run: bool, messages_before: int
) -> dict[str, Any]:
    memory = result.memory
    return {
        "format": fmt,
        "window": window,
        "dry_run": dry_run,
        "messages_before": messages_before,
        "messages_after": len(result.messages),
        "tokens_before": result.tokens_before,
        "tokens_after": result.tokens_after,
        "fits": result.tokens_after <= window,
        "steps": [s.report() for s in result.steps],
        "summary_level": result.summary.level if result.summary is not None else None,
        "memory": None
        if memory is None
        else {"id": memory.id, "type": memory.type, "scope": memory.scope},
    }


def print_report(report: Mapping[str, Any], stream: TextIO) -> None:
    if isatty(stream):
        _rich_report(report, stream)
    else:
        for line in plain_report(report):
            print(line, file=stream)


def plain_report(report: Mapping[str, Any]) -> list[str]:
    lines = [_headline(report)]
    if not report["steps"]:
        lines.append(_nothing_done(report))
    for s in report["steps"]:
        lines.append(
            f"{s['strategy']}: {s['messages_before']} -> {s['messages_after']} messages, "
            f"{s['tokens_before']:,} -> {s['tokens_after']:,} tokens"
        )
        lines.extend(f"  {d}" for d in s["details"])
    return lines + _footer(report)


def _headline(report: Mapping[str, Any]) -> str:
    return (
        f"{report['format']} transcript, window {report['window']:,} tokens: "
        f"{report['messages_before']} -> {report['messages_after']} messages, "
        f"{report['tokens_before']:,} -> {report['tokens_after']:,} estimated tokens"
        + ("" if report["fits"] else " (still over the window)")
    )


def _nothing_done(report: Mapping[str, Any]) -> str:
    if report["fits"]:
        return "nothing to do: the transcript already fits"
    return (
        "nothing could be removed: the messages the cascade keeps (system prompt, first user "
        "message, pinned and recent messages) are over the window on their own"
    )


def _footer(report: Mapping[str, Any]) -> list[str]:
    memory = report["memory"]
    if memory:
        return [f"summary saved as memory {memory['id']} ({memory['scope']})"]
    if report["dry_run"]:
        return ["dry run: nothing saved"]
    if report["summary_level"] is not None:
        return ["summary not saved (--save keeps it as a memory)"]
    return []


def _rich_report(report: Mapping[str, Any], stream: TextIO) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(file=stream)
    if not report["steps"]:
        console.print(_headline(report))
        console.print(_nothing_done(report))
    else:
        table = Table(title=_headline(report), title_justify="left", expand=True)
        table.add_column("strategy")
        table.add_column("messages", justify="right")
        table.add_column("tokens", justify="right")
        table.add_column("what was removed", ratio=1)
        for s in report["steps"]:
            table.add_row(
                s["strategy"],
                f"{s['messages_before']} → {s['messages_after']}",
                f"{s['tokens_before']:,} → {s['tokens_after']:,}",
                _shorten(s["details"]),
            )
        console.print(table)
    for line in _footer(report):
        console.print(line)


def _shorten(details: Sequence[str], keep: int = 3) -> str:
    """The first few detail lines and how many more (the JSON report has them all)."""
    if len(details) <= keep + 1:
        return "\n".join(details)
    return "\n".join([*details[:keep], f"… and {len(details) - keep} more"])


# ---------------------------------------------------------------------------
# The command.


MAX_WINDOW = 10**9  # tokens: no model comes near; beyond, the arithmetic leaves floats


def _positive(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"must be a whole number of tokens, got {value[:40]!r}"
        ) from None
    if number <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive number of tokens, got {number}")
    if number > MAX_WINDOW:
        raise argparse.ArgumentTypeError(f"must be at most {MAX_WINDOW:,} tokens, got {value[:40]}")
    return number


def build_parser() -> argparse.ArgumentParser:
    p = Parser(
        prog=f"{PROG} compact",
        description="Compact a saved transcript with the cascade and print the result.",
        epilog="Message numbers in errors count from 0, as in the JSON list.",
    )
    p.add_argument("file", metavar="FILE", help="a JSON transcript; - reads stdin")
    p.add_argument(
        "--window",
        type=_positive,
        required=True,
        metavar="N",
        help="the model's context window, tokens",
    )
    p.add_argument(
        "--format",
        choices=("openai", "anthropic"),
        help="message format (default: detected from the transcript)",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help='one JSON document on stdout: {"messages": [...], "report": {...}}',
    )
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--dry-run", action="store_true", help="print the report only; save nothing")
    mode.add_argument(
        "--save", action="store_true", help="also keep a summary it writes as a memory"
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return _run(args)
    except TranscriptError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"{PROG}: error: {args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    except UnicodeDecodeError as exc:
        print(f"{PROG}: error: {args.file}: not UTF-8 text ({exc.reason})", file=sys.stderr)
        return 1


def _run(args: argparse.Namespace) -> int:
    from supermemory_local.config import ConfigError
    from supermemory_local.hosts.library import ContextManager
    from supermemory_local.store.cli_context import load_config_reporting

    if args.file == "-":
        name, text = "<stdin>", sys.stdin.read()
    else:
        name = args.file
        with open(args.file, encoding="utf-8") as f:
            text = f.read()
    transcript = read_transcript(name, text)
    fmt: Format = args.format or detect_format(transcript)
    check_messages(name, transcript, fmt)
    try:
        settings = load_config_reporting(None).settings
    except ConfigError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 1
    cm = ContextManager(
        context_window=args.window, settings=settings, fmt=fmt, save=args.save, notifier=_Quiet()
    )
    result = cm.fit(transcript.messages, system=transcript.system, dry_run=args.dry_run)
    report = build_report(
        result,
        fmt=fmt,
        window=args.window,
        dry_run=args.dry_run,
        messages_before=len(transcript.messages),
    )
    over = None
    if not report["fits"]:
        over = (
            f"{PROG}: error: {name}: still {result.tokens_after:,} estimated tokens after "
            f"compaction, over the {args.window:,}-token window: the messages the cascade "
            "keeps (system prompt, first request, pinned and recent messages) do not fit"
        )
    if args.json:
        doc: dict[str, Any] = {}
        if not args.dry_run and over is None:
            doc["messages"] = result.messages
            if transcript.system is not None:
                doc["system"] = transcript.system
        doc["report"] = report
        _print_json(doc)
    elif args.dry_run:
        print_report(report, sys.stderr)
    elif over is None:
        _print_json(transcript.output(result.messages))
        print_report(report, sys.stderr)
    if over is not None:
        if not args.dry_run:  # the dry run's report already says "(still over the window)"
            print(over, file=sys.stderr)
        return 1
    return 0


class _Quiet:
    """The report says what the cascade did and where a summary went; of the engine's
    notices only a failure (e.g. the summary could not be saved) is printed too."""

    def notify(self, notice: Notice) -> None:
        if notice.variant == "error":
            print(notice, file=sys.stderr)


def _print_json(doc: Any) -> None:
    json.dump(doc, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
