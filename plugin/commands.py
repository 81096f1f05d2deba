"""The ``supermemory`` subcommands that live in the plugin package.

The CLI (``supermemory_local.store.cli``) finds them through the
``supermemory_local.commands`` entry points and calls them with the arguments after
the command name. Each imports its module only when invoked, so the CLI starts fast.
The first docstring line of each function is its description in ``supermemory --help``.
"""

from __future__ import annotations


def compact_command(argv: list[str]) -> int:
    """Compact a saved transcript with the cascade and print the result."""
    from supermemory_local.cli_compact import main

    return main(argv)


def demo_command(argv: list[str]) -> int:
    """Replay a long coding session and watch it being compacted, offline."""
    from supermemory_local.demo import main

    return main(argv)


def bridge_command(argv: list[str]) -> int:
    """Run the JSON-lines bridge the OpenCode plugin talks to over stdio."""
    from supermemory_local.bridge.server import main

    return main(argv)


def install_command(argv: list[str]) -> int:
    """Install the OpenCode plugin shim for this project or globally."""
    from supermemory_local.install import main

    return main(argv)


def mcp_command(argv: list[str]) -> int:
    """Serve this project's memories to any MCP client (stdio, or --http on 127.0.0.1)."""
    from supermemory_local.mcp_server.server import main

    return main(argv)


def hook_command(argv: list[str]) -> int:
    """Answer a Claude Code hook event (supermemory hook claude-code EVENT); never blocks it."""
    from supermemory_local.claude_code.hooks import main

    return main(argv, usage_status=2)  # typed by a person: a usage error is status 2


def ui_command(argv: list[str]) -> int:
    """A local web viewer: projects, sessions and their context timelines, memories."""
    from supermemory_local.ui.server import main

    return main(argv)
