"""The cascade's strategies (docs/CONTRACT.md, "The cascade"), one per module.

Layer 1 runs before every call: :class:`TruncateLargeToolResults` (①) then
:class:`CompactOldToolResults` (②), see :func:`layer1`. Layer 2 is
:class:`PruneHistory` (③), run on overflow. Each takes a list of ``Msg`` and a
:class:`Budget` and returns a :class:`StrategyResult` with a new list.
"""

from __future__ import annotations

from supermemory_local.engine.messages import Msg
from supermemory_local.engine.strategies.base import (
    Budget,
    BudgetError,
    HistoryIndex,
    Strategy,
    StrategyResult,
    history_index,
)
from supermemory_local.engine.strategies.compact_tools import CompactOldToolResults, compaction
from supermemory_local.engine.strategies.prune import PruneHistory
from supermemory_local.engine.strategies.truncate import (
    TruncateLargeToolResults,
    truncation_result,
    truncations,
)

__all__ = [
    "Budget",
    "BudgetError",
    "CompactOldToolResults",
    "HistoryIndex",
    "PruneHistory",
    "Strategy",
    "StrategyResult",
    "TruncateLargeToolResults",
    "layer1",
]


def layer1(msgs: list[Msg], budget: Budget) -> list[StrategyResult]:
    """① then ②; the last result's ``messages`` is the history to send.

    Both run on the conversation's :class:`HistoryIndex` (kept in the estimator),
    ② seeing ①'s truncations, so a call costs in proportion to what is new.
    """
    index = history_index(budget, msgs)
    patches = truncations(index, budget)
    return [truncation_result(index, patches), compaction(index, patches, budget)]
