"""Alembic environment: runs on the connection handed over by ``supermemory_local.store.migrate``.

Run from the command line (``alembic -c migrations/alembic.ini upgrade head``) it
connects to the database the settings point at.
"""

from __future__ import annotations

from typing import Any

from alembic import context
from sqlalchemy.engine import Connection

from supermemory_local.store.migrate import include_object
from supermemory_local.store.models import Base

config = context.config
target_metadata = Base.metadata


def _configure(**kwargs: Any) -> None:
    context.configure(
        target_metadata=target_metadata,
        include_object=include_object,
        compare_type=True,
        **kwargs,
    )


def _run(connection: Connection) -> None:
    _configure(connection=connection, render_as_batch=connection.dialect.name == "sqlite")
    with context.begin_transaction():
        context.run_migrations()


def _url() -> str:
    from supermemory_local.config import load_config
    from supermemory_local.store.db import resolve_url

    return config.get_main_option("sqlalchemy.url") or resolve_url(load_config().settings)


if context.is_offline_mode():
    url = _url()
    _configure(url=url, literal_binds=True, render_as_batch=url.startswith("sqlite"))
    with context.begin_transaction():
        context.run_migrations()
else:
    handed_over = config.attributes.get("connection")
    if handed_over is not None:
        _run(handed_over)
    else:
        from supermemory_local.store.db import make_engine

        engine = make_engine(_url())
        try:
            with engine.connect() as connection:
                _run(connection)
                connection.commit()
        finally:
            engine.dispose()
