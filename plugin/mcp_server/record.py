"""Record the SDK server's handshake answers for the stdio front (``handshake.json``).

    python -m supermemory_local.mcp_server.record          # write plugin/mcp_server/handshake.json
    python -m supermemory_local.mcp_server.record --check  # exit 1 if it is out of date

It starts ``supermemory mcp`` with the front off (``SUPERMEMORY_MCP_FRONT=off``: the SDK
answers everything), in a throwaway home, asks it what the front answers (see
:mod:`supermemory_local.mcp_server.front`) in both protocol eras, and writes the answers
with the SDK release they came from. Run it after changing a tool, its schema or
description, the server's name, version or instructions, or the ``mcp`` SDK's version;
``tests/plugin/mcp_server/test_front.py`` fails until it is run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from supermemory_local.mcp_server.front import (
    CAPABILITIES_KEY,
    CLIENT_INFO_KEY,
    FRONT_ENV,
    LISTEN,
    LISTEN_ACK,
    LISTEN_FLAGS,
    LISTS,
    PRELOAD_ENV,
    RECORDED,
    REGENERATE,
    VERSION_KEY,
)

MODERN = "2026-07-28"
CLIENT = {"name": "supermemory-record", "version": "0"}
ENVELOPE = {VERSION_KEY: MODERN, CLIENT_INFO_KEY: CLIENT, CAPABILITIES_KEY: {}}


def modern(ident: int | str, method: str, **params: Any) -> str:
    return json.dumps(
        {"jsonrpc": "2.0", "id": ident, "method": method, "params": {"_meta": ENVELOPE, **params}}
    )


def initialize(ident: int | str, version: str) -> str:
    params = {"protocolVersion": version, "capabilities": {}, "clientInfo": CLIENT}
    return json.dumps({"jsonrpc": "2.0", "id": ident, "method": "initialize", "params": params})


def request(ident: int | str, method: str) -> str:
    return json.dumps({"jsonrpc": "2.0", "id": ident, "method": method})


INITIALIZED = json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"})


def server_env(home: Path, *, front: bool, preload_s: float | None = None) -> dict[str, str]:
    """An environment for a throwaway server: its own home, store and log (and with
    ``preload_s``, that quiet time before the front's server loads the SDK anyway)."""
    env = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_STATE_HOME": str(home / ".state"),
        "SUPERMEMORY_DATABASE_URL": f"sqlite:///{home / 'memories.db'}",
        "SUPERMEMORY_LOG": str(home / "supermemory.log"),
        "SUPERMEMORY_BACKGROUND_GRACE_S": "0",
    }
    env.pop("SUPERMEMORY_CONFIG", None)
    if preload_s is not None:
        env[PRELOAD_ENV] = str(preload_s)
    if front:
        env.pop(FRONT_ENV, None)
    else:
        env[FRONT_ENV] = "off"
    return env


def talk(
    lines: Sequence[str], env: dict[str, str], cwd: Path, *, timeout: float = 120
) -> list[str]:
    """Every line the server wrote (without the newline), in order: ``lines`` sent one
    batch at a time (a batch ends at ``""``), the next batch once every request of the
    last is answered; then stdin is closed and the rest read to the end."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "supermemory_local.mcp_server"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=cwd,
    )
    assert proc.stdin is not None and proc.stdout is not None
    written: list[str] = []
    batches: list[list[str]] = [[]]
    for line in lines:
        if line:
            batches[-1].append(line)
        else:
            batches.append([])
    try:
        for batch in batches:
            # a subscription is answered at its end only
            sent = [_message(line) for line in batch]
            wanted = {m.get("id") for m in sent if m.get("method") != LISTEN} - {None}
            proc.stdin.write("".join(line + "\n" for line in batch).encode())
            proc.stdin.flush()
            while wanted - replies(written).keys():
                raw = proc.stdout.readline()
                if not raw:
                    raise RuntimeError(f"the server ended before answering {wanted}")
                written.append(raw.decode("utf-8").rstrip("\n"))
    finally:
        proc.stdin.close()
        written += proc.stdout.read().decode("utf-8").splitlines()
        proc.wait(timeout=timeout)
    return written


def _message(line: str) -> dict[str, Any]:
    """``line`` as a request (``{}`` for a line that is none: a test's bad input)."""
    try:
        message: object = json.loads(line)
    except ValueError:
        return {}
    if not isinstance(message, dict):
        return {}
    ident = message.get("id")
    return {} if isinstance(ident, bool) or not isinstance(ident, str | int) else message


def replies(lines: Sequence[str]) -> dict[object, str]:
    """The reply lines among ``lines``, by request id."""
    found: dict[object, str] = {}
    for line in lines:
        message = json.loads(line)
        if "id" in message and "method" not in message:
            found[message["id"]] = line
    return found


def notifications(lines: Sequence[str], method: str) -> list[str]:
    return [line for line in lines if json.loads(line).get("method") == method]


def _result(line: str) -> dict[str, Any]:
    message = json.loads(line)
    if "result" not in message:
        raise RuntimeError(f"the SDK server refused a handshake request: {line[:300]}")
    result: dict[str, Any] = message["result"]
    return result


def _dist_version(name: str) -> str:
    from importlib.metadata import version

    return version(name)


def record() -> dict[str, Any]:
    """The handshake answers of the SDK server installed here, as ``handshake.json`` holds them."""
    from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS

    from supermemory_local import __version__

    methods = ["server/discover", *LISTS]
    flags = dict.fromkeys(LISTEN_FLAGS, True)
    with tempfile.TemporaryDirectory(prefix="supermemory-record-") as tmp:
        home = Path(tmp)
        env = server_env(home, front=False)
        new = talk(
            [
                modern("listen", "subscriptions/listen", notifications=flags),
                *(modern(i, m) for i, m in enumerate(methods)),
            ],
            env,
            home,
        )
        latest = HANDSHAKE_PROTOCOL_VERSIONS[-1]
        old = replies(
            talk(
                [
                    initialize(0, latest),
                    "",
                    INITIALIZED,
                    *(request(i, m) for i, m in enumerate(LISTS, 1)),
                ],
                env,
                home,
            )
        )
    answered = replies(new)
    [ack] = notifications(new, LISTEN_ACK)
    return {
        "_about": f"The SDK server's handshake answers, served before the SDK loads "
        f"(mcp_server/front.py). Written by `{REGENERATE}`; do not edit.",
        "sdk": {"mcp": _dist_version("mcp"), "mcp-types": _dist_version("mcp-types")},
        "server": {"version": __version__},
        "handshakeVersions": list(HANDSHAKE_PROTOCOL_VERSIONS),
        "modernVersions": list(MODERN_PROTOCOL_VERSIONS),
        "modern": {m: _result(answered[i]) for i, m in enumerate(methods)},
        # a subscription: acknowledged at once (every flag asked for), answered at its end
        "listen": {"acknowledged": json.loads(ack), "closed": json.loads(answered["listen"])},
        "legacy": {
            "initialize": _result(old[0]),
            **{m: _result(old[i]) for i, m in enumerate(LISTS, 1)},
        },
    }


def render(recorded: dict[str, Any]) -> str:
    return json.dumps(recorded, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    text = render(record())
    if args == ["--check"]:
        current = RECORDED.read_text(encoding="utf-8") if RECORDED.exists() else ""
        if current != text:
            print(f"{RECORDED} is out of date: run {REGENERATE}", file=sys.stderr)
            return 1
        print(f"{RECORDED} is up to date")
        return 0
    if args:
        print(f"usage: {REGENERATE} [--check]", file=sys.stderr)
        return 2
    RECORDED.write_text(text, encoding="utf-8")
    print(f"wrote {RECORDED}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
