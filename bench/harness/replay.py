"""Replaying real transcripts the way an agent loop (or OpenCode) calls the engine.

Shared by ``bench/corpus_bench.py`` (all of the corpus, every window, figures) and
the fast corpus tests (a deterministic subset, the invariants only).

- :class:`Provider` counts a request with a real tokenizer (cl100k), adds what a
  real provider also counts (a system prompt and tool schemas the engine may not
  see, and per-message framing), and raises :class:`Overflow` above its window.
- :func:`replay_engine` feeds a transcript to a :class:`ContextManager` one model
  turn at a time: ``prepare()``, the provider call, ``recover()`` on an overflow,
  ``observe_usage()`` with the reported usage; the caller keeps each call's output
  as its history (the loop of the manager's docstring).
- :func:`replay_bridge` does the same through the OpenCode bridge: the transcript as
  OpenCode ``{info, parts}`` messages, ``transform`` before every call (its edits
  applied to a fresh copy, as OpenCode loads its messages anew each time), the
  usage as a finished assistant ``message.updated`` event.
"""

from __future__ import annotations

import copy
import json
import logging
import math
import statistics
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal

from bench.harness.provider_rules import anthropic_problems, openai_problems
from supermemory_local.config import Settings
from supermemory_local.engine.manager import ContextOverflowUnrecoverable
from supermemory_local.engine.notifier import RecordingNotifier
from supermemory_local.hosts.library import ContextManager

Format = Literal["openai", "anthropic"]
Encode = Callable[[str], int]

# Fields a provider accepts on a message (anything else is a 400 at Anthropic).
OPENAI_FIELDS = frozenset({"role", "content", "tool_calls", "tool_call_id", "name", "refusal"})
ANTHROPIC_FIELDS = frozenset({"role", "content"})
MESSAGE_FRAMING = 4  # tokens a provider adds per message (role, separators)
CALL_FRAMING = 3


@cache
def tokenizer() -> Encode | None:
    """A cl100k token counter: tiktoken when its data is at hand, else quicktok (which
    ships the cl100k vocabulary, so it works offline); None without either."""
    try:
        import tiktoken

        enc = tiktoken.get_encoding("cl100k_base")
        return lambda text: len(enc.encode_ordinary(text))
    except Exception:  # not installed, or its data cannot be fetched offline
        pass
    try:
        import quicktok

        qenc = quicktok.get_encoding("cl100k_base")
        return qenc.count  # type: ignore[no-any-return]
    except Exception:
        return None


class Counter:
    """Tokens of texts, cached (transcripts repeat their texts call after call)."""

    def __init__(self, encode: Encode) -> None:
        self._encode = encode
        self._cache: dict[str, int] = {}

    def __call__(self, text: str) -> int:
        n = self._cache.get(text)
        if n is None:
            n = self._cache[text] = self._encode(text) if text else 0
        return n


def hidden_prompt(kb: float) -> str:
    """A system prompt and tool schemas of about ``kb`` KB (OpenCode's are ~9.5 + ~23.5)."""
    prose = (
        "You are an interactive coding agent. Use the tools available to you to help the "
        "user with software engineering tasks. Keep answers short; prefer editing files "
        "to printing them; run the tests after a change and report what failed. "
    )
    tool = {
        "type": "function",
        "function": {
            "name": "read",
            "description": "Reads a file from the local filesystem. The filePath parameter "
            "must be an absolute path. By default it reads up to 2000 lines starting from "
            "the beginning of the file; an offset and a limit select a range.",
            "parameters": {
                "type": "object",
                "properties": {
                    "filePath": {"type": "string", "description": "The absolute path"},
                    "offset": {"type": "number", "description": "The line to start at"},
                    "limit": {"type": "number", "description": "How many lines to read"},
                },
                "required": ["filePath"],
            },
        },
    }
    size = int(kb * 1000)
    system = (prose * (1 + int(size * 0.3) // len(prose)))[: int(size * 0.3)]
    schemas: list[str] = []
    n = 0
    while sum(map(len, schemas)) < size - len(system):
        entry = copy.deepcopy(tool)
        entry["function"]["name"] = f"tool_{n}"
        schemas.append(json.dumps(entry))
        n += 1
    return system + "\n" + "\n".join(schemas)


class Overflow(Exception):
    """What an OpenAI-compatible client raises on a request over the window."""

    def __init__(self, used: int, window: int) -> None:
        super().__init__(
            f"Error code: 400 - This model's maximum context length is {window} tokens. "
            f"However, your messages resulted in {used} tokens. code: context_length_exceeded"
        )
        self.used = used

    def with_text(self, text: str) -> Overflow:
        Exception.__init__(self, text)
        self.used = 0
        return self


@dataclass
class Provider:
    window: int
    fmt: Format
    count: Counter
    hidden_text: str = ""  # system prompt and tool schemas the engine is not given

    def __post_init__(self) -> None:
        self.hidden = self.count(self.hidden_text) + (MESSAGE_FRAMING if self.hidden_text else 0)

    def tokens(self, messages: Sequence[Mapping[str, Any]], system: Any = None) -> int:
        total = self.hidden + self.tokens_of_system(system)
        for m in messages:
            total += self.message_tokens(m)
        return total

    def tokens_of_system(self, system: Any) -> int:
        if system is None:
            return 0
        return MESSAGE_FRAMING + self.count(_text(system))

    def message_tokens(self, m: Mapping[str, Any]) -> int:
        total = MESSAGE_FRAMING + self.count(_text(m.get("content")))
        for call in m.get("tool_calls") or ():
            fn = call.get("function") or {}
            total += CALL_FRAMING + self.count(str(fn.get("name") or ""))
            total += self.count(str(fn.get("arguments") or ""))
        content = m.get("content")
        if isinstance(content, list):
            for block in content:
                if isinstance(block, Mapping) and block.get("type") == "tool_use":
                    total += CALL_FRAMING + self.count(str(block.get("name") or ""))
                    total += self.count(json.dumps(block.get("input", {}), ensure_ascii=False))
        return total

    def call(self, messages: Sequence[Mapping[str, Any]], system: Any = None) -> int:
        used = self.tokens(messages, system)
        if used > self.window:
            raise Overflow(used, self.window)
        return used


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        out = []
        for part in content:
            if isinstance(part, str):
                out.append(part)
            elif isinstance(part, Mapping):
                if isinstance(part.get("text"), str):
                    out.append(part["text"])
                elif part.get("type") == "tool_result":
                    out.append(_text(part.get("content")))
        return "\n".join(out)
    return ""


def violations(messages: Sequence[Mapping[str, Any]], fmt: Format) -> list[str]:
    """What a provider would reject: pairing rules and fields it does not know."""
    problems = openai_problems(messages) if fmt == "openai" else anthropic_problems(messages)
    allowed = OPENAI_FIELDS if fmt == "openai" else ANTHROPIC_FIELDS
    for i, m in enumerate(messages):
        unknown = set(m) - allowed
        if unknown:
            problems.append(f"#{i}: unknown field(s) {sorted(unknown)}")
    return problems


def common_prefix(a: Sequence[Mapping[str, Any]], b: Sequence[Mapping[str, Any]]) -> int:
    """How many leading messages two requests share, byte for byte."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x is not y and json.dumps(x, sort_keys=True) != json.dumps(y, sort_keys=True):
            break
        n += 1
    return n


@dataclass
class Replay:
    """What one transcript's replay measured."""

    calls: int = 0
    violations: list[str] = field(default_factory=list)
    gave_up: int = 0
    overflows: int = 0  # requests the provider rejected
    unavoidable: int = 0  # ... where the newest message alone did not fit
    errors: list[float] = field(default_factory=list)  # calibrated estimate vs reported
    first_errors: list[float] = field(default_factory=list)  # before any report
    prefix_changes: int = 0
    times_ms: list[float] = field(default_factory=list)
    original_tokens: int = 0  # the provider's count of the whole transcript
    sent_tokens: int = 0  # ... of the last request
    layer1_below_half: int = 0  # Layer 1 edits while the request was under 50 % (bridge)


def turns(messages: Sequence[Mapping[str, Any]]) -> Iterable[int]:
    """Indices of the assistant messages: each is a model call with what came before."""
    for i, m in enumerate(messages):
        if m.get("role") == "assistant" and i > 0:
            yield i


def replay_engine(
    messages: Sequence[Mapping[str, Any]],
    *,
    fmt: Format,
    system: Any,
    window: int,
    count: Counter,
    hidden_kb: float = 0.0,
    settings: Settings | None = None,
    pass_system: bool = True,
    store: Any = None,
    session_id: str | None = None,
) -> Replay:
    """One transcript through ``ContextManager`` as an agent loop calls it (summaries
    kept in memory, or saved to ``store`` with the session's events)."""
    from supermemory_local.summarizers import ExtractiveSummarizer

    hidden = hidden_prompt(hidden_kb) if hidden_kb else ""
    if not pass_system and system is not None:
        hidden = _text(system) + "\n" + hidden
    provider = Provider(window, fmt, count, hidden)
    engine_system = system if pass_system else None
    cm = ContextManager(
        context_window=window,
        settings=settings or Settings(),
        fmt=fmt,
        notifier=RecordingNotifier(),
        summarizer=ExtractiveSummarizer(),
        store=_NoStore() if store is None else store,
        scope="opencode_project_0000000000000000",
        **({"session_id": session_id} if session_id else {}),
    )
    out = Replay()
    out.original_tokens = provider.tokens(messages, engine_system)
    history: list[dict[str, Any]] = []
    prev: list[dict[str, Any]] = []
    shown = 0
    for at in turns(messages):
        history.extend(dict(m) for m in messages[shown:at])
        shown = at
        start = time.perf_counter()
        sent = cm.prepare(history, system=engine_system)
        out.times_ms.append((time.perf_counter() - start) * 1000)
        estimate = cm.last_estimate
        used = None
        for _ in range(cm.settings.max_overflow_compaction_attempts + 1):
            out.violations += [f"call {out.calls}: {p}" for p in violations(sent, fmt)]
            try:
                used = provider.call(sent, engine_system)
                break
            except Overflow as err:
                out.overflows += 1
                # What no compaction removes: the hidden part, the system prompt, the
                # first request, and the largest message (the newest turn's, usually).
                sizes = [provider.message_tokens(m) for m in sent]
                first = next((sizes[i] for i, m in enumerate(sent) if m.get("role") == "user"), 0)
                base = provider.hidden + provider.tokens_of_system(engine_system)
                if base + first + max(sizes, default=0) > window:
                    out.unavoidable += 1
                try:
                    start = time.perf_counter()
                    sent = cm.recover(sent, err, system=engine_system)
                    out.times_ms.append((time.perf_counter() - start) * 1000)
                    estimate = cm.last_estimate
                except ContextOverflowUnrecoverable:
                    out.gave_up += 1
                    return out
        if used is None:
            out.gave_up += 1
            return out
        out.calls += 1
        error = (estimate - used) / used
        (out.errors if cm.estimator.observations else out.first_errors).append(error)
        if prev and common_prefix(prev, sent) < len(prev):
            out.prefix_changes += 1
        out.sent_tokens = used
        cm.observe_usage(input_tokens=used, output_tokens=200, messages=sent, system=engine_system)
        # The caller keeps what it sent, then the model's reply. A provider's prompt
        # cache holds the request it was sent: a later request that changes any of
        # it is a prefix change.
        history = [*sent, dict(messages[at])]
        prev = sent
        shown = at + 1
    return out


class _NoStore:
    """A store that keeps summaries in memory (the bench measures the engine)."""

    def add(self, content: str, **kw: Any) -> Any:
        from datetime import UTC, datetime

        from supermemory_local.store.repository import Memory

        now = datetime.now(UTC)
        return Memory(
            id=f"mem_{abs(hash(content)) % 10**12:012d}",
            content=content,
            type=str(kw.get("type", "conversation")),
            scope=str(kw.get("scope", "")),
            session_id=kw.get("session_id"),
            source=kw.get("source"),
            metadata=dict(kw.get("metadata") or {}),
            created_at=now,
            updated_at=now,
        )


def no_store_manager(window: int, fmt: Format, **kw: Any) -> ContextManager:
    """A manager as the replays build it: the extractive summarizer, recorded notices, and
    summaries kept in memory (nothing reaches a database)."""
    from supermemory_local.summarizers import ExtractiveSummarizer

    return ContextManager(
        context_window=window,
        fmt=fmt,
        notifier=RecordingNotifier(),
        summarizer=ExtractiveSummarizer(),
        store=_NoStore(),  # type: ignore[arg-type]
        scope="opencode_project_0000000000000000",
        **kw,
    )


def uncounted_overflow(window: int) -> Exception:
    """An overflow error that names the window but not the tokens the request had."""
    return Overflow.__new__(Overflow).with_text(
        f"maximum context length is {window} tokens: context_length_exceeded"
    )


def offline_fit(
    messages: Sequence[Mapping[str, Any]], fmt: Format, system: Any, window: int
) -> Any:
    """``ContextManager.fit(dry_run=True)`` as ``supermemory compact`` runs it: the
    extractive summarizer, nothing saved. Returns the FitResult."""
    from supermemory_local.engine.notifier import RecordingNotifier
    from supermemory_local.hosts.library import ContextManager
    from supermemory_local.summarizers import ExtractiveSummarizer

    cm = ContextManager(
        context_window=window,
        fmt=fmt,
        notifier=RecordingNotifier(),
        summarizer=ExtractiveSummarizer(),
        store=_NoStore(),  # type: ignore[arg-type]
    )
    return cm.fit(messages, system=system, dry_run=True)


def uncalibrated_error(messages: Sequence[Mapping[str, Any]], fmt: Format, system: Any) -> float:
    """The estimate of a fresh manager for the whole transcript vs the tokenizer."""
    encode = tokenizer()
    assert encode is not None
    provider = Provider(10**9, fmt, Counter(encode))
    truth = provider.tokens(messages, system)
    cm = ContextManager(context_window=10**9, fmt=fmt, notifier=RecordingNotifier())
    return (cm.estimate(messages, system=system) - truth) / truth


# ---------------------------------------------------------------------------
# Through the OpenCode bridge


def to_opencode(messages: Sequence[Mapping[str, Any]], session: str) -> list[dict[str, Any]]:
    """An OpenAI transcript as OpenCode 1.18's ``{info, parts}`` messages.

    An assistant message and the tool results after it are one OpenCode message (its
    tool parts completed); a system message is dropped (OpenCode's own system prompt
    is the hidden part of the request).
    """
    out: list[dict[str, Any]] = []
    results = {
        m.get("tool_call_id"): _text(m.get("content")) for m in messages if m.get("role") == "tool"
    }
    for n, m in enumerate(messages):
        role = m.get("role")
        info: dict[str, Any] = {"id": f"msg_{n:06d}", "sessionID": session}
        if role == "user":
            info |= {"role": "user", "model": {"providerID": "sim", "modelID": "model"}}
            out.append({"info": info, "parts": [{"type": "text", "text": _text(m["content"])}]})
        elif role == "assistant":
            info |= {"role": "assistant", "providerID": "sim", "modelID": "model"}
            parts: list[dict[str, Any]] = []
            if _text(m.get("content")):
                parts.append({"type": "text", "text": _text(m.get("content"))})
            for call in m.get("tool_calls") or ():
                fn = call.get("function") or {}
                try:
                    args = json.loads(fn.get("arguments") or "{}")
                except ValueError:
                    args = {"arguments": fn.get("arguments")}
                parts.append(
                    {
                        "type": "tool",
                        "callID": call.get("id"),
                        "tool": fn.get("name"),
                        "state": {
                            "status": "completed",
                            "input": args,
                            "output": results.get(call.get("id"), ""),
                        },
                    }
                )
            out.append({"info": info, "parts": parts})
    return out


def opencode_tokens(provider: Provider, messages: Sequence[Mapping[str, Any]]) -> int:
    """What the provider counts for the OpenAI request OpenCode builds from these."""
    total = provider.hidden
    for m in messages:
        parts = m.get("parts") or []
        texts = [p["text"] for p in parts if p.get("type") == "text"]
        total += MESSAGE_FRAMING + provider.count("\n".join(texts))
        for p in parts:
            if p.get("type") != "tool":
                continue
            total += CALL_FRAMING + provider.count(str(p.get("tool") or ""))
            total += provider.count(json.dumps(p["state"].get("input") or {}, ensure_ascii=False))
            total += MESSAGE_FRAMING + provider.count(str(p["state"].get("output") or ""))
    return total


def replay_bridge(
    messages: Sequence[Mapping[str, Any]],
    *,
    window: int,
    count: Counter,
    hidden_kb: float,
    answers: list[Any] | None = None,
) -> Replay:
    """One OpenAI transcript through the bridge as OpenCode drives it (``answers``, when
    given, collects the bridge's answer to every ``transform``)."""
    from supermemory_local.bridge.handlers import Bridge

    log = logging.getLogger("replay.bridge")
    log.addHandler(logging.NullHandler())
    log.propagate = False
    bridge = Bridge(log)
    bridge.memories = _NoMemories()  # type: ignore[assignment]
    bridge.settings = Settings()
    data = {"providers": [{"id": "sim", "models": {"model": {"limit": {"context": window}}}}]}
    bridge.handle("providers.result", {"ok": True, "data": data, "context": {}})
    provider = Provider(window, "openai", count, hidden_prompt(hidden_kb))
    session = "ses_replay"
    opencode = to_opencode(messages, session)
    out = Replay()
    out.original_tokens = opencode_tokens(provider, opencode)
    state_prev: list[dict[str, Any]] = []
    created = 1_000
    for at in range(1, len(opencode)):
        if opencode[at]["info"]["role"] != "assistant":
            continue
        request = copy.deepcopy(opencode[:at])  # OpenCode loads its messages anew
        before = opencode_tokens(provider, request)
        start = time.perf_counter()
        result = bridge.handle("transform", {"messages": request})
        out.times_ms.append((time.perf_counter() - start) * 1000)
        if answers is not None:
            answers.append(result)
        for edit in result.get("edits", []):
            request[edit["m"]]["parts"][edit["p"]]["state"][edit["field"]] = edit["text"]
        if result.get("edits") and before < window * 0.5:
            out.layer1_below_half += 1
        state = bridge.sessions[session]
        assert state.estimator is not None
        estimate = state.estimator.count(state.sent)
        used = opencode_tokens(provider, request)
        if used > window:
            out.overflows += 1
        out.calls += 1
        error = (estimate - used) / used
        (out.errors if state.estimator.observations else out.first_errors).append(error)
        if state_prev and common_prefix(state_prev, request) < len(state_prev):
            out.prefix_changes += 1
        state_prev = request
        out.sent_tokens = used
        info = dict(opencode[at]["info"])
        info |= {
            "time": {"created": created, "completed": created + 500},
            "finish": "tool-calls",
            "tokens": {
                "input": used,
                "output": 200,
                "reasoning": 0,
                "cache": {"read": 0, "write": 0},
                "total": used + 200,
            },
        }
        created += 4_000
        bridge.handle("event", {"event": {"type": "message.updated", "properties": {"info": info}}})
    return out


class _NoMemories:
    """The bridge's memories without a database (the bench measures Layer 1)."""

    def close(self) -> None:
        pass


# ---------------------------------------------------------------------------
# Figures


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return math.nan
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else math.nan


def replay_bridge_answers(
    messages: Sequence[Mapping[str, Any]], *, window: int, count: Counter
) -> list[Any]:
    """The bridge's answer to every ``transform`` of :func:`replay_bridge`."""
    answers: list[Any] = []
    replay_bridge(messages, window=window, count=count, hidden_kb=33.0, answers=answers)
    return answers
