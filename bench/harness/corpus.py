"""The developers' real-transcript corpus (``$SUPERMEMORY_CORPUS``; see CONTRIBUTING.md).

It is never copied into the repository: tests and benchmarks read it from there (or
from ``$SUPERMEMORY_CORPUS``) and skip, saying why, when it is missing.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

ROOT = Path(__file__).resolve().parents[2]
MISSING = (
    "the real-transcript corpus is not here: put it at ../shared/corpus or set SUPERMEMORY_CORPUS"
)


def corpus_dir() -> Path | None:
    """Where the corpus is, or None."""
    env = os.environ.get("SUPERMEMORY_CORPUS")
    path = Path(env) if env else ROOT.parent / "shared" / "corpus"
    return path if (path / "manifest.json").is_file() else None


def require_corpus() -> Path:
    """The corpus folder; skips the calling test when it is missing."""
    found = corpus_dir()
    if found is None:
        import pytest

        pytest.skip(MISSING)
    return found


@dataclass(frozen=True)
class Transcript:
    id: str
    fmt: Literal["openai", "anthropic"]
    messages: list[dict[str, Any]]
    system: Any  # Anthropic's top-level system prompt (None for OpenAI)
    meta: dict[str, Any]  # the manifest entry


@cache
def manifest() -> tuple[dict[str, Any], ...]:
    found = corpus_dir()
    if found is None:
        return ()
    return tuple(json.loads((found / "manifest.json").read_text(encoding="utf-8")))


def transcripts(fmt: Literal["openai", "anthropic", "both"] = "both") -> Iterator[Transcript]:
    """Every transcript of the corpus in the given format(s), in manifest order."""
    found = corpus_dir()
    if found is None:
        return
    formats = ("openai", "anthropic") if fmt == "both" else (fmt,)
    for entry in manifest():
        for f in formats:
            path = found / f / f"{entry['id']}.json"
            if not path.is_file():
                continue
            data = json.loads(path.read_text(encoding="utf-8"))
            if f == "openai":
                yield Transcript(entry["id"], "openai", data, None, entry)
            else:
                yield Transcript(
                    entry["id"], "anthropic", data["messages"], data.get("system"), entry
                )
