"""Text rules of the memories: what the database cannot store (shared by the write path
and the search parser), and a memory's content on one line (the CLI and the hosts)."""

from __future__ import annotations

import re

# NUL (PostgreSQL refuses it) and lone surrogates (not encodable as UTF-8).
UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def one_line(text: str, limit: int | None = None) -> str:
    """Content collapsed to one line (whitespace runs -> one space), cut to ``limit``."""
    flat = " ".join(text.split())
    if limit is not None and len(flat) > limit:
        return flat[: limit - 1] + "…"
    return flat
