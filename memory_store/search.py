"""Full-text search: safe query building for SQLite FTS5 (trigram) and PostgreSQL.

Any user text is a valid query. It is split into terms (whitespace separates terms; a
balanced ``"quoted phrase"`` is one term); a memory matches when it contains every term
as a case-insensitive substring. Both backends answer that from an index (SQLite: FTS5
with the trigram tokenizer, the scope inside the index; PostgreSQL: pg_trgm) and rank
the newest ``RANK_WINDOW`` matches. User text only ever reaches the database as bound
parameters: FTS5 phrases are quoted with ``"`` doubled, LIKE patterns are escaped.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

from supermemory_local.store.text import UNSTORABLE

if TYPE_CHECKING:
    from datetime import datetime

    from sqlalchemy import ColumnElement, Select, Table

MAX_TERMS = 32
# The newest this many matches are ranked. Ranking costs per match ranked (bm25 over a
# phrase of trigrams; on PostgreSQL, visiting each matched row): at 100,000 memories a
# common word has ~16,000 matches, and a window of 1,000 cost 15-45 ms a query where 200
# costs 3-8 ms. A word that rare is ranked in full either way.
RANK_WINDOW = 200
# SQLite's FTS ``scope_key`` of a scope: its number in memories_fts_scopes written as three
# base-6400 digits of the private-use area (U+E000...), so exactly one trigram. Migration
# 0003's triggers write the same.
SCOPE_KEY_SQL = (
    "char(57344 + id % 6400, 57344 + (id / 6400) % 6400, 57344 + (id / 40960000) % 6400)"
)
TRIGRAM = 3  # FTS5's trigram tokenizer cannot match terms shorter than this
_TERM = re.compile(r'"([^"]+)"|(\S+)')
_WORD = re.compile(r"[^\W_]+")  # letters and digits: the parser keeps these as one word
# Scripts written without spaces: the parser makes a whole run one "word", so ts_rank
# never sees the term inside it.
_NO_SPACES = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")


def parse_terms(query: str) -> list[str]:
    """The distinct search terms of ``query``, in order (at most MAX_TERMS)."""
    terms: list[str] = []
    for quoted, bare in _TERM.findall(UNSTORABLE.sub(" ", query)):
        term = (quoted or bare).strip()
        if term and term not in terms:
            terms.append(term)
    return terms[:MAX_TERMS]


# Hybrid search ranks the newest this many matches of each word: a word found in more
# memories than that tells little about any of them, and ranking it costs per match.
KEYWORD_WINDOW = 50
# A query of more terms than this is a sentence: hybrid search looks for its words one by
# one, not for all of them in one memory.
SENTENCE_TERMS = 4
# The words of a sentence searched one by one in hybrid search: the longest first (long
# words are the rare ones), at most this many; shorter than 4 letters they match too much.
MAX_KEYWORDS = 6
KEYWORD_MIN = 4
_KEYWORD = re.compile(r"[^\W_][\w\-.]*[^\W_]|[^\W_]")


# Function words of 4+ letters (English, German): in nearly every memory, they rank
# nothing, and a word found that often is the slowest to search (at 100,000 memories
# "without" or "cannot" cost several times a rare word).
_STOP_WORDS_TEXT = """
    about above after again against also although always among another anything around
    because been before behind being below between both cannot could does doing done down
    during each either else even ever every from further have having here hers herself
    himself into itself just keep less like made make many might more most much must
    myself neither never none nothing once only other others ought ourselves over own
    please quite rather really same shall should since some something still such than
    that their theirs them themselves then there these they thing things this those
    though through thus together under until upon very want were what whatever when
    whenever where whether which while whom whose will with within without would your
    yours yourself
    aber alle allem allen aller alles also anderen andere auch bitte dann darum dass
    dein deine denn diese diesem diesen dieser dieses doch dort durch eine einem einen
    einer eines euch gegen hatte hatten habe haben hier hinter ihre ihrem ihren ihrer
    jede jedem jeden jeder jedes jetzt kann kein keine keinem keinen keiner können
    machen manche mein meine mich mir nach nicht noch nur oder ohne schon sehr sein
    seine sich sind soll sollte über unter viel vom während warum weil welche wenn werde
    werden wieder will wird wurde wurden zwischen
"""
STOP_WORDS = frozenset(_STOP_WORDS_TEXT.split())


def keywords(query: str, most: int = MAX_KEYWORDS) -> list[str]:
    """The distinct words of ``query`` worth searching on their own: 4+ characters and
    not a function word (:data:`STOP_WORDS`), the longest first (identifiers such as
    ``min_count`` or ``xterm.js`` stay whole)."""
    words = dict.fromkeys(
        w.lower()
        for w in _KEYWORD.findall(query)
        if len(w) >= KEYWORD_MIN and w.lower() not in STOP_WORDS
    )
    return sorted(words, key=len, reverse=True)[:most]


def fts5_phrase(term: str) -> str:
    """An FTS5 string (phrase) matching ``term`` literally."""
    return '"' + term.replace('"', '""') + '"'


def like_pattern(term: str) -> str:
    """A LIKE pattern (escape character ``\\``) matching ``term`` anywhere."""
    escaped = term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _contains(content: ColumnElement[str], term: str) -> ColumnElement[bool]:
    """PostgreSQL: ``content`` contains ``term``, ignoring case. Its default LIKE escape is
    the backslash: no ESCAPE clause, so the pattern stays a plain operand pg_trgm's index
    can read."""
    return content.ilike(like_pattern(term))


def _fts_match(long_terms: list[str]) -> str:
    """The FTS5 query of the terms: every term as a phrase of the ``content`` column."""
    return " AND ".join(f"content : {fts5_phrase(t)}" for t in long_terms)


def _fts_query(scoped: bool) -> ColumnElement[str]:
    """The FTS5 query from the ``match`` parameter, and with a scope the scope's key in
    ``scope_key`` before it (an unknown scope's empty key matches nothing)."""
    from sqlalchemy import String, bindparam, func, literal, literal_column, select, table
    from sqlalchemy import column as col

    match: ColumnElement[str] = bindparam("match", type_=String())
    if not scoped:
        return match
    scopes = table("memories_fts_scopes", col("scope"))
    key = (
        select(literal_column(SCOPE_KEY_SQL))
        .select_from(scopes)
        .where(scopes.c.scope == bindparam("scope"))
        .scalar_subquery()
    )
    return literal('scope_key : "') + func.coalesce(key, "") + literal('" AND ') + match


def sqlite_search(
    table: Table,
    terms: list[str],
    *,
    scope: str | None = None,
    type: str | None = None,
    session_id: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    limit: int,
    window: int | None = RANK_WINDOW,
    current: bool = True,
    ids_only: bool = False,
    ranked: bool = True,
) -> tuple[Select[Any], dict[str, Any]]:
    """A statement selecting ``limit`` rows of ``table`` plus a ``score`` column (higher
    is better), best first, and its parameters.

    Terms of 3+ characters go to the FTS5 index, shorter ones are matched with LIKE (the
    trigram index cannot see them). The scope is part of the FTS query itself, so a
    small scope costs what its own matches cost. bm25 ranks the newest ``RANK_WINDOW``
    matches: ranking every match of a common word costs time in proportion to how often
    it occurs, while a rare word is ranked in full either way (``window=None``: every
    match is ranked; ``limit=-1``: all of them are returned). Scope, type, session and
    the time bounds apply before the window; with ``current`` superseded versions of a
    session's memory are left out after it
    (:func:`~supermemory_local.store.versions.is_current`).

    The statement depends only on the query's shape (FTS terms or not, how many short
    terms, scope and type given or not) and is built once per shape: building and
    hashing it anew cost more than SQLite's answer to a rare word.
    """
    long_terms = [t for t in terms if len(t) >= TRIGRAM]
    short = [like_pattern(t) for t in terms if len(t) < TRIGRAM]
    params: dict[str, Any] = {f"short_{i}": pattern for i, pattern in enumerate(short)}
    params.update(limit=limit, window=-1 if window is None else window)
    if long_terms:
        params["match"] = _fts_match(long_terms)
    named = (
        ("scope", scope),
        ("type", type),
        ("session_id", session_id),
        ("since", since),
        ("until", until),
    )
    for name, value in named:
        if value is not None:
            params[name] = value
    shape = _Shape(
        fts=bool(long_terms),
        shorts=len(short),
        scoped=scope is not None,
        typed=type is not None,
        in_session=session_id is not None,
        since=since is not None,
        until=until is not None,
        current=current,
        ids_only=ids_only,
        ranked=ranked,
    )
    return _sqlite_statement(table, shape), params


class _Shape(NamedTuple):
    fts: bool  # terms for the FTS index
    shorts: int  # terms shorter than a trigram
    scoped: bool
    typed: bool
    in_session: bool
    since: bool
    until: bool
    current: bool  # the newest version of session memories only
    ids_only: bool  # pk, id and score, not the whole row
    ranked: bool  # by bm25 (else newest first)


@lru_cache(maxsize=256)
def _sqlite_statement(table: Table, shape: _Shape) -> Select[Any]:
    fts, shorts, scoped, typed, in_session, since, until, current, ids_only, ranked = shape
    from sqlalchemy import bindparam, column, func, literal, literal_column, select
    from sqlalchemy import table as table_clause

    from supermemory_local.store.versions import is_current

    filters = [table.c.scope == bindparam("scope")] if scoped else []
    newest = [is_current(table)] if current else []
    by_type = [table.c.type == bindparam("type")] if typed else []
    if in_session:
        by_type.append(table.c.session_id == bindparam("session_id"))
    if since:
        by_type.append(table.c.created_at >= bindparam("since", type_=table.c.created_at.type))
    if until:
        by_type.append(table.c.created_at < bindparam("until", type_=table.c.created_at.type))
    short = [
        table.c.content.like(bindparam(f"short_{i}"), escape="\\")  # LIKE ignores ASCII case
        for i in range(shorts)
    ]
    row: Any = (table.c.pk, table.c.id) if ids_only else (table,)
    if not fts:
        return (
            select(*row, literal(1.0).label("score"))
            .where(*short, *filters, *by_type, *newest)
            .order_by(table.c.id.desc())
            .limit(bindparam("limit"))
        )
    fts_table = table_clause("memories_fts", column("rowid"))
    match = literal_column("memories_fts").op("MATCH")(_fts_query(scoped))
    # scope_key weighs nothing: only the content ranks.
    rank: Any = func.bm25(literal_column("memories_fts"), 1.0, 0.0) if ranked else literal(0.0)
    candidates = select(fts_table.c.rowid.label("pk"), rank.label("rank"))
    rest = [*short, *by_type]
    if rest:
        candidates = candidates.join(table, table.c.pk == fts_table.c.rowid).where(*rest)
    window = (
        candidates.where(match)
        .order_by(fts_table.c.rowid.desc())
        .limit(bindparam("window"))
        .subquery()
    )
    return (
        select(*row, (-window.c.rank).label("score"))
        .join(window, window.c.pk == table.c.pk)
        .where(*filters, *by_type, *newest)  # scope, type: true already (no leak)
        .order_by(window.c.rank, table.c.id.desc())
        .limit(bindparam("limit"))
    )


def postgres_search(
    table: Table,
    terms: list[str],
    *,
    scope: str | None = None,
    type: str | None = None,
    session_id: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    window: int | None = RANK_WINDOW,
    current: bool = True,
) -> Select[Any]:
    """Rows of ``table`` plus a ``score`` column (higher is better), best first.

    Every term must occur as a case-insensitive substring (``ILIKE``), which the pg_trgm
    GIN index answers for words, phrases, identifiers with ``-`` or ``_`` and text
    without spaces alike (terms shorter than a trigram are checked row by row). As on
    SQLite the newest ``RANK_WINDOW`` matches are ranked: word queries by ts_rank_cd
    over the stored ``content_tsv`` against any of the terms, text the parser does not
    split into words (Chinese, ``a.b``) by how densely the terms occur.
    """
    from sqlalchemy import func, literal_column, select

    from supermemory_local.store.versions import is_current

    filters = _equal(table, scope=scope, type=type, session_id=session_id)
    if since is not None:
        filters.append(table.c.created_at >= since)
    if until is not None:
        filters.append(table.c.created_at < until)
    newest = [is_current(table)] if current else []
    matched = [_contains(table.c.content, t) for t in terms]
    newest_first = select(table.c.pk).where(*matched, *filters).order_by(table.c.id.desc())
    ranked = (newest_first if window is None else newest_first.limit(window)).subquery()
    if all(_WORD.fullmatch(t) for t in terms) and not any(_NO_SPACES.search(t) for t in terms):
        simple: ColumnElement[Any] = literal_column("'simple'::regconfig")
        any_term: ColumnElement[Any] = func.plainto_tsquery(simple, terms[0])
        for term in terms[1:]:
            any_term = any_term.op("||")(func.plainto_tsquery(simple, term))
        stored: ColumnElement[Any] = literal_column(f"{table.name}.content_tsv")
        score: ColumnElement[Any] = func.ts_rank_cd(stored, any_term)
    else:
        # Text the parser cannot split into words (Chinese, "a.b") scores 0 in ts_rank_cd:
        # rank it by how densely the terms occur instead.
        score = _occurrence_density(table.c.content, terms)
    return (
        select(table, score.label("score"))
        .join(ranked, ranked.c.pk == table.c.pk)
        .where(*newest)
        .order_by(score.desc(), table.c.id.desc())
    )


def _equal(table: Table, **values: str | None) -> list[ColumnElement[bool]]:
    """``column == value`` for each value given; ``None`` filters nothing."""
    return [table.c[name] == value for name, value in values.items() if value is not None]


def _occurrence_density(content: ColumnElement[str], terms: list[str]) -> ColumnElement[Any]:
    """Occurrences of the terms (case-insensitive) per 100 characters of ``content``."""
    from sqlalchemy import Float, cast, func, literal

    lowered = func.lower(content)
    total: ColumnElement[Any] = literal(0.0)
    for term in terms:
        needle = term.lower()
        removed = func.char_length(lowered) - func.char_length(func.replace(lowered, needle, ""))
        total = total + cast(removed, Float) / len(needle)
    return total * 100.0 / (func.char_length(content) + 1)


def sqlite_rank(terms: list[str], pks: list[int]) -> tuple[str, dict[str, Any]]:
    """SQL and parameters: ``(pk, score)`` of the memories from the least to the greatest
    of ``pks`` that hold the ``terms`` (3+ characters), ``score`` their bm25 (higher is
    better) for the terms alone; the caller keeps those of ``pks``.

    Without the scope: bm25 first counts every match of each phrase of its query in the
    whole index, and the scope's key is a phrase matching every memory of the scope
    (43,000 at 100,000 memories on the bench: that count cost more than the search).
    A range, not a list: for ``rowid IN (...)`` SQLite runs the FTS query once per
    rowid, and bm25 counts again each time (seconds for a common word)."""
    sql = (
        "SELECT rowid, -bm25(memories_fts, 1.0, 0.0) FROM memories_fts"
        " WHERE memories_fts MATCH :match AND rowid >= :low AND rowid <= :high"
    )
    return sql, {
        "match": _fts_match([t for t in terms if len(t) >= TRIGRAM]),
        "low": min(pks),
        "high": max(pks),
    }
