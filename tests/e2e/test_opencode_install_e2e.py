"""``supermemory install`` as a user runs it, then the real OpenCode (pinned 1.18.33) loading
what it installed; and what OpenCode shows at start-up, before any prompt."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from bench.harness.opencode import (
    FakeModelServer,
    OpencodeServer,
    launch_opencode,
    make_sandbox,
)
from supermemory_local.config import render_example
from tests.e2e.conftest import BIG, MODELS

pytestmark = pytest.mark.e2e

EVENT_TIMEOUT = 90.0
CONFIG_TITLE = "Supermemory config"


def _wait_for_line(path: Path, needle: str, timeout: float = EVENT_TIMEOUT) -> str:
    deadline = time.monotonic() + timeout
    while True:
        text = path.read_text(encoding="utf-8") if path.exists() else ""
        if needle in text:
            return text
        assert time.monotonic() < deadline, f"{needle!r} never appeared in {path}:\n{text[-3000:]}"
        time.sleep(0.2)


def test_a_project_uninstall_leaves_the_global_install_working(
    tmp_path: Path, model_server: FakeModelServer
) -> None:
    sandbox = make_sandbox(tmp_path / "oc")
    # as a user has it: the config where install writes it, the bridge command it records
    del sandbox.env["SUPERMEMORY_CONFIG"]
    del sandbox.env["SUPERMEMORY_BRIDGE_CMD"]
    config_dir = sandbox.home / ".config" / "opencode"
    global_config = config_dir / "supermemory.jsonc"

    done = sandbox.supermemory("install", "--global")
    assert done.returncode == 0, done.stderr
    assert global_config.read_text(encoding="utf-8") == render_example()
    done = sandbox.supermemory("install")
    assert done.returncode == 0, done.stderr
    assert "loads both here and every event is handled twice" in done.stderr
    done = sandbox.supermemory("install", "--uninstall")
    assert done.returncode == 0, done.stderr
    assert str(global_config) not in done.stdout.replace("kept", "")
    assert not (sandbox.project / ".opencode" / "plugins").exists()
    assert global_config.read_text(encoding="utf-8") == render_example()
    assert (config_dir / "plugins" / "supermemory.js").is_file()
    again = sandbox.supermemory("install", "--uninstall")
    assert again.returncode == 0 and "nothing to uninstall" in again.stdout

    # OpenCode loads the global shim (opencode.json names no plugin), which runs the
    # recorded bridge with the global config
    with launch_opencode(sandbox, model_server.url, MODELS, plugin=False) as oc:
        model_server.reset()
        session = oc.create_session("global install")
        oc.prompt(session, "kappa-global: hello", BIG, timeout=120)
        log = _wait_for_line(sandbox.bridge_log, "init: supermemory")
    inits = [line for line in log.splitlines() if "init: supermemory" in line]
    assert len(inits) == 1, inits  # one shim loaded, one bridge
    assert f"config {global_config}" in inits[0] and "absent" not in inits[0]
    assert "config error" not in log


def test_a_broken_config_is_shown_at_start_up_before_any_prompt(
    tmp_path: Path, model_server: FakeModelServer
) -> None:
    sandbox = make_sandbox(tmp_path / "oc", supermemory_config='{\n  "searchLimit": 5,,\n}\n')
    with launch_opencode(sandbox, model_server.url, MODELS) as oc:
        model_server.reset()
        toast = oc.events.wait_for(  # every event since OpenCode started
            lambda e: (
                e.get("type") == "tui.toast.show" and e["properties"].get("title") == CONFIG_TITLE
            ),
            timeout=EVENT_TIMEOUT,
        )
        prompts = [r for r in model_server.requests if r.kind == "chat"]
        _assert_before_prompts(oc, prompts)
    message = toast["properties"]["message"]
    assert message.startswith(f"{sandbox.supermemory_config}: not valid JSONC: line 2")
    assert message.endswith(
        "the whole file is ignored: every setting is at its default until it is fixed."
    )
    assert toast["properties"]["variant"] == "error"


def _assert_before_prompts(oc: OpencodeServer, prompts: list[object]) -> None:
    assert prompts == [], "the toast came only after a prompt"
    assert not oc.http.get("/session", timeout=30).json(), "no session was ever created"
