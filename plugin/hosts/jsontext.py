"""JSON from a host that Python can always encode again: lone surrogates (half an emoji,
as JavaScript string slicing makes them) become U+FFFD. The bridge's protocol reads
every request through it, ``supermemory compact`` every transcript file."""

from __future__ import annotations

import re
from typing import Any

_SURROGATE = re.compile("[\ud800-\udfff]")


def sanitized(value: Any) -> Any:
    """``value`` with every lone surrogate in its strings replaced by U+FFFD (no recursion)."""
    if isinstance(value, str):
        return _clean(value)
    if not isinstance(value, dict | list):
        return value
    root: list[Any] = [value]
    stack: list[dict[str, Any] | list[Any]] = [value]
    while stack:
        node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node)
        changes: list[tuple[Any, Any]] = []
        for key, item in items:
            if isinstance(item, str):
                clean = _clean(item)
                if clean is not item:
                    changes.append((key, clean))
            elif isinstance(item, dict | list):
                stack.append(item)
            if isinstance(key, str) and _SURROGATE.search(key):
                changes.append((("rename", key), item))
        for key, item in changes:
            if isinstance(key, tuple):  # a key with a lone surrogate
                assert isinstance(node, dict)
                node.pop(key[1], None)
                node[_clean(key[1])] = item
            else:
                node[key] = item
    return root[0]


def _clean(text: str) -> str:
    if text.isascii() or not _SURROGATE.search(text):
        return text
    return _SURROGATE.sub("\ufffd", text)
