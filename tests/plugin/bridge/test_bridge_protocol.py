"""The real ``supermemory bridge`` process, driven over JSON lines like the shim does."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from supermemory_local.engine.prompts import (
    COMPACTION_INJECTION_HEADER,
    COMPLETE_MESSAGE,
    COMPLETE_MESSAGE_IDLE,
    COMPLETE_TITLE,
    INJECTED_CONTEXT_END,
    INJECTED_CONTEXT_PREFIX,
    TRUNCATED_MARKER,
    WARNING_TITLE,
    warning_message,
)
from supermemory_local.store.scopes import project_scope
from tests.plugin.bridge.conftest import BridgeProcess, start_bridge, stop_bridge
from tests.plugin.bridge.opencode_data import (
    BIG,
    PROVIDER,
    TOOLS,
    assistant,
    providers,
    tool_turn,
    user,
    with_text,
)

SUMMARY = (
    "## 1. User Requests (As-Is)\n- Build the parser ({tag}).\n\n## 2. Final Goal\n- Done.\n\n"
    "## 3. Work Completed\n- src/config.py\n\n## 4. Remaining Tasks\n- docs\n\n"
    "## 5. MUST NOT Do (Critical Constraints)\n- no regex parser\n"
)


def actions(result: dict[str, Any], kind: str | None = None) -> list[dict[str, Any]]:
    found = result.get("actions", [])
    return [a for a in found if kind is None or a["type"] == kind]


def know_limits(bridge: BridgeProcess, **models: int) -> dict[str, Any]:
    return bridge.call("providers.result", {"context": {}, "ok": True, "data": providers(**models)})


def updated(bridge: BridgeProcess, info: dict[str, Any]) -> dict[str, Any]:
    return bridge.event("message.updated", info=info)


def rows(database: Path) -> list[dict[str, Any]]:
    with sqlite3.connect(database) as db:
        db.row_factory = sqlite3.Row
        return [dict(r) for r in db.execute("select * from memories order by id")]


def steps(database: Path, session: str) -> list[tuple[str, str | None]]:
    """The session's event-record rows other than model calls: (kind, memory id)."""
    with sqlite3.connect(database) as db:
        found = db.execute(
            "select kind, memory_id from events where session_id = ? and kind != 'call' "
            "order by step",
            (session,),
        )
        return [(kind, memory_id) for kind, memory_id in found]


def compact_fully(
    bridge: BridgeProcess, session: str, summary: str, finished_at: int
) -> dict[str, Any]:
    """compacting hook -> session.compacted -> capture with the session's messages."""
    bridge.call("compacting", {"sessionID": session})
    compacted = bridge.event("session.compacted", sessionID=session)
    (read,) = actions(compacted, "call")
    assert read["call"] == "session.messages"
    assert read["args"] == {"path": {"id": session}}
    info = assistant(session, 3_000, created=finished_at - 400, summary=True)
    info["time"]["completed"] = finished_at
    return bridge.call(
        read["then"],
        {"context": read["context"], "ok": True, "data": [with_text(info, summary)]},
    )


# ---------------------------------------------------------------------------


def test_ping_answers_with_the_version(bridge: BridgeProcess) -> None:
    assert bridge.call("ping")["pong"] is True


def test_malformed_lines_get_error_responses_and_the_bridge_keeps_running(
    bridge: BridgeProcess,
) -> None:
    garbage = bridge.send_line("this is not json")
    assert garbage == {"id": None, "ok": False, "error": garbage["error"]}
    assert "not a JSON line" in garbage["error"]
    no_method = bridge.send_line(json.dumps({"id": 41, "params": {}}))
    assert no_method["id"] == 41 and not no_method["ok"]
    unknown = bridge.send_line(json.dumps({"id": 42, "method": "teleport"}))
    assert unknown["id"] == 42 and "unknown method 'teleport'" in unknown["error"]
    bad_params = bridge.send_line(json.dumps({"id": 43, "method": "ping", "params": [1]}))
    assert bad_params["id"] == 43 and "params must be a JSON object" in bad_params["error"]
    assert bridge.call("ping")["pong"] is True
    assert bridge.process.poll() is None


def test_init_asks_for_the_model_limits(bridge: BridgeProcess) -> None:
    again = bridge.call("init", {"directory": str(bridge.project)})
    (lookup,) = actions(again, "call")
    assert lookup["call"] == "config.providers" and lookup["then"] == "providers.result"
    assert not actions(again, "toast")


def test_trigger_flow_over_a_sequence_of_finished_messages(bridge: BridgeProcess) -> None:
    know_limits(bridge, big_200k=200_000)
    s = "ses_flow"
    # Streaming (not finished): tokens are not final, nothing happens.
    assert actions(updated(bridge, assistant(s, 190_000, created=1_000, finished=False))) == []
    # 79 %: below the threshold.
    assert actions(updated(bridge, assistant(s, 158_000, created=2_000))) == []
    # 81 % of 200k and >= 50k: warning toast + summarize with the session's own model.
    result = updated(bridge, assistant(s, 162_000, created=3_000))
    (toast,) = actions(result, "toast")
    assert (toast["title"], toast["message"], toast["variant"]) == (
        WARNING_TITLE,
        warning_message(81),
        "warning",
    )
    (summarize,) = actions(result, "summarize")
    assert summarize == {
        "type": "summarize",
        "sessionID": s,
        "providerID": PROVIDER,
        "modelID": BIG,
        "auto": False,
    }
    # While it runs: another over-threshold message, and the summary's own usage.
    assert actions(updated(bridge, assistant(s, 170_000, created=3_500))) == []
    assert actions(updated(bridge, assistant(s, 199_000, created=3_600, summary=True))) == []
    done = compact_fully(bridge, s, SUMMARY.format(tag="flow"), finished_at=5_000)
    (complete,) = actions(done, "toast")
    # A finished turn (auto False): OpenCode waits for the user, nothing resumes.
    assert (complete["title"], complete["message"]) == (COMPLETE_TITLE, COMPLETE_MESSAGE_IDLE)
    # Usage of a message started before the compaction finished belongs to the old context.
    assert actions(updated(bridge, assistant(s, 180_000, created=4_000))) == []
    # A new message within 30 s of the compaction: the cooldown holds.
    assert actions(updated(bridge, assistant(s, 172_000, created=6_000))) == []
    assert "cooldown" in bridge.log


def test_mid_task_compaction_asks_opencode_to_resume(bridge: BridgeProcess) -> None:
    know_limits(bridge, big_200k=200_000)
    info = assistant("ses_mid", 170_000, created=1, finish="tool-calls")
    (summarize,) = actions(updated(bridge, info), "summarize")
    assert summarize["auto"] is True
    done = compact_fully(bridge, "ses_mid", SUMMARY.format(tag="mid"), finished_at=5_000)
    (complete,) = actions(done, "toast")
    assert complete["message"] == COMPLETE_MESSAGE  # "... Resuming...": OpenCode continues


def test_too_few_tokens_never_compact(bridge: BridgeProcess) -> None:
    know_limits(bridge, small_40k=40_000)
    info = assistant("ses_small", 36_000, created=1, model="small-40k")  # 90 % but < 50k
    assert actions(updated(bridge, info)) == []
    assert "below minTokensForCompaction" in bridge.log


def test_limits_are_retried_and_the_fallback_is_used_only_after_every_attempt_failed(
    tmp_path: Path,
) -> None:
    bridge = start_bridge(tmp_path)
    try:
        init = bridge.call("init", {"directory": str(bridge.project)})
        (lookup,) = actions(init, "call")
        # A 1M-token model at 170k tokens: 17 % of its window, 85 % of the 200k default.
        info = assistant("ses_1m", 170_000, created=1, model="huge-1m")
        assert actions(updated(bridge, info)) == []  # waits for the limits
        retry = bridge.call(lookup["then"], {"context": {}, "ok": False, "error": "starting"})
        (second,) = actions(retry, "call")
        assert second["delayMs"] > 0
        retry = bridge.call(second["then"], {"context": {}, "ok": False, "error": "starting"})
        (third,) = actions(retry, "call")
        last = bridge.call(
            third["then"], {"context": {}, "ok": True, "data": providers(huge_1m=1_000_000)}
        )
        assert actions(last) == []  # 17 %: nothing, the real limit was used
        assert "fallback" not in bridge.log
        assert "limits: 1 model(s) from OpenCode: fake/huge-1m=1000000" in bridge.log
    finally:
        stop_bridge(bridge)


def test_all_lookups_failed_falls_back_and_says_so(tmp_path: Path) -> None:
    bridge = start_bridge(tmp_path)
    try:
        bridge.call("init", {"directory": str(bridge.project)})
        info = assistant("ses_fb", 170_000, created=1, model="huge-1m")
        updated(bridge, info)
        context: dict[str, Any] = {}
        result: dict[str, Any] = {}
        for _ in range(3):
            result = bridge.call(
                "providers.result", {"context": context, "ok": False, "error": "down"}
            )
        assert [a["type"] for a in actions(result)] == ["toast", "summarize"]
        assert (
            "fake/huge-1m -> fallback defaultContextLimit 200000 (all 3 lookups failed)"
            in bridge.log
        )
    finally:
        stop_bridge(bridge)


def test_config_override_wins_over_the_reported_limit(tmp_path: Path) -> None:
    bridge = start_bridge(tmp_path, config='{"contextLimits": {"fake/big-200k": 1000000}}')
    try:
        bridge.call("init", {"directory": str(bridge.project)})
        know_limits(bridge, big_200k=200_000)
        assert actions(updated(bridge, assistant("ses_o", 170_000, created=1))) == []
        assert "limit 1000000 from override" in bridge.log
    finally:
        stop_bridge(bridge)


def test_capture_saves_the_newest_summary_to_the_sqlite_file(bridge: BridgeProcess) -> None:
    know_limits(bridge, big_200k=200_000)
    s = "ses_capture"
    updated(bridge, assistant(s, 170_000, created=1_000))
    bridge.call("compacting", {"sessionID": s})
    (read,) = actions(bridge.event("session.compacted", sessionID=s), "call")
    old = assistant(s, 3_000, created=2_000, summary=True)
    new = assistant(s, 3_000, created=9_000, summary=True)
    plain = assistant(s, 1_000, created=9_500)
    # Listed newest first: position must not decide, time does.
    messages = [
        with_text(new, SUMMARY.format(tag="newest")),
        with_text(plain, "a normal answer"),
        with_text(old, SUMMARY.format(tag="oldest")),
    ]
    done = bridge.call(read["then"], {"context": read["context"], "ok": True, "data": messages})
    assert [a["title"] for a in actions(done, "toast")] == [COMPLETE_TITLE]
    (row,) = rows(bridge.database)
    assert row["content"].startswith("[Session Summary]\n## 1. User Requests")
    assert "newest" in row["content"] and "oldest" not in row["content"]
    assert row["type"] == "conversation"
    assert row["scope"] == project_scope(bridge.project)
    assert row["session_id"] == s
    assert row["source"] == "opencode"
    meta = json.loads(row["metadata"])
    assert meta["trigger"] == "preemptive"
    assert (meta["model"], meta["provider"], meta["tokens"]) == (BIG, PROVIDER, 170_000)


def test_a_summary_without_the_first_heading_is_saved_normalised(bridge: BridgeProcess) -> None:
    s = "ses_norm"
    done = compact_fully(bridge, s, "Here is the summary.\n" + SUMMARY.format(tag="n"), 10_000)
    assert actions(done, "toast")[0]["title"] == COMPLETE_TITLE
    (row,) = rows(bridge.database)
    assert row["content"].startswith("[Session Summary]\n## 1. User Requests (As-Is)\n")
    assert "Here is the summary." in row["content"]


def test_host_compaction_is_captured_and_holds_the_cooldown(bridge: BridgeProcess) -> None:
    know_limits(bridge, big_200k=200_000)
    s = "ses_host"
    updated(bridge, assistant(s, 120_000, created=1_000))  # 60 %: no trigger
    prompt = bridge.call("compacting", {"sessionID": s})  # OpenCode compacts by itself
    assert prompt["prompt"].startswith(COMPACTION_INJECTION_HEADER)
    bridge.event("session.compacted", sessionID=s)
    info = assistant(s, 3_000, created=2_000, summary=True)
    done = bridge.call(
        "capture.result",
        {
            "context": {"sessionID": s},
            "ok": True,
            "data": [with_text(info, SUMMARY.format(tag="h"))],
        },
    )
    assert actions(done, "toast")[0]["title"] == COMPLETE_TITLE
    (row,) = rows(bridge.database)
    assert json.loads(row["metadata"])["trigger"] == "host"
    # Right after it, over the threshold: the cooldown started by OpenCode's compaction holds.
    assert actions(updated(bridge, assistant(s, 170_000, created=5_000))) == []
    assert "cooldown" in bridge.log


def test_a_failed_compaction_frees_the_session(bridge: BridgeProcess) -> None:
    know_limits(bridge, big_200k=200_000)
    s = "ses_fail"
    assert actions(updated(bridge, assistant(s, 170_000, created=1_000)), "summarize")
    done = bridge.call("summarize.done", {"sessionID": s, "ok": False, "error": "model down"})
    (toast,) = actions(done, "toast")
    assert toast["variant"] == "error" and "model down" in toast["message"]


def test_transform_truncates_a_tool_output_over_half_the_window(bridge: BridgeProcess) -> None:
    know_limits(bridge, tools_24k=24_000)
    s = "ses_tool"
    output = "".join(f"{i:05d} compiling module {i} of the project ok\n" for i in range(4_000))
    messages = [user(s, "read the build log", TOOLS), tool_turn(s, "read", output)]
    result = bridge.call("transform", {"messages": messages})
    (edit,) = result["edits"]
    assert (edit["m"], edit["p"], edit["field"]) == (1, 1, "output")
    head, tail = edit["text"].split("\n" + TRUNCATED_MARKER + "\n")
    assert len(edit["text"]) < len(output) // 2
    # The start and the end of the log, whole lines.
    assert head.startswith("00000 compiling module 0") and output.startswith(head + "\n")
    assert tail.endswith("03999 compiling module 3999 of the project ok\n")


def test_transform_waits_for_the_limits_when_none_are_known(bridge: BridgeProcess) -> None:
    s = "ses_wait"
    output = "x\n" * 30_000
    messages = [user(s, "go", TOOLS), tool_turn(s, "bash", output)]
    first = bridge.call("transform", {"messages": messages})
    (lookup,) = actions(first, "call")
    assert lookup["wait"] is True and "edits" not in first
    follow = bridge.call(
        lookup["then"],
        {"context": lookup["context"], "ok": True, "data": providers(tools_24k=24_000)},
    )
    (edit,) = follow["edits"]
    assert edit["text"].count(TRUNCATED_MARKER) == 1


def test_small_histories_are_not_edited(bridge: BridgeProcess) -> None:
    know_limits(bridge, tools_24k=24_000)
    messages = [user("ses_s", "hi", TOOLS), tool_turn("ses_s", "read", "short output")]
    assert bridge.call("transform", {"messages": messages})["edits"] == []


def test_broken_config_gives_one_error_toast_naming_file_and_line(tmp_path: Path) -> None:
    broken = '{\n  "compactionThreshold": 0.8\n  "minTokensForCompaction": 50000\n}\n'
    bridge = start_bridge(tmp_path, config=broken)
    try:
        init = bridge.call("init", {"directory": str(bridge.project)})
        (toast,) = actions(init, "toast")
        assert toast["variant"] == "error"
        assert "supermemory.jsonc" in toast["message"] and "line 3" in toast["message"]
        assert bridge.call("ping")["pong"] is True
    finally:
        stop_bridge(bridge)


def test_out_of_range_threshold_names_the_key(tmp_path: Path) -> None:
    bridge = start_bridge(tmp_path, config='{"compactionThreshold": 1.5}')
    try:
        (toast,) = actions(bridge.call("init", {"directory": str(bridge.project)}), "toast")
        assert "compactionThreshold" in toast["message"]
    finally:
        stop_bridge(bridge)


def test_tool_add_search_list_forget(bridge: BridgeProcess) -> None:
    def tool(action: str, content: str) -> str:
        out = bridge.call("tool", {"action": action, "content": content, "sessionID": "ses_t"})
        return str(out["output"])

    added = tool("add", "architecture: the API lives in src/api, the CLI in src/cli")
    assert added.startswith("Remembered as mem_") and "(architecture)" in added
    memory_id = added.split()[2]
    assert memory_id in tool("search", "CLI")
    assert "No memories match" in tool("search", "kubernetes")
    assert memory_id in tool("list", "")
    missing = tool("forget", "mem_01NOTAREALID0000000000000")
    assert missing.startswith("Not found: no memory with id mem_01NOTAREALID0000000000000")
    assert "Nothing was deleted" in missing
    assert tool("forget", memory_id) == f"Forgot 1 memory: {memory_id}"
    assert tool("list", "") == "This project has no memories yet."
    assert "Unknown action 'explode'" in tool("explode", "")


def test_first_message_gets_memories_and_remember_nudges(bridge: BridgeProcess) -> None:
    bridge.call("tool", {"action": "add", "content": "the database port is 5433"})
    s = "ses_first"
    bridge.event("session.created", info={"id": s, "title": "t"})
    first = bridge.call("chat.message", {"sessionID": s, "text": "which database port do we use?"})
    assert first["parts"] == []  # the memories are context, not a part of the user's message
    (injected,) = first["context"]
    assert "the database port is 5433" in injected
    assert injected.startswith(INJECTED_CONTEXT_PREFIX) and injected.endswith(INJECTED_CONTEXT_END)
    second = bridge.call("chat.message", {"sessionID": s, "text": "merke dir: tabs, not spaces"})
    assert len(second["parts"]) == 1 and "supermemory" in second["parts"][0]
    assert second["context"] == []  # only the first message gets memories
    assert bridge.call("chat.message", {"sessionID": s, "text": "记住这个端口"})["parts"]
    assert bridge.call("chat.message", {"sessionID": s, "text": "just continue"})["parts"] == []


def test_a_late_session_created_never_moves_the_memories_to_a_later_message(
    bridge: BridgeProcess,
) -> None:
    bridge.call("tool", {"action": "add", "content": "the database port is 5433"})
    s = "ses_late"
    assert bridge.call("chat.message", {"sessionID": s, "text": "database port?"})["context"] == []
    bridge.event("session.created", info={"id": s})
    assert bridge.call("chat.message", {"sessionID": s, "text": "database port?"})["context"] == []


def test_compaction_prompt_carries_project_memories(bridge: BridgeProcess) -> None:
    bridge.call("tool", {"action": "add", "content": "never push to main directly"})
    prompt = bridge.call("compacting", {"sessionID": "ses_p"})["prompt"]
    assert prompt.startswith(COMPACTION_INJECTION_HEADER)
    memories = prompt.split(INJECTED_CONTEXT_PREFIX, 1)[1]  # marked as context
    assert "never push to main directly" in memories


def test_deleted_session_is_forgotten(bridge: BridgeProcess) -> None:
    know_limits(bridge, big_200k=200_000)
    s = "ses_gone"
    assert actions(updated(bridge, assistant(s, 170_000, created=1)), "summarize")
    bridge.event("session.deleted", info={"id": s})
    # The lock went with the session: a new compaction may start.
    assert actions(updated(bridge, assistant(s, 171_000, created=2)), "summarize")


def test_past_opencodes_own_compaction_point_opencode_compacts_not_us(
    bridge: BridgeProcess,
) -> None:
    know_limits(bridge, big_200k=200_000)  # output 2000: OpenCode compacts at 198,000
    assert actions(updated(bridge, assistant("ses_late", 198_500, created=1))) == []
    assert "past OpenCode's own compaction point 198000" in bridge.log


def test_transform_takes_stubs_for_messages_it_holds_and_asks_for_the_rest(
    bridge: BridgeProcess,
) -> None:
    know_limits(bridge, tools_24k=24_000)
    s = "ses_stub"
    messages = [user(s, "go", TOOLS), tool_turn(s, "bash", "y\n" * 30_000)]
    full = [{**m, "sig": f"sig{i}"} for i, m in enumerate(messages)]
    first = bridge.call("transform", {"sessionID": s, "messages": full})
    stubs = [{"id": m["info"]["id"], "sig": f"sig{i}"} for i, m in enumerate(messages)]
    again = bridge.call("transform", {"sessionID": s, "messages": stubs})
    assert again["edits"] == first["edits"] and len(first["edits"]) == 1
    changed = [stubs[0], {"id": stubs[1]["id"], "sig": "other"}]
    assert bridge.call("transform", {"sessionID": s, "messages": changed}) == {"resend": True}
    unknown = [{"id": "msg_never_sent", "sig": "x"}]
    assert bridge.call("transform", {"sessionID": s, "messages": unknown}) == {"resend": True}


def test_first_message_memories_rank_by_shared_words(tmp_path: Path) -> None:
    bridge = start_bridge(tmp_path, config='{"injectedMemoryLimit": 2}')
    try:
        bridge.call("init", {"directory": str(bridge.project)})
        for content in (
            "the deployment pipeline runs on GitHub Actions",
            "the billing service retries webhooks three times",
            "use tabs in the Makefile",
        ):
            bridge.call("tool", {"action": "add", "content": content})
        bridge.event("session.created", info={"id": "ses_rank"})
        text = "why does the billing service retry webhooks so often?"
        (injected,) = bridge.call("chat.message", {"sessionID": "ses_rank", "text": text})[
            "context"
        ]
        lines = [line for line in injected.splitlines() if line.startswith("- ")]
        assert len(lines) == 2
        assert "billing service retries webhooks" in lines[0]
    finally:
        stop_bridge(bridge)


def test_an_error_during_our_compaction_frees_the_session_and_says_so(
    bridge: BridgeProcess,
) -> None:
    know_limits(bridge, big_200k=200_000)
    s = "ses_overflow"
    assert actions(updated(bridge, assistant(s, 170_000, created=1)), "summarize")
    bridge.call("compacting", {"sessionID": s})
    error = {"name": "ContextOverflowError", "data": {"message": "prompt is too long"}}
    (toast,) = actions(bridge.event("session.error", sessionID=s, error=error), "toast")
    assert toast["variant"] == "error" and "ContextOverflowError" in toast["message"]
    assert bridge.call("summarize.done", {"sessionID": s, "ok": True}) == {}
    assert "context overflow reported" in bridge.log


def test_an_unreachable_database_never_breaks_a_hook(tmp_path: Path) -> None:
    bridge = start_bridge(tmp_path, database_url="postgresql+psycopg://nobody@127.0.0.1:1/none")
    try:
        bridge.call("init", {"directory": str(bridge.project)})
        prompt = bridge.call("compacting", {"sessionID": "ses_db"})["prompt"]
        assert prompt.startswith(COMPACTION_INJECTION_HEADER)
        out = bridge.call("tool", {"action": "add", "content": "x marks the spot"})["output"]
        assert out.startswith("supermemory could not add:")
        assert bridge.call("ping")["pong"] is True
    finally:
        stop_bridge(bridge)


# ---------------------------------------------------------------------------
# the session's living memory: refreshed after session.idle, at deletion


def _turns(session: str, *texts: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for k, text in enumerate(texts):
        out.append(user(session, text))
        out.append(with_text(assistant(session, 1_000, created=k * 10 + 5), f"did {k}"))
    return out


def test_idle_reads_the_session_then_saves_its_memory_once(bridge: BridgeProcess) -> None:
    know_limits(bridge, big_200k=200_000)
    s = "ses_idle"
    history = _turns(s, "pi-1: build it", "pi-2: test it")
    bridge.call("transform", {"messages": history[:-1]})  # a turn ran
    (read,) = actions(bridge.event("session.idle", sessionID=s), "call")
    assert read["call"] == "session.messages" and read["then"] == "refresh.result"
    assert read["delayMs"] == 1_500 and read["args"] == {"path": {"id": s}}
    bridge.call(read["then"], {"context": read["context"], "ok": True, "data": history})
    (row,) = rows(bridge.database)
    assert row["type"] == "conversation" and row["session_id"] == s
    assert "- pi-1: build it\n- pi-2: test it" in row["content"]
    assert json.loads(row["metadata"])["trigger"] == "idle"
    # the event record has the refresh, with the memory it saved
    assert steps(bridge.database, s) == [("idle_refresh", row["id"])]
    # nothing ran since: a second idle asks for nothing
    assert actions(bridge.event("session.idle", sessionID=s)) == []


def test_a_new_message_cancels_the_pending_refresh(bridge: BridgeProcess) -> None:
    know_limits(bridge, big_200k=200_000)
    bridge.call("tool", {"action": "list"})  # the store is open (its table exists)
    s = "ses_busy"
    history = _turns(s, "rho: first")
    bridge.call("transform", {"messages": history[:-1]})
    (read,) = actions(bridge.event("session.idle", sessionID=s), "call")
    bridge.call("chat.message", {"sessionID": s, "text": "rho: second"})
    bridge.call(read["then"], {"context": read["context"], "ok": True, "data": history})
    assert rows(bridge.database) == []
    assert "memory refresh skipped" in bridge.log


def test_a_deleted_session_is_saved_from_its_last_request(bridge: BridgeProcess) -> None:
    know_limits(bridge, big_200k=200_000)
    s = "ses_gone"
    bridge.call("transform", {"messages": _turns(s, "tau: one", "tau: two")[:-1]})
    bridge.event("session.deleted", info={"id": s})
    (row,) = rows(bridge.database)
    assert json.loads(row["metadata"])["trigger"] == "end" and "- tau: two" in row["content"]
    assert steps(bridge.database, s) == [("session_end", row["id"])]


def test_a_subagents_session_leaves_no_memory_of_its_own(bridge: BridgeProcess) -> None:
    know_limits(bridge, big_200k=200_000)
    bridge.call("tool", {"action": "list"})  # the store is open (its table exists)
    s = "ses_child"
    bridge.event("session.created", info={"id": s, "parentID": "ses_parent"})
    bridge.call("transform", {"messages": _turns(s, "phi: look it up")[:-1]})
    assert actions(bridge.event("session.idle", sessionID=s)) == []
    bridge.event("session.deleted", info={"id": s})
    assert rows(bridge.database) == []
