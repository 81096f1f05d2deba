"""Replay sessions through the engine at several windows and score the final summaries.

    .venv/bin/python -m bench.quality                      # extractive, corpus + generated
    .venv/bin/python -m bench.quality --windows 16000      # one window
    .venv/bin/python -m bench.quality --model http://127.0.0.1:8080/v1 --model-name qwen

Each session is fed to a :class:`~supermemory_local.engine.manager.ContextManager` one
message at a time (``prepare`` before each assistant turn, the estimate reported as
the provider's usage, an overflow through ``recover``), with the preemptive
compaction's minimum lowered to half the window so that it runs at every window, as
it does on a 200k model. Every summary made on the way is checked for structure;
at the end one more five-section summary of what is left (summaries, markers,
recent messages: nothing of what was removed) is asked the probes.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from bench.quality import generated, probes
from bench.quality.generated import Session, Truth
from supermemory_local.config import Settings
from supermemory_local.engine import prompts
from supermemory_local.engine.summarizer import Summarizer, SummaryError, SummaryRequest
from supermemory_local.summarizers.openai import OpenAISummarizer
from supermemory_local.summarizers.prompt import user_message

WINDOWS = (16_000, 32_000, 64_000)
STEP_MS = 20_000
KINDS = ("recall", "artifact", "continuation", "decision")

# OpenCode 1.18.33's own compaction instruction (quoted for the comparison).
OPENCODE_PROMPT = """Create a new anchored summary from the conversation history so another \
coding agent can continue the work.
Output exactly the Markdown structure shown inside <template> and keep the section order \
unchanged. Do not include the <template> tags in your response.
<template>
## Objective
- [one or two brief sentences describing what the user is trying to accomplish]
## Important Details
- [constraints/preferences, decisions and why, important facts/assumptions, exact context \
needed to continue, or "(none)"]
## Work State
### Completed
- [finished work, verified facts, or changes made; otherwise "(none)"]
### Active
- [current work, partial changes, or investigation state; otherwise "(none)"]
### Blocked
- [blockers, failing commands, or unknowns; otherwise "(none)"]
## Next Move
1. [immediate concrete action, or "(none)"]
2. [next action if known, or "(none)"]
## Relevant Files
- [file or directory path: why it matters, or "(none)"]
</template>
- Keep every section, even when empty.
- Use terse bullets, not prose paragraphs.
- Preserve exact file paths, symbols, commands, error strings, URLs, and identifiers when known.
- Do not mention the summary process or that context was compacted."""
PLAIN_PROMPT = "Summarize the conversation so far so that the work can continue from it."


class SimulatedOverflow(Exception):
    def __init__(self, used: int, window: int) -> None:
        super().__init__(
            f"This model's maximum context length is {window} tokens. However, your messages "
            f"resulted in {used} tokens. code: context_length_exceeded"
        )


class _Quiet:
    def notify(self, notice: Any) -> None:
        pass


@dataclass
class VariantSummarizer(OpenAISummarizer):
    """A model-written summary with our prompts ("ours"), OpenCode's, or none ("plain")."""

    variant: str = "ours"

    def summarize(self, request: SummaryRequest) -> str:
        if self.variant == "ours":
            return super().summarize(request)
        system = OPENCODE_PROMPT if self.variant == "opencode" else PLAIN_PROMPT
        user = user_message(request)
        self._check_window(system + "\n" + user, request.max_output_tokens)
        text = (self.content(self._post(self.body(request, system, user))) or "").strip()
        if not text:
            raise SummaryError(f"{self.model} returned an empty summary")
        return text


@dataclass
class Result:
    session: str
    window: int
    summarizer: str
    score: probes.Score
    summaries: int = 0  # made on the way
    seconds: float = 0.0
    error: str | None = None


def replay(
    session: Session, window: int, summarizer: Summarizer, store_url: str
) -> tuple[str, list[str]]:
    """The final five-section summary and every summary made on the way."""
    from supermemory_local.engine.adapters import get_adapter
    from supermemory_local.engine.full_summary import summarize_history
    from supermemory_local.engine.manager import ContextOverflowUnrecoverable
    from supermemory_local.engine.messages import to_entries
    from supermemory_local.hosts.library import ContextManager
    from supermemory_local.store.repository import MemoryStore

    settings = replace(
        Settings(database_url=store_url), min_tokens_for_compaction=min(50_000, window // 2)
    )
    made: list[str] = []
    clock = [0.0]

    def listen(event: Any) -> None:
        if event.kind == "summary_saved" and event.memory is not None:
            made.append(event.memory.content)

    store = MemoryStore.open(settings)
    try:
        cm = ContextManager(
            context_window=window,
            settings=settings,
            store=store,
            scope="bench_quality",
            summarizer=summarizer,
            notifier=_Quiet(),
            clock=lambda: clock[0],
            listener=listen,
        )
        history: list[dict[str, Any]] = []
        for message in session.messages:
            if message.get("role") == "assistant":
                try:
                    sent = cm.prepare(history)
                    used = cm.estimate(sent)
                    while used > window:
                        sent = cm.recover(sent, SimulatedOverflow(used, window))
                        used = cm.estimate(sent)
                except ContextOverflowUnrecoverable:
                    sent = history
                    used = cm.estimate(sent)
                history = sent
                cm.observe_usage(
                    input_tokens=used, output_tokens=cm.estimate([message]), messages=history
                )
                clock[0] += STEP_MS
            history.append(message)
        msgs = get_adapter("openai").load(history)
        outcome = summarize_history(
            to_entries(msgs),
            summarizer,
            cm._summary_settings(),
            headings=prompts.FIVE_SECTION_HEADINGS,
            instructions=prompts.FIVE_SECTION_PROMPT,
        )
    finally:
        store.close()
    return prompts.summary_memory(outcome.text), made


def all_sessions(corpus: bool = True, only: str | None = None) -> list[Session]:
    found = generated.sessions()
    if corpus:
        from bench.harness.corpus import transcripts

        for t in transcripts("openai"):
            found.append(Session(t.id, t.messages, probes.corpus_truth(t.messages)))
    return [s for s in found if only is None or only in s.id]


def evaluate(
    sessions: Sequence[Session],
    windows: Sequence[int],
    summarizers: dict[str, Callable[[], Summarizer]],
    progress: Callable[[Result], None] = lambda r: None,
) -> list[Result]:
    results: list[Result] = []
    with tempfile.TemporaryDirectory(prefix="bench-quality-") as tmp:
        for name, make in summarizers.items():
            for window in windows:
                for k, session in enumerate(sessions):
                    url = f"sqlite:///{Path(tmp) / f'{name}-{window}-{k}.db'}"
                    started = time.perf_counter()
                    try:
                        final, made = replay(session, window, make(), url)
                    except SummaryError as exc:
                        res = Result(session.id, window, name, probes.Score(), error=str(exc))
                    else:
                        structured = name in ("extractive", "model-ours")
                        res = Result(
                            session.id,
                            window,
                            name,
                            probes.score(final, session.truth, structured),
                            len(made),
                        )
                        if structured:
                            for text in [*made, final]:
                                empty, repeated = probes.structure(
                                    text, bool(session.truth.requests)
                                )
                                res.score.empty_sections += empty
                                res.score.repeated += repeated
                    res.seconds = time.perf_counter() - started
                    results.append(res)
                    progress(res)
    return results


def _pct(results: Sequence[Result], kind: str) -> str:
    asked = sum(r.score.asked.get(kind, 0) for r in results)
    hits = sum(r.score.hits.get(kind, 0) for r in results)
    return f"{100 * hits / asked:.0f} % ({hits}/{asked})" if asked else "n/a"


def figures(results: Sequence[Result]) -> dict[str, str]:
    """The done-when figures of a set of results."""

    return {
        "user-request recall": _pct(results, "recall"),
        "harness/injected quoted as requests": str(sum(r.score.harness_quoted for r in results)),
        "edited-file recall": _pct(results, "artifact"),
        "continuation (last open error, remaining tasks)": _pct(results, "continuation"),
        "  of which: last unresolved error present": _pct(results, "open error"),
        "decision (reversed constraint, failed approach)": _pct(results, "decision"),
        "empty sections while a request is open": str(sum(r.score.empty_sections for r in results)),
        "repeated headings or bullets": str(sum(r.score.repeated for r in results)),
    }


def table(results: Sequence[Result]) -> str:
    """Markdown: one row per probe kind, one column per summarizer and window."""
    columns = sorted({(r.summarizer, r.window) for r in results}, key=lambda c: (c[0], c[1]))
    head = "| probe | " + " | ".join(f"{s} {w // 1000}k" for s, w in columns) + " |"
    rule = "|---|" + "---:|" * len(columns)
    rows = [head, rule]
    cells: dict[str, list[str]] = {}
    for s, w in columns:
        group = [r for r in results if (r.summarizer, r.window) == (s, w)]
        for label, value in figures(group).items():
            cells.setdefault(label, []).append(value)
    rows += [f"| {label} | " + " | ".join(values) + " |" for label, values in cells.items()]
    return "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.quality", description=__doc__)
    parser.add_argument("--windows", default=",".join(str(w) for w in WINDOWS))
    parser.add_argument("--no-corpus", action="store_true", help="generated sessions only")
    parser.add_argument("--only", help="sessions whose id contains this")
    parser.add_argument("--model", metavar="URL", help="an OpenAI-compatible base URL (…/v1)")
    parser.add_argument("--model-name", default="default")
    parser.add_argument("--api-key-env", help="environment variable holding the API key")
    parser.add_argument("--misses", action="store_true", help="print what each summary missed")
    args = parser.parse_args(argv)
    windows = [int(w) for w in args.windows.split(",")]
    sessions = all_sessions(not args.no_corpus, args.only)
    from supermemory_local.summarizers import ExtractiveSummarizer

    makers: dict[str, Callable[[], Summarizer]] = {"extractive": ExtractiveSummarizer}
    if args.model:
        key = os.environ.get(args.api_key_env) if args.api_key_env else None
        for variant in ("ours", "opencode", "plain"):
            makers[f"model-{variant}"] = lambda v=variant: VariantSummarizer(
                model=args.model_name, base_url=args.model, api_key=key, variant=v
            )

    def progress(r: Result) -> None:
        print(
            f"{r.summarizer:>14} {r.window // 1000:>3}k {r.session[:44]:<44} "
            f"{r.summaries:>3} summaries {r.seconds:6.1f} s"
            + (f"  ERROR {r.error}" if r.error else ""),
            file=sys.stderr,
        )
        if args.misses:
            for miss in r.score.missed:
                print(f"      missed {miss}", file=sys.stderr)

    started = time.perf_counter()
    results = evaluate(sessions, windows, makers, progress)
    print(
        f"\n{len(sessions)} sessions ({sum(1 for s in sessions if s.id.startswith('generated'))}"
        f" generated), windows {', '.join(f'{w // 1000}k' for w in windows)}, "
        f"{time.perf_counter() - started:.0f} s; median per replay "
        f"{statistics.median(r.seconds for r in results):.2f} s\n"
    )
    print(table(results))
    return 0


__all__ = ["Result", "Truth", "all_sessions", "evaluate", "figures", "main", "replay", "table"]
