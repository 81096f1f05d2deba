"""What it costs to see an in-place edit: the complete checks of a history, side by side.

Run by hand: ``.venv/bin/python -m bench.check_cost``. On engine_bench's session at
200, 2,000 and 20,000 messages (the caller's dicts, as a warm ``prepare()`` gets them),
each line is the best of ``--repeat`` runs, in milliseconds, in one process:

- ``snapshot ==``: what the adapter does (``engine/messages.py``): the history compared
  at C level with a snapshot of each message (its dicts and lists copied, its strings
  shared);
- ``referents+keys+lengths``: the flat alternative: every dict and list in the history
  listed once, then per call the objects each refers to (``gc.get_referents``, one C
  call; a dict with string keys yields its values only), the keys of every dict, and
  the length of each container, compared with lists kept from before. Complete as well
  (a value moved to another key keeps the values and lengths: the keys tell);
- ``values only``: its first part alone (not complete: a renamed key is missed);
- ``touch each dict``: ``len()`` of every dict and list, the least a complete check does
  (not a check);
- ``identity``: the history compared by the identity of its dicts, what
  ``trusted_history=True`` pays.

Every complete check reads each dict and each value of the history (CPython's
comparisons and containers count references, so a string they never read is still
touched): on a long history this is memory traffic, not Python, and no arrangement of
it at C level is much cheaper than the snapshot comparison. The load average is printed.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from collections.abc import Callable
from itertools import chain
from typing import Any

from supermemory_local.engine.messages import snapshot

SIZES = (200, 2_000, 20_000)


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


def _best(fn: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        assert fn()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def _row(live: list[dict[str, Any]], repeat: int) -> list[float]:
    """The five timings of one history (see the module docstring)."""
    kept = list(live)
    shots = [snapshot(m) for m in live]
    conts: list[Any] = []
    for m in live:
        _containers(m, conts)
    dicts = [c for c in conts if type(c) is dict]
    refs = gc.get_referents(*conts)
    keys = list(chain.from_iterable(dicts))
    lengths = list(map(len, conts))

    def flat() -> bool:
        return bool(
            gc.get_referents(*conts) == refs
            and list(chain.from_iterable(dicts)) == keys
            and list(map(len, conts)) == lengths
        )

    return [
        _best(lambda: live == shots, repeat),
        _best(flat, repeat),
        _best(lambda: gc.get_referents(*conts) == refs, repeat),
        _best(lambda: list(map(len, conts)) is not None, repeat),
        _best(lambda: live == kept, repeat),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.check_cost")
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args(argv)
    from bench.engine_bench import session

    history = session(max(SIZES))
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    names = ("snapshot ==", "referents+keys+lengths", "values only", "touch each dict", "identity")
    print(f"{'messages':>9} | " + " | ".join(f"{n:>22}" for n in names) + " (ms)")
    for n in SIZES:
        cells = _row(history[:n], args.repeat)
        print(f"{n:>9} | " + " | ".join(f"{c:>22.3f}" for c in cells))
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
