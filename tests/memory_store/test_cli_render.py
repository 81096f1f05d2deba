"""What the CLI prints on a terminal (rich) and the helpers that shorten things."""

from __future__ import annotations

import io
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from supermemory_local.store.cli_render import (
    human_size,
    iso,
    one_line,
    print_memories,
    print_memory,
    print_stats,
    relative,
    short_scope,
)
from supermemory_local.store.repository import Memory, MemoryStore

NOW = datetime(2026, 3, 1, 12, 0, 0, tzinfo=UTC)


@pytest.fixture
def memories(tmp_path: Path) -> list[Memory]:
    with MemoryStore.open(url=f"sqlite:///{tmp_path / 'r.db'}") as store:
        store.add("first line\n\n  second   line", scope="opencode_project_0123456789abcdef")
        store.add("数据库 迁移", scope="team_backend", type="preference", session_id="ses_1")
        return store.list(scope=None)


def test_rich_table_shows_ids_short_scopes_and_titles(
    memories: list[Memory], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "160")
    out = io.StringIO()
    print_memories(memories, "rich", out)
    text = out.getvalue()
    assert memories[0].id in text and memories[1].id in text
    assert "project:01234567" in text
    assert "team_backend" in text
    assert "first line" in text and "second line" not in text  # a note's title: line one
    assert "数据库 迁移" in text
    assert "just now" in text


def test_narrow_terminal_cuts_content_but_never_ids(
    memories: list[Memory], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "78")
    out = io.StringIO()
    print_memories(memories, "rich", out)
    lines = out.getvalue().splitlines()
    assert all(len(line) <= 78 for line in lines)
    assert lines[2].startswith(memories[1].id)
    assert "first line" not in out.getvalue()
    assert "…" in lines[2]


def test_rich_table_empty_and_scored(memories: list[Memory]) -> None:
    out = io.StringIO()
    print_memories([], "rich", out)
    assert out.getvalue() == "no memories\n"
    out = io.StringIO()
    print_memories(memories, "rich", out, scored=True)
    assert "Score" in out.getvalue()


def test_rich_show_has_fields_and_full_content(memories: list[Memory]) -> None:
    out = io.StringIO()
    print_memory(memories[0], "rich", out)
    text = out.getvalue()
    assert memories[0].id in text
    assert "ses_1" in text
    assert "数据库 迁移" in text


def test_plain_stats_lines() -> None:
    out = io.StringIO()
    stats = {
        "total": 3,
        "by_type": {"conversation": 2, "preference": 1},
        "by_scope": {"a": 1, "b": 2},
        "url": "sqlite:////x/memories.db",
        "backend": "sqlite",
        "size_bytes": 2048,
        "revision": "0001",
    }
    print_stats(stats, "plain", out)
    assert out.getvalue().splitlines() == [
        "database  sqlite:////x/memories.db",
        "backend   sqlite",
        "revision  0001",
        "size      2.0 KB",
        "memories  3",
        "by type   conversation 2, preference 1",
        "by scope  b 2, a 1",
    ]


@pytest.mark.parametrize(
    ("delta", "expected"),
    [
        (timedelta(seconds=5), "just now"),
        (timedelta(minutes=5, seconds=10), "5m ago"),
        (timedelta(hours=3), "3h ago"),
        (timedelta(days=2, hours=1), "2d ago"),
        (timedelta(days=40), "2026-01-20"),
    ],
)
def test_relative_time(delta: timedelta, expected: str) -> None:
    assert relative(NOW - delta, now=NOW) == expected


def test_naive_times_are_utc() -> None:
    naive = datetime(2026, 3, 1, 11, 0, 0)
    assert relative(naive, now=NOW) == "1h ago"
    assert iso(naive) == "2026-03-01T11:00:00Z"
    assert iso(None) == ""


def test_short_scope() -> None:
    assert short_scope("opencode_project_0123456789abcdef") == "project:01234567"
    assert short_scope("opencode_user_fedcba9876543210") == "user:fedcba98"
    assert short_scope("team_backend") == "team_backend"
    assert short_scope("x" * 40) == "x" * 23 + "…"


def test_one_line_and_human_size() -> None:
    assert one_line("a\n\tb   c") == "a b c"
    assert one_line("abcdef", 4) == "abc…"
    assert human_size(512) == "512 B"
    assert human_size(5 * 1024 * 1024) == "5.0 MB"
    assert human_size(3 * 1024**4) == "3072.0 GB"
