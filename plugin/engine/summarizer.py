"""The summarizer interface, and where the engine gets a summarizer it was not given.

The implementations live in ``supermemory_local.summarizers``, a layer above the engine,
which the engine never imports: they are found through the entry points of the
``supermemory_local.summarizers`` group (pyproject.toml), ``configured`` (the summarizer
the settings name) and ``offline`` (the extractive one, which needs no model).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib.metadata import EntryPoint, entry_points
from typing import TYPE_CHECKING, Any, Literal, Protocol, cast

from supermemory_local.engine.transcript import Entry

if TYPE_CHECKING:
    from supermemory_local.config import Settings

SUMMARIZERS_GROUP = "supermemory_local.summarizers"


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


def make_summarizer(settings: Settings) -> Summarizer:
    """The summarizer ``settings`` configure; a missing model or API key is a ``SummaryError``."""
    return _provider("configured")(settings)


def offline_summarizer(**options: Any) -> Summarizer:
    """The offline (extractive) summarizer, made with ``options``."""
    return _provider("offline")(**options)


def _provider(name: str) -> Callable[..., Summarizer]:
    # loaded on every call (the module is imported once), so a replaced attribute is seen
    return cast("Callable[..., Summarizer]", _entry_point(name).load())


@cache
def _entry_point(name: str) -> EntryPoint:
    found = entry_points(group=SUMMARIZERS_GROUP, name=name)
    for point in found:
        return point
    raise SummaryError(
        f"no {name!r} summarizer is installed (entry point group {SUMMARIZERS_GROUP}): "
        "reinstall supermemory-local"
    )
