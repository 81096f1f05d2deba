"""The store's exceptions: each carries one line a user can act on."""

from __future__ import annotations

from collections.abc import Sequence


class StoreError(Exception):
    """A store problem, phrased as one line a user can act on."""


class MemoryNotFoundError(StoreError):
    """One or more memory ids do not exist; nothing was changed."""

    def __init__(self, ids: Sequence[str]) -> None:
        self.ids: tuple[str, ...] = tuple(ids)
        noun = "memory" if len(self.ids) == 1 else "memories"
        super().__init__(
            f"no {noun} with id {', '.join(self.ids)} (see `supermemory list`); nothing was deleted"
        )


class OutOfScopeError(StoreError):
    """Memories outside the scopes an action may touch; nothing was changed."""

    def __init__(self, ids: Sequence[str], scopes: Sequence[str]) -> None:
        self.ids: tuple[str, ...] = tuple(ids)
        self.scopes: tuple[str, ...] = tuple(scopes)
        noun = "memory" if len(self.ids) == 1 else "memories"
        super().__init__(
            f"{noun} {', '.join(self.ids)} not in scope {', '.join(self.scopes)}; "
            "nothing was deleted"
        )


class NotAllowedError(StoreError):
    """The database refused the change (PostgreSQL row-level security); nothing changed."""


class PrivacyError(StoreError):
    """The content was entirely private or secret, so nothing was stored."""


class ImportFileError(StoreError):
    """A line of an import file is invalid; nothing was imported."""

    def __init__(self, line: int, problem: str) -> None:
        self.line = line
        super().__init__(f"line {line}: {problem}")


# SQLite's words for storage faults, and what the user can do about each.
_FAULT_HINTS = (
    ("malformed", "the file is damaged: run `supermemory doctor`"),
    ("file is not a database", "the file is damaged or not a database: run `supermemory doctor`"),
    (
        "readonly database",
        "the file or its -wal/-shm is not writable: check their owner and mode (chmod 600)",
    ),
    ("unable to open database file", "check that its directory exists and is writable"),
)


def first_line(exc: BaseException) -> str:
    """The first line of an exception's message (a database driver's own, when wrapped),
    with what to do for the storage faults SQLite reports."""
    orig = getattr(exc, "orig", None)
    text = str(orig if orig is not None else exc).strip()
    line = text.splitlines()[0] if text else type(exc).__name__
    for words, hint in _FAULT_HINTS:
        if words in line.lower():
            return f"{line} ({hint})"
    return line
