"""``supermemory ui``: serve the viewer on 127.0.0.1 with a fresh random token.

The extra's packages are imported only here, after the check that they are installed:
without them the command says in one line how to install them.
"""

from __future__ import annotations

import argparse
import socket
import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from supermemory_local.store.cli_parser import PROG as CLI
from supermemory_local.store.cli_parser import Parser

if TYPE_CHECKING:
    from supermemory_local.store.repository import MemoryStore
    from supermemory_local.ui.app import Guard

PROG = f"{CLI} ui"
DEFAULT_PORT = 8765
HOST = "127.0.0.1"  # never anything else: the viewer is for this machine only
EXTRA_MODULES = ("starlette", "uvicorn", "jinja2", "markdown_it", "multipart")
INSTALL_HINT = (
    "the viewer needs the ui extra: pip install 'supermemory-local[ui]' "
    "(pipx: pipx install --force 'supermemory-local[ui]')"
)


def missing_extra() -> str | None:
    """The first module of the ``ui`` extra that is not installed, else None."""
    from importlib.util import find_spec

    for name in EXTRA_MODULES:
        if find_spec(name) is None:
            return name
    return None


def build_parser() -> argparse.ArgumentParser:
    p = Parser(
        prog=PROG,
        description=(
            "A local web viewer of the store: projects, sessions and their context "
            "timelines, memories, search, forget. Listens on 127.0.0.1 only, behind a "
            "random token in the address it prints."
        ),
    )
    p.add_argument(
        "--port",
        type=int,
        default=DEFAULT_PORT,
        metavar="PORT",
        help=f"port on 127.0.0.1 (default {DEFAULT_PORT}; 0 picks a free one)",
    )
    p.add_argument("--open", action="store_true", help="open the address in the browser")
    p.add_argument("--database-url", metavar="URL", help="view this database instead")
    return p


@dataclass
class Running:
    """A viewer serving in a background thread (tests and the bench use it)."""

    server: Any
    thread: threading.Thread
    guard: Guard

    @property
    def base(self) -> str:
        return f"http://{HOST}:{self.guard.port}"

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


def bind(port: int) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((HOST, port))
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def make_server(store: MemoryStore, sock: socket.socket) -> tuple[Any, Guard]:
    import uvicorn

    from supermemory_local.ui.app import Guard, create_app

    guard = Guard(port=sock.getsockname()[1])
    app = create_app(store, guard)
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off")
    return uvicorn.Server(config), guard


def start(store: MemoryStore, port: int = 0) -> Running:
    """Serve ``store`` in a thread; returns once it accepts connections."""
    sock = bind(port)
    server, guard = make_server(store, sock)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, name="ui", daemon=True)
    thread.start()
    import time

    for _ in range(500):
        if server.started:
            break
        time.sleep(0.01)
    return Running(server, thread, guard)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535:
        parser.error(f"argument --port: must be 0..65535, got {args.port}")
    missing = missing_extra()
    if missing is not None:
        print(f"{CLI}: error: {INSTALL_HINT} (no module {missing!r})", file=sys.stderr)
        return 1
    from supermemory_local.config import ConfigError, load_config
    from supermemory_local.store.errors import StoreError
    from supermemory_local.store.repository import MemoryStore

    try:
        settings = load_config(None, on_error="warn").settings
        store = MemoryStore.open(settings, url=args.database_url)
    except (StoreError, ConfigError) as exc:
        print(f"{CLI}: error: {exc}", file=sys.stderr)
        return 1
    try:
        try:
            sock = bind(args.port)
        except OSError as exc:
            print(
                f"{CLI}: error: cannot listen on {HOST}:{args.port}: {exc.strerror} "
                "(another viewer? try --port 0)",
                file=sys.stderr,
            )
            return 1
        server, guard = make_server(store, sock)
        url = guard.url()
        print(f"supermemory ui: {url}", flush=True)
        print(f"(the token is the key: keep the address to yourself; {store.url})", flush=True)
        if args.open:
            import webbrowser

            webbrowser.open(url)
        server.run(sockets=[sock])
    except KeyboardInterrupt:
        pass
    finally:
        store.close()
    return 0
