"""The cyclic garbage collector paused for the length of one engine call.

A call on a long history allocates many objects that live on (each message's entries,
index positions and cached findings), and CPython's collector counts those
allocations: every 700 it scans the young objects, and now and then the whole heap,
the history the caller holds included. On a 20,000-message history that was a third
of a cold ``recover()`` (one full collection, 70-80 ms) and a quarter of a fresh
manager's first ``prepare()`` (four of them, 320-350 ms): the same history scanned
again and again, while the engine makes no reference cycle for it to find (its caches
are built so that none forms, see ``facts_memo``).

Paused, the call allocates without being interrupted; reference counting frees what
it drops, as always, and the collector takes up its counts where it left them when the
call returns (what the call kept is scanned once, as young objects, at the next
collection). A collector that the host had disabled stays disabled; calls that overlap
(threads, a call inside a call) re-enable it only when the last one returns.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


class _Pause:
    """How many calls run with the collector paused, and whether to resume it."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.depth = 0
        self.resume = False  # the collector was enabled when the first call paused it

    def enter(self) -> None:
        with self.lock:
            if self.depth == 0:
                self.resume = gc.isenabled()
                gc.disable()
            self.depth += 1

    def leave(self) -> None:
        with self.lock:
            self.depth -= 1
            if self.depth == 0 and self.resume:
                gc.enable()


_PAUSE = _Pause()


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector disabled inside the block (see the module)."""
    _PAUSE.enter()
    try:
        yield
    finally:
        _PAUSE.leave()


def pauses_collector(fn: Callable[P, R]) -> Callable[P, R]:
    """``fn`` run with the collector paused (see :func:`collector_paused`)."""

    enter, leave = _PAUSE.enter, _PAUSE.leave

    @wraps(fn)
    def paused(*args: P.args, **kwargs: P.kwargs) -> R:
        # not collector_paused(): a generator-based context manager costs more than a
        # short call itself (this wraps every prepare())
        enter()
        try:
            return fn(*args, **kwargs)
        finally:
            leave()

    return paused
