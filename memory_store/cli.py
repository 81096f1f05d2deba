"""The ``supermemory`` command line: inspect, search and manage memories.

It starts on every call, so this module imports only the standard library. The store
(SQLAlchemy), rich and json5 are imported by the commands that need them. Commands
of the plugin package are found through the ``supermemory_local.commands`` entry points
and loaded only when one is invoked; the store never imports the engine or a host.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from supermemory_local.store.cli_context import Context, is_user_error
from supermemory_local.store.cli_parser import PROG, USAGE_ERROR, Parser, add_json_option

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

COMMAND_GROUP = "supermemory_local.commands"
SCOPE_HELP = (
    "project (this git repository, else this directory), user (your git email), "
    "all, a project's name or path as `list` shows it, or a literal scope tag"
)
TIME_HELP = "an ISO-8601 date or time (UTC unless it says), or an age such as 30m, 12h, 7d, 2w"
# Global options that take a value (needed to find the command name in argv).
_VALUE_OPTIONS = ("--config", "--database-url")


class _VersionAction(argparse.Action):
    """``--version``, resolved only when asked (importlib.metadata is slow to import)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        kwargs.update(nargs=0, default=argparse.SUPPRESS)
        super().__init__(option_strings, argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *_: Any) -> None:
        from importlib.metadata import PackageNotFoundError, version

        try:
            number = version("supermemory-local")
        except PackageNotFoundError:
            number = "unknown (not installed)"
        print(f"{PROG} {number}")
        parser.exit(0)


def _global_options(*, in_subcommand: bool) -> Parser:
    """Options accepted before and after the command name."""
    p = Parser(add_help=False)
    unset = argparse.SUPPRESS if in_subcommand else None
    p.add_argument(
        "--config",
        metavar="PATH",
        default=unset,
        help="config file (default: $SUPERMEMORY_CONFIG or ~/.config/opencode/supermemory.jsonc)",
    )
    p.add_argument(
        "--database-url",
        metavar="URL",
        default=unset,
        help="SQLAlchemy database URL (default: $SUPERMEMORY_DATABASE_URL, then the config)",
    )
    p.add_argument(
        "--debug",
        action="store_true",
        default=argparse.SUPPRESS if in_subcommand else False,
        help="show tracebacks on errors",
    )
    return p


def _scope_option(p: argparse.ArgumentParser, default: str) -> None:
    p.add_argument(
        "--scope", default=default, metavar="SCOPE", help=f"{SCOPE_HELP} (default: {default})"
    )


def build_parser(plugin_commands: dict[str, str] | None = None) -> argparse.ArgumentParser:
    """The whole command tree. ``plugin_commands`` (name -> description) only for --help."""
    from supermemory_local.store import cli_admin, cli_commands

    parser = Parser(
        prog=PROG,
        description="Inspect, search and manage the memories kept by supermemory-local.",
        parents=[_global_options(in_subcommand=False)],
    )
    parser.add_argument("--version", action=_VersionAction, help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    common = [_global_options(in_subcommand=True)]

    def command(name: str, help_: str) -> argparse.ArgumentParser:
        return sub.add_parser(name, help=help_, description=help_, parents=common)

    p = command("list", "list memories, newest first")
    _scope_option(p, "project")
    p.add_argument("--type", metavar="TYPE", help="only memories of this type")
    p.add_argument("-n", "--limit", type=_count, default=20, help="how many (default: 20; 0: all)")
    p.add_argument("--session", metavar="ID", help="only memories of this session")
    _time_options(p)
    p.add_argument(
        "--all-versions",
        action="store_true",
        help="every saved version of a session's memory, not just the newest (its history)",
    )
    add_json_option(p)
    p.set_defaults(func=cli_commands.cmd_list)

    p = command("show", "show one memory in full")
    p.add_argument("id", metavar="ID")
    add_json_option(p)
    p.set_defaults(func=cli_commands.cmd_show)

    p = command("search", "full-text search (finds Chinese and other text without spaces)")
    p.add_argument("query", metavar="QUERY")
    _scope_option(p, "project")
    p.add_argument("--type", metavar="TYPE", help="only memories of this type")
    p.add_argument(
        "-n",
        "--limit",
        type=_count,
        help="how many (default: searchLimit from the config; 0: every match)",
    )
    p.add_argument("--session", metavar="ID", help="only memories of this session")
    _time_options(p)
    p.add_argument(
        "--semantic",
        action="store_true",
        help="hybrid: full text and meaning (local embeddings; needs the 'semantic' extra)",
    )
    p.add_argument(
        "--all-versions",
        action="store_true",
        help="search the earlier versions of session memories too",
    )
    add_json_option(p)
    p.set_defaults(func=cli_commands.cmd_search)

    p = command("add", "store a memory (TEXT '-' reads stdin)")
    p.add_argument("text", metavar="TEXT")
    p.add_argument(
        "--type",
        default="note",
        metavar="TYPE",
        help="(default: %(default)s; conversation is the type of session summaries)",
    )
    _scope_option(p, "project")
    add_json_option(p)
    p.set_defaults(func=cli_commands.cmd_add)

    p = command("forget", "delete memories by id (all or nothing)")
    p.add_argument("ids", nargs="+", metavar="ID")
    add_json_option(p)
    p.set_defaults(func=cli_commands.cmd_forget)

    p = command("export", "write memories as JSON Lines (default: all scopes)")
    _scope_option(p, "all")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of stdout")
    p.set_defaults(func=cli_commands.cmd_export)

    p = command(
        "import", "read memories from JSON Lines ('-' = stdin); ids already present are skipped"
    )
    p.add_argument("file", metavar="FILE")
    add_json_option(p)
    p.set_defaults(func=cli_commands.cmd_import)

    p = command("stats", "count memories by type and scope; show the database")
    add_json_option(p)
    p.set_defaults(func=cli_commands.cmd_stats)

    config = command("config", "the config file: path, show, validate, init")
    cli_admin.add_config_commands(config, list(common))
    cli_admin.add_db_commands(
        command("db", "database schema and team roles: upgrade, current, team"), list(common)
    )
    from supermemory_local.store.cli_sessions import add_sessions_command

    add_sessions_command(
        command("sessions", "sessions in the event record; `sessions show ID`: its timeline"),
        list(common),
        _positive_int,
    )
    p = command("doctor", "check config, database, data dir and plugins")
    add_json_option(p)
    p.set_defaults(func=cli_admin.cmd_doctor)

    for name, description in (plugin_commands or {}).items():
        if name not in BUILTIN_COMMANDS:  # a built-in always wins
            sub.add_parser(name, help=description, add_help=False)
    return parser


def _time_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--since", metavar="WHEN", help=f"created at or after WHEN: {TIME_HELP}")
    p.add_argument("--until", metavar="WHEN", help=f"created before WHEN: {TIME_HELP}")


MAX_COUNT = 10**9  # a count beyond this is a typo, and SQLite cannot hold one past 2**63


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text[:40]!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    if value > MAX_COUNT:
        raise argparse.ArgumentTypeError(f"must be at most {MAX_COUNT:,}, got {text[:40]}")
    return value


def _count(text: str) -> int:
    """``-n``: a whole number, 0 meaning all."""
    if text.strip() == "0":
        return 0
    return _positive_int(text)


BUILTIN_COMMANDS = frozenset(
    {
        "list",
        "show",
        "search",
        "add",
        "forget",
        "export",
        "import",
        "stats",
        "config",
        "db",
        "doctor",
        "sessions",
    }
)

# Plugin commands that hosts run, not people: the OpenCode shim starts `bridge`, Claude
# Code's hooks run `hook`. They work as always but are left out of --help and the hints.
INTERNAL_COMMANDS = frozenset({"bridge", "hook"})


def _split_command(argv: Sequence[str]) -> tuple[list[str], str | None, list[str]]:
    """``argv`` as (global options before the command, command name, the rest)."""
    i = 0
    while i < len(argv):
        token = argv[i]
        if token == "--":
            return list(argv[:i]), (argv[i + 1] if i + 1 < len(argv) else None), list(argv[i + 2 :])
        if not token.startswith("-"):
            return list(argv[:i]), token, list(argv[i + 1 :])
        i += 2 if token in _VALUE_OPTIONS else 1
    return list(argv), None, []


def _plugin_entry_points() -> dict[str, EntryPoint]:
    from importlib.metadata import entry_points

    found: dict[str, EntryPoint] = {}
    for ep in entry_points(group=COMMAND_GROUP):
        found.setdefault(ep.name, ep)
    return found


def _describe(ep: EntryPoint) -> str:
    """The first docstring line of the command (loads its module; --help only)."""
    try:
        doc = ep.load().__doc__ or ""
    except Exception as exc:  # a broken plugin must not break --help
        return f"(cannot load {ep.value}: {type(exc).__name__}: {exc})"
    return doc.strip().splitlines()[0].rstrip(".") if doc.strip() else ""


def _run_plugin(ep: EntryPoint, before: list[str], rest: list[str]) -> int:
    """Call a plugin command; global options before its name reach it through the env."""
    opts = Parser(prog=PROG, add_help=False, parents=[_global_options(in_subcommand=False)])
    try:
        ns = opts.parse_args(before)
        if ns.config:
            os.environ["SUPERMEMORY_CONFIG"] = ns.config
        if ns.database_url:
            os.environ["SUPERMEMORY_DATABASE_URL"] = ns.database_url
        return _guarded(lambda: int(ep.load()(rest) or 0), debug=ns.debug)
    except SystemExit as exc:  # e.g. a parser's usage error: the status, in-process too
        if exc.code is None or isinstance(exc.code, int):
            return exc.code or 0
        print(exc.code, file=sys.stderr)  # what sys.exit("message") does
        return 1


def _guarded(call: Callable[[], int], *, debug: bool) -> int:
    """Run a command: errors become one line (a traceback only with --debug)."""
    try:
        code = call()
        sys.stdout.flush()  # a closed pipe shows here, not at interpreter exit
        return code
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. `supermemory export | head`
        _silence_stdout()
        return 0
    except Exception as exc:
        if debug:
            raise
        code = _report(exc)
        if _is_output_fault(exc):
            _silence_stdout()  # what is still buffered would fail again at exit
        return code


def _is_output_fault(exc: BaseException) -> bool:
    """A write to stdout that failed: a full disk, a device error, a file grown too big."""
    import errno

    return (
        isinstance(exc, OSError)
        and exc.filename is None
        and exc.errno in (errno.ENOSPC, errno.EIO, errno.EFBIG, errno.EDQUOT)
    )


def _report(exc: BaseException) -> int:
    if _is_output_fault(exc):
        message = f"cannot write the output: {exc.strerror}"  # type: ignore[attr-defined]
    elif isinstance(exc, OSError) and exc.strerror:
        message = f"{exc.filename}: {exc.strerror}" if exc.filename else exc.strerror
    elif is_user_error(exc):
        message = str(exc) or type(exc).__name__
    else:
        message = f"unexpected {type(exc).__name__}: {exc} (rerun with --debug for the traceback)"
    print(f"{PROG}: error: {message.splitlines()[0] if message else message}", file=sys.stderr)
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``supermemory`` script; returns the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    before, name, rest = _split_command(args_list)
    if name is not None and name not in BUILTIN_COMMANDS:
        plugins = _plugin_entry_points()
        if name in plugins:
            return _run_plugin(plugins[name], before, rest)
        return _unknown_command(name, plugins)

    wants_help = name is None and bool({"-h", "--help"} & set(before) or not args_list)
    plugin_help = (
        {
            n: _describe(ep)
            for n, ep in sorted(_plugin_entry_points().items())
            if n not in INTERNAL_COMMANDS
        }
        if wants_help
        else None
    )
    parser = build_parser(plugin_help)
    if not args_list:
        parser.print_help()
        return 0
    try:
        args = parser.parse_args(args_list)
    except SystemExit as exc:
        return int(exc.code or 0) if not isinstance(exc.code, str) else USAGE_ERROR
    if getattr(args, "func", None) is None:  # global options only, e.g. `supermemory --debug`
        try:
            parser.error("the following arguments are required: COMMAND (see --help)")
        except SystemExit:
            return USAGE_ERROR
    ctx = Context(args)
    try:
        return _guarded(lambda: int(args.func(ctx)), debug=args.debug)
    finally:
        ctx.close()


def _unknown_command(name: str, plugins: dict[str, EntryPoint]) -> int:
    import difflib

    known = sorted(BUILTIN_COMMANDS | plugins.keys() - INTERNAL_COMMANDS)
    close = difflib.get_close_matches(name, known, n=1)
    hint = f" (did you mean {close[0]}?)" if close else f" (commands: {', '.join(known)})"
    print(f"{PROG}: error: unknown command {name!r}{hint}", file=sys.stderr)
    return USAGE_ERROR


def _silence_stdout() -> None:
    """After a closed pipe or a full disk, point stdout at /dev/null so the exit flush
    does not fail (an in-process caller's captured stdout is left alone)."""
    try:
        fileno = sys.stdout.fileno()
    except (OSError, ValueError, AttributeError):
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fileno)


def run() -> NoReturn:
    sys.exit(main())


if __name__ == "__main__":
    run()
