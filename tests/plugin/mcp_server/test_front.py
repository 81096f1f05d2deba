"""The stdio front of ``supermemory mcp`` (plugin/mcp_server/front.py): the handshake
answered from the SDK server's recorded answers before the SDK is loaded, then the
session handed to the real SDK server. Real processes over real pipes; the SDK server
itself (``SUPERMEMORY_MCP_FRONT=off``) is what every answer is compared with."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mcp.client.client import Client
from mcp.client.stdio import StdioServerParameters

from supermemory_local.hosts.background import wait_idle
from supermemory_local.mcp_server.front import (
    LISTEN,
    LISTEN_ACK,
    RECORDED,
    REGENERATE,
    SUBSCRIPTION_KEY,
)
from supermemory_local.mcp_server.record import (
    INITIALIZED,
    initialize,
    modern,
    notifications,
    record,
    render,
    replies,
    request,
    server_env,
    talk,
)

SUPERMEMORY = Path(sys.executable).parent / "supermemory"
OLDEST, LATEST = "2024-11-05", "2025-11-25"
CAPABILITIES_KEY = "io.modelcontextprotocol/clientCapabilities"
INFO_KEY = "io.modelcontextprotocol/clientInfo"
VERSION_KEY = "io.modelcontextprotocol/protocolVersion"

# Claude Code 2.1.328's opening, as seen on the wire (docs/HOSTS.md): a discover probe;
# after its answer a subscription and discover again; after that the three lists.
CLAUDE_CODE = [
    modern("server-discover-probe-1", "server/discover"),
    "",
    modern("listen:0", LISTEN, notifications={"toolsListChanged": True}),
    modern(0, "server/discover"),
    "",
    modern(1, "prompts/list"),
    modern(2, "resources/list"),
    modern(3, "tools/list"),
]


def legacy(version: str) -> list[str]:
    lists = ["tools/list", "prompts/list", "resources/list", "resources/templates/list"]
    return [
        initialize(0, version),
        "",
        INITIALIZED,
        *(request(i, m) for i, m in enumerate(lists, 1)),
    ]


def with_meta(ident: int | str, method: str, meta: dict[str, Any], **params: Any) -> str:
    message = {"jsonrpc": "2.0", "id": ident, "method": method}
    message["params"] = {"_meta": meta, **params}
    return json.dumps(message)


ENVELOPE = {VERSION_KEY: "2026-07-28", CAPABILITIES_KEY: {}}
OPENINGS = {
    "claude-code": CLAUDE_CODE,
    "every-subscription": [
        modern(
            "l",
            LISTEN,
            notifications=dict.fromkeys(
                ["toolsListChanged", "promptsListChanged", "resourcesListChanged"], True
            ),
        ),
        modern("m", LISTEN, notifications={"promptsListChanged": True, "toolsListChanged": False}),
        modern(1, "resources/templates/list"),
    ],
    **{f"initialize-{v}": legacy(v) for v in (OLDEST, "2025-03-26", "2025-06-18", LATEST)},
    "initialize-unknown-version": legacy("2099-01-01"),
    # what the SDK refuses, the front leaves to it
    "capabilities-not-an-object": [
        with_meta(0, "server/discover", {**ENVELOPE, CAPABILITIES_KEY: "x"}),
        modern(1, "tools/list"),
    ],
    "client-info-not-an-object": [with_meta(0, "server/discover", {**ENVELOPE, INFO_KEY: 5})],
    "unsupported-version": [with_meta(0, "tools/list", {**ENVELOPE, VERSION_KEY: "2027-01-01"})],
    "no-envelope": [request(0, "tools/list"), modern(1, "tools/list")],
    "initialize-on-a-modern-session": [modern(0, "server/discover"), initialize(1, LATEST)],
    "modern-request-on-a-legacy-session": [initialize(0, LATEST), "", modern(1, "tools/list")],
    "cursor": [modern(0, "tools/list", cursor="abc")],
    "bad-initialize": [
        json.dumps(
            {
                "jsonrpc": "2.0",
                "id": 0,
                "method": "initialize",
                "params": {"protocolVersion": LATEST, "capabilities": {"roots": 1}},
            }
        ),
        request(1, "tools/list"),
    ],
}


ANSWERED_HERE = {
    o
    for o in OPENINGS
    if o in ("claude-code", "every-subscription")
    or (o.startswith("initialize-") and "modern" not in o)
}


def _front_env(home: Path, preload_s: float = 600) -> dict[str, str]:
    """A server with the front on; the SDK is loaded only when a request needs it (no
    preload during a test's pauses, however slow the machine), unless ``preload_s``."""
    return server_env(home, front=True, preload_s=preload_s)


def _project(tmp_path: Path, name: str) -> Path:
    project = tmp_path / name
    (project / ".git").mkdir(parents=True)
    return project


def _stop_line(home: Path) -> str:
    assert wait_idle(path=home / "supermemory.log.jobs")
    lines = (home / "supermemory.log").read_text(encoding="utf-8").splitlines()
    [stopped] = [line for line in lines if "mcp: stopped" in line]
    return stopped


def test_the_recording_is_what_the_sdk_server_answers() -> None:
    """handshake.json is regenerated whenever a tool, the server or the SDK changes."""
    if render(record()) != RECORDED.read_text(encoding="utf-8"):
        pytest.fail(f"{RECORDED.name} is out of date: run {REGENERATE}", pytrace=False)


@pytest.mark.parametrize("opening", OPENINGS, ids=list(OPENINGS))
def test_the_front_answers_byte_for_byte_as_the_sdk_server(tmp_path: Path, opening: str) -> None:
    """Every line the client gets (replies, acknowledgements, the subscription's end) is
    the SDK server's own, byte for byte; for what the SDK refuses the front waits for it."""
    lines = OPENINGS[opening]
    sdk_home, front_home = _project(tmp_path, "sdk"), _project(tmp_path, "front")
    sdk = talk(lines, server_env(sdk_home, front=False), sdk_home)
    front = talk(lines, _front_env(front_home), front_home)
    assert replies(front) == replies(sdk)
    assert sorted(notifications(front, LISTEN_ACK)) == sorted(notifications(sdk, LISTEN_ACK))
    assert len(front) == len(sdk), (front, sdk)  # nothing twice
    stopped = _stop_line(front_home)
    if opening in ANSWERED_HERE:
        assert "the SDK not loaded" in stopped, stopped
    else:
        assert "the SDK loaded for" in stopped, stopped


def test_a_tool_call_right_after_the_handshake_waits_for_the_server(tmp_path: Path) -> None:
    """A tools/call sent with the last of the handshake waits for the SDK server and gets
    its answer; the handshake's answers come once each (the server's own are dropped)."""
    home = _project(tmp_path, "project")
    call = modern(4, "tools/call", name="add", arguments={"content": "Deploys use make release"})
    written = talk([*CLAUDE_CODE, call], _front_env(home), home)
    answers = [json.loads(line) for line in written if "method" not in json.loads(line)]
    ids = [a["id"] for a in answers]
    # each once; the subscription is answered when stdin closes, as the SDK answers it
    expected = ["server-discover-probe-1", 0, 1, 2, 3, 4, "listen:0"]
    assert sorted(ids, key=str) == sorted(expected, key=str), ids
    [added] = [a for a in answers if a["id"] == 4]
    text = added["result"]["content"][0]["text"]
    assert text.startswith("Remembered as mem_"), added
    [ack] = notifications(written, LISTEN_ACK)
    assert json.loads(ack)["params"]["_meta"][SUBSCRIPTION_KEY] == "listen:0"
    stopped = _stop_line(home)
    assert "6 answered before the SDK; the SDK loaded for tools/call" in stopped, stopped


def test_a_client_on_the_2025_handshake_gets_the_tools(tmp_path: Path) -> None:
    """The SDK's own client in its legacy mode (``initialize``), and a 2024-11-05 client
    on the wire: each is answered in its version and its tool calls work."""
    home = _project(tmp_path, "project")
    env = _front_env(home)

    async def flow() -> None:
        server = StdioServerParameters(
            command=str(SUPERMEMORY), args=["mcp"], cwd=str(home), env=env
        )
        async with Client(server, mode="legacy") as client:
            assert client.protocol_version == LATEST
            assert client.server_info is not None and client.server_info.name == "supermemory-local"
            assert {t.name for t in (await client.list_tools()).tools} == {
                "search",
                "add",
                "list",
                "show",
                "forget",
            }
            added = await client.call_tool("add", {"content": "The CI runs on Fridays"})
            assert not added.is_error, added
            found = await client.call_tool("search", {"query": "Fridays"})
            assert found.structured_content is not None
            assert [m["content"] for m in found.structured_content["memories"]] == [
                "The CI runs on Fridays"
            ]

    asyncio.run(asyncio.wait_for(flow(), timeout=120))
    call = json.dumps(
        {
            "jsonrpc": "2.0",
            "id": 9,
            "method": "tools/call",
            "params": {"name": "search", "arguments": {"query": "Fridays"}},
        }
    )
    answered = replies(talk([*legacy(OLDEST), "", call], env, home))
    assert json.loads(answered[0])["result"]["protocolVersion"] == OLDEST
    result = json.loads(answered[9])["result"]
    assert result["structuredContent"]["memories"][0]["content"] == "The CI runs on Fridays"


def test_a_line_that_is_no_message_gets_one_error_and_the_session_goes_on(tmp_path: Path) -> None:
    """Before the handshake, during it and after the hand-over: one JSON-RPC error line per
    bad line, and the next request is answered."""
    home = _project(tmp_path, "project")
    call = modern(5, "tools/call", name="list", arguments={})
    after = modern(6, "tools/call", name="search", arguments={"query": "nothing"})
    written = talk(
        [
            "not json at all",
            modern("server-discover-probe-1", "server/discover"),
            "",
            '{"jsonrpc": "2.0", "id": 3, "method": "tools/li',
            "[1, 2]",
            modern(3, "tools/list"),
            "",
            call,
            "",
            '{"id": 7, "method": "ping"}',
            "   ",
            '{"jsonrpc": "2.0", "id": true, "method": "ping"}',
            after,
        ],
        _front_env(home),
        home,
    )
    messages = [json.loads(line) for line in written]
    errors = [m for m in messages if "error" in m and m.get("id") in (None, 7)]
    assert [(e["id"], e["error"]["code"]) for e in errors] == [
        (None, -32700),
        (None, -32700),
        (None, -32600),
        (7, -32600),
        (None, -32600),
    ]
    assert errors[0]["error"]["message"] == "Parse error: the line is not JSON at column 1"
    assert errors[3]["error"]["message"] == 'Invalid Request: "jsonrpc" must be "2.0"'
    assert all("\n" not in line for line in written)
    answered = {m["id"]: m for m in messages if "result" in m}
    assert set(answered) == {"server-discover-probe-1", 3, 5, 6}
    assert answered[6]["result"]["content"][0]["text"].startswith("No memories match")


@pytest.mark.parametrize("waiting", [True, False], ids=["a-call-waiting", "handshake-only"])
def test_stdin_closed_during_the_hand_over_ends_cleanly(tmp_path: Path, waiting: bool) -> None:
    """The client closes stdin right after its requests, while the SDK is not loaded: the
    process ends with status 0 and nothing on stderr but what it logs by design; a call
    that was waiting has been run (as the SDK server runs one it read before stdin ended)."""
    home = _project(tmp_path, "project")
    lines = [modern(0, "server/discover"), modern(1, "tools/list")]
    if waiting:
        lines.append(modern(2, "tools/call", name="add", arguments={"content": "kept at the end"}))
    done = subprocess.run(
        [str(SUPERMEMORY), "mcp"],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        env=_front_env(home),
        cwd=home,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "Error" not in done.stderr, done.stderr
    answered = {json.loads(line).get("id") for line in done.stdout.splitlines()}
    assert {0, 1} <= answered
    stopped = _stop_line(home)
    if waiting:
        assert "loaded for tools/call" in stopped, stopped
        from supermemory_local.store.repository import MemoryStore
        from supermemory_local.store.scopes import project_scope

        with MemoryStore.open(url=f"sqlite:///{home / 'memories.db'}") as store:
            assert [m.content for m in store.list(scope=project_scope(home))] == ["kept at the end"]
    else:
        assert "2 answered before the SDK; the SDK not loaded" in stopped, stopped


def test_the_handshake_is_answered_before_the_sdk_module_is_imported(tmp_path: Path) -> None:
    """In the server process itself: whenever the front writes an answer, no module of
    the SDK (nor pydantic) is in ``sys.modules``."""
    home = _project(tmp_path, "project")
    spy = (
        "import os, sys\n"
        "from supermemory_local.mcp_server import front\n"
        "write = front.Wire.write\n"
        "def spy(self, text):\n"
        "    heavy = ('mcp', 'mcp_types', 'pydantic', 'pydantic_core')\n"
        "    loaded = sorted(m for m in sys.modules if m.split('.')[0] in heavy)\n"
        "    os.write(2, ('answered with loaded: ' + ','.join(loaded) + '\\n').encode())\n"
        "    write(self, text)\n"
        "front.Wire.write = spy\n"
        "from supermemory_local.mcp_server.server import main\n"
        "main([])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", spy],
        input="".join(line + "\n" for line in CLAUDE_CODE if line),
        capture_output=True,
        text=True,
        env=_front_env(home),
        cwd=home,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    # six answers and the subscription's end (stdin closed), all before any SDK module
    assert len(done.stdout.splitlines()) == 7, done.stdout
    assert done.stderr.splitlines() == ["answered with loaded: "] * 7, done.stderr
    assert "the SDK not loaded" in _stop_line(home)


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=12), inner, max_size=4)
    ),
    max_leaves=12,
)
_KEYS = [
    "jsonrpc",
    "id",
    "method",
    "params",
    "_meta",
    "protocolVersion",
    "capabilities",
    "clientInfo",
    "notifications",
    "result",
    "cursor",
    VERSION_KEY,
    CAPABILITIES_KEY,
    INFO_KEY,
]
_MESSAGES = st.dictionaries(
    st.sampled_from(_KEYS),
    _JSON
    | st.sampled_from(
        [
            "2.0",
            "2026-07-28",
            LATEST,
            "initialize",
            "server/discover",
            "tools/list",
            LISTEN,
            "tools/call",
        ]
    ),
    max_size=6,
)


@given(lines=st.lists(st.text(max_size=40) | _MESSAGES.map(json.dumps), max_size=8))
@settings(max_examples=300, deadline=None)
def test_any_line_gets_an_error_or_goes_on_and_an_answer_is_one_json_line(lines: list[str]) -> None:
    """Whatever comes in, the front neither raises nor writes anything but single JSON
    lines: an error for what is no message, the recorded answer (or nothing) for a message."""
    from supermemory_local.mcp_server.front import Front, recorded_answers

    recorded = recorded_answers()
    assert recorded is not None
    front = Front(recorded)
    for line in lines:
        error, message = front.classify(line)
        assert error is None or message is None
        written = [error] if error is not None else []
        if message is not None:
            answer = front.answer(message)
            if answer is not None:
                written.append(answer[0])
                assert "id" in message and answer[1] in ("reply", "ack")
        for out in written:
            assert "\n" not in out
            reply = json.loads(out)
            assert reply["jsonrpc"] == "2.0"


def test_a_quiet_session_gets_the_server_loaded_and_it_answers_from_then_on(
    tmp_path: Path,
) -> None:
    """After the handshake a client that says nothing for a while (a person typing) finds
    the SDK server loaded meanwhile; what it asks then is answered once, the same as
    before, and the tool calls work."""
    import time

    home = _project(tmp_path, "project")
    proc = subprocess.Popen(
        [sys.executable, "-m", "supermemory_local.mcp_server"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=_front_env(home, preload_s=0.2),
        cwd=home,
    )
    assert proc.stdin is not None and proc.stdout is not None

    def ask(*lines: str) -> list[dict[str, Any]]:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write("".join(line + "\n" for line in lines).encode())
        proc.stdin.flush()
        wanted = {json.loads(line)["id"] for line in lines}
        got: list[dict[str, Any]] = []
        while wanted - {m.get("id") for m in got}:
            got.append(json.loads(proc.stdout.readline()))
        return got

    first = ask(modern(0, "server/discover"), modern(1, "tools/list"))
    time.sleep(2.0)  # quiet: the server is loaded meanwhile (not timed)
    later = ask(
        modern(2, "tools/list"),
        modern(3, "tools/call", name="add", arguments={"content": "typed after a pause"}),
    )
    proc.stdin.close()
    rest = proc.stdout.read().decode()
    assert proc.wait(timeout=60) == 0
    assert rest == "", rest  # nothing twice, nothing late
    by_id = {m["id"]: m for m in first + later}
    assert len(first + later) == 4 and set(by_id) == {0, 1, 2, 3}
    assert by_id[2]["result"] == by_id[1]["result"]
    assert by_id[3]["result"]["content"][0]["text"].startswith("Remembered as mem_")
    # quiet 0.2 s: the preload began in the pause (its loading may end after it)
    assert "the SDK loaded for (preload)" in _stop_line(home)
