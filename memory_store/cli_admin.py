"""The admin commands: ``config path|show|validate|init``, ``db upgrade|current``, ``doctor``."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from memory_store.cli_context import CliError, Context, load_config_reporting, warn
from memory_store.config import DATABASE_URL_ENV, ConfigError, default_config_path


def add_config_commands(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    sub.add_parser("path", help="print where the config file is (or would be)").set_defaults(
        func=cmd_config_path
    )
    sub.add_parser("show", help="print the effective settings as JSON").set_defaults(
        func=cmd_config_show
    )
    sub.add_parser("validate", help="check the config file: 'ok' or the error").set_defaults(
        func=cmd_config_validate
    )
    p = sub.add_parser("init", help="write the documented default config if there is none")
    p.add_argument("--force", action="store_true", help="overwrite an existing file")
    p.set_defaults(func=cmd_config_init)


def add_db_commands(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    sub.add_parser("upgrade", help="migrate the schema to the latest revision").set_defaults(
        func=cmd_db_upgrade
    )
    sub.add_parser("current", help="print the schema revision of the database").set_defaults(
        func=cmd_db_current
    )


def config_file(ctx: Context) -> Path:
    return Path(ctx.config_path).expanduser() if ctx.config_path else default_config_path()


def cmd_config_path(ctx: Context) -> int:
    path = config_file(ctx)
    ctx.out.write(f"{path}\n")
    if path.exists():
        try:
            load_config_reporting(str(path))
        except ConfigError as exc:
            warn(str(exc))
    elif sys.stderr.isatty():
        warn("no file there yet; `supermemory config init` writes the documented defaults")
    return 0


def cmd_config_show(ctx: Context) -> int:
    from memory_store.cli_render import print_json
    from memory_store.config import settings_as_json
    from memory_store.db import mask_url

    shown = settings_as_json(ctx.config().settings)
    override = ctx.database_url or os.environ.get(DATABASE_URL_ENV)
    if override:
        shown["databaseUrl"] = override
    if shown.get("databaseUrl"):
        shown["databaseUrl"] = mask_url(shown["databaseUrl"])
    print_json(shown, ctx.out)
    return 0


def cmd_config_validate(ctx: Context) -> int:
    loaded = ctx.config()
    if loaded.exists:
        ctx.out.write(f"ok: {loaded.path}\n")
    else:
        ctx.out.write(f"ok: no file at {loaded.path}; the defaults apply\n")
    return 0


def cmd_config_init(ctx: Context) -> int:
    from memory_store.config import render_example

    path = config_file(ctx)
    if path.exists() and not ctx.args.force:
        try:
            load_config_reporting(str(path))
        except ConfigError as exc:
            hint = "`config init --force` replaces the file with the defaults"
            raise CliError(f"{exc} ({hint})") from None
        ctx.out.write(f"{path} already exists; left unchanged (--force overwrites it)\n")
        return 0
    write_atomically(path, render_example())
    ctx.out.write(f"wrote {path}\n")
    return 0


def write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def cmd_db_upgrade(ctx: Context) -> int:
    store = ctx.store(migrate=False)
    before = store.current_revision()
    after = store.upgrade()
    if before == after:
        ctx.out.write(f"{store.url} is up to date (revision {after})\n")
    else:
        ctx.out.write(f"{store.url} upgraded: {before or 'empty'} -> {after}\n")
    return 0


def cmd_db_current(ctx: Context) -> int:
    store = ctx.store(migrate=False)
    ctx.out.write(f"{store.current_revision() or 'none (empty database)'}\n")
    return 0


def cmd_doctor(ctx: Context) -> int:
    from memory_store.cli_doctor import run_doctor

    return run_doctor(ctx)
