"""A team on one PostgreSQL: each member connects as their own role.

Migration 0003 sets up row-level security on ``memories`` (shared project scopes, private
user scopes, deletions by owners and admins). This module makes the roles it refers to:
``supermemory_member`` (may use the table; the policies decide which rows) and
``supermemory_admin`` (a member who may change and delete other people's memories), and
adds or removes members. Run by the database owner or a role with CREATEROLE.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from supermemory_local.store.errors import StoreError

if TYPE_CHECKING:
    from sqlalchemy import Engine
    from sqlalchemy.engine import Connection

MEMBER_ROLE = "supermemory_member"
ADMIN_ROLE = "supermemory_admin"  # the name migration 0003's supermemory_is_admin() checks
_ROLE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_$.-]{0,62}")


def _require_postgres(engine: Engine) -> None:
    if engine.dialect.name != "postgresql":
        raise StoreError(
            "team roles need PostgreSQL (databaseUrl postgresql+psycopg://...); "
            "a SQLite file is protected by its file permissions (0600) instead"
        )


def _quote(connection: Connection, name: str) -> str:
    if not _ROLE_NAME.fullmatch(name):
        raise StoreError(f"{name!r} is not a usable role name (letters, digits, _ . - $)")
    return str(connection.dialect.identifier_preparer.quote(name))


def _role_exists(connection: Connection, name: str) -> bool:
    from sqlalchemy import text

    found = connection.scalar(text("SELECT 1 FROM pg_roles WHERE rolname = :n"), {"n": name})
    return found is not None


def _create_role(connection: Connection, name: str, options: str) -> bool:
    """Create a role unless it exists (two admins at once: the second finds it)."""
    from sqlalchemy import text
    from sqlalchemy.exc import IntegrityError, ProgrammingError

    if _role_exists(connection, name):
        return False
    try:
        with connection.begin_nested():
            connection.execute(text(f"CREATE ROLE {_quote(connection, name)} {options}"))
    except (IntegrityError, ProgrammingError) as exc:
        if "already exists" in str(exc.orig):
            return False
        raise
    return True


def init_team(engine: Engine) -> list[str]:
    """Create the two roles and give the member role the table; what was done, as lines."""
    from sqlalchemy import text

    _require_postgres(engine)
    done: list[str] = []
    with engine.begin() as connection:
        member, admin = _quote(connection, MEMBER_ROLE), _quote(connection, ADMIN_ROLE)
        if _create_role(connection, MEMBER_ROLE, "NOLOGIN"):
            done.append(f"created role {MEMBER_ROLE}")
        if _create_role(connection, ADMIN_ROLE, "NOLOGIN"):
            done.append(f"created role {ADMIN_ROLE}")
        connection.execute(text(f"GRANT {member} TO {admin}"))
        # memories, and the event record of migration 0007 (the same owner rule)
        for table in ("memories", "events"):
            connection.execute(
                text(f"GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE {table} TO {member}")
            )
            sequence = connection.scalar(
                text("SELECT pg_get_serial_sequence(:t, 'pk')"), {"t": table}
            )
            if sequence:
                connection.execute(text(f"GRANT USAGE, SELECT ON SEQUENCE {sequence} TO {member}"))
        # The scopes' names (migration 0006); row-level security as on memories.
        connection.execute(
            text(f"GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE scopes TO {member}")
        )
        connection.execute(text(f"GRANT SELECT ON TABLE alembic_version TO {member}"))
        if connection.scalar(text("SELECT to_regclass('memory_embeddings') IS NOT NULL")):
            # the semantic extra's vectors (memory_store/semantic.py), when created before
            connection.execute(
                text(f"GRANT SELECT, INSERT, UPDATE, DELETE ON memory_embeddings TO {member}")
            )
        database = connection.scalar(text("SELECT current_database()"))
        connection.execute(
            text(f"GRANT CONNECT ON DATABASE {_quote(connection, str(database))} TO {member}")
        )
        enabled = connection.scalar(
            text("SELECT relrowsecurity FROM pg_class WHERE oid = 'memories'::regclass")
        )
        if not enabled:
            raise StoreError(
                "row-level security is not on for memories: run `supermemory db upgrade` first"
            )
    done.append(f"{MEMBER_ROLE} may use the memories table (row-level security decides the rows)")
    return done


def add_member(engine: Engine, name: str, *, admin: bool = False) -> list[str]:
    """Make ``name`` a member (creating a login role without a password if it is new)."""
    from sqlalchemy import text

    _require_postgres(engine)
    done: list[str] = []
    with engine.begin() as connection:
        if not _role_exists(connection, MEMBER_ROLE):
            raise StoreError("no team yet: run `supermemory db team init` first")
        quoted = _quote(connection, name)
        if _create_role(connection, name, "LOGIN"):
            done.append(f"created login role {name} (set its password: ALTER ROLE ... PASSWORD)")
        role = ADMIN_ROLE if admin else MEMBER_ROLE
        connection.execute(text(f"GRANT {_quote(connection, role)} TO {quoted}"))
        done.append(f"{name} is a {'team admin' if admin else 'team member'}")
    return done


def remove_member(engine: Engine, name: str) -> list[str]:
    """Take ``name``'s team roles away (the role and the memories it wrote stay)."""
    from sqlalchemy import text

    _require_postgres(engine)
    with engine.begin() as connection:
        quoted = _quote(connection, name)
        if not _role_exists(connection, name):
            raise StoreError(f"no role {name!r} in this database cluster")
        for role in (ADMIN_ROLE, MEMBER_ROLE):
            if _role_exists(connection, role):
                connection.execute(text(f"REVOKE {_quote(connection, role)} FROM {quoted}"))
    return [f"{name} is no longer a team member"]
