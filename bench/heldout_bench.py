"""Held-out protocol: the privacy filter on secrets it was not tuned on. Run by hand.

    .venv/bin/python -m bench.heldout_bench [--batch N] [--paths redact,add,import,tool,summary]
        [--show]

Each batch of ``bench/heldout/`` was written and committed before any rule was changed
for it (RESULTS.md records the first measurement and the one after the rules). For each
secret, every value (or piece of a split value) must be gone; for each look-alike, the
text must come back unchanged. Measured through:

- ``redact``: the function every write path calls;
- ``add``: ``MemoryStore.add`` into a real SQLite file, the row read back (content);
- ``import``: ``MemoryStore.import_lines`` (content and a metadata value);
- ``tool``: the OpenCode bridge's tool (``action: add``), the row read back;
- ``summary``: the request a summarizer reads (``engine.full_summary.summarize_history``
  with a recording summarizer, as tests/test_privacy_write_paths.py does).

A look-alike counts as changed on a store path when ``[REDACTED]`` appears in what was
stored (stores trim whitespace and normalise text; the marker is what the filter adds).
"""

from __future__ import annotations

import argparse
import json
import logging
import shutil
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from bench import heldout
from bench.heldout import BATCHES

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / "bench" / ".work" / "heldout"
PATHS = ("redact", "add", "import", "tool", "summary")
REDACTED = "[REDACTED]"

Secret = tuple[str, str, "str | tuple[str, ...]"]


def values_of(secret: str | tuple[str, ...]) -> tuple[str, ...]:
    """The strings that must be gone. An empty piece (a split whose last slice came out
    empty) is no part of the secret: it stands in every text, so it is left out."""
    return (secret,) if isinstance(secret, str) else tuple(v for v in secret if v)


def load(batch: str) -> ModuleType:
    return heldout.load(batch)


# -- the paths: each maps texts to what was stored / read -------------------------------


def _via_redact(texts: list[str]) -> list[str]:
    from supermemory_local.store.privacy import redact

    return [redact(t)[0] for t in texts]


def _store(name: str) -> Any:
    from supermemory_local.config import Settings
    from supermemory_local.store.repository import MemoryStore

    path = WORK / name
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return MemoryStore.open(Settings(), url=f"sqlite:///{path / 'memories.db'}")


def _rows(store: Any, scope: str) -> dict[str, str]:
    """marker -> content (and metadata) of the rows of ``scope``, read from the file."""
    import sqlite3

    store.close()
    db = Path(str(store.url).removeprefix("sqlite:///"))
    out: dict[str, str] = {}
    with sqlite3.connect(db) as connection:
        rows = connection.execute(
            "SELECT content, metadata FROM memories WHERE scope = ?", (scope,)
        ).fetchall()
    connection.close()
    for content, metadata in rows:
        marker, _, rest = content.partition(" ")
        out[marker] = rest + ("\n" + metadata if metadata else "")
    return out


def _marked(texts: list[str]) -> list[tuple[str, str]]:
    return [(f"hb{i:04d}", t) for i, t in enumerate(texts)]


def _via_add(texts: list[str]) -> list[str]:
    store = _store("add")
    try:
        for marker, text in _marked(texts):
            store.add(f"{marker} {text}", scope="bench")
        rows = _rows(store, "bench")
    finally:
        store.close()
    return [rows.get(m, "") for m, _ in _marked(texts)]


def _via_import(texts: list[str]) -> list[str]:
    store = _store("import")
    try:
        lines = [
            json.dumps(
                {
                    "id": f"mem_01J{i:023d}",
                    "content": f"{marker} {text}",
                    "type": "preference",
                    "scope": "bench",
                    "metadata": {"note": text},
                }
            )
            for i, (marker, text) in enumerate(_marked(texts))
        ]
        store.import_lines(lines)
        rows = _rows(store, "bench")
    finally:
        store.close()
    return [rows.get(m, "") for m, _ in _marked(texts)]


def _via_tool(texts: list[str]) -> list[str]:
    from supermemory_local.hosts.tool import run_tool

    store = _store("tool")

    class _Memories:  # what run_tool needs of the bridge's Memories
        scope = "bench"
        source = "opencode"

        def store(self, timeout: float = 0) -> Any:
            return store

    try:
        for marker, text in _marked(texts):
            run_tool(_Memories(), "add", f"{marker} {text}", session_id=None)  # type: ignore[arg-type]
        rows = _rows(store, "bench")
    finally:
        store.close()
    return [rows.get(m, "") for m, _ in _marked(texts)]


class _Recorder:
    name = "recording"

    def __init__(self) -> None:
        self.seen: list[str] = []

    def summarize(self, request: Any) -> str:
        read = "\n".join(e.text + "\n" + "\n".join(e.tool_calls) for e in request.entries)
        self.seen.append(read)
        return read


def _via_summary(texts: list[str]) -> list[str]:
    """Each text as a tool result of a history, as the summarizer's request holds it."""
    from supermemory_local.config import Settings
    from supermemory_local.engine.full_summary import summarize_history
    from supermemory_local.engine.transcript import Entry

    out = []
    for text in texts:
        recorder = _Recorder()
        entries = [
            Entry(index=0, role="user", text="look at this"),
            Entry(index=1, role="tool", text=text, tool_name="read"),
        ]
        summarize_history(entries, recorder, Settings())
        read = recorder.seen[0] if recorder.seen else ""
        out.append(read.split("\n", 2)[-1] if read.startswith("look at this\n") else read)
    return out


VIA: dict[str, Callable[[list[str]], list[str]]] = {
    "redact": _via_redact,
    "add": _via_add,
    "import": _via_import,
    "tool": _via_tool,
    "summary": _via_summary,
}


# -- measuring ---------------------------------------------------------------------------


@dataclass
class Result:
    path: str
    secrets: int = 0
    leaks: list[tuple[str, str]] = field(default_factory=list)  # (kind, output)
    look_alikes: int = 0
    changed: list[tuple[str, str]] = field(default_factory=list)  # (text, output)

    @property
    def leak_rate(self) -> float:
        return len(self.leaks) / self.secrets if self.secrets else 0.0

    @property
    def changed_rate(self) -> float:
        return len(self.changed) / self.look_alikes if self.look_alikes else 0.0


def leaked(secret: str | tuple[str, ...], output: str) -> bool:
    return any(v in output for v in values_of(secret))


def measure(secrets: Iterable[Secret], look_alikes: Iterable[str], path: str = "redact") -> Result:
    secrets, look_alikes = list(secrets), list(look_alikes)
    via = VIA[path]
    result = Result(path, len(secrets), look_alikes=len(look_alikes))
    for (kind, _, secret), out in zip(secrets, via([t for _, t, _ in secrets]), strict=True):
        if leaked(secret, out):
            result.leaks.append((kind, out))
    for text, out in zip(look_alikes, via(look_alikes), strict=True):
        changed = out != text if path == "redact" else (REDACTED in out and REDACTED not in text)
        if changed:
            result.changed.append((text, out))
    return result


def _by_class(secrets: list[Secret], result: Result) -> dict[str, tuple[int, int]]:
    total: dict[str, int] = defaultdict(int)
    leaks: dict[str, int] = defaultdict(int)
    for kind, _, _ in secrets:
        total[kind.split("/")[0]] += 1
    for kind, _ in result.leaks:
        leaks[kind.split("/")[0]] += 1
    return {c: (leaks[c], n) for c, n in sorted(total.items())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="heldout_bench", description=__doc__.split("\n")[0])
    parser.add_argument("--batch", type=int, action="append", help="batch number (repeatable)")
    parser.add_argument("--paths", default=",".join(PATHS))
    parser.add_argument("--show", action="store_true", help="print each leak and change")
    args = parser.parse_args(argv)
    logging.disable(logging.WARNING)
    batches = [f"batch{n}" for n in args.batch] if args.batch else list(BATCHES)
    paths = [p for p in args.paths.split(",") if p]
    for batch in batches:
        module = load(batch)
        secrets, looks = module.SECRETS, module.LOOK_ALIKES
        print(f"== {batch}: {len(secrets)} secrets, {len(looks)} look-alikes")
        for path in paths:
            res = measure(secrets, looks, path)
            print(
                f"  {path:8s} leaks {len(res.leaks):3d}/{res.secrets} = {res.leak_rate:6.1%}"
                f"   look-alikes changed {len(res.changed):3d}/{res.look_alikes}"
                f" = {res.changed_rate:6.1%}"
            )
            if path == paths[0]:
                classes = _by_class(secrets, res)
                print(
                    "    by class: "
                    + ", ".join(f"{c} {leak}/{n}" for c, (leak, n) in classes.items())
                )
            if args.show:
                for kind, out in res.leaks:
                    print(f"    LEAK {kind}: {out[:160]!r}")
                for text, out in res.changed:
                    print(f"    CHANGED {text[:80]!r} -> {out[:100]!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
