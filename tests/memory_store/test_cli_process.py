"""The installed ``supermemory`` script as a real process: plugin entry points, error
format, stdin, plain output for scripts, and what it imports at start-up."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXE = REPO / ".venv" / "bin" / "supermemory"
pytestmark = pytest.mark.skipif(not EXE.exists(), reason="run scripts/setup.sh first")


def supermemory(
    *argv: str, cwd: Path, stdin: str | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(EXE), *argv],
        cwd=cwd,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, **(env or {})},
        check=False,
    )


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    (root / ".git").mkdir(parents=True)
    return root


@pytest.fixture
def fake_plugin(tmp_path: Path) -> dict[str, str]:
    """An installed distribution (dist-info on PYTHONPATH) with commands and doctor checks."""
    site = tmp_path / "site"
    (site / "fakeplug").mkdir(parents=True)
    (site / "fakeplug" / "__init__.py").write_text(
        textwrap.dedent(
            '''
            import os

            def hello(argv: list[str]) -> int:
                """Say hello from a plugin.

                More text that --help does not show.
                """
                print("hello", argv, os.environ.get("SUPERMEMORY_CONFIG"))
                return 3

            def shadow(argv: list[str]) -> int:
                """Tries to replace a built-in command."""
                print("shadowed")
                return 0

            def explode(argv: list[str]) -> int:
                raise RuntimeError("plugin exploded")

            def checks():
                yield ("fake ok", "ok", "all good")
                yield ("fake warn", "warn", "not great")

            def crash():
                raise RuntimeError("boom")
            '''
        ),
        encoding="utf-8",
    )
    info = site / "fakeplug-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: fakeplug\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(
        textwrap.dedent(
            """
            [supermemory_local.commands]
            hello = fakeplug:hello
            list = fakeplug:shadow
            explode = fakeplug:explode

            [supermemory_local.doctor_checks]
            fake = fakeplug:checks
            crashing = fakeplug:crash
            """
        )
    )
    return {"PYTHONPATH": str(site)}


def test_version(project: Path) -> None:
    done = supermemory("--version", cwd=project)
    assert done.returncode == 0
    assert done.stdout.startswith("supermemory 0.")


def test_help_lists_builtin_and_plugin_commands(project: Path, fake_plugin: dict[str, str]) -> None:
    done = supermemory("--help", cwd=project, env=fake_plugin)
    assert done.returncode == 0
    for name in ("list", "search", "forget", "doctor", "compact", "demo", "install", "mcp"):
        assert f"    {name} " in done.stdout, name
    assert "Say hello from a plugin" in done.stdout
    assert "More text" not in done.stdout


def test_unknown_first_argument_runs_the_plugin_command(
    project: Path, fake_plugin: dict[str, str], tmp_path: Path
) -> None:
    cfg = tmp_path / "c.jsonc"
    done = supermemory("--config", str(cfg), "hello", "a", "--flag", cwd=project, env=fake_plugin)
    assert done.returncode == 3
    assert done.stdout == f"hello ['a', '--flag'] {cfg}\n"


def test_a_plugin_cannot_shadow_a_builtin(project: Path, fake_plugin: dict[str, str]) -> None:
    done = supermemory("list", "--json", cwd=project, env=fake_plugin)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "[]\n"


def test_plugin_failure_is_one_line_unless_debug(
    project: Path, fake_plugin: dict[str, str]
) -> None:
    done = supermemory("explode", cwd=project, env=fake_plugin)
    assert done.returncode == 1
    assert done.stderr.startswith("supermemory: error: unexpected RuntimeError: plugin exploded")
    assert done.stderr.count("\n") == 1
    debug = supermemory("--debug", "explode", cwd=project, env=fake_plugin)
    assert debug.returncode == 1
    assert "Traceback" in debug.stderr and "plugin exploded" in debug.stderr


def test_doctor_runs_plugin_checks(project: Path, fake_plugin: dict[str, str]) -> None:
    done = supermemory("doctor", cwd=project, env=fake_plugin)
    lines = done.stdout.splitlines()
    assert "✓ fake ok: all good" in lines
    assert "! fake warn: not great" in lines
    assert any(line.startswith("✗ crashing: check crashed: RuntimeError: boom") for line in lines)
    assert done.returncode == 1
    assert lines[-1] == "1 check(s) failed"


def test_errors_have_no_traceback_unless_debug(project: Path) -> None:
    done = supermemory("--database-url", "nosuchdialect://x", "list", cwd=project)
    assert done.returncode == 1
    assert done.stderr.startswith("supermemory: error: unusable database URL")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    debug = supermemory("list", "--debug", "--database-url", "nosuchdialect://x", cwd=project)
    assert debug.returncode == 1 and "Traceback" in debug.stderr


def test_stdin_add_plain_list_and_stdin_import(project: Path) -> None:
    added = supermemory("add", "-", cwd=project, stdin="piped memory\nsecond line\n")
    assert added.returncode == 0, added.stderr
    memory_id = added.stdout.strip()
    listed = supermemory("list", cwd=project)
    assert listed.returncode == 0
    cells = listed.stdout.rstrip("\n").split("\t")  # not a terminal: plain, tab-separated
    assert cells[0] == memory_id
    assert cells[-1] == "piped memory second line"
    exported = supermemory("export", cwd=project).stdout
    other = {"SUPERMEMORY_DATABASE_URL": f"sqlite:///{project / 'copy.db'}"}
    imported = supermemory("import", "-", cwd=project, stdin=exported, env=other)
    assert imported.stdout == "imported 1, skipped 0 (already present)\n"


def test_closed_pipe_is_not_an_error(project: Path) -> None:
    import json

    # More than a pipe buffer (64 KiB) of export, so writing really hits the closed pipe.
    rows = [
        {
            "id": f"mem_01JB{i:022d}",
            "content": f"memory {i} " + "x" * 300,
            "type": "conversation",
            "scope": "team_pipe",
        }
        for i in range(1000)
    ]
    source = project / "many.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    assert supermemory("import", str(source), cwd=project).returncode == 0
    done = subprocess.run(
        ["bash", "-o", "pipefail", "-c", f"{EXE} export | head -n 1"],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.stdout.count("\n") == 1
    assert done.stderr == ""
    assert done.returncode == 0


def imported_modules(code: str, cwd: Path) -> set[str]:
    """The modules loaded after running ``code`` (stdout redirected to a pipe)."""
    probe = code + "\nimport sys\nprint(' '.join(sorted(sys.modules)), file=sys.stderr)"
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    return set(done.stderr.split())


def test_startup_imports_stay_light(project: Path) -> None:
    help_path = imported_modules(
        "from supermemory_local.store.cli import main\nmain(['config', 'path'])", project
    )
    assert not {"sqlalchemy", "alembic", "rich", "json5", "httpx"} & help_path
    assert supermemory("db", "upgrade", cwd=project).returncode == 0
    # The first use of a project records its name (once, through the privacy filter);
    # what every later call imports is what this test keeps light.
    assert supermemory("list", cwd=project).returncode == 0
    list_path = imported_modules(
        "from supermemory_local.store.cli import main\nmain(['list', '-n', '1'])", project
    )
    # it did reach the store, through the stdlib reader of a SQLite file at the head
    assert {"sqlite3", "supermemory_local.store.lite"} <= list_path
    assert not {"sqlalchemy", "alembic", "rich", "httpx", "detect_secrets"} & list_path
