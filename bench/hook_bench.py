"""Start-up cost of every command a host starts per event. Run by hand (not a test).

    .venv/bin/python -m bench.hook_bench [--runs 15] [--memories 2000] [--turns 5]

Claude Code starts the hook command on every event and ``supermemory mcp`` once per
session, and a person types ``supermemory list``: each cost is a whole process. Medians
of --runs interleaved runs (so drift hits every case alike), on a fresh SQLite file under
bench/.work/ (gitignored) seeded with --memories memories, in one run:

1. ``python -c pass``, the floor every Python command pays;
2. each Claude Code hook the way ``install --claude-code`` writes it
   (``python -m supermemory_local.claude_code.hooks claude-code EVENT``; Stop and
   SessionEnd with a 20-turn transcript), and ``UserPromptSubmit`` through the
   ``supermemory hook claude-code`` CLI: until the command exits, which is what Claude
   Code waits for; the work a hook leaves to its detached child (the saves, the log
   lines: plugin/hosts/background.py) is timed apart, until it is done, and
   finishes before the next case starts;
3. ``supermemory mcp``: from the start of the process to its answer to ``initialize``;
   and the same for the plugin's ``scripts/mcp.sh`` (the server module with the Python
   of the ``supermemory`` on ``PATH``, as Claude Code starts it) and for
   ``python -m supermemory_local.mcp_server`` (what ``install --claude-code`` writes);
   a first ``tools/call`` right after Claude Code's opening (the SDK server is loaded for
   it: the handshake is answered before, mcp_server/front.py); and ``scripts/mcp.sh``
   spoken to as Claude Code 2.1.328 does (the 2026-07-28 protocol: ``server/discover``,
   then ``subscriptions/listen`` and the lists): to the discover answer, to the
   ``tools/list`` answer (what Claude Code waits for before the first model call), and
   from stdin closed to the end of its stdout (what it waits for before ``SessionEnd``);
   next to the same for a stdlib MCP server that answers with empty lists
   (bench/harness/trivial_mcp.py, the control);
4. ``supermemory list -n 1`` against simonw/llm's ``llm logs list -n 1`` (the anchor; in
   its own venv, bench/.work/llm-venv: ``python3 -m venv bench/.work/llm-venv &&
   bench/.work/llm-venv/bin/pip install llm``; skipped with a note when missing);
5. one ``claude -p`` turn of the real, pinned Claude Code against the fake Anthropic
   server (bench/harness/fake_anthropic.py), in a project with ``install --claude-code``
   and in one without, --turns each, interleaved (skipped when Claude Code is not in
   .e2e-cache: scripts/install-claude-code.sh); and the installed project with
   ``--strict-mcp-config`` (no MCP server started), the hooks' share alone; and the
   control: the same install with every hook command replaced by ``python -c pass`` and
   the MCP server by bench/harness/trivial_mcp.py, what Claude Code itself costs for any
   hooks and any MCP server, whatever they do; and each part alone, ours and the
   control's: the hooks without an MCP server, the MCP server without hooks.

The load average is printed before and after: on a shared machine compare the ratios.
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
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / "bench" / ".work" / "hooks"
PYTHON = ROOT / ".venv" / "bin" / "python"
SUPERMEMORY = ROOT / ".venv" / "bin" / "supermemory"
LLM = ROOT / "bench" / ".work" / "llm-venv" / "bin" / "llm"
CLAUDE = ROOT / ".e2e-cache" / "claude-code" / "node_modules" / ".bin" / "claude"
TRIVIAL_MCP = ROOT / "bench" / "harness" / "trivial_mcp.py"
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "hook_bench", "version": "0"},
    },
}


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


BACKGROUND: dict[str, list[float]] = {}  # case -> seconds until its detached work was done


def timed(command: list[str], stdin: str, env: dict[str, str], cwd: Path, name: str = "") -> float:
    """Seconds until the command exits (what Claude Code waits for); then, untimed for
    the next case, until the work a hook left to its detached child is done (recorded in
    BACKGROUND when there was some)."""
    from supermemory_local.hosts.background import wait_idle

    jobs = Path(env["SUPERMEMORY_LOG"] + ".jobs")
    before = jobs.read_text() if jobs.exists() else ""
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
    took = time.perf_counter() - start
    if jobs.exists() and jobs.read_text() != before:
        wait_idle(path=jobs)
        BACKGROUND.setdefault(name, []).append(time.perf_counter() - start)
    return took


def transcript(path: Path, turns: int) -> Path:
    """A Claude Code transcript (JSON lines) of ``turns`` requests and answers."""
    lines = []
    for i in range(turns):
        ask = {"role": "user", "content": f"fix the build step {i} in src/build_{i}.rs"}
        lines.append({"type": "user", "uuid": f"u{i}", "message": ask})
        text = [{"type": "text", "text": f"Fixed step {i}: the linker flag in src/build_{i}.rs"}]
        lines.append(
            {
                "type": "assistant",
                "uuid": f"a{i}",
                "message": {"role": "assistant", "content": text},
            }
        )
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="utf-8")
    return path


def seed_llm(database: Path, count: int) -> None:
    """llm's own logs.db (its migrations, run by its venv's Python) with ``count`` logged
    responses in conversations, as many rows as our store holds."""
    database.parent.mkdir(parents=True, exist_ok=True)
    code = (
        "import sys, sqlite_utils\n"
        "from llm.migrations import migrate\n"
        "db = sqlite_utils.Database(sys.argv[1]); migrate(db)\n"
        "n = int(sys.argv[2])\n"
        "db['conversations'].insert_all(\n"
        "    {'id': f'c{i}', 'name': f'chat {i}', 'model': 'gpt-4o'} for i in range(n // 10 + 1))\n"
        "db['responses'].insert_all(\n"
        "    {'id': f'r{i:08d}', 'model': 'gpt-4o', 'prompt': f'use make target {i}',\n"
        "     'response': 'ok', 'conversation_id': f'c{i // 10}', 'duration_ms': 5,\n"
        "     'datetime_utc': f'2026-01-01T00:{i // 60 % 60:02d}:{i % 60:02d}'}\n"
        "    for i in range(n))\n"
    )
    python = LLM.parent / "python"
    subprocess.run([str(python), "-c", code, str(database), str(count)], check=True)


MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": {"name": "hook_bench", "version": "0"},
    "io.modelcontextprotocol/clientCapabilities": {},
}


def _modern(ident: int | str, method: str, **params: object) -> bytes:
    message = {"jsonrpc": "2.0", "id": ident, "method": method}
    message["params"] = {"_meta": MODERN_META, **params}
    return (json.dumps(message) + "\n").encode()


# Claude Code 2.1.328's order (seen on the wire): a discover probe; after its answer a
# listen subscription and discover again; after that answer the three lists.
CLAUDE_CODE_OPENING = [
    [_modern("server-discover-probe-1", "server/discover")],
    [
        _modern("listen:0", "subscriptions/listen", notifications={"toolsListChanged": True}),
        _modern(0, "server/discover"),
    ],
    [_modern(1, "prompts/list"), _modern(2, "resources/list"), _modern(3, "tools/list")],
]
EXTRA: dict[str, list[float]] = {}  # the discover run's later marks, by name


FIRST_CALL = _modern(4, "tools/call", name="list", arguments={"limit": 1})


def mcp_like_claude_code(
    env: dict[str, str], cwd: Path, argv: list[str], name: str, *, call: bool = False
) -> float:
    """Seconds from starting ``argv`` to its ``server/discover`` answer, spoken to as Claude
    Code does; the ``tools/list`` answer and the stop (stdin closed to stdout's end) go
    to EXTRA under ``name``. ``call``: a ``tools/call`` after the ``tools/list`` answer
    (the model's first use of a memory tool), and the seconds to its answer instead."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        argv,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=cwd,
    )
    assert proc.stdin is not None and proc.stdout is not None
    marks = []
    batches = [*CLAUDE_CODE_OPENING, [FIRST_CALL]] if call else CLAUDE_CODE_OPENING
    wanted_ids = ["server-discover-probe-1", 0, 3, 4][: len(batches)]
    for batch, wanted in zip(batches, wanted_ids, strict=True):
        for line in batch:
            proc.stdin.write(line)
        proc.stdin.flush()
        while True:
            answer = proc.stdout.readline()
            if not answer:
                raise RuntimeError(f"{argv} exited before answering {wanted!r}")
            if json.loads(answer).get("id") == wanted:
                marks.append(time.perf_counter() - start)
                break
    stop = time.perf_counter()
    proc.stdin.close()
    proc.stdout.read()  # until every copy of its stdout is closed
    if not call:
        EXTRA.setdefault(f"{name}: to the tools/list answer", []).append(marks[2])
        EXTRA.setdefault(f"{name}: stdin closed to its end", []).append(time.perf_counter() - stop)
    proc.wait(timeout=60)
    _settle(env)
    return marks[3] if call else marks[0]


def _settle(env: dict[str, str]) -> None:
    """Untimed: the server's detached log child (hosts/background.py) ends before the
    next case, so it neither competes with it nor counts as that case's work."""
    from supermemory_local.hosts.background import wait_idle

    wait_idle(path=Path(env["SUPERMEMORY_LOG"] + ".jobs"))


def mcp_initialize(env: dict[str, str], cwd: Path, argv: list[str] | None = None) -> float:
    """Seconds from starting ``supermemory mcp`` (or ``argv``) to its ``initialize``
    answer on stdout."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        argv or [str(SUPERMEMORY), "mcp"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=cwd,
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write((json.dumps(INITIALIZE) + "\n").encode())
    proc.stdin.flush()
    while True:
        line = proc.stdout.readline()
        if not line:
            raise RuntimeError("supermemory mcp exited before answering initialize")
        if b'"id":1' in line.replace(b" ", b""):
            took = time.perf_counter() - start
            break
    proc.stdin.close()
    proc.wait(timeout=60)
    _settle(env)
    return took


HOOKS_ONLY = "with the install, no MCP server"
CONTROL = "control: python -c pass hooks, stdlib MCP server"
SERVER_ONLY = "our MCP server, no hooks"
CONTROL_HOOKS = "control hooks only (pass hooks, no MCP server)"
CONTROL_SERVER = "control server only (stdlib MCP server, no hooks)"


def _as_control(directory: Path, home: Path) -> None:
    """The project's install with every hook command ``python -c pass`` and the MCP
    server bench/harness/trivial_mcp.py: what Claude Code costs for any hooks and server."""
    settings = directory / ".claude" / "settings.local.json"
    config = json.loads(settings.read_text(encoding="utf-8"))
    for groups in config["hooks"].values():
        for group in groups:
            for hook in group["hooks"]:
                hook["command"] = f"{PYTHON} -c pass"
    settings.write_text(json.dumps(config, indent=2), encoding="utf-8")
    user = home / ".claude.json"
    config = json.loads(user.read_text(encoding="utf-8"))
    for server in config["projects"][str(directory)]["mcpServers"].values():
        server["command"], server["args"] = str(PYTHON), [str(TRIVIAL_MCP)]
    user.write_text(json.dumps(config, indent=2), encoding="utf-8")


def claude_turns(runs: int, memories_env: dict[str, str]) -> dict[str, list[float]] | str:
    """``claude -p`` turn times with and without ``install --claude-code``, interleaved."""
    if not CLAUDE.exists():
        return f"skipped: {CLAUDE} is missing (scripts/install-claude-code.sh)"
    from bench.harness.fake_anthropic import FakeAnthropic, Turn
    from supermemory_local.hosts.background import wait_idle

    times: dict[str, list[float]] = {
        "with the install": [],
        "without": [],
        CONTROL: [],
        SERVER_ONLY: [],
        CONTROL_SERVER: [],
    }
    with FakeAnthropic(responder=lambda _r: Turn(text="done", input_tokens=1_000)) as fake:
        projects: dict[str, tuple[Path, dict[str, str]]] = {}
        for name in times:
            folder = {
                "with the install": "with",
                "without": "without",
                CONTROL: "control",
                SERVER_ONLY: "server-only",
                CONTROL_SERVER: "control-server-only",
            }
            root = WORK / f"claude-{folder[name]}"
            home = root / "home"
            directory = root / "project"
            (directory / ".git").mkdir(parents=True)
            home.mkdir(parents=True)
            env = {
                "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                "HOME": str(home),
                "XDG_CONFIG_HOME": str(home / ".config"),
                "XDG_STATE_HOME": str(home / ".local" / "state"),
                "XDG_DATA_HOME": str(home / ".local" / "share"),
                "XDG_CACHE_HOME": str(home / ".cache"),
                "ANTHROPIC_BASE_URL": fake.url,
                "ANTHROPIC_API_KEY": "sk-ant-bench",
                "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
                "DISABLE_AUTOUPDATER": "1",
                "SUPERMEMORY_DATABASE_URL": memories_env["SUPERMEMORY_DATABASE_URL"],
                "SUPERMEMORY_LOG": str(root / "supermemory.log"),
                "SUPERMEMORY_CONFIG": str(root / "none.jsonc"),
            }
            if name != "without":
                subprocess.run(
                    [str(SUPERMEMORY), "install", "--claude-code"],
                    cwd=directory,
                    env=env,
                    check=True,
                    capture_output=True,
                )
            if name in (CONTROL, CONTROL_SERVER):
                _as_control(directory, home)
            if name in (SERVER_ONLY, CONTROL_SERVER):
                (directory / ".claude" / "settings.local.json").unlink()
            projects[name] = (directory, env)
        command = [str(CLAUDE), "-p", "fix the build", "--output-format", "json"]
        for directory, env in projects.values():  # a first, unmeasured turn each
            subprocess.run(command, cwd=directory, env=env, check=True, capture_output=True)
        # The install's hooks alone: the same project with Claude Code told to start no MCP
        # server (--strict-mcp-config), so the server's start-up is apart from the hooks'.
        runs_of = {name: (name, command) for name in projects}
        runs_of[HOOKS_ONLY] = ("with the install", [*command, "--strict-mcp-config"])
        runs_of[CONTROL_HOOKS] = (CONTROL, [*command, "--strict-mcp-config"])
        times[HOOKS_ONLY] = []
        times[CONTROL_HOOKS] = []
        for _ in range(runs):
            for name, (project_name, argv) in runs_of.items():
                directory, env = projects[project_name]
                start = time.perf_counter()
                subprocess.run(
                    argv,
                    cwd=directory,
                    env=env,
                    check=True,
                    capture_output=True,
                    stdin=subprocess.DEVNULL,
                )
                times[name].append(time.perf_counter() - start)
                # the hooks' detached work ends before the next turn (not timed)
                wait_idle(path=Path(env["SUPERMEMORY_LOG"] + ".jobs"))
    return times


def _load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} ({os.cpu_count()} CPUs)"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--memories", type=int, default=2_000)
    parser.add_argument(
        "--turns", type=int, default=5, help="claude -p turns per side (0: skip them)"
    )
    args = parser.parse_args()
    shutil.rmtree(WORK, ignore_errors=True)
    project = WORK / "project"
    (project / ".git").mkdir(parents=True)
    env = {
        **os.environ,
        "SUPERMEMORY_DATABASE_URL": f"sqlite:///{WORK / 'memories.db'}",
        "SUPERMEMORY_LOG": str(WORK / "hooks.log"),
        "SUPERMEMORY_CONFIG": str(WORK / "none.jsonc"),
        "LLM_USER_PATH": str(WORK / "llm"),
        # the bench is the host of these commands and does not end: a hook's detached
        # work starts at once, so its time until done is the work's (the claude -p
        # turns below keep the default: the child waits for Claude Code to end)
        "SUPERMEMORY_BACKGROUND_GRACE_S": "0",
    }
    seed(env, project, args.memories)
    event = json.dumps(
        {
            "session_id": "s1",
            "cwd": str(project),
            "prompt": "fix the build",
            "source": "startup",
            "trigger": "auto",
            "compact_summary": "<summary>\n## 1. User Requests (As-Is)\n- fix the build\n"
            "</summary>",
            "transcript_path": str(transcript(WORK / "transcript.jsonl", 20)),
        }
    )
    module = [str(PYTHON), "-m", "supermemory_local.claude_code.hooks", "claude-code"]
    cli = [str(SUPERMEMORY), "hook", "claude-code"]

    def command(argv: list[str], name: str = "") -> Callable[[], float]:
        return lambda: timed(argv, event, env, project, name)

    cases: dict[str, Callable[[], float]] = {
        "python -c pass (floor)": command([str(PYTHON), "-c", "pass"]),
        "UserPromptSubmit via supermemory hook": command([*cli, "UserPromptSubmit"]),
    }
    for hook in ("UserPromptSubmit", "SessionStart", "PreCompact", "PostCompact", "Stop"):
        name = f"{hook} (installed command)"
        cases[name] = command([*module, hook], name)
    cases["SessionEnd (installed command)"] = command(
        [*module, "SessionEnd"], "SessionEnd (installed command)"
    )
    cases |= {
        "supermemory mcp, to its initialize answer": lambda: mcp_initialize(env, project),
        "the plugin's scripts/mcp.sh, to its initialize answer": lambda: mcp_initialize(
            {**env, "PATH": f"{SUPERMEMORY.parent}{os.pathsep}{env.get('PATH', '')}"},
            project,
            ["sh", str(ROOT / "claude-code-plugin" / "scripts" / "mcp.sh")],
        ),
        "scripts/mcp.sh as Claude Code speaks, to discover": lambda: mcp_like_claude_code(
            {**env, "PATH": f"{SUPERMEMORY.parent}{os.pathsep}{env.get('PATH', '')}"},
            project,
            ["sh", str(ROOT / "claude-code-plugin" / "scripts" / "mcp.sh")],
            "scripts/mcp.sh",
        ),
        "python -m supermemory_local.mcp_server, to initialize": lambda: mcp_initialize(
            env, project, [str(PYTHON), "-m", "supermemory_local.mcp_server"]
        ),
        "scripts/mcp.sh: a first tools/call after tools/list": lambda: mcp_like_claude_code(
            {**env, "PATH": f"{SUPERMEMORY.parent}{os.pathsep}{env.get('PATH', '')}"},
            project,
            ["sh", str(ROOT / "claude-code-plugin" / "scripts" / "mcp.sh")],
            "scripts/mcp.sh",
            call=True,
        ),
        "control: stdlib MCP server, to discover": lambda: mcp_like_claude_code(
            env, project, [str(PYTHON), str(TRIVIAL_MCP)], "control"
        ),
        "supermemory list -n 1": command([str(SUPERMEMORY), "list", "-n", "1"]),
    }
    if LLM.exists():
        seed_llm(WORK / "llm" / "logs.db", args.memories)
        cases["llm logs list -n 1 (simonw/llm, anchor)"] = command(
            [str(LLM), "logs", "list", "-n", "1"]
        )
    print(_load())
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(args.runs):  # interleaved, so drift hits every case alike
        for name, case in cases.items():
            times[name].append(case())
    median = {name: statistics.median(samples) for name, samples in times.items()}
    floor = median["python -c pass (floor)"]
    print(f"start-up per call, median of {args.runs} runs, {args.memories} memories in SQLite")
    for name, value in median.items():
        print(f"  {name:45s} {value * 1000:7.1f} ms  ({value / floor:4.1f}x the floor)")
    for name, samples in EXTRA.items():
        value = statistics.median(samples)
        print(f"  {name:45s} {value * 1000:7.1f} ms")
    if BACKGROUND:
        print("  the same hooks until their detached work was done (Claude Code does not wait):")
        for name, samples in BACKGROUND.items():
            value = statistics.median(samples)
            print(f"    {name:43s} {value * 1000:7.1f} ms  ({len(samples)} runs)")
    anchor = "llm logs list -n 1 (simonw/llm, anchor)"
    if anchor in median:
        ratio = median["supermemory list -n 1"] / median[anchor]
        print(f"  supermemory list -n 1 / llm logs list -n 1: {ratio:.2f}x")
    else:
        print(f"  llm logs list: skipped, {LLM} is missing (see the docstring)")
    print(_load())
    turns = claude_turns(args.turns, env) if args.turns > 0 else "skipped (--turns 0)"
    if isinstance(turns, str):
        print(f"claude -p turn: {turns}")
    else:
        with_ = statistics.median(turns["with the install"])
        without = statistics.median(turns["without"])
        print(f"claude -p turn, median of {args.turns} interleaved turns each")
        print(f"  with install --claude-code    {with_ * 1000:7.1f} ms")
        print(f"  without                       {without * 1000:7.1f} ms")
        print(f"  ratio                         {with_ / without:7.2f}x")
        hooks = statistics.median(turns[HOOKS_ONLY])
        print(f"  the hooks only (no MCP server) {hooks * 1000:6.1f} ms  {hooks / without:5.2f}x")
        control = statistics.median(turns[CONTROL])
        share = control / without
        print(f"  control (pass hooks, stdlib MCP) {control * 1000:4.1f} ms  {share:5.2f}x")
        print(f"  with the install / control    {with_ / control:7.2f}x")
        print("  each part alone (the hooks without a server, the server without hooks):")
        for name in (HOOKS_ONLY, CONTROL_HOOKS, SERVER_ONLY, CONTROL_SERVER):
            value = statistics.median(turns[name])
            print(f"    {name:48s} {value * 1000:6.1f} ms  {value / without:5.2f}x")
    print(_load())


if __name__ == "__main__":
    sys.exit(main())
