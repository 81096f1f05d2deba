"""Generated sessions with planted facts (OpenAI Chat Completions messages).

Each session is a coding-agent session long enough to be compacted several times at
64k tokens, with facts planted where compaction tends to lose them: requests spread
over the whole session (one in German, one in Chinese), a constraint agreed mid-way
and reversed later, an approach that failed, files edited through edit/write tools
and through the shell (``sed -i``, a heredoc, ``>>``, ``mv``, ``rm``, ``git apply``),
an error that was fixed (the same command passes later) and one left open at the
end, and texts that are not requests: a harness format error, injected memories, a
task notification, tool output.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from supermemory_local.engine.prompts import INJECTED_CONTEXT_END, INJECTED_CONTEXT_PREFIX

Message = dict[str, Any]


@dataclass
class Truth:
    """What the final summary must hold (the planted facts)."""

    requests: list[str] = field(default_factory=list)
    not_requests: list[str] = field(default_factory=list)  # texts no request may quote
    edited_files: list[str] = field(default_factory=list)
    open_error: str | None = None  # the last unresolved error
    fixed_error: str | None = None
    constraint: str | None = None  # agreed mid-way ...
    reversal: str | None = None  # ... and reversed later
    failed_approach: str | None = None


@dataclass
class Session:
    id: str
    messages: list[Message]
    truth: Truth


class _Builder:
    def __init__(self, name: str, seed: int) -> None:
        self.rng = random.Random(seed)
        self.name = name
        self.messages: list[Message] = [
            {"role": "system", "content": "You are a coding agent working in a git repository."}
        ]
        self.truth = Truth()
        self.calls = 0

    def user(self, text: str, *, request: bool = True) -> None:
        self.messages.append({"role": "user", "content": text})
        (self.truth.requests if request else self.truth.not_requests).append(text)

    def say(self, text: str) -> None:
        self.messages.append({"role": "assistant", "content": text})

    def call(self, text: str, tool: str, args: dict[str, Any], output: str) -> None:
        self.calls += 1
        call_id = f"call_{self.name}_{self.calls}"
        self.messages.append(
            {
                "role": "assistant",
                "content": text,
                "tool_calls": [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": tool, "arguments": json.dumps(args)},
                    }
                ],
            }
        )
        self.messages.append({"role": "tool", "tool_call_id": call_id, "content": output})

    def bash(self, command: str, output: str, text: str = "") -> None:
        self.call(text, "bash", {"command": command}, output)

    def read(self, path: str, lines: int) -> None:
        body = "\n".join(
            f"{i}: {self.rng.choice(_CODE)}".replace("NAME", f"v{i}") for i in range(lines)
        )
        self.call(f"Reading {path}.", "read", {"filePath": path}, body)

    def filler(self, turns: int, module: str) -> None:
        """Reading and test runs that fill the context (no facts in them)."""
        for k in range(turns):
            self.read(f"src/{module}/part_{k}.py", self.rng.randint(120, 220))
            log = "\n".join(f"tests/test_{module}.py::test_case_{i} PASSED" for i in range(60 + k))
            self.bash(f"pytest tests/test_{module}.py -q", log + "\n60 passed in 1.2s")
            # the assistant's own long texts: what Layer 1 cannot compact away
            lines = [self.rng.choice(_PROSE).format(m=module, k=k, i=i) for i in range(90)]
            self.say("\n".join(lines))


_PROSE = (
    "Step {i}: the {m} handler {k} reads the cached value, checks its age and refreshes it.",
    "Looking at part {k} of {m}: the loop over the rows is O(n) and stays as it is ({i}).",
    "In `{m}_helper_{i}` the default argument is shared between calls; noted for later.",
    "The tests of part {k} cover the empty input, one row and {i} rows of {m} data.",
)
_CODE = (
    "def NAME(value: int) -> int:",
    "    return value * 2 + 1",
    "    if value is None:",
    "        raise ValueError('NAME must not be None')",
    "class NAME(Base):",
    "    except KeyError:",
    "# helper for the NAME lookup",
    "    logger.debug('error handling for %s', NAME)",
    "import NAME",
)


def _session(name: str, seed: int, topic: str) -> Session:
    b = _Builder(name, seed)
    t = b.truth
    b.user(
        f"Add a {topic} module to the service: put it in src/{topic}/core.py, with tests in "
        f"tests/test_{topic}.py, and wire it into src/app.py."
    )
    b.call(
        "Creating the module.",
        "write",
        {"filePath": f"src/{topic}/core.py", "content": f"def {topic}(): ...\n"},
        "Wrote file successfully.",
    )
    b.filler(6, topic)
    # a harness message, injected memories and a task notification: none is a request
    b.user("Please always provide EXACTLY ONE action in triple backticks, found 2.", request=False)
    memories = (
        f"{INJECTED_CONTEXT_PREFIX}\n- [preference] use black for {topic} formatting\n"
        f"{INJECTED_CONTEXT_END}"
    )
    b.user(memories, request=False)
    b.say("Understood, one action at a time.")
    t.constraint = f"Don't use the requests library in src/{topic}/; stick to urllib."
    b.user(t.constraint)
    b.call(
        "Editing the client.",
        "edit",
        {"filePath": f"src/{topic}/client.py", "oldString": "a", "newString": "b"},
        "Edit applied successfully.",
    )
    b.filler(5, topic)
    # an error that gets fixed: the same command passes later
    t.fixed_error = f"TypeError: {topic}() missing 1 required positional argument: 'config'"
    traceback = (
        "Traceback (most recent call last):\n"
        f'  File "src/{topic}/core.py", line 3, in <module>\n'
        f"    {topic}()\n{t.fixed_error}"
    )
    b.bash(f"python -m {topic}.smoke", traceback + "\nexit code 1")
    # a failed approach
    t.failed_approach = (
        f"Caching the {topic} lookups with functools.lru_cache didn't work: the config "
        "argument is a dict and cannot be hashed."
    )
    b.bash(
        f"sed -i 's/def {topic}(/@lru_cache\\ndef {topic}(/' src/{topic}/core.py",
        "",
        "Trying functools.lru_cache on the lookup.",
    )
    b.bash(
        f"python -m {topic}.smoke",
        "Traceback (most recent call last):\n  File ...\nTypeError: unhashable type: 'dict'",
    )
    b.say(t.failed_approach + " I will pass a frozen config instead.")
    b.bash(
        f"cat > src/{topic}/config.py <<'EOF'\nFROZEN = True\nEOF",
        "",
        "Writing a frozen config module.",
    )
    b.bash(f"python -m {topic}.smoke", f"{topic} ok\nexit code 0")
    b.user(
        f"Bitte füge auch eine Prometheus-Metrik {topic}_requests_total hinzu (Zähler pro "
        "Endpunkt)."
    )
    b.bash(f"echo 'METRICS = True' >> src/{topic}/settings.py", "")
    b.filler(5, topic)
    b.user(
        "<task-notification>\n<task-id>b7</task-id>\n<status>completed</status>\n"
        "<summary>Background lint finished</summary>\n</task-notification>",
        request=False,
    )
    b.user(f"请把 {topic} 的超时时间改成 30 秒,并写进 README.md。")
    b.bash(
        f"git mv src/{topic}/old_api.py src/{topic}/api.py && rm src/{topic}/legacy.py",
        "",
        "Renaming the API module and removing the legacy one.",
    )
    patch = (
        f"git apply <<'EOF'\n--- a/src/{topic}/api.py\n+++ b/src/{topic}/api.py\n"
        "@@ -1 +1 @@\n-TIMEOUT = 10\n+TIMEOUT = 30\nEOF"
    )
    b.bash(patch, "")
    b.filler(5, topic)
    t.reversal = (
        f"Actually, using the requests library in src/{topic}/ is fine now; switch the client "
        "to it."
    )
    b.user(t.reversal)
    b.call(
        "Switching the client to requests.",
        "edit",
        {"filePath": f"src/{topic}/client.py", "oldString": "urllib", "newString": "requests"},
        "Edit applied successfully.",
    )
    b.filler(4, topic)
    b.user(f"Finally, run the migration script scripts/migrate_{topic}.py against staging.")
    t.open_error = f"KeyError: 'tenant_id' in migrate_{topic}"
    b.bash(
        f"python scripts/migrate_{topic}.py --env staging",
        "Traceback (most recent call last):\n"
        f'  File "scripts/migrate_{topic}.py", line 41, in main\n'
        f"    row['tenant_id']\n{t.open_error}\nexit code 1",
        "Running the migration.",
    )
    b.say("The migration fails on a row without tenant_id; looking into it.")
    t.edited_files = [
        f"src/{topic}/core.py",
        f"src/{topic}/client.py",
        f"src/{topic}/config.py",
        f"src/{topic}/settings.py",
        f"src/{topic}/api.py",
        f"src/{topic}/legacy.py",
    ]
    return Session(f"generated__{name}", b.messages, t)


def sessions() -> list[Session]:
    return [
        _session("billing", 1, "billing"),
        _session("search", 2, "search"),
        _session("exports", 3, "exports"),
    ]
