"""The real ``supermemory`` on a real terminal (tmux): content is printed literally,
never read as rich markup, and ``show`` renders a summary's Markdown (piped: plain)."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXE = REPO / ".venv" / "bin" / "supermemory"
pytestmark = [
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
    pytest.mark.skipif(not EXE.exists(), reason="run scripts/setup.sh first"),
]
LITERAL = "use arr[i]; [compacted: …]; see [link], [/] or [bold]x[/bold] ["
DONE = "__done__"


class Terminal:
    """One tmux session (a real pty), 200 columns by 50 lines, on a tmux server of its
    own (``-L``): tests running in parallel never share, or stop, one server."""

    def __init__(self, cwd: Path, env: dict[str, str]) -> None:
        self.name = f"sm-{uuid.uuid4().hex[:8]}"
        self.tmux = ["tmux", "-L", self.name]
        self.count = 0
        exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
        subprocess.run(
            [
                *self.tmux,
                "new-session",
                "-d",
                "-s",
                self.name,
                "-x",
                "200",
                "-y",
                "50",
                "-c",
                str(cwd),
                f"env {exports} TERM=xterm-256color bash --norc --noprofile",
            ],
            check=True,
        )

    def run(self, command: str) -> str:
        """Type ``command`` (then an echo of a marker new to this call) and return the
        screen once the marker shows (a marker of an earlier call could still be there)."""
        self.count += 1
        marker = f"{DONE}{self.count}__"
        subprocess.run([*self.tmux, "send-keys", "-t", self.name, "clear", "Enter"], check=True)
        line = f"{command}; echo {marker}"
        subprocess.run([*self.tmux, "send-keys", "-t", self.name, line, "Enter"], check=True)
        for _ in range(300):  # up to a minute on a loaded machine; no timing asserted
            screen = self.screen()
            if marker in screen.replace(f"echo {marker}", ""):
                return screen
            time.sleep(0.2)
        raise AssertionError(f"{marker!r} never appeared:\n{self.screen()}")

    def keys(self, *keys: str) -> None:
        subprocess.run([*self.tmux, "send-keys", "-t", self.name, *keys], check=True)

    def screen(self) -> str:
        done = subprocess.run(
            [*self.tmux, "capture-pane", "-p", "-t", self.name],
            capture_output=True,
            text=True,
            check=True,
        )
        return done.stdout

    def close(self) -> None:
        subprocess.run([*self.tmux, "kill-server"], check=False)


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    project = tmp_path / "shop-api"
    (project / ".git").mkdir(parents=True)
    env = {
        "PATH": f"{EXE.parent}:{os.environ['PATH']}",
        "HOME": os.environ["HOME"],
        "XDG_DATA_HOME": os.environ["XDG_DATA_HOME"],
        "XDG_CONFIG_HOME": os.environ["XDG_CONFIG_HOME"],
        "SUPERMEMORY_DATABASE_URL": f"sqlite:///{tmp_path / 'm.db'}",
    }
    term = Terminal(project, env)
    try:
        yield term
    finally:
        term.close()


def test_list_search_and_show_print_markup_like_text_literally(terminal: Terminal) -> None:
    added = terminal.run(f"supermemory add {shlex.quote(LITERAL)}")
    assert "error" not in added
    listed = terminal.run("supermemory list")
    assert "Project" in listed and "shop-api" in listed  # the table, on a terminal
    assert LITERAL in listed
    found = terminal.run("supermemory search 'arr[i]'")
    assert LITERAL in found and "1.00" in found
    shown = terminal.run("supermemory show $(supermemory list -n 1 | cut -f1)")
    assert LITERAL in shown


def test_show_renders_markdown_on_a_terminal_and_is_plain_when_piped(
    terminal: Terminal,
) -> None:
    summary = (
        "[Session Summary]\n## 1. User Requests (As-Is)\n- make **the parser** stream\n"
        "## 2. Final Goal\n- a streaming `parser` [link]\n"
    )
    terminal.run(f"printf %s {shlex.quote(summary)} | supermemory add - --type conversation")
    shown = terminal.run("supermemory show $(supermemory list -n 1 | cut -f1)")
    assert "make the parser stream" in shown  # Markdown: the ** are rendered, not shown
    assert "## 1." not in shown and "1. User Requests (As-Is)" in shown
    assert "[link]" in shown and "[Session Summary]" in shown
    piped = terminal.run("supermemory show $(supermemory list -n 1 | cut -f1) | cat")
    assert "## 1. User Requests (As-Is)" in piped and "make **the parser** stream" in piped


def test_a_long_summary_goes_through_the_pager(terminal: Terminal) -> None:
    body = "\n".join(f"- step {i} [x]" for i in range(120))
    summary = (
        f"[Session Summary]\n## 1. User Requests (As-Is)\n- ship it\n## 3. Work Completed\n{body}\n"
    )
    terminal.run(f"printf %s {shlex.quote(summary)} | supermemory add - --type conversation")
    terminal.keys("clear", "Enter")
    terminal.keys("supermemory show $(supermemory list -n 1 | cut -f1)", "Enter")
    screen = ""
    for _ in range(300):
        screen = terminal.screen()
        if "step 0 [x]" in screen:
            break
        time.sleep(0.2)
    assert "ship it" in screen and "step 0 [x]" in screen
    assert "step 119" not in screen  # the pager holds the rest
    terminal.keys("G")  # less: to the end
    for _ in range(100):
        if "step 119 [x]" in terminal.screen():
            break
        time.sleep(0.2)
    assert "step 119 [x]" in terminal.screen()
    terminal.keys("q")


def test_search_shows_a_match_near_the_end_of_a_wide_passage(terminal: Terminal) -> None:
    """A match past the table's width: the snippet line is taken around it."""
    text = "intro words to fill the line " * 9 + "the release is cut on Fridays"
    terminal.run(f"supermemory add {shlex.quote(text)}")
    found = terminal.run("supermemory search release")
    [title, snippet] = [line for line in found.splitlines() if "intro words" in line]
    assert "release" not in title  # the title line is cut at the width, before the match
    assert "the release is cut on Fridays" in snippet and snippet.strip().startswith("…")
