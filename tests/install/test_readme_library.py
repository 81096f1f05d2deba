"""The README's library example runs as written: its ``python`` block, read from the README
(so the two cannot drift), against a stand-in ``openai`` module whose client answers like
the real one: a tool call, then the final answer.

It runs in a subprocess in a temp project with the isolated home, so the memory it saves
goes to a fresh default store and the one notice saying where is checked on stderr.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from supermemory_local.config import Settings
from supermemory_local.store.repository import MemoryStore

ROOT = Path(__file__).resolve().parents[2]

FAKE_OPENAI = '''
"""A stand-in for the OpenAI client: the two replies of the README's loop."""
import json
from types import SimpleNamespace

CALLS = []


class Message(SimpleNamespace):
    def model_dump(self, exclude_none=False):
        data = {"role": "assistant", "content": self.content}
        if self.tool_calls:
            data["tool_calls"] = [
                {"id": c.id, "type": "function",
                 "function": {"name": c.function.name, "arguments": c.function.arguments}}
                for c in self.tool_calls
            ]
        return {k: v for k, v in data.items() if v is not None or not exclude_none}


def reply(message):
    usage = SimpleNamespace(prompt_tokens=1_200, completion_tokens=40)
    return SimpleNamespace(choices=[SimpleNamespace(message=message)], usage=usage)


class Completions:
    def create(self, *, model, messages, tools=None):
        CALLS.append(len(messages))
        if len(CALLS) == 1:
            call = SimpleNamespace(
                id="call_1",
                function=SimpleNamespace(
                    name="read_file", arguments=json.dumps({"path": "tests/test_app.py"})
                ),
            )
            return reply(Message(content=None, tool_calls=[call]))
        assert any(m.get("role") == "tool" for m in messages), messages
        answer = "assert 1 == 2 in test_adds: add() returns 1."
        return reply(Message(content=answer, tool_calls=None))


class OpenAI:
    def __init__(self):
        self.chat = SimpleNamespace(completions=Completions())
'''


def library_block() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## The library\n", 1)[1].split("\n## ", 1)[0]
    (block,) = re.findall(r"```python\n(.*?)```", section, re.DOTALL)
    return block


def test_the_readme_library_example_runs_as_written(tmp_path: Path, isolated_home: Path) -> None:
    project = tmp_path / "project"
    (project / "tests").mkdir(parents=True)
    (project / "tests" / "test_app.py").write_text("def test_adds():\n    assert 1 == 2\n")
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    fakes = tmp_path / "fakes"
    fakes.mkdir()
    (fakes / "openai.py").write_text(FAKE_OPENAI)
    example = project / "agent.py"
    example.write_text(library_block(), encoding="utf-8")

    done = subprocess.run(
        [sys.executable, str(example)],
        cwd=project,
        env={**os.environ, "PYTHONPATH": str(fakes)},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )

    assert done.returncode == 0, done.stderr
    assert done.stdout == "assert 1 == 2 in test_adds: add() returns 1.\n"
    with MemoryStore.open(Settings()) as store:
        saved = store.list(type="conversation", limit=None)
        url = store.url
    # one session, one memory: cm.close(messages) saved it, leaving the block did not again
    assert len(saved) == 1, saved
    assert "Why does tests/test_app.py fail?" in saved[0].content
    notices = [line for line in done.stderr.splitlines() if "summary saved as memory" in line]
    assert notices == [
        f"Supermemory: summary saved as memory {saved[0].id} in {url} "
        f"(scope {saved[0].scope}); save=False keeps summaries out of the store"
    ], done.stderr
