"""A throwaway PostgreSQL cluster from Debian's server binaries, for the tests and
``bench/store_bench.py``: initdb in a temp dir, run as ``postgres`` when we are root (the
server refuses to run as root), listening on 127.0.0.1 and a unix socket."""

from __future__ import annotations

from pathlib import Path


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def pg_bin() -> Path | None:
    import glob

    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4])
    )
    return Path(found[-1]).parent if found else None


class Cluster:
    """A PostgreSQL cluster in a temp dir, run as the ``postgres`` user when we are root
    (the server refuses to run as root), listening on 127.0.0.1 and a unix socket."""

    def __init__(self, bindir: Path) -> None:
        import os
        import pwd
        import tempfile

        self.bindir = bindir
        self.root = Path(tempfile.mkdtemp(prefix="supermemory-pg-"))
        self.data = self.root / "data"
        self.port = free_port()
        self.as_user: list[str] = []
        if os.geteuid() == 0:
            owner = pwd.getpwnam("postgres")
            os.chown(self.root, owner.pw_uid, owner.pw_gid)
            self.as_user = ["runuser", "-u", "postgres", "--"]

    def _run(self, *args: str) -> None:
        import subprocess

        done = subprocess.run([*self.as_user, *args], capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(args)} failed:\n{done.stdout}\n{done.stderr}")

    def start(self) -> str:
        self._run(
            str(self.bindir / "initdb"),
            "-D",
            str(self.data),
            "-U",
            "postgres",
            "-A",
            "trust",
            "-E",
            "UTF8",
            # A UTF-8 ctype, as real servers have: pg_trgm indexes Chinese only when the
            # locale calls its characters letters (under plain C it sees none).
            "--locale=C.UTF-8",
            "--no-sync",
        )
        options = (
            f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 "
            "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        )
        self._run(
            str(self.bindir / "pg_ctl"),
            "-D",
            str(self.data),
            "-o",
            options,
            "-l",
            str(self.root / "server.log"),
            "-w",
            "-t",
            "60",
            "start",
        )
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/postgres"

    def stop(self) -> None:
        import shutil

        try:
            self._run(
                str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop"
            )
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
