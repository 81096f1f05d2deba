"""``supermemory compact FILE``: real subprocess runs on small transcripts."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from supermemory_local.config import Settings
from supermemory_local.store.db import default_sqlite_path
from supermemory_local.store.repository import MemoryStore
from supermemory_local.store.scopes import project_scope

SUPERMEMORY = str(Path(sys.executable).parent / "supermemory")


def compact(cwd: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [SUPERMEMORY, "compact", *args],
        cwd=cwd,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def openai_transcript(steps: int = 12) -> list[dict[str, Any]]:
    msgs: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a coding agent."},
        {"role": "user", "content": "Fix the parser tests in src/parser.py; keep the public API."},
    ]
    for i in range(steps):
        call = f"call_{i}"
        msgs.append(
            {
                "role": "assistant",
                "content": f"Step {i}: reading.",
                "tool_calls": [
                    {
                        "id": call,
                        "type": "function",
                        "function": {
                            "name": "read",
                            "arguments": json.dumps({"filePath": f"m{i}.py"}),
                        },
                    }
                ],
            }
        )
        body = "\n".join(f"{n:05d}| def f_{i}_{n}(x): return x + {n}" for n in range(60))
        msgs.append({"role": "tool", "tool_call_id": call, "content": body})
    msgs.append({"role": "user", "content": "Now run the tests.", "_pin": True})
    return msgs


def anthropic_transcript(steps: int = 12) -> dict[str, Any]:
    msgs: list[dict[str, Any]] = [
        {"role": "user", "content": "Fix the parser tests; keep the API."}
    ]
    for i in range(steps):
        tid = f"toolu_{i}"
        msgs.append(
            {
                "role": "assistant",
                "content": [
                    {"type": "text", "text": f"Step {i}"},
                    {
                        "type": "tool_use",
                        "id": tid,
                        "name": "bash",
                        "input": {"command": f"pytest -k t{i}"},
                    },
                ],
            }
        )
        out = "\n".join(f"line {n} of test output {i}" for n in range(80))
        msgs.append(
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": tid, "content": out}],
            }
        )
    msgs.append({"role": "user", "content": "Go on."})
    return {"system": "You are a coding agent.", "messages": msgs}


def write(tmp_path: Path, name: str, data: Any) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def saved_summaries(cwd: Path) -> list[Any]:
    if not default_sqlite_path().exists():
        return []
    with MemoryStore.open(Settings()) as store:
        return store.list(
            scope=project_scope(cwd), type="conversation", limit=None, all_versions=True
        )


def check_report(report: dict[str, Any], window: int) -> None:
    assert report["window"] == window
    assert report["tokens_after"] <= report["tokens_before"]
    steps = report["steps"]
    assert steps, "the transcripts here are all over the window"
    assert steps[0]["tokens_before"] == report["tokens_before"]
    assert steps[-1]["tokens_after"] == report["tokens_after"]
    for step in steps:
        assert step["tokens_after"] <= step["tokens_before"], step
        assert step["details"], step
    for earlier, later in itertools.pairwise(steps):
        assert later["tokens_before"] == earlier["tokens_after"]


def test_openai_transcript_to_stdout_report_to_stderr(tmp_path: Path) -> None:
    src = write(tmp_path, "t.json", openai_transcript())
    done = compact(tmp_path, str(src), "--window", "4000")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert isinstance(out, list)
    assert out[:2] == openai_transcript()[:2]  # system and first request untouched
    # The pinned request is kept, without the engine's `_pin` (no provider accepts it).
    assert out[-1] == {"role": "user", "content": "Now run the tests."}
    compacted = [
        m for m in out if m.get("content") == "[compacted: tool output removed to free context]"
    ]
    assert compacted and all(m["role"] == "tool" for m in compacted)
    lines = done.stderr.splitlines()
    assert lines[0].startswith("openai transcript, window 4,000 tokens: ")
    assert any(line.startswith("compact_old_tool_results: ") for line in lines)
    assert saved_summaries(tmp_path) == []  # Layer 1 was enough: no summary


def test_anthropic_json_document_is_detected_and_keeps_its_shape(tmp_path: Path) -> None:
    src = write(tmp_path, "a.json", anthropic_transcript())
    done = compact(tmp_path, str(src), "--window", "3000", "--json")
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert set(doc) == {"messages", "system", "report"}
    assert doc["system"] == "You are a coding agent."
    assert doc["report"]["format"] == "anthropic"
    check_report(doc["report"], 3000)
    blocks = [b for m in doc["messages"] if isinstance(m["content"], list) for b in m["content"]]
    uses = {b["id"] for b in blocks if b["type"] == "tool_use"}
    results = {b["tool_use_id"] for b in blocks if b["type"] == "tool_result"}
    assert uses == results  # pairs intact
    assert done.stderr == ""


def test_stdin_and_explicit_format(tmp_path: Path) -> None:
    done = compact(
        tmp_path,
        "-",
        "--window",
        "4000",
        "--format",
        "openai",
        "--json",
        stdin=json.dumps({"messages": openai_transcript()}),
    )
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["report"]["format"] == "openai"
    check_report(doc["report"], 4000)
    assert len(doc["messages"]) == doc["report"]["messages_after"]


def requests_transcript(turns: int = 12) -> list[dict[str, Any]]:
    """A chat of long user requests: pruning keeps them (its marker carries them
    verbatim), so only a summary brings it under the target."""
    msgs: list[dict[str, Any]] = [{"role": "system", "content": "You are a coding agent."}]
    for i in range(turns):
        ask = " ".join(f"rename helper_{i}_{k} in src/m{i}.py" for k in range(30))
        msgs.append({"role": "user", "content": f"Request {i}: {ask}"})
        msgs.append({"role": "assistant", "content": f"Done with request {i}."})
    return msgs


def test_summary_is_saved_only_with_save(tmp_path: Path) -> None:
    src = write(tmp_path, "t.json", requests_transcript())
    dry = compact(tmp_path, str(src), "--window", "2000", "--dry-run", "--json")
    assert dry.returncode == 0, dry.stderr
    doc = json.loads(dry.stdout)
    assert set(doc) == {"report"} and doc["report"]["dry_run"] is True
    assert doc["report"]["memory"] is None
    assert doc["report"]["steps"][-1]["strategy"] == "full_summary"
    check_report(doc["report"], 2000)
    assert saved_summaries(tmp_path) == []

    for _ in range(2):  # run again and again: nothing piles up
        plain = compact(tmp_path, str(src), "--window", "2000")
        assert plain.returncode == 0, plain.stderr
        assert "[Session Summary]" in plain.stdout  # the summary is in the output
        assert plain.stderr.splitlines()[-1] == "summary not saved (--save keeps it as a memory)"
    assert saved_summaries(tmp_path) == []

    real = compact(tmp_path, str(src), "--window", "2000", "--save")
    assert real.returncode == 0, real.stderr
    saved = saved_summaries(tmp_path)
    assert len(saved) == 1
    assert saved[0].content.startswith("[Session Summary]\n")
    assert real.stderr.splitlines()[-1].startswith(f"summary saved as memory {saved[0].id} (")
    assert "save=False" not in real.stderr  # the library's notice is not the CLI's

    both = compact(tmp_path, str(src), "--window", "2000", "--save", "--dry-run")
    assert both.returncode == 2
    assert "not allowed with argument" in both.stderr


def test_a_transcript_that_cannot_fit_is_one_line_and_status_1(tmp_path: Path) -> None:
    msgs = [
        {"role": "system", "content": "rules " * 400},
        {"role": "user", "content": "the first request " * 100},
        {"role": "assistant", "content": "ok"},
    ]
    src = write(tmp_path, "big.json", msgs)
    done = compact(tmp_path, str(src), "--window", "100")
    assert done.returncode == 1
    assert done.stdout == ""
    [line] = done.stderr.splitlines()
    assert line.startswith(f"supermemory: error: {src}: still ")
    assert line.endswith(
        "over the 100-token window: the messages the cascade keeps (system prompt, first "
        "request, pinned and recent messages) do not fit"
    )
    as_json = compact(tmp_path, str(src), "--window", "100", "--json")
    assert as_json.returncode == 1
    assert set(json.loads(as_json.stdout)) == {"report"}  # the report, no unusable transcript
    assert json.loads(as_json.stdout)["report"]["fits"] is False
    assert as_json.stderr == done.stderr


def test_a_transcript_that_fits_is_left_alone(tmp_path: Path) -> None:
    msgs = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}]
    done = compact(tmp_path, str(write(tmp_path, "s.json", msgs)), "--window", "1000")
    assert done.returncode == 0
    assert json.loads(done.stdout) == msgs
    assert "nothing to do" in done.stderr


@pytest.mark.parametrize(
    ("document", "problem"),
    [
        ([{"role": "user", "content": "x"}, 5], "message 1: not an object, got a number"),
        ([{"role": "user", "content": "x"}, {"content": "y"}], 'message 1: missing "role"'),
        ([{"role": 7, "content": "x"}], 'message 0: "role" must be a string, got a number'),
        (
            [{"role": "robot", "content": "x"}],
            "message 0: unknown role 'robot' for the openai format",
        ),
        (
            {"system": "s", "messages": [{"role": "system", "content": "x"}]},
            "message 0: unknown role 'system' for the anthropic format",
        ),
        ([{"role": "user", "content": 5}], 'message 0: "content" must be a string, a list or null'),
        ({"messages": 3}, '"messages" must be a list, got a number'),
        ("just text", 'expected a list of messages or an object with "messages"'),
    ],
)
def test_bad_input_is_one_line_with_the_message_index(
    tmp_path: Path, document: Any, problem: str
) -> None:
    src = write(tmp_path, "bad.json", document)
    done = compact(tmp_path, str(src), "--window", "1000")
    assert done.returncode == 1
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(f"supermemory: error: {src}: ")
    assert problem in lines[0]


def test_unreadable_input(tmp_path: Path) -> None:
    (tmp_path / "broken.json").write_text('[{"role": "user"', encoding="utf-8")
    done = compact(tmp_path, "broken.json", "--window", "1000")
    assert done.returncode == 1
    assert done.stderr.startswith("supermemory: error: broken.json: not valid JSON: line 1")
    done = compact(tmp_path, "missing.json", "--window", "1000")
    assert (done.returncode, done.stderr) == (
        1,
        "supermemory: error: missing.json: No such file or directory\n",
    )


def test_orphan_tool_result_is_not_an_input_error(tmp_path: Path) -> None:
    msgs = [
        {"role": "user", "content": "go"},
        {"role": "tool", "tool_call_id": "call_gone", "content": "output " * 3000},
        {"role": "assistant", "content": "done"},
    ]
    done = compact(tmp_path, str(write(tmp_path, "o.json", msgs)), "--window", "1000", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["report"]["tokens_after"] <= 1000


def test_terminal_table_shortens_long_details() -> None:
    import io

    from supermemory_local.cli_compact import _rich_report, plain_report

    details = [f"truncated #{i} (read) from 1426 to 279 tokens (limit 300)" for i in range(12)]
    report = {
        "format": "openai",
        "window": 600,
        "dry_run": True,
        "messages_before": 27,
        "messages_after": 27,
        "tokens_before": 17_554,
        "tokens_after": 3_720,
        "fits": False,
        "memory": None,
        "steps": [
            {
                "strategy": "truncate_tool_result",
                "messages_before": 27,
                "messages_after": 27,
                "tokens_before": 17_554,
                "tokens_after": 3_720,
                "details": details,
            }
        ],
    }
    out = io.StringIO()
    _rich_report(report, out)
    table = out.getvalue()
    assert "17,554 → 3,720" in table and "… and 9 more" in table and "#11 (read)" not in table
    assert "dry run: nothing saved" in table
    plain = plain_report(report)
    assert "(still over the window)" in plain[0]
    assert sum(1 for line in plain if line.startswith("  truncated")) == 12


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"[" * 200_000 + b"]" * 200_000, "not valid JSON: nested too deeply"),
        (b'[{"role": "user", "content": NaN}]', "NaN is not a JSON number"),
        (b'[{"role": "user", "content": "x"}] \xff', "not UTF-8 text"),
        (b'[{"role": "user", "content": ' + b"9" * 5_000 + b"}]", "digits"),
    ],
)
def test_hostile_files_get_one_clear_line(tmp_path: Path, content: bytes, problem: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    done = compact(tmp_path, str(path), "--window", "1000")
    assert done.returncode == 1
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith("supermemory: error: ") and problem in line
    assert "unexpected" not in line


@pytest.mark.parametrize(
    ("window", "problem"),
    [
        ("1e400", "must be a whole number of tokens, got '1e400'"),
        ("9" * 400, "must be at most 1,000,000,000 tokens"),
        ("0", "must be a positive number of tokens"),
    ],
)
def test_absurd_windows_get_one_clear_line(tmp_path: Path, window: str, problem: str) -> None:
    src = write(tmp_path, "t.json", openai_transcript())
    done = compact(tmp_path, str(src), "--window", window)
    assert done.returncode == 2
    (line,) = done.stderr.strip().splitlines()
    assert problem in line and "unexpected" not in line


def test_half_an_emoji_in_a_transcript_is_printed_as_a_replacement_character(
    tmp_path: Path,
) -> None:
    path = tmp_path / "s.json"
    path.write_text('[{"role": "user", "content": "fix \\ud83d this"}]', encoding="utf-8")
    done = compact(tmp_path, str(path), "--window", "1000")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [{"role": "user", "content": "fix \ufffd this"}]


def test_other_commands_give_one_clear_line_for_absurd_input(tmp_path: Path) -> None:
    def run(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [SUPERMEMORY, *args],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
            env={**os.environ, **env},
        )

    deep = tmp_path / "deep.json"
    deep.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    config = tmp_path / "deep.jsonc"
    config.write_text('{"a": ' + "[" * 200_000 + "]" * 200_000 + "}", encoding="utf-8")
    for done, problem in (
        (run("list", "-n", "9" * 40), "must be at most 1,000,000,000"),
        (run("import", str(deep)), "line 1: nested too deeply to read; nothing was imported"),
        (run("list", SUPERMEMORY_CONFIG=str(config)), "not valid JSONC: nested too deeply"),
    ):
        assert done.returncode != 0
        line = done.stderr.strip().splitlines()[-1]
        assert problem in line and "unexpected" not in line, done.stderr


def test_a_transcript_ending_in_an_unanswered_call_says_the_call_has_no_result(
    tmp_path: Path,
) -> None:
    msgs = openai_transcript(steps=2)[:-1]  # without the pinned request
    msgs.append(
        {
            "role": "assistant",
            "content": "Running the tests.",
            "tool_calls": [
                {"id": "last", "type": "function", "function": {"name": "bash", "arguments": "{}"}}
            ],
        }
    )
    done = compact(tmp_path, str(write(tmp_path, "t.json", msgs)), "--window", "100000")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out[-1] == {
        "role": "tool",
        "tool_call_id": "last",
        "content": "[no result: this tool call was not answered]",
    }
    assert not any("[compacted:" in str(m.get("content")) for m in out)
