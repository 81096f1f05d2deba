"""fts write settings: SQLite's FTS5 index merges 8 segments at a time, buffers 8 MiB

FTS5 keeps the terms of a write in memory and writes them to disk as a new segment when
the buffer (``hashsize``, 1 MiB by default) fills or the statement ends; ``automerge``
(4 by default) segments of a level are then merged into one of the next level, a few
pages per write. A batch import of 100,000 memories of ~200 characters wrote a segment
every ~1,700 rows and rewrote each term about log4(60) = 3 times. With an 8 MiB buffer a
statement of 3,276 rows (the most SQLite's parameter limit allows) is one segment, and
merging 8 at a time rewrites each term about twice: the store's schema took 49 -> 34 us
a row of such an import (the raw FTS5 floor: 29). A query reads a few more segments
(at 100,000 memories 13 instead of 16, as merges finish at other times), the search
p50s unchanged within the noise.

PostgreSQL: nothing (its indexes have no such settings).

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

AUTOMERGE = 8
HASHSIZE = 8 * 2**20
# FTS5's own defaults.
DEFAULT_AUTOMERGE = 4
DEFAULT_HASHSIZE = 2**20


def _configure(automerge: int, hashsize: int) -> None:
    """FTS5's settings live in its config table, written through these special INSERTs."""
    for name, value in (("automerge", automerge), ("hashsize", hashsize)):
        op.execute(f"INSERT INTO memories_fts(memories_fts, rank) VALUES ('{name}', {value})")


def upgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        _configure(AUTOMERGE, HASHSIZE)


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        _configure(DEFAULT_AUTOMERGE, DEFAULT_HASHSIZE)
