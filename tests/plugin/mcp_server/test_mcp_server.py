"""``supermemory mcp`` through a client of the official ``mcp`` SDK: the real command as a
subprocess (stdio and streamable HTTP), a real SQLite file in an isolated home."""

from __future__ import annotations

import asyncio
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from mcp.client.client import Client
from mcp.client.stdio import StdioServerParameters

from supermemory_local.hosts.background import wait_idle
from supermemory_local.store.repository import MemoryStore
from supermemory_local.store.scopes import project_scope

SUPERMEMORY = Path(sys.executable).parent / "supermemory"
ID = re.compile(r"mem_[0-9A-Za-z]+")


def _env(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "SUPERMEMORY_DATABASE_URL": f"sqlite:///{tmp_path / 'memories.db'}",
        "SUPERMEMORY_LOG": str(tmp_path / "supermemory.log"),
        # the test is the client, and it does not end: the stop's log child starts at once
        "SUPERMEMORY_BACKGROUND_GRACE_S": "0",
    }


def _project(tmp_path: Path, name: str = "project") -> Path:
    project = tmp_path / name
    (project / ".git").mkdir(parents=True)
    return project


def _stdio(tmp_path: Path, project: Path) -> StdioServerParameters:
    return StdioServerParameters(
        command=str(SUPERMEMORY), args=["mcp"], cwd=str(project), env=_env(tmp_path)
    )


def _run(server: Any, flow: Callable[[Client], Awaitable[None]]) -> None:
    async def main() -> None:
        async with Client(server) as client:
            await asyncio.wait_for(flow(client), timeout=60)

    asyncio.run(main())


async def _text(client: Client, tool: str, args: dict[str, Any]) -> str:
    result = await client.call_tool(tool, args)
    assert not result.is_error, result
    texts = [c.text for c in result.content if getattr(c, "type", None) == "text"]
    return "\n".join(texts)


async def _refused(client: Client, tool: str, args: dict[str, Any]) -> str:
    """The one text line of a tool error (``isError``), with no structured result."""
    result = await client.call_tool(tool, args)
    assert result.is_error, result
    assert result.structured_content is None
    [text] = [c.text for c in result.content if getattr(c, "type", None) == "text"]
    assert "\n" not in text, text
    return text


def test_tools_add_search_list_show_forget_over_stdio(tmp_path: Path) -> None:
    project = _project(tmp_path)
    seen: dict[str, str] = {}

    async def flow(client: Client) -> None:
        assert client.server_info is not None and client.server_info.name == "supermemory-local"
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert set(tools) == {"search", "add", "list", "show", "forget"}
        for name in ("search", "list", "show"):
            assert tools[name].annotations.read_only_hint is True, name
        assert tools["add"].annotations.read_only_hint is False
        assert tools["add"].annotations.destructive_hint is False
        assert tools["forget"].annotations.destructive_hint is True
        assert tools["forget"].annotations.idempotent_hint is True
        assert all(t.output_schema for t in tools.values())
        assert tools["forget"].input_schema["properties"]["ids"]["type"] == "array"
        assert set(tools["search"].input_schema["properties"]) == {
            "query",
            "limit",
            "type",
            "since",
            "session",
        }
        assert tools["search"].input_schema["properties"]["query"]["maxLength"] == 1_000

        added = await client.call_tool(
            "add", {"content": "Deploys go through make release", "type": "project-config"}
        )
        text = added.content[0].text  # type: ignore[union-attr]
        assert text.startswith("Remembered as mem_") and "(project-config)" in text, text
        memory = added.structured_content["memory"]
        assert memory["content"] == "Deploys go through make release"
        assert memory["type"] == "project-config" and text.startswith(
            f"Remembered as {memory['id']}"
        )
        seen["id"] = memory["id"]

        found = await client.call_tool("search", {"query": "release"})
        assert found.content[0].text.startswith("1 memory matches")  # type: ignore[union-attr]
        assert [m["id"] for m in found.structured_content["memories"]] == [seen["id"]]
        assert found.structured_content["query"] == "release"
        none = await client.call_tool("search", {"query": "kubernetes"})
        assert "No memories match" in none.content[0].text  # type: ignore[union-attr]
        assert none.structured_content == {
            "message": "No memories match 'kubernetes' in this project.",
            "query": "kubernetes",
            "memories": [],
        }
        wrong = await _refused(client, "add", {"content": "x", "type": "gossip"})
        assert wrong.startswith("Unknown type 'gossip': use one of") and "architecture" in wrong
        listed = await client.call_tool("list", {"limit": 5})
        assert "newest memories of this project" in listed.content[0].text  # type: ignore[union-attr]
        assert [m["id"] for m in listed.structured_content["memories"]] == [seen["id"]]
        shown = await client.call_tool("show", {"id": seen["id"]})
        assert "Deploys go through make release" in shown.content[0].text  # type: ignore[union-attr]
        assert shown.structured_content["memory"]["id"] == seen["id"]
        missing = await _refused(client, "forget", {"ids": [seen["id"], "mem_doesnotexist"]})
        assert missing == (
            "Not found: no memory with id mem_doesnotexist in this project or your user scope. "
            "Nothing was deleted."
        )
        assert seen["id"] in await _text(client, "list", {})
        forgot = await client.call_tool("forget", {"ids": [seen["id"]]})
        assert forgot.content[0].text == f"Forgot 1 memory: {seen['id']}"  # type: ignore[union-attr]
        assert forgot.structured_content == {
            "message": f"Forgot 1 memory: {seen['id']}",
            "forgotten": [seen["id"]],
        }
        assert await _text(client, "list", {}) == "This project has no memories yet."
        # errors name the MCP parameters, never the OpenCode tool's "content"/action words
        empty = await _refused(client, "search", {"query": "  "})
        assert empty == "query is empty: give the text in query."
        assert (await _refused(client, "forget", {"ids": []})).startswith("ids is empty")
        assert (
            await _refused(client, "list", {"limit": 500})
        ) == "limit must be 1 to 100; got 500."

    _run(_stdio(tmp_path, project), flow)
    with MemoryStore.open(url=f"sqlite:///{tmp_path / 'memories.db'}") as store:
        assert store.list(scope=project_scope(project)) == []
    log = (tmp_path / "supermemory.log").read_text(encoding="utf-8")
    assert "mcp: serving" in log and "release" not in log  # ids and decisions, no content


def test_oversized_arguments_are_one_line_errors_that_name_the_limit(tmp_path: Path) -> None:
    """A 1 MB query and a 5 MB memory are refused in one line naming the parameter and
    its limit; the input is never echoed back and nothing is stored."""
    project = _project(tmp_path)
    huge_query = "needle " * 150_000  # 1.05 MB
    huge_memory = "x" * 5_000_000

    async def flow(client: Client) -> None:
        query = await _refused(client, "search", {"query": huge_query})
        assert query == "query is 1,050,000 characters; the limit is 1,000. Nothing was done."
        added = await _refused(client, "add", {"content": huge_memory})
        assert added == ("content is 5,000,000 characters; the limit is 100,000. Nothing was done.")
        shown = await _refused(client, "show", {"id": "mem_" + "A" * 5_000})
        assert shown.startswith("id is 5,004 characters; the limit is 64.")
        many = await _refused(client, "forget", {"ids": [f"mem_{i}" for i in range(101)]})
        assert many == "ids has 101 items; the limit is 100. Nothing was done."
        since = await _refused(client, "search", {"query": "a", "since": "last tuesday"})
        assert since.startswith("since 'last tuesday' is not a date: use ISO 8601")
        assert await _text(client, "list", {}) == "This project has no memories yet."

    _run(_stdio(tmp_path, project), flow)


def test_search_filters_by_type_since_session_and_limit(tmp_path: Path) -> None:
    from datetime import UTC, datetime, timedelta

    from sqlalchemy import update

    from supermemory_local.store.schema import memories

    project = _project(tmp_path)
    scope = project_scope(project)
    url = f"sqlite:///{tmp_path / 'memories.db'}"
    with MemoryStore.open(url=url) as store:
        old = store.add("the parser uses a Pratt loop", scope=scope, type="architecture")
        note = store.add("parser tests live in tests/parse", scope=scope, session_id="s1")
        summary = store.add(
            "[Session Summary] ported the parser", scope=scope, type="conversation", session_id="s2"
        )
        with store._write() as connection:  # the first memory is a month old
            connection.execute(
                update(memories)
                .where(memories.c.id == old.id)
                .values(created_at=datetime.now(UTC) - timedelta(days=30))
            )
    week_ago = (datetime.now(UTC) - timedelta(days=7)).date().isoformat()

    async def ids(client: Client, args: dict[str, Any]) -> set[str]:
        result = await client.call_tool("search", {"query": "parser", **args})
        assert not result.is_error, result
        return {m["id"] for m in result.structured_content["memories"]}

    async def flow(client: Client) -> None:
        assert await ids(client, {}) == {old.id, note.id, summary.id}
        assert await ids(client, {"type": "architecture"}) == {old.id}
        assert await ids(client, {"since": week_ago}) == {note.id, summary.id}
        assert await ids(client, {"session": "s2"}) == {summary.id}
        assert await ids(client, {"since": week_ago, "type": "conversation"}) == {summary.id}
        assert len(await ids(client, {"limit": 2})) == 2
        assert len(await ids(client, {"limit": 1, "since": week_ago})) == 1
        listed = await client.call_tool("list", {"session": "s1"})
        assert [m["id"] for m in listed.structured_content["memories"]] == [note.id]

    _run(_stdio(tmp_path, project), flow)


def test_add_goes_through_the_privacy_filter_and_records_the_host(tmp_path: Path) -> None:
    project = _project(tmp_path)
    secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"

    async def flow(client: Client) -> None:
        added = await _text(
            client,
            "add",
            {"content": f"CI token is {secret} <private>staging password hunter2</private> ok"},
        )
        assert added.startswith("Remembered as"), added

    _run(_stdio(tmp_path, project), flow)
    with MemoryStore.open(url=f"sqlite:///{tmp_path / 'memories.db'}") as store:
        [memory] = store.list(scope=project_scope(project))
    assert secret not in memory.content and "hunter2" not in memory.content
    assert memory.source == "mcp" and memory.type == "preference"


def test_scope_is_the_clients_directory_and_show_stays_inside_it(tmp_path: Path) -> None:
    mine, other = _project(tmp_path, "mine"), _project(tmp_path, "other")
    with MemoryStore.open(url=f"sqlite:///{tmp_path / 'memories.db'}") as store:
        foreign = store.add("other project's secret plan", scope=project_scope(other))
        summary = store.add(
            "[Session Summary]\n## 1. User Requests (As-Is)\n- port the parser",
            scope=project_scope(mine),
            type="conversation",
            session_id="s1",
        )

    async def flow(client: Client) -> None:
        assert await _text(client, "list", {}) != ""
        assert foreign.id not in await _text(client, "list", {"limit": 100})
        assert "No memories match" in await _text(client, "search", {"query": "secret plan"})
        shown = await _refused(client, "show", {"id": foreign.id})
        assert shown.startswith("Not found") and "secret plan" not in shown
        refused = await _refused(client, "forget", {"ids": [foreign.id]})
        assert refused.startswith(f"Not found: no memory with id {foreign.id} in this project")
        assert "Nothing was deleted" in refused
        resources = await client.list_resources()
        assert [str(r.uri) for r in resources.resources] == ["supermemory://project/summary"]
        read = await client.read_resource("supermemory://project/summary")
        assert read.contents[0].text == summary.content  # type: ignore[union-attr]

    _run(_stdio(tmp_path, mine), flow)
    with MemoryStore.open(url=f"sqlite:///{tmp_path / 'memories.db'}") as store:
        assert store.get(foreign.id) is not None  # forget stays inside the session's scopes


def test_a_broken_store_is_a_clear_answer_not_a_dead_server(tmp_path: Path) -> None:
    project = _project(tmp_path)
    env = _env(tmp_path)
    env["SUPERMEMORY_DATABASE_URL"] = "postgresql+psycopg://nobody@127.0.0.1:1/none"
    server = StdioServerParameters(
        command=str(SUPERMEMORY), args=["mcp"], cwd=str(project), env=env
    )

    async def flow(client: Client) -> None:
        answer = await _refused(client, "add", {"content": "remember this"})
        assert answer.startswith("supermemory could not add:"), answer
        assert len(answer.splitlines()) == 1
        assert (await client.list_tools()).tools  # still serving

    _run(server, flow)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_streamable_http_on_localhost(tmp_path: Path) -> None:
    project = _project(tmp_path)
    port = _free_port()
    proc = subprocess.Popen(
        [str(SUPERMEMORY), "mcp", "--http", "--port", str(port), "--directory", str(project)],
        env=_env(tmp_path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", port)) == 0:
                    break
            assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
            time.sleep(0.2)

        async def flow(client: Client) -> None:
            added = await _text(client, "add", {"content": "HTTP clients share this store"})
            assert added.startswith("Remembered as")
            assert "HTTP clients" in await _text(client, "search", {"query": "share"})

        _run(f"http://127.0.0.1:{port}/mcp", flow)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    with MemoryStore.open(url=f"sqlite:///{tmp_path / 'memories.db'}") as store:
        assert [m.content for m in store.list(scope=project_scope(project))] == [
            "HTTP clients share this store"
        ]


def test_bad_directory_is_a_one_line_error(tmp_path: Path) -> None:
    done = subprocess.run(
        [str(SUPERMEMORY), "mcp", "--directory", str(tmp_path / "missing")],
        capture_output=True,
        text=True,
        timeout=60,
        env=_env(tmp_path),
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr == (
        f"supermemory: error: argument --directory: no such directory: {tmp_path / 'missing'}\n"
    )


def test_the_server_imports_the_sdks_server_side_only() -> None:
    """`mcp/__init__.py` imports the SDK's client; the server skips it, and the SDK's
    pydantic models are built when first used, not at import (start-up time)."""
    code = (
        "import sys\n"
        "from supermemory_local.mcp_server.sdk import load_server_sdk\n"
        "load_server_sdk()\n"
        "from mcp.server.mcpserver import MCPServer\n"
        "from mcp_types import Tool\n"
        "from pydantic import BaseModel\n"
        "assert Tool.__pydantic_complete__ is False, 'the SDK models are built on first use'\n"
        "assert 'defer_build' not in BaseModel.model_config, 'later models are built as usual'\n"
        "from mcp_types.jsonrpc import jsonrpc_message_adapter as sdk_adapter\n"
        "from pydantic import TypeAdapter\n"
        "assert sdk_adapter.pydantic_complete is False, 'the SDK adapters are built on first use'\n"
        "message = sdk_adapter.validate_python("
        "{'jsonrpc': '2.0', 'id': 1, 'method': 'tools/list'})\n"
        "assert message.method == 'tools/list' and sdk_adapter.pydantic_complete\n"
        "assert TypeAdapter(int | str).pydantic_complete, 'later adapters are built as usual'\n"
        "print(sorted({m.split('.')[1] for m in sys.modules if m.startswith('mcp.')}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    loaded = done.stdout.strip()
    assert "'server'" in loaded and "'client'" not in loaded, loaded


def test_a_session_without_tool_calls_still_logs_its_start(tmp_path: Path) -> None:
    """The start-up line waits for the first call (the log's privacy filter is slow to
    import); a client that only lists the tools still finds it in the log, at the stop
    (written by a detached child: the client does not wait for it)."""
    project = _project(tmp_path)

    async def flow(client: Client) -> None:
        assert {t.name for t in (await client.list_tools()).tools} >= {"search", "show"}

    _run(_stdio(tmp_path, project), flow)
    assert wait_idle(path=tmp_path / "supermemory.log.jobs")
    lines = (tmp_path / "supermemory.log").read_text(encoding="utf-8").splitlines()
    serving = [i for i, line in enumerate(lines) if "mcp: serving" in line]
    stopped = [i for i, line in enumerate(lines) if "mcp: stopped" in line]
    assert len(serving) == 1 and len(stopped) == 1 and serving[0] < stopped[0], lines
    assert "over stdio" in lines[serving[0]] and str(project) in lines[serving[0]]


def test_search_shows_the_passage_that_matched_and_one_hit_per_session(tmp_path: Path) -> None:
    """A term 2,000+ characters into a memory: the hit shows the passage around it (not the
    memory's start); a session summarized twice is one hit, the newer version; `show`
    reads the memory in full."""
    project = _project(tmp_path)
    scope = project_scope(project)
    filler = " ".join(f"step{i} ran the linter on module{i}." for i in range(120))
    assert len(filler) > 2_000
    with MemoryStore.open(url=f"sqlite:///{tmp_path / 'memories.db'}") as store:
        long = store.add(
            f"{filler} The flaky test was fixed by pinning the zoneinfo tzdata version.",
            scope=scope,
            type="error-solution",
        )
        store.add(
            "[Session Summary]\n## 1. User Requests (As-Is)\n- tzdata upgrade, first pass",
            scope=scope,
            type="conversation",
            session_id="s1",
        )
        newer = store.add(
            "[Session Summary]\n## 1. User Requests (As-Is)\n- tzdata upgrade, done and tested",
            scope=scope,
            type="conversation",
            session_id="s1",
        )

    async def flow(client: Client) -> None:
        found = await client.call_tool("search", {"query": "tzdata"})
        assert not found.is_error, found
        text = found.content[0].text  # type: ignore[union-attr]
        hits = {m["id"]: m for m in found.structured_content["memories"]}
        assert set(hits) == {long.id, newer.id}, text  # one per session: the newer summary
        passage = hits[long.id]["content"]
        assert "pinning the zoneinfo tzdata version" in passage
        assert passage.startswith("…") and "step0 " not in passage and len(passage) <= 400
        assert "**tzdata**" in text and "first pass" not in text
        assert text.startswith("2 memories match")
        shown = await client.call_tool("show", {"id": long.id})
        assert shown.structured_content["memory"]["content"] == long.content
        assert long.content in shown.content[0].text  # type: ignore[union-attr]

    _run(_stdio(tmp_path, project), flow)


def test_a_stdio_server_loads_the_sdk_without_its_web_stack() -> None:
    """Over stdio the SDK's HTTP dependencies are placeholders that refuse to be used;
    --http (load_server_sdk() without stdio) imports the real ones."""
    code = (
        "import sys\n"
        "from supermemory_local.mcp_server.sdk import load_server_sdk\n"
        "load_server_sdk(stdio=STDIO)\n"
        "from mcp.server.mcpserver import MCPServer\n"
        "import starlette.applications as web\n"
        "print(type(sys.modules['starlette']).__name__, 'uvicorn' in sys.modules)\n"
        "try:\n"
        "    web.Starlette()\n"
        "except RuntimeError as exc:\n"
        "    print(exc)\n"
    )
    runs = {
        stdio: subprocess.run(
            [sys.executable, "-c", code.replace("STDIO", str(stdio))],
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        ).stdout.splitlines()
        for stdio in (True, False)
    }
    assert runs[True] == [
        "_Placeholder False",
        "starlette.applications.Starlette is not loaded: this supermemory mcp serves stdio only",
    ]
    assert runs[False] == ["module True"]
