"""Faster searches of some privacy patterns find exactly what the patterns find.

Each is compared with its own ``re`` pattern's ``finditer`` on texts built from the
pattern's vocabulary (pieces that make and break matches, letters that fold oddly
ignoring case, line breaks) and on the held-out batches' texts.
"""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from supermemory_local.store import privacy


def _spans(found: object) -> list[tuple[int, int]]:
    return [m.span() for m in found]  # type: ignore[attr-defined]


def _texts(pieces: list[str]) -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from(pieces), max_size=40).map("".join)


def _heldout() -> str:
    from bench.redaction_equivalence import heldout_texts

    return "\n".join(heldout_texts())


_SESSION_PIECES = [
    "sess", "SESS", "Sess", "ion", "ION", "_", "-", ".", "id", "ID", "key", "token", "php",
    "J", "=", ":", " ", "\t", "\n", "'", '"', "a1B2c3D4e5F6g7H8", "9", "x", "İ", "ı", "ſ", "K", "é",
]  # fmt: skip


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_texts(_SESSION_PIECES))
def test_session_values_are_the_pattern_s(text: str) -> None:
    assert _spans(privacy._session_values(text)) == _spans(privacy._SESSION_VALUE.finditer(text))


_HELD_PIECES = [
    "password", "PASSWD", "Pwd", "_PASS", "xPass", "pass", "default", "Defaults", "documented",
    "in the docs", "factory", "public", "Publishable", "app", "application", "identifier",
    "sent", "served to", "shipped", " to the ", "browser", "clients", "=", '"', "'", "%", "}",
    "{", "$", "-", ".", "1", "a1B2c3D4e5", ";", " ", "\t", "\n", "İ", "ı", "ſ", "K", "é",
]  # fmt: skip
_HELD = [("_NAMED_PASSWORD", "_PASSWORD_WORDS_HELD")]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_texts(_HELD_PIECES))
def test_patterns_on_the_lines_holding_their_words_are_the_patterns(text: str) -> None:
    for pattern_name, words_name in _HELD:
        pattern = getattr(privacy, pattern_name)
        words = getattr(privacy, words_name)
        found = privacy._on_lines_holding(text, pattern, words)
        assert _spans(found) == _spans(pattern.finditer(text)), pattern_name


_CALL_PIECES = [
    "new ", "New-Object ", "NEW\t", "Client", "sdk", "CONFIG", "init", "provider", "endPoint",
    "(", " (", " '", '"', "\n", " ", "\t", "x.", ".", "_", "a", "9", "-", "İ", "ı", "ſ", "K", "é",
]  # fmt: skip


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_texts(_CALL_PIECES))
def test_client_calls_from_run_starts_are_the_pattern_s(text: str) -> None:
    low = text.lower()
    found = privacy._client_calls(text, privacy._client_places(text, low))
    assert _spans(found) == _spans(privacy._CLIENT_CALL.finditer(text))


_ADDRESS_PIECES = [
    "me", "a.b", "x+y", "-", "_", "@", "@@", "host", ".com", ".io", ":", "::", "Pa55word",
    "/", " ", "\t", "\n", "'", '"', "数", "é", "9",
]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(_texts(_ADDRESS_PIECES))
def test_email_passwords_from_address_starts_are_the_pattern_s(text: str) -> None:
    found = privacy.tried_at(text, privacy._EMAIL_PASS, privacy._address_starts(text))
    assert _spans(found) == _spans(privacy._EMAIL_PASS.finditer(text))


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet=st.sampled_from([*"aBiIkKsS _-", "İ", "ı", "ſ", "K", "ß", "Ω", "数"])),
    st.sampled_from(["is", "kiss", "sik", "a-i", "ks_"]),
)
def test_folded_text_holds_every_ignore_case_match_where_the_text_has_it(
    text: str, word: str
) -> None:
    from supermemory_local.store.prescan import folded_in_place

    folded = folded_in_place(text, text.lower())
    if folded is None:
        return
    assert len(folded) == len(text)
    for m in re.finditer("(?i)" + re.escape(word), text):
        assert folded.startswith(word, m.start())


def test_the_faster_searches_in_the_held_out_texts() -> None:
    text = _heldout()
    sessions = _spans(privacy._SESSION_VALUE.finditer(text))
    assert sessions and _spans(privacy._session_values(text)) == sessions
    calls = _spans(privacy._CLIENT_CALL.finditer(text))
    found = privacy._client_calls(text, privacy._client_places(text, text.lower()))
    assert len(calls) > 100 and _spans(found) == calls
    for pattern_name, words_name in _HELD:
        pattern = getattr(privacy, pattern_name)
        words = getattr(privacy, words_name)
        expected = _spans(pattern.finditer(text))
        assert expected, pattern_name
        assert _spans(privacy._on_lines_holding(text, pattern, words)) == expected
    emails = _spans(privacy._EMAIL_PASS.finditer(text))
    starts = privacy._address_starts(text)
    assert emails and _spans(privacy.tried_at(text, privacy._EMAIL_PASS, starts)) == emails


def test_call_starts_are_run_starts_and_every_new() -> None:
    text = "a.b c_d (x) é.f Clientnew NEW"
    runs = {m.start() for m in re.finditer(r"[\w.]+", text)}
    news = {m.start() for m in re.finditer(r"(?i)new", text)}
    assert [m.start() for m in privacy._CALL_START.finditer(text)] == sorted(runs | news)
