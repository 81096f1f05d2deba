"""The structured results of the MCP tools (their ``outputSchema``).

Imported by :func:`supermemory_local.mcp_server.sdk.build_server` only: it needs
pydantic, which comes with the ``mcp`` extra.
"""

from __future__ import annotations

from pydantic import BaseModel, Field


class MemoryItem(BaseModel):
    id: str = Field(description="the memory id (mem_<ULID>), for show and forget")
    type: str = Field(description="conversation, note, preference, project-config, ...")
    created_at: str = Field(description="when it was stored, ISO 8601 in UTC")
    session_id: str | None = Field(default=None, description="the session that stored it")
    title: str = Field(description="a short title: a summary's first request, else its start")
    content: str = Field(
        description="the memory's text: in full from show and add; from search the passage "
        "that matched (one line of at most 400 characters, … where text was left out); from "
        "list its first 400 characters on one line"
    )
    score: float | None = Field(default=None, description="search rank, higher is better")


class Answer(BaseModel):
    message: str = Field(
        default="",
        description="the answer as a sentence, the same as the text content (a client that "
        "shows the model only structuredContent, as Claude Code does, still shows it)",
    )


class SearchResult(Answer):
    query: str
    memories: list[MemoryItem]


class ListResult(Answer):
    memories: list[MemoryItem]


class AddResult(Answer):
    memory: MemoryItem = Field(description="the memory as stored (after the privacy filter)")


class ShowResult(Answer):
    memory: MemoryItem


class ForgetResult(Answer):
    forgotten: list[str] = Field(description="the ids deleted")
