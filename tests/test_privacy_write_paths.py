"""No secret and no private text reaches the database, whichever way it comes in.

The corpus of bench/harness/secret_corpus.py, then the held-out batches the rules were
tuned on (bench/heldout), go through every write path — the
CLI's ``add`` and ``import`` (content and metadata), the Python API (content, metadata
keys and values, session id, source), the bridge's tool and summary capture (a real
bridge process), ``supermemory compact`` and the engine's preemptive compaction — into
one SQLite file, whose raw bytes (and WAL) are then searched. Summarizers never read
them either.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from bench.harness.secret_corpus import PRIVATE_TEXTS, SECRETS
from supermemory_local.config import Settings
from supermemory_local.engine.summarizer import SummaryRequest
from supermemory_local.store.repository import MemoryStore

TEXTS = [s.text for s in SECRETS] + [text for _, text, _ in PRIVATE_TEXTS]
FORBIDDEN = sorted(
    {v for s in SECRETS for v in s.secrets} | {g for *_, gone in PRIVATE_TEXTS for g in gone}
)
KEEP = "kept-marker-41"  # ordinary text beside the secrets, which must be stored


def _raw_bytes(db: Path) -> bytes:
    return b"".join(p.read_bytes() for p in (db, Path(f"{db}-wal")) if p.exists())


def _leaks(blob: bytes | str) -> list[str]:
    data = blob.encode() if isinstance(blob, str) else blob
    return [value for value in FORBIDDEN if value.encode() in data]


def _label(text: str) -> str | None:
    """The text as a session id or source when it fits (cut, a secret would be another)."""
    return text if len(text) <= 255 else None


def _where(db: Path, leaks: list[str]) -> list[tuple[str, str, str]]:
    """(leaked value, scope, column) of the rows holding each leak, for the failure message."""
    import sqlite3

    found: list[tuple[str, str, str]] = []
    with sqlite3.connect(db) as connection:
        rows = connection.execute(
            "SELECT scope, content, metadata, session_id, source FROM memories"
        ).fetchall()
    for value in leaks:
        for scope, *columns in rows:
            for name, column in zip(
                ("content", "metadata", "session_id", "source"), columns, strict=True
            ):
                at = column.find(value) if column else -1
                if at >= 0:
                    found.append((value[:12], scope, f"{name}: ...{column[at - 60 : at]!r}"))
    return found


class RecordingSummarizer:
    """An offline summarizer that writes back everything it was given (the worst case for
    privacy: a summary that copies its input) and remembers it."""

    name = "recording"

    def __init__(self) -> None:
        self.seen: list[str] = []

    def summarize(self, request: SummaryRequest) -> str:
        read = "\n".join(e.text + "\n" + "\n".join(e.tool_calls) for e in request.entries)
        self.seen.append(read)
        return "\n\n".join(f"{h}\n{read}" for h in request.headings)


def _history(n_filler: int = 0) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [{"role": "system", "content": "You are a coding agent."}]
    for i, text in enumerate(TEXTS):
        messages.append({"role": "user", "content": f"request {i} {KEEP}: {text}"})
        messages.append({"role": "assistant", "content": f"noted {i}: {text}"})
    messages += [{"role": "user", "content": "filler " * 400} for _ in range(n_filler)]
    return messages


def _held_out() -> tuple[list[str], list[str], int]:
    """The held-out batches the rules were tuned on (bench/heldout TUNED): texts, the values
    that must be gone (8+ characters: a short one, a door code, could be any row's bytes),
    and how many secrets."""
    from bench.heldout import TUNED
    from bench.heldout_bench import load, values_of

    items = [(text, values_of(secret)) for b in TUNED for _, text, secret in load(b).SECRETS]
    forbidden = sorted({v for _, values in items for v in values if len(v) >= 8})
    return [text for text, _ in items], forbidden, len(items)


@pytest.fixture(params=["developers' corpus", "held-out batches"])
def corpus(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> int:
    """Which secrets go through the paths; the number of secret texts."""
    if request.param == "held-out batches":
        texts, forbidden, count = _held_out()
        module = sys.modules[__name__]
        monkeypatch.setattr(module, "TEXTS", texts)
        monkeypatch.setattr(module, "FORBIDDEN", forbidden)
        return count
    return len(SECRETS)


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "memories.db"
    monkeypatch.setenv("SUPERMEMORY_DATABASE_URL", f"sqlite:///{path}")
    return path


def test_every_write_path_keeps_secrets_and_private_text_out_of_the_file(
    corpus: int, db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from supermemory_local.cli_compact import main as compact_main
    from supermemory_local.hosts.library import ContextManager
    from supermemory_local.store.cli import main as cli_main
    from tests.plugin.bridge.conftest import start_bridge, stop_bridge
    from tests.plugin.bridge.opencode_data import assistant, with_text

    url = f"sqlite:///{db}"
    # 1. supermemory add
    for text in TEXTS:
        assert cli_main(["add", f"{KEEP} {text}", "--scope", "cli"]) == 0, capsys.readouterr().err
    # 2. supermemory import: content and metadata (keys and values)
    lines = [
        json.dumps(
            {
                "id": f"mem_01J{i:023d}",
                "content": f"{KEEP} {text}",
                "type": "preference",
                "scope": "import",
                "session_id": _label(text),
                "metadata": {"note": text, text: "as a key", "password": "hunter2x9"},
            }
        )
        for i, text in enumerate(TEXTS)
    ]
    (tmp_path / "in.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert cli_main(["import", str(tmp_path / "in.jsonl")]) == 0, capsys.readouterr().err
    # 3. the Python API
    with MemoryStore.open(Settings(), url=url) as store:
        for text in TEXTS:
            store.add(
                f"{KEEP} {text}",
                scope="api",
                session_id=_label(text),
                source=_label(text),
                metadata={"nested": [{"value": text}], text: {"k": text}},
            )
    # 4 and 5. the bridge: the tool, and the capture of a compaction summary
    bridge = start_bridge(tmp_path / "bridge", database_url=url)
    try:
        bridge.call("init", {"directory": str(bridge.project)})
        for text in TEXTS:
            out = bridge.call("tool", {"action": "add", "content": f"{KEEP} {text}"})
            assert "Remembered as" in out["output"] or "entirely private" in out["output"]
        summary = "## 1. User Requests (As-Is)\n" + "\n".join(f"- {KEEP} {t}" for t in TEXTS)
        message = with_text(assistant("ses_cap", 3_000, created=9_000, summary=True), summary)
        done = bridge.call(
            "capture.result", {"context": {"sessionID": "ses_cap"}, "ok": True, "data": [message]}
        )
        assert "summary was not saved" not in json.dumps(done)
    finally:
        stop_bridge(bridge)
    # 6. supermemory compact (the extractive summarizer, saved as a memory)
    transcript = tmp_path / "transcript.json"
    transcript.write_text(json.dumps(_history(n_filler=20)), encoding="utf-8")
    assert compact_main([str(transcript), "--window", "20000", "--save"]) == 0
    # 7. the engine's preemptive compaction, with a summarizer that copies what it reads
    recorder = RecordingSummarizer()
    with MemoryStore.open(Settings(), url=url) as store:
        manager = ContextManager(
            context_window=100_000, store=store, scope="engine", summarizer=recorder
        )
        manager.observe_usage(input_tokens=90_000)
        manager.prepare(_history())
        assert manager.compactions == 1
        counts = store.stats()["by_scope"]
    capsys.readouterr()

    assert recorder.seen and _leaks("\n".join(recorder.seen)) == []  # what the summarizer read
    assert KEEP in recorder.seen[0]
    assert counts["cli"] >= corpus and counts["import"] == len(TEXTS)
    assert counts["api"] == len(TEXTS) and counts["engine"] == 1
    project_rows = sum(n for scope, n in counts.items() if scope.startswith("opencode_project_"))
    assert project_rows >= corpus + 2  # the tool's rows, the capture, compact
    raw = _raw_bytes(db)
    assert raw.count(KEEP.encode()) >= 5 * corpus
    leaks = _leaks(raw)
    assert leaks == [], f"{len(leaks)} of {len(FORBIDDEN)} in the file: {_where(db, leaks)}"


def test_a_summarizer_never_reads_private_blocks_or_secrets(tmp_path: Path) -> None:
    """Through the engine's full summary (Layer 3) too, with the extractive fallback."""
    from supermemory_local.engine.full_summary import summarize_history
    from supermemory_local.engine.transcript import Entry

    recorder = RecordingSummarizer()
    entries = [
        Entry(index=0, role="user", text="fix the login <private>my diagnosis is flu"),
        Entry(
            index=1, role="assistant", text="the whole middle is private", tool_calls=("read(x)",)
        ),
        Entry(index=2, role="user", text="end</private> then deploy with token ghp_" + "a1B2" * 9),
        Entry(index=3, role="tool", text="DB_PASSWORD=hunter2x9 in .env", tool_name="read"),
    ]
    outcome = summarize_history(entries, recorder, Settings())
    (read,) = recorder.seen
    assert "diagnosis" not in read and "whole middle" not in read and "hunter2x9" not in read
    assert "ghp_" not in read and "fix the login" in read and "then deploy" in read
    assert "diagnosis" not in outcome.text
