"""How the CLI prints memories: rich tables on a terminal, plain lines for scripts, JSON.

rich is imported only by the ``rich`` format (a terminal), never on the script path.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal, TextIO

from supermemory_local.store.cli_context import OutputFormat
from supermemory_local.store.text import one_line

if TYPE_CHECKING:
    from rich.console import Console

    from supermemory_local.store.repository import Memory

PLAIN_CONTENT_CHARS = 200


def print_json(value: Any, out: TextIO) -> None:
    json.dump(value, out, ensure_ascii=False, indent=2)
    out.write("\n")


def short_scope(scope: str) -> str:
    """``opencode_project_1a2b…`` -> ``project:1a2b3c4d``; other tags stay as they are."""
    from supermemory_local.store.scopes import (
        PROJECT_PREFIX,
        USER_PREFIX,
    )  # only the rich table needs it

    for prefix, label in ((PROJECT_PREFIX, "project:"), (USER_PREFIX, "user:")):
        if scope.startswith(prefix):
            return label + scope[len(prefix) :][:8]
    return scope if len(scope) <= 24 else scope[:23] + "…"


def iso(moment: datetime | None) -> str:
    if moment is None:
        return ""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def relative(moment: datetime | None, now: datetime | None = None) -> str:
    """``just now``, ``5m ago``, ``3h ago``, ``2d ago``; older than a month: the date."""
    if moment is None:
        return ""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    seconds = ((now or datetime.now(UTC)) - moment).total_seconds()
    if seconds < 60:
        return "just now"
    for unit, size, below in (("m", 60, 3_600), ("h", 3_600, 86_400), ("d", 86_400, 31 * 86_400)):
        if seconds < below:
            return f"{int(seconds // size)}{unit} ago"
    return moment.astimezone(UTC).strftime("%Y-%m-%d")


def print_memories(
    memories: Sequence[Memory], fmt: OutputFormat, out: TextIO, *, scored: bool = False
) -> None:
    if fmt == "json":
        print_json([m.to_json() for m in memories], out)
    elif fmt == "plain":
        for m in memories:
            cells = [m.id, iso(m.created_at), m.type, m.scope]
            if scored:
                cells.append(_score(m.score))
            cells.append(one_line(m.content, PLAIN_CONTENT_CHARS))
            out.write("\t".join(cells) + "\n")
    else:
        _rich_table(memories, out, scored=scored)


def _score(score: float | None) -> str:
    return "" if score is None else f"{score:.3g}"


def _console(out: TextIO) -> Console:
    from rich.console import Console

    return Console(file=out, highlight=False)


def _rich_table(memories: Sequence[Memory], out: TextIO, *, scored: bool) -> None:
    from rich.table import Table

    console = _console(out)
    if not memories:
        console.print("[dim]no memories[/dim]")
        return
    rows = []
    for m in memories:
        row = [m.id, relative(m.created_at), m.type, short_scope(m.scope)]
        if scored:
            row.append(_score(m.score))
        rows.append([*row, one_line(m.content)])
    headers = ["ID", "When", "Type", "Scope", *(["Score"] if scored else []), "Content"]
    table = Table(box=None, pad_edge=False, header_style="bold", expand=True)
    for i, header in enumerate(headers):
        if header == "Content":  # takes what is left, cut to one line
            table.add_column(header, no_wrap=True, overflow="ellipsis", ratio=1)
        else:  # never shortened: ids must stay copyable
            width = max(len(header), *(len(r[i]) for r in rows))
            style = {"ID": "cyan", "Scope": "dim"}.get(header)
            justify: Literal["left", "right"] = "right" if header == "Score" else "left"
            table.add_column(header, no_wrap=True, min_width=width, style=style, justify=justify)
    for row in rows:
        table.add_row(*row)
    console.print(table)


def print_memory(memory: Memory, fmt: OutputFormat, out: TextIO) -> None:
    if fmt == "json":
        print_json(memory.to_json(), out)
        return
    fields = {
        "id": memory.id,
        "type": memory.type,
        "scope": memory.scope,
        "session": memory.session_id or "",
        "source": memory.source or "",
        "owner": memory.owner or "",
        "created": iso(memory.created_at),
        "updated": iso(memory.updated_at),
        "metadata": json.dumps(memory.metadata, ensure_ascii=False) if memory.metadata else "",
    }
    if fmt == "plain":
        for key, value in fields.items():
            if value:
                out.write(f"{key}: {value}\n")
        out.write("\n" + memory.content.rstrip("\n") + "\n")
        return
    from rich.panel import Panel
    from rich.text import Text

    header = Text()
    for key, value in fields.items():
        if value:
            header.append(f"{key:<9}", style="bold").append(f"{value}\n")
    console = _console(out)
    console.print(header, end="")
    console.print(Panel(Text(memory.content.rstrip("\n")), expand=True))


def print_stats(stats: Mapping[str, Any], fmt: OutputFormat, out: TextIO) -> None:
    if fmt == "json":
        print_json(dict(stats), out)
        return
    size = stats.get("size_bytes")
    lines = [
        ("database", str(stats.get("url", ""))),
        ("backend", str(stats.get("backend", ""))),
        ("revision", str(stats.get("revision") or "none")),
        ("size", human_size(size) if isinstance(size, int) else "unknown"),
        ("memories", str(stats.get("total", 0))),
        ("by type", _counts(stats.get("by_type", {}))),
        ("by scope", _counts(stats.get("by_scope", {}))),
    ]
    width = max(len(k) for k, _ in lines)
    for key, value in lines:
        out.write(f"{key:<{width}}  {value}\n")


def _counts(counts: Mapping[str, int]) -> str:
    ordered = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return ", ".join(f"{name} {count}" for name, count in ordered) or "-"


def human_size(n: int) -> str:
    if n < 1024:
        return f"{n} B"
    size = n / 1024
    for unit in ("KB", "MB"):
        if size < 1024:
            return f"{size:.1f} {unit}"
        size /= 1024
    return f"{size:.1f} GB"
