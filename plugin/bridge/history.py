"""The histories the shim sends for ``messages.transform``, without resending them.

OpenCode hands the hook the whole history before every model call. The shim sends a
message in full once (with ``sig``, a cheap signature of its content: part count,
text length, tool states) and afterwards only ``{"id", "sig"}`` while the signature
is unchanged. The bridge keeps the full messages here, so the same dicts come back
each call and the adapter and the engine reuse their per-message work. A stub the
bridge does not hold (it restarted, or evicted it) answers ``{"resend": true}`` and
the shim sends the history in full.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import Any

MAX_MESSAGES = 50_000


class HistoryCache:
    def __init__(self, limit: int = MAX_MESSAGES) -> None:
        self.limit = limit
        self._messages: OrderedDict[str, tuple[Any, Mapping[str, Any]]] = OrderedDict()

    def resolve(self, payload: Sequence[Any]) -> list[Mapping[str, Any]] | None:
        """The full messages for ``payload``, or None when a stub is unknown."""
        out: list[Mapping[str, Any]] = []
        store = self._messages
        for item in payload:
            if not isinstance(item, Mapping):
                continue
            message_id = item.get("id")
            if "info" in item:  # sent in full
                info = item.get("info")
                key = info.get("id") if isinstance(info, Mapping) else None
                if isinstance(key, str) and key:
                    store[key] = (item.get("sig"), item)
                    store.move_to_end(key)
                out.append(item)
                continue
            entry = store.get(message_id) if isinstance(message_id, str) else None
            if entry is None or entry[0] != item.get("sig"):
                return None
            store.move_to_end(message_id)  # type: ignore[arg-type]
            out.append(entry[1])
        while len(store) > self.limit:
            store.popitem(last=False)
        return out
