"""The bridge log: one line per event of interest, in a file the user can read.

``$SUPERMEMORY_LOG`` or ``bridge.log`` in the user state dir
(``$XDG_STATE_HOME/supermemory/bridge.log`` on Linux).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

LOG_ENV = "SUPERMEMORY_LOG"
LOGGER_NAME = "supermemory.bridge"


def log_path() -> Path:
    override = os.environ.get(LOG_ENV)
    if override:
        return Path(override).expanduser()
    from platformdirs import user_state_dir

    return Path(user_state_dir("supermemory")) / "bridge.log"


def setup_logging(path: Path | None = None) -> tuple[logging.Logger, Path | None]:
    """The bridge logger writing to ``path``; falls back to stderr when the file cannot open."""
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
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler()
        written = None
    handler.setFormatter(logging.Formatter("%(asctime)s bridge[%(process)d] %(message)s"))
    logger.addHandler(handler)
    return logger, written
