"""events: what the engine did to each session's context, for `supermemory sessions` and `ui`

One row per model call and per strategy step (ids, sizes and names only: never a
message's text). Bounded by ``eventsPerSession`` and ``eventRetentionDays``.

PostgreSQL: the same owner rule as ``memories`` (migration 0004): a row is added only as
oneself; rows of a private user scope (``opencode_user_…``) are read only by their owner;
a row is changed or deleted only by its owner or a member of ``supermemory_admin``.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-04
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

PRIVATE_SCOPES = r"opencode\_user\_%"
OWN_OR_ADMIN = "(owner = current_user OR supermemory_is_admin())"
POLICIES = (
    "CREATE POLICY events_read ON events FOR SELECT "
    f"USING (scope IS NULL OR scope NOT LIKE '{PRIVATE_SCOPES}' OR owner = current_user)",
    "CREATE POLICY events_add ON events FOR INSERT WITH CHECK (owner = current_user)",
    f"CREATE POLICY events_change ON events FOR UPDATE USING {OWN_OR_ADMIN} "
    "WITH CHECK (owner = current_user OR supermemory_is_admin())",
    f"CREATE POLICY events_delete ON events FOR DELETE USING {OWN_OR_ADMIN}",
)
POLICY_NAMES = ("events_read", "events_add", "events_change", "events_delete")


def upgrade() -> None:
    postgres = op.get_bind().dialect.name == "postgresql"
    op.create_table(
        "events",
        sa.Column("pk", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("session_id", sa.String(length=255), nullable=False),
        sa.Column("scope", sa.String(length=255), nullable=True),
        sa.Column("host", sa.String(length=32), nullable=False),
        sa.Column("model", sa.String(length=255), nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("step", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("context_window", sa.Integer(), nullable=True),
        sa.Column("input_reported", sa.Integer(), nullable=True),
        sa.Column("input_estimated", sa.Integer(), nullable=True),
        sa.Column("tokens_before", sa.Integer(), nullable=True),
        sa.Column("tokens_after", sa.Integer(), nullable=True),
        sa.Column("messages_removed", sa.Integer(), nullable=True),
        sa.Column("memory_id", sa.String(length=32), nullable=True),
        sa.Column(
            "owner",
            sa.String(length=255),
            nullable=True,
            server_default=sa.text("current_user") if postgres else None,
        ),
        sa.PrimaryKeyConstraint("pk", name="pk_events"),
    )
    op.create_index("ix_events_session_id_pk", "events", ["session_id", "pk"])
    op.create_index("ix_events_at", "events", ["at"])
    if not postgres:
        return
    for statement in POLICIES:
        op.execute(statement)
    op.execute("ALTER TABLE events ENABLE ROW LEVEL SECURITY")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("ALTER TABLE events DISABLE ROW LEVEL SECURITY")
        for name in POLICY_NAMES:
            op.execute(f"DROP POLICY IF EXISTS {name} ON events")
    op.drop_index("ix_events_at", table_name="events")
    op.drop_index("ix_events_session_id_pk", table_name="events")
    op.drop_table("events")
