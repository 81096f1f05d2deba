"""What a provider would reject, checked on the engine's outputs by the tests and benches.

The product repairs pairs (:mod:`supermemory_local.engine.pairing`); these checks say,
independently of the repair, whether a history breaks a provider's rule: on the
neutral messages, and on the provider dicts of OpenAI Chat Completions and Anthropic
Messages. One line per problem, ``[]`` when the history is valid.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from supermemory_local.engine.adapters import get_adapter
from supermemory_local.engine.messages import Format, Msg


def pairing_problems(msgs: Sequence[Msg], fmt: Format) -> list[str]:
    """``[]`` when the neutral history follows the pairing rule of both providers and
    its dump in ``fmt`` passes that provider's check; otherwise one line per problem."""
    problems = neutral_problems(msgs)
    dumped = get_adapter(fmt).dump(msgs)
    check = openai_problems if fmt == "openai" else anthropic_problems
    problems.extend(f"{fmt}: {p}" for p in check(dumped))
    return problems


def neutral_problems(msgs: Sequence[Msg]) -> list[str]:
    problems: list[str] = []
    seen: set[str] = set()
    pending: set[str] | None = None
    group: Any = None  # the provider message holding the current run of results
    for i, m in enumerate(msgs):
        if m.role == "tool":
            if group is None:
                group = m.group
            elif m.group is not None and m.group is not group:
                problems.append(f"#{i}: results of one turn are split across provider messages")
            if pending is None or m.tool_call_id not in pending:
                problems.append(
                    f"#{i}: tool result {m.tool_call_id!r} answers no call just before it"
                )
            else:
                pending.discard(m.tool_call_id)
            continue
        if pending:
            problems.append(f"#{i}: calls {sorted(pending)} unanswered before this message")
        pending, group = None, None
        if m.tool_calls:
            if m.role != "assistant":
                problems.append(f"#{i}: a {m.role} message carries tool calls")
            pending = set()
            for c in m.tool_calls:
                if not c.id or c.id in seen:
                    problems.append(f"#{i}: duplicate or empty call id {c.id!r}")
                seen.add(c.id)
                pending.add(c.id)
    if pending:
        problems.append(f"end: calls {sorted(pending)} unanswered")
    return problems


def openai_problems(messages: Sequence[Mapping[str, Any]]) -> list[str]:
    """OpenAI Chat Completions' rule, checked on provider dicts."""
    problems: list[str] = []
    seen: set[Any] = set()
    pending: set[Any] | None = None
    for i, msg in enumerate(messages):
        role = msg.get("role")
        if role == "tool":
            call_id = msg.get("tool_call_id")
            if pending is None or call_id not in pending:
                problems.append(f"#{i}: tool message {call_id!r} follows no matching tool_call")
            else:
                pending.discard(call_id)
            continue
        if pending:
            problems.append(f"#{i}: tool_calls {sorted(map(str, pending))} unanswered")
        pending = None
        calls = msg.get("tool_calls")
        if isinstance(calls, list) and calls:
            if role != "assistant":
                problems.append(f"#{i}: tool_calls on a {role} message")
            pending = set()
            for c in calls:
                call_id = c.get("id") if isinstance(c, Mapping) else None
                if not call_id or call_id in seen:
                    problems.append(f"#{i}: duplicate or empty tool_call id {call_id!r}")
                seen.add(call_id)
                pending.add(call_id)
    if pending:
        problems.append(f"end: tool_calls {sorted(map(str, pending))} unanswered")
    return problems


def _blocks(msg: Mapping[str, Any], kind: str) -> list[Mapping[str, Any]]:
    content = msg.get("content")
    if not isinstance(content, list):
        return []
    return [b for b in content if isinstance(b, Mapping) and b.get("type") == kind]


def anthropic_problems(messages: Sequence[Mapping[str, Any]]) -> list[str]:
    """Anthropic Messages' rule, checked on provider dicts."""
    problems: list[str] = []
    seen: set[Any] = set()
    expected: set[Any] = set()  # tool_use ids the next message must answer
    for i, msg in enumerate(messages):
        role = msg.get("role")
        results = [b.get("tool_use_id") for b in _blocks(msg, "tool_result")]
        if results and role != "user":
            problems.append(f"#{i}: tool_result blocks in a {role} message")
        for r in results:
            if r not in expected:
                problems.append(
                    f"#{i}: tool_result {r!r} answers no tool_use of the message before"
                )
            expected.discard(r)
        if expected:
            problems.append(f"#{i}: tool_use {sorted(map(str, expected))} unanswered here")
        expected = set()
        uses = [b.get("id") for b in _blocks(msg, "tool_use")]
        if uses and role != "assistant":
            problems.append(f"#{i}: tool_use blocks in a {role} message")
        for u in uses:
            if not u or u in seen:
                problems.append(f"#{i}: duplicate or empty tool_use id {u!r}")
            seen.add(u)
            expected.add(u)
    if expected:
        problems.append(f"end: tool_use {sorted(map(str, expected))} unanswered")
    return problems
