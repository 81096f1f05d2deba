"""Storage faults with clear outcomes: one line each, nothing lost, and the next run works
once the user has done what the line says. Real SQLite files, the real CLI."""

from __future__ import annotations

import shutil
import stat
from pathlib import Path

import pytest

from supermemory_local.config import Settings
from supermemory_local.store.cli import main
from supermemory_local.store.errors import StoreError
from supermemory_local.store.repository import MemoryStore


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _filled(path: Path, n: int = 300) -> list[str]:
    with MemoryStore.open(Settings(), url=f"sqlite:///{path}") as store:
        return [store.add(f"note {i}: " + "cursor pagination " * 8, scope="s").id for i in range(n)]


def test_doctor_finds_a_damaged_file_and_says_what_to_do(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "memories.db"
    ids = _filled(db)
    backup = tmp_path / "backup.db"
    shutil.copy(db, backup)
    url = f"sqlite:///{db}"
    code, out, _ = _run(capsys, "--database-url", url, "doctor")
    assert code == 0 and "✓ database" in out
    data = db.read_bytes()
    page = int.from_bytes(data[16:18], "big")  # the file header's page size
    # Garbage over a page that holds memories (not an empty table's page: migration
    # 0007's events table sits mid-file, and garbage past an empty page's header is
    # unused space), the file header intact.
    holder = data.index(b"note 150: ") // page
    assert holder > 0
    with db.open("r+b") as f:
        f.seek(holder * page + 100)
        f.write(b"\xde\xad\xbe\xef" * ((page - 100) // 4))
    code, out, _ = _run(capsys, "--database-url", url, "doctor")
    lines = [line for line in out.splitlines() if line.startswith("✗ database")]
    assert code == 1 and len(lines) == 1
    assert "is damaged" in lines[0] and ".recover" in lines[0] and "backup" in lines[0]
    # The user restores the backup: everything is back, doctor is happy.
    shutil.copy(backup, db)
    code, out, _ = _run(capsys, "--database-url", url, "doctor")
    assert code == 0 and "✓ database" in out
    with MemoryStore.open(Settings(), url=url) as store:
        assert {m.id for m in store.list(limit=None)} == set(ids)


def test_a_damaged_file_is_one_line_naming_doctor(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "memories.db"
    _filled(db, 50)
    db.write_bytes(db.read_bytes()[:100] + b"\x00garbage" * 2000)
    code, _, err = _run(capsys, "--database-url", f"sqlite:///{db}", "list", "--scope", "all")
    assert code == 1 and len(err.strip().splitlines()) == 1
    assert "run `supermemory doctor`" in err


def test_read_only_wal_and_shm_are_repaired(tmp_path: Path) -> None:
    db = tmp_path / "memories.db"
    _filled(db, 3)
    for suffix in ("-wal", "-shm"):  # what a read-only episode leaves behind
        side = Path(f"{db}{suffix}")
        side.touch()
        side.chmod(0o400)
    with MemoryStore.open(Settings(), url=f"sqlite:///{db}") as store:
        store.add("written after the repair", scope="s")
        assert store.stats()["total"] == 4
    for suffix in ("-wal", "-shm"):
        side = Path(f"{db}{suffix}")
        if side.exists():
            assert stat.S_IMODE(side.stat().st_mode) == 0o600


def test_side_files_that_cannot_be_repaired_are_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    db = tmp_path / "memories.db"
    _filled(db, 1)
    wal = Path(f"{db}-wal")
    wal.touch()
    wal.chmod(0o400)

    def not_ours(path: object, mode: int) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "chmod", not_ours)
    with pytest.raises(StoreError) as caught:
        MemoryStore.open(Settings(), url=f"sqlite:///{db}")
    message = str(caught.value)
    assert f"{wal} (mode 0400)" in message and "chmod 600" in message
    assert "\n" not in message
    monkeypatch.undo()
    wal.chmod(0o600)  # the user's fix
    with MemoryStore.open(Settings(), url=f"sqlite:///{db}") as store:
        assert store.stats()["total"] == 1


def test_export_never_replaces_a_device(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path / 'memories.db'}"
    _filled(tmp_path / "memories.db", 2)
    before = Path("/dev/full").stat()
    code, _, err = _run(capsys, "--database-url", url, "export", "-o", "/dev/full")
    assert code == 1 and len(err.strip().splitlines()) == 1
    assert "/dev/full is not a regular file; nothing was written" in err
    after = Path("/dev/full").stat()
    assert stat.S_ISCHR(after.st_mode) and after.st_ino == before.st_ino
    assert not list(Path("/dev").glob(".full.*"))
    code, _, err = _run(capsys, "--database-url", url, "export", "-o", str(tmp_path / "out.jsonl"))
    assert code == 0, err
    assert len((tmp_path / "out.jsonl").read_text().splitlines()) == 2


@pytest.mark.parametrize("where", ["/dev/null", "DIR"])
def test_a_storage_path_that_is_no_file_is_refused(
    where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = str(tmp_path) if where == "DIR" else where
    config = tmp_path / "supermemory.jsonc"
    config.write_text(f'{{"storagePath": "{target}"}}', encoding="utf-8")
    code, _, err = _run(capsys, "--config", str(config), "add", "a note", "--scope", "s")
    assert code == 1 and len(err.strip().splitlines()) == 1
    assert f"the database path {target} is a " in err and "set storagePath" in err
    assert not Path(f"{target}.lock").exists()
    code, out, _ = _run(capsys, "--config", str(config), "doctor")
    assert code == 1 and "set storagePath" in out
    config.write_text(f'{{"storagePath": "{tmp_path / "ok.db"}"}}', encoding="utf-8")  # the fix
    code, _, err = _run(capsys, "--config", str(config), "add", "a note", "--scope", "s")
    assert code == 0, err
