"""``supermemory demo``: the real command, in the isolated home, offline."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from supermemory_local.config import Settings
from supermemory_local.demo import Line, PlainView, Replay, ReplayResult
from supermemory_local.engine.manager import EngineEvent
from supermemory_local.engine.notifier import RecordingNotifier
from supermemory_local.hosts.library import ContextManager
from supermemory_local.store.repository import MemoryStore
from supermemory_local.store.scopes import project_scope

SUPERMEMORY = str(Path(sys.executable).parent / "supermemory")
WARNING = re.compile(
    r"Preemptive Compaction: Context at (\d+)%"
    r"(?: and compacting old tool results cannot get it below (\d+)%)?"
    r" - compacting with Supermemory context\.\.\."
)
COMPLETE = "Compaction Complete: Session compacted with Supermemory context. Resuming..."


def run_demo(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [SUPERMEMORY, "demo", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("project")


def test_demo_shows_the_cascade_and_saves_the_summary(project: Path, isolated_home: Path) -> None:
    done = run_demo(project, "--no-live")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for label in (
        "① truncate tool result",
        "② compact old tool results",
        "③ prune history",
        "preemptive compaction",
    ):
        assert label in out, f"{label!r} missing from the demo output"
    warnings = WARNING.findall(out)
    percents = [int(p) for p, _ in warnings]
    # At the threshold (80 %), or earlier when ② cannot bring the input down to its
    # target (half the window): then the compaction runs instead of one more result
    # being compacted every turn, and the notice quotes that limit, never the threshold.
    assert percents, out
    for percent, limit in warnings:
        assert int(percent) >= int(limit or 80), warnings
    assert any(limit for _, limit in warnings), warnings  # the demo's step 217
    assert out.count(COMPLETE) == len(percents)
    assert "Traceback" not in done.stderr

    # The user's default store (in the isolated home) now holds the summaries.
    with MemoryStore.open(Settings()) as store:
        saved = store.list(
            scope=project_scope(project), type="conversation", limit=None, all_versions=True
        )
    # each compaction's, one per Layer 3 summary prepare() ran itself, and the session end's
    assert len(saved) >= len(percents) + 1
    latest = saved[0]
    assert latest.content.startswith("[Session Summary]\n## 1. User Requests")
    assert "rate limiting" in latest.content
    assert latest.session_id and latest.session_id.startswith("ses_demo_")
    # ... and the demo ended by listing it, the way `supermemory list` does.
    assert latest.id in out.split("supermemory list --scope project --limit 1", 1)[1]
    assert (isolated_home / ".local" / "share" / "supermemory").is_dir()


def test_json_output_and_database_url(project: Path, tmp_path: Path) -> None:
    db = tmp_path / "demo.db"
    done = run_demo(project, "--json", "--database-url", f"sqlite:///{db}")
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["replayed"] == doc["messages"] >= 400
    assert doc["window"] == 128_000
    # prepare() never sends a known overflow: the simulated model never rejects a call.
    assert doc["overflows"] == 0 and doc["compactions"] >= 1 and doc["error"] is None
    strategies = {e["strategy"] for e in doc["events"] if e["kind"] == "strategy"}
    assert {"truncate_tool_result", "compact_old_tool_results", "prune_history"} <= strategies
    for e in doc["events"]:
        if e["kind"] == "strategy":
            assert e["tokens_after"] <= e["tokens_before"], e
    with MemoryStore.open(url=f"sqlite:///{db}") as store:
        ids = {m.id for m in store.list(type="conversation", limit=None, all_versions=True)}
    assert ids == {m["id"] for m in doc["memories"]}
    assert all(m["scope"] == project_scope(project) for m in doc["memories"])


def test_the_final_summary_holds_every_request_and_search_finds_it(
    project: Path, tmp_path: Path
) -> None:
    from supermemory_local.demo import load_session
    from supermemory_local.engine.prompts import FIVE_SECTION_HEADINGS

    db = f"sqlite:///{tmp_path / 'demo.db'}"
    done = run_demo(project, "--json", "--database-url", db)
    assert done.returncode == 0, done.stderr
    final = json.loads(done.stdout)["memories"][-1]["content"]
    requests, _, rest = final.partition(FIVE_SECTION_HEADINGS[1])
    typed = [m["content"] for m in load_session() if m["role"] == "user"]
    assert len(typed) == 22

    def flat(text: str) -> str:
        return " ".join(text.split())

    missing = [t[:60] for t in typed if flat(t)[:150] not in flat(requests)]
    assert missing == []
    assert "get_plan_for_customer" in requests and "rate_limit_enabled" in requests
    must_not = rest.split(FIVE_SECTION_HEADINGS[4], 1)[1]
    assert "- Don't rename `get_plan_for_customer`" in must_not and "Revert that." in must_not
    found = subprocess.run(
        [SUPERMEMORY, "--database-url", db, "search", "get_plan_for_customer", "--json"],
        cwd=project,  # the project scope the demo saved to
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    hits = json.loads(found.stdout)
    assert hits and all(h["type"] == "conversation" for h in hits)


class Collect(PlainView):
    def __init__(self) -> None:
        self.lines: list[Line] = []
        self.usages: list[int] = []

    def start(self, total: int, window: int, store_url: str) -> None:
        pass

    def step(self, index: int, usage: int) -> None:
        self.usages.append(usage)

    def line(self, line: Line) -> None:
        self.lines.append(line)

    def finish(self, result: ReplayResult) -> None:
        pass


def test_a_known_overflow_is_pruned_before_the_call(tmp_path: Path) -> None:
    """A pasted log larger than what is left of the window: pruned before it is sent."""
    window = 4_000
    session: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a coding agent."},
        {"role": "user", "content": "Fix the flaky test in tests/test_clock.py."},
    ]
    for i in range(30):
        session.append(
            {"role": "assistant", "content": f"Note {i}: " + "looked at the clock code. " * 20}
        )
        session.append({"role": "user", "content": f"Continue with part {i}."})
    session.append({"role": "user", "content": "CI log:\n" + "E   assert 3 == 4\n" * 400})
    session.append({"role": "assistant", "content": "The test reads the wall clock."})
    view = Collect()
    store = MemoryStore.open(url=f"sqlite:///{tmp_path / 'r.db'}")

    def factory(listener: Any, clock: Any) -> ContextManager:
        return ContextManager(
            context_window=window,
            settings=Settings(min_tokens_for_compaction=0),
            store=store,
            scope="opencode_project_0000000000000000",
            notifier=RecordingNotifier(),
            clock=clock,
            listener=listener,
        )

    result = Replay(session, factory, view, window=window, speed=0).run()
    store.close()
    assert result.error is None
    assert result.replayed == len(session)
    assert result.overflows == 0
    kinds = [(x.kind, x.data.get("strategy")) for x in view.lines]
    assert ("strategy", "prune_history") in kinds, kinds
    # Usage is what the simulated model was sent, and it never exceeds the window.
    assert max(view.usages) <= window


def test_events_are_described_for_people() -> None:
    from supermemory_local.demo import describe
    from supermemory_local.engine.notifier import Notice

    notice = EngineEvent("notice", notice=Notice("Compaction Complete", "done", "success"))
    line = describe(notice, 7)
    assert line is not None and line.text == "Compaction Complete: done" and line.step == 7
    assert describe(EngineEvent("usage", tokens=5), 1) is None


def test_demo_stays_offline_with_a_model_summarizer_configured(
    project: Path, tmp_path: Path, isolated_home: Path
) -> None:
    config = isolated_home / ".config" / "opencode" / "supermemory.jsonc"
    config.parent.mkdir(parents=True, exist_ok=True)
    # Port 9 (discard) on loopback: any request would fail.
    config.write_text(
        '{"summarizer": {"provider": "openai", "baseUrl": "http://127.0.0.1:9/v1",'
        ' "model": "m", "timeoutSeconds": 1, "maxRetries": 0}}',
        encoding="utf-8",
    )
    done = run_demo(project, "--json", "--database-url", f"sqlite:///{tmp_path / 'o.db'}")
    assert done.returncode == 0, done.stderr
    memories = json.loads(done.stdout)["memories"]
    assert memories and {m["metadata"]["summarizer"] for m in memories} == {"extractive"}


def test_live_panel_shows_gauge_step_and_log() -> None:
    from rich.console import Console

    from supermemory_local.demo import LiveView

    view = LiveView()
    view.total, view.window, view.index, view.usage = 718, 128_000, 254, 111_360
    view.line(
        Line(
            254,
            "notice",
            "Preemptive Compaction: Context at 87% - compacting",
            {"variant": "warning"},
        )
    )
    console = Console(width=120, record=True, color_system=None)
    console.print(view._render())
    text = console.export_text()
    assert "87%" in text and "111,360 / 128,000 tokens" in text
    assert "step 254 / 718" in text
    assert "254 Preemptive Compaction: Context at 87%" in text
