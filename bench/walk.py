"""The walk of one ``prepare()`` through the engine's files: rooms and returns.

Run by hand: ``.venv/bin/python -m bench.walk``. Every Python call made inside the
package during one ``prepare()`` (a warm manager, the caller sending its whole history
with one message appended, as an agent loop does) is followed with ``sys.setprofile``;
the walk of the *messages* is the sequence of files entered by the calls that are handed
the history (an argument that is a list or tuple of two or more messages: the caller's
dicts or the engine's ``Msg``); ``--every-call`` follows every call instead. A *room*
is a file of the package the walk visits; a *return* is a step back into a file the walk had already
visited and then left (``a -> b -> a`` is one return). The fewer returns, the more one
file does its part and hands on, the easier the flow is to follow.

``--compacting`` walks a ``prepare()`` that compacts instead: the window is sized so the
history is at 70 % of it (Layer 1 leaves it alone), and the usage observed before the
call is at 90 % of it, over the threshold: the preemptive compaction runs (the offline
extractive summary), then Layer 2 when the result is still above the usable window.

It prints the rooms and returns of the walk, and each room with the times it was entered.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from types import FrameType
from typing import Any

import supermemory_local

PACKAGE = Path(supermemory_local.__file__).resolve().parent


def _holds_messages(frame: FrameType) -> bool:
    from supermemory_local.engine.messages import Msg

    code = frame.f_code
    count = code.co_argcount + code.co_kwonlyargcount
    for name in code.co_varnames[:count]:
        value = frame.f_locals.get(name)
        if isinstance(value, list | tuple) and len(value) >= 2:
            first = value[0]
            if isinstance(first, Msg) or (isinstance(first, dict) and "role" in first):
                return True
    return False


def walk(call: Any, *, every_call: bool = False) -> list[str]:
    """The files of the package the calls step into, in order, during ``call()``."""
    steps: list[str] = []
    here = str(PACKAGE)

    def profile(frame: FrameType, event: str, _arg: Any) -> None:
        if event != "call":
            return
        name = frame.f_code.co_filename
        if name.startswith(here) and (every_call or _holds_messages(frame)):
            steps.append(str(Path(name).resolve().relative_to(PACKAGE)))

    sys.setprofile(profile)
    try:
        call()
    finally:
        sys.setprofile(None)
    return steps


def rooms_and_returns(steps: Sequence[str]) -> tuple[int, int, Counter[str]]:
    entered: Counter[str] = Counter()
    seen: set[str] = set()
    returns = 0
    current: str | None = None
    for room in steps:
        if room == current:
            continue
        if room in seen:
            returns += 1
        seen.add(room)
        entered[room] += 1
        current = room
    return len(seen), returns, entered


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.walk")
    parser.add_argument("--messages", type=int, default=2_000, help="history length")
    parser.add_argument("--every-call", action="store_true", help="follow every call")
    parser.add_argument(
        "--compacting", action="store_true", help="walk a prepare() that compacts (see above)"
    )
    args = parser.parse_args(argv)

    from bench.engine_bench import session
    from bench.harness.replay import no_store_manager

    history = session(args.messages + 1)
    window = 200_000
    if args.compacting:
        window = math.ceil(no_store_manager(window, "openai").estimate(history) / 0.7)
    cm = no_store_manager(window, "openai")
    cm.prepare(history[:-1])  # warm: the manager has seen all but the newest message
    if args.compacting:
        cm.observe_usage(input_tokens=int(window * 0.9))
    steps = walk(lambda: cm.prepare(history), every_call=args.every_call)
    rooms, returns, entered = rooms_and_returns(steps)
    what = "every call" if args.every_call else "the messages"
    call = f"prepare() of {args.messages + 1:,} messages"
    if args.compacting:
        call += f", compacting ({cm.compactions} summary, window {window:,})"
    print(f"{call}, {what}: {rooms} rooms, {returns} returns")
    for room, times in entered.most_common():
        print(f"  {times:4d}  {room}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
