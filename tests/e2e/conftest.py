"""Fixtures for the end-to-end tests: one fake model server and one OpenCode per module.

Scenarios that need their own supermemory config start their own OpenCode with
:func:`opencode_factory`. When a test fails, the tails of OpenCode's output and of
the bridge log are printed with the failure.
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Generator, Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest

from bench.harness.opencode import (
    FakeModelServer,
    HarnessError,
    Model,
    OpencodeServer,
    Sandbox,
    find_opencode,
    launch_opencode,
    make_sandbox,
)

# The models the fake provider offers (limits as OpenCode is told).
BIG = Model("big-200k", context=200_000, output=8_192)
SMALL = Model("small-40k", context=40_000, output=2_000)
TOOLS = Model("tools-24k", context=24_000, output=2_000)
MODELS = [BIG, SMALL, TOOLS]

OpencodeFactory = Callable[..., OpencodeServer]

# A test run started in the background of a non-interactive shell (`cmd &`, nohup)
# inherits SIGINT ignored, and so would every OpenCode and Claude Code it starts: Ctrl-C
# (SIGINT to the process group) would then do nothing to them, unlike in a terminal.
# The hosts are started as a user starts them, with SIGINT's default action.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    try:
        find_opencode()
    except HarnessError as exc:
        skip = pytest.mark.skip(reason=str(exc))
        for item in items:
            if "e2e" in item.keywords:
                item.add_marker(skip)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    if report.when == "call":
        item.stash[_FAILED] = report.failed
    return report


_FAILED = pytest.StashKey[bool]()


@pytest.fixture(scope="module")
def model_server() -> Iterator[FakeModelServer]:
    with FakeModelServer() as server:
        yield server


@pytest.fixture(scope="module")
def opencode_factory(
    tmp_path_factory: pytest.TempPathFactory, model_server: FakeModelServer
) -> Iterator[OpencodeFactory]:
    """Start an OpenCode (own sandbox) with our plugin; all are stopped at module end."""
    with ExitStack() as stack:

        def start(*, supermemory_config: str | None = None, plugin: bool = True) -> OpencodeServer:
            sandbox = make_sandbox(
                tmp_path_factory.mktemp("opencode"), supermemory_config=supermemory_config
            )
            return stack.enter_context(
                launch_opencode(sandbox, model_server.url, MODELS, plugin=plugin)
            )

        yield start


@pytest.fixture(scope="module")
def opencode(opencode_factory: OpencodeFactory) -> OpencodeServer:
    """The module's shared OpenCode with our plugin and the default supermemory config."""
    return opencode_factory()


@pytest.fixture
def model(model_server: FakeModelServer) -> FakeModelServer:
    """The fake model server with an empty script and no recorded requests."""
    model_server.reset()
    return model_server


@pytest.fixture
def diagnostics(request: pytest.FixtureRequest) -> Iterator[Callable[[OpencodeServer], None]]:
    """Register servers whose logs are printed if the test fails."""
    watched: list[OpencodeServer] = []
    yield watched.append
    if request.node.stash.get(_FAILED, False):
        for server in watched:
            _print_logs(server.sandbox)


def _print_logs(sandbox: Sandbox) -> None:
    for name in ("bridge.log", "opencode.out"):
        path: Path = sandbox.root / name
        text = path.read_text(errors="replace") if path.exists() else "(missing)"
        lines = text.splitlines()[-60:]
        print(f"----- {path} (last {len(lines)} lines) -----")
        print("\n".join(line[:400] for line in lines))
