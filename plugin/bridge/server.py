"""``supermemory bridge``: the JSON-lines loop on stdin/stdout (see :mod:`.protocol`).

It reads one request per line until stdin closes and answers each with one line.
Nothing a request does can stop the loop: a bad line (invalid UTF-8 is decoded with
replacement characters, see :mod:`.protocol` for the rest) gets an error response,
an exception inside a handler becomes a log line and an error response, and an
answer that cannot be encoded is sent with its unencodable characters replaced.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path
from typing import BinaryIO, TextIO

from supermemory_local.bridge import protocol
from supermemory_local.bridge.handlers import Bridge, UnknownMethodError
from supermemory_local.hosts.logfile import setup_logging
from supermemory_local.store.cli_parser import Parser


def serve(stdin: Iterable[str | bytes] | TextIO | BinaryIO, stdout: TextIO, bridge: Bridge) -> None:
    for raw in stdin:
        line = raw.decode("utf-8", errors="replace") if isinstance(raw, bytes) else raw
        if not line.strip():
            continue
        out = answer(bridge, line)
        try:
            stdout.write(out + "\n")
        except UnicodeEncodeError:  # a lone surrogate from somewhere: never a dead loop
            stdout.write(out.encode("utf-8", errors="replace").decode("utf-8") + "\n")
        stdout.flush()


def answer(bridge: Bridge, line: str) -> str:
    try:
        request = protocol.parse_request(line)
    except protocol.ProtocolError as exc:
        bridge.log.info("bad request line (%s, %d chars); answered with an error", exc, len(line))
        return protocol.failure(exc.request_id, str(exc))
    try:
        result = bridge.handle(request.method, request.params)
        return protocol.success(request.id, result)
    except UnknownMethodError as exc:
        shown = request.method[:40] if request.method.replace(".", "").isidentifier() else "?"
        bridge.log.info("unknown method %r (%d chars)", shown, len(request.method))
        return protocol.failure(request.id, str(exc))
    except (Exception, RecursionError) as exc:
        bridge.log.info("error in %s: %s%s", request.method, type(exc).__name__, _where(exc))
        return protocol.failure(request.id, f"{type(exc).__name__}: {_one_line(exc)}")


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return text[:300] + "…" if len(text) > 300 else text


def _where(exc: BaseException) -> str:
    """Where an exception was raised (file:line of the innermost frame), not its text."""
    import traceback

    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return ""
    last = frames[-1]
    return f" at {Path(last.filename).name}:{last.lineno}"


def main(argv: list[str] | None = None) -> int:
    parser = Parser(
        prog="supermemory bridge",
        description="The process the OpenCode plugin talks to (JSON lines on stdin/stdout).",
    )
    parser.parse_args(argv if argv is not None else [])
    # The protocol owns stdout: anything else printed goes to stderr.
    out = sys.stdout
    sys.stdout = sys.stderr
    reconfigure = getattr(out, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(encoding="utf-8", errors="replace")
    logger, path = setup_logging()
    logger.info("bridge started")
    bridge = Bridge(logger, log_file=path)
    reason = "stdin closed"
    _stop_on_signals()
    try:
        serve(sys.stdin.buffer, out, bridge)  # bytes: invalid UTF-8 is decoded, not fatal
    except KeyboardInterrupt:
        reason = "SIGINT"
    except StopSignal as stop:
        reason = stop.name
    finally:
        bridge.close()
        logger.info("bridge stopped (%s)", reason)
    return 0


class StopSignal(Exception):
    """A termination signal: how OpenCode (or its terminal) ends the bridge normally."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def _stop_on_signals() -> None:
    """SIGTERM and SIGHUP end the loop like a closed stdin: logged, exit status 0."""
    import signal

    def stop(signum: int, _frame: object) -> None:
        raise StopSignal(signal.Signals(signum).name)

    for name in ("SIGTERM", "SIGHUP"):  # no SIGHUP on Windows
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), stop)
