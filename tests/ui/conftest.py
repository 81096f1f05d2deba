"""The viewer over a real store: the demo's session, 12 hostile memories, a server on
127.0.0.1 in a thread (real HTTP)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from supermemory_local.config import Settings
from supermemory_local.store.repository import MemoryStore

SUPERMEMORY = str(Path(sys.executable).parent / "supermemory")
HOSTILE_SCOPE = "opencode_project_0bad0bad0bad0bad"
HOSTILE_SESSION = "ses_hostile"
# Memory text comes from tool outputs: each of these tries to run script in the page.
HOSTILE = (
    "<script>window.__pwned = 1</script>",
    '<img src=x onerror="window.__pwned = 2">',
    "[click me](javascript:window.__pwned=3)",
    "</textarea><script>window.__pwned = 4</script>",
    '<svg onload="window.__pwned = 5"></svg>',
    '"><script>window.__pwned = 6</script>',
    '<a href="javascript:window.__pwned=7">link</a>',
    '<iframe src="javascript:window.__pwned=8"></iframe>',
    "![image](javascript:window.__pwned=9)",
    '<details open ontoggle="window.__pwned = 10">x</details>',
    "[x](JaVaScRiPt:window.__pwned=11) <base href=//evil.example/>",
    "</title><style>body{display:none}</style><math><mtext></p><script>window.__pwned=12</script>",
)


@dataclass
class Viewer:
    store: MemoryStore
    url: str  # the database URL
    running: Any  # supermemory_local.ui.server.Running
    demo: dict[str, Any]
    hostile_ids: list[str]

    @property
    def base(self) -> str:
        return str(self.running.base)

    @property
    def login(self) -> str:
        return str(self.running.guard.url())


@pytest.fixture(scope="module")
def viewer(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Viewer]:
    from supermemory_local.ui.server import start

    cwd = tmp_path_factory.mktemp("project")
    url = f"sqlite:///{cwd / 'viewer.db'}"
    done = subprocess.run(
        [SUPERMEMORY, "demo", "--json", "--database-url", url],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    store = MemoryStore.open(Settings(), url=url)
    ids = [
        store.add(
            f"# Hostile {i}\n\n{text}\n\nhostile-marker-{i}",
            scope=HOSTILE_SCOPE,
            type="conversation",
            # One session each: lists and search show the newest memory of a session.
            session_id=f"{HOSTILE_SESSION}_{i}",
            metadata={"trigger": text, "note": f"<b>{i}</b>"},
        ).id
        for i, text in enumerate(HOSTILE, 1)
    ]
    running = start(store, 0)
    try:
        yield Viewer(store, url, running, json.loads(done.stdout), ids)
    finally:
        running.stop()
        store.close()
