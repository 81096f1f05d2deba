"""The privacy filter on texts built to be slow: long runs of one character after a word
that opens a rule. Run by hand (not a test); prints a report.

    .venv/bin/python -m bench.privacy_worst_case [--baseline REF] [--n 2000] [--limit 10]

Each shape is a trigger word (``password``, ``verification code``, ``echo`` …) followed by
a run of n and then 2n repeats of one piece (a blank, a tab, ``|`` …) and one closing
character. For this checkout and for the filter of git revision ``--baseline``, it prints
the median of three calls at 2n (memo off) and the growth exponent log2(t(2n) / t(n)):
1 is linear, 2 quadratic, 3 cubic. A call that takes longer than ``--limit`` seconds is
stopped and printed as ``> limit``: such a text would stall a write for as long.
"""

from __future__ import annotations

import argparse
import math
import signal
import statistics
import sys
import time
from collections.abc import Callable

SHAPES: list[tuple[str, str, str]] = [
    ("password", " ", "x"),
    ("password", "\t", "x"),
    ("api_key", " ", "x"),
    ("verification code", " ", "x"),
    ("one-time code", "\t", "x"),
    ("echo", "|", "x"),
    ("username / password", "-", "x"),
    ("client_secret: ", "Qw", "3,"),
    ("passwor", "d passwor", "x"),
    ("token", "a", "!"),
    ("secret", "aB", "!"),
    ("Authorization:", " ", "x"),
    ("-----BEGIN", "-", "x"),
    # a hyphen or a blank repeated where a pattern's name or separator may hold it
    ("pass ", "a-", "x"),
    ("passphrase ", "-", "x"),
    ("part ", " ", "x"),
    ("密码 ", " ", "x"),
]


class _Stopped(Exception):
    pass


def _stop(*_: object) -> None:
    raise _Stopped


def _time(redact: Callable[[str], object], text: str, limit: float) -> float:
    signal.signal(signal.SIGALRM, _stop)
    signal.setitimer(signal.ITIMER_REAL, limit)
    started = time.perf_counter()
    try:
        redact(text)
        return time.perf_counter() - started
    except _Stopped:
        return math.inf
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def _measure(redact: Callable[[str], object], text: str, limit: float) -> float:
    first = _time(redact, text, limit)
    if math.isinf(first):
        return first
    return statistics.median([first, _time(redact, text, limit), _time(redact, text, limit)])


def _fmt(seconds: float, limit: float) -> str:
    return f"> {limit:g} s" if math.isinf(seconds) else f"{seconds * 1000:,.1f} ms"


def _growth(small: float, large: float) -> str:
    if math.isinf(large) or math.isinf(small) or small <= 0:
        return "  -"
    return f"{math.log2(max(large, 1e-9) / small):.1f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default="HEAD~1", help="git revision to compare")
    parser.add_argument("--n", type=int, default=2000, help="characters of the run (n)")
    parser.add_argument("--limit", type=float, default=10.0, help="seconds before a stop")
    args = parser.parse_args()

    from bench.privacy_bench import _baseline_redact
    from supermemory_local.store import privacy

    privacy._MEMO.enabled = False
    filters: list[tuple[str, Callable[[str], object]]] = [("this checkout", privacy.redact)]
    old = _baseline_redact(args.baseline)
    if old is not None:
        filters.append((args.baseline, old))
    else:
        print(f"(revision {args.baseline} is not here: this checkout alone)")
    for _, redact in filters:
        redact("warm up: password = x")  # (the rule set is built on the first call)
    print(f"worst cases, run of n = {args.n:,} and 2n characters, medians of 3 calls at 2n")
    header = f"{'trigger':<22}{'piece':<12}"
    for name, _ in filters:
        header += f"{name:>20}{'growth':>8}"
    print(header)
    for word, piece, close in SHAPES:
        row = f"{word!r:<22}{piece!r:<12}"
        for _, redact in filters:
            small = _measure(redact, word + piece * (args.n // len(piece)) + close, args.limit)
            large = (
                math.inf
                if math.isinf(small)
                else _measure(redact, word + piece * (2 * args.n // len(piece)) + close, args.limit)
            )
            row += f"{_fmt(large, args.limit):>20}{_growth(small, large):>8}"
        print(row, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
