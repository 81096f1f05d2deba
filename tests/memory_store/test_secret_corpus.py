"""The privacy filter on a corpus of fake secrets of many kinds, private blocks written in
many ways, and harmless look-alikes (see secret_corpus.py)."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from bench.harness.secret_corpus import LOOK_ALIKES, PRIVATE_TEXTS, SECRETS
from supermemory_local.config import PrivacySettings
from supermemory_local.store.privacy import (
    REDACTED,
    is_secret_key,
    redact,
    redact_all,
    redact_value,
)

MAX_FALSE_POSITIVE_RATE = 0.02


def test_the_corpus_is_big_and_varied() -> None:
    assert sum(len(s.secrets) for s in SECRETS) >= 150
    assert len({s.kind for s in SECRETS}) >= 100
    assert len(set(LOOK_ALIKES)) >= 100
    assert len(PRIVATE_TEXTS) >= 10


@pytest.mark.parametrize("secret", SECRETS, ids=[s.kind for s in SECRETS])
def test_each_secret_is_redacted(secret: object) -> None:
    from bench.harness.secret_corpus import Secret

    assert isinstance(secret, Secret)
    redacted, count = redact(secret.text)
    assert count >= 1
    assert REDACTED in redacted
    for value in secret.secrets:
        assert value not in redacted, f"{secret.kind}: {redacted!r}"


@pytest.mark.parametrize("prefix", ["- First request: ", "noted 3: ", "Step 2: ", "> "])
def test_a_secret_is_redacted_after_text_on_its_line(prefix: str) -> None:
    """Summaries and notes quote a line after a label: the line start is gone."""
    leaked = [s.kind for s in SECRETS if any(v in redact(prefix + s.text)[0] for v in s.secrets)]
    assert leaked == []


@pytest.mark.parametrize(("name", "text", "gone"), PRIVATE_TEXTS, ids=[p[0] for p in PRIVATE_TEXTS])
def test_each_way_of_writing_private_is_removed(
    name: str, text: str, gone: tuple[str, ...]
) -> None:
    redacted, _ = redact(text)
    for value in gone:
        assert value not in redacted, f"{name}: {redacted!r}"
    assert REDACTED in redacted


def test_false_positives_stay_under_two_percent() -> None:
    changed = [(text, redact(text)[0]) for text in LOOK_ALIKES if redact(text)[0] != text]
    assert len(changed) / len(LOOK_ALIKES) <= MAX_FALSE_POSITIVE_RATE, changed


@pytest.mark.parametrize(
    "text",
    [
        "secretName: ingress-tls",
        "PASSWORD_RESET_TIMEOUT = 259200",
        "PWD=/home/alice/src/app",
        '"passwordPolicy": "strict"',
    ],
)
def test_the_reported_look_alikes_are_kept(text: str) -> None:
    assert redact(text) == (text, 0)


@pytest.mark.parametrize(
    "text",
    [
        "Step 3: DB_PASSWORD=hunter2x9",
        "note: api_key=hunter2x9",
        'request: "password": "hunter2x9"',
        "- First request: HEROKU_API_KEY=hunter2x9",
        "a: b: c: TOKEN=hunter2x9",
    ],
)
def test_an_assignment_after_a_word_and_colon_is_found(text: str) -> None:
    assert "hunter2x9" not in redact(text)[0]


def test_a_private_block_spanning_messages_hides_the_messages_between() -> None:
    texts = ["start <private>first", "the middle message", "end</private> visible", "after"]
    out = redact_all(texts)
    assert "first" not in out[0] and "middle" not in out[1] and "end" not in out[2]
    assert out[2].endswith(" visible") and out[3] == "after"


def test_metadata_keys_and_values_are_filtered() -> None:
    token = "ghp_" + "a1B2" * 9
    value, count = redact_value(
        {
            token: "key is a token",
            "password": "hunter2x9",
            "nested": [{"apiKey": "abc123def456"}, {"note": f"use {token}"}],
            "tokens": 1200,
            "passwordPolicy": "strict",
            "enabled": True,
        },
        PrivacySettings(),
    )
    text = repr(value)
    assert token not in text and "hunter2x9" not in text and "abc123def456" not in text
    assert value["tokens"] == 1200 and value["passwordPolicy"] == "strict"
    assert value["enabled"] is True
    assert count == 4


@pytest.mark.parametrize(
    ("key", "holds"),
    [
        ("DB_PASSWORD", True),
        ("apiKey", True),
        ("client-key-data", True),
        ("private_key_id", True),
        ("secret_id", True),
        ("aws_session_token", True),
        ("_auth", True),
        ("authtoken", True),
        ("secretName", False),
        ("PASSWORD_RESET_TIMEOUT", False),
        ("passwordPolicy", False),
        ("api_key_env", False),
        ("max_tokens", False),
        ("client_id", False),
        ("public_key", False),
        ("monkey", False),
    ],
)
def test_which_keys_hold_a_secret(key: str, holds: bool) -> None:
    assert is_secret_key(key) is holds


_pieces = st.sampled_from(
    [s.text for s in SECRETS] + LOOK_ALIKES + [t for _, t, _ in PRIVATE_TEXTS]
)
_noise = st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=40)


@settings(max_examples=300, deadline=None)
@given(parts=st.lists(st.one_of(_pieces, _noise), min_size=1, max_size=6))
@example(parts=["İİİ password=hunter2x9"])  # lowercasing changes the length
@example(parts=["SK" + "0a" * 16, "AC" + "1b" * 16])  # case-sensitive gates (Twilio's)
@example(parts=["the task ac" + "0a" * 16, "Sk" + "1b" * 16])  # ...in another case
@example(parts=["\u212aEY: hunter2x9 PA\u017fSWORD=hunter2x9"])  # Kelvin sign, long s
def test_the_gates_change_no_result(parts: list[str]) -> None:
    """The prefilter only skips work: redaction with every rule on every text is the same."""
    text = " ".join(parts)
    assert redact(text) == redact(text, gated=False)


@settings(max_examples=200, deadline=None)
@given(before=_noise, after=_noise, index=st.integers(0, len(SECRETS) - 1))
def test_a_secret_is_redacted_whatever_surrounds_it(before: str, after: str, index: int) -> None:
    secret = SECRETS[index]
    redacted, _ = redact(f"{before}\n{secret.text}\n{after}")
    for value in secret.secrets:
        assert value not in redacted, secret.kind


@settings(max_examples=200, deadline=None)
@given(parts=st.lists(st.one_of(_pieces, _noise), min_size=1, max_size=4))
def test_redacting_twice_changes_nothing_more(parts: list[str]) -> None:
    once, _ = redact("\n".join(parts))
    assert redact(once)[0] == once


def test_each_sieve_finds_something_wherever_its_rule_matches() -> None:
    """A sieve lets a rule without gates skip a text: it must find something in every text
    the rule matches (the corpus holds a secret of each such rule)."""
    from supermemory_local.store.privacy import _rule_set

    sieved = [rule for rule in _rule_set().rules if rule.sieve is not None]
    assert "mailgun-private" in {rule.name for rule in sieved}
    texts = [s.text for s in SECRETS] + LOOK_ALIKES
    for rule in sieved:
        assert rule.sieve is not None
        matched = [text for text in texts if rule.pattern.search(text)]
        assert matched, rule.name
        assert all(rule.sieve.search(text) for text in matched), rule.name
