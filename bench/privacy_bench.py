"""Privacy filter benchmark: is ``import`` limited by SQLite or by the filter? Run by hand.

    .venv/bin/python -m bench.privacy_bench [--rows 20000] [--baseline REF] [--long]
        [--transcript]

On the realistic rows of ``bench/store_bench.py`` (summaries, notes, code, Chinese, 1 %
with a secret), it prints medians of three runs of:

1. ``redact()`` alone over every row's content, rows/s and MB/s, for this checkout and
   for the filter of git revision ``--baseline`` (default: the commit before the
   filter's rewrite), loaded from ``git show`` into a throwaway module; this checkout
   without its memo of texts already filtered (every row afresh: the figure to compare)
   and with it (emptied before each pass: repeated rows are filtered once);
2. ``MemoryStore.import_lines`` into a fresh SQLite file (validation + filter + insert);
3. the same rows inserted by a plain SQLAlchemy ``executemany`` (no filter), the floor;

and the share of the import spent in the filter. ``--long`` adds the real-transcript
corpus's texts of 4,000+ characters (``SUPERMEMORY_CORPUS``), the two filters interleaved.
``--transcript`` adds whole transcripts filtered as one text (a write path that captures a
session at once): the held-out batches' texts (bench/heldout/), shuffled with a fixed seed
and joined as requests and notes into texts of 50, 150 and 300 kB, each filtered by both
filters, medians of three runs, with the time per character and the ratio of the 300 kB
time to the 150 kB time (2.0 when linear: a check that scans the text once per value it
judges shows here). ``--rows 0`` runs only ``--long`` and ``--transcript``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / "bench" / ".work" / "privacy"
DEFAULT_BASELINE = "0fc4441"


def _baseline_redact(ref: str) -> Callable[[str], tuple[str, int]] | None:
    """``redact`` of revision ``ref`` (with its own rules), or None when it is not here."""
    from bench.redaction_equivalence import BaselineMissing, baseline_redact

    try:
        old = baseline_redact(ref)
    except BaselineMissing:
        return None
    # A revision with a memo of its own: off, so it filters every row afresh as this
    # checkout's ``fresh`` pass does (with it on, every pass after the first is lookups).
    import sys

    memo = getattr(sys.modules.get("privacy_baseline"), "_MEMO", None)
    if memo is not None:
        memo.enabled = False
    return old


def _median_s(fn: Callable[[], object], runs: int = 3) -> float:
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples)


def _fresh(name: str) -> str:
    path = WORK / name
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return f"sqlite:///{path / 'memories.db'}"


def bench_filters(
    texts: list[str],
    filters: list[Callable[[str], tuple[str, int]]],
    runs: int = 5,
    before_pass: dict[Callable[[str], tuple[str, int]], Callable[[], None]] | None = None,
) -> list[float]:
    """Median seconds of each filter over ``texts``, the runs interleaved (a busy machine
    slows both alike); ``before_pass[filter]()`` runs before each of its passes, untimed."""
    samples: list[list[float]] = [[] for _ in filters]
    for redact in filters:
        redact(texts[0])  # compile the patterns outside the timing
    for _ in range(runs):
        for redact, out in zip(filters, samples, strict=True):
            if before_pass and redact in before_pass:
                before_pass[redact]()
            t0 = time.perf_counter()
            for text in texts:
                redact(text)
            out.append(time.perf_counter() - t0)
    return [statistics.median(s) for s in samples]


def bench_long(old: Callable[[str], tuple[str, int]] | None, baseline: str) -> None:
    """The real-transcript corpus's distinct texts of 4,000+ characters (tool outputs,
    long messages: what a summary of a long session reads), this checkout without its
    memo against ``baseline``, three runs interleaved."""
    from bench.harness.corpus import MISSING, corpus_dir
    from bench.redaction_equivalence import corpus_texts
    from supermemory_local.store import privacy

    folder = corpus_dir()
    if folder is None:
        print(f"long texts: skipped ({MISSING})")
        return
    texts = [text for text in corpus_texts(folder)[0] if len(text) >= 4_000]
    megabytes = sum(len(t.encode()) for t in texts) / 1e6

    def fresh(text: str) -> tuple[str, int]:
        privacy._MEMO.enabled = False
        try:
            return privacy.redact(text)
        finally:
            privacy._MEMO.enabled = True

    filters = [fresh] if old is None else [fresh, old]
    new_s, *rest = bench_filters(texts, filters, runs=3)
    line = f"long texts ({len(texts):,}, {megabytes:.1f} MB): this checkout"
    line += f" {megabytes / new_s:.2f} MB/s"
    if rest:
        line += f", {baseline} {megabytes / rest[0]:.2f} MB/s ({rest[0] / new_s:.2f}x as fast)"
    print(line)


TRANSCRIPT_SIZES = (50_000, 150_000, 300_000)


def transcript(size: int) -> str:
    """The held-out batches' texts, shuffled (seed 7), each as a request and a note, joined
    by line breaks until ``size`` characters or more: one long transcript."""
    import random

    from bench.redaction_equivalence import heldout_texts

    texts = heldout_texts()
    random.Random(7).shuffle(texts)
    parts: list[str] = []
    length = 0
    for i, text in enumerate(texts):
        parts.append(f"request {i}: {text}\nnoted {i}: {text}")
        length += len(parts[-1]) + 1
        if length >= size:
            break
    return "\n".join(parts)


def bench_transcript(old: Callable[[str], tuple[str, int]] | None, baseline: str) -> None:
    """Whole transcripts of ``TRANSCRIPT_SIZES`` filtered as one text each, this checkout
    without its memo against ``baseline``, three runs interleaved."""
    from supermemory_local.store import privacy

    def fresh(text: str) -> tuple[str, int]:
        privacy._MEMO.enabled = False
        try:
            return privacy.redact(text)
        finally:
            privacy._MEMO.enabled = True

    filters = [fresh] if old is None else [fresh, old]
    names = ["this checkout"] + ([baseline] if old is not None else [])
    seconds: dict[int, list[float]] = {}
    for size in TRANSCRIPT_SIZES:
        text = transcript(size)
        seconds[size] = bench_filters([text], filters, runs=3)
        line = f"transcript {len(text) / 1000:.0f} kB:"
        for name, s in zip(names, seconds[size], strict=True):
            line += f"  {name} {s:.2f} s ({s / len(text) * 1e6:.1f} us/char)"
        if old is not None:
            line += f"  ({seconds[size][1] / seconds[size][0]:.2f}x as fast)"
        print(line, flush=True)
    low, high = TRANSCRIPT_SIZES[-2:]
    print(
        f"transcript {high // 1000} kB / {low // 1000} kB time (linear: {high / low:.1f}):  "
        + "  ".join(
            f"{name} {seconds[high][i] / seconds[low][i]:.2f}" for i, name in enumerate(names)
        )
    )


def bench_import(lines: list[str]) -> float:
    from supermemory_local.store.privacy import _MEMO
    from supermemory_local.store.repository import MemoryStore

    def run() -> None:
        _MEMO.clear()  # each run filters the rows afresh (the memo is kept per process)
        with MemoryStore.open(url=_fresh("import")) as store:
            store.import_lines(lines)

    return _median_s(run)


def bench_raw_insert(rows: list[dict[str, object]]) -> float:
    from sqlalchemy import insert

    from supermemory_local.store.repository import MemoryStore
    from supermemory_local.store.schema import memories as table

    values = [
        {
            **r,
            "metadata": {},
            "created_at": datetime.fromisoformat(str(r["created_at"])),
            "updated_at": datetime.fromisoformat(str(r["updated_at"])),
        }
        for r in rows
    ]

    def run() -> None:
        with (
            MemoryStore.open(url=_fresh("raw")) as store,
            store._engine.begin() as connection,  # below the repository on purpose
        ):
            connection.execute(insert(table), values)

    return _median_s(run)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=20_000)
    parser.add_argument("--baseline", default=DEFAULT_BASELINE, help="git revision to compare")
    parser.add_argument(
        "--long",
        action="store_true",
        help="also the corpus's texts of 4,000+ characters (what a summary reads)",
    )
    parser.add_argument(
        "--transcript",
        action="store_true",
        help="also whole transcripts of 50, 150 and 300 kB, each filtered as one text",
    )
    args = parser.parse_args()

    from bench.store_bench import memories
    from supermemory_local.store import privacy
    from supermemory_local.store.privacy import redact

    if args.rows == 0:
        old = _baseline_redact(args.baseline)
        print(f"load {os.getloadavg()[0]:.1f}")
        if args.long:
            bench_long(old, args.baseline)
        if args.transcript:
            bench_transcript(old, args.baseline)
        return 0
    rows = list(memories(args.rows))
    texts = [str(r["content"]) for r in rows]
    megabytes = sum(len(t.encode()) for t in texts) / 1e6
    lines = [json.dumps(r, ensure_ascii=False) for r in rows]
    n = len(rows)

    print(
        f"{n:,} rows ({len(set(texts)):,} distinct), {megabytes:.1f} MB of content"
        f" (medians of 5 interleaved / 3 runs; load {os.getloadavg()[0]:.1f})"
    )
    old = _baseline_redact(args.baseline)
    # The filter keeps what it found for a text (privacy._MEMO): timed without it, every
    # row filtered afresh (the figure to compare), and with it, emptied before each pass
    # (a row repeated in the pass is found once, as in one import of these rows).
    memo = privacy._MEMO

    def fresh(text: str) -> tuple[str, int]:
        memo.enabled = False
        try:
            return redact(text)
        finally:
            memo.enabled = True

    def memoized(text: str) -> tuple[str, int]:
        return redact(text)

    filters = [fresh, memoized] if old is None else [fresh, old, memoized]
    new_s, *rest = bench_filters(texts, filters, before_pass={memoized: memo.clear})
    print(
        f"redact(), this checkout        {n / new_s:>10,.0f} rows/s  {megabytes / new_s:6.1f} MB/s"
    )
    if old is not None:
        old_s = rest.pop(0)
        print(
            f"redact(), {args.baseline:<20} {n / old_s:>10,.0f} rows/s  "
            f"{megabytes / old_s:6.1f} MB/s  (this checkout is {old_s / new_s:.2f}x as fast)"
        )
    (memo_s,) = rest
    print(
        f"redact(), this checkout, memo  {n / memo_s:>10,.0f} rows/s  "
        f"{megabytes / memo_s:6.1f} MB/s  (emptied before each pass)"
    )
    if args.long:
        bench_long(old, args.baseline)
    if args.transcript:
        bench_transcript(old, args.baseline)
    import_s = bench_import(lines)
    raw_s = bench_raw_insert(rows)
    print(f"import_lines() (filter + insert) {n / import_s:>8,.0f} rows/s")
    print(f"raw executemany (no filter)      {n / raw_s:>8,.0f} rows/s")
    print(
        f"filter share of import: {new_s / import_s:.0%}; import / raw insert time: "
        f"{import_s / raw_s:.1f}x"
    )
    shutil.rmtree(WORK, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
