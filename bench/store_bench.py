"""Store benchmark at 100,000 memories. Run by hand (not a test); prints a report.

    .venv/bin/python -m bench.store_bench [--rows 100000] [--runs 15] [--skip-llm]
        [--skip-floor] [--skip-pg | --pg-url URL] [--skip-cold-start]
    .venv/bin/python -m bench.store_bench --cold-start-only   # only the cold starts, faster
    .venv/bin/python -m bench.store_bench --insert-only --rows 20000  # import vs the floor
        [--breakdown]  # and import without the filter, the filter alone, vs the floor

Measures, on a fresh SQLite file under bench/.work/ (gitignored):

1. insert throughput: ``MemoryStore.add`` (one transaction per memory) and the batch
   path ``MemoryStore.import_lines`` (both apply the privacy filter), plus a raw
   SQLAlchemy ``executemany`` into the same schema without the filter, for comparison;
2. in-process ``list(limit=1)`` and full-text ``search`` latency, p50/p95
   (targets: <= 2 ms and <= 15 ms);
3. the raw FTS5 floor on the same rows (one trigram table holding the text, plain
   sqlite3): insert rows/s, file size and the same searches, both as a raw-FTS5 program
   would write them (ORDER BY rank) and with the store's own plan (the newest
   RANK_WINDOW matches ranked);
   the ratio is against the faster;
4. PostgreSQL: the same memories copied into a fresh database (on --pg-url, else a
   throwaway cluster started as the tests start theirs) and the same searches;
   ``--insert-only``: ``import_lines()`` and the floor's insert alone, five runs each
   into fresh files, interleaved (the figure to compare: a busy machine slows both);
5. ``supermemory list -n 1`` as a whole process (cold start, median of --runs), side
   by side with simonw's ``llm logs list -n 1`` on an llm logs database of the same
   size. llm is installed into bench/.work/llm-venv from PyPI on first use.

The content is seeded and realistic: session summaries in the five-section format,
preferences, error/solution notes, code snippets, some Chinese, and a few secrets the
privacy filter must redact.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / "bench" / ".work"
SUPERMEMORY = ROOT / ".venv" / "bin" / "supermemory"
LLM_VENV = WORK / "llm-venv"
LLM_HOME = WORK / "llm-home"
SEED = 20260301


# --- realistic content ----------------------------------------------------------------

FILES = [
    "src/api/users.py",
    "src/db/migrations/0007_add_email.py",
    "web/src/App.tsx",
    "plugin/engine/trigger.py",
    "README.md",
    "tests/test_billing.py",
    "infra/deploy.yaml",
    "src/search/index.rs",
    "cmd/server/main.go",
    "docs/architecture.md",
]
TOPICS = [
    "the login redirect loop",
    "flaky billing tests",
    "the search index rebuild",
    "rate limiting on the public API",
    "the dark mode toggle",
    "PostgreSQL connection pooling",
    "the CSV export timeout",
    "websocket reconnects",
    "the onboarding email",
    "image uploads",
]
ZH = [
    "数据库迁移必须在发布前完成，否则线上会报错。",
    "用户要求所有接口都返回统一的错误格式。",
    "不要修改生产环境的配置文件，先在测试环境验证。",
    "搜索功能需要支持中文分词，默认分词器找不到结果。",
    "上次尝试用缓存解决性能问题失败了，原因是缓存失效策略不对。",
    "命名规则：数据表用蛇形命名，接口路径用短横线。",
]
ERRORS = [
    "TypeError: Cannot read properties of undefined (reading 'map')",
    "sqlalchemy.exc.OperationalError: database is locked",
    "ModuleNotFoundError: No module named 'psycopg'",
    "ECONNRESET while fetching https://registry.npmjs.org/",
    "AssertionError: expected 200, got 429",
]
SECRETS = [
    "the staging key is sk-proj-" + "Ab3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF",
    "export GITHUB_TOKEN=ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8",
    "password = 'hunter2-but-longer'",
    "<private>my home address is 1 Example Street</private> ship the fix anyway",
]


def _summary(rng: random.Random) -> str:
    topic = rng.choice(TOPICS)
    files = rng.sample(FILES, 3)
    return "\n".join(
        [
            "[Session Summary]",
            "## 1. User Requests",
            f'- "Please fix {topic} and keep the public API unchanged."',
            f'- "Also add a regression test for {topic}."',
            "## 2. Final Goal",
            f"{topic.capitalize()} no longer happens; CI is green.",
            "## 3. Work Completed",
            *(f"- Edited `{f}`: {rng.choice(TOPICS)} handled explicitly." for f in files),
            "## 4. Remaining Tasks",
            f"- Run the full suite; update the changelog for {topic}.",
            "## 5. MUST NOT Do (Critical Constraints)",
            "- Do not change the database schema without a migration.",
            f"- Tried retrying on {rng.choice(ERRORS)}; it did not help.",
            rng.choice(ZH) if rng.random() < 0.3 else "",
        ]
    )


RETRY_CODE = """def retry(fn, attempts=3):
    for i in range(attempts):
        try:
            return fn()
        except TimeoutError:
            time.sleep(2 ** i)
"""


def _short(rng: random.Random) -> tuple[str, str]:
    topic, path, zh = rng.choice(TOPICS), rng.choice(FILES), rng.choice(ZH)
    tool = rng.choice(["tabs", "spaces", "pytest", "ruff", "pnpm"])
    choices = [
        ("preference", f"User prefers {tool} and short commit messages; {zh}"),
        (
            "error-solution",
            f"{rng.choice(ERRORS)} in `{path}` was fixed by pinning the version "
            f"and retrying with backoff ({topic}).",
        ),
        (
            "architecture",
            f"{zh} The service talks to the queue through `{path}`; "
            f"{topic} lives behind a feature flag.",
        ),
        ("learned-pattern", f"Pattern for {topic}:\n```python\n{RETRY_CODE}```"),
        (
            "project-config",
            f"Build with `make build`; tests with `pytest -q`; the config lives in `{path}`. {zh}",
        ),
        ("conversation", " ".join(rng.choice(ZH) for _ in range(rng.randint(1, 4)))),
    ]
    return rng.choices(choices, weights=[25, 25, 15, 15, 10, 10])[0]


def memories(n: int, seed: int = SEED) -> Iterator[dict[str, object]]:
    """``n`` memories as import rows, oldest first, spread over the last 90 days."""
    from supermemory_local.store.ids import new_memory_id

    rng = random.Random(seed)
    start = datetime.now(UTC) - timedelta(days=90)
    step = timedelta(days=90) / max(n, 1)
    scopes = [f"opencode_project_{rng.getrandbits(64):016x}" for _ in range(20)]
    for i in range(n):
        roll = rng.random()
        if roll < 0.12:
            mtype, content = "conversation", _summary(rng)
        else:
            mtype, content = _short(rng)
        if rng.random() < 0.01:
            content += "\n" + rng.choice(SECRETS)
        if rng.random() < 0.3:  # rare identifiers, as real notes have: selective queries
            content += (
                f" (ticket {rng.choice(['BILL', 'WEB', 'OPS', 'API'])}-{rng.randint(1, 99_999)})"
            )
        created = (start + step * i).isoformat()
        yield {
            "id": new_memory_id(),
            "content": content,
            "type": mtype,
            "scope": scopes[0] if rng.random() < 0.4 else rng.choice(scopes),
            "session_id": f"ses_{rng.getrandbits(40):010x}",
            "source": "bench",
            "created_at": created,
            "updated_at": created,
        }


# --- measurements -----------------------------------------------------------------------


def percentiles(samples: list[float]) -> tuple[float, float]:
    cuts = statistics.quantiles(samples, n=100, method="inclusive")
    return statistics.median(samples), cuts[94]


def timed(fn: Callable[[], object], runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return out


def bench_insert(db: Path, rows: list[dict[str, object]], single: int) -> dict[str, float]:
    from supermemory_local.store.repository import MemoryStore

    url = f"sqlite:///{db}"
    # At least half of the rows go through import_lines(), however few there are, so the
    # import's rate (the figure compared with the floor) is always measured.
    single = max(1, min(single, len(rows) // 2))
    with MemoryStore.open(url=url) as store:
        t0 = time.perf_counter()
        for row in rows[:single]:
            store.add(
                str(row["content"]),
                scope=str(row["scope"]),
                type=str(row["type"]),
                session_id=str(row["session_id"]),
                source="bench",
            )
        add_s = time.perf_counter() - t0
        lines = [json.dumps(r, ensure_ascii=False) for r in rows[single:]]
        t0 = time.perf_counter()
        batch = 5_000
        for i in range(0, len(lines), batch):
            store.import_lines(lines[i : i + batch])
        import_s = time.perf_counter() - t0
    return {
        "add_rows_s": single / add_s,
        "import_rows_s": len(lines) / import_s,
        "import_seconds": import_s,
    }


def bench_raw(db: Path, rows: list[dict[str, object]]) -> float:
    """Rows/s of a plain executemany into the same schema (no validation, no privacy)."""
    from sqlalchemy import insert

    from supermemory_local.store.models import memories as table
    from supermemory_local.store.repository import MemoryStore

    with MemoryStore.open(url=f"sqlite:///{db}") as store:
        values = [
            {
                **r,
                "metadata": {},
                "created_at": datetime.fromisoformat(str(r["created_at"])),
                "updated_at": datetime.fromisoformat(str(r["updated_at"])),
            }
            for r in rows
        ]
        engine = store._engine  # the benchmark measures below the repository on purpose
        t0 = time.perf_counter()
        with engine.begin() as connection:
            for i in range(0, len(values), 5_000):
                connection.execute(insert(table), values[i : i + 5_000])
        return len(values) / (time.perf_counter() - t0)


def _no_filter() -> Callable[[], None]:
    """Replace the privacy filter by the identity for the store (content and labels pass
    as they are); the function returned puts it back. For the breakdown only."""
    from supermemory_local.store import privacy

    saved = privacy.redact

    def identity(text: str, **_: object) -> tuple[str, int]:
        return text, 0

    privacy.redact = identity  # type: ignore[assignment]

    def restore() -> None:
        privacy.redact = saved

    return restore


@dataclass
class Breakdown:
    """Medians of rows/s (see bench_breakdown)."""

    bare: float
    filtered: float
    floor: float
    content: float
    labels: float
    distinct_labels: int


def bench_breakdown(folder: Path, rows: list[dict[str, object]], runs: int = 5) -> Breakdown:
    """Where an import's time goes, interleaved: rows/s of ``import_lines()`` with the
    privacy filter replaced by the identity (validation and insert alone), of the filter
    alone over what an import filters (each row's content, scope, session id and source;
    memo emptied before each pass), of its two parts as the store runs them (the content
    through ``redact``, the labels through the store's own checks and cache, which
    filters each distinct label once), and of the floor's insert, medians."""
    from supermemory_local.store.privacy import _MEMO, redact
    from supermemory_local.store.repository import MemoryStore

    lines = [json.dumps(r, ensure_ascii=False) for r in rows]
    pairs = [(str(r["content"]), str(r["scope"])) for r in rows]
    texts = [str(r[k]) for r in rows for k in ("content", "scope", "session_id", "source")]
    contents = [str(r["content"]) for r in rows]
    labels = [(k, str(r[k])) for r in rows for k in ("scope", "session_id", "source")]
    bare: list[float] = []
    filtered: list[float] = []
    floor: list[float] = []
    content: list[float] = []
    labelled: list[float] = []
    for run in range(runs):
        restore = _no_filter()
        try:
            with MemoryStore.open(url=f"sqlite:///{folder / f'bare-{run}.db'}") as store:
                t0 = time.perf_counter()
                for i in range(0, len(lines), 5_000):
                    store.import_lines(lines[i : i + 5_000])
                bare.append(len(lines) / (time.perf_counter() - t0))
        finally:
            restore()
        _MEMO.clear()
        t0 = time.perf_counter()
        for text in texts:
            redact(text)
        filtered.append(len(rows) / (time.perf_counter() - t0))
        _MEMO.clear()
        t0 = time.perf_counter()
        for text in contents:
            redact(text)
        content.append(len(rows) / (time.perf_counter() - t0))
        with MemoryStore.open(url=f"sqlite:///{folder / f'labels-{run}.db'}") as store:
            label = store._label  # the store's own path for labels, on purpose
            t0 = time.perf_counter()
            for name, value in labels:
                label(name, value)
            labelled.append(len(rows) / (time.perf_counter() - t0))
        floor.append(len(pairs) / _floor_insert(folder / f"floor-{run}.db", pairs))
        for path in folder.glob(f"*-{run}.db*"):
            path.unlink()
    return Breakdown(
        bare=statistics.median(bare),
        filtered=statistics.median(filtered),
        floor=statistics.median(floor),
        content=statistics.median(content),
        labels=statistics.median(labelled),
        distinct_labels=len(set(labels)),
    )


def _floor_table(db: Path) -> sqlite3.Connection:
    """A connection to ``db`` holding the raw FTS5 floor's table (one trigram table)."""
    con = sqlite3.connect(db, isolation_level=None)
    con.execute("PRAGMA journal_mode = WAL")
    con.execute("PRAGMA synchronous = NORMAL")
    con.execute("CREATE VIRTUAL TABLE t USING fts5(content, scope UNINDEXED, tokenize='trigram')")
    return con


def _floor_fill(con: sqlite3.Connection, pairs: list[tuple[str, str]]) -> float:
    """Seconds of the floor's insert of ``pairs`` in one transaction."""
    t0 = time.perf_counter()
    con.execute("BEGIN")
    con.executemany("INSERT INTO t(content, scope) VALUES (?, ?)", pairs)
    con.execute("COMMIT")
    return time.perf_counter() - t0


def _floor_insert(db: Path, pairs: list[tuple[str, str]]) -> float:
    """Seconds of the raw FTS5 floor's insert of ``pairs`` into a fresh file."""
    con = _floor_table(db)
    seconds = _floor_fill(con, pairs)
    con.close()
    return seconds


def bench_insert_vs_floor(
    folder: Path, rows: list[dict[str, object]], runs: int = 5
) -> tuple[float, float]:
    """``import_lines()`` (validation, privacy filter, insert, the FTS index's trigger) and
    the raw FTS5 floor's insert (one trigram table, plain sqlite3, one transaction) on the
    same rows, each into a fresh file, the runs interleaved (a busy machine slows both
    alike): the medians of their rows/s. The filter's memo is emptied before each import:
    every row is filtered afresh."""
    from supermemory_local.store.privacy import _MEMO
    from supermemory_local.store.repository import MemoryStore

    lines = [json.dumps(r, ensure_ascii=False) for r in rows]
    pairs = [(str(r["content"]), str(r["scope"])) for r in rows]
    ours: list[float] = []
    floor: list[float] = []
    for run in range(runs):
        db = folder / f"import-{run}.db"
        _MEMO.clear()
        with MemoryStore.open(url=f"sqlite:///{db}") as store:
            t0 = time.perf_counter()
            for i in range(0, len(lines), 5_000):
                store.import_lines(lines[i : i + 5_000])
            ours.append(len(lines) / (time.perf_counter() - t0))
        floor.append(len(pairs) / _floor_insert(folder / f"floor-{run}.db", pairs))
        for path in folder.glob(f"*-{run}.db*"):
            path.unlink()
    return statistics.median(ours), statistics.median(floor)


COMMON = [
    "migration",
    "数据库迁移",
    "rate limiting",
    "connection pooling",
    "默认分词器",
    "ModuleNotFoundError",
    "regression test",
    "dark mode",
]
QUERY_RUNS = 25


def bench_queries(
    url: str, scope: str, rare: list[str], *, lists: bool = True
) -> dict[str, tuple[float, float]]:
    """p50/p95 of ``list -n 1`` and of ``search`` (common and rare terms, in one project's
    scope and across all), in-process through the repository, on any backend."""
    from supermemory_local.store.repository import MemoryStore

    with MemoryStore.open(url=url) as store:
        store.list(limit=1)  # warm the connection and page cache
        results: dict[str, tuple[float, float]] = {}
        if lists:
            results["list -n 1 (project scope)"] = percentiles(
                timed(lambda: store.list(scope=scope, limit=1), 300)
            )
            results["list -n 1 (all scopes)"] = percentiles(timed(lambda: store.list(limit=1), 300))
        for label, queries in (("common terms", COMMON), ("rare terms", rare)):
            for scoped in (scope, None):
                samples: list[float] = []
                for q in queries:
                    store.search(q, scope=scoped, limit=10)
                    samples += timed(partial(store.search, q, scope=scoped, limit=10), QUERY_RUNS)
                where = "project scope" if scoped else "all scopes"
                results[f"search, {label}, {where}"] = percentiles(samples)
    return results


# --- the raw FTS5 floor ------------------------------------------------------------------

FLOOR_SEARCHES = {
    # What a program on raw FTS5 would write: rank every match, filter the scope as it goes.
    "ORDER BY rank": (
        "SELECT rowid, content, scope, bm25(t) FROM t WHERE t MATCH ?{scope} ORDER BY rank LIMIT 10"
    ),
    # The store's own plan on raw FTS5: bm25 over the newest RANK_WINDOW matches.
    "newest ranked": (
        "SELECT t.rowid, t.content, t.scope, w.r FROM t JOIN (SELECT rowid, bm25(t) AS r"
        " FROM t WHERE t MATCH ?{scope} ORDER BY rowid DESC LIMIT {window}) w"
        " ON w.rowid = t.rowid ORDER BY w.r LIMIT 10"
    ),
}


@dataclass
class Floor:
    insert_rows_s: float
    size: int
    searches: dict[str, tuple[float, float]]  # "<query label> [<shape>]" -> p50, p95


def bench_fts5_floor(db: Path, rows: list[tuple[str, str]], scope: str, rare: list[str]) -> Floor:
    """Raw SQLite FTS5 on the same (content, scope) rows, no SQLAlchemy, no schema of
    ours: one trigram table holding the text, the scope an UNINDEXED column. Insert
    rows/s (one transaction), file size, and search p50/p95 for both query shapes."""
    from supermemory_local.store.search import RANK_WINDOW

    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    con = _floor_table(db)
    insert_rows_s = len(rows) / _floor_fill(con, rows)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    out = Floor(insert_rows_s, db.stat().st_size, {})

    def fetch(sql: str, args: tuple[str, ...]) -> list[object]:
        return con.execute(sql, args).fetchall()

    for shape, sql in FLOOR_SEARCHES.items():
        for label, queries in (("common terms", COMMON), ("rare terms", rare)):
            for scoped in (scope, None):
                query = sql.format(scope=" AND scope = ?" if scoped else "", window=RANK_WINDOW)
                samples: list[float] = []
                for q in queries:
                    args = (f'"{q}"', scoped) if scoped else (f'"{q}"',)
                    run = partial(fetch, query, args)
                    run()
                    samples += timed(run, QUERY_RUNS)
                where = "project scope" if scoped else "all scopes"
                out.searches[f"search, {label}, {where} [{shape}]"] = percentiles(samples)
    con.close()
    return out


# --- PostgreSQL --------------------------------------------------------------------------


def postgres_database(server_url: str | None, stack: ExitStack) -> str | None:
    """A fresh database on ``server_url`` (dropped afterwards), or on a throwaway cluster
    started the way the tests start theirs; None when neither is possible."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    if server_url is None:
        from bench.harness.postgres import Cluster, pg_bin

        bindir = pg_bin()
        if bindir is None:
            return None
        cluster = Cluster(bindir)
        stack.callback(cluster.stop)
        server_url = cluster.start()
    name = "supermemory_bench"
    admin = create_engine(server_url, isolation_level="AUTOCOMMIT")
    stack.callback(admin.dispose)
    with admin.connect() as connection:
        connection.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        connection.execute(text(f"CREATE DATABASE {name}"))

    def drop() -> None:
        with admin.connect() as connection:
            connection.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))

    stack.callback(drop)
    return make_url(server_url).set(database=name).render_as_string(hide_password=False)


def copy_to_postgres(sqlite_db: Path, url: str) -> tuple[int, float]:
    """The memories of ``sqlite_db`` as stored (already redacted) into ``url``: rows, s."""
    from sqlalchemy import insert, select

    from supermemory_local.store.repository import MemoryStore
    from supermemory_local.store.schema import memories

    source = MemoryStore.open(url=f"sqlite:///{sqlite_db}")
    target = MemoryStore.open(url=url)
    columns = [c for c in memories.c if c.name != "pk"]
    t0 = time.perf_counter()
    copied = 0
    with source._engine.connect() as reader, target._engine.begin() as writer:
        result = reader.execute(select(*columns).order_by(memories.c.pk))
        while batch := result.fetchmany(5_000):
            writer.execute(insert(memories), [dict(row._mapping) for row in batch])
            copied += len(batch)
    seconds = time.perf_counter() - t0
    with target._engine.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
        c.exec_driver_sql("VACUUM ANALYZE memories")
    source.close()
    target.close()
    return copied, seconds


def rare_queries(rows: list[dict[str, object]], n: int = 8) -> list[str]:
    import re

    found = [m.group(1) for r in rows if (m := re.search(r"ticket (\w+-\d+)", str(r["content"])))]
    return random.Random(SEED).sample(found, n)


def ensure_llm() -> Path:
    exe = LLM_VENV / "bin" / "llm"
    if not exe.exists():
        print("installing llm into bench/.work/llm-venv (PyPI) ...", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(LLM_VENV)], check=True)
        pip = [str(LLM_VENV / "bin" / "pip"), "install", "-q", "--disable-pip-version-check"]
        subprocess.run([*pip, "llm"], check=True)
    return exe


def build_llm_db(exe: Path, rows: list[dict[str, object]]) -> Path:
    """llm's own schema (created by running llm once), filled with ``len(rows)`` responses."""
    if LLM_HOME.exists():
        shutil.rmtree(LLM_HOME)
    LLM_HOME.mkdir(parents=True)
    db = LLM_HOME / "logs.db"
    db.touch()
    env = {**os.environ, "LLM_USER_PATH": str(LLM_HOME)}
    subprocess.run([str(exe), "logs", "list", "-n", "1"], env=env, check=True, capture_output=True)
    from ulid import ULID

    con = sqlite3.connect(db)
    with con:
        conversations = [(str(ULID()), f"conversation {i}", "gpt-4o-mini") for i in range(2000)]
        con.executemany(
            "INSERT INTO conversations (id, name, model) VALUES (?, ?, ?)", conversations
        )
        responses = []
        for i, r in enumerate(rows):
            content = str(r["content"])
            prompt = content[: len(content) // 2] or "hello"
            responses.append(
                (
                    str(ULID()),
                    "gpt-4o-mini",
                    prompt,
                    None,
                    content,
                    conversations[i % 2000][0],
                    800 + i % 500,
                    str(r["created_at"]),
                    len(prompt) // 4,
                    len(content) // 4,
                )
            )
        con.executemany(
            "INSERT INTO responses (id, model, prompt, system, response, conversation_id,"
            " duration_ms, datetime_utc, input_tokens, output_tokens)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            responses,
        )
    con.close()
    return db


def cold_starts(
    commands: dict[str, tuple[list[str], dict[str, str], Path]], runs: int
) -> dict[str, list[float]]:
    """Wall time of each whole process; the commands alternate so load hits all alike."""
    out: dict[str, list[float]] = {name: [] for name in commands}
    for round_ in range(runs + 2):
        for name, (argv, env, cwd) in commands.items():
            t0 = time.perf_counter()
            done = subprocess.run(
                argv, env={**os.environ, **env}, cwd=cwd, capture_output=True, check=False
            )
            elapsed = (time.perf_counter() - t0) * 1000
            if done.returncode != 0:
                raise SystemExit(f"{name} failed: {done.stderr.decode()[-400:]}")
            if round_ >= 2:  # the first two rounds only warm the OS caches
                out[name].append(elapsed)
    return out


# --- cold start: the CLI as a whole process, next to llm ------------------------------

COLD_START_TARGET = 0.5  # supermemory list -n 1 at most half of llm logs list -n 1


def bench_cold_start(
    db: Path, scope: str, rows: list[dict[str, object]], runs: int, *, skip_llm: bool = False
) -> dict[str, list[float]]:
    """``supermemory list -n 1`` on ``db`` next to ``llm logs list -n 1`` on an llm logs
    database of the same rows, plus bare Python and a command that opens no database."""
    project = db.parent / "project"  # `list` resolves --scope project from the cwd
    project.mkdir(exist_ok=True)
    commands: dict[str, tuple[list[str], dict[str, str], Path]] = {
        "python -c pass": ([sys.executable, "-c", "pass"], {}, project),
        "supermemory config path": ([str(SUPERMEMORY), "config", "path"], {}, project),
        "supermemory list -n 1": (
            [str(SUPERMEMORY), "list", "-n", "1", "--scope", scope],
            {"SUPERMEMORY_DATABASE_URL": f"sqlite:///{db}"},
            project,
        ),
    }
    if not skip_llm:
        exe = ensure_llm()
        print("building the llm logs database ...", flush=True)
        build_llm_db(exe, rows)
        commands["llm logs list -n 1"] = (
            [str(exe), "logs", "list", "-n", "1"],
            {"LLM_USER_PATH": str(LLM_HOME)},
            project,
        )
    print(f"cold starts ({runs} runs each, alternating) ...", flush=True)
    return cold_starts(commands, runs)


def print_cold_start(starts: dict[str, list[float]]) -> None:
    medians = {name: statistics.median(samples) for name, samples in starts.items()}
    for name, median in medians.items():
        print(
            f"cold start: {name:<24} median {median:7.0f} ms"
            f"  (min {min(starts[name]):.0f}, max {max(starts[name]):.0f})"
        )
    if "llm logs list -n 1" in medians:
        ratio = medians["supermemory list -n 1"] / medians["llm logs list -n 1"]
        verdict = "meets" if ratio <= COLD_START_TARGET else "misses"
        print(
            f"supermemory / llm cold start ratio: {ratio:.2f}"
            f" ({verdict} the target <= {COLD_START_TARGET})"
        )
    baseline = medians["python -c pass"]
    print(f"supermemory over bare python: {medians['supermemory list -n 1'] - baseline:.0f} ms")


def fill_quickly(db: Path, rows: list[dict[str, object]]) -> None:
    """The rows in the store's schema in batches (import_lines: validated and redacted)."""
    from supermemory_local.store.repository import MemoryStore

    with MemoryStore.open(url=f"sqlite:///{db}") as store:
        lines = [json.dumps(r, ensure_ascii=False) for r in rows]
        for i in range(0, len(lines), 5_000):
            store.import_lines(lines[i : i + 5_000])


def search_report(
    queries: dict[str, tuple[float, float]],
    *,
    floor: Floor | None,
    pg: dict[str, tuple[float, float]] | None,
    insert: dict[str, float],
    raw: float | None,
    sizes: dict[str, int],
    matches: dict[str, int],
    in_scope: int,
    rows: int,
) -> None:
    """The search and insert figures: SQLite, the raw FTS5 floor beside it, PostgreSQL."""
    mib = 2**20
    files = ", ".join(f"{name} {n / mib:.0f}" for name, n in sorted(sizes.items()) if n)
    print()
    print(
        f"== search: {rows:,} memories, project scope {in_scope:,} of them;"
        f" {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}"
    )
    print(f"SQLite size: {sum(sizes.values()) / mib:.0f} MiB ({files} MiB)", end="")
    if floor is not None:
        ratio = sum(sizes.values()) / floor.size
        print(f"; raw FTS5 floor {floor.size / mib:.0f} MiB: {ratio:.2f}x")
        ours = insert["import_rows_s"]
        print(
            f"insert: raw FTS5 floor {floor.insert_rows_s:,.0f} rows/s; import_lines()"
            f" {ours:,.0f} rows/s = {floor.insert_rows_s / ours:.1f}x the floor's time per row"
        )
        if raw is not None:
            print(
                f"insert: SQLAlchemy executemany into the store's schema (no privacy filter)"
                f" {raw:,.0f} rows/s = {floor.insert_rows_s / raw:.1f}x the floor"
            )
    else:
        print()
    header = f"{'':<40} {'SQLite p50 / p95 ms':>20}"
    if floor is not None:
        header += f" {'floor p50':>10} {'ratio':>6}"
    if pg is not None:
        header += f" {'PostgreSQL p50 / p95 ms':>24}"
    print(header)
    for name, (p50, p95) in queries.items():
        line = f"{name:<40} {p50:9.2f} / {p95:7.2f}  "
        if floor is not None and name.startswith("search"):
            best = min(floor.searches[f"{name} [{shape}]"][0] for shape in FLOOR_SEARCHES)
            line += f" {best:9.2f} {p50 / best:5.2f}x"
        elif floor is not None:
            line += " " * 17
        if pg is not None and name in pg:
            line += f"   {pg[name][0]:10.2f} / {pg[name][1]:7.2f}"
        print(line)
    if floor is not None:
        print("raw FTS5 floor, each query shape (p50 / p95 ms):")
        for key, (p50, p95) in floor.searches.items():
            print(f"  {key:<62} {p50:7.2f} / {p95:7.2f}")
    print("  rows matching:", ", ".join(f"{q!r} {n:,}" for q, n in matches.items()))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument(
        "--single", type=int, default=2_000, help="how many of the rows go through add() one by one"
    )
    parser.add_argument("--skip-llm", action="store_true")
    parser.add_argument("--skip-raw", action="store_true")
    parser.add_argument("--skip-floor", action="store_true", help="no raw FTS5 comparison")
    parser.add_argument("--skip-cold-start", action="store_true")
    parser.add_argument(
        "--cold-start-only",
        action="store_true",
        help="fill the database in batches and measure only the cold starts",
    )
    parser.add_argument(
        "--pg-url",
        help="a PostgreSQL server (role with CREATEDB) for the PostgreSQL half; default: a"
        " throwaway cluster from /usr/lib/postgresql, as the tests start",
    )
    parser.add_argument("--skip-pg", action="store_true")
    parser.add_argument(
        "--insert-only",
        action="store_true",
        help="only import_lines() against the raw FTS5 floor's insert, interleaved",
    )
    parser.add_argument(
        "--breakdown",
        action="store_true",
        help="with --insert-only: also import_lines() without the filter and the filter alone",
    )
    args = parser.parse_args()

    WORK.mkdir(parents=True, exist_ok=True)
    store_dir = WORK / "store"
    if store_dir.exists():
        shutil.rmtree(store_dir)
    store_dir.mkdir()
    db = store_dir / "memories.db"
    print(f"generating {args.rows:,} memories ...", flush=True)
    rows = list(memories(args.rows))
    avg = statistics.mean(len(str(r["content"])) for r in rows)
    print(f"  average content {avg:.0f} chars", flush=True)

    if args.insert_only:
        ours, floor_rows_s = bench_insert_vs_floor(store_dir, rows)
        print(
            f"== insert, {args.rows:,} rows, medians of 5 interleaved runs,"
            f" {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}"
        )
        print(f"import_lines() (validated, filtered, indexed) {ours:>10,.0f} rows/s")
        print(f"raw FTS5 floor (one trigram table)           {floor_rows_s:>10,.0f} rows/s")
        print(f"import_lines() = {floor_rows_s / ours:.2f}x the floor's time per row")
        if args.breakdown:
            parts = bench_breakdown(store_dir, rows)
            floor_again = parts.floor
            print("breakdown, medians of 5 interleaved runs (rows/s; x the floor's time per row):")
            print(
                f"  import_lines(), filter replaced by the identity {parts.bare:>10,.0f}"
                f"  {floor_again / parts.bare:5.2f}x"
            )
            print(
                f"  the filter alone (content, scope, session, source) {parts.filtered:>7,.0f}"
                f"  {floor_again / parts.filtered:5.2f}x"
            )
            print(
                f"    content, through redact()'s memo              {parts.content:>10,.0f}"
                f"  {floor_again / parts.content:5.2f}x"
            )
            print(
                f"    labels, the store's way ({parts.distinct_labels:,} distinct)"
                f"{parts.labels:>{max(1, 21 - len(f'{parts.distinct_labels:,}'))},.0f}"
                f"  {floor_again / parts.labels:5.2f}x"
            )
            print(
                f"  raw FTS5 floor                                  {floor_again:>10,.0f}"
                f"  {1:5.2f}x"
            )
        return 0

    if args.cold_start_only:
        print("filling the store in batches ...", flush=True)
        fill_quickly(db, rows)
        starts = bench_cold_start(
            db, str(rows[0]["scope"]), rows, args.runs, skip_llm=args.skip_llm
        )
        size = sum(p.stat().st_size for p in store_dir.glob("memories.db*"))
        print()
        print(
            f"== supermemory cold start: {args.rows:,} memories, SQLite {size / 2**20:.0f} MiB,"
            f" {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}"
        )
        print_cold_start(starts)
        return 0

    print("inserting through the repository (privacy filter on) ...", flush=True)
    insert = bench_insert(db, rows, args.single)
    raw = None if args.skip_raw else bench_raw(store_dir / "raw.db", rows)

    scope = str(rows[0]["scope"])
    print("querying in-process ...", flush=True)
    rare = rare_queries(rows)
    queries = bench_queries(f"sqlite:///{db}", scope, rare)
    with sqlite3.connect(db) as con:
        matches = {
            q: con.execute(
                "SELECT count(*) FROM memories_fts WHERE memories_fts MATCH ?", (f'"{q}"',)
            ).fetchone()[0]
            for q in ("migration", "数据库迁移", *rare[:2])
        }
        in_scope = con.execute("SELECT count(*) FROM memories WHERE scope = ?", (scope,)).fetchone()
    floor: Floor | None = None
    if not args.skip_floor:
        print("raw FTS5 floor on the same rows ...", flush=True)
        with sqlite3.connect(db) as con:
            stored = con.execute("SELECT content, scope FROM memories ORDER BY pk").fetchall()
        floor = bench_fts5_floor(store_dir / "floor.db", stored, scope, rare)
    pg: dict[str, tuple[float, float]] | None = None
    with ExitStack() as stack:
        pg_url = None if args.skip_pg else postgres_database(args.pg_url, stack)
        if pg_url is not None:
            print("PostgreSQL: copying the same memories ...", flush=True)
            copied, seconds = copy_to_postgres(db, pg_url)
            print(f"  {copied:,} rows in {seconds:.0f} s; querying ...", flush=True)
            pg = bench_queries(pg_url, scope, rare, lists=False)
    sizes = {p.name: p.stat().st_size for p in store_dir.glob("memories.db*")}
    search_report(
        queries,
        floor=floor,
        pg=pg,
        insert=insert,
        raw=raw,
        sizes=sizes,
        matches=matches,
        in_scope=int(in_scope[0]),
        rows=args.rows,
    )
    if args.skip_cold_start:
        return 0

    starts = bench_cold_start(db, scope, rows, args.runs, skip_llm=args.skip_llm)

    size = sum(p.stat().st_size for p in store_dir.glob("memories.db*"))
    print()
    print(
        f"== supermemory store benchmark: {args.rows:,} memories, SQLite {size / 2**20:.0f} MiB,"
        f" {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}"
    )
    print(f"insert, add() one transaction each  {insert['add_rows_s']:>10,.0f} rows/s")
    print(
        f"insert, import_lines() in batches   {insert['import_rows_s']:>10,.0f} rows/s"
        f"  ({insert['import_seconds']:.0f} s)"
    )
    if raw is not None:
        print(f"insert, raw executemany (no filter) {raw:>10,.0f} rows/s")
    print_cold_start(starts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
