"""The memory commands: list, show, search, add, forget, export, import, stats."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

from supermemory_local.store.cli_context import CliError, Context, atomic_open
from supermemory_local.store.cli_render import print_json, print_memories, print_memory, print_stats


def cmd_list(ctx: Context) -> int:
    a = ctx.args
    store = ctx.reader()
    since, until = ctx.time_bounds()
    memories = store.list(
        scope=ctx.scope(a.scope),
        type=ctx.memory_type(),
        session_id=a.session,
        limit=a.limit or None,
        since=since,
        until=until,
        all_versions=a.all_versions,
    )
    names = store.scope_names(m.scope for m in memories)
    print_memories(memories, ctx.output_format(), ctx.out, names=names)
    return 0


def cmd_show(ctx: Context) -> int:
    store = ctx.store()
    memory = store.get(ctx.args.id)
    if memory is None:
        raise CliError(f"no memory with id {ctx.args.id!r} (see `supermemory list`)")
    named = store.scope_names([memory.scope]).get(memory.scope)
    print_memory(memory, ctx.output_format(), ctx.out, scope_name=named)
    return 0


def cmd_search(ctx: Context) -> int:
    from supermemory_local.store.search import parse_terms

    a = ctx.args
    store = ctx.store()
    since, until = ctx.time_bounds()
    memories = store.search(
        a.query,
        scope=ctx.scope(a.scope),
        type=ctx.memory_type(),
        session_id=a.session,
        since=since,
        until=until,
        limit=a.limit or None,
        every=a.limit == 0,
        all_versions=a.all_versions,
        semantic=a.semantic,
    )
    names = store.scope_names(m.scope for m in memories)
    fmt = ctx.output_format()
    print_memories(memories, fmt, ctx.out, scored=True, names=names, terms=parse_terms(a.query))
    return 0


def cmd_add(ctx: Context) -> int:
    a = ctx.args
    # From stdin, the final newline(s) of `echo ... |` or a file are not part of the memory.
    text = sys.stdin.read().rstrip("\r\n") if a.text == "-" else a.text
    if not text.strip():
        raise CliError("nothing to add: the text is empty")
    scope = ctx.scope(a.scope)
    if scope is None:
        raise CliError("add needs one scope (project, user or a tag), not all")
    memory = ctx.store().add(text, scope=scope, type=ctx.memory_type() or "note", source="cli")
    fmt = ctx.output_format()
    if fmt == "json":
        print_json(memory.to_json(), ctx.out)
    else:
        ctx.out.write(memory.id + "\n")
    return 0


def cmd_forget(ctx: Context) -> int:
    removed = ctx.store().forget(ctx.args.ids)  # the store counts a repeated id once
    if ctx.output_format() == "json":  # all or nothing: these are the ids it deleted
        print_json({"forgotten": removed, "ids": list(dict.fromkeys(ctx.args.ids))}, ctx.out)
    else:
        ctx.out.write(f"forgot {removed} {'memory' if removed == 1 else 'memories'}\n")
    return 0


def cmd_export(ctx: Context) -> int:
    import json

    a = ctx.args
    rows = ctx.store().export(scope=ctx.scope(a.scope))
    count = 0
    with _output(a.output, ctx.out) as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
            count += 1
    if a.output:
        noun = "memory" if count == 1 else "memories"
        ctx.out.write(f"exported {count} {noun} to {a.output}\n")
    return 0


@contextmanager
def _output(path: str | None, stdout: TextIO) -> Iterator[TextIO]:
    """stdout, or a file that appears complete or not at all."""
    if path is None:
        yield stdout
    else:
        with atomic_open(Path(path)) as f:
            yield f


def _utf8_lines(raw: Iterable[bytes]) -> Iterator[str]:
    """The lines of a binary file as text; a line that is not UTF-8 is named by number."""
    from supermemory_local.store.errors import ImportFileError

    for number, line in enumerate(raw, start=1):
        try:
            yield line.decode("utf-8")
        except UnicodeDecodeError as exc:
            column = len(line[: exc.start].decode("utf-8", errors="replace")) + 1
            raise ImportFileError(
                number, f"column {column}: byte 0x{line[exc.start]:02x} is not UTF-8"
            ) from None


def cmd_import(ctx: Context) -> int:
    from supermemory_local.store.errors import ImportFileError

    path = ctx.args.file
    store = ctx.store()
    name = "stdin" if path == "-" else path
    try:
        if path == "-":
            raw = getattr(sys.stdin, "buffer", None)  # a test's StringIO has none
            report = store.import_lines(sys.stdin if raw is None else _utf8_lines(raw))
        else:
            with open(path, "rb") as f:
                report = store.import_lines(_utf8_lines(f))
    except ImportFileError as exc:
        raise CliError(f"{name}: {exc}; nothing was imported") from None
    if ctx.output_format() == "json":
        print_json({"imported": report.added, "skipped": report.skipped}, ctx.out)
    else:
        ctx.out.write(f"imported {report.added}, skipped {report.skipped} (already present)\n")
    return 0


def cmd_stats(ctx: Context) -> int:
    print_stats(ctx.store().stats(), ctx.output_format(), ctx.out)
    return 0
