"""What it costs to see an in-place edit, in place, beside the call it is part of.

Run by hand: ``.venv/bin/python -m bench.check_cost``. On engine_bench's session (its
dicts made one by one between the tool outputs, as an agent loop's are: scattered over
the heap), at 200, 2,000 and 20,000 messages, a ``trusted_history=True`` manager and a
default one are given the history with one message appended per call (``--calls``
calls), as engine_bench's Part 3. After each trusted call, in the caches it left, one
pass of each of these is timed over the same history:

- ``touch``: ``len()`` of every dict and list the history holds. Not a check: it reads
  each container's header only, less than any complete check must (an edit changes a
  container's entries, and a replaced value is only seen by reading them);
- ``referents``: ``gc.get_referents`` of every container: each container's entries
  read and each value touched once (CPython counts a reference to it). Not a check
  either (a value moved to another key, or from one container to the next, keeps the
  list), but a complete check written in Python reads at least this: every way C code
  offers to read a dict's values counts a reference to each;
- ``snapshot ==``: what the default manager does (``engine/messages.py``): the history
  compared at C level with a snapshot of each message (its dicts and lists copied, its
  strings shared, so they compare by identity without being read), the snapshots
  being the default manager's own.

Then the default manager's call (the trusted call plus the check) is timed. Medians,
in milliseconds, with the load average: the figures are memory traffic, and move with
what else the machine runs.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
from typing import Any

SIZES = (200, 2_000, 20_000)
COLUMNS = ("trusted call", "touch", "referents", "snapshot ==", "default call")


def _containers(value: Any, out: list[Any]) -> None:
    if type(value) is dict:
        out.append(value)
        for v in value.values():
            if type(v) is not str:
                _containers(v, out)
    elif type(value) is list:
        out.append(value)
        for v in value:
            if type(v) is not str:
                _containers(v, out)


def _row(history: list[dict[str, Any]], n: int, calls: int) -> list[float]:
    from bench.engine_bench import WINDOW, _Store, collected
    from supermemory_local.engine.notifier import RecordingNotifier
    from supermemory_local.hosts.library import ContextManager
    from supermemory_local.summarizers import ExtractiveSummarizer

    def manager(trusted: bool) -> ContextManager:
        return ContextManager(
            context_window=WINDOW,
            notifier=RecordingNotifier(),
            summarizer=ExtractiveSummarizer(),
            store=_Store(),  # type: ignore[arg-type]
            trusted_history=trusted,
        )

    trusted, checked = manager(True), manager(False)
    for cm in (trusted, checked):
        cm.prepare(history[:n])
    conts: list[Any] = []
    for m in history[:n]:
        _containers(m, conts)
    got: dict[str, list[float]] = {c: [] for c in COLUMNS}
    clock = time.perf_counter
    for k in range(1, calls + 1):
        live = history[: n + k]
        _containers(live[-1], conts)
        t0 = clock()
        trusted.prepare(live)
        collected()
        t1 = clock()
        list(map(len, conts))
        t2 = clock()
        gc.get_referents(*conts)
        t3 = clock()
        known = checked.state.known.last
        assert known is not None
        shots = known.shots
        head = live[: len(shots)]
        t4 = clock()
        assert head == shots
        t5 = clock()
        checked.prepare(live)
        collected()
        t6 = clock()
        took = (t1 - t0, t2 - t1, t3 - t2, t5 - t4, t6 - t5)
        for column, seconds in zip(COLUMNS, took, strict=True):
            got[column].append(seconds)
    return [statistics.median(got[c]) * 1000 for c in COLUMNS]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.check_cost")
    parser.add_argument("--calls", type=int, default=100)
    args = parser.parse_args(argv)
    from bench.engine_bench import session

    history = session(max(SIZES) + args.calls + 1)
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'messages':>9} | " + " | ".join(f"{c:>12}" for c in COLUMNS) + "  (ms, median)")
    for n in SIZES:
        cells = _row(history, n, args.calls)
        print(f"{n:>9} | " + " | ".join(f"{c:>12.3f}" for c in cells), flush=True)
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
