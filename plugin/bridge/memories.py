"""The project's memories, as the bridge uses them: one store, opened in the background.

Opening the store (imports, first-use migration) takes a moment, so it starts in a
thread when the bridge starts and the first request that needs it waits for it.
"""

from __future__ import annotations

import logging
import re
import threading
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from supermemory.config import Settings
from supermemory.store.cli_render import one_line

if TYPE_CHECKING:
    from supermemory.store.repository import Memory, MemoryStore

OPEN_TIMEOUT_S = 60.0
HOOK_WAIT_S = 2.0  # a hook OpenCode waits on never waits longer for the store than this
MAX_KEYWORDS = 8
_WORD = re.compile(r"\w{4,}")
_CJK_CHARS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
_CJK = re.compile(f"[{_CJK_CHARS}]")
_CJK_RUN = re.compile(f"[{_CJK_CHARS}]{{2,}}")
SNIPPET_CHARS = 600  # one memory, as injected into a prompt
SNIPPET_OVERHEAD = 24  # "- [conversation] " and a newline
MIN_SNIPPET_CHARS = 80  # less is not worth injecting
SUMMARIES_SCANNED = 200  # recent summaries looked at to tell which ones are superseded


class Memories:
    def __init__(
        self, settings: Settings, scope: str, logger: logging.Logger, *, source: str = "opencode"
    ) -> None:
        self.settings = settings
        self.scope = scope
        self.log = logger
        self.source = source  # the host written into every memory (opencode, claude-code, mcp)
        self._future: Future[MemoryStore] | None = None

    def start(self) -> None:
        """Open the store in a background thread (idempotent)."""
        if self._future is not None:
            return
        future: Future[MemoryStore] = Future()
        self._future = future

        def open_store() -> None:
            from supermemory.store.errors import StoreError, first_line
            from supermemory.store.repository import MemoryStore

            try:
                store = MemoryStore.open(self.settings)
            except BaseException as exc:
                error = exc if isinstance(exc, StoreError) else StoreError(first_line(exc))
                self.log.info("store: cannot open: %s", error)
                future.set_exception(error)
                return
            self.log.info("store: open at %s", store.url)
            future.set_result(store)

        threading.Thread(target=open_store, name="open-store", daemon=True).start()

    def store(self, timeout: float = OPEN_TIMEOUT_S) -> MemoryStore:
        """The open store; raises what opening it raised (a StoreError names the problem),
        or TimeoutError when it is not open within ``timeout`` seconds."""
        self.start()
        assert self._future is not None
        return self._future.result(timeout=timeout)

    def close(self) -> None:
        if self._future is not None and self._future.done() and self._future.exception() is None:
            self._future.result().close()

    # -- reading ------------------------------------------------------------------

    def relevant(self, query: str, limit: int) -> list[Memory]:
        """Memories sharing the most words with ``query``, topped up with the newest ones.

        The store's search wants every term to match, so a whole message as the query
        finds little; each of its longest words is searched on its own instead, and a
        memory found by more of them ranks higher.
        """
        if limit <= 0:
            return []
        store = self.store(HOOK_WAIT_S)
        hits: dict[str, tuple[int, float, Memory]] = {}
        for word in keywords(query):
            for memory in store.search(word, scope=self.scope, limit=limit):
                count, best, _ = hits.get(memory.id, (0, float("-inf"), memory))
                hits[memory.id] = (count + 1, max(best, memory.score or 0.0), memory)
        ranked = sorted(hits.values(), key=lambda h: (h[0], h[1]), reverse=True)
        found = [memory for _, _, memory in ranked[:limit]]
        ids = {m.id for m in found}
        if len(found) < limit:
            for memory in store.list(scope=self.scope, limit=limit):
                if memory.id not in ids and len(found) < limit:
                    found.append(memory)
                    ids.add(memory.id)
        return found

    def for_injection(self, query: str, limit: int, budget_tokens: int) -> list[str]:
        """What a new session's first message gets: the newest summary of the project
        first, then the memories most relevant to ``query``; a summary a later one of the
        same session supersedes is left out, and so is a repeat; all within
        ``budget_tokens`` (about ``chars_per_token`` characters each)."""
        if limit <= 0 or budget_tokens <= 0:
            return []
        store = self.store(HOOK_WAIT_S)
        summaries = store.list(scope=self.scope, type="conversation", limit=SUMMARIES_SCANNED)
        current = _newest_per_session(summaries)
        chosen: list[Memory] = summaries[:1]
        for memory in self.relevant(query, limit * 2):
            if len(chosen) >= limit:
                break
            if memory.type == "conversation" and memory.id not in current:
                continue  # superseded by a later summary of its session
            if all(memory.id != c.id and memory.content != c.content for c in chosen):
                chosen.append(memory)
        room = int(budget_tokens * self.settings.chars_per_token)
        out: list[str] = []
        for k, memory in enumerate(chosen):
            # the newest summary may take half the budget, the others a snippet each
            share = room // 2 if k == 0 and memory.type == "conversation" else SNIPPET_CHARS
            chars = min(share, room - SNIPPET_OVERHEAD)
            if chars < MIN_SNIPPET_CHARS:
                break
            text = snippet(memory, chars)
            out.append(text)
            room -= len(text) + 3  # the "- " and the newline of its list item
        return out

    def latest_summary(self, session_id: str) -> str | None:
        """The newest saved summary of ``session_id`` (the anchor of its next compaction)."""
        store = self.store(HOOK_WAIT_S)
        found = store.list(scope=self.scope, type="conversation", session_id=session_id, limit=1)
        return found[0].content if found else None

    def for_compaction(self, limit: int) -> list[str]:
        """What the compaction prompt gets: the newest memories that are not summaries
        (OpenCode hands the previous summary to the compaction itself)."""
        if limit <= 0:
            return []
        store = self.store(HOOK_WAIT_S)
        memories = [
            m for m in store.list(scope=self.scope, limit=limit * 4) if m.type != "conversation"
        ]
        return [snippet(m) for m in memories[:limit]]

    # -- writing ------------------------------------------------------------------

    def save_summary(self, content: str, *, session_id: str, metadata: dict[str, Any]) -> Memory:
        return self.store().add(
            content,
            scope=self.scope,
            type="conversation",
            session_id=session_id,
            source=self.source,
            metadata=metadata,
        )


def keywords(text: str, most: int = MAX_KEYWORDS) -> list[str]:
    """What to search for: the longest distinct words of ``text`` (4+ letters), longest
    first, and for Chinese, Japanese or Korean (no spaces between words) three-character
    pieces spread over the text, so a memory sharing more of them ranks higher."""
    words = dict.fromkeys(w.lower() for w in _WORD.findall(text) if not _CJK.search(w))
    latin = sorted(words, key=len, reverse=True)
    grams = list(
        dict.fromkeys(
            run[i : i + 3] for run in _CJK_RUN.findall(text) for i in range(max(1, len(run) - 2))
        )
    )
    if not grams:
        return latin[:most]
    n_latin = min(len(latin), most // 2)
    return latin[:n_latin] + _spread(grams, most - n_latin)


def _spread(items: list[str], k: int) -> list[str]:
    """``k`` of ``items``, evenly spaced (all of them when there are no more than ``k``)."""
    if len(items) <= k:
        return items
    if k == 1:
        return [items[len(items) // 2]]
    return [items[round(i * (len(items) - 1) / (k - 1))] for i in range(k)]


def _newest_per_session(summaries: list[Memory]) -> set[str]:
    """Ids of the summaries no later summary of the same session supersedes (newest first
    in ``summaries``; a summary without a session stands alone)."""
    seen: set[str] = set()
    current: set[str] = set()
    for m in summaries:
        if m.session_id is None or m.session_id not in seen:
            current.add(m.id)
        if m.session_id is not None:
            seen.add(m.session_id)
    return current


def snippet(memory: Memory, chars: int = SNIPPET_CHARS) -> str:
    return f"[{memory.type}] {one_line(memory.content, chars)}"
