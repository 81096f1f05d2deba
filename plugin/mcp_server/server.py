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

import contextlib
import importlib.util
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from supermemory_local.hosts.logfile import setup_logging
from supermemory_local.hosts.standalone import open_memories
from supermemory_local.store.cli_parser import Parser

if TYPE_CHECKING:
    import logging

    from mcp.server.mcpserver import MCPServer

    from supermemory_local.hosts.standalone import HostMemories

_UNSET = object()
DEFAULT_PORT = 8765
SOURCE = "mcp"
MISSING_SDK = (
    "supermemory mcp needs the MCP SDK: pip install 'supermemory-local[mcp]' "
    "(pipx: pipx install --force 'supermemory-local[mcp]')"
)


def load_server_sdk() -> None:
    """Import the ``mcp`` SDK's server side without the client side, its models unbuilt.

    ``import mcp.server...`` runs ``mcp/__init__.py`` first, which imports the SDK's client
    (``mcp.client``: about 40 % of the SDK's import time) for its re-exports. The server
    needs none of them: an empty ``mcp`` package module (the real one's path, its
    ``__init__`` not run) is put in place first, and ``mcp.server`` and below import from
    the real files. If the SDK's layout ever refuses this, the ordinary import is used.

    The SDK defines some 450 pydantic models (every protocol type, once as the API sees it
    and once per wire version); pydantic builds each one's validator when the class is
    created, about 100 ms of the import here. They are created with pydantic's ``defer_build``
    (see :func:`_deferred_model_builds`): a model's validator is built the first time it
    validates, so a session builds the few it uses (initialize, tools/list, tools/call).
    """
    with _deferred_model_builds():
        if "mcp" not in sys.modules:
            spec = importlib.util.find_spec("mcp")
            if spec is None:
                raise ModuleNotFoundError(MISSING_SDK, name="mcp")
            sys.modules["mcp"] = importlib.util.module_from_spec(spec)
        try:
            import mcp.server.mcpserver
        except ImportError:
            for name in [n for n in sys.modules if n == "mcp" or n.startswith("mcp.")]:
                del sys.modules[name]
            import mcp.server.mcpserver  # noqa: F401


@contextlib.contextmanager
def _deferred_model_builds() -> Iterator[None]:
    """Every pydantic model class created inside defers building its validator.

    pydantic has no process-wide setting for ``defer_build``; a model inherits its base's
    ``model_config``, so the base of all models carries it while the SDK's modules run,
    and its own config is put back after: models created later (the tools' argument
    models, ours) are built as usual.
    """
    from pydantic import BaseModel

    config = BaseModel.model_config
    before = config.get("defer_build", _UNSET)
    config["defer_build"] = True
    try:
        yield
    finally:
        if before is _UNSET:
            config.pop("defer_build", None)
        else:
            config["defer_build"] = before  # type: ignore[typeddict-item]


def build_server(
    host: HostMemories, logger: logging.Logger, *, started: Callable[[], None] | None = None
) -> MCPServer:
    """The MCP server over ``host``'s memories (tools and the summary resource);
    ``started`` runs before the first tool call or resource read."""
    load_server_sdk()
    from supermemory_local.mcp_server.app import build_server as build

    return build(host, logger, started=started or (lambda: None))


class _Once:
    """``action`` at the first call, nothing at later ones."""

    def __init__(self, action: Callable[[], None]) -> None:
        self._action: Callable[[], None] | None = action

    def __call__(self) -> None:
        action, self._action = self._action, None
        if action is not None:
            action()


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
    if importlib.util.find_spec("mcp") is None:
        print(MISSING_SDK, file=sys.stderr)
        return 1
    if args.directory is not None and not args.directory.is_dir():
        parser.error(f"argument --directory: no such directory: {args.directory}")
    logger, _ = setup_logging()
    host = open_memories(args.directory, logger, source=SOURCE, start=False)
    for problem in host.problems:
        print(f"supermemory mcp: config: {problem}", file=sys.stderr)  # stderr: the client's log
    over = f"http://127.0.0.1:{args.port}/mcp" if args.http else "stdio"
    # The log's privacy filter imports the secret scanner (about a tenth of a second): the
    # start-up line is written when the first call needs the store anyway (or at the stop),
    # not while the client waits for `initialize` and `tools/list`.
    started = _Once(
        lambda: logger.info(
            "mcp: serving %s (scope %s) over %s", host.directory, host.memories.scope, over
        )
    )
    server = build_server(host, logger, started=started)
    try:
        if args.http:
            server.run("streamable-http", host="127.0.0.1", port=args.port)
        else:
            server.run("stdio")
    except KeyboardInterrupt:
        pass
    finally:
        host.memories.close()
        started()
        logger.info("mcp: stopped")
    return 0
