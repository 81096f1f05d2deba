"""Warm ``prepare()`` of this checkout against an earlier one, interleaved in one run.

Run by hand: ``.venv/bin/python -m bench.prepare_ab --baseline DIR``, where ``DIR`` holds
the earlier checkout's import package (``DIR/supermemory_local``, with ``store`` and
``migrations`` inside it as the wheel lays them out)::

    git archive REF | tar -x -C /tmp/base/src
    cp -a /tmp/base/src/plugin /tmp/base/pkg/supermemory_local
    cp -a /tmp/base/src/memory_store /tmp/base/pkg/supermemory_local/store
    cp -a /tmp/base/src/migrations /tmp/base/pkg/supermemory_local/migrations

Two worker processes, one per checkout, are given the same history (engine_bench's
session, made once here). Each keeps one warm ``ContextManager`` per size (200, 2,000,
20,000 messages: ``prepare()`` of the history once, untimed). A round asks each worker,
in alternating order, for ``--calls`` calls per size, the caller sending its whole
history with one message appended per call (as engine_bench's Part 3); the worker
answers the median. Medians over rounds, and the ratio ours / baseline per round, are
printed with the load average. ``--loop`` times the loop of the manager's docstring
instead: each call ``prepare()`` and then ``observe_usage(messages=...)`` with the
output it returned (the usage given as the manager's own estimate).

By default the workers unpickle the history, so its dicts lie together in memory;
``--generated`` has each worker make it with ``engine_bench.session`` instead (the same
messages, each dict made between its tool outputs, as engine_bench's Part 3 and an
agent loop have them: scattered over the heap, which is what a check of every message
pays for).

Each timed call includes the garbage collection it made due (ours pauses the collector
during a call, so the collection runs at the caller's next allocation; 027347e's ran
inside its call): an allocation before the clock is read, as engine_bench does.

``--floor KIND`` adds a worker that times one check of the history alone, in the same
rounds, each after an untimed ``prepare()`` of a ``trusted_history=True`` manager on
the same history (so the check finds the caches as it does inside our call; what it
records of each new message is not timed either): ``touch`` (``len()`` of every dict
and list the history holds: less than any complete check of in-place edits reads, not
a check), ``referents`` (``gc.get_referents`` of them all: every value touched once,
not a check), ``snapshot`` (the history ``==`` a snapshot of each message). Its ratio
is to the baseline's whole call; ``trusted`` + a floor is what a call checking that way
would cost.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

SIZES = (200, 2_000, 20_000)
ROOT = Path(__file__).resolve().parent.parent

WORKER = r"""
import json, os, pickle, statistics, sys, time
from typing import Any
from supermemory_local.engine.manager import ContextManager
from supermemory_local.engine.notifier import RecordingNotifier
from supermemory_local.summarizers import ExtractiveSummarizer
import supermemory_local

class _Store:
    def add(self, content: str, **kw: Any) -> Any:
        from datetime import UTC, datetime
        from supermemory_local.store.repository import Memory
        now = datetime.now(UTC)
        return Memory("mem_bench", content, "conversation", "", None, None, {}, now, now)

if os.environ.get("PREPARE_AB_GENERATE"):  # made here, its dicts between its tool outputs
    sys.path.append(os.environ["PREPARE_AB_ROOT"])  # (after the checkout's own package)
    from bench.engine_bench import session
    history = session(int(os.environ["PREPARE_AB_GENERATE"]))
else:
    history = pickle.load(open(sys.argv[1], "rb"))
floor = os.environ.get("PREPARE_AB_FLOOR", "")
kw = json.loads(os.environ.get("PREPARE_AB_KW", "{}"))
_ALLOCATED: list[Any] = []


def collected() -> None:
    # The collection a call made due runs at the next allocation: here, inside the time
    # taken (ours pauses the collector during a call; 027347e collected inside it).
    _ALLOCATED.append([])
    _ALLOCATED.clear()


def manager(**options: Any) -> Any:
    return ContextManager(
        context_window=200_000, notifier=RecordingNotifier(),
        summarizer=ExtractiveSummarizer(), store=_Store(), **options,
    )


if floor:
    import gc
    from supermemory_local.engine.messages import snapshot

    def containers(value: Any, out: list[Any]) -> None:
        if type(value) in (dict, list):
            out.append(value)
            for v in value.values() if type(value) is dict else value:
                if type(v) is not str:
                    containers(v, out)

    class _Floor:
        # One check alone (see the module docs), timed after a trusted manager's
        # prepare() of the same history (untimed), so it finds the caches as ours does.

        def __init__(self) -> None:
            self.cm = manager(trusted_history=True)
            self.inputs: list[Any] = []
            self.shots: list[Any] = []
            self.conts: list[Any] = []

        def prepare(self, live: list[Any]) -> float:
            self.cm.prepare(live)
            collected()
            n0 = len(self.inputs)
            for m in live[n0:]:  # what is new: recorded, not timed
                self.inputs.append(m)
                self.shots.append(snapshot(m))
                containers(m, self.conts)
            t0 = time.perf_counter()
            if floor == "touch":
                ok = list(map(len, self.conts)) is not None
            elif floor == "referents":
                ok = gc.get_referents(*self.conts) is not None
            else:  # "snapshot"
                ok = live[:n0] == self.shots[:n0]
            assert ok
            return time.perf_counter() - t0

managers: dict[int, Any] = {}
at: dict[int, int] = {}
print(json.dumps({"file": supermemory_local.__file__}), flush=True)
for line in sys.stdin:
    n, calls = map(int, line.split())
    cm = managers.get(n)
    if cm is None:
        cm = managers[n] = _Floor() if floor else manager(**kw)
        cm.prepare(history[:n])
        at[n] = n
    times = []
    loop = os.environ.get("PREPARE_AB_LOOP") == "1"
    for _ in range(calls):
        at[n] += 1
        live = history[: at[n]]
        if floor:
            times.append(cm.prepare(live))
            continue
        t0 = time.perf_counter()
        out = cm.prepare(live)
        if loop:  # the manager's docstring loop: the output sent, counted as estimated
            cm.observe_usage(input_tokens=cm.last_estimate, messages=out)
        collected()
        times.append(time.perf_counter() - t0)
    print(json.dumps(statistics.median(times) * 1000), flush=True)
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.prepare_ab")
    parser.add_argument("--baseline", required=True, help="dir holding the earlier package")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--calls", type=int, default=30)
    parser.add_argument(
        "--trusted", action="store_true", help="also time ours with trusted_history=True"
    )
    parser.add_argument(
        "--loop",
        action="store_true",
        help="each call is prepare() + observe_usage(messages=<its output>), timed together",
    )
    parser.add_argument(
        "--floor",
        action="append",
        default=[],
        choices=("touch", "referents", "snapshot"),
        help="also time one check alone, in its own worker: 'touch' (len() of every dict"
        " and list of the history), 'referents' (gc.get_referents of them all), 'snapshot'"
        " (the history == its snapshots); may be given more than once",
    )
    parser.add_argument(
        "--generated",
        action="store_true",
        help="each worker makes the session itself (engine_bench.session, the same"
        " messages): its dicts lie between its tool outputs, scattered over the heap as an"
        " agent loop's are, instead of together as unpickled",
    )
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from bench.engine_bench import session

    history = session(max(SIZES) + args.rounds * args.calls + 1)
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "history.pickle"
        data.write_bytes(pickle.dumps(history))
        workers = {}
        kinds = [("ours", str(ROOT), {}), ("base", args.baseline, {})]
        if args.trusted:
            kinds.insert(1, ("trusted", str(ROOT), {"trusted_history": True}))
        for floor in args.floor:
            kinds.insert(-1, (floor, str(ROOT), {"floor": floor}))
        for name, path, options in kinds:
            kw = dict(options)
            env = {**os.environ, "PYTHONPATH": path, "PREPARE_AB_FLOOR": kw.pop("floor", "")}
            env["PREPARE_AB_KW"] = json.dumps(kw)
            env["PREPARE_AB_ROOT"] = str(ROOT)
            env["PREPARE_AB_GENERATE"] = str(len(history)) if args.generated else ""
            env["PREPARE_AB_LOOP"] = "1" if args.loop else "0"
            proc = subprocess.Popen(
                [sys.executable, "-c", WORKER, str(data)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                env=env,
                cwd=tmp,
            )
            assert proc.stdin is not None and proc.stdout is not None
            print(f"{name}: {json.loads(proc.stdout.readline())['file']}")
            workers[name] = proc

        def ask(name: str, n: int) -> float:
            proc = workers[name]
            assert proc.stdin is not None and proc.stdout is not None
            proc.stdin.write(f"{n} {args.calls}\n")
            proc.stdin.flush()
            return float(json.loads(proc.stdout.readline()))

        got: dict[tuple[str, int], list[float]] = {}
        for n in SIZES:  # warm-up: each worker builds its managers (untimed)
            for name in workers:
                ask(name, n)
        names = list(workers)
        for r in range(args.rounds):
            order = names if r % 2 == 0 else names[::-1]
            for n in SIZES:
                for name in order:
                    got.setdefault((name, n), []).append(ask(name, n))
        for proc in workers.values():
            assert proc.stdin is not None
            proc.stdin.close()
            proc.wait()
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for name in names[:-1]:
        print(f"{name} against base (median ms of each round's median; the ratio per round)")
        for n in SIZES:
            ours, base = got[name, n], got["base", n]
            ratios = [o / b for o, b in zip(ours, base, strict=True)]
            mo, mb = statistics.median(ours), statistics.median(base)
            print(
                f"{n:>9} | {name} {mo:>8.3f}  base {mb:>8.3f} | {mo / mb:>5.2f}x"
                f" | rounds " + " ".join(f"{x:.2f}" for x in ratios)
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
