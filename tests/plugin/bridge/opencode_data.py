"""OpenCode-shaped data for the bridge tests (as OpenCode 1.18 sends it)."""

from __future__ import annotations

import itertools
from typing import Any

PROVIDER = "fake"
BIG = "big-200k"
TOOLS = "tools-24k"
_ids = itertools.count(1)


def providers(**models: int) -> dict[str, Any]:
    """The ``config.providers`` answer for ``model_id=context`` pairs (output 2000)."""
    return {
        "providers": [
            {
                "id": PROVIDER,
                "models": {
                    m.replace("_", "-"): {"id": m, "limit": {"context": c, "output": 2_000}}
                    for m, c in models.items()
                },
            }
        ],
        "default": {},
    }


def assistant(
    session: str,
    total: int,
    *,
    created: int,
    model: str = BIG,
    finished: bool = True,
    summary: bool = False,
    finish: str = "stop",
) -> dict[str, Any]:
    """An assistant message's info whose usage totals ``total`` tokens."""
    info: dict[str, Any] = {
        "id": f"msg_{next(_ids):06d}",
        "sessionID": session,
        "role": "assistant",
        "providerID": PROVIDER,
        "modelID": model,
        "time": {"created": created},
        "tokens": {
            "input": total - 20 if finished else 0,
            "output": 20 if finished else 0,
            "reasoning": 0,
            "cache": {"read": 0, "write": 0},
        },
    }
    if finished:
        info["finish"] = finish
        info["time"]["completed"] = created + 500
        info["tokens"]["total"] = total
    if summary:
        info["summary"] = True
        info["agent"] = "compaction"
    return info


def with_text(info: dict[str, Any], text: str) -> dict[str, Any]:
    return {"info": info, "parts": [{"type": "text", "text": text}]}


def user(session: str, text: str, model: str = BIG) -> dict[str, Any]:
    return {
        "info": {
            "id": f"msg_{next(_ids):06d}",
            "sessionID": session,
            "role": "user",
            "model": {"providerID": PROVIDER, "modelID": model},
        },
        "parts": [{"type": "text", "text": text}],
    }


def tool_turn(session: str, tool: str, output: str, model: str = TOOLS) -> dict[str, Any]:
    """An assistant message that called ``tool`` and got ``output`` back."""
    info = assistant(session, 1_000, created=1, model=model, finish="tool-calls")
    return {
        "info": info,
        "parts": [
            {"type": "step-start"},
            {
                "type": "tool",
                "callID": f"call_{next(_ids)}",
                "tool": tool,
                "state": {
                    "status": "completed",
                    "input": {"filePath": "/p/build.log"},
                    "output": output,
                    "title": "build.log",
                    "metadata": {},
                    "time": {"start": 1, "end": 2},
                },
            },
        ],
    }
