"""The typed SQLAlchemy ORM model of a memory, mapped onto the Core table in ``schema``.

The store itself queries the Core table (reading never needs ``sqlalchemy.orm``, which
keeps the CLI quick to start); this model is for code that wants ORM sessions and typed
attributes, and its metadata is what Alembic compares the database against.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy.orm import DeclarativeBase, Mapped, column_property

from supermemory_local.store.schema import memories, metadata


class Base(DeclarativeBase):
    metadata = metadata


class MemoryRow(Base):
    """One memory. ``pk`` is internal; ``id`` is the public ``mem_<ULID>``."""

    __table__ = memories

    pk: Mapped[int]
    id: Mapped[str]
    content: Mapped[str]
    type: Mapped[str]
    scope: Mapped[str]
    session_id: Mapped[str | None]
    source: Mapped[str | None]
    # The "metadata" column: that attribute name is reserved on declarative classes.
    meta: Mapped[dict[str, Any]] = column_property(memories.c.metadata)
    created_at: Mapped[datetime]
    updated_at: Mapped[datetime]
    owner: Mapped[str | None]
