"""Test-wide fixtures. No test ever touches the real home directory."""

from __future__ import annotations

import importlib
import os
import pkgutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

from bench.harness.postgres import Cluster, pg_bin

# CI explores the same examples on every run (a landing must not depend on luck);
# local runs keep exploring new ones, and what they find becomes an @example.
# No wall-clock bound on an example (Hypothesis's default deadline is 200 ms, a timing
# assertion that fails on a loaded machine): speed is measured in bench/, never here.
settings.register_profile("local", deadline=None)
settings.register_profile("ci", derandomize=True, print_blob=True, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "local")


def _import_every_local_module() -> None:
    """Import every module of the project before a test draws an example. Hypothesis mixes
    the constants of the local modules loaded so far into what it draws, so a worker's
    examples would depend on which tests ran before on it (a module a test imports late,
    a held-out batch the bench loads): under the CI profile's ``derandomize`` the same
    commit must draw the same examples on every run and every worker."""
    for name in ("supermemory_local", "bench", "tests"):
        package = importlib.import_module(name)
        for module in pkgutil.walk_packages(package.__path__, f"{name}."):
            if module.name.rsplit(".", 1)[-1] in ("conftest", "__main__"):
                continue  # (pytest loads conftest files itself; a __main__ runs its command)
            try:
                importlib.import_module(module.name)
            except ImportError:
                continue  # an optional part this machine lacks: no test imports it either


if settings.default.derandomize:
    _import_every_local_module()


@pytest.fixture(autouse=True)
def isolated_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """Point HOME, every XDG dir and the supermemory env at a fresh temp dir."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    for var, sub in (
        ("XDG_CONFIG_HOME", ".config"),
        ("XDG_DATA_HOME", ".local/share"),
        ("XDG_CACHE_HOME", ".cache"),
        ("XDG_STATE_HOME", ".local/state"),
    ):
        (home / sub).mkdir(parents=True, exist_ok=True)
        monkeypatch.setenv(var, str(home / sub))
    for var in ("SUPERMEMORY_CONFIG", "SUPERMEMORY_DATABASE_URL"):
        monkeypatch.delenv(var, raising=False)
    return home


# ---------------------------------------------------------------------------
# PostgreSQL: a throwaway cluster per test session (or $SUPERMEMORY_TEST_PG_URL).

PG_URL_ENV = "SUPERMEMORY_TEST_PG_URL"
SKIP_PG_ENV = "SUPERMEMORY_SKIP_PG"


@pytest.fixture(scope="session")
def pg_server_url() -> Iterator[str]:
    """URL of a PostgreSQL maintenance database (``postgres``) on a server for this session.

    $SUPERMEMORY_TEST_PG_URL is used as is (the role needs CREATEDB); otherwise a cluster
    is started from /usr/lib/postgresql/*/bin (scripts/test.sh installs it). Without either
    the tests fail; SUPERMEMORY_SKIP_PG=1 skips them instead.
    """
    import os

    given = os.environ.get(PG_URL_ENV)
    if given:
        yield given
        return
    if os.environ.get(SKIP_PG_ENV) == "1":
        pytest.skip(f"PostgreSQL tests skipped: {SKIP_PG_ENV}=1")
    bindir = pg_bin()
    if bindir is None:
        pytest.fail(
            "PostgreSQL tests need a server: install the postgresql package "
            f"(scripts/test.sh does), set {PG_URL_ENV}, or set {SKIP_PG_ENV}=1 to skip them",
            pytrace=False,
        )
    cluster = Cluster(bindir)
    try:
        url = cluster.start()
    except Exception:
        cluster.stop()
        raise
    try:
        yield url
    finally:
        cluster.stop()


@pytest.fixture
def pg_url(pg_server_url: str) -> Iterator[str]:
    """A fresh, empty PostgreSQL database for one test (dropped afterwards)."""
    import uuid

    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"sm_test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(pg_server_url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.execute(text(f'CREATE DATABASE "{name}"'))
        yield make_url(pg_server_url).set(database=name).render_as_string(hide_password=False)
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    finally:
        admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A URL of an empty database: a SQLite file, then a PostgreSQL database."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'memories.db'}"
    return str(request.getfixturevalue("pg_url"))


@pytest.fixture
def store(store_url: str) -> Iterator[Any]:
    """An open, migrated MemoryStore on each backend (SQLite and PostgreSQL)."""
    from supermemory_local.config import Settings
    from supermemory_local.store.repository import MemoryStore

    with MemoryStore.open(Settings(), url=store_url) as opened:
        yield opened
