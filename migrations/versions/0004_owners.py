"""owners: who wrote each memory; on PostgreSQL, row-level security for teams

Every memory gets an ``owner``: the OS user on SQLite, the database role on PostgreSQL
(set by the server: ``DEFAULT current_user``, and checked by the policies below).

PostgreSQL row-level security, so each member of a team connects as their own role and
the database itself decides (``supermemory db team`` creates the roles and grants):

- project scopes and tags are shared: everyone reads them and adds to them;
- a user scope (``opencode_user_…``) is private: its rows are read only by their owner;
- a row is added only as oneself (``owner = current_user``);
- a row is changed or deleted only by its owner, or by a member of ``supermemory_admin``
  (who cannot read other people's user scopes either).

The table's owner (who ran this migration) and superusers are not bound by the policies.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ADMIN_ROLE = "supermemory_admin"
PRIVATE_SCOPES = r"opencode\_user\_%"
# A function, so the policies work before the admin role exists (no role: nobody is admin).
IS_ADMIN = f"""
CREATE OR REPLACE FUNCTION supermemory_is_admin() RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT pg_has_role(current_user, oid, 'MEMBER') FROM pg_roles
     WHERE rolname = '{ADMIN_ROLE}'),
    false)
$$
"""
OWN_OR_ADMIN = "(owner = current_user OR supermemory_is_admin())"
POLICIES = (
    "CREATE POLICY memories_read ON memories FOR SELECT "
    f"USING (scope NOT LIKE '{PRIVATE_SCOPES}' OR owner = current_user)",
    "CREATE POLICY memories_add ON memories FOR INSERT WITH CHECK (owner = current_user)",
    f"CREATE POLICY memories_change ON memories FOR UPDATE USING {OWN_OR_ADMIN} "
    "WITH CHECK (owner = current_user OR supermemory_is_admin())",
    f"CREATE POLICY memories_delete ON memories FOR DELETE USING {OWN_OR_ADMIN}",
)
POLICY_NAMES = ("memories_read", "memories_add", "memories_change", "memories_delete")


def upgrade() -> None:
    op.add_column("memories", sa.Column("owner", sa.String(length=255), nullable=True))
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("UPDATE memories SET owner = current_user WHERE owner IS NULL")
    op.execute("ALTER TABLE memories ALTER COLUMN owner SET DEFAULT current_user")
    op.execute(IS_ADMIN)
    for statement in POLICIES:
        op.execute(statement)
    op.execute("ALTER TABLE memories ENABLE ROW LEVEL SECURITY")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("ALTER TABLE memories DISABLE ROW LEVEL SECURITY")
        for name in POLICY_NAMES:
            op.execute(f"DROP POLICY IF EXISTS {name} ON memories")
        op.execute("DROP FUNCTION IF EXISTS supermemory_is_admin()")
    # Not batch mode: on SQLite that copies the table and drops the full-text triggers
    # of 0003 with it. SQLite has had DROP COLUMN since 3.35.
    op.drop_column("memories", "owner")
