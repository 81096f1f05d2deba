"""The corpus benchmark's checks on the real transcripts, fast enough for CI.

bench/corpus_bench.py prints the figures; these tests hold the engine to the
invariants on the same replays (tests/replay.py): no request a provider would reject,
no give-up, no overflow that a compaction could have avoided, and estimates within
the issue's bounds. They need the corpus (``$SUPERMEMORY_CORPUS``, see CONTRIBUTING.md) and a cl100k
tokenizer (quicktok ships its vocabulary, so it works offline); without either they
skip and say why.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import pytest

from bench.harness.corpus import Transcript, require_corpus, transcripts
from bench.harness.replay import (
    Counter,
    Replay,
    median,
    percentile,
    replay_bridge,
    replay_engine,
    tokenizer,
    uncalibrated_error,
)

ENGINE_HIDDEN_KB = 8.0  # tool schemas the engine is not given
BRIDGE_HIDDEN_KB = 30.0  # the bound: 30 KB of hidden overhead per request


@cache
def counter() -> Counter:
    encode = tokenizer()
    if encode is None:
        pytest.skip("no cl100k tokenizer (install the dev extra: quicktok-v1)")
    return Counter(encode)


def corpus() -> Iterator[Transcript]:
    require_corpus()
    return transcripts("both")


@cache
def engine_replay(window: int) -> Replay:
    total = Replay()
    for t in corpus():
        r = replay_engine(
            t.messages,
            fmt=t.fmt,
            system=t.system,
            window=window,
            count=counter(),
            hidden_kb=ENGINE_HIDDEN_KB,
        )
        total.calls += r.calls
        total.violations += [f"{t.id} ({t.fmt}) {v}" for v in r.violations]
        total.gave_up += r.gave_up
        total.overflows += r.overflows
        total.unavoidable += r.unavoidable
        total.errors += r.errors
    return total


@pytest.mark.parametrize("window", [16_000, 32_000, 64_000, 128_000])
def test_every_request_is_valid_and_nothing_gives_up(window: int) -> None:
    r = engine_replay(window)
    assert r.calls > 4_000
    assert r.violations == []
    assert r.gave_up == 0


@pytest.mark.parametrize("window", [16_000, 32_000, 64_000, 128_000])
def test_no_overflow_a_compaction_could_have_avoided_reaches_the_provider(window: int) -> None:
    r = engine_replay(window)
    if window >= 64_000:
        assert r.overflows == 0
    else:  # only where the fixed part and one message alone are over the window
        assert r.overflows == r.unavoidable


@pytest.mark.parametrize("window", [16_000, 32_000, 64_000, 128_000])
def test_calibrated_estimates_are_within_ten_percent(window: int) -> None:
    errors = engine_replay(window).errors
    assert percentile([abs(e) for e in errors], 0.95) <= 0.10
    assert abs(median(errors)) <= 0.02


def test_the_uncalibrated_estimate_is_unbiased_on_real_transcripts() -> None:
    errors = [uncalibrated_error(t.messages, t.fmt, t.system) for t in corpus()]
    counter()  # skips without a tokenizer
    assert abs(median(errors)) <= 0.15


def test_through_the_bridge_estimates_hold_and_layer1_waits_for_half_the_window() -> None:
    """OpenCode's case: 30 KB of system prompt and tools the bridge never sees."""
    total = Replay()
    openai = [t for t in corpus() if t.fmt == "openai"]
    for t in openai[::4]:  # a quarter of them: the whole set is the benchmark's
        r = replay_bridge(t.messages, window=32_000, count=counter(), hidden_kb=BRIDGE_HIDDEN_KB)
        total.calls += r.calls
        total.errors += r.errors
        total.layer1_below_half += r.layer1_below_half
    assert total.calls > 500
    assert percentile([abs(e) for e in total.errors], 0.95) <= 0.10
    assert total.layer1_below_half == 0


@pytest.mark.parametrize("window", [16_000, 32_000, 64_000, 128_000])
def test_compact_leaves_a_fitting_transcript_alone_and_ends_between_40_and_75_percent(
    window: int,
) -> None:
    """`supermemory compact` (``fit``) on every transcript: one that fits under 75 %
    comes back as it was (unless it breaks a provider rule, which is repaired); one
    that does not ends between 40 % and 75 % of the window, as the provider counts,
    at every window (bench/compact_band_bench.py names any that does not)."""
    from bench.harness.replay import Provider, offline_fit, violations

    shares: list[float] = []
    for t in corpus():
        result = offline_fit(t.messages, t.fmt, t.system, window)
        assert violations(result.messages, t.fmt) == []
        if result.tokens_before <= 0.75 * window:
            assert result.messages == t.messages or violations(t.messages, t.fmt)
            continue
        after = Provider(window, t.fmt, counter()).tokens(result.messages, t.system)
        shares.append(after / window)
    assert len(shares) >= 10
    outside = sorted(x for x in shares if not 0.40 <= x <= 0.75)
    assert outside == [], (len(shares), outside)
