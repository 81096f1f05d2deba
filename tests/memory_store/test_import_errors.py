"""A bad import file is one line naming the line (and column), and nothing is imported;
export to a full device is one line and status 1. Real CLI processes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

SUPERMEMORY = str(Path(sys.executable).parent / "supermemory")


def _cli(
    tmp_path: Path, *argv: str, stdout: object = subprocess.PIPE
) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    env["SUPERMEMORY_DATABASE_URL"] = f"sqlite:///{tmp_path / 'm.db'}"
    return subprocess.run(
        [SUPERMEMORY, *argv],
        stdout=stdout,  # type: ignore[arg-type]
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        check=False,
    )


@pytest.fixture
def row(tmp_path: Path) -> dict[str, object]:
    assert _cli(tmp_path, "add", "a first note", "--scope", "s").returncode == 0
    exported = _cli(tmp_path, "export")
    return dict(json.loads(exported.stdout.splitlines()[0]))


def _line(data: dict[str, object], **changes: object) -> bytes:
    return (json.dumps({**data, **changes}) + "\n").encode()


def _count(tmp_path: Path) -> int:
    listed = _cli(tmp_path, "list", "--scope", "all", "--json")
    return len(json.loads(listed.stdout))


def test_a_byte_that_is_not_utf8_names_line_and_column(
    tmp_path: Path, row: dict[str, object]
) -> None:
    good = _line(row, id="mem_01JZZZZZZZZZZZZZZZZZZZZZZA")
    bad = _line(row, id="mem_01JZZZZZZZZZZZZZZZZZZZZZZB", content="caf\u00e9").replace(
        b"caf\\u00e9", b"caf\xe9"
    )
    file = tmp_path / "in.jsonl"
    file.write_bytes(good + bad)
    done = _cli(tmp_path, "import", str(file))
    assert done.returncode == 1
    column = bad.index(b"\xe9") + 1
    assert done.stderr == (
        f"supermemory: error: {file}: line 2: column {column}: byte 0xe9 is not UTF-8; "
        "nothing was imported\n"
    )
    assert _count(tmp_path) == 1


def test_a_line_nested_too_deeply_is_named(tmp_path: Path, row: dict[str, object]) -> None:
    deep = b'{"a": ' + b"[" * 100_000 + b"]" * 100_000 + b"}\n"
    file = tmp_path / "in.jsonl"
    file.write_bytes(_line(row, id="mem_01JZZZZZZZZZZZZZZZZZZZZZZA") + deep)
    done = _cli(tmp_path, "import", str(file))
    assert done.returncode == 1
    assert done.stderr == (
        f"supermemory: error: {file}: line 2: nested too deeply to read; nothing was imported\n"
    )


def test_a_time_past_the_last_year_is_named(tmp_path: Path, row: dict[str, object]) -> None:
    late = "9999-12-31T23:59:59-14:00"
    file = tmp_path / "in.jsonl"
    file.write_bytes(_line(row, id="mem_01JZZZZZZZZZZZZZZZZZZZZZZA", created_at=late))
    done = _cli(tmp_path, "import", str(file))
    assert done.returncode == 1 and len(done.stderr.splitlines()) == 1
    assert "line 1: created_at is out of range" in done.stderr
    assert "OverflowError" not in done.stderr and "unexpected" not in done.stderr


def test_export_to_a_full_device_is_one_line_and_status_1(
    tmp_path: Path, row: dict[str, object]
) -> None:
    with open("/dev/full", "w") as full:
        done = _cli(tmp_path, "export", stdout=full)
    assert done.returncode == 1
    assert done.stderr == "supermemory: error: cannot write the output: No space left on device\n"
