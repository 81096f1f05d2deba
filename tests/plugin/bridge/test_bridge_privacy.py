"""The bridge keeps projects apart and its log tells nothing: a real bridge process, a
SQLite file, the log file it writes."""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.plugin.bridge.conftest import BridgeProcess, start_bridge, stop_bridge

MARKER = "zebra-quantum-7731"  # memory content that must never be logged
QUERY = "ghp_" + "Q1w2E3r4T5y6U7i8O9p0" * 2  # a token in a search query
RAW = "{not json " + MARKER


def _tool(bridge: BridgeProcess, action: str, content: str, session: str = "ses_a") -> str:
    out = bridge.call("tool", {"action": action, "content": content, "sessionID": session})
    return str(out["output"])


@pytest.fixture
def umask_000() -> Iterator[None]:
    old = os.umask(0)
    try:
        yield
    finally:
        os.umask(old)


def test_the_log_is_private_and_holds_no_content_queries_or_raw_lines(
    tmp_path: Path, umask_000: None
) -> None:
    log_dir = tmp_path / "state" / "logs"
    root = tmp_path / "root"
    root.mkdir(mode=0o700)  # under umask 000 a plain mkdir is 0777, which the store refuses
    env_log = log_dir / "bridge.log"
    bridge = start_bridge(root, log=env_log)
    try:
        bridge.call("init", {"directory": str(bridge.project)})
        added = _tool(bridge, "add", f"architecture: {MARKER} lives in src/api")
        memory_id = added.split()[2]
        assert MARKER in _tool(bridge, "search", MARKER)
        _tool(bridge, "search", QUERY)
        _tool(bridge, "list", "")
        answer = bridge.send_line(RAW)
        assert answer["ok"] is False
        bridge.send_line('{"id": 9, "method": "' + MARKER + '"}')
        bridge.event("session.created", info={"id": "ses_b", "title": "t"})
        bridge.call("chat.message", {"sessionID": "ses_b", "text": f"what about {MARKER}?"})
    finally:
        stop_bridge(bridge)
    text = env_log.read_text(encoding="utf-8")
    assert memory_id in text  # ids are logged ...
    assert MARKER not in text and QUERY not in text and "not json" not in text  # ... not text
    assert stat.S_IMODE(env_log.stat().st_mode) == 0o600
    assert stat.S_IMODE(log_dir.stat().st_mode) == 0o700
    assert stat.S_IMODE(log_dir.parent.stat().st_mode) == 0o700  # created by us too
    stamp = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z bridge\[\d+\] ")
    lines = text.splitlines()
    assert len(lines) >= 8 and all(stamp.match(line) for line in lines), lines


def test_the_log_rotates_within_its_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from supermemory_local.hosts import logfile

    monkeypatch.setattr(logfile, "MAX_BYTES", 2_000)
    path = tmp_path / "logs" / "bridge.log"
    logger, written = logfile.setup_logging(path)
    assert written == path
    for i in range(400):
        logger.info("decision %d: usage %d of %d", i, i * 100, 200_000)
    for handler in logger.handlers:
        handler.flush()
    files = sorted(path.parent.iterdir())
    assert [f.name for f in files] == ["bridge.log", "bridge.log.1", "bridge.log.2", "bridge.log.3"]
    assert all(f.stat().st_size <= 2_000 for f in files)
    assert all(stat.S_IMODE(f.stat().st_mode) == 0o600 for f in files)
    assert "decision 399:" in path.read_text(encoding="utf-8")


def test_a_secret_logged_by_mistake_is_redacted(tmp_path: Path) -> None:
    from supermemory_local.hosts import logfile

    path = tmp_path / "bridge.log"
    logger, _ = logfile.setup_logging(path)
    logger.info("config error: databaseUrl postgres://app:%s@db/app", "hunter2x9secret")
    logger.info("a long line %s", "x" * 5_000)
    for handler in logger.handlers:
        handler.flush()
    text = path.read_text(encoding="utf-8")
    assert "hunter2x9secret" not in text and "[REDACTED]" in text
    assert max(len(line) for line in text.splitlines()) < logfile.MAX_LINE_CHARS + 100


def test_forget_across_projects_is_refused_and_deletes_nothing(
    tmp_path: Path, isolated_home: Path
) -> None:
    """Two plain directories under a home kept in git: two projects, two scopes."""
    (isolated_home / ".git").mkdir(exist_ok=True)
    first, second = isolated_home / "alpha", isolated_home / "beta"
    first.mkdir()
    second.mkdir()
    root = tmp_path / "root"
    root.mkdir()
    a = start_bridge(root)
    try:
        a.call("init", {"directory": str(first), "worktree": "/"})
        memory_id = _tool(a, "add", "alpha deploys with make ship").split()[2]
    finally:
        stop_bridge(a)
    b = start_bridge(root)
    try:
        b.call("init", {"directory": str(second), "worktree": "/"})
        assert _tool(b, "list", "") == "This project has no memories yet."
        b.event("session.created", info={"id": "ses_b1", "title": "t"})
        first_message = b.call("chat.message", {"sessionID": "ses_b1", "text": "how do we deploy?"})
        assert not any("make ship" in part for part in first_message["parts"])
        refused = _tool(b, "forget", memory_id)
        assert refused.startswith(f"Refused: {memory_id} is not a memory of this project")
        assert "Nothing was deleted" in refused
    finally:
        stop_bridge(b)
    a = start_bridge(root)
    try:
        a.call("init", {"directory": str(first), "worktree": "/"})
        assert memory_id in _tool(a, "list", "")  # still there
        assert _tool(a, "forget", memory_id) == f"Forgot 1 memory: {memory_id}"
    finally:
        stop_bridge(a)
