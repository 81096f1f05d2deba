"""Output hashes: what the engine and the OpenCode bridge return, hashed, to prove a
refactoring changed nothing a user sees.

Run by hand before and after a change of the engine's inside, and compare::

    .venv/bin/python -m bench.output_hashes --out before.json      # on the old tree
    .venv/bin/python -m bench.output_hashes --compare before.json  # on the new one

Cases, on every transcript of the real corpus (both formats) at windows of 16k, 32k
and 64k tokens, and on the bench session of ``bench/engine_bench.py`` at 2k and 20k
messages:

- ``prepare``: a fresh manager's ``prepare()`` of the whole history;
- ``recover``: a fresh manager's ``recover()`` of the whole history (error without a
  count), and ``recover()`` of ``prepare()``'s output with the provider's count, then
  once more without;
- ``fit``: ``fit(dry_run=True)``: messages, steps (name, tokens, messages) and totals;
- ``loop``: the agent loop call by call (``prepare``, the provider's count, ``recover``
  on an overflow, ``observe_usage``), every request sent;
- ``bridge`` (OpenAI transcripts): the bridge's ``transform`` answer to every call, as
  OpenCode drives it.

Plus the demo's JSON report (without ids, times and the checkout's scope: memory ids in
its lines are new on every run, the scope hashes the checkout's path). Each case is one
SHA-256 over its outputs as JSON; the file maps case -> hash.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from bench.harness.corpus import MISSING, corpus_dir, transcripts
from bench.harness.replay import (
    Counter,
    Overflow,
    Provider,
    no_store_manager,
    replay_bridge_answers,
    tokenizer,
    turns,
    uncounted_overflow,
)

ROOT = Path(__file__).resolve().parents[1]
WINDOWS = (16_000, 32_000, 64_000)


def _digest(value: Any) -> str:
    data = json.dumps(value, sort_keys=True, ensure_ascii=False, default=repr)
    return hashlib.sha256(data.encode("utf-8")).hexdigest()


def _steps(steps: Sequence[Any]) -> list[Any]:
    return [
        [s.name, s.tokens_before, s.tokens_after, s.messages_before, len(s.messages)] for s in steps
    ]


def _cases(
    name: str, fmt: Any, messages: list[dict[str, Any]], *, system: Any, window: int, count: Counter
) -> Iterator[tuple[str, Any]]:
    from supermemory_local.engine.manager import ContextOverflowUnrecoverable

    key = f"{name}/{fmt}/{window}"
    provider = Provider(window, fmt, count)  # type: ignore[arg-type]

    def attempt(call: Any) -> Any:
        try:
            return call()
        except ContextOverflowUnrecoverable as err:
            return f"gave up: {err}"

    yield (
        f"{key}/prepare",
        attempt(lambda: no_store_manager(window, fmt).prepare(messages, system=system)),
    )
    yield (
        f"{key}/recover-history",
        attempt(
            lambda: no_store_manager(window, fmt).recover(
                messages, uncounted_overflow(window), system=system
            )
        ),
    )

    def recover_output() -> Any:
        cm = no_store_manager(window, fmt)
        sent = cm.prepare(messages, system=system)
        used = provider.tokens(sent, system)
        first = attempt(lambda: cm.recover(sent, Overflow(used, window), system=system))
        if isinstance(first, str):
            return [first]
        return [
            first,
            attempt(lambda: cm.recover(first, uncounted_overflow(window), system=system)),
        ]

    yield f"{key}/recover-output", recover_output()

    def fit() -> Any:
        done = no_store_manager(window, fmt).fit(messages, system=system, dry_run=True)
        return [done.messages, _steps(done.steps), done.tokens_before, done.tokens_after]

    yield f"{key}/fit", attempt(fit)

    def loop() -> Any:
        cm = no_store_manager(window, fmt)
        sent_all: list[Any] = []
        history: list[dict[str, Any]] = []
        shown = 0
        for at in turns(messages):
            history.extend(dict(m) for m in messages[shown:at])
            sent = cm.prepare(history, system=system)
            for _ in range(cm.settings.max_overflow_compaction_attempts + 1):
                sent_all.append(sent)
                try:
                    used = provider.call(sent, system)
                    break
                except Overflow as err:
                    try:
                        sent = cm.recover(sent, err, system=system)
                    except ContextOverflowUnrecoverable as gave_up:
                        return [*sent_all, f"gave up: {gave_up}"]
            else:
                return [*sent_all, "gave up: attempts"]
            cm.observe_usage(input_tokens=used, output_tokens=200, messages=sent, system=system)
            history = [*sent, dict(messages[at])]
            shown = at + 1
        return sent_all

    yield f"{key}/loop", loop()
    if fmt == "openai":
        yield f"{key}/bridge", replay_bridge_answers(messages, window=window, count=count)


def _bench_cases(size: int, history: list[dict[str, Any]]) -> Iterator[tuple[str, Any]]:
    """``prepare`` and ``recover`` of the long bench session (its loops and ``fit`` take
    minutes at 20k messages; the corpus covers them)."""
    window = 200_000
    cm = no_store_manager(window, "openai")
    sent = cm.prepare(history)
    yield f"bench{size}/prepare", sent
    yield f"bench{size}/recover-output", cm.recover(sent, uncounted_overflow(window))
    if size <= 2_000:
        done = no_store_manager(window, "openai").fit(history, dry_run=True)
        yield f"bench{size}/fit", [done.messages, _steps(done.steps), done.tokens_after]


def _bench_session(size: int) -> list[dict[str, Any]]:
    from bench.engine_bench import session

    return session(size)


# In the demo's lines: new on every run (a ULID), and the hash of the checkout's path.
_MEMORY_ID = re.compile(r"\bmem_[0-9A-Z]{26}\b")
_SCOPE = re.compile(r"\bopencode_project_[0-9a-f]{16}\b")


def _demo() -> Any:
    import tempfile

    db = Path(tempfile.mkdtemp(prefix="output-hashes-")) / "demo.db"
    done = subprocess.run(
        [
            str(Path(sys.executable).parent / "supermemory"),
            "demo",
            "--json",
            "--speed",
            "0",
            "--database-url",
            f"sqlite:///{db}",
        ],
        capture_output=True,
        text=True,
        check=False,
        env={"HOME": "/tmp/output-hashes-home", "PATH": "/usr/bin:/bin"},
    )
    if done.returncode != 0:
        return f"rc={done.returncode}: {done.stderr[-500:]}"
    doc = json.loads(done.stdout)

    def scrub(value: Any) -> Any:
        if isinstance(value, str):  # a memory's id, and the scope of the checkout's path
            return _SCOPE.sub("opencode_project_*", _MEMORY_ID.sub("mem_*", value))
        if isinstance(value, Mapping):
            return {
                k: scrub(v)
                for k, v in value.items()
                if k not in {"id", "created_at", "updated_at", "store", "elapsed", "session_id"}
            }
        if isinstance(value, list):
            return [scrub(v) for v in value]
        return value

    return scrub(doc)


def compute(limit: int | None) -> dict[str, str]:
    encode = tokenizer()
    if encode is None:
        sys.exit("output_hashes: no cl100k tokenizer (install the dev extra: quicktok-v1)")
    count = Counter(encode)
    if corpus_dir() is None:
        sys.exit(f"output_hashes: {MISSING}")
    out: dict[str, str] = {}
    for n, t in enumerate(transcripts()):
        if limit is not None and n >= limit:
            break
        for window in WINDOWS:
            for key, value in _cases(
                t.id, t.fmt, t.messages, system=t.system, window=window, count=count
            ):
                out[key] = _digest(value)
        print(f"  {t.fmt}/{t.id}", file=sys.stderr)
    for size in (2_000, 20_000):
        history = _bench_session(size)
        for key, value in _bench_cases(size, history):
            out[key] = _digest(value)
        print(f"  bench session {size}", file=sys.stderr)
    out["demo"] = _digest(_demo())
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.output_hashes")
    parser.add_argument("--out", type=Path, help="write the hashes to this file")
    parser.add_argument("--compare", type=Path, help="compare with hashes written before")
    parser.add_argument("--limit", type=int, help="only the first N transcripts")
    args = parser.parse_args(argv)
    hashes = compute(args.limit)
    if args.out:
        args.out.write_text(json.dumps(hashes, indent=1, sort_keys=True) + "\n")
    print(f"{len(hashes)} cases hashed")
    if args.compare:
        before = json.loads(args.compare.read_text())
        shared = before.keys() & hashes.keys()
        differ = sorted(k for k in shared if before[k] != hashes[k])
        missing = sorted(before.keys() - hashes.keys())
        for k in differ:
            print(f"differs: {k}")
        for k in missing:
            print(f"missing: {k}")
        print(f"{len(differ)} of {len(shared)} cases differ, {len(missing)} missing")
        return 1 if differ or missing else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
