"""fts write settings: SQLite's FTS5 index buffers 8 MiB of terms before it writes them

FTS5 keeps the terms of a write in memory and writes them to disk as a new segment when
the buffer (``hashsize``, 1 MiB by default) fills or the statement ends; every 4
segments of a level are then merged into one of the next level, a few pages per write.
A batch import of memories of ~200 characters wrote a segment every ~1,700 rows. With an
8 MiB buffer a statement of 3,276 rows (the most SQLite's parameter limit allows for an
import's 10 columns) is one segment: fewer segments to write, to merge and to read. At
100,000 memories the index held 8 segments instead of 16 and a rare term's search p50
was 0.91 instead of 1.00 ms. (Merging 8 segments at a time, ``automerge`` 8, made the
import's index writes another ~0.3x the raw FTS5 floor cheaper but left more segments,
and rare-term searches 15-20 % slower: not taken.)

PostgreSQL: nothing (its indexes have no such setting).

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

HASHSIZE = 8 * 2**20
DEFAULT_HASHSIZE = 2**20  # FTS5's own


def _configure(hashsize: int) -> None:
    """FTS5's settings live in its config table, written through this special INSERT."""
    op.execute(f"INSERT INTO memories_fts(memories_fts, rank) VALUES ('hashsize', {hashsize})")


def upgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        _configure(HASHSIZE)


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        _configure(DEFAULT_HASHSIZE)
