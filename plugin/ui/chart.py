"""A session's timeline as SVG, rendered on the server (no script: the page's
Content-Security-Policy allows none).

Usage against the window over the session's steps: a line through each model call's
input tokens, the 80 % threshold and 75 % headroom lines, and one marker per step
(``g.marker``, with a ``<title>`` the browser shows on hover). Every text in it is
escaped; the rows hold ids, sizes and names only anyway.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from supermemory_local.store.events import CALL, STEP_LABELS, Event

WIDTH = 960
HEIGHT = 320
PAD_LEFT = 64
PAD_RIGHT = 16
PAD_TOP = 16
PAD_BOTTOM = 36
THRESHOLD_SHARE = 0.8
HEADROOM_SHARE = 0.75


@dataclass(frozen=True)
class Marker:
    event: Event
    x: float
    y: float

    @property
    def symbol(self) -> str:
        return STEP_LABELS.get(self.event.kind, ("*", self.event.kind))[0]

    @property
    def words(self) -> str:
        return STEP_LABELS.get(self.event.kind, ("*", self.event.kind))[1]


def render(events: list[Event]) -> str:
    """The ``<svg>`` element of a timeline (an empty string for no events)."""
    calls = [e for e in events if e.kind == CALL and (e.input_reported or e.input_estimated)]
    steps = [e for e in events if e.kind != CALL]
    if not calls and not steps:
        return ""
    window = max((e.context_window or 0 for e in events), default=0)
    usage = [(e.step, int(e.input_reported or e.input_estimated or 0)) for e in calls]
    heights = [_height(e, usage) for e in steps]
    top = max([window, *(u for _, u in usage), *heights]) * 1.04 or 1.0
    xs = [s for s, _ in usage] + [e.step for e in steps]
    first, last = min(xs), max(xs)
    span = max(last - first, 1)
    inner_w = WIDTH - PAD_LEFT - PAD_RIGHT
    inner_h = HEIGHT - PAD_TOP - PAD_BOTTOM

    def sx(step: float) -> float:
        return PAD_LEFT + (step - first) / span * inner_w

    def sy(tokens: float) -> float:
        return PAD_TOP + inner_h - tokens / top * inner_h

    out = [
        f'<svg class="timeline" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'width="{WIDTH}" height="{HEIGHT}" role="img" '
        'aria-label="input tokens per model call against the context window">'
    ]
    # axes and ticks
    base = PAD_TOP + inner_h
    out.append(
        f'<line class="axis" x1="{PAD_LEFT}" y1="{base}" x2="{WIDTH - PAD_RIGHT}" y2="{base}"/>'
    )
    out.append(f'<line class="axis" x1="{PAD_LEFT}" y1="{PAD_TOP}" x2="{PAD_LEFT}" y2="{base}"/>')
    for i in range(5):
        tokens = top / 1.04 * i / 4
        y = sy(tokens)
        right = WIDTH - PAD_RIGHT
        out.append(f'<line class="grid" x1="{PAD_LEFT}" y1="{y:.1f}" x2="{right}" y2="{y:.1f}"/>')
        out.append(
            f'<text class="tick" x="{PAD_LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">'
            f"{tokens / 1000:,.0f}k</text>"
        )
    for i in range(6):
        step = first + span * i / 5
        out.append(
            f'<text class="tick" x="{sx(step):.1f}" y="{base + 16}" text-anchor="middle">'
            f"{round(step)}</text>"
        )
    out.append(
        f'<text class="tick" x="{PAD_LEFT + inner_w / 2:.1f}" y="{HEIGHT - 4}" '
        'text-anchor="middle">step</text>'
    )
    if window:
        for share, cls, name in (
            (THRESHOLD_SHARE, "threshold", "80 % threshold"),
            (HEADROOM_SHARE, "headroom", "75 % headroom"),
        ):
            y = sy(window * share)
            out.append(
                f'<line class="{cls}" x1="{PAD_LEFT}" y1="{y:.1f}" x2="{WIDTH - PAD_RIGHT}" '
                f'y2="{y:.1f}"><title>{name}: {round(window * share):,} tokens</title></line>'
            )
        y = sy(window)
        out.append(
            f'<line class="window" x1="{PAD_LEFT}" y1="{y:.1f}" x2="{WIDTH - PAD_RIGHT}" '
            f'y2="{y:.1f}"><title>window: {window:,} tokens</title></line>'
        )
    if usage:
        drawn = thin(usage, sx, inner_w)
        points = " ".join(f"{sx(s):.1f},{sy(u):.1f}" for s, u in drawn)
        out.append(f'<polyline class="usage" points="{points}"/>')
    for event, height in zip(steps, heights, strict=True):
        marker = Marker(event, sx(event.step), sy(height))
        out.append(_marker(marker))
    out.append("</svg>")
    return "".join(out)


def thin(
    usage: list[tuple[int, int]], sx: Callable[[float], float], width: float
) -> list[tuple[int, int]]:
    """At most the lowest and the highest point of each pixel column, in step order,
    once there are more points than twice the columns: the same line to the eye (every
    peak and every drop kept), a third of the SVG for a 5,000-call session."""
    if len(usage) <= 2 * width:
        return usage
    columns: dict[int, list[tuple[int, int]]] = {}
    for point in usage:
        columns.setdefault(int(sx(point[0])), []).append(point)
    out: list[tuple[int, int]] = []
    for column in sorted(columns):
        points = columns[column]
        low = min(points, key=lambda p: p[1])
        high = max(points, key=lambda p: p[1])
        out.extend(sorted({low, high}))
    return out


def _height(event: Event, usage: list[tuple[int, int]]) -> int:
    if event.tokens_before is not None:
        return event.tokens_before
    before = [u for s, u in usage if s <= event.step]
    if before:
        return before[-1]
    return usage[0][1] if usage else 0


def _marker(m: Marker) -> str:
    e = m.event
    what = f"step {e.step}: {m.symbol} {m.words}"
    if e.tokens_before is not None and e.tokens_after is not None:
        what += f", {e.tokens_before:,} → {e.tokens_after:,} tokens"
    if e.messages_removed:
        what += f", {e.messages_removed} messages removed"
    if e.memory_id:
        what += f", saved {e.memory_id}"
    kind = escape(e.kind, quote=True)
    return (
        f'<g class="marker" data-kind="{kind}" data-step="{e.step}">'
        f"<title>{escape(what)}</title>"
        f'<circle cx="{m.x:.1f}" cy="{m.y:.1f}" r="8"/>'
        f'<text x="{m.x:.1f}" y="{m.y + 4:.1f}" text-anchor="middle">{escape(m.symbol)}</text>'
        "</g>"
    )
