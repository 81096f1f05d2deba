"""How the CLI prints memories: rich tables on a terminal, plain lines for scripts, JSON.

rich is imported only by the ``rich`` format (a terminal), never on the script path.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal, TextIO

from supermemory_local.store.cli_context import OutputFormat, isatty
from supermemory_local.store.text import one_line

if TYPE_CHECKING:
    from rich.console import Console
    from rich.text import Text

    from supermemory_local.store.passages import Passage
    from supermemory_local.store.repository import Memory
    from supermemory_local.store.scopes import ScopeName

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


def relevances(memories: Sequence[Memory]) -> list[float | None]:
    """Each hit's relevance in [0, 1]: its score over the best score of the same search
    (the backends' raw scores, bm25 or ts_rank_cd, have no common scale)."""
    scores = [m.score for m in memories]
    best = max((s for s in scores if s is not None), default=None)
    if best is None:
        return [None] * len(memories)
    if best <= 0:
        return [1.0 if s is not None else None for s in scores]
    return [None if s is None else max(0.0, min(1.0, s / best)) for s in scores]


def print_memories(
    memories: Sequence[Memory],
    fmt: OutputFormat,
    out: TextIO,
    *,
    scored: bool = False,
    names: Mapping[str, ScopeName] | None = None,
    terms: Sequence[str] | None = None,
) -> None:
    """``names``: the recorded names of the scopes; ``terms``: a search's terms (each hit
    then shows the passage that matched, the terms marked)."""
    names = names or {}
    passages = [_passage(m, terms) for m in memories] if terms is not None else None
    relevance = relevances(memories) if scored else None
    if fmt == "json":
        items = []
        for k, m in enumerate(memories):
            item = m.to_json()
            named = names.get(m.scope)
            item["scope_name"] = named.name if named is not None else None
            if relevance is not None:
                item["rank"] = k + 1
                item["relevance"] = _rounded(relevance[k])
            if passages is not None:
                item["snippet"] = passages[k].text
                item["snippet_marks"] = [list(span) for span in passages[k].marks]
            items.append(item)
        print_json(items, out)
    elif fmt == "plain":
        for k, m in enumerate(memories):
            cells = [m.id, iso(m.created_at), m.type, m.scope]
            if relevance is not None:
                cells.append(_relevance(relevance[k]))
            if passages is not None:
                cells.append(passages[k].marked())
            else:
                cells.append(one_line(m.content, PLAIN_CONTENT_CHARS))
            out.write("\t".join(cells) + "\n")
    else:
        _rich_table(memories, out, names=names, relevance=relevance, passages=passages)


def _passage(memory: Memory, terms: Sequence[str] | None) -> Passage:
    from supermemory_local.store.passages import passage

    return passage(memory.content, terms or ())


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


def _relevance(value: float | None) -> str:
    return "" if value is None else f"{value:.2f}"


def scope_label(scope: str, names: Mapping[str, ScopeName]) -> str:
    """A scope as a person reads it: its recorded name, else its short form."""
    named = names.get(scope)
    return named.name if named is not None else short_scope(scope)


def _console(out: TextIO) -> Console:
    from rich.console import Console

    return Console(file=out, highlight=False, markup=False, emoji=False)


def _marked_text(found: Passage) -> Text:
    """A passage as rich Text (never parsed as markup), the terms in reverse video."""
    from rich.text import Text

    text = Text(found.text, style="dim")
    for start, end in found.marks:
        text.stylize("bold reverse", start, end)
    return text


def _window(found: Passage, width: int) -> Passage:
    """The part of a passage a line of ``width`` cells shows, taken so that its first
    mark is on screen (a line cut at its end would hide a match near the end)."""
    from supermemory_local.store.passages import Passage as Cut

    if len(found.text) <= width or not found.marks or found.marks[0][1] <= width - 1:
        return found
    first, end = found.marks[0]
    start = max(0, min(first - width // 4, len(found.text) - (width - 1)))
    if end - start > width - 1:  # a mark longer than the line: it starts the line
        start = first
    prefix = "…" if start > 0 else ""
    stop = start + width - len(prefix)
    text = prefix + found.text[start:stop]
    shift = len(prefix) - start
    marks = tuple(
        (max(a, start) + shift, min(b, stop) + shift)
        for a, b in found.marks
        if b > start and a < stop
    )
    return Cut(text, marks)


def _rich_table(
    memories: Sequence[Memory],
    out: TextIO,
    *,
    names: Mapping[str, ScopeName],
    relevance: list[float | None] | None,
    passages: list[Passage] | None,
) -> None:
    from rich.table import Table
    from rich.text import Text

    console = _console(out)
    if not memories:
        console.print(Text("no memories", style="dim"))
        return
    headers = ["ID", "When", "Type", "Project", *(["Score"] if relevance else []), "Title"]
    cell_rows: list[list[str]] = []
    for k, m in enumerate(memories):
        row = [m.id, relative(m.created_at), m.type, scope_label(m.scope, names)]
        if relevance is not None:
            row.append(_relevance(relevance[k]))
        cell_rows.append(row)
    # What the Title column gets: the width left by the others and the gaps between columns
    fixed = sum(max(len(h), *(len(r[i]) for r in cell_rows)) for i, h in enumerate(headers[:-1]))
    title_width = max(20, console.width - fixed - 2 * (len(headers) - 1))
    rows: list[list[Text]] = []
    for k, (m, row) in enumerate(zip(memories, cell_rows, strict=True)):
        cells = [Text(cell) for cell in row]
        title = Text(m.title)
        if passages is not None and passages[k].text != m.title:
            shown = _window(passages[k], title_width)
            title.append("\n").append_text(_marked_text(shown))
        rows.append([*cells, title])
    table = Table(box=None, pad_edge=False, header_style="bold", expand=True)
    for i, header in enumerate(headers):
        if header == "Title":  # takes what is left, each line cut to the width
            table.add_column(header, no_wrap=True, overflow="ellipsis", ratio=1)
        else:  # never shortened: ids must stay copyable
            width = max(len(header), *(r[i].cell_len for r in rows))
            style = {"ID": "cyan", "Project": "dim"}.get(header)
            justify: Literal["left", "right"] = "right" if header == "Score" else "left"
            table.add_column(header, no_wrap=True, min_width=width, style=style, justify=justify)
    for cells_row in rows:
        table.add_row(*cells_row)
    console.print(table)


def print_memory(
    memory: Memory, fmt: OutputFormat, out: TextIO, *, scope_name: ScopeName | None = None
) -> None:
    if fmt == "json":
        item = memory.to_json()
        item["scope_name"] = scope_name.name if scope_name is not None else None
        print_json(item, out)
        return
    fields = {
        "id": memory.id,
        "title": memory.title,
        "type": memory.type,
        "project": (scope_name.path or scope_name.name) if scope_name is not None else "",
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
    from rich.markdown import Markdown
    from rich.text import Text

    header = Text()
    for key, value in fields.items():
        if value:
            header.append(f"{key:<9}", style="bold").append(f"{value}\n")
    console = _console(out)
    # The content as Markdown (a summary's headings and lists); rich markup in it is text.
    body = Markdown(memory.content.rstrip("\n"))
    lines = console.render_lines(body, console.options, pad=False)
    if len(lines) + len(header.split()) + 1 > console.height and isatty(out):
        os.environ.setdefault("LESS", "-R")  # less shows the colours instead of codes
        with console.pager(styles=True):
            console.print(header)
            console.print(body)
        return
    console.print(header)
    console.print(body)


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
