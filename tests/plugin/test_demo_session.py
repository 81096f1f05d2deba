"""The bundled demo session: generated deterministically, and a valid long session."""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
GENERATOR = ROOT / "scripts" / "make_demo_session.py"
BUNDLED = ROOT / "plugin" / "data" / "demo_session.json.gz"
TOOLS = {"read", "bash", "grep", "glob", "edit", "write", "webfetch"}
WINDOW = 128_000


def generate(out: Path, *extra: str) -> bytes:
    subprocess.run(
        [sys.executable, str(GENERATOR), "--output", str(out), *extra], check=True, timeout=120
    )
    return out.read_bytes()


@pytest.fixture(scope="module")
def session() -> list[dict[str, Any]]:
    data = json.loads(gzip.decompress(BUNDLED.read_bytes()))
    assert isinstance(data, list)
    return data


def test_same_seed_same_bytes_other_seed_other_session(tmp_path: Path) -> None:
    first = generate(tmp_path / "a.json.gz", "--seed", "11")
    again = generate(tmp_path / "b.json.gz", "--seed", "11")
    other = generate(tmp_path / "c.json.gz", "--seed", "12")
    assert first == again
    assert gzip.decompress(first) != gzip.decompress(other)


def test_bundled_file_is_the_generators_output(tmp_path: Path) -> None:
    fresh = generate(tmp_path / "fresh.json")  # default seed, uncompressed
    assert gzip.decompress(BUNDLED.read_bytes()) == fresh, (
        "plugin/data/demo_session.json.gz is stale: run scripts/make_demo_session.py"
    )


def test_size_bounds(session: list[dict[str, Any]]) -> None:
    assert 400 <= len(session) <= 800
    assert BUNDLED.stat().st_size < 3_000_000
    results = [m["content"] for m in session if m["role"] == "tool"]
    # A build log larger than half of a 128k window even at 2 characters per token.
    assert max(len(r) for r in results) > WINDOW
    assert sum(1 for r in results if len(r) > 5_000) >= 50  # long reads and test logs


def test_tool_calls_and_results_pair_up(session: list[dict[str, Any]]) -> None:
    pending: list[str] = []
    seen: set[str] = set()
    for i, m in enumerate(session):
        if m["role"] == "tool":
            assert pending, f"message {i}: tool result without a call"
            assert m["tool_call_id"] == pending.pop(0), f"message {i}: result out of order"
            continue
        assert not pending, f"message {i}: calls {pending} have no results"
        for call in m.get("tool_calls") or ():
            assert call["type"] == "function"
            assert call["function"]["name"] in TOOLS
            json.loads(call["function"]["arguments"])
            assert call["id"] not in seen, f"message {i}: duplicate call id"
            seen.add(call["id"])
            pending.append(call["id"])
    assert not pending


def test_shape_of_the_story(session: list[dict[str, Any]]) -> None:
    assert session[0]["role"] == "system"
    first = session[1]
    assert first["role"] == "user"
    assert "snake_case" in first["content"] and "v1" in first["content"]
    pinned = [m for m in session if m.get("_pin")]
    assert len(pinned) == 1 and pinned[0]["role"] == "user"
    users = [m["content"] for m in session if m["role"] == "user"]
    assert any(re.search(r"[\u4e00-\u9fff]", u) and re.search(r"[äöüß]", u) for u in users)
    assert any(u.startswith("No, stop") for u in users), "the rejected approach"
    used = {c["function"]["name"] for m in session for c in m.get("tool_calls") or ()}
    assert used == TOOLS
    tool_text = "\n".join(m["content"] for m in session if m["role"] == "tool")
    assert "Traceback" in tool_text or "FAILED" in tool_text
    assert any("TODO" in (m.get("content") or "") for m in session)
