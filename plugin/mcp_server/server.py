"""``supermemory mcp``: the project's memories as MCP tools and a resource.

Tools ``search``, ``add``, ``list``, ``show`` and ``forget`` answer with the same
sentences, and follow the same rules, as the OpenCode ``supermemory`` tool (they call
:func:`supermemory_local.hosts.tool.run_tool`): the scope comes from the client's working
directory (the directory the client starts this server in, or ``--directory``), every
write passes the store's privacy filter, and every outcome says what happened. The
newest summary of the project is the resource ``supermemory://project/summary``.

stdio by default (what Claude Code, Codex, Cursor and OpenCode start); ``--http``
serves streamable HTTP on 127.0.0.1 instead.
"""

from __future__ import annotations

import contextlib
import logging
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from supermemory_local.hosts.logfile import setup_logging
from supermemory_local.hosts.memories import is_session_summary
from supermemory_local.hosts.standalone import HostMemories, open_memories
from supermemory_local.hosts.tool import LIST_DEFAULT, LIST_MAX, run_tool
from supermemory_local.store.cli_parser import Parser

if TYPE_CHECKING:
    from mcp.server.mcpserver import MCPServer

SERVER_NAME = "supermemory"
SUMMARY_URI = "supermemory://project/summary"
DEFAULT_PORT = 8765
SOURCE = "mcp"
_MEMORY_ID = re.compile(r"\bmem_[0-9A-Za-z]+")
_ID_SPLIT = re.compile(r"[\s,;]+")
INSTRUCTIONS = (
    "Long-term memory of this project, shared with OpenCode and Claude Code sessions: "
    "summaries of earlier sessions and what the user asked to remember. Search it before "
    "re-discovering something; add what the user asks you to remember."
)


def build_server(host: HostMemories, logger: logging.Logger) -> MCPServer:
    """The MCP server over ``host``'s memories (tools and the summary resource)."""
    from mcp.server.mcpserver import MCPServer

    from supermemory_local import __version__

    memories = host.memories
    server: MCPServer = MCPServer(
        SERVER_NAME, instructions=INSTRUCTIONS, version=__version__, log_level="WARNING"
    )

    def answer(action: str, content: str) -> str:
        try:
            output = run_tool(memories, action, content, session_id=None)
        except Exception as exc:  # the store could not open: say so, keep serving
            output = f"supermemory could not {action}: {exc}"
        # The log keeps decisions and ids, never content or queries.
        ids = ", ".join(dict.fromkeys(_MEMORY_ID.findall(output))) or "none"
        logger.info("mcp %s: %d chars answered, ids %s", action, len(output), ids)
        return output

    @server.tool(structured_output=False)
    def search(query: str) -> str:
        """Find memories of this project matching the words in `query` (any language)."""
        return answer("search", query)

    @server.tool(structured_output=False)
    def add(content: str, type: str = "preference") -> str:
        """Remember `content` for this project (it survives compaction and new sessions).

        `type`: preference (default), architecture, error-solution, project-config or
        learned-pattern. Private text and secrets are removed before it is stored.
        """
        from supermemory_local.store.repository import MEMORY_TYPES

        kind = type.strip().lower() or "preference"
        if kind not in MEMORY_TYPES:
            return f"Unknown type {type!r}: use one of {', '.join(sorted(MEMORY_TYPES))}."
        return answer("add", f"{kind}: {content}")

    @server.tool(name="list", structured_output=False)
    def list_(limit: int = LIST_DEFAULT) -> str:
        """The newest memories of this project (at most `limit`, up to 100)."""
        return answer("list", str(max(1, min(limit, LIST_MAX))))

    @server.tool(structured_output=False)
    def show(id: str) -> str:
        """One memory of this project in full, by its id (from search or list)."""
        return _show(host, id.strip(), logger)

    @server.tool(structured_output=False)
    def forget(ids: str) -> str:
        """Delete the memories with these ids (separated by spaces or commas).

        Only memories of this project or your user scope; an id that does not exist
        there deletes nothing and is named in the answer.
        """
        outside = _outside_scopes(host, ids)
        if outside:
            logger.info("mcp forget: refused, %d id(s) not in this project", len(outside))
            return (
                f"Not found: no memory with id {', '.join(outside)} in this project or your "
                "user scope. Nothing was deleted."
            )
        return answer("forget", ids)

    @server.resource(
        SUMMARY_URI,
        name="project-summary",
        description="The newest session summary of this project (five sections).",
        mime_type="text/markdown",
    )
    def project_summary() -> str:
        try:
            listed = memories.store().list(scope=memories.scope, type="conversation", limit=50)
        except Exception as exc:
            return f"supermemory could not read the summary: {exc}"
        found = [m for m in listed if is_session_summary(m)]
        if not found:
            return "This project has no saved session summary yet."
        return found[0].content

    return server


def _allowed_scopes(host: HostMemories) -> set[str]:
    """The scopes this session may read and delete in: the project's and the user's."""
    from supermemory_local.store.scopes import user_scope

    allowed = {host.memories.scope}
    with contextlib.suppress(Exception):  # no git email: there is no user scope
        allowed.add(user_scope())
    return allowed


def _outside_scopes(host: HostMemories, ids: str) -> list[str]:
    """The existing ids among ``ids`` whose memory belongs to another project or user."""
    try:
        store = host.memories.store()
    except Exception:
        return []  # run_tool reports the store's problem
    allowed = _allowed_scopes(host)
    found = (store.get(i) for i in dict.fromkeys(_ID_SPLIT.split(ids.strip())) if i)
    return [m.id for m in found if m is not None and m.scope not in allowed]


def _show(host: HostMemories, memory_id: str, logger: logging.Logger) -> str:
    if not memory_id:
        return 'Nothing to show: give the memory id (see "list" or "search").'
    try:
        memory = host.memories.store().get(memory_id)
    except Exception as exc:
        return f"supermemory could not show: {exc}"
    if memory is None or memory.scope not in _allowed_scopes(host):
        logger.info("mcp show: %s not found in this project", memory_id)
        return f"Not found: no memory with id {memory_id} in this project or your user scope."
    logger.info("mcp show: %s (%d chars)", memory.id, len(memory.content))
    when = f"{memory.created_at:%Y-%m-%d %H:%M} UTC"
    session = f", session {memory.session_id}" if memory.session_id else ""
    return f"{memory.id} [{memory.type}, {when}{session}]\n{memory.content}"


def main(argv: list[str] | None = None) -> int:
    parser = Parser(
        prog="supermemory mcp",
        description="Serve this project's memories to an MCP client (stdio by default).",
    )
    parser.add_argument(
        "--directory",
        type=Path,
        help="the project directory (default: the directory the client starts this in)",
    )
    parser.add_argument(
        "--http", action="store_true", help="serve streamable HTTP on 127.0.0.1 instead of stdio"
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"HTTP port (default {DEFAULT_PORT})"
    )
    args = parser.parse_args(argv if argv is not None else [])
    if args.directory is not None and not args.directory.is_dir():
        parser.error(f"argument --directory: no such directory: {args.directory}")
    logger, _ = setup_logging()
    host = open_memories(args.directory, logger, source=SOURCE)
    for problem in host.problems:
        print(f"supermemory mcp: config: {problem}", file=sys.stderr)  # stderr: the client's log
    logger.info(
        "mcp: serving %s (scope %s) over %s",
        host.directory,
        host.memories.scope,
        f"http://127.0.0.1:{args.port}/mcp" if args.http else "stdio",
    )
    server = build_server(host, logger)
    try:
        if args.http:
            server.run("streamable-http", host="127.0.0.1", port=args.port)
        else:
            server.run("stdio")
    except KeyboardInterrupt:
        pass
    finally:
        host.memories.close()
        logger.info("mcp: stopped")
    return 0
