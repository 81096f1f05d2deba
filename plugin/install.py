"""``supermemory install``: the OpenCode plugin shim (:mod:`supermemory_local.bridge.install`),
or with ``--claude-code`` the Claude Code hooks and MCP server
(:mod:`supermemory_local.claude_code.install`). It sits above both hosts, so neither
imports the other.
"""

from __future__ import annotations

from supermemory_local.store.cli_parser import Parser


def main(argv: list[str] | None = None) -> int:
    parser = Parser(
        prog="supermemory install",
        description="Install the OpenCode plugin shim (project: .opencode/plugins/, or global).",
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--project", action="store_true", help="this project (the default)")
    where.add_argument("--global", dest="global_", action="store_true", help="every project")
    parser.add_argument("--uninstall", action="store_true", help="remove what install added")
    parser.add_argument("--dry-run", action="store_true", help="print what would change")
    parser.add_argument(
        "--claude-code",
        action="store_true",
        help="Claude Code instead: hooks in .claude/settings.json and the MCP server",
    )
    args = parser.parse_args(argv if argv is not None else [])
    from supermemory_local.bridge.install import run as opencode
    from supermemory_local.claude_code.install import run as claude_code

    run = claude_code if args.claude_code else opencode
    return run(global_=args.global_, uninstall=args.uninstall, dry_run=args.dry_run)
