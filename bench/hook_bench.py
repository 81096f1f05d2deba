"""Claude Code hook cost per call. Run by hand (not a test); prints a report.

    .venv/bin/python -m bench.hook_bench [--runs 15] [--memories 2000]

Claude Code starts the hook command on every event, so its cost is a whole process.
Measured as medians of --runs interleaved runs, on a fresh SQLite file under
bench/.work/ (gitignored) seeded with --memories memories:

1. ``UserPromptSubmit`` (every prompt) the way ``install --claude-code`` writes it
   (``python -m supermemory_local.claude_code.hooks``), against the same hook through the
   ``supermemory hook claude-code`` CLI and against a bare ``python -c pass``;
2. ``SessionStart`` and ``PreCompact`` (they open the store).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / "bench" / ".work" / "hooks"
PYTHON = ROOT / ".venv" / "bin" / "python"
SUPERMEMORY = ROOT / ".venv" / "bin" / "supermemory"


def seed(env: dict[str, str], project: Path, count: int) -> None:
    lines = []
    for i in range(count):
        kind = "conversation" if i % 50 == 0 else "preference"
        lines.append(
            json.dumps(
                {
                    "content": f"memory {i}: use make target {i} for the build",
                    "type": kind,
                    "scope": "project",
                }
            )
        )
    code = (
        "import sys, json\n"
        "from supermemory_local.store.repository import MemoryStore\n"
        "from supermemory_local.store.scopes import project_scope\n"
        "scope = project_scope()\n"
        "with MemoryStore.open() as store:\n"
        "    for line in sys.stdin:\n"
        "        row = json.loads(line)\n"
        "        store.add(row['content'], scope=scope, type=row['type'], session_id='s0')\n"
    )
    subprocess.run(
        [str(PYTHON), "-c", code],
        input="\n".join(lines),
        text=True,
        env=env,
        cwd=project,
        check=True,
    )


def timed(command: list[str], stdin: str, env: dict[str, str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(
        command,
        input=stdin,
        text=True,
        env=env,
        cwd=cwd,
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--memories", type=int, default=2_000)
    args = parser.parse_args()
    shutil.rmtree(WORK, ignore_errors=True)
    project = WORK / "project"
    (project / ".git").mkdir(parents=True)
    env = {
        **os.environ,
        "SUPERMEMORY_DATABASE_URL": f"sqlite:///{WORK / 'memories.db'}",
        "SUPERMEMORY_LOG": str(WORK / "hooks.log"),
        "SUPERMEMORY_CONFIG": str(WORK / "none.jsonc"),
    }
    seed(env, project, args.memories)
    event = json.dumps(
        {
            "session_id": "s1",
            "cwd": str(project),
            "prompt": "fix the build",
            "source": "startup",
            "trigger": "auto",
        }
    )
    module = [str(PYTHON), "-m", "supermemory_local.claude_code.hooks", "claude-code"]
    cli = [str(SUPERMEMORY), "hook", "claude-code"]
    cases = {
        "python -c pass (floor)": [str(PYTHON), "-c", "pass"],
        "UserPromptSubmit, python -m (installed)": [*module, "UserPromptSubmit"],
        "UserPromptSubmit, supermemory hook (CLI)": [*cli, "UserPromptSubmit"],
        "SessionStart, python -m (installed)": [*module, "SessionStart"],
        "PreCompact, python -m (installed)": [*module, "PreCompact"],
    }
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(args.runs):  # interleaved, so drift hits every case alike
        for name, command in cases.items():
            times[name].append(timed(command, event, env, project))
    floor = statistics.median(times["python -c pass (floor)"])
    print(f"hook cost per call, median of {args.runs} runs, {args.memories} memories in SQLite")
    for name, samples in times.items():
        median = statistics.median(samples)
        print(f"  {name:45s} {median * 1000:7.1f} ms  ({median / floor:4.1f}x the floor)")
    installed = statistics.median(times["UserPromptSubmit, python -m (installed)"])
    via_cli = statistics.median(times["UserPromptSubmit, supermemory hook (CLI)"])
    print(f"  the installed command is {via_cli / installed:.1f}x faster than the CLI path")


if __name__ == "__main__":
    sys.exit(main())
