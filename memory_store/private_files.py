"""Files only their user can reach: the SQLite database, its ``-wal``/``-shm``, and the
directories the product creates.

Memories hold what a session did, so another local user must neither read them nor make
us write them where they can. The rules, checked when a store opens and on every new
SQLite connection, and by ``supermemory doctor``:

- Every directory the product creates is made ``0700``, each missing level of it.
- A database directory that others may write to without the sticky bit (``0777``) is
  refused: anyone could swap the files in it. One with the sticky bit (``1777``, like
  ``/tmp``) is allowed, since others cannot touch our files there, but ``doctor`` warns.
- The database, ``-wal`` and ``-shm`` must each be a regular file (not a symbolic link,
  even a dangling one, nor a device) owned by the user running us. One we own with bits
  for group or others is made ``0600``; one another user owns is refused, never opened.
- A new database file is created ``0600`` with ``O_EXCL | O_NOFOLLOW`` (a link planted
  after the check is never followed); SQLite gives ``-wal``/``-shm`` the database's mode.

Every refusal is a :class:`StoreError` of one line naming the file and the fix.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from supermemory_local.store.errors import StoreError

DIR_MODE = 0o700
FILE_MODE = 0o600
SIDE_FILES = ("-wal", "-shm")
FIX_DIR = "set storagePath to a file in a directory only you can write (chmod 700 it)"


def _owner(uid: int) -> str:
    try:
        import pwd

        return pwd.getpwuid(uid).pw_name
    except (KeyError, ImportError):
        return f"uid {uid}"


def make_private_dirs(directory: Path) -> None:
    """Create ``directory`` and every missing parent with mode 0700 (``mkdir`` alone gives
    the parents the umask's mode, and the umask filters the leaf's too)."""
    missing: list[Path] = []
    at = directory
    while not at.exists():
        if at.is_symlink():  # a dangling link where a directory should be
            raise StoreError(f"{at} is a symbolic link to nothing: remove it, or {FIX_DIR}")
        missing.append(at)
        if at.parent == at:
            break
        at = at.parent
    for path in reversed(missing):
        try:
            path.mkdir(mode=DIR_MODE)
        except FileExistsError:
            continue  # made by another process just now: checked like any other below
        except OSError as exc:
            raise StoreError(f"cannot create the directory {path}: {exc.strerror or exc}") from None
        os.chmod(path, DIR_MODE)


def directory_problem(directory: Path) -> str | None:
    """Why ``directory`` cannot hold a database (others may replace files in it), or None."""
    try:
        st = directory.stat()
    except OSError:
        return None  # reported by whoever needs it next
    if st.st_mode & stat.S_IWOTH and not st.st_mode & stat.S_ISVTX:
        mode = stat.S_IMODE(st.st_mode)
        return f"the directory {directory} is writable by every user (mode {mode:04o}): {FIX_DIR}"
    return None


def directory_warning(directory: Path) -> str | None:
    """Why ``doctor`` should warn about ``directory`` although the store opens there."""
    try:
        st = directory.stat()
    except OSError:
        return None
    mode = stat.S_IMODE(st.st_mode)
    if st.st_mode & stat.S_IWOTH:
        return (
            f"{directory} is shared by every user (mode {mode:04o}); the database is safe "
            "only while its files are yours: keep it in a directory of your own"
        )
    if st.st_mode & stat.S_IWGRP:
        return f"{directory} is writable by its group (mode {mode:04o}): chmod 700 it"
    return None


def check_own_file(path: Path) -> bool:
    """Check an existing ``path`` (False when there is none): a regular file of ours, made
    0600 when it had bits for others. Raises StoreError for anything else."""
    try:
        st = path.lstat()
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise StoreError(f"cannot use {path}: {exc.strerror or exc}") from None
    if stat.S_ISLNK(st.st_mode):
        raise StoreError(
            f"{path} is a symbolic link: remove it, or set storagePath to the file itself"
        )
    if not stat.S_ISREG(st.st_mode):
        kind = (
            "a directory"
            if stat.S_ISDIR(st.st_mode)
            else "a device"
            if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode)
            else "not a regular file"
        )
        raise StoreError(
            f"the database path {path} is {kind}: set storagePath to a file, "
            "e.g. ~/.local/share/supermemory/memories.db"
        )
    if st.st_uid != os.geteuid():
        raise StoreError(
            f"{path} belongs to {_owner(st.st_uid)}, not to you: it was not opened; delete it "
            f"if you do not know why it is there, or {FIX_DIR}"
        )
    mode = stat.S_IMODE(st.st_mode)
    if mode != FILE_MODE:
        try:
            os.chmod(path, FILE_MODE)
        except OSError as exc:
            raise StoreError(
                f"cannot make {path} (mode {mode:04o}) yours alone ({exc.strerror or exc}): "
                "chmod 600 it, or delete it while no supermemory or OpenCode process runs"
            ) from None
    return True


def create_private_file(path: Path) -> None:
    """Create ``path`` 0600, never through a link; an existing file of ours is fine."""
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, FILE_MODE)
    except FileExistsError:
        check_own_file(path)  # someone else's, or a link planted since: refused there
        return
    except OSError as exc:
        raise StoreError(f"cannot create the database file {path}: {exc.strerror or exc}") from None
    try:
        os.fchmod(fd, FILE_MODE)  # in case the umask took bits away
    finally:
        os.close(fd)


def secure_database(path: Path) -> None:
    """Before SQLite opens ``path``: its directory made (0700) and checked, the database
    file made or checked, and its ``-wal``/``-shm`` checked where they exist."""
    make_private_dirs(path.parent)
    problem = directory_problem(path.parent)
    if problem:
        raise StoreError(problem)
    check_side_files(path)  # first: nothing is created next to planted ones
    if not check_own_file(path):
        create_private_file(path)


def check_side_files(path: Path) -> None:
    for suffix in SIDE_FILES:
        check_own_file(Path(f"{path}{suffix}"))
