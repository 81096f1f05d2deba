"""OpenCode bridge benchmark. Run by hand (not a test); prints a report.

    .venv/bin/python -m bench.bridge_bench [--runs 40] [--turns 24]
        [--skip-opencode] [--skip-transform] [--aa]

1. ``experimental.chat.messages.transform`` round trip on a 200k-token session
   (median, p95; target <= 20 ms median), measured two ways:
   - through the shim: a node harness imports ``plugin/opencode/supermemory.js`` with a
     fake OpenCode client and times the hook itself (slimming, JSON over the pipe,
     the bridge's Layer 1, applying the edits in place);
   - straight to the bridge: JSON lines written by Python, so the difference is the
     shim's own overhead.
   Two windows: 1M tokens (Layer 1 has nothing to do, the common case) and 200k
   (Layer 1 compacts old tool outputs on every call).
2. The wall time of one turn against the fake model server (tests/e2e/harness.py):
   two real ``opencode serve`` running at once, with and without the plugin, their
   turns interleaved (the order alternating every round), --turns each (default 24;
   target: with / without <= 1.05x, medians). On a shared 2-core machine the two medians
   move by +-10 % from run to run (see --aa), so it also prints what the plugin itself
   costs a turn: the time its hooks hold the turn up (awaited hooks whole, the
   unawaited event hook its synchronous part), timed by a wrapper around the shim's
   hooks, per turn and as a share of the median turn.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SHIM = ROOT / "plugin" / "opencode" / "supermemory.js"
SUPERMEMORY = ROOT / ".venv" / "bin" / "supermemory"

SESSION = "ses_bench"
PROVIDERS = {
    "providers": [
        {
            "id": "fake",
            "models": {
                "big-1m": {"limit": {"context": 1_000_000, "output": 32_000}},
                "big-200k": {"limit": {"context": 200_000, "output": 8_192}},
            },
        }
    ]
}

NODE_HARNESS = r"""
const [shimPath, historyPath, runs] = process.argv.slice(2)
setInterval(() => {}, 1000)
const { readFileSync } = await import("node:fs")
const { default: definition } = await import(shimPath)
// one module for OpenCode 1.x and 2: V1 calls its server() (an older shim is the function)
const plugin = typeof definition === "function" ? definition : definition.server
const providers = JSON.parse(process.env.BENCH_PROVIDERS)
const client = {
  tui: { showToast: async () => ({ data: true }) },
  config: { providers: async () => ({ data: providers }) },
  session: { summarize: async () => ({ data: true }), messages: async () => ({ data: [] }) },
}
const hooks = await plugin({ client, directory: process.cwd(), worktree: process.cwd() })
const base = JSON.parse(readFileSync(historyPath, "utf8"))
const times = []
for (let i = 0; i < Number(runs) + 3; i++) {
  const messages = structuredClone(base)  // OpenCode hands the hook fresh objects each call
  const t0 = performance.now()
  await hooks["experimental.chat.messages.transform"]({}, { messages })
  if (i >= 3) times.push(performance.now() - t0)
}
await hooks.dispose()
console.log(JSON.stringify(times))
process.exit(0)
"""


def session(model: str, target_tokens: int = 200_000) -> list[dict[str, Any]]:
    """A coding session of about ``target_tokens``: turns with text, reads and bash output."""
    messages: list[dict[str, Any]] = []
    chars = 0
    turn = 0
    while chars < target_tokens * 3.2:  # ~3.2 chars/token over prose, code and logs
        turn += 1
        text = f"Step {turn}: please look at module {turn} and fix the failing test. " * 3
        messages.append(
            {
                "info": {
                    "id": f"msg_{turn:05d}u",
                    "sessionID": SESSION,
                    "role": "user",
                    "model": {"providerID": "fake", "modelID": model},
                },
                "parts": [{"type": "text", "text": text}],
            }
        )
        code = "".join(
            f"    def method_{i}(self, value):\n        return value * {i}\n" for i in range(60)
        )
        log = "".join(f"PASSED tests/test_mod{turn}.py::test_case_{i}\n" for i in range(40))
        parts: list[dict[str, Any]] = [
            {"type": "text", "text": f"Reading module {turn} first, then running its tests."},
        ]
        for call, (tool, output) in enumerate((("read", code), ("bash", log))):
            parts.append(
                {
                    "type": "tool",
                    "callID": f"call_{turn}_{call}",
                    "tool": tool,
                    "state": {
                        "status": "completed",
                        "input": {"filePath": f"/repo/src/mod{turn}.py"},
                        "output": output,
                        "title": tool,
                        "metadata": {"preview": output[:2000]},
                        "time": {"start": 1, "end": 2},
                    },
                }
            )
        messages.append(
            {
                "info": {
                    "id": f"msg_{turn:05d}a",
                    "sessionID": SESSION,
                    "role": "assistant",
                    "providerID": "fake",
                    "modelID": model,
                    "finish": "tool-calls",
                },
                "parts": parts,
            }
        )
        chars += len(text) + len(code) + len(log) + 60
    return messages


def stats(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered):6.2f} ms   p95 {p95:6.2f} ms   (n={len(ordered)})"


def bench_shim(history: Path, runs: int, work: Path) -> list[float]:
    harness = work / "harness.mjs"
    harness.write_text(NODE_HARNESS)
    env = {
        **os.environ,
        "BENCH_PROVIDERS": json.dumps(PROVIDERS),
        "SUPERMEMORY_BRIDGE_CMD": json.dumps([str(SUPERMEMORY), "bridge"]),
        "SUPERMEMORY_DATABASE_URL": f"sqlite:///{work / 'memories.db'}",
        "SUPERMEMORY_LOG": str(work / "bridge.log"),
        "SUPERMEMORY_BRIDGE_TIMEOUT_MS": "60000",
    }
    node = shutil.which("node") or "node"
    done = subprocess.run(
        [node, str(harness), SHIM.as_uri(), str(history), str(runs)],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    times: list[float] = json.loads(done.stdout.strip().splitlines()[-1])
    return times


def bench_bridge(messages: list[dict[str, Any]], runs: int, work: Path) -> tuple[list[float], int]:
    env = {
        **os.environ,
        "SUPERMEMORY_DATABASE_URL": f"sqlite:///{work / 'memories.db'}",
        "SUPERMEMORY_LOG": str(work / "bridge.log"),
    }
    proc = subprocess.Popen(
        [str(SUPERMEMORY), "bridge"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=work,
    )
    assert proc.stdin is not None and proc.stdout is not None

    def ask(request_id: int, method: str, params: dict[str, Any]) -> dict[str, Any]:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(json.dumps({"id": request_id, "method": method, "params": params}) + "\n")
        proc.stdin.flush()
        answer: dict[str, Any] = json.loads(proc.stdout.readline())
        return answer

    ask(1, "init", {"directory": str(work)})
    ask(2, "providers.result", {"context": {}, "ok": True, "data": PROVIDERS})
    full = [{**m, "sig": "s"} for m in messages]  # first call: every message in full
    stubs = [{"id": m["info"]["id"], "sig": "s"} for m in messages[:-2]] + full[-2:]
    times: list[float] = []
    edits = 0
    for i in range(runs + 3):
        t0 = time.perf_counter()
        answer = ask(10 + i, "transform", {"messages": full if i == 0 else stubs})
        if i >= 3:
            times.append((time.perf_counter() - t0) * 1000)
        edits = len(answer["result"]["edits"])
    proc.stdin.close()
    proc.wait(timeout=30)
    return times, edits


def transform_report(runs: int) -> None:
    print("1. messages.transform round trip on a 200k-token session")
    with tempfile.TemporaryDirectory(prefix="bridge-bench-") as tmp:
        work = Path(tmp)
        (work / ".git").mkdir()
        for model, label in (
            ("big-1m", "1M window, nothing to do"),
            ("big-200k", "200k window, Layer 1 acts"),
        ):
            messages = session(model)
            payload = json.dumps(messages)
            history = work / f"{model}.json"
            history.write_text(payload)
            direct, edits = bench_bridge(messages, runs, work)
            through = bench_shim(history, runs, work)
            size = f"{len(payload) / 1e6:.2f} MB JSON"
            print(f"   {label}: {len(messages)} messages, {size}, {edits} edits")
            print(f"     through the shim (node hook timing): {stats(through)}")
            print(f"     straight to the bridge (Python):     {stats(direct)}")


HOOK_TIMER = r"""
// Loads the real shim and times every hook OpenCode calls, one JSON line per call: the
// whole call (what an awaited hook costs the turn) and its synchronous part (what it
// holds OpenCode's thread for).
import { appendFileSync } from "node:fs"
import shim from "__SHIM__"
const LOG = "__LOG__"
const server = async (input) => {
  const hooks = await shim.server(input)
  for (const [name, fn] of Object.entries(hooks)) {
    if (typeof fn !== "function" || name === "dispose") continue
    hooks[name] = async (...args) => {
      const t0 = performance.now()
      let sync = null
      try {
        const pending = fn(...args)
        sync = performance.now() - t0 // the part that holds OpenCode's thread
        return await pending
      } finally {
        const ms = performance.now() - t0
        appendFileSync(LOG, JSON.stringify({ hook: name, ms, sync: sync ?? ms }) + "\n")
      }
    }
  }
  return hooks
}
export default { id: "supermemory", server }
"""


def hook_timer(folder: Path) -> tuple[Path, Path]:
    """A plugin file that wraps the shim's hooks with timers, and the log it writes."""
    log = folder / "hook-times.jsonl"
    log.touch()
    timer = folder / "supermemory-timed.js"
    timer.write_text(HOOK_TIMER.replace("__SHIM__", SHIM.as_uri()).replace("__LOG__", str(log)))
    return timer, log


# OpenCode 1.18 does not await the ``event`` hook: a plugin whose event hook sleeps 100 ms
# (about 24 events a turn) leaves the turn's time unchanged. Only its synchronous part
# holds the turn up; every other hook is awaited.
UNAWAITED = {"event"}


def hook_times(log: Path, start: int) -> tuple[dict[str, list[float]], int]:
    """Per hook, what each call in ``log`` after byte ``start`` held the turn up (ms);
    the new end of the log."""
    data = log.read_bytes()
    calls: dict[str, list[float]] = {}
    for line in data[start:].splitlines():
        entry = json.loads(line)
        hook = entry["hook"]
        calls.setdefault(hook, []).append(entry["sync" if hook in UNAWAITED else "ms"])
    return calls, len(data)


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU time of the processes ``pids`` (those still running), seconds."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / ticks


def bridge_pids(oc: Any) -> list[int]:
    """The plugin's processes under one OpenCode: its bridge (a Python process)."""
    found = []
    for pid in oc.child_pids():
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"supermemory" in cmdline or b"python" in cmdline:
            found.append(pid)
    return found


def turn_report(turns: int, warmup: int = 3, *, aa: bool = False) -> None:
    """Two ``opencode serve`` at once, one with the plugin and one without, each with its
    own session on one fake model server; turns alternate between them (the order flips
    every round), so load on the machine hits both alike. ``aa``: both without the
    plugin, to see the noise of the measurement itself."""
    from contextlib import ExitStack

    from bench.harness.opencode import FakeModelServer, Model, Reply, launch_opencode, make_sandbox

    print("2. wall time of one turn, real opencode serve against the fake model (interleaved)")
    if aa:
        print("   A/A: both servers WITHOUT the plugin (the noise of this measurement)")
    model = Model("big-200k", context=200_000, output=8_192)
    labels = ("without plugin", "with plugin")
    results: dict[str, list[float]] = {label: [] for label in labels}
    with ExitStack() as stack:
        server = stack.enter_context(FakeModelServer())
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="turn-bench-")))
        running = {}
        timer, log = hook_timer(tmp)
        logged = 0
        in_hooks: list[float] = []
        per_hook: dict[str, list[float]] = {}  # hook -> its time in each turn
        call_count: dict[str, int] = {}
        for label in labels:
            sandbox = make_sandbox(tmp / label.replace(" ", "-"))
            timed = label == "with plugin" and not aa
            oc = stack.enter_context(
                launch_opencode(
                    sandbox,
                    server.url,
                    [model],
                    plugin=timed,
                    extra_config={"plugin": [timer.as_uri()]} if timed else None,
                )
            )
            running[label] = (oc, oc.create_session("bench"))
        bridge_cpu = 0.0
        for i in range(turns + warmup):
            if i == warmup and not aa:
                bridge = bridge_pids(running["with plugin"][0])
                bridge_cpu = cpu_seconds(bridge)
            order = labels if i % 2 == 0 else labels[::-1]
            for label in order:
                oc, session_id = running[label]
                tag = f"turn{i}-{label[:4]}"
                server.script(Reply(text=f"answer {i}", prompt_tokens=20_000, match=tag))
                t0 = time.perf_counter()
                oc.prompt(session_id, f"{tag}: what next?", model)
                elapsed = (time.perf_counter() - t0) * 1000
                spent, logged = hook_times(log, logged)
                if i >= warmup:  # the first turns warm up OpenCode and start the bridge
                    results[label].append(elapsed)
                    if label == "with plugin" and not aa:
                        in_hooks.append(sum(sum(c) for c in spent.values()))
                        for hook, calls in spent.items():
                            per_hook.setdefault(hook, []).append(sum(calls))
                            call_count[hook] = call_count.get(hook, 0) + len(calls)
        if not aa:
            bridge_cpu = cpu_seconds(bridge) - bridge_cpu
    base = statistics.median(results["without plugin"])
    for label, times in results.items():
        print(f"   {label:15} {stats(times)}")
    ratio = statistics.median(results["with plugin"]) / base
    print(f"   with / without plugin, median turn: {ratio:.3f}x ({ratio - 1:+.1%})")
    pairs = [
        w / wo for w, wo in zip(results["with plugin"], results["without plugin"], strict=True)
    ]
    print(f"   median of the per-round ratios: {statistics.median(pairs):.3f}x")
    if not aa:
        per_turn = bridge_cpu / turns * 1000
        print(
            f"   the bridge's CPU time (user + system): {per_turn:.1f} ms per turn "
            f"({len(bridge)} process(es))"
        )
    if in_hooks:
        inside = statistics.median(in_hooks)
        print(
            f"   the plugin's hooks hold a turn up: median {inside:.2f} ms, "
            f"p95 {statistics.quantiles(in_hooks, n=20)[-1]:.2f} ms "
            f"= {inside / base:.1%} of the median turn without it"
        )
        for hook, spent_in in sorted(per_hook.items()):
            padded = spent_in + [0.0] * (len(in_hooks) - len(spent_in))  # turns without a call
            calls = call_count[hook] / len(in_hooks)
            print(
                f"     {hook:40} {statistics.median(padded):6.2f} ms median per turn "
                f"({calls:.1f} calls/turn)"
            )
    print(f"   load {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--turns", type=int, default=24)
    parser.add_argument("--skip-opencode", action="store_true")
    parser.add_argument("--skip-transform", action="store_true")
    parser.add_argument("--aa", action="store_true", help="turns: both without the plugin")
    args = parser.parse_args()
    if not args.skip_transform:
        transform_report(args.runs)
    if not args.skip_opencode:
        turn_report(args.turns, aa=args.aa)
    return 0


if __name__ == "__main__":
    sys.exit(main())
