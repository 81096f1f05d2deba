"""One CLI dialect: every ``supermemory`` command, the store's and the plugin's, answers
a usage error with the same one line on stderr and exit status 2, and the commands
hosts run (bridge, hook) stay out of ``--help``.

The commands are found the way the CLI finds them (its parser's command tree and the
``supermemory_local.commands`` entry points in pyproject.toml), so a new command is
checked without anyone adding it here; a second test pins the list that was found.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from supermemory_local.store.cli import BUILTIN_COMMANDS, INTERNAL_COMMANDS, build_parser
from supermemory_local.store.cli_parser import Parser
from tests.memory_store.test_cli_process import EXE, REPO, supermemory

pytestmark = pytest.mark.skipif(not EXE.exists(), reason="run scripts/setup.sh first")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    (root / ".git").mkdir(parents=True)
    return root


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    found: dict[str, argparse.ArgumentParser] = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            found.update(action.choices)
    return found


def _command_paths(parser: argparse.ArgumentParser, prefix: tuple[str, ...] = ()) -> list[str]:
    """Every command and nested action (``config show``, ``db team add``) of the tree."""
    paths: list[str] = []
    for name, sub in _subcommands(parser).items():
        path = (*prefix, name)
        paths.append(" ".join(path))
        paths.extend(_command_paths(sub, path))
    return paths


def plugin_commands() -> list[str]:
    with (REPO / "pyproject.toml").open("rb") as f:
        project_table = tomllib.load(f)["project"]
    return list(project_table["entry-points"]["supermemory_local.commands"])


def all_commands() -> list[str]:
    return [*_command_paths(build_parser()), *plugin_commands()]


EXPECTED_COMMANDS = sorted(
    [
        "list",
        "show",
        "search",
        "add",
        "forget",
        "export",
        "import",
        "stats",
        "config",
        "config path",
        "config show",
        "config validate",
        "config init",
        "db",
        "db upgrade",
        "db current",
        "db embed",
        "db team",
        "db team init",
        "db team add",
        "db team remove",
        "doctor",
        "sessions",
        "sessions show",
        "compact",
        "demo",
        "bridge",
        "install",
        "mcp",
        "hook",
        "ui",
    ]
)


def test_the_discovered_commands_are_the_known_ones() -> None:
    found = all_commands()
    assert len(found) == len(set(found))
    assert sorted(found) == EXPECTED_COMMANDS
    assert {c for c in found if " " not in c} >= BUILTIN_COMMANDS


@pytest.mark.parametrize("command", all_commands())
def test_an_unknown_flag_is_one_line_naming_it_and_status_2(command: str, project: Path) -> None:
    done = supermemory(*command.split(), "--bogus", cwd=project)
    assert done.stdout == ""
    assert done.stderr == "supermemory: error: unrecognized arguments: --bogus\n"
    assert done.returncode == 2


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["list", "-n", "zero"], "argument -n/--limit: expected a whole number, got 'zero'"),
        (["compact", "t.json"], "the following arguments are required: --window"),
        (["demo", "--window", "5"], "argument --window: must be at least 1000 tokens, got 5"),
        (["install", "--project", "--global"], "argument --global: not allowed with argument"),
        (["mcp", "--port", "x"], "argument --port: invalid int value: 'x'"),
        (["--debug"], "the following arguments are required: COMMAND (see --help)"),
    ],
)
def test_other_usage_errors_are_the_same_one_line(
    argv: list[str], message: str, project: Path
) -> None:
    done = supermemory(*argv, cwd=project)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith(f"supermemory: error: {message}")


def test_the_unknown_flag_is_named_even_when_an_argument_is_missing_too() -> None:
    p = Parser(prog="supermemory t")
    p.add_argument("query")
    p.add_argument("-n", "--limit")
    p.add_argument("--json", action="store_true")
    tokens = ["-", "-5", "-n5", "--limit=3", "--js", "--bogus=1", "-x", "--", "--after"]
    assert p.unknown_options(tokens) == ["--bogus=1", "-x"]


def test_internal_commands_are_not_in_help_but_still_run(project: Path) -> None:
    shown = supermemory("--help", cwd=project)
    assert shown.returncode == 0
    listed = set(re.findall(r"^ {4}(\S+)", shown.stdout, flags=re.MULTILINE))  # the commands
    top_level = {c for c in all_commands() if " " not in c}
    assert sorted(INTERNAL_COMMANDS) == ["bridge", "hook"]
    assert listed == top_level - INTERNAL_COMMANDS
    unknown = supermemory("nosuchcommand", cwd=project)
    assert "bridge" not in unknown.stderr and "hook" not in unknown.stderr

    for name in sorted(INTERNAL_COMMANDS):
        helped = supermemory(name, "--help", cwd=project)
        assert helped.returncode == 0, helped.stderr
        assert helped.stdout.startswith(f"usage: supermemory {name}")

    ping = json.dumps({"id": 1, "method": "ping", "params": {}})
    bridged = supermemory("bridge", cwd=project, stdin=ping + "\n")
    assert bridged.returncode == 0, bridged.stderr
    assert json.loads(bridged.stdout.splitlines()[0])["id"] == 1

    prompt = json.dumps({"prompt": "remember: releases on Friday", "cwd": str(project)})
    hooked = supermemory("hook", "claude-code", "UserPromptSubmit", cwd=project, stdin=prompt)
    assert hooked.returncode == 0, hooked.stderr
    assert hooked.stdout.strip()  # the "remember" nudge


def test_the_hook_imports_no_argparse_for_the_events_it_answers(project: Path) -> None:
    """Claude Code runs the hook on every prompt: only a usage error builds the parser."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from supermemory_local.claude_code.hooks import main\n"
        "main(['claude-code', 'UserPromptSubmit'])\n"
        "print('argparse' in sys.modules, file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=project,
        input=json.dumps({"prompt": "hello", "cwd": str(project)}),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines()[-1] == "False"


@pytest.mark.parametrize("argv", [["--bogus", "demo"], ["demo", "--bogus"], ["list", "--bogus"]])
def test_in_process_main_returns_the_usage_status(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    from supermemory_local.store.cli import main

    assert main(argv) == 2  # returned, not raised: the same for plugin commands
    captured = capsys.readouterr()
    assert (captured.out, captured.err) == (
        "",
        "supermemory: error: unrecognized arguments: --bogus\n",
    )


def test_the_hook_claude_code_runs_never_exits_2(project: Path) -> None:
    """What Claude Code runs is the module: status 2 would block the prompt, so a usage
    error there is the same one line with status 0 (`supermemory hook` typed is 2)."""
    module = [sys.executable, "-m", "supermemory_local.claude_code.hooks", "--bogus"]
    done = subprocess.run(module, cwd=project, capture_output=True, text=True, check=False)
    assert done.returncode == 0
    assert done.stderr == "supermemory: error: unrecognized arguments: --bogus\n"
