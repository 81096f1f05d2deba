"""The plugin inside the real OpenCode (pinned 1.18.33), offline, against a fake model.

Each scenario uses its own session and unique words in its prompts, so scripted
replies and recorded model requests are told apart. Negative checks ("nothing
happened") end with a control turn in a fresh session that *does* compact: once
its toasts have arrived, the plugin has handled every earlier event.
"""

from __future__ import annotations

import json
import os
import signal
import time
from collections.abc import Callable
from typing import Any

import pytest

from bench.harness.opencode import (
    FakeModelServer,
    Model,
    OpencodeServer,
    Reply,
    Sandbox,
    ToolCall,
    cmdline,
    five_section_summary,
    launch_opencode,
    make_sandbox,
    message_text,
    provider_tokens,
)
from supermemory_local.config import CONFIG_FILENAME
from supermemory_local.engine.prompts import (
    COMPACTED_MARKER,
    COMPACTION_INJECTION_HEADER,
    COMPLETE_TITLE,
    FIVE_SECTION_HEADINGS,
    SUMMARY_MEMORY_PREFIX,
    TRUNCATED_MARKER,
    WARNING_TITLE,
    warning_message,
)
from tests.e2e.conftest import BIG, MODELS, SMALL, TOOLS, OpencodeFactory

pytestmark = pytest.mark.e2e

Diagnostics = Callable[[OpencodeServer], None]
TURN_TIMEOUT = 120.0
EVENT_TIMEOUT = 90.0


# ---------------------------------------------------------------------------
# helpers


def toasts_since(oc: OpencodeServer, mark: int) -> list[dict[str, Any]]:
    return [e["properties"] for e in oc.events.since(mark) if e.get("type") == "tui.toast.show"]


def warnings_since(oc: OpencodeServer, mark: int) -> list[str]:
    """The messages of the warning toasts since ``mark``, in order."""
    return [t["message"] for t in toasts_since(oc, mark) if t["title"] == WARNING_TITLE]


def answer_texts(answer: dict[str, Any]) -> list[Any]:
    """The text parts of an assistant message."""
    return [p.get("text") for p in answer["parts"] if p.get("type") == "text"]


def wait_toast(oc: OpencodeServer, mark: int, title: str, *, variant: str | None = None) -> Any:
    def matches(event: dict[str, Any]) -> bool:
        props = event.get("properties") or {}
        return (
            event.get("type") == "tui.toast.show"
            and props.get("title") == title
            and (variant is None or props.get("variant") == variant)
        )

    return oc.events.wait_for(matches, since=mark, timeout=EVENT_TIMEOUT)["properties"]


def turn(oc: OpencodeServer, session_id: str, text: str, model: Model = BIG) -> dict[str, Any]:
    """One user turn; asserts the assistant answered it without an error.

    The answer is looked up by its user message: the HTTP call returns the loop's
    last message, which is a compaction's when one started before the loop ended.
    """
    oc.prompt(session_id, text, model, timeout=TURN_TIMEOUT)
    history = oc.messages(session_id)
    (asked,) = [
        m
        for m in history
        if m["info"]["role"] == "user"
        and any(p.get("type") == "text" and p.get("text") == text for p in m["parts"])
    ]
    answers = [m for m in history if m["info"].get("parentID") == asked["info"]["id"]]
    assert answers, f"no answer to {text!r}"
    info = answers[-1]["info"]
    assert info.get("error") is None, info.get("error")
    assert info.get("finish") in {"stop", "end_turn"}, info
    return answers[-1]


def compactions_mentioning(model: FakeModelServer, word: str) -> int:
    return sum(1 for r in model.of_kind("compaction") if word in r.text)


def memories(sandbox: Sandbox, *args: str) -> list[dict[str, Any]]:
    result = sandbox.supermemory("list", "--scope", "project", "--json", *args)
    assert result.returncode == 0, result.stderr
    items = json.loads(result.stdout)
    assert isinstance(items, list), items
    return items


def wait_latest_memory(sandbox: Sandbox, contains: str, timeout: float = 30.0) -> dict[str, Any]:
    """Poll ``supermemory list --scope project --limit 1`` until the newest has ``contains``."""
    deadline = time.monotonic() + timeout
    latest: list[dict[str, Any]] = []
    while time.monotonic() < deadline:
        latest = memories(sandbox, "--limit", "1")
        if latest and contains in str(latest[0].get("content", "")):
            return latest[0]
        time.sleep(0.5)
    raise AssertionError(f"newest project memory never contained {contains!r}: {latest}")


def control_compaction(oc: OpencodeServer, model: FakeModelServer, word: str) -> None:
    """A fresh session compacting at 90 %: once it is done, earlier events were handled."""
    mark = oc.events.mark()
    session = oc.create_session(f"control {word}")
    model.script(Reply.with_total(180_000, "control answer", match=word))
    turn(oc, session, f"{word}: control turn")
    wait_toast(oc, mark, WARNING_TITLE)
    wait_toast(oc, mark, COMPLETE_TITLE)


def bridge_pids(oc: OpencodeServer) -> list[int]:
    """The bridge processes OpenCode's plugin started (``supermemory bridge``)."""
    return [
        pid
        for pid in oc.child_pids()
        if "bridge" in cmdline(pid) and any("supermemory" in a for a in cmdline(pid))
    ]


def wait_bridge(oc: OpencodeServer, exclude: set[int], timeout: float = 30.0) -> int:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        fresh = [pid for pid in bridge_pids(oc) if pid not in exclude]
        if fresh:
            return fresh[0]
        time.sleep(0.2)
    raise AssertionError(f"no bridge process (other than {exclude}) under OpenCode")


# ---------------------------------------------------------------------------
# the harness itself, without our plugin


def test_harness_runs_opencode_offline_against_the_fake_model(
    tmp_path_factory: pytest.TempPathFactory, model: FakeModelServer
) -> None:
    sandbox = make_sandbox(tmp_path_factory.mktemp("bare"))
    with launch_opencode(sandbox, model.url, MODELS, plugin=False) as oc:
        session = oc.create_session("harness check")
        model.script(Reply(text="Hello from the fake model", prompt_tokens=1_234, match="hello"))
        answer = turn(oc, session, "hello")

        assert answer["info"]["tokens"]["input"] == 1_234
        assert answer_texts(answer) == ["Hello from the fake model"]
        (chat,) = model.of_kind("chat")
        assert chat.body["stream"] is True
        assert chat.body["model"] == BIG.id
        assert message_text(chat.messages("user")[-1]) == "hello"
        oc.events.wait_for_type("session.idle", session_id=session, timeout=EVENT_TIMEOUT)


# ---------------------------------------------------------------------------
# 1. over the threshold: warning toast, five-section compaction, summary saved


def test_turn_at_81_percent_compacts_with_five_sections_and_saves_the_summary(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(opencode)
    mark = opencode.events.mark()
    session = opencode.create_session("eighty-one")
    model.script(Reply.with_total(162_000, "Parsed the config.", match="alpha81"))  # 81 % of 200k

    turn(opencode, session, "alpha81: build the parser for the config loader")

    warning = wait_toast(opencode, mark, WARNING_TITLE, variant="warning")
    assert warning["message"] == warning_message(81)
    compaction = model.wait_for(
        lambda r: r.kind == "compaction" and "alpha81" in r.text, timeout=EVENT_TIMEOUT
    )
    assert compaction.body["model"] == BIG.id  # the session's own model
    assert COMPACTION_INJECTION_HEADER in compaction.text
    for heading in FIVE_SECTION_HEADINGS:
        assert heading in compaction.text, heading
    wait_toast(opencode, mark, COMPLETE_TITLE, variant="success")

    summary = compaction.reply.text
    saved = wait_latest_memory(opencode.sandbox, summary.splitlines()[1])
    assert saved["type"] == "conversation"
    assert saved["content"].startswith(SUMMARY_MEMORY_PREFIX + "## 1. User Requests")
    assert summary.strip() in saved["content"]
    assert saved["scope"].startswith("opencode_project_")
    assert saved["session_id"] == session


# ---------------------------------------------------------------------------
# past OpenCode's own compaction point: one compaction (OpenCode's), still ours inside


def test_usage_past_opencodes_own_limit_compacts_once_with_our_prompt(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(opencode)
    mark = opencode.events.mark()
    session = opencode.create_session("past the host's limit")
    # OpenCode compacts by itself at context - output = 191,808 tokens; 98 % is past it.
    model.script(Reply.with_total(196_000, "Huge.", match="mu-huge"))

    turn(opencode, session, "mu-huge: a huge turn")

    opencode.events.wait_for_type("session.compacted", since=mark, session_id=session)
    compaction = model.wait_for(
        lambda r: r.kind == "compaction" and "mu-huge" in r.text, timeout=EVENT_TIMEOUT
    )
    assert COMPACTION_INJECTION_HEADER in compaction.text
    saved = wait_latest_memory(opencode.sandbox, compaction.reply.text.splitlines()[1])
    assert saved["session_id"] == session

    control_compaction(opencode, model, "nucontrol")
    # A second compaction of the session would not mention "mu-huge" (it summarises the
    # summary), so count them all: this session's one and the control's.
    assert len(model.of_kind("compaction")) == 2
    assert compactions_mentioning(model, "nucontrol") == 1


# ---------------------------------------------------------------------------
# 2. below the threshold, or too few tokens: nothing happens


def test_turns_below_threshold_or_below_min_tokens_do_nothing(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(opencode)
    mark = opencode.events.mark()
    below = opencode.create_session("seventy-nine")
    model.script(Reply.with_total(158_000, "Not yet.", match="beta79"))  # 79 % of 200k
    turn(opencode, below, "beta79: keep going", BIG)
    few = opencode.create_session("ninety-small")
    model.script(Reply.with_total(36_000, "Small model.", match="gamma90"))  # 90 % of 40k
    turn(opencode, few, "gamma90: keep going", SMALL)

    control_compaction(opencode, model, "deltacontrol")

    warnings = warnings_since(opencode, mark)
    assert warnings == [warning_message(90)]  # the control's only
    assert compactions_mentioning(model, "beta79") == 0
    assert compactions_mentioning(model, "gamma90") == 0
    assert len(model.of_kind("compaction")) == 1


# ---------------------------------------------------------------------------
# 3. two over-threshold turns within the cooldown: one compaction


def test_two_turns_over_threshold_within_cooldown_compact_once(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(opencode)
    mark = opencode.events.mark()
    session = opencode.create_session("twice")
    model.script(Reply.with_total(170_000, "First.", match="epsilon-one"))  # 85 %
    turn(opencode, session, "epsilon-one: first big turn")
    wait_toast(opencode, mark, COMPLETE_TITLE)
    model.script(Reply.with_total(172_000, "Second.", match="epsilon-two"))  # 86 %, < 30 s later
    turn(opencode, session, "epsilon-two: second big turn")

    control_compaction(opencode, model, "zetacontrol")

    assert compactions_mentioning(model, "epsilon-") == 1
    assert len(model.of_kind("compaction")) == 2  # this session's one and the control's
    warnings = warnings_since(opencode, mark)
    assert warnings == [warning_message(85), warning_message(90)]  # ours, then the control's


# ---------------------------------------------------------------------------
# 4. a tool result larger than half the window is truncated before it is sent


def test_tool_result_over_half_the_window_is_truncated(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(opencode)
    session = opencode.create_session("big tool output")
    big = opencode.sandbox.project / "build.log"
    big.write_text(
        "".join(f"{i:05d} compiling module {i} of the project ok\n" for i in range(4_000))
    )
    model.script(
        Reply(
            text="",
            tool_calls=(ToolCall("read", {"filePath": str(big)}),),
            prompt_tokens=3_000,
            match="eta-tool",
        ),
        Reply(text="The log is long.", prompt_tokens=9_000, match="eta-tool"),
    )

    turn(opencode, session, "eta-tool: read the build log", TOOLS)

    chats = [r for r in model.of_kind("chat") if "eta-tool" in r.text]
    assert len(chats) == 2, [r.reply.text for r in chats]
    (result,) = chats[1].messages("tool")
    content = message_text(result)
    # OpenCode's read tool sends the first 50 KB (~54,000 characters with its line
    # numbers). Half of a 24k-token window is 12k tokens: at most 48,000 characters
    # even at 4 characters/token, so the plugin must cut it.
    assert content.startswith("<path>")
    assert content.count(TRUNCATED_MARKER) == 1
    assert len(content) <= 48_000 + len(TRUNCATED_MARKER) + 2
    head = content.split("\n" + TRUNCATED_MARKER + "\n")[0]
    assert head.rstrip("\n").endswith("of the project ok")  # cut at a line boundary


def test_with_real_usage_layer1_waits_until_half_the_window(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    """The usage a real provider reports counts OpenCode's system prompt and tools
    (~33 KB the plugin never sees). Calibrated on that, a 30 KB file that is about
    a fifth of a 40k window reaches the model whole (it used to be cut at 17 %)."""
    diagnostics(opencode)
    session = opencode.create_session("real usage")
    source = opencode.sandbox.project / "module.txt"
    source.write_text("".join(f"line {i}: the module does its work well\n" for i in range(750)))
    model.script(Reply(text="Hi.", realistic=True, match="kappa-hello"))
    turn(opencode, session, "kappa-hello: hello", SMALL)
    model.script(
        Reply(
            text="",
            tool_calls=(ToolCall("read", {"filePath": str(source)}),),
            realistic=True,
            match="kappa-read",
        ),
        Reply(text="Read it.", realistic=True, match="kappa-read"),
    )
    turn(opencode, session, "kappa-read: read module.txt", SMALL)
    chats = [r for r in model.of_kind("chat") if "kappa-read" in r.text]
    assert len(chats) == 2
    last = chats[-1]
    used = provider_tokens(last.body)
    assert used < SMALL.context * 0.5, used  # below half of the window, hidden part in
    (result,) = last.messages("tool")
    content = message_text(result)
    assert TRUNCATED_MARKER not in content and COMPACTED_MARKER not in content
    assert "line 749: the module does its work well" in content


def test_a_test_log_whose_failure_is_at_the_end_reaches_the_model_with_it(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    """2,000 PASSED lines, then the failure and the summary: OpenCode keeps the tail
    of a long output with its notice on top, and the plugin's cut keeps both ends."""
    diagnostics(opencode)
    session = opencode.create_session("failing test log")
    log = opencode.sandbox.project / "pytest.log"
    lines = [f"tests/test_todo.py::test_case_{i:04d} PASSED" for i in range(2_000)]
    lines += ["FAILED tests/test_todo.py::test_done - assert 3 == 4", "1 failed, 2000 passed"]
    log.write_text("\n".join(lines) + "\n")
    model.script(
        Reply(
            text="",
            tool_calls=(ToolCall("bash", {"command": f"cat {log}", "description": "show log"}),),
            realistic=True,
            match="lambda-log",
        ),
        Reply(text="One test failed.", realistic=True, match="lambda-log"),
    )
    turn(opencode, session, "lambda-log: show me the test log", TOOLS)
    chats = [r for r in model.of_kind("chat") if "lambda-log" in r.text]
    assert len(chats) == 2
    (result,) = chats[-1].messages("tool")
    content = message_text(result)
    assert "FAILED tests/test_todo.py::test_done - assert 3 == 4" in content
    assert "1 failed, 2000 passed" in content
    assert provider_tokens(chats[-1].body) <= TOOLS.context


# ---------------------------------------------------------------------------
# old tool results give way, oldest first, when the input nears the window


def test_old_tool_results_are_compacted_oldest_first_newest_kept(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(opencode)
    session = opencode.create_session("many tool results")
    log = opencode.sandbox.project / "test.log"
    log.write_text("".join(f"{i:05d} test case {i} passed ok\n" for i in range(450)))  # ~13 KB
    reads = [
        Reply(
            text="",
            tool_calls=(ToolCall("read", {"filePath": str(log), "offset": 1 + i}),),
            chars_per_token=3.3,  # usage grows with the history, as a real model reports it
            match="pi-reads",
        )
        for i in range(4)
    ]
    model.script(*reads, Reply(text="Read it all.", match="pi-reads"))

    turn(opencode, session, "pi-reads: read the test log four times", TOOLS)

    chats = [r for r in model.of_kind("chat") if "pi-reads" in r.text]
    assert len(chats) == 5
    # The last request carries four ~13,000-character results (over 60,000 characters
    # with the system prompt): far above 75 % of a 24k-token window.
    results = [message_text(m) for m in chats[-1].messages("tool")]
    assert len(results) == 4
    assert results[0] == COMPACTED_MARKER
    assert results[-1].startswith("<path>")
    assert COMPACTED_MARKER not in results[-1]
    compacted = [i for i, text in enumerate(results) if text == COMPACTED_MARKER]
    assert compacted == list(range(len(compacted)))  # oldest first, no gaps


# ---------------------------------------------------------------------------
# a failed compaction is reported, not turned into a summary


def test_failed_compaction_saves_nothing_and_says_so(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(opencode)
    mark = opencode.events.mark()
    session = opencode.create_session("compaction fails")
    problem = "lambda-failure: the summary model is unavailable"
    model.script(Reply(text=problem, status=400), kind="compaction")
    model.script(Reply.with_total(168_000, "Big.", match="lambda-big"))  # 84 %

    turn(opencode, session, "lambda-big: a big turn")

    wait_toast(opencode, mark, WARNING_TITLE)
    error = opencode.events.wait_for(
        lambda e: (
            e.get("type") == "tui.toast.show"
            and problem in str((e.get("properties") or {}).get("message"))
        ),
        since=mark,
        timeout=EVENT_TIMEOUT,
    )["properties"]
    assert error["variant"] == "error"
    assert COMPLETE_TITLE not in [t["title"] for t in toasts_since(opencode, mark)]
    # no summary was saved; the session's own memory (its turn, at idle) may be there
    saved = memories(opencode.sandbox, "--limit", "50", "--all-versions")
    mine = [m for m in saved if m.get("session_id") == session]
    assert all(m["metadata"]["trigger"] in {"idle", "end"} for m in mine), mine
    assert all(problem not in m["content"] for m in mine)


# ---------------------------------------------------------------------------
# 6. the bridge dies: the next turn still works and a new bridge answers


def test_killed_bridge_is_restarted_and_the_next_turn_succeeds(
    opencode: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(opencode)
    session = opencode.create_session("bridge dies")
    turn(opencode, session, "theta-warmup: hello")
    old = wait_bridge(opencode, exclude=set())
    os.kill(old, signal.SIGKILL)

    model.script(Reply(text="Still here.", match="theta-after"))
    answer = turn(opencode, session, "theta-after: are you still there?")
    assert answer_texts(answer) == ["Still here."]
    new = wait_bridge(opencode, exclude={old})
    assert old not in bridge_pids(opencode)

    # The new bridge answers: it decides the next over-threshold turn.
    mark = opencode.events.mark()
    model.script(Reply.with_total(176_000, "Big turn.", match="theta-big"))  # 88 %
    turn(opencode, session, "theta-big: a big turn")
    warning = wait_toast(opencode, mark, WARNING_TITLE)
    assert warning["message"] == warning_message(88)
    wait_toast(opencode, mark, COMPLETE_TITLE)
    assert bridge_pids(opencode) == [new]


# ---------------------------------------------------------------------------
# the bridge dies while OpenCode compacts: the new bridge still saves that summary


def test_bridge_killed_during_a_compaction_still_saves_its_summary(
    opencode_factory: OpencodeFactory, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    oc = opencode_factory()
    diagnostics(oc)
    mark = oc.events.mark()
    session = oc.create_session("dies while compacting")
    summary = five_section_summary("xi-slow-summary")
    model.script(Reply(text=summary, delay=3.0, match="xi-big"), kind="compaction")
    model.script(Reply.with_total(170_000, "Big.", match="xi-big"))  # 85 %

    oc.prompt_async(session, "xi-big: a big turn", BIG)
    model.wait_for(lambda r: r.kind == "compaction" and "xi-big" in r.text)
    (old,) = bridge_pids(oc)
    os.kill(old, signal.SIGKILL)  # the fake model is still writing the summary

    wait_toast(oc, mark, COMPLETE_TITLE)
    saved = wait_latest_memory(oc.sandbox, "xi-slow-summary")
    assert saved["session_id"] == session
    assert summary.strip() in saved["content"]

    # The new bridge knows the compaction happened: the cooldown holds.
    model.script(Reply.with_total(172_000, "Again.", match="xi-again"))
    turn(oc, session, "xi-again: another big turn")
    control_compaction(oc, model, "omicroncontrol")
    assert len(model.of_kind("compaction")) == 2  # the killed one's and the control's


# ---------------------------------------------------------------------------
# 5. compacted twice (short cooldown): the newest summary is the one kept


def test_second_compaction_saves_the_newest_summary(
    opencode_factory: OpencodeFactory, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    oc = opencode_factory(supermemory_config='{"compactionCooldownMs": 100}')
    diagnostics(oc)
    session = oc.create_session("compacted twice")

    mark = oc.events.mark()
    model.script(Reply.with_total(170_000, "First.", match="iota-one"))
    turn(oc, session, "iota-one: first big turn")
    wait_toast(oc, mark, COMPLETE_TITLE)
    first = model.of_kind("compaction")[-1].reply.text
    wait_latest_memory(oc.sandbox, first.splitlines()[1])

    mark = oc.events.mark()
    model.script(Reply.with_total(174_000, "Second.", match="iota-two"))
    turn(oc, session, "iota-two: second big turn")
    wait_toast(oc, mark, WARNING_TITLE)
    wait_toast(oc, mark, COMPLETE_TITLE)
    compactions = [r for r in model.of_kind("compaction") if "iota-" in r.text]
    assert len(compactions) == 2
    second = compactions[-1].reply.text
    assert second != first

    saved = wait_latest_memory(oc.sandbox, second.splitlines()[1])
    assert saved["content"].startswith(SUMMARY_MEMORY_PREFIX)
    assert second.strip() in saved["content"]
    assert first.splitlines()[1] not in saved["content"]


# ---------------------------------------------------------------------------
# 7. a broken supermemory.jsonc: OpenCode keeps working, one error toast says why


def test_broken_config_keeps_opencode_working_and_shows_one_error(
    opencode_factory: OpencodeFactory, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    # A missing comma after line 2: the parser stops at line 3.
    broken = '{\n  "compactionThreshold": 0.8\n  "minTokensForCompaction": 50000\n}\n'
    oc = opencode_factory(supermemory_config=broken)
    diagnostics(oc)
    mark = 0  # from the server's first event: the plugin may complain as it loads
    session = oc.create_session("broken config")
    model.script(Reply(text="Works anyway.", match="kappa-broken"))

    answer = turn(oc, session, "kappa-broken: hello")
    assert answer_texts(answer) == ["Works anyway."]

    error = oc.events.wait_for(
        lambda e: (
            e.get("type") == "tui.toast.show"
            and (e.get("properties") or {}).get("variant") == "error"
        ),
        since=mark,
        timeout=EVENT_TIMEOUT,
    )["properties"]
    assert CONFIG_FILENAME in error["message"]
    assert "line 3" in error["message"]

    # The defaults apply: a turn at 85 % still compacts.
    model.script(Reply.with_total(170_000, "Big.", match="kappa-big"))
    turn(oc, session, "kappa-big: a big turn")
    wait_toast(oc, mark, COMPLETE_TITLE)
    errors = [t for t in toasts_since(oc, mark) if t.get("variant") == "error"]
    assert len(errors) == 1, errors
