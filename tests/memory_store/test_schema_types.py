"""UTCDateTime's own SQLite bind processor writes what SQLAlchemy's chain writes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.types import TypeDecorator

from supermemory_local.store.schema import UTCDateTime

SQLITE = sqlite.dialect()


def _sqlalchemy_chain(value: datetime | None) -> object:
    """What TypeDecorator's own bind_processor (process_bind_param, then the impl's
    processor: SQLite's DATETIME format) returns, as before the override."""
    impl = UTCDateTime().dialect_impl(SQLITE)
    return TypeDecorator.bind_processor(impl, SQLITE)(value)  # type: ignore[misc]


offsets = st.integers(min_value=-(23 * 60 + 59), max_value=23 * 60 + 59).map(
    lambda minutes: timezone(timedelta(minutes=minutes))
)
# Aware times whose UTC value lies within the years 1-9999 (the store's own bound).
aware = st.datetimes(
    min_value=datetime(1, 1, 2), max_value=datetime(9999, 12, 30), timezones=offsets
)


@given(aware)
def test_the_sqlite_text_is_sqlalchemys(value: datetime) -> None:
    process = UTCDateTime().dialect_impl(SQLITE).bind_processor(SQLITE)
    assert process is not None
    assert process(value) == _sqlalchemy_chain(value)


def test_none_and_naive_times_as_before() -> None:
    process = UTCDateTime().dialect_impl(SQLITE).bind_processor(SQLITE)
    assert process is not None
    assert process(None) is None
    with pytest.raises(ValueError, match="naive datetime"):
        process(datetime(2026, 1, 1))
    assert process(datetime(999, 1, 1, tzinfo=UTC)) == "0999-01-01 00:00:00.000000"


def test_postgresql_keeps_sqlalchemys_processor() -> None:
    dialect = postgresql.dialect()
    value = datetime(2026, 3, 1, 12, tzinfo=timezone(timedelta(hours=5)))
    impl = UTCDateTime().dialect_impl(dialect)
    process = impl.bind_processor(dialect)
    expected = impl.process_bind_param(value, dialect)
    assert (process(value) if process else value) == expected
