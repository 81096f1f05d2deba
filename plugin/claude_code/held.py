"""The Claude Code hook's log records, held until its answer is out.

Apart from :mod:`supermemory_local.claude_code.hooks` so that a hook with nothing to do
(most ``UserPromptSubmit`` events) never imports :mod:`logging`.
"""

from __future__ import annotations

import logging


class Held(logging.Handler):
    """The hook's log records, held until the answer is out (the log file's privacy
    filter costs more to import than a hook may take to answer)."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)
