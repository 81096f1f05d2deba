"""The admin commands: ``config path|show|validate|init``, ``db upgrade|current|team``,
``doctor``."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from supermemory_local.config import DATABASE_URL_ENV, ConfigError, config_path
from supermemory_local.store.cli_context import (
    CliError,
    Context,
    atomic_open,
    load_config_reporting,
    warn,
)
from supermemory_local.store.cli_parser import add_json_option
from supermemory_local.store.cli_render import print_json

if TYPE_CHECKING:
    from sqlalchemy import Engine


Parents = list[argparse.ArgumentParser]


def add_config_commands(parser: argparse.ArgumentParser, parents: Parents) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    for name, help_, func in (
        ("path", "print where the config file is (or would be)", cmd_config_path),
        ("show", "print the effective settings as JSON", cmd_config_show),
        ("validate", "check the config file: 'ok' or the error", cmd_config_validate),
    ):
        p = sub.add_parser(name, help=help_, description=help_, parents=parents)
        add_json_option(p, "print JSON (for scripts)" if name != "show" else "(the default)")
        p.set_defaults(func=func)
    help_ = "write the documented default config if there is none"
    p = sub.add_parser("init", help=help_, description=help_, parents=parents)
    p.add_argument("--force", action="store_true", help="overwrite an existing file")
    add_json_option(p)
    p.set_defaults(func=cmd_config_init)


def add_db_commands(parser: argparse.ArgumentParser, parents: Parents) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    for name, help_, func in (
        ("upgrade", "migrate the schema to the latest revision", cmd_db_upgrade),
        ("current", "print the schema revision of the database", cmd_db_current),
        ("embed", "compute the semantic-search vectors of memories that have none", cmd_db_embed),
    ):
        p = sub.add_parser(name, help=help_, description=help_, parents=parents)
        add_json_option(p)
        p.set_defaults(func=func)
    help_ = "PostgreSQL team roles: init, add NAME [--admin], remove NAME"
    team = sub.add_parser("team", help=help_, description=help_, parents=parents)
    actions = team.add_subparsers(dest="team_action", metavar="ACTION", required=True)
    help_ = "create the supermemory_member and supermemory_admin roles and their grants"
    p = actions.add_parser("init", help=help_, description=help_, parents=parents)
    p.set_defaults(func=cmd_db_team_init)
    help_ = "make a database role a team member (created as a login role if new)"
    p = actions.add_parser("add", help=help_, description=help_, parents=parents)
    p.add_argument("role", metavar="NAME")
    p.add_argument("--admin", action="store_true", help="may delete other members' memories")
    p.set_defaults(func=cmd_db_team_add)
    help_ = "take a role's team membership away (its memories stay)"
    p = actions.add_parser("remove", help=help_, description=help_, parents=parents)
    p.add_argument("role", metavar="NAME")
    p.set_defaults(func=cmd_db_team_remove)


def cmd_db_embed(ctx: Context) -> int:
    """The backfill of the semantic extra: every memory without a vector gets one."""
    count = ctx.store().embed_missing()
    if ctx.output_format() == "json":
        print_json({"embedded": count}, ctx.out)
    else:
        ctx.out.write(f"embedded {count} {'memory' if count == 1 else 'memories'}\n")
    return 0


def cmd_config_path(ctx: Context) -> int:
    path = config_path(ctx.config_path)
    json_out = ctx.output_format() == "json"
    if json_out:
        print_json({"path": str(path), "exists": path.exists()}, ctx.out)
    else:
        ctx.out.write(f"{path}\n")
    if path.exists():
        try:
            load_config_reporting(str(path))
        except ConfigError as exc:
            warn(str(exc))
    elif sys.stderr.isatty() and not json_out:
        warn("no file there yet; `supermemory config init` writes the documented defaults")
    return 0


def cmd_config_show(ctx: Context) -> int:
    """JSON with or without --json (the flag is there so that every command takes it)."""
    from supermemory_local.config import settings_as_json
    from supermemory_local.store.db import mask_url

    shown = settings_as_json(ctx.config().settings)
    override = ctx.database_url or os.environ.get(DATABASE_URL_ENV)
    if override:
        shown["databaseUrl"] = override
    if shown.get("databaseUrl"):
        shown["databaseUrl"] = mask_url(shown["databaseUrl"])
    print_json(shown, ctx.out)
    return 0


def cmd_config_validate(ctx: Context) -> int:
    if ctx.output_format() == "json":
        return _validate_as_json(ctx)
    loaded = ctx.config()
    if loaded.exists:
        ctx.out.write(f"ok: {loaded.path}\n")
    else:
        ctx.out.write(f"ok: no file at {loaded.path}; the defaults apply\n")
    return 0


def _validate_as_json(ctx: Context) -> int:
    """``{"ok", "path", "exists", "error", "warnings"}`` on stdout; exit 1 when not ok."""
    import warnings

    from supermemory_local.config import ConfigWarning, load_config

    path = config_path(ctx.config_path)
    error: str | None = None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ConfigWarning)
        try:
            loaded = load_config(ctx.config_path)
            path, exists = loaded.path, loaded.exists
        except ConfigError as exc:
            error, exists = str(exc), path.exists()
    doc = {
        "ok": error is None,
        "path": str(path),
        "exists": exists,
        "error": error,
        "warnings": [str(w.message) for w in caught if issubclass(w.category, ConfigWarning)],
    }
    print_json(doc, ctx.out)
    return 0 if error is None else 1


def cmd_config_init(ctx: Context) -> int:
    from supermemory_local.config import render_example

    path = config_path(ctx.config_path)
    json_out = ctx.output_format() == "json"
    if path.exists() and not ctx.args.force:
        try:
            load_config_reporting(str(path))
        except ConfigError as exc:
            hint = "`config init --force` replaces the file with the defaults"
            raise CliError(f"{exc} ({hint})") from None
        if json_out:
            print_json({"path": str(path), "written": False}, ctx.out)
        else:
            ctx.out.write(f"{path} already exists; left unchanged (--force overwrites it)\n")
        return 0
    with atomic_open(path) as f:
        f.write(render_example())
    if json_out:
        print_json({"path": str(path), "written": True}, ctx.out)
    else:
        ctx.out.write(f"wrote {path}\n")
    return 0


@contextmanager
def _engine(ctx: Context) -> Iterator[tuple[Engine, str]]:
    """The database engine without the store's schema check (these commands manage it)."""
    from sqlalchemy.exc import SQLAlchemyError

    from supermemory_local.store.db import make_engine, mask_url, resolve_url
    from supermemory_local.store.errors import first_line

    url = resolve_url(ctx.config().settings, ctx.database_url)
    shown = mask_url(url)
    engine = make_engine(url)
    try:
        yield engine, shown
    except SQLAlchemyError as exc:
        raise CliError(f"database error on {shown}: {first_line(exc)}") from None
    finally:
        engine.dispose()


def cmd_db_upgrade(ctx: Context) -> int:
    from supermemory_local.store.migrate import current_revision, upgrade

    with _engine(ctx) as (engine, shown):
        before = current_revision(engine)
        after = upgrade(engine)
    if ctx.output_format() == "json":
        print_json({"database": shown, "before": before, "after": after}, ctx.out)
    elif before == after:
        ctx.out.write(f"{shown} is up to date (revision {after})\n")
    else:
        ctx.out.write(f"{shown} upgraded: {before or 'empty'} -> {after}\n")
    return 0


def cmd_db_current(ctx: Context) -> int:
    from supermemory_local.store.migrate import HEAD_REVISION, current_revision

    with _engine(ctx) as (engine, shown):
        revision = current_revision(engine)
    if ctx.output_format() == "json":
        doc = {"database": shown, "revision": revision, "latest": revision == HEAD_REVISION}
        print_json(doc, ctx.out)
    elif revision is None:
        ctx.out.write("none (empty database)\n")
    else:
        ctx.out.write(f"{revision}{' (latest)' if revision == HEAD_REVISION else ''}\n")
    return 0


def _team_lines(ctx: Context, lines: list[str]) -> int:
    for line in lines:
        ctx.out.write(line + "\n")
    return 0


def cmd_db_team_init(ctx: Context) -> int:
    from supermemory_local.store.migrate import upgrade
    from supermemory_local.store.team import init_team

    with _engine(ctx) as (engine, _):
        upgrade(engine)
        return _team_lines(ctx, init_team(engine))


def cmd_db_team_add(ctx: Context) -> int:
    from supermemory_local.store.team import add_member

    with _engine(ctx) as (engine, _):
        return _team_lines(ctx, add_member(engine, ctx.args.role, admin=ctx.args.admin))


def cmd_db_team_remove(ctx: Context) -> int:
    from supermemory_local.store.team import remove_member

    with _engine(ctx) as (engine, _):
        return _team_lines(ctx, remove_member(engine, ctx.args.role))


def cmd_doctor(ctx: Context) -> int:
    from supermemory_local.store.cli_doctor import run_doctor

    return run_doctor(ctx)
