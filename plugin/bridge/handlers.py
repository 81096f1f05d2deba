"""What the bridge does for each request: the trigger flow, compaction capture,
Layer 1 on OpenCode's messages, memory injection and the ``supermemory`` tool.

One :class:`Bridge` per process. It translates OpenCode's events and hooks into calls
of its :class:`~supermemory_local.hosts.core.ConversationCore` (the sessions, the one
trigger, the estimate and its calibration, Layer 1, the compaction under way, its
prompt and its saved summary) and the core's answers into the shim's actions. What is
OpenCode's alone stays here: the limits from ``config.providers``, its message adapter,
the history cache and the quiet allowance.
"""

from __future__ import annotations

import itertools
import logging
import re
import time
import warnings
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from supermemory_local import __version__
from supermemory_local.bridge import protocol
from supermemory_local.bridge.history import HistoryCache
from supermemory_local.bridge.limits import LimitBook, Resolution
from supermemory_local.bridge.opencode_messages import OpenCodeAdapter, private_edits
from supermemory_local.bridge.quiet import quiet_chars
from supermemory_local.bridge.sessions import SessionState
from supermemory_local.bridge.summary import newest_summary, session_so_far
from supermemory_local.config import ConfigWarning, Settings, load_config
from supermemory_local.engine.prompts import (
    COMPLETE_MESSAGE,
    COMPLETE_MESSAGE_IDLE,
    COMPLETE_TITLE,
    WARNING_TITLE,
    warning_message,
)
from supermemory_local.engine.trigger import PreemptiveTrigger, Usage
from supermemory_local.hosts.core import (
    STALE_COMPACTION_S,
    Compaction,
    ConversationCore,
    compaction_memories,
    compaction_prompt,
)
from supermemory_local.hosts.events import HostEvents
from supermemory_local.hosts.keywords import NUDGE, REMEMBER_HINTS, asks_to_remember
from supermemory_local.hosts.memories import Memories
from supermemory_local.hosts.session_memory import refresh
from supermemory_local.hosts.tool import run_tool

Result = dict[str, Any]
CONFIG_TITLE = "Supermemory config"
ERROR_TITLE = "Supermemory"
# The warning toast lasts until the compaction ends (a longer one than this is stale).
WARNING_TOAST_MS = int(STALE_COMPACTION_S * 1000)
MAX_PENDING_TRANSFORMS = 4
INJECTION_NOTE = "Use them if they help; the `supermemory` tool finds more."
# A session's memory is refreshed this long after it goes idle (one refresh for a burst
# of idles; a new message in between cancels it: the next idle refreshes).
IDLE_REFRESH_DELAY_MS = 1_500
# The event-record step of a living-memory refresh, by its trigger (a refresh at a
# compaction is part of the compaction's own `host_compaction` row).
REFRESH_STEPS = {"idle": "idle_refresh", "end": "session_end"}


OPENCODE = OpenCodeAdapter()  # keeps nothing: each session's loads are its state's
_MEMORY_ID = re.compile(r"\bmem_[0-9A-HJKMNP-TV-Z]{26}\b")


class UnknownMethodError(ValueError):
    """The shim asked for something this bridge does not do."""


def _map(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


class Bridge:
    def __init__(self, logger: logging.Logger, *, log_file: Path | None = None) -> None:
        self.log = logger
        self.log_file = log_file
        self.core = ConversationCore(Settings(), SessionState)
        self.limits = LimitBook(self.settings, logger)
        self.memories: Memories | None = None
        self.events: HostEvents | None = None  # the event record (`supermemory sessions`)
        self.directory: Path | None = None
        self.history = HistoryCache()
        # token -> (messages, whether they are a compaction's) waiting for the limits
        self._transforms: dict[str, tuple[list[Mapping[str, Any]], bool]] = {}
        self._tokens = itertools.count(1)
        self._handlers: dict[str, Callable[[Mapping[str, Any]], Result]] = {
            "init": self.init,
            "ping": self.ping,
            "event": self.event,
            "providers.result": self.providers_result,
            "compacting": self.compacting,
            "capture.result": self.capture_result,
            "summarize.done": self.summarize_done,
            "refresh.result": self.refresh_result,
            "transform": self.transform,
            "chat.message": self.chat_message,
            "tool": self.tool,
        }

    @property
    def settings(self) -> Settings:
        return self.core.settings

    @settings.setter
    def settings(self, settings: Settings) -> None:
        self.core.settings = settings

    @property
    def sessions(self) -> dict[str, SessionState]:
        return self.core.sessions

    @property
    def trigger(self) -> PreemptiveTrigger:
        return self.core.trigger

    def handle(self, method: str, params: Mapping[str, Any]) -> Result:
        handler = self._handlers.get(method)
        if handler is None:
            raise UnknownMethodError(
                f"unknown method {method!r}; this bridge knows {', '.join(sorted(self._handlers))}"
            )
        if self.memories is None and method not in ("init", "ping"):
            self.init({})
        return handler(params)

    def close(self) -> None:
        """The bridge stops (OpenCode exits): every session that ran a turn since its
        memory was refreshed is saved from the history of its last request."""
        if self.memories is None:
            return
        for session_id, state in list(self.sessions.items()):
            self._end(session_id, state, "the bridge stops")
        self.memories.close()

    # -- start-up -----------------------------------------------------------------

    def init(self, params: Mapping[str, Any]) -> Result:
        """Load the config (a broken one: defaults + one error toast), open the store."""
        from supermemory_local.store.scopes import describe_project, host_project_root

        directory = _str(params.get("directory")) or _str(params.get("worktree"))
        self.directory = Path(directory) if directory else Path.cwd()
        root = host_project_root(directory, _str(params.get("worktree")))
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", ConfigWarning)
            loaded = load_config(on_error="warn")
        unknown = [str(w.message) for w in caught if issubclass(w.category, ConfigWarning)]
        self.core.configure(loaded.settings)
        self.limits = LimitBook(self.settings, self.log)
        named = describe_project(root)
        scope = named.scope
        if self.memories is not None:
            self.memories.close()
        self.memories = Memories(self.settings, scope, self.log, named=named)
        self.memories.start()
        self.events = HostEvents(self.memories, "opencode", self.log)
        self.log.info(
            "init: supermemory %s, shim %s, project %s (scope %s), config %s%s",
            __version__,
            params.get("shim", "?"),
            self.directory,
            scope,
            loaded.path,
            "" if loaded.exists else " (absent: defaults)",
        )
        actions: list[protocol.Action] = []
        for problem in loaded.problems:
            self.log.info("config error: %s", problem)
        for message in unknown:
            self.log.info("config warning: %s", message)
        if loaded.problems:
            text = "; ".join(loaded.problems) + (
                " — the whole file is ignored: every setting is at its default until it is fixed."
                if loaded.whole_file_ignored
                else " — using the default for that setting; the file's other settings apply."
                if len(loaded.problems) == 1
                else " — using the defaults for those settings; the file's other settings apply."
            )
            actions.append(protocol.toast(CONFIG_TITLE, text, "error", 10_000))
        elif unknown:
            actions.append(protocol.toast(CONFIG_TITLE, "; ".join(unknown), "warning", 10_000))
        actions.append(self._look_up_limits({}))
        return {
            "actions": actions,
            "version": __version__,
            "protocol": protocol.PROTOCOL_VERSION,
            "logPath": str(self.log_file) if self.log_file else None,
            "rememberHints": list(REMEMBER_HINTS),
        }

    def ping(self, params: Mapping[str, Any]) -> Result:
        return {"pong": True, "version": __version__, "protocol": protocol.PROTOCOL_VERSION}

    def _memories(self) -> Memories:
        assert self.memories is not None
        return self.memories

    def _session(self, session_id: str) -> SessionState:
        return self.core.session(session_id)

    # -- events -------------------------------------------------------------------

    def event(self, params: Mapping[str, Any]) -> Result:
        event = _map(params.get("event"))
        kind = event.get("type")
        props = _map(event.get("properties"))
        if kind == "message.updated":
            return self._message_updated(_map(props.get("info")))
        if kind == "session.compacted":
            return self._compacted(_str(props.get("sessionID")))
        if kind == "session.error":
            return self._session_error(_str(props.get("sessionID")), _map(props.get("error")))
        if kind == "session.created":
            info = _map(props.get("info"))
            session_id = _str(info.get("id"))
            if session_id and not info.get("parentID"):
                self._session(session_id).created_here = True
            elif session_id:  # a subagent's session: its work is its parent's memory
                self._session(session_id).subagent = True
            return {}
        if kind == "session.deleted":
            session_id = _str(_map(props.get("info")).get("id"))
            if session_id:
                if session_id in self.sessions:
                    self._end(session_id, self.sessions[session_id], "the session is deleted")
                self.core.forget(session_id)
                if self.events is not None:
                    self.events.sessions.pop(session_id, None)
                self.log.info("session %s deleted: its state is freed", session_id)
            return {}
        if kind == "session.idle":
            session_id = _str(props.get("sessionID"))
            if session_id and session_id in self.sessions:
                state = self.sessions[session_id]
                self._expire_stale(session_id, state)
                return self._idle(session_id, state)
            return {}
        return {}

    # -- the session's living memory (hosts.session_memory) --------------------------

    def _idle(self, session_id: str, state: SessionState) -> Result:
        """The session went idle after a turn: read its messages (after a short delay,
        once for a burst of idles) to bring its memory up to date."""
        if not state.dirty or state.compaction is not None or state.subagent:
            return {}
        state.idle_count += 1
        return {
            "actions": [
                protocol.call(
                    "session.messages",
                    args={"path": {"id": session_id}},
                    then="refresh.result",
                    context={"sessionID": session_id, "idle": state.idle_count},
                    delay_ms=IDLE_REFRESH_DELAY_MS,
                )
            ]
        }

    def refresh_result(self, params: Mapping[str, Any]) -> Result:
        context = _map(params.get("context"))
        session_id = _str(context.get("sessionID"))
        if session_id is None or session_id not in self.sessions:
            return {}
        state = self.sessions[session_id]
        if context.get("idle") != state.idle_count or state.compaction is not None:
            self.log.info("session %s: memory refresh skipped: the session moved on", session_id)
            return {}
        if not params.get("ok"):
            self.log.info(
                "session %s: memory not refreshed: cannot read the session's messages: %s",
                session_id,
                params.get("error"),
            )
            return {}
        data = params.get("data")
        self._refresh(session_id, state, data if isinstance(data, list) else [], "idle")
        return {}

    def _end(self, session_id: str, state: SessionState, why: str) -> None:
        """The session ends without a refresh since its last turn: save it from the
        history of its last request (the reply to it is not there)."""
        if state.dirty and state.last_messages and state.compaction is None and not state.subagent:
            self.log.info("session %s: %s: refreshing its memory", session_id, why)
            self._refresh(session_id, state, state.last_messages, "end")

    def _refresh(
        self, session_id: str, state: SessionState, messages: list[Any], trigger: str
    ) -> None:
        started = time.monotonic()
        try:
            so_far = session_so_far(session_id, messages)
            saved = None
            if so_far is not None and so_far.summary is None and state.captured_summary:
                so_far = replace(so_far, summary=state.captured_summary)
            if so_far is not None:
                metadata = {"model": state.model, "provider": state.provider}
                saved = refresh(self._memories(), so_far, trigger=trigger, metadata=metadata)
        except Exception as exc:
            self.log.info("session %s: memory not refreshed: %s", session_id, exc)
            return
        state.dirty = False
        if saved is None:
            self.log.info("session %s: memory up to date (%s)", session_id, trigger)
            return
        if self.events is not None and trigger in REFRESH_STEPS:
            self.events.step(session_id, REFRESH_STEPS[trigger], memory_id=saved.id)
        self.log.info(
            "session %s: memory refreshed as %s (%s, %d messages, %d chars, %.0f ms)",
            session_id,
            saved.id,
            trigger,
            len(messages),
            len(saved.content),
            (time.monotonic() - started) * 1000,
        )

    def _message_updated(self, info: Mapping[str, Any]) -> Result:
        session_id = _str(info.get("sessionID"))
        if info.get("role") != "assistant" or session_id is None:
            return {}
        times = _map(info.get("time"))
        if not (info.get("finish") or times.get("completed")):
            return {}  # still streaming: tokens are not final
        usage = Usage.from_tokens(_map(info.get("tokens")))
        if usage is None:
            return {}
        state = self._session(session_id)
        self._expire_stale(session_id, state)
        message_id = str(info.get("id") or "")
        if state.last_seen == (message_id, usage.total):
            return {}
        state.last_seen = (message_id, usage.total)
        if info.get("summary") is True:
            self.log.info(
                "session %s: usage %d of summary message %s ignored",
                session_id,
                usage.total,
                message_id,
            )
            return {}
        created = times.get("created")
        if (
            state.compacted_at is not None
            and isinstance(created, int | float)
            and created < state.compacted_at
        ):
            self.log.info(
                "session %s: usage %d of message %s ignored: it started before the last "
                "compaction finished (pre-compaction context)",
                session_id,
                usage.total,
                message_id,
            )
            return {}
        state.last_usage = usage.total
        state.provider = _str(info.get("providerID")) or state.provider
        state.model = _str(info.get("modelID")) or state.model
        self.core.calibrate(state, usage)
        if self.events is not None:
            self.events.call(session_id, usage.input + usage.cache_read + usage.cache_write)
        return self._evaluate(session_id, info, usage)

    def _evaluate(self, session_id: str, info: Mapping[str, Any], usage: Usage) -> Result:
        state = self._session(session_id)
        provider = _str(info.get("providerID")) or ""
        model = _str(info.get("modelID")) or ""
        resolution = self.limits.resolve(provider, model)
        if resolution is None:
            state.waiting = info
            self.log.info(
                "session %s: usage %d waits for the limit of %s/%s",
                session_id,
                usage.total,
                provider,
                model,
            )
            return {"actions": [self._look_up_limits({})]} if self.limits.should_look_up() else {}
        state.waiting = None
        if resolution.model is not None and self.core.host_compacts_first(
            session_id, usage.total, resolution.model.host_threshold
        ):
            self.log.info(
                "session %s: usage %d is past OpenCode's own compaction point %d of %s/%s: "
                "OpenCode compacts now (our prompt goes into it), not us",
                session_id,
                usage.total,
                resolution.model.host_threshold,
                provider,
                model,
            )
            return {}
        decision = self.core.decide(session_id, usage.total, resolution.limit)
        self.log.info(
            "session %s: trigger %s: %s (limit %d from %s, model %s/%s)",
            session_id,
            "COMPACT" if decision.compact else "no",
            decision.reason,
            resolution.limit,
            resolution.source,
            provider,
            model,
        )
        if not decision.compact:
            return {}
        auto = info.get("finish") == "tool-calls"  # mid-task: OpenCode resumes after it
        self.core.requested(state, provider, model, usage.total, resumes=auto)
        return {
            "actions": [
                # Shown until a toast replaces it (OpenCode shows one at a time): the
                # completion toast, or the error toast of a failed compaction.
                protocol.toast(
                    WARNING_TITLE,
                    warning_message(decision.percent),
                    "warning",
                    duration=WARNING_TOAST_MS,
                ),
                protocol.summarize(session_id, provider, model, auto=auto),
            ]
        }

    def _expire_stale(self, session_id: str, state: SessionState) -> None:
        comp = self.core.stale(state)
        if comp is not None:
            self.log.info(
                "session %s: compaction (%s, %s) never finished; lock released",
                session_id,
                comp.origin,
                comp.phase,
            )
            self._finish(session_id)

    def _host_compaction(self, session_id: str, state: SessionState) -> Compaction:
        """Take the lock for a compaction OpenCode started itself."""
        return self.core.host_started(session_id, state)

    def _finish(self, session_id: str) -> None:
        self.core.finish(session_id)

    # -- limits -------------------------------------------------------------------

    def _look_up_limits(
        self, context: dict[str, Any], *, wait: bool = False, delay: int = 0
    ) -> protocol.Action:
        self.limits.started()
        return protocol.call(
            "config.providers", then="providers.result", context=context, wait=wait, delay_ms=delay
        )

    def providers_result(self, params: Mapping[str, Any]) -> Result:
        context = dict(_map(params.get("context")))
        if params.get("ok"):
            self.limits.succeeded(params.get("data"))
        else:
            delay = self.limits.failed(str(params.get("error") or "no answer"))
            if delay is not None:
                return {
                    "actions": [
                        self._look_up_limits(context, wait="transform" in context, delay=delay)
                    ]
                }
        actions: list[protocol.Action] = []
        for session_id, state in list(self.sessions.items()):
            waiting = state.waiting
            if waiting is None:
                continue
            state.waiting = None
            usage = Usage.from_tokens(_map(waiting.get("tokens")))
            if usage is not None:
                actions += self._evaluate(session_id, waiting, usage).get("actions", [])
        result: Result = {"actions": actions}
        token = context.get("transform")
        if isinstance(token, str):
            pending = self._transforms.pop(token, None)
            if pending is not None:
                result.update(self._transform(pending[0], allow_wait=False, compaction=pending[1]))
        return result

    # -- compaction ---------------------------------------------------------------

    def compacting(self, params: Mapping[str, Any]) -> Result:
        """OpenCode is about to compact: take the lock if it started this itself, and give
        it our prompt, which replaces OpenCode's own (one structure for the model): the
        five sections, the session's previous summary to build on (OpenCode leaves it
        out of a replaced prompt), and the project's memories marked as context."""
        session_id = _str(params.get("sessionID"))
        if session_id is None:
            prompt = compaction_prompt()
            return {"prompt": prompt, "context": [prompt]}
        state = self._session(session_id)
        if state.compaction is None:
            self._host_compaction(session_id, state)
            self.log.info(
                "session %s: OpenCode started a compaction itself (usage %d)",
                session_id,
                state.last_usage,
            )
        else:
            state.compaction.phase = "compacting"
            self.log.info(
                "session %s: compaction started (%s)", session_id, state.compaction.origin
            )
        memories: list[str] = []
        previous: str | None = None
        try:
            memories = compaction_memories(self._memories(), self.settings)
            previous = self._memories().latest_summary(session_id)
        except Exception as exc:
            self.log.info("session %s: no memories for the compaction prompt: %s", session_id, exc)
        prompt = compaction_prompt(previous, memories)
        self.log.info(
            "session %s: compaction prompt replaced (%d chars, previous summary %s, %d memories)",
            session_id,
            len(prompt),
            "yes" if previous else "no",
            len(memories),
        )
        # "context" for a host that can only append to its own prompt (the shim uses "prompt")
        return {"prompt": prompt, "context": [prompt]}

    def _compacted(self, session_id: str | None) -> Result:
        if session_id is None:
            return {}
        state = self._session(session_id)
        comp = state.compaction or self._host_compaction(session_id, state)
        if comp.origin == "host" and not self.settings.capture_host_compactions:
            self.log.info(
                "session %s: compacted by OpenCode; captureHostCompactions is off", session_id
            )
            self._record_compaction(session_id, comp, None)
            self._finish(session_id)
            return {}
        comp.phase = "capturing"
        self.log.info(
            "session %s: compacted (%s); reading the newest summary", session_id, comp.origin
        )
        return {
            "actions": [
                protocol.call(
                    "session.messages",
                    args={"path": {"id": session_id}},
                    then="capture.result",
                    context={"sessionID": session_id},
                )
            ]
        }

    def capture_result(self, params: Mapping[str, Any]) -> Result:
        session_id = _str(_map(params.get("context")).get("sessionID"))
        if session_id is None:
            return {}
        state = self._session(session_id)
        comp = state.compaction or Compaction("host", state.provider, state.model, state.last_usage)
        try:
            if not params.get("ok"):
                raise RuntimeError(f"cannot read the session's messages: {params.get('error')}")
            data = params.get("data")
            found = newest_summary(data if isinstance(data, list) else [])
            if found is None:
                raise RuntimeError("the session has no finished summary message")
            metadata = {
                "model": comp.model or _str(found.info.get("modelID")),
                "provider": comp.provider or _str(found.info.get("providerID")),
                "tokens": comp.tokens,
                "trigger": comp.origin,
                "summaryMessageID": _str(found.info.get("id")),
            }
            messages = data if isinstance(data, list) else []
            # the summary merged with the turns after it (those OpenCode kept verbatim)
            so_far = session_so_far(session_id, messages)
            assert so_far is not None  # the summary is one of the messages
            state.captured_summary = found.text
            saved = refresh(self._memories(), so_far, trigger=comp.origin, metadata=metadata)
            state.dirty = False
            if saved is None:
                raise RuntimeError("the session's memory already holds this summary")
            if found.finished_at is not None:
                state.compacted_at = found.finished_at
            self._record_compaction(session_id, comp, saved.id)
            self.log.info(
                "session %s: summary %s saved as %s (%s, %d chars)",
                session_id,
                metadata["summaryMessageID"],
                saved.id,
                comp.origin,
                len(saved.content),
            )
        except Exception as exc:
            self.log.info("session %s: summary not saved: %s", session_id, exc)
            self._finish(session_id)
            return {
                "actions": [
                    protocol.toast(
                        ERROR_TITLE,
                        f"The session was compacted, but its summary was not saved: {exc}",
                        "error",
                    )
                ]
            }
        self._finish(session_id)
        done = COMPLETE_MESSAGE if comp.resumes else COMPLETE_MESSAGE_IDLE
        return {"actions": [protocol.toast(COMPLETE_TITLE, done, "success")]}

    def _record_compaction(self, session_id: str, comp: Compaction, memory_id: str | None) -> None:
        if self.events is not None:
            kind = "preemptive_summary" if comp.origin == "preemptive" else "host_compaction"
            self.events.step(session_id, kind, tokens_before=comp.tokens, memory_id=memory_id)

    def summarize_done(self, params: Mapping[str, Any]) -> Result:
        session_id = _str(params.get("sessionID"))
        if session_id is None:
            return {}
        state = self._session(session_id)
        comp = state.compaction
        if comp is None or comp.phase == "capturing":
            return {}
        error = params.get("error") or "OpenCode did not compact the session"
        self.log.info("session %s: compaction ended without a summary: %s", session_id, error)
        self._finish(session_id)
        if params.get("ok"):
            return {}
        return {
            "actions": [
                protocol.toast(ERROR_TITLE, f"Preemptive compaction failed: {error}", "error")
            ]
        }

    def _session_error(self, session_id: str | None, error: Mapping[str, Any]) -> Result:
        name = _str(error.get("name")) or "error"
        message = _str(_map(error.get("data")).get("message")) or ""
        if session_id is None:
            self.log.info("OpenCode error %s: %s", name, message)
            return {}
        state = self._session(session_id)
        if name == "ContextOverflowError":
            self.log.info(
                "session %s: context overflow reported (%s); OpenCode compacts it",
                session_id,
                message,
            )
        comp = state.compaction
        if comp is not None and comp.phase != "capturing":
            self.log.info(
                "session %s: compaction (%s) failed: %s %s", session_id, comp.origin, name, message
            )
            self._finish(session_id)
            return {
                "actions": [
                    protocol.toast(
                        ERROR_TITLE, f"Compaction failed: {name} {message}".strip(), "error"
                    )
                ]
            }
        return {}

    # -- Layer 1 on the messages OpenCode is about to send ------------------------

    def transform(self, params: Mapping[str, Any]) -> Result:
        payload = params.get("messages")
        if not isinstance(payload, list) or not payload:
            return {"edits": []}
        messages = self.history.resolve(payload)
        if messages is None:
            return {"resend": True}
        return self._transform(messages, allow_wait=True, compaction=bool(params.get("compaction")))

    def _transform(
        self, messages: list[Mapping[str, Any]], *, allow_wait: bool, compaction: bool = False
    ) -> Result:
        """Layer 1 on the request; for a compaction's request (``compaction``, the
        summarizer's input) private blocks and secrets are redacted as well."""
        session_id, provider, model = _whose(messages)
        resolution: Resolution | None
        if provider and model:
            resolution = self.limits.resolve(provider, model)
        else:
            resolution = Resolution(self.settings.default_context_limit, "fallback")
        if resolution is None:
            if allow_wait:
                token = f"t{next(self._tokens)}"
                self._transforms[token] = (messages, compaction)
                while len(self._transforms) > MAX_PENDING_TRANSFORMS:
                    self._transforms.pop(next(iter(self._transforms)))
                return {"actions": [self._look_up_limits({"transform": token}, wait=True)]}
            resolution = Resolution(self.settings.default_context_limit, "fallback")
        state = self._session(session_id or "?")
        if not compaction:  # what a session ending without going idle is saved from
            state.last_messages = messages
            state.dirty = True
        # The session's state re-uses the Msgs of the messages it loaded last call.
        loaded = OPENCODE.load(messages, state=self.core.engine(state))
        results, budget = self.core.layer1(state, loaded, resolution.limit)
        if self.events is not None and session_id and not compaction:
            self.events.sent(session_id, results, resolution.limit, model)
        edits = OPENCODE.edits(results[-1].messages, messages)
        for result in results:
            if result.changed:
                self.log.info(
                    "session %s: %s: %d -> %d tokens (window %d from %s): %s",
                    session_id,
                    result.name,
                    result.tokens_before,
                    result.tokens_after,
                    resolution.limit,
                    resolution.source,
                    "; ".join(result.details[:5]),
                )
        if compaction:
            edits, redacted = private_edits(messages, edits, self.settings.privacy)
            self.log.info(
                "session %s: compaction request: %d part(s) redacted (private blocks, secrets)",
                session_id,
                redacted,
            )
        answer: Result = {"edits": [e.to_json() for e in edits]}
        if not edits and provider and model and not compaction:
            room = quiet_chars(budget, results[-1].tokens_after)
            if room > 0:
                answer["quiet"] = {"chars": room, "model": f"{provider}/{model}"}
        return answer

    # -- user messages and the tool -----------------------------------------------

    def chat_message(self, params: Mapping[str, Any]) -> Result:
        """A new user message: the project's memories for a session's first one (as
        ``context``: the shim adds it as a part the title request never sees), and the
        nudge when the user asks to remember something."""
        session_id = _str(params.get("sessionID"))
        text = params.get("text")
        if not isinstance(text, str):
            text = ""
        parts: list[str] = []
        settled = False
        context: list[str] = []
        if session_id is not None:
            state = self._session(session_id)
            state.idle_count += 1  # a refresh the last idle asked for waits for the next
            if self.settings.inject_memories and state.created_here and not state.injected:
                context += self._injection(session_id, text)
            # the first message decides: a session.created that comes after it (a late
            # event) never puts the memories into a later message
            state.injected = True
            # Only a session's first message gets memories: from now on the shim need not
            # ask unless a message holds one of the rememberHints.
            settled = True
        if asks_to_remember(text):
            self.log.info(
                "session %s: the user asks to remember something: nudge added", session_id
            )
            parts.append(NUDGE)
        return {"parts": parts, "context": context, "settled": settled}

    def _injection(self, session_id: str, text: str) -> list[str]:
        try:
            block, ids = self._memories().injection(
                text, note=INJECTION_NOTE, exclude_session=session_id
            )
        except Exception as exc:
            self.log.info("session %s: no memories injected: %s", session_id, exc)
            return []
        if not block:
            return []
        self.log.info(
            "session %s: %d memories (%d chars) injected into the first message: %s",
            session_id,
            len(ids),
            len(block),
            ",".join(ids),
        )
        return [block]

    def tool(self, params: Mapping[str, Any]) -> Result:
        action = str(params.get("action") or "")
        content = str(params.get("content") or "")
        session_id = _str(params.get("sessionID"))
        started = time.monotonic()
        output = run_tool(self._memories(), action, content, session_id=session_id)
        ids = sorted(set(_MEMORY_ID.findall(output)))
        self.log.info(
            "session %s: tool %s: %d chars in, %d lines out, ids %s (%.0f ms)",
            session_id,
            action[:20],
            len(content),
            len(output.splitlines()),
            ",".join(ids[:10]) or "-",
            (time.monotonic() - started) * 1000,
        )
        return {"output": output}


def _whose(messages: list[Mapping[str, Any]]) -> tuple[str | None, str | None, str | None]:
    """Session, provider and model of a history: from the newest message that says."""
    session_id = provider = model = None
    for message in reversed(messages):
        info = _map(_map(message).get("info"))
        session_id = session_id or _str(info.get("sessionID"))
        if provider is None:
            chosen = _map(info.get("model"))
            provider = _str(chosen.get("providerID")) or _str(info.get("providerID"))
            model = _str(chosen.get("modelID")) or _str(info.get("modelID"))
            if not (provider and model):
                provider = model = None
        if session_id and provider:
            break
    return session_id, provider, model
