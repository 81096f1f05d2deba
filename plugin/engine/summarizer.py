"""The summarizer interface (implementations live in ``supermemory_local.summarizers``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol

from supermemory_local.engine.transcript import Entry


class SummaryError(RuntimeError):
    """A summary could not be produced. Never turned into fake summary text."""


class SummaryOverflowError(SummaryError):
    """The summary request itself did not fit the summarizer model's window."""


# "full": the whole history in one call; "chunk": part ``part`` of ``parts`` of a long
# history; "merge": ``entries`` are the ``parts`` chunk summaries, oldest first.
Stage = Literal["full", "chunk", "merge"]


@dataclass(frozen=True)
class SummaryRequest:
    entries: tuple[Entry, ...]
    headings: tuple[str, ...]  # the sections the summary must have, in order
    instructions: str  # what to write under them (the prompt body)
    max_output_tokens: int
    stage: Stage = "full"
    part: int = 1  # 1-based, for a chunk
    parts: int = 1


class Summarizer(Protocol):
    name: str

    def summarize(self, request: SummaryRequest) -> str:
        """Return the summary text (markdown with ``request.headings``) or raise SummaryError."""
        ...
