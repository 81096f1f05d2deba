"""``supermemory mcp``: the project's memories as MCP tools and a resource.

Tools ``search``, ``add``, ``list``, ``show`` and ``forget`` (in
:mod:`supermemory_local.mcp_server.app`) follow the same rules as the OpenCode
``supermemory`` tool, in their own parameter names: the scope comes from the client's working
directory (the directory the client starts this server in, or ``--directory``), every
write passes the store's privacy filter, and every outcome says what happened. The
newest summary of the project is the resource ``supermemory://project/summary``.

stdio by default (what Claude Code, Codex, Cursor and OpenCode start); ``--http``
serves streamable HTTP on 127.0.0.1 instead.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from supermemory_local.mcp_server import MISSING_SDK

if TYPE_CHECKING:
    import logging

    from mcp.server.mcpserver import MCPServer

    from supermemory_local.hosts.standalone import HostMemories
    from supermemory_local.mcp_server.front import Session, Wire

DEFAULT_PORT = 8765
SOURCE = "mcp"


class _Once:
    """``action`` at the first call, nothing at later ones."""

    def __init__(self, action: Callable[[], None]) -> None:
        self._action: Callable[[], None] | None = action

    def __call__(self) -> None:
        action, self._action = self._action, None
        if action is not None:
            action()


def _parser() -> Any:
    from supermemory_local.store.cli_parser import Parser

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
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = argv if argv is not None else []
    directory: Path | None = None
    http, port = False, DEFAULT_PORT
    if argv:  # what clients start is the bare command: it needs no parser (a few ms)
        parser = _parser()
        args = parser.parse_args(argv)
        directory, http, port = args.directory, args.http, args.port
        if directory is not None and not directory.is_dir():
            parser.error(f"argument --directory: no such directory: {directory}")
    if not _sdk_installed():
        print(MISSING_SDK, file=sys.stderr)
        return 1
    if not http:
        from supermemory_local.mcp_server.front import recorded_answers

        recorded = recorded_answers()
        wire = _claim_stdio() if recorded is not None else None
        if recorded is not None and wire is not None:
            return _serve_stdio_with_front(directory, recorded, wire)
    over = f"http://127.0.0.1:{port}/mcp" if http else "stdio"
    logger, host, started = _open(directory, over=over)
    server = _build(host, logger, started=started, stdio=not http)

    def stop_lines() -> None:
        started()
        logger.info("mcp: stopped")

    try:
        if http:
            server.run("streamable-http", host="127.0.0.1", port=port)
        else:
            server.run("stdio")
    except KeyboardInterrupt:
        pass
    except BaseException:
        host.memories.close()
        stop_lines()
        raise
    host.memories.close()
    if not http:
        _stop(stop_lines)
    stop_lines()
    return 0


def _sdk_installed() -> bool:
    """Whether the ``mcp`` package is importable, without importing it."""
    if "mcp" in sys.modules:
        return True
    from importlib.machinery import PathFinder

    return PathFinder.find_spec("mcp") is not None


def _build(host: HostMemories, logger: logging.Logger, **options: Any) -> MCPServer:
    from supermemory_local.mcp_server.sdk import build_server

    return build_server(host, logger, **options)


def _open(directory: Path | None, *, over: str) -> tuple[logging.Logger, HostMemories, _Once]:
    """The log, the project's memories (the store opens at the first call) and the
    start-up line, written at the first call or at the stop."""
    from supermemory_local.hosts.logfile import setup_logging
    from supermemory_local.hosts.standalone import open_memories

    logger, _ = setup_logging()
    host = open_memories(directory, logger, source=SOURCE, start=False)
    for problem in host.problems:
        print(f"supermemory mcp: config: {problem}", file=sys.stderr)  # stderr: the client's log
    # The log's privacy filter imports the secret scanner (about a tenth of a second): the
    # start-up line is written when the first call needs the store anyway (or at the stop),
    # not while the client waits for its first answers.
    started = _Once(
        lambda: logger.info(
            "mcp: serving %s (scope %s) over %s", host.directory, host.memories.scope, over
        )
    )
    return logger, host, started


def _stop(stop_lines: Callable[[], None]) -> None:
    """The client waits for this process to end when it closes the session (Claude Code
    before its SessionEnd hook and its exit): the log lines, which import the log's
    privacy filter, are left to a detached child, and the process ends without the
    interpreter's teardown. Returns only when nothing could be detached."""
    from supermemory_local.hosts.background import detach, exit_now

    if detach(stop_lines):
        exit_now()


def _claim_stdio() -> Wire | None:
    """stdin and stdout for the front, or None where they cannot be claimed (no
    ``fcntl``: Windows; a standard descriptor closed): the SDK serves them itself."""
    try:
        from supermemory_local.mcp_server.front import Wire

        return Wire()
    except (ImportError, OSError):
        return None


def _serve_stdio_with_front(directory: Path | None, recorded: dict[str, Any], wire: Wire) -> int:
    """Serve stdio with the handshake answered by the front (mcp_server/front.py) while
    the SDK is not loaded. The SDK server takes the session over when a request needs
    it (or once the session has been quiet a while after the handshake); a session that
    only shakes hands never loads it. The log, the config and the store are opened then
    too (or, at the stop, by the detached child that writes the log lines)."""
    from supermemory_local.mcp_server.front import Front, Session, preload_idle_s

    session = Session(Front(recorded), wire)
    session.start()
    opened: tuple[logging.Logger, HostMemories, _Once] | None = None
    loaded_for: str | None = None
    try:
        loaded_for = session.wait_for_server(preload_idle_s())
        if loaded_for is not None:
            opened = _open(directory, over="stdio")
            logger, host, started = opened
            server = _build(host, logger, started=started, stdio=True)
            if session.has_work():
                _run_handed_over(server, session)
    except KeyboardInterrupt:
        pass
    session.wire.close()
    sdk = f"loaded for {loaded_for}" if "mcp" in sys.modules else "not loaded"
    answered = session.answered

    def stop_lines() -> None:
        logger, _, started = opened or _open(directory, over="stdio")
        started()
        logger.info("mcp: stopped (%d answered before the SDK; the SDK %s)", answered, sdk)

    if opened is not None:
        opened[1].memories.close()
    _stop(stop_lines)
    stop_lines()
    return 0


def _run_handed_over(server: MCPServer, session: Session) -> None:
    """Run ``server`` on what the front hands it (every message of the session so far,
    then the rest as it comes), as ``MCPServer.run("stdio")`` runs it on the process's
    stdin and stdout."""
    import anyio
    from mcp.server.stdio import stdio_server

    stdin, stdout = session.hand_over()
    lowlevel = server._lowlevel_server  # the SDK release the recording was made with

    async def serve() -> None:
        async with stdio_server(
            stdin=anyio.wrap_file(cast("Any", stdin)), stdout=anyio.wrap_file(cast("Any", stdout))
        ) as (read, write):
            await lowlevel.run(read, write, lowlevel.create_initialization_options())

    anyio.run(serve)
