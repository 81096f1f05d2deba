"""scope names: what each scope stands for (a project's path and name, a user's email)

A scope is stored as an opaque tag (``opencode_project_<16 hex>``, ``opencode_user_<16
hex>``), so a list of memories could not say which project they belong to. The new
``scopes`` table records, once per scope, its ``kind`` (project, user), a display
``name`` (the project directory's name; the user's email) and the project's ``path``.
The product writes the row whenever it resolves a scope (the CLI's ``--scope project``
or ``user``, a host opening the project's memories), so scopes created before this
revision are named on their first use after it.

PostgreSQL: the same row-level security as ``memories`` (migration 0004): a user scope's
row holds an email, so only its owner reads it; project rows are shared; a row is added
only as oneself and changed or deleted by its owner or a ``supermemory_admin``.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-04
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

PRIVATE_SCOPES = r"opencode\_user\_%"
OWN_OR_ADMIN = "(owner = current_user OR supermemory_is_admin())"
POLICIES = (
    "CREATE POLICY scopes_read ON scopes FOR SELECT "
    f"USING (scope NOT LIKE '{PRIVATE_SCOPES}' OR owner = current_user)",
    "CREATE POLICY scopes_add ON scopes FOR INSERT WITH CHECK (owner = current_user)",
    f"CREATE POLICY scopes_change ON scopes FOR UPDATE USING {OWN_OR_ADMIN} "
    "WITH CHECK (owner = current_user OR supermemory_is_admin())",
    f"CREATE POLICY scopes_delete ON scopes FOR DELETE USING {OWN_OR_ADMIN}",
)


def upgrade() -> None:
    op.create_table(
        "scopes",
        sa.Column("scope", sa.String(length=255), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("name", sa.String(length=255), nullable=False),
        sa.Column("path", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("owner", sa.String(length=255), nullable=True),
        sa.PrimaryKeyConstraint("scope", name=op.f("pk_scopes")),
    )
    op.create_index(op.f("ix_scopes_name"), "scopes", ["name"])
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("ALTER TABLE scopes ALTER COLUMN owner SET DEFAULT current_user")
    for statement in POLICIES:
        op.execute(statement)
    op.execute("ALTER TABLE scopes ENABLE ROW LEVEL SECURITY")
    # Members of an existing team may use the new table as they use memories.
    op.execute(
        "DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'supermemory_member') "
        "THEN GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE scopes TO supermemory_member; "
        "END IF; END $$"
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_scopes_name"), table_name="scopes")
    op.drop_table("scopes")
