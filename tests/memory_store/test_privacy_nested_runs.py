"""A trigger word repeated without a break is judged once, not once per value.

``pw=pw=pw=…``, ``PASSWORD=PASSWORD=…`` or a run of ``auth=`` inside one long token make
one value after each trigger: values that all end at the same place, each starting inside
the one before. Judged one by one, n of them read the rest of the run n times. More than
``_NESTED_MAX`` values ending at one place are judged by the outermost alone: it covers
every other. Real texts never hold such a run (a value is found by a handful of rules and
layers at most); the time itself is measured by ``bench.privacy_worst_case``, never here.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from supermemory_local.store import privacy

RUNS = ("password=", "pw=", "PASSWORD=", "auth=", "api_key:", "token=", "secret:")


def _covered(spans: list[tuple[int, int]]) -> set[int]:
    return {at for start, end in spans for at in range(start, end)}


spans_strategy = st.lists(
    st.tuples(st.integers(0, 60), st.integers(1, 40)).map(lambda p: (p[0], p[0] + p[1])),
    max_size=120,
)


@given(spans_strategy, st.integers(0, 30), st.integers(61, 80))
def test_the_outermost_of_a_crowded_end_stands_for_it(
    spans: list[tuple[int, int]], crowd: int, end: int
) -> None:
    # a run: crowd + 33 values ending at one place, each starting one further on
    run = [(start, end) for start in range(crowd + privacy._NESTED_MAX + 1)]
    given_spans = spans + run
    kept = privacy._outermost_of_nested(given_spans)
    assert set(kept) <= set(given_spans)
    assert _covered(kept) == _covered(given_spans)  # nothing a span covered is lost
    assert [s for s in kept if s[1] == end] == [(0, end)]  # the crowded end: its outermost
    counts: dict[int, int] = {}
    for _, e in given_spans:
        counts[e] = counts.get(e, 0) + 1
    for span in given_spans:  # every span of an end that is not crowded stays
        if counts[span[1]] <= privacy._NESTED_MAX:
            assert span in kept


def _judged(monkeypatch: pytest.MonkeyPatch, text: str) -> tuple[str, int]:
    calls: list[tuple[int, int]] = []
    judge = privacy._public_span

    def counting(text: str, start: int, end: int) -> bool:
        calls.append((start, end))
        return judge(text, start, end)

    monkeypatch.setattr(privacy, "_public_span", counting)
    privacy._MEMO.clear()
    redacted, _ = privacy.redact(text)
    monkeypatch.setattr(privacy, "_public_span", judge)
    return redacted, len(calls)


@pytest.mark.parametrize("unit", RUNS)
def test_a_repeated_trigger_is_judged_once_with_the_same_output(
    monkeypatch: pytest.MonkeyPatch, unit: str
) -> None:
    text = "config dump: " + unit * 200
    redacted, judged = _judged(monkeypatch, text)
    assert judged <= 4  # (the outermost value, and what other rules find elsewhere)
    monkeypatch.setattr(privacy, "_NESTED_MAX", 10**9)  # every value judged, as before
    every, judged_each = _judged(monkeypatch, text)
    assert judged_each >= 190  # (one value after each trigger but the last)
    # The same output, or one difference: judged one by one, an inner value short enough
    # to be searched again (512 characters) is found at the run's start too, where the
    # text repeats itself, and took the first trigger word with it.
    assert redacted == every or (
        every.count(unit) == 0 and redacted.startswith("config dump: " + unit)
    )


def test_values_that_end_together_by_chance_are_each_judged() -> None:
    # a few rules finding one value end it at one place: far below the crowd
    text = "PASSWORD=Kq7vT2xWm9Lp DB_PASSWORD=Kq7vT2xWm9Lp\npassword: 'Zr8nB3yQk5Hd'"
    privacy._MEMO.clear()
    redacted, count = privacy.redact(text)
    assert "Kq7vT2xWm9Lp" not in redacted and "Zr8nB3yQk5Hd" not in redacted and count >= 2


@given(
    st.lists(
        st.sampled_from(
            [*privacy._ELIDED_WORDS, "REDACTED", "Masked", "İ", "ı", "ſ", "K", "x", " ", "-", "é"]
        )
        | st.text(max_size=3),
        max_size=8,
    )
)
def test_the_elided_check_answers_as_its_pattern(pieces: list[str]) -> None:
    # (the words in any case, the letters the pattern reads as i, s or k, word characters
    # around them)
    value = "".join(pieces)
    for text in (value, value.upper(), value.replace("s", "ſ").replace("i", "ı")):
        assert privacy._elided(text) == (privacy._ELIDED.search(text) is not None)


def _qp_word_as_before(text: str, start: int, end: int) -> bool:
    """The quoted-printable word check as it read the run char by char (the reference)."""
    low_at = start
    while low_at > 0 and not text[low_at - 1].isspace():
        low_at -= 1
    high_at = end
    while high_at < len(text) and not text[high_at].isspace():
        high_at += 1
    word = text[low_at:high_at].strip("\"'()[]{}.,;:!?")
    if not privacy._QP_ESCAPE.search(word):
        return False
    raw = privacy._QP_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), word)
    try:
        decoded = raw.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return False
    return decoded.isalpha() and any(ord(c) > 127 for c in decoded)


@given(
    st.lists(
        st.sampled_from(["=C3=BC", "=C3", "Gr", "e", " ", "\t", "\n", "\u2003", "\x1c", "=", "."]),
        max_size=14,
    ),
    st.data(),
)
def test_the_quoted_printable_word_is_the_same_word(pieces: list[str], data: st.DataObject) -> None:
    text = "".join(pieces)
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, len(text)))
    privacy._blank_places.cache_clear()
    assert privacy._qp_word(text, start, end) == _qp_word_as_before(text, start, end)


def _calls(monkeypatch: pytest.MonkeyPatch, text: str, names: tuple[str, ...]) -> int:
    counted = [0]
    for name in names:
        real = getattr(privacy, name)

        def counting(
            *args: object, _real: Callable[..., object] = real, **kwargs: object
        ) -> object:
            counted[0] += 1
            return _real(*args, **kwargs)

        monkeypatch.setattr(privacy, name, counting)
    privacy._MEMO.clear()
    privacy.redact(text)
    monkeypatch.undo()
    return counted[0]


@pytest.mark.parametrize(
    ("unit", "names"),
    [
        ("pw=", ("_value_span", "_public_span")),  # a key's value, read by the assignments
        ("api_key:", ("_value_span", "_public_span")),
        ("clave:", ("password_shaped",)),  # a value told after a word in another language
    ],
)
def test_the_values_read_in_a_run_do_not_grow_with_it(
    monkeypatch: pytest.MonkeyPatch, unit: str, names: tuple[str, ...]
) -> None:
    # each value is the rest of the run: reading one per trigger read the run n times
    short = _calls(monkeypatch, "notes " + unit * 200, names)
    long = _calls(monkeypatch, "notes " + unit * 400, names)
    assert 0 < long <= short + 2
