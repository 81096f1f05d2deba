"""The MCP tools and the summary resource, on the ``mcp`` SDK's :class:`MCPServer`.

Imported by :mod:`supermemory_local.mcp_server.server` once the SDK's server side is
loaded (see ``sdk.load_server_sdk``). No ``from __future__ import annotations`` here:
the SDK reads the tools' signatures (parameter schemas, ``Annotated[CallToolResult, Model]``
for the ``outputSchema``) at registration.

Every tool answers with one sentence (or a sentence and a list) as text and, when it
succeeded, the same facts as ``structuredContent``. A refused call is a tool error
(``isError``) whose one line names the MCP parameter at fault and, for a size, the limit;
it never echoes the input back.
"""

import contextlib
import logging
import re
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Annotated

import mcp.server.mcpserver.server as _sdk_server
from mcp.server.mcpserver import MCPServer
from mcp_types import CallToolResult, TextContent, ToolAnnotations
from pydantic import BaseModel, Field

from supermemory_local.hosts.memories import is_session_summary
from supermemory_local.hosts.standalone import HostMemories
from supermemory_local.hosts.tool import SHOWN_CHARS, hit, matched_passage
from supermemory_local.mcp_server.results import (
    AddResult,
    ForgetResult,
    ListResult,
    MemoryItem,
    SearchResult,
    ShowResult,
)
from supermemory_local.store.text import one_line

if TYPE_CHECKING:
    from supermemory_local.store.repository import Memory, MemoryStore

SERVER_NAME = "supermemory-local"
SUMMARY_URI = "supermemory://project/summary"
INSTRUCTIONS = (
    "Long-term memory of this project, shared with OpenCode and Claude Code sessions: "
    "summaries of earlier sessions and what the user asked to remember. Search it before "
    "re-discovering something; add what the user asks you to remember."
)

# Size limits of the arguments (characters; ids: items). A larger argument is refused
# with one line naming the parameter and its limit; nothing is stored or searched.
MAX_QUERY = 1_000
MAX_CONTENT = 100_000
MAX_ID = 64
MAX_IDS = 100
MAX_LABEL = 255  # session (the store's limit for labels)
MAX_SHORT = 40  # type, since
LIST_DEFAULT = 10
MAX_RESULTS = 100  # limit of search and list
DEFAULT_ADD_TYPE = "preference"

_MEMORY_ID = re.compile(r"\bmem_[0-9A-Za-z]+")


def _read_only(title: str) -> ToolAnnotations:
    return ToolAnnotations(title=title, read_only_hint=True, open_world_hint=False)


class Refused(Exception):
    """A call the tool does not run: its one-line message is the tool error."""


def _text(value: str, name: str, limit: int, *, required: bool = False) -> str:
    if len(value) > limit:
        raise Refused(
            f"{name} is {len(value):,} characters; the limit is {limit:,}. Nothing was done."
        )
    if required and not value.strip():
        raise Refused(f"{name} is empty: give the text in {name}.")
    return value.strip()


def _limit(value: int, default: int) -> int:
    if value == 0:
        return default
    if not 1 <= value <= MAX_RESULTS:
        raise Refused(f"limit must be 1 to {MAX_RESULTS}; got {value}.")
    return value


def _type(value: str | None, *, allowed: tuple[str, ...]) -> str | None:
    if value is None or not value.strip():
        return None
    kind = _text(value, "type", MAX_SHORT).lower()
    if kind not in allowed:
        raise Refused(f"Unknown type {kind!r}: use one of {', '.join(sorted(allowed))}.")
    return kind


def _since(value: str | None) -> datetime | None:
    if value is None or not value.strip():
        return None
    text = _text(value, "since", MAX_SHORT)
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise Refused(
            f"since {text!r} is not a date: use ISO 8601, e.g. 2026-05-01 or 2026-05-01T09:30:00Z."
        ) from None
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def _created(memory: "Memory") -> datetime:
    when = memory.created_at
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def _item(memory: "Memory", *, full: bool = False, shown: str | None = None) -> MemoryItem:
    """``memory`` as a result: its whole content (``full``), ``shown`` (a search's
    passage), else the start of its content on one line."""
    if full:
        content = memory.content
    else:
        content = shown if shown is not None else one_line(memory.content, SHOWN_CHARS)
    return MemoryItem(
        id=memory.id,
        type=memory.type,
        title=memory.title,
        created_at=_created(memory).isoformat(),
        session_id=memory.session_id,
        content=content,
        score=memory.score,
    )


def _lines(found: "list[Memory]") -> str:
    return "\n".join(
        f"- {m.id} [{m.type}, {m.created_at:%Y-%m-%d}] {one_line(m.content, SHOWN_CHARS)}"
        for m in found
    )


def _ok(text: str, result: BaseModel) -> CallToolResult:
    structured = result.model_copy(update={"message": text})
    return CallToolResult(
        content=[TextContent(type="text", text=text)],
        structured_content=structured.model_dump(mode="json"),
    )


def _error(text: str) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=text)], is_error=True)


def _plain_logging(level: str = "INFO") -> None:
    """The SDK's own log lines on stderr, as its ``configure_logging`` writes them, without
    importing rich for them (a fifth of building the server)."""
    logging.basicConfig(level=level, format="%(message)s", handlers=[logging.StreamHandler()])


if hasattr(_sdk_server, "configure_logging"):
    _sdk_server.configure_logging = _plain_logging


def build_server(
    host: HostMemories, logger: logging.Logger, *, started: Callable[[], None] = lambda: None
) -> MCPServer:
    """The MCP server over ``host``'s memories (tools and the summary resource);
    ``started`` runs before every tool call and resource read (once is up to it)."""
    from supermemory_local import __version__
    from supermemory_local.store.repository import MEMORY_TYPES

    memories = host.memories
    server: MCPServer = MCPServer(
        SERVER_NAME, instructions=INSTRUCTIONS, version=__version__, log_level="WARNING"
    )

    def run(action: str, work: Callable[["MemoryStore"], CallToolResult]) -> CallToolResult:
        """``work`` on the store; a refusal or a store failure is a one-line tool error."""
        from supermemory_local.store.errors import first_line

        started()
        try:
            result = work(memories.store())
        except Refused as exc:
            logger.info("mcp %s: refused (%s)", action, type(exc).__name__)
            return _error(str(exc))
        except Exception as exc:  # the store could not open or answer: say so, keep serving
            logger.info("mcp %s: failed: %s", action, type(exc).__name__)
            return _error(f"supermemory could not {action}: {first_line(exc)}")
        # The log keeps decisions, sizes and ids, never content or queries.
        text = "".join(c.text for c in result.content if isinstance(c, TextContent))
        ids = ", ".join(dict.fromkeys(_MEMORY_ID.findall(text))) or "none"
        state = "refused" if result.is_error else "answered"
        logger.info("mcp %s: %s, %d chars, ids %s", action, state, len(text), ids)
        return result

    def allowed_scopes() -> set[str]:
        """The scopes this session may read and delete in: the project's and the user's."""
        from supermemory_local.store.scopes import user_scope

        allowed = {memories.scope}
        with contextlib.suppress(Exception):  # no git email: there is no user scope
            allowed.add(user_scope())
        return allowed

    @server.tool(
        annotations=_read_only("Search memories"),
    )
    def search(
        query: Annotated[
            str,
            Field(
                description="the words to find (any language); every word must occur",
                json_schema_extra={"maxLength": MAX_QUERY},
            ),
        ],
        limit: Annotated[
            int,
            Field(description=f"at most this many, 1 to {MAX_RESULTS} (0: the configured default)"),
        ] = 0,
        type: Annotated[
            str | None, Field(description="only memories of this type, e.g. conversation")
        ] = None,
        since: Annotated[
            str | None, Field(description="only memories stored from then on (ISO 8601 date)")
        ] = None,
        session: Annotated[
            str | None, Field(description="only memories of this session id")
        ] = None,
    ) -> Annotated[CallToolResult, SearchResult]:
        """Find memories of this project matching the words in `query` (best first).

        One hit per session (its newest summary), each with the passage that matched;
        `show` reads a memory in full.
        """

        def work(store: "MemoryStore") -> CallToolResult:
            from supermemory_local.store.search import parse_terms

            words = _text(query, "query", MAX_QUERY, required=True)
            wanted = _limit(limit, min(memories.settings.search_limit, MAX_RESULTS))
            kind = _type(type, allowed=MEMORY_TYPES)
            start = _since(since)
            sid = _text(session or "", "session", MAX_LABEL) or None
            # one hit per session: the store finds only the newest version of its memory
            found = store.search(
                words,
                scope=memories.scope,
                type=kind,
                limit=wanted,
                session_id=sid,
                since=start,
            )
            terms = parse_terms(words)
            result = SearchResult(
                query=words,
                memories=[_item(m, shown=matched_passage(m, terms).text) for m in found],
            )
            if not found:
                return _ok(f"No memories match {one_line(words, 80)!r} in this project.", result)
            noun = "memory matches" if len(found) == 1 else "memories match"
            lines = "\n".join(hit(m, terms) for m in found)
            return _ok(
                f"{len(found)} {noun} (the passage that matched, terms in **bold**; "
                f"show with an id reads one in full):\n{lines}",
                result,
            )

        return run("search", work)

    @server.tool(
        annotations=ToolAnnotations(
            title="Remember",
            read_only_hint=False,
            destructive_hint=False,
            idempotent_hint=False,
            open_world_hint=False,
        ),
    )
    def add(
        content: Annotated[
            str,
            Field(
                description="what to remember for this project",
                json_schema_extra={"maxLength": MAX_CONTENT},
            ),
        ],
        type: Annotated[
            str,
            Field(
                description="preference (default), architecture, error-solution, "
                "project-config, learned-pattern or note"
            ),
        ] = DEFAULT_ADD_TYPE,
    ) -> Annotated[CallToolResult, AddResult]:
        """Remember `content` for this project (it survives compaction and new sessions).

        Private text and secrets are removed before it is stored.
        """

        def work(store: "MemoryStore") -> CallToolResult:
            if len(content) > MAX_CONTENT:
                _text(content, "content", MAX_CONTENT)  # raises: names the limit
            if not content.strip():
                raise Refused("content is empty: give the text to remember in content.")
            kind = _type(type, allowed=MEMORY_TYPES) or DEFAULT_ADD_TYPE
            memory = store.add(
                content.rstrip(),  # leading whitespace is part of the memory (indented code)
                scope=memories.scope,
                type=kind,
                source=memories.source,
            )
            text = (
                f"Remembered as {memory.id} ({memory.type}): "
                f"{one_line(memory.content, SHOWN_CHARS)}"
            )
            return _ok(text, AddResult(memory=_item(memory, full=True)))

        return run("add", work)

    @server.tool(name="list", annotations=_read_only("List memories"))
    def list_(
        limit: Annotated[int, Field(description=f"at most this many, 1 to {MAX_RESULTS}")] = (
            LIST_DEFAULT
        ),
        type: Annotated[str | None, Field(description="only memories of this type")] = None,
        session: Annotated[
            str | None, Field(description="only memories of this session id")
        ] = None,
    ) -> Annotated[CallToolResult, ListResult]:
        """The newest memories of this project, newest first."""

        def work(store: "MemoryStore") -> CallToolResult:
            wanted = _limit(limit, LIST_DEFAULT)
            kind = _type(type, allowed=MEMORY_TYPES)
            sid = _text(session or "", "session", MAX_LABEL) or None
            found = store.list(scope=memories.scope, type=kind, session_id=sid, limit=wanted)
            result = ListResult(memories=[_item(m) for m in found])
            if not found:
                return _ok("This project has no memories yet.", result)
            return _ok(
                f"The {len(found)} newest memories of this project:\n{_lines(found)}", result
            )

        return run("list", work)

    @server.tool(
        annotations=_read_only("Show a memory"),
    )
    def show(
        id: Annotated[
            str,
            Field(
                description="a memory id from search or list",
                json_schema_extra={"maxLength": MAX_ID},
            ),
        ],
    ) -> Annotated[CallToolResult, ShowResult]:
        """One memory of this project in full, by its id (from search or list)."""

        def work(store: "MemoryStore") -> CallToolResult:
            memory_id = _text(id, "id", MAX_ID)
            if not memory_id:
                raise Refused("id is empty: give a memory id (from search or list).")
            memory = store.get(memory_id)
            if memory is None or memory.scope not in allowed_scopes():
                raise Refused(
                    f"Not found: no memory with id {memory_id} in this project or your user scope."
                )
            when = f"{_created(memory):%Y-%m-%d %H:%M} UTC"
            session = f", session {memory.session_id}" if memory.session_id else ""
            head = f"{memory.id} [{memory.type}, {when}{session}] {memory.title}"
            text = f"{head}\n\n{memory.content}"
            return _ok(text, ShowResult(memory=_item(memory, full=True)))

        return run("show", work)

    @server.tool(
        annotations=ToolAnnotations(
            title="Forget memories",
            read_only_hint=False,
            destructive_hint=True,
            idempotent_hint=True,
            open_world_hint=False,
        ),
    )
    def forget(
        ids: Annotated[
            list[str],
            Field(
                description=f"the memory ids to delete (from search or list), 1 to {MAX_IDS}",
                json_schema_extra={"maxItems": MAX_IDS},
            ),
        ],
    ) -> Annotated[CallToolResult, ForgetResult]:
        """Delete these memories of this project (or your user scope): all or none.

        An id that does not exist there deletes nothing and is named in the answer.
        """

        def work(store: "MemoryStore") -> CallToolResult:
            if len(ids) > MAX_IDS:
                raise Refused(
                    f"ids has {len(ids):,} items; the limit is {MAX_IDS}. Nothing was done."
                )
            wanted = list(dict.fromkeys(_text(i, "each of ids", MAX_ID) for i in ids))
            wanted = [i for i in wanted if i]
            if not wanted:
                raise Refused("ids is empty: give the memory ids to delete (from search or list).")
            allowed = allowed_scopes()
            missing = [i for i in wanted if (m := store.get(i)) is None or m.scope not in allowed]
            if missing:
                raise Refused(
                    f"Not found: no memory with id {', '.join(missing)} in this project or your "
                    "user scope. Nothing was deleted."
                )
            deleted = store.forget(wanted, scopes=allowed)
            noun = "memory" if deleted == 1 else "memories"
            return _ok(
                f"Forgot {deleted} {noun}: {', '.join(wanted)}", ForgetResult(forgotten=wanted)
            )

        return run("forget", work)

    @server.resource(
        SUMMARY_URI,
        name="project-summary",
        description="The newest session summary of this project (five sections).",
        mime_type="text/markdown",
    )
    def project_summary() -> str:
        started()
        try:
            listed = memories.store().list(scope=memories.scope, type="conversation", limit=50)
        except Exception as exc:
            return f"supermemory could not read the summary: {exc}"
        found = [m for m in listed if is_session_summary(m)]
        if not found:
            return "This project has no saved session summary yet."
        return found[0].content

    return server
