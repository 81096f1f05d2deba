"""list indexes: (scope, id), (type, id), (session_id, id)

`list` filters by scope, type or session and returns the newest first (ORDER BY id
DESC LIMIT n). With one-column indexes SQLite sorted every row of the scope in a
temporary B-tree; a composite index reads the newest rows straight off the index.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

COLUMNS = ("scope", "type", "session_id")


def upgrade() -> None:
    for column in COLUMNS:
        op.create_index(f"ix_memories_{column}_id", "memories", [column, "id"])
        op.drop_index(f"ix_memories_{column}", table_name="memories")


def downgrade() -> None:
    for column in COLUMNS:
        op.create_index(f"ix_memories_{column}", "memories", [column])
        op.drop_index(f"ix_memories_{column}_id", table_name="memories")
