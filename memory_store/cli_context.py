"""What every CLI command needs: the parsed options, the config, the store, the output.

Loaded lazily and once per call, so a command that needs no database never imports
SQLAlchemy.
"""

from __future__ import annotations

import argparse
import os
import sys
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Literal, TextIO

from supermemory_local.config import ConfigError, ConfigWarning, LoadedConfig, OnError, load_config
from supermemory_local.store.cli_parser import PROG

if TYPE_CHECKING:
    from supermemory_local.store.repository import MemoryStore

OutputFormat = Literal["json", "rich", "plain"]


class CliError(Exception):
    """A failure the user can act on: printed as one line, exit status 1."""


def is_user_error(exc: BaseException) -> bool:
    """True for errors whose message is meant for the user (no traceback needed)."""
    if isinstance(exc, CliError | ConfigError | OSError):
        return True
    # If a StoreError was raised, its module is loaded: no need to import it (or SQLAlchemy).
    errors = sys.modules.get("supermemory_local.store.errors")
    store_error = getattr(errors, "StoreError", None)
    return isinstance(store_error, type) and isinstance(exc, store_error)


def warn(message: str) -> None:
    print(f"{PROG}: warning: {message}", file=sys.stderr)


def load_config_reporting(path: str | None, *, on_error: OnError = "fail") -> LoadedConfig:
    """``load_config`` with each ignored-key warning printed as one line on stderr."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ConfigWarning)
        loaded = load_config(path, on_error=on_error)
    for w in caught:
        if issubclass(w.category, ConfigWarning):
            warn(str(w.message))
        else:
            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
    return loaded


@contextmanager
def atomic_open(path: Path) -> Iterator[TextIO]:
    """A text file for writing that appears complete or not at all. Only a regular file
    (or a new one) is ever replaced: a device, directory or pipe is refused."""
    import stat
    import tempfile

    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        raise CliError(
            f"{path} is not a regular file; nothing was written (leave out -o for stdout)"
        )
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            yield f
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class Context:
    """Per-call state shared by the command functions."""

    def __init__(self, args: argparse.Namespace, out: TextIO | None = None) -> None:
        self.args = args
        self.out = out if out is not None else sys.stdout
        self._config: LoadedConfig | None = None
        self._store: MemoryStore | None = None

    @property
    def config_path(self) -> str | None:
        path: str | None = getattr(self.args, "config", None)
        return path

    @property
    def database_url(self) -> str | None:
        url: str | None = getattr(self.args, "database_url", None)
        return url

    def config(self) -> LoadedConfig:
        """The config; a broken file is a one-line :class:`ConfigError`."""
        if self._config is None:
            self._config = load_config_reporting(self.config_path)
        return self._config

    def store(self) -> MemoryStore:
        if self._store is None:
            from supermemory_local.store.repository import MemoryStore

            self._store = MemoryStore.open(self.config().settings, url=self.database_url)
        return self._store

    def reader(self) -> MemoryStore:
        """The store for a command that reads (``list``): without SQLAlchemy on a SQLite
        file at head (:mod:`supermemory_local.store.lite`, which opens ``MemoryStore``
        itself for anything else); later :meth:`store` calls get the same one."""
        if self._store is None:
            from supermemory_local.store.lite import open_reader

            self._store = open_reader(self.config().settings, url=self.database_url)
        return self._store

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    def output_format(self) -> OutputFormat:
        if getattr(self.args, "json", False):
            return "json"
        return "rich" if isatty(self.out) else "plain"

    def scope(self, value: str) -> str | None:
        """``project``/``user``/``all``/a recorded name or path/a tag -> the stored scope
        (None = every scope). ``project`` and ``user`` are named in the store on the way
        (what they stand for: the scopes table, migration 0006)."""
        from supermemory_local.store.errors import StoreError
        from supermemory_local.store.scopes import PROJECT_PREFIX, USER_PREFIX, describe_scope

        if value == "all":
            return None
        described = describe_scope(value, Path.cwd())
        if described is not None:
            try:
                self.store().name_scope(described)
            except StoreError as exc:  # naming is a courtesy: a read-only store still lists
                warn(f"could not record the name of {described.scope}: {exc}")
            return described.scope
        if value.startswith((PROJECT_PREFIX, USER_PREFIX)):
            return value
        named = self.store().scopes_named(value)
        if len(named) > 1:
            paths = ", ".join(n.path or n.scope for n in named)
            raise CliError(f"{value!r} names {len(named)} projects ({paths}): give the path")
        return named[0].scope if named else value

    def memory_type(self) -> str | None:
        """``--type``, checked: an unknown type is the same error for every command."""
        value: str | None = getattr(self.args, "type", None)
        if value is None:
            return None
        from supermemory_local.store.repository import check_type

        return check_type(value)

    def time_bounds(self) -> tuple[datetime | None, datetime | None]:
        """``--since`` and ``--until`` as UTC times."""
        return (
            parse_when("--since", getattr(self.args, "since", None)),
            parse_when("--until", getattr(self.args, "until", None)),
        )


_AGE_UNITS = {"s": 1, "m": 60, "h": 3_600, "d": 86_400, "w": 604_800}


def parse_when(option: str, value: str | None, now: datetime | None = None) -> datetime | None:
    """An ISO-8601 date or time (UTC when it names no zone) or an age (``30m``, ``12h``,
    ``7d``, ``2w``: that long before ``now``) as a UTC time; a bad one is a CliError."""
    if value is None:
        return None
    from datetime import UTC, timedelta

    text = value.strip()
    unit = _AGE_UNITS.get(text[-1:].lower())
    if unit is not None and text[:-1].isdigit():
        try:
            return (now or datetime.now(UTC)) - timedelta(seconds=int(text[:-1]) * unit)
        except OverflowError:
            raise CliError(f"{option} {value!r} is further back than dates go") from None
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise CliError(
            f"{option} {value!r} is neither an ISO-8601 date or time (2026-12-01, "
            "2026-12-01T09:30) nor an age (30m, 12h, 7d, 2w)"
        ) from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def isatty(stream: TextIO) -> bool:
    """A terminal? (False for closed or replaced streams without isatty.)"""
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
