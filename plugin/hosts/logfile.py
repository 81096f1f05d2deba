"""The bridge log: one line per decision, in a file only the user can read.

``$SUPERMEMORY_LOG`` or ``bridge.log`` in the user state dir
(``$XDG_STATE_HOME/supermemory/bridge.log`` on Linux).

What it holds: decisions, ids, sizes and timings — never memory content, search queries
or raw input lines (callers log those as sizes). As a second line of defence every line
passes the privacy filter and is capped at :data:`MAX_LINE_CHARS`. The file is created
0600 and the directories we create 0700, whatever the umask; it rotates at
:data:`MAX_BYTES` keeping :data:`BACKUPS` older files. Every line starts with a UTC
ISO-8601 time.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import logging.handlers

LOG_ENV = "SUPERMEMORY_LOG"
LOGGER_NAME = "supermemory_local.bridge"
MAX_BYTES = 1_000_000
BACKUPS = 3
MAX_LINE_CHARS = 2_000
FILE_MODE = 0o600
DIR_MODE = 0o700


def log_path() -> Path:
    override = os.environ.get(LOG_ENV)
    if override:
        return Path(override).expanduser()
    from platformdirs import user_state_dir

    return Path(user_state_dir("supermemory")) / "bridge.log"


def make_private_dirs(directory: Path) -> None:
    """Create ``directory`` and any missing parents 0700 (``mkdir`` would apply the umask
    to the parents and leave them 0777 under umask 000)."""
    missing: list[Path] = []
    cursor = directory
    while not cursor.exists():
        missing.append(cursor)
        cursor = cursor.parent
    for path in reversed(missing):
        try:
            path.mkdir(mode=DIR_MODE)
        except FileExistsError:
            continue
        os.chmod(path, DIR_MODE)  # mkdir's mode is filtered by the umask too


@cache
def _private_handler() -> type[logging.handlers.RotatingFileHandler]:
    """The handler class, made on first use: ``logging.handlers`` (socket, pickle) is
    imported only by a process that writes a line (a hook that logs nothing skips it)."""
    import logging.handlers

    class PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
        """A size-bounded log whose files are 0600 from the moment they exist."""

        def _open(self) -> io.TextIOWrapper:
            fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, FILE_MODE)
            # An older, wider file is narrowed as well; one not ours (a shared path given in
            # $SUPERMEMORY_LOG) keeps its mode.
            with contextlib.suppress(OSError):
                os.fchmod(fd, FILE_MODE)
            return open(fd, "a", encoding=self.encoding, errors=self.errors)

    return PrivateRotatingFileHandler


class _UtcFormatter(logging.Formatter):
    def formatTime(self, record: logging.LogRecord, datefmt: str | None = None) -> str:
        moment = datetime.fromtimestamp(record.created, UTC)
        return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


class _Scrub(logging.Filter):
    """Secrets out of, and a length cap on, every line (the callers log no content)."""

    def filter(self, record: logging.LogRecord) -> bool:
        from supermemory_local.store.privacy import redact

        message = record.getMessage()
        if len(message) > MAX_LINE_CHARS:
            message = message[:MAX_LINE_CHARS] + f"… ({len(message)} chars)"
        record.msg, record.args = redact(message)[0].replace("\n", " ⏎ "), None
        record.exc_info = record.exc_text = None  # tracebacks carry locals' text: not here
        return True


def setup_logging(path: Path | None = None) -> tuple[logging.Logger, Path | None]:
    """The bridge logger writing to ``path``; falls back to stderr when the file cannot open."""
    default = path is None and not os.environ.get(LOG_ENV)
    path = path or log_path()
    logger = logging.getLogger(LOGGER_NAME)
    logger.setLevel(logging.INFO)
    logger.propagate = False
    for old in list(logger.handlers):
        logger.removeHandler(old)
        old.close()
    handler: logging.Handler
    written: Path | None = path
    try:
        make_private_dirs(path.parent)
        if default and path.parent.stat().st_uid == os.getuid():
            os.chmod(path.parent, DIR_MODE)  # our own state dir, however an older version made it
        handler = _private_handler()(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError:
        handler = logging.StreamHandler()
        written = None
    handler.setFormatter(_UtcFormatter("%(asctime)s bridge[%(process)d] %(message)s"))
    handler.addFilter(_Scrub())
    logger.addHandler(handler)
    return logger, written
