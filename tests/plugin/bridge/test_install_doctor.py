"""``supermemory install`` into a temp project, and the plugin's doctor checks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from supermemory_local.bridge import doctor
from supermemory_local.bridge.install import SHIM_NAME, SIDECAR_NAME, packaged_shim
from supermemory_local.config import render_example
from supermemory_local.install import main

SUPERMEMORY = Path(sys.executable).parent / "supermemory"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "project"
    (root / ".git").mkdir(parents=True)
    monkeypatch.chdir(root)
    return root


def config_file(home: Path) -> Path:
    return home / ".config" / "opencode" / "supermemory.jsonc"


def test_install_is_idempotent_and_uninstall_removes_what_it_added(
    project: Path, isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plugins = project / ".opencode" / "plugins"
    assert main(["--project", "--dry-run"]) == 0
    assert "would write" in capsys.readouterr().out and not plugins.exists()

    done = subprocess.run(
        [str(SUPERMEMORY), "install", "--project"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert f"write {plugins / SHIM_NAME}" in done.stdout
    assert (plugins / SHIM_NAME).read_bytes() == packaged_shim()
    sidecar = json.loads((plugins / SIDECAR_NAME).read_text())
    assert Path(sidecar["bridge"][0]).is_absolute()
    assert config_file(isolated_home).read_text() == render_example()

    assert main(["--project"]) == 0
    assert "nothing to change" in capsys.readouterr().out

    (project / ".opencode" / "plugins" / "mine.js").write_text("export default async () => ({})")
    assert main(["--project", "--uninstall"]) == 0
    removed = capsys.readouterr().out
    assert removed.count("remove ") == 2  # the shim and its sidecar, not the shared config
    assert sorted(p.name for p in plugins.iterdir()) == ["mine.js"]
    assert config_file(isolated_home).read_text() == render_example()  # every project's


def test_a_project_uninstall_leaves_the_global_install_and_no_empty_folder(
    project: Path, isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    global_dir = isolated_home / ".config" / "opencode" / "plugins"
    assert main(["--global"]) == 0
    capsys.readouterr()
    assert main(["--project"]) == 0
    both = capsys.readouterr()
    assert "warning: the shim is in this project" in both.err and "handled twice" in both.err
    assert main(["--project", "--uninstall"]) == 0
    out = capsys.readouterr().out
    assert f"remove {project / '.opencode'} (empty)" in out
    assert sorted(p.name for p in project.iterdir()) == [".git"]
    assert (global_dir / SHIM_NAME).read_bytes() == packaged_shim()
    assert (global_dir / SIDECAR_NAME).exists()
    assert config_file(isolated_home).read_text() == render_example()
    assert main(["--project", "--uninstall"]) == 0  # twice: nothing to do, still 0
    assert "nothing to uninstall" in capsys.readouterr().out
    assert main(["--global", "--uninstall"]) == 0
    assert not config_file(isolated_home).exists()  # the global install wrote it
    assert not global_dir.exists()
    assert (isolated_home / ".config" / "opencode").is_dir()  # OpenCode's own folder stays


def test_a_project_sidecar_of_0_1_0_listing_the_config_keeps_it(
    project: Path, isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--project"]) == 0
    sidecar = project / ".opencode" / "plugins" / SIDECAR_NAME
    record = json.loads(sidecar.read_text())
    record["added"].append(str(config_file(isolated_home)))  # what 0.1.0 recorded
    sidecar.write_text(json.dumps(record))
    assert main(["--project", "--uninstall"]) == 0
    assert "kept" in capsys.readouterr().out
    assert config_file(isolated_home).read_text() == render_example()


def test_uninstall_keeps_a_config_the_user_changed(
    project: Path, isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--global"]) == 0
    assert (isolated_home / ".config" / "opencode" / "plugins" / SHIM_NAME).exists()
    config_file(isolated_home).write_text('{"compactionThreshold": 0.7}\n')
    assert main(["--global", "--uninstall"]) == 0
    assert "kept" in capsys.readouterr().out
    assert config_file(isolated_home).exists()
    assert main(["--global", "--uninstall"]) == 0  # nothing left to uninstall: still 0
    assert "nothing to uninstall" in capsys.readouterr().out


def test_an_existing_config_is_never_overwritten(project: Path, isolated_home: Path) -> None:
    config_file(isolated_home).parent.mkdir(parents=True, exist_ok=True)
    config_file(isolated_home).write_text("{}\n")
    assert main(["--project"]) == 0
    assert config_file(isolated_home).read_text() == "{}\n"


def checks(name: str) -> list[tuple[str, str, str]]:
    run = {
        "opencode": lambda: [doctor.check_opencode()],
        "opencode plugin": doctor.check_shim,
        "bridge": lambda: [doctor.check_bridge()],
        "compaction plugins": doctor.check_conflicts,
    }[name]
    return list(run())


def test_doctor_sees_the_shim_installed_current_and_outdated(project: Path) -> None:
    ((_, status, detail),) = checks("opencode plugin")
    assert status == "warn" and "supermemory install" in detail
    assert main(["--project"]) == 0
    ((_, status, detail),) = checks("opencode plugin")
    assert (status, detail) == ("ok", f"{project / '.opencode' / 'plugins' / SHIM_NAME} is current")
    (project / ".opencode" / "plugins" / SHIM_NAME).write_text("// an old shim\n")
    ((_, status, _),) = checks("opencode plugin")
    assert status == "warn"
    assert main(["--project"]) == 0
    assert main(["--global"]) == 0
    twice, *each = checks("opencode plugin")
    assert twice[1] == "warn" and "loaded 2 times" in twice[2] and "handled twice" in twice[2]
    assert [status for _, status, _ in each] == ["ok", "ok"]


def test_doctor_pings_the_installed_bridge(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert main(["--project"]) == 0
    ((_, status, detail),) = checks("bridge")
    assert status == "ok" and "answers" in detail
    monkeypatch.setenv("SUPERMEMORY_BRIDGE_CMD", json.dumps([str(project / "nope"), "bridge"]))
    ((_, status, detail),) = checks("bridge")
    assert status == "fail" and "does not exist" in detail


def test_doctor_warns_about_conflicting_compaction_plugins(project: Path) -> None:
    (project / "opencode.json").write_text(
        json.dumps({"plugin": ["oh-my-opencode", "opencode-supermemory@1.0.0"]})
    )
    found = [detail for _, status, detail in checks("compaction plugins") if status == "warn"]
    assert len(found) == 2
    assert "disabled_hooks" in found[0] and "preemptive-compaction" in found[0]
    assert "opencode-supermemory" in found[1]
    (project / ".opencode").mkdir(exist_ok=True)
    (project / ".opencode" / "oh-my-opencode.json").write_text(
        '{"disabled_hooks": ["preemptive-compaction", "context-window-limit-recovery"]}'
    )
    (project / "opencode.json").write_text(json.dumps({"plugin": ["oh-my-opencode"]}))
    ((_, status, _),) = checks("compaction plugins")
    assert status == "ok"


def test_doctor_finds_opencode_through_the_entry_point(project: Path) -> None:
    from importlib.metadata import entry_points

    (entry,) = [
        e for e in entry_points(group="supermemory_local.doctor_checks") if e.name == "opencode"
    ]
    results = list(entry.load()())
    assert [name for name, _, _ in results] == [
        "opencode",
        "opencode plugin",
        "bridge",
        "compaction plugins",
    ]
    ((_, status, detail),) = [r for r in results if r[0] == "opencode"]
    if doctor.find_opencode() is None:
        assert status == "warn" and "npm install -g opencode-ai" in detail
    else:
        assert status == "ok" and "version" in detail
