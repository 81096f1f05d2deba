"""Many processes writing one SQLite file, and a writer killed mid-batch."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from supermemory_local.config import Settings
from supermemory_local.store.migrate import HEAD_REVISION
from supermemory_local.store.repository import MemoryStore

WRITER = textwrap.dedent(
    """
    import sys
    from supermemory_local.config import Settings
    from supermemory_local.store.repository import MemoryStore

    url, worker, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    errors = 0
    with MemoryStore.open(Settings(), url=url) as store:  # first use: races to migrate
        for i in range(count):
            try:
                memory = store.add(f"worker {worker} memory {i}", scope=f"w{worker}")
            except Exception as exc:
                errors += 1
                print("ERROR", type(exc).__name__, exc, file=sys.stderr, flush=True)
            else:
                print(memory.id, flush=True)
    sys.exit(1 if errors else 0)
    """
)


def _writer(url: str, worker: int | str, count: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", WRITER, url, str(worker), str(count)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.slow
def test_eight_processes_adding_to_a_fresh_file(tmp_path: Path) -> None:
    db = tmp_path / "memories.db"
    url = f"sqlite:///{db}"
    workers = [_writer(url, w, 500) for w in range(8)]
    outputs = [w.communicate(timeout=600) for w in workers]
    for worker, (_, stderr) in zip(workers, outputs, strict=True):
        assert worker.returncode == 0, stderr
    acknowledged = [line for out, _ in outputs for line in out.split()]
    assert len(acknowledged) == len(set(acknowledged)) == 4000

    with MemoryStore.open(Settings(), url=url, migrate=False) as store:
        stats = store.stats()
        assert stats["total"] == 4000
        assert stats["by_scope"] == {f"w{w}": 500 for w in range(8)}
        assert {m.id for m in store.list(limit=None)} == set(acknowledged)
        # The full-text index saw every insert.
        assert len(store.search("memory 499", limit=100)) == 8
    with sqlite3.connect(db) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)


@pytest.mark.slow
def test_kill_9_mid_batch_loses_no_acknowledged_write(tmp_path: Path) -> None:
    db = tmp_path / "memories.db"
    url = f"sqlite:///{db}"
    writer = _writer(url, "crash", 1_000_000)
    assert writer.stdout is not None
    acknowledged: list[str] = []
    for line in writer.stdout:
        acknowledged.append(line.strip())
        if len(acknowledged) == 300:
            break
    os.kill(writer.pid, signal.SIGKILL)
    # Read the rest through the same buffered stream: communicate() would read the raw
    # pipe and miss ids the line iterator had already buffered (seen as "extra" rows).
    acknowledged.extend(writer.stdout.read().split())
    assert writer.wait(timeout=60) == -signal.SIGKILL
    if writer.stderr is not None:
        writer.stderr.close()

    with sqlite3.connect(db) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        stored = {row[0] for row in connection.execute("SELECT id FROM memories")}
        # Raises if the full-text index and the table disagree.
        connection.execute(
            "INSERT INTO memories_fts(memories_fts, rank) VALUES ('integrity-check', 1)"
        )
    assert set(acknowledged) <= stored
    assert len(stored) - len(acknowledged) <= 1  # at most the write in flight
    with MemoryStore.open(Settings(), url=url) as store:
        store.add("life goes on", scope="s")


@pytest.mark.postgres
@pytest.mark.slow
def test_processes_opening_a_fresh_postgres_database_at_once(pg_url: str) -> None:
    workers = [_writer(pg_url, w, 50) for w in range(4)]
    outputs = [w.communicate(timeout=600) for w in workers]
    for worker, (_, stderr) in zip(workers, outputs, strict=True):
        assert worker.returncode == 0, stderr
    with MemoryStore.open(Settings(), url=pg_url, migrate=False) as store:
        assert store.stats()["total"] == 200
        assert store.current_revision() == HEAD_REVISION
