"""The privacy filter on texts built to be slow: long runs of one character after a word
that opens a rule. Run by hand (not a test); prints a report.

    .venv/bin/python -m bench.privacy_worst_case [--baseline REF] [--n 2000] [--limit 10]
    .venv/bin/python -m bench.privacy_worst_case --search [--n 1500]

Each shape is a trigger word (``password``, ``verification code``, ``echo`` …) followed by
a run of n and then 2n repeats of one piece (a blank, a tab, ``|`` …) and one closing
character. For this checkout and for the filter of git revision ``--baseline``, it prints
the median of three calls at 2n (memo off) and the growth exponent log2(t(2n) / t(n)):
1 is linear, 2 quadratic, 3 cubic. A call that takes longer than ``--limit`` seconds is
stopped and printed as ``> limit``: such a text would stall a write for as long.

``--search`` looks for shapes nobody listed yet: every word of every pattern the filter
holds and every trigger word its sections declare, followed by a separator and a run of
one piece, then each such word and its separator repeated without a break (``pw=pw=…``);
what grows faster than linearly is printed (the shapes in ``SHAPES`` below
marked "found by --search" came from it).
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
    # found by ``--search`` (each took seconds at 6,000 characters before its fix)
    ('"npm:', "a", '"'),  # a quoted id:secret pair's name tried from each letter
    ('a("http://', "x", ")"),
    ("pw ", "A", "x"),  # a pattern of env names, TF_VAR_*
    ("setup key", "\t", "x"),  # grouped key digits
    ("--pop", "\t", "x"),
    (" otp=", " ", "x"),  # a one-time code's blanks
    ("access code: ", "\t", "x"),
    ("/user: ", "=", "x"),  # a user:password flag's separator
    ('pw = "".join(["abcdef", "ghijkl"', " ", "x"),  # literals joined
    ("| a | b |\n", " ", "|---|---|"),  # a Markdown table's row
    ("x / ", ".", "x"),  # a login and its password around a slash
    ("your code is ", "<strong>", "!"),  # tags before a code: exponential in their number
    # a trigger repeated without a break: a value after each, all ending together (found
    # by ``--search``'s second family; 50 kB took minutes before the outermost was judged
    # alone)
    ("pw=", "pw=", "x"),
    ("PASSWORD=", "PASSWORD=", "x"),
    ("auth=", "auth=", "x"),
    ("pkcs11:token=", "pkcs11:token=", "x"),
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


_SEARCH_SEPARATORS = ("", " ", "=", ": ", '="')
_SEARCH_PIECES = (" ", "\t", "a", "A", "0", "-", "_", ".", "/", ":", "=", "aB3", '"', "'")
_SEARCH_PIECES += ("\n", ",", ";", " a", "a=", "\\")


def _search_words() -> list[str]:
    """The trigger candidates: each section's declared words and every word of three to
    thirteen letters in a pattern of the filter's modules."""
    import re

    from supermemory_local.store import privacy, secret_rules

    words: set[str] = set()
    for declared in privacy._DISPATCH_WORDS.values():
        words.update(w for w in declared if 2 <= len(w) <= 16)
    for module in (privacy, secret_rules):
        for value in vars(module).values():
            pattern = value if isinstance(value, re.Pattern) else getattr(value, "pattern", None)
            if isinstance(pattern, re.Pattern):  # (a compiled pattern, or a scan's)
                found = re.findall(r"[A-Za-z][a-z]{2,12}", pattern.pattern)
                words.update(w.lower() for w in found)
    return sorted(words)


def _search(n: int, limit: float) -> int:
    """Each trigger, separator and piece at n and 4n characters: a shape whose time grows
    more than 7x (a linear one grows 4x) and takes over 0.15 s at 4n is printed, then
    measured again at 4n and 8n to confirm (noise on a shared machine makes single
    small timings grow)."""
    from supermemory_local.store import privacy

    privacy._MEMO.enabled = False
    redact = privacy.redact
    redact("warm up: password = x")
    words = _search_words()
    print(
        f"searching {len(words):,} triggers x {len(_SEARCH_SEPARATORS)} separators x "
        f"{len(_SEARCH_PIECES)} pieces, runs of n = {n:,} and 4n"
    )
    found = 0
    for word in words:
        for sep in _SEARCH_SEPARATORS:
            for piece in _SEARCH_PIECES:
                head = word + sep
                small = _time(redact, head + piece * (n // len(piece)), limit)
                if small < 0.002:
                    continue
                large = _time(redact, head + piece * (4 * n // len(piece)), limit)
                if not (math.isinf(large) or (large / small > 7 and large > 0.15)):
                    continue
                large = _measure(redact, head + piece * (4 * n // len(piece)), limit)
                larger = _measure(redact, head + piece * (8 * n // len(piece)), limit)
                growth = _growth(large, larger)
                if math.isinf(larger) or larger / max(large, 1e-9) > 2.6:
                    found += 1
                    print(
                        f"{head!r:<24}{piece!r:<8}{_fmt(larger, limit):>14} at 8n, growth {growth}",
                        flush=True,
                    )
    # the second family: a trigger and its separator repeated without a break
    # (``pw=pw=pw=…``), where each repeat opens a value
    for word in words:
        for sep in ("=", ":"):
            unit = word + sep
            small = _time(redact, unit * (n // len(unit)), limit)
            if small < 0.002:
                continue
            large = _time(redact, unit * (4 * n // len(unit)), limit)
            if math.isinf(large) or (large / small > 7 and large > 0.15):
                found += 1
                print(f"{unit!r:<24}{'(repeated)':<8}{_fmt(large, limit):>14} at 4n", flush=True)
    print(f"{found} shape(s) grow faster than linearly")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default="HEAD~1", help="git revision to compare")
    parser.add_argument("--n", type=int, default=2000, help="characters of the run (n)")
    parser.add_argument("--limit", type=float, default=10.0, help="seconds before a stop")
    parser.add_argument(
        "--search",
        action="store_true",
        help="look for new slow shapes: every word of every rule's pattern and trigger list "
        "as the trigger, several separators and pieces; prints the shapes that grow faster "
        "than linearly (this checkout only; minutes)",
    )
    args = parser.parse_args()
    if args.search:
        return _search(args.n, args.limit)

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
