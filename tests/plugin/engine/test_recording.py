"""The library's event record: the demo's session as `supermemory sessions show` draws it
(the same steps as the demo's own log), no text of a message in any row, and a failing
write that is a log line, never an error of the caller's loop."""

from __future__ import annotations

import gzip
import json
import logging
import re
import subprocess
import sys
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from supermemory_local.config import Settings
from supermemory_local.engine.notifier import RecordingNotifier
from supermemory_local.hosts.library import ContextManager
from supermemory_local.store.errors import StoreError
from supermemory_local.store.events import CALL, STEP_LABELS
from supermemory_local.store.repository import MemoryStore, os_user
from supermemory_local.store.schema import events as table

SUPERMEMORY = str(Path(sys.executable).parent / "supermemory")
SESSION_ID = re.compile(r"ses_demo_[0-9a-f]{12}")
MEMORY_ID = re.compile(r"mem_[0-9A-HJKMNP-TV-Z]{26}")
PROJECT = re.compile(r"opencode_project_[0-9a-f]{16}")


def _run(cwd: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [SUPERMEMORY, *argv], cwd=cwd, capture_output=True, text=True, timeout=300, check=False
    )


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """`supermemory demo --json` into a fresh store (the conftest's HOME is fresh too)."""
    cwd = tmp_path_factory.mktemp("project")
    url = f"sqlite:///{cwd / 'demo.db'}"
    done = _run(cwd, "demo", "--json", "--database-url", url)
    assert done.returncode == 0, done.stderr
    return {"cwd": cwd, "url": url, "log": json.loads(done.stdout)}


def test_sessions_show_draws_the_demos_session_as_its_log_has_it(demo: dict[str, Any]) -> None:
    cwd, url, log = demo["cwd"], demo["url"], demo["log"]
    listed = _run(cwd, "--database-url", url, "sessions", "--json")
    assert listed.returncode == 0, listed.stderr
    [session] = json.loads(listed.stdout)["sessions"]
    assert session["session_id"] == log["session_id"]  # the id the demo reports
    assert session["calls"] == log["model_calls"]
    assert session["compactions"] == log["compactions"] == 2

    shown = _run(cwd, "--database-url", url, "sessions", "show", session["session_id"], "--json")
    assert shown.returncode == 0, shown.stderr
    rows = json.loads(shown.stdout)["events"]
    stored = [(e["step"], e["kind"]) for e in rows if e["kind"] not in (CALL, "session_end")]
    logged = [(e["step"], e["strategy"]) for e in log["events"] if e["kind"] == "strategy"]
    assert stored == logged  # every strategy the demo logged, at its step, in order
    assert [s for s, k in stored if k == "truncate_tool_result"] == [20, 253]
    assert [s for s, k in stored if k == "preemptive_summary"] == [217, 253]
    assert next(s for s, k in stored if k == "prune_history") == 584
    # the summaries it saved are on the steps that made them
    saved = [e["id"] for e in log["memories"]]
    assert [e["memory_id"] for e in rows if e["memory_id"]] == saved
    assert sum(1 for e in rows if e["kind"] == CALL) == log["model_calls"]

    text = _run(cwd, "--database-url", url, "sessions", "show", session["session_id"][:12])
    assert text.returncode == 0, text.stderr
    out = text.stdout
    assert "80 % threshold" in out and "75 % headroom" in out
    assert "P preemptive compaction (2)" in out and "① truncate tool result (2)" in out
    for step, what in ((20, "① truncate tool result"), (253, "① truncate tool result")):
        assert re.search(rf"^\s+{step}  {what}", out, re.M), (step, what)
    assert re.search(r"^\s+584  ③ prune history\s+83,9\d\d -> 57,\d{3}\s+237", out, re.M)
    assert out.count(" P preemptive compaction  ") == 2


def _session_words() -> set[str]:
    data = resources.files("supermemory_local").joinpath("data", "demo_session.json.gz")
    text = json.dumps(json.loads(gzip.decompress(data.read_bytes())), ensure_ascii=False)
    return set(re.findall(r"[A-Za-z_]{7,}", text))


def test_no_event_row_holds_any_text_of_the_session(demo: dict[str, Any]) -> None:
    with MemoryStore.open(Settings(), url=demo["url"]) as store, store._read() as connection:
        rows = [dict(r._mapping) for r in connection.execute(select(table))]
    assert len(rows) > 300
    ours = set(STEP_LABELS) | {CALL, "library", "demo-model-128k", "ses_demo", "opencode_project"}
    ours.add(os_user())
    for row in rows:
        assert row["kind"] in ours
        assert row["host"] == "library" and row["model"] == "demo-model-128k"
        assert SESSION_ID.fullmatch(row["session_id"]) and PROJECT.fullmatch(row["scope"])
        assert row["memory_id"] is None or MEMORY_ID.fullmatch(row["memory_id"])
        assert row["owner"] == os_user()
        for name, value in row.items():
            if name not in (
                "kind",
                "host",
                "model",
                "session_id",
                "scope",
                "memory_id",
                "at",
                "owner",
            ):
                assert value is None or isinstance(value, int), (name, value)
    dump = "\n".join(str(v) for row in rows for v in row.values())
    leaked = {w for w in _session_words() - ours if w in dump}
    # the only shared strings are the identifiers' own parts (kind names are ours)
    assert not {w for w in leaked if not any(w in o for o in ours)}, sorted(leaked)[:20]


def _conversation(turns: int) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [{"role": "system", "content": "You help."}]
    for i in range(turns):
        messages.append({"role": "user", "content": f"please fix bug number {i} quickly"})
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": f"c{i}",
                        "type": "function",
                        "function": {"name": "read", "arguments": "{}"},
                    }
                ],
            }
        )
        messages.append({"role": "tool", "tool_call_id": f"c{i}", "content": "x" * 40_000})
    return messages


def test_a_failed_write_is_a_log_line_and_the_loop_goes_on(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = MemoryStore.open(Settings(), url=f"sqlite:///{tmp_path / 'm.db'}")

    def broken(rows: object) -> int:
        raise StoreError("database error on sqlite:///m.db: disk I/O error")

    monkeypatch.setattr(store.events, "write", broken)
    recording = ContextManager(
        context_window=100_000, store=store, scope="s", notifier=RecordingNotifier()
    )
    plain = ContextManager(
        context_window=100_000,
        settings=Settings(events_per_session=0),
        store=store,
        scope="s",
        notifier=RecordingNotifier(),
    )
    history = _conversation(6)
    with caplog.at_level(logging.WARNING, logger="supermemory_local.events"):
        for cm in (recording, plain):
            for _ in range(3):
                sent = cm.prepare(history)
                cm.observe_usage(input_tokens=cm.estimate(sent), messages=sent)
    assert recording.prepare(history) == plain.prepare(history)  # the record changes nothing
    lines = [r.getMessage() for r in caplog.records if r.name == "supermemory_local.events"]
    assert len(lines) == 1 and "not written: database error" in lines[0], lines
    store.close()


def test_a_manager_without_a_store_keeps_its_events_for_the_first_summary(
    tmp_path: Path,
) -> None:
    """No store given: the rows wait in memory and are written into the store the
    manager opens for its first summary (here: the session's end)."""
    settings = Settings(storage_path=str(tmp_path / "m.db"))
    cm = ContextManager(context_window=100_000, settings=settings, scope="s")
    history = _conversation(4)
    for _ in range(3):
        sent = cm.prepare(history)
        cm.observe_usage(input_tokens=cm.estimate(sent), messages=sent)
    assert cm.store is None and cm.events.pending
    memory = cm.close(history)
    assert memory is not None and cm.store is not None
    rows = cm.store.events.timeline(cm.session_id)
    assert [e.kind for e in rows].count(CALL) == 3
    assert rows[-1].kind == "session_end" and rows[-1].memory_id == memory.id
    assert [e.step for e in rows if e.kind == CALL] == [1, 2, 3]
    cm.store.close()
