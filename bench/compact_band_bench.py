"""`supermemory compact` (``fit``) on the corpus: where each transcript ends.

For every transcript and window (16k / 32k / 64k / 128k) that needs compacting (over
75 % of the window as the simulated provider counts), prints how many end in the band
(40 % to 75 % of the window), below it and above it, with the lowest shares and the
steps that produced them. Run:

    SUPERMEMORY_CORPUS=/path/to/corpus .venv/bin/python -m bench.compact_band_bench
"""

from __future__ import annotations

from bench.harness.corpus import MISSING, corpus_dir, transcripts
from bench.harness.replay import Counter, Provider, offline_fit, tokenizer

WINDOWS = (16_000, 32_000, 64_000, 128_000)


def main() -> None:
    if corpus_dir() is None:
        raise SystemExit(MISSING)
    encode = tokenizer()
    if encode is None:
        raise SystemExit("no cl100k tokenizer (install the dev extra: quicktok-v1)")
    count = Counter(encode)
    corpus = list(transcripts("both"))
    for window in WINDOWS:
        shares: list[tuple[float, str]] = []
        for t in corpus:
            result = offline_fit(t.messages, t.fmt, t.system, window)
            if result.tokens_before <= 0.75 * window:
                continue
            after = Provider(window, t.fmt, count).tokens(result.messages, t.system)
            steps = ",".join(s.name for s in result.steps)
            shares.append((after / window, f"{t.id} ({t.fmt}) [{steps}]"))
        inside = sum(1 for s, _ in shares if 0.40 <= s <= 0.75)
        low = sorted((s, n) for s, n in shares if s < 0.40)
        high = sorted((s, n) for s, n in shares if s > 0.75)
        print(
            f"{window // 1000}k: {len(shares)} compacted, {inside} in 40-75 %, "
            f"{len(low)} below, {len(high)} above"
        )
        for s, n in low + high:
            print(f"    {s:.0%} {n}")


if __name__ == "__main__":
    main()
