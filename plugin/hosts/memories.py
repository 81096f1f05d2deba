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

from supermemory_local.config import Settings
from supermemory_local.store.text import one_line
from supermemory_local.store.versions import is_session_memory

if TYPE_CHECKING:
    from supermemory_local.store.repository import Memory, MemoryStore
    from supermemory_local.store.scopes import ScopeName

OPEN_TIMEOUT_S = 60.0
HOOK_WAIT_S = 2.0  # a hook OpenCode waits on never waits longer for the store than this
MAX_KEYWORDS = 8
_WORD = re.compile(r"\w{4,}")
_CJK_CHARS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
_CJK = re.compile(f"[{_CJK_CHARS}]")
_CJK_RUN = re.compile(f"[{_CJK_CHARS}]{{2,}}")
SNIPPET_CHARS = 600  # one memory, as injected into a prompt (at least)
SNIPPET_OVERHEAD = 24  # "- [conversation] " and a newline
MIN_SNIPPET_CHARS = 80  # less is not worth injecting
SUMMARY_CUT_NOTE = (
    "[cut to fit; the rest: the supermemory tool's read action or `supermemory show {id}`]"
)
SHORT_CUT_NOTE = "[cut to fit; read it by the id above]"
SUMMARY_PREFIX = "[Session Summary]"
SUMMARIES_SCANNED = 200  # recent memories ranked for the injection
SESSIONS_SCANNED = 20  # newest conversation memories looked at for the newest session's
POOL_PER_WORD = 20  # memories each word of the first message brings into the ranking
RECENCY_WEIGHT = 0.25  # the most recency adds to a memory's injection score
SEMANTIC_NEAREST = 3  # with the semantic extra: memories nearest in meaning, as if sharing a word
# ... when at least this similar (cosine, WordLlama l2_supercat): a release question and
# "releases are cut on Fridays" measured 0.17-0.58, ten unrelated notes 0.01-0.12.
SEMANTIC_MIN_SIMILARITY = 0.15
RECENCY_HALF_LIFE_S = 7 * 86_400.0  # a week older: half the recency
_STOP_WORDS = frozenset(
    (
        "about",
        "after",
        "also",
        "been",
        "before",
        "being",
        "could",
        "does",
        "done",
        "from",
        "have",
        "here",
        "into",
        "just",
        "like",
        "make",
        "more",
        "most",
        "much",
        "only",
        "other",
        "over",
        "please",
        "should",
        "some",
        "such",
        "than",
        "that",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "very",
        "want",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "will",
        "with",
        "would",
        "your",
    )
)


class Memories:
    def __init__(
        self,
        settings: Settings,
        scope: str,
        logger: logging.Logger,
        *,
        source: str = "opencode",
        wait_s: float = HOOK_WAIT_S,
        named: ScopeName | None = None,
        reader: bool = False,
    ) -> None:
        self.settings = settings
        self.scope = scope
        # What the scope stands for, recorded in the store once it is open (a scope
        # created before migration 0006 is named on this first use).
        self.named = named
        self.log = logger
        self.source = source  # the host written into every memory (opencode, claude-code, mcp)
        # How long a read for a host's hook waits for the store to open. OpenCode's bridge
        # opens it once at start and must not hold a hook up; a Claude Code hook is a new
        # process that opens (and on a fresh store, migrates) it every time.
        self.wait_s = wait_s
        # A process that only reads (a Claude Code hook that answers): the store without
        # SQLAlchemy where it serves the URL (store.lite), which opens MemoryStore for a write.
        self.reader = reader
        self._future: Future[MemoryStore] | None = None
        self._owned = True  # the store is opened here, so closed here (see `of`)

    @classmethod
    def of(
        cls,
        store: MemoryStore,
        settings: Settings,
        scope: str,
        logger: logging.Logger,
        *,
        source: str,
    ) -> Memories:
        """The memories of ``scope`` in a store already open (the library's): nothing
        is opened, and :meth:`close` leaves the store to its owner."""
        memories = cls(settings, scope, logger, source=source)
        future: Future[MemoryStore] = Future()
        future.set_result(store)
        memories._future = future
        memories._owned = False
        return memories

    def start(self) -> None:
        """Open the store in a background thread (idempotent)."""
        if self._future is not None:
            return
        future: Future[MemoryStore] = Future()
        self._future = future

        def open_store() -> None:
            from supermemory_local.store.errors import StoreError, first_line
            from supermemory_local.store.repository import MemoryStore

            try:
                if self.reader:
                    from supermemory_local.store.lite import open_reader

                    store = open_reader(self.settings)
                else:
                    store = MemoryStore.open(self.settings)
            except BaseException as exc:
                error = exc if isinstance(exc, StoreError) else StoreError(first_line(exc))
                self.log.info("store: cannot open: %s", error)
                future.set_exception(error)
                return
            self.log.info("store: open at %s", store.url)
            if self.named is not None:
                try:
                    store.name_scope(self.named)
                except StoreError as exc:
                    self.log.info("store: cannot record the scope's name: %s", exc)
            future.set_result(store)

        threading.Thread(target=open_store, name="open-store", daemon=True).start()

    def store(self, timeout: float = OPEN_TIMEOUT_S) -> MemoryStore:
        """The open store; raises what opening it raised (a StoreError names the problem),
        or TimeoutError when it is not open within ``timeout`` seconds."""
        self.start()
        assert self._future is not None
        return self._future.result(timeout=timeout)

    def opened(self, wait: float = 0.0) -> MemoryStore | None:
        """The store if it is open (within ``wait`` seconds), else None; never raises."""
        future = self._future
        if future is None:
            return None
        try:
            return future.result(timeout=wait) if wait > 0 or future.done() else None
        except BaseException:
            return None

    def close(self) -> None:
        if not self._owned:
            return
        if self._future is not None and self._future.done() and self._future.exception() is None:
            self._future.result().close()

    # -- reading ------------------------------------------------------------------

    def relevant(self, query: str, limit: int, *, top_up_summaries: bool = True) -> list[Memory]:
        """Memories sharing the most words with ``query``, topped up with the newest ones.

        The store's search wants every term to match, so a whole message as the query
        finds little; each of its longest words is searched on its own instead, and a
        memory found by more of them ranks higher. ``top_up_summaries=False``: a
        summary only when it shares a word with ``query``, never just for being new.
        """
        if limit <= 0:
            return []
        store = self.store(self.wait_s)
        hits: dict[str, tuple[int, float, Memory]] = {}
        for word in keywords(query):
            for memory in store.search(word, scope=self.scope, limit=limit):
                count, best, _ = hits.get(memory.id, (0, float("-inf"), memory))
                hits[memory.id] = (count + 1, max(best, memory.score or 0.0), memory)
        ranked = sorted(hits.values(), key=lambda h: (h[0], h[1]), reverse=True)
        found = [memory for _, _, memory in ranked[:limit]]
        if store.semantic_available:
            found = self._with_meaning(store, query, found, limit)
        ids = {m.id for m in found}
        if len(found) < limit:
            for memory in store.list(scope=self.scope, limit=limit * 2):
                if is_session_summary(memory) and not top_up_summaries:
                    continue
                if memory.id not in ids and len(found) < limit:
                    found.append(memory)
                    ids.add(memory.id)
        return found

    def _with_meaning(
        self, store: MemoryStore, query: str, found: list[Memory], limit: int
    ) -> list[Memory]:
        """With the semantic extra: the keyword ranking fused by reciprocal rank with the
        memories nearest ``query`` in meaning (store.semantic.fuse); a failure keeps the
        keyword ranking and is a log line. Only memories that have a vector already: a
        hook has no time to embed a backlog (``supermemory db embed`` does)."""
        from supermemory_local.store.errors import StoreError
        from supermemory_local.store.semantic import fuse

        try:
            near = store.nearest(query, scope=self.scope, limit=limit, backfill=False)
        except StoreError as exc:
            self.log.warning("semantic ranking unavailable (%s); keywords only", type(exc).__name__)
            return found
        by_id = {m.id: m for m in (*near, *found)}
        fused = fuse([[m.id for m in found], [m.id for m in near]])
        return [by_id[key] for key, _ in fused[:limit]]

    def _nearest_in_meaning(self, store: MemoryStore, query: str) -> dict[str, Memory]:
        """With the semantic extra: of the ``SEMANTIC_NEAREST`` memories nearest ``query``
        in meaning, those at least ``SEMANTIC_MIN_SIMILARITY`` similar (only those with a
        vector already: a hook has no time to embed a backlog); without it, or on a
        failure (a log line), none."""
        if not query.strip() or not store.semantic_available:
            return {}
        from supermemory_local.store.errors import StoreError

        try:
            near = store.nearest(query, scope=self.scope, limit=SEMANTIC_NEAREST, backfill=False)
        except StoreError as exc:
            self.log.warning("semantic ranking unavailable (%s); keywords only", type(exc).__name__)
            return {}
        return {m.id: m for m in near if (m.score or 0.0) >= SEMANTIC_MIN_SIMILARITY}

    def injection(
        self,
        query: str,
        *,
        note: str,
        exclude_session: str | None = None,
        max_chars: int | None = None,
    ) -> tuple[str, list[str]]:
        """The memories a new session starts with, for every host: the block and its ids.

        The project's newest session memory first (not ``exclude_session``'s, which the
        host already holds), then up to ``injectedMemoryLimit`` memories ranked by
        :func:`injection_score` (relevance to the words of ``query`` and recency
        together): other session memories only when they share a word of it, each as its
        newest version (the store leaves superseded ones out), and no repeat. Each keeps
        its Markdown structure and its id; one cut to fit says so and names its id. All of
        it within
        ``injectedMemoryTokens`` (about ``charsPerToken`` characters each) and
        ``max_chars`` (a host's own cap), marked as context, never as the user's words,
        ``note`` last. ``("", [])`` when memories are off or the project has none.
        """
        from datetime import UTC, datetime

        from supermemory_local.engine.prompts import injected_context

        s = self.settings
        room = int(s.injected_memory_tokens * s.chars_per_token)
        if max_chars is not None:
            room = min(room, max_chars - len(injected_context([], note)))
        if not s.inject_memories or room < MIN_SNIPPET_CHARS + SNIPPET_OVERHEAD:
            return "", []
        store = self.store(self.wait_s)
        recent = store.list(scope=self.scope, limit=SUMMARIES_SCANNED)
        # The store lists the newest version of each session's memory only (earlier ones
        # are superseded: store.versions), so the first is the project's newest session.
        # (a few more than one: hand-added ones and this very session's are skipped)
        sessions = [
            m
            for m in store.list(scope=self.scope, type="conversation", limit=SESSIONS_SCANNED)
            if is_session_summary(m) and m.session_id != exclude_session
        ]
        pinned: list[Memory] = sessions[:1]
        words = keywords(query)
        pool: dict[str, Memory] = {m.id: m for m in recent}
        for word in words:  # older memories that share a word of the message
            for memory in store.search(word, scope=self.scope, limit=POOL_PER_WORD):
                pool.setdefault(memory.id, memory)
        near = self._nearest_in_meaning(store, query)
        for memory in near.values():
            pool.setdefault(memory.id, memory)
        now = datetime.now(UTC)
        ranked: list[tuple[float, str, Memory]] = []
        for memory in pool.values():
            if any(memory.id == p.id or memory.content == p.content for p in pinned):
                continue
            shared = shared_words(memory.content, words)
            if memory.id in near:  # near in meaning: as if it shared a word
                shared = max(shared, 1)
            if is_session_summary(memory) and (memory.session_id == exclude_session or not shared):
                continue  # the host's own session, or not about this message
            score = injection_score(shared, (now - memory.created_at).total_seconds())
            ranked.append((score, memory.id, memory))
        ranked.sort(key=lambda r: (r[0], r[1]), reverse=True)
        chosen = pinned[:]
        for _, _, memory in ranked:
            if len(chosen) >= s.injected_memory_limit + len(pinned):
                break
            if all(memory.content != c.content for c in chosen):
                chosen.append(memory)
        items: list[str] = []
        ids: list[str] = []
        for k, memory in enumerate(chosen):
            # the newest summary may take half the budget, the others share the rest
            newest = k == 0 and bool(pinned)
            left = len(chosen) - k
            share = room // 2 if newest else max(SNIPPET_CHARS, room // left)
            chars = min(share, room - SNIPPET_OVERHEAD)
            if chars < MIN_SNIPPET_CHARS:
                break
            text = injected_item(memory, chars)
            items.append(text)
            ids.append(memory.id)
            room -= len(text) + 3  # the "- " and the newline of its list item
        if not items:
            return "", []
        return injected_context(items, note), ids

    def session_memory(self, session_id: str) -> Memory | None:
        """The newest version of ``session_id``'s memory (store.versions), or None. Waits
        for the store as a save does (a refresh holds no hook up)."""
        store = self.store()
        found = store.list(scope=self.scope, type="conversation", session_id=session_id, limit=1)
        return found[0] if found else None

    def latest_summary(self, session_id: str) -> str | None:
        """The session's memory as it stands (the anchor of its next compaction)."""
        found = self.session_memory(session_id)
        return found.content if found else None

    def for_compaction(self, limit: int) -> list[str]:
        """What the compaction prompt gets: the newest memories that are not summaries
        (OpenCode hands the previous summary to the compaction itself)."""
        if limit <= 0:
            return []
        store = self.store(self.wait_s)
        memories = [
            m for m in store.list(scope=self.scope, limit=limit * 4) if not is_session_summary(m)
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
    words = dict.fromkeys(
        w.lower()
        for w in _WORD.findall(text)
        if not _CJK.search(w) and w.lower() not in _STOP_WORDS
    )
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


def is_session_summary(memory: Memory) -> bool:
    """A memory a session saved: ``conversation`` with a session id. A memory added by
    hand (``supermemory add --type conversation``, MCP ``add``) has none: it is injected as
    a note and never stands in for the project's newest session summary."""
    return is_session_memory(memory)


def snippet(memory: Memory, chars: int = SNIPPET_CHARS) -> str:
    return f"[{memory.type}] {one_line(memory.content, chars)}"


def shared_words(content: str, words: list[str]) -> int:
    """How many of ``words`` occur in ``content`` (case-insensitive substrings: the
    store's search rule)."""
    lowered = content.lower()
    return sum(1 for word in words if word.lower() in lowered)


def injection_score(shared: int, age_s: float) -> float:
    """Relevance and recency together (docs/CONTRACT.md, "First-message injection"):
    ``(1 - 0.5**shared) + RECENCY_WEIGHT * 0.5**(age / RECENCY_HALF_LIFE)``. Each word
    of the message a memory shares halves the distance to 1; recency adds at most
    ``RECENCY_WEIGHT``, so a memory sharing a word outranks one sharing none however
    new, and between equals the newer wins."""
    relevance: float = 1.0 - 0.5**shared
    recency: float = 0.5 ** (max(0.0, age_s) / RECENCY_HALF_LIFE_S)
    return relevance + RECENCY_WEIGHT * recency


def injected_item(memory: Memory, chars: int) -> str:
    """One memory as a list item of the injected block, within ``chars``: a first line
    with its type, id and time, then its text line by line (a summary keeps its
    headings and lists; the lines are indented under the item). Text cut to fit ends
    with a line that names the id to read the rest with."""
    head = f"[{memory.type} {memory.id}, {memory.created_at:%Y-%m-%d %H:%M} UTC]"
    lines = [line.rstrip() for line in memory.content.strip().splitlines()]
    if lines and lines[0] == SUMMARY_PREFIX:
        lines = lines[1:]
    lines = [line for line in lines if line.strip()]
    if len(lines) == 1 and len(head) + 1 + len(lines[0]) <= chars:
        return f"{head} {lines[0]}"
    note = "  " + SUMMARY_CUT_NOTE.format(id=memory.id)
    if len(head) + 1 + len(note) > chars:  # little room: a shorter note, else the head
        note = "  " + SHORT_CUT_NOTE
        if len(head) + 1 + len(note) > chars:
            return head
    body: list[str] = []
    used = len(head)
    for k, line in enumerate(lines):
        text = "  " + line
        rest_needs = 0 if k == len(lines) - 1 else len(note) + 1
        if used + 1 + len(text) + rest_needs > chars:
            room = chars - used - len(note) - 4  # two newlines and " …"
            if room >= MIN_SNIPPET_CHARS // 2:  # a long line: its start, cut at a word
                cut = text[:room].rsplit(" ", 1)[0].rstrip()
                if len(cut) > 2:
                    body.append(cut + " …")
            body.append(note)
            break
        body.append(text)
        used += 1 + len(text)
    return "\n".join([head, *body])
