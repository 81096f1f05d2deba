"""Local semantic search: the optional ``semantic`` extra.

Embeddings come from WordLlama (``wordllama``), whose wheel carries its 16 MB
``l2_supercat`` token-embedding table and tokenizer: it is loaded from the package's own
folder with downloads disabled, so nothing is fetched at run time. A memory's vector is
the normalised average of its tokens' vectors (256 dimensions, float32): embedding a
12 KB summary takes about 10 ms, a query well under 1 ms.

The vectors live beside the memories, in tables this module creates on first use (not in
the Alembic chain: they need the extra's database extension, which a store without the
extra never loads):

* SQLite: ``memory_embeddings`` (a plain table: one row per embedded memory, its ``pk``
  a foreign key to ``memories`` with ``ON DELETE CASCADE``, so a memory forgotten by any
  process, with the extra or without, loses its row) and ``memory_vectors``, a
  ``sqlite-vec`` ``vec0`` table holding the vectors with the memory's scope and type for
  filtering. A vector whose memory is gone is skipped by the join with
  ``memory_embeddings`` and deleted when a search meets it.
* PostgreSQL: ``memory_embeddings`` with a pgvector ``vector(256)`` column (the
  ``vector`` extension must be installed on the server; ``CREATE EXTENSION vector`` needs
  a superuser once per database).

Vectors are written when a memory is added in a process that has the extra, and every
semantic search first embeds the memories still without one (newest first, at most
``SYNC_BATCH`` per search; ``supermemory db embed`` does all of them at once).

Hybrid ranking is reciprocal-rank fusion (:func:`fuse`): a memory's score is the sum of
``1 / (RRF_K + rank)`` over the rankings it appears in (full text, vectors).

Without the extra nothing here imports numpy, a model or an extension: :func:`missing`
only asks ``importlib`` whether the packages are installed.
"""

from __future__ import annotations

import functools
import importlib.util
import logging
import re
import threading
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

from supermemory_local.store.errors import StoreError

if TYPE_CHECKING:
    from sqlalchemy import Engine

EXTRA = "semantic"
INSTALL_HINT = (
    "pip install 'supermemory-local[semantic]' (pipx: pipx install --force './[semantic]')"
)
# Recorded per embedded memory: another model (or chunking) re-embeds.
MODEL = "wordllama/l2_supercat/256/chunks-800"
DIM = 256
# A memory is embedded in chunks of about this many characters, cut where its passages
# end (:func:`chunks`), and ranked by its best chunk: the average of a 12 KB summary's
# tokens says little about any one thing it holds. At most MAX_CHUNKS chunks a memory
# (a longer one gets longer chunks).
CHUNK_CHARS = 800
MAX_CHUNKS = 64
# SQLite: chunks found by the Hamming distance of their sign bits (32 bytes a chunk,
# sqlite-vec's fastest scan), then this many re-ranked by the exact cosine distance.
BIT_CANDIDATES = 64
# Reciprocal-rank fusion constant (Cormack et al. 2009 use 60): a memory ranked first by
# one list and absent from the other scores 1/61, one ranked 10th by both 2/70.
RRF_K = 60
# How many of each ranking are fused: the final list is drawn from these.
CANDIDATES = 30
# Memories embedded by one search before it answers (at ~1 ms each for a short memory,
# ~10 ms for a 12 KB summary); the rest wait for the next search or `db embed`.
SYNC_BATCH = 500
EMBED_BATCH = 64
EMBED_BATCH_CHARS = 64_000
VEC_CHUNK = 128  # vectors per sqlite-vec chunk (see SqliteVectors._ensure_tables)

_PACKAGES = {"sqlite": ("wordllama", "sqlite_vec"), "postgresql": ("wordllama",)}
_log = logging.getLogger(__name__)


class SemanticUnavailableError(StoreError):
    """Semantic search cannot run here: the extra, a driver or the database extension is
    missing. The message names what to install."""


def missing(backend: str) -> list[str]:
    """The extra's packages not installed for ``backend`` (no import happens)."""
    return [name for name in _PACKAGES.get(backend, ("wordllama",)) if not _installed(name)]


def _installed(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def require(backend: str) -> None:
    """Raise :class:`SemanticUnavailableError` naming the extra when it is not installed."""
    absent = missing(backend)
    if absent:
        raise SemanticUnavailableError(
            f"semantic search needs the '{EXTRA}' extra ({', '.join(absent)} not installed): "
            f"{INSTALL_HINT}"
        )


def fuse(rankings: Iterable[Sequence[str]], k: int = RRF_K) -> list[tuple[str, float]]:
    """Reciprocal-rank fusion of rankings of ids (best first): ``(id, score)`` best first;
    a tie keeps the order in which the ids were first met."""
    scores: dict[str, float] = {}
    for ranking in rankings:
        for rank, key in enumerate(dict.fromkeys(ranking), start=1):
            scores[key] = scores.get(key, 0.0) + 1.0 / (k + rank)
    return sorted(scores.items(), key=lambda item: item[1], reverse=True)


_HEADING = re.compile(r"\s{0,3}#{1,6}\s")
_SENTENCE_END = re.compile(r"(?<=[.!?。！？;])\s+")


def chunks(text: str, size: int = CHUNK_CHARS, most: int = MAX_CHUNKS) -> list[str]:
    """``text`` cut into pieces of at most ``size`` characters (longer when more than
    ``most`` pieces would be needed) where its passages end: whole lines packed together,
    a new piece at a Markdown heading once the current one is a quarter full; a line
    longer than a piece is cut at sentence ends, then at spaces, then anywhere. Every
    non-blank character of ``text`` is in exactly one piece, in order; at least one
    piece (an empty text is one empty piece)."""
    size = max(size, -(-len(text) // most), 1)
    units: list[str] = []
    for line in text.splitlines():
        if not line.strip():
            continue
        units.extend(_cut_line(line, size))
    pieces: list[str] = []
    current = ""
    for unit in units:
        heading = bool(_HEADING.match(unit)) and len(current) >= size // 4
        if current and (heading or len(current) + 1 + len(unit) > size):
            pieces.append(current)
            current = unit
        else:
            current = f"{current}\n{unit}" if current else unit
    if current or not pieces:
        pieces.append(current)
    return pieces


def _cut_line(line: str, size: int) -> list[str]:
    if len(line) <= size:
        return [line]
    out: list[str] = []
    current = ""
    for part in _words_or_sentences(line, size):
        if current and len(current) + 1 + len(part) > size:
            out.append(current)
            current = part
        else:
            current = f"{current} {part}" if current else part
    if current:
        out.append(current)
    return out


def _words_or_sentences(line: str, size: int) -> list[str]:
    parts: list[str] = []
    for sentence in _SENTENCE_END.split(line):
        if len(sentence) <= size:
            parts.append(sentence)
            continue
        for word in sentence.split():
            parts.extend(word[i : i + size] for i in range(0, len(word), size))
    return [p for p in parts if p]


# ---------------------------------------------------------------------------
# The model


class Embedder:
    """WordLlama loaded from its own package folder, never from the network."""

    def __init__(self) -> None:
        self._model = _load_wordllama()

    def embed(self, texts: Sequence[str]) -> Any:
        """Unit-length float32 vectors, one row per text (a numpy array)."""
        import numpy as np

        vectors = np.empty((len(texts), DIM), dtype=np.float32)
        for chunk in _batches(texts):
            vectors[chunk] = self._model.embed([texts[i] for i in chunk], norm=False)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        norms[norms == 0] = 1.0  # text without a known token: the zero vector, far from all
        return (vectors / norms).astype(np.float32)


def _batches(texts: Sequence[str]) -> list[list[int]]:
    """Indexes of ``texts`` in batches of similar length. WordLlama pads a batch to its
    longest text, so one 17 KB summary in a batch of short notes multiplies the work:
    the corpus' 50 summaries took 8.4 s in one batch, 0.9 s one by one; 3,000 short
    memories 2.2 s one by one, 1.0 s in batches of 64. A batch holds at most
    EMBED_BATCH texts and EMBED_BATCH_CHARS characters once padded."""
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    batches: list[list[int]] = []
    for i in order:
        if batches:
            last = batches[-1]
            padded = (len(last) + 1) * len(texts[i])  # sorted: this one is the longest
            if len(last) < EMBED_BATCH and padded <= EMBED_BATCH_CHARS:
                last.append(i)
                continue
        batches.append([i])
    return batches


def _load_wordllama() -> Any:
    # wordllama calls logging.basicConfig(level=INFO) when imported: keep the root logger
    # as the host configured it (a CLI or a hook must not start printing INFO lines).
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        import wordllama
        from wordllama import WordLlama
    finally:
        for handler in root.handlers[:]:
            if handler not in handlers:
                root.removeHandler(handler)
        root.setLevel(level)
    # The wheel ships weights/ and tokenizers/ in its own folder; with cache_dir there and
    # downloads disabled the load never reaches for the hub.
    folder = Path(wordllama.__file__).parent
    try:
        return WordLlama.load(
            config="l2_supercat", dim=DIM, cache_dir=folder, disable_download=True
        )
    except (OSError, ValueError) as exc:
        raise SemanticUnavailableError(
            f"the wordllama package has no usable model files in {folder} ({exc}); "
            f"reinstall the '{EXTRA}' extra: {INSTALL_HINT}"
        ) from None


@lru_cache(maxsize=1)
def embedder() -> Embedder:
    """The process's one embedder (loading takes ~0.3 s: the table and the tokenizer)."""
    return Embedder()


# ---------------------------------------------------------------------------
# Where the vectors live


class VectorIndex(Protocol):
    def write(self, rows: Sequence[tuple[Any, ...]]) -> None:
        """Embed and store ``(pk, id, content, scope, type)`` rows (replacing old vectors)."""

    def sync(self, limit: int | None = SYNC_BATCH) -> int:
        """Embed memories without a vector, newest first (at most ``limit``); the count."""

    def nearest(
        self, query: str, *, scope: str | None, type: str | None, k: int
    ) -> list[tuple[int, str, float]]:
        """``(pk, memory id, cosine distance)`` of the ``k`` memories nearest ``query``,
        nearest first (the id the vector was made for: a stale one is the caller's to
        drop)."""

    def drop(self, pks: Sequence[int]) -> None:
        """Forget the vectors of these pks (their memories are gone or changed)."""

    def close(self) -> None: ...


def open_index(engine: Engine, url: str) -> VectorIndex:
    """The vector index of the store at ``url`` (tables created on first use)."""
    backend = str(engine.dialect.name)
    require(backend)
    if backend == "postgresql":
        return PostgresVectors(engine)
    if backend == "sqlite":
        from supermemory_local.store.db import sqlite_file

        path = sqlite_file(url)
        if path is None:
            raise SemanticUnavailableError(
                "semantic search needs a SQLite database file, not an in-memory database"
            )
        return SqliteVectors(path, engine)
    raise SemanticUnavailableError(f"semantic search does not support the {backend} backend")


def _missing_rows_sql(limit: int | None) -> str:
    """Memories without a row in memory_embeddings (or with another model's), newest first."""
    bound = "" if limit is None else f" LIMIT {int(limit)}"
    return (
        "SELECT m.pk, m.id, m.content, m.scope, m.type FROM memories m "
        "LEFT JOIN memory_embeddings e ON e.pk = m.pk AND e.chunk = 0 AND e.model = :model "
        f"WHERE e.pk IS NULL ORDER BY m.pk DESC{bound}"
    )


def vectors_path(database: Path) -> Path:
    """The SQLite file of a database's vectors: ``memories.db`` -> ``memories.vectors.db``."""
    return database.with_name(f"{database.stem}.vectors{database.suffix or '.db'}")


def _sqlite_module() -> Any:
    """A DB-API sqlite3 module that can load extensions: the standard library's when this
    Python allows it (pyenv and python.org builds often do not), else pysqlite3 (the
    extra installs pysqlite3-binary on Linux x86-64)."""
    import sqlite3

    if hasattr(sqlite3.Connection, "enable_load_extension"):
        return sqlite3
    try:
        import pysqlite3.dbapi2 as module
    except ImportError:
        raise SemanticUnavailableError(
            "this Python's sqlite3 cannot load extensions (built without "
            "--enable-loadable-sqlite-extensions) and pysqlite3 is not installed: "
            "pip install pysqlite3-binary, or use a Python whose sqlite3 can"
        ) from None
    return module


_F = TypeVar("_F", bound=Callable[..., Any])


def _locked(method: _F) -> _F:
    """Run ``method`` holding the instance's ``_lock``."""

    @functools.wraps(method)
    def run(self: Any, *args: Any, **kwargs: Any) -> Any:
        with self._lock:
            return method(self, *args, **kwargs)

    return cast(_F, run)


class SqliteVectors:
    """sqlite-vec's ``vec0`` table in a file of its own beside the database
    (``memories.vectors.db``), read and written only through the sqlite3 that loaded the
    extension.

    Not in the database itself: where this Python's sqlite3 cannot load extensions the
    vectors come through pysqlite3, and two SQLite libraries in one process do not see
    each other's POSIX locks: a file written through both at once was damaged (four
    threads adding and searching: "database disk image is malformed"). The memories
    are read through the store's engine only.

    Each vector records the memory's ``pk`` (its rowid) and public ``id``: a pk SQLite
    reuses after a deletion carries another id, so a vector never stands for the wrong
    memory (see :meth:`sync` and :meth:`nearest`).
    """

    def __init__(self, database: Path, engine: Engine) -> None:
        import sqlite_vec

        from supermemory_local.store.private_files import secure_database

        self._engine = engine
        self.path = vectors_path(database)
        secure_database(self.path)  # 0600 in the database's own (checked) directory
        module = _sqlite_module()
        # One connection, used by the host's threads (the bridge opens the store in one
        # and injects or saves in others): one operation at a time, its transaction whole.
        self._lock = threading.RLock()
        self._checked = False  # the counts agreed once: then the newest memory tells
        self._db = module.connect(str(self.path), timeout=10.0, check_same_thread=False)
        self._db.isolation_level = None  # explicit transactions
        try:
            self._db.execute("PRAGMA busy_timeout = 10000")
            self._db.enable_load_extension(True)
            sqlite_vec.load(self._db)
            self._db.enable_load_extension(False)
            self._ensure_tables()
        except BaseException:
            self._db.close()
            raise

    def _ensure_tables(self) -> None:
        names = {
            row[0]
            for row in self._db.execute(
                "SELECT name FROM sqlite_master WHERE name IN"
                " ('memory_embeddings', 'memory_chunks', 'memory_chunk_bits', 'memory_vectors')"
            )
        }
        if names == {"memory_embeddings", "memory_chunks", "memory_chunk_bits"}:
            return
        self._db.execute("BEGIN IMMEDIATE")
        try:
            # One vector a memory, before chunks: re-embedded (another MODEL).
            self._db.execute("DROP TABLE IF EXISTS memory_vectors")
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS memory_embeddings ("
                " pk INTEGER PRIMARY KEY, id TEXT NOT NULL, model TEXT NOT NULL)"
            )
            self._db.execute("DELETE FROM memory_embeddings WHERE model != ?", (MODEL,))
            # The exact vector of each chunk (float32), read back to re-rank candidates.
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS memory_chunks ("
                " cid INTEGER PRIMARY KEY, pk INTEGER NOT NULL, vector BLOB NOT NULL)"
            )
            self._db.execute("CREATE INDEX IF NOT EXISTS ix_memory_chunks_pk ON memory_chunks (pk)")
            # Its sign bits, what a search scans. The scope is a partition key: a scoped
            # search (the CLI's default, the injection's) scans that scope's chunks only.
            # 32 bytes a chunk: 43,000 of them are scanned in a few milliseconds where
            # their float vectors took 24-80 ms (measured on the 100,000-memory bench).
            self._db.execute(
                "CREATE VIRTUAL TABLE IF NOT EXISTS memory_chunk_bits USING vec0("
                f" cid INTEGER PRIMARY KEY, embedding bit[{DIM}],"
                " scope TEXT PARTITION KEY, type TEXT)"
            )
            self._db.execute("DELETE FROM memory_chunk_bits")
            self._db.execute("DELETE FROM memory_chunks")
            self._db.execute("DELETE FROM memory_embeddings")
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    def _memories(self, sql: str, **params: Any) -> list[Any]:
        from sqlalchemy import text

        with self._engine.connect() as connection:
            return list(connection.execute(text(sql), params).all())

    def _fingerprint(self, *, count: bool) -> tuple[Any, ...]:
        """The newest pk with a vector and its memory's id ((None,) when there is none),
        after their count with ``count``."""
        newest = self._db.execute(
            "SELECT pk, id FROM memory_embeddings WHERE model = ? ORDER BY pk DESC LIMIT 1",
            (MODEL,),
        ).fetchone()
        mine: tuple[Any, ...] = (int(newest[0]), str(newest[1])) if newest else (None,)
        if count:
            total = self._db.execute(
                "SELECT count(*) FROM memory_embeddings WHERE model = ?", (MODEL,)
            ).fetchone()[0]
            mine = (total, *mine)
        return mine

    @_locked
    def sync(self, limit: int | None = SYNC_BATCH) -> int:
        # Cheap first: the memories' newest pk and its id against the vectors' (and the
        # counts, the first time: two count(*) cost ~15 ms at 100,000 memories). Equal,
        # nothing is missing: every memory added since has a higher pk than all before
        # it (or, reusing a forgotten one's, another id); a forgotten memory's vector is
        # dropped when a search meets it.
        newest = self._memories("SELECT pk, id FROM memories ORDER BY pk DESC LIMIT 1")
        mine = self._fingerprint(count=not self._checked)
        theirs: tuple[Any, ...] = (int(newest[0][0]), str(newest[0][1])) if newest else (None,)
        if not self._checked:
            theirs = (self._memories("SELECT count(*) FROM memories")[0][0], *theirs)
        if theirs == mine:
            self._checked = True
            return 0
        live = {int(pk): str(key) for pk, key in self._memories("SELECT pk, id FROM memories")}
        have = dict(
            self._db.execute("SELECT pk, id FROM memory_embeddings WHERE model = ?", (MODEL,))
        )
        self.drop([pk for pk, key in have.items() if live.get(pk) != key])
        wanted = sorted((pk for pk, key in live.items() if have.get(pk) != key), reverse=True)
        if limit is not None:
            wanted = wanted[:limit]
        for start in range(0, len(wanted), SYNC_BATCH):
            pks = wanted[start : start + SYNC_BATCH]
            marks = ", ".join(str(int(pk)) for pk in pks)
            self.write(
                self._memories(
                    f"SELECT pk, id, content, scope, type FROM memories WHERE pk IN ({marks})"
                )
            )
        return len(wanted)

    @_locked
    def write(self, rows: Sequence[tuple[Any, ...]]) -> None:
        import numpy as np

        pieces = [chunks(row[2]) for row in rows]
        vectors = embedder().embed([piece for row in pieces for piece in row])
        bits = np.packbits(vectors > 0, axis=1)
        self._db.execute("BEGIN IMMEDIATE")
        try:
            at = 0
            for (pk, key, _, scope, type_), row in zip(rows, pieces, strict=True):
                self._forget(pk)
                for _ in row:
                    cid = self._db.execute(
                        "INSERT INTO memory_chunks (pk, vector) VALUES (?, ?)",
                        (pk, vectors[at].tobytes()),
                    ).lastrowid
                    self._db.execute(
                        "INSERT INTO memory_chunk_bits (cid, embedding, scope, type)"
                        " VALUES (?, vec_bit(?), ?, ?)",
                        (cid, bits[at].tobytes(), scope, type_),
                    )
                    at += 1
                self._db.execute(
                    "INSERT OR REPLACE INTO memory_embeddings (pk, id, model) VALUES (?, ?, ?)",
                    (pk, key, MODEL),
                )
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    def _forget(self, pk: int) -> None:
        """Delete the chunks of ``pk`` (inside the caller's transaction)."""
        cids = [
            row[0] for row in self._db.execute("SELECT cid FROM memory_chunks WHERE pk = ?", (pk,))
        ]
        for cid in cids:
            self._db.execute("DELETE FROM memory_chunk_bits WHERE cid = ?", (cid,))
        self._db.execute("DELETE FROM memory_chunks WHERE pk = ?", (pk,))

    @_locked
    def drop(self, pks: Sequence[int]) -> None:
        if not pks:
            return
        self._db.execute("BEGIN IMMEDIATE")
        try:
            for pk in pks:
                self._forget(pk)
                self._db.execute("DELETE FROM memory_embeddings WHERE pk = ?", (pk,))
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    @_locked
    def nearest(
        self, query: str, *, scope: str | None, type: str | None, k: int
    ) -> list[tuple[int, str, float]]:
        import numpy as np

        vector = embedder().embed([query])[0]
        if not vector.any():  # a text without one known token: no distance to anything
            return []
        filters = "".join(
            f" AND {name} = ?" for name, value in (("scope", scope), ("type", type)) if value
        )
        params: list[Any] = [np.packbits(vector > 0).tobytes(), max(BIT_CANDIDATES, 2 * k)]
        params += [value for value in (scope, type) if value]
        cids = [
            row[0]
            for row in self._db.execute(
                "SELECT cid FROM memory_chunk_bits"
                f" WHERE embedding MATCH vec_bit(?) AND k = ?{filters}",
                params,
            )
        ]
        if not cids:
            return []
        marks = ", ".join(str(int(cid)) for cid in cids)
        rows = self._db.execute(
            "SELECT c.pk, e.id, c.vector FROM memory_chunks c"
            " JOIN memory_embeddings e ON e.pk = c.pk AND e.model = ?"
            f" WHERE c.cid IN ({marks})",
            (MODEL,),
        ).fetchall()
        if not rows:
            return []
        matrix = np.frombuffer(b"".join(row[2] for row in rows), dtype=np.float32)
        similarity = matrix.reshape(len(rows), DIM) @ vector
        best: dict[int, tuple[str, float]] = {}
        for (pk, key, _), sim in zip(rows, similarity.tolist(), strict=True):
            if pk not in best or sim > best[pk][1]:
                best[pk] = (str(key), sim)
        ranked = sorted(best.items(), key=lambda item: item[1][1], reverse=True)[:k]
        return [(int(pk), key, 1.0 - sim) for pk, (key, sim) in ranked]

    @_locked
    def close(self) -> None:
        self._db.close()


class PostgresVectors:
    """pgvector: ``memory_embeddings``, one ``vector(256)`` row per chunk of a memory;
    exact cosine distance, a memory ranked by its nearest chunk."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine
        self._ensure_tables()

    def _ensure_tables(self) -> None:
        from sqlalchemy import text
        from sqlalchemy.exc import DBAPIError

        with self._engine.connect() as connection:
            ready = connection.scalar(
                text(
                    "SELECT EXISTS (SELECT 1 FROM information_schema.columns"
                    " WHERE table_name = 'memory_embeddings' AND column_name = 'chunk'"
                    " AND table_schema = current_schema())"
                    " AND EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector')"
                )
            )
            connection.rollback()
            if ready:
                return
            stage = "extension"
            try:
                with connection.begin():
                    connection.execute(text("CREATE EXTENSION IF NOT EXISTS vector"))
                    stage = "table"
                    # One vector a memory, before chunks: replaced (re-embedded).
                    connection.execute(text("DROP TABLE IF EXISTS memory_embeddings"))
                    connection.execute(
                        text(
                            "CREATE TABLE memory_embeddings ("
                            " pk integer NOT NULL REFERENCES memories(pk) ON DELETE CASCADE,"
                            " chunk integer NOT NULL, model text NOT NULL,"
                            f" embedding vector({DIM}) NOT NULL, PRIMARY KEY (pk, chunk))"
                        )
                    )
                    # A vector of an average of tokens tells which words a memory
                    # holds: a role sees (and writes) only the vectors of memories it
                    # may read (memories' own row-level security, migration 0004).
                    connection.execute(
                        text("ALTER TABLE memory_embeddings ENABLE ROW LEVEL SECURITY")
                    )
                    connection.execute(
                        text(
                            "CREATE POLICY memory_embeddings_of_readable ON memory_embeddings"
                            " USING (EXISTS (SELECT 1 FROM memories m"
                            " WHERE m.pk = memory_embeddings.pk))"
                        )
                    )
                    member = connection.scalar(
                        text("SELECT 1 FROM pg_roles WHERE rolname = 'supermemory_member'")
                    )
                    if member:  # a team database: members embed what they write
                        connection.execute(
                            text(
                                "GRANT SELECT, INSERT, UPDATE, DELETE ON memory_embeddings"
                                " TO supermemory_member"
                            )
                        )
            except DBAPIError as exc:
                detail = str(exc.orig).strip().splitlines()[0]
                if stage == "table":  # pgvector is there; this role may not (re)create
                    raise SemanticUnavailableError(
                        "semantic search on PostgreSQL needs the table memory_embeddings "
                        "(re)created, which this database role may not do: run "
                        "`supermemory db embed` once as the database's owner or a "
                        f"superuser: {detail}"
                    ) from None
                raise SemanticUnavailableError(
                    "semantic search on PostgreSQL needs the pgvector extension in this "
                    "database (install it on the server, e.g. the postgresql-NN-pgvector "
                    f"package, then CREATE EXTENSION vector as a superuser): {detail}"
                ) from None

    def sync(self, limit: int | None = SYNC_BATCH) -> int:
        from sqlalchemy import text

        done = 0
        while limit is None or done < limit:
            batch = SYNC_BATCH if limit is None else min(SYNC_BATCH, limit - done)
            with self._engine.connect() as connection:
                counts = connection.execute(
                    text(
                        "SELECT (SELECT count(*) FROM memories),"
                        " (SELECT count(*) FROM memory_embeddings e JOIN memories m"
                        "  ON m.pk = e.pk WHERE e.model = :model AND e.chunk = 0)"
                    ),
                    {"model": MODEL},
                ).one()
                if counts[0] == counts[1]:
                    break
                rows = connection.execute(text(_missing_rows_sql(batch)), {"model": MODEL}).all()
            if not rows:
                break
            self.write([tuple(row) for row in rows])
            done += len(rows)
        return done

    def write(self, rows: Sequence[tuple[Any, ...]]) -> None:
        from sqlalchemy import text

        pieces = [chunks(row[2]) for row in rows]
        vectors = embedder().embed([piece for row in pieces for piece in row])
        at = 0
        with self._engine.begin() as connection:
            for row, parts in zip(rows, pieces, strict=True):
                connection.execute(
                    text("DELETE FROM memory_embeddings WHERE pk = :pk"), {"pk": row[0]}
                )
                for chunk in range(len(parts)):
                    connection.execute(
                        text(
                            "INSERT INTO memory_embeddings (pk, chunk, model, embedding)"
                            " SELECT pk, :chunk, :model, CAST(:vector AS vector)"
                            " FROM memories WHERE pk = :pk"
                        ),
                        {
                            "model": MODEL,
                            "vector": _pg_vector(vectors[at]),
                            "pk": row[0],
                            "chunk": chunk,
                        },
                    )
                    at += 1

    def nearest(
        self, query: str, *, scope: str | None, type: str | None, k: int
    ) -> list[tuple[int, str, float]]:
        from sqlalchemy import text

        vector = embedder().embed([query])[0]
        filters = "".join(
            f" AND m.{name} = :{name}"
            for name, value in (("scope", scope), ("type", type))
            if value
        )
        with self._engine.connect() as connection:
            rows = connection.execute(
                text(
                    "SELECT e.pk, m.id, min(e.embedding <=> CAST(:vector AS vector)) AS distance"
                    " FROM memory_embeddings e JOIN memories m ON m.pk = e.pk"
                    f" WHERE e.model = :model{filters}"
                    " GROUP BY e.pk, m.id ORDER BY distance LIMIT :k"
                ),
                {
                    "vector": _pg_vector(vector),
                    "model": MODEL,
                    "k": k,
                    "scope": scope,
                    "type": type,
                },
            ).all()
        return [(int(pk), str(key), float(d)) for pk, key, d in rows if d is not None]

    def drop(self, pks: Sequence[int]) -> None:
        """Nothing to do: a row leaves with its memory (ON DELETE CASCADE)."""

    def close(self) -> None:
        pass


def _pg_vector(vector: Any) -> str:
    """pgvector's text form of a vector: ``[x,y,...]`` (exact float32 digits)."""
    return "[" + ",".join(repr(float(x)) for x in vector.tolist()) + "]"
