"""The filter's shortcuts give, on whole texts, what every rule and layer run everywhere
(``gated=False``) gives.

The shortcuts skip work a text cannot need: rules and layers whose words it lacks, a
context word's value when no token after it is long enough to be taken
(``privacy._least_taken``), a pattern tried only where the strings its matches begin
with stand. Each is a claim about every text; here it is checked on whole texts of every
kind the filter meets: the store bench's notes and summaries, the real-transcript corpus
(when it is here), the held-out batches' secrets and look-alikes, the tests' secret
corpus, and texts Hypothesis builds from the filter's own words (its string constants,
the context words, values one character either side of the lengths the shortcuts test).
"""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from supermemory_local.config import PrivacySettings
from supermemory_local.store import privacy, secret_rules

_SETTINGS = PrivacySettings()


_Spans = list[tuple[int, int]]


def _differences(texts: list[str]) -> list[tuple[str, _Spans, _Spans]]:
    found = []
    for text in texts:
        low = text.lower()
        fast = sorted(privacy._secret_spans(text, low, _SETTINGS))
        full = sorted(privacy._secret_spans(text, low, _SETTINGS, gated=False))
        if fast != full:
            found.append((text, fast, full))
    return found


def _sample(texts: list[str], size: int, seed: int) -> list[str]:
    texts = sorted(set(texts))
    return texts if len(texts) <= size else random.Random(seed).sample(texts, size)


def test_the_store_bench_rows_are_filtered_as_ungated() -> None:
    from bench.store_bench import memories

    contents = [str(row["content"]) for row in memories(3000)]
    assert _differences(_sample(contents, 400, 1)) == []


def test_the_held_out_batches_are_filtered_as_ungated() -> None:
    from bench.redaction_equivalence import heldout_texts

    assert _differences(_sample(heldout_texts(), 1500, 2)) == []


def test_the_secret_corpus_is_filtered_as_ungated() -> None:
    from bench.harness.secret_corpus import LOOK_ALIKES, PRIVATE_TEXTS, SECRETS

    texts = [*LOOK_ALIKES, *(text for _, text, _ in PRIVATE_TEXTS)]
    texts += [f"{secret.text}" for secret in SECRETS]
    assert _differences(_sample(texts, 1500, 3)) == []


def test_the_corpus_texts_are_filtered_as_ungated() -> None:
    from bench.harness.corpus import corpus_dir
    from bench.redaction_equivalence import corpus_texts

    folder = corpus_dir()
    if folder is None:
        pytest.skip("the real-transcript corpus is not here")
    texts, _ = corpus_texts(folder)
    short = [text for text in texts if len(text) <= 4_000]
    assert _differences(_sample(short, 800, 4)) == []


def _constant_pieces() -> list[str]:
    """The filter's string constants of up to 24 characters (the words and marks its
    layers test for)."""
    pieces: set[str] = set()
    for module in (privacy, secret_rules):
        tree = ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            value = node.value if isinstance(node, ast.Constant) else None
            if isinstance(value, str) and 0 < len(value) <= 24:
                pieces.add(value)
    return sorted(pieces)


_CONSTANTS = _constant_pieces()
_CONTEXT_WORDS = [
    "ticket", "Ticket", "code", "pin", "key", "key id", "login", "auth", "unlock", "signin",
    "password", "pass", "pwd", "token", "api key", "secret", "salt", "seed", "otp", "bearer",
    "X-Auth-Token", "auth_token", "access-key", *privacy._CJK_LABEL_WORDS, "密码是", "キーは",
]  # fmt: skip
_GLUE = [" ", " ", "\n", ": ", "=", " = ", "(", ")", ", ", "; ", ". ", "'", '"', "`", "-", "/"]


def _value(r: random.Random, size: int) -> str:
    """A value of ``size`` characters: random, a word run, or a ticket's shape."""
    kind = r.randrange(4)
    if kind == 0:
        alphabet = "abcdefghijkLMNOPQRSTuvwxyz0123456789"
        return "".join(r.choice(alphabet) for _ in range(size))
    if kind == 1:
        return "".join(r.choice("ab1C!_-.") for _ in range(size))
    if kind == 2:
        return ("BILL-" + "".join(r.choice("0123456789") for _ in range(size)))[:size]
    return ("Meadow-Violet-Breeze-36" + "x" * size)[:size]


_texts = st.builds(
    lambda r, parts: "".join(
        r.choice(_CONSTANTS)
        if part == 0
        else r.choice(_CONTEXT_WORDS)
        if part == 1
        else r.choice(_GLUE)
        if part == 2
        else _value(r, r.choice((5, 7, 8, 9, 11, 12, 15, 16, 17, 20, 24, 33)))
        for part in parts
    ),
    st.integers(0, 2**32 - 1).map(random.Random),
    st.lists(st.integers(0, 3), min_size=1, max_size=24),
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_texts)
def test_generated_texts_are_filtered_as_ungated(text: str) -> None:
    assert _differences([text]) == []
    assert privacy.redact(text) == privacy.redact(text, gated=False)


_named_values = st.builds(
    lambda r, before, word, glue, size, after: f"{before}{word}{glue}{_value(r, size)}{after}",
    st.integers(0, 2**32 - 1).map(random.Random),
    st.sampled_from(["", "the ", "my ", "\n", "x ", "(", "- "]),
    st.sampled_from(_CONTEXT_WORDS),
    st.sampled_from([" ", ": ", "=", " is ", " (", "\t", " for the box: "]),
    st.sampled_from([6, 7, 8, 9, 12, 15, 16, 17, 24]),
    st.sampled_from(["", " ", ")", ".", " was opened", "\nnext line", "; done"]),
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_named_values)
def test_values_after_context_words_are_filtered_as_ungated(text: str) -> None:
    assert _differences([text]) == []


@pytest.mark.parametrize(
    "text",
    [
        "the ticket aZ3kP9qW7rT2mX8v was opened",  # 16 random characters after a weak word
        "ticket: aZ3kP9qW7rT2mX8vL5",
        "login alice Kq4!pW9zR2",  # a sign-in's password: 8 or more after the word
        "password (Mw3!xQ9z) is in .env",
        "auth_token=aZ3kP9qW7rT2mX8vL5nB",
        "db.connect('db', 'admin', 'Kq4!pW9zR2xx')",
        "UPDATE users SET password = 'Kq4!pW9zR2xx' WHERE id = 1",
        "deploy key:\n  aZ3kP9qW7rT2mX8vL5nB4cD6\n",
        "数据库的密码：aZ3kP9qW7rT2mX8v",
        "本番のパスワード: aZ3kP9qW7rT2mX8vL5",
        "토큰 aZ3kP9qW7rT2mX8vL5nB",
    ],
)
def test_a_value_the_shortcuts_must_let_through_is_found(text: str) -> None:
    assert _differences([text]) == []
    assert privacy.redact(text)[1] >= 1, text


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from([*"aBiIkKsS _-", "İ", "ı", "ſ", "K", "ß", "Ω", "数"])))
def test_the_folded_text_is_the_mapping_s(text: str) -> None:
    """``prescan.folded_in_place`` (one ``str.replace`` per character, kept for the last
    texts) is the text with İ ı ſ mapped to i i s, lowercased, when that keeps its length."""
    from supermemory_local.store import prescan

    mapped = text.translate({0x130: "i", 0x131: "i", 0x17F: "s"}).lower()
    expected = mapped if len(mapped) == len(text) else None
    low = text.lower()
    assert prescan.folded_in_place(text, low) == (
        low if prescan.folds_in_place(text, low) else expected
    )


def _cjk_labels() -> list[str]:
    """The labels _CJK_LABEL begins with, read from its source here (not derived as the
    filter derives its words)."""
    head = re.match(r"\(\?:([^()]*)\)", privacy._CJK_LABEL.pattern)
    assert head is not None
    return head.group(1).split("|")


@pytest.mark.parametrize("label", _cjk_labels())
def test_a_value_after_every_cjk_label_is_found_as_ungated(label: str) -> None:
    text = f"本番の{label}: aZ3kP9qW7rT2mX8v"
    assert _differences([text]) == []
    assert privacy.redact(text)[0] == f"本番の{label}: [REDACTED]"


_CALL_PIECES = [
    "connect", "login", "Connect", "LOGIN", "connection", "logins", "(", " (", "\t", " ",
    "x", "_", "\n", "db.", "ſ", "İ", "é", "reconnect", "loginlogin(",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_CALL_PIECES), max_size=20).map("".join))
def test_login_calls_tried_where_their_words_start_are_the_pattern_s(text: str) -> None:
    low = text.lower()
    expected = [m.span() for m in privacy._LOGIN_CALL.finditer(low)]
    assert [m.span() for m in privacy._login_calls(low)] == expected


_LABEL_PIECES = [
    ":", ":\n", ": \n", "\r\n", "\n", " ", "\t", "aZ3kP9qW", "7rT2", "+/", "=", "_", "-",
    "é", "数", "token:\n", "key", ".",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_LABEL_PIECES), max_size=30).map("".join))
def test_no_label_body_where_no_sixteen_token_characters_stand(text: str) -> None:
    if b"\x01" * 16 not in privacy._break_marks(text):
        assert list(privacy._LABEL_END.finditer(text)) == [], text
