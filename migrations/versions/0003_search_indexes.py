"""search indexes: the scope inside SQLite's FTS index; pg_trgm and a stored tsvector

SQLite: the FTS5 index becomes contentless (the text is in ``memories`` already) with a
second column, ``scope_key``: three private-use characters numbering the memory's scope
in ``memories_fts_scopes``, i.e. exactly one trigram. A scoped search matches
``scope_key : "<key>" AND <terms>`` inside the index, so its cost follows the matches
in the scope, not every match of the word (a scope holding 3 % of the memories made a
common word 3-4x slower than searching all of them). Triggers keep both in sync.

PostgreSQL: a pg_trgm GIN index on ``content``, which answers the case-insensitive
substring match (``ILIKE``) of every query shape (words, phrases, identifiers with ``-``
or ``_``, Chinese); and a stored ``content_tsv`` column that ranks word queries without
re-parsing each matched row. It replaces the expression index over ``to_tsvector``,
which the ILIKE half of the old filter kept the planner from using anyway.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _key(scope: str) -> str:
    """SQL for the scope key of ``scope``: three private-use characters, one trigram."""
    return (
        "(SELECT char(57344 + id % 6400, 57344 + (id / 6400) % 6400, "
        f"57344 + (id / 40960000) % 6400) FROM memories_fts_scopes WHERE scope = {scope})"
    )


_INDEX_NEW = (
    "INSERT OR IGNORE INTO memories_fts_scopes(scope) VALUES (new.scope); "
    "INSERT INTO memories_fts(rowid, content, scope_key) "
    f"VALUES (new.pk, new.content, {_key('new.scope')}); "
)
_UNINDEX_OLD = (
    "INSERT INTO memories_fts(memories_fts, rowid, content, scope_key) "
    f"VALUES ('delete', old.pk, old.content, {_key('old.scope')}); "
)
SQLITE_DROP_OLD = (
    "DROP TRIGGER IF EXISTS memories_fts_update",
    "DROP TRIGGER IF EXISTS memories_fts_delete",
    "DROP TRIGGER IF EXISTS memories_fts_insert",
    "DROP TABLE IF EXISTS memories_fts",
)
SQLITE_UP = (
    "CREATE TABLE memories_fts_scopes (id INTEGER PRIMARY KEY, scope TEXT NOT NULL UNIQUE)",
    "CREATE VIRTUAL TABLE memories_fts USING fts5("
    "content, scope_key, content='', tokenize='trigram')",
    "INSERT INTO memories_fts_scopes(scope) SELECT DISTINCT scope FROM memories ORDER BY scope",
    "INSERT INTO memories_fts(rowid, content, scope_key) "
    "SELECT m.pk, m.content, char(57344 + s.id % 6400, 57344 + (s.id / 6400) % 6400, "
    "57344 + (s.id / 40960000) % 6400) "
    "FROM memories m JOIN memories_fts_scopes s ON s.scope = m.scope ORDER BY m.pk",
    "INSERT INTO memories_fts(memories_fts) VALUES ('optimize')",
    f"CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN {_INDEX_NEW}END",
    f"CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN {_UNINDEX_OLD}END",
    "CREATE TRIGGER memories_fts_update AFTER UPDATE OF content, scope ON memories "
    f"BEGIN {_UNINDEX_OLD}{_INDEX_NEW}END",
)
# Revision 0002's index: external content, kept in sync by triggers.
SQLITE_DOWN = (
    "DROP TRIGGER IF EXISTS memories_fts_update",
    "DROP TRIGGER IF EXISTS memories_fts_delete",
    "DROP TRIGGER IF EXISTS memories_fts_insert",
    "DROP TABLE IF EXISTS memories_fts",
    "DROP TABLE IF EXISTS memories_fts_scopes",
    "CREATE VIRTUAL TABLE memories_fts USING fts5("
    "content, content='memories', content_rowid='pk', tokenize='trigram')",
    "INSERT INTO memories_fts(memories_fts) VALUES ('rebuild')",
    "CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN "
    "INSERT INTO memories_fts(rowid, content) VALUES (new.pk, new.content); END",
    "CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN "
    "INSERT INTO memories_fts(memories_fts, rowid, content) VALUES ('delete', old.pk, old.content); END",
    "CREATE TRIGGER memories_fts_update AFTER UPDATE OF content ON memories BEGIN "
    "INSERT INTO memories_fts(memories_fts, rowid, content) VALUES ('delete', old.pk, old.content); "
    "INSERT INTO memories_fts(rowid, content) VALUES (new.pk, new.content); END",
)
PG_UP = (
    # pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it.
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE INDEX ix_memories_content_trgm ON memories USING GIN (content gin_trgm_ops)",
    "ALTER TABLE memories ADD COLUMN content_tsv tsvector "
    "GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, content)) STORED",
    "DROP INDEX IF EXISTS ix_memories_content_tsv",
    "ANALYZE memories",
)
PG_DOWN = (
    "CREATE INDEX ix_memories_content_tsv ON memories "
    "USING GIN (to_tsvector('simple'::regconfig, content))",
    "ALTER TABLE memories DROP COLUMN IF EXISTS content_tsv",
    "DROP INDEX IF EXISTS ix_memories_content_trgm",
    # The extension stays: other objects of the database may use it.
)


def upgrade() -> None:
    dialect = op.get_bind().dialect.name
    statements: tuple[str, ...] = ()
    if dialect == "sqlite":
        statements = SQLITE_DROP_OLD + SQLITE_UP
    elif dialect == "postgresql":
        statements = PG_UP
    for statement in statements:
        op.execute(statement)


def downgrade() -> None:
    dialect = op.get_bind().dialect.name
    statements: tuple[str, ...] = ()
    if dialect == "sqlite":
        statements = SQLITE_DOWN
    elif dialect == "postgresql":
        statements = PG_DOWN
    for statement in statements:
        op.execute(statement)
