"""The viewer's page load for a long session. Run by hand (not a test); prints a report.

    .venv/bin/python -m bench.ui_bench [--events 5000] [--runs 60] [--database-url URL]

A session of --events events (a model call each, a step every 25th, a preemptive
compaction with its memory every 500th) is written to a fresh SQLite file under
bench/.work/ui (gitignored), or to --database-url. The viewer serves it on 127.0.0.1
in this process (uvicorn in a thread); the client is httpx over real HTTP, with the
login cookie. Interleaved, --runs times each, medians and p90 of:

1. GET /session/ID: the whole timeline page (query, SVG, steps table, template);
2. the store's part alone: the session's events (without times, as the page reads
   them), its summary line and its memories;
3. the SVG alone (``ui.chart.render`` on the loaded events);
4. GET /: the projects page, for scale.

And what recording costs a host: one model call's row written on its own (as the
library and the bridge write it, one transaction per call), next to one ``store.add``
of a 200-character memory, interleaved, --runs x 10 times each.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / "bench" / ".work" / "ui"
SESSION = "ses_bench_5000"
SCOPE = "opencode_project_0123456789abcdef"


def seed(store: object, events: int) -> None:
    from supermemory_local.store.events import CALL, Event

    rows: list[Event] = []
    start = datetime.now(UTC) - timedelta(hours=5)
    step = 0
    while len(rows) < events:
        step += 1
        tokens = 20_000 + (step * 397) % 90_000
        at = start + timedelta(seconds=step * 3)
        if step % 25 == 0:
            rows.append(
                Event(
                    SESSION,
                    "compact_old_tool_results",
                    step,
                    scope=SCOPE,
                    at=at,
                    context_window=128_000,
                    tokens_before=tokens,
                    tokens_after=tokens // 2,
                    messages_removed=0,
                )
            )
        if step % 500 == 0:
            memory = store.add(  # type: ignore[attr-defined]
                f"## 1. User Requests (As-Is)\n- request {step}\n",
                scope=SCOPE,
                type="conversation",
                session_id=SESSION,
                metadata={"trigger": "preemptive"},
            )
            rows.append(
                Event(
                    SESSION,
                    "preemptive_summary",
                    step,
                    scope=SCOPE,
                    at=at,
                    context_window=128_000,
                    tokens_before=tokens,
                    tokens_after=30_000,
                    messages_removed=120,
                    memory_id=memory.id,
                )
            )
        rows.append(
            Event(
                SESSION,
                CALL,
                step,
                scope=SCOPE,
                at=at,
                context_window=128_000,
                input_reported=tokens,
                input_estimated=tokens - 200,
            )
        )
    store.events.write(rows[:events])  # type: ignore[attr-defined]


def quantiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[int(len(ordered) * 0.9) - 1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=5_000)
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--database-url")
    args = parser.parse_args()

    import httpx

    from supermemory_local.config import Settings
    from supermemory_local.store.repository import MemoryStore
    from supermemory_local.ui import chart
    from supermemory_local.ui.server import start

    url = args.database_url
    if url is None:
        shutil.rmtree(WORK, ignore_errors=True)
        WORK.mkdir(parents=True)
        url = f"sqlite:///{WORK / 'ui.db'}"
    store = MemoryStore.open(Settings(events_per_session=max(args.events, 10_000)), url=url)
    seed(store, args.events)
    stored = len(store.events.timeline(SESSION))
    running = start(store, 0)
    client = httpx.Client(base_url=running.base, timeout=30)
    client.cookies.set(running.guard.cookie, running.guard.token)
    page = client.get(f"/session/{SESSION}")
    page.raise_for_status()
    markers = page.text.count('class="marker"')

    times: dict[str, list[float]] = {"page": [], "store": [], "svg": [], "projects": []}
    loaded = store.events.timeline(SESSION, times=False)
    for _ in range(args.runs):
        t = time.perf_counter()
        client.get(f"/session/{SESSION}").raise_for_status()
        times["page"].append(time.perf_counter() - t)
        t = time.perf_counter()
        store.events.timeline(SESSION, times=False)
        store.events.sessions_of([SESSION])
        store.list(session_id=SESSION, limit=100)
        times["store"].append(time.perf_counter() - t)
        t = time.perf_counter()
        chart.render(loaded)
        times["svg"].append(time.perf_counter() - t)
        t = time.perf_counter()
        client.get("/").raise_for_status()
        times["projects"].append(time.perf_counter() - t)
    client.close()
    running.stop()

    from supermemory_local.store.events import CALL, Event

    writes: dict[str, list[float]] = {"event": [], "memory": []}
    for i in range(args.runs * 10):
        row = Event("ses_write_cost", CALL, i + 1, scope=SCOPE, input_reported=50_000)
        t = time.perf_counter()
        store.events.write([row])
        writes["event"].append(time.perf_counter() - t)
        t = time.perf_counter()
        store.add(
            f"memory {i}: " + "the build uses make and the tests use pytest " * 4, scope=SCOPE
        )
        writes["memory"].append(time.perf_counter() - t)
    store.close()

    print(f"viewer page load: session of {stored:,} events ({markers} markers), {store.url}")
    print(f"page size {len(page.content) / 1024:,.0f} KiB; {args.runs} interleaved runs")
    print(f"{'what':<44} {'p50 ms':>8} {'p90 ms':>8}")
    labels = {
        "page": "GET /session/ID (the whole page)",
        "store": "  the store's part (events, summary, memories)",
        "svg": "  the SVG (chart.render)",
        "projects": "GET / (projects, for scale)",
    }
    for key, label in labels.items():
        p50, p90 = quantiles(times[key])
        print(f"{label:<44} {p50 * 1000:>8.1f} {p90 * 1000:>8.1f}")
    for key, label in (
        ("event", "one call's event row (one transaction)"),
        ("memory", "one store.add (200 chars), for scale"),
    ):
        p50, p90 = quantiles(writes[key])
        print(f"{label:<44} {p50 * 1000:>8.2f} {p90 * 1000:>8.2f}")
    page50 = statistics.median(times["page"])
    print(f"store share of the page p50: {statistics.median(times['store']) / page50:.0%}")
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"load average (1, 5, 15 min) at the end: {load}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
