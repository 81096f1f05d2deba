"""The structured results of the MCP tools (their ``outputSchema``).

Imported by :func:`supermemory_local.mcp_server.server.build_server` only: it needs
pydantic, which comes with the ``mcp`` extra.
"""

from __future__ import annotations

from pydantic import BaseModel, Field


class MemoryItem(BaseModel):
    id: str = Field(description="the memory id (mem_<ULID>), for show and forget")
    type: str = Field(description="conversation, note, preference, project-config, ...")
    created_at: str = Field(description="when it was stored, ISO 8601 in UTC")
    session_id: str | None = Field(default=None, description="the session that stored it")
    content: str = Field(
        description="the memory's text: in full from show, one line of at most 400 characters "
        "from search and list"
    )
    score: float | None = Field(default=None, description="search rank, higher is better")


class SearchResult(BaseModel):
    query: str
    memories: list[MemoryItem]


class ListResult(BaseModel):
    memories: list[MemoryItem]


class AddResult(BaseModel):
    memory: MemoryItem = Field(description="the memory as stored (after the privacy filter)")


class ShowResult(BaseModel):
    memory: MemoryItem


class ForgetResult(BaseModel):
    forgotten: list[str] = Field(description="the ids deleted")
