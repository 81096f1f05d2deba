"""``supermemory demo``: replay a long coding session and watch the cascade work.

The bundled session (``plugin/data/demo_session.json.gz``, made by
``scripts/make_demo_session.py``) is fed to a :class:`ContextManager` one message at a
time, the way an agent loop would: before each assistant turn ``prepare()``, then a
simulated model call whose usage is the estimate of what was sent plus a little
seeded noise, reported with ``observe_usage()``; a call over the window is a context
overflow and goes through ``recover()``. Everything runs offline on the user's
settings: the default store, the extractive summarizer (no model, whatever the
config says) and the project scope of the current directory. It ends by showing the saved memory
the way ``supermemory list --scope project --limit 1`` does.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import TYPE_CHECKING, Any, Protocol

from supermemory_local.store.cli_parser import PROG as CLI
from supermemory_local.store.cli_parser import Parser

if TYPE_CHECKING:
    from supermemory_local.engine.manager import EngineEvent
    from supermemory_local.hosts.library import ContextManager
    from supermemory_local.store.repository import Memory

PROG = f"{CLI} demo"
DEMO_WINDOW = 128_000
DEMO_MODEL = "demo-model-128k"
SESSION_FILE = "demo_session.json.gz"
STEP_MS = 20_000  # simulated time one model call takes (the trigger's cooldown sees it)
USAGE_NOISE = (-0.02, 0.03)  # provider counts differ a little from the estimate
# Pauses at --speed 1 (seconds), so that a full replay takes a few seconds and the
# rare events can be read: per message, per routine strategy, per notable event.
BASE_DELAY_S = 0.001
ROUTINE_DELAY_S = 0.006
NOTABLE_DELAY_S = 0.2
NOTICE_DELAY_S = 0.4
ROUTINE_STRATEGIES = ("truncate_tool_result", "compact_old_tool_results")
STRATEGY_LABELS = {
    "truncate_tool_result": "① truncate tool result",
    "compact_old_tool_results": "② compact old tool results",
    "prune_history": "③ prune history",
    "full_summary": "④ full summary",
    "preemptive_summary": "preemptive compaction",
}
LOG_STYLES = {
    "notice": "bold yellow",
    "summary_saved": "green",
    "overflow": "red",
    "gave_up": "bold red",
}


class DemoError(Exception):
    """The demo cannot run; the message says why in one line."""


class SimulatedOverflow(Exception):
    """What the simulated model raises when a request is over its window."""

    def __init__(self, used: int, window: int) -> None:
        super().__init__(
            f"This model's maximum context length is {window} tokens. However, your messages "
            f"resulted in {used} tokens. code: context_length_exceeded"
        )
        self.used = used


def load_session() -> list[dict[str, Any]]:
    """The bundled session: a list of OpenAI Chat Completions messages."""
    data = resources.files("supermemory_local").joinpath("data", SESSION_FILE).read_bytes()
    messages = json.loads(gzip.decompress(data))
    if not isinstance(messages, list):
        raise DemoError(f"{SESSION_FILE}: expected a list of messages")
    return messages


# ---------------------------------------------------------------------------
# What the replay reports, independent of how it is shown.


@dataclass(frozen=True)
class Line:
    """One thing worth showing: a strategy, a notice, an overflow, a saved memory."""

    step: int
    kind: str  # strategy | notice | overflow | summary_saved | gave_up
    text: str
    data: dict[str, Any] = field(default_factory=dict)


class View(Protocol):
    def start(self, total: int, window: int, store_url: str) -> None: ...
    def step(self, index: int, usage: int) -> None: ...
    def line(self, line: Line) -> None: ...
    def finish(self, result: ReplayResult) -> None: ...


@dataclass
class ReplayResult:
    replayed: int = 0
    model_calls: int = 0
    overflows: int = 0
    compactions: int = 0
    final_tokens: int = 0
    memories: list[Memory] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    error: str | None = None
    session_id: str = ""  # its events: `supermemory sessions show SESSION_ID`


def describe(event: EngineEvent, step: int) -> Line | None:
    """The line for an engine event (None: not shown, e.g. usage)."""
    if event.kind == "strategy" and event.strategy is not None:
        r = event.strategy
        label = STRATEGY_LABELS.get(r.name, r.name)
        what = "; ".join(r.details)
        text = (
            f"{label}: {r.tokens_before:,} -> {r.tokens_after:,} tokens, "
            f"{r.messages_before} -> {r.messages_after} messages" + (f" ({what})" if what else "")
        )
        return Line(step, "strategy", text, r.report())
    if event.kind == "notice" and event.notice is not None:
        n = event.notice
        return Line(
            step, "notice", str(n), {"title": n.title, "message": n.message, "variant": n.variant}
        )
    if event.kind == "summary_saved" and event.memory is not None:
        m = event.memory
        text = (
            f"summary saved as memory {m.id} ({m.type}, scope {m.scope}, {len(m.content):,} chars)"
        )
        return Line(step, "summary_saved", text, {"id": m.id, "scope": m.scope, "type": m.type})
    if event.kind == "overflow":
        return Line(
            step,
            "overflow",
            f"context overflow, recovering ({event.detail})",
            {"detail": event.detail},
        )
    if event.kind == "gave_up":
        return Line(step, "gave_up", f"gave up: {event.detail}", {"detail": event.detail})
    return None


# ---------------------------------------------------------------------------
# The replay: an agent loop over the recorded session with a simulated model.


@dataclass
class Replay:
    session: list[dict[str, Any]]
    manager_factory: Callable[[Callable[[EngineEvent], None], Callable[[], float]], ContextManager]
    view: View
    window: int = DEMO_WINDOW
    seed: int = 0
    pause: Callable[[float], None] = time.sleep
    speed: float = 1.0

    def run(self) -> ReplayResult:
        result = ReplayResult()
        rng = random.Random(self.seed)
        clock_ms = 0.0  # the closures below read these as the loop moves them on
        current = 0

        def on_event(event: EngineEvent) -> None:
            line = describe(event, current)
            if event.kind == "summary_saved" and event.memory is not None:
                result.memories.append(event.memory)
            if line is None:
                return
            if line.kind == "overflow":
                result.overflows += 1
            result.lines.append(line)
            self.view.line(line)
            self._sleep(_pause_after(line))

        from supermemory_local.engine.manager import ContextOverflowUnrecoverable

        cm = self.manager_factory(on_event, lambda: clock_ms)
        # The event record numbers the calls as this log does: by message.
        cm.events.position = lambda: current
        result.session_id = cm.session_id
        history: list[dict[str, Any]] = []
        usage = 0
        try:
            for index, message in enumerate(self.session, 1):
                current = index
                if message.get("role") == "assistant":
                    history, usage = self._model_call(cm, history, rng)
                    result.model_calls += 1
                    clock_ms += STEP_MS
                    output = cm.estimate([message])
                    cm.observe_usage(input_tokens=usage, output_tokens=output, messages=history)
                history.append(message)
                result.replayed = index
                self.view.step(index, usage)
                self._sleep(BASE_DELAY_S)
        except ContextOverflowUnrecoverable as exc:
            result.error = str(exc)
        else:
            session_end_summary(cm, history)  # the listener sees its summary_saved
        cm.events.flush()
        result.compactions = sum(
            1
            for line in result.lines
            if line.kind == "notice" and line.data.get("variant") == "warning"
        )
        result.final_tokens = cm.estimate(history)
        return result

    def _model_call(
        self, cm: ContextManager, history: list[dict[str, Any]], rng: random.Random
    ) -> tuple[list[dict[str, Any]], int]:
        """prepare(), then 'send': an overflow goes through recover() until it fits."""
        sent = cm.prepare(history)
        used = self._provider_usage(cm, sent, rng)
        while used > self.window:
            sent = cm.recover(sent, SimulatedOverflow(used, self.window))
            used = self._provider_usage(cm, sent, rng)
        return sent, used

    @staticmethod
    def _provider_usage(cm: ContextManager, sent: list[dict[str, Any]], rng: random.Random) -> int:
        """The simulated provider's count: its own fixed tokenizer (the engine's base
        densities, never calibrated) with a little noise. Counting with the engine's
        calibrated estimate instead would feed each report back into the calibration
        and let the fitted hidden overhead ratchet up with the noise."""
        from supermemory_local.engine.adapters import get_adapter
        from supermemory_local.engine.tokens import TokenEstimator

        counted = TokenEstimator(cm.settings).count(get_adapter(cm.fmt).load(sent))
        return round(counted * (1 + rng.uniform(*USAGE_NOISE)))

    def _sleep(self, seconds: float) -> None:
        if self.speed > 0:
            self.pause(seconds / self.speed)


def session_end_summary(cm: ContextManager, history: list[dict[str, Any]]) -> Memory | None:
    """The summary of the whole session when it ends, saved like a compaction's, so the
    next session starts from everything the user asked (the last requests came after
    the last compaction). It is saved by the manager's keeper, through the conversation
    core (``hosts/library.py``), which tells the listener. The history is loaded afresh,
    as the demo always did (``cm.close(history)`` would load it through the session's
    state, which also knows the messages pinned on the way, and summarize those too).
    None when nothing is saved."""
    from supermemory_local.engine import prompts
    from supermemory_local.engine.adapters import get_adapter
    from supermemory_local.engine.full_summary import summarize_history
    from supermemory_local.engine.messages import to_entries
    from supermemory_local.summarizers import ExtractiveSummarizer

    if cm.keeper is None:
        return None
    outcome = summarize_history(
        to_entries(get_adapter(cm.fmt).load(history)),
        cm.summarizer or ExtractiveSummarizer(chars_per_token=cm.settings.chars_per_token),
        cm._summary_settings(),
        headings=prompts.FIVE_SECTION_HEADINGS,
        instructions=prompts.FIVE_SECTION_PROMPT,
    )
    return cm.keeper.save(
        outcome, prompts.FIVE_SECTION_HEADINGS, "session_end", cm.estimate(history)
    )


def _pause_after(line: Line) -> float:
    if line.kind == "notice":
        return NOTICE_DELAY_S
    if line.kind == "strategy" and line.data["strategy"] in ROUTINE_STRATEGIES:
        return ROUTINE_DELAY_S
    return NOTABLE_DELAY_S


# ---------------------------------------------------------------------------
# Views: plain lines (tests, pipes), a rich Live view (terminals), JSON.


@dataclass
class PlainView:
    out: Any = field(default_factory=lambda: sys.stdout)

    def start(self, total: int, window: int, store_url: str) -> None:
        print(
            f"Replaying a {total}-message coding session (window {window:,} tokens)", file=self.out
        )
        print(f"Summaries are saved to {store_url}", file=self.out)

    def step(self, index: int, usage: int) -> None:
        pass

    def line(self, line: Line) -> None:
        print(f"[step {line.step:>3}] {line.text}", file=self.out, flush=True)

    def finish(self, result: ReplayResult) -> None:
        print(_closing(result), file=self.out)


@dataclass
class JsonView:
    """Collects everything and prints one JSON document at the end."""

    out: Any = field(default_factory=lambda: sys.stdout)
    window: int = DEMO_WINDOW
    total: int = 0

    def start(self, total: int, window: int, store_url: str) -> None:
        self.total, self.window = total, window

    def step(self, index: int, usage: int) -> None:
        pass

    def line(self, line: Line) -> None:
        pass

    def finish(self, result: ReplayResult) -> None:
        doc = {
            "messages": self.total,
            "replayed": result.replayed,
            "window": self.window,
            "model_calls": result.model_calls,
            "overflows": result.overflows,
            "compactions": result.compactions,
            "final_tokens": result.final_tokens,
            "events": [
                {"step": x.step, "kind": x.kind, "text": x.text, **x.data} for x in result.lines
            ],
            "memories": [m.to_json() for m in result.memories],
            "error": result.error,
            "session_id": result.session_id,
        }
        json.dump(doc, self.out, ensure_ascii=False, indent=2)
        self.out.write("\n")


class LiveView:
    """A rich ``Live`` panel: gauge, step counter, the log of strategies and notices."""

    LOG_LINES = 14

    def __init__(self) -> None:
        from rich.console import Console
        from rich.live import Live

        self.console = Console()
        self.live = Live(console=self.console, refresh_per_second=20, transient=False)
        self.total = 0
        self.window = DEMO_WINDOW
        self.index = 0
        self.usage = 0
        self.log: list[Line] = []
        self.header = ""

    def start(self, total: int, window: int, store_url: str) -> None:
        self.total, self.window = total, window
        self.header = (
            f"Replaying a {total}-message coding session · window {window:,} tokens"
            f" · store {store_url}"
        )
        self.live.start()
        self._refresh()

    def step(self, index: int, usage: int) -> None:
        self.index, self.usage = index, usage
        self._refresh()

    def line(self, line: Line) -> None:
        self.log.append(line)
        self._refresh()

    def finish(self, result: ReplayResult) -> None:
        self._refresh()
        self.live.stop()
        self.console.print(_closing(result), highlight=False)

    def _refresh(self) -> None:
        self.live.update(self._render())

    def _render(self) -> Any:
        from rich.console import Group
        from rich.panel import Panel
        from rich.progress_bar import ProgressBar
        from rich.table import Table
        from rich.text import Text

        ratio = self.usage / self.window if self.window else 0.0
        color = "green" if ratio < 0.75 else "yellow" if ratio < 0.8 else "red"
        gauge = Table.grid(padding=(0, 1))
        gauge.add_row(
            Text("context", style="bold"),
            ProgressBar(
                total=self.window,
                completed=min(self.usage, self.window),
                width=40,
                complete_style=color,
                finished_style="red",
            ),
            Text(f"{ratio:4.0%}", style=f"bold {color}"),
            Text(f"{self.usage:,} / {self.window:,} tokens"),
        )
        counter = Text(f"step {self.index} / {self.total}", style="dim")
        log = Table.grid(padding=(0, 1))
        for item in self.log[-self.LOG_LINES :]:
            style = LOG_STYLES.get(item.kind, "")
            if item.kind == "notice" and item.data.get("variant") == "success":
                style = "bold green"
            wrap = item.kind == "notice"  # notices in full; the rest on one line each
            text = Text(
                item.text, style=style, no_wrap=not wrap, overflow="fold" if wrap else "ellipsis"
            )
            log.add_row(Text(f"{item.step:>3}", style="dim"), text)
        parts: list[Any] = [Text(self.header, style="bold"), gauge, counter, Text("")]
        parts.append(log if self.log else Text("waiting for the first strategy…", style="dim"))
        return Panel(Group(*parts), title="supermemory demo", border_style="blue")


def _closing(result: ReplayResult) -> str:
    if result.error:
        return f"Stopped at message {result.replayed}: {result.error}"
    return (
        f"Done: {result.replayed} messages, {result.model_calls} model calls, "
        f"{result.compactions} preemptive compaction(s), {result.overflows} overflow(s) recovered, "
        f"{len(result.memories)} summary memory(ies) saved; the context ends at "
        f"{result.final_tokens:,} tokens."
    )


# ---------------------------------------------------------------------------
# The command.


def build_parser() -> argparse.ArgumentParser:
    p = Parser(
        prog=PROG,
        description="Replay a long coding session through the compaction cascade, offline.",
    )
    p.add_argument(
        "--speed",
        type=float,
        default=1.0,
        metavar="FACTOR",
        help="replay speed; 2 is twice as fast, 0 skips all pauses (default 1)",
    )
    p.add_argument(
        "--no-live",
        action="store_true",
        help="plain lines instead of the live view (automatic when not a terminal)",
    )
    p.add_argument("--json", action="store_true", help="one JSON document with every event")
    p.add_argument(
        "--window",
        type=int,
        default=DEMO_WINDOW,
        metavar="TOKENS",
        help=f"the simulated model's context window (default {DEMO_WINDOW:,})",
    )
    p.add_argument(
        "--database-url", metavar="URL", help="save summaries here instead of the default store"
    )
    p.add_argument("--seed", type=int, default=0, help="seed of the simulated usage noise")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.window < 1_000:
        parser.error(f"argument --window: must be at least 1000 tokens, got {args.window}")
    try:
        return _run(args)
    except DemoError as exc:
        print(f"{CLI}: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"{CLI}: interrupted", file=sys.stderr)
        return 130


def _run(args: argparse.Namespace) -> int:
    from supermemory_local.engine.notifier import RecordingNotifier
    from supermemory_local.hosts.library import ContextManager
    from supermemory_local.store.cli_context import load_config_reporting
    from supermemory_local.store.repository import MemoryStore
    from supermemory_local.store.scopes import project_root, project_scope
    from supermemory_local.summarizers import ExtractiveSummarizer

    settings = load_config_reporting(None, on_error="warn").settings
    session = load_session()
    live = not (args.no_live or args.json) and sys.stdout.isatty()
    view: View = JsonView() if args.json else LiveView() if live else PlainView()
    speed = args.speed if live else 0.0
    with MemoryStore.open(settings, url=args.database_url) as store:
        scope = project_scope(project_root())

        def factory(
            listener: Callable[[EngineEvent], None], clock: Callable[[], float]
        ) -> ContextManager:
            return ContextManager(
                context_window=args.window,
                settings=settings,
                session_id=f"ses_demo_{uuid.uuid4().hex[:12]}",
                model=DEMO_MODEL,
                store=store,
                scope=scope,
                # Offline whatever the config says: the demo never calls a model.
                summarizer=ExtractiveSummarizer(chars_per_token=settings.chars_per_token),
                notifier=RecordingNotifier(),
                clock=clock,
                listener=listener,
            )

        view.start(len(session), args.window, store.url)
        replay = Replay(session, factory, view, window=args.window, seed=args.seed, speed=speed)
        try:
            result = replay.run()
        finally:
            if isinstance(view, LiveView):
                view.live.stop()  # restores the cursor even on Ctrl-C; a no-op when stopped
        view.finish(result)
    if args.json:
        return 1 if result.error else 0
    sys.stdout.flush()
    if result.memories:
        print()
        print("The saved summary (supermemory list --scope project --limit 1):", flush=True)
        _show_latest(args.database_url)
        print(f"\nThe whole summary: supermemory show {result.memories[-1].id}")
    if result.session_id:
        print(f"What happened to its context: supermemory sessions show {result.session_id}")
    return 1 if result.error else 0


def _show_latest(database_url: str | None) -> None:
    from supermemory_local.store.cli import main as cli_main

    argv = ["list", "--scope", "project", "--limit", "1"]
    if database_url:
        argv = ["--database-url", database_url, *argv]
    cli_main(argv)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
