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

from supermemory_local.store.repository import MemoryStore
from supermemory_local.store.scopes import project_scope

SUPERMEMORY = Path(sys.executable).parent / "supermemory"
ID = re.compile(r"mem_[0-9A-Za-z]+")


def _env(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "SUPERMEMORY_DATABASE_URL": f"sqlite:///{tmp_path / 'memories.db'}",
        "SUPERMEMORY_LOG": str(tmp_path / "supermemory.log"),
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


def test_tools_add_search_list_show_forget_over_stdio(tmp_path: Path) -> None:
    project = _project(tmp_path)
    seen: dict[str, str] = {}

    async def flow(client: Client) -> None:
        tools = await client.list_tools()
        assert {t.name for t in tools.tools} == {"search", "add", "list", "show", "forget"}
        added = await _text(
            client, "add", {"content": "Deploys go through make release", "type": "project-config"}
        )
        assert added.startswith("Remembered as mem_"), added
        assert "(project-config)" in added
        seen["id"] = ID.findall(added)[0]
        found = await _text(client, "search", {"query": "release"})
        assert seen["id"] in found and found.startswith("1 memory match")
        assert "No memories match" in await _text(client, "search", {"query": "kubernetes"})
        wrong = await _text(client, "add", {"content": "x", "type": "gossip"})
        assert wrong.startswith("Unknown type 'gossip': use one of") and "architecture" in wrong
        listed = await _text(client, "list", {"limit": 5})
        assert seen["id"] in listed and "newest memories of this project" in listed
        shown = await _text(client, "show", {"id": seen["id"]})
        assert "Deploys go through make release" in shown and "project-config" in shown
        missing = await _text(client, "forget", {"ids": f"{seen['id']} mem_doesnotexist"})
        assert "Not found" in missing and "mem_doesnotexist" in missing
        assert "Nothing was deleted" in missing
        assert seen["id"] in await _text(client, "list", {})
        forgot = await _text(client, "forget", {"ids": seen["id"]})
        assert forgot == f"Forgot 1 memory: {seen['id']}"
        assert await _text(client, "list", {}) == "This project has no memories yet."

    _run(_stdio(tmp_path, project), flow)
    with MemoryStore.open(url=f"sqlite:///{tmp_path / 'memories.db'}") as store:
        assert store.list(scope=project_scope(project)) == []
    log = (tmp_path / "supermemory.log").read_text(encoding="utf-8")
    assert "mcp: serving" in log and "release" not in log  # ids and decisions, no content


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
        shown = await _text(client, "show", {"id": foreign.id})
        assert shown.startswith("Not found") and "secret plan" not in shown
        refused = await _text(client, "forget", {"ids": foreign.id})
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
        answer = await _text(client, "add", {"content": "remember this"})
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
