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


def first_line(exc: BaseException) -> str:
    """The first line of an exception's message (a database driver's own, when wrapped)."""
    orig = getattr(exc, "orig", None)
    text = str(orig if orig is not None else exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
