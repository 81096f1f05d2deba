"""Gaps of the privacy filter's shared readers (round 4), held over generated values.

A mask is stars where a value's characters were, not a random run that holds three stars
of its own; a channel's name is made of words, not of a random run after ``#word_``; a
word can be said (five consonants in a row are a random run's, not a word's); a digest's
or a key's word counts on a line or in a name only as a word or a name's part (``image_tag``,
``key_bytes``), never inside another word (``TAGFFN``, ``monkey``). Each principle has a
counterpart: where the same text holds a mask, a word or a name's part, it stays."""

from __future__ import annotations

import random
import re
import string

from hypothesis import example, given
from hypothesis import strategies as st

from supermemory_local.store import prescan, privacy, secret_rules
from supermemory_local.store.privacy import random_shaped
from tests.memory_store.generated import (
    ALNUM,
    HEX,
    SLOW,
    seeded,
    words,
)
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_CONSONANTS = "bcdfghjklmnpqrstvwxz"


def _run(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _mixed(r: random.Random, n: int, alphabet: str = string.ascii_lowercase) -> str:
    """``n`` characters of ``alphabet`` with a digit after every third (``ab3xk9q…``): a
    random run that switches between letters and digits."""
    return "".join(r.choice(string.digits) if i % 3 == 2 else r.choice(alphabet) for i in range(n))


# -- 1. one regex per shape ------------------------------------------------------------------


def test_no_two_rule_constants_are_the_same_regex() -> None:
    # one shape, one name: two constants of the same pattern drift apart when one is edited
    for module in (privacy, secret_rules, prescan):
        seen: dict[tuple[str, int], str] = {}
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                key = (value.pattern, value.flags)
                assert key not in seen, (module.__name__, seen.get(key), name)
                seen[key] = name


# -- 2. a mask, and a random run holding three stars -------------------------------------------

_DJANGO = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&(-_=+)"


@SLOW
@given(seeded)
@example(random.Random(8899))  # fj0l(…)81***…znje6): no call, its brackets do not balance
@example(random.Random(10072))  # …p%1cemh…: '%1c' is no escape (a control character)
def test_a_django_key_with_three_stars_inside_goes(r: random.Random) -> None:
    # a key drawn from Django's alphabet (which holds '*'): random on both sides of '***'
    head = "".join(c + r.choice(_DJANGO) for c in _mixed(r, 12))
    tail = "".join(c + r.choice(_DJANGO) for c in _mixed(r, 12))
    secret = f"{r.choice(string.ascii_lowercase)}{head}***{tail}".replace("'", "%")
    _caught(f"BASE_DIR = Path(__file__).parent\n\nSECRET_KEY = '{secret}'\n\nDEBUG = 0\n", secret)


@SLOW
@given(seeded, words)
def test_a_mask_with_a_hint_is_kept(r: random.Random, user: str) -> None:
    _kept(f"SECRET_KEY = '{'*' * r.randint(3, 40)}'\n")
    _kept(f"api_key: sk-proj-{'*' * r.randint(3, 30)}{_run(r, ALNUM, 4)}\n")
    _kept(f"token: ghp_{'*' * 28}{_run(r, ALNUM, 4)}\n")
    _kept(f"password reset link sent to {user[0]}***@corp.io\n")
    _kept(f"DB_URL=postgres://{user}:***@db1.example.com:5432/{user}2\n")


@given(words, st.integers(1, 99))
def test_a_masked_line_among_an_environments_lines_is_kept(w: str, n: int) -> None:
    # the lines on both sides of the mask, escaped into one JSON string, are no random run
    _kept(
        f'{{"content": "HOSTNAME={w}-{n}\\nPWD=/home/{w}/projects/{w}\\nLANG=C.UTF-8'
        f'\\nWANDB_API_KEY=********\\nWANDB_PROJECT={w}-embeddings\\nSHLVL=1\\n"}}\n'
    )


@SLOW
@given(seeded, words)
def test_a_random_run_after_a_channels_word_goes(r: random.Random, w: str) -> None:
    # '#word_<random run>' is a value, not a chat channel to ask in
    secret = f"#{w}_{_mixed(r, 14)}"
    _caught(f"userlist ops\n    user {w} password {secret}\n", secret)


@given(words, words)
def test_a_channel_made_of_words_is_kept(a: str, b: str) -> None:
    _kept(f"password: #{a}-{b}\n")
    _kept(f"token: ask in #{a}-{b}-2 for one\n")


# -- 3. a word can be said -------------------------------------------------------------------


def _unsayable_run(r: random.Random) -> str:
    """Random letters whose pieces are long (a case change every 9+ letters) but hold five
    consonants in a row, then digits: ``UXEmsdjpchypwdQfrR0892``."""
    return (
        _run(r, string.ascii_uppercase, 2)
        + r.choice(string.ascii_uppercase)
        + _run(r, _CONSONANTS, 6)
        + _run(r, string.ascii_lowercase, 5)
        + r.choice(string.ascii_uppercase)
        + _run(r, string.ascii_lowercase, 2)
        + r.choice(string.ascii_uppercase)
        + _run(r, string.digits, 4)
    )


@SLOW
@given(seeded, words)
def test_a_random_run_with_long_unsayable_pieces_goes(r: random.Random, w: str) -> None:
    body = _unsayable_run(r)
    _caught(f"{w.upper()}_SERVER_KEY={_run(r, string.ascii_lowercase, 3)}.{body}\n", body)
    assert random_shaped(body)


_WORDS = ["deployment", "configuration", "mailer", "default", "strengths", "scripts", "lengths"]


@given(st.lists(st.sampled_from(_WORDS), min_size=3, max_size=5), st.integers(0, 99))
def test_words_in_camel_case_are_not_random(parts: list[str], n: int) -> None:
    assert not random_shaped("".join(p.capitalize() for p in parts) + str(n))


# -- 4. a digest's word on the value's line: a word or a name's part ---------------------------


@SLOW
@given(seeded, words, st.sampled_from(["tag", "build", "image", "layer", "tree", "blob"]))
def test_a_digests_word_inside_another_name_keeps_nothing(
    r: random.Random, w: str, digest: str
) -> None:
    # "tagfoo" holds "tag" as no word and no name's part: it says nothing of a digest
    value = _mixed(r, 24)  # one case and digits
    _caught(f"const {digest}{w}Key = '{value}';\n", value)


@SLOW
@given(seeded, words, st.sampled_from(["image_tag", "commitHash", "BUILD_ID", "sha256sum"]))
def test_a_digests_word_as_a_names_part_still_keeps_the_hex(
    r: random.Random, w: str, name: str
) -> None:
    _kept(f"{w}_{name}: {_run(r, HEX, 40)}\n")


@SLOW
@given(seeded, words)
def test_a_receipt_names_a_delivery(r: random.Random, w: str) -> None:
    # a push service's receipt (polled for the acknowledgement) is an id, as a request's is
    value = _run(r, string.ascii_lowercase + string.digits, 30)
    _kept(f"2026-12-04 03:12:55 {w}: receipt {value} (retry=60)\n")


# -- 5. a byte array under a key's name: the key's word as a word or a name's part ------------


def _byte_array(r: random.Random) -> str:
    return "[" + ", ".join(str(r.randrange(256)) for _ in range(32)) + "]"


@SLOW
@given(seeded, st.sampled_from(["monkey", "turkey", "donkey", "hockey", "whiskey", "keyboard"]))
def test_a_key_word_inside_another_word_names_no_key(r: random.Random, word: str) -> None:
    _kept(f"{word}_bytes = {_byte_array(r)}\n")
    _kept(f'{{"{word}Samples": {_byte_array(r)}}}\n')


@SLOW
@given(
    seeded,
    words,
    st.sampled_from(["_key_bytes", "SecretKey", "_SEED", "Token", "_psk", "_privkey"]),
)
def test_a_key_word_as_a_names_part_still_names_a_key(r: random.Random, w: str, part: str) -> None:
    array = _byte_array(r)
    _caught(f"{w}{part} = {array}\n", array[1:-1])
