"""What a span's judgement finds once per text equals what it searched for each span.

A long text (a whole transcript filtered at once) has many candidate spans; the checks
below used to read the whole text, or the rest of a line, for each of them. Each
shortcut is compared here with the plain search it replaced, on texts built from the
words it looks for, line breaks and filler (including a long single line).
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from supermemory_local.store import privacy


def _texts(pieces: list[str]) -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from(pieces), max_size=40).map("".join)


def _said_default_plain(text: str, start: int, end: int, core: str) -> bool:
    if len(core) > 40:
        return False
    at = text.find(core)
    while at >= 0:
        if not (at <= start < at + len(core)) and (at + len(core) <= start or at >= end):
            line = text.rfind("\n", 0, at)
            sentence_start = max(line, text.rfind(". ", line + 1, at)) + 1
            sentence_end = text.find("\n", at)
            sentence_end = len(text) if sentence_end < 0 else sentence_end
            if privacy._DEFAULT_WORDS.search(text, sentence_start, sentence_end):
                return True
        at = text.find(core, at + 1)
    return False


def _comment_says_public_plain(text: str, start: int, end: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    after = text[end:line_end]
    mark = privacy._COMMENT_MARK.search(after)
    notes = [after[mark.start() :]] if mark is not None else []
    if line_start > 0:
        above_start = text.rfind("\n", 0, line_start - 1) + 1
        above = text[above_start : line_start - 1].strip()
        mark = privacy._COMMENT_MARK.search(above + " ")
        if mark is not None and not re.search(r"[=:\"'`]", above[: mark.start()]):
            notes.append(above[mark.start() :])
    return any(
        privacy._SAYS_PUBLIC.search(n)
        and not privacy._SAYS_PRIVATE.search(n)
        and not privacy._NOTE_VALUE.search(n)
        for n in notes
    )


_VALUE = "admin1"
_DEFAULT_PIECES = [
    _VALUE, "documented", " default", "defaults", " in the docs", "stock", ". ", ".", "\n",
    " ", "x", "is the", "-", "Default", "the documented default is ", "default from the docs",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(_texts(_DEFAULT_PIECES), st.integers(0, 400), st.sampled_from([_VALUE, "admin", "x"]))
def test_said_default_is_the_plain_search(text: str, at: int, core: str) -> None:
    start = at % (len(text) + 1)
    end = min(len(text), start + len(core))
    expected = _said_default_plain(text, start, end, core)
    assert privacy._said_default(text, start, end, core) == expected


_COMMENT_PIECES = [
    "key_abc123", "# ", "// ", "-- ", "public", "publishable", " key", "Public", "secret",
    "never", "\n", " ", "=", ":", "x", "AbCdEfGhIjKlMnOpQrStUv", "republic", " # public",
    "// publishable key", "\n# public site key\n",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(_texts(_COMMENT_PIECES), st.integers(0, 400), st.integers(0, 30))
def test_comment_says_public_is_the_plain_search(text: str, at: int, width: int) -> None:
    start = at % (len(text) + 1)
    end = min(len(text), start + width)
    expected = _comment_says_public_plain(text, start, end)
    assert privacy._comment_says_public(text, start, end) == expected


_DNS_PIECES = [
    "IN", " IN ", "\t", " ", "DS", "DSX", "DNSKEY", "NSEC3", "PARAM", "HINFO", "xIN", "\n",
    "a", "CAA", "TLSA", "1", " IN DS ", "IN\tCAA", " IN  NSEC3PARAM",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(_texts(_DNS_PIECES), st.integers(0, 400), st.integers(0, 400))
def test_dns_record_before_is_the_plain_search(text: str, low: int, high: int) -> None:
    low, high = sorted((low % (len(text) + 1), high % (len(text) + 1)))
    expected = privacy._DNS_RECORD.search(text, low, high) is not None
    assert privacy._dns_record_before(text, low, high) == expected


@given(st.text(alphabet="aZ09_.-/ :=\t\"'é", max_size=80))
def test_token_run_before_is_token_start(before: str) -> None:
    found = privacy._TOKEN_START.search(before)
    assert found is not None
    assert before[len(before.rstrip(privacy._TOKEN_CHARS)) :] == found.group(0)


@given(st.text(alphabet="aAbBdDiIrRsShHeEvVcCmMoOtTuU_.-0 ", max_size=30))
def test_an_id_name_spells_a_hint(name: str) -> None:
    if privacy._id_named(name):
        assert privacy._ID_HINT.search(name) is not None


@given(
    st.lists(st.tuples(st.integers(0, 200), st.integers(0, 30)), max_size=8),
    st.integers(0, 240),
    st.integers(0, 30),
)
def test_overlap_by_bisection_is_overlap_with_any(
    raw: list[tuple[int, int]], a: int, width: int
) -> None:
    taken = privacy._merge([(s, s + w) for s, w in raw])
    starts = [s for s, _ in taken]
    b = a + width
    expected = any(a < e and s < b for s, e in taken)
    assert privacy._overlaps_taken(taken, starts, a, b) == expected


def _calls(found: object) -> list[tuple[int, int]]:
    return [m.span() for m in found]  # type: ignore[attr-defined]


_CALL_PIECES = [
    "new ", "New-Object ", "Client", "sdk", "CONFIG", "init", "provider", "endPoint", "(",
    " '", '"', "\n", " ", "\t", "x.", "_", "a", "İ", "ſ", "K",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(_texts(_CALL_PIECES))
def test_client_calls_on_word_lines_are_all_of_them(text: str) -> None:
    found = privacy._on_word_lines(text, privacy._CLIENT_CALL, privacy._CLIENT_WORD)
    assert _calls(found) == _calls(privacy._CLIENT_CALL.finditer(text))


def test_client_calls_on_word_lines_in_the_held_out_texts() -> None:
    from bench.redaction_equivalence import heldout_texts

    text = "\n".join(heldout_texts())
    found = privacy._on_word_lines(text, privacy._CLIENT_CALL, privacy._CLIENT_WORD)
    expected = _calls(privacy._CLIENT_CALL.finditer(text))
    assert len(expected) > 100  # (the batches call clients with keys)
    assert _calls(found) == expected
