"""The smallest MCP server over stdio, with the standard library only: the control for what
a host pays for any MCP server (bench/hook_bench.py).

It answers ``initialize`` (2025 clients), ``server/discover`` and ``subscriptions/listen``
(2026-07-28 clients: Claude Code 2.1.328 opens with them), and ``tools/list``,
``prompts/list`` and ``resources/list`` with empty lists; any other request gets
"method not found". It ends when stdin closes.

    python bench/harness/trivial_mcp.py
"""

from __future__ import annotations

import json
import sys
from typing import Any

INFO = {"name": "trivial", "version": "0"}
META = {"io.modelcontextprotocol/serverInfo": INFO}
MODERN = "2026-07-28"


def answer(message: dict[str, Any]) -> dict[str, Any] | None:
    method, ident = message.get("method"), message.get("id")
    params = message.get("params") or {}
    if method == "initialize":
        result: dict[str, Any] = {
            "protocolVersion": params.get("protocolVersion", "2025-06-18"),
            "capabilities": {"tools": {}},
            "serverInfo": INFO,
        }
    elif method == "server/discover":
        result = {
            "cacheScope": "private",
            "capabilities": {"tools": {"listChanged": True}},
            "resultType": "complete",
            "supportedVersions": [MODERN],
            "ttlMs": 0,
            "_meta": META,
        }
    elif method == "subscriptions/listen":
        return {
            "jsonrpc": "2.0",
            "method": "notifications/subscriptions/acknowledged",
            "params": {
                "_meta": {"io.modelcontextprotocol/subscriptionId": ident},
                "notifications": {"toolsListChanged": True},
            },
        }
    elif method in ("tools/list", "prompts/list", "resources/list"):
        key = method.partition("/")[0]
        result = {"cacheScope": "private", "resultType": "complete", "ttlMs": 0, key: []}
        result["_meta"] = META
    elif ident is None:
        return None  # a notification
    else:
        return {"jsonrpc": "2.0", "id": ident, "error": {"code": -32601, "message": "no"}}
    return {"jsonrpc": "2.0", "id": ident, "result": result}


def main() -> None:
    for line in sys.stdin:
        try:
            message = json.loads(line)
        except ValueError:
            continue
        reply = answer(message) if isinstance(message, dict) else None
        if reply is not None:
            sys.stdout.write(json.dumps(reply) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
