"""A regex tried only where its matches can begin finds what it finds everywhere.

``prescan.start_words`` reads from a regex the strings every match begins with. The
filter finds a rule's in its one Aho-Corasick pass over a text and tries the rule only
at those places (privacy.py, ``_matches``); a layer's pattern wrapped in a ``WordScan``
finds its own. Every rule so tried and every ``WordScan`` is checked here (found by
looking, not listed by hand), on texts built from the secret corpus, the start strings
in any case, and characters that ASCII letters match ignoring case (İ ı ſ K).
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench.harness.secret_corpus import LOOK_ALIKES, PRIVATE_TEXTS, SECRETS
from supermemory_local.store import privacy
from supermemory_local.store.prescan import WordScan, start_words

_PIECES = [s.text for s in SECRETS] + LOOK_ALIKES + [t for _, t, _ in PRIVATE_TEXTS]
_RULE_SET = privacy._rule_set()
_TRIED = [rule for rule in _RULE_SET.rules if id(rule) in _RULE_SET.starts_of]
_SCANS = {name: value for name, value in vars(privacy).items() if isinstance(value, WordScan)}
_WORDS = sorted(
    {w for rule in _TRIED for w in start_words(rule.pattern)[0]}  # type: ignore[index]
    | {w for scan in _SCANS.values() for w in scan.words}
)


def _spans(found: object) -> list[tuple[tuple[int, int], dict[str, str | None]]]:
    return [(m.span(), m.groupdict()) for m in found]  # type: ignore[attr-defined]


def _same_everywhere(text: str) -> None:
    _, places = privacy._gate_mask(text, text.lower())
    for rule in _TRIED:
        expected = _spans(rule.pattern.finditer(text))
        assert _spans(privacy._matches(text, rule, places)) == expected, rule.name
    for name, scan in _SCANS.items():
        assert _spans(scan.finditer(text)) == _spans(scan.pattern.finditer(text)), name


def test_most_rules_are_tried_only_where_they_can_begin() -> None:
    assert len(_TRIED) * 2 > len(_RULE_SET.rules)
    assert any(rule.name == "prose-is" for rule in _TRIED)


def test_a_word_scan_may_start_from_a_rare_short_string() -> None:
    pattern = re.compile(r"(?i)\bjoin\(|@\(\s*(?=['\"])")
    assert WordScan(pattern).words == ()  # "@(" is shorter than three characters
    scan = WordScan(pattern, shortest=2)
    assert scan.words == ("@(", "join(")
    for text in ("x = @( 'a' )", "JOIN(b) @(c)", "@(@('d'", "rejoin("):
        assert _spans(scan.finditer(text)) == _spans(pattern.finditer(text))


def test_each_word_scan_has_words_to_start_from() -> None:
    assert {"_CODES_LINE", "_SEED_PHRASE", "_NAME_VALUE"} <= set(_SCANS)
    for name, scan in _SCANS.items():
        assert scan.words, name  # else the wrapper gains nothing


def test_each_piece_of_the_secret_corpus_and_all_of_them_joined() -> None:
    for piece in _PIECES:
        _same_everywhere(piece)
    _same_everywhere("\n".join(_PIECES))  # a long text: its places, not its gates' lines


_noise = st.text(
    alphabet=st.sampled_from([*"aZ09_-+/=.:@#*!~$%&^ \t\n\"'\\", "İ", "ı", "ſ", "K", "数"]),
    max_size=40,
)
_word = st.sampled_from(_WORDS).flatmap(
    lambda w: st.sampled_from([w, w.upper(), w.title(), w.replace("s", "ſ"), w.replace("k", "K")])
)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(parts=st.lists(st.one_of(st.sampled_from(_PIECES), _word, _noise), max_size=10))
def test_a_rule_tried_at_its_starts_finds_what_it_finds_everywhere(parts: list[str]) -> None:
    _same_everywhere("".join(parts))


@pytest.mark.parametrize(
    ("pattern", "words", "folded"),
    [
        (r"(?i)\b(?:password|passwd|pin)\s+is", ("passwd", "password", "pin"), True),
        (r"(?<![A-Za-z0-9_])sk-[A-Za-z0-9]{20,}", ("sk-",), False),
        (r"ghp_[A-Za-z0-9]{36}", ("ghp_",), False),  # a wide class ends the start
        (r"x?abc", ("abc", "xabc"), False),  # an optional part: with it and without
        (r"a[bc]d", ("abd", "acd"), False),
        (r"(?i)(?:KEY|name)\s*=", ("key", "name"), True),  # lowercase, ignoring case
        (r"(?:pass|password)\b", ("pass",), False),  # one that begins with another: dropped
        (r"[ \t]*user", None, False),  # may begin with anything: no start
        (r"(?i)ab\w+", None, False),  # shorter than three characters
        (r"(?i)épasse", None, False),  # beyond ASCII, ignoring case: not followed
        (r"(?i:pass)word", None, False),  # a group that changes case: not followed
        (r"(?P<q>['\"])key(?P=q)", ('"key', "'key"), False),  # up to a group reference
    ],
)
def test_what_start_words_reads_from_a_pattern(
    pattern: str, words: tuple[str, ...] | None, folded: bool
) -> None:
    derived = start_words(re.compile(pattern))
    if words is None:
        assert derived is None
    else:
        assert derived == (words, folded)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(parts=st.lists(st.one_of(st.sampled_from(_PIECES), _word, _noise), max_size=10))
def test_the_gate_pass_finds_the_anchors_the_layers_own_automata_find(parts: list[str]) -> None:
    """The context and free-word layers take their anchors from the gate pass: the same
    matches in the same order as their own automata (the order decides what a context
    word's window is)."""
    text = "".join(parts)
    low = text.lower()
    _, places = privacy._gate_mask(text, low)
    own = privacy._context_anchors().find_matches_as_indexes(low, overlapping=True)
    shared = places.of_words(privacy._ANCHORS)
    assert [m[1:] for m in shared] == [m[1:] for m in own]
    automaton, kinds = privacy._free_anchors()
    own_free = automaton.find_matches_as_indexes(low, overlapping=True)
    words = privacy._rule_set().folded.words
    free_kinds = privacy._free_kinds()
    assert sorted(
        (words[i], s, e, free_kinds[i]) for i, s, e in places.of_words(privacy._FREE_ALL)
    ) == sorted((privacy._FREE_ALL[i], s, e, kinds[i]) for i, s, e in own_free)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    parts=st.lists(
        st.one_of(st.from_regex(privacy._EMAIL_PASS, fullmatch=True), _noise), max_size=5
    )
)
def test_every_e_mail_and_password_holds_what_is_searched_first(parts: list[str]) -> None:
    text = "".join(parts)
    if privacy._EMAIL_PASS.search(text):
        assert privacy._EMAIL_PASS_TAIL.search(text)
