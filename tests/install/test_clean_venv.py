"""The built wheel in a fresh venv outside the checkout, beside a user project that has
packages of its own named ``plugin`` and ``migrations`` (first on ``sys.path``).

The wheel's dependencies come from ``.e2e-cache/wheelhouse`` (filled once with
``pip download`` from the registry, then installed with ``--no-index``), so a rerun
needs no network. Nothing of the checkout is importable in that venv.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import venv
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WHEELHOUSE = ROOT / ".e2e-cache" / "wheelhouse"
COMPLETE = "Compaction Complete: Session compacted with Supermemory context. Resuming..."

pytestmark = pytest.mark.slow

# The README's library example, fed a real conversation, in a project whose own
# `plugin` and `migrations` packages must keep working next to supermemory.
LIBRARY_EXAMPLE = """
import plugin, migrations
from supermemory_local import ContextManager, MemoryStore, is_context_overflow
import supermemory_local

cm = ContextManager(context_window=8_000, model="gpt-4o")
messages = [{"role": "system", "content": "You are a coding agent."},
            {"role": "user", "content": "Fix the failing test in src/app.py"}]
for i in range(12):
    messages.append({"role": "assistant", "content": None, "tool_calls": [
        {"id": f"c{i}", "type": "function",
         "function": {"name": "read_file", "arguments": '{"path": "src/app.py"}'}}]})
    messages.append({"role": "tool", "tool_call_id": f"c{i}", "content": "x = 1\\n" * 900})
prepared = cm.prepare(messages)
compacted = sum("[compacted: tool output removed" in str(m.get("content")) for m in prepared)
overflow = is_context_overflow(RuntimeError("This model's maximum context length is 8192 tokens"))
with MemoryStore.open() as store:
    memory = store.add("Use tabs in Makefiles", scope="my-project")
    hits = [m.id for m in store.search("Makefiles", scope="my-project")]
print(json.dumps({
    "user_plugin": plugin.WHO, "user_migrations": migrations.WHO,
    "supermemory": supermemory_local.__file__, "compacted": compacted, "overflow": overflow,
    "found": hits == [memory.id], "messages": len(prepared),
}))
"""


@dataclass(frozen=True)
class Installed:
    python: Path
    supermemory: Path
    wheel: Path
    project: Path


def _pip(python: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(python), "-m", "pip", "--disable-pip-version-check", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Installed]:
    work = tmp_path_factory.mktemp("clean-venv")
    built = subprocess.run(
        [
            *(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation"),
            *("-q", "-w", str(work / "dist"), str(ROOT)),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert built.returncode == 0, built.stderr
    (wheel,) = (work / "dist").glob("supermemory_local-*.whl")

    env_dir = work / "venv"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    python = env_dir / "bin" / "python"
    spec = f"{wheel}[postgres]"
    offline = ("install", "-q", "--no-index", "--find-links", str(WHEELHOUSE), spec)
    done = _pip(python, *offline)
    if done.returncode != 0:  # first run (or new dependencies): fill the wheelhouse once
        _fill_wheelhouse(python, spec)
        done = _pip(python, *offline)
    assert done.returncode == 0, done.stderr

    project = work / "user-project"
    for package in ("plugin", "migrations"):
        (project / package).mkdir(parents=True)
        (project / package / "__init__.py").write_text(f'WHO = "the user\'s {package}"\n')
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    yield Installed(python, env_dir / "bin" / "supermemory", wheel, project)


def _fill_wheelhouse(python: Path, *specs: str) -> None:
    fetched = _pip(python, "download", "-q", "--dest", str(WHEELHOUSE), *specs)
    if fetched.returncode != 0:
        pytest.skip(f"the dependencies could not be fetched: {fetched.stderr[-500:]}")


def _run(installed: Installed, *argv: str) -> subprocess.CompletedProcess[str]:
    """A command in the user's project, with the project first on sys.path (as its own
    scripts would have it) and nothing of the checkout reachable."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PYTHONPATH"] = str(installed.project)
    env["PATH"] = f"{installed.python.parent}{os.pathsep}{env.get('PATH', '')}"
    return subprocess.run(
        argv,
        cwd=installed.project,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )


def test_the_wheel_installs_only_supermemory_local(installed: Installed) -> None:
    names = zipfile.ZipFile(installed.wheel).namelist()
    (top_level,) = [n for n in names if n.endswith(".dist-info/top_level.txt")]
    assert zipfile.ZipFile(installed.wheel).read(top_level).decode().split() == [
        "supermemory_local"
    ]
    site = subprocess.run(
        [str(installed.python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    files = [p for p in _record(Path(site)) if ".dist-info/" not in p]
    # In site-packages: one package. Outside it (the venv's bin/): the one script.
    assert {p.split("/")[0] for p in files if not p.startswith("../")} == {"supermemory_local"}
    assert [Path(p).name for p in files if p.startswith("../")] == ["supermemory"]


def test_the_wheel_carries_the_license_and_one_version(installed: Installed) -> None:
    wheel = zipfile.ZipFile(installed.wheel)
    (license_file,) = [n for n in wheel.namelist() if n.endswith(".dist-info/licenses/LICENSE")]
    assert wheel.read(license_file).decode().startswith("MIT License")
    (metadata,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
    fields = wheel.read(metadata).decode().split("\n\n", 1)[0].splitlines()
    assert "License-Expression: MIT" in fields
    assert any(f.startswith("Classifier: ") for f in fields)
    assert any(f.startswith("Keywords: ") for f in fields)
    assert 'Requires-Dist: mcp<3,>=2.3; extra == "mcp"' in fields  # only with the extra
    assert not any(f.startswith("Requires-Dist: mcp") and "extra" not in f for f in fields)
    shown = _run(installed, str(installed.supermemory), "--version")
    imported = _run(
        installed,
        str(installed.python),
        "-c",
        "import supermemory_local as s; print(s.__version__)",
    )
    assert shown.stdout == f"supermemory {imported.stdout.strip()}\n"
    assert f"-{imported.stdout.strip()}-" in installed.wheel.name


def test_without_the_mcp_extra_the_cli_works_and_mcp_says_how_to_get_it(
    installed: Installed,
) -> None:
    """The wheel installed without [mcp]: the SDK is absent, the store commands run and
    `supermemory mcp` says in one line how to install the extra."""
    absent = _run(installed, str(installed.python), "-c", "import mcp")
    assert "No module named 'mcp'" in absent.stderr
    listed = _run(installed, str(installed.supermemory), "list", "-n", "1")
    assert listed.returncode == 0, listed.stderr
    served = _run(installed, str(installed.supermemory), "mcp")
    assert served.returncode == 1
    assert served.stdout == ""
    assert served.stderr == (
        "supermemory mcp needs the MCP SDK: pip install 'supermemory-local[mcp]' "
        "(pipx: pipx install --force 'supermemory-local[mcp]')\n"
    )


def _record(site: Path) -> list[str]:
    (record,) = site.glob("supermemory_local-*.dist-info/RECORD")
    return [line.split(",")[0] for line in record.read_text().splitlines() if line]


def test_the_library_example_runs_beside_user_packages(installed: Installed) -> None:
    done = _run(installed, str(installed.python), "-c", "import json\n" + LIBRARY_EXAMPLE)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["user_plugin"] == "the user's plugin"
    assert result["user_migrations"] == "the user's migrations"
    assert Path(result["supermemory"]).is_relative_to(installed.python.parent.parent)
    assert result["compacted"] >= 1  # ② ran: 12 reads of ~1,700 tokens in an 8,000 window
    assert result["overflow"] is True
    assert result["found"] is True


def test_demo_install_and_doctor_from_the_venv(installed: Installed) -> None:
    demo = _run(installed, str(installed.supermemory), "demo", "--no-live", "--speed", "0")
    assert demo.returncode == 0, demo.stderr
    assert demo.stdout.count(COMPLETE) == 2
    assert "Traceback" not in demo.stderr

    install = _run(installed, str(installed.supermemory), "install", "--project")
    assert install.returncode == 0, install.stderr
    shim = installed.project / ".opencode" / "plugins" / "supermemory.js"
    assert f"write {shim} (the OpenCode plugin shim)" in install.stdout
    command = json.loads((shim.parent / "supermemory.config.json").read_text())
    assert json.dumps(command).find(str(installed.supermemory)) >= 0

    doctor = _run(installed, str(installed.supermemory), "doctor")
    assert doctor.returncode == 0, doctor.stdout + doctor.stderr
    lines = doctor.stdout.splitlines()
    assert any(line.startswith("✓ database:") for line in lines), lines
    assert f"✓ opencode plugin: {shim} is current" in lines
    assert any(
        line.startswith(f"✓ bridge: {installed.supermemory} bridge answers") for line in lines
    ), lines


def _readme_command(prefix: str) -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (line,) = [x for x in readme.splitlines() if x.startswith(prefix)]
    return line.split("  #", 1)[0].strip()


def test_the_readmes_pipx_install_and_uninstall(installed: Installed, tmp_path: Path) -> None:
    """`pipx install './[postgres]'` from a clone, exactly as the README says, then
    `pipx uninstall`. pipx and the pip it drives read the wheelhouse, offline."""
    pipx = Path(sys.executable).parent / "pipx"
    clone = tmp_path / "clone"  # a copy: pip builds in the source tree
    shutil.copytree(
        ROOT,
        clone,
        ignore=shutil.ignore_patterns(
            ".venv",
            ".e2e-cache",
            ".git",
            "build",
            "dist",
            "*.egg-info",
            "bench",
            "tests",
            ".*cache",
        ),
    )
    _fill_wheelhouse(installed.python, "pip", "setuptools>=77", "wheel")
    bin_dir = tmp_path / "bin"
    env = {
        **os.environ,
        "PIPX_HOME": str(tmp_path / "pipx"),
        "PIPX_BIN_DIR": str(bin_dir),
        "PIPX_MAN_DIR": str(tmp_path / "man"),
        "PIP_NO_INDEX": "1",
        "PIP_FIND_LINKS": str(WHEELHOUSE),
        "PATH": f"{pipx.parent}{os.pathsep}{os.environ.get('PATH', '')}",
    }

    def shell(command: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["bash", "-c", command],
            cwd=clone,
            env=env,
            capture_output=True,
            text=True,
            check=False,
            timeout=600,
        )

    install = shell(_readme_command("pipx install './"))
    assert install.returncode == 0, install.stdout + install.stderr
    version = subprocess.run(
        [str(bin_dir / "supermemory"), "--version"], capture_output=True, text=True, check=False
    )
    assert version.stdout.strip() == "supermemory 0.1.0", version.stderr
    check = subprocess.run(
        [
            str(tmp_path / "pipx" / "venvs" / "supermemory-local" / "bin" / "python"),
            "-c",
            "import psycopg, supermemory_local; print(supermemory_local.__file__)",
        ],
        capture_output=True,
        text=True,
        check=False,
    )  # the postgres extra came along, and the package is the installed copy
    assert check.returncode == 0, check.stderr
    assert Path(check.stdout.strip()).is_relative_to(tmp_path / "pipx")

    uninstall = shell(_readme_command("pipx uninstall"))
    assert uninstall.returncode == 0, uninstall.stderr
    assert not (bin_dir / "supermemory").exists()


# PyPI's `supermemory` (the official Supermemory SDK) is what users of the cloud plugin
# have; it installs a top-level package of that name. Ours must live beside it.
CLOUD_SDK = "supermemory==5.0.1"


def test_it_installs_beside_pypis_supermemory_sdk(installed: Installed) -> None:
    spec = ("install", "-q", "--no-index", "--find-links", str(WHEELHOUSE), CLOUD_SDK)
    done = _pip(installed.python, *spec)
    if done.returncode != 0:
        _fill_wheelhouse(installed.python, CLOUD_SDK)
        done = _pip(installed.python, *spec)
    assert done.returncode == 0, done.stderr
    both = _run(
        installed,
        str(installed.python),
        "-c",
        "import json, supermemory, supermemory_local\n"
        "from supermemory import Supermemory\n"
        "from supermemory_local import ContextManager, MemoryStore\n"
        "cm = ContextManager(context_window=8_000)\n"
        "out = cm.prepare([{'role': 'user', 'content': 'hello'}])\n"
        "print(json.dumps({'sdk': supermemory.__file__, 'ours': supermemory_local.__file__,\n"
        "    'client': Supermemory.__name__, 'prepared': out}))",
    )
    assert both.returncode == 0, both.stderr
    found = json.loads(both.stdout)
    site = installed.python.parent.parent
    assert Path(found["sdk"]).is_relative_to(site) and Path(found["ours"]).is_relative_to(site)
    assert Path(found["sdk"]).parent.name == "supermemory"
    assert Path(found["ours"]).parent.name == "supermemory_local"
    assert found["client"] == "Supermemory"
    assert found["prepared"] == [{"role": "user", "content": "hello"}]
    # The command is still ours (the SDK ships no script), and pip sees no conflict.
    version = _run(installed, str(installed.supermemory), "--version")
    assert version.returncode == 0 and version.stdout.startswith("supermemory 0.1.0"), version
    check = _pip(installed.python, "check")
    assert check.returncode == 0, check.stdout + check.stderr


def test_the_viewers_assets_ship_in_the_wheel(installed: Installed) -> None:
    """`supermemory ui` loads nothing from a CDN: its templates and CSS are package data."""
    names = set(zipfile.ZipFile(installed.wheel).namelist())
    for page in ("base", "projects", "project", "session", "memory", "forget", "search"):
        assert f"supermemory_local/ui/templates/{page}.html" in names, page
    assert "supermemory_local/ui/static/style.css" in names
    css = zipfile.ZipFile(installed.wheel).read("supermemory_local/ui/static/style.css").decode()
    assert "http" not in css and "@import" not in css  # nothing fetched from elsewhere


def test_the_mcp_servers_recorded_handshake_ships_in_the_wheel(installed: Installed) -> None:
    """`supermemory mcp` answers the handshake from handshake.json (package data) before
    the SDK loads; without it the SDK would answer everything, slower."""
    names = set(zipfile.ZipFile(installed.wheel).namelist())
    assert "supermemory_local/mcp_server/handshake.json" in names
    recorded = json.loads(
        zipfile.ZipFile(installed.wheel).read("supermemory_local/mcp_server/handshake.json")
    )
    assert set(recorded["modern"]) >= {"server/discover", "tools/list"}
