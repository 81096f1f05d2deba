"""The extractive summarizer: deterministic facts under the requested headings."""

from __future__ import annotations

import pytest

from supermemory_local.engine.prompts import (
    FIVE_SECTION_HEADINGS,
    FIVE_SECTION_PROMPT,
    NINE_SECTION_HEADINGS,
)
from supermemory_local.engine.summarizer import SummaryRequest
from supermemory_local.engine.transcript import Entry
from supermemory_local.summarizers import ExtractiveSummarizer
from supermemory_local.summarizers.prompt import NOTHING_RECORDED

REQUEST_1 = (
    "Add rate limiting to the API in src/api/server.py.\n"
    "Don't touch the migrations folder.\n"
    "不要修改数据库 schema"
)
PINNED = "Please remember: the limit is 100 requests per minute per API key.\nPer key, not per IP."
REQUEST_3 = (
    "Also use the `X-RateLimit-Remaining` header. We still need to document it in README.md.\n"
    "- [ ] add a test for the header\n"
    "- [x] create the limiter"
)
TRANSCRIPT = (
    Entry(0, "system", "You are a coding agent. Never push to main."),
    Entry(1, "user", REQUEST_1),
    Entry(
        2,
        "assistant",
        "Reading the server first.",
        tool_calls=('read({"filePath": "src/api/server.py"})',),
    ),
    Entry(
        3,
        "tool",
        "1: from flask import Flask\n2: app = Flask(__name__)\n# TODO: drop debug route",
        tool_name="read",
    ),
    Entry(
        4,
        "assistant",
        "Creating the limiter module.",
        tool_calls=('write({"filePath": "src/api/limiter.py", "content": "..."})',),
    ),
    Entry(5, "tool", "Wrote file successfully.", tool_name="write"),
    Entry(
        6,
        "assistant",
        "Running the tests.",
        tool_calls=('bash({"command": "pytest tests/test_api.py -q"})',),
    ),
    Entry(
        7,
        "tool",
        'Traceback (most recent call last):\n  File "src/api/limiter.py", line 3, in <module>\n'
        "    import redis\nModuleNotFoundError: No module named 'redis'\n"
        "FAILED tests/test_api.py::test_limit - ModuleNotFoundError",
        tool_name="bash",
    ),
    Entry(
        8,
        "assistant",
        "Fixed: the problem was the redis import; src/api/limiter.py now uses an in-memory "
        "`TokenBucket`.",
        tool_calls=('edit({"filePath": "src/api/limiter.py"})',),
    ),
    Entry(9, "user", PINNED, pinned=True),
    Entry(10, "user", REQUEST_3),
    Entry(11, "tool", "src/a.py:1: x\nsrc/b.py:2: y", tool_name="grep"),
    Entry(
        12,
        "assistant",
        "Header added in src/api/server.py. Next I will add the header test in "
        "tests/test_api.py, then update README.md.",
    ),
)


def summarize(
    entries: tuple[Entry, ...] = TRANSCRIPT,
    headings: tuple[str, ...] = NINE_SECTION_HEADINGS,
    max_output_tokens: int = 20_000,
) -> str:
    request = SummaryRequest(entries, headings, FIVE_SECTION_PROMPT, max_output_tokens)
    return ExtractiveSummarizer().summarize(request)


def section(text: str, heading: str, headings: tuple[str, ...]) -> str:
    start = text.index(heading + "\n") + len(heading) + 1
    later = [text.index(h + "\n") for h in headings if text.index(h + "\n") > start]
    return text[start : min(later, default=len(text))].strip()


@pytest.mark.parametrize("headings", [NINE_SECTION_HEADINGS, FIVE_SECTION_HEADINGS])
def test_every_heading_once_and_in_order(headings: tuple[str, ...]) -> None:
    text = summarize(headings=headings)
    lines = text.splitlines()
    assert lines[0] == headings[0]
    positions = [lines.index(h) for h in headings]
    assert positions == sorted(positions)
    assert all(lines.count(h) == 1 for h in headings)
    assert all(section(text, h, headings) for h in headings)  # no section left blank


def test_deterministic() -> None:
    assert (
        summarize()
        == summarize()
        == ExtractiveSummarizer().summarize(
            SummaryRequest(TRANSCRIPT, NINE_SECTION_HEADINGS, "other instructions", 20_000)
        )
    )


@pytest.mark.parametrize(
    ("headings", "heading"),
    [
        (NINE_SECTION_HEADINGS, "## 6. Important User Messages"),
        (FIVE_SECTION_HEADINGS, "## 1. User Requests (As-Is)"),
    ],
)
def test_user_requests_verbatim_in_order_and_pinned_quoted(
    headings: tuple[str, ...], heading: str
) -> None:
    body = section(summarize(headings=headings), heading, headings)
    unindented = "\n".join(line[2:] for line in body.splitlines())
    positions = [unindented.index(r) for r in (REQUEST_1, PINNED, REQUEST_3)]
    assert positions == sorted(positions)
    assert "You are a coding agent" not in body  # the system prompt is not a request
    assert "Wrote file successfully" not in body  # nor is a tool result
    assert (
        "  > Please remember: the limit is 100 requests per minute per API key.\n"
        "  > Per key, not per IP." in body
    )


def test_final_goal_is_first_request_and_latest_restatement() -> None:
    body = section(
        summarize(headings=FIVE_SECTION_HEADINGS), "## 2. Final Goal", FIVE_SECTION_HEADINGS
    )
    assert body.startswith("- First request: Add rate limiting to the API in src/api/server.py.")
    assert "- Latest request: Also use the `X-RateLimit-Remaining` header." in body


def test_files_with_actions_in_order_of_first_mention() -> None:
    body = section(summarize(), "## 3. Files and Paths", NINE_SECTION_HEADINGS)
    # The changed files come first (the artifact trail), then those read or mentioned.
    assert body.splitlines() == [
        "- src/api/limiter.py (created, edited)",
        "- src/api/server.py (read)",
        "- tests/test_api.py",
        "- README.md",
        "- src/a.py",
        "- src/b.py",
    ]


def test_errors_with_their_fix() -> None:
    body = section(summarize(), "## 4. Errors and Fixes", NINE_SECTION_HEADINGS)
    # The traceback's exception is the error; the stated fix was not re-run.
    assert body == (
        "- ModuleNotFoundError: No module named 'redis' — fix attempted, not verified by a "
        "later run: Fixed: the problem was the redis import; src/api/limiter.py now uses an "
        "in-memory `TokenBucket`."
    )


def test_pending_tasks_unchecked_only_and_not_from_tool_output() -> None:
    body = section(summarize(), "## 7. Pending Tasks", NINE_SECTION_HEADINGS)
    assert "- [ ] add a test for the header" in body.splitlines()
    assert "We still need to document it in README.md." in body
    assert "- create the limiter" not in body.splitlines()  # checked
    assert body.splitlines()[-1].startswith("- Latest request (open until reported done): Also")
    assert "drop debug route" not in body  # a TODO inside a file the agent read


def test_constraints_and_failed_attempts() -> None:
    body = section(
        summarize(headings=FIVE_SECTION_HEADINGS),
        "## 5. MUST NOT Do (Critical Constraints)",
        FIVE_SECTION_HEADINGS,
    )
    lines = body.splitlines()
    # the open error first (it is nowhere else), then the user's rules as typed
    assert lines[:3] == [
        "- Unresolved error: ModuleNotFoundError: No module named 'redis'",
        "- Don't touch the migrations folder.",
        "- 不要修改数据库 schema",
    ]
    assert "Never push to main" not in body  # the system prompt is not the user's


def test_current_work_and_next_steps_from_the_last_assistant_message() -> None:
    text = summarize()
    current = section(text, "## 8. Current Work", NINE_SECTION_HEADINGS)
    assert current.startswith("- [12] assistant: Header added in src/api/server.py.")
    nxt = section(text, "## 9. Next Steps", NINE_SECTION_HEADINGS)
    assert "Next I will add the header test" in nxt


def test_key_terms() -> None:
    body = section(summarize(), "## 2. Key Concepts and Terminology", NINE_SECTION_HEADINGS)
    assert body.splitlines() == ["- `TokenBucket`", "- `X-RateLimit-Remaining`"]


def test_unknown_headings_and_an_empty_history() -> None:
    headings = ("## 1. Weather Report", "## 2. Files and Paths")
    text = summarize(headings=headings)
    assert section(text, headings[0], headings) == NOTHING_RECORDED
    assert "src/api/server.py" in section(text, headings[1], headings)
    empty = summarize(entries=(), headings=NINE_SECTION_HEADINGS)
    assert empty == "\n\n".join(f"{h}\n{NOTHING_RECORDED}" for h in NINE_SECTION_HEADINGS)


def test_long_requests_are_quoted_by_their_start_and_end() -> None:
    long = "Start here. " + "word " * 2_000 + "End with this."  # 10,026 chars
    text = summarize(entries=(Entry(0, "user", long),), headings=FIVE_SECTION_HEADINGS)
    body = section(text, FIVE_SECTION_HEADINGS[0], FIVE_SECTION_HEADINGS)
    assert body.startswith("- Start here. word")
    assert body.endswith("End with this.")
    assert "chars omitted] …" in body
    assert len(body) < 3_100


def test_bounded_by_the_output_cap() -> None:
    entries = tuple(
        Entry(
            i,
            "user" if i % 2 == 0 else "assistant",
            f"Please edit src/module_{i}.py and never delete docs/page_{i}.md " + "x" * 3_000,
        )
        for i in range(200)
    )
    for cap in (500, 2_000, 20_000):
        text = summarize(entries=entries, max_output_tokens=cap)
        # the requests may take the summary past its cap, never past twice the cap
        assert len(text) <= 2 * cap * 4
        requests = section(text, "## 6. Important User Messages", NINE_SECTION_HEADINGS)
        assert requests.startswith("- Please edit src/module_0.py")
        assert [line for line in text.splitlines() if line.startswith("## ")] == list(
            NINE_SECTION_HEADINGS
        )


def test_merge_stage_unites_the_parts() -> None:
    first = summarize(entries=TRANSCRIPT[:6])
    second = summarize(entries=TRANSCRIPT[6:])
    parts = (Entry(1, "assistant", first), Entry(2, "assistant", second))
    merged = ExtractiveSummarizer().summarize(
        SummaryRequest(parts, NINE_SECTION_HEADINGS, "merge", 20_000, stage="merge", parts=2)
    )
    files = section(merged, "## 3. Files and Paths", NINE_SECTION_HEADINGS).splitlines()
    assert files[:2] == ["- src/api/limiter.py (created)", "- src/api/server.py (read)"]
    assert "- src/api/limiter.py (edited)" in files
    requests = section(merged, "## 6. Important User Messages", NINE_SECTION_HEADINGS)
    assert requests.index("Add rate limiting") < requests.index("Also use the")
    current = section(merged, "## 8. Current Work", NINE_SECTION_HEADINGS)
    assert current == section(second, "## 8. Current Work", NINE_SECTION_HEADINGS)
    goal = section(merged, "## 1. User Intent and Goals", NINE_SECTION_HEADINGS)
    assert goal.startswith("- First request: Add rate limiting")
    assert "Latest request: Also use the" in goal


def test_a_second_summary_keeps_what_the_first_recorded() -> None:
    from supermemory_local.engine import prompts
    from supermemory_local.engine.summarizer import SummaryRequest
    from supermemory_local.engine.transcript import Entry
    from supermemory_local.summarizers import ExtractiveSummarizer

    first_history = [
        Entry(0, "system", "You are a coding agent."),
        Entry(1, "user", "Add retries to src/http/client.py.\nNever change the public names."),
        Entry(2, "assistant", "Working on it."),
    ]
    summarizer = ExtractiveSummarizer()

    def summarize(entries: list[Entry]) -> str:
        return summarizer.summarize(
            SummaryRequest(
                entries=tuple(entries),
                headings=prompts.FIVE_SECTION_HEADINGS,
                instructions=prompts.FIVE_SECTION_PROMPT,
                max_output_tokens=20_000,
            )
        )

    first = summarize(first_history)
    # After the compaction the history holds the summary instead of the old messages.
    second_history = [
        Entry(0, "system", "You are a coding agent."),
        Entry(1, "user", prompts.SUMMARY_MEMORY_PREFIX + first, pinned=True),
        Entry(2, "user", "[context compacted: 40 earlier messages removed]"),
        Entry(3, "user", "Now also add a timeout option."),
    ]
    second = summarize(second_history)
    requests = second.split(prompts.FIVE_SECTION_HEADINGS[1])[0]
    assert "Add retries to src/http/client.py." in requests
    assert "Now also add a timeout option." in requests
    assert "[context compacted:" not in requests
    assert "[Session Summary]" not in second, "the earlier summary is carried over, not quoted"
    must_not = second.split(prompts.FIVE_SECTION_HEADINGS[4])[1]
    assert "Never change the public names." in must_not


def test_a_pinned_quote_of_an_earlier_summary_is_not_carried_over_twice() -> None:
    from supermemory_local.engine import prompts
    from supermemory_local.engine.transcript import Entry
    from supermemory_local.summarizers.facts import user_requests

    earlier = (
        prompts.SUMMARY_MEMORY_PREFIX + "## 1. User Requests (As-Is)\n- Fix the parser.\n"
        "- Pinned [7] user:\n  > Keep the public API.\n## 2. Final Goal\n- (nothing recorded)\n"
    )
    entries = [Entry(0, "user", earlier, pinned=True), Entry(1, "user", "Keep the public API.")]
    assert user_requests(entries) == ["Fix the parser.", "Keep the public API."]
