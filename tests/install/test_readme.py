"""The documents' commands, run as written, print what the documents show.

The README, CONTRIBUTING.md and every ``docs/*.md`` are read (a section moved from the
README into docs/ stays checked). ``console`` blocks are transcripts: each ``$ command``
runs (bash, in a fresh project directory with a fresh home, ``.venv/bin`` first on
``PATH``) and its output must match the lines below it, where ``…`` stands for any text
and a line of just ``…`` for any lines. Every line of the ``sh`` blocks is either run
(it must succeed) or listed in ``NOT_RUN`` with the reason, so a new documented command
cannot go unchecked silently.
The demo table's step numbers are checked against the demo's own events.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bench.harness.corpus import require_corpus, transcripts

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
DOCUMENTS = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md"))]
VENV_BIN = ROOT / ".venv" / "bin"

# Commands of ``sh`` blocks that the test does not run, by prefix, and why.
NOT_RUN = {
    "./scripts/setup.sh": "CI runs it first (scripts/test.sh); rerunning it would reinstall "
    "the venv under the other tests; tests/install/test_setup_script.py checks it",
    "pipx install": "tests/install/test_clean_venv.py runs `pipx install './[postgres]'` as "
    "written (offline, into a temp PIPX_HOME)",
    "uv tool install": "the same install as pipx's, with uv (not a project tool)",
    "pipx ensurepath": "edits the user's shell profile",
    "python3 -m pip wheel": "the wheel build is tests/install/test_clean_venv.py's",
    "pipx uninstall": "tests/install/test_clean_venv.py runs it after its pipx install",
    "export SUPERMEMORY_DATABASE_URL=postgresql": "a team's server: tests/memory_store/"
    "test_team.py runs `db team init` and `db team add` against the real PostgreSQL the "
    "tests start",
    "supermemory db team": "the same: tests/memory_store/test_team.py, on a real server",
    "claude mcp add": "Claude Code's own command; tests/e2e/test_claude_code_e2e.py registers "
    "the server through install --claude-code and drives it in the real claude binary",
    "codex mcp add": "Codex's own command (Codex is not installed here)",
    "claude plugin": "Claude Code's own plugin commands, which need the repository as a "
    "marketplace: tests/e2e/test_claude_code_plugin_e2e.py runs marketplace add, install "
    "--scope project, uninstall and marketplace remove with the real claude binary",
    "bash scripts/test.sh": "the test suite itself",
    "bash .ci/run": "the test suite itself",
    "PYTEST_WORKERS=0 bash scripts/test.sh": "the test suite itself",
    ".venv/bin/pytest": "the test suite itself",
    ".venv/bin/ruff check": "CI runs lint and the type checker",
    "bash scripts/typecheck.sh": "CI runs lint and the type checker",
    ".venv/bin/python -m bench.": "a benchmark, run by hand (minutes, prints figures); "
    "tests/bench runs bench.quality's checks",
    "SUPERMEMORY_CORPUS=/path/to/corpus": "needs the real-transcript corpus, which is not "
    "in the repository; the corpus tests run the same replays when it is there",
    "bash scripts/lint-imports.sh": "CI runs the import contracts (scripts/test.sh)",
}


@dataclass(frozen=True)
class Block:
    lang: str
    lines: tuple[str, ...]
    heading: str
    source: str  # the document, relative to the repository


def blocks() -> Iterator[Block]:
    for path in DOCUMENTS:
        if path.is_file():
            yield from _blocks(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))


def _blocks(text: str, source: str) -> Iterator[Block]:
    heading = ""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#"):
            heading = line.lstrip("# ").strip()
        fence = re.match(r"```(\w*)\s*$", line)
        if fence:
            body: list[str] = []
            i += 1
            while not lines[i].startswith("```"):
                body.append(lines[i])
                i += 1
            yield Block(fence.group(1), tuple(body), heading, source)
        i += 1


def console_steps(block: Block) -> list[tuple[str, list[str]]]:
    steps: list[tuple[str, list[str]]] = []
    for line in block.lines:
        if line.startswith("$ "):
            steps.append((line[2:], []))
        else:
            assert steps, f"output before the first command in a console block: {line!r}"
            steps[-1][1].append(line)
    return steps


def expected_pattern(lines: list[str]) -> re.Pattern[str]:
    parts = []
    for line in lines:
        if line == "…":
            parts.append(r"(?:[^\n]*\n)*")
        else:
            parts.append(".*?".join(re.escape(p) for p in line.split("…")) + r"\n")
    return re.compile("".join(parts), re.S)


def matches(expected: list[str], output: str) -> bool:
    text = output if output.endswith("\n") or not output else output + "\n"
    pattern = expected_pattern(expected).pattern.replace(".*?", "[^\n]*")
    return re.fullmatch(pattern, text) is not None


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A fresh git project to run commands in; ``.venv`` points at the checkout's."""
    path = tmp_path / "project"
    path.mkdir()
    subprocess.run(["git", "init", "-q", str(path)], check=True)
    (path / ".venv").symlink_to(ROOT / ".venv")
    return path


def shell(project: Path, command: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PATH": f"{VENV_BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
    env.pop("SUPERMEMORY_LOG", None)
    return subprocess.run(
        ["bash", "-c", command],
        cwd=project,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=timeout,
        check=False,
    )


def demo(project: Path) -> dict[str, object]:
    done = shell(project, "supermemory demo --json")
    assert done.returncode == 0, done.stdout[-2000:]
    result: dict[str, object] = json.loads(done.stdout)
    return result


CONSOLE = [b for b in blocks() if b.lang == "console"]


def test_the_readme_has_console_transcripts() -> None:
    assert len(CONSOLE) >= 4, [b.heading for b in CONSOLE]


@pytest.mark.parametrize("block", CONSOLE, ids=[f"{b.source}:{b.lines[0][2:40]}" for b in CONSOLE])
def test_console_block_prints_what_it_shows(block: Block, project: Path) -> None:
    if any("| jq" in line for line in block.lines) and shutil.which("jq") is None:
        pytest.skip("jq is not installed")
    if any("--scope project" in line for line in block.lines):
        demo(project)  # "check what was saved": a session saved its summaries here
    for command, expected in console_steps(block):
        done = shell(project, command)
        assert done.returncode == 0, f"$ {command}\n{done.stdout}"
        assert matches(expected, done.stdout), (
            f"$ {command}\n{block.source} shows:\n"
            + "\n".join(expected)
            + f"\nprinted:\n{done.stdout}"
        )


def sh_commands() -> list[tuple[str, str]]:
    out = []
    for block in blocks():
        if block.lang == "sh":
            out += [
                (line.strip(), block.heading)
                for line in block.lines
                if line.strip() and not line.strip().startswith("#")  # comments
            ]
    return out


def _not_run(command: str) -> str | None:
    return next((why for prefix, why in NOT_RUN.items() if command.startswith(prefix)), None)


def test_every_sh_command_is_run_or_says_why_not() -> None:
    run = [c for c, _ in sh_commands() if _not_run(c) is None]
    expected_run = {
        "compact",
        "supermemory export",
        "supermemory install --uninstall",
        "supermemory install --global --uninstall",
        "supermemory install --claude-code",
        "supermemory doctor",
        "rm -f",
        "rm -rf",
    }
    unknown = [
        c
        for c in run
        if not any(c.replace(".venv/bin/", "").startswith(p) or p in c for p in expected_run)
    ]
    assert unknown == [], f"documented commands neither run by this test nor in NOT_RUN: {unknown}"


def test_the_compact_examples_run_on_a_real_transcript(project: Path) -> None:
    require_corpus()
    source = next(t for t in transcripts("openai") if len(t.messages) >= 40)
    for name in ("transcript.json", "session.json"):
        (project / name).write_text(json.dumps(source.messages))
    commands = [c for c, _ in sh_commands() if "compact " in c and _not_run(c) is None]
    assert len(commands) >= 5, commands
    for command in commands:
        done = shell(project, command)
        assert done.returncode == 0, f"{command}\n{done.stdout[-2000:]}"
        assert "window" in done.stdout, command  # the report's headline (stderr is merged)
    compacted = json.loads((project / "compacted.json").read_text())
    assert isinstance(compacted, list) and compacted
    assert all("role" in m for m in compacted)


def test_uninstall_everything_leaves_nothing_behind(project: Path, isolated_home: Path) -> None:
    (uninstall,) = [
        b for b in blocks() if b.lang == "sh" and any("install --uninstall" in x for x in b.lines)
    ]
    assert shell(project, "supermemory install && supermemory install --global").returncode == 0
    assert shell(project, 'supermemory add "keep me" && supermemory list -n 1').returncode == 0
    assert (isolated_home / ".local" / "share" / "supermemory" / "memories.db").exists()
    for line in uninstall.lines:
        if _not_run(line.strip()) is None:
            done = shell(project, line)
            assert done.returncode == 0, f"{line}\n{done.stdout}"
    backup = isolated_home / "supermemory-backup.jsonl"
    assert json.loads(backup.read_text().splitlines()[0])["content"] == "keep me"
    left = [
        p
        for root in (isolated_home, project / ".opencode")
        for p in root.rglob("*")
        if p.is_file() and p != backup
    ]
    assert left == [], left


def test_the_demo_table_matches_the_demo(project: Path) -> None:
    events = demo(project)["events"]
    assert isinstance(events, list)

    def steps(strategy: str) -> list[int]:
        return [e["step"] for e in events if e.get("strategy") == strategy]

    warnings = [
        (e["step"], int(re.findall(r"(\d+)%", e["message"])[0]))
        for e in events
        if e.get("kind") == "notice" and e.get("variant") == "warning"
    ]
    table = README.split("| when | what you see |", 1)[1].split("\n\n", 1)[0]
    rows = {
        line.split("|")[2].strip()[:40]: line.split("|")[1].strip()
        for line in table.splitlines()[2:]
    }

    def row(starts: str) -> str:
        (when,) = [w for what, w in rows.items() if what.startswith(starts)]
        return when

    assert row("**① truncation**") == "steps " + ", ".join(map(str, steps("truncate_tool_result")))
    assert row("**② old tool results**") == f"from step {steps('compact_old_tool_results')[0]}"
    assert row("**③ pruning**") == f"step {steps('prune_history')[0]}"
    (first, first_pct), (second, second_pct) = warnings
    assert row("**preemptive compaction**") == f"step {first}"
    assert f"at {first_pct} %" in table.split("**preemptive compaction**")[1].split("\n")[0]
    assert row("a second preemptive compaction") == f"step {second}"
    assert f"at {second_pct} %" in table


def test_the_claude_code_block_runs_as_written(project: Path, isolated_home: Path) -> None:
    block = next(
        b
        for b in blocks()
        if b.heading == "Claude Code" and b.lang == "sh" and "--claude-code" in "".join(b.lines)
    )
    commands = [line.split("#")[0].strip() for line in block.lines if line.strip()]
    assert any("--uninstall" in c for c in commands), commands
    for command in commands:
        done = shell(project, command)
        # doctor may warn (no opencode in this home) but must run; the installs must succeed
        assert done.returncode == 0 or command.endswith("doctor"), f"{command}\n{done.stdout}"
        assert "unexpected" not in done.stdout, f"{command}\n{done.stdout}"
    # the block ends installed globally and uninstalled in the project
    assert (isolated_home / ".claude" / "settings.json").is_file()
    settings = project / ".claude" / "settings.json"
    assert not settings.exists() or "supermemory" not in settings.read_text()
    assert not (project / ".claude" / "settings.local.json").exists()
