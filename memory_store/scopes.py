"""Scope names: which project or user a memory belongs to."""

from __future__ import annotations

import hashlib
import os
import subprocess
from pathlib import Path

from supermemory.store.errors import StoreError

PROJECT_PREFIX = "opencode_project_"
USER_PREFIX = "opencode_user_"


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def project_root(cwd: Path | None = None) -> Path:
    """The git top level containing ``cwd`` (a ``.git`` dir or file), else ``cwd`` itself."""
    start = Path(cwd if cwd is not None else os.getcwd()).resolve()
    for candidate in (start, *start.parents):
        if (candidate / ".git").exists():
            return candidate
    return start


def project_scope(root: Path | str | None = None) -> str:
    """``opencode_project_`` + 16 hex of sha256 of the resolved project root."""
    resolved = project_root() if root is None else Path(root).resolve()
    return PROJECT_PREFIX + _digest(str(resolved))


def _git_user_email() -> str | None:
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
    if name == "project":
        return project_scope(project_root(cwd))
    if name == "user":
        return user_scope()
    if name == "all":
        return None
    return name
