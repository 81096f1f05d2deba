"""``supermemory sessions``: the sessions in the event record, and one session's timeline.

``sessions`` lists them (project, host, start, calls, compactions); ``sessions show ID``
draws the input tokens of each model call against the window, the 80 % threshold and
75 % headroom lines and a marker per step (plotext), then lists the steps. The rows
hold ids and sizes only (:mod:`supermemory_local.store.events`).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

from supermemory_local.store.cli_context import CliError, Context, isatty
from supermemory_local.store.cli_parser import add_json_option
from supermemory_local.store.cli_render import print_json

if TYPE_CHECKING:
    from supermemory_local.store.events import Event, EventLog, SessionSummary

THRESHOLD_SHARE = 0.8  # the preemptive compaction's default trigger (docs/CONTRACT.md)
HEADROOM_SHARE = 0.75  # ② compacts old tool results above it
CHART_WIDTH = 100
CHART_HEIGHT = 24


def add_sessions_command(
    parser: argparse.ArgumentParser, parents: list[Any], positive_int: Callable[[str], int]
) -> None:
    parser.add_argument(
        "--scope",
        default="all",
        metavar="SCOPE",
        help="project, user, all or a literal scope tag (default: all)",
    )
    parser.add_argument(
        "-n", "--limit", type=positive_int, default=30, help="how many (default: 30)"
    )
    add_json_option(parser)
    parser.set_defaults(func=cmd_sessions)
    sub = parser.add_subparsers(dest="action", metavar="ACTION")
    help_ = "one session's timeline: usage against the window, and each step"
    p = sub.add_parser("show", help=help_, description=help_, parents=parents)
    p.add_argument("id", metavar="ID", help="a session id (or its unique start)")
    add_json_option(p)
    p.set_defaults(func=cmd_session_show)


def cmd_sessions(ctx: Context) -> int:
    a = ctx.args
    from contextlib import suppress

    from supermemory_local.store.errors import StoreError

    log = ctx.store().events
    # eventRetentionDays, before listing; a role that may only read lists unpruned rows
    with suppress(StoreError):
        log.expire()
    found = log.sessions(scope=ctx.scope(a.scope), limit=a.limit)
    if ctx.output_format() == "json":
        print_json({"sessions": [s.to_json() for s in found]}, ctx.out)
        return 0
    if not found:
        ctx.out.write(
            "no sessions recorded yet (a session's events are stored from its first model "
            "call; try `supermemory demo`)\n"
        )
        return 0
    _print_sessions(found, ctx.out)
    return 0


def _print_sessions(found: list[SessionSummary], out: TextIO) -> None:
    head = ("SESSION", "PROJECT", "HOST", "STARTED (UTC)", "CALLS", "COMPACTIONS", "STEPS")
    rows = [
        (
            s.session_id,
            s.scope or "-",
            s.host,
            s.started.strftime("%Y-%m-%d %H:%M"),
            f"{s.calls:,}",
            str(s.compactions),
            str(s.steps),
        )
        for s in found
    ]
    widths = [max(len(r[i]) for r in (head, *rows)) for i in range(len(head))]
    for row in (head, *rows):
        pairs = enumerate(zip(row, widths, strict=True))
        cells = [c.rjust(w) if i >= 4 else c.ljust(w) for i, (c, w) in pairs]
        out.write("  ".join(cells).rstrip() + "\n")


def resolve_session(log: EventLog, given: str) -> str:
    """The session id ``given`` names: itself, or the one session it starts."""
    matches = log.find_sessions(given, limit=5)
    if given in matches:
        return given
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise CliError(f"no session {given!r} in the event record (see `supermemory sessions`)")
    raise CliError(f"{given!r} starts {len(matches)} or more sessions: {', '.join(matches[:3])}, …")


def cmd_session_show(ctx: Context) -> int:
    log = ctx.store().events
    session_id = resolve_session(log, ctx.args.id)
    events = log.timeline(session_id)
    summary = next(iter(log.sessions_of([session_id])), None)
    if ctx.output_format() == "json":
        print_json(
            {
                "session": summary.to_json() if summary else {"session_id": session_id},
                "events": [e.to_json() for e in events],
            },
            ctx.out,
        )
        return 0
    out = ctx.out
    if summary is not None:
        window = max((e.context_window or 0 for e in events), default=0)
        out.write(
            f"Session {session_id} · project {summary.scope or '-'} · {summary.host}"
            + (f" · {summary.model}" if summary.model else "")
            + (f" · window {window:,} tokens" if window else "")
            + "\n"
        )
        out.write(
            f"started {summary.started:%Y-%m-%d %H:%M:%S} UTC · {summary.calls:,} model calls · "
            f"{summary.compactions} compaction(s) · {summary.steps} step(s)\n"
        )
    chart = render_chart(events, color=isatty(out))
    if chart:
        out.write(chart + "\n")
    _print_steps(events, out)
    return 0


def _print_steps(events: list[Event], out: TextIO) -> None:
    from supermemory_local.store.events import CALL, label

    steps = [e for e in events if e.kind != CALL]
    if not steps:
        out.write("no steps: nothing was compacted in this session\n")
        return
    out.write(f"{'STEP':>6}  {'WHAT':<28}  {'TOKENS':<19}  {'REMOVED':>7}  MEMORY\n")
    for e in steps:
        tokens = (
            f"{e.tokens_before:,} -> {e.tokens_after:,}"
            if e.tokens_before is not None and e.tokens_after is not None
            else ""
        )
        removed = "" if e.messages_removed is None else str(e.messages_removed)
        line = f"{e.step:>6}  {label(e.kind):<28}  {tokens:<19}  {removed:>7}  {e.memory_id or ''}"
        out.write(line.rstrip() + "\n")


def usage_points(events: list[Event]) -> tuple[list[int], list[int]]:
    """(step, input tokens) of each model call: the reported count, else the estimate."""
    from supermemory_local.store.events import CALL

    xs: list[int] = []
    ys: list[int] = []
    for e in events:
        tokens = e.input_reported if e.input_reported else e.input_estimated
        if e.kind == CALL and tokens is not None:
            xs.append(e.step)
            ys.append(tokens)
    return xs, ys


def render_chart(events: list[Event], *, color: bool = False) -> str:
    """The terminal chart (plotext): usage, the two lines, one marker per step, and
    the legend under it (plotext's own sits on the data)."""
    import plotext as plt

    from supermemory_local.store.events import CALL, STEP_LABELS

    xs, ys = usage_points(events)
    steps = [e for e in events if e.kind != CALL]
    if not xs and not steps:
        return ""
    window = max((e.context_window or 0 for e in events), default=0)
    heights = [_marker_height(e, xs, ys) for e in steps]
    first = min([*xs, *(e.step for e in steps)])
    last = max([*xs, *(e.step for e in steps)])
    top = max([window, *ys, *heights]) or 1
    plt.clear_figure()
    plt.plotsize(CHART_WIDTH, CHART_HEIGHT)
    plt.theme("clear")
    legend = []
    if xs:
        plt.plot(xs, ys, marker="braille")
        legend.append("⣿ input tokens per call")
    if window:
        for share, mark, name in (
            (THRESHOLD_SHARE, "─", "80 % threshold"),
            (HEADROOM_SHARE, "·", "75 % headroom"),
        ):
            plt.plot([first, last], [window * share] * 2, marker=mark)
            legend.append(f"{mark} {name}")
    for kind in dict.fromkeys(e.kind for e in steps):
        symbol, words = STEP_LABELS.get(kind, ("*", kind))
        mine = [(e.step, h) for e, h in zip(steps, heights, strict=True) if e.kind == kind]
        plt.scatter([x for x, _ in mine], [y for _, y in mine], marker=symbol)
        legend.append(f"{symbol} {words} ({len(mine)})")
    plt.ylim(0, top * 1.02)
    ticks = [round(top * i / 4) for i in range(5)]
    plt.yticks(ticks, [f"{t / 1000:,.0f}k" for t in ticks])
    xticks = sorted({round(first + (last - first) * i / 5) for i in range(6)})
    plt.xticks(xticks, [str(x) for x in xticks])
    plt.xlabel("step")
    plt.title(f"input tokens per model call, window {window:,}" if window else "input tokens")
    text = str(plt.build())
    plt.clear_figure()
    if not color:
        text = str(plt.uncolorize(text))
    lines: list[str] = [""]
    for item in legend:
        if lines[-1] and len(lines[-1]) + 3 + len(item) > CHART_WIDTH:
            lines.append("")
        lines[-1] = f"{lines[-1]}   {item}" if lines[-1] else item
    return text.rstrip() + "\n" + "\n".join(lines) + "\n"


def _marker_height(event: Event, xs: list[int], ys: list[int]) -> int:
    """Where a step's marker sits: the tokens it started from, else the call's usage."""
    if event.tokens_before is not None:
        return event.tokens_before
    if xs:
        from bisect import bisect_left

        i = min(bisect_left(xs, event.step), len(xs) - 1)
        return ys[i]
    return 0
