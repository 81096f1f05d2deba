"""The bridge's pure pieces: summary shaping, newest summary, keywords, adapter, limits."""

from __future__ import annotations

import copy
import json
import logging
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from supermemory_local.bridge.limits import LimitBook, ModelLimit, parse_providers
from supermemory_local.bridge.opencode_messages import (
    HOST_PRUNED_OUTPUT,
    Edit,
    OpenCodeAdapter,
    private_edits,
)
from supermemory_local.bridge.summary import newest_summary
from supermemory_local.config import PrivacySettings, Settings
from supermemory_local.engine.messages import with_text
from supermemory_local.engine.prompts import SUMMARY_MEMORY_PREFIX, summary_memory
from supermemory_local.hosts.keywords import asks_to_remember
from tests.plugin.bridge.opencode_data import assistant, tool_turn, user
from tests.plugin.bridge.opencode_data import with_text as message

# -- summary ---------------------------------------------------------------------


@given(st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=400))
def test_saved_summary_starts_with_the_heading_and_keeps_every_line(text: str) -> None:
    saved = summary_memory(text)
    assert saved.startswith(SUMMARY_MEMORY_PREFIX + "## 1. User Requests")
    for line in text.splitlines():
        if line.strip() and line.strip() != SUMMARY_MEMORY_PREFIX.strip():
            assert line.strip() in saved


def test_a_conforming_summary_is_saved_as_is() -> None:
    text = "## 1. User Requests (As-Is)\n- a\n\n## 2. Final Goal\n- b"
    assert summary_memory(text) == SUMMARY_MEMORY_PREFIX + text


def test_a_preamble_moves_below_the_sections() -> None:
    saved = summary_memory("Sure, here it is:\n## 1. User Requests (As-Is)\n- a")
    assert (
        saved
        == SUMMARY_MEMORY_PREFIX + "## 1. User Requests (As-Is)\n- a\n\n## Notes\nSure, here it is:"
    )


def test_newest_summary_is_chosen_by_time_not_position() -> None:
    old = assistant("s", 10, created=100, summary=True)
    new = assistant("s", 10, created=900, summary=True)
    failed = assistant("s", 10, created=990, summary=True)
    failed["error"] = {"name": "APIError"}
    found = newest_summary(
        [
            message(new, "new"),
            message(old, "old"),
            message(failed, "broken"),
            message(assistant("s", 1, created=999), "x"),
        ]
    )
    assert found is not None and found.text == "new"
    assert found.finished_at == 1_400
    assert newest_summary([message(assistant("s", 1, created=1), "plain")]) is None


# -- keywords --------------------------------------------------------------------


def test_remember_in_many_languages() -> None:
    for text in (
        "Please remember that we use tabs",
        "Merk dir bitte: kein Docker",
        "merke dir das",
        "请记住：不要用 regex",
        "記得用 pnpm",
        "これを覚えておいて",
        "Recuerda: nada de ORM",
        "Souviens-toi de la règle",
        "Lembre-se disso",
        "ricorda questa regola",
        "запомни это",
        "Don't forget the staging URL",
    ):
        assert asks_to_remember(text), text
    for text in ("I remembered nothing", "run the tests", "the memorandum is long", ""):
        assert not asks_to_remember(text), text


# -- adapter ---------------------------------------------------------------------


def history() -> list[dict[str, Any]]:
    turn = tool_turn("s", "read", "line\n" * 10)
    pruned = tool_turn("s", "bash", "old output")
    pruned["parts"][1]["state"]["time"]["compacted"] = 5
    failed = tool_turn("s", "grep", "")
    failed["parts"][1]["state"] = {
        "status": "error",
        "input": {},
        "error": "no such file",
        "time": {},
    }
    return [user("s", "hello"), turn, pruned, failed, message(assistant("s", 1, created=1), "done")]


def test_load_maps_parts_to_msgs() -> None:
    msgs = OpenCodeAdapter().load(history())
    assert [m.role for m in msgs] == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "tool",
        "assistant",
        "tool",
        "assistant",
    ]
    assert msgs[1].tool_calls[0].name == "read"
    assert json.loads(msgs[1].tool_calls[0].arguments) == {"filePath": "/p/build.log"}
    assert msgs[2].tool_call_id == msgs[1].tool_calls[0].id and msgs[2].tool_name == "read"
    assert msgs[4].text == HOST_PRUNED_OUTPUT
    assert msgs[6].text == "no such file"


def test_dump_of_an_unedited_history_is_the_same_objects() -> None:
    data = history()
    adapter = OpenCodeAdapter()
    dumped = adapter.dump(adapter.load(data))
    assert dumped == data and all(a is b for a, b in zip(dumped, data, strict=True))
    assert adapter.edits(adapter.load(data), data) == []


def test_edits_and_dump_agree_and_never_touch_the_input() -> None:
    data = history()
    before = copy.deepcopy(data)
    adapter = OpenCodeAdapter()
    msgs = adapter.load(data)
    msgs[2] = with_text(msgs[2], "cut")
    msgs[6] = with_text(msgs[6], "short error")
    edits = [e.to_json() for e in adapter.edits(msgs, data)]
    assert edits == [
        {"m": 1, "p": 1, "field": "output", "text": "cut"},
        {"m": 3, "p": 1, "field": "error", "text": "short error"},
    ]
    dumped = adapter.dump(msgs)
    assert data == before
    assert dumped[1]["parts"][1]["state"]["output"] == "cut"
    assert dumped[3]["parts"][1]["state"]["error"] == "short error"
    assert dumped[0] is data[0] and dumped[2] is data[2]


def test_a_session_state_keeps_the_msgs_of_the_messages_of_its_last_call() -> None:
    """What the loader re-uses between calls is the session's ConversationState's: the
    same message object keeps its Msg objects (and so the engine's notes on them), a
    new object for the same message is loaded anew, and only the last call is kept."""
    from supermemory_local.engine.state import ConversationState

    data = history()
    state = ConversationState("openai", Settings())
    adapter = OpenCodeAdapter()
    first = adapter.load(data, state=state)
    assert [m.text for m in first] == [m.text for m in adapter.load(data)]
    again = adapter.load(data, state=state)
    assert all(a is b for a, b in zip(first, again, strict=True))
    assert all(a is not b for a, b in zip(first, adapter.load(data), strict=True))
    # The shim resends a changed message: a new dict, so new Msgs for it alone.
    data[1] = copy.deepcopy(data[1])
    data[1]["parts"][1]["state"]["output"] = "rebuilt"
    changed = adapter.load(data, state=state)
    assert changed[2].text == "rebuilt" and changed[1] is not first[1]
    assert changed[0] is first[0] and changed[3:] == first[3:]
    assert all(a is b for a, b in zip(changed[3:], first[3:], strict=True))
    # A message dropped from one call is forgotten: back later, it loads anew.
    adapter.load(data[:1], state=state)
    assert adapter.load(data, state=state)[-1] is not first[-1]
    # Another session's state shares nothing.
    other = ConversationState("openai", Settings())
    assert adapter.load(data, state=other)[0] is not first[0]


def test_edits_name_the_message_and_part_where_the_result_is_now() -> None:
    """The edit's indexes come from the messages of this call, not of an earlier one:
    the same message object at another index (a history that lost its head) is found."""
    from supermemory_local.engine.state import ConversationState

    data = history()
    state = ConversationState("openai", Settings())
    adapter = OpenCodeAdapter()
    msgs = adapter.load(data, state=state)
    msgs[6] = with_text(msgs[6], "short error")
    assert [e.to_json() for e in adapter.edits(msgs, data)] == [
        {"m": 3, "p": 1, "field": "error", "text": "short error"}
    ]
    later = data[2:]
    msgs = adapter.load(later, state=state)
    msgs[3] = with_text(msgs[3], "short error")
    assert [e.to_json() for e in adapter.edits(msgs, later)] == [
        {"m": 1, "p": 1, "field": "error", "text": "short error"}
    ]
    # A Msg whose message is not in this call's messages is no edit of them.
    assert adapter.edits(msgs, data[:2]) == []


# -- limits ----------------------------------------------------------------------


def test_input_limit_wins_over_context() -> None:
    data = {
        "providers": [
            {
                "id": "a",
                "models": {
                    "m1": {"limit": {"context": 400_000, "input": 272_000, "output": 128_000}}
                },
            },
            {"id": "b", "models": {"m2": {"limit": {"context": 0}}, "m3": {}}},
        ]
    }
    limits = parse_providers(data)
    assert limits == {"a/m1": ModelLimit(400_000, 272_000, 128_000)}
    assert limits["a/m1"].window == 272_000
    assert limits["a/m1"].host_threshold == 252_000


def test_lookup_state_retries_then_falls_back() -> None:
    now = [0.0]
    book = LimitBook(Settings(), logging.getLogger("test"), clock=lambda: now[0])
    assert book.resolve("p", "m") is None and book.should_look_up()
    book.started()
    assert not book.should_look_up()
    assert book.failed("down") == 500
    assert book.failed("down") == 2_000
    assert book.failed("down") is None
    resolved = book.resolve("p", "m")
    assert resolved is not None and (resolved.limit, resolved.source) == (200_000, "fallback")
    assert not book.should_look_up()
    now[0] = 61.0
    assert book.should_look_up()
    book.succeeded({"providers": [{"id": "p", "models": {"m": {"limit": {"context": 1_000_000}}}}]})
    resolved = book.resolve("p", "m")
    assert resolved is not None and (resolved.limit, resolved.source) == (1_000_000, "opencode")


def test_keywords_of_text_without_spaces_are_three_character_pieces() -> None:
    from supermemory_local.hosts.memories import keywords

    assert keywords("修复数据库迁移") == ["修复数", "复数据", "数据库", "据库迁", "库迁移"]
    mixed = keywords("fix 数据库迁移 in the billing service")
    assert mixed[:2] == ["billing", "service"] and "数据库" in mixed
    assert len(keywords("很" * 300)) == 1 and len(keywords("请帮我修复数据库迁移的问题吧")) == 8


def test_a_chinese_message_finds_the_chinese_memory(tmp_path: Path) -> None:
    from supermemory_local.config import Settings
    from supermemory_local.hosts.memories import Memories

    settings = Settings(database_url=f"sqlite:///{tmp_path / 'm.db'}")
    memories = Memories(settings, "opencode_project_0000000000000000", logging.getLogger("t"))
    store = memories.store()
    wanted = store.add("数据库迁移必须可以回滚", scope=memories.scope, type="architecture")
    for i in range(5):
        store.add(f"unrelated note {i}", scope=memories.scope, type="preference")
    found = memories.relevant("请帮我修复数据库迁移的问题", limit=3)
    assert found[0].id == wanted.id
    memories.close()


def test_private_edits_redact_over_layer1_and_keep_its_other_edits() -> None:
    key = "ghp_" + "Zq8Lw3Nv6Rt1Ys4Kd7Mf2Hb5Jc9Xe0Pa" + "9012"
    tool = lambda out: {  # noqa: E731
        "type": "tool",
        "callID": "c",
        "tool": "bash",
        "state": {"status": "completed", "input": {"command": "ls"}, "output": out},
    }
    messages = [
        {"info": {"role": "user"}, "parts": [{"type": "text", "text": "go <private>a"}]},
        {"info": {"role": "user"}, "parts": [{"type": "text", "text": "hidden between"}]},
        {"info": {"role": "user"}, "parts": [{"type": "text", "text": "b</private> shown"}]},
        {"info": {"role": "assistant"}, "parts": [tool("x" * 50), tool("plain"), tool("y")]},
    ]
    layer1 = [Edit(3, 0, "output", f"cut head ... token={key}"), Edit(3, 2, "output", "cut")]
    edits, changed = private_edits(messages, layer1, PrivacySettings())
    by_place = {(e.message, e.part, e.field): e for e in edits}
    assert by_place[(0, 0, "text")].text == "go [REDACTED]"
    assert by_place[(1, 0, "text")].text == "[REDACTED]"  # inside the block opened before
    assert by_place[(2, 0, "text")].text == "[REDACTED] shown"
    assert all(e.on_part for e in edits if e.field == "text")
    assert key not in by_place[(3, 0, "output")].text  # Layer 1's text, redacted
    assert by_place[(3, 2, "output")].text == "cut"  # Layer 1's other edit stays
    assert (3, 1, "output") not in by_place  # nothing to change
    assert changed == 4
    # Secrets off by config: the key stays; private blocks go all the same.
    kept = {
        (e.message, e.part): e
        for e in private_edits(messages, layer1, PrivacySettings(redact_secrets=False))[0]
    }
    assert key in kept[(3, 0)].text and kept[(0, 0)].text == "go [REDACTED]"
