"""memories table with full-text search

SQLite: an FTS5 index with the trigram tokenizer (finds text without spaces, such as
Chinese), external content kept in sync by triggers. PostgreSQL: a GIN index over
to_tsvector('simple', content).

Revision ID: 0001
Revises:
Create Date: 2026-11-30
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SQLITE_FTS = (
    "CREATE VIRTUAL TABLE memories_fts USING fts5("
    "content, content='memories', content_rowid='pk', tokenize='trigram')",
    "CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN "
    "INSERT INTO memories_fts(rowid, content) VALUES (new.pk, new.content); END",
    "CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN "
    "INSERT INTO memories_fts(memories_fts, rowid, content) VALUES ('delete', old.pk, old.content); END",
    "CREATE TRIGGER memories_fts_update AFTER UPDATE OF content ON memories BEGIN "
    "INSERT INTO memories_fts(memories_fts, rowid, content) VALUES ('delete', old.pk, old.content); "
    "INSERT INTO memories_fts(rowid, content) VALUES (new.pk, new.content); END",
)
SQLITE_FTS_DROP = (
    "DROP TRIGGER IF EXISTS memories_fts_update",
    "DROP TRIGGER IF EXISTS memories_fts_delete",
    "DROP TRIGGER IF EXISTS memories_fts_insert",
    "DROP TABLE IF EXISTS memories_fts",
)
PG_FTS = (
    "CREATE INDEX ix_memories_content_tsv ON memories "
    "USING GIN (to_tsvector('simple'::regconfig, content))"
)


def upgrade() -> None:
    op.create_table(
        "memories",
        sa.Column("pk", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("type", sa.String(length=32), nullable=False),
        sa.Column("scope", sa.String(length=255), nullable=False),
        sa.Column("session_id", sa.String(length=255), nullable=True),
        sa.Column("source", sa.String(length=255), nullable=True),
        sa.Column("metadata", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("pk", name="pk_memories"),
        sa.UniqueConstraint("id", name="uq_memories_id"),
    )
    op.create_index("ix_memories_scope", "memories", ["scope"])
    op.create_index("ix_memories_type", "memories", ["type"])
    op.create_index("ix_memories_session_id", "memories", ["session_id"])
    dialect = op.get_bind().dialect.name
    if dialect == "sqlite":
        for statement in SQLITE_FTS:
            op.execute(statement)
    elif dialect == "postgresql":
        op.execute(PG_FTS)


def downgrade() -> None:
    dialect = op.get_bind().dialect.name
    if dialect == "sqlite":
        for statement in SQLITE_FTS_DROP:
            op.execute(statement)
    elif dialect == "postgresql":
        op.execute("DROP INDEX IF EXISTS ix_memories_content_tsv")
    op.drop_index("ix_memories_session_id", table_name="memories")
    op.drop_index("ix_memories_type", table_name="memories")
    op.drop_index("ix_memories_scope", table_name="memories")
    op.drop_table("memories")
