"""Memory ids: ``mem_`` + a ULID, monotonic within a process so ids sort in creation order."""

from __future__ import annotations

import os
import re
import threading
import time

PREFIX = "mem_"
ID_PATTERN = re.compile(r"^mem_[0-9A-HJKMNP-TV-Z]{26}$")

_RANDOM_BITS = 80
_lock = threading.Lock()
_last_ms = 0
_last_random = 0


def new_memory_id() -> str:
    """A new unique id; later calls in this process always sort after earlier ones.

    Within one millisecond (or if the wall clock steps back) the random part of the
    previous id is incremented instead of drawn afresh, as the ULID spec describes.
    """
    global _last_ms, _last_random
    with _lock:
        now_ms = time.time_ns() // 1_000_000
        if now_ms <= _last_ms:
            now_ms = _last_ms
            random_part = _last_random + 1
            if random_part >= 1 << _RANDOM_BITS:  # 2**80 ids in one millisecond: move on
                now_ms += 1
                random_part = int.from_bytes(os.urandom(10), "big") >> 1
        else:
            # Top bit cleared so increments within the millisecond cannot overflow in practice.
            random_part = int.from_bytes(os.urandom(10), "big") >> 1
        _last_ms, _last_random = now_ms, random_part
    from ulid import ULID  # here, not at import: the CLI's read-only commands never need it

    raw = now_ms.to_bytes(6, "big") + random_part.to_bytes(10, "big")
    return PREFIX + str(ULID.from_bytes(raw))


def is_memory_id(value: str) -> bool:
    """Whether ``value`` has the shape of a memory id."""
    return bool(ID_PATTERN.match(value))
