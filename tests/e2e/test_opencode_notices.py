"""What the user sees and what the log says, in the real OpenCode (pinned 1.18.33).

- The warning toast stays until the completion toast replaces it, however long the
  model takes to write the summary (OpenCode's TUI shows one toast at a time; a new
  one replaces the current one, and a toast without ``duration`` goes after 5 s).
- The completion text says "Resuming..." only when OpenCode continues by itself.
- Stopping OpenCode normally logs a normal stop, never a failure.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
from typing import Any

import pytest

from bench.harness.opencode import (
    FakeModelServer,
    OpencodeServer,
    Reply,
    ToolCall,
    five_section_summary,
)
from supermemory_local.engine.prompts import (
    COMPLETE_MESSAGE,
    COMPLETE_MESSAGE_IDLE,
    COMPLETE_TITLE,
    WARNING_TITLE,
)
from tests.e2e.conftest import BIG, OpencodeFactory

pytestmark = pytest.mark.e2e

EVENT_TIMEOUT = 90.0
STOP_DEADLINE_S = 300.0  # how long a stop may take before the test calls it a hang
OPENCODE_TOAST_DEFAULT_S = 5.0  # what OpenCode gives a toast without a duration
SLOW_SUMMARY_S = 7.0  # the model takes longer than that to write the summary
# Lines of a failure, from the shim or the bridge (the shim's error toast says "failed").
FAILURE_MARKS = ("exited", "failed", "gave up", "Traceback", "cannot start", "timed out")


def _toasts(oc: OpencodeServer, mark: int) -> list[tuple[float, dict[str, Any]]]:
    return [
        (at, e["properties"])
        for at, e in oc.events.timed_since(mark)
        if e.get("type") == "tui.toast.show"
    ]


def _wait_toast(oc: OpencodeServer, mark: int, title: str) -> None:
    oc.events.wait_for(
        lambda e: e.get("type") == "tui.toast.show" and e["properties"].get("title") == title,
        since=mark,
        timeout=EVENT_TIMEOUT,
    )


def test_the_warning_toast_lasts_until_the_success_toast_replaces_it(
    opencode: OpencodeServer, model_server: FakeModelServer
) -> None:
    oc = opencode
    model_server.reset()
    mark = oc.events.mark()
    session = oc.create_session("slow summary")
    model_server.script(
        Reply(text=five_section_summary("nu-slow"), delay=SLOW_SUMMARY_S, match="nu-slow"),
        kind="compaction",
    )
    model_server.script(Reply.with_total(166_000, "Parsed.", match="nu-slow"))  # 83 %, finished

    oc.prompt(session, "nu-slow: parse the config", BIG, timeout=120)
    _wait_toast(oc, mark, COMPLETE_TITLE)

    toasts = _toasts(oc, mark)
    (start, warning), (end, complete) = toasts  # nothing else came between them
    assert (warning["title"], warning["variant"]) == (WARNING_TITLE, "warning")
    assert (complete["title"], complete["variant"]) == (COMPLETE_TITLE, "success")
    shown_for = end - start
    assert shown_for > OPENCODE_TOAST_DEFAULT_S  # a default toast would have gone by then
    assert warning["duration"] / 1000 > shown_for  # ... ours was still showing
    # A finished turn: OpenCode waits for the user, so nothing "resumes".
    assert complete["message"] == COMPLETE_MESSAGE_IDLE


def test_a_mid_task_compaction_says_resuming_and_opencode_resumes(
    opencode: OpencodeServer, model_server: FakeModelServer
) -> None:
    oc = opencode
    model_server.reset()
    mark = oc.events.mark()
    session = oc.create_session("mid-task")
    notes = oc.sandbox.project / "notes.txt"
    notes.write_text("the parser keeps line numbers\n")
    model_server.script(
        Reply(
            text="",
            tool_calls=(ToolCall("read", {"filePath": str(notes)}),),
            prompt_tokens=170_000,  # 85 %, and the turn ends in a tool call
            match="pi-mid",
        ),
        Reply(text="Read the notes.", match="pi-mid"),
    )

    oc.prompt(session, "pi-mid: read the notes", BIG, timeout=120)
    _wait_toast(oc, mark, COMPLETE_TITLE)
    complete = [t for _, t in _toasts(oc, mark) if t["title"] == COMPLETE_TITLE]
    assert [t["message"] for t in complete] == [COMPLETE_MESSAGE]
    # ... and it does resume: OpenCode sends its "continue" turn after the summary.
    model_server.wait_for(
        lambda r: r.kind == "chat" and "Continue if you have next steps" in r.text,
        timeout=EVENT_TIMEOUT,
    )


@pytest.mark.parametrize("stop", ["SIGINT", "SIGTERM"])
def test_stopping_opencode_logs_a_normal_stop_and_no_failure(
    opencode_factory: OpencodeFactory, model_server: FakeModelServer, stop: str
) -> None:
    oc = opencode_factory()
    model_server.reset()
    session = oc.create_session("shutdown")
    oc.prompt(session, "sigma-stop: hello", BIG, timeout=120)  # the bridge is running
    log = oc.sandbox.bridge_log
    deadline = time.monotonic() + STOP_DEADLINE_S
    while "bridge started" not in (log.read_text() if log.exists() else ""):
        assert time.monotonic() < deadline, "the bridge never logged its start"
        time.sleep(0.2)

    # Ctrl-C in the terminal (SIGINT) or a service manager (SIGTERM): the whole group.
    # Waited on with a generous deadline (a loaded machine took over 30 s); the time it
    # took is reported, never asserted.
    sent = time.monotonic()
    os.killpg(oc.process.pid, getattr(signal, stop))
    try:
        oc.process.wait(timeout=STOP_DEADLINE_S)
    except subprocess.TimeoutExpired:  # a hang, not a slow machine: say what still runs
        group = subprocess.run(
            ["ps", "-o", "pid,stat,etime,args", "-g", str(oc.process.pid)],
            capture_output=True,
            text=True,
            check=False,
        ).stdout
        own = oc.sandbox.root / "opencode.out"
        own_tail = own.read_text(errors="replace")[-4000:] if own.exists() else "-"
        pytest.fail(
            f"opencode serve still running {STOP_DEADLINE_S:.0f} s after {stop}:\n{group}\n"
            f"bridge log tail:\n{log.read_text()[-3000:]}\n"
            f"opencode's own log tail:\n{own_tail}"
        )
    while "bridge stopped" not in log.read_text():
        assert time.monotonic() < sent + STOP_DEADLINE_S, log.read_text()
        time.sleep(0.2)
    print(f"{stop}: opencode gone and the bridge stopped in {time.monotonic() - sent:.1f} s")
    time.sleep(0.5)  # the shim's last lines, if any

    lines = log.read_text().splitlines()
    assert [line for line in lines if any(m in line for m in FAILURE_MARKS)] == []
    assert any(line.endswith(f"bridge stopped ({stop})") for line in lines), lines
