"""``supermemory doctor``: is this installation healthy? One line per check.

Built-in checks: the config file, the database (reachable, schema at the latest
revision, and for a SQLite file ``PRAGMA integrity_check`` and its modes), the data
directory (writable). Plugins add checks through the entry point
group ``supermemory_local.doctor_checks``: each entry is a callable taking no arguments and
returning an iterable of ``(name, status, detail)`` with status ``ok``/``warn``/``fail``.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from supermemory_local.config import Settings, load_config
from supermemory_local.store.cli_context import Context
from supermemory_local.store.db import resolve_url

if TYPE_CHECKING:
    from sqlalchemy import Engine

CHECK_GROUP = "supermemory_local.doctor_checks"
Status = Literal["ok", "warn", "fail"]
MARKS: dict[Status, str] = {"ok": "✓", "warn": "!", "fail": "✗"}
_URL_HINT = "check databaseUrl / storagePath in the config, or --database-url"


@dataclass(frozen=True)
class Check:
    name: str
    status: Status
    detail: str
    hint: str = ""

    def line(self) -> str:
        hint = f" — {self.hint}" if self.hint and self.status != "ok" else ""
        return f"{MARKS[self.status]} {self.name}: {self.detail}{hint}"

    def to_json(self) -> dict[str, object]:
        """``ok`` is false only for a failure: a warning does not fail ``doctor``."""
        hint = self.hint if self.status != "ok" else ""
        return {
            "name": self.name,
            "status": self.status,
            "ok": self.status != "fail",
            "detail": self.detail,
            "hint": hint or None,
        }


def run_doctor(ctx: Context) -> int:
    checks: list[Check] = []
    settings = _check_config(ctx, checks)
    checks.extend(_check_storage(resolve_url(settings, ctx.database_url)))
    checks.extend(_plugin_checks())
    failed = sum(c.status == "fail" for c in checks)
    warned = sum(c.status == "warn" for c in checks)
    if ctx.output_format() == "json":
        from supermemory_local.store.cli_render import print_json

        doc = {
            "ok": not failed,
            "failed": failed,
            "warnings": warned,
            "checks": [c.to_json() for c in checks],
        }
        print_json(doc, ctx.out)
        return 1 if failed else 0
    for check in checks:
        ctx.out.write(check.line() + "\n")
    if failed:
        ctx.out.write(f"{failed} check(s) failed\n")
        return 1
    ctx.out.write("all checks passed" + (f" ({warned} warning(s))" if warned else "") + "\n")
    return 0


def _check_config(ctx: Context, checks: list[Check]) -> Settings:
    """Adds the config lines; returns usable settings (defaults for the broken keys)."""
    import warnings

    from supermemory_local.config import ConfigWarning

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ConfigWarning)
        loaded = load_config(ctx.config_path, on_error="warn")
    if loaded.problems:  # the first is what on_error="fail" would have raised
        hint = "fix it, then run `supermemory config validate`"
        checks.append(Check("config", "fail", loaded.problems[0], hint))
    elif loaded.exists:
        checks.append(Check("config", "ok", f"{loaded.path} is valid"))
    else:
        checks.append(Check("config", "ok", f"no file at {loaded.path}; the defaults apply"))
    checks.extend(
        Check("config", "warn", str(w.message), "remove or rename the key")
        for w in caught
        if issubclass(w.category, ConfigWarning)
    )
    return loaded.settings


def _check_storage(url: str) -> Iterator[Check]:
    """The database and, when it is a SQLite file, the directory it lives in."""
    from supermemory_local.store.db import sqlite_file
    from supermemory_local.store.errors import StoreError

    try:
        path = sqlite_file(url)
    except StoreError as exc:  # an unparsable URL
        yield Check("database", "fail", str(exc), _URL_HINT)
        return
    yield from _check_database(url, path)
    yield from _check_data_dir(path)


def _check_database(url: str, path: Path | None) -> Iterator[Check]:
    from sqlalchemy.exc import SQLAlchemyError

    from supermemory_local.store.db import make_engine, mask_url
    from supermemory_local.store.errors import StoreError
    from supermemory_local.store.migrate import HEAD_REVISION, current_revision

    shown = mask_url(url)
    if path is not None and not path.exists():  # look, do not create it
        hint = "it is created on first use, or run `supermemory db upgrade`"
        yield Check("database", "warn", f"{path} does not exist yet", hint)
        return
    try:
        engine = make_engine(url)
        try:
            revision = current_revision(engine)
            damage = _integrity_problem(engine) if path is not None else None
            access = (
                _access(engine)
                if engine.dialect.name == "postgresql" and revision == HEAD_REVISION
                else None
            )
        finally:
            engine.dispose()
    except (StoreError, SQLAlchemyError) as exc:
        if path is not None and _is_damage(exc):
            yield _damaged(path, _one_line(exc))
        else:
            yield Check("database", "fail", f"{shown}: {_one_line(exc)}", _URL_HINT)
        return
    if path is not None and damage is not None:
        yield _damaged(path, damage)
        return
    if revision == HEAD_REVISION:
        yield Check("database", "ok", f"{shown} at the latest schema revision ({revision})")
        if access is not None:
            yield access
    elif revision is None:
        hint = "it is created on first use, or run `supermemory db upgrade`"
        yield Check("database", "warn", f"{shown} has no schema yet", hint)
    else:
        detail = f"{shown} is at schema revision {revision}, this version expects {HEAD_REVISION}"
        hint = (
            "run `supermemory db upgrade` (or upgrade supermemory-local if the database is newer)"
        )
        yield Check("database", "fail", detail, hint)


def _integrity_problem(engine: Engine) -> str | None:
    """The first problem ``PRAGMA integrity_check`` reports, or None when it says ok."""
    from sqlalchemy import text

    with engine.connect() as connection:
        rows = [str(r[0]) for r in connection.execute(text("PRAGMA integrity_check(20)"))]
    if rows == ["ok"]:
        return None
    # One row may hold several lines ("*** in database main ***" then the pages).
    lines = [ln.strip() for row in rows for ln in row.splitlines() if ln.strip()]
    lines = [ln for ln in lines if not ln.startswith("***")] or lines
    more = f" (+{len(lines) - 1} more)" if len(lines) > 1 else ""
    return f"{lines[0] if lines else 'no answer'}{more}"


def _access(engine: Engine) -> Check:
    """On PostgreSQL: is row-level security on, and who are we to it?"""
    from sqlalchemy import text

    from supermemory_local.store.team import ADMIN_ROLE, MEMBER_ROLE

    with engine.connect() as connection:
        row = connection.execute(
            text(
                "SELECT c.relrowsecurity, pg_get_userbyid(c.relowner) = current_user,"
                " current_user, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)"
                " FROM pg_class c WHERE c.oid = 'memories'::regclass"
            )
        ).one()
        roles = set(
            connection.scalars(
                text(
                    "SELECT rolname FROM pg_roles WHERE rolname IN (:m, :a)"
                    " AND pg_has_role(current_user, oid, 'MEMBER')"
                ),
                {"m": MEMBER_ROLE, "a": ADMIN_ROLE},
            )
        )
    enabled, is_owner, user, is_super = row
    if not enabled:
        return Check("access", "fail", "row-level security is off", "run `supermemory db upgrade`")
    if is_owner or is_super:
        who = "the table's owner" if is_owner else "a superuser"
        return Check(
            "access",
            "ok",
            f"row-level security on; {user} is {who} and is not bound by it "
            "(team members connect as their own roles: `supermemory db team add NAME`)",
        )
    if not roles:
        return Check(
            "access",
            "warn",
            f"{user} is not a team member",
            "ask the database owner to run `supermemory db team add " + user + "`",
        )
    kind = "a team admin" if ADMIN_ROLE in roles else "a team member"
    return Check("access", "ok", f"row-level security on; {user} is {kind}")


def _is_damage(exc: BaseException) -> bool:
    text = str(getattr(exc, "orig", None) or exc).lower()
    return "malformed" in text or "not a database" in text


def _damaged(path: Path, problem: str) -> Check:
    hint = (
        f"stop OpenCode and supermemory, copy the file aside ({path}.damaged), then restore "
        f"a backup or salvage it: `sqlite3 {path}.damaged .recover | sqlite3 {path}` "
        "(or move it away and `supermemory import` an export)"
    )
    return Check("database", "fail", f"{path} is damaged: integrity check says {problem}", hint)


def _check_data_dir(path: Path | None) -> Iterator[Check]:
    if path is None:
        yield Check("data dir", "ok", "not used (the database is not a SQLite file)")
        return
    from supermemory_local.store.errors import StoreError
    from supermemory_local.store.private_files import (
        check_own_file,
        check_side_files,
        directory_problem,
        directory_warning,
        make_private_dirs,
    )

    directory = path.parent
    try:
        make_private_dirs(directory)
        with tempfile.NamedTemporaryFile(dir=directory, prefix=".doctor-"):
            pass
    except (StoreError, OSError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        detail = f"{directory} is not writable ({reason})"
        yield Check("data dir", "fail", detail, "fix its permissions or set storagePath")
        return
    problem = directory_problem(directory)
    if problem:
        yield Check("data dir", "fail", problem, "choose another storagePath")
        return
    try:  # the database and its -wal/-shm: regular files of yours, 0600
        check_side_files(path)
        check_own_file(path)
    except StoreError as exc:
        yield Check("data dir", "fail", str(exc), "remove the file named, or set storagePath")
        return
    warning = directory_warning(directory)
    if warning:
        yield Check("data dir", "warn", warning, "set storagePath to a directory of your own")
        return
    yield Check("data dir", "ok", f"{directory} is writable by you alone")


def _plugin_checks() -> Iterator[Check]:
    from importlib.metadata import entry_points

    for ep in entry_points(group=CHECK_GROUP):
        try:
            results: Iterable[tuple[str, str, str]] = ep.load()()
            for name, status, detail in results:
                yield Check(str(name), _status(status), str(detail))
        except Exception as exc:
            yield Check(ep.name, "fail", f"check crashed: {_one_line(exc)}", f"see {ep.value}")


def _status(value: object) -> Status:
    if value == "ok":
        return "ok"
    return "warn" if value == "warn" else "fail"  # anything unexpected counts as a failure


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__
