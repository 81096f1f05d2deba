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

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    def output_format(self) -> OutputFormat:
        if getattr(self.args, "json", False):
            return "json"
        return "rich" if isatty(self.out) else "plain"

    def scope(self, value: str) -> str | None:
        """``project``/``user``/``all``/a tag -> the stored scope (None = every scope)."""
        from supermemory_local.store.scopes import resolve_scope

        return resolve_scope(value, Path.cwd())


def isatty(stream: TextIO) -> bool:
    """A terminal? (False for closed or replaced streams without isatty.)"""
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
