"""scripts/setup.sh: its steps, the Python check, and rebuilding a venv of another Python.

The script runs for real on a copy of itself in a temp checkout; the interpreters it
meets are small stand-ins that report a version (and, for ``-m venv``, lay out a venv
whose pip fails), so the decisions are checked without a network or a minute of pip.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _fake_python(path: Path, version: str) -> Path:
    """An interpreter stand-in: prints ``version`` for the script's probe, makes a venv
    (whose own python is a 3.11 stand-in whose pip fails) for ``-m venv DIR``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        "#!/usr/bin/env bash\n"
        f'if [ "$1" = -c ]; then echo "{version} $0"; exit 0; fi\n'
        'if [ "$1 $2" = "-m venv" ]; then\n'
        '  mkdir -p "$3/bin"\n'
        f'  cp "{path.parent / "venv-python"}" "$3/bin/python"\n'
        "  exit 0\n"
        "fi\n"
        'echo "pip: no network in this test" >&2; exit 1\n'
    )
    path.chmod(0o755)
    inner = path.parent / "venv-python"
    if not inner.exists():
        inner.write_text(
            "#!/usr/bin/env bash\n"
            'if [ "$1" = -c ]; then echo "3.11.9 $0"; exit 0; fi\n'
            'echo "pip: no network in this test" >&2; exit 1\n'
        )
        inner.chmod(0o755)
    return path


def _checkout(tmp_path: Path) -> Path:
    root = tmp_path / "checkout"
    (root / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / "setup.sh", root / "scripts" / "setup.sh")
    return root


def _run(root: Path, python: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(root / "scripts" / "setup.sh")],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHON": str(python)},
    )


def test_a_too_old_python_is_refused_with_what_to_do(tmp_path: Path) -> None:
    root = _checkout(tmp_path)
    done = _run(root, _fake_python(tmp_path / "bin" / "python3", "3.10.12"))
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        f"setup: error: Python 3.11 or newer is needed, {tmp_path}/bin/python3 is 3.10.12 "
        f"({tmp_path}/bin/python3); set PYTHON=/path/to/python3.11 or newer"
    ]
    assert not (root / ".venv").exists()


def test_a_venv_of_an_older_python_is_rebuilt_and_the_steps_are_shown(tmp_path: Path) -> None:
    root = _checkout(tmp_path)
    old = _fake_python(tmp_path / "old" / "python3", "3.10.12")
    (root / ".venv" / "bin").mkdir(parents=True)
    shutil.copy(old, root / ".venv" / "bin" / "python")
    (root / ".venv" / "stale-marker").write_text("")

    done = _run(root, _fake_python(tmp_path / "new" / "python3", "3.11.9"))

    assert done.stdout.splitlines()[:4] == [
        f"==> Python 3.11.9 ({tmp_path}/new/python3)",
        "==> rebuilding .venv: it was made by Python 3.10.12, not 3.11",
        "==> creating .venv",
        "==> updating pip",
    ]
    assert not (root / ".venv" / "stale-marker").exists()
    # pip's own output stays in the log and is shown only because it failed.
    assert done.returncode == 1
    assert "pip: no network in this test" in done.stderr
    assert done.stderr.strip().splitlines()[-1].startswith("setup: error: pip install")


def test_a_venv_whose_python_is_gone_is_rebuilt(tmp_path: Path) -> None:
    root = _checkout(tmp_path)
    (root / ".venv" / "bin").mkdir(parents=True)
    (root / ".venv" / "bin" / "python").symlink_to(tmp_path / "removed-python")

    done = _run(root, _fake_python(tmp_path / "new" / "python3", "3.11.9"))

    assert "==> rebuilding .venv: its Python no longer runs" in done.stdout.splitlines()
    assert (root / ".venv" / "bin" / "python").read_text().startswith("#!/usr/bin/env bash")
