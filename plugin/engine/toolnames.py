"""Tool-name matching across naming styles.

Hosts name the same tool differently: ``read``, ``read_file``, ``Read``,
``ReadFile``; ``webfetch``, ``WebFetch``, ``web_fetch``; ``search_files``,
``Grep``. A name is normalised by lower-casing it and dropping ``_``, ``-``,
``.`` and spaces, then mapped through a few synonyms (``readfile`` -> ``read``,
``searchfiles`` -> ``search``, ``webfetch`` -> ``fetch``), so every style of
one tool lands on one key.
"""

from __future__ import annotations

from collections.abc import Iterable

_DROP = str.maketrans("", "", "_-. ")
_SYNONYMS: dict[str, str] = {
    "readfile": "read",
    "searchfiles": "search",
    "webfetch": "fetch",
    "editfile": "edit",
    "writefile": "write",
    "createfile": "create",
}


def normalize_tool_name(name: str) -> str:
    """The key a tool name is matched by (``ReadFile`` and ``read_file`` -> ``read``)."""
    key = name.lower().translate(_DROP)
    return _SYNONYMS.get(key, key)


class ToolMatcher:
    """``name in matcher``: does ``name`` match one of the configured tool names?"""

    def __init__(self, names: Iterable[str]) -> None:
        self._keys = frozenset(normalize_tool_name(n) for n in names)
        self._seen: dict[str, bool] = {}

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        hit = self._seen.get(name)
        if hit is None:
            hit = normalize_tool_name(name) in self._keys
            if len(self._seen) < 4096:
                self._seen[name] = hit
        return hit
