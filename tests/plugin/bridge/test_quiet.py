"""The quiet allowance: history growth within it never gets a Layer 1 edit, so the
shim may send ``transform`` without waiting for the answer."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from supermemory_local.bridge.handlers import Bridge
from supermemory_local.bridge.quiet import quiet_chars
from supermemory_local.config import Settings
from supermemory_local.engine.strategies.base import Budget
from supermemory_local.engine.tokens import TokenEstimator
from tests.plugin.bridge.opencode_data import PROVIDER, providers, tool_turn, user

SESSION = "ses_quiet"
MODEL = "tiny-8k"  # a small window, so random growth reaches the thresholds


def weigh(message: dict[str, Any]) -> int:
    """The shim's ``weigh`` (plugin/opencode/supermemory.js), in Python."""
    size = 16
    for part in message["parts"]:
        if part["type"] == "tool":
            state = part.get("state", {})
            size += 16 + len(part.get("tool", "")) + len(state.get("output", ""))
            size += len(state.get("error", ""))
            if "input" in state:
                size += len(json.dumps(state["input"], separators=(",", ":"), ensure_ascii=False))
        elif isinstance(part.get("text"), str):
            size += len(part["text"])
    return size


def _user(text: str) -> dict[str, Any]:
    return user(SESSION, text, MODEL)


def _tool(tool: str, output: str) -> dict[str, Any]:
    return tool_turn(SESSION, tool, output, MODEL)


_text = st.text(alphabet=st.sampled_from("abc xyz\n数据库{}();"), max_size=3_000)
_message = st.one_of(
    _text.map(_user),
    st.builds(_tool, st.sampled_from(["read", "bash", "grep"]), _text),
)


def _bridge(tmp_path: Path) -> Bridge:
    bridge = Bridge(logging.getLogger("test-quiet"))
    bridge.handle("init", {"directory": str(tmp_path)})
    bridge.handle(
        "providers.result",
        {"context": {}, "ok": True, "data": providers(**{MODEL.replace("-", "_"): 8_000})},
    )
    return bridge


def _send(bridge: Bridge, history: list[dict[str, Any]]) -> dict[str, Any]:
    payload = [{**m, "sig": str(i)} for i, m in enumerate(history)]
    return bridge.handle("transform", {"sessionID": SESSION, "messages": payload})


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(start=st.lists(_message, min_size=1, max_size=6), more=st.lists(_message, max_size=12))
def test_growth_within_the_allowance_gets_no_edit(
    tmp_path: Path, start: list[dict[str, Any]], more: list[dict[str, Any]]
) -> None:
    bridge = _bridge(tmp_path)
    history = list(start)
    answer = _send(bridge, history)
    while "quiet" in answer and not answer["edits"]:
        assert answer["quiet"]["model"] == f"{PROVIDER}/{MODEL}"
        room = answer["quiet"]["chars"]
        grown = 0
        while more and grown + weigh(more[0]) <= room:
            grown += weigh(more[0])
            history.append(more.pop(0))
        answer = _send(bridge, history)
        assert answer["edits"] == [], "growth within the allowance was edited"
        event("grew within the allowance" if grown else "no message fit")
        if not more:
            break
        history.append(more.pop(0))  # past the allowance: anything may happen
        answer = _send(bridge, history)


def test_no_allowance_near_a_threshold_or_once_edited(tmp_path: Path) -> None:
    budget = Budget(8_000, TokenEstimator(Settings()), Settings())
    assert quiet_chars(budget, budget.headroom) == 0
    assert quiet_chars(budget, budget.headroom + 50) == 0
    assert (
        0
        < quiet_chars(budget, 100)
        < quiet_chars(Budget(200_000, budget.estimator, Settings()), 100)
    )
    bridge = _bridge(tmp_path)
    big = _tool("read", "line of output\n" * 3_000)  # far above half of 8k tokens
    answer = _send(bridge, [_user("read it"), big])
    assert answer["edits"] and "quiet" not in answer
