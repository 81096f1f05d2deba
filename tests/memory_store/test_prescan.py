"""The pre-scans of the privacy filter's patterns find what the patterns find (prescan.py).

Every ``Scan`` in privacy.py is found here by looking (not listed by hand), so a pattern
wrapped later is checked too; each is compared with its own ``re`` pattern on texts built
to hold its matches, on texts that miss by one character, and on arbitrary text.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from supermemory_local.store import privacy
from supermemory_local.store.prescan import Scan, plan

SCANS = {name: value for name, value in vars(privacy).items() if isinstance(value, Scan)}


def _spans(found: object) -> list[tuple[tuple[int, int], dict[str, str | None]]]:
    return [(m.span(), m.groupdict()) for m in found]  # type: ignore[attr-defined]


def test_the_filter_has_scans_and_each_has_a_test() -> None:
    """Each wrapped pattern gained something: a run, a needed class, or its starts."""
    assert {"_LONE_TOKEN", "_BARE_RUN", "_SYMBOL_INSIDE", "_SPLIT"} <= set(SCANS)
    for name, scan in SCANS.items():
        tests = plan(scan.pattern, by_start=scan._starts is not None)
        assert tests.run or tests.needed or tests.starts or tests.words, name


_noise = st.text(
    alphabet=st.sampled_from([*"aZ09_-+/=.:@#*!~$%&^ \t\n\r\"'\\→3xY", "数", "é"]),
    max_size=120,
)


@pytest.mark.parametrize("name", sorted(SCANS))
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_scan_finds_what_its_pattern_finds(name: str, data: st.DataObject) -> None:
    scan = SCANS[name]
    pieces = data.draw(
        st.lists(st.one_of(_noise, st.from_regex(scan.pattern, fullmatch=True)), max_size=6)
    )
    text = "".join(pieces)
    assert _spans(scan.finditer(text)) == _spans(scan.pattern.finditer(text))
    if scan.pattern.search(text):
        assert scan.can_match(text)
    # one character fewer at every cut: runs one short, a needed character gone
    for cut in range(0, len(text), max(1, len(text) // 12)):
        shorter = text[:cut] + text[cut + 1 :]
        assert _spans(scan.finditer(shorter)) == _spans(scan.pattern.finditer(shorter))


@pytest.mark.parametrize(
    ("pattern", "run", "needed", "starts"),
    [
        (r"[A-Za-z0-9+/_\-]{20,}={0,2}", 20, None, None),
        (r"[a-z]{3,}", None, None, None),  # a run shorter than 8: no test worth its cost
        (r"[A-Za-z0-9][!#$%&*@^~]+[A-Za-z0-9]", None, "!#$%&*@^~", None),
        (r"\\\n|[\"']x|\r?\n", None, None, "\n\r\"'\\"),
        (r"(?i)ghp_[A-Za-z0-9]{36}", None, None, None),  # ignoring case: not derived
        (r"a?b", None, "b", "ab"),
        (r"(?:x|)y", None, "y", "xy"),  # an empty branch: y may come first
        (r"(?P<q>['\"])\w+(?P=q)", None, "'\"", "'\""),  # the group reference is not needed
        (r"a*", None, None, None),  # may match the empty string: no starts
        (r"[^a]{10}", None, None, None),  # negated class: not followed
    ],
)
def test_what_is_derived_from_a_pattern(
    pattern: str, run: int | None, needed: str | None, starts: str | None
) -> None:
    tests = plan(re.compile(pattern), by_start=True)
    assert (len(tests.run[1]) if tests.run else None) == run
    if needed is None:
        assert tests.needed is None
    else:
        assert tests.needed is not None
        assert {ch for ch in map(chr, range(128)) if tests.needed.match(ch)} == set(needed)
    if starts is None:
        assert tests.starts is None
    else:
        assert tests.starts is not None
        assert {ch for ch in map(chr, range(128)) if tests.starts.match(ch)} == set(starts)


@pytest.mark.parametrize(
    ("pattern", "words"),
    [
        (r"[\"'](?P<k>\w+)[\"']\s*:[^{}]{0,300}?\b(?:default|value)\s*=", ("default", "value")),
        (r"\w+(?:token|tok)s", None),  # a string shorter than three characters: no test
        (r"x(?:abc|abd)?y", None),  # an optional group holds nothing needed
        (r"\w+(?P<g>secret|key)\d(?:passwd|pass)", ("key", "secret")),  # the fewest
    ],
)
def test_the_strings_a_match_holds(pattern: str, words: tuple[str, ...] | None) -> None:
    assert plan(re.compile(pattern)).words == words


def test_a_scan_by_its_needed_strings_finds_what_its_pattern_finds() -> None:
    scan = Scan(re.compile(r"[\"'](?P<k>\w+)[\"']\s*:[^{}]{0,30}?\b(?:default|value)\s*=\d"))
    assert scan.words == ("default", "value")
    for text in ("'a': x default =1", '"a": value=2', "'a': defaul =1", "'a': nothing"):
        assert _spans(scan.finditer(text)) == _spans(scan.pattern.finditer(text))
        assert scan.can_match(text) or not scan.pattern.search(text)


def test_a_run_is_counted_in_characters_beside_other_scripts() -> None:
    scan = Scan(re.compile(r"[A-Za-z0-9]{8,}"))
    assert not scan.can_match("数据abcdefg数据")  # 7 ASCII characters between
    assert scan.can_match("数据abcdefgh数据")
    assert not scan.can_match("abcd\ud800efgh")  # a lone surrogate breaks the run
    assert _spans(scan.finditer("数据abcdefgh数据")) == [((2, 10), {})]


@pytest.mark.parametrize(
    "text",
    [
        "a" * 8,  # a run of exactly n
        "a" * 7 + " " + "b" * 9 + "=" + "c" * 8,  # one short, then two that match
        "x" * 70 + " " + "y" * 20,  # longer than the widest match: tried on through it
        "zzzzzzzz1" * 3,  # a match ending inside the next run
    ],
)
def test_the_runs_of_an_ascii_text_hold_every_match(text: str) -> None:
    for pattern in (r"[a-z]{8,12}(?![a-z])", r"[a-z]{8}\d?", r"[a-z]{8,}={0,2}"):
        scan = Scan(re.compile(pattern))
        assert scan._run is not None
        assert _spans(scan.finditer(text)) == _spans(scan.pattern.finditer(text))
