"""The migration lock of a SQLite file stays out of the database's directory."""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from supermemory_local.store.migrate import HEAD_REVISION, migration_lock_path

OPEN = (
    "import sys; from supermemory_local.store.repository import MemoryStore;"
    "s = MemoryStore.open(url=sys.argv[1]); print(s.current_revision()); s.close()"
)


def test_no_lock_file_is_left_beside_a_database_in_the_working_directory(
    tmp_path: Path, isolated_home: Path
) -> None:
    work = tmp_path / "work"
    work.mkdir()

    def open_relative(_: int) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-c", OPEN, "sqlite:///copy.db"],
            cwd=work,
            capture_output=True,
            text=True,
            check=False,
        )

    # Four processes race to migrate one new file: one migrates, the others wait for it.
    with ThreadPoolExecutor(4) as pool:
        runs = list(pool.map(open_relative, range(4)))
    assert [r.stdout.strip() for r in runs] == [HEAD_REVISION] * 4, [r.stderr for r in runs]
    assert sorted(p.name for p in work.iterdir() if not p.name.startswith("copy.db-")) == [
        "copy.db"
    ]
    lock = migration_lock_path(work / "copy.db")
    assert lock.is_relative_to(isolated_home / ".cache" / "supermemory" / "locks")
    assert lock.exists()


def test_each_database_file_has_its_own_lock(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = migration_lock_path(tmp_path / "a" / "memories.db")
    assert first != migration_lock_path(tmp_path / "b" / "memories.db")
    assert first == migration_lock_path(tmp_path / "b" / ".." / "a" / "memories.db")
