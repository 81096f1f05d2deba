"""What every strategy shares: the budget it works against and the result it returns."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from memory_store.config import Settings
from plugin.engine.messages import Msg
from plugin.engine.tokens import TokenEstimator


class BudgetError(ValueError):
    """A context window the cascade cannot work with."""


@dataclass
class Budget:
    """The context window (tokens) of the model the history is prepared for."""

    window: int
    estimator: TokenEstimator
    settings: Settings

    def __post_init__(self) -> None:
        if self.window <= 0:
            raise BudgetError(f"window must be a positive number of tokens, got {self.window!r}")

    @property
    def single_result_limit(self) -> int:
        """① a tool result above this many tokens is truncated (0.5 × window)."""
        return math.floor(self.settings.single_tool_result_context_share * self.window)

    @property
    def headroom(self) -> int:
        """② old tool results are compacted while the input exceeds this (0.75 × window)."""
        return math.floor(self.settings.context_input_headroom_ratio * self.window)


@dataclass(frozen=True)
class StrategyResult:
    name: str
    messages: list[Msg]
    changed: bool
    messages_before: int
    messages_after: int
    tokens_before: int
    tokens_after: int
    details: tuple[str, ...]  # one line per thing done, for logs and reports

    @property
    def tokens_freed(self) -> int:
        return self.tokens_before - self.tokens_after


class Strategy(Protocol):
    name: str

    def apply(self, msgs: list[Msg], budget: Budget) -> StrategyResult:
        """Return a new list (the input list and its messages are never changed)."""
        ...


def unchanged(name: str, msgs: list[Msg], tokens: int, *details: str) -> StrategyResult:
    n = len(msgs)
    return StrategyResult(name, msgs, False, n, n, tokens, tokens, tuple(details))


def label(msgs: Sequence[Msg], i: int) -> str:
    """``#i (tool_name)`` for details lines."""
    name = msgs[i].tool_name
    return f"#{i} ({name})" if name else f"#{i}"
