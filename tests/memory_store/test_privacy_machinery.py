"""How the privacy filter applies its rules changes no result: long texts searched line by
line, the memo of texts already filtered, the layers' word gates (see privacy.py)."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.harness.secret_corpus import LOOK_ALIKES, PRIVATE_TEXTS, SECRETS
from supermemory_local.config import PrivacySettings
from supermemory_local.store import privacy
from supermemory_local.store.privacy import _WINDOWED, _line_reach, redact, redact_all
from tests.memory_store.generated import seeded

_PIECES = [s.text for s in SECRETS] + LOOK_ALIKES + [t for _, t, _ in PRIVATE_TEXTS]
_filler = st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=300)


@pytest.fixture(autouse=True)
def _no_memo() -> object:
    """Each test sees the filter's own work, not what an earlier test left in the memo."""
    privacy._MEMO.clear()
    yield
    privacy._MEMO.clear()


@settings(max_examples=40, deadline=None)
@given(
    parts=st.lists(st.one_of(st.sampled_from(_PIECES), _filler), min_size=30, max_size=60),
    joiner=st.sampled_from(["\n", " ", "\n\n", "\r\n", " \\\n  "]),
)
def test_a_long_text_is_redacted_as_with_every_rule_on_the_whole_text(
    parts: list[str], joiner: str
) -> None:
    text = joiner.join(parts)
    while len(text) < _WINDOWED:
        text += joiner + text
    assert redact(text) == redact(text, gated=False)


def test_the_secret_corpus_as_one_long_text_is_redacted_alike() -> None:
    text = "\n".join(_PIECES)
    assert len(text) >= _WINDOWED
    assert redact(text) == redact(text, gated=False)


@pytest.mark.parametrize(
    ("regex", "line_local"),
    [
        (r"ghp_[A-Za-z0-9]{36}", True),
        (r"key[^\n]{0,40}=(?P<s>[^\s'\"]+)", True),
        (r"(?<![\w-])sk-[A-Za-z0-9]{20,}(?![\w-])", True),
        (r"(?=[A-Za-z_\-]*\d)[A-Za-z0-9_\-]{20,}", True),  # a lookahead that stays on its line
        (r"password\s+is\s+(?P<s>\S+)", False),  # \s takes a newline
        (r"BEGIN[^-]+END", False),  # [^-] takes one
        (r"(?s)key.{0,9}", False),
        (r"key.{0,9}", True),
        (r"(?m)^pass:\S+$", True),
        (r"(?=[\s\S]*\d)key", False),  # a lookahead that reads any line
        (r"(?P<q>['\"])\w+(?P=q)", True),
    ],
)
def test_which_regexes_keep_their_matches_on_one_line(regex: str, line_local: bool) -> None:
    assert (_line_reach(re.compile(regex)) is not None) is line_local


def test_no_match_of_a_line_local_rule_holds_a_newline() -> None:
    """The premise of searching a rule only on the lines of its gates, on every text of the
    secret corpus joined (a match across lines would show here)."""
    text = "\n".join(_PIECES)
    checked = 0
    for rule in privacy._rule_set().rules:
        if _line_reach(rule.pattern) is None:
            continue
        checked += 1
        for match in rule.pattern.finditer(text):
            assert "\n" not in match.group(), rule.name
    assert checked >= 50


def test_the_memo_returns_what_the_filter_finds() -> None:
    texts = [*_PIECES, *_PIECES]  # each twice: the second time from the memo
    fresh = [privacy._redact_text(t, PrivacySettings()) for t in texts]
    assert [privacy._redact(t, PrivacySettings()) for t in texts] == fresh
    assert [privacy._redact(t, PrivacySettings()) for t in texts] == fresh


def test_the_memo_keeps_settings_and_history_apart() -> None:
    text = "deploy with ticket 4242-ALPHA and password hunter2x9"
    extra = PrivacySettings(extra_patterns=(r"ALPHA",))
    plain = redact(text)
    assert redact(text, settings=extra) != plain
    assert redact(text) == plain
    # the same message inside a private block opened earlier is hidden whole
    assert redact_all(["<private>", text, "</private>"])[1] == "[REDACTED]"
    assert redact_all([text])[0] == plain[0]


def test_the_memo_holds_a_bounded_number_of_characters() -> None:
    memo = privacy._Memo()
    memo.LIMIT = 1_000
    for i in range(100):
        text = f"{i:04d}" + "x" * 46
        memo.put((text, PrivacySettings(), 0), (text, 0, 0))
        assert memo._held <= memo.LIMIT
    big = "y" * 600  # more than a quarter of the limit: not kept
    memo.put((big, PrivacySettings(), 0), (big, 0, 0))
    assert memo.get((big, PrivacySettings(), 0)) is None


def test_a_text_with_nothing_to_hide_comes_back_as_the_same_object() -> None:
    """Callers (the summary's reader, the bridge) tell 'nothing hidden' by identity."""
    first = "".join(["nothing ", "to hide here"])
    second = "".join(["nothing to ", "hide here"])  # equal, another object
    assert first == second and first is not second
    assert redact_all([first])[0] is first
    assert redact_all([second])[0] is second  # from the memo, still the caller's own


# What stands before a value: noise, then a name in the grammar of _NAME_BEFORE (a word, a
# second word, a quote, an operator, an opening quote, blanks between), each part present
# or not; a match may hold four runs of characters other than blanks.
_NOISE = ["api_key", "x.y", "Ab", " ", "\t", "=", '"', "\\", "(", ":", "é", "\n", "9", "-", "is"]


def _name_like(r: random.Random) -> str:
    def blanks() -> str:
        return r.choice(["", " ", "\t ", "  "])

    def word() -> str:
        return r.choice(["a", "Ab", "api_key", "x.y-z", "é", "9b", "is"])

    return (
        word()
        + r.choice(["", " " + word(), "\t" + word()])
        + r.choice(["", "\\"])
        + r.choice(["", '"', "'", "`", "]"])
        + blanks()
        + r.choice(["", "=>", "->", ":", "=", "：", "is", "was", "are", "nope"])
        + blanks()
        + r.choice(["", "\\"])
        + r.choice(["", '"', "'", "`", "[", "("])
        + blanks()
    )


@settings(max_examples=300, deadline=None)
@given(r=seeded, size=st.integers(0, 8))
def test_the_name_before_a_value_is_found_as_by_searching_every_start(
    r: random.Random, size: int
) -> None:
    noise = "".join(r.choice(_NOISE) for _ in range(size))
    before = noise + r.choice(["", " ", "\n"]) + _name_like(r)
    full = privacy._NAME_BEFORE.search(before)
    found = privacy._name_before.__wrapped__(before)  # (not the memo: the search itself)
    assert (found is None) == (full is None), before
    if found is not None and full is not None:
        assert (found.span(), found.groups()) == (full.span(), full.groups()), before
