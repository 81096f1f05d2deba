"""Retrieval benchmark: full-text search against hybrid (semantic) search, in one run.

    SUPERMEMORY_CORPUS=/path/to/corpus .venv/bin/python -m bench.retrieval
        [--sizes 50,10000,100000] [--runs 30] [--rebuild-summaries] [--reuse-stores]

Needs the ``semantic`` extra (``pip install -e '.[semantic]'``) and the corpus.

1. Every corpus transcript (OpenAI format) is summarised by the offline extractive
   summarizer into the five-section memory a session saves (cached in bench/.work/).
2. For each size N a fresh SQLite store holds the 50 summaries in one project scope among
   N - 50 synthetic filler memories (bench/store_bench.py's generator: summaries, notes,
   error notes, code, some Chinese; 40 % of them in the same project scope), and every
   memory is embedded (``supermemory db embed``).
3. The queries of bench/retrieval_queries.py (keyword, paraphrase, German, Chinese; each
   written from its transcript, naming it) run in the project scope: recall@5 (the
   expected summary among the first 5) and MRR@10, per kind, for
   * full text: ``MemoryStore.search`` (what ``supermemory search`` does: every term),
   * full text, any keyword: each of the query's longest words searched on its own, a
     memory found by more of them first (the first-message injection's ranking),
   * vectors: ``MemoryStore.nearest`` (the vector ranking alone, for reference),
   * hybrid: ``MemoryStore.search(semantic=True)`` (reciprocal-rank fusion of both);
   and the in-process latency of full text and hybrid (p50/p95 over every query, after
   one warm-up pass).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from bench.retrieval_queries import KINDS, QUERIES, Query

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / "bench" / ".work" / "retrieval"
SUMMARIES = WORK / "summaries.json"
SEED = 20261204
TOP = 5
MRR_DEPTH = 10


def build_summaries() -> dict[str, str]:
    """transcript id -> its five-section summary memory (extractive, offline)."""
    from bench.harness.corpus import require_corpus, transcripts
    from supermemory_local.config import Settings
    from supermemory_local.engine import prompts
    from supermemory_local.engine.adapters import get_adapter
    from supermemory_local.engine.full_summary import summarize_history
    from supermemory_local.engine.messages import to_entries
    from supermemory_local.summarizers.extractive import ExtractiveSummarizer

    require_corpus()
    settings = Settings()
    out: dict[str, str] = {}
    for transcript in transcripts("openai"):
        entries = to_entries(get_adapter("openai").load(transcript.messages))
        outcome = summarize_history(
            entries,
            ExtractiveSummarizer(),
            settings,
            headings=prompts.FIVE_SECTION_HEADINGS,
            instructions=prompts.FIVE_SECTION_PROMPT,
        )
        out[transcript.id] = prompts.summary_memory(outcome.text)
    return out


def summaries(rebuild: bool) -> dict[str, str]:
    if SUMMARIES.exists() and not rebuild:
        cached: dict[str, str] = json.loads(SUMMARIES.read_text(encoding="utf-8"))
        return cached
    made = build_summaries()
    WORK.mkdir(parents=True, exist_ok=True)
    SUMMARIES.write_text(json.dumps(made, ensure_ascii=False), encoding="utf-8")
    return made


@dataclass
class Store:
    url: str
    scope: str
    ids: dict[str, str]  # transcript id -> memory id
    embed_seconds: float
    in_scope: int


def build_store(size: int, corpus: dict[str, str], reuse: bool = False) -> Store:
    """A fresh SQLite store of ``size`` memories: the corpus summaries among filler
    (``reuse``: the one the last run built, when it holds the same summaries; its
    vectors are brought up to date first, which re-embeds all after a model change)."""
    from supermemory_local.store.repository import MemoryStore

    saved = WORK / f"store-{size}.json"
    if reuse and saved.exists():
        info = json.loads(saved.read_text(encoding="utf-8"))
        if set(info["ids"]) == set(corpus):
            store = Store(**info)
            with MemoryStore.open(url=store.url) as opened:
                t0 = time.perf_counter()
                if opened.embed_missing():
                    store.embed_seconds = time.perf_counter() - t0
            return store
    built = _build_store(size, corpus)
    saved.write_text(json.dumps(built.__dict__), encoding="utf-8")
    return built


def _build_store(size: int, corpus: dict[str, str]) -> Store:
    from bench.store_bench import memories as filler
    from supermemory_local.store.ids import new_memory_id
    from supermemory_local.store.repository import MemoryStore

    path = WORK / f"store-{size}.db"
    for leftover in [*WORK.glob(f"store-{size}.db*"), *WORK.glob(f"store-{size}.vectors.db*")]:
        leftover.unlink()
    rows = list(filler(max(0, size - len(corpus))))
    # the project scope: the filler's busiest (the generator puts 40 % + 3 % there)
    counts = Counter(str(r["scope"]) for r in rows)
    scope = counts.most_common(1)[0][0] if rows else "bench_project"
    rng = random.Random(SEED)
    ids: dict[str, str] = {}
    for transcript_id, content in corpus.items():
        # each summary at a random place in time among the filler, in the project scope
        at = rng.randrange(len(rows) + 1)
        created = str(rows[at - 1]["created_at"]) if rows and at else "2026-09-01T00:00:00+00:00"
        memory_id = new_memory_id()
        ids[transcript_id] = memory_id
        rows.insert(
            at,
            {
                "id": memory_id,
                "content": content,
                "type": "conversation",
                "scope": scope,
                "session_id": transcript_id,
                "source": "bench",
                "created_at": created,
                "updated_at": created,
            },
        )
    url = f"sqlite:///{path}"
    with MemoryStore.open(url=url) as store:
        lines = [json.dumps(r, ensure_ascii=False) for r in rows]
        for i in range(0, len(lines), 5_000):
            store.import_lines(lines[i : i + 5_000])
        t0 = time.perf_counter()
        store.embed_missing()
        embed_s = time.perf_counter() - t0
    in_scope = sum(1 for r in rows if r["scope"] == scope)
    return Store(url, scope, ids, embed_s, in_scope)


@dataclass
class Scores:
    recall: dict[str, float]  # kind -> recall@5
    mrr: dict[str, float]  # kind -> MRR@10
    misses: list[tuple[str, str]]  # (kind, query) not in the top 5


def score(rank_of: Callable[[Query], int | None]) -> Scores:
    """``rank_of(query)``: the 1-based rank of the expected memory, None when absent."""
    hits: dict[str, list[int | None]] = {kind: [] for kind in KINDS}
    misses: list[tuple[str, str]] = []
    for query in QUERIES:
        rank = rank_of(query)
        hits[query.kind].append(rank)
        if rank is None or rank > TOP:
            misses.append((query.kind, query.text))
    recall = {k: sum(1 for r in v if r is not None and r <= TOP) / len(v) for k, v in hits.items()}
    mrr = {
        k: sum(1 / r for r in v if r is not None and r <= MRR_DEPTH) / len(v)
        for k, v in hits.items()
    }
    return Scores(recall, mrr, misses)


def measure(store_info: Store, runs: int) -> dict[str, Any]:
    from supermemory_local.config import Settings
    from supermemory_local.store.repository import MemoryStore

    settings = replace(Settings(), search_limit=MRR_DEPTH)
    scope = store_info.scope
    with MemoryStore.open(settings, url=store_info.url) as store:

        def any_word(query: str) -> list[Any]:
            """The first-message injection's full-text ranking: each keyword searched on
            its own, a memory found by more of them first (hosts.memories.keywords)."""
            from supermemory_local.hosts.memories import keywords

            hits: dict[str, tuple[int, float, Any]] = {}
            for word in keywords(query):
                for m in store.search(word, scope=scope, limit=MRR_DEPTH):
                    count, best, _ = hits.get(m.id, (0, float("-inf"), m))
                    hits[m.id] = (count + 1, max(best, m.score or 0.0), m)
            ranked = sorted(hits.values(), key=lambda h: (h[0], h[1]), reverse=True)
            return [m for _, _, m in ranked[:MRR_DEPTH]]

        methods: dict[str, Callable[[str], list[Any]]] = {
            "full text": lambda q: store.search(q, scope=scope, limit=MRR_DEPTH),
            "full text, any keyword": any_word,
            "vectors": lambda q: store.nearest(q, scope=scope, limit=MRR_DEPTH),
            "hybrid": lambda q: store.search(q, scope=scope, limit=MRR_DEPTH, semantic=True),
        }
        results: dict[str, Any] = {}
        for name, run in methods.items():
            for query in QUERIES:  # warm-up: caches, the model, SQLite's pages
                run(query.text)

            def rank_of(query: Query, run: Callable[[str], list[Any]] = run) -> int | None:
                want = store_info.ids[query.expect]
                found = [m.id for m in run(query.text)]
                return found.index(want) + 1 if want in found else None

            results[name] = {"scores": score(rank_of)}
            if name in ("vectors", "full text, any keyword"):
                continue
            samples: list[float] = []
            for _ in range(max(1, runs // 10)):
                for query in QUERIES:
                    t0 = time.perf_counter()
                    run(query.text)
                    samples.append((time.perf_counter() - t0) * 1000)
            cuts = statistics.quantiles(samples, n=100, method="inclusive")
            results[name]["latency"] = (statistics.median(samples), cuts[94])
    return results


def report(size: int, info: Store, results: dict[str, Any]) -> None:
    print(
        f"\n## {size:,} memories, {info.in_scope:,} in the searched scope"
        f" (embedding all of them took {info.embed_seconds:.1f} s)"
    )
    counts = {k: sum(1 for q in QUERIES if q.kind == k) for k in KINDS}
    head = " | ".join(f"{k} ({counts[k]})" for k in KINDS)
    print(f"\n| method | recall@5: {head} | MRR@10: {head} |")
    print("|---|" + "---|" * (2 * len(KINDS)))
    for name, r in results.items():
        s: Scores = r["scores"]
        recall = " | ".join(f"{100 * s.recall[k]:.0f} %" for k in KINDS)
        mrr = " | ".join(f"{s.mrr[k]:.2f}" for k in KINDS)
        print(f"| {name} | {recall} | {mrr} |")
    print("\n| method | p50 ms | p95 ms |\n|---|---|---|")
    for name, r in results.items():
        if "latency" in r:
            p50, p95 = r["latency"]
            print(f"| {name} | {p50:.1f} | {p95:.1f} |")
    gain = 100 * (
        results["hybrid"]["scores"].recall["paraphrase"]
        - results["full text"]["scores"].recall["paraphrase"]
    )
    print(f"\nparaphrase recall@5, hybrid minus full text: {gain:+.0f} points")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.retrieval", description=__doc__)
    parser.add_argument("--sizes", default="50,10000,100000")
    parser.add_argument("--runs", type=int, default=30, help="latency samples per query x 10")
    parser.add_argument("--rebuild-summaries", action="store_true")
    parser.add_argument(
        "--reuse-stores",
        action="store_true",
        help="search the stores the last run built (same summaries) instead of new ones",
    )
    parser.add_argument("--misses", action="store_true", help="list the queries missed")
    args = parser.parse_args(argv)

    from bench.harness.corpus import MISSING, corpus_dir
    from supermemory_local.store.semantic import missing

    if corpus_dir() is None:
        print(MISSING, file=sys.stderr)
        return 2
    if missing("sqlite"):
        print("bench.retrieval needs the semantic extra: pip install -e '.[semantic]'")
        return 2
    corpus = summaries(args.rebuild_summaries)
    unknown = {q.expect for q in QUERIES} - set(corpus)
    if unknown:
        print(f"queries name transcripts the corpus lacks: {sorted(unknown)}", file=sys.stderr)
        return 2
    print(f"# Retrieval: {len(QUERIES)} queries over {len(corpus)} corpus summaries")
    for size in (int(s) for s in args.sizes.split(",")):
        info = build_store(size, corpus, args.reuse_stores)
        results = measure(info, args.runs)
        report(size, info, results)
        if args.misses:
            for name in ("full text", "hybrid"):
                for kind, text in results[name]["scores"].misses:
                    print(f"  miss ({name}, {kind}): {text}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
