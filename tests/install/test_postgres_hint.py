"""Without the ``postgres`` extra, a PostgreSQL URL is one line saying what to install."""

from __future__ import annotations

import subprocess
import sys

# The installed CLI in a Python where psycopg cannot be imported (as without the extra).
WITHOUT_PSYCOPG = """
import sys
class NoPsycopg:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "psycopg":
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, NoPsycopg())
from supermemory_local.store.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_a_missing_driver_names_the_extra_to_install() -> None:
    url = "postgresql+psycopg://team:hunter2@127.0.0.1:1/memories"
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_PSYCOPG, "--database-url", url, "list"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr.splitlines() == [
        "supermemory: error: postgresql+psycopg://team:***@127.0.0.1:1/memories needs the "
        "PostgreSQL driver (No module named 'psycopg'): install the postgres extra, "
        "pip install 'supermemory-local[postgres]' "
        "(pipx: pipx inject supermemory-local 'psycopg[binary]')"
    ]
