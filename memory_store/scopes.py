"""Scope names: which project or user a memory belongs to."""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

from supermemory_local.store.errors import StoreError

PROJECT_PREFIX = "opencode_project_"
USER_PREFIX = "opencode_user_"


@dataclass(frozen=True)
class ScopeName:
    """What a scope stands for, as the ``scopes`` table records it (migration 0006)."""

    scope: str
    kind: str  # "project" | "user"
    name: str  # the project directory's name (a git repository's top level); the email
    path: str | None = None  # the project's root


def describe_project(root: Path | str) -> ScopeName:
    """The scope of the project at ``root`` with its display name and path."""
    resolved = Path(root).resolve()
    return ScopeName(
        project_scope(resolved), "project", resolved.name or str(resolved), str(resolved)
    )


def describe_user(email: str | None = None) -> ScopeName:
    """The user scope of ``email`` (default: ``git config user.email``), named by it."""
    if email is None:
        email = _git_user_email()
    scope = user_scope(email)
    return ScopeName(scope, "user", (email or "").strip())


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _home() -> Path | None:
    try:
        return Path.home().resolve()
    except (KeyError, RuntimeError, OSError):
        return None


def project_root(cwd: Path | None = None) -> Path:
    """The nearest git top level containing ``cwd`` (a ``.git`` dir or file) below the home
    directory, else ``cwd`` itself. A home directory kept in git (dotfiles) is not a
    project: two plain directories under it are two projects, not one."""
    start = Path(cwd if cwd is not None else os.getcwd()).resolve()
    home = _home()
    for candidate in (start, *start.parents):
        if candidate == home:
            break
        if (candidate / ".git").exists():
            return candidate
    return start


def host_project_root(directory: str | None, worktree: str | None) -> Path:
    """The project root of a host session: the host's worktree when it names one that holds
    the directory (OpenCode reports ``/`` for a directory outside git: not a project),
    else :func:`project_root` of the directory."""
    where = Path(directory).resolve() if directory else Path.cwd().resolve()
    if worktree:
        tree = Path(worktree).resolve()
        home = _home()
        if tree != Path(tree.anchor) and tree != home and (tree == where or tree in where.parents):
            return tree
    return project_root(where)


def project_scope(root: Path | str | None = None) -> str:
    """``opencode_project_`` + 16 hex of sha256 of the resolved project root."""
    resolved = project_root() if root is None else Path(root).resolve()
    return PROJECT_PREFIX + _digest(str(resolved))


def _git_user_email() -> str | None:
    import subprocess  # only for a user scope: a project's hooks start without it

    try:
        done = subprocess.run(
            ["git", "config", "user.email"],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    email = done.stdout.strip()
    return email or None


def user_scope(email: str | None = None) -> str:
    """``opencode_user_`` + 16 hex of sha256 of the email (default: ``git config user.email``)."""
    if email is None:
        email = _git_user_email()
    if email is None or not email.strip():
        raise StoreError(
            "no user email for the user scope: run `git config --global user.email you@example.com`"
        )
    return USER_PREFIX + _digest(email.strip())


def resolve_scope(name: str, cwd: Path | None = None) -> str | None:
    """``project``/``user``/``all`` to a scope (``all``: None); anything else is a tag, verbatim."""
    described = describe_scope(name, cwd)
    if described is not None:
        return described.scope
    if name == "all":
        return None
    return name


def describe_scope(name: str, cwd: Path | None = None) -> ScopeName | None:
    """``project`` or ``user`` with what it stands for; None for anything else."""
    if name == "project":
        return describe_project(project_root(cwd))
    if name == "user":
        return describe_user()
    return None
