"""``supermemory hook claude-code EVENT``: Claude Code's hooks, translated to the hosts' core.

Claude Code runs the command once per event with the event as JSON on stdin and reads
stdout (the contract as checked in the pinned binary: docs/HOSTS.md, "Claude Code"):

- ``PreCompact``: plain stdout is appended to Claude Code's own summary prompt as
  custom instructions (cut at 10,000 characters): our five sections, worded to go
  inside its ``<summary>`` block, and the project's memories.
- ``PostCompact``: the summary (between the ``<summary>`` tags of ``compact_summary``)
  is saved as a ``conversation`` memory of the project; nothing is printed (after a
  manual ``/compact`` it would reach the model).
- ``SessionStart``: the project's newest summary and relevant memories as
  ``additionalContext``.
- ``UserPromptSubmit``: "remember" in any language the OpenCode side knows adds the
  same nudge.
- ``Stop`` (an answer is finished) and ``SessionEnd``: the session's living memory is
  brought up to date from its transcript (:mod:`.transcript`,
  :mod:`supermemory_local.hosts.session_memory`); nothing is printed.

The decisions are the conversation core's (:mod:`supermemory_local.hosts.core`: the
memories of a compaction prompt, the saved summary) and the hosts' shared modules'
(:mod:`supermemory_local.hosts.standalone`: the config, the scope and the session-start
context; :mod:`supermemory_local.hosts.keywords`: the nudge), as the OpenCode bridge's
are; this module translates Claude Code's events and words the instructions for its
summary prompt. Claude Code compacts by itself, so no trigger runs here.

A hook never blocks or breaks Claude Code: it always exits 0 (exit 2 would block the
compaction or the prompt), answers within ``$SUPERMEMORY_HOOK_TIMEOUT_S`` seconds or
prints nothing, and every failure becomes a log line. ``UserPromptSubmit`` runs on every
prompt and imports neither the store nor the config.

Claude Code waits for the command to exit, so the command Claude Code runs
(``main(background=True)``) leaves what Claude Code does not use to a detached child
(:mod:`.background`): the whole of ``PostCompact``, ``Stop`` and ``SessionEnd``, and the
log lines of every hook (held in memory until the answer is out). ``SessionStart`` and
``PreCompact`` read the store without SQLAlchemy where they can
(:mod:`supermemory_local.store.lite`).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import logging
    import threading

    from supermemory_local.claude_code.held import Held
    from supermemory_local.store.cli_parser import Parser

HOST = "claude-code"
EVENTS = ("PreCompact", "PostCompact", "SessionStart", "UserPromptSubmit", "Stop", "SessionEnd")
# Events whose answer Claude Code does not use (we print nothing): the hook command
# exits at once and a detached child does the work (main(background=True), .background).
BACKGROUND_EVENTS = frozenset({"PostCompact", "Stop", "SessionEnd"})
TIMEOUT_ENV = "SUPERMEMORY_HOOK_TIMEOUT_S"
DEFAULT_TIMEOUT_S = 20.0  # below the "timeout" `install --claude-code` gives each entry
STORE_MARGIN_S = 3.0  # of the hook's time, kept for the answer after the store opened
INSTRUCTIONS_CHARS = 9_500  # Claude Code cuts custom compact instructions at 10,000
MAX_EVENT_BYTES = 1 << 20
MCP_TOOL_HINT = (
    "(In Claude Code the tool is `mcp__supermemory-local__add`, with the text in `content`; "
    "if it is not connected, run `supermemory install --claude-code`.)"
)
# The same tool served by the plugin (claude-code-plugin/): Claude Code names a plugin's
# MCP tools mcp__plugin_<plugin>_<server>__<tool>, and sets CLAUDE_PLUGIN_ROOT for its hooks.
PLUGIN_TOOL_HINT = (
    "(In Claude Code the tool is `mcp__plugin_supermemory-local_memories__add`, with the "
    "text in `content`.)"
)

Handler = Callable[[Mapping[str, Any], "logging.Logger"], str]
# Workers given up on (a store that never answered): the process ends without waiting for
# them, as a thread stuck in a database driver can abort the interpreter's shutdown.
_ABANDONED: list[threading.Thread] = []


def _text(event: Mapping[str, Any], key: str) -> str:
    value = event.get(key)
    return value if isinstance(value, str) else ""


def _directory(event: Mapping[str, Any]) -> Path:
    """The project Claude Code runs in: ``$CLAUDE_PROJECT_DIR`` (Claude Code's project root,
    also when it started in a subdirectory), else the event's ``cwd``; the scope is the
    nearest repository root above it (``hosts.standalone.open_memories``)."""
    for candidate in (os.environ.get("CLAUDE_PROJECT_DIR", ""), _text(event, "cwd")):
        if candidate and Path(candidate).is_dir():
            return Path(candidate)
    return Path.cwd()


def _open(event: Mapping[str, Any], logger: logging.Logger, *, reader: bool = False) -> Any:
    """The project's memories; ``reader``: the hook answers from reads (SessionStart,
    PreCompact), so a SQLite store at head is read without importing SQLAlchemy
    (:mod:`supermemory_local.store.lite`)."""
    from supermemory_local.hosts.standalone import open_memories

    # The whole hook has _timeout() seconds; the store may take most of them to open (a
    # fresh one migrates first), leaving the rest to answer.
    wait = max(1.0, _timeout() - STORE_MARGIN_S)
    directory = _directory(event)
    return open_memories(directory, logger, source=HOST, wait_s=wait, reader=reader).memories


# -- the compaction -----------------------------------------------------------------


def compaction_instructions(memories: list[str], chars: int = INSTRUCTIONS_CHARS) -> str:
    """The five-section prompt as custom instructions inside Claude Code's summary prompt.

    Claude Code asks for an ``<analysis>`` block, then a ``<summary>`` with its own
    sections; ours are to come first inside the summary, so the saved memory starts
    with them. Memories that do not fit in ``chars`` are left out, newest kept.
    """
    from supermemory_local.engine.prompts import (
        FIVE_SECTION_HEADINGS,
        FIVE_SECTION_PROMPT,
        PRIVACY_RULE,
    )

    header, _, rest = FIVE_SECTION_PROMPT.partition("\n")
    _, _, sections = rest.partition("\n\n")
    if not sections.startswith(FIVE_SECTION_HEADINGS[0]):
        sections = rest  # the prompt's wording changed: keep all of it
    lead = (
        "Keep the <analysis> block and the <summary> block asked for above. Inside <summary>, "
        "write these five sections FIRST, in this order, with these exact headings, before "
        f"any other section. {PRIVACY_RULE} In <analysis> too."
    )
    adapted = f"{header}\n{lead}\n\n{sections}"
    return _with_memories(adapted, FIVE_SECTION_PROMPT, memories, chars)


def _with_memories(adapted: str, original: str, memories: list[str], chars: int) -> str:
    from supermemory_local.engine.prompts import compaction_prompt

    kept = list(memories)
    while True:
        full = compaction_prompt(kept)
        text = adapted + full[len(original) :] if full.startswith(original) else full
        if len(text) <= chars or not kept:
            return text[:chars]
        kept.pop()


def pre_compact(event: Mapping[str, Any], logger: logging.Logger) -> str:
    from supermemory_local.hosts.core import compaction_memories

    memories: list[str] = []
    manual = _text(event, "trigger") == "manual"
    try:
        # After a manual /compact Claude Code shows this output and puts it into the next
        # turn (2.1.328): the memories would be there twice, beside SessionStart's.
        if not manual:
            found = _open(event, logger, reader=True)
            memories = compaction_memories(found, found.settings)
    except Exception as exc:
        logger.info(
            "claude-code PreCompact: no memories for the compaction prompt: %s: %s",
            type(exc).__name__,
            exc,
        )
    text = compaction_instructions(memories)
    logger.info(
        "claude-code PreCompact (%s) session %s: five-section instructions, %d memories, %d chars",
        _text(event, "trigger") or "?",
        _text(event, "session_id") or "?",
        len(memories),
        len(text),
    )
    return text


def post_compact(event: Mapping[str, Any], logger: logging.Logger) -> str:
    from supermemory_local.hosts.core import save_summary
    from supermemory_local.hosts.standalone import summary_text

    session_id = _text(event, "session_id") or "unknown"
    trigger = _text(event, "trigger") or "unknown"
    text = summary_text(_text(event, "compact_summary"))
    if not text:
        logger.info("claude-code PostCompact session %s: no summary in the event", session_id)
        return ""
    metadata = {"host": HOST, "trigger": trigger}
    transcript = _text(event, "transcript_path")
    requests: list[str] = []
    if transcript:
        metadata["transcriptPath"] = transcript
        requests = _typed_requests(Path(transcript), logger, session_id)
    memories = _open(event, logger)
    saved = save_summary(
        memories, text, session_id=session_id, metadata=metadata, requests=requests
    )
    _record(memories, logger, session_id, "host_compaction", memory_id=saved.id)
    logger.info(
        "claude-code PostCompact (%s) session %s: summary saved as %s (%d chars)",
        trigger,
        session_id,
        saved.id,
        len(saved.content),
    )
    return ""  # printed after a manual /compact, it would reach the model


def _typed_requests(path: Path, logger: logging.Logger, session_id: str) -> list[str]:
    """The user's requests from the transcript: a summary without its first section still
    keeps them. An unreadable transcript is a log line, and the summary is saved as it is."""
    from supermemory_local.claude_code.transcript import typed_requests

    try:
        return typed_requests(path)
    except (OSError, ValueError) as exc:
        logger.warning(
            "claude-code PostCompact session %s: transcript unreadable (%s)",
            session_id,
            type(exc).__name__,
        )
        return []


def _record(
    memories: Any, logger: logging.Logger, session_id: str, kind: str, memory_id: str | None = None
) -> None:
    """One row of the event record (`supermemory sessions`): what this hook saw."""
    from supermemory_local.hosts.events import HostEvents

    HostEvents(memories, HOST, logger).step(session_id, kind, memory_id=memory_id)


def session_start(event: Mapping[str, Any], logger: logging.Logger) -> str:
    from supermemory_local.hosts.standalone import session_context

    session_id = _text(event, "session_id") or None
    memories = _open(event, logger, reader=True)
    try:
        context, ids = session_context(memories, session_id=session_id)
    except TimeoutError:
        logger.info(
            "claude-code SessionStart session %s: the store did not open within %.1f s; "
            "starting without memories",
            session_id,
            memories.wait_s,
        )
        return ""
    if session_id:
        _record(memories, logger, session_id, "session_start")
    logger.info(
        "claude-code SessionStart (%s) session %s: %s",
        _text(event, "source") or "?",
        session_id,
        f"injected {', '.join(ids)} ({len(context)} chars)" if ids else "nothing to inject",
    )
    if not context:
        return ""
    answer = {"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": context}}
    return json.dumps(answer, ensure_ascii=False)


def user_prompt_submit(event: Mapping[str, Any], logger: logging.Logger) -> str:
    from supermemory_local.hosts.keywords import NUDGE, asks_to_remember

    if not asks_to_remember(_text(event, "prompt")):
        return ""
    logger.info(
        "claude-code UserPromptSubmit session %s: the user asks to remember something: nudge",
        _text(event, "session_id") or "?",
    )
    hint = PLUGIN_TOOL_HINT if os.environ.get("CLAUDE_PLUGIN_ROOT") else MCP_TOOL_HINT
    return f"{NUDGE}\n{hint}"


def _refresh(event: Mapping[str, Any], logger: logging.Logger, trigger: str) -> str:
    """Bring the session's living memory up to date from its transcript (hosts.session_memory)."""
    from supermemory_local.claude_code.transcript import session_so_far
    from supermemory_local.hosts.session_memory import refresh

    session_id = _text(event, "session_id")
    transcript = _text(event, "transcript_path")
    name = "Stop" if trigger == "stop" else "SessionEnd"
    if not session_id or not transcript or not Path(transcript).is_file():
        logger.info("claude-code %s session %s: no transcript to read", name, session_id or "?")
        return ""
    so_far = session_so_far(session_id, Path(transcript))
    saved = None
    if so_far is not None:
        metadata = {"host": HOST, "transcriptPath": transcript}
        memories = _open(event, logger)
        saved = refresh(memories, so_far, trigger=trigger, metadata=metadata)
        if saved is not None:
            kind = "idle_refresh" if trigger == "stop" else "session_end"
            _record(memories, logger, session_id, kind, memory_id=saved.id)
    logger.info(
        "claude-code %s session %s: %s",
        name,
        session_id,
        f"memory refreshed as {saved.id} ({len(saved.content)} chars)"
        if saved is not None
        else "memory up to date",
    )
    return ""  # Stop's output would be shown; SessionEnd's goes nowhere


def stop(event: Mapping[str, Any], logger: logging.Logger) -> str:
    """The agent finished its answer: the session's memory holds this turn too."""
    return _refresh(event, logger, "stop")


def session_end(event: Mapping[str, Any], logger: logging.Logger) -> str:
    return _refresh(event, logger, "end")


HANDLERS: dict[str, Handler] = {
    "PreCompact": pre_compact,
    "PostCompact": post_compact,
    "SessionStart": session_start,
    "UserPromptSubmit": user_prompt_submit,
    "Stop": stop,
    "SessionEnd": session_end,
}


# -- running one hook ---------------------------------------------------------------


def _timeout() -> float:
    try:
        value = float(os.environ.get(TIMEOUT_ENV, ""))
    except ValueError:
        return DEFAULT_TIMEOUT_S
    return value if value > 0 else DEFAULT_TIMEOUT_S


def _read_event(raw: bytes, name: str) -> Mapping[str, Any]:
    if len(raw) > MAX_EVENT_BYTES:
        raise ValueError(f"the {name} event is {len(raw)} bytes, more than {MAX_EVENT_BYTES}")
    try:
        event = json.loads(raw.decode("utf-8", errors="replace") or "{}")
    except ValueError as exc:
        raise ValueError(f"the {name} event on stdin is not JSON: {exc}") from None
    if not isinstance(event, dict):
        raise ValueError(f"the {name} event on stdin is not a JSON object")
    return event


def run_hook(name: str, raw: bytes, logger: logging.Logger, timeout: float) -> str:
    """What to print for one event; ``""`` on any failure or when it takes too long."""
    import threading

    handler = HANDLERS[name]
    answer: list[str] = []

    def work() -> None:
        try:
            answer.append(handler(_read_event(raw, name), logger))
        except Exception as exc:
            logger.info("claude-code %s failed: %s: %s", name, type(exc).__name__, exc)

    worker = threading.Thread(target=work, name=f"hook-{name}", daemon=True)
    worker.start()
    worker.join(timeout)
    if worker.is_alive():
        logger.info("claude-code %s: no answer within %.1f s; Claude Code goes on", name, timeout)
        _ABANDONED.append(worker)
        return ""
    return answer[0] if answer else ""


def build_parser() -> Parser:
    from supermemory_local.store.cli_parser import Parser

    parser = Parser(
        prog="supermemory hook",
        description="Answer a Claude Code hook event (the event as JSON on stdin); always exits 0.",
    )
    parser.add_argument("host", metavar="HOST", help=HOST)
    parser.add_argument("event", metavar="EVENT", help=", ".join(EVENTS))
    return parser


def _holding() -> tuple[logging.Logger, Held]:
    import logging

    from supermemory_local.claude_code.held import Held
    from supermemory_local.hosts.logfile import LOGGER_NAME

    logger = logging.getLogger(LOGGER_NAME)
    logger.setLevel(logging.INFO)
    logger.propagate = False
    for old in list(logger.handlers):
        logger.removeHandler(old)
    held = Held()
    logger.addHandler(held)
    return logger, held


def _release(held: Held) -> logging.Logger:
    """The log file's logger, with the held records written to it first."""
    from supermemory_local.hosts.logfile import setup_logging

    logger, _ = setup_logging()
    for record in held.records:
        logger.handle(record)
    held.records.clear()
    return logger


def _answer(event: str, output: str, logger: logging.Logger) -> None:
    if output:
        try:
            sys.stdout.write(output if output.endswith("\n") else output + "\n")
            sys.stdout.flush()
        except OSError as exc:
            logger.info("claude-code %s: cannot answer: %s", event, exc)


def _nothing_to_add(raw: bytes) -> bool:
    """Whether ``UserPromptSubmit`` has nothing to say to this event: its prompt does not
    ask to remember anything (a malformed event goes the whole way, to be logged)."""
    from supermemory_local.hosts.keywords import asks_to_remember

    try:
        event = _read_event(raw, "UserPromptSubmit")
    except ValueError:
        return False
    return not asks_to_remember(_text(event, "prompt"))


def _detached() -> int:
    """The child has the rest: the command Claude Code waits for ends now."""
    from supermemory_local.hosts.background import exit_now

    exit_now()
    return 0  # not reached


def main(argv: list[str] | None = None, *, usage_status: int = 0, background: bool = False) -> int:
    """0 for every event: a hook's exit code can block Claude Code, and ours never does.

    What Claude Code runs (``python -m supermemory_local.claude_code.hooks``) answers even
    a usage error with the CLI's one line on stderr and status 0, not 2: Claude Code reads
    2 as "block" (it would drop the user's prompt or stop the compaction). The
    ``supermemory hook`` command a person types passes ``usage_status=2``, the CLI's
    status for a usage error.

    ``background`` (the hook command Claude Code runs): what Claude Code does not use is
    finished by a detached child after the answer (:mod:`.background`): the whole work of
    ``PostCompact``, ``Stop`` and ``SessionEnd``, and every hook's log lines."""
    args = list(argv if argv is not None else sys.argv[1:])
    if not (len(args) == 2 and args[0] == HOST and args[1] in HANDLERS):
        # --help or a usage error (the CLI's one line), still exit status 0
        from supermemory_local.hosts.logfile import setup_logging

        logger, _ = setup_logging()
        parser = build_parser()
        try:
            parser.parse_args(args)  # two arguments, but not a hook we answer
            parser.error(f"expected `{HOST} EVENT`, EVENT one of {', '.join(EVENTS)}")
        except SystemExit as exc:
            if exc.code:  # not --help
                logger.info("hook: unknown hook %r; expected %s with one of %s", args, HOST, EVENTS)
                return usage_status
            return 0
    event = args[1]  # what Claude Code runs, on every prompt: no argparse to import
    try:
        raw = sys.stdin.buffer.read(MAX_EVENT_BYTES + 1)
    except (OSError, ValueError) as exc:
        logger, held = _holding()
        logger.info("claude-code %s: cannot read the event: %s", event, exc)
        _release(held)
        return 0
    if event == "UserPromptSubmit" and _nothing_to_add(raw):
        return 0  # most prompts: no answer, no log line, and no logging to import for it
    logger, held = _holding()
    if background and event in BACKGROUND_EVENTS:
        from supermemory_local.hosts.background import detach

        def finish() -> None:
            run_hook(event, raw, _release(held), _timeout())  # these print nothing

        if detach(finish):
            return _detached()
    output = run_hook(event, raw, logger, _timeout())
    _answer(event, output, logger)
    if held.records and background and not _ABANDONED:
        from supermemory_local.hosts.background import detach

        def write_log() -> None:
            _release(held)

        if detach(write_log):
            return _detached()
    if held.records:  # no line, no log file to open (UserPromptSubmit, mostly)
        _release(held)
    if _ABANDONED:
        import logging

        logging.shutdown()
        os._exit(0)
    return 0


if __name__ == "__main__":
    sys.exit(main(background=True))
