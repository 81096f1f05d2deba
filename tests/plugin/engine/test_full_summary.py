"""Layer 3: the full summary (④, chunked above 50,000 characters) and its degradation (⑤)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from supermemory_local.config import Settings
from supermemory_local.engine.full_summary import (
    FULL_SUMMARY_INSTRUCTIONS,
    SummaryOutcome,
    split_chunks,
    summarize_history,
)
from supermemory_local.engine.prompts import (
    FIVE_SECTION_HEADINGS,
    FIVE_SECTION_PROMPT,
    NINE_SECTION_HEADINGS,
)
from supermemory_local.engine.summarizer import SummaryError, SummaryOverflowError, SummaryRequest
from supermemory_local.engine.transcript import Entry, Role

SETTINGS = Settings()  # summary_chunk_chars 50,000, summary_max_chunks 4, oversized 50,000


@dataclass
class ScriptedSummarizer:
    """Writes every heading and which entries it saw; raises when ``fails`` says so."""

    fails: Callable[[SummaryRequest], bool] = lambda request: False
    name: str = "scripted"
    requests: list[SummaryRequest] = field(default_factory=list)

    def summarize(self, request: SummaryRequest) -> str:
        self.requests.append(request)
        if self.fails(request):
            raise SummaryOverflowError(f"{request.stage} request refused")
        seen = ",".join(str(e.index) for e in request.entries)
        body = f"{request.stage} {request.part}/{request.parts} saw [{seen}]"
        return "\n".join(f"{h}\n- {body}" for h in request.headings)


def history(*sizes: int) -> list[Entry]:
    roles: tuple[Role, Role] = ("user", "assistant")
    return [Entry(i, roles[i % 2], chr(ord("a") + i % 26) * size) for i, size in enumerate(sizes)]


def lengths(chunks: Sequence[Sequence[Entry]]) -> list[int]:
    return [len(c) for c in chunks]


def sizes(chunks: Sequence[Sequence[Entry]]) -> list[int]:
    return [sum(e.size for e in c) for c in chunks]


# -- ④ chunking ----------------------------------------------------------------------


def test_at_most_50000_chars_is_one_call() -> None:
    entries = history(20_000, 20_000, 10_000)  # exactly 50,000: not above the threshold
    summarizer = ScriptedSummarizer()
    outcome = summarize_history(entries, summarizer, SETTINGS)
    assert [r.stage for r in summarizer.requests] == ["full"]
    assert summarizer.requests[0].entries == tuple(entries)
    assert summarizer.requests[0].headings == NINE_SECTION_HEADINGS
    assert summarizer.requests[0].instructions == FULL_SUMMARY_INSTRUCTIONS
    assert summarizer.requests[0].max_output_tokens == 20_000
    assert outcome == SummaryOutcome(outcome.text, 0, 0, 1, "scripted")
    assert outcome.text.splitlines()[0] == NINE_SECTION_HEADINGS[0]


def test_above_50000_chars_three_even_chunks_then_a_merge() -> None:
    # 10 × 15,000 = 150,000 chars -> ceil(150,000 / 50,000) = 3 chunks of ~50,000.
    # Cuts nearest to 50,000 and 100,000: after 3 messages (45,000) and 7 (105,000).
    entries = history(*[15_000] * 10)
    summarizer = ScriptedSummarizer()
    outcome = summarize_history(entries, summarizer, SETTINGS)
    chunk_calls, merge = summarizer.requests[:-1], summarizer.requests[-1]
    assert [[e.index for e in r.entries] for r in chunk_calls] == [
        [0, 1, 2],
        [3, 4, 5, 6],
        [7, 8, 9],
    ]
    assert [(r.stage, r.part, r.parts) for r in chunk_calls] == [
        ("chunk", 1, 3),
        ("chunk", 2, 3),
        ("chunk", 3, 3),
    ]
    assert (merge.stage, merge.parts) == ("merge", 3)
    assert [e.text for e in merge.entries] == [
        "\n".join(f"{h}\n- chunk {k}/3 saw [{seen}]" for h in NINE_SECTION_HEADINGS)
        for k, seen in ((1, "0,1,2"), (2, "3,4,5,6"), (3, "7,8,9"))
    ]
    assert all(r.headings == NINE_SECTION_HEADINGS for r in summarizer.requests)
    assert outcome.chunks == 3
    assert outcome.level == 0
    assert "merge 1/3" in outcome.text


def test_never_more_than_four_chunks() -> None:
    # 30 × 10,000 = 300,000 chars -> min(4, 6) = 4 chunks, cuts nearest 75k, 150k, 225k
    chunks = split_chunks(history(*[10_000] * 30), 50_000, 4)
    assert lengths(chunks) == [7, 8, 7, 8]
    assert sizes(chunks) == [70_000, 80_000, 70_000, 80_000]


def test_a_giant_message_is_a_chunk_of_its_own() -> None:
    # 1,000 + 120,000 + 1,000 = 122,000 -> 3 chunks; the giant one is never cut
    chunks = split_chunks(history(1_000, 120_000, 1_000), 50_000, 4)
    assert lengths(chunks) == [1, 1, 1]
    # 81,000 -> 2 chunks aimed at; the 60,000 message (>= the even share 40,500) stands alone
    chunks = split_chunks(history(10_000, 10_000, 60_000, 1_000), 50_000, 4)
    assert sizes(chunks) == [20_000, 60_000, 1_000]


def test_giants_beyond_four_chunks_are_joined_smallest_first() -> None:
    # Six messages of 100,000: each at least the even share, but only 4 chunks allowed.
    chunks = split_chunks(history(*[100_000] * 6), 50_000, 4)
    assert len(chunks) == 4
    assert [e.index for c in chunks for e in c] == list(range(6))


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.integers(min_value=0, max_value=90_000), min_size=0, max_size=40),
    st.integers(min_value=1, max_value=6),
)
def test_chunks_keep_every_message_in_order(message_sizes: list[int], max_chunks: int) -> None:
    entries = history(*message_sizes)
    chunks = split_chunks(entries, 50_000, max_chunks)
    assert [e for c in chunks for e in c] == entries
    assert all(chunks)
    assert len(chunks) <= max_chunks
    if sum(message_sizes) <= 50_000:
        assert len(chunks) <= 1


def test_five_section_prompt_is_passed_through() -> None:
    summarizer = ScriptedSummarizer()
    outcome = summarize_history(
        history(100, 200),
        summarizer,
        SETTINGS,
        headings=FIVE_SECTION_HEADINGS,
        instructions=FIVE_SECTION_PROMPT,
    )
    [request] = summarizer.requests
    assert request.headings == FIVE_SECTION_HEADINGS
    assert request.instructions == FIVE_SECTION_PROMPT
    assert outcome.text.startswith("## 1. User Requests (As-Is)\n")


# -- ⑤ degradation --------------------------------------------------------------------


def test_level_1_retry_succeeds_with_nothing_to_exclude() -> None:
    calls = iter([True])  # the first call fails, the retry succeeds
    summarizer = ScriptedSummarizer(fails=lambda r: next(calls, False))
    outcome = summarize_history(history(100, 200, 300), summarizer, SETTINGS)
    assert (outcome.level, outcome.excluded, outcome.summarizer) == (1, 0, "scripted")
    assert "[Note:" not in outcome.text
    assert len(summarizer.requests) == 2


def test_level_2_retry_without_oversized_messages_carries_the_note() -> None:
    entries = history(1_000, 50_001, 2_000, 60_000, 50_000)  # two above 50,000 characters
    too_big = ScriptedSummarizer(fails=lambda r: any(e.size > 50_000 for e in r.entries))
    outcome = summarize_history(entries, too_big, SETTINGS)
    assert outcome.level == 2
    assert outcome.excluded == 2
    assert outcome.text.endswith("\n\n[Note: 2 oversized message(s) were excluded]")
    retried = [r for r in too_big.requests if not too_big.fails(r)]
    kept = {e.index for r in retried for e in r.entries if r.stage != "merge"}
    assert kept == {0, 2, 4}  # the 50,000-char message is not oversized, 50,001 is
    assert outcome.summarizer == "scripted"


def test_level_3_unavailable_notice_over_the_extractive_summary() -> None:
    entries = [
        Entry(0, "system", "You are a coding agent."),
        Entry(1, "user", "Rename the config loader in memory_store/config.py"),
        Entry(2, "assistant", "Reading memory_store/config.py first."),
        Entry(3, "tool", "def load_config(): ...", tool_name="read"),
        Entry(4, "assistant", "Renamed it."),
    ]
    broken = ScriptedSummarizer(fails=lambda r: True)
    outcome = summarize_history(entries, broken, SETTINGS)
    assert outcome.level == 3
    assert outcome.excluded == 5
    assert outcome.summarizer == "extractive"
    notice, _, rest = outcome.text.partition("\n\n")
    assert notice == "[Summary unavailable — 5 messages could not be summarized]"
    assert rest.startswith(NINE_SECTION_HEADINGS[0])
    assert "Rename the config loader in memory_store/config.py" in rest
    assert len(broken.requests) == 2  # the full attempt and the retry


def test_level_3_when_every_message_is_oversized_skips_the_retry() -> None:
    broken = ScriptedSummarizer(fails=lambda r: True)
    outcome = summarize_history(
        history(60_000, 70_000), broken, SETTINGS, headings=FIVE_SECTION_HEADINGS
    )
    assert outcome.level == 3
    assert outcome.text.startswith("[Summary unavailable — 2 messages could not be summarized]")
    assert FIVE_SECTION_HEADINGS[4] in outcome.text
    # only the first (chunked) attempt: 2 chunk calls, the first fails at once
    assert [r.stage for r in broken.requests] == ["chunk"]


def test_level_3_with_a_failing_fallback_is_still_not_empty() -> None:
    broken = ScriptedSummarizer(fails=lambda r: True)
    outcome = summarize_history(
        history(10, 20),
        broken,
        SETTINGS,
        fallback=ScriptedSummarizer(fails=lambda r: True, name="fb"),
    )
    assert outcome.text == "[Summary unavailable — 2 messages could not be summarized]"
    assert outcome.level == 3


def test_a_failing_merge_degrades() -> None:
    summarizer = ScriptedSummarizer(fails=lambda r: r.stage == "merge")
    outcome = summarize_history(history(*[15_000] * 10), summarizer, SETTINGS)
    assert outcome.level == 3
    assert outcome.text.startswith("[Summary unavailable — 10 messages could not be summarized]")


def test_an_empty_answer_is_a_failure_not_a_summary() -> None:
    class Blank:
        name = "blank"

        def summarize(self, request: SummaryRequest) -> str:
            return "  \n"

    outcome = summarize_history(history(10, 20), Blank(), SETTINGS)
    assert outcome.level == 3
    assert outcome.text.startswith("[Summary unavailable")


def test_level_2_through_a_chunked_retry() -> None:
    # 200,000 chars with one 90,000 message: the first attempt's chunk holding it fails;
    # the retry without it (110,000 chars) is chunked again and merged.
    entries = history(*[11_000] * 10, 90_000)
    summarizer = ScriptedSummarizer(fails=lambda r: any(e.size > 50_000 for e in r.entries))
    outcome = summarize_history(entries, summarizer, SETTINGS)
    assert outcome.level == 2
    assert outcome.chunks == 3  # 110,000 chars -> 3 chunks
    assert "merge 1/3" in outcome.text
    assert outcome.text.endswith("[Note: 1 oversized message(s) were excluded]")


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(min_value=0, max_value=70_000), min_size=0, max_size=12),
    st.sets(st.sampled_from(["full", "chunk", "merge"])),
    st.booleans(),
)
def test_never_empty_and_level_reported(
    message_sizes: list[int], failing_stages: set[str], fail_oversized: bool
) -> None:
    def fails(r: SummaryRequest) -> bool:
        return r.stage in failing_stages or (
            fail_oversized and any(e.size > 50_000 for e in r.entries)
        )

    outcome = summarize_history(history(*message_sizes), ScriptedSummarizer(fails), SETTINGS)
    assert outcome.text.strip()
    assert outcome.level in (0, 1, 2, 3)
    assert ("[Summary unavailable" in outcome.text) == (outcome.level == 3)
    assert ("oversized message(s) were excluded]" in outcome.text) == (outcome.level == 2)


def test_marker_texts_are_the_contract() -> None:
    broken = ScriptedSummarizer(fails=lambda r: any(e.size > 50_000 for e in r.entries))
    assert summarize_history(history(10, 60_000), broken, SETTINGS).text.endswith(
        "[Note: 1 oversized message(s) were excluded]"
    )
    always = ScriptedSummarizer(fails=lambda r: True)
    assert summarize_history(history(10, 20, 30), always, SETTINGS).text.startswith(
        "[Summary unavailable — 3 messages could not be summarized]\n\n## 1. User Intent and Goals"
    )


def test_summary_error_type_is_what_degrades() -> None:
    class Crashing:
        name = "crashing"

        def summarize(self, request: SummaryRequest) -> str:
            raise ValueError("a bug, not a summary failure")

    with pytest.raises(ValueError, match="a bug"):
        summarize_history(history(10), Crashing(), SETTINGS)
    assert issubclass(SummaryOverflowError, SummaryError)
