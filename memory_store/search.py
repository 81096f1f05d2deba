"""Full-text search: safe query building for SQLite FTS5 (trigram) and PostgreSQL.

Any user text is a valid query. It is split into terms (whitespace separates terms; a
balanced ``"quoted phrase"`` is one term); a memory matches when it contains every term
as a case-insensitive substring. User text only ever reaches the database as bound
parameters: FTS5 phrases are quoted with ``"`` doubled, LIKE patterns are escaped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from supermemory.store.text import UNSTORABLE

if TYPE_CHECKING:
    from sqlalchemy import ColumnElement, Select, Table

MAX_TERMS = 32
RANK_WINDOW = 1_000  # SQLite: bm25 ranks the newest this many matches
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


def fts5_phrase(term: str) -> str:
    """An FTS5 string (phrase) matching ``term`` literally."""
    return '"' + term.replace('"', '""') + '"'


def like_pattern(term: str) -> str:
    """A LIKE pattern (escape character ``\\``) matching ``term`` anywhere."""
    escaped = term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _contains(content: ColumnElement[str], term: str, *, ilike: bool) -> ColumnElement[bool]:
    pattern = like_pattern(term)
    if ilike:
        return content.ilike(pattern, escape="\\")
    return content.like(pattern, escape="\\")  # SQLite's LIKE ignores ASCII case


def sqlite_search(
    table: Table, terms: list[str], filters: Sequence[ColumnElement[bool]] = ()
) -> Select[Any]:
    """Rows of ``table`` plus a ``score`` column (higher is better), best first.

    Terms of 3+ characters go to the FTS5 index, shorter ones are matched with LIKE (the
    trigram index cannot see them). bm25 ranks the newest ``RANK_WINDOW`` matches:
    ranking every match of a common word costs time in proportion to how often it
    occurs (16,000 of 100,000 memories: 30 ms; the window keeps it near 10 ms), while a
    rare word is ranked in full either way.
    ``filters`` (scope, type) apply before the window is taken.
    """
    from sqlalchemy import column, func, literal, literal_column, select
    from sqlalchemy import table as table_clause

    long_terms = [t for t in terms if len(t) >= TRIGRAM]
    short = [_contains(table.c.content, t, ilike=False) for t in terms if len(t) < TRIGRAM]
    if not long_terms:
        return (
            select(table, literal(1.0).label("score"))
            .where(*short, *filters)
            .order_by(table.c.id.desc())
        )
    fts = table_clause("memories_fts", column("rowid"))
    match = literal_column("memories_fts").op("MATCH")(" ".join(map(fts5_phrase, long_terms)))
    rank = func.bm25(literal_column("memories_fts")).label("rank")
    candidates = select(fts.c.rowid.label("pk"), rank)
    if short or filters:
        candidates = candidates.join(table, table.c.pk == fts.c.rowid).where(*short, *filters)
    window = candidates.where(match).order_by(fts.c.rowid.desc()).limit(RANK_WINDOW).subquery()
    return (
        select(table, (-window.c.rank).label("score"))
        .join(window, window.c.pk == table.c.pk)
        .order_by(window.c.rank, table.c.id.desc())
    )


def postgres_search(
    table: Table, terms: list[str], filters: Sequence[ColumnElement[bool]] = ()
) -> Select[Any]:
    """Rows of ``table`` plus a ``score`` column (higher is better), best first.

    Word terms match through the ``simple`` text-search configuration (the GIN-indexed
    ``to_tsvector``); text the parser does not split into words, such as Chinese, and
    terms with punctuation match through ILIKE on every term. A word match always implies
    the substring match, so results are the same as on SQLite. Ranked by ts_rank_cd
    against any of the terms.
    """
    from sqlalchemy import and_, func, literal_column, or_, select

    simple: ColumnElement[Any] = literal_column("'simple'::regconfig")
    document = func.to_tsvector(simple, table.c.content)
    queries: list[ColumnElement[Any]] = [func.plainto_tsquery(simple, t) for t in terms]
    all_terms = queries[0]
    any_term = queries[0]
    for q in queries[1:]:
        all_terms = all_terms.op("&&")(q)
        any_term = any_term.op("||")(q)
    matched: ColumnElement[bool] = and_(*(_contains(table.c.content, t, ilike=True) for t in terms))
    words = all(_WORD.fullmatch(t) for t in terms)
    if words:
        # "pip." would match the word "pip" but not the substring: punctuation stays literal.
        matched = or_(document.op("@@")(all_terms), matched)
    if words and not any(_NO_SPACES.search(t) for t in terms):
        score: ColumnElement[Any] = func.ts_rank_cd(document, any_term)
    else:
        # Text the parser cannot split into words (Chinese, "a.b") scores 0 in ts_rank_cd:
        # rank it by how densely the terms occur instead.
        score = _occurrence_density(table.c.content, terms)
    return (
        select(table, score.label("score"))
        .where(matched, *filters)
        .order_by(score.desc(), table.c.id.desc())
    )


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
