"""Summaries in the real OpenCode (pinned 1.18.33), offline, against a fake model:
one structure in the compaction request, anchored on the previous summary, a saved
memory with the five sections filled, and first-message injection that helps."""

from __future__ import annotations

from typing import Any

import pytest

from bench.harness.opencode import FakeModelServer, OpencodeServer, Reply, message_text
from supermemory_local.engine.prompts import (
    COMPACTION_INJECTION_HEADER,
    COMPLETE_TITLE,
    FIVE_SECTION_HEADINGS,
    INJECTED_CONTEXT_END,
    INJECTED_CONTEXT_PREFIX,
    SUMMARY_MEMORY_PREFIX,
)
from tests.e2e.conftest import OpencodeFactory
from tests.e2e.test_opencode_e2e import (
    EVENT_TIMEOUT,
    Diagnostics,
    memories,
    turn,
    wait_latest_memory,
    wait_toast,
)

pytestmark = pytest.mark.e2e
BUDGET_TOKENS = 400
CONFIG = f'{{"compactionCooldownMs": 100, "injectedMemoryTokens": {BUDGET_TOKENS}}}'
OPENCODE_TEMPLATE_WORDS = ("<template>", "## Objective", "## Work State", "Output exactly the")


@pytest.fixture(scope="module")
def oc(opencode_factory: OpencodeFactory) -> OpencodeServer:
    return opencode_factory(supermemory_config=CONFIG)


def compact(oc: OpencodeServer, model: FakeModelServer, session: str, word: str) -> Any:
    """One turn at 85 % of the window; returns the compaction request it caused."""
    mark = oc.events.mark()
    model.script(Reply.with_total(170_000, f"Worked on {word}.", match=word))
    turn(oc, session, f"{word}: keep going with the config loader")
    request = model.wait_for(
        lambda r: r.kind == "compaction" and word in r.text, timeout=EVENT_TIMEOUT
    )
    wait_toast(oc, mark, COMPLETE_TITLE)
    wait_latest_memory(oc.sandbox, request.reply.text.splitlines()[1])
    return request


def sections(content: str) -> dict[str, str]:
    out: dict[str, list[str]] = {}
    current = ""
    for line in content.splitlines():
        if line.startswith("## "):
            current = line
            out[current] = []
        elif current:
            out[current].append(line)
    return {h: "\n".join(body).strip() for h, body in out.items()}


def test_one_structure_built_on_the_previous_summary_and_five_filled_sections(
    oc: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(oc)
    session = oc.create_session("one structure")
    first = compact(oc, model, session, "rho-one")
    # Our prompt replaced OpenCode's: one structure, ours, and nothing of the template.
    assert COMPACTION_INJECTION_HEADER in first.text
    assert all(h in first.text for h in FIVE_SECTION_HEADINGS)
    assert not [w for w in OPENCODE_TEMPLATE_WORDS if w in first.text]
    assert "rho-one" in first.text  # the conversation is still there, after our prompt
    saved = memories(oc.sandbox, "--limit", "1")[0]["content"]
    assert saved.startswith(SUMMARY_MEMORY_PREFIX + FIVE_SECTION_HEADINGS[0])
    filled = sections(saved)
    for heading in FIVE_SECTION_HEADINGS:
        assert filled.get(heading), f"{heading} is missing or empty in {saved!r}"

    second = compact(oc, model, session, "rho-two")
    previous = second.text.split("<previous-summary>", 1)[1].split("</previous-summary>", 1)[0]
    assert first.reply.text.splitlines()[1] in previous  # anchored on the first summary
    assert not [w for w in OPENCODE_TEMPLATE_WORDS if w in second.text]


def test_a_new_session_gets_the_newest_summary_first_no_superseded_within_budget(
    oc: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(oc)
    a = oc.create_session("session a")
    b = oc.create_session("session b")
    a_old = compact(oc, model, a, "tau-a-old").reply.text.splitlines()[1]
    b_one = compact(oc, model, b, "tau-b").reply.text.splitlines()[1]
    a_new = compact(oc, model, a, "tau-a-new").reply.text.splitlines()[1]

    fresh = oc.create_session(None)  # no title: OpenCode asks the model for one
    model.script(Reply(text="Continuing.", match="tau-fresh"))
    turn(oc, fresh, "tau-fresh: continue with the config loader")
    chat = model.wait_for(
        lambda r: r.kind == "chat" and "tau-fresh" in r.text, timeout=EVENT_TIMEOUT
    )
    first_user = message_text(chat.messages("user")[0])
    block = first_user.split(INJECTED_CONTEXT_PREFIX, 1)[1].split(INJECTED_CONTEXT_END, 1)[0]
    items = ["- [" + item for item in block.split("\n- [")[1:]]  # each with its lines
    tag = lambda line: line.split("(", 1)[1].split(")", 1)[0]  # noqa: E731 "summary-N"
    assert tag(a_new) in items[0], items  # the newest summary of the project first
    assert tag(a_old) not in block  # superseded by session a's later summary
    assert len(block) <= BUDGET_TOKENS * 4 + 120  # the budget, and the closing note
    assert tag(b_one) in block or len(items) == 1  # the other summary, when it fits

    title = model.wait_for(
        lambda r: r.kind == "title" and "tau-fresh" in r.text, timeout=EVENT_TIMEOUT
    )
    assert INJECTED_CONTEXT_PREFIX not in title.text and tag(a_new) not in title.text


def test_the_compaction_request_holds_no_private_block_or_secret_the_chat_did(
    oc: OpencodeServer, model: FakeModelServer, diagnostics: Diagnostics
) -> None:
    diagnostics(oc)
    session = oc.create_session("private")
    key = "ghp_" + "Zq8Lw3Nv6Rt1Ys4Kd7Mf2Hb5Jc9Xe0Pa" + "5678"
    model.script(Reply(text="Noted.", match="sigma-private"))
    turn(
        oc,
        session,
        f"sigma-private: use <private>the launch code okapi-4471</private> and token {key}",
    )
    chat = model.wait_for(
        lambda r: r.kind == "chat" and "sigma-private" in r.text, timeout=EVENT_TIMEOUT
    )
    assert "okapi-4471" in chat.text and key in chat.text  # the model itself gets them
    request = compact(oc, model, session, "sigma-compact")
    assert "sigma-private: use" in request.text  # the request is still in it ...
    assert "okapi-4471" not in request.text and key not in request.text  # ... without them
    assert "[REDACTED]" in request.text
