"""A store no other local user can reach: planted files, links and shared directories.

The attacks are staged as root with a second OS user (``nobody``): files it "planted" are
chowned to it, and what it can read is tried by running ``cat`` as that user. Without
root these tests skip (a normal user cannot give a file away)."""

from __future__ import annotations

import os
import stat
import subprocess
from pathlib import Path

import pytest

from supermemory_local.config import Settings
from supermemory_local.store.cli import main
from supermemory_local.store.errors import StoreError
from supermemory_local.store.private_files import make_private_dirs
from supermemory_local.store.repository import MemoryStore

ROOT_ONLY = pytest.mark.skipif(
    os.geteuid() != 0, reason="staging another user's files needs root (chown)"
)


def _other_user() -> tuple[int, int, str]:
    import pwd

    try:
        entry = pwd.getpwnam("nobody")
    except KeyError:
        pytest.skip("no 'nobody' user to stand for another local user")
    return entry.pw_uid, entry.pw_gid, entry.pw_name


def _shared_dir(tmp_path: Path) -> Path:
    """A directory like /tmp: everyone may create files in it (1777)."""
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o1777)
    return shared


def _planted(path: Path, uid: int, gid: int, data: bytes = b"") -> Path:
    path.write_bytes(data)
    os.chown(path, uid, gid)
    path.chmod(0o666)
    return path


def _open(db: Path) -> MemoryStore:
    return MemoryStore.open(Settings(), url=f"sqlite:///{db}")


def _can_read_as(uid: int, path: Path) -> bool:
    done = subprocess.run(["cat", str(path)], user=uid, capture_output=True, check=False)
    return done.returncode == 0


@ROOT_ONLY
@pytest.mark.parametrize("suffix", ["-wal", "-shm"])
def test_a_planted_side_file_is_refused(tmp_path: Path, suffix: str) -> None:
    uid, gid, name = _other_user()
    shared = _shared_dir(tmp_path)
    db = shared / "memories.db"
    side = _planted(Path(f"{db}{suffix}"), uid, gid)
    with pytest.raises(StoreError) as caught:
        _open(db)
    message = str(caught.value)
    assert "\n" not in message
    assert str(side) in message and f"belongs to {name}" in message
    assert side.read_bytes() == b""  # nothing of ours went into it
    assert not db.exists()  # and nothing was created beside it


@ROOT_ONLY
def test_a_planted_database_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    uid, gid, name = _other_user()
    db = _planted(_shared_dir(tmp_path) / "memories.db", uid, gid)
    code = main(["--database-url", f"sqlite:///{db}", "add", "a secret plan", "--scope", "s"])
    err = capsys.readouterr().err
    assert code == 1
    assert len(err.strip().splitlines()) == 1 and f"belongs to {name}" in err
    assert db.read_bytes() == b""


@ROOT_ONLY
def test_doctor_fails_on_a_planted_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    uid, gid, name = _other_user()
    db = _planted(_shared_dir(tmp_path) / "memories.db", uid, gid)
    main(["--database-url", f"sqlite:///{db}", "doctor"])
    out = capsys.readouterr().out
    (line,) = [x for x in out.splitlines() if x.startswith("✗ data dir:")]
    assert f"belongs to {name}" in line


def test_a_dangling_symlink_is_never_followed(tmp_path: Path) -> None:
    chosen = tmp_path / "attacker" / "loot.db"
    chosen.parent.mkdir()
    chosen.parent.chmod(0o777)
    db = tmp_path / "data" / "memories.db"
    db.parent.mkdir()
    db.symlink_to(chosen)
    with pytest.raises(StoreError) as caught:
        _open(db)
    assert "is a symbolic link" in str(caught.value) and "\n" not in str(caught.value)
    assert not chosen.exists()


def test_a_directory_everyone_may_write_is_refused(tmp_path: Path) -> None:
    open_dir = tmp_path / "open"
    open_dir.mkdir()
    open_dir.chmod(0o777)
    with pytest.raises(StoreError) as caught:
        _open(open_dir / "memories.db")
    assert "writable by every user (mode 0777)" in str(caught.value)
    assert list(open_dir.iterdir()) == []


@ROOT_ONLY
def test_in_a_shared_directory_nothing_is_readable_by_another_user(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    uid, _, _ = _other_user()
    tmp_path.chmod(0o755)  # let the other user reach the shared directory at all
    shared = _shared_dir(tmp_path)
    db = shared / "memories.db"
    with _open(db) as store:
        store.add("the release is cut on Fridays", scope="s")
        files = [p for p in shared.iterdir() if p.name.startswith("memories.db")]
        assert {p.name for p in files} >= {"memories.db", "memories.db-wal", "memories.db-shm"}
        for path in files:
            assert stat.S_IMODE(path.stat().st_mode) == 0o600, path
            assert not _can_read_as(uid, path), path
    main(["--database-url", f"sqlite:///{db}", "doctor"])
    out = capsys.readouterr().out
    (line,) = [x for x in out.splitlines() if "data dir:" in x]
    assert line.startswith("! data dir:") and "shared by every user (mode 1777)" in line


def test_every_directory_it_creates_is_private(tmp_path: Path) -> None:
    os.umask(0o022)
    deep = tmp_path / "a" / "b" / "c"
    make_private_dirs(deep)
    for level in (tmp_path / "a", tmp_path / "a" / "b", deep):
        assert stat.S_IMODE(level.stat().st_mode) == 0o700, level
    with _open(tmp_path / "x" / "y" / "memories.db"):
        pass
    for level in (tmp_path / "x", tmp_path / "x" / "y"):
        assert stat.S_IMODE(level.stat().st_mode) == 0o700, level


def test_doctor_makes_the_data_directory_private(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from supermemory_local.store.db import default_sqlite_path

    os.umask(0o022)
    main(["doctor"])
    directory = default_sqlite_path().parent
    assert stat.S_IMODE(directory.stat().st_mode) == 0o700
    assert f"✓ data dir: {directory} is writable by you alone" in capsys.readouterr().out
