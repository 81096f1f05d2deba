"""A real ``supermemory bridge`` subprocess to talk JSON lines to, in an isolated home."""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

SUPERMEMORY = Path(sys.executable).parent / "supermemory"
ANSWER_TIMEOUT = 60.0


@dataclass
class BridgeProcess:
    process: subprocess.Popen[str]
    root: Path
    project: Path
    lines: queue.Queue[str] = field(default_factory=queue.Queue)
    next_id: int = 1

    @property
    def log(self) -> str:
        path = self.root / "bridge.log"
        return path.read_text(encoding="utf-8") if path.exists() else ""

    @property
    def database(self) -> Path:
        return self.root / "memories.db"

    def send_line(self, line: str) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        answer: dict[str, Any] = json.loads(self.lines.get(timeout=ANSWER_TIMEOUT))
        return answer

    def call(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        """The result of one request; fails the test on an error response."""
        request_id = self.next_id
        self.next_id += 1
        answer = self.send_line(
            json.dumps({"id": request_id, "method": method, "params": params or {}})
        )
        assert answer["id"] == request_id
        assert answer["ok"], answer
        result: dict[str, Any] = answer["result"]
        return result

    def event(self, event_type: str, **properties: Any) -> dict[str, Any]:
        return self.call("event", {"event": {"type": event_type, "properties": properties}})


def start_bridge(
    root: Path,
    config: str | None = None,
    *,
    database_url: str | None = None,
    log: Path | None = None,
) -> BridgeProcess:
    import os

    project = root / "project"
    project.mkdir(parents=True, exist_ok=True)
    (project / ".git").mkdir(exist_ok=True)
    config_path = root / "supermemory.jsonc"
    if config is not None:
        config_path.write_text(config, encoding="utf-8")
    env = {
        **os.environ,
        "SUPERMEMORY_CONFIG": str(config_path),
        "SUPERMEMORY_DATABASE_URL": database_url or f"sqlite:///{root / 'memories.db'}",
        "SUPERMEMORY_LOG": str(log or root / "bridge.log"),
    }
    process = subprocess.Popen(
        [str(SUPERMEMORY), "bridge"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=project,
    )
    bridge = BridgeProcess(process, root, project)

    def pump() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            bridge.lines.put(line)

    threading.Thread(target=pump, daemon=True).start()
    return bridge


def stop_bridge(bridge: BridgeProcess) -> None:
    if bridge.process.stdin is not None:
        bridge.process.stdin.close()
    try:
        bridge.process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        bridge.process.kill()
        bridge.process.wait(timeout=10)


@pytest.fixture
def bridge(tmp_path: Path) -> Iterator[BridgeProcess]:
    """A started bridge (``init`` done) for a git project under ``tmp_path``."""
    process = start_bridge(tmp_path)
    process.call("init", {"directory": str(process.project)})
    yield process
    stop_bridge(process)
