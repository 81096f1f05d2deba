"""How much a session's history may grow before Layer 1 could edit it: the shim sends
``transform`` without waiting for the answer while it stays within that.

Every turn OpenCode awaits the transform hook before it calls the model; the answer
needs both the shim's and the bridge's event loops, which on a busy machine costs far
more than the work itself (0.35 ms). While Layer 1 has edited nothing in a session and
the history is far from both of its thresholds, the answer is known: no edits. The
request still goes (the bridge keeps the history it calibrates with), unawaited, and
its answer renews the allowance.

The allowance is in the shim's own measure of a history (``weigh`` in the shim): the
characters of texts, tool names, inputs, outputs and errors, plus 16 per message and
per tool part. A character is counted at the most tokens any estimate can give it
(tool output at the highest calibrated ratio), so growth within the allowance cannot
reach ``single_tool_result_context_share`` or ``context_input_headroom_ratio``, and
half the room is kept back.
"""

from __future__ import annotations

from supermemory_local.engine.strategies.base import Budget
from supermemory_local.engine.tokens import CJK_TOKENS_PER_CHAR

QUIET_SHARE = 0.5  # of the room below the nearer threshold


def quiet_chars(budget: Budget, tokens_now: int) -> int:
    """Characters (shim measure) the history may grow by, from ``tokens_now`` (the
    estimate of what was just sent), with no Layer 1 edit possible; 0 for none."""
    room = min(budget.headroom - tokens_now, budget.single_result_limit)
    if room <= 0:
        return 0
    settings = budget.settings
    tool_weight = settings.chars_per_token / settings.tool_result_chars_per_token
    _, most_tokens_per_char = budget.estimator.tokens_per_char_range
    per_char = max(CJK_TOKENS_PER_CHAR, most_tokens_per_char * max(1.0, tool_weight))
    return max(0, int(room * QUIET_SHARE / per_char))
